//! Words every game's presentation shares, written once for menus and pictures alike. A game's
//! own vocabulary (its colours, its pieces) lives in its folder's `words.rs`.

use crate::i18n::{word, Locale};

/// "Round", as in "Round 3/6".
pub(crate) fn round(locale: Locale) -> &'static str {
    word(locale, "Round", "Раунд", "Раунд")
}
