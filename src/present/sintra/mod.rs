//! Sintra as presented: its menus (`menus.rs`, the `TableGame` impl), its words (`words.rs`)
//! and its pictures.
//!
//! Sintra pictures: the shared table and one player's palace.
//!
//! Both are drawn from the public [`SintraView`](crate::games::sintra::SintraView) only. Every piece and every coloured cell carries
//! its colour-blind symbol; strips are numbered 1–8 and factories 1–n because the bot's buttons
//! use those numbers.

mod alt;
mod board;
mod counts;
mod hint;
mod learn;
mod log;
mod menus;
mod table;

#[cfg(test)]
mod tests;
mod words;

use crate::games::sintra::{Cell, Colour, OpenStrip, Slot};
use crate::present::kit::{
    draw_symbol, draw_symbol_on_tint, theme, Area, Canvas, Glass, Rgba, TextStyle, Weight,
};

/// Its presentation in the registry ([`crate::present::PRESENTED`]).
pub const PRESENTED: crate::present::Presented =
    crate::present::Presented::of::<crate::games::sintra::Sintra>(words::score_item_named);

/// The glass colour drawn for a game colour: by the asset's name, so renaming a colour there
/// cannot silently swap two of them; unknown names fall back to the colours nobody else uses.
pub fn glass(colour: Colour) -> Glass {
    match colour.name() {
        "pink" => Glass::Pink,
        "orange" => Glass::Orange,
        "yellow" => Glass::Yellow,
        "green" => Glass::Green,
        "blue" => Glass::Blue,
        "red" => Glass::Red,
        "purple" => Glass::Purple,
        "white" => Glass::White,
        _ => {
            const SPARE: [Glass; 3] = [Glass::Red, Glass::Purple, Glass::White];
            SPARE
                .get(colour.index() % SPARE.len())
                .copied()
                .unwrap_or(Glass::White)
        }
    }
}

/// "Round 3/6": the round as the status line, the table and every board say it.
fn round_of(view: &crate::games::sintra::SintraView, locale: crate::i18n::Locale) -> String {
    format!(
        "{} {}/{}",
        crate::present::words::round(locale),
        view.round,
        view.rounds
    )
}

/// Pixels per "phone pixel": every picture is [`PHONE`] units wide, drawn at twice that, so a
/// size in units is what a phone showing it 400 px wide shows.
const U: f32 = 2.0;
/// Every picture's width in units: a phone's width.
const PHONE: f32 = 400.0;
/// A fact's font size (capitals just over 10 px on a phone), in pixels.
const FACT: f32 = 16.5 * U;
/// A caption's font size (capitals just over 8 px on a phone), in pixels.
const CAPTION: f32 = 13.2 * U;
/// Light red text for losses, readable on the dark panels.
const LOSS: Rgba = Rgba::rgb(255, 150, 140);
/// The dark red of the −18 reset space, under white text.
const RESET: Rgba = Rgba::rgb(150, 44, 44);

/// Empty glass place in a window: dark, like unlit glass.
const EMPTY_GLASS: Rgba = Rgba::rgb(78, 86, 104);
/// The grey wild cell.
const WILD: Rgba = Rgba::rgb(150, 152, 158);
const GOOD: Rgba = Rgba::rgb(110, 214, 130);

/// A glass piece: its colour with a darker rim and its symbol.
fn piece(canvas: &mut Canvas, colour: Colour, area: Area) {
    let g = glass(colour);
    let r = area.w.min(area.h) * 0.18;
    canvas.rounded_rect(area, r, theme::LEAD);
    canvas.rounded_rect(area.inset(1.5), r, canvas.palette().fill(g));
    let (cx, cy) = area.center();
    draw_symbol(canvas, g, cx, cy, area.w.min(area.h) * 0.66);
}

