//! Every player's board in one public picture (issue 37), two a row in square panels so the
//! picture is never taller than wide (issue 50): each star board as the printed one shows it
//! (placed tiles, the cost of every empty space, the finished bonus structures, the tiles kept
//! on its four corners), under its player's name and score, the seat to act outlined in gold
//! (the leaders once the game is over), the tile just placed outlined in the highlight.

use super::board::{draw_stars, panel_colour, Frame};
use super::geometry::extent;
use super::{empty_slot, held_and_kept, tile_chip, Sizes, GOLD};
use super::{theme, Align, Area, Canvas, RenderError, Weight};
use crate::games::summer_pavilion::view::PlayerView;
use crate::games::summer_pavilion::{LastMove, PavilionView, Phase};
use crate::i18n::Locale;
use crate::present::kit::{ellipsize, seat_name, Palette, TextStyle};

/// Narrower than the table picture, to stay under 60 KB with four boards (everything is
/// sized in a phone's px, so the width changes nothing a player sees).
pub const WIDTH: u32 = 660;
const PER_ROW: usize = 2;

fn sizes() -> Sizes {
    Sizes::for_width(WIDTH)
}

/// Margin, gap between panels, padding inside one and its name line, in px.
fn metrics() -> (f32, f32, f32, f32) {
    let u = sizes().unit;
    (4.0 * u, 4.0 * u, 3.0 * u, 21.0 * u)
}

fn panel_w() -> f32 {
    let (margin, gap, _, _) = metrics();
    (WIDTH as f32 - 2.0 * margin - (PER_ROW as f32 - 1.0) * gap) / PER_ROW as f32
}

/// The board's frame inside a square panel whose top left corner is `(x, y)`.
fn frame(x: f32, y: f32) -> Frame {
    let (_, _, pad, header) = metrics();
    let (l, t, r, b) = extent();
    let w = panel_w() - 2.0 * pad;
    let h = panel_w() - header - pad;
    let a = (w / (r - l)).min(h / (b - t));
    let centre = (
        x + panel_w() / 2.0 - (l + r) / 2.0 * a,
        y + header + h / 2.0 - (t + b) / 2.0 * a,
    );
    let s = sizes();
    Frame {
        centre,
        a,
        fact: s.fact,
        unit: s.unit,
    }
}

/// The picture's height for `players` boards.
pub fn height(players: usize) -> u32 {
    let rows = players.div_ceil(PER_ROW).max(1) as f32;
    let (margin, gap, _, _) = metrics();
    (2.0 * margin + rows * panel_w() + (rows - 1.0) * gap).ceil() as u32
}

pub fn draw(
    view: &PavilionView,
    names: &[String],
    locale: Locale,
    palette: Palette,
) -> Result<Canvas, RenderError> {
    let n = view.players.len();
    let mut canvas = Canvas::new(WIDTH, height(n), theme::BACKGROUND)?.with_palette(palette);
    let best = view.players.iter().map(|p| p.score).max();
    let (margin, gap, _, _) = metrics();
    for (i, player) in view.players.iter().enumerate() {
        let (row, col) = (i / PER_ROW, i % PER_ROW);
        let in_row = (n - row * PER_ROW).min(PER_ROW) as f32;
        // A last row of one is centred.
        let left = (WIDTH as f32 - in_row * panel_w() - (in_row - 1.0) * gap) / 2.0;
        let x = left + col as f32 * (panel_w() + gap);
        let y = margin + row as f32 * (panel_w() + gap);
        let highlight = if view.phase == Phase::Over {
            Some(player.score) == best
        } else {
            view.phase.seat() == Some(player.seat)
        };
        draw_player(&mut canvas, view, player, (x, y), highlight, names, locale);
    }
    Ok(canvas)
}

fn draw_player(
    canvas: &mut Canvas,
    view: &PavilionView,
    player: &PlayerView,
    (x, y): (f32, f32),
    highlight: bool,
    names: &[String],
    locale: Locale,
) {
    let s = sizes();
    let u = s.unit;
    let (_, _, pad, header) = metrics();
    let frame = frame(x, y);
    let area = Area::new(x, y, panel_w(), panel_w());
    if highlight {
        canvas.rounded_rect(area.inset(-1.8 * u), 6.0 * u, GOLD);
    }
    let side = view.options.side;
    canvas.rounded_rect(area, 5.0 * u, panel_colour(side));

    let placed = match view.last {
        Some(LastMove::Placed {
            seat, star, space, ..
        }) if seat == player.seat => Some((star, space)),
        _ => None,
    };
    draw_stars(canvas, &player.board, side, frame, placed);
    // Over the stars' layer, which may reach under the name line's edge.
    let cy = y + header / 2.0 + 1.0 * u;
    let right = x + panel_w() - pad;
    let score_style = TextStyle::new(s.fact, Weight::Bold, GOLD);
    let w = canvas.text(
        &crate::present::words::points(i64::from(player.score), locale),
        (right, cy + s.fact * 0.32),
        Align::Right,
        score_style,
    );
    let acting = view.phase.seat() == Some(player.seat);
    let name_style = TextStyle::new(s.fact, Weight::Bold, theme::TEXT);
    let mut name = seat_name(names, player.seat, locale);
    if acting {
        name = format!("▶ {name}");
    }
    let name = ellipsize(&name, name_style, panel_w() - 2.0 * pad - w - 8.0 * u);
    canvas.text(
        &name,
        (x + pad, cy + s.fact * 0.32),
        Align::Left,
        name_style,
    );

    corners(canvas, view, player, area);
}

/// The four corners of the board hold the tiles kept for the next round; the tiles just kept
/// are outlined in the highlight.
fn corners(canvas: &mut Canvas, view: &PavilionView, player: &PlayerView, area: Area) {
    let s = sizes();
    let u = s.unit;
    let (_, _, pad, header) = metrics();
    let (_, kept) = held_and_kept(view, player.seat);
    let just_kept = match view.last {
        Some(LastMove::Passed { seat, .. }) if seat == player.seat => true,
        _ => matches!(view.phase, Phase::Keep { seat, .. } if seat == player.seat),
    };
    let size = s.chip;
    let m = pad + size / 2.0 + 1.0 * u;
    let spots = [
        (area.x + m, area.y + header + size / 2.0),
        (area.x + area.w - m, area.y + header + size / 2.0),
        (area.x + m, area.y + area.h - m),
        (area.x + area.w - m, area.y + area.h - m),
    ];
    let list = kept.to_list();
    for (i, &(cx, cy)) in spots.iter().enumerate() {
        match list.get(i) {
            Some(&colour) => {
                if just_kept {
                    let ring = Area::new(cx - size / 2.0, cy - size / 2.0, size, size);
                    canvas.stroke_rounded_rect(ring.inset(-3.0 * u), 4.0 * u, 1.6 * u, GOLD);
                }
                tile_chip(canvas, colour, cx, cy, size, colour == view.wild)
            }
            None => empty_slot(canvas, cx, cy, size),
        }
    }
    // Never lose a tile from the picture, even if more than four were ever kept.
    if list.len() > spots.len() {
        let (cx, cy) = spots[3];
        let more = TextStyle::new(s.fact, Weight::Bold, theme::TEXT);
        canvas.text(
            &format!("+{}", list.len() - spots.len()),
            (cx - size, cy + s.fact * 0.32),
            Align::Right,
            more,
        );
    }
}
