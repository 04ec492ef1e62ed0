//! What the store's rooms speak to instead of a database: a backend's trees (ordered maps of
//! bytes to bytes), the default tree of the store's own small entries, transactions over
//! several trees that may abort, and new ids. Two backends: sled in a folder (the embedded
//! default) and PostgreSQL ([`super::postgres`]); everything above this file is one copy for
//! both, bookkeeping included.
//!
//! Keys and values cross this interface as plain owned bytes; sled's byte layout on disk is
//! left exactly as it was.

use sled::transaction::TransactionalTree;
use sled::Transactional;

use super::error::{abort, StoreError, TxError, TxResult};
use super::kv::Kv;
use super::postgres::{self, Postgres};

pub(super) use super::keys::{Entry, Span, DEFAULT_TREE};

/// A store's database.
#[derive(Clone)]
pub(super) enum Db {
    Sled(sled::Db),
    Postgres(Postgres),
}

impl From<sled::Db> for Db {
    fn from(db: sled::Db) -> Db {
        Db::Sled(db)
    }
}

impl From<Postgres> for Db {
    fn from(pg: Postgres) -> Db {
        Db::Postgres(pg)
    }
}

/// One tree of a store: an ordered map of byte keys to byte values.
#[derive(Clone)]
pub(super) enum Tree {
    Sled(sled::Tree),
    Postgres(postgres::Tree),
}

