//! The pictures lately encoded, by their pixels: a picture drawn again with the same pixels (a
//! board the move did not touch, the players' picture while only the table changed) is neither
//! quantised nor deflated again, its PNG is the one made before (issue 52). The encoder is
//! deterministic, so a picture from here is byte for byte what encoding it afresh gives.
//!
//! Bounded however many games run: at most [`ENTRIES`] pictures and [`BYTES`] bytes, the
//! oldest forgotten first. A picture is found by its size and a keyed hash (SipHash with a
//! key drawn at start-up) of its runs of colour, so nobody can make two pictures meet.

use std::cell::Cell;
use std::hash::{BuildHasher, RandomState};
use std::sync::LazyLock;

use super::encode::{RenderError, Runs};
use super::kept::Kept;

/// At most this many pictures are kept: a few moves' worth of a hundred busy tables.
const ENTRIES: usize = 256;
/// And at most this many bytes of them.
const BYTES: usize = 16 << 20;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    width: u32,
    height: u32,
    runs: u64,
}

/// The pictures kept, and the key their runs are hashed with.
static KEPT: LazyLock<(RandomState, Kept<Key, Vec<u8>>)> =
    LazyLock::new(|| (RandomState::new(), Kept::new(ENTRIES, BYTES)));

thread_local! {
    /// Set while [`uncached`] runs on this thread.
    static UNCACHED: Cell<bool> = const { Cell::new(false) };
}

/// Runs `draw` with every picture drawn and encoded afresh on this thread, nothing kept read
/// or written (encoded pictures here, glyphs in `coverage.rs`): what a cached picture must
/// equal.
pub fn uncached<T>(draw: impl FnOnce() -> T) -> T {
    super::kept::while_set(&UNCACHED, draw)
}

/// Whether this thread may use what is kept (pictures, glyphs): not inside [`uncached`].
pub(super) fn caching() -> bool {
    !UNCACHED.with(Cell::get)
}

/// The PNG of the picture of `runs` (`width` × `height`): the one kept, else `encode`'s, kept.
pub(super) fn encoded(
    runs: &Runs,
    width: u32,
    height: u32,
    encode: impl FnOnce() -> Result<Vec<u8>, RenderError>,
) -> Result<Vec<u8>, RenderError> {
    if UNCACHED.with(Cell::get) {
        return encode();
    }
    let (keys, kept) = &*KEPT;
    let key = Key {
        width,
        height,
        runs: keys.hash_one(runs),
    };
    kept.get_or_make(key, encode)
}
