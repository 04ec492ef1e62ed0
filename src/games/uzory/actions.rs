//! What a player can do, what happens, and why a move is refused.

use serde::{Deserialize, Serialize};

use super::board::{Cell, CellError, Placed, Region};
use super::tiles::{Rotation, TileId};
use crate::game::Seat;

/// One decision.
///
/// A whole placement (tile, rotation, cell) is one action: any tile fits any legal cell in any
/// rotation, so the UI can ask for the three parts in separate menus (with the helpers
/// [`super::Field::legal_cells`] and [`super::hand_tiles`]) and submit them together; nothing in
/// between depends on hidden information or randomness.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Place a tile from the hand on a legal cell, turned clockwise by `rotation`.
    Place {
        tile: TileId,
        rotation: Rotation,
        cell: Cell,
    },
    /// Place nothing: discard the whole hand and draw three new tiles.
    Pass,
    /// After a placement that closed a tied frame: the closer names the scorer.
    Award(Seat),
    /// After placing: discard these tiles of the hand (none, one or both; ids ascending), then
    /// draw back up to three.
    Discard(Vec<TileId>),
}

impl Action {
    /// The tile a placement lays, where and how turned; `None` for the other actions.
    pub fn placed(&self) -> Option<Placed> {
        match *self {
            Action::Place {
                tile,
                rotation,
                cell,
            } => Some(Placed {
                cell,
                tile,
                rotation,
            }),
            _ => None,
        }
    }
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// 36 tiles: the 6×6 field is complete.
    FieldFull,
    /// Every player passed, one after the other.
    AllPassed,
}

/// Who, if anyone, scored a frame.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum FrameResult {
    /// The majority was white or absent players' colours.
    Nobody,
    /// One player's colour had the majority.
    Majority(Seat),
    /// Several players' colours tied; the closer chose this one.
    ChosenByCloser { scorer: Seat, tied: Vec<Seat> },
}

impl FrameResult {
    pub fn scorer(&self) -> Option<Seat> {
        match self {
            FrameResult::Nobody => None,
            FrameResult::Majority(s) => Some(*s),
            FrameResult::ChosenByCloser { scorer, .. } => Some(*scorer),
        }
    }
}

/// An enclosed region, scored once when it was closed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    pub region: Region,
    /// Who placed the tile that closed it.
    pub closer: Seat,
    pub result: FrameResult,
}

/// What happened, in order. Tiles drawn into a hand are private, so only their number is told;
/// the drawer sees them in their view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// Setup: `first` revealed the start tile.
    StartTile {
        first: Seat,
        tile: TileId,
        rotation: Rotation,
    },
    /// Setup: each seat got its first hand.
    Dealt {
        seat: Seat,
        count: usize,
    },
    Placed {
        seat: Seat,
        tile: TileId,
        rotation: Rotation,
        cell: Cell,
    },
    /// A region was enclosed; `frame` indexes the game's list of frames once it is resolved.
    FrameClosed {
        closer: Seat,
        region: Region,
    },
    /// The closer must choose who scores the frame just announced.
    TieToBreak {
        closer: Seat,
        tied: Vec<Seat>,
    },
    /// A frame with a white or absent-colour majority: no point.
    NobodyScores,
    /// A victory point: `points` is the seat's new total. `tile_taken` is false when both
    /// piles were empty (the point still counts).
    Scored {
        seat: Seat,
        points: u32,
        tile_taken: bool,
    },
    /// Tiles discarded face up.
    Discarded {
        seat: Seat,
        tiles: Vec<TileId>,
    },
    Passed {
        seat: Seat,
    },
    /// Tiles drawn into a hand (faces private).
    Drew {
        seat: Seat,
        count: usize,
    },
    /// The discard pile was shuffled into a new draw pile.
    Reshuffled {
        tiles: usize,
    },
    TurnStarted {
        seat: Seat,
    },
    GameOver {
        reason: EndReason,
    },
}

/// Why an action was refused. [`crate::game::Game::play`] refuses moves after the end and out
/// of turn itself, and leaves the state unchanged after every refusal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UzoryError {
    #[error("that kind of move is not possible now")]
    WrongStep,
    #[error("tile {0:?} is not in your hand")]
    NotInHand(TileId),
    #[error(transparent)]
    Cell(#[from] CellError),
    #[error("{0:?} is not one of the tied players")]
    NotTied(Seat),
    #[error("list the tiles to discard once each, in ascending order")]
    UnsortedDiscard,
}
