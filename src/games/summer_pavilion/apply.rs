//! Performing actions: the move, then the automatic steps that follow (moving to the next
//! player, auto-passing an empty hand, refilling the supply, the next round, the end of the
//! game). Legality is [`super::rules`]'.

use super::actions::{Action, Event, PavilionError, ScoreItem, Source, TakeError};
use super::board::{Space, Star};
use super::rules::take;
use super::state::{LastMove, Phase, SummerPavilion, KEEP_MAX, ROUNDS};
use super::tiles::{Colour, Tiles};
use crate::game::Seat;
use crate::games::family::offer::{exhausted, leave};

impl SummerPavilion {
    /// Performs an action of the seat to act ([`crate::game::Game::apply`]): a refusal may
    /// leave the state half-changed, [`crate::game::Game::play`] keeps it whole.
    pub(crate) fn perform(
        &mut self,
        seat: Seat,
        action: &Action,
    ) -> Result<Vec<Event>, PavilionError> {
        let mut events = Vec::new();
        match (self.phase, *action) {
            (Phase::Acquire { .. }, Action::Take { source, colour }) => {
                self.do_take(seat, source, colour, &mut events)?
            }
            (
                Phase::Place { .. },
                Action::Place {
                    star,
                    space,
                    colour,
                    wilds,
                },
            ) => self.do_place(seat, star, space, colour, wilds, &mut events)?,
            (Phase::Place { .. }, Action::Pass) => self.do_pass(seat, &mut events),
            (Phase::Keep { keeping, .. }, Action::Keep { tiles }) => {
                self.do_keep(seat, keeping, tiles, &mut events)?
            }
            (Phase::Bonus { remaining, .. }, Action::Bonus { colour }) => {
                self.do_bonus(seat, remaining, colour, &mut events)?
            }
            _ => return Err(PavilionError::WrongDecision),
        }
        self.note_last_move(seat, action, &events);
        Ok(events)
    }

    /// Records what `seat` just did from its move's events: a bonus tile or the tiles kept
    /// add to the placement or the pass they finish. A placement that empties the hand passes
    /// at once; the placement is what is remembered.
    fn note_last_move(&mut self, seat: Seat, action: &Action, events: &[Event]) {
        let passing = matches!(action, Action::Pass | Action::Keep { .. });
        for event in events {
            match event {
                Event::Took {
                    seat: s,
                    source,
                    colour,
                    count,
                    with_wild,
                    ..
                } if *s == seat => {
                    self.last = Some(LastMove::Took {
                        seat,
                        source: *source,
                        colour: *colour,
                        count: *count,
                        with_wild: *with_wild,
                    })
                }
                Event::Placed {
                    seat: s,
                    star,
                    space,
                    colour,
                    ..
                } if *s == seat => {
                    self.last = Some(LastMove::Placed {
                        seat,
                        star: *star,
                        space: *space,
                        colour: *colour,
                        bonus: Vec::new(),
                    })
                }
                Event::BonusTaken {
                    seat: s,
                    slot,
                    colour,
                } if *s == seat => {
                    if let Some(LastMove::Placed { seat: p, bonus, .. }) = &mut self.last {
                        if *p == seat {
                            bonus.push((*slot, *colour));
                        }
                    }
                }
                Event::Passed { seat: s } if *s == seat && passing => {
                    self.last = Some(LastMove::Passed {
                        seat,
                        kept: Tiles::EMPTY,
                        discarded: Tiles::EMPTY,
                    })
                }
                Event::PassFinished {
                    seat: s,
                    kept,
                    discarded,
                } if *s == seat && passing => {
                    self.last = Some(LastMove::Passed {
                        seat,
                        kept: *kept,
                        discarded: *discarded,
                    })
                }
                _ => {}
            }
        }
    }

    /// Changes a score, never below 0, recording it in the ledger and as an event.
    pub(crate) fn change_score(
        &mut self,
        seat: Seat,
        item: ScoreItem,
        points: i32,
        events: &mut Vec<Event>,
    ) {
        let Some(p) = self.players.get_mut(seat.index()) else {
            return;
        };
        let points = p.ledger.change(&mut p.score, item, points);
        events.push(Event::Score {
            seat,
            item,
            points,
            total: p.score,
        });
    }

