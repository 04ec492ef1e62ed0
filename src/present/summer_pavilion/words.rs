//! Summer Pavilion's vocabulary, used by its menus and its pictures alike.

use crate::games::summer_pavilion::Colour;
use crate::i18n::{word, Locale};

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
