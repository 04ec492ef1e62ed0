//! Uzory in the registry: its entry (slug, stored code, words, help page); it has no options.

use super::Uzory;
use crate::games::{
    help_pages, GameEntry, GameKind, GameOptions, GameWords, Registered, Translated,
};

/// Stored code 3.
pub const ENTRY: GameEntry = GameEntry::of::<Uzory>("uzory", 3, WORDS, help_pages!("uzory"));

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

const WORDS: GameWords = GameWords {
    name: Translated {
        en: "Uzory",
        ru: "Узоры",
        uk: "Узори",
    },
    choice: Translated {
        en: "Uzory",
        ru: "Узоры",
        uk: "Узори",
    },
    command: Some(Translated {
        en: ("uzory", "Play Uzory, the stained-glass tile-laying game"),
        ru: ("uzory", "Сыграть в «Узоры» — витраж из жетонов"),
        uk: ("uzory", "Зіграти в «Узори» — вітраж із жетонів"),
    }),
    options: &[],
    values: &[],
    option_lines,
};

fn option_lines(options: GameOptions) -> Translated<String> {
    if options != GameOptions::Uzory {
        return Translated::default();
    }
    Translated {
        en: "Standard rules",
        ru: "Обычные правила",
        uk: "Звичайні правила",
    }
    .map(str::to_string)
}
