//! The game state: its types and accessors.

use serde::{Deserialize, Serialize};

use super::actions::{EndReason, Frame};
use super::board::{Cell, Field, Region};
use super::model::Model;
use super::tiles::TileId;
use crate::game::{GameRng, Seat};

/// Tiles in a full hand.
pub const HAND_SIZE: usize = 3;

/// The score key of the outcome: victory points (one per frame scored).
pub const SCORE_KEY: &str = "uzory.victory_points";

/// The decision the game is waiting for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// `seat` places a tile or passes.
    Turn {
        seat: Seat,
    },
    /// `closer` placed a tile that closed `region`, where the colours of `tied` share the
    /// majority; `closer` names the scorer. `queue` holds further regions the same tile closed,
    /// resolved after this one.
    ChooseScorer {
        closer: Seat,
        region: Region,
        tied: Vec<Seat>,
        queue: Vec<Region>,
    },
    /// `seat` has placed and may discard some of the rest of the hand.
    Discard {
        seat: Seat,
    },
    Over {
        reason: EndReason,
    },
}

/// What the last turn did, public, for the table to mark and name (issue 50). The frames a
/// placement closed are [`Uzory::fresh_frames`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum LastMove {
    /// `seat` laid a tile at `cell`, then discarded `discarded` tiles (so far: the discard step
    /// may still be to come).
    Placed {
        seat: Seat,
        cell: Cell,
        discarded: usize,
    },
    /// `seat` passed, discarding `discarded` tiles.
    Passed { seat: Seat, discarded: usize },
}

impl LastMove {
    pub fn seat(&self) -> Seat {
        match self {
            LastMove::Placed { seat, .. } | LastMove::Passed { seat, .. } => *seat,
        }
    }
}

/// A seat's victory tiles: the points recorded and the tiles taken for them (fewer when the
/// piles were empty).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Victory {
    pub points: u32,
    pub tiles: Vec<TileId>,
}

/// A game of Uzory. See the module doc of [`super`] for the rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Uzory {
    pub(crate) rng: GameRng,
    pub(crate) hands: Vec<Vec<TileId>>,
    /// The draw pile; the top is the end.
    pub(crate) pile: Vec<TileId>,
    /// Face up, most recent last.
    pub(crate) discard: Vec<TileId>,
    pub(crate) field: Field,
    pub(crate) victory: Vec<Victory>,
    /// Every enclosed region, in the order it was closed.
    pub(crate) frames: Vec<Frame>,
    pub(crate) first: Seat,
    pub(crate) phase: Phase,
    /// Passes since the last placement.
    pub(crate) passes_in_a_row: usize,
    /// Completed turns (placements and passes).
    pub(crate) turns: u32,
    /// How many frames at the end of `frames` the last placement closed (0 after a pass), so
    /// the table picture can show them. A state stored before this was kept reads 0.
    #[serde(default)]
    pub(crate) fresh: usize,
    /// The last turn (placement or pass), `None` before the first; absent in older records.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) last: Option<LastMove>,
}

impl Uzory {
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn field(&self) -> &Field {
        &self.field
    }

    /// The rules this game is played under (kept by its field).
    pub fn model(&self) -> Model {
        self.field.model()
    }

    /// The frames the last placement closed (none after a pass), oldest first.
    pub fn fresh_frames(&self) -> &[Frame] {
        let from = self.frames.len().saturating_sub(self.fresh);
        self.frames.get(from..).unwrap_or(&[])
    }

    /// What the last turn did, if any turn has been played.
    pub fn last_move(&self) -> Option<&LastMove> {
        self.last.as_ref()
    }

    pub fn frames(&self) -> &[Frame] {
        &self.frames
    }

    pub fn first_player(&self) -> Seat {
        self.first
    }

    /// The hand of a seat (private information: for tests and the engine's own use).
    pub fn hand(&self, seat: Seat) -> &[TileId] {
        self.hands.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    pub fn discards(&self) -> &[TileId] {
        &self.discard
    }

    pub fn victory(&self, seat: Seat) -> Option<&Victory> {
        self.victory.get(seat.index())
    }

    pub fn passes_in_a_row(&self) -> usize {
        self.passes_in_a_row
    }

    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Every tile wherever it is: hands, pile, discards, field, victory tiles. Always 93
    /// distinct ids.
    pub fn all_tiles(&self) -> Vec<TileId> {
        let mut all: Vec<TileId> = self.hands.iter().flatten().copied().collect();
        all.extend(&self.pile);
        all.extend(&self.discard);
        all.extend(self.field.tiles().iter().map(|p| p.tile));
        all.extend(self.victory.iter().flat_map(|v| v.tiles.iter().copied()));
        all
    }

    /// A game before anybody scored or passed, from the deal and the field laid so far: a new
    /// game's, or a hand-drawn test position (the parts are not checked; the engine assumes the
    /// 93 tiles are each in exactly one place).
    pub(super) fn before_first_move(
        rng: GameRng,
        hands: Vec<Vec<TileId>>,
        pile: Vec<TileId>,
        discard: Vec<TileId>,
        field: Field,
        first: Seat,
        to_move: Seat,
    ) -> Uzory {
        let players = hands.len();
        Uzory {
            rng,
            hands,
            pile,
            discard,
            field,
            victory: vec![Victory::default(); players],
            frames: Vec::new(),
            first,
            phase: Phase::Turn { seat: to_move },
            passes_in_a_row: 0,
            turns: 0,
            fresh: 0,
            last: None,
        }
    }

    /// The seat whose decision is pending, if any.
    pub fn deciding(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Turn { seat } | Phase::Discard { seat } => Some(*seat),
            Phase::ChooseScorer { closer, .. } => Some(*closer),
            Phase::Over { .. } => None,
        }
    }
}
