//! Sintra's vocabulary, used by its menus and its pictures alike.

use crate::games::sintra::{Colour, ScoreItem};
use crate::i18n::{word, Locale};

/// The name of a line of the final score sheet, for this game's keys ("sintra.windows").
pub(super) fn score_item_named(key: &str, locale: Locale) -> Option<String> {
    let (en, ru, uk) = match key.strip_prefix("sintra.")? {
        "round_colour" => (
            "Round colour bonus",
            "Бонус цвета раунда",
            "Бонус кольору раунду",
        ),
        "windows" => ("Window points", "Очки окон", "Очки вікон"),
        "broken_reset" => (
            "Broken glass reset",
            "Сброс разбитого стекла",
            "Скидання розбитого скла",
        ),
        "leftover" => (
            "Pieces left on strips",
            "Стёкла на полосах",
            "Скло на смугах",
        ),
        "broken_track" => ("Broken glass", "Разбитое стекло", "Розбите скло"),
        "ornaments" => ("Ornaments", "Орнаменты", "Орнаменти"),
        "colour_windows" => ("Best colour", "Лучший цвет", "Найкращий колір"),
        _ => return None,
    };
    Some(word(locale, en, ru, uk).to_string())
}

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

/// The colour that scores a bonus this round: "round colour", in the status line and on the
/// table picture alike.
pub(super) fn round_colour(locale: Locale) -> &'static str {
    word(locale, "round colour", "цвет раунда", "колір раунду")
}

/// A cause of points as the score sheet names it ("Round colour bonus"): the board's sheet and
/// the log use the same words.
pub(super) fn score_item(item: ScoreItem, locale: Locale) -> String {
    score_item_named(item.key(), locale).unwrap_or_else(|| item.key().to_string())
}

/// [`score_item`] within a log line, lower case ("round colour bonus").
pub(super) fn score_item_in_line(item: ScoreItem, locale: Locale) -> String {
    let name = score_item(item, locale);
    let mut chars = name.chars();
    chars
        .next()
        .map(|first| first.to_lowercase().chain(chars).collect())
        .unwrap_or_default()
}
