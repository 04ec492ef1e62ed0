//! Games in sled: one record per game, indexes by channel and by user.
//!
//! sled keeps bookkeeping in memory for every page of every tree (a leaf holds at most 16
//! entries), whatever its cache, so what stays for a finished game is few entries: its record,
//! its share of each person's list of ended games and of its server's rating log
//! ([`id_lists`]), and each person's standing, updated in place. Nothing stays per game in a
//! channel ([`channels`]).
//!
//! Every write is a compare-and-swap on the record's move counter inside a transaction that
//! also updates the indexes, and is flushed to disk before the caller answers anybody. A record
//! that does not decode is reported and never overwritten.

mod active;
mod archive;
mod backup;
mod bulk;
mod channels;
mod codec;
pub mod control;
mod id_lists;
mod played;
mod ratings;
mod settings;
mod standings;
mod stats;
mod upgrade;

use std::path::Path;
use std::sync::Arc;

use sled::transaction::{ConflictableTransactionError, TransactionError, TransactionalTree};
use sled::Transactional;

pub use active::{LiveGame, LiveState};
pub use backup::{read_manifest, BackupError, BackupReport};
pub use codec::{archive, decode, encode, encode_stored, is_archived, DecodeError, SCHEMA_VERSION};
pub use ratings::RatingTable;
pub use settings::UserSettings;
pub use stats::{rank as rank_leaderboard, PlayerStats};

use crate::games::GameKind;
use crate::table::rating::Rated;
use crate::table::{GameId, GameRecord, Phase};

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum StoreError {
    #[error("storage failure: {0}")]
    Storage(String),
    #[error("record of game {id} cannot be read: {reason}")]
    Corrupt { id: GameId, reason: DecodeError },
    #[error("game {id} changed meanwhile (expected move {expected}, found {found})")]
    Conflict {
        id: GameId,
        expected: u64,
        found: u64,
    },
    #[error("game {0} already exists")]
    Exists(GameId),
    #[error("game {0} does not exist")]
    NotFound(GameId),
}

impl From<sled::Error> for StoreError {
    fn from(e: sled::Error) -> Self {
        StoreError::Storage(e.to_string())
    }
}

impl From<TransactionError<StoreError>> for StoreError {
    fn from(e: TransactionError<StoreError>) -> Self {
        match e {
            TransactionError::Abort(e) => e,
            TransactionError::Storage(e) => e.into(),
        }
    }
}

/// A write outside any transaction (a migration, the bulk import) that ran the transactions'
/// bookkeeping code.
impl From<ConflictableTransactionError<StoreError>> for StoreError {
    fn from(e: ConflictableTransactionError<StoreError>) -> Self {
        match e {
            ConflictableTransactionError::Abort(e) => e,
            other => StoreError::Storage(format!("{other:?}")),
        }
    }
}

type TxResult<T> = Result<T, ConflictableTransactionError<StoreError>>;

/// What the writes' bookkeeping (indexes, statistics, ratings, the live index) reads and
/// writes: a tree inside a transaction for the bot, or [`bulk`]'s tree in memory for the
/// history benchmark's builder, so both run the same code.
trait Kv {
    fn get<K: AsRef<[u8]>>(&self, key: K) -> TxResult<Option<sled::IVec>>;
    fn insert<K, V>(&self, key: K, value: V) -> TxResult<()>
    where
        K: AsRef<[u8]> + Into<sled::IVec>,
        V: Into<sled::IVec>;
    fn remove<K: AsRef<[u8]> + Into<sled::IVec>>(&self, key: K) -> TxResult<()>;
}

/// A tree outside any transaction: for the migrations at open, when nothing else writes.
impl Kv for sled::Tree {
    fn get<K: AsRef<[u8]>>(&self, key: K) -> TxResult<Option<sled::IVec>> {
        sled::Tree::get(self, key).or_else(|e| abort(e.into()))
    }
    fn insert<K, V>(&self, key: K, value: V) -> TxResult<()>
    where
        K: AsRef<[u8]> + Into<sled::IVec>,
        V: Into<sled::IVec>,
    {
        sled::Tree::insert(self, key, value).or_else(|e| abort(e.into()))?;
        Ok(())
    }
    fn remove<K: AsRef<[u8]> + Into<sled::IVec>>(&self, key: K) -> TxResult<()> {
        sled::Tree::remove(self, key).or_else(|e| abort(e.into()))?;
        Ok(())
    }
}

impl Kv for TransactionalTree {
    fn get<K: AsRef<[u8]>>(&self, key: K) -> TxResult<Option<sled::IVec>> {
        Ok(TransactionalTree::get(self, key)?)
    }
    fn insert<K, V>(&self, key: K, value: V) -> TxResult<()>
    where
        K: AsRef<[u8]> + Into<sled::IVec>,
        V: Into<sled::IVec>,
    {
        TransactionalTree::insert(self, key, value)?;
        Ok(())
    }
    fn remove<K: AsRef<[u8]> + Into<sled::IVec>>(&self, key: K) -> TxResult<()> {
        TransactionalTree::remove(self, key)?;
        Ok(())
    }
}

