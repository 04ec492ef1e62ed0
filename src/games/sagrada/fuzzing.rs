//! What the fuzz drivers need of Sagrada: its options from a byte and its invariants.

use super::{Sagrada, SagradaOptions};
use crate::game::Fuzzed;

impl Fuzzed for Sagrada {
    const PATH_PLAYERS: usize = 2;

    fn fuzz_options(byte: u8) -> SagradaOptions {
        SagradaOptions {
            solo_difficulty: 1 + byte % 5,
        }
    }

    fn check(&self) {
        assert_eq!(self.dice_by_color(), [18; 5], "all 90 dice are somewhere");
        for p in &self.players {
            if let Some(w) = &p.window {
                assert!(w.is_valid(), "a window breaks the placement rules: {w:?}");
            }
        }
    }
}
