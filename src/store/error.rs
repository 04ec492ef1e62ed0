//! What a store's work can fail with, inside a transaction and out.

use sled::transaction::{
    ConflictableTransactionError, TransactionError, UnabortableTransactionError,
};

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

/// How a transaction's step fails: aborted with an error, or in conflict with another
/// transaction (which runs it again, in either backend).
#[derive(Debug)]
pub(super) enum TxError {
    Abort(StoreError),
    Conflict,
}

impl TxError {
    /// The same failure in sled's words, so sled retries a conflict itself.
    pub fn into_sled(self) -> ConflictableTransactionError<StoreError> {
        match self {
            TxError::Abort(e) => ConflictableTransactionError::Abort(e),
            TxError::Conflict => ConflictableTransactionError::Conflict,
        }
    }
}

impl From<UnabortableTransactionError> for TxError {
    fn from(e: UnabortableTransactionError) -> Self {
        match e {
            UnabortableTransactionError::Conflict => TxError::Conflict,
            UnabortableTransactionError::Storage(e) => TxError::Abort(e.into()),
        }
    }
}

/// A write outside any transaction (a migration, the bulk import) that ran the transactions'
/// bookkeeping code.
impl From<TxError> for StoreError {
    fn from(e: TxError) -> Self {
        match e {
            TxError::Abort(e) => e,
            TxError::Conflict => {
                StoreError::Storage("a write conflicted outside a transaction".into())
            }
        }
    }
}

/// What the bookkeeping's steps return: inside a transaction, an abort carries a [`StoreError`].
pub(super) type TxResult<T> = Result<T, TxError>;

/// Ends a transaction with `e`.
pub(super) fn abort<T>(e: StoreError) -> TxResult<T> {
    Err(TxError::Abort(e))
}
