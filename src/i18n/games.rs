//! The registry's words: what each game's start command, its options and their values are
//! called, in every language side by side. The games themselves come from the registry
//! (`games/mod.rs`); a game whose command, option or value is missing here fails
//! `every_registered_word_is_written` below.

use super::Locale;
use crate::games::azul::WallSide;
use crate::games::{GameKind, GameOptions, OptionError, OptionValues};
use crate::games::{PavilionSide, SintraSide, WildOrder};

type Words = (&'static str, &'static str);

fn pick<T>(locale: Locale, [en, ru, uk]: [T; 3]) -> T {
    match locale {
        Locale::En => en,
        Locale::Ru => ru,
        Locale::Uk => uk,
    }
}

/// A game's full name.
pub(super) fn name(locale: Locale, kind: GameKind) -> &'static str {
    let names = match kind.slug() {
        "summer-pavilion" => [
            "Azul: Summer Pavilion",
            "Азул: Летний павильон",
            "Азул: Літній павільйон",
        ],
        "sintra" => [
            "Azul: Stained Glass of Sintra",
            "Азул: Витражи Синтры",
            "Азул: Вітражі Сінтри",
        ],
        "sagrada" => ["Sagrada", "Саграда", "Саграда"],
        "uzory" => ["Uzory", "Узоры", "Узори"],
        "azul" => ["Azul", "Азул", "Азул"],
        _ => [kind.slug(); 3],
    };
    pick(locale, names)
}

/// Why a start command's option was refused, naming what the game takes instead.
pub(super) fn refusal(locale: Locale, refused: &OptionError) -> String {
    match refused {
        OptionError::NotForGame { game, option } => {
            let option = self::option(locale, option).0;
            let game = name(locale, *game);
            pick(
                locale,
                [
                    format!("**{game}** has no option **{option}**: nothing was opened."),
                    format!("У игры **{game}** нет настройки **{option}**: ничего не открыто."),
                    format!(
                        "У гри **{game}** немає налаштування **{option}**: нічого не відкрито."
                    ),
                ],
            )
        }
        OptionError::BadValue {
            game,
            option,
            value: _,
        } => {
            let label = self::option(locale, option.name).0;
            let takes = match option.values {
                OptionValues::Choice(words) => {
                    let labels: Vec<&str> = words
                        .iter()
                        .map(|w| value(locale, option.name, w))
                        .collect();
                    labels.join(" / ")
                }
                OptionValues::Number { min, max } => format!("{min}–{max}"),
            };
            let game = name(locale, *game);
            pick(
                locale,
                [
                    format!("That **{label}** is not one of **{game}**'s, which takes {takes}: nothing was opened."),
                    format!("Такой настройки **{label}** у игры **{game}** нет, она бывает: {takes}. Ничего не открыто."),
                    format!("Такого налаштування **{label}** у гри **{game}** немає, воно буває: {takes}. Нічого не відкрито."),
                ],
            )
        }
    }
}

/// A game as a choice of `variant` (its family's start command), `/leaderboard` and `/help`.
pub(super) fn choice(locale: Locale, kind: GameKind) -> &'static str {
    let names = match kind.slug() {
        "summer-pavilion" => ["Summer Pavilion", "Летний павильон", "Літній павільйон"],
        "sintra" => [
            "Stained Glass of Sintra",
            "Витражи Синтры",
            "Вітражі Сінтри",
        ],
        "sagrada" => ["Sagrada", "Саграда", "Саграда"],
        "uzory" => ["Uzory", "Узоры", "Узори"],
        "azul" => ["Azul (the original)", "Азул (оригинал)", "Азул (оригінал)"],
        _ => ["", "", ""],
    };
    pick(locale, names)
}

