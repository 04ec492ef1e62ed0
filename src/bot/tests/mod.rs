//! The bot's tests that span its modules (each module's own tests sit beside its code; the
//! Discord end to end tests are in `tests/e2e`).

mod furniture;
mod whole_games;
