//! Summer Pavilion's vocabulary, used by its menus and its pictures alike.

use crate::games::summer_pavilion::{Colour, PavilionView, Source, Star};
use crate::games::PavilionSide;
use crate::i18n::{word, Locale};
use crate::present::words::{centre, factory};

/// A tile colour's name in lower case ("purple"); menus capitalise it at the start of a label.
pub(super) fn colour(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::Purple => word(locale, "purple", "фиолетовый", "фіолетовий"),
        Colour::Green => word(locale, "green", "зелёный", "зелений"),
        Colour::Orange => word(locale, "orange", "оранжевый", "помаранчевий"),
        Colour::Yellow => word(locale, "yellow", "жёлтый", "жовтий"),
        Colour::Blue => word(locale, "blue", "синий", "синій"),
        Colour::Red => word(locale, "red", "красный", "червоний"),
    }
}

/// A tile colour's name as a label starts ("Purple").
pub(super) fn colour_label(colour: Colour, locale: Locale) -> String {
    crate::present::kit::capitalised(self::colour(colour, locale))
}

/// A tile source as menus and the log name it: "Factory 2", "Centre".
pub(super) fn source_name(source: Source, locale: Locale) -> String {
    match source {
        Source::Factory(i) => format!("{} {}", factory(locale), u32::from(i) + 1),
        Source::Centre => centre(locale).to_string(),
    }
}

/// A star as menus and the log name it, so a player finds it on the board picture: by its
/// printed colour on the coloured side, by where it sits on the beige side.
pub(super) fn star_name(view: &PavilionView, star: Star, locale: Locale) -> String {
    if star.is_centre() {
        word(
            locale,
            "Centre star",
            "Центральная звезда",
            "Центральна зірка",
        )
        .to_string()
    } else if view.options.side == PavilionSide::Coloured {
        match star.printed_colour() {
            Some(c) => format!(
                "{} {}",
                word(locale, "Star", "Звезда", "Зірка"),
                colour_label(c, locale)
            ),
            None => format!("{} {}", word(locale, "Star", "Звезда", "Зірка"), star.0),
        }
    } else {
        // The beige side has no printed colours: name stars by where they sit on the board.
        let (en, ru, uk) = match star.0 {
            1 => ("Left star", "Левая звезда", "Ліва зірка"),
            2 => ("Top-left star", "Верхняя левая звезда", "Верхня ліва зірка"),
            3 => (
                "Top-right star",
                "Верхняя правая звезда",
                "Верхня права зірка",
            ),
            4 => ("Right star", "Правая звезда", "Права зірка"),
            5 => (
                "Bottom-right star",
                "Нижняя правая звезда",
                "Нижня права зірка",
            ),
            _ => (
                "Bottom-left star",
                "Нижняя левая звезда",
                "Нижня ліва зірка",
            ),
        };
        word(locale, en, ru, uk).to_string()
    }
}
