//! Uzory's vocabulary, used by its menus and its pictures alike.

use crate::game::Seat;
use crate::games::uzory::{Colour, EndReason, UzoryView};
use crate::i18n::{word, Locale};

/// The name of a line of the final score sheet, for this game's keys ("uzory.victory_points").
pub(super) fn score_item(key: &str, locale: Locale) -> Option<String> {
    match key {
        "uzory.victory_points" => {
            Some(word(locale, "Victory points", "Победные очки", "Переможні очки").to_string())
        }
        _ => None,
    }
}

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

/// The colour a seat plays ("red"), lower case; empty for a seat not in the game.
pub(super) fn seat_colour(view: &UzoryView, seat: Seat, locale: Locale) -> String {
    view.colours
        .get(seat.index())
        .map(|c| colour(*c, locale).to_string())
        .unwrap_or_default()
}

/// Why the game ended, in the log and on the table picture alike.
pub(super) fn end_reason(reason: EndReason, locale: Locale) -> &'static str {
    match reason {
        EndReason::FieldFull => word(
            locale,
            "the field is full",
            "поле заполнено",
            "поле заповнено",
        ),
        EndReason::AllPassed => word(locale, "everybody passed", "все спасовали", "усі спасували"),
    }
}
