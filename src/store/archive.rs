//! Ended games stored in their archived form (see [`super::codec`]): a game is archived by the
//! write that ends it; a store written by an earlier release, whose ended games are plain JSON,
//! has them archived once when it opens ([`migrate`]).

use std::time::{Duration, Instant};

use super::codec::{archive, decode, is_archived};
use super::error::StoreError;
use super::handle::Store;

/// What archiving a store from an earlier release did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Archived {
    pub games: u64,
    pub bytes_before: u64,
    pub bytes_after: u64,
    pub elapsed: Duration,
}

/// Archives every ended game still stored as plain JSON (an upgrade step, see
/// [`super::upgrade`]): one pass over the records. Each record is swapped only if it is still
/// the bytes that were read (compare-and-swap), and its archived form is those very bytes
/// deflated, so it reads back exactly as before. A record that does not decode is left as it
/// is, for whoever reads it to name. Idempotent, so a crash meanwhile only repeats part of it. `None` when there was nothing to do.
pub(super) fn migrate(store: &Store) -> Result<Option<Archived>, StoreError> {
    let started = Instant::now();
    let mut done = Archived {
        games: 0,
        bytes_before: 0,
        bytes_after: 0,
        elapsed: Duration::ZERO,
    };
    for item in store.trees.games.iter() {
        let (key, bytes) = item?;
        if is_archived(&bytes) {
            continue;
        }
        let Ok(record) = decode(&bytes) else {
            continue;
        };
        if record.phase.is_active() {
            continue;
        }
        let archived = archive(&bytes);
        // Changed meanwhile (nothing else writes while a store opens): its writer archived it.
        if store
            .trees
            .games
            .compare_and_swap(&key, &bytes, &archived)?
        {
            done.games += 1;
            done.bytes_before += bytes.len() as u64;
            done.bytes_after += archived.len() as u64;
        }
    }
    done.elapsed = started.elapsed();
    Ok((done.games > 0).then_some(done))
}
