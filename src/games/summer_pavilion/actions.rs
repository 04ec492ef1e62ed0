//! What players do ([`Action`]), what happens ([`Event`]) and why a move is refused
//! ([`PavilionError`]).

use serde::{Deserialize, Serialize};

use super::board::{Space, Star, StarKind, StructureId};
use super::tiles::{Colour, Tiles};
use crate::game::Seat;

pub use crate::games::family::offer::{Source, TakeError};

/// One decision. Each variant belongs to one kind of pending decision (see `Phase`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Phase 1: take every tile of a non-wild `colour` from `source`, plus one wild if there is
    /// one. When the source holds only wilds, `colour` is the wild colour and one tile is taken.
    Take { source: Source, colour: Colour },
    /// Phase 2: put a tile of `colour` on `star`/`space`, spending the space's cost in tiles of
    /// which `wilds` are wild tiles standing in for `colour` (always 0 when `colour` is wild).
    Place {
        star: Star,
        space: Space,
        colour: Colour,
        wilds: u8,
    },
    /// Phase 2: take no more turns this round; next, choose the tiles to keep (in round 6
    /// everything held is discarded at once).
    Pass,
    /// While passing: keep `tiles` (up to 4, none is fine) on the corners, in one decision; the
    /// tiles not kept go to the tower at −1 point each.
    Keep { tiles: Tiles },
    /// After completing structures: take one tile of `colour` from the supply.
    Bonus { colour: Colour },
}

/// Where a score change comes from; [`ScoreItem::key`] is the stable translation key.
///
/// Keys: `summer_pavilion.start`, `summer_pavilion.placement`, `summer_pavilion.start_token`,
/// `summer_pavilion.discard`, `summer_pavilion.star_multicoloured`,
/// `summer_pavilion.star_<colour>` (purple, green, orange, yellow, blue, red),
/// `summer_pavilion.all_1` … `summer_pavilion.all_4`, `summer_pavilion.leftover`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScoreItem {
    /// The 5 points everyone starts with.
    Start,
    Placement,
    /// Taking first from the centre (negative).
    StartToken,
    /// Tiles thrown away when passing (negative).
    Discard,
    Star(StarKind),
    /// Every space of this cost covered on every star.
    AllOfCost(u8),
    /// Tiles still kept after round 6 (negative).
    Leftover,
}

impl ScoreItem {
    pub fn key(self) -> String {
        match self {
            ScoreItem::Start => "summer_pavilion.start".into(),
            ScoreItem::Placement => "summer_pavilion.placement".into(),
            ScoreItem::StartToken => "summer_pavilion.start_token".into(),
            ScoreItem::Discard => "summer_pavilion.discard".into(),
            ScoreItem::Star(StarKind::Multicoloured) => "summer_pavilion.star_multicoloured".into(),
            ScoreItem::Star(StarKind::Single(c)) => format!("summer_pavilion.star_{}", c.name()),
            ScoreItem::AllOfCost(n) => format!("summer_pavilion.all_{n}"),
            ScoreItem::Leftover => "summer_pavilion.leftover".into(),
        }
    }
}

/// What happened, in order. Random draws are reported once they are face up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Event {
    /// A round begins: its wild colour, who starts, and the tiles drawn onto each factory.
    RoundStarted {
        round: u8,
        wild: Colour,
        first: Seat,
        factories: Vec<Tiles>,
    },
    /// The tower was emptied into the bag because the bag ran out.
    BagRefilled {
        tiles: u32,
    },
    /// Supply slots filled from the bag: `(slot, colour)`.
    SupplyRefilled {
        tiles: Vec<(u8, Colour)>,
    },
    Took {
        seat: Seat,
        source: Source,
        colour: Colour,
        /// Tiles of `colour` taken (for an all-wild source: 1).
        count: u8,
        /// Whether one wild tile came along with a non-wild colour.
        with_wild: bool,
        /// What the rest of a factory moved to the centre.
        to_centre: Tiles,
    },
    /// First take from the centre this round.
    StartTokenTaken {
        seat: Seat,
    },
    /// Phase 2 begins; `first` places first.
    PlacementStarted {
        first: Seat,
    },
    Placed {
        seat: Seat,
        star: Star,
        space: Space,
        colour: Colour,
        /// Tiles of `colour` spent (one of them is on the board, the rest went to the tower).
        real: u8,
        /// Wild tiles spent (to the tower).
        wilds: u8,
    },
    StructureCompleted {
        seat: Seat,
        structure: StructureId,
        reward: u8,
    },
    BonusTaken {
        seat: Seat,
        slot: u8,
        colour: Colour,
    },
    /// A pass was announced; tile keeping follows unless nothing is held or it is round 6.
    Passed {
        seat: Seat,
    },
    /// A pass was finished: `kept` sits on the corners, `discarded` went to the tower.
    PassFinished {
        seat: Seat,
        kept: Tiles,
        discarded: Tiles,
    },
    /// Kept tiles came back beside the board for the new round.
    KeptReturned {
        seat: Seat,
        tiles: Tiles,
    },
    /// Every score change, with its cause and the new total.
    Score {
        seat: Seat,
        item: ScoreItem,
        points: i32,
        total: u32,
    },
    GameEnded,
}

/// Why an action was refused. [`crate::game::Game::play`] refuses moves after the end and out
/// of turn itself, and leaves the state unchanged after every refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PavilionError {
    #[error("there is no such seat")]
    NoSuchSeat,
    #[error("that kind of action does not fit the decision pending now")]
    WrongDecision,
    #[error(transparent)]
    Take(#[from] TakeError),
    #[error("the wild colour may only be taken alone from a source that holds nothing else")]
    WildWhileOthersPresent,
    #[error("there is no such star or space")]
    NoSuchSpace,
    #[error("that space is already covered")]
    SpaceTaken,
    #[error("that colour cannot go on that star")]
    ColourNotAllowedOnStar,
    #[error("a wild tile cannot stand in for its own colour")]
    WildForWildColour,
    #[error("at least one real tile of the placed colour must be spent")]
    NeedOneRealTile,
    #[error("fewer wild tiles are held than that")]
    NotEnoughWilds,
    #[error("not enough tiles for that space")]
    NotEnoughTiles,
    #[error("no held tile of that colour is left to keep")]
    NothingToKeep,
    #[error("at most 4 tiles may be kept")]
    KeepLimit,
    #[error("the supply holds no tile of that colour")]
    NotInSupply,
}
