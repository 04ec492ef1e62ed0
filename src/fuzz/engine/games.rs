//! What the engine driver knows of each game: options from a byte and the game's invariants.

use crate::game::{Game, Seat};
use crate::games::sagrada::{Sagrada, SagradaOptions};
use crate::games::sintra::{components, Sintra, SintraOptions};
use crate::games::summer_pavilion::state::{PavilionOptions, SummerPavilion, TOTAL_TILES};
use crate::games::uzory::{TileId, Uzory, TILE_COUNT};
use crate::games::{PavilionSide, SintraEdition, SintraSide, WildOrder};
use crate::present::TableGame;

/// What the engine driver needs to know of one game.
pub trait Fuzzed: TableGame {
    /// How many seats the positions that clicked paths are tried on have.
    const PATH_PLAYERS: usize = 3;

    /// The engine's options, from one byte.
    fn fuzz_options(byte: u8) -> Self::Options;

    /// The game's own invariants (every piece is somewhere, scores agree, ...): panics when
    /// one is broken.
    fn check(&self);
}

impl Fuzzed for SummerPavilion {
    fn fuzz_options(byte: u8) -> PavilionOptions {
        PavilionOptions {
            side: if byte & 1 == 0 {
                PavilionSide::Coloured
            } else {
                PavilionSide::Beige
            },
            wilds: if byte & 2 == 0 {
                WildOrder::Normal
            } else {
                WildOrder::Alternative
            },
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

impl Fuzzed for Uzory {
    fn fuzz_options(_byte: u8) {}

    fn check(&self) {
        let mut all = self.all_tiles();
        all.sort();
        let expected: Vec<TileId> = (0..TILE_COUNT as u8).map(TileId).collect();
        assert_eq!(all, expected, "every tile exactly once");
        if let Some(b) = self.field().bounds() {
            assert!(b.height() <= 6 && b.width() <= 6, "{b:?}");
        }
        assert!(self.field().len() <= 36);
        for seat in Seat::all(self.players()) {
            let scored = self
                .frames()
                .iter()
                .filter(|f| f.result.scorer() == Some(seat))
                .count();
            let v = self.victory(seat).expect("every seat has victory tiles");
            assert_eq!(v.points as usize, scored, "a point per frame scored");
            assert!(v.tiles.len() <= scored);
        }
    }
}
