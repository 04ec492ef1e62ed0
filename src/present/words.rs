//! Words every game's presentation shares, written once for menus and pictures alike. A game's
//! own vocabulary (its colours, its pieces) lives in its folder's `words.rs`.

use crate::i18n::{word, Locale};

/// "Round", as in "Round 3/6".
pub(crate) fn round(locale: Locale) -> &'static str {
    word(locale, "Round", "Раунд", "Раунд")
}

/// "Game over", as a heading.
pub(crate) fn game_over(locale: Locale) -> &'static str {
    word(locale, "Game over", "Игра окончена", "Гру завершено")
}

/// The status line of a finished game, the same in every game: "Game over", with what the
/// game adds ("Game over · the field is full").
pub(crate) fn final_status(locale: Locale, detail: Option<&str>) -> String {
    match detail {
        Some(detail) => format!("{} · {detail}", game_over(locale)),
        None => game_over(locale).to_string(),
    }
}

/// "game over", within a line.
pub(crate) fn game_over_in_line(locale: Locale) -> &'static str {
    word(locale, "game over", "игра окончена", "гру завершено")
}

/// The score a solo player must beat: "target", in Russian as the Sagrada box prints it
/// ("нейтральный результат"), in every picture, status and log line.
pub(crate) fn solo_target(locale: Locale) -> &'static str {
    word(locale, "target", "нейтральный результат", "ціль")
}

/// An Azul factory display, as in "Factory 2".
pub(crate) fn factory(locale: Locale) -> &'static str {
    word(locale, "Factory", "Фабрика", "Фабрика")
}

/// The Azul centre of the table.
pub(crate) fn centre(locale: Locale) -> &'static str {
    word(locale, "Centre", "Центр", "Центр")
}
