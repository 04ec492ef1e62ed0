//! Azul: Summer Pavilion — the pure rules engine.
//!
//! Rules: `shared/rules/azul-summer-pavilion.md`; board data transcribed in [`board`] and
//! cross-checked against `assets/summer_pavilion/azul-summer-pavilion.json`.
//!
//! # Decisions as states ([`Phase`])
//! - `Acquire`: take tiles — [`Action::Take`] `{ source, colour }`.
//! - `Place`: place one tile — [`Action::Place`] `{ star, space, colour, wilds }` — or
//!   [`Action::Pass`]. The colour is explicit because the centre star and the beige side accept
//!   several; `wilds` is explicit because how many wilds to spend is a real choice; the legal
//!   list holds exactly the legal combinations.
//! - `Bonus`: after completing pillars/statues/windows, take the summed reward one tile at a
//!   time — [`Action::Bonus`] `{ colour }`.
//! - `Keep`: after passing (not in round 6), keep up to 4 tiles in one decision —
//!   [`Action::Keep`] `{ tiles }`, every set of at most 4 held tiles, none included. (Records
//!   of older versions may be in this phase with some tiles already chosen one at a time.)
//!
//! # Interpretations
//! - In round 6 a pass discards every held tile at −1 each, with no keeping step: there is no
//!   next round, and a kept tile would cost −1 after the end bonuses anyway, so keeping is never
//!   better (the licensed online version plays it so; the rulebook does not say).
//! - Round 1's first player is drawn from the seed (the rulebook's youngest player is unknown
//!   to a bot). If nobody takes from the centre in a round, the round's first
//!   player also starts phase 2 and the next round.
//! - A source holding only wilds yields exactly one wild; otherwise a non-wild colour must be
//!   chosen and one wild comes along if present.
//! - The start-token penalty counts every tile taken that turn (the wild included).
//! - No penalty takes a score below 0 (the seed rulebook's floor; the data file's and the
//!   online help's floor of 1 is not used). Score changes are reported as actually applied.
//! - Placing the wild colour spends only tiles of that colour (`wilds` must be 0); otherwise
//!   at least one real tile of the placed colour is spent and the rest may be wilds.
//! - On the beige side a star's kind is decided by its tiles: its second tile makes it
//!   single-coloured (same colour) or multicoloured (different colour).
//! - Bonus tiles are mandatory picks, limited to what the supply holds; the supply is refilled
//!   only after the last pick, before the next player's turn.
//! - A player holding no tiles in phase 2 passes automatically (events `Passed` and
//!   `PassFinished` still appear), since they have no decision to make.
//! - Variant 2's wild order is a stand-in (the Glazed Pavilion expansion's), and the beige
//!   costs come from the full game's board (see [`board::cost`]): the MINI prints neither.
//! - End of game: star bonuses, then cost bonuses, then −1 per leftover tile.
//! - Ties share the victory (no tie-breaker).
//!
//! Outcome keys: see [`ScoreItem`].

pub mod actions;
mod apply;
pub mod board;
mod determinize;
mod entry;
mod figures;
#[cfg(any(test, feature = "fuzzing"))]
mod fuzzing;
pub mod greedy;
pub mod rules;
pub mod scoring;
mod setup;
pub mod state;
pub mod tiles;
mod undo;
pub mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

pub use actions::{Action, Event, PavilionError, ScoreItem, Source};
pub use board::{Board, Space, Star, StarKind, StructureId, StructureKind, STRUCTURES};
pub use entry::ENTRY;
pub use greedy::Greedy;
pub use state::{LastMove, PavilionOptions, Phase, SummerPavilion};
pub use tiles::{Colour, Tiles};
pub use view::PavilionView;

use crate::game::{Game, Outcome, Seat, SetupError, Viewer};

impl Game for SummerPavilion {
    type Options = PavilionOptions;
    type Action = Action;
    type Event = Event;
    type Error = PavilionError;
    type View = PavilionView;

    fn player_counts(_: &PavilionOptions) -> RangeInclusive<usize> {
        2..=4
    }

    fn new(options: &PavilionOptions, players: usize, seed: u64) -> Result<Self, SetupError> {
        SummerPavilion::setup(options, players, seed)
    }

    fn players(&self) -> usize {
        self.players.len()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.phase.seat().into_iter().collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, PavilionError> {
        self.perform(seat, action)
    }

    fn reveals(event: &Event) -> bool {
        undo::reveals(event)
    }

    fn view(&self, viewer: Viewer) -> PavilionView {
        self.make_view(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    fn round(&self) -> u32 {
        u32::from(self.round)
    }
}
