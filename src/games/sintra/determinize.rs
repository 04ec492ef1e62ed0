//! Filling in what a seat cannot see: only the future draws. The bag's and the tower's
//! contents are public counts, so a world differs from the real game only in its generator.

use rand::RngCore;

use super::state::{PlayerState, Sintra};
use super::table::{Counts, Table};
use super::view::SintraView;
use crate::ai::Determinize;
use crate::game::GameRng;

impl Determinize for Sintra {
    // The greedy rating is costly here: playouts rate a few moves drawn at random.
    const PLAYOUT_SAMPLE: Option<usize> = Some(6);
    const SCORE_SCALE: f64 = 12.0;

    fn determinize(view: &SintraView, rng: &mut GameRng) -> Option<Sintra> {
        Some(Sintra {
            side: view.side,
            rng: GameRng::seeded(rng.next_u64()),
            players: view
                .players
                .iter()
                .map(|p| PlayerState {
                    board: p.board.clone(),
                    sheet: p.sheet.clone(),
                    pieces_broken: p.pieces_broken,
                })
                .collect(),
            table: Table {
                factories: view.factories.clone(),
                centre: view.centre.clone(),
                start_marker_in_centre: view.start_marker_in_centre,
            },
            bag: Counts(view.bag.clone()),
            tower: Counts(view.tower.clone()),
            indicator: view.indicator.clone(),
            round: view.round,
            start_player: view.start_player,
            phase: view.phase.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::testing::determinized_worlds_match_views;
    use crate::games::sintra::{Sintra, SintraOptions};

    #[test]
    fn worlds_show_each_seat_exactly_its_view() {
        determinized_worlds_match_views::<Sintra>(&SintraOptions::default(), 3, 4);
    }
}
