//! Legality: the legal actions of a seat now. (Performing one is [`super::apply`]; it refuses
//! what the pieces do not allow.)

use crate::game::Seat;

use super::actions::Action;
use super::components::Colour;
use super::state::{Phase, Sintra};

pub(super) fn small(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

impl Sintra {
    /// Every legal action of `seat` now.
    pub(crate) fn legal(&self, seat: Seat) -> Vec<Action> {
        if self.phase.seat() != Some(seat) {
            return Vec::new();
        }
        let Some(player) = self.player(seat) else {
            return Vec::new();
        };
        match self.phase {
            Phase::Turn { .. } => {
                let mut out: Vec<Action> = self
                    .table
                    .sources()
                    .into_iter()
                    .flat_map(|source| {
                        self.table
                            .colours_at(source)
                            .into_iter()
                            .map(move |colour| Action::Take { source, colour })
                    })
                    .collect();
                if player.board.can_reset() {
                    out.push(Action::ResetGlazier);
                }
                out
            }
            Phase::Place { colour, .. } => player
                .board
                .legal_strips(colour)
                .into_iter()
                .map(|s| Action::Place { strip: small(s) })
                .collect(),
            Phase::ToWindow { strip, .. } => self
                .window_choices(seat, strip)
                .into_iter()
                .map(|colour| Action::ToWindow { colour })
                .collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// The distinct colours on the completed strip above window `strip`.
    pub(crate) fn window_choices(&self, seat: Seat, strip: u8) -> Vec<Colour> {
        let mut colours: Vec<Colour> = self
            .player(seat)
            .and_then(|p| p.board.strip(usize::from(strip)))
            .map(|s| s.pieces().collect())
            .unwrap_or_default();
        colours.sort();
        colours.dedup();
        colours
    }
}
