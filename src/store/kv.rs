//! What the writes' bookkeeping (indexes, statistics, ratings, the live index) reads and writes
//! through: a tree inside a transaction for the bot, a tree outside any for the upgrades at
//! open, or (the history benchmark's builder) a tree's copy in memory, so all run the same code.
//! With the key layouts the trees share.

use super::error::TxResult;
use crate::table::GameId;

/// A tree's reads and writes, in a transaction or out (see [`super::backend`]).
pub(super) trait Kv {
    fn get<K: AsRef<[u8]>>(&self, key: K) -> TxResult<Option<Vec<u8>>>;
    fn insert<K: AsRef<[u8]>, V: AsRef<[u8]>>(&self, key: K, value: V) -> TxResult<()>;
    fn remove<K: AsRef<[u8]>>(&self, key: K) -> TxResult<()>;
}

/// A person's entry in `by_user` for a live game; an ended game's was [`ENDED`] before ended
/// games had their own list (see [`super::played`]). Also the flags of the channel index of
/// earlier releases.
pub(super) const ACTIVE: &[u8] = &[1];
pub(super) const ENDED: &[u8] = &[0];

/// An index key: an owner (a person, a channel, a deadline) then a game, both big-endian, so a
/// prefix scan finds an owner's games in the order of their ids.
pub(super) fn index_key(owner: u64, game: GameId) -> [u8; 16] {
    let mut key = [0u8; 16];
    key[..8].copy_from_slice(&owner.to_be_bytes());
    key[8..].copy_from_slice(&game.key());
    key
}

/// The big-endian number at `at` in `key` (0 where the key is too short).
pub(super) fn u64_at(key: &[u8], at: usize) -> u64 {
    let mut bytes = [0u8; 8];
    if let Some(part) = key.get(at..at + 8) {
        bytes.copy_from_slice(part);
    }
    u64::from_be_bytes(bytes)
}

/// A borrowed tree reads and writes as the tree does.
impl<T: Kv> Kv for &T {
    fn get<K: AsRef<[u8]>>(&self, key: K) -> TxResult<Option<Vec<u8>>> {
        T::get(self, key)
    }
    fn insert<K: AsRef<[u8]>, V: AsRef<[u8]>>(&self, key: K, value: V) -> TxResult<()> {
        T::insert(self, key, value)
    }
    fn remove<K: AsRef<[u8]>>(&self, key: K) -> TxResult<()> {
        T::remove(self, key)
    }
}
