//! Azul (the original) in the registry: its entry (slug, stored code, words, help page) and how
//! the host's options become its engine's.

use super::{Azul, AzulOptions, WallSide};
use crate::games::{
    fluent_files, help_pages, GameEntry, GameKind, GameOptions, HostOption, Registered,
};

/// Stored code 4, and last in the registry: it shares `/azul start` with its two offshoots and
/// comes last among the `variant` choices so theirs keep their places.
pub const ENTRY: GameEntry =
    GameEntry::of::<Azul>("azul", 4, fluent_files!("azul"), help_pages!("azul"));

/// Its side is `coloured` or `grey`.
impl Registered for Azul {
    const KIND: GameKind = GameKind::Azul;
    const COMMAND: &'static str = "azul";
    const OPTIONS: &'static [HostOption] = &[HostOption::choice("side", &["coloured", "grey"])];
    const DEFAULT_OPTIONS: AzulOptions = AzulOptions {
        side: WallSide::Coloured,
    };

    fn engine_options(options: &GameOptions) -> Option<AzulOptions> {
        match *options {
            GameOptions::Azul { side } => Some(AzulOptions { side }),
            _ => None,
        }
    }

    fn game_options(&AzulOptions { side }: &AzulOptions) -> GameOptions {
        GameOptions::Azul { side }
    }

    fn with_option(_: &AzulOptions, _: &str, value: &str) -> AzulOptions {
        let side = if value == "grey" {
            WallSide::Grey
        } else {
            WallSide::Coloured
        };
        AzulOptions { side }
    }

    fn option_args(&AzulOptions { side }: &AzulOptions) -> Vec<(&'static str, String)> {
        let side = match side {
            WallSide::Coloured => "coloured",
            WallSide::Grey => "grey",
        };
        vec![("side", side.to_string())]
    }
}
