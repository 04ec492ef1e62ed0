//! Leases: which process does a game's work that no click causes (a turn timer that ran out,
//! an unused lobby, a table to post again, a computer's move) when several processes share one
//! store. A lease is held by one holder until a time. Taking it succeeds when it is free, lapsed
//! or already the taker's, in one transaction, so two processes never both hold it; a process
//! that dies stops renewing, its leases lapse, and another takes the work over.
//!
//! A game's *turn* is held the same way, for the few milliseconds a change takes from reading the
//! record to showing it in Discord, so that processes sharing the store change one game one at a
//! time, as a process's own lock does for its tasks ([`Store::take_turn`]).
//!
//! A sled store is held by one process (sled locks its folder), whose leases are always its own:
//! there the lease only costs a small write. Times are the caller's clock in seconds; processes
//! whose clocks disagree by less than a lease's length still never both hold one.

use super::error::StoreError;
use super::handle::Store;
use super::kv::{u64_at, Kv};
use crate::table::GameId;

/// A lease's entry: its holder, then the second it lapses, both big-endian.
fn entry(holder: u64, until: u64) -> [u8; 16] {
    let mut value = [0u8; 16];
    value[..8].copy_from_slice(&holder.to_be_bytes());
    value[8..].copy_from_slice(&until.to_be_bytes());
    value
}

/// The key of `game`'s turn, beside its background work's lease (the game's own key).
fn turn_key(game: GameId) -> [u8; 9] {
    let mut key = [b't'; 9];
    key[1..].copy_from_slice(&game.key());
    key
}

/// A turn's entry: the taking's token, the second it lapses (0 once given back) and the process
/// that took it, big-endian. The until sits where a lease's does, so lapsed turns are forgotten
/// with lapsed leases.
fn turn_entry(token: u64, until: u64, worker: u64) -> [u8; 24] {
    let mut value = [0u8; 24];
    value[..16].copy_from_slice(&entry(token, until));
    value[16..].copy_from_slice(&worker.to_be_bytes());
    value
}

/// A game's turn, taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn {
    /// Whether the process that took it was the last to hold it. When not (another process, or
    /// nobody known), what the taker remembers of the game's messages may be out of date.
    pub last_was_mine: bool,
}

impl Store {
    /// Takes `game`'s turn for `worker` until `now + secs`, under `token` (one per taking, so a
    /// late giving back of an earlier taking never frees a later one). `None` while another
    /// taking holds it: try again shortly.
    pub async fn take_turn(
        &self,
        game: GameId,
        worker: u64,
        token: u64,
        now: u64,
        secs: u64,
    ) -> Result<Option<Turn>, StoreError> {
        self.blocking(move |store| {
            store.db.transaction(&[&store.trees.leases], |trees| {
                let leases = &trees[0];
                let key = turn_key(game);
                let held = leases.get(key)?;
                let last = match &held {
                    Some(held) if held.len() == 24 => {
                        if u64_at(held, 0) != token && u64_at(held, 8) > now {
                            return Ok(None);
                        }
                        Some(u64_at(held, 16))
                    }
                    _ => None,
                };
                leases.insert(key, turn_entry(token, now.saturating_add(secs), worker))?;
                Ok(Some(Turn {
                    last_was_mine: last == Some(worker),
                }))
            })
        })
        .await
    }

    /// Gives `game`'s turn back, if `token`'s taking still holds it: free at once, with the
    /// process that held it remembered for the next taker.
    pub async fn give_back_turn(&self, game: GameId, token: u64) -> Result<(), StoreError> {
        self.blocking(move |store| {
            store.db.transaction(&[&store.trees.leases], |trees| {
                let leases = &trees[0];
                let key = turn_key(game);
                if let Some(held) = leases.get(key)? {
                    if held.len() == 24 && u64_at(&held, 0) == token {
                        leases.insert(key, turn_entry(token, 0, u64_at(&held, 16)))?;
                    }
                }
                Ok(())
            })
        })
        .await
    }

    /// Whether other processes may share this store (PostgreSQL), so that a game's turn must
    /// be taken in it; a sled store is one process's.
    pub fn is_shared(&self) -> bool {
        matches!(self.db, super::backend::Db::Postgres(_))
    }

    /// Takes (or renews) the lease on `game`'s background work for `holder` until `now + secs`.
    /// False when another holder has it past `now`: that holder does the work.
    pub async fn lease(
        &self,
        game: GameId,
        holder: u64,
        now: u64,
        secs: u64,
    ) -> Result<bool, StoreError> {
        self.blocking(move |store| {
            store.db.transaction(&[&store.trees.leases], |trees| {
                let leases = &trees[0];
                if let Some(held) = leases.get(game.key())? {
                    if u64_at(&held, 0) != holder && u64_at(&held, 8) > now {
                        return Ok(false);
                    }
                }
                leases.insert(game.key(), entry(holder, now.saturating_add(secs)))?;
                Ok(true)
            })
        })
        .await
    }

    /// Gives the lease on `game` back, if `holder` has it, so another process may take the work
    /// at once rather than when it lapses.
    pub async fn release(&self, game: GameId, holder: u64) -> Result<(), StoreError> {
        self.blocking(move |store| {
            store.db.transaction(&[&store.trees.leases], |trees| {
                let leases = &trees[0];
                if let Some(held) = leases.get(game.key())? {
                    if u64_at(&held, 0) == holder {
                        leases.remove(game.key())?;
                    }
                }
                Ok(())
            })
        })
        .await
    }

