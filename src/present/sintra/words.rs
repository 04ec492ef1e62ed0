//! Sintra's vocabulary, used by its menus and its pictures alike.

use crate::games::sintra::Colour;
use crate::i18n::Locale;

/// A glass colour's name in lower case. Colours are data in this game: English is the asset's
/// own name ("pink"), and a name the translations do not know stays as the asset spells it.
pub(super) fn colour(colour: Colour, locale: Locale) -> &'static str {
    let name = colour.name();
    match locale {
        Locale::En => name,
        Locale::Ru => match name {
            "pink" => "розовый",
            "orange" => "оранжевый",
            "yellow" => "жёлтый",
            "green" => "зелёный",
            "blue" => "синий",
            "red" => "красный",
            "purple" => "фиолетовый",
            other => other,
        },
        Locale::Uk => match name {
            "pink" => "рожевий",
            "orange" => "помаранчевий",
            "yellow" => "жовтий",
            "green" => "зелений",
            "blue" => "синій",
            "red" => "червоний",
            "purple" => "фіолетовий",
            other => other,
        },
    }
}

/// A colour's name as a label starts ("Pink").
pub(super) fn colour_label(colour: Colour, locale: Locale) -> String {
    crate::present::kit::capitalised(self::colour(colour, locale))
}
