//! The hosted game, without Discord: what is stored for a game ([`record`]), the lobby's rules
//! ([`lobby`]), the rules of hosting a running game (turn deadlines, leaving, running out of
//! time, coming back, cancelling: [`hosting`]), a record coupled with its engine ([`session`])
//! its history told by replay ([`history`]) and moves taken back within a turn (`undo`).
//! Every change a game goes through is a [`TableChange`], decided by [`Table::apply`]
//! ([`change`]).
//!
//! Everything here is pure: the bot loads a record, asks this layer what a click or a command
//! changes, and saves and shows the result.

pub mod change;
pub mod engines;
pub mod expiry;
pub mod hint;
pub mod history;
pub mod hosting;
pub mod lobby;
pub mod object;
pub mod rating;
pub mod record;
pub mod review;
pub mod session;
mod undo;

#[cfg(test)]
pub(crate) mod tests;

pub use change::{Applied, TableChange};
pub use object::{open, set_up, Action, GameTable, TableKind};
pub use record::{
    from_base36, to_base36, BadGameId, Deadline, EngineState, GameId, GameRecord, Learning, Logged,
    Phase, Place, Reach, SeatHolder, SeatResult, StandIn,
};
pub use session::{Hosted, Table};
