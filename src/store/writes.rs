//! Writing games: a record and its bookkeeping in one transaction, compare-and-swapped on the
//! record's move counter and flushed to disk before the caller answers anybody; and the small
//! entries kept beside a record (its live table message, held tables, registered commands).

use super::books::{self, bookkeep};
use super::codec::{decode, encode_stored};
use super::error::{abort, StoreError};
use super::handle::Store;
use super::kv::{u64_at, Kv};
use crate::table::{GameId, GameRecord};

impl Store {
    pub fn load(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let Some(bytes) = self.trees.games.get(id.key())? else {
            return Ok(None);
        };
        let mut record = decode(&bytes).map_err(|reason| StoreError::Corrupt { id, reason })?;
        if let Some(entry) = self.trees.table_messages.get(id.key())? {
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
            store.trees.table_messages.insert(game.key(), entry)?;
            Ok(())
        })
        .await?;
        self.flush().await
    }

    /// The hash of the command definitions last registered under `scope` (an application and
    /// a place), if any.
    pub fn registered_commands(&self, scope: &str) -> Result<Option<u64>, StoreError> {
        Ok(self
            .trees
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
                .trees
                .registered_commands
                .insert(scope.as_bytes(), hash.to_be_bytes())?;
            Ok(())
        })
        .await?;
        self.flush().await
    }

    /// Marks `game` as waiting for Discord to take its table (`channel_gone` when its channel
    /// was deleted), durably: a restarted bot posts the table again.
    pub async fn mark_held(&self, game: GameId, channel_gone: bool) -> Result<(), StoreError> {
        self.blocking(move |store| {
            store
                .trees
                .held
                .insert(game.key(), [u8::from(channel_gone)])?;
            Ok(())
        })
        .await?;
        self.flush().await
    }

    /// Ends the mark of [`Store::mark_held`]. Not flushed: a mark that outlives a crash only
    /// posts a table once more.
    pub fn unmark_held(&self, game: GameId) -> Result<(), StoreError> {
        self.trees.held.remove(game.key())?;
        Ok(())
    }

    /// The games marked held, with whether their channel is gone.
    pub fn held_games(&self) -> Result<Vec<(GameId, bool)>, StoreError> {
        self.trees
            .held
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
            books::transaction(&store.db, &store.trees, |games, books| {
                if games.get(id.key())?.is_some() {
                    return abort(StoreError::Exists(id));
                }
                games.insert(id.key(), bytes.as_slice())?;
                bookkeep(books, None, &record)
            })
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
                // An ended game is archived by the write that ends it (see [`super::codec`]), deflated
                // here, off the async workers.
                let bytes = encode_stored(&record);
                books::transaction(&store.db, &store.trees, |games, books| {
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
                    games.insert(id.key(), bytes.as_slice())?;
                    bookkeep(books, Some(&old), &record)
                })?;
                Ok(record)
            })
            .await?;
        self.flush().await?;
        Ok(record)
    }

    /// Writes raw bytes for a game, bypassing every check, as the whole truth about it (no live
    /// table message remembered beside): only for tests of damaged and old records.
    #[doc(hidden)]
    pub fn put_raw_for_tests(&self, id: GameId, bytes: &[u8]) -> Result<(), StoreError> {
        self.trees.games.insert(id.key(), bytes)?;
        self.trees.table_messages.remove(id.key())?;
        self.db.flush()?;
        Ok(())
    }

    /// Reads raw bytes, for tests that check a damaged record was left alone.
    #[doc(hidden)]
    pub fn raw(&self, id: GameId) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.trees.games.get(id.key())?.map(|v| v.to_vec()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::games::GameKind;
    use crate::i18n::Locale;
    use crate::store::testing::both_backends;
    use crate::store::PlayerStats;
    use crate::table::Phase;
    use crate::table::{Deadline, Place, SeatHolder, SeatResult, StandIn};

    both_backends! {
        async fn held_marks_are_kept_until_ended(store: Store) {
        store.mark_held(GameId(7), false).await.unwrap();
        store.mark_held(GameId(9), true).await.unwrap();
        assert_eq!(
            store.held_games().unwrap(),
            vec![(GameId(7), false), (GameId(9), true)]
        );
        store.unmark_held(GameId(7)).unwrap();
        assert_eq!(store.held_games().unwrap(), vec![(GameId(9), true)]);
    }}

    both_backends! {
        async fn the_table_message_is_remembered_with_the_lines_it_shows(store: Store) {
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
        store
            .trees
            .table_messages
            .insert(rec.id.key(), damaged)
            .unwrap();
        let loaded = store.load(rec.id).unwrap().unwrap();
        assert_eq!(
            (loaded.table_message, loaded.table_lines),
            (Some(44), vec![])
        );
    }}

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

    both_backends! {
        async fn create_load_save_and_index(store: Store) {
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
    }}

    both_backends! {
        async fn deadlines_are_found_when_due_and_forgotten_when_moved_or_ended(store: Store) {
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
    }}

    both_backends! {
        async fn a_finished_game_is_counted_once_per_person(store: Store) {
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
    }}

    both_backends! {
        async fn stale_writes_are_refused(store: Store) {
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
    }}

    both_backends! {
        async fn corrupt_records_are_reported_and_left_alone(store: Store) {
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
    }}

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn processes_sharing_a_postgres_store_keep_each_move_a_compare_and_swap() {
        let url = crate::store::pg_server::new_database().unwrap();
        let processes = [
            Store::open_postgres(&url).unwrap(),
            Store::open_postgres(&url).unwrap(),
        ];
        let rec = lobby(&processes[0], 10, 100);
        processes[0].create(&rec).await.unwrap();
        // Writers in both "processes" race to move the same game from what each last read.
        let writers: Vec<_> = (0..6)
            .map(|n| {
                let store = processes[n % 2].clone();
                let id = rec.id;
                tokio::spawn(async move {
                    let mut landed = 0u64;
                    for _ in 0..15 {
                        let mut read = store.load(id).unwrap().unwrap();
                        read.updated_at += 1;
                        match store.save(read).await {
                            Ok(_) => landed += 1,
                            Err(StoreError::Conflict { .. }) => {}
                            Err(e) => panic!("{e}"),
                        }
                    }
                    landed
                })
            })
            .collect();
        let mut landed = 0;
        for writer in writers {
            landed += writer.await.unwrap();
        }
        let stored = processes[1].load(rec.id).unwrap().unwrap();
        // Every acknowledged move is one step of the counter: none lost, none doubled.
        assert_eq!(stored.moves, landed);
        assert!(landed > 0);
        assert!(matches!(
            processes[1].create(&rec).await,
            Err(StoreError::Exists(_))
        ));
    }

    /// A move's round trip through each backend (load, then a compare-and-swapped save of the
    /// same record), for the docs' figures:
    /// `cargo test --lib move_round_trip -- --ignored --nocapture`.
    #[tokio::test]
    #[ignore = "a measurement, not a check"]
    async fn move_round_trip_on_each_backend() {
        let dir = tempfile::tempdir().unwrap();
        let backends = [
            ("sled (on disk)", Store::open(dir.path()).unwrap()),
            ("postgres", crate::store::testing::postgres_store()),
        ];
        for (name, store) in backends {
            let mut rec = lobby(&store, 10, 100);
            rec.phase = Phase::Playing;
            store.create(&rec).await.unwrap();
            let mut times = Vec::new();
            for _ in 0..300 {
                let started = std::time::Instant::now();
                let mut read = store.load(rec.id).unwrap().unwrap();
                read.updated_at += 1;
                store.save(read).await.unwrap();
                times.push(started.elapsed());
            }
            times.sort();
            println!(
                "{name}: a move's store round trip median {:?}, p90 {:?} over {} moves",
                times[times.len() / 2],
                times[times.len() * 9 / 10],
                times.len()
            );
        }
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
