//! Lists of game ids that only grow (a person's ended games, a server's rated games), a few
//! dozen ids an entry: sled keeps bookkeeping in memory for every page of every tree, whatever
//! its cache, so an entry per id would make a store's memory grow with its whole history.
//!
//! A list belongs to an owner (a key prefix); its entries are keyed by the owner and the
//! entry's number (8 bytes, big-endian), and the first entry starts with the list's length, so
//! appending reads and writes at most two entries.

use super::backend::{Span, Tree};
use super::error::{StoreError, TxResult};
use super::kv::{u64_at, Kv};
use crate::table::GameId;

/// Ids per entry.
const PER_ENTRY: u64 = 32;

fn entry_key(owner: &[u8], entry: u64) -> Vec<u8> {
    let mut key = owner.to_vec();
    key.extend_from_slice(&entry.to_be_bytes());
    key
}

/// Appends `game` to `owner`'s list.
pub(super) fn push(tree: &impl Kv, owner: &[u8], game: GameId) -> TxResult<()> {
    let first = entry_key(owner, 0);
    let mut head = match tree.get(&first)? {
        Some(head) if head.len() >= 8 => head.to_vec(),
        // A damaged length starts again rather than blocking the game's end.
        _ => 0u64.to_be_bytes().to_vec(),
    };
    let len = u64_at(&head, 0);
    head[..8].copy_from_slice(&(len + 1).to_be_bytes());
    let entry = len / PER_ENTRY;
    if entry == 0 {
        head.extend_from_slice(&game.key());
        return tree.insert(first, head);
    }
    tree.insert(first, head)?;
    let at = entry_key(owner, entry);
    let mut games = tree.get(&at)?.map(|v| v.to_vec()).unwrap_or_default();
    games.extend_from_slice(&game.key());
    tree.insert(at, games)
}

/// The ids one entry holds, in the order they were appended, given its key and the length of
/// its owner's prefix.
pub(super) fn ids<'a>(key: &[u8], value: &'a [u8], owner_len: usize) -> &'a [u8] {
    if u64_at(key, owner_len) == 0 {
        value.get(8..).unwrap_or_default()
    } else {
        value
    }
}

fn game_ids(ids: &[u8]) -> impl DoubleEndedIterator<Item = GameId> + '_ {
    ids.chunks_exact(8).map(|id| GameId(u64_at(id, 0)))
}

/// Every list of `tree`, each in the order it was appended to: `(owner, ids)` entry by entry.
pub(super) fn every(
    tree: &Tree,
    owner_len: usize,
) -> impl Iterator<Item = Result<(Vec<u8>, Vec<GameId>), StoreError>> + '_ {
    tree.iter().map(move |item| {
        let (key, value) = item?;
        let owner = key.get(..owner_len).unwrap_or_default().to_vec();
        Ok((owner, game_ids(ids(&key, &value, owner_len)).collect()))
    })
}

/// `owner`'s list, the last appended first, read lazily.
pub(super) fn last_first(
    tree: &Tree,
    owner: &[u8],
) -> impl Iterator<Item = Result<GameId, StoreError>> {
    let owner_len = owner.len();
    tree.scan(Span::prefix(owner), true)
        .flat_map(move |item| -> Vec<Result<GameId, StoreError>> {
            match item {
                Ok((key, value)) => game_ids(ids(&key, &value, owner_len))
                    .rev()
                    .map(Ok)
                    .collect(),
                Err(e) => vec![Err(e)],
            }
        })
}
