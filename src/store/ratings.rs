//! Skill ratings in sled, per server, game and player (a person or a computer level).
//!
//! A game is rated in the same transaction that stores its end ([`rate_finish`]), so it is rated
//! exactly once. Each rated game is also appended to a log, per server and game, in the order
//! it was rated (a few dozen games an entry): ratings depend on that order, and
//! [`Store::rebuild_ratings`] replays the log from the stored game records to recompute every
//! rating from nothing.

use std::collections::BTreeMap;

use super::error::{StoreError, TxResult};
use super::handle::Store;
use super::id_lists;
use super::kv::Kv;
use super::marks;
use super::standings::{self, key as rating_key, prefix, Standing};
use crate::games::GameKind;
use crate::table::rating::{placings, rate, Rated, Rating};
use crate::table::{GameId, GameRecord, Phase};

/// Every rating, by the key of its standing: what a rebuild is compared with.
pub type RatingTable = BTreeMap<Vec<u8>, Rating>;

/// The first byte of a stored rating: its layout's version.
const RATING_V1: u8 = 1;

/// Exact bits rather than JSON: a rebuild must equal the stored ratings to the last bit, and
/// decimal text need not read back as the same float.
fn encode(r: &Rating) -> [u8; 25] {
    let mut out = [0u8; 25];
    out[0] = RATING_V1;
    out[1..9].copy_from_slice(&r.mu.to_bits().to_be_bytes());
    out[9..17].copy_from_slice(&r.sigma.to_bits().to_be_bytes());
    out[17..21].copy_from_slice(&r.played.to_be_bytes());
    out[21..25].copy_from_slice(&r.wins.to_be_bytes());
    out
}

fn decode(bytes: &[u8]) -> Rating {
    let word = |at: usize| -> Option<u64> {
        Some(u64::from_be_bytes(bytes.get(at..at + 8)?.try_into().ok()?))
    };
    let count = |at: usize| -> Option<u32> {
        Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
    };
    let read = || -> Option<Rating> {
        (bytes.first() == Some(&RATING_V1)).then_some(())?;
        Some(Rating {
            mu: f64::from_bits(word(1)?),
            sigma: f64::from_bits(word(9)?),
            played: count(17)?,
            wins: count(21)?,
        })
    };
    // A damaged rating restarts from the prior rather than blocking every later game's end.
    read().unwrap_or_default()
}

/// The rating a standing holds, if any.
fn rating_of(standing: &Standing) -> Option<Rating> {
    standing.rating.as_deref().map(decode)
}

/// Rates `new` if this write is the one that finishes it and it is a rated game, and logs it.
pub(super) fn rate_finish(
    standings: &impl Kv,
    log: &impl Kv,
    old: &GameRecord,
    new: &GameRecord,
) -> TxResult<()> {
    if !standings::finishes(old, new) {
        return Ok(());
    }
    let Some(placings) = placings(new) else {
        return Ok(());
    };
    let mut before = BTreeMap::new();
    for p in &placings {
        let key = rating_key(new.guild, new.kind, p.who);
        before.insert(key, rating_of(&Standing::read(standings, key)?));
    }
    for (who, after) in rate(&placings, |who| {
        let key = rating_key(new.guild, new.kind, who);
        before.get(&key).copied().flatten().unwrap_or_default()
    }) {
        let key = rating_key(new.guild, new.kind, who);
        let mut standing = Standing::read(standings, key)?;
        standing.rating = Some(encode(&after).to_vec());
        standing.write(standings, key)?;
    }
    append_to_log(log, prefix(new.guild, new.kind), new.id)?;
    Ok(())
}

/// The tree of a store written before the log was chunked: an entry per rated game.
const UNCHUNKED_LOG: &[u8] = b"rated";

/// Appends `game` to the log of its server and game (`owner`, the bare prefix): every rated
/// finish of that server and game reads and bumps the log's length in one entry, so their
/// order is the order they were rated in.
fn append_to_log(log: &impl Kv, owner: [u8; 9], game: GameId) -> TxResult<()> {
    id_lists::push(log, &owner, game)
}

/// Rewrites the log of a store written before it was chunked, then drops the old tree (an
/// upgrade step, see [`super::upgrade`]).
/// Idempotent until the old tree is dropped, so a crash meanwhile only repeats it. Returns how
/// many rated games it moved, or `None` when there was no old log.
pub(super) fn migrate(store: &Store) -> Result<Option<u64>, StoreError> {
    let Some(old) = marks::old_tree(&store.db, UNCHUNKED_LOG)? else {
        return Ok(None);
    };
    store.trees.rated.clear()?;
    let mut moved = 0;
    // In key order: each server and game's rated games in the order they were rated.
    for item in old.iter() {
        let (key, value) = item?;
        let (Some(owner), 17) = (key.get(..9), key.len()) else {
            continue; // a length: the appends count again
        };
        let owner: [u8; 9] = owner.try_into().unwrap_or_default();
        append_to_log(&store.trees.rated, owner, GameId(u64_of(&value)))?;
        moved += 1;
    }
    marks::drop_old(&store.db, UNCHUNKED_LOG)?;
    Ok(Some(moved))
}

