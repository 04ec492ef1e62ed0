//! The pictures lately encoded, by their pixels: a picture drawn again with the same pixels (a
//! board the move did not touch, the players' picture while only the table changed) is neither
//! quantised nor deflated again, its PNG is the one made before (issue 52). The encoder is
//! deterministic, so a picture from here is byte for byte what encoding it afresh gives.
//!
//! Bounded however many games run: at most [`ENTRIES`] pictures and [`BYTES`] bytes, the
//! oldest forgotten first. A picture is found by its size and a keyed hash (SipHash with a
//! key drawn at start-up) of its runs of colour, so nobody can make two pictures meet.

use std::cell::Cell;
use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasher, RandomState};
use std::sync::{Mutex, OnceLock, PoisonError};

use super::encode::{RenderError, Runs};

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

#[derive(Default)]
struct Cache {
    pngs: HashMap<Key, Vec<u8>>,
    /// Oldest first.
    order: VecDeque<Key>,
    bytes: usize,
}

impl Cache {
    fn keep(&mut self, key: Key, png: &[u8]) {
        if self.pngs.insert(key, png.to_vec()).is_none() {
            self.order.push_back(key);
            self.bytes += png.len();
        }
        while self.order.len() > ENTRIES || self.bytes > BYTES {
            let Some(oldest) = self.order.pop_front() else {
                break;
            };
            if let Some(gone) = self.pngs.remove(&oldest) {
                self.bytes -= gone.len();
            }
        }
    }
}

fn cache() -> &'static (RandomState, Mutex<Cache>) {
    static CACHE: OnceLock<(RandomState, Mutex<Cache>)> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

thread_local! {
    /// Set while [`uncached`] runs on this thread.
    static UNCACHED: Cell<bool> = const { Cell::new(false) };
}

/// Runs `draw` with every picture drawn and encoded afresh on this thread, nothing kept read
/// or written (encoded pictures here, glyphs in `coverage.rs`): what a cached picture must
/// equal.
pub fn uncached<T>(draw: impl FnOnce() -> T) -> T {
    let before = UNCACHED.with(|u| u.replace(true));
    let out = draw();
    UNCACHED.with(|u| u.set(before));
    out
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
    let (keys, cache) = cache();
    let key = Key {
        width,
        height,
        runs: keys.hash_one(runs),
    };
    let lock = || cache.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(png) = lock().pngs.get(&key) {
        return Ok(png.clone());
    }
    // Encoded without the lock: other tables' pictures go on meanwhile.
    let png = encode()?;
    lock().keep(key, &png);
    Ok(png)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cache_stays_bounded() {
        let mut cache = Cache::default();
        for i in 0..(ENTRIES as u64 + 50) {
            let key = Key {
                width: 1,
                height: 1,
                runs: i,
            };
            cache.keep(key, &[0; 100]);
        }
        assert_eq!(cache.pngs.len(), ENTRIES);
        assert_eq!(cache.order.len(), ENTRIES);
        assert_eq!(cache.bytes, ENTRIES * 100);
        for i in 0..(BYTES / 1_000_000 + 5) as u64 {
            let key = Key {
                width: 2,
                height: 1,
                runs: i,
            };
            cache.keep(key, &[0; 1_000_000]);
        }
        assert!(cache.bytes <= BYTES, "{}", cache.bytes);
    }
}
