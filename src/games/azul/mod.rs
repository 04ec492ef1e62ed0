//! Azul (the original, 2017) — the pure rules engine.
//!
//! Rules: `shared/rules/azul.md` (the publisher's rulebook as Board Game Arena plays it).
//!
//! # Decisions as states ([`Phase`])
//! - `Offer`: take tiles and place them in one decision — [`Action::Take`]
//!   `{ source, colour, destination }` (a pattern line or the floor line). The legal list holds
//!   every legal combination, so the menus ask source and colour, then the destination.
//! - `Tile` (grey side only): choose the wall space for a complete pattern line —
//!   [`Action::Tile`] `{ line, column }`. On the coloured side the wall tiling is automatic.
//!
//! # Where the rulebook is silent (our choices; the help says so)
//! - Round 1's first player is drawn from the seed (the rulebook's "most recently visited
//!   Portugal" is unknown to a bot). If nobody takes from the centre in a round, the same
//!   player starts the next one.
//! - The first-player marker takes the leftmost free floor space before the tiles of the take
//!   that brought it; on a full floor line it stays with its holder at no cost. Tiles beyond
//!   the seventh floor space go to the box lid.
//! - Grey side: the wall tiling is done one player after the other, in turn order from the
//!   round's first player, each player's lines top to bottom (the boards do not affect each
//!   other, so this is the same as everybody at once). A space is asked for only when the row
//!   offers more than one; a single open space is taken at once; a complete line whose colour
//!   has no open space on its row goes, all of it, to the floor line (what does not fit there
//!   to the lid). A colour may still be put on a pattern line whose row has no open space for
//!   it, as the rulebook forbids only a colour already on the row.
//! - When bag and lid together cannot fill the factories, the round starts with them partly
//!   filled; when not a single tile can be dealt, the game ends (nobody could move again).
//! - A score never drops below 0; score changes are reported as actually applied.
//! - Ties: the most complete horizontal rows wins; a tie on that too is shared.
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

pub use actions::{Action, AzulError, Destination, Event, ScoreItem, Source};
pub use board::{Board, FloorSpace, PatternLine, Wall, WallSide};
pub use entry::ENTRY;
pub use greedy::Greedy;
pub use scoring::{end_bonuses, floor_cost, tile_points, EndBonuses};
pub use state::{Azul, AzulOptions, LastMove, LastTake, Marker, Phase};
pub use tiles::{Colour, Tiles};
pub use view::{AzulView, TakePreview};

use crate::game::{Game, Outcome, Seat, SetupError, Viewer};

impl Game for Azul {
    type Options = AzulOptions;
    type Action = Action;
    type Event = Event;
    type Error = AzulError;
    type View = AzulView;

    fn player_counts(_: &AzulOptions) -> RangeInclusive<usize> {
        2..=4
    }

    fn new(options: &AzulOptions, players: usize, seed: u64) -> Result<Self, SetupError> {
        Azul::setup(options, players, seed)
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

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, AzulError> {
        self.perform(seat, action)
    }

    fn reveals(event: &Event) -> bool {
        undo::reveals(event)
    }

    fn view(&self, viewer: Viewer) -> AzulView {
        self.make_view(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    fn round(&self) -> u32 {
        self.round
    }
}
