//! The games that are live (lobbies and running games), kept apart from the history so that
//! everything periodic (the idle sweep, `/metrics`, the computers at start-up) costs in
//! proportion to them, not to every game ever played.
//!
//! Two trees, both written in the transaction that writes the record, so they can never
//! disagree with it:
//! - `active`: one small entry per live game with what the periodic work reads (its state, its
//!   kind, when it was opened and last changed, whether it has a turn timer or computers);
//! - `game_counts`: how many live games there are of each kind in each state (the
//!   `vitrail_games` gauge), changed only when a game changes state.
//!
//! A store written before these trees existed is indexed once when it opens ([`migrate`]).

use super::channels;
use super::codec::decode;
use super::error::{StoreError, TxResult};
use super::handle::Store;
use super::kv::{index_key, u64_at, Kv, ACTIVE};
use crate::games::GameKind;
use crate::table::{GameId, GameRecord, Phase};

/// The layout of an entry, its first byte.
const INDEX_VERSION: u8 = 1;
/// An entry's layout: version, state, kind, flags, opened at, changed at.
const ENTRY_LEN: usize = 20;
const TIMED: u8 = 1;
const COMPUTERS: u8 = 2;

/// What a live game is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum LiveState {
    Lobby,
    Playing,
    /// Its record does not decode (found when indexing an old store): listed, never counted,
    /// so whoever uses it names the damage.
    Unreadable,
}

impl LiveState {
    fn code(self) -> u8 {
        match self {
            LiveState::Lobby => 1,
            LiveState::Playing => 2,
            LiveState::Unreadable => 0xFF,
        }
    }

    fn of_code(code: u8) -> LiveState {
        match code {
            1 => LiveState::Lobby,
            2 => LiveState::Playing,
            _ => LiveState::Unreadable,
        }
    }

    /// The `state` label of the `vitrail_games` gauge.
    pub fn label(self) -> &'static str {
        match self {
            LiveState::Lobby => "lobby",
            LiveState::Playing => "playing",
            LiveState::Unreadable => "unreadable",
        }
    }

    fn of(phase: &Phase) -> Option<LiveState> {
        match phase {
            Phase::Lobby => Some(LiveState::Lobby),
            Phase::Playing => Some(LiveState::Playing),
            _ => None,
        }
    }
}

/// One live game as the periodic work sees it, without loading its record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LiveGame {
    pub id: GameId,
    pub state: LiveState,
    /// `None` only for an unreadable record.
    pub kind: Option<GameKind>,
    pub created_at: u64,
    pub updated_at: u64,
    /// Whether a turn timer runs it (such a game never idles: its timer acts).
    pub timed: bool,
    /// Whether a computer holds a seat (or stands in for somebody).
    pub computers: bool,
}

fn entry(record: &GameRecord, state: LiveState) -> [u8; ENTRY_LEN] {
    let mut bytes = [0u8; ENTRY_LEN];
    bytes[0] = INDEX_VERSION;
    bytes[1] = state.code();
    bytes[2] = record.kind.code();
    bytes[3] = if record.hosting.timer.secs().is_some() {
        TIMED
    } else {
        0
    } | if record.has_computers() { COMPUTERS } else { 0 };
    bytes[4..12].copy_from_slice(&record.created_at.to_be_bytes());
    bytes[12..20].copy_from_slice(&record.updated_at.to_be_bytes());
    bytes
}

/// Reads an entry; anything it cannot read is a live game whose record must be looked at.
pub(super) fn decode_entry(key: &[u8], value: &[u8]) -> LiveGame {
    let id = GameId(u64_at(key, 0));
    let byte = |at: usize| value.get(at).copied().unwrap_or(0xFF);
    let state = if value.len() == ENTRY_LEN && byte(0) == INDEX_VERSION {
        LiveState::of_code(byte(1))
    } else {
        LiveState::Unreadable
    };
    LiveGame {
        id,
        state,
        kind: GameKind::from_code(byte(2)).filter(|_| state != LiveState::Unreadable),
        created_at: u64_at(value, 4),
        updated_at: u64_at(value, 12),
        timed: byte(3) & TIMED != 0 && state != LiveState::Unreadable,
        computers: byte(3) & COMPUTERS != 0 && state != LiveState::Unreadable,
    }
}

fn count_key(kind: Option<GameKind>, state: LiveState) -> [u8; 2] {
    [kind.map_or(0xFF, GameKind::code), state.code()]
}

/// Reads a gauge key back; `None` for a key this release does not write.
pub(super) fn decode_count(key: &[u8], value: &[u8]) -> Option<(GameKind, LiveState, i64)> {
    let kind = GameKind::from_code(*key.first()?)?;
    let state = LiveState::of_code(*key.get(1)?);
    let count = i64::from_be_bytes(value.try_into().ok()?);
    Some((kind, state, count))
}

