//! Opening a store: its folder (waiting for a lock another handle is still releasing), its
//! trees, then the upgrades of a store from an earlier release.

use std::path::Path;
use std::sync::Arc;

use super::backend::Db;
use super::error::StoreError;
use super::handle::{Store, ID_FLOOR_KEY};
use super::kv::u64_at;
use super::trees::Trees;
use super::upgrade;

/// sled's page cache unless configured (`cache_mb`), in MiB: sled's own default, 1 GiB, is
/// more than a small server has.
pub const DEFAULT_CACHE_MB: u64 = 64;

/// How long opening waits for a folder another handle in this process is still releasing (on a
/// busy machine sled's releasing thread has been seen to take more than 2 s).
const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(10);
const LOCK_RETRY: std::time::Duration = std::time::Duration::from_millis(20);

/// Opens a sled folder, waiting up to `LOCK_WAIT` for its lock. sled unlocks its folder from
/// a background thread a moment after the last handle of it is dropped: a store reopened in
/// the same process (a restore, tests) waits for that.
pub(crate) fn open_waiting(config: &sled::Config) -> sled::Result<sled::Db> {
    let started = std::time::Instant::now();
    loop {
        match config.open() {
            Err(sled::Error::Io(e)) if is_locked(&e) && started.elapsed() < LOCK_WAIT => {
                std::thread::sleep(LOCK_RETRY);
            }
            opened => return opened,
        }
    }
}

/// Whether opening failed on the folder's lock. sled 0.34 reports it as an error of kind
/// `Other` whose text names the lock (the `WouldBlock` underneath is only in that text).
fn is_locked(e: &std::io::Error) -> bool {
    e.kind() == std::io::ErrorKind::WouldBlock || e.to_string().contains("could not acquire lock")
}

impl Store {
    /// Opens (or creates) the store in `dir` with the default cache.
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        Self::open_with_cache(dir, DEFAULT_CACHE_MB)
    }

    /// Opens (or creates) the store in `dir`, its page cache held to about `cache_mb` MiB.
    pub fn open_with_cache(dir: &Path, cache_mb: u64) -> Result<Store, StoreError> {
        let config = sled::Config::new()
            .path(dir)
            .cache_capacity(cache_mb.saturating_mul(1024 * 1024));
        let store = Self::from_db(open_waiting(&config)?)?;
        // sled lets one process hold its folder: a lease found here is a stopped process's.
        store.trees.leases.clear()?;
        Ok(store)
    }

    /// A store that lives in memory and vanishes when dropped, for tests.
    pub fn temporary() -> Result<Store, StoreError> {
        Self::from_db(sled::Config::new().temporary(true).open()?)
    }

    /// Opens (or creates) the store the configuration names: in the PostgreSQL database
    /// `database` when there is one, else in sled in `dir` with a cache of `cache_mb` MiB.
    pub fn open_configured(
        dir: &Path,
        cache_mb: u64,
        database: Option<&str>,
    ) -> Result<Store, StoreError> {
        match database {
            Some(url) => Self::open_postgres(url),
            None => Self::open_with_cache(dir, cache_mb),
        }
    }

    /// Opens (or creates) the store in the PostgreSQL database at `url`
    /// (`postgres://user@host/db`).
    pub fn open_postgres(url: &str) -> Result<Store, StoreError> {
        Self::from_db(super::postgres::Postgres::connect(url)?)
    }

    /// The store in `db`, upgraded if an earlier release wrote it.
    pub(super) fn from_db(db: impl Into<Db>) -> Result<Store, StoreError> {
        let db = db.into();
        let store = Store {
            trees: Trees::open(&db)?,
            flushing: Arc::default(),
            gate: Arc::default(),
            id_floor: db.get(ID_FLOOR_KEY)?.map_or(0, |v| u64_at(&v, 0)),
            db,
        };
        upgrade::run(&store)?;
        Ok(store)
    }
}
