//! What players may do, why a move is refused, and what happened.
//!
//! Actions are small and enumerable so the Discord UI can offer them step by step: a source,
//! then a colour (one [`Action::Take`]), then a strip ([`Action::Place`]), then, rarely, the
//! piece for the window ([`Action::ToWindow`]).

use serde::{Deserialize, Serialize};

use crate::game::Seat;

use super::board::WindowCell;
use super::components::Colour;
use super::scoring::ScoreItem;

/// Where glass is taken from: a factory display or the centre, as in the rest of the family.
pub use crate::games::family::Source;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action")]
pub enum Action {
    /// A: take every piece of `colour` from `source`.
    Take { source: Source, colour: Colour },
    /// B: move the glazier back above the leftmost remaining strip.
    ResetGlazier,
    /// Put the taken pieces on the strip above window `strip` (0-based, left to right).
    Place { strip: u8 },
    /// Choose which colour of the completed strip goes into the window (side B only, when the
    /// strip holds several colours).
    ToWindow { colour: Colour },
}

/// Why an action was refused. [`crate::game::Game::play`] refuses moves after the end and out
/// of turn itself, and leaves the state unchanged after every refusal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SintraError {
    #[error("there is no seat {0:?}")]
    NoSuchSeat(Seat),
    #[error("glass is not being taken now")]
    NotTakingNow,
    #[error("no glass is waiting to be placed")]
    NotPlacingNow,
    #[error("no completed strip is waiting for its window piece")]
    NotChoosingWindowPiece,
    #[error("there is no factory {0}")]
    NoSuchFactory(u8),
    #[error("there is no glass of that colour there")]
    ColourNotThere,
    #[error("the glazier is already above the leftmost strip")]
    GlazierAlreadyLeftmost,
    #[error("there is no strip above window {0}")]
    NoSuchStrip(u8),
    #[error("the strip above window {0} is left of the glazier")]
    LeftOfGlazier(u8),
    #[error("the strip above window {0} has no free cell for this colour, but another reachable strip does")]
    MustPlaceMatching(u8),
    #[error("the completed strip holds no glass of that colour")]
    ColourNotOnStrip,
}

/// What happened, in order, for the log and the animations.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "event")]
pub enum Event {
    /// A round began: its indicator colour, who starts, and the glass drawn onto the factories.
    RoundStarted {
        round: u8,
        colour: Option<Colour>,
        first: Seat,
        factories: Vec<Vec<Colour>>,
    },
    /// The bag was empty: the tower's pieces went back into it.
    BagRefilled {
        pieces: u32,
    },
    Took {
        seat: Seat,
        source: Source,
        colour: Colour,
        count: u8,
        /// The rest of the factory, moved to the centre.
        to_centre: Vec<Colour>,
    },
    /// First to take from the centre this round: the start marker (and a broken-glass step).
    StartMarkerTaken {
        seat: Seat,
    },
    GlazierMoved {
        seat: Seat,
        from: u8,
        to: u8,
    },
    GlazierReset {
        seat: Seat,
        from: u8,
        to: u8,
    },
    Placed {
        seat: Seat,
        strip: u8,
        colour: Colour,
        count: u8,
    },
    /// Pieces that broke (no room) went to the tower.
    Broke {
        seat: Seat,
        colour: Colour,
        count: u8,
    },
    /// The broken-glass marker moved down from `from` to `position` (spaces from the top).
    BrokenMarkerMoved {
        seat: Seat,
        steps: u8,
        #[serde(default)]
        from: u8,
        position: u8,
        /// What the move costs in the end ([`super::board::broken_cost`]): the −18 of any
        /// reset (also told as its own [`Event::Scored`]) plus the change of the marker's value.
        #[serde(default)]
        cost: i32,
    },
    /// A strip was completed; its pieces (in cell order) before one goes to the window.
    StripCompleted {
        seat: Seat,
        strip: u8,
        pieces: Vec<Colour>,
    },
    WindowFilled {
        seat: Seat,
        window: u8,
        cell: WindowCell,
        colour: Colour,
        /// The other pieces of the strip, sent to the tower.
        discarded: Vec<Colour>,
    },
    StripFlipped {
        seat: Seat,
        strip: u8,
    },
    StripRemoved {
        seat: Seat,
        strip: u8,
    },
    /// Points changed; `total` is the new score.
    Scored {
        seat: Seat,
        item: ScoreItem,
        points: i32,
        total: i32,
    },
    /// The round indicator's piece went to the tower.
    RoundEnded {
        round: u8,
        removed: Option<Colour>,
    },
    /// Side B: the colour the engine chose for the player's end scoring.
    BestColourChosen {
        seat: Seat,
        colour: Colour,
    },
    GameEnded,
}
