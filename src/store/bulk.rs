//! Building a big store quickly, for the history benchmark only (`benches/history.rs`).
//!
//! [`Store::import_for_bench`] writes games as the bot's writes would, a transaction at a time;
//! over a million games that costs an hour, mostly sled updating statistics, ratings and
//! indexes at random keys and deflating each record. A [`BulkImport`] writes the same thing
//! faster: each record is encoded as the bot encodes it ([`encode_stored`], on every core) and
//! stored under its id, and the bookkeeping runs the bot's own code ([`stats::count_finish`],
//! [`ratings::rate_finish`], [`active::track`], [`write_indexes`]) against a copy in memory of
//! the trees it touches, written to sled by [`BulkImport::finish`] in the order the bot would
//! have written them. The trees end up holding the same keys and values as after
//! `import_for_bench` of the same records in the same order (tested below); sled's own layout
//! of its pages may still differ a little (the bot's rewrites of a key add fragments to its
//! page). Nothing of the bot calls it.

use std::cell::RefCell;
use std::collections::BTreeMap;

use sled::IVec;

use super::{
    abort, active, encode_stored, ratings, stats, write_indexes, Kv, Store, StoreError, TxResult,
};
use crate::table::{GameRecord, Phase};

/// A tree's writes kept in memory over what the tree held: `None` is a removed key.
struct Overlay<'a> {
    tree: &'a sled::Tree,
    writes: RefCell<BTreeMap<IVec, Option<IVec>>>,
    /// The keys in the order they were first written.
    order: RefCell<Vec<IVec>>,
}

impl<'a> Overlay<'a> {
    fn new(tree: &'a sled::Tree) -> Self {
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
                None => None,
            };
        }
        Ok(())
    }

    fn keep(&self, key: IVec, value: Option<IVec>) {
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
    fn get<K: AsRef<[u8]>>(&self, key: K) -> TxResult<Option<IVec>> {
        if let Some(kept) = self.writes.borrow().get(key.as_ref()) {
            return Ok(kept.clone());
        }
        self.tree.get(key).or_else(|e| abort(StoreError::from(e)))
    }
    fn insert<K, V>(&self, key: K, value: V) -> TxResult<()>
    where
        K: AsRef<[u8]> + Into<IVec>,
        V: Into<IVec>,
    {
        self.keep(key.into(), Some(value.into()));
        Ok(())
    }
    fn remove<K: AsRef<[u8]> + Into<IVec>>(&self, key: K) -> TxResult<()> {
        self.keep(key.into(), None);
        Ok(())
    }
}

/// An import under way: see the module's comment. Nothing else may write the store meanwhile.
pub struct BulkImport<'a> {
    store: &'a Store,
    latest: Overlay<'a>,
    users: Overlay<'a>,
    ended: Overlay<'a>,
    deadlines: Overlay<'a>,
    standings: Overlay<'a>,
    rated: Overlay<'a>,
    active: Overlay<'a>,
    live: Overlay<'a>,
    counts: Overlay<'a>,
}

impl Store {
    /// Starts a [`BulkImport`]: only for building big stores quickly (the history benchmark).
    #[doc(hidden)]
    pub fn bulk_import_for_bench(&self) -> BulkImport<'_> {
        BulkImport {
            store: self,
            latest: Overlay::new(&self.latest_in_channel),
            users: Overlay::new(&self.by_user),
            ended: Overlay::new(&self.ended_by_user),
            deadlines: Overlay::new(&self.deadlines),
            standings: Overlay::new(&self.standings),
            rated: Overlay::new(&self.rated),
            active: Overlay::new(&self.active),
            live: Overlay::new(&self.live_by_channel),
            counts: Overlay::new(&self.game_counts),
        }
    }
}

impl BulkImport<'_> {
    /// Adds new games, each written as [`Store::import_for_bench`] writes it, in this order.
    pub fn add(&mut self, records: &[GameRecord]) -> Result<(), StoreError> {
        let encoded = encode_all(records);
        for (record, bytes) in records.iter().zip(encoded) {
            if self.store.games.get(record.id.key())?.is_some() {
                return Err(StoreError::Exists(record.id));
            }
            self.store.games.insert(record.id.key(), bytes)?;
            self.bookkeep(record)?;
        }
        Ok(())
    }

    /// The same calls, in the same order, as `import_for_bench`'s transaction makes.
    fn bookkeep(&self, record: &GameRecord) -> TxResult<()> {
        let playing = GameRecord {
            phase: Phase::Playing,
            ..record.clone()
        };
        stats::count_finish(&self.standings, &playing, record)?;
        ratings::rate_finish(&self.standings, &self.rated, &playing, record)?;
        let live = active::Live {
            active: &self.active,
            by_channel: &self.live,
            counts: &self.counts,
        };
        active::track(live, None, record)?;
        write_indexes(
            &self.latest,
            &self.users,
            &self.ended,
            &self.deadlines,
            None,
            record,
        )
    }

    /// Writes the indexes, statistics and ratings kept in memory, each key in the order the
    /// bot would first have written it.
    pub fn finish(self) -> Result<(), StoreError> {
        let _shared = self.store.gate.read().unwrap_or_else(|e| e.into_inner());
        for overlay in [
            self.latest,
            self.users,
            self.ended,
            self.deadlines,
            self.standings,
            self.rated,
            self.active,
            self.live,
            self.counts,
        ] {
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

    fn everything(store: &Store) -> Vec<(String, Vec<(IVec, IVec)>)> {
        store
            .db
            .tree_names()
            .into_iter()
            .map(|name| {
                let tree = store.db.open_tree(&name).unwrap();
                let name = String::from_utf8_lossy(&name).into_owned();
                (name, tree.iter().map(Result::unwrap).collect())
            })
            .collect()
    }

    #[test]
    fn a_bulk_import_leaves_what_import_for_bench_leaves() {
        let records: Vec<GameRecord> = (1..=60)
            .map(|id| finished(id, 7 + id % 2, [100 + id % 5, 200 + id % 3], (id % 3) as u8))
            .collect();
        let one_by_one = Store::temporary().unwrap();
        for part in records.chunks(7) {
            one_by_one.import_for_bench(part).unwrap();
        }
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
        let want = everything(&one_by_one);
        assert!(want
            .iter()
            .any(|(name, rows)| name == "standings" && !rows.is_empty()));
        assert_eq!(everything(&bulk), want);
        assert_eq!(bulk.stored_ratings(), bulk.rebuild_ratings());
        let again = bulk.bulk_import_for_bench();
        let mut again = again;
        assert_eq!(again.add(&records[..1]), Err(StoreError::Exists(GameId(1))));
    }
}