fn u64_of(bytes: &[u8]) -> u64 {
    bytes
        .get(..8)
        .and_then(|b| b.try_into().ok())
        .map_or(0, u64::from_be_bytes)
}

/// Orders a rating board: surest skill first, then the higher estimate, then more games.
fn rank(board: &mut [(Rated, Rating)]) {
    board.sort_by(|(_, a), (_, b)| {
        b.conservative()
            .total_cmp(&a.conservative())
            .then(b.mu.total_cmp(&a.mu))
            .then(b.played.cmp(&a.played))
    });
}

impl Store {
    /// Everybody rated at one game in one server, people and computer levels, best first.
    pub fn rating_board(
        &self,
        guild: u64,
        kind: GameKind,
    ) -> Result<Vec<(Rated, Rating)>, StoreError> {
        let mut board = standings::every_at(self, guild, kind, |who, standing| {
            Some((who, rating_of(standing)?))
        })?;
        rank(&mut board);
        Ok(board)
    }

    /// One person's ratings in one server, for every game they have been rated at.
    pub fn person_ratings(
        &self,
        guild: u64,
        user: u64,
    ) -> Result<Vec<(GameKind, Rating)>, StoreError> {
        standings::person_at_each_game(self, guild, user, rating_of)
    }

    /// Every stored rating.
    pub fn stored_ratings(&self) -> Result<RatingTable, StoreError> {
        self.trees
            .standings
            .iter()
            .filter_map(|item| match item {
                Ok((key, value)) => {
                    let rating = rating_of(&Standing::decode(&value))?;
                    Some(Ok((key.to_vec(), rating)))
                }
                Err(e) => Some(Err(e)),
            })
            .collect()
    }

    /// Every rating recomputed from nothing: the rated games replayed from their stored records,
    /// in the order they were rated. Equals [`Store::stored_ratings`] unless something is damaged.
    pub fn rebuild_ratings(&self) -> Result<RatingTable, StoreError> {
        let mut table = RatingTable::new();
        for entry in id_lists::every(&self.trees.rated, 9) {
            for id in entry?.1 {
                let record = self.load(id)?.ok_or(StoreError::NotFound(id))?;
                let Some(placings) = placings(&record) else {
                    continue;
                };
                let key_of = |who| rating_key(record.guild, record.kind, who).to_vec();
                let after = rate(&placings, |who| {
                    table.get(&key_of(who)).copied().unwrap_or_default()
                });
                for (who, rating) in after {
                    table.insert(key_of(who), rating);
                }
            }
        }
        Ok(table)
    }

