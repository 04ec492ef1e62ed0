//! Uzory's vocabulary, used by its menus and its pictures alike.

use crate::games::uzory::Colour;
use crate::i18n::{word, Locale};

/// A quarter's or a player's colour in lower case ("white"); menus capitalise it at the start
/// of a label.
pub(super) fn colour(colour: Colour, locale: Locale) -> &'static str {
    match colour {
        Colour::White => word(locale, "white", "белый", "білий"),
        Colour::Red => word(locale, "red", "красный", "червоний"),
        Colour::Blue => word(locale, "blue", "синий", "синій"),
        Colour::Green => word(locale, "green", "зелёный", "зелений"),
        Colour::Yellow => word(locale, "yellow", "жёлтый", "жовтий"),
    }
}

/// A colour's name as a label starts ("White").
pub(super) fn colour_label(colour: Colour, locale: Locale) -> String {
    crate::present::kit::capitalised(self::colour(colour, locale))
}