fn add(counts: &impl Kv, key: [u8; 2], by: i64) -> TxResult<()> {
    let now = counts
        .get(key)?
        .and_then(|v| <[u8; 8]>::try_from(v.as_ref()).ok())
        .map_or(0, i64::from_be_bytes);
    let next = now.saturating_add(by);
    if next == 0 {
        counts.remove(key)?;
    } else {
        counts.insert(key, next.to_be_bytes())?;
    }
    Ok(())
}

/// The trees [`track`] writes, inside a transaction.
pub(super) struct Live<'a, T: Kv> {
    pub active: &'a T,
    /// The live games of each channel: channel then id, so a command finds its channel's game
    /// without walking the channel's history.
    pub by_channel: &'a T,
    pub counts: &'a T,
}

/// Keeps the active index and the counts in step with a record's write (`old` is `None` when
/// the game is new). Runs inside the write's transaction.
pub(super) fn track<T: Kv>(
    trees: Live<'_, T>,
    old: Option<&GameRecord>,
    new: &GameRecord,
) -> TxResult<()> {
    let Live {
        active,
        by_channel,
        counts,
    } = trees;
    let before = old.and_then(|o| LiveState::of(&o.phase));
    let after = LiveState::of(&new.phase);
    let in_channel = index_key(new.channel, new.id);
    match after {
        Some(state) => {
            active.insert(new.id.key(), entry(new, state))?;
            if before.is_none() {
                by_channel.insert(in_channel, [])?;
            }
        }
        None if before.is_some() => {
            active.remove(new.id.key())?;
            by_channel.remove(in_channel)?;
        }
        None => {}
    }
    if before != after {
        if let Some(state) = before {
            add(counts, count_key(Some(new.kind), state), -1)?;
        }
        if let Some(state) = after {
            add(counts, count_key(Some(new.kind), state), 1)?;
        }
    }
    Ok(())
}

