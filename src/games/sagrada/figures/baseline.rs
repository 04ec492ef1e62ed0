//! Today's greedy player as it was before the shared window evaluation ([`crate::games::sagrada::greedy`]),
//! kept unchanged as a named baseline so `vitrail tournament sagrada` measures the gain side by
//! side (`normal_vs_baseline`). It rates each legal action by the window it would lead to from
//! the seat's view alone, never uses a tool unless nothing else helps and ignores the pool and
//! the round track.

use crate::game::{pick_best, GameRng, Player, Seat};

use crate::games::sagrada::actions::Action;
use crate::games::sagrada::board::{Cell, Color, Die, Relax, Restriction, Value, Window};
use crate::games::sagrada::cards::{self, PublicObjective};
use crate::games::sagrada::scoring;
use crate::games::sagrada::state::Step;
use crate::games::sagrada::view::SagradaView;

/// The baseline greedy player: plays the action of highest [`rate`], ties broken by its seeded
/// generator exactly as the generic greedy player did.
pub struct Baseline {
    rng: GameRng,
}

impl Baseline {
    pub fn new(seed: u64) -> Baseline {
        Baseline {
            rng: GameRng::seeded(seed),
        }
    }
}

impl Player<crate::games::sagrada::Sagrada> for Baseline {
    fn choose(&mut self, seat: Seat, view: &SagradaView, legal: &[Action]) -> Option<Action> {
        pick_best(&mut self.rng, legal, |a| rate(view, seat, a))
    }
}

/// What the seat knows that matters for valuing a window.
struct Goals<'a> {
    publics: &'a [PublicObjective],
    privates: &'a [Color],
}

fn value_of(window: &Window, goals: &Goals<'_>) -> f64 {
    let mut v = 0.0;
    for &o in goals.publics {
        v += f64::from(scoring::public_points(o, window));
        v += partial_lines(window, o);
    }
    v += f64::from(scoring::best_private(goals.privates, window));
    v += 1.5 * window.count() as f64;
    v -= Cell::all()
        .filter(|&c| window.die(c).is_none() && dead(window, c))
        .count() as f64;
    v
}

/// A space where no die of any colour and value could ever go (its printed restriction clashes
/// with its orthogonal neighbours).
fn dead(window: &Window, cell: Cell) -> bool {
    !Color::ALL.iter().any(|&color| {
        Value::all().any(|value| {
            let fits = match window.restriction(cell) {
                Restriction::Blank => true,
                Restriction::Color(c) => c == color,
                Restriction::Shade(v) => v == value,
            };
            fits && cell.orthogonal().all(|n| {
                window
                    .die(n)
                    .is_none_or(|d| d.color != color && d.value != value)
            })
        })
    })
}

/// Half credit, in proportion to how full it is, for every incomplete line whose dice are still
/// all different (colour or value, as the objective wants).
fn partial_lines(window: &Window, o: PublicObjective) -> f64 {
    let (rows, by_color, points) = match o {
        PublicObjective::RowColorVariety => (true, true, 6.0),
        PublicObjective::ColumnColorVariety => (false, true, 5.0),
        PublicObjective::RowShadeVariety => (true, false, 5.0),
        PublicObjective::ColumnShadeVariety => (false, false, 4.0),
        _ => return 0.0,
    };
    let lines = scoring::window_lines(rows);
    lines
        .iter()
        .map(|cells| {
            let dice: Vec<Die> = cells.iter().filter_map(|&c| window.die(c)).collect();
            if dice.len() == cells.len() || dice.is_empty() {
                return 0.0;
            }
            let mut keys: Vec<u8> = dice
                .iter()
                .map(|d| {
                    if by_color {
                        d.color.index() as u8
                    } else {
                        d.value.get()
                    }
                })
                .collect();
            keys.sort_unstable();
            keys.dedup();
            if keys.len() == dice.len() {
                0.5 * points * dice.len() as f64 / cells.len() as f64
            } else {
                0.0
            }
        })
        .sum()
}

/// The best window value reachable by placing `die` now (None if it fits nowhere).
fn best_placement(window: &Window, die: Die, relax: Relax, goals: &Goals<'_>) -> Option<f64> {
    window
        .legal_cells(die, relax)
        .into_iter()
        .map(|c| {
            let mut w = window.clone();
            w.set(c, Some(die));
            value_of(&w, goals)
        })
        .max_by(f64::total_cmp)
}

/// The worth of the window `action` leads to for the view's seat.
pub fn rate(view: &SagradaView, _seat: Seat, action: &Action) -> f64 {
    let Some(me) = view.viewer else {
        return 0.0;
    };
    let own = view.own.as_ref();
    let privates: &[Color] = own.map_or(&[], |o| o.private.as_slice());
    let goals = Goals {
        publics: &view.publics,
        privates,
    };
    if let Action::ChoosePattern(id) = action {
        return cards::pattern(*id).map_or(0.0, |p| {
            let mine = p
                .cells
                .iter()
                .filter(|r| matches!(r, Restriction::Color(c) if privates.contains(c)))
                .count();
            f64::from(p.difficulty) + mine as f64
        });
    }
    let Some(window) = view.seats.get(me.index()).and_then(|s| s.window.as_ref()) else {
        return 0.0;
    };
    let now = value_of(window, &goals);
    let step = view.turn().map(|t| &t.step);
    let hand = step.and_then(|s| s.die_in_hand());
    let relax = match step {
        Some(Step::Holding { relax, .. }) => *relax,
        _ => Relax::NONE,
    };
    let place_value = |die: Die| best_placement(window, die, Relax::NONE, &goals);
    match *action {
        Action::Draft(i) => view
            .pool
            .get(usize::from(i))
            .and_then(|&d| place_value(d))
            .unwrap_or(now - 5.0),
        Action::Place(cell) => hand.map_or(now, |die| {
            let mut w = window.clone();
            if w.place(cell, die, relax).is_ok() {
                value_of(&w, &goals)
            } else {
                now - 10.0
            }
        }),
        Action::Adjust(dir) => hand
            .and_then(|d| dir.turn(d))
            .and_then(place_value)
            .unwrap_or(now - 10.0),
        Action::SwapWithTrack { round, index } => usize::from(round)
            .checked_sub(1)
            .and_then(|r| view.track.get(r))
            .and_then(|dice| dice.get(usize::from(index)))
            .and_then(|&d| place_value(d))
            .unwrap_or(now - 10.0),
        Action::ChooseValue(v) => match step {
            Some(Step::ChoosingValue { color }) => {
                place_value(Die::new(*color, v)).unwrap_or(now - 10.0)
            }
            _ => now,
        },
        // Tools cost favor tokens (points) or a die: only when nothing else helps.
        Action::UseTool { .. } => now - 3.0,
        Action::ChoosePattern(_) | Action::PickDie(_) | Action::MoveTo(_) | Action::StopMoving => {
            now
        }
        Action::EndTurn => now - 0.5,
    }
}
