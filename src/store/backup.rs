//! Backups: a consistent copy of the whole store, taken while the bot runs, and bringing one
//! back while it is stopped.
//!
//! sled has no snapshot that spans its trees, and a move writes several trees in one
//! transaction, so a copy walking the trees while moves land could keep half of one (the record
//! without its statistics). Every write therefore holds the store's write gate shared, and a
//! backup holds it alone while it copies: moves wait for the copy (their clicks are acknowledged
//! meanwhile), and the copy is exactly the store between two writes.
//!
//! A backup is a folder with the copy, itself a sled store (`store/`), and `backup.json`,
//! written last: a folder without it is an interrupted backup, which restore refuses.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::backend::{Db, Entry, Tree};
use super::error::StoreError;
use super::handle::{Store, ID_FLOOR_KEY};
use super::open::open_waiting;
use super::postgres::Postgres;
use super::trees::name as tree_name;

/// The copy inside a backup folder.
const STORE_DIR: &str = "store";
/// What a backup holds, written once the copy is complete and on disk.
const MANIFEST: &str = "backup.json";
/// Entries written to the copy at a time.
const BATCH: usize = 4_096;

/// What a backup or a restore copied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupReport {
    /// Seconds since 1970 when the copy was taken.
    pub taken_at: u64,
    /// Every game stored, live or ended.
    pub games: u64,
    /// Lobbies and running games.
    pub live_games: u64,
    /// Every entry of every tree (records, indexes, statistics, ratings, settings).
    pub entries: u64,
    /// How long the store's writes waited for the copy, in milliseconds.
    pub paused_ms: u64,
    /// The release that wrote it.
    pub version: String,
}

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("{0} already exists and is not empty: back up into a new folder")]
    NotEmpty(PathBuf),
    #[error(
        "{0} is not a complete backup (no {MANIFEST}: it was interrupted, or is another folder)"
    )]
    Incomplete(PathBuf),
    #[error("cannot read {path}: {reason}")]
    Unreadable { path: PathBuf, reason: String },
    #[error(
        "the data directory {0} holds a store: stop the bot, then move it away or pass --replace"
    )]
    InUse(PathBuf),
    #[error(
        "the database holds a store: stop every bot using it, then pass --replace to delete it"
    )]
    DatabaseInUse,
    #[error("cannot use {path}: {reason}")]
    Io { path: PathBuf, reason: String },
    #[error(transparent)]
    Store(#[from] StoreError),
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> BackupError + '_ {
    move |e| BackupError::Io {
        path: path.to_path_buf(),
        reason: e.to_string(),
    }
}

