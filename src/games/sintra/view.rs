//! What a seat or a spectator sees, and the pure helpers the UI and the computer players use to
//! offer and judge moves without rules of their own.
//!
//! Sintra has no secrets between players: boards, factories, centre, the round indicator and the
//! tower are public, and the bag's contents follow from them (it is kept as counts, with no
//! order). So a seat's view and a spectator's differ only in `viewer`. The RNG is never shown.

use serde::Serialize;

use crate::game::{Game, GameRng, Seat, Viewer};
use crate::games::SintraSide;

use super::actions::{Action, Event, Source};
use super::board::{Board, Placement};
use super::components::{components, Colour};
use super::scoring::{ScoreItem, ScoreSheet};
use super::state::{LastMove, Phase, PlayerState, Sintra};
use super::table::{Counts, Table};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub board: Board,
    pub score: i32,
    pub sheet: ScoreSheet,
    pub has_start_marker: bool,
    /// Pieces this player has broken so far.
    pub pieces_broken: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SintraView {
    /// Whose view this is (`None` for a spectator).
    pub viewer: Option<Seat>,
    pub side: SintraSide,
    pub round: u8,
    pub rounds: u8,
    /// The current round-indicator colour.
    pub round_colour: Option<Colour>,
    /// The indicator spaces I–VI; `None` once removed.
    pub indicator: Vec<Option<Colour>>,
    pub factories: Vec<Vec<Colour>>,
    pub centre: Vec<Colour>,
    pub start_marker_in_centre: bool,
    /// Who started this round; they keep the marker if nobody takes from the centre.
    pub start_player: Seat,
    /// Pieces per colour in the bag (deducible from the table, so public) and the tower.
    pub bag: Vec<u32>,
    pub tower: Vec<u32>,
    pub players: Vec<PlayerView>,
    pub phase: Phase,
    pub window_points: Vec<i32>,
    pub broken_track: Vec<i32>,
    /// What the latest turn did, to be marked.
    pub last: Option<LastMove>,
}

impl Sintra {
    pub(crate) fn make_view(&self, viewer: Viewer) -> SintraView {
        let c = components();
        let holder = (!self.table.start_marker_in_centre).then_some(self.start_player);
        SintraView {
            viewer: match viewer {
                Viewer::Seat(s) => Some(s),
                Viewer::Spectator => None,
            },
            side: self.side,
            round: self.round,
            rounds: c.rounds,
            round_colour: self.round_colour(),
            indicator: self.indicator.clone(),
            factories: self.table.factories.clone(),
            centre: self.table.centre.clone(),
            start_marker_in_centre: self.table.start_marker_in_centre,
            start_player: self.start_player,
            bag: self.bag.0.clone(),
            tower: self.tower.0.clone(),
            players: self
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let seat = Seat(u8::try_from(i).unwrap_or(u8::MAX));
                    PlayerView {
                        seat,
                        board: p.board.clone(),
                        score: p.score(),
                        sheet: p.sheet.clone(),
                        has_start_marker: holder == Some(seat),
                        pieces_broken: p.pieces_broken,
                    }
                })
                .collect(),
            phase: self.phase.clone(),
            window_points: c.window_points(self.side).to_vec(),
            broken_track: c.broken_track.clone(),
            last: self.last.clone(),
        }
    }
}

impl SintraView {
    pub fn board(&self, seat: Seat) -> Option<&Board> {
        self.players.get(seat.index()).map(|p| &p.board)
    }

    fn table(&self) -> Table {
        Table {
            factories: self.factories.clone(),
            centre: self.centre.clone(),
            start_marker_in_centre: self.start_marker_in_centre,
        }
    }

    /// Sources with glass (step 1 of a take).
    pub fn legal_sources(&self) -> Vec<Source> {
        self.table().sources()
    }

    /// Colours at a source (step 2 of a take).
    pub fn colours_at(&self, source: Source) -> Vec<Colour> {
        self.table().colours_at(source)
    }

    /// How many pieces taking `colour` from `source` gets.
    pub fn count_at(&self, source: Source, colour: Colour) -> usize {
        self.table().count_at(source, colour)
    }

