//! One player's board at full size, shown privately by "My board": the same drawing as the
//! players' picture, larger. Every board is public, so the table message does not repeat the
//! mover's.

use super::{caption_size, draw_board_at, fact_size, Frame};
use crate::game::Seat;
use crate::games::azul::{Azul, AzulView, Phase};
use crate::i18n::Locale;
use crate::present::kit::{theme, Canvas, Palette, RenderError};
use crate::present::DrawBoard;

pub const WIDTH: u32 = 680;
const MARGIN: f32 = 16.0;

fn frame() -> Frame {
    let width = WIDTH as f32 - 2.0 * MARGIN;
    Frame {
        x: MARGIN,
        y: MARGIN,
        cell: (width / 12.3).floor(),
        fact: fact_size(WIDTH as f32),
        caption: caption_size(WIDTH as f32),
    }
}

impl DrawBoard for Azul {
    fn draw_board(
        view: &AzulView,
        seat: Seat,
        names: &[String],
        locale: Locale,
        palette: Palette,
    ) -> Result<Canvas, RenderError> {
        let f = frame();
        let height = (f.header() + f.height() + f.cell * 0.3 + 2.0 * MARGIN).ceil() as u32;
        let mut canvas = Canvas::new(WIDTH, height, theme::BACKGROUND)?.with_palette(palette);
        let Some(player) = view.player(seat) else {
            return Ok(canvas);
        };
        let highlight = view.phase != Phase::Over && view.phase.seat() == Some(seat);
        draw_board_at(
            &mut canvas,
            view,
            player,
            f,
            WIDTH as f32 - 2.0 * MARGIN,
            highlight,
            names,
            locale,
        );
        Ok(canvas)
    }

    /// The mover's board is in the players' picture already, outlined in gold.
    fn shows_mover_board(&self) -> bool {
        false
    }
}