/// An empty pattern cell: the pale colour it asks for with its symbol, or the grey wild cell.
fn pattern_cell(canvas: &mut Canvas, cell: Cell, area: Area) {
    let r = area.w.min(area.h) * 0.12;
    let (cx, cy) = area.center();
    let size = area.w.min(area.h) * 0.6;
    match cell {
        Cell::Glass(c) => {
            let g = glass(c);
            canvas.rounded_rect(area, r, canvas.palette().tint(g));
            draw_symbol_on_tint(canvas, g, cx, cy, size);
        }
        Cell::Wild => {
            canvas.rounded_rect(area, r, WILD);
            wild_mark(canvas, cx, cy, size, Rgba::rgb(245, 245, 245));
        }
    }
}

/// Pattern cell with glass on it (the cell shows around the piece so the pattern stays visible).
fn filled_cell(canvas: &mut Canvas, cell: Cell, colour: Colour, area: Area) {
    let r = area.w.min(area.h) * 0.12;
    let rim = match cell {
        Cell::Glass(c) => canvas.palette().tint(glass(c)),
        Cell::Wild => WILD,
    };
    canvas.rounded_rect(area, r, rim);
    piece(canvas, colour, area.inset(area.w.min(area.h) * 0.05));
}

/// A strip's five cells down from `top`, `step` apart, `size` square at `x`: a filled cell shows
/// its glass, an empty one its pattern.
fn strip_cells(canvas: &mut Canvas, strip: &OpenStrip, (x, top): (f32, f32), size: f32, step: f32) {
    for (k, cell) in strip.pattern().iter().enumerate() {
        let area = Area::new(x, top + k as f32 * step, size, size);
        match strip.cells().get(k).copied().flatten() {
            Some(colour) => filled_cell(canvas, *cell, colour, area),
            None => pattern_cell(canvas, *cell, area),
        }
    }
}

/// [`strip_cells`] as a layer drawn once (on `ground`) while the strip stays as it is.
fn strip_layer(
    canvas: &mut Canvas,
    strip: &OpenStrip,
    at: (f32, f32),
    size: f32,
    step: f32,
    ground: Rgba,
) {
    let cells = strip.pattern().len() as f32;
    // Exactly the cells' box: the disc above may touch its top row, which the first cell
    // covers whole there (as drawn in place).
    let area = Area::new(at.0, at.1, size, (cells - 1.0).max(0.0) * step + size);
    let placed = [at.0, at.1, size, step].map(f32::to_bits);
    let content = (strip.pattern(), strip.cells(), placed);
    canvas.layer(&content, area, ground, |canvas| {
        strip_cells(canvas, strip, at, size, step)
    });
}

/// A window's two glass places down from `top`, `step` apart, `size` square at `x`: a piece, or
/// dark empty glass with corners of `radius`.
fn window_glass(
    canvas: &mut Canvas,
    slot: &Slot,
    x: f32,
    top: f32,
    size: f32,
    step: f32,
    radius: f32,
) {
    let pieces = slot.window();
    for k in 0..2 {
        let area = Area::new(x, top + k as f32 * step, size, size);
        match pieces.get(k) {
            Some(&colour) => piece(canvas, colour, area),
            None => canvas.rounded_rect(area, radius, EMPTY_GLASS),
        }
    }
}

/// A six-armed asterisk: "any colour".
fn wild_mark(canvas: &mut Canvas, cx: f32, cy: f32, size: f32, ink: Rgba) {
    let r = size / 2.0;
    let w = (size * 0.16).max(1.5);
    for k in 0..3 {
        let a = std::f32::consts::PI * (k as f32) / 3.0 + std::f32::consts::FRAC_PI_2;
        let (dx, dy) = (r * a.cos(), r * a.sin());
        canvas.line((cx - dx, cy - dy), (cx + dx, cy + dy), w, ink);
    }
}

/// The start-player marker: a white tile with a bold 1.
fn start_marker(canvas: &mut Canvas, area: Area) {
    canvas.rounded_rect(area, area.w * 0.18, theme::LEAD);
    canvas.rounded_rect(area.inset(2.0), area.w * 0.16, Rgba::rgb(250, 248, 240));
    // A fact's size however small the tile: it says who starts the next round.
    canvas.text_centered(
        "1",
        area.center(),
        TextStyle::new(FACT, Weight::Bold, theme::LEAD),
    );
}
