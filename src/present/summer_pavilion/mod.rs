//! Summer Pavilion as presented: its menus (`menus.rs`, the `TableGame` impl), its words (`words.rs`)
//! and its pictures.
//!
//! Summer Pavilion pictures: the shared table (factories, centre, supply, scores), every
//! player's board in a second public picture (`players.rs`), and one player's board drawn like
//! the printed one (seven stars, the bonus structures between them, the four corners for kept
//! tiles), shown privately by "My board".
//!
//! Every tile carries its colour-blind symbol; the round's wild colour is ringed in gold
//! wherever loose tiles are shown, so nobody has to remember which colour is wild.

mod alt;
mod board;
mod counts;
mod geometry;
mod log;
mod menus;
mod players;
mod table;
#[cfg(test)]
mod tests;
mod words;

use crate::game::Seat;
use crate::games::summer_pavilion::{Colour, PavilionView, Phase, Tiles};
use crate::i18n::Locale;
use crate::present::kit::{
    draw_symbol, draw_symbol_on_tint, theme, Align, Area, Canvas, Glass, RenderError, Rgba,
    TextStyle, Weight,
};

/// The gold used for wild tiles, completed structures and the seat to act.
const GOLD: Rgba = theme::HIGHLIGHT;
/// The smallest text of both pictures (1,100 px wide): 10 px when a phone shows them 400 px
/// wide (issue 37).
const SMALL_TEXT: f32 = 28.0;
/// Dark ink for text on light or gold fills.
const DARK: Rgba = Rgba::rgb(34, 32, 30);

/// The glass colour (with its colour-blind symbol) of a tile colour, in pictures and on buttons.
pub fn glass(colour: Colour) -> Glass {
    match colour {
        Colour::Purple => Glass::Purple,
        Colour::Green => Glass::Green,
        Colour::Orange => Glass::Orange,
        Colour::Yellow => Glass::Yellow,
        Colour::Blue => Glass::Blue,
        Colour::Red => Glass::Red,
    }
}

fn style(size: f32, weight: Weight, colour: Rgba) -> TextStyle {
    TextStyle::new(size, weight, colour)
}

/// One loose tile as a rounded square with its symbol; wild tiles get a gold ring so the
/// round's wild colour is obvious without a legend.
fn tile_chip(canvas: &mut Canvas, colour: Colour, cx: f32, cy: f32, size: f32, wild: bool) {
    let g = glass(colour);
    let area = Area::new(cx - size / 2.0, cy - size / 2.0, size, size);
    if wild {
        // A gold ring with a dark outline, so it still shows on a yellow tile.
        canvas.rounded_rect(area.inset(-6.5), size * 0.26, DARK);
        canvas.rounded_rect(area.inset(-4.5), size * 0.22, GOLD);
    }
    canvas.rounded_rect(area, size * 0.18, theme::LEAD);
    canvas.rounded_rect(area.inset(1.5), size * 0.16, canvas.palette().fill(g));
    draw_symbol(canvas, g, cx, cy, size * 0.55);
}

/// An empty place for a tile.
fn empty_slot(canvas: &mut Canvas, cx: f32, cy: f32, size: f32) {
    let area = Area::new(cx - size / 2.0, cy - size / 2.0, size, size);
    canvas.rounded_rect(area, size * 0.18, theme::BACKGROUND);
    canvas.stroke_rounded_rect(area, size * 0.18, 2.0, theme::PANEL_LIGHT);
}

/// Tiles grouped by colour as chips followed by "×n", left to right from `x`, centred on `cy`.
/// Returns the x where the row ends.
fn counted_chips(
    canvas: &mut Canvas,
    tiles: &Tiles,
    wild: Colour,
    x: f32,
    cy: f32,
    size: f32,
) -> f32 {
    // Counts as large as a phone needs them (about 11 px at 400 px wide for 38 px tiles up).
    let count_style = style(size * 0.8, Weight::Bold, theme::TEXT);
    let mut x = x;
    for colour in Colour::ALL {
        let n = tiles.get(colour);
        if n == 0 {
            continue;
        }
        tile_chip(canvas, colour, x + size / 2.0, cy, size, colour == wild);
        x += size + 4.0;
        let label = format!("×{n}");
        let w = canvas.text(
            &label,
            (x, cy + count_style.size * 0.36),
            Align::Left,
            count_style,
        );
        x += w + 14.0;
    }
    x
}

/// The first-player token: a white disc with a "1".
fn start_token(canvas: &mut Canvas, cx: f32, cy: f32, size: f32) {
    canvas.circle(cx, cy, size / 2.0, theme::LEAD);
    canvas.circle(cx, cy, size / 2.0 - 2.0, Rgba::rgb(245, 243, 236));
    canvas.text_centered("1", (cx, cy), style(size * 0.82, Weight::Bold, DARK));
}

/// What the seat to act is doing, in a few words.
fn phase_label(phase: &Phase, locale: Locale) -> String {
    match *phase {
        Phase::Acquire { .. } => words::takes_tiles(locale).to_string(),
        Phase::Place { .. } => words::places_a_tile(locale).to_string(),
        Phase::Bonus { remaining, .. } => {
            format!("{} {remaining}", words::takes_bonus_tiles(locale))
        }
        Phase::Keep { .. } => words::keeps_tiles(locale).to_string(),
        Phase::Over => crate::present::words::game_over_in_line(locale).to_string(),
    }
}

/// Held and kept tiles as a player sees them: while choosing what to keep, the chosen tiles
/// already count as kept.
fn held_and_kept(view: &PavilionView, seat: Seat) -> (Tiles, Tiles) {
    let Some(p) = view.player(seat) else {
        return (Tiles::EMPTY, Tiles::EMPTY);
    };
    match view.phase {
        Phase::Keep {
            seat: keeper,
            keeping,
        } if keeper == seat => {
            let held = p.held.minus(&keeping).unwrap_or(p.held);
            let mut kept = p.kept;
            kept.add_all(&keeping);
            (held, kept)
        }
        _ => (p.held, p.kept),
    }
}

/// The "Round r/6 · wild ■ colour" line shared by both pictures. Returns where it ends.
fn round_and_wild(
    canvas: &mut Canvas,
    view: &PavilionView,
    locale: Locale,
    x: f32,
    cy: f32,
) -> f32 {
    let big = style(28.0, Weight::Bold, theme::TEXT);
    let label = format!(
        "{} {}/{}",
        crate::present::words::round(locale),
        view.round,
        view.rounds
    );
    let mut x = x + canvas.text(&label, (x, cy + 10.0), Align::Left, big) + 28.0;
    let small = style(SMALL_TEXT, Weight::Regular, theme::TEXT_DIM);
    x += canvas.text(words::wild_label(locale), (x, cy + 8.0), Align::Left, small) + 10.0;
    tile_chip(canvas, view.wild, x + 19.0, cy, 38.0, true);
    x += 48.0;
    x += canvas.text(
        words::colour(view.wild, locale),
        (x, cy + 8.0),
        Align::Left,
        style(SMALL_TEXT, Weight::Bold, theme::TEXT),
    );
    x
}
