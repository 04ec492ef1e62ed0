//! What the fuzz drivers need of Azul: its options from a byte and its invariants.

use super::board::{FloorSpace, FLOOR_SPACES, SIZE};
use super::state::{Azul, AzulOptions, TOTAL_TILES};
use super::WallSide;
use crate::game::{by_bit, Fuzzed, Game};

impl Fuzzed for Azul {
    fn fuzz_options(byte: u8) -> AzulOptions {
        AzulOptions {
            side: by_bit(byte, 0, WallSide::Coloured, WallSide::Grey),
        }
    }

    fn check(&self) {
        assert_eq!(
            self.tiles_everywhere(),
            TOTAL_TILES,
            "every tile is somewhere"
        );
        assert!(self.round() >= 1);
        let mut markers = 0;
        for p in &self.players {
            assert_eq!(p.ledger.total(), i64::from(p.score), "the ledger adds up");
            assert!(p.board.floor.len() <= FLOOR_SPACES);
            markers += p
                .board
                .floor
                .iter()
                .filter(|s| **s == FloorSpace::Marker)
                .count();
            for (i, line) in p.board.lines.iter().enumerate() {
                assert!(usize::from(line.count) <= i + 1, "a line over its length");
                assert_eq!(line.count == 0, line.colour.is_none(), "{line:?}");
            }
            for row in 0..SIZE {
                for column in 0..SIZE {
                    let Some(colour) = p.board.wall.get(row, column) else {
                        continue;
                    };
                    let in_row = (0..SIZE)
                        .filter(|&c| p.board.wall.get(row, c) == Some(colour))
                        .count();
                    let in_column = (0..SIZE)
                        .filter(|&r| p.board.wall.get(r, column) == Some(colour))
                        .count();
                    assert!(in_row == 1 && in_column == 1, "a colour twice on a line");
                }
            }
        }
        assert!(markers <= 1, "one first-player marker");
    }
}
