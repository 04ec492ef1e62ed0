//! What every rewrite of a store from an earlier release shares: finding the trees that
//! release kept, and recording a step only once what it wrote is on disk, so a crash repeats a
//! step rather than skipping work that was lost.

use super::StoreError;

/// A tree of an earlier release, if the store has it (opening it would create it).
pub(super) fn old_tree(db: &sled::Db, name: &[u8]) -> Result<Option<sled::Tree>, StoreError> {
    if !db.tree_names().iter().any(|n| n == name) {
        return Ok(None);
    }
    Ok(Some(db.open_tree(name)?))
}

/// The step the mark under `key` in the default tree records, if any.
pub(super) fn step(db: &sled::Db, key: &[u8]) -> Result<Option<u8>, StoreError> {
    Ok(db.get(key)?.and_then(|v| v.first().copied()))
}

/// Records `step` under `key`, after what came before it is durable.
pub(super) fn mark(db: &sled::Db, key: &[u8], step: u8) -> Result<(), StoreError> {
    db.flush()?;
    db.insert(key, &[step])?;
    db.flush()?;
    Ok(())
}

/// Drops an earlier release's tree, after what replaced it is durable.
pub(super) fn drop_old(db: &sled::Db, name: &[u8]) -> Result<(), StoreError> {
    db.flush()?;
    db.drop_tree(name)?;
    db.flush()?;
    Ok(())
}