const ACTIVE: &[u8] = &[1];
const ENDED: &[u8] = &[0];

#[derive(Clone)]
pub struct Store {
    db: sled::Db,
    games: sled::Tree,
    /// Each channel's latest game (see [`channels`]).
    latest_in_channel: sled::Tree,
    /// The live games of each person: person then id.
    by_user: sled::Tree,
    /// Each person's ended games (see [`played`]).
    ended_by_user: sled::Tree,
    /// Running games by turn deadline: `at` then id, both big-endian, so a range scan finds the
    /// due ones.
    deadlines: sled::Tree,
    /// Each player's rating and statistics per server and game (see [`standings`]).
    standings: sled::Tree,
    /// Which message is a running game's live table: written after the move that posted it,
    /// beside the record rather than as a second write of the whole record.
    table_messages: sled::Tree,
    /// The log of rated games in the order they were rated (see [`ratings`]).
    rated: sled::Tree,
    /// Each person's settings (see [`settings`]).
    settings: sled::Tree,
    /// Games whose table waits for Discord (`bot/held.rs`), so a restarted bot posts it again:
    /// id, then whether its channel is gone.
    held: sled::Tree,
    /// The live games and their counts by kind and state (see [`active`]).
    active: sled::Tree,
    live_by_channel: sled::Tree,
    game_counts: sled::Tree,
    /// The hash of the command definitions last registered, by application and place (see
    /// `bot/registration.rs`).
    registered_commands: sled::Tree,
    /// Held while flushing: see [`Store::flush`].
    flushing: Arc<tokio::sync::Mutex<()>>,
    /// Held shared by every write and alone by a backup's copy (see [`backup`]).
    gate: Arc<std::sync::RwLock<()>>,
    /// Ids start above this: a store restored from a backup hands out ids after the backup's.
    id_floor: u64,
}

/// The key in the default tree of the floor of new ids (see [`Store::new_id`]).
const ID_FLOOR_KEY: &[u8] = b"id-floor";

