//! What every rewrite of a store from an earlier release shares: its mark (how far it got, in
//! the default tree), finding the trees that release kept, and recording a stage only once what
//! it wrote is on disk, so a crash repeats a stage rather than skipping work that was lost.

use super::backend::{Db, Tree};
use super::error::StoreError;

/// An upgrade step's mark: one byte under its key in the default tree, how far the step got
/// (its last stage once it is complete).
#[derive(Debug, Clone, Copy)]
pub(super) struct Mark(pub &'static [u8]);

impl Mark {
    /// The stage recorded, if any.
    pub fn reached(self, db: &Db) -> Result<Option<u8>, StoreError> {
        Ok(db.get(self.0)?.and_then(|v| v.first().copied()))
    }

    /// Records `stage`, after what came before it is durable.
    pub fn record(self, db: &Db, stage: u8) -> Result<(), StoreError> {
        db.flush()?;
        self.note(db, stage)?;
        db.flush()?;
        Ok(())
    }

    /// Records `stage` without flushing: for a step that found nothing to rewrite (a crash
    /// only has it look again), made durable by the next write's flush.
    pub fn note(self, db: &Db, stage: u8) -> Result<(), StoreError> {
        db.insert(self.0, [stage])?;
        Ok(())
    }
}

/// A tree of an earlier release, if the store has it (opening it would create it).
pub(super) fn old_tree(db: &Db, name: &[u8]) -> Result<Option<Tree>, StoreError> {
    if !db.tree_names()?.iter().any(|n| n == name) {
        return Ok(None);
    }
    Ok(Some(db.open_tree(name)?))
}

/// Drops an earlier release's tree, after what replaced it is durable.
pub(super) fn drop_old(db: &Db, name: &[u8]) -> Result<(), StoreError> {
    db.flush()?;
    db.drop_tree(name)?;
    db.flush()?;
    Ok(())
}