    /// Forgets the leases that lapsed before `now`, so the tree holds only work in hand (a
    /// lease is rarely given back: a timer's or a sweep's lapses). Returns how many.
    pub async fn forget_lapsed_leases(&self, now: u64) -> Result<usize, StoreError> {
        self.blocking(move |store| {
            let mut lapsed = Vec::new();
            for held in store.trees.leases.iter() {
                let (key, value) = held?;
                if u64_at(&value, 8) <= now {
                    lapsed.push(key);
                }
            }
            let mut forgotten = 0;
            for key in lapsed {
                // Taken again since the scan: keep it.
                let gone = store.db.transaction(&[&store.trees.leases], |trees| {
                    let leases = &trees[0];
                    match leases.get(&key)? {
                        Some(held) if u64_at(&held, 8) <= now => {
                            leases.remove(&key)?;
                            Ok(true)
                        }
                        _ => Ok(false),
                    }
                })?;
                forgotten += usize::from(gone);
            }
            Ok(forgotten)
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::testing::both_backends;

    both_backends! {
        async fn a_lease_has_one_holder_until_it_lapses(store: Store) {
        let game = GameId(42);
        assert!(store.lease(game, 1, 100, 30).await.unwrap());
        // Another process is refused while it runs, whoever asks first.
        assert!(!store.lease(game, 2, 129, 30).await.unwrap());
        // Its holder renews it.
        assert!(store.lease(game, 1, 120, 30).await.unwrap());
        assert!(!store.lease(game, 2, 149, 30).await.unwrap());
        // Lapsed, it goes to whoever asks; the old holder is then refused.
        assert!(store.lease(game, 2, 150, 30).await.unwrap());
        assert!(!store.lease(game, 1, 151, 30).await.unwrap());
        // Another game's lease is its own.
        assert!(store.lease(GameId(43), 1, 151, 30).await.unwrap());
    }}

    both_backends! {
        async fn a_lease_given_back_is_free_at_once_and_only_by_its_holder(store: Store) {
        let game = GameId(7);
        assert!(store.lease(game, 1, 100, 60).await.unwrap());
        store.release(game, 2).await.unwrap();
        assert!(!store.lease(game, 2, 101, 60).await.unwrap());
        store.release(game, 1).await.unwrap();
        assert!(store.lease(game, 2, 102, 60).await.unwrap());
    }}

    both_backends! {
        async fn lapsed_leases_are_forgotten_and_running_ones_kept(store: Store) {
        assert!(store.lease(GameId(1), 1, 100, 10).await.unwrap());
        assert!(store.lease(GameId(2), 1, 100, 60).await.unwrap());
        assert_eq!(store.forget_lapsed_leases(120).await.unwrap(), 1);
        assert_eq!(store.trees.leases.iter().count(), 1);
        assert!(!store.lease(GameId(2), 2, 120, 60).await.unwrap());
        assert!(store.lease(GameId(1), 2, 120, 60).await.unwrap());
    }}

    both_backends! {
        async fn a_turn_has_one_taker_and_tells_who_held_it_last(store: Store) {
        let game = GameId(9);
        // Never held: not known to be the taker's.
        let turn = store.take_turn(game, 1, 100, 50, 30).await.unwrap();
        assert_eq!(turn, Some(Turn { last_was_mine: false }));
        // Another taking waits, even of the same process; the background lease is apart.
        assert_eq!(store.take_turn(game, 2, 200, 51, 30).await.unwrap(), None);
        assert_eq!(store.take_turn(game, 1, 101, 51, 30).await.unwrap(), None);
        assert!(store.lease(game, 2, 51, 60).await.unwrap());
        // Given back by another token: still held.
        store.give_back_turn(game, 200).await.unwrap();
        assert_eq!(store.take_turn(game, 2, 200, 52, 30).await.unwrap(), None);
        // Given back: free at once, and its last holder known.
        store.give_back_turn(game, 100).await.unwrap();
        let turn = store.take_turn(game, 1, 102, 52, 30).await.unwrap();
        assert_eq!(turn, Some(Turn { last_was_mine: true }));
        store.give_back_turn(game, 102).await.unwrap();
        let turn = store.take_turn(game, 2, 201, 53, 30).await.unwrap();
        assert_eq!(turn, Some(Turn { last_was_mine: false }));
        // A taker that died: its turn lapses, and is forgotten with the lapsed leases.
        let turn = store.take_turn(game, 1, 103, 83, 30).await.unwrap();
        assert_eq!(turn, Some(Turn { last_was_mine: false }));
        store.give_back_turn(game, 103).await.unwrap();
        assert_eq!(store.forget_lapsed_leases(84).await.unwrap(), 1);
        let turn = store.take_turn(game, 1, 104, 84, 30).await.unwrap();
        assert_eq!(turn, Some(Turn { last_was_mine: false }), "forgotten");
    }}

    /// Many holders asking at once from threads of their own: exactly one gets it.
    #[test]
    fn holders_racing_for_a_lease_leave_exactly_one() {
        for store in [
            Store::temporary().unwrap(),
            crate::store::testing::postgres_store(),
        ] {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(4)
                .enable_all()
                .build()
                .unwrap();
            let won: usize = runtime.block_on(async {
                let tries: Vec<_> = (1..=8u64)
                    .map(|holder| {
                        let store = store.clone();
                        tokio::spawn(async move { store.lease(GameId(5), holder, 100, 60).await })
                    })
                    .collect();
                let mut won = 0;
                for attempt in tries {
                    won += usize::from(attempt.await.unwrap().unwrap());
                }
                won
            });
            assert_eq!(won, 1);
        }
    }
}
