//! The store as the rest of the bot holds it: its trees, and how work on them is run (on a
//! blocking thread, past the write gate, flushed before anybody is answered).

use std::sync::Arc;

use super::backend::Db;
use super::error::StoreError;
use super::trees::Trees;
use crate::table::GameId;

#[derive(Clone)]
pub struct Store {
    pub(super) db: Db,
    pub(super) trees: Trees,
    /// Held while flushing: see [`Store::flush`].
    pub(super) flushing: Arc<tokio::sync::Mutex<()>>,
    /// Held shared by every write and alone by a backup's copy (see [`super::backup`]).
    pub(super) gate: Arc<std::sync::RwLock<()>>,
    /// Ids start above this: a store restored from a backup hands out ids after the backup's.
    pub(super) id_floor: u64,
}

/// The key in the default tree of the floor of new ids (see [`Store::new_id`]).
pub(super) const ID_FLOOR_KEY: &[u8] = b"id-floor";

impl Store {
    /// A fresh, never reused id.
    pub fn new_id(&self) -> Result<GameId, StoreError> {
        // sled ids start at 0; keep 0 out so ids are always non-zero.
        Ok(GameId(self.id_floor + self.db.generate_id()? + 1))
    }

    /// Runs a write on a blocking thread: a transaction waits while a flush writes to disk
    /// (or a backup copies), and must not hold up the runtime's few workers meanwhile.
    pub(super) async fn blocking<T: Send + 'static>(
        &self,
        work: impl FnOnce(Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.reading(move |store| {
            // A poisoned gate only means a writer panicked; the store itself is whole.
            let _shared = store.gate.read().unwrap_or_else(|e| e.into_inner());
            work(store.clone())
        })
        .await
    }

    /// Runs storage work that writes nothing on a blocking thread.
    pub(super) async fn reading<T: Send + 'static>(
        &self,
        work: impl FnOnce(Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let store = self.clone();
        tokio::task::spawn_blocking(move || work(store))
            .await
            .map_err(|e| StoreError::Storage(format!("storage task failed: {e}")))?
    }

    /// Whether the store takes a write (the health probe): one small entry of its own, flushed.
    pub async fn probe(&self) -> Result<(), StoreError> {
        // Past the write gate: a backup in progress must not make the bot look dead, and
        // whichever value the copy keeps does not matter.
        self.reading(|store| {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            store.db.insert(b"health-probe", now.to_be_bytes())?;
            Ok(())
        })
        .await?;
        self.flush().await
    }

    /// Makes every committed write durable (when the bot stops; every write already flushes).
    pub async fn flush_now(&self) -> Result<(), StoreError> {
        self.flush().await
    }

    /// Makes every committed write durable before the caller answers anybody. One blocking
    /// flush at a time: sled 0.34's `flush_async` deadlocks when many run at once (sled#1308;
    /// our load test hit it at 40 games), and a flush covers every write committed before it,
    /// so whoever waited here usually finds their write already on disk.
    pub(super) async fn flush(&self) -> Result<(), StoreError> {
        let started = std::time::Instant::now();
        let _one = self.flushing.lock().await;
        let flushed = self.reading(|store| store.db.flush().map(drop)).await;
        crate::metrics::store_write(started.elapsed());
        flushed
    }
}
