//! Summer Pavilion as presented: its menus (`menus.rs`, the `TableGame` impl), its words (`words.rs`)
//! and its pictures.
//!
//! Summer Pavilion pictures: the shared table (factories, centre, supply, scores), every
//! player's board in a second public picture (`players.rs`), and one player's board drawn like
//! the printed one (seven stars, the bonus structures between them, the four corners for kept
//! tiles), shown privately by "My board".
//!
//! Every tile carries its colour-blind symbol; the round's wild colour is ringed in gold
//! wherever loose tiles are shown, so nobody has to remember which colour is wild. The last
//! move is outlined in the highlight: the source taken from and the tiles taken, the tile
//! placed and its bonus tiles, the tiles kept (issue 50). Everything is sized in the px of a
//! phone showing the picture 400 px wide ([`Sizes`]).

mod alt;
mod board;
mod counts;
mod geometry;
mod hint;
mod learn;
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
use crate::present::kit::legibility::{
    size_for_capital, LEGIBLE_CAPITAL, LEGIBLE_FACT, PHONE_WIDTH,
};
use crate::present::kit::{
    draw_symbol, draw_symbol_on_tint, theme, Align, Area, Canvas, Glass, RenderError, Rgba,
    TextStyle, Weight,
};

/// Its presentation in the registry ([`crate::present::PRESENTED`]).
pub const PRESENTED: crate::present::Presented = crate::present::Presented::of::<
    crate::games::summer_pavilion::SummerPavilion,
>(words::score_item);

/// The gold used for wild tiles, completed structures and the seat to act.
const GOLD: Rgba = theme::HIGHLIGHT;
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

/// Tiles grouped by colour as chips each followed by "×n", left to right from `x`, centred on
/// `cy`; the colours in `marked` (what the last move brought) outlined in the highlight.
/// Measures only without a canvas. Returns the width.
fn counted_chips(
    mut canvas: Option<&mut Canvas>,
    tiles: &Tiles,
    wild: Colour,
    (x0, cy): (f32, f32),
    sizes: Sizes,
    marked: &Tiles,
) -> f32 {
    let u = sizes.unit;
    let size = sizes.chip;
    let count_style = TextStyle::new(sizes.fact, Weight::Bold, theme::TEXT);
    let mut x = x0;
    for colour in Colour::ALL {
        let n = tiles.get(colour);
        if n == 0 {
            continue;
        }
        let label = format!("×{n}");
        let w = size + 2.0 * u + Canvas::text_width(&label, count_style);
        if let Some(c) = canvas.as_deref_mut() {
            if marked.get(colour) > 0 {
                let ring = Area::new(
                    x - 3.0 * u,
                    cy - size / 2.0 - 3.0 * u,
                    w + 6.0 * u,
                    size + 6.0 * u,
                );
                c.stroke_rounded_rect(ring, 4.0 * u, 1.6 * u, GOLD);
            }
            tile_chip(c, colour, x + size / 2.0, cy, size, colour == wild);
            c.text(
                &label,
                (x + size + 2.0 * u, cy + count_style.size * 0.32),
                Align::Left,
                count_style,
            );
        }
        x += w + 9.0 * u;
    }
    (x - x0 - 9.0 * u).max(0.0)
}

