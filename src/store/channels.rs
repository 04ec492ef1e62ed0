//! Each channel's latest game: all a command needs of a channel's history, its live games having
//! an index of their own ([`super::active`]). One entry per channel rather than one per game ever
//! opened there, so the history costs nothing here. A store written before it kept a `by_channel`
//! entry for every game; [`migrate`] folds that into one entry per channel when it opens.

use super::backend::Tree;
use super::error::{StoreError, TxResult};
use super::handle::Store;
use super::kv::{u64_at, Kv};
use super::marks;
use crate::table::GameRecord;

/// The tree that held an entry for every game ever opened in a channel (channel then id).
pub(super) const HISTORY_TREE: &[u8] = b"by_channel";

/// Makes `new` its channel's latest game when it is the first write of the game in that
/// channel. Ids only grow, so a game written for the first time is the latest there.
pub(super) fn note(latest: &impl Kv, old: Option<&GameRecord>, new: &GameRecord) -> TxResult<()> {
    if old.is_some_and(|old| old.channel == new.channel) {
        return Ok(());
    }
    let key = new.channel.to_be_bytes();
    let later = latest
        .get(key)?
        .is_some_and(|game| u64_at(&game, 0) > new.id.0);
    if !later {
        latest.insert(key, new.id.key())?;
    }
    Ok(())
}

/// Folds a store's old per-game channel index into one entry per channel, then drops it (an
/// upgrade step, see [`super::upgrade`]). Idempotent until the old tree is dropped, so a crash meanwhile only repeats it. Returns how
/// many channels it found, or `None` when there was no old index.
pub(super) fn migrate(store: &Store) -> Result<Option<usize>, StoreError> {
    let Some(history) = history_tree(store)? else {
        return Ok(None);
    };
    let mut channels = 0;
    // In key order, so each channel's last entry, its latest game, is written last.
    for item in history.iter() {
        let (key, _) = item?;
        let (channel, game) = (u64_at(&key, 0), u64_at(&key, 8));
        let latest = &store.trees.latest_in_channel;
        channels += usize::from(latest.get(channel.to_be_bytes())?.is_none());
        latest.insert(channel.to_be_bytes(), game.to_be_bytes())?;
    }
    marks::drop_old(&store.db, HISTORY_TREE)?;
    Ok(Some(channels))
}

/// The old per-game channel index of a store written before [`migrate`], if it has one.
pub(super) fn history_tree(store: &Store) -> Result<Option<Tree>, StoreError> {
    marks::old_tree(&store.db, HISTORY_TREE)
}