/// A game of a person's, and whether it is still live (a lobby or being played).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IndexEntry {
    pub game: GameId,
    pub active: bool,
}

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
        Self::from_db(open_waiting(&config)?)
    }

    /// A store that lives in memory and vanishes when dropped, for tests.
    pub fn temporary() -> Result<Store, StoreError> {
        Self::from_db(sled::Config::new().temporary(true).open()?)
    }

    fn from_db(db: sled::Db) -> Result<Store, StoreError> {
        let store = Store {
            games: db.open_tree("games")?,
            latest_in_channel: db.open_tree("latest_in_channel")?,
            by_user: db.open_tree("by_user")?,
            ended_by_user: db.open_tree("ended_by_user")?,
            deadlines: db.open_tree("deadlines")?,
            standings: db.open_tree("standings")?,
            table_messages: db.open_tree("table_messages")?,
            rated: db.open_tree("rated_log")?,
            settings: db.open_tree("settings")?,
            held: db.open_tree("held")?,
            active: db.open_tree("active")?,
            live_by_channel: db.open_tree("live_by_channel")?,
            game_counts: db.open_tree("game_counts")?,
            registered_commands: db.open_tree("registered_commands")?,
            flushing: Arc::default(),
            gate: Arc::default(),
            id_floor: db.get(ID_FLOOR_KEY)?.map_or(0, |v| u64_at(&v, 0)),
            db,
        };
        if let Some(live) = active::migrate(&store)? {
            tracing::info!(
                live,
                "indexed the live games of a store from an earlier release"
            );
        }
        if let Some(channels) = channels::migrate(&store)? {
            tracing::info!(
                channels,
                "kept only each channel's latest game of a store from an earlier release"
            );
        }
        if let Some(entries) = played::migrate(&store)? {
            tracing::info!(
                entries,
                "listed each person's ended games together, for a store from an earlier release"
            );
        }
        if let Some(standings) = standings::migrate(&store)? {
            tracing::info!(
                standings,
                "joined the statistics and ratings of a store from an earlier release"
            );
        }
        if let Some(games) = ratings::migrate(&store)? {
            tracing::info!(
                games,
                "chunked the rating log of a store from an earlier release"
            );
        }
        if let Some(archived) = archive::migrate(&store)? {
            tracing::info!(
                games = archived.games,
                seconds = archived.elapsed.as_secs_f64(),
                bytes_before = archived.bytes_before,
                bytes_after = archived.bytes_after,
                "archived the ended games of a store from an earlier release"
            );
        }
        Ok(store)
    }

    /// A fresh, never reused id.
    pub fn new_id(&self) -> Result<GameId, StoreError> {
        // sled ids start at 0; keep 0 out so ids are always non-zero.
        Ok(GameId(self.id_floor + self.db.generate_id()? + 1))
    }

    pub fn load(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let Some(bytes) = self.games.get(id.key())? else {
            return Ok(None);
        };
        let mut record = decode(&bytes).map_err(|reason| StoreError::Corrupt { id, reason })?;
        if let Some(entry) = self.table_messages.get(id.key())? {
            record.table_message = Some(u64_at(&entry, 0));
            // Lines follow the id as JSON (entries written before them are the id alone); lines
            // that do not read are only a shorter log, never a reason to refuse the game.
            record.table_lines = entry
                .get(8..)
                .filter(|lines| !lines.is_empty())
                .and_then(|lines| serde_json::from_slice(lines).ok())
                .unwrap_or_default();
        }
        Ok(Some(record))
    }

    /// Remembers `message` as the live table message of `game`, with the log `lines` it has
    /// shown in place so far, leaving the record and every drawn button as they are: a small
    /// entry beside the record instead of a second write of the whole record (no decode, no
    /// encode, no transaction), flushed like every write.
    pub async fn remember_table_message(
        &self,
        game: GameId,
        message: u64,
        lines: &[String],
    ) -> Result<(), StoreError> {
        let mut entry = message.to_be_bytes().to_vec();
        if !lines.is_empty() {
            // A Vec<String> always encodes.
            entry.extend(serde_json::to_vec(lines).unwrap_or_default());
        }
        self.blocking(move |store| {
            store.table_messages.insert(game.key(), entry)?;
            Ok(())
        })
        .await?;
        self.flush().await
    }

    /// The hash of the command definitions last registered under `scope` (an application and
    /// a place), if any.
    pub fn registered_commands(&self, scope: &str) -> Result<Option<u64>, StoreError> {
        Ok(self
            .registered_commands
            .get(scope.as_bytes())?
            .map(|hash| u64_at(&hash, 0)))
    }

    /// Remembers that the definitions hashing to `hash` are registered under `scope`.
    pub async fn remember_registered_commands(
        &self,
        scope: String,
        hash: u64,
    ) -> Result<(), StoreError> {
        self.blocking(move |store| {
            store
                .registered_commands
                .insert(scope.as_bytes(), &hash.to_be_bytes())?;
            Ok(())
        })
        .await?;
        self.flush().await
    }

    /// Marks `game` as waiting for Discord to take its table (`channel_gone` when its channel
    /// was deleted), durably: a restarted bot posts the table again.
    pub async fn mark_held(&self, game: GameId, channel_gone: bool) -> Result<(), StoreError> {
        self.blocking(move |store| {
            store.held.insert(game.key(), &[u8::from(channel_gone)])?;
            Ok(())
        })
        .await?;
        self.flush().await
    }

    /// Ends the mark of [`Store::mark_held`]. Not flushed: a mark that outlives a crash only
    /// posts a table once more.
    pub fn unmark_held(&self, game: GameId) -> Result<(), StoreError> {
        self.held.remove(game.key())?;
        Ok(())
    }

    /// The games marked held, with whether their channel is gone.
    pub fn held_games(&self) -> Result<Vec<(GameId, bool)>, StoreError> {
        self.held
            .iter()
            .map(|item| {
                let (key, value) = item?;
                Ok((GameId(u64_at(&key, 0)), value.first() == Some(&1)))
            })
            .collect()
    }

    /// Stores a new game with its indexes.
    pub async fn create(&self, record: &GameRecord) -> Result<(), StoreError> {
        let (id, record) = (record.id, record.clone());
        self.blocking(move |store| {
            let bytes = encode_stored(&record);
            let trees = (
                &store.games,
                &store.latest_in_channel,
                &store.by_user,
                &store.ended_by_user,
                &store.deadlines,
                &store.active,
                &store.live_by_channel,
                &store.game_counts,
            );
            trees.transaction(
                |(games, latest, users, ended, deadlines, active, live, counts)| {
                    if games.get(id.key())?.is_some() {
                        return abort(StoreError::Exists(id));
                    }
                    games.insert(&id.key(), bytes.as_slice())?;
                    let live = active::Live {
                        active,
                        by_channel: live,
                        counts,
                    };
                    active::track(live, None, &record)?;
                    write_indexes(latest, users, ended, deadlines, None, &record)
                },
            )?;
            Ok(())
        })
        .await?;
        self.flush().await
    }

    /// Writes `record` over the stored version whose move counter is `record.moves`, bumping the
    /// counter. Returns the record as stored.
    pub async fn save(&self, mut record: GameRecord) -> Result<GameRecord, StoreError> {
        let expected = record.moves;
        record.moves = expected + 1;
        self.write(record, expected).await
    }

    /// Writes bookkeeping that leaves every drawn button valid (a turn reminder, a rematch link)
    /// over the stored version with the same move counter, without bumping it.
    pub async fn save_quiet(&self, record: GameRecord) -> Result<GameRecord, StoreError> {
        let expected = record.moves;
        self.write(record, expected).await
    }

    async fn write(&self, record: GameRecord, expected: u64) -> Result<GameRecord, StoreError> {
        let id = record.id;
        let record = self
            .blocking(move |store| {
                // An ended game is archived by the write that ends it (see [`codec`]), deflated
                // here, off the async workers.
                let bytes = encode_stored(&record);
                let trees = (
                    &store.games,
                    &store.latest_in_channel,
                    &store.by_user,
                    &store.ended_by_user,
                    &store.deadlines,
                    &store.standings,
                    &store.rated,
                    &store.active,
                    &store.live_by_channel,
                    &store.game_counts,
                );
                trees.transaction(|trees| {
                    let (
                        games,
                        latest,
                        users,
                        ended,
                        deadlines,
                        standings,
                        rated,
                        active,
                        live,
                        counts,
                    ) = trees;
                    let Some(current) = games.get(id.key())? else {
                        return abort(StoreError::NotFound(id));
                    };
                    let old = match decode(&current) {
                        Ok(old) => old,
                        Err(reason) => return abort(StoreError::Corrupt { id, reason }),
                    };
                    if old.moves != expected {
                        return abort(StoreError::Conflict {
                            id,
                            expected,
                            found: old.moves,
                        });
                    }
                    games.insert(&id.key(), bytes.as_slice())?;
                    stats::count_finish(standings, &old, &record)?;
                    ratings::rate_finish(standings, rated, &old, &record)?;
                    let live = active::Live {
                        active,
                        by_channel: live,
                        counts,
                    };
                    active::track(live, Some(&old), &record)?;
                    write_indexes(latest, users, ended, deadlines, Some(&old), &record)
                })?;
                Ok(record)
            })
            .await?;
        self.flush().await?;
        Ok(record)
    }

    /// Runs a write on a blocking thread: a transaction waits while a flush writes to disk
    /// (or a backup copies), and must not hold up the runtime's few workers meanwhile.
    async fn blocking<T: Send + 'static>(
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
    async fn reading<T: Send + 'static>(
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
            store.db.insert(b"health-probe", &now.to_be_bytes())?;
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
    async fn flush(&self) -> Result<(), StoreError> {
        let started = std::time::Instant::now();
        let _one = self.flushing.lock().await;
        let flushed = self.reading(|store| Ok(store.db.flush().map(drop)?)).await;
        crate::metrics::store_write(started.elapsed());
        flushed
    }

    /// The live games of a channel (usually one), oldest first: never its history.
    pub fn channel_live_games(&self, channel: u64) -> Result<Vec<GameId>, StoreError> {
        self.live_by_channel
            .scan_prefix(channel.to_be_bytes())
            .map(|item| Ok(GameId(u64_at(&item?.0, 8))))
            .collect()
    }

    /// The latest game opened in a channel, without walking its history.
    pub fn latest_channel_game(&self, channel: u64) -> Result<Option<GameId>, StoreError> {
        Ok(self
            .latest_in_channel
            .get(channel.to_be_bytes())?
            .map(|game| GameId(u64_at(&game, 0))))
    }

    /// A user's games, read lazily, whoever wants a few stopping early: their live games,
    /// newest first, then their ended games, the last to end first.
    pub fn user_games_newest_first(
        &self,
        user: u64,
    ) -> impl Iterator<Item = Result<IndexEntry, StoreError>> {
        let live = self
            .by_user
            .scan_prefix(user.to_be_bytes())
            .rev()
            .map(|item| {
                let (key, value) = item?;
                Ok(IndexEntry {
                    game: GameId(u64_at(&key, 8)),
                    active: value.as_ref() == ACTIVE,
                })
            });
        let ended = played::last_first(&self.ended_by_user, user).map(|game| {
            Ok(IndexEntry {
                game: game?,
                active: false,
            })
        });
        live.chain(ended)
    }

    /// Every game a user has been seated in: the order of [`Store::user_games_newest_first`],
    /// reversed.
    pub fn user_games(&self, user: u64) -> Result<Vec<IndexEntry>, StoreError> {
        let mut games = self
            .user_games_newest_first(user)
            .collect::<Result<Vec<_>, _>>()?;
        games.reverse();
        Ok(games)
    }

    /// Every game still in a lobby or being played, oldest first: a walk of the live games'
    /// index only, on a blocking thread.
    pub async fn active_games(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(self
            .live_games()
            .await?
            .into_iter()
            .map(|game| game.id)
            .collect())
    }

    /// What the periodic work needs to know of every live game, without loading a record.
    pub async fn live_games(&self) -> Result<Vec<LiveGame>, StoreError> {
        self.reading(|store| store.live_games_now()).await
    }

    /// [`Store::live_games`] for code that is not async (tools, tests).
    pub fn live_games_now(&self) -> Result<Vec<LiveGame>, StoreError> {
        self.active
            .iter()
            .map(|item| {
                let (key, value) = item?;
                Ok(active::decode_entry(&key, &value))
            })
            .collect()
    }

    /// How many lobbies and running games there are of each kind: counters kept by every
    /// write, a handful of entries whatever the history.
    pub fn game_counts(&self) -> Result<Vec<(GameKind, LiveState, i64)>, StoreError> {
        let mut counts = Vec::new();
        for item in self.game_counts.iter() {
            let (key, value) = item?;
            counts.extend(active::decode_count(&key, &value));
        }
        Ok(counts)
    }

    /// Running games whose turn deadline is at or before `now`, most overdue first.
    pub fn due(&self, now: u64) -> Result<Vec<GameId>, StoreError> {
        let end = deadline_key(now, GameId(u64::MAX));
        self.deadlines
            .range(..=end)
            .map(|item| {
                let (key, _) = item?;
                Ok(GameId(u64_at(&key, 8)))
            })
            .collect()
    }

    /// One person's statistics in one server, for every game they have finished there.
    pub fn player_stats(
        &self,
        guild: u64,
        user: u64,
    ) -> Result<Vec<(GameKind, PlayerStats)>, StoreError> {
        let mut out = Vec::new();
        for kind in GameKind::ALL {
            let key = standings::key(guild, kind, Rated::Person(user));
            if let Some(bytes) = self.standings.get(key)? {
                out.extend(
                    stats::stats_of(&standings::Standing::decode(&bytes)).map(|s| (kind, s)),
                );
            }
        }
        Ok(out)
    }

    /// Everybody's statistics at one game in one server, best first.
    pub fn leaderboard(
        &self,
        guild: u64,
        kind: GameKind,
    ) -> Result<Vec<(u64, PlayerStats)>, StoreError> {
        let mut board = self
            .standings
            .scan_prefix(standings::prefix(guild, kind))
            .filter_map(|item| match item {
                Ok((key, value)) => {
                    let stats = stats::stats_of(&standings::Standing::decode(&value))?;
                    match standings::who_of(&key)? {
                        Rated::Person(user) => Some(Ok((user, stats))),
                        Rated::Computer(_) => None,
                    }
                }
                Err(e) => Some(Err(e.into())),
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        stats::rank(&mut board);
        Ok(board)
    }

    /// The number of stored games (all phases). Reads every record (sled counts by walking):
    /// for tools and tests, never for the bot's periodic work.
    pub fn game_count(&self) -> usize {
        self.games.len()
    }

    /// Every stored game's id, in the order they were opened. Walks every record: for tools
    /// and tests, never for the bot.
    #[doc(hidden)]
    pub fn every_game(&self) -> impl Iterator<Item = Result<GameId, StoreError>> {
        self.games
            .iter()
            .keys()
            .map(|key| Ok(GameId(u64_at(&key?, 0))))
    }

    /// Writes `records` as the bot would have left them, without flushing and in one
    /// transaction: each new game with its indexes and, if finished, its statistics and ratings
    /// counted as the write that finished it would. Only for building big stores quickly (the
    /// history benchmark); the bot creates and saves games one at a time.
    #[doc(hidden)]
    pub fn import_for_bench(&self, records: &[GameRecord]) -> Result<(), StoreError> {
        let _shared = self.gate.read().unwrap_or_else(|e| e.into_inner());
        let encoded: Vec<Vec<u8>> = records.iter().map(encode_stored).collect();
        let trees = (
            &self.games,
            &self.latest_in_channel,
            &self.by_user,
            &self.ended_by_user,
            &self.deadlines,
            &self.standings,
            &self.rated,
            &self.active,
            &self.live_by_channel,
            &self.game_counts,
        );
        trees.transaction(|trees| {
            let (games, latest, users, ended, deadlines, standings, rated, active, live, counts) =
                trees;
            for (record, bytes) in records.iter().zip(&encoded) {
                if games.get(record.id.key())?.is_some() {
                    return abort(StoreError::Exists(record.id));
                }
                games.insert(&record.id.key(), bytes.as_slice())?;
                let playing = GameRecord {
                    phase: Phase::Playing,
                    ..record.clone()
                };
                stats::count_finish(standings, &playing, record)?;
                ratings::rate_finish(standings, rated, &playing, record)?;
                let live_trees = active::Live {
                    active,
                    by_channel: live,
                    counts,
                };
                active::track(live_trees, None, record)?;
                write_indexes(latest, users, ended, deadlines, None, record)?;
            }
            Ok(())
        })?;
        Ok(())
    }

    /// Writes raw bytes for a game, bypassing every check, as the whole truth about it (no live
    /// table message remembered beside): only for tests of damaged and old records.
    #[doc(hidden)]
    pub fn put_raw_for_tests(&self, id: GameId, bytes: &[u8]) -> Result<(), StoreError> {
        self.games.insert(id.key(), bytes)?;
        self.table_messages.remove(id.key())?;
        self.db.flush()?;
        Ok(())
    }

    /// Reads raw bytes, for tests that check a damaged record was left alone.
    #[doc(hidden)]
    pub fn raw(&self, id: GameId) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.games.get(id.key())?.map(|v| v.to_vec()))
    }
}

