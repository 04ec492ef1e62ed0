//! Filling in what a seat cannot see: only which tiles are in the bag (everything else lies
//! face up). The bag holds every tile not visible anywhere else.

use rand::RngCore;

use super::greedy::estimate_final;
use super::state::{Azul, PlayerState};
use super::view::AzulView;
use crate::ai::Determinize;
use crate::game::GameRng;

impl Determinize for Azul {
    const SCORE_SCALE: f64 = 10.0;

    /// Playouts stop after the round following the one searched from, judged by
    /// [`estimate_final`].
    fn estimate(&self) -> Option<Vec<f64>> {
        let side = self.options.side;
        Some(
            self.players
                .iter()
                .map(|p| estimate_final(&p.board, p.score, side))
                .collect(),
        )
    }

    fn determinize(view: &AzulView, rng: &mut GameRng) -> Option<Azul> {
        view.viewer?;
        let bag = view.bag_tiles().to_list();
        if bag.len() != view.bag_count as usize {
            return None;
        }
        Some(Azul {
            options: view.options,
            rng: GameRng::seeded(rng.next_u64()),
            round: view.round,
            first: view.first,
            phase: view.phase,
            factories: view.factories.clone(),
            centre: view.centre,
            marker: view.marker,
            bag,
            lid: view.lid,
            players: view
                .players
                .iter()
                .map(|p| PlayerState {
                    board: p.board.clone(),
                    score: p.score,
                    ledger: p.ledger.clone(),
                })
                .collect(),
            last: view.last.clone(),
            quiet_rounds: view.quiet_rounds,
        })
    }
}