    /// Costs `seat` a point for each of `tiles` (discarded, or left over at the end); none
    /// costs nothing and tells no event.
    pub(crate) fn charge_per_tile(
        &mut self,
        seat: Seat,
        item: ScoreItem,
        tiles: u32,
        events: &mut Vec<Event>,
    ) {
        if tiles > 0 {
            self.change_score(seat, item, -i32::try_from(tiles).unwrap_or(0), events);
        }
    }

    fn do_take(
        &mut self,
        seat: Seat,
        source: Source,
        colour: Colour,
        events: &mut Vec<Event>,
    ) -> Result<(), PavilionError> {
        let wild = self.wild();
        let tiles = *self.source_tiles(source).ok_or(TakeError::NoSuchFactory)?;
        let got = take(&tiles, colour, wild)?;
        let taken = got.taken(colour, wild);
        let to_centre = leave(&mut self.factories, &mut self.centre, source, got.rest);
        if let Some(p) = self.players.get_mut(seat.index()) {
            p.held.add_all(&taken);
        }
        events.push(Event::Took {
            seat,
            source,
            colour,
            count: got.count,
            with_wild: got.with_wild,
            to_centre,
        });
        if source == Source::Centre && self.start_token.is_none() {
            self.start_token = Some(seat);
            events.push(Event::StartTokenTaken { seat });
            self.change_score(seat, ScoreItem::StartToken, -i32::from(got.total()), events);
        }
        if exhausted(&self.factories, &self.centre) {
            self.start_placement(events);
        } else {
            self.phase = Phase::Acquire {
                seat: self.next_seat(seat),
            };
        }
        Ok(())
    }

    fn start_placement(&mut self, events: &mut Vec<Event>) {
        let first = self.start_token.unwrap_or(self.first);
        events.push(Event::PlacementStarted { first });
        self.turn_from(first, events);
    }

    /// Gives the turn to `seat` or the next player after it who has not passed; a player with
    /// nothing in hand passes automatically. Ends the round when everybody has passed.
    fn turn_from(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let mut candidate = seat;
        for _ in 0..self.players.len() {
            let Some(p) = self.players.get(candidate.index()) else {
                break;
            };
            if !p.passed {
                if p.held.is_empty() {
                    events.push(Event::Passed { seat: candidate });
                    self.finish_pass_quietly(candidate, Tiles::EMPTY, events);
                } else {
                    self.phase = Phase::Place { seat: candidate };
                    return;
                }
            }
            candidate = self.next_seat(candidate);
        }
        self.end_round(events);
    }

    #[allow(clippy::too_many_arguments)]
    fn do_place(
        &mut self,
        seat: Seat,
        star: Star,
        space: Space,
        colour: Colour,
        wilds: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), PavilionError> {
        let placer = self.placer(seat).ok_or(PavilionError::NoSuchSeat)?;
        let (real, wilds) = placer.check(star, space, colour, wilds)?;
        let points = placer.board.placement_points(star, space);
        let wild = self.wild();
        let Some(p) = self.players.get_mut(seat.index()) else {
            return Err(PavilionError::NoSuchSeat);
        };
        if !p.held.remove(colour, real) || !p.held.remove(wild, wilds) {
            return Err(PavilionError::NotEnoughTiles);
        }
        if !p.board.put(star, space, colour) {
            return Err(PavilionError::SpaceTaken);
        }
        let completed = p.board.completed_by(star, space);
        self.tower.add(colour, real.saturating_sub(1));
        self.tower.add(wild, wilds);
        events.push(Event::Placed {
            seat,
            star,
            space,
            colour,
            real,
            wilds,
        });
        self.change_score(seat, ScoreItem::Placement, points as i32, events);
        let mut reward: u8 = 0;
        for id in completed {
            let r = id.structure().map(|s| s.kind.reward()).unwrap_or(0);
            reward = reward.saturating_add(r);
            events.push(Event::StructureCompleted {
                seat,
                structure: id,
                reward: r,
            });
        }
        let available = self.supply_tiles().total().min(u32::from(reward)) as u8;
        if available > 0 {
            self.phase = Phase::Bonus {
                seat,
                remaining: available,
            };
        } else {
            self.end_turn(seat, events);
        }
        Ok(())
    }

