//! Uzory as presented: its menus (`menus.rs`, the `TableGame` impl), its words (`words.rs`)
//! and its pictures.
//!
//! Uzory pictures: the field as stained glass (public) and a player's hand with every rotation
//! of every tile (private, sent ephemerally).
//!
//! Lead lines are the game: they are drawn thick and dark, tile edges as thinner dark seams and
//! the mid-lines of a tile without a line as hairlines, so a player can follow a line from tile
//! to tile and still count tiles. A closed frame gets one outline in its scorer's colour, inset
//! clear of its lead (frames side by side or one inside another each show their own), and a
//! badge with the scorer's symbol; what the last placement scored is told beside the players'
//! points, never over the field.

mod alt;
mod counts;
mod hand;
mod log;
mod menus;
mod table;
#[cfg(test)]
mod tests;
mod words;

use crate::game::Seat;
use crate::games::uzory::{Cell, Colour, Oriented, Phase, QuarterPos, Side, UzoryView};
use crate::i18n::Locale;
use crate::present::kit::{draw_symbol, theme, Area, Canvas, Glass, Palette, RenderError, Rgba};

/// Every picture is this wide: readable on a phone, small enough to stay under 250 KB.
const WIDTH: u32 = 1000;
const MARGIN: f32 = 24.0;
/// The smallest text: 10 px when a phone shows the picture 400 px wide (issue 37).
const SMALL_TEXT: f32 = 26.0;

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

/// One tile as it lies: four quarters with their symbols, faint mid-lines, then the lead arms
/// as rectangles from the centre to the side midpoints, so arms of neighbours meet flush.
fn draw_tile(canvas: &mut Canvas, at: Area, tile: &Oriented) {
    let half = at.w / 2.0;
    let symbol = (at.w * 0.16).max(10.0);
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
