//! Each person's ended games, in the order they ended, a few dozen an entry (see
//! [`super::id_lists`]) rather than an entry per game and person. The live games keep an
//! entry per person in `by_user` (see [`super::books`]); the write that ends a game moves
//! it here. A store written before keeps every ended game in `by_user`; [`migrate`] moves them
//! when it opens.

use super::backend::{Entry, Tree};
use super::error::{StoreError, TxResult};
use super::handle::Store;
use super::id_lists;
use super::kv::{u64_at, Kv, ENDED};
use super::marks::Mark;
use crate::table::GameId;

/// The stages of [`migrate`]: ended games copied here, then taken out of `by_user`.
const COPIED: u8 = 1;
pub(super) const DONE: u8 = 2;

/// Appends `game` to `user`'s ended games.
pub(super) fn append(tree: &impl Kv, user: u64, game: GameId) -> TxResult<()> {
    id_lists::push(tree, &user.to_be_bytes(), game)
}

/// `user`'s ended games, the last to end first, read lazily.
pub(super) fn last_first(
    tree: &Tree,
    user: u64,
) -> impl Iterator<Item = Result<GameId, StoreError>> {
    id_lists::last_first(tree, &user.to_be_bytes())
}

/// Moves the ended games of a store written before this index out of `by_user` (an upgrade
/// step, see [`super::upgrade`], its stages recorded by `mark`). Each
/// person's are copied in the order of their ids (the order they were opened: when they ended
/// was not kept), then taken out of `by_user`. Idempotent step by step, so a crash meanwhile
/// only repeats a step. Returns how many entries it moved, or `None` when there was nothing to do.
pub(super) fn migrate(store: &Store, mark: Mark) -> Result<Option<u64>, StoreError> {
    let version = mark.reached(&store.db)?;
    if version.is_none() && store.trees.games.first()?.is_none() {
        return Ok(None);
    }
    let ended = |item: Result<Entry, StoreError>| match item {
        Ok((key, flag)) => (flag.as_slice() == ENDED).then_some(Ok(key)),
        Err(e) => Some(Err(e)),
    };
    let mut moved = 0;
    if version != Some(COPIED) {
        store.trees.ended_by_user.clear()?;
        for key in store.trees.by_user.iter().filter_map(ended) {
            let key = key?;
            append(
                &store.trees.ended_by_user,
                u64_at(&key, 0),
                GameId(u64_at(&key, 8)),
            )?;
        }
        mark.record(&store.db, COPIED)?;
    }
    for key in store.trees.by_user.iter().filter_map(ended) {
        store.trees.by_user.remove(key?)?;
        moved += 1;
    }
    Ok(Some(moved))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::both_backends;

    both_backends! {
        async fn dozens_of_ended_games_share_an_entry_and_read_back_last_first(store: Store) {
        for game in 1..=70 {
            append(&store.trees.ended_by_user, 5, GameId(game)).unwrap();
            if game % 20 == 0 {
                append(&store.trees.ended_by_user, 6, GameId(game)).unwrap();
            }
        }
        let read = |user| {
            last_first(&store.trees.ended_by_user, user)
                .map(Result::unwrap)
                .collect::<Vec<_>>()
        };
        assert_eq!(read(5), (1..=70).rev().map(GameId).collect::<Vec<_>>());
        assert_eq!(read(6), vec![GameId(60), GameId(40), GameId(20)]);
        assert!(read(7).is_empty());
        // 70 games in 3 entries, 3 in 1.
        assert_eq!(store.trees.ended_by_user.len().unwrap(), 4);
    }}
}
