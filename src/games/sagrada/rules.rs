//! Which actions are legal now, and why the others are not. `check` is the single source of
//! truth: `legal_actions` lists the candidates `check` accepts, and `apply` runs `check` first.
//!
//! A drafted die must be placed the same turn, so every step is dead-end free: a die may only
//! be drafted if it can end up in the window (directly or through an after-drafting tool the
//! player can use now), a tool step is refused when it would leave the die in hand nowhere to go
//! (except the random Flux Brush / Flux Remover, which send an unplaceable die back to the pool),
//! and a Lathekin first move is refused when no second move would follow.

use crate::game::Seat;

use super::actions::{Action, Adjust, SagradaError};
use super::board::{Cell, Color, Die, Relax, Value, Window};
use super::cards::{Timing, Tool};
use super::state::{Moving, Phase, Round, Sagrada, Step, Turn};

type E = SagradaError;

/// What a tool's effect needs to know about the moment (also used for hypothetical drafts).
pub(crate) struct ToolMoment<'a> {
    pub window: &'a Window,
    /// The die in hand, when holding one (and still free to change it).
    pub hand: Option<Die>,
    /// True when no die is in hand and no tool step is pending.
    pub free: bool,
    pub second: bool,
    pub drafted: bool,
    /// With opponents, the seat's second turn follows right after this one (Running Pliers
    /// would do nothing); never in solo.
    pub turns_adjacent: bool,
    /// Dice left in the pool once the payment (solo) is taken out.
    pub pool_after_payment: usize,
    pub track: &'a [Vec<Die>],
    /// A tool was already used this turn.
    pub tool_used: bool,
}

impl ToolMoment<'_> {
    /// Tools used between steps need an empty hand and no pending step.
    fn hands_free(&self) -> Result<(), E> {
        if self.hand.is_some() {
            return Err(E::DieInHand);
        }
        if !self.free {
            return Err(E::WrongStep);
        }
        Ok(())
    }
}

/// Relaxation a moving tool grants.
pub fn move_relax(tool: Tool) -> Relax {
    match tool {
        Tool::EglomiseBrush => Relax {
            ignore_color_cells: true,
            ..Relax::NONE
        },
        Tool::CopperFoilBurnisher => Relax {
            ignore_shade_cells: true,
            ..Relax::NONE
        },
        _ => Relax::NONE,
    }
}

/// Colours present on the round track (Tap Wheel).
pub fn track_colors(track: &[Vec<Die>]) -> Vec<Color> {
    Color::ALL
        .into_iter()
        .filter(|c| track.iter().flatten().any(|d| d.color == *c))
        .collect()
}

/// Whether a die on `from` may be picked for the next move of this moving tool.
pub fn can_pick(window: &Window, moving: &Moving, track: &[Vec<Die>], from: Cell) -> Result<(), E> {
    if moving.picked.is_some() {
        return Err(E::WrongStep);
    }
    if moving.moved.contains(&from) {
        return Err(E::AlreadyMoved);
    }
    let die = window
        .die(from)
        .ok_or(E::Move(super::board::MoveError::NoDieThere))?;
    if moving.tool == Tool::TapWheel {
        if !track_colors(track).contains(&die.color) {
            return Err(E::WrongColor);
        }
        if let Some(first) = moving.moved.first().and_then(|&c| window.die(c)) {
            if first.color != die.color {
                return Err(E::WrongColor);
            }
        }
    }
    let relax = move_relax(moving.tool);
    let targets = window.move_targets(from, relax);
    if targets.is_empty() {
        return Err(E::CannotMoveThat);
    }
    if needs_follow_up(moving)
        && !targets
            .iter()
            .any(|&to| follow_up_after(window, moving, from, to))
    {
        return Err(E::CannotMoveThat);
    }
    Ok(())
}

/// Lathekin's first move must leave a second one possible.
fn needs_follow_up(moving: &Moving) -> bool {
    moving.tool == Tool::Lathekin && moving.moved.is_empty()
}

/// After moving `from` → `to`, can another (not yet moved) die still be moved?
fn follow_up_after(window: &Window, moving: &Moving, from: Cell, to: Cell) -> bool {
    let mut after = window.clone();
    if after.move_die(from, to, move_relax(moving.tool)).is_err() {
        return false;
    }
    let mut next = moving.clone();
    next.moved.push(to);
    next.picked = None;
    any_move(&after, &next, &[])
}

/// Whether some die may be picked now (track only matters for Tap Wheel).
pub fn any_move(window: &Window, moving: &Moving, track: &[Vec<Die>]) -> bool {
    let track_ok = moving.tool != Tool::TapWheel || !track.is_empty();
    track_ok
        && window
            .dice()
            .any(|(c, _)| can_pick(window, moving, track, c).is_ok())
}

