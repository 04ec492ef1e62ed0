//! Sagrada as presented: its menus (`menus.rs`, the `TableGame` impl), its words (`words.rs`)
//! and its pictures.
//!
//! Sagrada pictures: the public table (draft pool, round track, cards, every window) and one
//! player's board (their window large, with their secrets when the view is theirs).

mod alt;
mod board;
mod counts;
mod log;
mod menus;
mod paint;
mod reference;
mod table;
#[cfg(test)]
mod tests;
mod tools;
mod words;

pub use paint::glass;

/// Its presentation in the registry ([`crate::present::PRESENTED`]).
pub const PRESENTED: crate::present::Presented =
    crate::present::Presented::of::<crate::games::sagrada::Sagrada>();
