//! Filling in what a seat cannot see: only which tiles are in the bag (everything else lies
//! face up). The bag holds every tile not visible anywhere else.

use rand::RngCore;

use super::board::Star;
use super::state::{Ledger, PlayerState, SummerPavilion, TILES_PER_COLOUR};
use super::tiles::{Colour, Tiles};
use super::view::PavilionView;
use crate::ai::Determinize;
use crate::game::GameRng;

impl Determinize for SummerPavilion {
    const SCORE_SCALE: f64 = 15.0;

    fn determinize(view: &PavilionView, rng: &mut GameRng) -> Option<SummerPavilion> {
        let mut seen = Tiles::EMPTY;
        for tiles in view.factories.iter().chain([&view.centre, &view.tower]) {
            seen.add_all(tiles);
        }
        for colour in view.supply.iter().flatten() {
            seen.add(*colour, 1);
        }
        for p in &view.players {
            seen.add_all(&p.held);
            seen.add_all(&p.kept);
            for colour in Star::all().flat_map(|s| p.board.star(s)).flatten() {
                seen.add(colour, 1);
            }
        }
        let mut bag = Vec::new();
        for colour in Colour::ALL {
            let left = TILES_PER_COLOUR.checked_sub(seen.get(colour))?;
            bag.extend(std::iter::repeat_n(colour, usize::from(left)));
        }
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
                    // Only the total matters to a search; the breakdown is not shown to seats.
                    ledger: Ledger::default(),
                })
                .collect(),
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
