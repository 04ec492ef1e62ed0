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

/// "game over", within a line.
pub(crate) fn game_over_in_line(locale: Locale) -> &'static str {
    word(locale, "game over", "игра окончена", "гру завершено")
}

/// An Azul factory display, as in "Factory 2".
pub(crate) fn factory(locale: Locale) -> &'static str {
    word(locale, "Factory", "Фабрика", "Фабрика")
}

/// The Azul centre of the table.
pub(crate) fn centre(locale: Locale) -> &'static str {
    word(locale, "Centre", "Центр", "Центр")
}
