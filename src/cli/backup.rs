//! `vitrail backup DIR` and `vitrail restore DIR`: the store comes from the configuration
//! (`store`, else sled in `data_dir`), no token needed.
//!
//! From sled, a backup is taken by the running bot when there is one (it holds the store: see
//! `store/control.rs`), else straight from the stopped store; from PostgreSQL, always straight
//! from the database, bots running or not. A restore needs every bot stopped.

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::config::{Config, StoreConfig};
use crate::store::control::{request_backup, Asked};
use crate::store::{BackupReport, Store};

/// The arguments of both commands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Args {
    /// The backup folder.
    pub dir: PathBuf,
    pub config: Option<PathBuf>,
    /// Restore only: move a store already in the data directory aside.
    pub replace: bool,
}

/// What `vitrail backup` prints.
#[derive(Debug, Serialize)]
pub struct Backed {
    /// `running bot` when the bot took the copy, `stopped store` when this command did from
    /// sled, `postgres snapshot` when it did from PostgreSQL.
    pub by: &'static str,
    pub dir: PathBuf,
    #[serde(flatten)]
    pub report: BackupReport,
}

/// What `vitrail restore` prints.
#[derive(Debug, Serialize)]
pub struct Restored {
    /// The data directory the sled store is in now; none for PostgreSQL.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data_dir: Option<PathBuf>,
    /// Whether the store went into PostgreSQL (never its URL, which may hold a password).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub into_postgres: bool,
    /// Where the store that was there went (`--replace`).
    pub replaced_store_moved_to: Option<PathBuf>,
    pub backup: BackupReport,
}

fn store_config(args: &Args) -> Result<StoreConfig, String> {
    let path = args
        .config
        .clone()
        .or_else(|| std::env::var_os("VITRAIL_CONFIG").map(PathBuf::from));
    Config::load_store(path.as_deref(), &|key| std::env::var(key).ok()).map_err(|e| e.to_string())
}

fn absolute(dir: &Path) -> Result<PathBuf, String> {
    std::path::absolute(dir).map_err(|e| format!("cannot resolve {}: {e}", dir.display()))
}

/// Backs the store up into the new folder `args.dir`.
pub fn backup(args: &Args) -> Result<Backed, String> {
    let store = store_config(args)?;
    // The running bot writes where it stands: tell it the whole path.
    let dir = absolute(&args.dir)?;
    if let Some(url) = &store.database {
        let opened = Store::open_postgres(url)
            .map_err(|e| format!("cannot open the store in PostgreSQL: {e}"))?;
        let report = opened.backup_to(&dir).map_err(|e| e.to_string())?;
        return Ok(Backed {
            by: "postgres snapshot",
            dir,
            report,
        });
    }
    match request_backup(&store.data_dir, &dir).map_err(|e| e.to_string())? {
        Asked::Done(report) => Ok(Backed {
            by: "running bot",
            dir,
            report,
        }),
        Asked::Refused(why) => Err(format!("the running bot could not back up: {why}")),
        Asked::NobodyListens => {
            if !store.data_dir.is_dir() {
                return Err(format!("no store in {}", store.data_dir.display()));
            }
            let opened = Store::open_with_cache(&store.data_dir, store.cache_mb).map_err(|e| {
                format!(
                    "cannot open the store in {} ({e}); if a bot runs on it, it is a release \
                     without backups: stop it first",
                    store.data_dir.display()
                )
            })?;
            let report = opened.backup_to(&dir).map_err(|e| e.to_string())?;
            Ok(Backed {
                by: "stopped store",
                dir,
                report,
            })
        }
    }
}

/// Brings the backup in `args.dir` back into the data directory; the bot must be stopped.
pub fn restore(args: &Args) -> Result<Restored, String> {
    let store = store_config(args)?;
    if let Some(url) = &store.database {
        let backup =
            Store::restore_to_postgres(&args.dir, url, args.replace).map_err(|e| e.to_string())?;
        return Ok(Restored {
            data_dir: None,
            into_postgres: true,
            replaced_store_moved_to: None,
            backup,
        });
    }
    let (backup, moved) =
        Store::restore(&args.dir, &store.data_dir, args.replace).map_err(|e| e.to_string())?;
    Ok(Restored {
        data_dir: Some(store.data_dir),
        into_postgres: false,
        replaced_store_moved_to: moved,
        backup,
    })
}