/// Whether a moving tool's move may go `from` → `to`.
pub fn can_move_to(window: &Window, moving: &Moving, to: Cell) -> Result<(), E> {
    let from = moving.picked.ok_or(E::NothingPicked)?;
    window
        .check_move(from, to, move_relax(moving.tool))
        .map_err(E::Move)?;
    if needs_follow_up(moving) && !follow_up_after(window, moving, from, to) {
        return Err(E::CannotMoveThat);
    }
    Ok(())
}

/// Whether this tool's effect is possible now (payment and once-per-turn aside).
pub(crate) fn tool_effect(tool: Tool, m: &ToolMoment<'_>) -> Result<(), E> {
    match tool.timing() {
        Timing::AfterDrafting => {
            let die = match (m.hand, m.free) {
                (Some(d), _) => d,
                (None, true) => return Err(E::NeedsDieInHand),
                (None, false) => return Err(E::WrongStep),
            };
            let w = m.window;
            let ok = match tool {
                Tool::GrozingPliers => [die.value.raised(), die.value.lowered()]
                    .into_iter()
                    .flatten()
                    .any(|v| w.can_place(Die::new(die.color, v), Relax::NONE)),
                Tool::LensCutter => {
                    if m.track.iter().all(Vec::is_empty) {
                        return Err(E::RoundTrackEmpty);
                    }
                    m.track
                        .iter()
                        .flatten()
                        .any(|&d| w.can_place(d, Relax::NONE))
                }
                Tool::CorkBackedStraightedge => w.can_place(
                    die,
                    Relax {
                        isolated: true,
                        ..Relax::NONE
                    },
                ),
                Tool::GrindingStone => {
                    w.can_place(Die::new(die.color, die.value.flipped()), Relax::NONE)
                }
                _ => true,
            };
            if ok {
                Ok(())
            } else {
                Err(E::UnplaceableDie)
            }
        }
        Timing::AnyTime => {
            m.hands_free()?;
            if tool == Tool::TapWheel && m.track.iter().all(Vec::is_empty) {
                return Err(E::RoundTrackEmpty);
            }
            let moving = Moving {
                tool,
                moved: Vec::new(),
                picked: None,
            };
            if any_move(m.window, &moving, m.track) {
                Ok(())
            } else {
                Err(E::NoEffect)
            }
        }
        Timing::SecondTurnBeforeDrafting => {
            m.hands_free()?;
            if !m.second {
                return Err(E::OnlySecondTurn);
            }
            if m.drafted {
                return Err(E::OnlyBeforeDrafting);
            }
            if m.pool_after_payment == 0 {
                return Err(E::NoEffect);
            }
            Ok(())
        }
        Timing::FirstTurn => {
            m.hands_free()?;
            if m.second {
                return Err(E::OnlyFirstTurn);
            }
            if m.turns_adjacent || m.pool_after_payment == 0 {
                return Err(E::NoEffect);
            }
            Ok(())
        }
    }
}

impl Sagrada {
    pub(crate) fn window_of(&self, seat: Seat) -> Option<&Window> {
        self.players.get(seat.index())?.window.as_ref()
    }

    /// The turn in progress, if `seat` is the one playing it. ([`crate::game::Game::play`]
    /// refuses moves after the end and out of turn before any check.)
    fn turn_of(&self, seat: Seat) -> Result<(&Round, &Turn), E> {
        match &self.phase {
            Phase::ChoosingPatterns => Err(E::ChoosingPatterns),
            Phase::Playing(r) if r.turn.seat == seat => Ok((r, &r.turn)),
            Phase::Over | Phase::Playing(_) => Err(E::WrongStep),
        }
    }

    /// What one more use of this slot costs in favor tokens (multiplayer).
    pub fn tool_cost(&self, slot: usize) -> Option<u8> {
        self.tools
            .get(slot)
            .map(|s| if s.favor == 0 { 1 } else { 2 })
    }

