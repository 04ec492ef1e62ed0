//! The random number generator every engine keeps inside its state.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A seeded ChaCha generator whose position is serialised with the game, so a restored game
/// draws exactly the tiles and dice the original would have.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    pub fn seeded(seed: u64) -> GameRng {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }
}

impl RngCore for GameRng {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        self.0.fill_bytes(dest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn same_seed_same_numbers() {
        let mut a = GameRng::seeded(7);
        let mut b = GameRng::seeded(7);
        let xs: Vec<u32> = (0..16).map(|_| a.random_range(0..1000)).collect();
        let ys: Vec<u32> = (0..16).map(|_| b.random_range(0..1000)).collect();
        assert_eq!(xs, ys);
        assert_ne!(GameRng::seeded(8).next_u64(), GameRng::seeded(7).next_u64());
    }

    #[test]
    fn restored_generator_continues_where_it_stopped() {
        let mut rng = GameRng::seeded(42);
        for _ in 0..5 {
            rng.next_u64();
        }
        let saved = serde_json::to_string(&rng).unwrap();
        let mut restored: GameRng = serde_json::from_str(&saved).unwrap();
        assert_eq!(restored, rng);
        assert_eq!(restored.next_u64(), rng.next_u64());
    }
}
