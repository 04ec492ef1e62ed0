//! Running the engines and the store from async handlers: CPU-heavy work on a core of its own,
//! and saves whose refusals come back in words.

use std::sync::LazyLock;

use tokio::sync::Semaphore;

use super::data::Data;
use crate::i18n::Text;
use crate::store::StoreError;
use crate::table::GameRecord;

/// Runs CPU-heavy work (engines, pictures) off the runtime's workers, at most one piece per
/// core at a time, first come first served. Under load this keeps each picture's time short and
/// memory bounded: a queue of clicks each waits its turn, rather than every click's pictures
/// being drawn at once, all slowly, each holding its own canvases.
pub(super) async fn heavy<T>(work: impl FnOnce() -> T) -> T {
    static CORES: LazyLock<Semaphore> = LazyLock::new(|| {
        Semaphore::new(std::thread::available_parallelism().map_or(1, |n| n.get()))
    });
    // The semaphore is never closed, so a permit always comes.
    let _core = CORES.acquire().await.ok();
    match tokio::runtime::Handle::try_current().map(|h| h.runtime_flavor()) {
        Ok(tokio::runtime::RuntimeFlavor::MultiThread) => tokio::task::block_in_place(work),
        _ => work(),
    }
}

/// Saves a record over the version it was read at; a refusal says why in words.
pub(super) async fn save(data: &Data, record: GameRecord) -> Result<GameRecord, Text> {
    match data.store.save(record).await {
        Ok(saved) => Ok(saved),
        Err(StoreError::Conflict { .. }) => Err(Text::OutOfDate),
        Err(e) => Err(storage_refusal(&e)),
    }
}

/// A storage failure in words, logged once here.
pub(super) fn storage_refusal(error: &StoreError) -> Text {
    match error {
        StoreError::Corrupt { id, reason } => {
            tracing::error!(game = %id, %reason, "unreadable game record left untouched");
            Text::CorruptRecord {
                game: id.to_string(),
            }
        }
        other => {
            tracing::error!(error = %other, "storage failure");
            Text::StorageFailed
        }
    }
}