fn abort<T>(e: StoreError) -> TxResult<T> {
    Err(ConflictableTransactionError::Abort(e))
}

fn index_key(owner: u64, game: GameId) -> [u8; 16] {
    let mut key = [0u8; 16];
    key[..8].copy_from_slice(&owner.to_be_bytes());
    key[8..].copy_from_slice(&game.key());
    key
}

fn deadline_key(at: u64, game: GameId) -> [u8; 16] {
    index_key(at, game)
}

fn u64_at(key: &[u8], at: usize) -> u64 {
    let mut bytes = [0u8; 8];
    if let Some(part) = key.get(at..at + 8) {
        bytes.copy_from_slice(part);
    }
    u64::from_be_bytes(bytes)
}

/// The deadline index entry a record should have: running games with a deadline only.
fn indexed_deadline(record: &GameRecord) -> Option<[u8; 16]> {
    match (&record.phase, record.deadline) {
        (Phase::Playing, Some(d)) => Some(deadline_key(d.at, record.id)),
        _ => None,
    }
}

fn write_indexes(
    latest_in_channel: &impl Kv,
    users: &impl Kv,
    ended: &impl Kv,
    deadlines: &impl Kv,
    old: Option<&GameRecord>,
    new: &GameRecord,
) -> TxResult<()> {
    if let Some(key) = old.and_then(indexed_deadline) {
        deadlines.remove(&key)?;
    }
    if let Some(key) = indexed_deadline(new) {
        deadlines.insert(&key, &[])?;
    }
    channels::note(latest_in_channel, old, new)?;
    // A person has an entry of their own per live game; the write that ends a game moves it to
    // their ended games. Only entries that change are written: most moves change none, and each
    // entry written is a page of a big tree touched.
    let was_live = old.filter(|old| old.phase.is_active());
    let live = new.phase.is_active();
    let seated: std::collections::BTreeSet<u64> = new.humans().collect();
    if let Some(old) = was_live {
        for user in old.humans().filter(|u| !live || !seated.contains(u)) {
            users.remove(&index_key(user, new.id))?;
        }
    }
    if live {
        for user in seated
            .iter()
            .filter(|u| !was_live.is_some_and(|o| o.is_seated(**u)))
        {
            users.insert(&index_key(*user, new.id), ACTIVE)?;
        }
    } else if old.is_none() || was_live.is_some() {
        for user in &seated {
            played::append(ended, *user, new.id)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::games::GameKind;
    use crate::i18n::Locale;
    use crate::table::{Deadline, Place, SeatHolder, SeatResult, StandIn};

    #[tokio::test]
    async fn held_marks_are_kept_until_ended() {
        let store = Store::temporary().unwrap();
        store.mark_held(GameId(7), false).await.unwrap();
        store.mark_held(GameId(9), true).await.unwrap();
        assert_eq!(
            store.held_games().unwrap(),
            vec![(GameId(7), false), (GameId(9), true)]
        );
        store.unmark_held(GameId(7)).unwrap();
        assert_eq!(store.held_games().unwrap(), vec![(GameId(9), true)]);
    }

    #[tokio::test]
    async fn the_table_message_is_remembered_with_the_lines_it_shows() {
        let store = Store::temporary().unwrap();
        let rec = lobby(&store, 10, 100);
        store.create(&rec).await.unwrap();
        let lines = vec!["**Alice**: took two".to_string(), "**Bob**: passed".into()];
        store
            .remember_table_message(rec.id, 42, &lines)
            .await
            .unwrap();
        let loaded = store.load(rec.id).unwrap().unwrap();
        assert_eq!(
            (loaded.table_message, loaded.table_lines),
            (Some(42), lines)
        );
        // A new message starts with no lines; an entry written before lines existed (the id
        // alone) and one whose lines do not read both load with none.
        store.remember_table_message(rec.id, 43, &[]).await.unwrap();
        let loaded = store.load(rec.id).unwrap().unwrap();
        assert_eq!(
            (loaded.table_message, loaded.table_lines),
            (Some(43), vec![])
        );
        let mut damaged = 44u64.to_be_bytes().to_vec();
        damaged.extend(b"[\"half");
        store.table_messages.insert(rec.id.key(), damaged).unwrap();
        let loaded = store.load(rec.id).unwrap().unwrap();
        assert_eq!(
            (loaded.table_message, loaded.table_lines),
            (Some(44), vec![])
        );
    }

    fn lobby(store: &Store, channel: u64, host: u64) -> GameRecord {
        let place = Place { guild: 1, channel };
        let options = GameKind::Uzory.default_options();
        GameRecord::new_lobby(
            store.new_id().unwrap(),
            options,
            place,
            host,
            4,
            Locale::En,
            0,
        )
    }

    #[tokio::test]
    async fn create_load_save_and_index() {
        let store = Store::temporary().unwrap();
        let mut rec = lobby(&store, 10, 100);
        store.create(&rec).await.unwrap();
        assert!(matches!(
            store.create(&rec).await,
            Err(StoreError::Exists(_))
        ));
        assert_eq!(store.load(rec.id).unwrap(), Some(rec.clone()));

        rec.seats.push(SeatHolder::Human { user: 200 });
        let saved = store.save(rec.clone()).await.unwrap();
        assert_eq!(saved.moves, 1);
        assert_eq!(store.user_games(200).unwrap().len(), 1);

        // Leaving removes the user index; ending takes the game off its channel's live games,
        // and it stays the channel's latest.
        let mut next = saved.clone();
        next.seats.retain(|s| s.user() != Some(200));
        next.seats.push(SeatHolder::Computer {
            level: AiLevel::Easy,
        });
        next.phase = Phase::Cancelled { by: 100 };
        let saved = store.save(next).await.unwrap();
        assert!(store.user_games(200).unwrap().is_empty());
        assert!(store.channel_live_games(10).unwrap().is_empty());
        assert_eq!(store.latest_channel_game(10).unwrap(), Some(saved.id));
        assert!(!store.user_games(100).unwrap()[0].active);
        assert_eq!(store.latest_channel_game(11).unwrap(), None);

        // A newer game in the channel is its latest, whatever the older one writes after it.
        let newer = lobby(&store, 10, 300);
        store.create(&newer).await.unwrap();
        let mut older = saved;
        older.updated_at += 1;
        store.save_quiet(older).await.unwrap();
        assert_eq!(store.latest_channel_game(10).unwrap(), Some(newer.id));
        assert_eq!(store.channel_live_games(10).unwrap(), vec![newer.id]);
    }

    #[test]
    fn the_statistics_and_ratings_of_a_store_from_before_are_joined_when_it_opens() {
        let dir = tempfile::tempdir().unwrap();
        drop(Store::open(dir.path()).unwrap());
        let rating = |mu| crate::table::rating::Rating {
            mu,
            sigma: 5.0,
            played: 2,
            wins: 1,
        };
        let stats = |total| PlayerStats {
            played: 2,
            wins: 1,
            left: 0,
            total,
            best: Some(total as i32 / 2),
        };
        let kind = GameKind::Sagrada;
        let hard = Rated::Computer(AiLevel::Hard);
        {
            // As the release before wrote them, the mark of standings aside.
            let db = open_waiting(&sled::Config::new().path(dir.path())).unwrap();
            db.remove(standings::VERSION_KEY).unwrap();
            let ratings_tree = db.open_tree(standings::RATINGS_TREE).unwrap();
            let stats_tree = db.open_tree(standings::STATS_TREE).unwrap();
            for (who, mu) in [(Rated::Person(10), 30.0), (hard, 20.0)] {
                // The rating's layout then and now: version 1, then mu, sigma, played, wins.
                let r = rating(mu);
                let mut value = vec![1u8];
                value.extend(r.mu.to_bits().to_be_bytes());
                value.extend(r.sigma.to_bits().to_be_bytes());
                value.extend(r.played.to_be_bytes());
                value.extend(r.wins.to_be_bytes());
                ratings_tree
                    .insert(standings::key(1, kind, who), value)
                    .unwrap();
            }
            for (user, total) in [(10u64, 90i64), (20, 40)] {
                let mut key = 1u64.to_be_bytes().to_vec();
                key.push(kind.code());
                key.extend(user.to_be_bytes());
                stats_tree
                    .insert(key, serde_json::to_vec(&stats(total)).unwrap())
                    .unwrap();
            }
            db.flush().unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.player_stats(1, 10).unwrap(), vec![(kind, stats(90))]);
        assert_eq!(
            store.person_ratings(1, 10).unwrap(),
            vec![(kind, rating(30.0))]
        );
        assert_eq!(store.player_stats(1, 20).unwrap(), vec![(kind, stats(40))]);
        assert!(store.person_ratings(1, 20).unwrap().is_empty());
        let board = store.rating_board(1, kind).unwrap();
        assert_eq!(
            board,
            vec![(Rated::Person(10), rating(30.0)), (hard, rating(20.0))]
        );
        let leaders: Vec<u64> = store
            .leaderboard(1, kind)
            .unwrap()
            .iter()
            .map(|r| r.0)
            .collect();
        assert_eq!(leaders, vec![10, 20]);
        assert_eq!(store.standings.len(), 3);
        let names = store.db.tree_names();
        assert!(!names
            .iter()
            .any(|n| n == standings::STATS_TREE || n == standings::RATINGS_TREE));
        drop(store);
        // Not joined again.
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.standings.len(), 3);
        assert_eq!(store.player_stats(1, 10).unwrap(), vec![(kind, stats(90))]);
    }

    #[tokio::test]
    async fn deadlines_are_found_when_due_and_forgotten_when_moved_or_ended() {
        let store = Store::temporary().unwrap();
        let mut rec = lobby(&store, 10, 100);
        rec.phase = Phase::Playing;
        rec.deadline = Some(Deadline {
            at: 1_000,
            reminded: false,
        });
        store.create(&rec).await.unwrap();
        assert!(store.due(999).unwrap().is_empty());
        assert_eq!(store.due(1_000).unwrap(), vec![rec.id]);
        let mut later = store.load(rec.id).unwrap().unwrap();
        later.deadline = Some(Deadline {
            at: 2_000,
            reminded: true,
        });
        let saved = store.save(later).await.unwrap();
        assert!(store.due(1_500).unwrap().is_empty());
        assert_eq!(store.due(5_000).unwrap(), vec![rec.id]);
        let mut ended = saved;
        ended.phase = Phase::TimedOut;
        store.save(ended).await.unwrap();
        assert!(store.due(u64::MAX).unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_finished_game_is_counted_once_per_person() {
        let store = Store::temporary().unwrap();
        let mut rec = lobby(&store, 10, 100);
        rec.seats = vec![
            SeatHolder::Human { user: 100 },
            SeatHolder::Human { user: 200 },
            SeatHolder::Computer {
                level: AiLevel::Hard,
            },
            SeatHolder::Human { user: 300 },
        ];
        rec.stand_ins.insert(3, StandIn::Left);
        rec.phase = Phase::Playing;
        store.create(&rec).await.unwrap();
        let mut done = rec.clone();
        done.phase = Phase::Finished;
        done.result = Some(vec![
            SeatResult {
                seat: 1,
                rank: 1,
                score: 40,
            },
            SeatResult {
                seat: 0,
                rank: 2,
                score: 31,
            },
            SeatResult {
                seat: 2,
                rank: 3,
                score: 20,
            },
            SeatResult {
                seat: 3,
                rank: 4,
                score: 5,
            },
        ]);
        let saved = store.save(done).await.unwrap();
        // Bookkeeping after the end does not count the game again.
        store.save_quiet(saved).await.unwrap();
        let kind = GameKind::Uzory;
        let board = store.leaderboard(1, kind).unwrap();
        let users: Vec<u64> = board.iter().map(|(u, _)| *u).collect();
        assert_eq!(users, vec![200, 100, 300]);
        assert_eq!(
            board[0].1,
            PlayerStats {
                played: 1,
                wins: 1,
                left: 0,
                total: 40,
                best: Some(40)
            }
        );
        assert_eq!(board[2].1.left, 1);
        assert_eq!(board[2].1.average(), None);
        assert_eq!(
            store.player_stats(1, 100).unwrap(),
            vec![(kind, board[1].1.clone())]
        );
        assert!(store.player_stats(2, 100).unwrap().is_empty());
        assert!(store.leaderboard(1, GameKind::Sagrada).unwrap().is_empty());
    }

    #[tokio::test]
    async fn stale_writes_are_refused() {
        let store = Store::temporary().unwrap();
        let rec = lobby(&store, 10, 100);
        store.create(&rec).await.unwrap();
        store.save(rec.clone()).await.unwrap();
        let err = store.save(rec.clone()).await.unwrap_err();
        assert_eq!(
            err,
            StoreError::Conflict {
                id: rec.id,
                expected: 0,
                found: 1
            }
        );
        assert_eq!(store.load(rec.id).unwrap().unwrap().moves, 1);
    }

    #[tokio::test]
    async fn corrupt_records_are_reported_and_left_alone() {
        let store = Store::temporary().unwrap();
        let rec = lobby(&store, 10, 100);
        store.create(&rec).await.unwrap();
        store
            .put_raw_for_tests(rec.id, b"{\"schema\":1,\"garbage\":true}")
            .unwrap();
        assert!(matches!(
            store.load(rec.id),
            Err(StoreError::Corrupt { .. })
        ));
        assert!(matches!(
            store.save(rec.clone()).await,
            Err(StoreError::Corrupt { .. })
        ));
        assert_eq!(
            store.raw(rec.id).unwrap().unwrap(),
            b"{\"schema\":1,\"garbage\":true}".to_vec()
        );
    }

    #[tokio::test]
    async fn records_survive_reopening() {
        let dir = tempfile::tempdir().unwrap();
        let rec = {
            let store = Store::open(dir.path()).unwrap();
            let rec = lobby(&store, 10, 100);
            store.create(&rec).await.unwrap();
            rec
        };
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.load(rec.id).unwrap(), Some(rec.clone()));
        assert!(store.new_id().unwrap() > rec.id);
    }
}
