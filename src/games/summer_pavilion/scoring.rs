//! End-of-game scoring and the outcome.
//!
//! Order after round 6: completed stars, then the "all spaces of one cost" bonuses, then −1 per
//! leftover tile (the rulebook's order; it matters only through the floor of 0).

use super::actions::{Event, ScoreItem};
use super::board::{Board, Star, StarKind};
use super::state::SummerPavilion;
use crate::game::{Outcome, Seat};
use crate::games::family::ranking;
use crate::games::PavilionSide;

/// Bonus for covering every space of cost `n` (1..=4) on every star.
pub fn all_of_cost_bonus(n: u8) -> u32 {
    match n {
        1 => 4,
        2 => 8,
        3 => 12,
        4 => 16,
        _ => 0,
    }
}

/// The end bonuses a board earns: completed stars, then the cost bonuses.
pub fn end_bonuses(board: &Board, side: PavilionSide) -> Vec<(ScoreItem, u32)> {
    let mut out: Vec<(ScoreItem, u32)> = Star::all()
        .filter_map(|s| board.completed_star(s))
        .map(|kind: StarKind| (ScoreItem::Star(kind), kind.value()))
        .collect();
    for n in 1..=4 {
        if board.all_of_cost_covered(side, n) {
            out.push((ScoreItem::AllOfCost(n), all_of_cost_bonus(n)));
        }
    }
    out
}

impl SummerPavilion {
    pub(crate) fn final_scoring(&mut self, events: &mut Vec<Event>) {
        let side = self.options.side;
        for i in 0..self.players.len() {
            let seat = Seat(i as u8);
            let Some(p) = self.players.get(i) else {
                continue;
            };
            let bonuses = end_bonuses(&p.board, side);
            let leftover = p.kept.total() + p.held.total();
            for (item, points) in bonuses {
                self.change_score(seat, item, i32::try_from(points).unwrap_or(0), events);
            }
            self.charge_per_tile(seat, ScoreItem::Leftover, leftover, events);
        }
    }

    pub(crate) fn final_outcome(&self) -> Outcome {
        ranking(
            self.players
                .iter()
                .map(|p| (p.score, 0, p.ledger.score_lines(ScoreItem::key))),
        )
    }
}