    /// A person's finished games in one server, newest first, at most `limit`.
    pub fn recent_finished(
        &self,
        guild: u64,
        user: u64,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        let mut out = Vec::new();
        for entry in self.user_games_newest_first(user) {
            let entry = entry?;
            if out.len() >= limit {
                break;
            }
            if entry.active {
                continue;
            }
            match self.load(entry.game) {
                Ok(Some(record)) if record.guild == guild && record.phase == Phase::Finished => {
                    out.push(record)
                }
                Ok(_) => {}
                // One damaged record does not hide the others.
                Err(e) => tracing::warn!(error = %e, "skipping an unreadable finished game"),
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::i18n::Locale;
    use crate::store::testing::both_backends;
    use crate::table::{Place, SeatHolder, SeatResult, StandIn};

    async fn finish(store: &Store, guild: u64, seats: Vec<SeatHolder>, ranks: &[u8]) -> GameId {
        let place = Place { guild, channel: 7 };
        let mut rec = GameRecord::new_lobby(
            store.new_id().unwrap(),
            GameKind::Sagrada.default_options(),
            place,
            1,
            4,
            Locale::En,
            0,
        );
        rec.seats = seats;
        rec.phase = Phase::Playing;
        store.create(&rec).await.unwrap();
        let mut done = rec.clone();
        done.phase = Phase::Finished;
        done.result = Some(SeatResult::ranked(ranks, |rank| 10 * i32::from(5 - rank)));
        let saved = store.save(done).await.unwrap();
        // Bookkeeping after the end does not rate the game again.
        store.save_quiet(saved).await.unwrap();
        rec.id
    }

    fn person(user: u64) -> SeatHolder {
        SeatHolder::Human { user }
    }

    both_backends! {
        async fn a_finished_game_is_rated_once_and_a_rebuild_equals_the_stored_ratings(store: Store) {
        let hard = SeatHolder::Computer {
            level: AiLevel::Hard,
        };
        finish(
            &store,
            1,
            vec![person(10), person(20), hard.clone(), person(30)],
            &[2, 1, 3, 4],
        )
        .await;
        finish(
            &store,
            1,
            vec![person(30), hard.clone(), person(10)],
            &[1, 2, 3],
        )
        .await;
        finish(&store, 2, vec![person(10), person(20)], &[1, 2]).await;
        // Not rated: one person against a computer.
        finish(&store, 1, vec![person(10), hard.clone()], &[1, 2]).await;

        let board = store.rating_board(1, GameKind::Sagrada).unwrap();
        assert_eq!(board.len(), 4);
        let of = |who| board.iter().find(|(w, _)| *w == who).unwrap().1;
        assert_eq!(of(Rated::Person(10)).played, 2);
        assert_eq!(of(Rated::Person(20)).wins, 1);
        assert_eq!(of(Rated::Computer(AiLevel::Hard)).played, 2);
        assert!(board
            .windows(2)
            .all(|w| w[0].1.conservative() >= w[1].1.conservative()));
        // Ratings are per server.
        assert_eq!(store.person_ratings(2, 10).unwrap().len(), 1);
        assert_eq!(store.person_ratings(2, 10).unwrap()[0].1.wins, 1);
        assert!(store.rating_board(1, GameKind::Uzory).unwrap().is_empty());

        let stored = store.stored_ratings().unwrap();
        assert_eq!(stored.len(), 6);
        assert_eq!(store.rebuild_ratings().unwrap(), stored);
    }}

    /// Each server and game's rated games, in the order the log holds them.
    fn logged(store: &Store) -> Vec<([u8; 9], Vec<GameId>)> {
        let mut out: Vec<([u8; 9], Vec<GameId>)> = Vec::new();
        for entry in id_lists::every(&store.trees.rated, 9) {
            let (owner, games) = entry.unwrap();
            let owner: [u8; 9] = owner.try_into().unwrap();
            match out.last_mut() {
                Some((last, all)) if *last == owner => all.extend(games),
                _ => out.push((owner, games)),
            }
        }
        out
    }

    #[tokio::test]
    async fn the_log_keeps_dozens_of_games_an_entry_and_an_unchunked_log_is_chunked_when_it_opens()
    {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let mut order = Vec::new();
        // People who meet again and again, so the order of the games changes the ratings.
        for n in 0..70u64 {
            let seats = vec![person(10 + n % 3), person(20 + n % 5), person(30)];
            let ranks = [
                1 + (n % 3) as u8,
                1 + ((n + 1) % 3) as u8,
                1 + ((n + 2) % 3) as u8,
            ];
            order.push(finish(&store, 1, seats, &ranks).await);
        }
        let other = finish(&store, 2, vec![person(10), person(20)], &[2, 1]).await;
        let log = logged(&store);
        assert_eq!(log.len(), 2);
        assert_eq!(log[0].1, order);
        assert_eq!(log[1].1, vec![other]);
        // 70 games in 3 entries, 1 game in 1.
        assert_eq!(store.trees.rated.len().unwrap(), 4);
        let stored = store.stored_ratings().unwrap();
        assert_eq!(store.rebuild_ratings().unwrap(), stored);

        // The same log as the release before wrote it: one entry per rated game.
        let old = store.db.open_tree(UNCHUNKED_LOG).unwrap();
        for (counter, games) in &log {
            old.insert(counter, (games.len() as u64).to_be_bytes())
                .unwrap();
            for (seq, game) in games.iter().enumerate() {
                let mut key = counter.to_vec();
                key.extend((seq as u64).to_be_bytes());
                old.insert(key, game.key()).unwrap();
            }
        }
        store.trees.rated.clear().unwrap();
        // That release had no mark of this step (see `super::upgrade`).
        store.db.remove(b"rated-log-version").unwrap();
        store.db.flush().unwrap();
        drop((old, store));

        let store = Store::open(dir.path()).unwrap();
        assert_eq!(logged(&store), log);
        assert!(!store
            .db
            .tree_names()
            .unwrap()
            .iter()
            .any(|n| n == UNCHUNKED_LOG));
        assert_eq!(store.rebuild_ratings().unwrap(), stored);
        // And it goes on from where the old log stopped.
        let next = finish(&store, 1, vec![person(30), person(11)], &[1, 2]).await;
        assert_eq!(logged(&store)[0].1.last(), Some(&next));
        assert_eq!(
            store.rebuild_ratings().unwrap(),
            store.stored_ratings().unwrap()
        );
    }

    both_backends! {
        async fn a_cancelled_game_is_not_rated(store: Store) {
        let place = Place {
            guild: 1,
            channel: 7,
        };
        let mut rec = GameRecord::new_lobby(
            store.new_id().unwrap(),
            GameKind::Uzory.default_options(),
            place,
            1,
            4,
            Locale::En,
            0,
        );
        rec.seats = vec![person(1), person(2)];
        rec.stand_ins.insert(1, StandIn::Left);
        rec.phase = Phase::Playing;
        store.create(&rec).await.unwrap();
        rec.phase = Phase::Cancelled { by: 1 };
        store.save(rec).await.unwrap();
        assert!(store.stored_ratings().unwrap().is_empty());
        assert!(store.rebuild_ratings().unwrap().is_empty());
    }}

    #[test]
    fn ratings_round_trip_exactly_and_damage_reads_as_the_prior() {
        let r = Rating {
            mu: 27.123_456_789_012_345,
            sigma: 1.0 / 3.0,
            played: 7,
            wins: 3,
        };
        assert_eq!(decode(&encode(&r)), r);
        assert_eq!(decode(b"junk"), Rating::default());
    }
}
