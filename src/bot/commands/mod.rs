//! The slash commands, one file per family: starting a game, `/game` about the running game,
//! and the information commands. The list of them all is [`crate::bot::commands`]'s caller's:
//! `bot::all_commands`.

pub mod game;
pub mod info;
pub mod settings;
pub mod start;
