//! A write's bookkeeping: everything beside the record that a write of a game keeps in step
//! with it (the indexes, the statistics and ratings, the live games and their counts), in one
//! sequence ([`bookkeep`]) that creating, saving and the benchmark's imports all run.

use super::backend::{Db, Tree, TxTree};
use super::error::{abort, StoreError, TxResult};
use super::kv::{index_key, Kv, ACTIVE};
use super::trees::Trees;
use super::{active, channels, played, ratings, stats};
use crate::table::{GameRecord, Phase};

/// The trees a write's bookkeeping touches (see [`super::trees`] for what each holds): in a
/// transaction for the bot, in memory for the benchmark's builder.
pub(super) struct Books<K> {
    pub latest_in_channel: K,
    pub by_user: K,
    pub ended_by_user: K,
    pub deadlines: K,
    pub standings: K,
    pub rated: K,
    pub active: K,
    pub live_by_channel: K,
    pub game_counts: K,
}

impl<K> Books<K> {
    /// The trees in a fixed order, the one [`Books::from_list`] reads.
    pub fn into_list(self) -> [K; 9] {
        [
            self.latest_in_channel,
            self.by_user,
            self.ended_by_user,
            self.deadlines,
            self.standings,
            self.rated,
            self.active,
            self.live_by_channel,
            self.game_counts,
        ]
    }

    pub fn from_list(list: [K; 9]) -> Books<K> {
        let [latest_in_channel, by_user, ended_by_user, deadlines, standings, rated, active, live_by_channel, game_counts] =
            list;
        Books {
            latest_in_channel,
            by_user,
            ended_by_user,
            deadlines,
            standings,
            rated,
            active,
            live_by_channel,
            game_counts,
        }
    }
}

impl<'a> Books<&'a Tree> {
    pub fn of(trees: &'a Trees) -> Books<&'a Tree> {
        Books {
            latest_in_channel: &trees.latest_in_channel,
            by_user: &trees.by_user,
            ended_by_user: &trees.ended_by_user,
            deadlines: &trees.deadlines,
            standings: &trees.standings,
            rated: &trees.rated,
            active: &trees.active,
            live_by_channel: &trees.live_by_channel,
            game_counts: &trees.game_counts,
        }
    }
}

/// Runs `work` in one transaction over the records and the bookkeeping's trees.
pub(super) fn transaction<T>(
    db: &Db,
    trees: &Trees,
    work: impl Fn(&TxTree, &Books<&TxTree>) -> TxResult<T>,
) -> Result<T, StoreError> {
    let mut list = vec![&trees.games];
    list.extend(Books::of(trees).into_list());
    db.transaction(&list, |view| {
        let (Some(games), Ok(rest)) = (
            view.first(),
            <&[TxTree; 9]>::try_from(view.get(1..).unwrap_or_default()),
        ) else {
            return abort(StoreError::Storage("a transaction lacks a tree".into()));
        };
        work(games, &Books::from_list(rest.each_ref()))
    })
}

/// Keeps the bookkeeping in step with one write of a game: `old` is the record it replaces
/// (`None` for a new game), `new` what it writes.
pub(super) fn bookkeep<K: Kv>(
    books: &Books<K>,
    old: Option<&GameRecord>,
    new: &GameRecord,
) -> TxResult<()> {
    if let Some(old) = old {
        stats::count_finish(&books.standings, old, new)?;
        ratings::rate_finish(&books.standings, &books.rated, old, new)?;
    }
    let live = active::Live {
        active: &books.active,
        by_channel: &books.live_by_channel,
        counts: &books.game_counts,
    };
    active::track(live, old, new)?;
    write_indexes(books, old, new)
}

/// The key of a running game's deadline: `at` then the game.
pub(super) fn deadline_key(at: u64, game: crate::table::GameId) -> [u8; 16] {
    index_key(at, game)
}

/// The deadline index entry a record should have: running games with a deadline only.
fn indexed_deadline(record: &GameRecord) -> Option<[u8; 16]> {
    match (&record.phase, record.deadline) {
        (Phase::Playing, Some(d)) => Some(deadline_key(d.at, record.id)),
        _ => None,
    }
}

fn write_indexes<K: Kv>(
    books: &Books<K>,
    old: Option<&GameRecord>,
    new: &GameRecord,
) -> TxResult<()> {
    if let Some(key) = old.and_then(indexed_deadline) {
        books.deadlines.remove(key)?;
    }
    if let Some(key) = indexed_deadline(new) {
        books.deadlines.insert(key, [])?;
    }
    channels::note(&books.latest_in_channel, old, new)?;
    // A person has an entry of their own per live game; the write that ends a game moves it to
    // their ended games. Only entries that change are written: most moves change none, and each
    // entry written is a page of a big tree touched.
    let was_live = old.filter(|old| old.phase.is_active());
    let live = new.phase.is_active();
    let seated: std::collections::BTreeSet<u64> = new.humans().collect();
    if let Some(old) = was_live {
        for user in old.humans().filter(|u| !live || !seated.contains(u)) {
            books.by_user.remove(index_key(user, new.id))?;
        }
    }
    if live {
        for user in seated
            .iter()
            .filter(|u| !was_live.is_some_and(|o| o.is_seated(**u)))
        {
            books.by_user.insert(index_key(*user, new.id), ACTIVE)?;
        }
    } else if old.is_none() || was_live.is_some() {
        for user in &seated {
            played::append(&books.ended_by_user, *user, new.id)?;
        }
    }
    Ok(())
}
