//! Filling in what a seat cannot see: only which tiles are in the bag (everything else lies
//! face up). The bag holds every tile not visible anywhere else.

use rand::RngCore;

use super::state::{PlayerState, SummerPavilion};
use super::view::PavilionView;
use crate::ai::Determinize;
use crate::game::GameRng;

impl Determinize for SummerPavilion {
    const SCORE_SCALE: f64 = 15.0;

    fn determinize(view: &PavilionView, rng: &mut GameRng) -> Option<SummerPavilion> {
        let bag = view.bag_tiles().to_list();
        if bag.len() != view.bag_count as usize {
            return None;
        }
        Some(SummerPavilion {
            options: view.options,
            rng: GameRng::seeded(rng.next_u64()),
            round: view.round,
            first: view.first,
            phase: view.phase,
            factories: view.factories.clone(),
            centre: view.centre,
            start_token: view.start_token,
            supply: view.supply,
            bag,
            tower: view.tower,
            players: view
                .players
                .iter()
                .map(|p| PlayerState {
                    board: p.board,
                    held: p.held,
                    kept: p.kept,
                    score: p.score,
                    passed: p.passed,
                    ledger: p.ledger.clone(),
                    carried: p.carried,
                })
                .collect(),
            last: view.last.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::testing::determinized_worlds_match_views;
    use crate::games::summer_pavilion::{PavilionOptions, SummerPavilion};

    #[test]
    fn worlds_show_each_seat_exactly_its_view() {
        determinized_worlds_match_views::<SummerPavilion>(&PavilionOptions::default(), 3, 4);
    }
}
