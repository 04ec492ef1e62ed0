//! What the fuzz drivers need of Summer Pavilion: its options from a byte and its invariants.

use super::state::{PavilionOptions, SummerPavilion, TOTAL_TILES};
use crate::game::{by_bit, Fuzzed, Game};
use crate::games::{PavilionSide, WildOrder};

impl Fuzzed for SummerPavilion {
    fn fuzz_options(byte: u8) -> PavilionOptions {
        PavilionOptions {
            side: by_bit(byte, 0, PavilionSide::Coloured, PavilionSide::Beige),
            wilds: by_bit(byte, 1, WildOrder::Normal, WildOrder::Alternative),
        }
    }

    fn check(&self) {
        assert_eq!(
            self.tiles_everywhere(),
            TOTAL_TILES,
            "every tile is somewhere"
        );
        assert!((1..=6).contains(&self.round()));
        for p in &self.players {
            assert_eq!(p.ledger.total(), i64::from(p.score), "the ledger adds up");
            assert!(p.kept.total() <= 4);
        }
    }
}
