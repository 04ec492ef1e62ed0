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
//!   (`menus.rs`), its pictures (`table.rs`, `board.rs`, …), its vocabulary (`words.rs`) and its
//!   entry in [`PRESENTED`] (the presentation's side of the registry: what code that knows only
//!   a game's kind reaches, such as its score sheet's line names).
//! - `words`: the few words every game shares ("Round").

pub mod alt;
pub mod counts;
pub mod hint;
pub mod kit;
pub mod learn;
pub mod log;
pub mod menus;
pub mod pictures;
mod table_game;
#[cfg(test)]
mod tests;
pub(crate) mod words;

// Each game's presentation, `present/<game>/`, with its `PRESENTED`.
pub mod azul;
pub mod sagrada;
pub mod sintra;
pub mod summer_pavilion;
pub mod uzory;

pub use alt::AltText;
pub use counts::PublicCounts;
pub use hint::Explain;
pub use learn::{Lesson, Teach};
pub use log::{Move, Tell};
pub use menus::{menu, valid_token, Choice, Menu, MenuError, Menus, MAX_LABEL};
pub use pictures::{DrawBoard, DrawTable, Image, PLAYERS};
pub use table_game::{Picture, TableGame};

use crate::games::{GameKind, GAMES};
use crate::i18n::Locale;

/// **Each game's presentation**, in the registry's order ([`GAMES`]): the `PRESENTED` each game
/// defines in its folder, `present/<game>/mod.rs`.
pub const PRESENTED: [&Presented; GAMES.len()] = [
    &summer_pavilion::PRESENTED,
    &sintra::PRESENTED,
    &sagrada::PRESENTED,
    &uzory::PRESENTED,
    &azul::PRESENTED,
];

// PRESENTED[i] is the presentation of the i-th GameKind: `presented` indexes by the variant.
const _: () = {
    let mut i = 0;
    while i < PRESENTED.len() {
        assert!(
            PRESENTED[i].kind as usize == i,
            "PRESENTED must follow GameKind's order"
        );
        i += 1;
    }
};

/// What code that knows only a game's kind reaches of its presentation: its traits' functions,
/// instantiated for its engine by [`Presented::of`].
pub struct Presented {
    pub kind: GameKind,
    /// The name of one of its lines of the score sheet (`ScoreLine::item`, a key such as
    /// "sintra.windows"), from its words; `None` for another game's key. See
    /// [`counts::score_item`].
    pub score_item: fn(&str, Locale) -> Option<String>,
    /// See [`Menus::help_more`].
    pub help_more: fn(Locale) -> Option<(String, String)>,
    /// See [`Menus::stand_ins`].
    pub stand_ins: fn() -> Vec<String>,
    /// The presentation tests, run for every game of the registry.
    #[cfg(test)]
    pub(crate) checks: tests::Checks,
}

impl Presented {
    /// `G`'s presentation, its score sheet's lines named by `score_item` (its words').
    pub const fn of<G: TableGame>(score_item: fn(&str, Locale) -> Option<String>) -> Presented {
        Presented {
            kind: G::KIND,
            score_item,
            help_more: G::help_more,
            stand_ins: G::stand_ins,
            #[cfg(test)]
            checks: tests::Checks::of::<G>(),
        }
    }
}

/// The presentation of a game of kind `kind`.
pub fn presented(kind: GameKind) -> &'static Presented {
    PRESENTED[kind as usize]
}

/// Every presentation trait, for code that calls them on a particular game (tests, examples):
/// generic code bound by [`TableGame`] has them already.
pub mod prelude {
    pub use super::{AltText, DrawBoard, DrawTable, Menus, PublicCounts, TableGame, Tell};
}
