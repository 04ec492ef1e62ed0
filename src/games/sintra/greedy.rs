//! The normal player's rating ([`Rate`]): what each legal action is worth to the seat, from the
//! view's pure helpers only (never the full state). The player itself is the generic
//! [`crate::ai::Greedy`]; the search uses the same rating in its playouts.
//!
//! A move is worth the points it scores now plus the change of a *potential*: what the glass on
//! the strips and in the windows is expected to bring later. That is what makes it build
//! windows rather than grab points:
//! - a piece in a window that was empty is scored again by every later completion to its left
//!   ([`Outlook::rescoring`]), so the first completions are worth most on the right;
//! - a strip part filled is worth a share of what completing it would score, growing faster
//!   than its filling (a full strip scores, four fifths of one does not), and less while it sits
//!   left of the glazier (a reset, a whole turn, is needed to reach it);
//! - broken glass costs what it moves the marker (the −18 of a reset included), and a take that
//!   leaves the seat unable to absorb the piles the table still holds costs its likely breaks;
//! - in the last round unfinished glass is worth only its leftover points.

use crate::ai::Rate;
use crate::game::Seat;
use crate::games::SintraSide;

use super::actions::{Action, Source};
use super::board::{Board, Slot};
use super::components::{components, Colour};
use super::state::Phase;
use super::view::SintraView;

/// The normal player of Sintra.
pub type Greedy = crate::ai::Greedy<super::Sintra>;

// The weights below were calibrated by self-play (`examples/sintra_strips.rs`, 200 games of
// normal against normal): each was moved alone while the others stayed, keeping the best mean.

/// Completions a player can expect in a whole game, spread over the room the windows have left
/// (a little above the 9–10 normal players make: some room is never used).
const COMPLETIONS_PER_GAME: f64 = 12.0;
/// The weight of the expected re-scoring of a window's first piece. Above 1 because the even
/// spread of [`COMPLETIONS_PER_GAME`] undercounts chains: a player who builds from the right
/// completes more to the left of its early windows.
const RESCORE_WEIGHT: f64 = 2.0;
/// A strip part filled is worth this × (filled share)² of what completing it would score: four
/// fifths filled is three quarters of the completion, one fifth almost nothing.
const PROGRESS_SHARE: f64 = 1.2;
/// The share of a strip's potential kept while it sits left of the glazier.
const BEHIND_GLAZIER: f64 = 0.8;
/// What one turn is worth (a reset spends one without taking glass).
const TEMPO: f64 = 0.3;
/// How likely a pile the seat cannot absorb ends up in its hands.
const PILE_RISK: f64 = 0.3;

/// Points lost by moving the broken-glass marker `steps` spaces down from `position`: the
/// engine's [`super::board::broken_cost`] as a positive loss.
pub fn broken_cost(position: usize, steps: usize, track: &[i32]) -> f64 {
    -f64::from(super::board::broken_cost(position, steps, track))
}

/// What the rest of the game looks like from one board: the share of the game left and the
/// later completions each window can still expect.
struct Outlook<'a> {
    view: &'a SintraView,
    /// Expected later completions at each window.
    later: Vec<f64>,
    /// The game ends with this round: unfinished glass is worth its leftovers only.
    last_round: bool,
}

