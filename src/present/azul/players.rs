//! Every player's board in one public picture, two a row: pattern lines, wall, floor line and
//! score under the player's name, the seat to act outlined in gold (the leaders once the game
//! is over), the first-player marker beside the name of whoever took it this round.

use super::{caption_size, draw_board_at, fact_size, Frame};
use crate::games::azul::{AzulView, Phase};
use crate::i18n::Locale;
use crate::present::kit::{theme, Canvas, Palette, RenderError};

/// Two boards a row; four boards stay under a third of a phone's screen.
pub const WIDTH: u32 = 860;
const MARGIN: f32 = 12.0;
const GAP: f32 = 14.0;
const PER_ROW: usize = 2;
const PANEL_W: f32 = (WIDTH as f32 - 2.0 * MARGIN - (PER_ROW as f32 - 1.0) * GAP) / PER_ROW as f32;

/// The frame of a board whose panel's top left corner is `(x, y)`: the spaces as large as the
/// panel's width allows.
fn frame(x: f32, y: f32) -> Frame {
    // The board is 11.7 spaces wide and the panel pads it by 0.3 space on each side.
    let cell = (PANEL_W / 12.3).floor();
    Frame {
        x,
        y,
        cell,
        fact: fact_size(WIDTH as f32),
        caption: caption_size(WIDTH as f32),
    }
}

fn panel_height() -> f32 {
    let f = frame(0.0, 0.0);
    f.header() + f.height() + f.cell * 0.3
}

pub fn height(players: usize) -> u32 {
    let rows = players.div_ceil(PER_ROW).max(1) as f32;
    (2.0 * MARGIN + rows * panel_height() + (rows - 1.0) * GAP).ceil() as u32
}

pub fn draw(
    view: &AzulView,
    names: &[String],
    locale: Locale,
    palette: Palette,
) -> Result<Canvas, RenderError> {
    let n = view.players.len();
    let mut canvas = Canvas::new(WIDTH, height(n), theme::BACKGROUND)?.with_palette(palette);
    // The winners: the best score, ties broken by complete rows.
    let key = |p: &crate::games::azul::view::PlayerView| (p.score, p.board.wall.complete_rows());
    let best = view.players.iter().map(key).max();
    for (i, player) in view.players.iter().enumerate() {
        let (row, col) = (i / PER_ROW, i % PER_ROW);
        let in_row = (n - row * PER_ROW).min(PER_ROW) as f32;
        // A last row of one is centred.
        let left = (WIDTH as f32 - in_row * PANEL_W - (in_row - 1.0) * GAP) / 2.0;
        let x = left + col as f32 * (PANEL_W + GAP);
        let y = MARGIN + row as f32 * (panel_height() + GAP);
        let highlight = if view.phase == Phase::Over {
            Some(key(player)) == best
        } else {
            view.phase.seat() == Some(player.seat)
        };
        draw_board_at(
            &mut canvas,
            view,
            player,
            frame(x, y),
            PANEL_W,
            highlight,
            names,
            locale,
        );
    }
    Ok(canvas)
}
