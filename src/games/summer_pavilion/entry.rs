//! Azul: Summer Pavilion in the registry: its entry (slug, stored code, words, help page) and
//! how the host's options become its engine's.

use super::{PavilionOptions, SummerPavilion};
use crate::games::{
    help_pages, GameEntry, GameKind, GameOptions, GameWords, HostOption, PavilionSide, Registered,
    Translated, WildOrder,
};

/// Stored code 0: the first game the bot hosted.
pub const ENTRY: GameEntry =
    GameEntry::of::<SummerPavilion>("summer-pavilion", 0, WORDS, help_pages!("summer_pavilion"));

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
}

const WORDS: GameWords = GameWords {
    name: Translated {
        en: "Azul: Summer Pavilion",
        ru: "Азул: Летний павильон",
        uk: "Азул: Літній павільйон",
    },
    choice: Translated {
        en: "Summer Pavilion",
        ru: "Летний павильон",
        uk: "Літній павільйон",
    },
    // Azul, after whom `/azul` is named, words it.
    command: None,
    options: &[
        (
            "side",
            Translated {
                en: ("side", "Board side (default: coloured / A)"),
                ru: ("сторона", "Сторона планшета (по умолчанию: цветная / A)"),
                uk: ("сторона", "Сторона планшета (типово: кольорова / A)"),
            },
        ),
        (
            "wilds",
            Translated {
                en: (
                    "wilds",
                    "Summer Pavilion wild colour order (default: normal)",
                ),
                ru: (
                    "джокеры",
                    "Порядок джокеров в «Летнем павильоне» (по умолчанию обычный)",
                ),
                uk: (
                    "джокери",
                    "Порядок джокерів у «Літньому павільйоні» (типово звичайний)",
                ),
            },
        ),
    ],
    values: &[
        (
            "side",
            "coloured",
            Translated {
                en: "coloured (Summer Pavilion, Azul)",
                ru: "цветная (Летний павильон, Азул)",
                uk: "кольорова (Літній павільйон, Азул)",
            },
        ),
        (
            "side",
            "beige",
            Translated {
                en: "beige (Summer Pavilion variant 1)",
                ru: "бежевая (Летний павильон, вариант 1)",
                uk: "бежева (Літній павільйон, варіант 1)",
            },
        ),
        (
            "wilds",
            "normal",
            Translated {
                en: "normal",
                ru: "обычный",
                uk: "звичайний",
            },
        ),
        (
            "wilds",
            "alternative",
            Translated {
                en: "alternative (variant 2, a stand-in order)",
                ru: "альтернативный (вариант 2, порядок-замена)",
                uk: "альтернативний (варіант 2, порядок-заміна)",
            },
        ),
    ],
    option_lines,
};

fn option_lines(options: GameOptions) -> Translated<String> {
    let GameOptions::SummerPavilion { side, wilds } = options else {
        return Translated::default();
    };
    let side = match side {
        PavilionSide::Coloured => Translated {
            en: "coloured",
            ru: "цветная",
            uk: "кольорова",
        },
        PavilionSide::Beige => Translated {
            en: "beige (variant 1; costs from the full game's board)",
            ru: "бежевая (вариант 1; стоимости с планшета полной игры)",
            uk: "бежева (варіант 1; вартості з планшета повної гри)",
        },
    };
    let wilds = match wilds {
        WildOrder::Normal => Translated {
            en: "normal",
            ru: "обычный",
            uk: "звичайний",
        },
        WildOrder::Alternative => Translated {
            en: "alternative (variant 2): a stand-in, the Glazed Pavilion expansion's order; the MINI's flipped order is not known to us",
            ru: "альтернативный (вариант 2): замена, порядок дополнения Glazed Pavilion; перевёрнутый порядок MINI нам неизвестен",
            uk: "альтернативний (варіант 2): заміна, порядок доповнення Glazed Pavilion; перевернутий порядок MINI нам невідомий",
        },
    };
    Translated {
        en: format!("Board side: {}\nWild colour order: {}", side.en, wilds.en),
        ru: format!(
            "Сторона планшета: {}\nПорядок джокеров: {}",
            side.ru, wilds.ru
        ),
        uk: format!(
            "Сторона планшета: {}\nПорядок джокерів: {}",
            side.uk, wilds.uk
        ),
    }
}
