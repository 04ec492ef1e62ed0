//! The game state and its transitions.

use std::ops::RangeInclusive;

use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};

use super::actions::{Action, EndReason, Event, Frame, FrameResult, UzoryError};
use super::board::{Field, Placed, Region};
use super::scoring::{region_verdict, Verdict};
use super::tiles::{Rotation, TileId, TILE_COUNT};
use super::view::UzoryView;
use crate::game::{Game, GameRng, Outcome, ScoreLine, Seat, SetupError, Viewer};

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
}

impl Uzory {
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn field(&self) -> &Field {
        &self.field
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

    /// Builds a game from explicit parts, for hand-drawn test positions. The parts are not
    /// checked; the engine assumes the 93 tiles are each in exactly one place.
    #[cfg(test)]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn from_parts(
        seed: u64,
        hands: Vec<Vec<TileId>>,
        pile: Vec<TileId>,
        discard: Vec<TileId>,
        field: Field,
        first: Seat,
        to_move: Seat,
    ) -> Uzory {
        let players = hands.len();
        Uzory {
            rng: GameRng::seeded(seed),
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
        }
    }

    fn next_seat(&self, seat: Seat) -> Seat {
        let n = self.hands.len().max(1);
        Seat::all(n).nth((seat.index() + 1) % n).unwrap_or(Seat(0))
    }

    /// Takes the top of the draw pile, first shuffling the discards into a new pile if the
    /// pile is empty. `None` when both are empty.
    fn draw(&mut self, events: &mut Vec<Event>) -> Option<TileId> {
        if self.pile.is_empty() && !self.discard.is_empty() {
            self.pile.append(&mut self.discard);
            self.pile.shuffle(&mut self.rng);
            events.push(Event::Reshuffled {
                tiles: self.pile.len(),
            });
        }
        self.pile.pop()
    }

    fn refill(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let mut drawn = Vec::new();
        while self.hand(seat).len() + drawn.len() < HAND_SIZE {
            match self.draw(events) {
                Some(t) => drawn.push(t),
                None => break,
            }
        }
        let count = drawn.len();
        if let Some(hand) = self.hands.get_mut(seat.index()) {
            hand.extend(drawn);
        }
        if count > 0 {
            events.push(Event::Drew { seat, count });
        }
    }

    fn award(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let tile = self.draw(events);
        if let Some(v) = self.victory.get_mut(seat.index()) {
            v.points += 1;
            v.tiles.extend(tile);
            events.push(Event::Scored {
                seat,
                points: v.points,
                tile_taken: tile.is_some(),
            });
        }
    }

    /// Scores the regions `closer` just enclosed, in order, until one needs the closer's
    /// choice; then continues with the rest of the turn.
    fn resolve(&mut self, closer: Seat, mut queue: Vec<Region>, events: &mut Vec<Event>) {
        queue.reverse();
        while let Some(region) = queue.pop() {
            events.push(Event::FrameClosed {
                closer,
                region: region.clone(),
            });
            let result = match region_verdict(&region, self.players()) {
                Verdict::Nobody => {
                    events.push(Event::NobodyScores);
                    FrameResult::Nobody
                }
                Verdict::Scores(seat) => {
                    self.award(seat, events);
                    FrameResult::Majority(seat)
                }
                Verdict::Tie(tied) => {
                    events.push(Event::TieToBreak {
                        closer,
                        tied: tied.clone(),
                    });
                    queue.reverse();
                    self.phase = Phase::ChooseScorer {
                        closer,
                        region,
                        tied,
                        queue,
                    };
                    return;
                }
            };
            self.frames.push(Frame {
                region,
                closer,
                result,
            });
        }
        self.after_scoring(closer, events);
    }

    fn after_scoring(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.field.is_full() {
            self.end(EndReason::FieldFull, events);
        } else if self.hand(seat).is_empty() {
            self.end_turn(seat, events);
        } else {
            self.phase = Phase::Discard { seat };
        }
    }

