//! What the fuzz drivers need of Uzory: its options from a byte and its invariants.

use super::{TileId, Uzory, TILE_COUNT};
use crate::game::{Fuzzed, Game, Seat};

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
        self.check_points_match_frames();
    }
}

impl Uzory {
    /// Each seat has a victory point per frame it scored, and at most as many victory tiles
    /// (the piles may run dry).
    pub(crate) fn check_points_match_frames(&self) {
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
