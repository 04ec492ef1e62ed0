//! Azul (the original) in the registry: its entry (slug, stored code, words, help page) and how
//! the host's options become its engine's.

use super::{Azul, AzulOptions, WallSide};
use crate::games::{
    help_pages, GameEntry, GameKind, GameOptions, GameWords, HostOption, Registered, Translated,
};

/// Stored code 4, and last in the registry: it shares `/azul start` with its two offshoots and
/// comes last among the `variant` choices so theirs keep their places.
pub const ENTRY: GameEntry = GameEntry::of::<Azul>("azul", 4, WORDS, help_pages!("azul"));

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
}

const WORDS: GameWords = GameWords {
    name: Translated {
        en: "Azul",
        ru: "Азул",
        uk: "Азул",
    },
    choice: Translated {
        en: "Azul (the original)",
        ru: "Азул (оригинал)",
        uk: "Азул (оригінал)",
    },
    // The family's command is named after it.
    command: Some(Translated {
        en: (
            "azul",
            "Play Azul, Azul: Summer Pavilion or Azul: Stained Glass of Sintra",
        ),
        ru: (
            "azul",
            "Сыграть в «Азул», «Азул: Летний павильон» или «Азул: Витражи Синтры»",
        ),
        uk: (
            "azul",
            "Зіграти в «Азул», «Азул: Літній павільйон» або «Азул: Вітражі Сінтри»",
        ),
    }),
    // Summer Pavilion, before it in the registry, words `side` and its `coloured` value.
    options: &[],
    values: &[(
        "side",
        "grey",
        Translated {
            en: "grey (Azul: any space of a row)",
            ru: "серая (Азул: любая клетка ряда)",
            uk: "сіра (Азул: будь-яка клітинка ряду)",
        },
    )],
    option_lines,
};

fn option_lines(options: GameOptions) -> Translated<String> {
    let lines = match options {
        GameOptions::Azul {
            side: WallSide::Coloured,
        } => Translated {
            en: "Board side: coloured wall",
            ru: "Сторона планшета: цветная стена",
            uk: "Сторона планшета: кольорова стіна",
        },
        GameOptions::Azul {
            side: WallSide::Grey,
        } => Translated {
            en: "Board side: grey wall (a tile may go on any space of its row, one colour per column)",
            ru: "Сторона планшета: серая стена (плитка — на любую клетку своего ряда, один цвет в столбце)",
            uk: "Сторона планшета: сіра стіна (плитка — на будь-яку клітинку свого ряду, один колір у стовпці)",
        },
        _ => Translated::default(),
    };
    lines.map(str::to_string)
}
