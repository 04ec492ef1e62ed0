//! Azul: Stained Glass of Sintra — the pure rules engine.
//!
//! Rules: `rules/azul-sintra.md` (shared); every component value (colours, window points,
//! ornaments, the broken-glass track, the strips) comes from `assets/sintra/components.json`,
//! where stand-ins for unavailable printed values are marked `reconstruction`
//! ([`Components::stand_ins`] lists them for the help text).
//!
//! A turn is one to three decisions, each an explicit [`Phase`]:
//! 1. [`Phase::Turn`]: [`Action::Take`] (a source and a colour) or [`Action::ResetGlazier`];
//! 2. [`Phase::Place`]: [`Action::Place`] on one of [`Board::legal_strips`];
//! 3. [`Phase::ToWindow`]: [`Action::ToWindow`], only on side B when the completed strip holds
//!    several colours — otherwise the engine moves the first cell's piece (it cannot matter).
//!
//! For the UI, [`SintraView`] has pure helpers ([`SintraView::legal_sources`],
//! [`SintraView::colours_at`], [`SintraView::legal_strips`], [`SintraView::preview`],
//! [`SintraView::effect`] (what a move will score and cost, played on a copy),
//! [`SintraView::can_reset`]) so it can offer a take step by step with no rules of its own;
//! [`Sintra::setup`] also returns round I's setup events (the draw), which `Game::new` drops.
//! There is no hidden information besides the RNG: every seat sees the whole table.
//!
//! Interpretation choices:
//! - **Must place**: the legal strips are the reachable ones (under the glazier or to its right,
//!   still present) with an empty cell accepting the colour. If there is none, every taken piece
//!   breaks at once, the glazier stays, and no strip decision is asked.
//! - **Placement order on a strip**: pieces fill cells of their own colour first, grey wild cells
//!   only with what is left (never worse for the player).
//! - **Broken glass** moves one space per piece; each arrival on the bottom space (−18) costs 18
//!   points at once and the marker restarts at the top, remaining steps continuing from there.
//!   Taking the start marker is one such step.
//! - **Start marker**: if nobody takes from the centre in a round, the previous holder keeps it
//!   and starts again.
//! - **Reset** moves the glazier to the leftmost remaining strip; refused when it is already
//!   there or no strip remains. After a removal the glazier may stand above the empty place.
//! - **Window scoring** counts the window just filled plus every window to its right holding at
//!   least one piece (after the new piece is placed).
//! - **Bag** is kept as counts per colour and drawn uniformly at random, so it has no hidden
//!   order; when it empties during a refill the tower goes back into it; a round that starts
//!   with no glass at all ends at once.
//! - **Side B end bonus**: the engine picks the colour that scores best (lowest colour index on
//!   equal points). **Tie-break**: fewer points lost to broken glass (resets plus the final
//!   track value); still tied, a shared rank.
//!
//! Score-line keys are listed in [`scoring`].

mod actions;
mod apply;
mod board;
mod components;
mod determinize;
mod entry;
mod figures;
#[cfg(any(test, feature = "fuzzing"))]
mod fuzzing;
mod greedy;
mod rules;
mod scoring;
mod setup;
mod state;
pub mod strip_design;
mod table;
mod undo;
mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use crate::game::{Game, Outcome, Seat, SetupError, Viewer};

pub use actions::{Action, Event, SintraError, Source};
pub use board::{broken_cost, marker_after, Board, OpenStrip, Placement, Slot, WindowCell};
#[cfg(test)]
pub(crate) use components::colour_by_initial;
pub use components::{components, Cell, Colour, Components, StandIn, StripDef, StripFace};
pub use entry::ENTRY;
pub use greedy::{placement_value, Greedy};
pub use scoring::{ScoreItem, ScoreSheet};
pub use state::{LastMove, Phase, PlayerState, Sintra, SintraOptions};
pub use table::{Counts, Table};
pub use view::{Effect, PlayerView, SintraView};

impl Game for Sintra {
    type Options = SintraOptions;
    type Action = Action;
    type Event = Event;
    type Error = SintraError;
    type View = SintraView;

    fn player_counts(_: &SintraOptions) -> RangeInclusive<usize> {
        setup::player_range(components())
    }

    fn new(options: &SintraOptions, players: usize, seed: u64) -> Result<Self, SetupError> {
        Sintra::setup(options, players, seed).map(|(game, _)| game)
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

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, SintraError> {
        self.perform(seat, action)
    }

    fn reveals(event: &Event) -> bool {
        undo::reveals(event)
    }

    fn view(&self, viewer: Viewer) -> SintraView {
        self.make_view(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let entries = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                (
                    Seat(u8::try_from(i).unwrap_or(u8::MAX)),
                    p.score(),
                    -i64::from(p.sheet.lost_to_broken_glass()),
                    p.sheet.lines(self.side),
                )
            })
            .collect();
        Some(Outcome::ranked(entries))
    }

    fn round(&self) -> u32 {
        u32::from(self.round.max(1))
    }
}