fn is_empty_or_absent(dir: &Path) -> Result<bool, BackupError> {
    match std::fs::read_dir(dir) {
        Ok(mut entries) => Ok(entries.next().is_none()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(true),
        Err(e) => Err(io(dir)(e)),
    }
}

fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A store written by a copy: flushed by the copy itself, with no flusher thread, whose
/// lingering reference would keep the folder locked for a moment after it is closed.
fn unflushed(dir: &Path) -> Result<sled::Db, StoreError> {
    Ok(open_waiting(
        &sled::Config::new().path(dir).flush_every_ms(None),
    )?)
}

/// How many entries a copy wrote, in all and in the trees a report names.
#[derive(Default)]
struct Copied {
    entries: u64,
    games: u64,
    live: u64,
}

/// Calls `each` with every tree of `from` and its entries, a batch at a time (at least one
/// batch a tree, so empty trees are copied too). From PostgreSQL, everything is read in one
/// REPEATABLE READ transaction: the database at one instant, while the bots go on writing.
fn each_batch(
    from: &Db,
    mut each: impl FnMut(&[u8], Vec<Entry>) -> Result<(), StoreError>,
) -> Result<(), StoreError> {
    match from {
        Db::Postgres(pg) => pg.snapshot(|tx| tx.each_page(&mut each)),
        Db::Sled(_) => {
            for name in from.tree_names()? {
                let mut batch = Vec::new();
                for item in from.open_tree(&name)?.iter() {
                    batch.push(item?);
                    if batch.len() == BATCH {
                        each(&name, std::mem::take(&mut batch))?;
                    }
                }
                each(&name, batch)?;
            }
            Ok(())
        }
    }
}

/// Copies every tree of `from` into `to`, a batch at a time.
fn copy_trees(from: &Db, to: &Db) -> Result<Copied, StoreError> {
    let mut copied = Copied::default();
    let mut target: Option<(Vec<u8>, Tree)> = None;
    each_batch(from, |name, batch| {
        let tree = match &target {
            Some((open, tree)) if open == name => tree,
            _ => &target.insert((name.to_vec(), to.open_tree(name)?)).1,
        };
        tree.insert_all(&batch)?;
        let entries = batch.len() as u64;
        if name == tree_name::games.as_bytes() {
            copied.games += entries;
        } else if name == tree_name::active.as_bytes() {
            copied.live += entries;
        }
        copied.entries += entries;
        Ok(())
    })?;
    to.flush()?;
    Ok(copied)
}

impl Store {
    /// Copies the whole store into the new folder `dir`, consistently, while the bot may be
    /// running: writes wait meanwhile (see the module's comment). Blocking: call it off the
    /// async workers.
    pub fn backup_to(&self, dir: &Path) -> Result<BackupReport, BackupError> {
        if !is_empty_or_absent(dir)? {
            return Err(BackupError::NotEmpty(dir.to_path_buf()));
        }
        std::fs::create_dir_all(dir).map_err(io(dir))?;
        let copy_dir = dir.join(STORE_DIR);
        let copy = unflushed(&copy_dir)?;
        let (copied, paused_ms, taken_at) = {
            let started = std::time::Instant::now();
            // A poisoned gate only means a writer panicked; the store itself is whole. From
            // PostgreSQL, the copy's own transaction is the consistency, and writes go on.
            let _alone = match self.db {
                Db::Sled(_) => Some(self.gate.write().unwrap_or_else(|e| e.into_inner())),
                Db::Postgres(_) => None,
            };
            let taken_at = now();
            let copied = copy_trees(&self.db, &Db::Sled(copy.clone()))?;
            // The copy hands out ids after every id this store has handed out (written after
            // the trees, whose default one may hold an older floor).
            let floor = self.new_id()?.0;
            copy.insert(ID_FLOOR_KEY, &floor.to_be_bytes())
                .map_err(StoreError::from)?;
            copy.flush().map_err(StoreError::from)?;
            (copied, started.elapsed().as_millis() as u64, taken_at)
        };
        let report = BackupReport {
            taken_at,
            games: copied.games,
            live_games: copied.live,
            entries: copied.entries,
            paused_ms,
            version: env!("CARGO_PKG_VERSION").to_string(),
        };
        drop(copy);
        write_manifest(dir, &report)?;
        Ok(report)
    }

    /// Brings the backup in `backup` back as the store in `data_dir`, which must be empty or
    /// absent, or (with `replace`) is first moved aside to `<data_dir>.before-restore-<time>`.
    /// The bot must be stopped: a store in use is refused. Returns the backup's report and
    /// where the replaced store went.
    pub fn restore(
        backup: &Path,
        data_dir: &Path,
        replace: bool,
    ) -> Result<(BackupReport, Option<PathBuf>), BackupError> {
        let report = read_manifest(backup)?;
        let mut moved = None;
        if !is_empty_or_absent(data_dir)? {
            if !replace {
                return Err(BackupError::InUse(data_dir.to_path_buf()));
            }
            // Opening it proves no bot holds it (sled locks its folder).
            drop(
                open_waiting(&sled::Config::new().path(data_dir)).map_err(|e| BackupError::Io {
                    path: data_dir.to_path_buf(),
                    reason: format!("{e} (is the bot still running?)"),
                })?,
            );
            let mut aside = data_dir.as_os_str().to_owned();
            aside.push(format!(".before-restore-{}", now()));
            let aside = PathBuf::from(aside);
            std::fs::rename(data_dir, &aside).map_err(io(data_dir))?;
            moved = Some(aside);
        }
        let source = open_waiting(&sled::Config::new().path(backup.join(STORE_DIR)))
            .map_err(StoreError::from)?;
        let target = unflushed(data_dir)?;
        copy_trees(&Db::Sled(source), &Db::Sled(target.clone()))?;
        // Opened as the bot will, so a damaged copy shows now rather than at its start-up.
        drop(Store::from_db(target)?);
        Ok((report, moved))
    }

    /// Brings the backup in `backup` back as the store in the PostgreSQL database at `url`,
    /// which must hold no store, or (with `replace`) has its store deleted first. Every bot
    /// using the database must be stopped (nothing here can tell).
    pub fn restore_to_postgres(
        backup: &Path,
        url: &str,
        replace: bool,
    ) -> Result<BackupReport, BackupError> {
        let report = read_manifest(backup)?;
        let pg = Postgres::connect(url)?;
        if pg.transaction(|tx| tx.holds_entries())? {
            if !replace {
                return Err(BackupError::DatabaseInUse);
            }
            pg.transaction(|tx| tx.wipe())?;
        }
        let source = open_waiting(&sled::Config::new().path(backup.join(STORE_DIR)))
            .map_err(StoreError::from)?;
        copy_trees(&Db::Sled(source), &Db::Postgres(pg.clone()))?;
        // Opened as the bot will, so a damaged copy shows now rather than at its start-up.
        drop(Store::from_db(pg)?);
        Ok(report)
    }
}

fn write_manifest(dir: &Path, report: &BackupReport) -> Result<(), BackupError> {
    let path = dir.join(MANIFEST);
    let text = serde_json::to_string_pretty(report).map_err(|e| BackupError::Io {
        path: path.clone(),
        reason: e.to_string(),
    })?;
    // Written beside, then renamed: a manifest is whole or absent.
    let partial = dir.join(format!("{MANIFEST}.partial"));
    std::fs::write(&partial, text).map_err(io(&partial))?;
    std::fs::rename(&partial, &path).map_err(io(&path))
}

/// The report of the complete backup in `dir`.
pub fn read_manifest(dir: &Path) -> Result<BackupReport, BackupError> {
    let path = dir.join(MANIFEST);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(BackupError::Incomplete(dir.to_path_buf()))
        }
        Err(e) => return Err(io(&path)(e)),
    };
    serde_json::from_str(&text).map_err(|e| BackupError::Unreadable {
        path,
        reason: e.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::i18n::Locale;
    use crate::store::UserSettings;
    use crate::table::{GameId, GameRecord, Phase, Place, SeatHolder, SeatResult};

    fn game(store: &Store, channel: u64) -> GameRecord {
        let place = Place { guild: 1, channel };
        let mut rec = GameRecord::new_lobby(
            store.new_id().unwrap(),
            GameKind::Uzory.default_options(),
            place,
            100,
            2,
            Locale::En,
            0,
        );
        rec.seats = vec![
            SeatHolder::Human { user: 100 },
            SeatHolder::Human { user: 200 },
        ];
        rec.phase = Phase::Playing;
        rec
    }

    fn finished(mut rec: GameRecord) -> GameRecord {
        rec.phase = Phase::Finished;
        // Seat 0 won with 30 points, seat 1 came second with 20.
        rec.result = Some(SeatResult::ranked(&[1, 2], |rank| {
            40 - 10 * i32::from(rank)
        }));
        rec
    }

    /// Fills `store` with a finished game, a running one with a table message (returned) and a
    /// person's settings: a little of everything a backup carries.
    async fn fill(store: &Store) -> GameRecord {
        let done = game(store, 10);
        store.create(&done).await.unwrap();
        store.save(finished(done)).await.unwrap();
        let running = game(store, 11);
        store.create(&running).await.unwrap();
        let settings = UserSettings {
            palette: crate::present::kit::Palette::HighContrast,
        };
        store.save_user_settings(200, settings).await.unwrap();
        store
            .remember_table_message(running.id, 555, &["**Alice**: took two".into()])
            .await
            .unwrap();
        running
    }

    /// Everything a person sees of a store: its games, statistics, ratings and settings.
    fn contents(store: &Store) -> String {
        let mut out = String::new();
        for item in store.trees.games.iter() {
            let (key, _) = item.unwrap();
            let id = GameId(crate::store::kv::u64_at(&key, 0));
            out += &format!("{:?}\n", store.load(id).unwrap());
        }
        for user in [100, 200] {
            out += &format!("{:?}\n", store.player_stats(1, user).unwrap());
            out += &format!("{:?}\n", store.user_settings(user).unwrap());
        }
        out += &format!("{:?}\n", store.stored_ratings().unwrap());
        out += &format!("{:?}\n", store.live_games_now().unwrap());
        out += &format!("{:?}\n", store.game_counts().unwrap());
        out
    }

    #[tokio::test]
    async fn a_sled_store_is_copied_into_postgres_and_back_and_plays_on() {
        let data = tempfile::tempdir().unwrap();
        let store = Store::open(data.path()).unwrap();
        let running = fill(&store).await;
        let in_sled = contents(&store);
        let out = tempfile::tempdir().unwrap();
        let from_sled = out.path().join("from-sled");
        let report = store.backup_to(&from_sled).unwrap();

        // Into PostgreSQL: every game, standing, rating and setting as it was.
        let url = crate::store::pg_server::new_database().unwrap();
        assert_eq!(
            Store::restore_to_postgres(&from_sled, &url, false).unwrap(),
            report
        );
        let pg = Store::open_postgres(&url).unwrap();
        assert_eq!(contents(&pg), in_sled);
        // It plays on there, its new ids after the copied ones.
        pg.save(running.clone()).await.unwrap();
        assert_eq!(pg.load(running.id).unwrap().map(|r| r.moves), Some(1));
        let newer = game(&pg, 12);
        assert!(newer.id > running.id);
        pg.create(&newer).await.unwrap();
        // A database holding a store is only replaced when asked.
        assert!(matches!(
            Store::restore_to_postgres(&from_sled, &url, false),
            Err(BackupError::DatabaseInUse)
        ));

        // And back: a backup of PostgreSQL, the same format, restores into sled.
        let from_pg = out.path().join("from-pg");
        let report = pg.backup_to(&from_pg).unwrap();
        assert_eq!((report.games, report.live_games), (3, 2));
        let again = tempfile::tempdir().unwrap();
        Store::restore(&from_pg, again.path(), false).unwrap();
        let back = Store::open(again.path()).unwrap();
        assert_eq!(contents(&back), contents(&pg));
        assert!(back.new_id().unwrap() > newer.id);

        drop(pg);
        Store::restore_to_postgres(&from_sled, &url, true).unwrap();
        let replaced = Store::open_postgres(&url).unwrap();
        assert_eq!(contents(&replaced), in_sled);
        assert_eq!(replaced.load(newer.id).unwrap(), None);
    }

    #[tokio::test]
    async fn a_backup_restores_every_game_rating_and_statistic() {
        let data = tempfile::tempdir().unwrap();
        let store = Store::open(data.path()).unwrap();
        let running = fill(&store).await;

        let out = tempfile::tempdir().unwrap();
        let dir = out.path().join("b");
        let report = store.backup_to(&dir).unwrap();
        assert_eq!((report.games, report.live_games), (2, 1));
        let at_backup = contents(&store);
        // A second backup into the same folder is refused: it never mixes two copies.
        assert!(matches!(
            store.backup_to(&dir),
            Err(BackupError::NotEmpty(_))
        ));

        // Play on: the running game ends, another starts.
        let mut later = store.load(running.id).unwrap().unwrap();
        later.updated_at = 99;
        store.save(finished(later)).await.unwrap();
        store.create(&game(&store, 12)).await.unwrap();
        let last_id = store.new_id().unwrap();
        drop(store);

        // The store in use is refused, then replaced and kept aside.
        assert!(matches!(
            Store::restore(&dir, data.path(), false),
            Err(BackupError::InUse(_))
        ));
        let (restored, moved) = Store::restore(&dir, data.path(), true).unwrap();
        assert_eq!(restored, report);
        let moved = moved.unwrap();
        assert!(moved.join("db").exists() || moved.join("conf").exists());

        let store = Store::open(data.path()).unwrap();
        assert_eq!(contents(&store), at_backup);
        let live = store.load(running.id).unwrap().unwrap();
        assert_eq!(live.table_message, Some(555));
        assert_eq!(live.table_lines, ["**Alice**: took two"]);
        // New games never take an id the store handed out before.
        assert!(store.new_id().unwrap() > last_id);
        // And the restored store plays on.
        let next = store.load(running.id).unwrap().unwrap();
        store.save(finished(next)).await.unwrap();
        assert_eq!(store.player_stats(1, 100).unwrap()[0].1.played, 2);
    }

    #[test]
    fn an_interrupted_backup_is_not_restored() {
        let out = tempfile::tempdir().unwrap();
        let data = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(out.path().join(STORE_DIR)).unwrap();
        assert!(matches!(
            Store::restore(out.path(), &data.path().join("new"), false),
            Err(BackupError::Incomplete(_))
        ));
    }

    /// Games finish one after another while backups are taken: each backup holds every game's
    /// end with its statistics and its rating, or neither.
    #[test]
    fn a_backup_never_holds_half_a_move() {
        let data = tempfile::tempdir().unwrap();
        let store = Store::open(data.path()).unwrap();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .build()
            .unwrap();
        let writer = {
            let store = store.clone();
            runtime.spawn(async move {
                for _ in 0..150 {
                    let rec = game(&store, 10);
                    store.create(&rec).await.unwrap();
                    store.save(finished(rec)).await.unwrap();
                }
            })
        };
        let out = tempfile::tempdir().unwrap();
        let mut dirs = Vec::new();
        for n in 0..8 {
            let dir = out.path().join(format!("b{n}"));
            store.backup_to(&dir).unwrap();
            dirs.push(dir);
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        runtime.block_on(writer).unwrap();
        // The copies are read once the writes are over: while the store is busy, sled's
        // background threads can hold a copy's folder lock in this process for many seconds.
        let mut seen = Vec::new();
        for (n, dir) in dirs.iter().enumerate() {
            let copy = Store::open(&dir.join(STORE_DIR)).unwrap();
            let mut ended = 0;
            for item in copy.trees.games.iter() {
                let (_, bytes) = item.unwrap();
                ended += u32::from(super::super::decode(&bytes).unwrap().phase == Phase::Finished);
            }
            let played = copy
                .player_stats(1, 200)
                .unwrap()
                .first()
                .map_or(0, |s| s.1.played);
            assert_eq!(played, ended, "backup {n}");
            assert_eq!(
                copy.rebuild_ratings().unwrap(),
                copy.stored_ratings().unwrap()
            );
            assert_eq!(
                copy.live_games_now().unwrap().len() as u64,
                copy.game_counts()
                    .unwrap()
                    .iter()
                    .map(|c| c.2 as u64)
                    .sum::<u64>()
            );
            seen.push(ended);
        }
        assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
    }
}

/// How long a backup holds the writes, for docs/operations.md: `cargo test --release --lib
/// backup_pause -- --ignored --nocapture`. Prints figures, asserts none.
#[cfg(test)]
mod figures {
    use super::*;
    use crate::table::GameId;

    #[test]
    #[ignore = "a measurement: run by hand"]
    fn backup_pause() {
        let data = tempfile::tempdir().unwrap();
        let store = Store::open(data.path()).unwrap();
        let (games, size) = (20_000u64, 12_000usize);
        let record = vec![b'x'; size];
        for id in 1..=games {
            store
                .trees
                .games
                .insert(GameId(id).key(), record.as_slice())
                .unwrap();
        }
        store.db.flush().unwrap();
        let out = tempfile::tempdir().unwrap();
        let report = store.backup_to(&out.path().join("b")).unwrap();
        let mib = (games as f64) * size as f64 / 1_048_576.0;
        println!(
            "backup: games={games} record_bytes={size} store_mib={mib:.0} paused_ms={} mib_per_s={:.0}",
            report.paused_ms,
            mib / (report.paused_ms.max(1) as f64 / 1000.0)
        );
    }
}