/// A tree inside a transaction (see [`Db::transaction`]).
pub(super) enum TxTree<'a> {
    Sled(&'a TransactionalTree),
    Postgres(postgres::TxTree<'a>),
}

/// The entries a scan finds, in key order (or reversed), read lazily.
pub(super) struct Entries(Box<dyn Iterator<Item = Result<Entry, StoreError>> + Send>);

impl Iterator for Entries {
    type Item = Result<Entry, StoreError>;
    fn next(&mut self) -> Option<Self::Item> {
        self.0.next()
    }
}

impl Db {
    /// Opens the tree named `name`, creating it when missing.
    pub fn open_tree(&self, name: impl AsRef<[u8]>) -> Result<Tree, StoreError> {
        match self {
            Db::Sled(db) => Ok(Tree::Sled(db.open_tree(name)?)),
            Db::Postgres(pg) => Ok(Tree::Postgres(pg.open_tree(name.as_ref())?)),
        }
    }

    /// The names of the trees the store holds, the default tree included.
    pub fn tree_names(&self) -> Result<Vec<Vec<u8>>, StoreError> {
        match self {
            Db::Sled(db) => Ok(db.tree_names().into_iter().map(|n| n.to_vec()).collect()),
            Db::Postgres(pg) => pg.tree_names(),
        }
    }

    /// Drops the tree named `name` with its entries.
    pub fn drop_tree(&self, name: &[u8]) -> Result<(), StoreError> {
        match self {
            Db::Sled(db) => {
                db.drop_tree(name)?;
            }
            Db::Postgres(pg) => pg.drop_tree(name)?,
        }
        Ok(())
    }

    /// A number never handed out before by this store (starting at 0).
    pub fn generate_id(&self) -> Result<u64, StoreError> {
        match self {
            Db::Sled(db) => Ok(db.generate_id()?),
            Db::Postgres(pg) => pg.generate_id(),
        }
    }

    /// Makes every committed write durable (PostgreSQL's commits already are).
    pub fn flush(&self) -> Result<(), StoreError> {
        match self {
            Db::Sled(db) => {
                db.flush()?;
            }
            Db::Postgres(_) => {}
        }
        Ok(())
    }

    /// The default tree: the store's own small entries (id floor, upgrade marks, probe).
    pub fn default_tree(&self) -> Result<Tree, StoreError> {
        match self {
            Db::Sled(db) => Ok(Tree::Sled(sled::Tree::clone(db))),
            Db::Postgres(pg) => Ok(Tree::Postgres(pg.open_tree(DEFAULT_TREE)?)),
        }
    }

    pub fn get(&self, key: impl AsRef<[u8]>) -> Result<Option<Vec<u8>>, StoreError> {
        self.default_tree()?.get(key)
    }

    pub fn insert(&self, key: impl AsRef<[u8]>, value: impl AsRef<[u8]>) -> Result<(), StoreError> {
        self.default_tree()?.insert(key, value)
    }

    #[cfg(test)]
    pub fn remove(&self, key: impl AsRef<[u8]>) -> Result<(), StoreError> {
        self.default_tree()?.remove(key)
    }

    /// Runs `work` over `trees` in one transaction: all its writes land or none. A transaction
    /// that meets another writing the same entries runs again (so `work` may run several times
    /// and must only read and write through the trees it is given); one that `work` aborts
    /// writes nothing and returns the abort's error.
    pub fn transaction<T>(
        &self,
        trees: &[&Tree],
        work: impl Fn(&[TxTree<'_>]) -> TxResult<T>,
    ) -> Result<T, StoreError> {
        match self {
            Db::Sled(_) => {
                let sled_trees = trees
                    .iter()
                    .map(|tree| match tree {
                        Tree::Sled(tree) => Ok(tree),
                        Tree::Postgres(_) => Err(mixed()),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(sled_trees[..].transaction(|view| {
                    let trees: Vec<TxTree> = view.iter().map(TxTree::Sled).collect();
                    work(&trees).map_err(TxError::into_sled)
                })?)
            }
            Db::Postgres(pg) => {
                let names = trees
                    .iter()
                    .map(|tree| match tree {
                        Tree::Postgres(tree) => Ok(tree.name()),
                        Tree::Sled(_) => Err(mixed()),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                pg.transaction(|tx| {
                    let trees: Vec<TxTree> = names
                        .iter()
                        .map(|name| TxTree::Postgres(tx.tree(name)))
                        .collect();
                    work(&trees)
                })
            }
        }
    }
}

fn mixed() -> StoreError {
    StoreError::Storage("a transaction over trees of another backend".into())
}

impl Tree {
    pub fn get(&self, key: impl AsRef<[u8]>) -> Result<Option<Vec<u8>>, StoreError> {
        match self {
            Tree::Sled(tree) => Ok(tree.get(key)?.map(|v| v.to_vec())),
            Tree::Postgres(tree) => tree.get(key.as_ref()),
        }
    }

    pub fn insert(&self, key: impl AsRef<[u8]>, value: impl AsRef<[u8]>) -> Result<(), StoreError> {
        match self {
            Tree::Sled(tree) => {
                tree.insert(key.as_ref(), value.as_ref())?;
            }
            Tree::Postgres(tree) => tree.insert(key.as_ref(), value.as_ref())?,
        }
        Ok(())
    }

    pub fn remove(&self, key: impl AsRef<[u8]>) -> Result<(), StoreError> {
        match self {
            Tree::Sled(tree) => {
                tree.remove(key)?;
            }
            Tree::Postgres(tree) => tree.remove(key.as_ref())?,
        }
        Ok(())
    }

    /// The entries in `span`, in key order, or the last first when `reverse`.
    pub fn scan(&self, span: Span, reverse: bool) -> Entries {
        match self {
            Tree::Sled(tree) => {
                let range = match span.to {
                    Some(to) => tree.range(span.from..to),
                    None => tree.range(span.from..),
                };
                let owned = |item: sled::Result<(sled::IVec, sled::IVec)>| {
                    item.map(|(k, v)| (k.to_vec(), v.to_vec()))
                        .map_err(StoreError::from)
                };
                if reverse {
                    Entries(Box::new(range.rev().map(owned)))
                } else {
                    Entries(Box::new(range.map(owned)))
                }
            }
            Tree::Postgres(tree) => Entries(Box::new(tree.scan(span, reverse))),
        }
    }

    /// Every entry, in key order.
    pub fn iter(&self) -> Entries {
        self.scan(Span::all(), false)
    }

    /// The entries whose key starts with `prefix`, in key order.
    pub fn scan_prefix(&self, prefix: impl AsRef<[u8]>) -> Entries {
        self.scan(Span::prefix(prefix.as_ref()), false)
    }

    /// The first entry, if any.
    pub fn first(&self) -> Result<Option<Entry>, StoreError> {
        self.iter().next().transpose()
    }

    /// How many entries the tree holds (both backends count by walking an index: tools and
    /// tests only).
    pub fn len(&self) -> Result<usize, StoreError> {
        match self {
            Tree::Sled(tree) => Ok(tree.len()),
            Tree::Postgres(tree) => tree.len(),
        }
    }

    /// Removes every entry.
    pub fn clear(&self) -> Result<(), StoreError> {
        match self {
            Tree::Sled(tree) => tree.clear()?,
            Tree::Postgres(tree) => tree.clear()?,
        }
        Ok(())
    }

    /// Replaces the value under `key` with `new` if it is still `old`; whether it was.
    pub fn compare_and_swap(&self, key: &[u8], old: &[u8], new: &[u8]) -> Result<bool, StoreError> {
        match self {
            Tree::Sled(tree) => Ok(tree.compare_and_swap(key, Some(old), Some(new))?.is_ok()),
            Tree::Postgres(tree) => tree.compare_and_swap(key, old, new),
        }
    }

    /// Writes every entry of `entries` (a copy's batch), all or none.
    pub fn insert_all(&self, entries: &[Entry]) -> Result<(), StoreError> {
        match self {
            Tree::Sled(tree) => {
                let mut batch = sled::Batch::default();
                for (key, value) in entries {
                    batch.insert(key.as_slice(), value.as_slice());
                }
                tree.apply_batch(batch)?;
            }
            Tree::Postgres(tree) => tree.insert_all(entries)?,
        }
        Ok(())
    }
}

/// A tree outside any transaction: for the upgrades at open, when nothing else writes.
impl Kv for Tree {
    fn get<K: AsRef<[u8]>>(&self, key: K) -> TxResult<Option<Vec<u8>>> {
        Tree::get(self, key).or_else(abort)
    }
    fn insert<K: AsRef<[u8]>, V: AsRef<[u8]>>(&self, key: K, value: V) -> TxResult<()> {
        Tree::insert(self, key, value).or_else(abort)
    }
    fn remove<K: AsRef<[u8]>>(&self, key: K) -> TxResult<()> {
        Tree::remove(self, key).or_else(abort)
    }
}

impl Kv for TxTree<'_> {
    fn get<K: AsRef<[u8]>>(&self, key: K) -> TxResult<Option<Vec<u8>>> {
        match self {
            TxTree::Sled(tree) => Ok(tree.get(key)?.map(|v| v.to_vec())),
            TxTree::Postgres(tree) => tree.get(key.as_ref()),
        }
    }
    fn insert<K: AsRef<[u8]>, V: AsRef<[u8]>>(&self, key: K, value: V) -> TxResult<()> {
        match self {
            TxTree::Sled(tree) => {
                tree.insert(key.as_ref(), value.as_ref())?;
                Ok(())
            }
            TxTree::Postgres(tree) => tree.insert(key.as_ref(), value.as_ref()),
        }
    }
    fn remove<K: AsRef<[u8]>>(&self, key: K) -> TxResult<()> {
        match self {
            TxTree::Sled(tree) => {
                tree.remove(key.as_ref())?;
                Ok(())
            }
            TxTree::Postgres(tree) => tree.remove(key.as_ref()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_prefix_span_ends_at_the_first_key_past_it() {
        assert_eq!(Span::prefix(&[1, 2]).to, Some(vec![1, 3]));
        assert_eq!(Span::prefix(&[1, 0xff]).to, Some(vec![2]));
        assert_eq!(Span::prefix(&[0xff, 0xff]).to, None);
        assert_eq!(Span::prefix(&[]).to, None);
        assert_eq!(Span::up_to(&[4]).to, Some(vec![4, 0]));
    }
}