/// (name, description) of a start command's parent, `/azul`, by its name.
pub(super) fn command(locale: Locale, command: &str) -> Words {
    let words = match command {
        "azul" => [
            (
                "azul",
                "Play Azul, Azul: Summer Pavilion or Azul: Stained Glass of Sintra",
            ),
            (
                "azul",
                "Сыграть в «Азул», «Азул: Летний павильон» или «Азул: Витражи Синтры»",
            ),
            (
                "azul",
                "Зіграти в «Азул», «Азул: Літній павільйон» або «Азул: Вітражі Сінтри»",
            ),
        ],
        "sagrada" => [
            (
                "sagrada",
                "Play Sagrada, the dice-drafting stained-glass game",
            ),
            ("sagrada", "Сыграть в «Саграду» — витражи из кубиков"),
            ("sagrada", "Зіграти в «Саграду» — вітражі з кубиків"),
        ],
        "uzory" => [
            ("uzory", "Play Uzory, the stained-glass tile-laying game"),
            ("uzory", "Сыграть в «Узоры» — витраж из жетонов"),
            ("uzory", "Зіграти в «Узори» — вітраж із жетонів"),
        ],
        _ => [("", ""); 3],
    };
    pick(locale, words)
}

/// (name, description) of a game's rules option, by its name.
pub(super) fn option(locale: Locale, option: &str) -> Words {
    let words = match option {
        "side" => [
            ("side", "Board side (default: coloured / A)"),
            ("сторона", "Сторона планшета (по умолчанию: цветная / A)"),
            ("сторона", "Сторона планшета (типово: кольорова / A)"),
        ],
        "wilds" => [
            (
                "wilds",
                "Summer Pavilion wild colour order (default: normal)",
            ),
            (
                "джокеры",
                "Порядок джокеров в «Летнем павильоне» (по умолчанию обычный)",
            ),
            (
                "джокери",
                "Порядок джокерів у «Літньому павільйоні» (типово звичайний)",
            ),
        ],
        "difficulty" => [
            ("difficulty", "Solo difficulty, 1 (hardest) to 5 (easiest)"),
            (
                "сложность",
                "Сложность одиночной игры: 1 (самая трудная) – 5 (самая лёгкая)",
            ),
            (
                "складність",
                "Складність одиночної гри: 1 (найважча) – 5 (найлегша)",
            ),
        ],
        _ => [("", ""); 3],
    };
    pick(locale, words)
}

/// The label of one value of a rules option, as its choice shows it.
pub(super) fn value(locale: Locale, option: &str, value: &str) -> &'static str {
    let words = match (option, value) {
        ("side", "coloured") => [
            "coloured (Summer Pavilion, Azul)",
            "цветная (Летний павильон, Азул)",
            "кольорова (Літній павільйон, Азул)",
        ],
        ("side", "grey") => [
            "grey (Azul: any space of a row)",
            "серая (Азул: любая клетка ряда)",
            "сіра (Азул: будь-яка клітинка ряду)",
        ],
        ("side", "beige") => [
            "beige (Summer Pavilion variant 1)",
            "бежевая (Летний павильон, вариант 1)",
            "бежева (Літній павільйон, варіант 1)",
        ],
        ("side", "a") => ["A (Sintra)", "A (Синтра)", "A (Сінтра)"],
        ("side", "b") => ["B (Sintra)", "B (Синтра)", "B (Сінтра)"],
        ("wilds", "normal") => ["normal", "обычный", "звичайний"],
        ("wilds", "alternative") => [
            "alternative (variant 2, a stand-in order)",
            "альтернативный (вариант 2, порядок-замена)",
            "альтернативний (варіант 2, порядок-заміна)",
        ],
        _ => ["", "", ""],
    };
    pick(locale, words)
}

/// A game's options as its lobby lists them, one per line.
pub(super) fn option_lines(locale: Locale, options: GameOptions) -> String {
    match locale {
        Locale::En => option_lines_en(options),
        Locale::Ru => option_lines_ru(options),
        Locale::Uk => option_lines_uk(options),
    }
}

