//! What the fuzz drivers need of Sintra: its options from a byte and its invariants.

use super::{components, Sintra, SintraOptions};
use crate::game::{Fuzzed, Game};
use crate::games::{SintraEdition, SintraSide};

impl Fuzzed for Sintra {
    fn fuzz_options(byte: u8) -> SintraOptions {
        SintraOptions {
            side: if byte & 1 == 0 {
                SintraSide::A
            } else {
                SintraSide::B
            },
            edition: if byte & 2 == 0 {
                SintraEdition::CURRENT
            } else {
                SintraEdition::First
            },
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
