//! Legality: the legal actions of a seat now. (Performing one is [`super::apply`]; it refuses
//! what the hand and the field do not allow.)

use super::actions::Action;
use super::state::{Phase, Uzory};
use super::tiles::{Rotation, TileId};
use crate::game::Seat;

impl Uzory {
    /// Every legal action of `seat` now.
    pub(crate) fn legal(&self, seat: Seat) -> Vec<Action> {
        if self.deciding() != Some(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Turn { .. } => {
                let cells = self.field.legal_cells();
                let mut out = Vec::new();
                for &tile in self.hand(seat) {
                    for rotation in Rotation::ALL {
                        for &cell in &cells {
                            out.push(Action::Place {
                                tile,
                                rotation,
                                cell,
                            });
                        }
                    }
                }
                out.push(Action::Pass);
                out
            }
            Phase::ChooseScorer { tied, .. } => tied.iter().copied().map(Action::Award).collect(),
            Phase::Discard { .. } => discard_choices(self.hand(seat))
                .into_iter()
                .map(Action::Discard)
                .collect(),
            Phase::Over { .. } => Vec::new(),
        }
    }
}

/// Every subset of `hand` (ids ascending), smallest first: the discard choices.
pub fn discard_choices(hand: &[TileId]) -> Vec<Vec<TileId>> {
    let mut sorted = hand.to_vec();
    sorted.sort();
    let mut out = vec![Vec::new()];
    for t in sorted {
        let more: Vec<Vec<TileId>> = out
            .iter()
            .map(|s| {
                let mut s = s.clone();
                s.push(t);
                s
            })
            .collect();
        out.extend(more);
    }
    out.sort_by_key(Vec::len);
    out
}
