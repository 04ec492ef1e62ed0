//! Building a big store quickly, for the history benchmark only (`benches/history.rs`):
//! compiled for tests and under the `bench` feature, never into the bot.
//!
//! Both ways write each game as the bot's own writes would have left it: a live game as
//! creating it does, an ended one as creating it running and then the write that ended it
//! ([`arrive`], the same [`bookkeep`] the bot's writes run). [`Store::import_for_bench`] does
//! it a transaction at a time; over a million games that costs an hour, mostly sled updating
//! statistics, ratings and indexes at random keys and deflating each record. A [`BulkImport`]
//! writes the same thing faster: each record is encoded as the bot encodes it
//! ([`encode_stored`], on every core) and stored under its id, and the bookkeeping runs against
//! a copy in memory of the trees it touches, written to sled by [`BulkImport::finish`] in the
//! order the bot would have written them. The trees end up holding the same keys and values as
//! after the bot's writes of the same games in the same order (tested below); sled's own layout
//! of its pages may still differ a little (the bot's rewrites of a key add fragments to its
//! page).

use std::cell::RefCell;
use std::collections::BTreeMap;

use super::backend::Tree;
use super::books::{self, bookkeep, Books};
use super::codec::encode_stored;
use super::error::{abort, StoreError, TxResult};
use super::handle::Store;
use super::kv::Kv;
use crate::table::{GameRecord, Phase};

/// Bookkeeps `record`, a game new to the store, as the bot's writes would have: a live game as
/// created; an ended one as created running, then ended, as if played here.
fn arrive<K: Kv>(books: &Books<K>, record: &GameRecord) -> TxResult<()> {
    if record.phase.is_active() {
        return bookkeep(books, None, record);
    }
    let running = GameRecord {
        phase: Phase::Playing,
        ..record.clone()
    };
    bookkeep(books, None, &running)?;
    bookkeep(books, Some(&running), record)
}

impl Store {
    /// Writes `records`, games new to the store, as the bot's writes would have left them (see
    /// [`arrive`]), in one transaction and without flushing. Only for building big stores
    /// quickly (the history benchmark); the bot creates and saves games one at a time.
    pub fn import_for_bench(&self, records: &[GameRecord]) -> Result<(), StoreError> {
        let _shared = self.gate.read().unwrap_or_else(|e| e.into_inner());
        let encoded: Vec<Vec<u8>> = records.iter().map(encode_stored).collect();
        books::transaction(&self.db, &self.trees, |games, books| {
            for (record, bytes) in records.iter().zip(&encoded) {
                if games.get(record.id.key())?.is_some() {
                    return abort(StoreError::Exists(record.id));
                }
                games.insert(record.id.key(), bytes.as_slice())?;
                arrive(books, record)?;
            }
            Ok(())
        })
    }
}

/// A tree's writes kept in memory over what the tree held: `None` is a removed key.
struct Overlay<'a> {
    tree: &'a Tree,
    writes: RefCell<BTreeMap<Vec<u8>, Option<Vec<u8>>>>,
    /// The keys in the order they were first written.
    order: RefCell<Vec<Vec<u8>>>,
}

impl<'a> Overlay<'a> {
    fn new(tree: &'a Tree) -> Self {
        Overlay {
            tree,
            writes: RefCell::new(BTreeMap::new()),
            order: RefCell::new(Vec::new()),
        }
    }

    /// Writes what is kept to the tree, each key in the order it was first written, as the
    /// bot's writes reach it: sled fills its leaves by where new keys land (written in key
    /// order, every leaf it splits stays half full; in the bot's order, about two thirds).
    fn write(self) -> Result<(), StoreError> {
        let mut writes = self.writes.into_inner();
        for key in self.order.into_inner() {
            match writes.remove(&key) {
                Some(Some(value)) => self.tree.insert(key, value)?,
                Some(None) => self.tree.remove(key)?,
                None => {}
            }
        }
        Ok(())
    }

    fn keep(&self, key: Vec<u8>, value: Option<Vec<u8>>) {
        if self
            .writes
            .borrow_mut()
            .insert(key.clone(), value)
            .is_none()
        {
            self.order.borrow_mut().push(key);
        }
    }
}

impl Kv for Overlay<'_> {
    fn get<K: AsRef<[u8]>>(&self, key: K) -> TxResult<Option<Vec<u8>>> {
        if let Some(kept) = self.writes.borrow().get(key.as_ref()) {
            return Ok(kept.clone());
        }
        self.tree.get(key).or_else(abort)
    }
    fn insert<K: AsRef<[u8]>, V: AsRef<[u8]>>(&self, key: K, value: V) -> TxResult<()> {
        self.keep(key.as_ref().to_vec(), Some(value.as_ref().to_vec()));
        Ok(())
    }
    fn remove<K: AsRef<[u8]>>(&self, key: K) -> TxResult<()> {
        self.keep(key.as_ref().to_vec(), None);
        Ok(())
    }
}

/// An import under way: see the module's comment. Nothing else may write the store meanwhile.
pub struct BulkImport<'a> {
    store: &'a Store,
    books: Books<Overlay<'a>>,
}

