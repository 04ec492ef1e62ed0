//! The bag and where spent tiles wait to refill it (a box lid, a tower), and dealing from it
//! onto the factories.

use rand::Rng;

use super::tiles::{TileColour, Tiles};
use crate::game::{GameRng, Seat};

/// A full bag: `per_colour` tiles of every colour, in colour order (draws pick a random
/// position, so the order only has to be the same every time).
pub fn full_bag<C: TileColour>(per_colour: u8) -> Vec<C> {
    C::ALL
        .iter()
        .flat_map(|&c| std::iter::repeat_n(c, usize::from(per_colour)))
        .collect()
}

/// The bag with the pile its spent tiles wait in, and the game's generator that draws from it.
pub struct Bag<'a, C, const N: usize> {
    /// Secret: the order of the bag.
    pub bag: &'a mut Vec<C>,
    /// Spent tiles, poured into the bag when it runs out.
    pub spent: &'a mut Tiles<C, N>,
    pub rng: &'a mut GameRng,
}

impl<C: TileColour, const N: usize> Bag<'_, C, N> {
    /// Draws one random tile, pouring the spent tiles into the bag first when it is empty
    /// (`refilled` hears how many). `None` when both are empty.
    pub fn draw(&mut self, refilled: &mut impl FnMut(u32)) -> Option<C> {
        if self.bag.is_empty() {
            let tiles = self.spent.to_list();
            if tiles.is_empty() {
                return None;
            }
            refilled(tiles.len() as u32);
            *self.bag = tiles;
            *self.spent = Tiles::EMPTY;
        }
        let len = self.bag.len();
        if len == 0 {
            return None;
        }
        let i = self.rng.random_range(0..len);
        (i < len).then(|| self.bag.swap_remove(i))
    }

    /// Puts `per_factory` tiles on each factory in turn, stopping early when the bag and the
    /// spent tiles are both empty.
    pub fn fill(
        &mut self,
        factories: &mut [Tiles<C, N>],
        per_factory: usize,
        refilled: &mut impl FnMut(u32),
    ) {
        for factory in factories {
            for _ in 0..per_factory {
                let Some(colour) = self.draw(refilled) else {
                    return;
                };
                factory.add(colour, 1);
            }
        }
    }
}

/// Round 1's first player, drawn from the seed with a generator of its own (`salt` tells it
/// from the deal's), so the deal of a seed does not depend on it.
pub fn first_player(players: usize, seed: u64, salt: u64) -> Seat {
    let mut rng = GameRng::seeded(seed ^ salt);
    let i = rng.random_range(0..players.max(1));
    Seat(u8::try_from(i).unwrap_or(0))
}

/// The seat after `seat` round a table of `players`.
pub fn next_seat(seat: Seat, players: usize) -> Seat {
    let n = players.max(1);
    Seat(u8::try_from((seat.index() + 1) % n).unwrap_or(0))
}
