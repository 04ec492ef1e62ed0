//! Sagrada in the registry: its entry (slug, stored code, words, help page) and how the host's
//! options become its engine's.

use super::{Sagrada, SagradaOptions};
use crate::games::{
    help_pages, GameEntry, GameKind, GameOptions, GameWords, HostOption, Registered, Translated,
};

/// Stored code 2.
pub const ENTRY: GameEntry = GameEntry::of::<Sagrada>("sagrada", 2, WORDS, help_pages!("sagrada"));

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
}

const WORDS: GameWords = GameWords {
    name: Translated {
        en: "Sagrada",
        ru: "Саграда",
        uk: "Саграда",
    },
    choice: Translated {
        en: "Sagrada",
        ru: "Саграда",
        uk: "Саграда",
    },
    command: Some(Translated {
        en: (
            "sagrada",
            "Play Sagrada, the dice-drafting stained-glass game",
        ),
        ru: ("sagrada", "Сыграть в «Саграду» — витражи из кубиков"),
        uk: ("sagrada", "Зіграти в «Саграду» — вітражі з кубиків"),
    }),
    options: &[(
        "difficulty",
        Translated {
            en: ("difficulty", "Solo difficulty, 1 (hardest) to 5 (easiest)"),
            ru: (
                "сложность",
                "Сложность одиночной игры: 1 (самая трудная) – 5 (самая лёгкая)",
            ),
            uk: (
                "складність",
                "Складність одиночної гри: 1 (найважча) – 5 (найлегша)",
            ),
        },
    )],
    values: &[],
    option_lines,
};

fn option_lines(options: GameOptions) -> Translated<String> {
    let GameOptions::Sagrada { solo_difficulty } = options else {
        return Translated::default();
    };
    Translated {
        en: format!("Solo difficulty: {solo_difficulty} (used when one person plays alone)"),
        ru: format!("Сложность одиночной игры: {solo_difficulty} (если играет один человек)"),
        uk: format!("Складність одиночної гри: {solo_difficulty} (якщо грає одна людина)"),
    }
}
