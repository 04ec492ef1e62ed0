//! What the fuzz drivers need of Sintra: its options from a byte and its invariants.

use super::{components, Sintra, SintraOptions};
use crate::game::{by_bit, Fuzzed, Game};
use crate::games::{SintraEdition, SintraSide};

impl Fuzzed for Sintra {
    fn fuzz_options(byte: u8) -> SintraOptions {
        SintraOptions {
            side: by_bit(byte, 0, SintraSide::A, SintraSide::B),
            edition: by_bit(byte, 1, SintraEdition::CURRENT, SintraEdition::First),
        }
    }

    fn check(&self) {
        let parts = components();
        assert_eq!(
            self.pieces_everywhere(),
            parts.total_pieces(),
            "every piece is somewhere"
        );
        assert!((1..=6).contains(&self.round()));
        for p in &self.players {
            assert!(p.board.broken < parts.broken_track.len() - 1);
            assert!(p.board.glazier < 8);
        }
    }
}
