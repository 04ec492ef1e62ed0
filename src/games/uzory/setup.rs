//! A new game: the deal, the first player and the start tile.

use rand::seq::SliceRandom;
use rand::Rng;

use super::board::{Cell, Field, CENTRE};
use super::model::Model;
use super::state::{Uzory, HAND_SIZE};
use super::tiles::{Rotation, TileId, TILE_COUNT};
use crate::game::{Game, GameRng, Seat, SetupError};

impl Uzory {
    /// A new game under `model`: the deal, the first player, the start tile and its rotation,
    /// in that order from the seed; then, in model 2, the central cell the start tile goes on
    /// (model 1 lays it at `(0, 0)`), so a model 1 game is dealt as it always was.
    pub(crate) fn setup(players: usize, seed: u64, model: Model) -> Result<Uzory, SetupError> {
        SetupError::check_players(Self::player_counts(&()), players)?;
        let mut rng = GameRng::seeded(seed);
        let mut pile: Vec<TileId> = (0..TILE_COUNT)
            .filter_map(|i| u8::try_from(i).ok())
            .map(TileId)
            .collect();
        pile.shuffle(&mut rng);
        let hands: Vec<Vec<TileId>> = (0..players)
            .map(|_| {
                let at = pile.len().saturating_sub(HAND_SIZE);
                pile.split_off(at)
            })
            .collect();
        let first = Seat::all(players)
            .nth(rng.random_range(0..players))
            .unwrap_or(Seat(0));
        let start = pile.swap_remove(rng.random_range(0..pile.len()));
        let rotation = Rotation::ALL
            .get(rng.random_range(0..4))
            .copied()
            .unwrap_or(Rotation::R0);
        let cell = match model {
            Model::One => Cell::START,
            Model::Two => CENTRE
                .get(rng.random_range(0..CENTRE.len()))
                .copied()
                .unwrap_or(Cell::START),
        };
        Ok(Uzory::before_first_move(
            rng,
            hands,
            pile,
            Vec::new(),
            Field::with_start(model, cell, start, rotation),
            first,
            first,
        ))
    }
}
