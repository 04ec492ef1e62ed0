//! vitrail: a Discord bot that hosts Azul, Azul: Summer Pavilion, Azul: Stained Glass of
//! Sintra, Sagrada and Uzory.
//!
//! - [`game`]: the interface every pure engine implements.
//! - [`ai`]: computer players that search (information-set Monte Carlo tree search).
//! - [`games`]: the registry of the games, their options and their engines.
//! - [`table`]: the hosted game without Discord: record, lobby, hosting rules, session, log.
//! - [`store`]: sled persistence.
//! - [`bot`]: the Discord layer.
//! - [`present`]: how a running game is offered as menus, pictures and words.
//! - [`i18n`]: every user-facing string.
//! - [`cli`]: the `simulate` and `tournament` commands.
//! - `fuzz` (tests and the `fuzzing` feature only): arbitrary inputs for the fuzz targets and
//!   their always-run property tests.

pub mod ai;
pub mod bot;
pub mod cli;
pub mod config;
#[cfg(any(test, feature = "fuzzing"))]
pub mod fuzz;
pub mod game;
pub mod games;
pub mod i18n;
pub mod metrics;
pub mod present;
pub mod store;
pub mod table;
