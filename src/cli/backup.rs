//! `vitrail backup DIR` and `vitrail restore DIR`: the store's folder comes from the
//! configuration (`data_dir`, `VITRAIL_DATA_DIR`), no token needed.
//!
//! A backup is taken by the running bot when there is one (it holds the store: see
//! `store/control.rs`), else straight from the stopped store. A restore needs the bot stopped.

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
    /// `running bot` when the bot took the copy, `stopped store` when this command did.
    pub by: &'static str,
    pub dir: PathBuf,
    #[serde(flatten)]
    pub report: BackupReport,
}

/// What `vitrail restore` prints.
#[derive(Debug, Serialize)]
pub struct Restored {
    pub data_dir: PathBuf,
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
    let (backup, moved) =
        Store::restore(&args.dir, &store.data_dir, args.replace).map_err(|e| e.to_string())?;
    Ok(Restored {
        data_dir: store.data_dir,
        replaced_store_moved_to: moved,
        backup,
    })
}
