//! Tests of the Sagrada engine, named after the rules they check.

mod placement;
mod play;
mod players;
mod scoring;
mod setup;
mod tools;

use crate::game::{Game, Seat};

use super::board::{Cell, Color, Die, Relax, Restriction, Value, Window};
use super::cards::Tool;
use super::state::{Phase, Round, Sagrada, Step, ToolSlot, Turn};
use super::{Action, SagradaOptions};

pub(super) fn v(n: u8) -> Value {
    Value::new(n).unwrap()
}

pub(super) fn d(color: Color, n: u8) -> Die {
    Die::new(color, v(n))
}

pub(super) fn c(row: u8, col: u8) -> Cell {
    Cell::new(row, col).unwrap()
}

pub(super) fn blank() -> Window {
    Window::new(&[Restriction::Blank; 20])
}

/// A game with every pattern chosen (each seat takes its first offered pattern).
pub(super) fn started(players: usize, seed: u64) -> Sagrada {
    let mut g = Sagrada::new(&SagradaOptions::default(), players, seed).unwrap();
    for seat in Seat::all(players) {
        let a = g.legal_actions(seat)[0];
        g.play(seat, &a).unwrap();
    }
    g
}

/// A controlled table: blank windows, plenty of favor, the given tools, seat 0 to play its
/// first turn of round `round` with `pool`.
pub(super) fn table(players: usize, tools: &[Tool], pool: Vec<Die>, round: u8) -> Sagrada {
    let mut g = started(players, 7);
    for p in &mut g.players {
        p.window = Some(blank());
        p.favor = 10;
    }
    g.tools = tools
        .iter()
        .map(|&tool| ToolSlot {
            tool,
            favor: 0,
            spent: false,
        })
        .collect();
    // Keep the 90 dice accounted for: the old pool goes back to the bag, the new one comes out.
    for die in std::mem::take(&mut g.pool) {
        g.bag.add(die.color);
    }
    for die in &pool {
        g.bag.counts[die.color.index()] -= 1;
    }
    g.pool = pool;
    g.round = round;
    g.first_player = Seat(0);
    let mut order: Vec<Seat> = Seat::all(players).collect();
    let back: Vec<Seat> = order.iter().rev().copied().collect();
    order.extend(back);
    g.phase = Phase::Playing(Round {
        order,
        position: 0,
        skip_second: Vec::new(),
        turn: Turn::starting(Seat(0), false),
    });
    g
}

/// Puts dice in a seat's window without checks (taking them out of the bag).
pub(super) fn put(g: &mut Sagrada, seat: usize, dice: &[(u8, u8, Die)]) {
    for &(r, col, die) in dice {
        g.bag.counts[die.color.index()] -= 1;
        g.players[seat]
            .window
            .as_mut()
            .unwrap()
            .set(c(r, col), Some(die));
    }
}

/// The die on `seat`'s window at `cell`, if any.
pub(super) fn die_at(g: &Sagrada, seat: u8, cell: Cell) -> Option<Die> {
    g.window(Seat(seat)).and_then(|w| w.die(cell))
}

/// Puts dice on the round track (round 1), taking them out of the bag.
pub(super) fn on_track(g: &mut Sagrada, dice: &[Die]) {
    for die in dice {
        g.bag.counts[die.color.index()] -= 1;
    }
    g.track.push(dice.to_vec());
}

pub(super) fn step(g: &Sagrada) -> Step {
    match &g.phase {
        Phase::Playing(r) => r.turn.step.clone(),
        _ => panic!("not playing"),
    }
}

pub(super) fn turn(g: &Sagrada) -> Turn {
    match &g.phase {
        Phase::Playing(r) => r.turn.clone(),
        _ => panic!("not playing"),
    }
}

pub(super) fn act(g: &mut Sagrada, a: Action) -> Vec<super::Event> {
    let seat = g.to_act()[0];
    g.play(seat, &a)
        .unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
}

pub(super) fn all_dice_accounted(g: &Sagrada) -> bool {
    g.dice_by_color() == [18; 5]
}

pub(super) fn holding(die: Die) -> Step {
    Step::Holding {
        die,
        relax: Relax::NONE,
    }
}
