//! Every player's board in one public picture (issue 37), two a row: each star board as the
//! printed one shows it (placed tiles, the cost of every empty space, the finished bonus
//! structures), under its player's name and score, the seat to act outlined in gold (the
//! leaders once the game is over). What each holds and keeps is on the table picture.

use super::board::{draw_stars, panel_colour, Frame};
use super::geometry::extent;
use super::words;
use super::{style, GOLD};
use super::{theme, Align, Area, Canvas, RenderError, Weight};
use crate::games::summer_pavilion::view::PlayerView;
use crate::games::summer_pavilion::{PavilionView, Phase};
use crate::i18n::Locale;
use crate::present::kit::{ellipsize, seat_name, Palette};

/// Narrower than the table picture, to stay under 60 KB with four boards; its smallest words
/// (22 px) show 10 px tall on a phone.
pub const WIDTH: u32 = 860;
const SMALL: f32 = 22.0;
const MARGIN: f32 = 16.0;
const GAP: f32 = 16.0;
const PER_ROW: usize = 2;
const PANEL_W: f32 = (WIDTH as f32 - 2.0 * MARGIN - (PER_ROW as f32 - 1.0) * GAP) / PER_ROW as f32;
const HEADER: f32 = 46.0;
const PAD: f32 = 10.0;

/// The board's frame inside a panel whose top left corner is `(x, y)`, and the panel's height.
fn frame(x: f32, y: f32) -> (Frame, f32) {
    let (l, t, r, b) = extent();
    let a = (PANEL_W - 2.0 * PAD) / (r - l);
    let centre = (x + PAD - l * a, y + HEADER - t * a);
    (
        Frame {
            centre,
            a,
            small: SMALL,
        },
        HEADER + (b - t) * a + PAD,
    )
}

/// The picture's height for `players` boards.
pub fn height(players: usize) -> u32 {
    let rows = players.div_ceil(PER_ROW).max(1) as f32;
    let (_, panel) = frame(0.0, 0.0);
    (2.0 * MARGIN + rows * panel + (rows - 1.0) * GAP).ceil() as u32
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
    for (i, player) in view.players.iter().enumerate() {
        let (row, col) = (i / PER_ROW, i % PER_ROW);
        let in_row = (n - row * PER_ROW).min(PER_ROW) as f32;
        // A last row of one is centred.
        let left = (WIDTH as f32 - in_row * PANEL_W - (in_row - 1.0) * GAP) / 2.0;
        let x = left + col as f32 * (PANEL_W + GAP);
        let (_, panel_h) = frame(0.0, 0.0);
        let y = MARGIN + row as f32 * (panel_h + GAP);
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
    let (frame, h) = frame(x, y);
    let area = Area::new(x, y, PANEL_W, h);
    if highlight {
        canvas.rounded_rect(area.inset(-5.0), 17.0, GOLD);
    }
    let side = view.options.side;
    canvas.rounded_rect(area, 13.0, panel_colour(side));

    let score_style = style(27.0, Weight::Bold, GOLD);
    let right = x + PANEL_W - PAD;
    let baseline = y + 33.0;
    let mut w = canvas.text(
        &player.score.to_string(),
        (right, baseline + 1.0),
        Align::Right,
        score_style,
    );
    let acting = view.phase.seat() == Some(player.seat);
    let note = if acting {
        Some((super::phase_label(&view.phase, locale), GOLD))
    } else if player.passed && view.phase != Phase::Over {
        Some((words::passed(locale).to_string(), theme::TEXT_DIM))
    } else {
        None
    };
    let name_style = style(24.0, Weight::Bold, theme::TEXT);
    let name = seat_name(names, player.seat, locale);
    let mut room = PANEL_W - 2.0 * PAD - w - 16.0;
    if let Some((note, colour)) = note {
        // The note gives way to the name: at most half the room, shortened first.
        let note_style = style(SMALL, Weight::Bold, colour);
        let note = if acting { format!("▶ {note}") } else { note };
        let note = ellipsize(&note, note_style, room / 2.0);
        w += 16.0
            + canvas.text(
                &note,
                (right - w - 16.0, baseline),
                Align::Right,
                note_style,
            );
        room = PANEL_W - 2.0 * PAD - w - 16.0;
    }
    let name = ellipsize(&name, name_style, room);
    canvas.text(&name, (x + PAD, baseline), Align::Left, name_style);

    draw_stars(canvas, &player.board, side, frame);
}
