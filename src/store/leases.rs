//! Leases: which process does a game's work that no click causes (a turn timer that ran out,
//! an unused lobby, a table to post again, a computer's move) when several processes share one
//! store. A lease is held by one holder until a time. Taking it succeeds when it is free, lapsed
//! or already the taker's, in one transaction, so two processes never both hold it; a process
//! that dies stops renewing, its leases lapse, and another takes the work over.
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

impl Store {
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