/// Indexes a store written before the active index existed (an upgrade step, see
/// [`super::upgrade`]): the live games are those the channel index marks active (one pass over
/// it, the only walk of the history), each described from its record. Idempotent, so a crash
/// meanwhile only repeats it. Returns how many live games it found, or `None` when there was
/// nothing to index.
pub(super) fn migrate(store: &Store) -> Result<Option<usize>, StoreError> {
    let trees = &store.trees;
    if trees.games.first()?.is_none() {
        // A new store: nothing to index.
        return Ok(None);
    }
    // Every store from before the live index kept an entry per game in the channel index,
    // which [`channels::migrate`] drops after this has read it.
    let Some(history) = channels::history_tree(store)? else {
        return Ok(None);
    };
    trees.active.clear()?;
    trees.live_by_channel.clear()?;
    trees.game_counts.clear()?;
    let mut found = 0;
    let mut counts = std::collections::BTreeMap::<[u8; 2], i64>::new();
    for item in history.iter() {
        let (key, flag) = item?;
        if flag.as_slice() != ACTIVE {
            continue;
        }
        let id = GameId(u64_at(&key, 8));
        let Some(bytes) = trees.games.get(id.key())? else {
            continue;
        };
        match decode(&bytes) {
            Ok(record) => {
                let Some(state) = LiveState::of(&record.phase) else {
                    continue;
                };
                trees.active.insert(id.key(), entry(&record, state))?;
                trees.live_by_channel.insert(&key, [])?;
                *counts
                    .entry(count_key(Some(record.kind), state))
                    .or_default() += 1;
            }
            Err(_) => {
                trees.active.insert(id.key(), &[0u8][..])?;
                trees.live_by_channel.insert(&key, [])?;
            }
        }
        found += 1;
    }
    for (key, count) in counts {
        trees.game_counts.insert(key, count.to_be_bytes())?;
    }
    Ok(Some(found))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::ai::AiLevel;
    use crate::games::{Hosting, TurnTimer};
    use crate::i18n::Locale;
    use crate::store::codec::encode;
    use crate::store::kv::ENDED;
    use crate::store::testing::both_backends;
    use crate::table::{Place, SeatHolder};

    fn record(id: u64, kind: GameKind, channel: u64) -> GameRecord {
        let place = Place { guild: 1, channel };
        GameRecord::new_lobby(
            GameId(id),
            kind.default_options(),
            place,
            100,
            4,
            Locale::En,
            1_000 + id,
        )
    }

    /// The live games and counts found the slow way, from every record.
    /// The live games, and their counts by kind code and state.
    type Seen = (Vec<(GameId, LiveState)>, BTreeMap<(u8, LiveState), i64>);

    fn by_scan(store: &Store) -> Seen {
        let mut live = Vec::new();
        let mut counts = BTreeMap::new();
        for item in store.trees.games.iter() {
            let (_, bytes) = item.unwrap();
            let record = decode(&bytes).unwrap();
            if let Some(state) = LiveState::of(&record.phase) {
                live.push((record.id, state));
                *counts.entry((record.kind.code(), state)).or_default() += 1;
            }
        }
        (live, counts)
    }

    fn by_index(store: &Store) -> Seen {
        let live = store
            .live_games_now()
            .unwrap()
            .into_iter()
            .map(|g| (g.id, g.state))
            .collect();
        let counts = store
            .game_counts()
            .unwrap()
            .into_iter()
            .map(|(kind, state, n)| ((kind.code(), state), n))
            .collect();
        (live, counts)
    }

    both_backends! {
        async fn the_index_and_counts_follow_every_change_of_phase(store: Store) {
        let phases = [
            Phase::Lobby,
            Phase::Playing,
            Phase::Finished,
            Phase::Cancelled { by: 100 },
            Phase::TimedOut,
        ];
        let mut records = Vec::new();
        for (i, kind) in GameKind::ALL.into_iter().cycle().take(12).enumerate() {
            let rec = record(i as u64 + 1, kind, 10 + i as u64 % 3);
            store.create(&rec).await.unwrap();
            records.push(rec);
        }
        assert_eq!(by_index(&store), by_scan(&store));
        // A fixed walk through the phases, games moving at different paces.
        for step in 0..20usize {
            for (i, rec) in records.iter_mut().enumerate() {
                if (step + i) % 3 != 0 || !rec.phase.is_active() {
                    continue;
                }
                let mut next = rec.clone();
                next.phase = phases[(step * 7 + i) % phases.len()].clone();
                next.updated_at += 1;
                *rec = store.save(next).await.unwrap();
                assert_eq!(by_index(&store), by_scan(&store), "step {step}, game {i}");
            }
        }
        assert!(records.iter().any(|r| !r.phase.is_active()));
    }}

    both_backends! {
        async fn an_entry_carries_what_the_sweep_and_the_computers_read(store: Store) {
        let mut rec = record(5, GameKind::Sagrada, 10);
        store.create(&rec).await.unwrap();
        let game = store.live_games().await.unwrap()[0];
        assert_eq!(game.state, LiveState::Lobby);
        assert_eq!(game.kind, Some(GameKind::Sagrada));
        assert_eq!((game.created_at, game.updated_at), (1_005, 1_005));
        assert!(!game.timed && !game.computers);

        rec.phase = Phase::Playing;
        rec.updated_at = 9_000;
        rec.hosting = Hosting {
            timer: "10m".parse::<TurnTimer>().unwrap(),
            ..Hosting::default()
        };
        rec.seats.push(SeatHolder::Computer {
            level: AiLevel::Easy,
        });
        store.save(rec).await.unwrap();
        let game = store.live_games().await.unwrap()[0];
        assert_eq!(game.state, LiveState::Playing);
        assert_eq!(game.updated_at, 9_000);
        assert!(game.timed && game.computers);
        assert_eq!(store.active_games().await.unwrap(), vec![GameId(5)]);
    }}

    /// Writes games the way the release before the live index did: the record and its channel
    /// and user entries, nothing else.
    fn write_old_release_store(dir: &std::path::Path, records: &[GameRecord]) {
        let db = sled::Config::new().path(dir).open().unwrap();
        let games = db.open_tree(crate::store::trees::name::games).unwrap();
        let chans = db.open_tree("by_channel").unwrap();
        let users = db.open_tree("by_user").unwrap();
        for rec in records {
            games.insert(rec.id.key(), encode(rec)).unwrap();
            let flag = if rec.phase.is_active() { ACTIVE } else { ENDED };
            chans.insert(index_key(rec.channel, rec.id), flag).unwrap();
            for user in rec.humans() {
                users.insert(index_key(user, rec.id), flag).unwrap();
            }
        }
        // A damaged record that still occupies its channel.
        games.insert(GameId(99).key(), &b"not json"[..]).unwrap();
        chans.insert(index_key(77, GameId(99)), ACTIVE).unwrap();
        db.flush().unwrap();
    }

    #[tokio::test]
    async fn a_store_from_the_previous_release_is_indexed_once_and_keeps_playing() {
        let dir = tempfile::tempdir().unwrap();
        let mut records = Vec::new();
        for (i, phase) in [
            Phase::Finished,
            Phase::Playing,
            Phase::Lobby,
            Phase::Cancelled { by: 1 },
            Phase::Playing,
            Phase::TimedOut,
        ]
        .into_iter()
        .enumerate()
        {
            let mut rec = record(i as u64 + 1, GameKind::ALL[i % 4], 10 + i as u64);
            rec.phase = phase;
            records.push(rec);
        }
        write_old_release_store(dir.path(), &records);

        let store = Store::open(dir.path()).unwrap();
        // The old channel index is folded into each channel's latest game, then dropped.
        for rec in &records {
            assert_eq!(
                store.latest_channel_game(rec.channel).unwrap(),
                Some(rec.id)
            );
        }
        assert_eq!(store.latest_channel_game(77).unwrap(), Some(GameId(99)));
        assert!(!store
            .db
            .tree_names()
            .unwrap()
            .iter()
            .any(|n| n == b"by_channel"));
        // Its ended games leave `by_user` for the person's ended games.
        let games_of = |store: &Store| -> Vec<(GameId, bool)> {
            store
                .user_games_newest_first(100)
                .map(|e| e.map(|e| (e.game, e.active)).unwrap())
                .collect()
        };
        let gone = [(GameId(6), false), (GameId(4), false), (GameId(1), false)];
        let live = [(GameId(5), true), (GameId(3), true), (GameId(2), true)];
        assert_eq!(games_of(&store), [&live[..], &gone[..]].concat());
        assert_eq!(store.trees.by_user.len().unwrap(), 3);
        let live = store.live_games_now().unwrap();
        let ids: Vec<(GameId, LiveState)> = live.iter().map(|g| (g.id, g.state)).collect();
        assert_eq!(
            ids,
            vec![
                (GameId(2), LiveState::Playing),
                (GameId(3), LiveState::Lobby),
                (GameId(5), LiveState::Playing),
                (GameId(99), LiveState::Unreadable),
            ]
        );
        let mut counts = store.game_counts().unwrap();
        counts.sort_by_key(|(kind, state, _)| (kind.code(), *state));
        assert_eq!(
            counts,
            vec![
                (GameKind::SummerPavilion, LiveState::Playing, 1),
                (GameKind::Sintra, LiveState::Playing, 1),
                (GameKind::Sagrada, LiveState::Lobby, 1),
            ]
        );

        // Its running games keep playing, and their end leaves the index.
        let mut game = store.load(GameId(2)).unwrap().unwrap();
        game.updated_at = 5_000;
        let game = store.save(game).await.unwrap();
        assert_eq!(store.live_games_now().unwrap()[0].updated_at, 5_000);
        let mut ended = game;
        ended.phase = Phase::Cancelled { by: 100 };
        store.save(ended).await.unwrap();
        assert_eq!(
            store.active_games().await.unwrap(),
            vec![GameId(3), GameId(5), GameId(99)]
        );
        drop(store);

        // Opened again, it is not indexed again: what the writes kept is what is found.
        let store = Store::open(dir.path()).unwrap();
        let now = [(GameId(5), true), (GameId(3), true), (GameId(2), false)];
        assert_eq!(games_of(&store), [&now[..], &gone[..]].concat());
        assert_eq!(
            store.active_games().await.unwrap(),
            vec![GameId(3), GameId(5), GameId(99)]
        );
        assert_eq!(
            store
                .game_counts()
                .unwrap()
                .iter()
                .map(|c| c.2)
                .sum::<i64>(),
            2
        );
    }
}