    fn moment<'a>(
        &'a self,
        round: &Round,
        window: &'a Window,
        hand: Option<Die>,
        free: bool,
        pool_after_payment: usize,
    ) -> ToolMoment<'a> {
        let n = self.seat_count();
        ToolMoment {
            window,
            hand,
            free,
            second: round.turn.second,
            drafted: round.turn.drafted,
            // Solo: the card works as printed (both drafts now, no second turn) and its
            // payment takes a red die off the target, so it is never "no effect" there.
            turns_adjacent: n > 1 && round.position + 1 == n,
            pool_after_payment,
            track: &self.track,
            tool_used: round.turn.tool_used,
        }
    }

    /// Whether paying for and using `slot` is possible, given the pool that remains available
    /// for payment and the moment.
    fn check_tool_with(
        &self,
        seat: Seat,
        slot: u8,
        pay_with: Option<u8>,
        pool: &[Die],
        m: &ToolMoment<'_>,
    ) -> Result<(), E> {
        let card = self.tools.get(usize::from(slot)).ok_or(E::NoSuchTool)?;
        if m.tool_used {
            return Err(E::ToolAlreadyUsed);
        }
        if self.is_solo() {
            if card.spent {
                return Err(E::ToolSpent);
            }
            let i = pay_with.ok_or(E::PaymentNeeded)?;
            let die = pool.get(usize::from(i)).ok_or(E::BadPayment)?;
            if die.color != card.tool.color() {
                return Err(E::BadPayment);
            }
        } else {
            if pay_with.is_some() {
                return Err(E::PaymentNotAllowed);
            }
            let favor = self.players.get(seat.index()).map_or(0, |p| p.favor);
            if favor < self.tool_cost(usize::from(slot)).unwrap_or(u8::MAX) {
                return Err(E::NotEnoughFavor);
            }
        }
        tool_effect(card.tool, m)
    }

    /// Whether the die could end up in the window if drafted now from a pool that would then be
    /// `rest`: directly, or through an after-drafting tool the player could still use.
    fn finishable(&self, seat: Seat, round: &Round, die: Die, rest: &[Die]) -> bool {
        let Some(window) = self.window_of(seat) else {
            return false;
        };
        if window.can_place(die, Relax::NONE) {
            return true;
        }
        if round.turn.tool_used {
            return false;
        }
        let solo = self.is_solo();
        (0..self.tools.len())
            .filter_map(|s| u8::try_from(s).ok())
            .any(|slot| {
                let pays: Vec<Option<u8>> = if solo {
                    (0..rest.len())
                        .filter_map(|i| u8::try_from(i).ok())
                        .map(Some)
                        .collect()
                } else {
                    vec![None]
                };
                pays.into_iter().any(|pay| {
                    let after = rest.len().saturating_sub(usize::from(pay.is_some()));
                    let m = self.moment(round, window, Some(die), false, after);
                    self.check_tool_with(seat, slot, pay, rest, &m).is_ok()
                })
            })
    }

    /// Why `action` by `seat` is illegal now, or `Ok`.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), E> {
        if let Action::ChoosePattern(id) = action {
            return match &self.phase {
                Phase::ChoosingPatterns => {
                    let p = self.players.get(seat.index()).ok_or(E::NoSuchSeat)?;
                    if p.pattern.is_some() {
                        Err(E::PatternsChosen)
                    } else if !p.offered.contains(id) {
                        Err(E::PatternNotOffered)
                    } else {
                        Ok(())
                    }
                }
                Phase::Over | Phase::Playing(_) => Err(E::PatternsChosen),
            };
        }
        let (round, turn) = self.turn_of(seat)?;
        let window = self.window_of(seat).ok_or(E::ChoosingPatterns)?;
        let wrong_step = || match &turn.step {
            Step::Free => E::WrongStep,
            Step::Holding { .. } => E::DieInHand,
            Step::Moving(_) => E::MovesUnfinished,
            _ => E::WrongStep,
        };
        match *action {
            Action::ChoosePattern(_) => Err(E::PatternsChosen),
            Action::Draft(i) => {
                if turn.step != Step::Free {
                    return Err(wrong_step());
                }
                if turn.drafts_left == 0 {
                    return Err(E::NoDraftLeft);
                }
                let i = usize::from(i);
                let die = *self.pool.get(i).ok_or(E::NoSuchPoolDie)?;
                let rest: Vec<Die> = self
                    .pool
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, d)| *d)
                    .collect();
                if self.finishable(seat, round, die, &rest) {
                    Ok(())
                } else {
                    Err(E::UnplaceableDie)
                }
            }
            Action::Place(cell) => match turn.step {
                Step::Holding { die, relax } => {
                    window.check(cell, die, relax).map_err(E::Placement)
                }
                _ => Err(wrong_step()),
            },
            Action::UseTool { slot, pay_with } => {
                let (hand, free) = match &turn.step {
                    Step::Free => (None, true),
                    Step::Holding { die, relax } if *relax == Relax::NONE => (Some(*die), false),
                    Step::Holding { .. } => return Err(E::ToolAlreadyUsed),
                    _ => return Err(wrong_step()),
                };
                let after = self
                    .pool
                    .len()
                    .saturating_sub(usize::from(pay_with.is_some()));
                let m = self.moment(round, window, hand, free, after);
                self.check_tool_with(seat, slot, pay_with, &self.pool, &m)
            }
            Action::Adjust(dir) => match turn.step {
                Step::Adjusting { die } => {
                    let turned = dir.turn(die).ok_or(E::ValueOutOfRange)?;
                    if window.can_place(turned, Relax::NONE) {
                        Ok(())
                    } else {
                        Err(E::UnplaceableDie)
                    }
                }
                _ => Err(wrong_step()),
            },
            Action::SwapWithTrack { round: r, index } => match turn.step {
                Step::Swapping { .. } => {
                    let taken = self.track_die(r, index).ok_or(E::NoSuchTrackDie)?;
                    if window.can_place(taken, Relax::NONE) {
                        Ok(())
                    } else {
                        Err(E::UnplaceableDie)
                    }
                }
                _ => Err(wrong_step()),
            },
            Action::ChooseValue(v) => match turn.step {
                Step::ChoosingValue { color } => {
                    if window.can_place(Die::new(color, v), Relax::NONE) {
                        Ok(())
                    } else {
                        Err(E::UnplaceableDie)
                    }
                }
                _ => Err(wrong_step()),
            },
            Action::PickDie(cell) => match &turn.step {
                Step::Moving(m) => can_pick(window, m, &self.track, cell),
                _ => Err(wrong_step()),
            },
            Action::MoveTo(cell) => match &turn.step {
                Step::Moving(m) => can_move_to(window, m, cell),
                _ => Err(wrong_step()),
            },
            Action::StopMoving => match &turn.step {
                Step::Moving(m)
                    if m.tool == Tool::TapWheel && m.moved.len() == 1 && m.picked.is_none() =>
                {
                    Ok(())
                }
                Step::Moving(_) => Err(E::MovesUnfinished),
                _ => Err(wrong_step()),
            },
            Action::EndTurn => match turn.step {
                Step::Free => Ok(()),
                _ => Err(wrong_step()),
            },
        }
    }

    /// The die at this round-track place (round 1–10).
    pub(crate) fn track_die(&self, round: u8, index: u8) -> Option<Die> {
        let r = usize::from(round).checked_sub(1)?;
        self.track.get(r)?.get(usize::from(index)).copied()
    }

    /// Every action worth checking for `seat` now (a superset of the legal ones).
    fn candidates(&self, seat: Seat) -> Vec<Action> {
        match &self.phase {
            Phase::Over => Vec::new(),
            Phase::ChoosingPatterns => self
                .players
                .get(seat.index())
                .filter(|p| p.pattern.is_none())
                .map(|p| {
                    p.offered
                        .iter()
                        .map(|&id| Action::ChoosePattern(id))
                        .collect()
                })
                .unwrap_or_default(),
            Phase::Playing(round) if round.turn.seat == seat => match &round.turn.step {
                Step::Free => {
                    let mut v: Vec<Action> = (0..self.pool.len())
                        .filter_map(|i| u8::try_from(i).ok())
                        .map(Action::Draft)
                        .collect();
                    v.extend(self.tool_candidates());
                    v.push(Action::EndTurn);
                    v
                }
                Step::Holding { .. } => {
                    let mut v: Vec<Action> = Cell::all().map(Action::Place).collect();
                    v.extend(self.tool_candidates());
                    v
                }
                Step::Adjusting { .. } => {
                    vec![Action::Adjust(Adjust::Raise), Action::Adjust(Adjust::Lower)]
                }
                Step::Swapping { .. } => self
                    .track
                    .iter()
                    .enumerate()
                    .flat_map(|(r, dice)| {
                        (0..dice.len()).filter_map(move |i| {
                            Some(Action::SwapWithTrack {
                                round: u8::try_from(r + 1).ok()?,
                                index: u8::try_from(i).ok()?,
                            })
                        })
                    })
                    .collect(),
                Step::ChoosingValue { .. } => Value::all().map(Action::ChooseValue).collect(),
                Step::Moving(m) => match m.picked {
                    None => {
                        let mut v: Vec<Action> = Cell::all().map(Action::PickDie).collect();
                        v.push(Action::StopMoving);
                        v
                    }
                    Some(_) => Cell::all().map(Action::MoveTo).collect(),
                },
            },
            Phase::Playing(_) => Vec::new(),
        }
    }

    fn tool_candidates(&self) -> Vec<Action> {
        let slots = (0..self.tools.len()).filter_map(|s| u8::try_from(s).ok());
        if self.is_solo() {
            slots
                .flat_map(|slot| {
                    (0..self.pool.len())
                        .filter_map(|i| u8::try_from(i).ok())
                        .map(move |i| Action::UseTool {
                            slot,
                            pay_with: Some(i),
                        })
                })
                .collect()
        } else {
            slots
                .map(|slot| Action::UseTool {
                    slot,
                    pay_with: None,
                })
                .collect()
        }
    }

    /// Every legal action of `seat` now.
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        self.candidates(seat)
            .into_iter()
            .filter(|a| self.check(seat, a).is_ok())
            .collect()
    }
}
