//! The whole game state, including the secret part (the bag order and the RNG).

use serde::{Deserialize, Serialize};

use super::actions::{ScoreItem, Source};
use super::board::{Board, Space, Star};
use super::tiles::{Colour, Tiles};
use crate::game::{GameRng, Seat};
use crate::games::family;
use crate::games::{PavilionSide, WildOrder};

/// The host's choices: board side (variant 1) and wild colour order (variant 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PavilionOptions {
    pub side: PavilionSide,
    pub wilds: WildOrder,
}

impl Default for PavilionOptions {
    fn default() -> Self {
        PavilionOptions {
            side: PavilionSide::Coloured,
            wilds: WildOrder::Normal,
        }
    }
}

pub const ROUNDS: u8 = 6;
pub const TILES_PER_COLOUR: u8 = 22;
pub const TOTAL_TILES: u32 = 132;
pub const SUPPLY_SLOTS: usize = 10;
pub const START_SCORE: u32 = 5;
pub const KEEP_MAX: u32 = 4;

pub use crate::games::family::offer::{factories_for, TILES_PER_FACTORY};

/// The wild colour of a round (1..=6) under a wild order. The MINI's flipped supply board
/// (variant 2) is in no source we have: the alternative order is a stand-in, the one printed on
/// the Glazed Pavilion expansion's supply board, and the help pages and the lobby say so.
pub fn wild_colour(order: WildOrder, round: u8) -> Colour {
    // The normal order is the colours' own: purple first, red last.
    let normal = Colour::ALL;
    let alternative = [
        Colour::Orange,
        Colour::Red,
        Colour::Blue,
        Colour::Yellow,
        Colour::Green,
        Colour::Purple,
    ];
    let list = match order {
        WildOrder::Normal => normal,
        WildOrder::Alternative => alternative,
    };
    let i = usize::from(round.clamp(1, ROUNDS) - 1);
    list.get(i).copied().unwrap_or(Colour::Purple)
}

/// The decision pending now, and whose it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Phase 1: `seat` takes tiles from a factory or the centre.
    Acquire {
        seat: Seat,
    },
    /// Phase 2: `seat` places one tile or passes.
    Place {
        seat: Seat,
    },
    /// `seat` completed structures and still takes `remaining` tiles from the supply.
    Bonus {
        seat: Seat,
        remaining: u8,
    },
    /// `seat` passed and is choosing tiles to keep; `keeping` are those chosen so far.
    Keep {
        seat: Seat,
        keeping: Tiles,
    },
    Over,
}

impl Phase {
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Phase::Acquire { seat }
            | Phase::Place { seat }
            | Phase::Bonus { seat, .. }
            | Phase::Keep { seat, .. } => Some(seat),
            Phase::Over => None,
        }
    }
}

/// Score totals per cause; the breakdown of the outcome.
pub type Ledger = family::Ledger<ScoreItem>;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub board: Board,
    /// Tiles beside the board, usable this round.
    pub held: Tiles,
    /// Tiles on the corner spaces, back beside the board next round.
    pub kept: Tiles,
    pub score: u32,
    pub passed: bool,
    pub ledger: Ledger,
    /// The tiles that came back from the corners at this round's start: the pictures leave
    /// them on the corners until spent (older stored games have none).
    #[serde(default, skip_serializing_if = "Tiles::is_empty")]
    pub carried: Tiles,
}

impl Default for PlayerState {
    /// A fresh board with the starting 5 points.
    fn default() -> PlayerState {
        let mut ledger = Ledger::default();
        ledger.add(ScoreItem::Start, START_SCORE as i32);
        PlayerState {
            board: Board::default(),
            held: Tiles::EMPTY,
            kept: Tiles::EMPTY,
            score: START_SCORE,
            passed: false,
            ledger,
            carried: Tiles::EMPTY,
        }
    }
}

/// Azul: Summer Pavilion. Build with [`crate::game::Game::new`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SummerPavilion {
    pub(crate) options: PavilionOptions,
    pub(crate) rng: GameRng,
    /// 1..=6.
    pub(crate) round: u8,
    /// Who opened this round's phase 1 (and opens phase 2 if nobody took the start token).
    pub(crate) first: Seat,
    pub(crate) phase: Phase,
    pub(crate) factories: Vec<Tiles>,
    pub(crate) centre: Tiles,
    /// `None` while the token lies in the centre.
    pub(crate) start_token: Option<Seat>,
    pub(crate) supply: [Option<Colour>; SUPPLY_SLOTS],
    /// Secret: the order of the bag. Draws pick a random position.
    pub(crate) bag: Vec<Colour>,
    pub(crate) tower: Tiles,
    pub(crate) players: Vec<PlayerState>,
    /// What the player before just did, for the pictures to mark (issue 50).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) last: Option<LastMove>,
}

/// The previous move, in public: what a player coming back to the table looks for first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LastMove {
    /// `count` tiles of `colour` (and a wild with them) taken from `source`.
    Took {
        seat: Seat,
        source: Source,
        colour: Colour,
        count: u8,
        with_wild: bool,
    },
    /// A tile placed; `bonus` are the supply slots emptied for it and what they held.
    Placed {
        seat: Seat,
        star: Star,
        space: Space,
        colour: Colour,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        bonus: Vec<(u8, Colour)>,
    },
    /// A pass: `kept` went to the corners, `discarded` to the tower (both empty while the
    /// player is still choosing what to keep).
    Passed {
        seat: Seat,
        kept: Tiles,
        discarded: Tiles,
    },
}

impl LastMove {
    pub fn seat(&self) -> Seat {
        match *self {
            LastMove::Took { seat, .. }
            | LastMove::Placed { seat, .. }
            | LastMove::Passed { seat, .. } => seat,
        }
    }
}

impl SummerPavilion {
    pub fn options(&self) -> PavilionOptions {
        self.options
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn wild(&self) -> Colour {
        wild_colour(self.options.wilds, self.round)
    }

    pub fn score(&self, seat: Seat) -> Option<u32> {
        self.players.get(seat.index()).map(|p| p.score)
    }

    pub fn player(&self, seat: Seat) -> Option<&PlayerState> {
        self.players.get(seat.index())
    }

    pub fn bag_len(&self) -> usize {
        self.bag.len()
    }

    pub fn supply_tiles(&self) -> Tiles {
        let list: Vec<Colour> = self.supply.iter().flatten().copied().collect();
        Tiles::from_list(&list)
    }

    /// Every tile of the game, wherever it is: always 132 (checked by the property test).
    pub fn tiles_everywhere(&self) -> u32 {
        let mut n = self.bag.len() as u32
            + self.factories.iter().map(Tiles::total).sum::<u32>()
            + self.centre.total()
            + self.supply_tiles().total()
            + self.tower.total();
        for p in &self.players {
            n += p.held.total() + p.kept.total() + p.board.tiles_placed();
        }
        n
    }

    pub(crate) fn next_seat(&self, seat: Seat) -> Seat {
        family::next_seat(seat, self.players.len())
    }
}
