//! Azul: Stained Glass of Sintra in the registry: its entry (slug, stored code, words, help
//! page) and how the host's options become its engine's.

use super::{Sintra, SintraOptions};
use crate::games::{
    help_pages, GameEntry, GameKind, GameOptions, GameWords, HostOption, Registered, SintraEdition,
    SintraSide, Translated,
};

/// Stored code 1.
pub const ENTRY: GameEntry = GameEntry::of::<Sintra>("sintra", 1, WORDS, help_pages!("sintra"));

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
}

const WORDS: GameWords = GameWords {
    name: Translated {
        en: "Azul: Stained Glass of Sintra",
        ru: "Азул: Витражи Синтры",
        uk: "Азул: Вітражі Сінтри",
    },
    choice: Translated {
        en: "Stained Glass of Sintra",
        ru: "Витражи Синтры",
        uk: "Вітражі Сінтри",
    },
    // Azul, after whom `/azul` is named, words it.
    command: None,
    // Summer Pavilion, before it in the registry, words `side`.
    options: &[],
    values: &[
        (
            "side",
            "a",
            Translated {
                en: "A (Sintra)",
                ru: "A (Синтра)",
                uk: "A (Сінтра)",
            },
        ),
        (
            "side",
            "b",
            Translated {
                en: "B (Sintra)",
                ru: "B (Синтра)",
                uk: "B (Сінтра)",
            },
        ),
    ],
    option_lines,
};

fn option_lines(options: GameOptions) -> Translated<String> {
    let lines = match options {
        GameOptions::Sintra {
            side: SintraSide::A,
            ..
        } => Translated {
            en: "Board side: A (ornaments)",
            ru: "Сторона планшета: A (орнаменты)",
            uk: "Сторона планшета: A (орнаменти)",
        },
        GameOptions::Sintra {
            side: SintraSide::B,
            ..
        } => Translated {
            en: "Board side: B",
            ru: "Сторона планшета: B",
            uk: "Сторона планшета: B",
        },
        _ => Translated::default(),
    };
    lines.map(str::to_string)
}
