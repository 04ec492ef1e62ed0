//! The whole game state, including the secret part (the bag order and the RNG). Plain serde
//! data: any position can be written down as JSON, loaded and played on.

use serde::{Deserialize, Serialize};

use super::actions::{Destination, Event, ScoreItem, Source};
use super::board::{Board, WallSide};
use super::tiles::Tiles;
use crate::game::{GameRng, Seat};
use crate::games::family;

/// The host's choice: which side of the boards everybody plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct AzulOptions {
    pub side: WallSide,
}

pub const TILES_PER_COLOUR: u8 = 20;
pub const TOTAL_TILES: u32 = 100;

pub use crate::games::family::offer::{factories_for, TILES_PER_FACTORY};

/// The decision pending now, and whose it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// The factory offer: `seat` takes tiles and puts them on a pattern line or the floor.
    Offer {
        seat: Seat,
    },
    /// Wall tiling on the grey side: `seat` chooses the space of its complete pattern line
    /// `line` (0 = the top line) when more than one space of that row is open to its colour.
    /// Players tile one after the other, in turn order from the round's first player, each
    /// line top to bottom.
    Tile {
        seat: Seat,
        line: u8,
    },
    Over,
}

impl Phase {
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Phase::Offer { seat } | Phase::Tile { seat, .. } => Some(seat),
            Phase::Over => None,
        }
    }
}

/// Where the first-player marker is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Marker {
    /// In the centre of the table: nobody has taken from the centre yet this round.
    #[default]
    Centre,
    /// Taken this round by `Seat`, who starts the next round (on their floor line if it had
    /// room).
    Held(Seat),
}

/// Score totals per cause; the breakdown of the outcome.
pub type Ledger = family::Ledger<ScoreItem>;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct PlayerState {
    pub board: Board,
    pub score: u32,
    pub ledger: Ledger,
}

/// A take from the factory offer, as the last move shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LastTake {
    pub source: Source,
    pub colour: super::tiles::Colour,
    pub count: u8,
    pub destination: Destination,
    /// Of the tiles: on the pattern line, on the floor line.
    pub to_line: u8,
    pub to_floor: u8,
    /// Whether the first-player marker came along, and whether it found a floor space.
    pub marker: bool,
    pub marker_on_floor: bool,
}

/// What the previous move did, in public (issue 50): the pictures mark it and the table's
/// description names it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LastMove {
    pub seat: Seat,
    /// The take, when the move was one.
    pub take: Option<LastTake>,
    /// Grey side: the wall space (row, column) chosen, when the move was one.
    pub tile: Option<(u8, u8)>,
    /// The wall spaces (seat, row, column) tiled since this round's tiling began, up to and
    /// including this move.
    pub tiled: Vec<(Seat, u8, u8)>,
    /// Whether the round's tiling finished with this move (new factories, or the end).
    pub round_ended: bool,
}

impl LastMove {
    /// The record of `seat`'s move from its events; `before` is the previous move's, whose
    /// wall tilings carry on while the same tiling goes on.
    pub(crate) fn of(seat: Seat, events: &[Event], before: Option<&LastMove>) -> LastMove {
        let mut last = LastMove {
            seat,
            take: None,
            tile: None,
            tiled: Vec::new(),
            round_ended: false,
        };
        for event in events {
            match *event {
                Event::Took {
                    source,
                    colour,
                    count,
                    destination,
                    to_line,
                    to_floor,
                    ..
                } => {
                    last.take = Some(LastTake {
                        source,
                        colour,
                        count,
                        destination,
                        to_line,
                        to_floor,
                        marker: false,
                        marker_on_floor: false,
                    })
                }
                Event::MarkerTaken { on_floor, .. } => {
                    if let Some(take) = last.take.as_mut() {
                        take.marker = true;
                        take.marker_on_floor = on_floor;
                    }
                }
                Event::Tiled {
                    seat: s,
                    line,
                    column,
                    ..
                } => {
                    if s == seat && last.take.is_none() && last.tile.is_none() {
                        last.tile = Some((line, column));
                    }
                    last.tiled.push((s, line, column));
                }
                Event::RoundStarted { .. } | Event::GameEnded => last.round_ended = true,
                _ => {}
            }
        }
        if last.take.is_none() {
            // A grey-side choice goes on with the tiling the moves before it began.
            if let Some(before) = before.filter(|b| !b.round_ended) {
                let mut tiled = before.tiled.clone();
                tiled.append(&mut last.tiled);
                last.tiled = tiled;
            }
        }
        last
    }
}

/// Azul, the original. Build with [`crate::game::Game::new`], or write a position down and
/// load it with serde.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Azul {
    pub(crate) options: AzulOptions,
    pub(crate) rng: GameRng,
    /// 1, 2, …
    pub(crate) round: u32,
    /// Who opened this round's factory offer.
    pub(crate) first: Seat,
    pub(crate) phase: Phase,
    pub(crate) factories: Vec<Tiles>,
    pub(crate) centre: Tiles,
    pub(crate) marker: Marker,
    /// Secret: the order of the bag. Draws pick a random position.
    pub(crate) bag: Vec<super::tiles::Colour>,
    /// The box lid: discarded tiles, poured into the bag when it runs out.
    pub(crate) lid: Tiles,
    pub(crate) players: Vec<PlayerState>,
    /// The previous move, for the pictures (absent in games stored before issue 50).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) last: Option<LastMove>,
    /// Rounds in a row whose tiling put no tile on any wall (absent while 0, as in every game
    /// stored before it was counted): at [`QUIET_ROUNDS_END`] the game ends.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub(crate) quiet_rounds: u8,
}

/// Our ruling (the rulebook is silent): after this many rounds in a row without a tile
/// reaching any wall, the tiles still dealt can only go round the floor lines and the lid, as
/// random players showed, and the game ends after that tiling.
pub const QUIET_ROUNDS_END: u8 = 5;

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Azul {
    pub fn options(&self) -> AzulOptions {
        self.options
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn first(&self) -> Seat {
        self.first
    }

    pub fn marker(&self) -> Marker {
        self.marker
    }

    pub fn factories(&self) -> &[Tiles] {
        &self.factories
    }

    pub fn centre(&self) -> Tiles {
        self.centre
    }

    pub fn lid(&self) -> Tiles {
        self.lid
    }

    pub fn score(&self, seat: Seat) -> Option<u32> {
        self.players.get(seat.index()).map(|p| p.score)
    }

    pub fn player(&self, seat: Seat) -> Option<&PlayerState> {
        self.players.get(seat.index())
    }

    pub fn last_move(&self) -> Option<&LastMove> {
        self.last.as_ref()
    }

    pub fn bag_len(&self) -> usize {
        self.bag.len()
    }

    /// Every tile of the game, wherever it is: always 100 (checked by the property tests).
    pub fn tiles_everywhere(&self) -> u32 {
        let mut n = self.bag.len() as u32
            + self.factories.iter().map(Tiles::total).sum::<u32>()
            + self.centre.total()
            + self.lid.total();
        for p in &self.players {
            n += p.board.tiles().total();
        }
        n
    }

    pub(crate) fn next_seat(&self, seat: Seat) -> Seat {
        family::next_seat(seat, self.players.len())
    }
}
