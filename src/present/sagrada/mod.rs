//! Sagrada as presented: its menus (`menus.rs`, the `TableGame` impl), its words (`words.rs`)
//! and its pictures.
//!
//! Sagrada pictures: the public table (draft pool, round track, cards, every window) and one
//! player's board (their window large, with their secrets when the view is theirs).

mod alt;
mod board;
mod counts;
mod hint;
mod learn;
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
    crate::present::Presented::of::<crate::games::sagrada::Sagrada>(words::score_item);
use crate::games::sagrada::{breakdown, SagradaView, ScoreInput, SeatView, Window};

/// A seat's score at the end, as its score sheet adds it up (favor tokens count only against
/// opponents).
fn final_total(view: &SagradaView, s: &SeatView, window: &Window) -> i32 {
    let lines = breakdown(&ScoreInput {
        window,
        publics: &view.publics,
        privates: s.private.as_deref().unwrap_or(&[]),
        favor: view.solo.is_none().then_some(s.favor),
    });
    lines.iter().map(|l| l.points).sum()
}
