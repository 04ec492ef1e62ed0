//! Stopping cleanly: Ctrl-C or SIGTERM (what `docker stop` and orchestrators send) closes the
//! gateway so no new click arrives, lets the clicks in hand finish, and makes the store durable
//! before the process exits with success.

use std::time::Duration;

use super::data::Locks;
use crate::store::Store;

/// How long the clicks in hand may take to finish; Docker's default grace before SIGKILL is 10 s.
const GRACE: Duration = Duration::from_secs(8);

/// Resolves when the process is asked to stop (SIGINT or, on Unix, SIGTERM).
pub async fn requested() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = terminate.recv() => {}
                }
                return;
            }
            Err(e) => tracing::warn!(error = %e, "cannot listen for SIGTERM; Ctrl-C only"),
        }
    }
    if tokio::signal::ctrl_c().await.is_err() {
        // No way to be told to stop: serve until killed.
        std::future::pending::<()>().await;
    }
}

/// Waits for every click in hand to finish (each holds its game's or channel's lock while it
/// changes anything) and flushes the store. Returns whether everything finished within the grace.
pub async fn drain(locks: &Locks, store: &Store) -> bool {
    let finished = tokio::time::timeout(GRACE, locks.wait_idle()).await.is_ok();
    if !finished {
        tracing::warn!("clicks still in hand after the grace period; stopping anyway");
    }
    match store.flush_now().await {
        Ok(()) => finished,
        Err(e) => {
            tracing::error!(error = %e, "cannot flush the store while stopping");
            false
        }
    }
}
