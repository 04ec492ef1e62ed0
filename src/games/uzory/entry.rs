//! Uzory in the registry: its entry (slug, stored code, words, help page); it has no options,
//! so its `uzory-options` message takes no arguments.

use super::Uzory;
use crate::games::{fluent_files, help_pages, GameEntry, GameKind, GameOptions, Registered};

/// Stored code 3.
pub const ENTRY: GameEntry =
    GameEntry::of::<Uzory>("uzory", 3, fluent_files!("uzory"), help_pages!("uzory"));

impl Registered for Uzory {
    const KIND: GameKind = GameKind::Uzory;
    const COMMAND: &'static str = "uzory";
    const DEFAULT_OPTIONS: () = ();

    fn engine_options(options: &GameOptions) -> Option<()> {
        matches!(options, GameOptions::Uzory).then_some(())
    }

    fn game_options(_: &()) -> GameOptions {
        GameOptions::Uzory
    }
}
