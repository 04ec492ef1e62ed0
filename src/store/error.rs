//! What a store's work can fail with, inside a transaction and out.

use sled::transaction::{ConflictableTransactionError, TransactionError};

use super::codec::DecodeError;
use crate::table::GameId;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum StoreError {
    #[error("storage failure: {0}")]
    Storage(String),
    #[error("record of game {id} cannot be read: {reason}")]
    Corrupt { id: GameId, reason: DecodeError },
    #[error("game {id} changed meanwhile (expected move {expected}, found {found})")]
    Conflict {
        id: GameId,
        expected: u64,
        found: u64,
    },
    #[error("game {0} already exists")]
    Exists(GameId),
    #[error("game {0} does not exist")]
    NotFound(GameId),
}

impl From<sled::Error> for StoreError {
    fn from(e: sled::Error) -> Self {
        StoreError::Storage(e.to_string())
    }
}

impl From<TransactionError<StoreError>> for StoreError {
    fn from(e: TransactionError<StoreError>) -> Self {
        match e {
            TransactionError::Abort(e) => e,
            TransactionError::Storage(e) => e.into(),
        }
    }
}

/// A write outside any transaction (a migration, the bulk import) that ran the transactions'
/// bookkeeping code.
impl From<ConflictableTransactionError<StoreError>> for StoreError {
    fn from(e: ConflictableTransactionError<StoreError>) -> Self {
        match e {
            ConflictableTransactionError::Abort(e) => e,
            other => StoreError::Storage(format!("{other:?}")),
        }
    }
}

/// What the bookkeeping's steps return: inside a transaction, an abort carries a [`StoreError`].
pub(super) type TxResult<T> = Result<T, ConflictableTransactionError<StoreError>>;

/// Ends a transaction with `e`.
pub(super) fn abort<T>(e: StoreError) -> TxResult<T> {
    Err(ConflictableTransactionError::Abort(e))
}
