//! Azul: Stained Glass of Sintra in the registry: its entry (slug, stored code, words, help
//! page) and how the host's options become its engine's.

use super::{Sintra, SintraOptions};
use crate::games::{
    fluent_files, help_pages, GameEntry, GameKind, GameOptions, HostOption, Registered,
    SintraEdition, SintraSide,
};

/// Stored code 1.
pub const ENTRY: GameEntry =
    GameEntry::of::<Sintra>("sintra", 1, fluent_files!("sintra"), help_pages!("sintra"));

impl Registered for Sintra {
    const KIND: GameKind = GameKind::Sintra;
    const COMMAND: &'static str = "azul";
    const OPTIONS: &'static [HostOption] = &[HostOption::choice("side", &["a", "b"])];
    const DEFAULT_OPTIONS: SintraOptions = SintraOptions {
        side: SintraSide::A,
        edition: SintraEdition::CURRENT,
    };

    fn engine_options(options: &GameOptions) -> Option<SintraOptions> {
        match *options {
            GameOptions::Sintra { side, edition } => Some(SintraOptions { side, edition }),
            _ => None,
        }
    }

    fn game_options(&SintraOptions { side, edition }: &SintraOptions) -> GameOptions {
        GameOptions::Sintra { side, edition }
    }

    fn with_option(options: &SintraOptions, _: &str, value: &str) -> SintraOptions {
        let side = if value == "b" {
            SintraSide::B
        } else {
            SintraSide::A
        };
        SintraOptions { side, ..*options }
    }

    /// The edition is not worded: a host never picks it.
    fn option_args(options: &SintraOptions) -> Vec<(&'static str, String)> {
        let side = match options.side {
            SintraSide::A => "a",
            SintraSide::B => "b",
        };
        vec![("side", side.to_string())]
    }
}
