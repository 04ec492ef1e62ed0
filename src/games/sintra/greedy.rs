//! The greedy player's rating ([`Rate`]): the immediate value of each legal action, computed
//! with the view's pure helpers only (never the full state). The player itself is the generic
//! [`crate::ai::Greedy`].

use crate::ai::Rate;
use crate::game::Seat;
use crate::games::SintraSide;

use super::actions::Action;
use super::board::Board;
use super::components::{components, Colour};
use super::state::Phase;
use super::view::SintraView;

/// The greedy player of Sintra.
pub type Greedy = crate::ai::Greedy<super::Sintra>;

/// Points lost by moving the broken-glass marker `steps` spaces from where it is now (counting
/// the immediate −18 of a reset and the change of the end-of-game track value).
pub fn broken_cost(board: &Board, steps: usize, track: &[i32]) -> f64 {
    let value = |pos: usize| f64::from(track.get(pos).copied().unwrap_or(0));
    let reset = f64::from(track.last().copied().unwrap_or(0));
    let mut probe = board.clone();
    let resets = probe.break_glass(steps, track.len());
    let before = value(board.broken);
    let after = value(probe.broken) + reset * resets as f64;
    before - after
}

/// The immediate value of putting `count` pieces of `colour` on `strip`: progress on the strip,
/// the points of a completion, minus broken glass and the strips the glazier would skip.
pub fn placement_value(
    view: &SintraView,
    board: &Board,
    strip: usize,
    colour: Colour,
    count: usize,
) -> f64 {
    let Some(p) = board.preview(strip, colour, count) else {
        return f64::NEG_INFINITY;
    };
    let Some(open) = board.strip(strip) else {
        return f64::NEG_INFINITY;
    };
    let len = open.cells().len().max(1) as f64;
    let filled_after = (open.filled() + p.placed) as f64;
    let mut value = p.placed as f64 * (0.6 + 0.6 * filled_after / len);
    value -= broken_cost(board, p.broken, &view.broken_track);
    // Strips between the glazier and the target become unreachable until a reset.
    for skipped in board.glazier..strip {
        if let Some(s) = board.strip(skipped) {
            value -= 0.3 + 0.4 * s.filled() as f64;
        }
    }
    if p.completes {
        let round_bonus = open
            .pieces()
            .chain(std::iter::repeat_n(colour, p.placed))
            .filter(|&c| Some(c) == view.round_colour)
            .count() as f64;
        value += round_bonus;
        // The window gains a piece: its points plus the windows with glass to its right.
        let right: i32 = view
            .window_points
            .iter()
            .enumerate()
            .skip(strip + 1)
            .filter(|(j, _)| board.window_pieces(*j) > 0)
            .map(|(_, p)| *p)
            .sum();
        value += f64::from(view.window_points.get(strip).copied().unwrap_or(0) + right);
        let c = components();
        match view.side {
            SintraSide::A => {
                if let Some(&(a, b)) = c.ornaments.iter().find(|(a, b)| *a == strip || *b == strip)
                {
                    let filled = board.window_pieces(a) + board.window_pieces(b);
                    let now = c.ornament_points.get(filled).copied().unwrap_or(0);
                    let next = c.ornament_points.get(filled + 1).copied().unwrap_or(now);
                    value += f64::from(next - now);
                }
            }
            SintraSide::B => {
                if open.top.is_some() {
                    value += 2.0;
                }
            }
        }
    }
    value
}

impl Rate for super::Sintra {
    /// The immediate value of one legal action for `seat`.
    fn rate(view: &SintraView, seat: Seat, action: &Action) -> f64 {
        let Some(board) = view.board(seat) else {
            return 0.0;
        };
        match *action {
            Action::Take { source, colour } => {
                let count = view.count_at(source, colour);
                let mut board = board.clone();
                let mut value = 0.0;
                if view.takes_start_marker(source) {
                    value -= broken_cost(&board, 1, &view.broken_track) - 0.3;
                    board.break_glass(1, view.broken_track.len());
                }
                let strips = board.legal_strips(colour);
                if strips.is_empty() {
                    return value - broken_cost(&board, count, &view.broken_track) - 0.5;
                }
                let best = strips
                    .into_iter()
                    .map(|s| placement_value(view, &board, s, colour, count))
                    .fold(f64::NEG_INFINITY, f64::max);
                value + best
            }
            Action::Place { strip } => match view.phase {
                Phase::Place { colour, count, .. } => {
                    placement_value(view, board, usize::from(strip), colour, usize::from(count))
                }
                _ => 0.0,
            },
            Action::ResetGlazier => {
                let left: f64 = (0..board.glazier)
                    .filter_map(|i| board.strip(i))
                    .map(|s| 0.3 + 0.3 * s.filled() as f64)
                    .sum();
                left - 1.0
            }
            Action::ToWindow { colour } => match view.side {
                SintraSide::B => board.window_colour(colour) as f64,
                SintraSide::A => 0.0,
            },
        }
    }
}
