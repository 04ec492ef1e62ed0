//! How a running game is presented, independent of Discord and of the store: its menus, its
//! pictures and its words, one folder per game.
//!
//! - [`menus`]: the [`TableGame`] trait every hosted game implements, and the menus built from
//!   the legal actions ([`menu`]).
//! - [`counts`]: what anybody can count at the table (piles per colour, scores so far).
//! - [`log`]: what the log lines of moves share (points, counts, joining).
//! - [`kit`]: the drawing kit shared by every picture (canvas, fonts, glass colours, labels, the
//!   score breakdown sheet).
//! - one folder per game (`sagrada/`, `sintra/`, `summer_pavilion/`, `uzory/`): its menus
//!   (`menus.rs`), its pictures (`table.rs`, `board.rs`, …) and its vocabulary (`words.rs`).
//! - `words`: the few words every game shares ("Round").

pub mod alt;
pub mod counts;
pub mod kit;
#[cfg(test)]
mod labels;
#[cfg(test)]
mod legible;
pub mod log;
pub mod menus;
#[cfg(test)]
mod picture_sizes;
pub mod sagrada;
pub mod sintra;
pub mod summer_pavilion;
pub mod uzory;
pub(crate) mod words;

pub(crate) use menus::word;
pub use menus::{menu, valid_token, Choice, Image, Menu, MenuError, TableGame, MAX_LABEL};
