//! The greedy player's rating ([`Rate`]): it looks one placement ahead using only the seat's
//! view. The player itself is the generic [`crate::ai::Greedy`].

use super::actions::Action;
use super::board::{Cell, Field, Placed};
use super::scoring::{colour_of, region_verdict, Verdict};
use super::tiles::{Oriented, Side, TileId};
use super::view::UzoryView;
use crate::ai::{Rate, TieBreak};
use crate::game::Seat;

/// Value of one victory point, against the small shaping terms below.
const POINT: f64 = 10.0;

/// The greedy player of Uzory. It passes only when every placement hands points to others.
pub type Greedy = crate::ai::Greedy<super::Uzory>;

/// Seats for tests: greedy or random players, seat `i` seeded `seed * 10 + i`.
#[cfg(test)]
pub(crate) fn test_seats(
    players: usize,
    seed: u64,
    greedy: bool,
) -> Vec<Box<dyn crate::game::Player<super::Uzory>>> {
    (0..players as u64)
        .map(|i| -> Box<dyn crate::game::Player<super::Uzory>> {
            let s = seed * 10 + i;
            if greedy {
                Box::new(Greedy::new(s))
            } else {
                Box::new(crate::game::RandomPlayer::new(s))
            }
        })
        .collect()
}

/// Points `seat` gains minus points others gain (scaled to a 2-player view) from the frames a
/// tile on `placed.cell` would close, assuming `seat` breaks ties in its own favour.
pub fn placement_points(field: &Field, players: usize, seat: Seat, placed: Placed) -> f64 {
    if field.check_cell(placed.cell).is_err() {
        return f64::NEG_INFINITY;
    }
    let others = players.saturating_sub(1).max(1) as f64;
    field
        .regions_closed_if(placed)
        .iter()
        .map(|r| match region_verdict(r, players, field.model()) {
            Verdict::Nobody => 0.0,
            Verdict::Scores(s) if s == seat => 1.0,
            Verdict::Scores(_) => -1.0 / others,
            Verdict::Tie(tied) if tied.contains(&seat) => 1.0,
            Verdict::Tie(_) => -1.0 / others,
        })
        .sum()
}

/// How well a tile's lines fit its neighbours: +1 for each arm meeting a neighbour's arm,
/// −1 for each arm ending against a neighbour's plain side or a neighbour's arm ending against
/// this tile's plain side (a dead end can never be part of a frame).
pub fn line_fit(field: &Field, cell: Cell, tile: &Oriented) -> i32 {
    let mut fit = 0;
    for side in Side::ALL {
        let Some(other) = cell.towards(side).and_then(|c| field.oriented_at(c)) else {
            continue;
        };
        let mine = tile.lines.has(side);
        let theirs = other.lines.has(opposite(side));
        fit += match (mine, theirs) {
            (true, true) => 1,
            (false, false) => 0,
            _ => -1,
        };
    }
    fit
}

fn opposite(side: Side) -> Side {
    match side {
        Side::N => Side::S,
        Side::E => Side::W,
        Side::S => Side::N,
        Side::W => Side::E,
    }
}

/// Own-colour quarters minus the largest other player's quarters on a tile.
pub fn colour_lean(tile: &Oriented, seat: Seat, players: usize) -> i32 {
    let mine = colour_of(seat);
    let mut counts = [0i32; 4];
    for c in tile.quarters {
        if let Some(s) = super::scoring::seat_of(c, players) {
            if let Some(n) = counts.get_mut(s.index()) {
                *n += 1;
            }
        }
    }
    let own = mine
        .and_then(|_| counts.get(seat.index()).copied())
        .unwrap_or(0);
    let best_other = counts
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != seat.index())
        .map(|(_, &n)| n)
        .max()
        .unwrap_or(0);
    own - best_other
}

/// How much a tile in hand is worth keeping: lines make frames, own colour wins them.
pub fn keep_value(view: &UzoryView, tile: TileId, seat: Seat, players: usize) -> f64 {
    let Some(f) = view.face(tile) else {
        return 0.0;
    };
    let lines = match f.lines.count() {
        0 | 1 => 0.0,
        2 => 1.0,
        _ => 0.8,
    };
    lines + 0.5 * f64::from(colour_lean(&f.rotated(super::Rotation::R0), seat, players))
}

impl Rate for super::Uzory {
    /// Ties draw a number for every legal action (the order this player always used).
    const TIE_BREAK: TieBreak = TieBreak::Draws;

    /// Every legal action by its immediate effect on the score (own frames minus frames handed
    /// to others) plus small shaping terms (lead lines that join the neighbours' lines, own
    /// colour on the tile).
    fn rate(view: &UzoryView, seat: Seat, action: &Action) -> f64 {
        let players = view.players();
        match action {
            Action::Place { .. } => {
                let Some((placed, oriented)) = action
                    .placed()
                    .and_then(|p| Some((p, view.model().oriented(p.tile, p.rotation)?)))
                else {
                    return f64::NEG_INFINITY;
                };
                POINT * placement_points(&view.field, players, seat, placed)
                    + 0.5 * f64::from(line_fit(&view.field, placed.cell, &oriented))
                    + 0.1 * f64::from(colour_lean(&oriented, seat, players))
            }
            Action::Pass => -POINT / 2.0,
            Action::Award(s) => {
                if *s == seat {
                    POINT
                } else {
                    -f64::from(view.points.get(s.index()).copied().unwrap_or(0))
                }
            }
            Action::Discard(tiles) => tiles
                .iter()
                .map(|&t| 0.5 - keep_value(view, t, seat, players))
                .sum(),
        }
    }
}
