//! Performing one action, then the turn flow that follows: scoring the frames a tile closed,
//! the end of a turn and of the game.

use rand::seq::SliceRandom;

use super::actions::{Action, EndReason, Event, Frame, FrameResult, UzoryError};
use super::board::{Placed, Region};
use super::scoring::{region_verdict, Verdict};
use super::state::{LastMove, Phase, Uzory, HAND_SIZE};
use super::tiles::{Rotation, TileId};
use crate::game::{Game, Seat};

impl Uzory {
    /// Performs an action of the seat to act ([`crate::game::Game::apply`]): a refusal may
    /// leave the state half-changed, [`crate::game::Game::play`] keeps it whole.
    pub(crate) fn perform(
        &mut self,
        seat: Seat,
        action: &Action,
    ) -> Result<Vec<Event>, UzoryError> {
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
            let result = match region_verdict(&region, self.players(), self.model()) {
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
            self.fresh += 1;
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
        self.fresh = 0;
        self.last = Some(LastMove::Placed {
            seat,
            cell,
            discarded: 0,
        });
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
        self.last = Some(LastMove::Passed {
            seat,
            discarded: tiles.len(),
        });
        let mut events = vec![Event::Passed { seat }, Event::Discarded { seat, tiles }];
        self.passes_in_a_row += 1;
        self.fresh = 0;
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
        self.fresh += 1;
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
        if let Some(LastMove::Placed { discarded, .. }) = &mut self.last {
            *discarded += tiles.len();
        }
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
}