fn option_lines_en(options: GameOptions) -> String {
    match options {
        GameOptions::SummerPavilion { side, wilds } => {
            let side = match side {
                PavilionSide::Coloured => "coloured",
                PavilionSide::Beige => "beige (variant 1; costs from the full game's board)",
            };
            let wilds = match wilds {
                WildOrder::Normal => "normal",
                WildOrder::Alternative => "alternative (variant 2): a stand-in, the Glazed Pavilion expansion's order; the MINI's flipped order is not known to us",
            };
            format!("Board side: {side}\nWild colour order: {wilds}")
        }
        GameOptions::Sintra { side, .. } => match side {
            SintraSide::A => "Board side: A (ornaments)".to_string(),
            SintraSide::B => "Board side: B".to_string(),
        },
        GameOptions::Sagrada { solo_difficulty } => {
            format!("Solo difficulty: {solo_difficulty} (used when one person plays alone)")
        }
        GameOptions::Uzory => "Standard rules".to_string(),
        GameOptions::Azul { side } => match side {
            WallSide::Coloured => "Board side: coloured wall".to_string(),
            WallSide::Grey => {
                "Board side: grey wall (a tile may go on any space of its row, one colour per column)"
                    .to_string()
            }
        },
    }
}

fn option_lines_ru(options: GameOptions) -> String {
    match options {
        GameOptions::SummerPavilion { side, wilds } => {
            let side = match side {
                PavilionSide::Coloured => "цветная",
                PavilionSide::Beige => "бежевая (вариант 1; стоимости с планшета полной игры)",
            };
            let wilds = match wilds {
                WildOrder::Normal => "обычный",
                WildOrder::Alternative => "альтернативный (вариант 2): замена, порядок дополнения Glazed Pavilion; перевёрнутый порядок MINI нам неизвестен",
            };
            format!("Сторона планшета: {side}\nПорядок джокеров: {wilds}")
        }
        GameOptions::Sintra { side, .. } => match side {
            SintraSide::A => "Сторона планшета: A (орнаменты)".to_string(),
            SintraSide::B => "Сторона планшета: B".to_string(),
        },
        GameOptions::Sagrada { solo_difficulty } => {
            format!("Сложность одиночной игры: {solo_difficulty} (если играет один человек)")
        }
        GameOptions::Uzory => "Обычные правила".to_string(),
        GameOptions::Azul { side } => match side {
            WallSide::Coloured => "Сторона планшета: цветная стена".to_string(),
            WallSide::Grey => {
                "Сторона планшета: серая стена (плитка — на любую клетку своего ряда, один цвет в столбце)"
                    .to_string()
            }
        },
    }
}

fn option_lines_uk(options: GameOptions) -> String {
    match options {
        GameOptions::SummerPavilion { side, wilds } => {
            let side = match side {
                PavilionSide::Coloured => "кольорова",
                PavilionSide::Beige => "бежева (варіант 1; вартості з планшета повної гри)",
            };
            let wilds = match wilds {
                WildOrder::Normal => "звичайний",
                WildOrder::Alternative => "альтернативний (варіант 2): заміна, порядок доповнення Glazed Pavilion; перевернутий порядок MINI нам невідомий",
            };
            format!("Сторона планшета: {side}\nПорядок джокерів: {wilds}")
        }
        GameOptions::Sintra { side, .. } => match side {
            SintraSide::A => "Сторона планшета: A (орнаменти)".to_string(),
            SintraSide::B => "Сторона планшета: B".to_string(),
        },
        GameOptions::Sagrada { solo_difficulty } => {
            format!("Складність одиночної гри: {solo_difficulty} (якщо грає одна людина)")
        }
        GameOptions::Uzory => "Звичайні правила".to_string(),
        GameOptions::Azul { side } => match side {
            WallSide::Coloured => "Сторона планшета: кольорова стіна".to_string(),
            WallSide::Grey => {
                "Сторона планшета: сіра стіна (плитка — на будь-яку клітинку свого ряду, один колір у стовпці)"
                    .to_string()
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::offered_options;

    #[test]
    fn every_registered_word_is_written() {
        for locale in Locale::ALL {
            for kind in GameKind::ALL {
                assert!(!choice(locale, kind).is_empty(), "{locale:?} {kind}");
                let (name, description) = command(locale, kind.command());
                assert!(!name.is_empty() && !description.is_empty(), "{kind}");
                for option in offered_options(&[kind]) {
                    let (name, description) = self::option(locale, option.name);
                    assert!(!name.is_empty() && !description.is_empty(), "{kind}");
                    for word in option.choices.unwrap_or_default() {
                        assert!(!value(locale, option.name, word).is_empty(), "{word}");
                    }
                }
            }
        }
    }
}