impl<'a> Outlook<'a> {
    fn new(view: &'a SintraView, board: &Board) -> Outlook<'a> {
        let c = components();
        let full = (view.factories.len() * c.pieces_per_factory).max(1) as f64;
        let on_table =
            (view.centre.len() + view.factories.iter().map(Vec::len).sum::<usize>()) as f64;
        let rounds = f64::from(view.rounds.max(1));
        let after = f64::from(view.rounds.saturating_sub(view.round));
        let left = ((after + (on_table / full).min(1.0)) / rounds).clamp(0.0, 1.0);
        let room: Vec<f64> = (0..board.slots.len())
            .map(|i| 2.0 - board.window_pieces(i) as f64)
            .collect();
        let total_room: f64 = room.iter().sum::<f64>().max(1.0);
        let expected = COMPLETIONS_PER_GAME * left;
        let share = (expected / total_room).min(1.0);
        Outlook {
            view,
            later: room.iter().map(|r| r * share).collect(),
            last_round: view.round >= view.rounds,
        }
    }

    fn points(&self, window: usize) -> f64 {
        f64::from(self.view.window_points.get(window).copied().unwrap_or(0))
    }

    /// What a first piece in `window` will earn again from the completions to its left.
    fn rescoring(&self, window: usize) -> f64 {
        let left: f64 = self.later.iter().take(window).sum();
        self.points(window) * left * RESCORE_WEIGHT
    }

    /// Points of completing the strip at `slot` on `board` now, and what the window piece is
    /// worth later.
    fn completion(&self, board: &Board, slot: usize, pieces: impl Iterator<Item = Colour>) -> f64 {
        let view = self.view;
        let round_colour = pieces.filter(|&c| Some(c) == view.round_colour).count() as f64;
        let now = f64::from(board.window_score(slot, &view.window_points));
        let later = if board.window_pieces(slot) == 0 && !self.last_round {
            self.rescoring(slot)
        } else {
            0.0
        };
        round_colour + now + later + palace_gain(view.side, board, slot)
    }

    /// What the glass on the strip at `slot` is worth now, were it left as it is.
    fn potential(&self, board: &Board, slot: usize, filled: usize) -> f64 {
        let Some(strip) = board.strip(slot) else {
            return 0.0;
        };
        if self.last_round {
            return filled as f64 / 3.0;
        }
        let share = filled as f64 / strip.cells().len().max(1) as f64;
        let value =
            PROGRESS_SHARE * share * share * self.completion(board, slot, std::iter::empty());
        if slot < board.glazier {
            value * BEHIND_GLAZIER
        } else {
            value
        }
    }
}

/// Side A: the ornament the window belongs to gains a cell; side B: a second window piece
/// completes a window, which multiplies the best colour.
fn palace_gain(side: SintraSide, board: &Board, slot: usize) -> f64 {
    let c = components();
    match side {
        SintraSide::A => c
            .ornaments
            .iter()
            .find(|(a, b)| *a == slot || *b == slot)
            .map_or(0.0, |&(a, b)| {
                let filled = board.window_pieces(a) + board.window_pieces(b);
                let now = c.ornament_points.get(filled).copied().unwrap_or(0);
                let next = c.ornament_points.get(filled + 1).copied().unwrap_or(now);
                f64::from(next - now)
            }),
        SintraSide::B => {
            if board.window_pieces(slot) == 1 {
                2.0
            } else {
                0.0
            }
        }
    }
}

/// Strips between the glazier and `to` fall behind it: they keep less of their potential.
fn skipped(outlook: &Outlook<'_>, board: &Board, to: usize) -> f64 {
    (board.glazier..to)
        .filter_map(|i| board.strip(i).map(|s| (i, s.filled())))
        .map(|(i, filled)| {
            let p = outlook.potential(board, i, filled);
            p * (1.0 - BEHIND_GLAZIER) + 0.2
        })
        .sum()
}

/// The worth of putting `count` pieces of `colour` on `strip`: points now, the change of the
/// glass's potential, minus broken glass and what falls behind the glazier.
pub fn placement_value(
    view: &SintraView,
    board: &Board,
    strip: usize,
    colour: Colour,
    count: usize,
) -> f64 {
    placement_from(view, board, board.broken, strip, colour, count)
}

/// [`placement_value`] with the broken-glass marker at `position` (after the start marker).
fn placement_from(
    view: &SintraView,
    board: &Board,
    position: usize,
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
    let outlook = Outlook::new(view, board);
    let before = outlook.potential(board, strip, open.filled());
    let mut value = -broken_cost(position, p.broken, &view.broken_track);
    value -= skipped(&outlook, board, strip);
    if p.completes {
        let pieces = open.pieces().chain(std::iter::repeat_n(colour, p.placed));
        value += outlook.completion(board, strip, pieces) - before;
    } else {
        let after = outlook.potential(board, strip, open.filled() + p.placed);
        value += after - before;
    }
    value
}

/// Pieces of `colour` a take from `source` gets (the view's own helper builds a table).
fn count_at(view: &SintraView, source: Source, colour: Colour) -> usize {
    let pieces = match source {
        Source::Centre => view.centre.as_slice(),
        Source::Factory(i) => view
            .factories
            .get(usize::from(i))
            .map_or(&[][..], Vec::as_slice),
    };
    pieces.iter().filter(|&&c| c == colour).count()
}

/// Pieces the seat could not absorb if the table's biggest pile of each colour came to it
/// (leaving out the pile `taken`): each pile against the most room one of its strips from
/// strip `from` on keeps for that colour.
fn exposure(view: &SintraView, board: &Board, from: usize, taken: Option<(Source, Colour)>) -> f64 {
    let sources = view
        .factories
        .iter()
        .enumerate()
        .filter_map(|(i, _)| u8::try_from(i).ok().map(Source::Factory))
        .chain(std::iter::once(Source::Centre));
    let mut biggest = vec![0usize; components().colour_count()];
    for source in sources {
        for (colour, most) in (0u8..).map(Colour).zip(biggest.iter_mut()) {
            if taken != Some((source, colour)) {
                *most = (*most).max(count_at(view, source, colour));
            }
        }
    }
    (0u8..)
        .map(Colour)
        .zip(biggest)
        .filter(|&(_, pile)| pile > 0)
        .map(|(colour, pile)| {
            let room = board
                .slots
                .iter()
                .skip(from)
                .filter_map(|slot| match slot {
                    Slot::Open(s) => Some(s.room_for(colour)),
                    Slot::Complete { .. } => None,
                })
                .max()
                .unwrap_or(0);
            pile.saturating_sub(room) as f64
        })
        .sum()
}

impl Rate for super::Sintra {
    /// The worth of one legal action for `seat`.
    fn rate(view: &SintraView, seat: Seat, action: &Action) -> f64 {
        let Some(board) = view.board(seat) else {
            return 0.0;
        };
        let per_step = 2.25;
        match *action {
            Action::Take { source, colour } => {
                let count = count_at(view, source, colour);
                let mut value = 0.0;
                let mut position = board.broken;
                if view.takes_start_marker(source) {
                    value -= broken_cost(position, 1, &view.broken_track) - 0.3;
                    position = super::board::marker_after(position, 1, view.broken_track.len()).0;
                }
                let strips = board.legal_strips(colour);
                let best = if strips.is_empty() {
                    (
                        -broken_cost(position, count, &view.broken_track) - 0.5,
                        board.glazier,
                    )
                } else {
                    strips
                        .into_iter()
                        .map(|s| (placement_from(view, board, position, s, colour, count), s))
                        .fold((f64::NEG_INFINITY, 0), |a, b| if b.0 > a.0 { b } else { a })
                };
                // Piles left on the table that this seat could not absorb afterwards.
                let risk = exposure(view, board, best.1, Some((source, colour)));
                value + best.0 - PILE_RISK * per_step * risk
            }
            Action::Place { strip } => match view.phase {
                Phase::Place { colour, count, .. } => {
                    placement_value(view, board, usize::from(strip), colour, usize::from(count))
                }
                _ => 0.0,
            },
            Action::ResetGlazier => {
                let outlook = Outlook::new(view, board);
                let regained: f64 = (0..board.glazier)
                    .filter_map(|i| board.strip(i).map(|s| (i, s.filled())))
                    .map(|(i, filled)| {
                        outlook.potential(board, i, filled) * (1.0 - BEHIND_GLAZIER)
                            / BEHIND_GLAZIER
                            + 0.2
                    })
                    .sum();
                let risk =
                    exposure(view, board, board.glazier, None) - exposure(view, board, 0, None);
                regained + PILE_RISK * per_step * risk - TEMPO
            }
            Action::ToWindow { colour } => match view.side {
                SintraSide::B => board.window_colour(colour) as f64,
                SintraSide::A => 0.0,
            },
        }
    }
}

/// What `seat` can expect to have at the end, judged from `view` part way through a game (the
/// search's playouts stop at the end of the next round and are scored by this): its score, the
/// end-of-game items as they stand, the potential of the glass on its strips, and what the
/// glass already in its windows will earn again from later completions to its left.
pub fn estimate(view: &SintraView, seat: Seat) -> f64 {
    let (Some(player), Some(board)) = (view.players.get(seat.index()), view.board(seat)) else {
        return 0.0;
    };
    let c = components();
    let outlook = Outlook::new(view, board);
    let strips: f64 = (0..board.slots.len())
        .filter_map(|i| {
            board
                .strip(i)
                .map(|s| outlook.potential(board, i, s.filled()))
        })
        .sum();
    let windows: f64 = (0..board.slots.len())
        .filter(|&i| board.window_pieces(i) > 0)
        .map(|i| outlook.rescoring(i))
        .sum();
    let palace = match view.side {
        SintraSide::A => super::scoring::ornament_points(board, c),
        SintraSide::B => super::scoring::colour_window_points(board, c).0,
    };
    let track = c.broken_track.get(board.broken).copied().unwrap_or(0);
    f64::from(player.score) + f64::from(palace + track) + strips + windows
}
