//! Azul: Summer Pavilion in the registry: its entry (slug, stored code, words, help page) and
//! how the host's options become its engine's.

use super::{PavilionOptions, SummerPavilion};
use crate::games::{
    fluent_files, help_pages, GameEntry, GameKind, GameOptions, HostOption, PavilionSide,
    Registered, WildOrder,
};

/// Stored code 0: the first game the bot hosted.
pub const ENTRY: GameEntry = GameEntry::of::<SummerPavilion>(
    "summer-pavilion",
    0,
    fluent_files!("summer_pavilion"),
    help_pages!("summer_pavilion"),
);

impl Registered for SummerPavilion {
    const KIND: GameKind = GameKind::SummerPavilion;
    const COMMAND: &'static str = "azul";
    const OPTIONS: &'static [HostOption] = &[
        HostOption::choice("side", &["coloured", "beige"]),
        HostOption::choice("wilds", &["normal", "alternative"]),
    ];
    const DEFAULT_OPTIONS: PavilionOptions = PavilionOptions {
        side: PavilionSide::Coloured,
        wilds: WildOrder::Normal,
    };

    fn engine_options(options: &GameOptions) -> Option<PavilionOptions> {
        match *options {
            GameOptions::SummerPavilion { side, wilds } => Some(PavilionOptions { side, wilds }),
            _ => None,
        }
    }

    fn game_options(&PavilionOptions { side, wilds }: &PavilionOptions) -> GameOptions {
        GameOptions::SummerPavilion { side, wilds }
    }

    fn with_option(options: &PavilionOptions, name: &str, value: &str) -> PavilionOptions {
        let mut options = *options;
        match (name, value) {
            ("side", "beige") => options.side = PavilionSide::Beige,
            ("side", _) => options.side = PavilionSide::Coloured,
            ("wilds", "alternative") => options.wilds = WildOrder::Alternative,
            (_, _) => options.wilds = WildOrder::Normal,
        }
        options
    }

    fn option_args(
        &PavilionOptions { side, wilds }: &PavilionOptions,
    ) -> Vec<(&'static str, String)> {
        let side = match side {
            PavilionSide::Coloured => "coloured",
            PavilionSide::Beige => "beige",
        };
        let wilds = match wilds {
            WildOrder::Normal => "normal",
            WildOrder::Alternative => "alternative",
        };
        vec![("side", side.to_string()), ("wilds", wilds.to_string())]
    }
}
