//! Games in a key-value store: one record per game, indexes by channel and by user, in sled
//! (embedded, the default) or in PostgreSQL ([`backend`]), with one copy of everything above it.
//!
//! sled keeps bookkeeping in memory for every page of every tree (a leaf holds at most 16
//! entries), whatever its cache, so what stays for a finished game is few entries: its record,
//! its share of each person's list of ended games and of its server's rating log
//! ([`id_lists`]), and each person's standing, updated in place. Nothing stays per game in a
//! channel ([`channels`]).
//!
//! Every write is a compare-and-swap on the record's move counter inside a transaction that
//! also updates the indexes ([`books`]), and is flushed to disk before the caller answers
//! anybody ([`writes`]). A record that does not decode is reported and never overwritten.
//!
//! The rooms, from the ground up: keys and spans ([`keys`]), what fails ([`error`]), the two
//! backends ([`postgres`], [`backend`]), how trees are read and written ([`kv`]) and which there
//! are ([`trees`]); the store's handle ([`handle`]); each index and
//! its upgrade from an earlier release; a write's bookkeeping ([`books`]); the writes and
//! reads; which process does a game's background work ([`leases`]); the upgrades in order
//! ([`upgrade`]) and opening ([`open`]); backups.

mod active;
mod archive;
mod backend;
mod backup;
mod books;
#[cfg(any(test, feature = "bench"))]
mod bulk;
mod channels;
mod codec;
pub mod control;
mod error;
mod handle;
mod id_lists;
mod keys;
mod kv;
mod leases;
mod marks;
mod open;
#[cfg(test)]
pub(crate) mod pg_server;
mod played;
mod postgres;
mod ratings;
mod reads;
mod settings;
mod standings;
mod stats;
#[cfg(test)]
pub(crate) mod testing;
mod trees;
mod upgrade;
mod writes;

pub use active::{LiveGame, LiveState};
pub use backup::{read_manifest, BackupError, BackupReport};
#[cfg(feature = "bench")]
pub use bulk::BulkImport;
pub use codec::{archive, decode, encode, encode_stored, is_archived, DecodeError, SCHEMA_VERSION};
pub use error::StoreError;
pub use handle::Store;
pub use leases::Turn;
#[cfg(test)]
pub(crate) use open::open_waiting;
pub use open::DEFAULT_CACHE_MB;
pub use ratings::RatingTable;
pub use reads::IndexEntry;
pub use settings::UserSettings;
pub use stats::{rank as rank_leaderboard, PlayerStats};
