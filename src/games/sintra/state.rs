//! The whole game state, and the decision it is waiting for.

use serde::{Deserialize, Serialize};

use crate::game::{GameRng, Seat};
use crate::games::{SintraEdition, SintraSide};

use super::actions::Source;
use super::board::Board;
use super::components::Colour;
use super::scoring::ScoreSheet;
use super::table::{Counts, Table};

/// Options chosen when the game is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SintraOptions {
    /// The palace side everybody uses.
    pub side: SintraSide,
    /// Our stand-in data the game is dealt with (kept for life, see [`SintraEdition`]).
    #[serde(default = "SintraEdition::first")]
    pub edition: SintraEdition,
}

impl SintraOptions {
    /// A new game on `side`, with the current edition.
    pub fn new(side: SintraSide) -> SintraOptions {
        SintraOptions {
            side,
            edition: SintraEdition::CURRENT,
        }
    }
}

impl Default for SintraOptions {
    fn default() -> Self {
        SintraOptions::new(SintraSide::A)
    }
}

/// The pending decision, and whose it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "phase")]
pub enum Phase {
    /// `seat` takes glass or resets the glazier.
    Turn {
        seat: Seat,
    },
    /// `seat` holds `count` pieces of `colour` and chooses a strip among the legal ones (there
    /// is at least one; otherwise the pieces broke at once).
    Place {
        seat: Seat,
        colour: Colour,
        count: u8,
    },
    /// `seat` completed the strip above window `strip` (side B, several colours on it) and
    /// chooses which colour goes into the window. The pieces are still on the strip.
    ToWindow {
        seat: Seat,
        strip: u8,
    },
    Over,
}

impl Phase {
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Phase::Turn { seat } | Phase::Place { seat, .. } | Phase::ToWindow { seat, .. } => {
                Some(seat)
            }
            Phase::Over => None,
        }
    }
}

/// One player's public belongings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub board: Board,
    pub sheet: ScoreSheet,
    /// Pieces broken so far (for the figures; older states start counting at 0).
    #[serde(default)]
    pub pieces_broken: u32,
}

impl PlayerState {
    pub fn score(&self) -> i32 {
        self.sheet.total()
    }
}

/// Azul: Stained Glass of Sintra.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sintra {
    pub(crate) side: SintraSide,
    pub(crate) rng: GameRng,
    pub(crate) players: Vec<PlayerState>,
    pub(crate) table: Table,
    pub(crate) bag: Counts,
    pub(crate) tower: Counts,
    /// The round indicator: the piece of each round, `None` once removed after its round.
    pub(crate) indicator: Vec<Option<Colour>>,
    /// 1-based.
    pub(crate) round: u8,
    /// Holder of the start marker: starts the next round.
    pub(crate) start_player: Seat,
    pub(crate) phase: Phase,
    /// What the last turn did, for the pictures to mark (issue 50); older stored games have
    /// none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) last: Option<LastMove>,
}

/// The public record of the latest turn (finished or under way): where its glass came from,
/// where it went, and whether a new round has been dealt since.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub seat: Seat,
    /// The glass taken: its source, colour and count (`None` for a glazier reset).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub took: Option<(Source, Colour, u8)>,
    /// The strip the glass went on (0-based).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strip: Option<u8>,
    /// The window that received a piece.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window: Option<u8>,
    /// Pieces that broke.
    #[serde(default)]
    pub broke: u8,
    /// The glazier reset back to this strip.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reset_to: Option<u8>,
    /// The turn ended the round: the table has been dealt afresh, so its source is gone.
    #[serde(default)]
    pub new_round: bool,
}

impl LastMove {
    fn new(seat: Seat) -> LastMove {
        LastMove {
            seat,
            took: None,
            strip: None,
            window: None,
            broke: 0,
            reset_to: None,
            new_round: false,
        }
    }

    /// The record `events` leave, continuing `previous` when it is the same seat's turn under
    /// way (a take is followed by its placement, a placement by its window).
    pub(crate) fn after(
        previous: Option<LastMove>,
        seat: Seat,
        events: &[super::Event],
    ) -> Option<LastMove> {
        use super::Event;
        let mut last = previous.filter(|l| l.seat == seat && !l.new_round);
        for event in events {
            match *event {
                Event::Took {
                    source,
                    colour,
                    count,
                    ..
                } => {
                    let mut fresh = LastMove::new(seat);
                    fresh.took = Some((source, colour, count));
                    last = Some(fresh);
                }
                Event::GlazierReset { to, .. } => {
                    let mut fresh = LastMove::new(seat);
                    fresh.reset_to = Some(to);
                    last = Some(fresh);
                }
                Event::Placed { strip, .. } => {
                    if let Some(l) = last.as_mut() {
                        l.strip = Some(strip);
                    }
                }
                Event::WindowFilled { window, .. } => {
                    if let Some(l) = last.as_mut() {
                        l.window = Some(window);
                    }
                }
                Event::Broke { seat: s, count, .. } if s == seat => {
                    if let Some(l) = last.as_mut() {
                        l.broke = l.broke.saturating_add(count);
                    }
                }
                Event::RoundStarted { .. } | Event::GameEnded => {
                    if let Some(l) = last.as_mut() {
                        l.new_round = true;
                    }
                }
                _ => {}
            }
        }
        last
    }
}

impl Sintra {
    pub fn side(&self) -> SintraSide {
        self.side
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn player(&self, seat: Seat) -> Option<&PlayerState> {
        self.players.get(seat.index())
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The colour of the current round-indicator piece (scored on completed strips).
    pub fn round_colour(&self) -> Option<Colour> {
        self.indicator
            .get(usize::from(self.round).saturating_sub(1))
            .copied()
            .flatten()
    }

    /// Every piece in the game, wherever it is: always the total of the asset (100).
    pub fn pieces_everywhere(&self) -> u32 {
        let on_boards: usize = self
            .players
            .iter()
            .map(|p| p.board.pieces_on_strips() + p.board.pieces_in_windows())
            .sum();
        let in_hand = match self.phase {
            Phase::Place { count, .. } => u32::from(count),
            _ => 0,
        };
        let indicator = self.indicator.iter().flatten().count();
        self.bag.total()
            + self.tower.total()
            + u32::try_from(self.table.pieces() + on_boards + indicator).unwrap_or(u32::MAX)
            + in_hand
    }
}
