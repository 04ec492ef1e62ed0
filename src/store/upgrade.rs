//! The rewrites of a store written by an earlier release, in the order they run when it opens.
//!
//! Each step has one mark ([`Mark`]): a byte under its key in the default tree saying how far
//! it got, `done` once it is complete. A step whose mark says done is skipped; any other runs,
//! and is idempotent until its mark says done, so a crash meanwhile only repeats it. The keys
//! are those the releases that introduced the steps wrote (the channel index's and the rating
//! log's steps, which had none and went by their old tree's absence, have one since).
//!
//! The order matters: the live index is built from the old channel index, which the next step
//! folds away.

use super::error::StoreError;
use super::handle::Store;
use super::marks::Mark;
use super::{active, archive, channels, played, ratings, standings};

/// One rewrite of a store from an earlier release.
struct Step {
    mark: Mark,
    /// The stage its mark records once the step is complete.
    done: u8,
    /// Runs the step on a store whose mark is not `done` (its earlier stages go through the
    /// mark), and logs what it did; whether it rewrote anything.
    run: fn(&Store, Mark) -> Result<bool, StoreError>,
}

const STEPS: [Step; 6] = [
    Step {
        mark: Mark(b"active-index-version"),
        done: 1,
        run: |store, _| {
            Ok(logged(active::migrate(store)?, |live| {
                tracing::info!(
                    live,
                    "indexed the live games of a store from an earlier release"
                )
            }))
        },
    },
    Step {
        mark: Mark(b"latest-in-channel-version"),
        done: 1,
        run: |store, _| {
            Ok(logged(channels::migrate(store)?, |channels| {
                tracing::info!(
                    channels,
                    "kept only each channel's latest game of a store from an earlier release"
                )
            }))
        },
    },
    Step {
        mark: Mark(b"ended-by-user-version"),
        done: played::DONE,
        run: |store, mark| {
            Ok(logged(played::migrate(store, mark)?, |entries| {
                tracing::info!(
                    entries,
                    "listed each person's ended games together, for a store from an earlier release"
                )
            }))
        },
    },
    Step {
        mark: Mark(standings::MARK),
        done: standings::DONE,
        run: |store, mark| {
            Ok(logged(standings::migrate(store, mark)?, |standings| {
                tracing::info!(
                    standings,
                    "joined the statistics and ratings of a store from an earlier release"
                )
            }))
        },
    },
    Step {
        mark: Mark(b"rated-log-version"),
        done: 1,
        run: |store, _| {
            Ok(logged(ratings::migrate(store)?, |games| {
                tracing::info!(
                    games,
                    "chunked the rating log of a store from an earlier release"
                )
            }))
        },
    },
    Step {
        mark: Mark(b"archive-version"),
        done: 1,
        run: |store, _| {
            Ok(logged(archive::migrate(store)?, |archived| {
                tracing::info!(
                    games = archived.games,
                    seconds = archived.elapsed.as_secs_f64(),
                    bytes_before = archived.bytes_before,
                    bytes_after = archived.bytes_after,
                    "archived the ended games of a store from an earlier release"
                )
            }))
        },
    },
];

/// Whether a step rewrote anything (`Some`, what it did), logging it with `log` if so.
fn logged<T>(rewrote: Option<T>, log: impl FnOnce(T)) -> bool {
    rewrote.map(log).is_some()
}

