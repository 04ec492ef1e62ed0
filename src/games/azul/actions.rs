//! What players do ([`Action`]), what happens ([`Event`]) and why a move is refused
//! ([`AzulError`]).

use serde::{Deserialize, Serialize};

use super::tiles::{Colour, Tiles};
use crate::game::Seat;

pub use crate::games::family::offer::{Source, TakeError};

/// Where taken tiles go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Destination {
    /// A pattern line, 0 (one space, the top) to 4 (five spaces); what does not fit drops to
    /// the floor line.
    Line(u8),
    /// Straight to the floor line.
    Floor,
}

/// One decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// The factory offer: take every tile of `colour` from `source` and put them on
    /// `destination`.
    Take {
        source: Source,
        colour: Colour,
        destination: Destination,
    },
    /// Grey-side wall tiling: move the tile of the complete pattern line `line` to `column` of
    /// the wall row of the same number.
    Tile { line: u8, column: u8 },
}

/// Where a score change comes from; [`ScoreItem::key`] is the stable translation key.
///
/// Keys: `azul.wall`, `azul.floor`, `azul.rows`, `azul.columns`, `azul.colours`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScoreItem {
    /// Tiles placed on the wall.
    Wall,
    /// The floor line (negative).
    Floor,
    /// +2 for each complete horizontal row at the end.
    Rows,
    /// +7 for each complete vertical column at the end.
    Columns,
    /// +10 for each colour with all five tiles on the wall at the end.
    Colours,
}

impl ScoreItem {
    pub const ALL: [ScoreItem; 5] = [
        ScoreItem::Wall,
        ScoreItem::Floor,
        ScoreItem::Rows,
        ScoreItem::Columns,
        ScoreItem::Colours,
    ];

    pub fn key(self) -> &'static str {
        match self {
            ScoreItem::Wall => "azul.wall",
            ScoreItem::Floor => "azul.floor",
            ScoreItem::Rows => "azul.rows",
            ScoreItem::Columns => "azul.columns",
            ScoreItem::Colours => "azul.colours",
        }
    }
}

/// What happened, in order. Random draws are reported once they are face up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Event {
    /// A round begins: who starts and the tiles drawn onto each factory (some may be short or
    /// empty when bag and lid ran out).
    RoundStarted {
        round: u32,
        first: Seat,
        factories: Vec<Tiles>,
    },
    /// The box lid was poured into the bag because the bag ran out.
    BagRefilled {
        tiles: u32,
    },
    Took {
        seat: Seat,
        source: Source,
        colour: Colour,
        /// Tiles of `colour` taken.
        count: u8,
        destination: Destination,
        /// Of them: put on the pattern line, dropped to the floor line, gone to the box lid
        /// because the floor line was full.
        to_line: u8,
        to_floor: u8,
        to_lid: u8,
        /// What the rest of a factory moved to the centre.
        to_centre: Tiles,
    },
    /// The first take from the centre this round: the first-player marker goes to `seat`, on
    /// their floor line if it had room.
    MarkerTaken {
        seat: Seat,
        on_floor: bool,
    },
    /// Every factory and the centre are empty: the wall tiling begins.
    TilingStarted,
    /// A complete pattern line's tile moved to the wall; the line's other tiles went to the lid.
    Tiled {
        seat: Seat,
        line: u8,
        column: u8,
        colour: Colour,
        to_lid: u8,
    },
    /// Grey side: a complete pattern line whose colour has no open space on its row went, all
    /// of it, to the floor line (and what did not fit there, to the lid).
    LineDropped {
        seat: Seat,
        line: u8,
        colour: Colour,
        to_floor: u8,
        to_lid: u8,
    },
    /// `seat` completed wall row `row`: the game ends after this round's tiling.
    RowCompleted {
        seat: Seat,
        row: u8,
    },
    /// The floor line was scored and emptied into the lid (the marker, if there, went back).
    FloorCleared {
        seat: Seat,
        tiles: Tiles,
        marker: bool,
    },
    /// Every score change, with its cause and the new total.
    Score {
        seat: Seat,
        item: ScoreItem,
        points: i32,
        total: u32,
    },
    /// Bag and lid were both empty, so no tile could be dealt for a new round: the game ends.
    TilesRanOut,
    /// Grey side: no row of any wall can be completed any more, so the game ends after this
    /// tiling (our ruling; the rulebook is silent).
    RowsDead,
    /// No tile reached any wall for [`super::state::QUIET_ROUNDS_END`] rounds in a row, so the
    /// game ends after this tiling (our ruling; the rulebook is silent).
    Stalled,
    GameEnded,
}

/// Why an action was refused. [`crate::game::Game::play`] refuses moves after the end and out
/// of turn itself, and leaves the state unchanged after every refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AzulError {
    #[error("there is no such seat")]
    NoSuchSeat,
    #[error("that kind of action does not fit the decision pending now")]
    WrongDecision,
    #[error(transparent)]
    Take(#[from] TakeError),
    #[error("there is no such pattern line")]
    NoSuchLine,
    #[error("that pattern line is full")]
    LineFull,
    #[error("that pattern line holds another colour")]
    LineHoldsOtherColour,
    #[error("that colour is already on the wall row of that line")]
    ColourOnWallRow,
    #[error("another pattern line is being tiled now")]
    NotThisLine,
    #[error("there is no such space on the wall")]
    NoSuchColumn,
    #[error("that space of the wall is taken")]
    SpaceTaken,
    #[error("that column already holds that colour")]
    ColourInColumn,
}
