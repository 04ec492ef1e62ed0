//! Carrying out an action that [`Sagrada::check`] accepted. Random outcomes (re-rolls, bag
//! draws) happen here, so the next decision state already shows them.

use crate::game::Seat;

use super::actions::{Action, Event, Payment, SagradaError};
use super::board::{Die, Relax};
use super::cards::Tool;
use super::rules::{any_move, move_relax};
use super::state::{Moving, Phase, Sagrada, Step};

type E = SagradaError;

impl Sagrada {
    /// Performs an action of the seat to act ([`crate::game::Game::apply`]): checks it, then
    /// carries it out. A refusal may leave the state half-changed, [`crate::game::Game::play`]
    /// keeps it whole.
    pub(crate) fn perform(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, E> {
        self.check(seat, action)?;
        self.carry_out(seat, action)
    }

    fn carry_out(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, E> {
        if let Action::ChoosePattern(id) = action {
            return Ok(self.choose_pattern(seat, *id));
        }
        let mut events = Vec::new();
        let step = match &self.phase {
            Phase::Playing(r) => r.turn.step.clone(),
            _ => return Err(E::WrongStep),
        };
        let acted = match (*action, step) {
            (Action::Draft(i), Step::Free) => {
                let i = usize::from(i);
                if i >= self.pool.len() {
                    return Err(E::NoSuchPoolDie);
                }
                let die = self.pool.remove(i);
                self.with_turn(|t| {
                    t.drafts_left = t.drafts_left.saturating_sub(1);
                    t.drafted = true;
                    t.done.drafted.push(die);
                    t.step = Step::Holding {
                        die,
                        relax: Relax::NONE,
                    };
                });
                events.push(Event::Drafted {
                    seat,
                    index: u8::try_from(i).unwrap_or(u8::MAX),
                    die,
                });
                true
            }
            (Action::Place(cell), Step::Holding { die, relax }) => {
                self.window_mut(seat)?
                    .place(cell, die, relax)
                    .map_err(E::Placement)?;
                self.set_step(Step::Free);
                self.with_turn(|t| t.done.placed.push((cell, die)));
                events.push(Event::Placed { seat, cell, die });
                true
            }
            (Action::UseTool { slot, pay_with }, step) => {
                self.use_tool(seat, slot, pay_with, step, &mut events)?;
                true
            }
            (Action::Adjust(dir), Step::Adjusting { die }) => {
                let to = dir.turn(die).ok_or(E::ValueOutOfRange)?;
                events.push(Event::DieTurned { from: die, to });
                self.hold(to);
                true
            }
            (Action::SwapWithTrack { round, index }, Step::Swapping { die }) => {
                let slot = usize::from(round)
                    .checked_sub(1)
                    .and_then(|r| self.track.get_mut(r))
                    .and_then(|dice| dice.get_mut(usize::from(index)))
                    .ok_or(E::NoSuchTrackDie)?;
                let taken = std::mem::replace(slot, die);
                events.push(Event::SwappedWithTrack {
                    round,
                    given: die,
                    taken,
                });
                self.hold(taken);
                true
            }
            (Action::ChooseValue(value), Step::ChoosingValue { color }) => {
                let die = Die::new(color, value);
                events.push(Event::ValueChosen { die });
                self.hold(die);
                true
            }
            (Action::PickDie(cell), Step::Moving(mut m)) => {
                m.picked = Some(cell);
                self.set_step(Step::Moving(m));
                false
            }
            (Action::MoveTo(to), Step::Moving(mut m)) => {
                let from = m.picked.ok_or(E::NothingPicked)?;
                let die = self
                    .window_mut(seat)?
                    .move_die(from, to, move_relax(m.tool))
                    .map_err(E::Move)?;
                events.push(Event::Moved {
                    seat,
                    from,
                    to,
                    die,
                });
                m.moved.push(to);
                m.picked = None;
                self.with_turn(|t| t.done.moved.push((from, to)));
                let done = match m.tool {
                    Tool::Lathekin => m.moved.len() >= 2,
                    Tool::TapWheel => {
                        m.moved.len() >= 2
                            || !self
                                .window_of(seat)
                                .is_some_and(|w| any_move(w, &m, &self.track))
                    }
                    _ => true,
                };
                self.set_step(if done { Step::Free } else { Step::Moving(m) });
                true
            }
            (Action::StopMoving, Step::Moving(_)) => {
                self.set_step(Step::Free);
                true
            }
            (Action::EndTurn, Step::Free) => {
                self.end_turn(&mut events);
                false
            }
            _ => return Err(E::WrongStep),
        };
        if acted {
            self.end_turn_if_nothing_left(seat, &mut events);
        }
        Ok(events)
    }

    /// Ends the turn by itself once the player has done something and only `EndTurn` is left.
    fn end_turn_if_nothing_left(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let busy = match &self.phase {
            Phase::Playing(r) => {
                r.turn.seat == seat
                    && r.turn.step == Step::Free
                    && (r.turn.drafted || r.turn.tool_used)
            }
            _ => false,
        };
        if busy && self.legal(seat) == [Action::EndTurn] {
            self.end_turn(events);
        }
    }

    fn with_turn(&mut self, f: impl FnOnce(&mut super::state::Turn)) {
        if let Phase::Playing(r) = &mut self.phase {
            f(&mut r.turn);
        }
    }

    fn set_step(&mut self, step: Step) {
        self.with_turn(|t| t.step = step);
    }

    fn hold(&mut self, die: Die) {
        self.set_step(Step::Holding {
            die,
            relax: Relax::NONE,
        });
    }

    fn window_mut(&mut self, seat: Seat) -> Result<&mut super::board::Window, E> {
        self.players
            .get_mut(seat.index())
            .and_then(|p| p.window.as_mut())
            .ok_or(E::ChoosingPatterns)
    }

    fn use_tool(
        &mut self,
        seat: Seat,
        slot: u8,
        pay_with: Option<u8>,
        step: Step,
        events: &mut Vec<Event>,
    ) -> Result<(), E> {
        let s = usize::from(slot);
        let tool = self.tools.get(s).ok_or(E::NoSuchTool)?.tool;
        let payment = match pay_with {
            Some(i) => {
                let i = usize::from(i);
                if i >= self.pool.len() {
                    return Err(E::BadPayment);
                }
                let die = self.pool.remove(i);
                self.spent.push(die);
                if let Some(card) = self.tools.get_mut(s) {
                    card.spent = true;
                }
                Payment::Die(die)
            }
            None => {
                let cost = self.tool_cost(s).ok_or(E::NoSuchTool)?;
                let player = self.players.get_mut(seat.index()).ok_or(E::NoSuchSeat)?;
                player.favor = player.favor.checked_sub(cost).ok_or(E::NotEnoughFavor)?;
                if let Some(card) = self.tools.get_mut(s) {
                    card.favor = card.favor.saturating_add(cost);
                }
                Payment::Favor(cost)
            }
        };
        events.push(Event::ToolUsed {
            seat,
            tool,
            payment,
        });
        self.with_turn(|t| {
            t.tool_used = true;
            t.done.tools.push(tool);
        });
        let hand = step.die_in_hand();
        match (tool, hand) {
            (Tool::GrozingPliers, Some(die)) => self.set_step(Step::Adjusting { die }),
            (Tool::LensCutter, Some(die)) => self.set_step(Step::Swapping { die }),
            (Tool::CorkBackedStraightedge, Some(die)) => self.set_step(Step::Holding {
                die,
                relax: Relax {
                    isolated: true,
                    ..Relax::NONE
                },
            }),
            (Tool::GrindingStone, Some(die)) => {
                let to = Die::new(die.color, die.value.flipped());
                events.push(Event::DieTurned { from: die, to });
                self.hold(to);
            }
            (Tool::FluxBrush, Some(die)) => {
                let to = Die::new(die.color, self.roll());
                events.push(Event::DieRerolled { from: die, to });
                self.hold_or_return(seat, to, events);
            }
            (Tool::FluxRemover, Some(die)) => {
                self.bag.add(die.color);
                let drawn = self.draw_color().ok_or(E::NoEffect)?;
                events.push(Event::ReturnedToBag { die, drawn });
                let placeable = self.window_of(seat).is_some_and(|w| {
                    super::board::Value::all().any(|v| w.can_place(Die::new(drawn, v), Relax::NONE))
                });
                if placeable {
                    self.set_step(Step::ChoosingValue { color: drawn });
                } else {
                    let die = Die::new(drawn, self.roll());
                    self.pool.push(die);
                    events.push(Event::ReturnedToPool { die });
                    self.set_step(Step::Free);
                }
            }
            (Tool::GlazingHammer, None) => {
                let mut pool = std::mem::take(&mut self.pool);
                for die in &mut pool {
                    die.value = self.roll();
                }
                events.push(Event::PoolRerolled { pool: pool.clone() });
                self.pool = pool;
            }
            (Tool::RunningPliers, None) => {
                if let Phase::Playing(r) = &mut self.phase {
                    r.turn.drafts_left = r.turn.drafts_left.saturating_add(1);
                    r.skip_second.push(seat);
                }
                events.push(Event::ExtraDraft { seat });
            }
            (
                Tool::EglomiseBrush | Tool::CopperFoilBurnisher | Tool::Lathekin | Tool::TapWheel,
                None,
            ) => self.set_step(Step::Moving(Moving {
                tool,
                moved: Vec::new(),
                picked: None,
            })),
            _ => return Err(E::WrongStep),
        }
        Ok(())
    }

    /// Flux Brush: keep the re-rolled die in hand if it fits somewhere, else back to the pool.
    fn hold_or_return(&mut self, seat: Seat, die: Die, events: &mut Vec<Event>) {
        if self
            .window_of(seat)
            .is_some_and(|w| w.can_place(die, Relax::NONE))
        {
            self.hold(die);
        } else {
            self.pool.push(die);
            events.push(Event::ReturnedToPool { die });
            self.set_step(Step::Free);
        }
    }
}
