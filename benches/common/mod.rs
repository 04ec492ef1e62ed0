//! Helpers shared by the benchmarks.

use std::fs::Metadata;
use std::path::Path;

/// The bytes a folder's files take, each measured by `size` (its length, or the blocks it
/// takes on disk), the folders below it included.
pub fn folder_bytes(path: &Path, size: fn(&Metadata) -> u64) -> u64 {
    std::fs::read_dir(path)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| match e.metadata() {
                    Ok(m) if m.is_dir() => folder_bytes(&e.path(), size),
                    Ok(m) => size(&m),
                    Err(_) => 0,
                })
                .sum()
        })
        .unwrap_or(0)
}