    fn do_bonus(
        &mut self,
        seat: Seat,
        remaining: u8,
        colour: Colour,
        events: &mut Vec<Event>,
    ) -> Result<(), PavilionError> {
        let slot = self
            .supply
            .iter()
            .position(|s| *s == Some(colour))
            .ok_or(PavilionError::NotInSupply)?;
        if let Some(s) = self.supply.get_mut(slot) {
            *s = None;
        }
        if let Some(p) = self.players.get_mut(seat.index()) {
            p.held.add(colour, 1);
        }
        events.push(Event::BonusTaken {
            seat,
            slot: slot as u8,
            colour,
        });
        let remaining = remaining.saturating_sub(1);
        if remaining > 0 && !self.supply_tiles().is_empty() {
            self.phase = Phase::Bonus { seat, remaining };
        } else {
            self.end_turn(seat, events);
        }
        Ok(())
    }

    /// The supply is refilled before the next player's turn.
    fn end_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.refill_supply(events);
        let next = self.next_seat(seat);
        self.turn_from(next, events);
    }

    fn do_pass(&mut self, seat: Seat, events: &mut Vec<Event>) {
        events.push(Event::Passed { seat });
        let held = self.player(seat).map(|p| p.held).unwrap_or_default();
        // In the last round there is no next round to keep tiles for: a kept tile would cost −1
        // at the end anyway, after the end bonuses, so keeping is never better than discarding
        // now (and worse at the 0 floor). Everything goes, at −1 each, as the licensed online
        // version plays it.
        if held.is_empty() || self.round >= ROUNDS {
            self.finish_pass(seat, Tiles::EMPTY, events);
        } else {
            self.phase = Phase::Keep {
                seat,
                keeping: Tiles::EMPTY,
            };
        }
    }

    /// Keeps `tiles` on top of `keeping` (chosen before, in records of older versions that
    /// kept one tile at a time) and finishes the pass.
    fn do_keep(
        &mut self,
        seat: Seat,
        keeping: Tiles,
        tiles: Tiles,
        events: &mut Vec<Event>,
    ) -> Result<(), PavilionError> {
        let mut all = keeping;
        all.add_all(&tiles);
        if all.total() > KEEP_MAX {
            return Err(PavilionError::KeepLimit);
        }
        let held = self.player(seat).map(|p| p.held).unwrap_or_default();
        if !held.contains(&all) {
            return Err(PavilionError::NothingToKeep);
        }
        self.finish_pass(seat, all, events);
        Ok(())
    }

    fn finish_pass(&mut self, seat: Seat, keeping: Tiles, events: &mut Vec<Event>) {
        self.finish_pass_quietly(seat, keeping, events);
        let next = self.next_seat(seat);
        self.turn_from(next, events);
    }

    /// Moves kept tiles to the corners and the rest to the tower, at −1 point each.
    fn finish_pass_quietly(&mut self, seat: Seat, keeping: Tiles, events: &mut Vec<Event>) {
        let Some(p) = self.players.get_mut(seat.index()) else {
            return;
        };
        let kept = if p.held.contains(&keeping) {
            keeping
        } else {
            Tiles::EMPTY
        };
        let discarded = p.held.minus(&kept).unwrap_or(p.held);
        p.kept.add_all(&kept);
        p.held = Tiles::EMPTY;
        p.carried = Tiles::EMPTY;
        p.passed = true;
        self.tower.add_all(&discarded);
        events.push(Event::PassFinished {
            seat,
            kept,
            discarded,
        });
        self.charge_per_tile(seat, ScoreItem::Discard, discarded.total(), events);
    }

    fn end_round(&mut self, events: &mut Vec<Event>) {
        if self.round >= ROUNDS {
            self.final_scoring(events);
            self.phase = Phase::Over;
            events.push(Event::GameEnded);
            return;
        }
        self.round += 1;
        self.first = self.start_token.unwrap_or(self.first);
        self.start_token = None;
        for i in 0..self.players.len() {
            let seat = Seat(i as u8);
            if let Some(p) = self.players.get_mut(i) {
                p.passed = false;
                let tiles = std::mem::take(&mut p.kept);
                p.held.add_all(&tiles);
                p.carried = tiles;
                if !tiles.is_empty() {
                    events.push(Event::KeptReturned { seat, tiles });
                }
            }
        }
        self.fill_factories(events);
        events.push(self.round_started_event());
        if self.factories.iter().all(Tiles::is_empty) {
            // Bag and tower were both empty: nothing to acquire, go straight to placing.
            self.start_placement(events);
        } else {
            self.phase = Phase::Acquire { seat: self.first };
        }
    }
}
