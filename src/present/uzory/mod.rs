//! Uzory as presented: its menus (`menus.rs`, the `TableGame` impl), its words (`words.rs`)
//! and its pictures.
//!
//! Uzory pictures: the field as stained glass (public) and a player's hand with every rotation
//! of every tile (private, sent ephemerally).
//!
//! Lead lines are the game: they are drawn thick and dark, tile edges as thinner dark seams and
//! the mid-lines of a tile without a line as hairlines, so a player can follow a line from tile
//! to tile and still count tiles. A closed frame's glass is shaded a dark tone of its scorer's
//! colour with the scorer's symbol (dark grey when nobody scored) and a badge: frames never
//! share a quarter, so the shades never overlap however frames nest, and the open glass still
//! in play stands out. The tile just laid and the frames it closed are ringed
//! in the highlight colour and named above the field (issue 50).

mod alt;
mod counts;
mod hand;
mod hint;
mod last;
mod learn;
mod log;
mod menus;
mod table;
#[cfg(test)]
mod tests;
mod words;

use crate::game::Seat;
use crate::games::uzory::{Cell, Colour, Oriented, Phase, QuarterPos, Side, UzoryView};
use crate::i18n::Locale;
use crate::present::kit::legibility::{
    size_for_capital, LEGIBLE_CAPITAL, LEGIBLE_FACT, LEGIBLE_SYMBOL, PHONE_WIDTH,
};
use crate::present::kit::{draw_symbol, theme, Area, Canvas, Glass, Palette, RenderError, Rgba};

/// Its presentation in the registry ([`crate::present::PRESENTED`]).
pub const PRESENTED: crate::present::Presented =
    crate::present::Presented::of::<crate::games::uzory::Uzory>(words::score_item);

/// Every picture is this wide: readable on a phone, small enough to stay under 60 KB.
const WIDTH: u32 = 1000;
const MARGIN: f32 = 20.0;

/// A phone shows the pictures [`PHONE_WIDTH`] px wide: this many picture pixels per phone pixel.
fn scale() -> f32 {
    WIDTH as f32 / PHONE_WIDTH
}

/// The font size of a fact (names, points, counts, cells): capitals of 10 px on a phone.
fn fact_size() -> f32 {
    (size_for_capital(LEGIBLE_FACT) * scale()).ceil()
}

/// The font size of a caption (a hint, a unit): capitals of 8 px on a phone.
fn caption_size() -> f32 {
    (size_for_capital(LEGIBLE_CAPITAL) * scale()).ceil()
}

/// The least size of a colour's symbol in a quarter: 8 px on a phone (and a pixel to spare).
fn symbol_size() -> f32 {
    (LEGIBLE_SYMBOL * scale()).ceil() + 1.0
}

/// The table with some empty cells marked (the legal cells while a player is choosing where to
/// place).
pub fn table_png_marked(
    view: &UzoryView,
    names: &[String],
    locale: Locale,
    marked: &[Cell],
) -> Result<Vec<u8>, RenderError> {
    table::draw(view, names, locale, Palette::Standard, marked)?.to_png()
}

/// The shared palette colour of a quarter or a player.
pub fn glass(colour: Colour) -> Glass {
    match colour {
        Colour::White => Glass::White,
        Colour::Red => Glass::Red,
        Colour::Blue => Glass::Blue,
        Colour::Green => Glass::Green,
        Colour::Yellow => Glass::Yellow,
    }
}

/// The glass of a seat, if the seat is in the game.
fn seat_glass(view: &UzoryView, seat: Seat) -> Option<Glass> {
    view.colours.get(seat.index()).copied().map(glass)
}

/// The seat whose decision is pending (the view has no accessor for it).
fn to_act(phase: &Phase) -> Option<Seat> {
    match phase {
        Phase::Turn { seat } | Phase::Discard { seat } => Some(*seat),
        Phase::ChooseScorer { closer, .. } => Some(*closer),
        Phase::Over { .. } => None,
    }
}

/// A player's colour disc with its symbol, for name rows and frame badges.
fn swatch(canvas: &mut Canvas, glass: Glass, cx: f32, cy: f32, r: f32) {
    canvas.circle(cx, cy, r + 2.5, theme::LEAD);
    canvas.circle(cx, cy, r, canvas.palette().fill(glass));
    draw_symbol(canvas, glass, cx, cy, r * 1.05);
}

/// Lead width for a tile of side `cell`: even, so arms sit on whole pixels.
fn lead_width(cell: f32) -> f32 {
    ((cell * 0.09 / 2.0).round() * 2.0).max(6.0)
}

const HAIRLINE: Rgba = Rgba(20, 20, 24, 70);

/// One tile as it lies: its glass, then its lead.
fn draw_tile(canvas: &mut Canvas, at: Area, tile: &Oriented) {
    draw_glass(canvas, at, tile);
    draw_lead(canvas, at, tile);
}

/// A tile's four quarters with their symbols and faint mid-lines.
fn draw_glass(canvas: &mut Canvas, at: Area, tile: &Oriented) {
    let half = at.w / 2.0;
    let symbol = (at.w * 0.16).max(symbol_size());
    for pos in QuarterPos::ALL {
        let (dr, dc) = pos.offsets();
        let quarter = Area::new(
            at.x + f32::from(dc) * half,
            at.y + f32::from(dr) * half,
            half,
            half,
        );
        let g = glass(tile.quarter(pos));
        canvas.fill_rect(quarter, canvas.palette().fill(g));
        // A pale sheen in the upper-left corner reads as glass rather than paint.
        canvas.polygon(
            &[
                (quarter.x, quarter.y),
                (quarter.x + half * 0.45, quarter.y),
                (quarter.x, quarter.y + half * 0.45),
            ],
            Rgba(255, 255, 255, 34),
        );
        let (cx, cy) = quarter.center();
        draw_symbol(canvas, g, cx, cy, symbol);
    }
    let (cx, cy) = at.center();
    canvas.line((at.x, cy), (at.x + at.w, cy), 1.0, HAIRLINE);
    canvas.line((cx, at.y), (cx, at.y + at.h), 1.0, HAIRLINE);
}

/// A tile's lead arms as rectangles from the centre to the side midpoints, so arms of
/// neighbours meet flush.
fn draw_lead(canvas: &mut Canvas, at: Area, tile: &Oriented) {
    let half = at.w / 2.0;
    let (cx, cy) = at.center();
    let lead = lead_width(at.w);
    let l2 = lead / 2.0;
    for side in Side::ALL {
        if !tile.lines.has(side) {
            continue;
        }
        let arm = match side {
            Side::N => Area::new(cx - l2, at.y, lead, half + l2),
            Side::S => Area::new(cx - l2, cy - l2, lead, half + l2),
            Side::E => Area::new(cx - l2, cy - l2, half + l2, lead),
            Side::W => Area::new(at.x, cy - l2, half + l2, lead),
        };
        canvas.fill_rect(arm, theme::LEAD);
    }
    if tile.lines.count() == 1 {
        // A stub ends in a knob, so it reads as a dead end and not as a slip of the brush.
        canvas.circle(cx, cy, lead * 0.9, theme::LEAD);
    }
}
