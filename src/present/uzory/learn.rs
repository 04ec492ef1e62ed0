//! 📘 The notes of a first game of this game (see [`crate::present::learn`]).

use crate::game::Seat;
use crate::games::uzory::{Phase, Placed, Rotation, Uzory, UzoryView};
use crate::present::learn::Teach;

impl Teach for Uzory {
    const LESSONS: &'static [&'static str] =
        &["tile", "rotate", "cell", "frame", "discard", "tie", "pass"];

    fn lesson_key(view: &UzoryView, _seat: Seat, path: &[String]) -> Option<&'static str> {
        let key = match (&view.phase, path) {
            // In a game of two, the other player passed: passing too ends the game.
            (Phase::Turn { .. }, []) if view.passes_in_a_row > 0 => "pass",
            (Phase::Turn { .. }, []) => "tile",
            (Phase::Turn { .. }, [_]) => "rotate",
            (Phase::Turn { .. }, [tile, rotation]) if closes_a_frame(view, tile, rotation) => {
                "frame"
            }
            (Phase::Turn { .. }, [_, _]) => "cell",
            (Phase::Discard { .. }, _) => "discard",
            (Phase::ChooseScorer { .. }, _) => "tie",
            _ => return None,
        };
        Some(key)
    }
}

/// Whether the tile and rotation chosen (`menus`' tokens "t2", "r90") close a frame on some
/// cell they may go to.
fn closes_a_frame(view: &UzoryView, tile: &str, rotation: &str) -> bool {
    let position: Option<usize> = tile.strip_prefix('t').and_then(|p| p.parse().ok());
    let tile = position
        .and_then(|p| p.checked_sub(1))
        .and_then(|i| view.hand.as_ref()?.get(i).copied());
    let rotation = Rotation::ALL
        .into_iter()
        .find(|r| format!("r{}", r.degrees()) == rotation);
    let (Some(tile), Some(rotation)) = (tile, rotation) else {
        return false;
    };
    view.legal_cells.iter().any(|&cell| {
        !view
            .field
            .regions_closed_if(Placed {
                cell,
                tile,
                rotation,
            })
            .is_empty()
    })
}
