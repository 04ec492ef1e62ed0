//! Sagrada in the registry: its entry (slug, stored code, words, help page) and how the host's
//! options become its engine's.

use super::{Sagrada, SagradaOptions};
use crate::games::{
    fluent_files, help_pages, GameEntry, GameKind, GameOptions, HostOption, Registered,
};

/// Stored code 2.
pub const ENTRY: GameEntry = GameEntry::of::<Sagrada>(
    "sagrada",
    2,
    fluent_files!("sagrada"),
    help_pages!("sagrada"),
);

impl Registered for Sagrada {
    const KIND: GameKind = GameKind::Sagrada;
    const COMMAND: &'static str = "sagrada";
    const OPTIONS: &'static [HostOption] = &[HostOption::number("difficulty", 1, 5).only_alone()];
    const DEFAULT_OPTIONS: SagradaOptions = SagradaOptions { solo_difficulty: 3 };

    fn engine_options(options: &GameOptions) -> Option<SagradaOptions> {
        match *options {
            GameOptions::Sagrada { solo_difficulty } => Some(SagradaOptions { solo_difficulty }),
            _ => None,
        }
    }

    fn game_options(&SagradaOptions { solo_difficulty }: &SagradaOptions) -> GameOptions {
        GameOptions::Sagrada { solo_difficulty }
    }

    fn with_option(options: &SagradaOptions, _: &str, value: &str) -> SagradaOptions {
        let solo_difficulty = value.parse().unwrap_or(options.solo_difficulty);
        SagradaOptions { solo_difficulty }
    }

    fn option_args(options: &SagradaOptions) -> Vec<(&'static str, String)> {
        vec![("difficulty", options.solo_difficulty.to_string())]
    }
}
