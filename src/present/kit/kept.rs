//! What the drawing kit keeps between pictures (glyph coverage in `coverage.rs`, layers in
//! `layers.rs`, encoded pictures in `encoded.rs`): a map shared by every thread, bounded in
//! entries and bytes however many games run, the oldest forgotten first.

use std::cell::Cell;
use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::LocalKey;

/// Runs `work` with this thread's `flag` set (a way of drawing, such as nothing kept), then
/// gives the flag back what it was.
pub(super) fn while_set<T>(flag: &'static LocalKey<Cell<bool>>, work: impl FnOnce() -> T) -> T {
    let before = flag.with(|f| f.replace(true));
    let out = work();
    flag.with(|f| f.set(before));
    out
}

/// What a kept value costs in memory.
pub(super) trait Weighed {
    fn bytes(&self) -> usize;
}

impl Weighed for Vec<u8> {
    fn bytes(&self) -> usize {
        self.len()
    }
}

impl<T: Weighed> Weighed for Arc<T> {
    fn bytes(&self) -> usize {
        T::bytes(self)
    }
}

struct Bounded<K, V> {
    values: HashMap<K, V>,
    /// Oldest first.
    order: VecDeque<K>,
    bytes: usize,
}

/// At most `entries` values and `bytes` bytes of them, the oldest forgotten first.
pub(super) struct Kept<K, V> {
    entries: usize,
    bytes: usize,
    inner: Mutex<Bounded<K, V>>,
}

impl<K: Copy + Eq + Hash, V: Clone + Weighed> Kept<K, V> {
    pub fn new(entries: usize, bytes: usize) -> Kept<K, V> {
        Kept {
            entries,
            bytes,
            inner: Mutex::new(Bounded {
                values: HashMap::new(),
                order: VecDeque::new(),
                bytes: 0,
            }),
        }
    }

    /// The value kept under `key`, else `make`'s, kept (nothing is kept when `make` fails).
    /// `make` runs without the lock: other tables' pictures go on meanwhile.
    pub fn get_or_make<E>(&self, key: K, make: impl FnOnce() -> Result<V, E>) -> Result<V, E> {
        if let Some(kept) = self.lock().values.get(&key) {
            return Ok(kept.clone());
        }
        let made = make()?;
        self.keep(key, made.clone());
        Ok(made)
    }

    fn keep(&self, key: K, value: V) {
        let mut kept = self.lock();
        let bytes = value.bytes();
        if kept.values.insert(key, value).is_none() {
            kept.order.push_back(key);
            kept.bytes += bytes;
        }
        while kept.order.len() > self.entries || kept.bytes > self.bytes {
            let Some(oldest) = kept.order.pop_front() else {
                break;
            };
            if let Some(gone) = kept.values.remove(&oldest) {
                kept.bytes -= gone.bytes();
            }
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Bounded<K, V>> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_kept_stays_bounded_and_is_found_again() {
        let kept: Kept<u64, Vec<u8>> = Kept::new(256, 16 << 20);
        let made = |n: usize| Ok::<_, ()>(vec![0; n]);
        for i in 0..306 {
            kept.get_or_make(i, || made(100)).unwrap();
        }
        let inner = kept.lock();
        assert_eq!((inner.values.len(), inner.order.len()), (256, 256));
        assert_eq!(inner.bytes, 256 * 100);
        drop(inner);
        for i in 1_000..1_021 {
            kept.get_or_make(i, || made(1_000_000)).unwrap();
        }
        assert!(kept.lock().bytes <= 16 << 20);
        // The newest is found again, not made; a failed making keeps nothing.
        let again = kept.get_or_make(1_020, || Err(()));
        assert_eq!(again.map(|v| v.len()), Ok(1_000_000));
        assert_eq!(kept.get_or_make(7, || Err(())), Err(()));
        assert_eq!(kept.get_or_make(7, || made(3)).map(|v| v.len()), Ok(3));
    }
}