/// The first-player token: a white disc with a "1".
fn start_token(canvas: &mut Canvas, cx: f32, cy: f32, size: f32) {
    canvas.circle(cx, cy, size / 2.0, theme::LEAD);
    canvas.circle(cx, cy, size / 2.0 - 2.0, Rgba::rgb(245, 243, 236));
    // The token's mark, not a number anybody counts with.
    let mark = TextStyle::new(size * 0.82, Weight::Bold, DARK).caption();
    canvas.text_centered("1", (cx, cy), mark);
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

/// Held tiles and the tiles on the corners as a player sees them: while choosing what to
/// keep, the chosen tiles are on the corners already; tiles kept last round stay there until
/// spent.
fn held_and_kept(view: &PavilionView, seat: Seat) -> (Tiles, Tiles) {
    let Some(p) = view.player(seat) else {
        return (Tiles::EMPTY, Tiles::EMPTY);
    };
    let corners = view.corners(seat);
    if p.passed {
        return (p.held, corners);
    }
    (p.held.minus(&corners).unwrap_or(p.held), corners)
}

/// Font sizes and a chip's side for a picture `width` px wide, so that shown 400 px wide its
/// facts have 10-px capitals, its captions 8-px and its tile symbols 8 px (issue 50).
#[derive(Debug, Clone, Copy)]
struct Sizes {
    /// One px of a phone showing the picture 400 px wide.
    unit: f32,
    fact: f32,
    caption: f32,
    chip: f32,
}

impl Sizes {
    fn for_width(width: u32) -> Sizes {
        let unit = width as f32 / PHONE_WIDTH;
        Sizes {
            unit,
            fact: size_for_capital(LEGIBLE_FACT) * unit * 1.02,
            caption: size_for_capital(LEGIBLE_CAPITAL) * unit * 1.02,
            // A chip's symbol is 0.55 of it: 9 px on a phone.
            chip: 16.5 * unit,
        }
    }
}

/// The round, this round's wild colour and the next one's: "Round 3/6 · Wild ■ · next ■", the
/// colour names added when `names` (the chips carry the symbols the legend names). Returns its
/// width; draws nothing without a canvas.
fn round_and_wild(
    canvas: Option<&mut Canvas>,
    view: &PavilionView,
    locale: Locale,
    (x, cy): (f32, f32),
    sizes: Sizes,
    names: bool,
) -> f32 {
    let u = sizes.unit;
    let big = TextStyle::new(sizes.fact, Weight::Bold, theme::TEXT);
    let small = TextStyle::new(sizes.caption, Weight::Regular, theme::TEXT_DIM).caption();
    let name_style = TextStyle::new(sizes.fact, Weight::Bold, theme::TEXT);
    let round = format!(
        "{} {}/{}",
        crate::present::words::round(locale),
        view.round,
        view.rounds
    );
    let mut items: Vec<Piece> = vec![Piece::Text(round, big), Piece::Gap(10.0 * u)];
    items.push(Piece::Text(words::wild_label(locale).to_string(), small));
    items.push(Piece::Chip(view.wild, true));
    if names {
        items.push(Piece::Text(
            words::colour(view.wild, locale).to_string(),
            name_style,
        ));
    }
    if let Some(next) = view.next_wild {
        items.push(Piece::Gap(8.0 * u));
        items.push(Piece::Text(words::next_wild(locale).to_string(), small));
        items.push(Piece::Chip(next, false));
        if names {
            items.push(Piece::Text(
                words::colour(next, locale).to_string(),
                name_style,
            ));
        }
    }
    draw_pieces(canvas, &items, (x, cy), sizes)
}

/// One piece of a line of words and chips.
enum Piece {
    Text(String, TextStyle),
    /// A tile chip, ringed as wild or not.
    Chip(Colour, bool),
    Gap(f32),
}

/// Draws `pieces` left to right from `x`, centred on `cy` (measures only without a canvas);
/// returns the width.
fn draw_pieces(
    mut canvas: Option<&mut Canvas>,
    pieces: &[Piece],
    (x0, cy): (f32, f32),
    sizes: Sizes,
) -> f32 {
    let space = 3.0 * sizes.unit;
    let mut x = x0;
    for piece in pieces {
        match piece {
            Piece::Text(text, style) => {
                let w = match canvas.as_deref_mut() {
                    Some(c) => c.text(text, (x, cy + style.size * 0.32), Align::Left, *style),
                    None => Canvas::text_width(text, *style),
                };
                x += w + space;
            }
            Piece::Chip(colour, wild) => {
                let size = sizes.chip;
                if let Some(c) = canvas.as_deref_mut() {
                    tile_chip(c, *colour, x + size / 2.0 + space, cy, size, *wild);
                }
                x += size + 2.0 * space;
            }
            Piece::Gap(w) => x += w,
        }
    }
    x - x0
}
