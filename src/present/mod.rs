//! How a running game is presented, independent of Discord and of the store: its menus, its
//! pictures and its words, one folder per game.
//!
//! - [`TableGame`]: a game as hosted, the sum of small traits each game implements in the file
//!   that does the work: [`Menus`] (`menus.rs`: the steps of each decision, the status line),
//!   [`Tell`] (`log.rs`: a move in words), [`PublicCounts`] (`counts.rs`), [`AltText`]
//!   (`alt.rs`), [`DrawTable`] (`table.rs`) and [`DrawBoard`] (`board.rs`).
//! - [`menus`]: the menus built from the legal actions ([`menu`]).
//! - [`counts`]: what anybody can count at the table (piles per colour, scores so far).
//! - [`log`]: what the log lines of moves share (points, counts, joining).
//! - [`pictures`]: the picture traits and what a message attaches.
//! - [`kit`]: the drawing kit shared by every picture (canvas, fonts, glass colours, labels, the
//!   score breakdown sheet).
//! - one folder per game (`azul/`, `sagrada/`, `sintra/`, `summer_pavilion/`, `uzory/`): its menus
//!   (`menus.rs`), its pictures (`table.rs`, `board.rs`, …) and its vocabulary (`words.rs`).
//! - `words`: the few words every game shares ("Round").

pub mod alt;
pub mod counts;
pub mod kit;
pub mod log;
pub mod menus;
pub mod pictures;
mod table_game;
// Each registered game's presentation, `present/<module>/`.
crate::registry!(@each @modules);
#[cfg(test)]
mod tests;
pub(crate) mod words;

pub use alt::AltText;
pub use counts::PublicCounts;
pub use log::Tell;
pub use menus::{menu, valid_token, Choice, Menu, MenuError, Menus, MAX_LABEL};
pub use pictures::{DrawBoard, DrawTable, Image, PLAYERS};
pub use table_game::TableGame;

/// Every presentation trait, for code that calls them on a particular game (tests, examples):
/// generic code bound by [`TableGame`] has them already.
pub mod prelude {
    pub use super::{AltText, DrawBoard, DrawTable, Menus, PublicCounts, TableGame, Tell};
}
