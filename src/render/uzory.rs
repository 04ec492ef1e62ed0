//! Uzory pictures. Placeholder until the real renderer lands.

use super::{theme, Align, Canvas, RenderError, TextStyle, Weight};
use crate::game::Seat;
use crate::games::uzory::UzoryView;
use crate::i18n::Locale;

/// The shared table everybody sees.
pub fn table_png(
    _view: &UzoryView,
    _names: &[String],
    _locale: Locale,
) -> Result<Vec<u8>, RenderError> {
    placeholder("Uzory table")
}

/// One player's own board, with that player's secrets when the view is theirs.
pub fn board_png(
    _view: &UzoryView,
    _seat: Seat,
    _names: &[String],
    _locale: Locale,
) -> Result<Vec<u8>, RenderError> {
    placeholder("Uzory board")
}

fn placeholder(title: &str) -> Result<Vec<u8>, RenderError> {
    let mut canvas = Canvas::new(400, 100, theme::BACKGROUND)?;
    let style = TextStyle::new(20.0, Weight::Bold, theme::TEXT);
    canvas.text(title, (200.0, 60.0), Align::Center, style);
    canvas.to_png()
}

/// The table with some empty cells marked.
pub fn table_png_marked(
    view: &UzoryView,
    names: &[String],
    locale: Locale,
    _marked: &[crate::games::uzory::Cell],
) -> Result<Vec<u8>, RenderError> {
    table_png(view, names, locale)
}