/// What the live index saves, for docs/how-it-is-built.md: `cargo test --lib live_index_against_history --
/// --ignored --nocapture`. Prints figures, asserts none.
#[cfg(test)]
mod figures {
    use std::time::Instant;

    use super::*;
    use crate::store::kv::ENDED;

    #[test]
    #[ignore = "a measurement: run by hand"]
    fn live_index_against_history() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let (ended, live) = (200_000u64, 200u64);
        // The channel index as releases before the live index wrote it: one entry per game
        // ever opened.
        let by_channel = store.db.open_tree("by_channel").unwrap();
        let batch: Vec<_> = (1..=ended + live)
            .map(|id| {
                let flag = if id > ended { ACTIVE } else { ENDED };
                (index_key(id % 5_000, GameId(id)).to_vec(), flag.to_vec())
            })
            .collect();
        by_channel.insert_all(&batch).unwrap();
        for id in ended + 1..=ended + live {
            store
                .trees
                .active
                .insert(GameId(id).key(), &[0u8][..])
                .unwrap();
        }
        store.db.flush().unwrap();
        let time = |what: &str, f: &dyn Fn() -> usize| {
            let started = Instant::now();
            let mut found = 0;
            for _ in 0..10 {
                found = f();
            }
            let ms = started.elapsed().as_secs_f64() * 100.0;
            println!("live index: {what}: found={found} ms={ms:.2}");
        };
        time("the old scan of by_channel", &|| {
            by_channel
                .iter()
                .filter(|i| i.as_ref().is_ok_and(|(_, v)| v.as_slice() == ACTIVE))
                .count()
        });
        time("the live index", &|| store.live_games_now().unwrap().len());
    }
}