impl Store {
    /// Starts a [`BulkImport`]: only for building big stores quickly (the history benchmark).
    pub fn bulk_import_for_bench(&self) -> BulkImport<'_> {
        BulkImport {
            store: self,
            books: Books::from_list(Books::of(&self.trees).into_list().map(Overlay::new)),
        }
    }
}

impl BulkImport<'_> {
    /// Adds new games, each written as [`Store::import_for_bench`] writes it, in this order.
    pub fn add(&mut self, records: &[GameRecord]) -> Result<(), StoreError> {
        let encoded = encode_all(records);
        let games = &self.store.trees.games;
        for (record, bytes) in records.iter().zip(encoded) {
            if games.get(record.id.key())?.is_some() {
                return Err(StoreError::Exists(record.id));
            }
            games.insert(record.id.key(), bytes)?;
            arrive(&self.books, record)?;
        }
        Ok(())
    }

    /// Writes the indexes, statistics and ratings kept in memory, each key in the order the
    /// bot would first have written it.
    pub fn finish(self) -> Result<(), StoreError> {
        let _shared = self.store.gate.read().unwrap_or_else(|e| e.into_inner());
        for overlay in self.books.into_list() {
            overlay.write()?;
        }
        Ok(())
    }
}

/// [`encode_stored`] of each record, on every core.
fn encode_all(records: &[GameRecord]) -> Vec<Vec<u8>> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = records.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let parts: Vec<_> = records
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(encode_stored).collect::<Vec<_>>()))
            .collect();
        parts
            .into_iter()
            .flat_map(|part| part.join().unwrap_or_default())
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::games::GameKind;
    use crate::i18n::Locale;
    use crate::store::testing::every_tree;
    use crate::table::{GameId, Place, SeatHolder, SeatResult};

    fn finished(id: u64, guild: u64, users: [u64; 2], winner: u8) -> GameRecord {
        let mut record = GameRecord::new_lobby(
            GameId(id),
            GameKind::ALL[(id % 4) as usize].default_options(),
            Place {
                guild,
                channel: 500 + id % 3,
            },
            users[0],
            3,
            Locale::En,
            1_000 + id,
        );
        record.seats.push(SeatHolder::Human { user: users[1] });
        record.seats.push(SeatHolder::Computer {
            level: AiLevel::Normal,
        });
        record.phase = Phase::Finished;
        record.result = Some(
            (0..3u8)
                .map(|seat| SeatResult {
                    seat,
                    rank: if seat == winner { 1 } else { 2 + seat },
                    score: 10 * i32::from(seat) + id as i32,
                })
                .collect(),
        );
        record
    }

    /// Finished games, rated and not, a cancelled one, and live games (one with a deadline).
    fn games() -> Vec<GameRecord> {
        let mut records: Vec<GameRecord> = (1..=60)
            .map(|id| finished(id, 7 + id % 2, [100 + id % 5, 200 + id % 3], (id % 3) as u8))
            .collect();
        records[10].phase = Phase::Cancelled { by: 100 };
        records[10].result = None;
        records[20].phase = Phase::Lobby;
        records[20].result = None;
        for at in [30, 40] {
            records[at].phase = Phase::Playing;
            records[at].result = None;
        }
        records[40].deadline = Some(crate::table::Deadline {
            at: 5_000,
            reminded: false,
        });
        records
    }

    #[tokio::test]
    async fn the_benchmarks_imports_leave_what_the_bots_writes_leave() {
        let records = games();
        // The bot: each game created, and an ended one ended by a write of its own.
        let bot = Store::temporary().unwrap();
        for record in &records {
            if record.phase.is_active() {
                bot.create(record).await.unwrap();
            } else {
                let running = GameRecord {
                    phase: Phase::Playing,
                    ..record.clone()
                };
                bot.create(&running).await.unwrap();
                bot.save_quiet(record.clone()).await.unwrap();
            }
        }
        let want = every_tree(&bot);
        for tree in [
            "standings",
            "rated_log",
            "ended_by_user",
            "active",
            "deadlines",
        ] {
            assert!(
                want.iter()
                    .any(|(name, rows)| name == tree && !rows.is_empty()),
                "{tree} written"
            );
        }

        let one_by_one = Store::temporary().unwrap();
        for part in records.chunks(7) {
            one_by_one.import_for_bench(part).unwrap();
        }
        assert_eq!(every_tree(&one_by_one), want);

        let bulk = Store::temporary().unwrap();
        let (first, second) = records.split_at(25);
        let mut import = bulk.bulk_import_for_bench();
        import.add(first).unwrap();
        import.finish().unwrap();
        // A second import reads the first one's writes from the trees.
        let mut import = bulk.bulk_import_for_bench();
        for part in second.chunks(9) {
            import.add(part).unwrap();
        }
        import.finish().unwrap();
        assert_eq!(every_tree(&bulk), want);
        assert_eq!(bulk.stored_ratings(), bulk.rebuild_ratings());
        let mut again = bulk.bulk_import_for_bench();
        assert_eq!(again.add(&records[..1]), Err(StoreError::Exists(GameId(1))));
        assert_eq!(
            one_by_one.import_for_bench(&records[..1]),
            Err(StoreError::Exists(GameId(1)))
        );
    }
}