    fn end_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.refill(seat, events);
        self.turns += 1;
        if self.passes_in_a_row >= self.players() {
            self.end(EndReason::AllPassed, events);
            return;
        }
        let next = self.next_seat(seat);
        self.phase = Phase::Turn { seat: next };
        events.push(Event::TurnStarted { seat: next });
    }

    fn end(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        self.phase = Phase::Over { reason };
        events.push(Event::GameOver { reason });
    }

    fn place(
        &mut self,
        seat: Seat,
        tile: TileId,
        rotation: Rotation,
        cell: super::board::Cell,
    ) -> Result<Vec<Event>, UzoryError> {
        let hand = self.hand(seat);
        let at = hand
            .iter()
            .position(|&t| t == tile)
            .ok_or(UzoryError::NotInHand(tile))?;
        self.field.check_cell(cell)?;
        // Validated: from here on nothing can fail.
        if let Some(hand) = self.hands.get_mut(seat.index()) {
            hand.remove(at);
        }
        self.field.push_unchecked(Placed {
            cell,
            tile,
            rotation,
        });
        self.passes_in_a_row = 0;
        let mut events = vec![Event::Placed {
            seat,
            tile,
            rotation,
            cell,
        }];
        let closed = self.field.regions_closed_by(cell);
        self.resolve(seat, closed, &mut events);
        Ok(events)
    }

    fn pass(&mut self, seat: Seat) -> Vec<Event> {
        let tiles = self
            .hands
            .get_mut(seat.index())
            .map(std::mem::take)
            .unwrap_or_default();
        self.discard.extend(&tiles);
        let mut events = vec![Event::Passed { seat }, Event::Discarded { seat, tiles }];
        self.passes_in_a_row += 1;
        self.end_turn(seat, &mut events);
        events
    }

    fn choose_scorer(&mut self, scorer: Seat) -> Result<Vec<Event>, UzoryError> {
        let Phase::ChooseScorer {
            closer,
            region,
            tied,
            queue,
        } = &self.phase
        else {
            return Err(UzoryError::WrongStep);
        };
        if !tied.contains(&scorer) {
            return Err(UzoryError::NotTied(scorer));
        }
        let (closer, region, tied, queue) = (*closer, region.clone(), tied.clone(), queue.clone());
        let mut events = Vec::new();
        self.award(scorer, &mut events);
        self.frames.push(Frame {
            region,
            closer,
            result: FrameResult::ChosenByCloser { scorer, tied },
        });
        self.resolve(closer, queue, &mut events);
        Ok(events)
    }

    fn discard_tiles(&mut self, seat: Seat, tiles: &[TileId]) -> Result<Vec<Event>, UzoryError> {
        if !tiles.windows(2).all(|w| matches!(w, [a, b] if a < b)) {
            return Err(UzoryError::UnsortedDiscard);
        }
        let hand = self.hand(seat);
        if let Some(&missing) = tiles.iter().find(|t| !hand.contains(t)) {
            return Err(UzoryError::NotInHand(missing));
        }
        if let Some(hand) = self.hands.get_mut(seat.index()) {
            hand.retain(|t| !tiles.contains(t));
        }
        self.discard.extend(tiles);
        let mut events = Vec::new();
        if !tiles.is_empty() {
            events.push(Event::Discarded {
                seat,
                tiles: tiles.to_vec(),
            });
        }
        self.end_turn(seat, &mut events);
        Ok(events)
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

/// Every subset of `hand` (ids ascending), smallest first: the discard choices.
pub fn discard_choices(hand: &[TileId]) -> Vec<Vec<TileId>> {
    let mut sorted = hand.to_vec();
    sorted.sort();
    let mut out = vec![Vec::new()];
    for t in sorted {
        let more: Vec<Vec<TileId>> = out
            .iter()
            .map(|s| {
                let mut s = s.clone();
                s.push(t);
                s
            })
            .collect();
        out.extend(more);
    }
    out.sort_by_key(Vec::len);
    out
}

impl Game for Uzory {
    type Options = ();
    type Action = Action;
    type Event = Event;
    type Error = UzoryError;
    type View = UzoryView;

    fn player_counts(_: &()) -> RangeInclusive<usize> {
        2..=4
    }

    fn new(_: &(), players: usize, seed: u64) -> Result<Self, SetupError> {
        if !Self::player_counts(&()).contains(&players) {
            return Err(SetupError::PlayerCount {
                got: players,
                min: 2,
                max: 4,
            });
        }
        let mut rng = GameRng::seeded(seed);
        let mut pile: Vec<TileId> = (0..TILE_COUNT)
            .filter_map(|i| u8::try_from(i).ok())
            .map(TileId)
            .collect();
        pile.shuffle(&mut rng);
        let hands: Vec<Vec<TileId>> = (0..players)
            .map(|_| {
                let at = pile.len().saturating_sub(HAND_SIZE);
                pile.split_off(at)
            })
            .collect();
        let first = Seat::all(players)
            .nth(rng.random_range(0..players))
            .unwrap_or(Seat(0));
        let start = pile.swap_remove(rng.random_range(0..pile.len()));
        let rotation = Rotation::ALL
            .get(rng.random_range(0..4))
            .copied()
            .unwrap_or(Rotation::R0);
        Ok(Uzory {
            rng,
            hands,
            pile,
            discard: Vec::new(),
            field: Field::with_start(start, rotation),
            victory: vec![Victory::default(); players],
            frames: Vec::new(),
            first,
            phase: Phase::Turn { seat: first },
            passes_in_a_row: 0,
            turns: 0,
        })
    }

    fn players(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.deciding().into_iter().collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.deciding() != Some(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Turn { .. } => {
                let cells = self.field.legal_cells();
                let mut out = Vec::new();
                for &tile in self.hand(seat) {
                    for rotation in Rotation::ALL {
                        for &cell in &cells {
                            out.push(Action::Place {
                                tile,
                                rotation,
                                cell,
                            });
                        }
                    }
                }
                out.push(Action::Pass);
                out
            }
            Phase::ChooseScorer { tied, .. } => tied.iter().copied().map(Action::Award).collect(),
            Phase::Discard { .. } => discard_choices(self.hand(seat))
                .into_iter()
                .map(Action::Discard)
                .collect(),
            Phase::Over { .. } => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, UzoryError> {
        match (&self.phase, action) {
            (
                Phase::Turn { .. },
                Action::Place {
                    tile,
                    rotation,
                    cell,
                },
            ) => self.place(seat, *tile, *rotation, *cell),
            (Phase::Turn { .. }, Action::Pass) => Ok(self.pass(seat)),
            (Phase::ChooseScorer { .. }, Action::Award(scorer)) => self.choose_scorer(*scorer),
            (Phase::Discard { .. }, Action::Discard(tiles)) => self.discard_tiles(seat, tiles),
            _ => Err(UzoryError::WrongStep),
        }
    }

    fn view(&self, viewer: Viewer) -> UzoryView {
        UzoryView::of(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !matches!(self.phase, Phase::Over { .. }) {
            return None;
        }
        let entries = Seat::all(self.players())
            .map(|seat| {
                let points = self.victory(seat).map_or(0, |v| v.points);
                let points = i32::try_from(points).unwrap_or(i32::MAX);
                let lines = vec![ScoreLine {
                    item: SCORE_KEY.into(),
                    points,
                }];
                (seat, points, 0, lines)
            })
            .collect();
        Some(Outcome::ranked(entries))
    }

    fn round(&self) -> u32 {
        let players = u32::try_from(self.players()).unwrap_or(1).max(1);
        1 + self.turns / players
    }
}