/// Runs, in order, every step `store` has not completed, marking each done after it.
pub(super) fn run(store: &Store) -> Result<(), StoreError> {
    for step in &STEPS {
        if step.mark.reached(&store.db)? == Some(step.done) {
            continue;
        }
        if (step.run)(store, step.mark)? {
            step.mark.record(&store.db, step.done)?;
        } else {
            step.mark.note(&store.db, step.done)?;
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
    use crate::store::testing::{both_backends, every_tree};
    use crate::store::UserSettings;
    use crate::table::{Deadline, GameId, GameRecord, Phase, Place, SeatHolder, SeatResult};

    #[test]
    fn every_step_has_a_mark_of_its_own() {
        let mut keys: Vec<&[u8]> = STEPS.iter().map(|s| s.mark.0).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), STEPS.len());
    }

    both_backends! {
        async fn a_new_store_is_marked_done_at_every_step(store: Store) {
        for step in &STEPS {
            assert_eq!(step.mark.reached(&store.db).unwrap(), Some(step.done));
        }
    }}

    fn game(store: &Store, channel: u64, seats: &[u64]) -> GameRecord {
        let mut record = GameRecord::new_lobby(
            store.new_id().unwrap(),
            GameKind::ALL[channel as usize % GameKind::ALL.len()].default_options(),
            Place { guild: 1, channel },
            seats[0],
            4,
            Locale::En,
            1_000 + channel,
        );
        record.seats = seats
            .iter()
            .map(|&user| SeatHolder::Human { user })
            .collect();
        record.seats.push(SeatHolder::Computer {
            level: AiLevel::Normal,
        });
        record
    }

    fn finished(mut record: GameRecord, winner: u8) -> GameRecord {
        record.phase = Phase::Finished;
        record.result = Some(
            (0..record.seats.len() as u8)
                .map(|seat| SeatResult {
                    seat,
                    rank: if seat == winner { 1 } else { 2 + seat },
                    score: 30 - i32::from(seat),
                })
                .collect(),
        );
        record
    }

    /// A store as this release writes it (through the bot's own writes), opened again: every
    /// tree is as it was, and its games play on. A store of the release before these marks
    /// lacks the two marks added since: opening it adds them and changes nothing else.
    #[tokio::test]
    async fn a_store_of_this_release_opens_unchanged_and_plays_on() {
        let dir = tempfile::tempdir().unwrap();
        let (running, lobby, written) = {
            let store = Store::open(dir.path()).unwrap();
            for (channel, winner) in [(10, 0), (11, 1), (12, 2)] {
                let mut record = game(&store, channel, &[100, 200 + channel]);
                record.phase = Phase::Playing;
                store.create(&record).await.unwrap();
                store.save(finished(record, winner)).await.unwrap();
            }
            let mut cancelled = game(&store, 13, &[100]);
            store.create(&cancelled).await.unwrap();
            cancelled.phase = Phase::Cancelled { by: 100 };
            store.save(cancelled).await.unwrap();
            let mut running = game(&store, 14, &[100, 300]);
            running.phase = Phase::Playing;
            running.deadline = Some(Deadline {
                at: 9_000,
                reminded: false,
            });
            store.create(&running).await.unwrap();
            let lobby = game(&store, 15, &[400]);
            store.create(&lobby).await.unwrap();
            store
                .remember_table_message(running.id, 42, &["**A**: took two".into()])
                .await
                .unwrap();
            store.mark_held(lobby.id, false).await.unwrap();
            store
                .remember_registered_commands("app/guild".into(), 7)
                .await
                .unwrap();
            store
                .save_user_settings(100, UserSettings::default())
                .await
                .unwrap();
            (running, lobby, every_tree(&store))
        };
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(every_tree(&store), written);
        drop(store);

        // The release before: no mark for the channel index's and the rating log's steps.
        let added = [&b"latest-in-channel-version"[..], b"rated-log-version"];
        {
            let db =
                super::super::open::open_waiting(&sled::Config::new().path(dir.path())).unwrap();
            for mark in added {
                assert!(db.remove(mark).unwrap().is_some());
            }
            db.flush().unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(every_tree(&store), written);

        // And it plays on.
        let ended = finished(store.load(running.id).unwrap().unwrap(), 1);
        store.save(ended.clone()).await.unwrap();
        assert_eq!(
            store.load(running.id).unwrap().unwrap().phase,
            Phase::Finished
        );
        assert!(store.due(u64::MAX).unwrap().is_empty());
        assert_eq!(store.player_stats(1, 300).unwrap()[0].1.wins, 1);
        assert_eq!(
            store.rebuild_ratings().unwrap(),
            store.stored_ratings().unwrap()
        );
        assert_eq!(store.channel_live_games(15).unwrap(), vec![lobby.id]);
        assert_eq!(store.held_games().unwrap(), vec![(lobby.id, false)]);
        assert!(store.new_id().unwrap() > GameId(lobby.id.0));
    }
}
