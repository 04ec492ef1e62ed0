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
        crate::i18n::english_words!() => name,
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

// Menus: prompts and button labels.

pub(super) fn take_glass_or_move_the_glazier(locale: Locale) -> &'static str {
    word(
        locale,
        "Take glass from a factory or the centre, or move the glazier back",
        "Возьмите стекло с фабрики или из центра, или верните стекольщика",
        "Візьміть скло з фабрики чи з центру або поверніть скляра",
    )
}

pub(super) fn move_the_glazier_back(locale: Locale) -> &'static str {
    word(
        locale,
        "Move the glazier back",
        "Вернуть стекольщика",
        "Повернути скляра",
    )
}

pub(super) fn which_strip_for(locale: Locale) -> &'static str {
    word(
        locale,
        "Which strip for",
        "На какую полосу положить",
        "На яку смугу покласти",
    )
}

pub(super) fn which_strip(locale: Locale) -> &'static str {
    word(locale, "Which strip?", "Какая полоса?", "Яка смуга?")
}

pub(super) fn which_piece_into_the_window(locale: Locale) -> &'static str {
    word(
        locale,
        "Which piece goes into the window?",
        "Какое стекло идёт в окно?",
        "Яке скло йде у вікно?",
    )
}

pub(super) fn plus_start_marker(locale: Locale) -> &'static str {
    word(
        locale,
        " + start marker",
        " + маркер первого",
        " + маркер першого",
    )
}

pub(super) fn all_break(locale: Locale) -> &'static str {
    word(
        locale,
        ", all break",
        ", все разобьются",
        ", усі розіб'ються",
    )
}

pub(super) fn strip_label(locale: Locale) -> &'static str {
    word(locale, "Strip", "Полоса", "Смуга")
}

pub(super) fn pieces_in(locale: Locale) -> &'static str {
    word(locale, "in", "шт.", "шт.")
}

pub(super) fn completes(locale: Locale) -> &'static str {
    word(locale, "completes", "завершит", "завершить")
}

// Menus and pictures alike.

pub(super) fn broken(locale: Locale) -> &'static str {
    word(locale, "broken", "разбито", "розбито")
}

// Pictures.

pub(super) fn no_such_player(locale: Locale) -> &'static str {
    word(
        locale,
        "No such player",
        "Нет такого игрока",
        "Немає такого гравця",
    )
}

pub(super) fn place_on_a_green_strip(locale: Locale) -> &'static str {
    word(
        locale,
        "Place on a green strip:",
        "Выложите на зелёную полосу:",
        "Викладіть на зелену смугу:",
    )
}

pub(super) fn choose_the_piece_for_window(locale: Locale) -> &'static str {
    word(
        locale,
        "Choose the piece for window",
        "Выберите стекло для окна",
        "Оберіть скло для вікна",
    )
}

pub(super) fn your_turn_take_glass(locale: Locale) -> &'static str {
    word(
        locale,
        "Your turn: take glass or reset the glazier",
        "Ваш ход: стекло или стекольщик назад",
        "Ваш хід: скло або скляр назад",
    )
}

pub(super) fn done(locale: Locale) -> &'static str {
    word(locale, "done", "готово", "готово")
}

pub(super) fn complete_windows(locale: Locale) -> &'static str {
    word(locale, "Complete windows", "Готовых окон", "Готових вікон")
}

pub(super) fn broken_glass(locale: Locale) -> &'static str {
    word(locale, "Broken glass", "Разбитое стекло", "Розбите скло")
}

pub(super) fn drawn_to_start(locale: Locale) -> &'static str {
    word(
        locale,
        "Drawn to start",
        "По жребию начинает",
        "За жеребом починає",
    )
}

pub(super) fn places(locale: Locale) -> &'static str {
    word(locale, "places", "выкладывает", "викладає")
}

pub(super) fn fills_the_window_under_strip(locale: Locale) -> &'static str {
    word(
        locale,
        "fills the window under strip",
        "заполняет окно под полосой",
        "заповнює вікно під смугою",
    )
}

pub(super) fn empty(locale: Locale) -> &'static str {
    word(locale, "empty", "пусто", "порожньо")
}

// The log.

pub(super) fn strip(locale: Locale) -> &'static str {
    word(locale, "strip", "полоса", "смуга")
}

pub(super) fn start_marker(locale: Locale) -> &'static str {
    word(
        locale,
        "start marker",
        "маркер первого игрока",
        "маркер першого гравця",
    )
}

pub(super) fn glazier_back(locale: Locale) -> &'static str {
    word(locale, "glazier back", "стекольщик назад", "скляр назад")
}

pub(super) fn broken_label(locale: Locale) -> &'static str {
    word(locale, "broken:", "разбито:", "розбито:")
}

pub(super) fn broken_glass_in_line(locale: Locale) -> &'static str {
    word(locale, "broken glass", "разбитое стекло", "розбите скло")
}

pub(super) fn completed(locale: Locale) -> &'static str {
    word(locale, "completed", "завершена", "завершена")
}

pub(super) fn moves_the_glazier_back(locale: Locale) -> &'static str {
    word(
        locale,
        "moves the glazier back",
        "возвращает стекольщика",
        "повертає скляра",
    )
}

// Alt texts.

pub(super) fn factories_with_glass(locale: Locale) -> &'static str {
    word(
        locale,
        "factories with glass",
        "фабрики со стеклом",
        "фабрики зі склом",
    )
}

pub(super) fn windows_complete(locale: Locale) -> &'static str {
    word(locale, "windows complete", "окон собрано", "вікон зібрано")
}

pub(super) fn glass_in_windows(locale: Locale) -> &'static str {
    word(
        locale,
        "glass in windows",
        "стекла в окнах",
        "скла у вікнах",
    )
}