    /// Taking from the centre now would take the start marker (and cost a broken-glass step).
    pub fn takes_start_marker(&self, source: Source) -> bool {
        source == Source::Centre && self.start_marker_in_centre
    }

    /// The strips `seat` could put `colour` on; empty means all the pieces would break.
    pub fn legal_strips(&self, seat: Seat, colour: Colour) -> Vec<usize> {
        self.board(seat)
            .map(|b| b.legal_strips(colour))
            .unwrap_or_default()
    }

    /// What putting `count` pieces of `colour` on `strip` would do for `seat`.
    pub fn preview(
        &self,
        seat: Seat,
        strip: usize,
        colour: Colour,
        count: usize,
    ) -> Option<Placement> {
        self.board(seat)?.preview(strip, colour, count)
    }

    /// Nobody has played yet: round I with every factory full and the centre empty (the first
    /// move must take from a factory, so this holds exactly until it is made).
    pub fn is_first_turn(&self) -> bool {
        let full = components().pieces_per_factory;
        self.round == 1
            && matches!(self.phase, Phase::Turn { .. })
            && self.centre.is_empty()
            && self.factories.iter().all(|f| f.len() == full)
    }

    pub fn can_reset(&self, seat: Seat) -> bool {
        self.board(seat).is_some_and(Board::can_reset)
    }

    /// The game this view shows, drawing from `rng`: nothing is hidden but the future draws,
    /// so it is the real game in all but its generator.
    pub(crate) fn world(&self, rng: GameRng) -> Sintra {
        Sintra {
            side: self.side,
            rng,
            players: self
                .players
                .iter()
                .map(|p| PlayerState {
                    board: p.board.clone(),
                    sheet: p.sheet.clone(),
                    pieces_broken: p.pieces_broken,
                })
                .collect(),
            table: self.table(),
            bag: Counts(self.bag.clone()),
            tower: Counts(self.tower.clone()),
            indicator: self.indicator.clone(),
            round: self.round,
            start_player: self.start_player,
            phase: self.phase.clone(),
            last: self.last.clone(),
        }
    }

    /// What `action` would do for `seat`, known before the click: the engine plays it on a
    /// copy of this game and its events are read. A completion that asks for the window piece
    /// (side B) is finished with the first choice: the window's points do not depend on it.
    /// `None` when the action is not legal now.
    pub fn effect(&self, seat: Seat, action: &Action) -> Option<Effect> {
        // The generator only matters for a refill after the move, which scores nothing.
        let mut world = self.world(GameRng::seeded(0));
        let mut events = world.play(seat, action).ok()?;
        while let Phase::ToWindow { seat: s, .. } = world.phase {
            let Some(first) = world.legal_actions(s).into_iter().next() else {
                break;
            };
            events.extend(world.play(s, &first).ok()?);
        }
        Some(Effect::of(seat, &events))
    }
}

/// What an action does for the seat that makes it ([`SintraView::effect`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Effect {
    /// Pieces put on a strip.
    pub placed: usize,
    /// Pieces that found no room.
    pub broken: usize,
    /// A strip was completed.
    pub completes: bool,
    /// Points scored at once: the round colour's and the windows'.
    pub points: i32,
    /// What the broken glass (the start marker's step included) costs in the end: the −18 of
    /// any reset and the change of the marker's value.
    pub broken_cost: i32,
}

impl Effect {
    /// Sums `seat`'s part of a move's `events`; the end of the game's own scoring is not the
    /// move's.
    pub fn of(seat: Seat, events: &[Event]) -> Effect {
        let mut out = Effect::default();
        for event in events {
            match *event {
                Event::Placed { seat: s, count, .. } if s == seat => {
                    out.placed += usize::from(count);
                }
                Event::Broke { seat: s, count, .. } if s == seat => {
                    out.broken += usize::from(count);
                }
                Event::StripCompleted { seat: s, .. } if s == seat => out.completes = true,
                Event::Scored {
                    seat: s,
                    item: ScoreItem::RoundColour | ScoreItem::Windows,
                    points,
                    ..
                } if s == seat => out.points += points,
                Event::BrokenMarkerMoved { seat: s, cost, .. } if s == seat => {
                    out.broken_cost += cost;
                }
                _ => {}
            }
        }
        out
    }
}
