//! The one evaluation of a window ([`evaluate`]) that every Sagrada computer player shares, and
//! the greedy rating built on it ([`Rate`]): the normal level with opponents, the search's prior
//! and its playout policy. The solo round planner ([`super::planner`]) values the windows it
//! reaches with the same function.
//!
//! A window is worth the points it already scores, progress toward each public objective and the
//! private one(s), a credit per die placed (an empty cell costs points at the end), a penalty
//! for every cell no die can ever fill, and a risk for every open cell that the dice still to
//! come may not fit (from the colours left in the bag and the values its neighbours allow).
//! The weights differ in solo, where a hole costs 3 points and puts one more die on the target,
//! and with opponents, where it costs 1 point and the objective it breaks.

use crate::ai::Rate;
use crate::game::{pick_best, GameRng, Player, Seat};

use super::actions::Action;
use super::board::{Cell, Color, Die, Relax, Restriction, Value, Window};
use super::cards::{self, PublicObjective, Tool};
use super::rules::move_relax;
use super::scoring;
use super::state::{Step, DICE_PER_COLOR, ROUNDS};
use super::view::SagradaView;

/// The greedy player of Sagrada (the new one; the tournament keeps the old one as its baseline).
pub type Greedy = crate::ai::Greedy<super::Sagrada>;

/// What a hole and a tool are worth: the weights of [`evaluate`] and of the ratings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Economy {
    pub solo: bool,
    /// Credit per die placed: the end-of-game penalty of an empty cell it avoids (plus, with
    /// opponents, a share of the objectives a full window completes).
    pub die: f64,
    /// A cell no die can fill: the penalty, and (solo) the die that will go to the target.
    pub dead: f64,
    /// An open cell that the dice still to come would surely miss.
    pub risk: f64,
    /// A pass while a die could be placed: the hole it makes certain (there are exactly as many
    /// drafts as cells) beyond the die credit, e.g. the die a later round must leave instead.
    pub pass: f64,
    /// Keeping a tool card for later (a rescue for the last cells).
    pub tool_option: f64,
    /// Weight of the progress toward public objectives not yet scored.
    pub progress: f64,
    /// How fast an open cell's fill risk fades with the rounds left: the chance that it stays
    /// empty is the chance one die misses it to the power (1 + this × rounds left).
    pub risk_per_round: f64,
    /// An open cell's chance to be filled is multiplied by this for each open orthogonal
    /// neighbour: that neighbour will hold a die whose colour and value the cell must then
    /// avoid. Without it the last cells filled were those surrounded last, and four dice often
    /// missed them all (most solo holes were made in the last round).
    pub neighbour_fit: f64,
}

impl Economy {
    /// Solo: a hole is −3 points and about 3.5 pips more on the target (the audit's model).
    pub const SOLO: Economy = Economy {
        solo: true,
        die: 3.0,
        dead: 10.0,
        risk: 7.0,
        pass: 3.5,
        // Tuned on the normal level, 200 seeded games at difficulty 3 (score / target, won):
        // progress 1 / risk 0.5 / card 3: 37.6 / 53.0, 17 won; progress 1.5 and risk 0.3 (solo
        // has no opponent to race for the publics, and late dice still fill cells): 38.1 /
        // 53.1, 25 won; and a card kept for 4.5: 38.8 / 52.6, 34 won (6 kept them too long:
        // 39.5 / 53.8, 28 won). Then, over 1,000 games (seeds 1–1,000, difficulty 3): 38.6 /
        // 52.6, 13.7% won; open neighbours counted (0.8 each) and a dead cell at 10 (7 before):
        // 39.9 / 51.9, 15.6% won (0.67 a neighbour: 37.9 / 53.0; 0.9: 39.2 / 52.3).
        tool_option: 4.5,
        progress: 1.5,
        risk_per_round: 0.3,
        neighbour_fit: 0.8,
    };
    /// With opponents: a hole is −1 point and usually a broken row or column objective.
    pub const MULTIPLAYER: Economy = Economy {
        solo: false,
        die: 1.5,
        dead: 4.0,
        risk: 4.0,
        pass: 1.5,
        // Public progress 1.5 and a tool card kept for 1.5 (were 1 and 0.5), after a sweep of
        // every weight over 2,000 two-player games against normal as it was (seeds from 1;
        // the others had no effect or lost): on fresh seeds 52.8% of 8,000 games (seeds from
        // 9,001 and from 20,001) against 50.4% for normal against itself, 0.89 empty cells
        // against 0.97.
        tool_option: 1.5,
        progress: 1.5,
        risk_per_round: 0.5,
        // Normal with each value against normal with 1 (1,000 two-player games, seeds from 1,
        // seats swapped): 0.6 won 53.6%, 0.7 56.3%, 0.8 57.8% (51.2 against 49.3 points, 0.98
        // empty cells against 1.11), 0.9 54.5%; 0.8 again on seeds from 7,777: 54.9%.
        neighbour_fit: 0.8,
    };

    pub fn of(solo: bool) -> Economy {
        if solo {
            Economy::SOLO
        } else {
            Economy::MULTIPLAYER
        }
    }
}

/// A placement that makes a cell dead is taken only when no other one exists: each newly dead
/// cell weighs this much in the ratings (a pass weighs 1.5 of it, so a die that kills one cell
/// is still placed rather than passed, and one that kills two is not).
pub const NEW_DEAD: f64 = 20.0;

/// Everything besides the window that its worth depends on.
#[derive(Debug, Clone, PartialEq)]
pub struct Outlook {
    pub publics: Vec<PublicObjective>,
    pub privates: Vec<Color>,
    /// Dice of each colour that may still reach the window (not in any window, on the track,
    /// spent or in hand).
    pub supply: [u32; 5],
    /// Rounds still to be played after the current one.
    pub rounds_left: u8,
    pub economy: Economy,
}

impl Outlook {
    /// The viewer's outlook; `None` for a spectator.
    pub fn from_view(view: &SagradaView) -> Option<Outlook> {
        let own = view.own.as_ref()?;
        let mut seen = [0u32; 5];
        let mut add = |d: Die| {
            if let Some(n) = seen.get_mut(d.color.index()) {
                *n += 1;
            }
        };
        for die in view.track.iter().flatten().chain(&view.spent) {
            add(*die);
        }
        for w in view.seats.iter().filter_map(|s| s.window.as_ref()) {
            w.dice().for_each(|(_, d)| add(d));
        }
        if let Some(d) = view.turn().and_then(|t| t.step.die_in_hand()) {
            add(d);
        }
        Some(Outlook {
            publics: view.publics.clone(),
            privates: own.private.clone(),
            supply: seen.map(|n| u32::from(DICE_PER_COLOR).saturating_sub(n)),
            rounds_left: ROUNDS.saturating_sub(view.round),
            economy: Economy::of(view.solo.is_some()),
        })
    }
}

/// The estimated final worth of `window` (higher is better), in points.
pub fn evaluate(window: &Window, outlook: &Outlook) -> f64 {
    let e = &outlook.economy;
    let mut v = 0.0;
    for &o in &outlook.publics {
        v += f64::from(scoring::public_points(o, window));
        v += e.progress * progress(window, o);
    }
    v += private_worth(window, &outlook.privates, e.solo);
    v += e.die * window.count() as f64;
    let total: u32 = outlook.supply.iter().sum();
    let exponent = e.risk_per_round * f64::from(outlook.rounds_left) + 1.0;
    for cell in Cell::all().filter(|&c| window.die(c).is_none()) {
        let f = fit(window, cell);
        if f.dead() {
            v -= e.dead;
        } else {
            let open = cell
                .orthogonal()
                .filter(|&c| window.die(c).is_none())
                .count();
            let chance = f.chance(&outlook.supply, total)
                * e.neighbour_fit.powi(i32::try_from(open).unwrap_or(4));
            v -= e.risk * (1.0 - chance).powf(exponent);
        }
    }
    v
}

/// Solo: the better private colour, plus a quarter of the other (the one kept open).
fn private_worth(window: &Window, privates: &[Color], solo: bool) -> f64 {
    let mut points: Vec<i32> = privates
        .iter()
        .map(|&c| scoring::private_points(c, window))
        .collect();
    points.sort_unstable_by(|a, b| b.cmp(a));
    let best = f64::from(points.first().copied().unwrap_or(0));
    if solo {
        best + 0.25 * f64::from(points.get(1).copied().unwrap_or(0))
    } else {
        best
    }
}

/// What an empty cell still takes: the colours (a bit per [`Color::index`]) and the values (a
/// bit per pip count) its printed restriction and orthogonal neighbours allow. Colour and value limits are
/// independent (a neighbour forbids its colour and its value), so a die fits when both do.
#[derive(Debug, Clone, Copy)]
struct Fit {
    colors: u8,
    values: u8,
}

fn fit(window: &Window, cell: Cell) -> Fit {
    let mut colors: u8 = 0b1_1111;
    let mut values: u8 = 0b111_1110;
    match window.restriction(cell) {
        Restriction::Blank => {}
        Restriction::Color(c) => colors &= 1 << c.index(),
        Restriction::Shade(v) => values &= 1 << v.get(),
    }
    for n in cell.orthogonal() {
        if let Some(d) = window.die(n) {
            colors &= !(1 << d.color.index());
            values &= !(1 << d.value.get());
        }
    }
    Fit { colors, values }
}

impl Fit {
    fn dead(self) -> bool {
        self.colors == 0 || self.values == 0
    }

    /// The chance that one die drawn from `supply` (`total` dice) fits.
    fn chance(self, supply: &[u32; 5], total: u32) -> f64 {
        if total == 0 {
            return 0.0;
        }
        let fitting: u32 = Color::ALL
            .iter()
            .filter(|c| self.colors & (1 << c.index()) != 0)
            .map(|c| supply.get(c.index()).copied().unwrap_or(0))
            .sum();
        f64::from(fitting) / f64::from(total) * f64::from(self.values.count_ones()) / 6.0
    }
}

/// A space where no die of any colour and value could ever go (its printed restriction clashes
/// with its orthogonal neighbours).
pub fn dead(window: &Window, cell: Cell) -> bool {
    fit(window, cell).dead()
}

/// Credit for a public objective not yet scored: lines still completable (convex in how full
/// they are) and the next set under way.
fn progress(window: &Window, o: PublicObjective) -> f64 {
    let count_values = |values: &[u8]| -> Vec<usize> {
        values
            .iter()
            .map(|&v| window.dice().filter(|(_, d)| d.value.get() == v).count())
            .collect()
    };
    // Partial credit for the next set: the share of its members already ahead of the minimum.
    let next_set = |counts: &[usize], points: f64| -> f64 {
        let min = counts.iter().copied().min().unwrap_or(0);
        let ahead = counts.iter().filter(|&&n| n > min).count();
        points * 0.6 * ahead as f64 / counts.len().max(1) as f64
    };
    match o {
        PublicObjective::RowColorVariety => lines_progress(window, true, true, 6.0),
        PublicObjective::ColumnColorVariety => lines_progress(window, false, true, 5.0),
        PublicObjective::RowShadeVariety => lines_progress(window, true, false, 5.0),
        PublicObjective::ColumnShadeVariety => lines_progress(window, false, false, 4.0),
        PublicObjective::LightShades => next_set(&count_values(&[1, 2]), 2.0),
        PublicObjective::MediumShades => next_set(&count_values(&[3, 4]), 2.0),
        PublicObjective::DeepShades => next_set(&count_values(&[5, 6]), 2.0),
        PublicObjective::ShadeVariety => next_set(&count_values(&[1, 2, 3, 4, 5, 6]), 5.0),
        PublicObjective::ColorVariety => {
            let counts: Vec<usize> = Color::ALL
                .iter()
                .map(|&c| window.dice().filter(|(_, d)| d.color == c).count())
                .collect();
            next_set(&counts, 4.0)
        }
        PublicObjective::ColorDiagonals => 0.0,
    }
}

/// Credit for every incomplete line whose dice are all different (colour or value) and whose
/// empty cells can each still take a die new to the line: (filled / length)^1.5 × 0.6 × points.
fn lines_progress(window: &Window, rows: bool, by_color: bool, points: f64) -> f64 {
    let key = |d: Die| {
        if by_color {
            d.color.index()
        } else {
            usize::from(d.value.get())
        }
    };
    scoring::window_lines(rows)
        .iter()
        .map(|cells| {
            let dice: Vec<Die> = cells.iter().filter_map(|&c| window.die(c)).collect();
            if dice.len() == cells.len() || dice.is_empty() {
                return 0.0;
            }
            let mut keys: Vec<usize> = dice.iter().map(|&d| key(d)).collect();
            keys.sort_unstable();
            keys.dedup();
            if keys.len() != dice.len() {
                return 0.0;
            }
            // Each empty cell must still take a die whose colour (or value) is new to the line.
            let used = keys.iter().fold(0u8, |m, &k| m | (1 << k));
            let completable = cells
                .iter()
                .filter(|&&c| window.die(c).is_none())
                .all(|&c| {
                    let f = fit(window, c);
                    if by_color {
                        f.colors & !used != 0 && f.values != 0
                    } else {
                        f.values & !used != 0 && f.colors != 0
                    }
                });
            if !completable {
                return 0.0;
            }
            let share = dice.len() as f64 / cells.len() as f64;
            0.6 * points * share.powf(1.5)
        })
        .sum()
}

/// Empty cells no die can fill.
pub fn dead_cells(window: &Window) -> usize {
    Cell::all()
        .filter(|&c| window.die(c).is_none() && dead(window, c))
        .count()
}

/// Empty cells beside `cell` that are dead in `after` but were not in `before` (a die put on or
/// taken from `cell` changes only its orthogonal neighbours).
fn killed_around(before: &Window, after: &Window, cell: Cell) -> usize {
    cell.orthogonal()
        .filter(|&n| after.die(n).is_none() && dead(after, n) && !dead(before, n))
        .count()
}

/// How many empty cells putting `die` on `cell` would kill.
pub fn killed_by(window: &Window, cell: Cell, die: Die) -> usize {
    let mut w = window.clone();
    w.set(cell, Some(die));
    killed_around(window, &w, cell)
}

/// The window after `die` goes on `cell`, rated: its worth less [`NEW_DEAD`] for each cell the
/// placement kills.
fn placed(window: &Window, cell: Cell, die: Die, relax: Relax, outlook: &Outlook) -> Option<f64> {
    let mut w = window.clone();
    w.place(cell, die, relax).ok()?;
    let killed = killed_around(window, &w, cell);
    Some(evaluate(&w, outlook) - NEW_DEAD * killed as f64)
}

/// The best rated placement of `die` (`None` if it fits nowhere).
pub fn best_placement(window: &Window, die: Die, relax: Relax, outlook: &Outlook) -> Option<f64> {
    best_cell(window, die, relax, outlook).map(|(_, value)| value)
}

/// Where `die` is best placed, with the rating of that placement (`None` if it fits nowhere).
pub fn best_cell(
    window: &Window,
    die: Die,
    relax: Relax,
    outlook: &Outlook,
) -> Option<(Cell, f64)> {
    window
        .legal_cells(die, relax)
        .into_iter()
        .filter_map(|c| placed(window, c, die, relax, outlook).map(|v| (c, v)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// The best rating over single moves of one die with a moving tool (`None` if none).
fn best_move(window: &Window, tool: Tool, outlook: &Outlook) -> Option<f64> {
    let relax = move_relax(tool);
    window
        .dice()
        .flat_map(|(from, _)| {
            window
                .move_targets(from, relax)
                .into_iter()
                .map(move |to| (from, to))
        })
        .filter_map(|(from, to)| {
            let mut w = window.clone();
            w.move_die(from, to, relax).ok()?;
            let killed = dead_cells(&w).saturating_sub(dead_cells(window));
            Some(evaluate(&w, outlook) - NEW_DEAD * killed as f64)
        })
        .max_by(f64::total_cmp)
}

/// What a decision in the middle of a turn needs besides the action.
struct Moment<'a> {
    window: &'a Window,
    outlook: Outlook,
    now: f64,
    hand: Option<Die>,
    relax: Relax,
    /// Solo: how much of a pool die's pips drafting it takes off the target (every pool die
    /// left at the end of the round goes there; in the first turn one more will still be
    /// drafted). A die paid to a tool counts in full: it leaves the game.
    pip_share: f64,
    drafted: bool,
}

impl Rate for super::Sagrada {
    /// The worth of the window `action` leads to for the view's seat, plus (solo) the pips it
    /// keeps off the target.
    fn rate(view: &SagradaView, _seat: Seat, action: &Action) -> f64 {
        rate_all(view, std::slice::from_ref(action))
            .first()
            .copied()
            .unwrap_or(0.0)
    }
}

/// [`Rate::rate`] of every action of `legal`, the outlook worked out once.
pub fn rate_all(view: &SagradaView, legal: &[Action]) -> Vec<f64> {
    let Some(outlook) = Outlook::from_view(view) else {
        return vec![0.0; legal.len()];
    };
    let Some(window) = view.my_window() else {
        return legal
            .iter()
            .map(|a| match a {
                Action::ChoosePattern(id) => pattern_rating(*id, &outlook),
                _ => 0.0,
            })
            .collect();
    };
    let turn = view.turn();
    let step = turn.map(|t| &t.step);
    let solo = outlook.economy.solo;
    let second = turn.is_some_and(|t| t.second);
    let m = Moment {
        window,
        now: evaluate(window, &outlook),
        hand: step.and_then(Step::die_in_hand),
        relax: match step {
            Some(Step::Holding { relax, .. }) => *relax,
            _ => Relax::NONE,
        },
        pip_share: match (solo, second) {
            (false, _) => 0.0,
            (true, true) => 1.0,
            (true, false) => 0.67,
        },
        drafted: turn.is_some_and(|t| t.drafted),
        outlook,
    };
    legal
        .iter()
        .map(|a| rate_in_turn(view, &m, step, a))
        .collect()
}

/// The greedy player on [`rate_all`]: the same choices as [`Greedy`], faster (the search's
/// playouts and the normal level with opponents).
pub struct Quick {
    rng: GameRng,
}

impl Quick {
    pub fn new(seed: u64) -> Quick {
        Quick {
            rng: GameRng::seeded(seed),
        }
    }
}

impl Player<super::Sagrada> for Quick {
    fn choose(&mut self, _seat: Seat, view: &SagradaView, legal: &[Action]) -> Option<Action> {
        let rated: Vec<(Action, f64)> = legal.iter().copied().zip(rate_all(view, legal)).collect();
        pick_best(&mut self.rng, &rated, |(_, v)| *v).map(|(a, _)| a)
    }
}

/// Solo: restrictions only make holes, so the freest pattern wins, leaning to cells of either
/// private colour. With opponents the dots are favour tokens (worth a point each if unspent).
pub fn pattern_rating(id: cards::PatternId, outlook: &Outlook) -> f64 {
    cards::pattern(id).map_or(0.0, |p| {
        let restricted = p.cells.iter().filter(|r| **r != Restriction::Blank).count() as f64;
        let mine = p
            .cells
            .iter()
            .filter(|r| matches!(r, Restriction::Color(c) if outlook.privates.contains(c)))
            .count() as f64;
        let dots = if outlook.economy.solo {
            0.0
        } else {
            0.5 * f64::from(p.difficulty)
        };
        dots - restricted + 0.5 * mine
    })
}

fn rate_in_turn(view: &SagradaView, m: &Moment<'_>, step: Option<&Step>, action: &Action) -> f64 {
    let o = &m.outlook;
    let e = o.economy;
    let pips = |d: Die| m.pip_share * f64::from(d.value.get());
    let place_best = |die: Die| best_placement(m.window, die, Relax::NONE, o);
    let refused = m.now - 100.0;
    match *action {
        Action::Draft(i) => view
            .pool
            .get(usize::from(i))
            .and_then(|&d| place_best(d).map(|v| v + pips(d)))
            .unwrap_or(refused),
        Action::Place(cell) => m
            .hand
            .and_then(|die| placed(m.window, cell, die, m.relax, o))
            .unwrap_or(refused),
        Action::Adjust(dir) => m
            .hand
            .and_then(|d| dir.turn(d))
            .and_then(place_best)
            .unwrap_or(refused),
        Action::SwapWithTrack { round, index } => usize::from(round)
            .checked_sub(1)
            .and_then(|r| view.track.get(r))
            .and_then(|dice| dice.get(usize::from(index)))
            .and_then(|&taken| {
                // Solo: the die given goes onto the target in place of the one taken.
                let target = m.hand.map_or(0.0, |given| {
                    f64::from(given.value.get()) - f64::from(taken.value.get())
                });
                let solo_cost = if e.solo { target } else { 0.0 };
                place_best(taken).map(|v| v - solo_cost)
            })
            .unwrap_or(refused),
        Action::ChooseValue(v) => match step {
            Some(Step::ChoosingValue { color }) => {
                place_best(Die::new(*color, v)).unwrap_or(refused)
            }
            _ => m.now,
        },
        Action::UseTool { slot, pay_with } => {
            let Some(tool) = view.tools.get(usize::from(slot)) else {
                return refused;
            };
            let cost = if e.solo {
                // The die paid counts in full, not at the first turn's share: a payment is
                // the target's one certain reduction (over 1,000 games the one-step greedy's
                // margin went from −18.0 to −16.7, with 2.2 tools used instead of 1.6).
                let paid = pay_with
                    .and_then(|i| view.pool.get(usize::from(i)))
                    .map_or(0.0, |&d| f64::from(d.value.get()));
                e.tool_option - paid
            } else {
                f64::from(tool.cost) + e.tool_option
            };
            tool_outcome(view, m, tool.tool, pay_with).map_or(refused, |v| v - cost)
        }
        Action::PickDie(from) => match step {
            Some(Step::Moving(moving)) => {
                let relax = move_relax(moving.tool);
                m.window
                    .move_targets(from, relax)
                    .into_iter()
                    .filter_map(|to| {
                        let mut w = m.window.clone();
                        w.move_die(from, to, relax).ok()?;
                        Some(evaluate(&w, o))
                    })
                    .max_by(f64::total_cmp)
                    .unwrap_or(refused)
            }
            _ => m.now,
        },
        Action::MoveTo(to) => match step {
            Some(Step::Moving(moving)) => moving
                .picked
                .and_then(|from| {
                    let mut w = m.window.clone();
                    w.move_die(from, to, move_relax(moving.tool)).ok()?;
                    let killed = dead_cells(&w).saturating_sub(dead_cells(m.window));
                    Some(evaluate(&w, o) - NEW_DEAD * killed as f64)
                })
                .unwrap_or(refused),
            _ => m.now,
        },
        Action::ChoosePattern(_) | Action::StopMoving => m.now,
        Action::EndTurn => {
            if m.drafted || m.hand.is_some() {
                m.now
            } else {
                m.now - e.pass - 1.5 * NEW_DEAD
            }
        }
    }
}

/// The rating of the best thing `tool` leads to now (before its cost), `None` when nothing.
fn tool_outcome(view: &SagradaView, m: &Moment<'_>, tool: Tool, pay: Option<u8>) -> Option<f64> {
    let o = &m.outlook;
    let place_best = |die: Die, relax: Relax| best_placement(m.window, die, relax, o);
    let solo = o.economy.solo;
    match (tool, m.hand) {
        (Tool::GrozingPliers, Some(d)) => [d.value.raised(), d.value.lowered()]
            .into_iter()
            .flatten()
            .filter_map(|v| place_best(Die::new(d.color, v), Relax::NONE))
            .max_by(f64::total_cmp),
        (Tool::GrindingStone, Some(d)) => {
            place_best(Die::new(d.color, d.value.flipped()), Relax::NONE)
        }
        (Tool::CorkBackedStraightedge, Some(d)) => place_best(
            d,
            Relax {
                isolated: true,
                ..Relax::NONE
            },
        ),
        (Tool::LensCutter, Some(given)) => view
            .track
            .iter()
            .flatten()
            .filter_map(|&taken| {
                let target = if solo {
                    f64::from(given.value.get()) - f64::from(taken.value.get())
                } else {
                    0.0
                };
                place_best(taken, Relax::NONE).map(|v| v - target)
            })
            .max_by(f64::total_cmp),
        // Random outcomes: the average over the six values (an unplaceable die goes back to
        // the pool, leaving the window as it is).
        (Tool::FluxBrush, Some(d)) => Some(
            Value::all()
                .map(|v| place_best(Die::new(d.color, v), Relax::NONE).unwrap_or(m.now))
                .sum::<f64>()
                / 6.0,
        ),
        (Tool::FluxRemover, Some(_)) => {
            let total: u32 = o.supply.iter().sum();
            if total == 0 {
                return None;
            }
            Some(
                Color::ALL
                    .iter()
                    .map(|&c| {
                        let share = f64::from(o.supply.get(c.index()).copied().unwrap_or(0))
                            / f64::from(total);
                        share
                            * Value::all()
                                .filter_map(|v| place_best(Die::new(c, v), Relax::NONE))
                                .max_by(f64::total_cmp)
                                .unwrap_or(m.now)
                    })
                    .sum(),
            )
        }
        (Tool::GlazingHammer, None) => {
            // The pool is re-rolled: each die left there averages 3.5 pips.
            let pool: Vec<&Die> = view
                .pool
                .iter()
                .enumerate()
                .filter(|(i, _)| pay.is_none_or(|p| usize::from(p) != *i))
                .map(|(_, d)| d)
                .collect();
            let gain: f64 = pool.iter().map(|d| f64::from(d.value.get()) - 3.5).sum();
            Some(m.now + if solo { m.pip_share * gain } else { 0.0 })
        }
        (Tool::RunningPliers, None) => Some(m.now),
        (
            Tool::EglomiseBrush | Tool::CopperFoilBurnisher | Tool::Lathekin | Tool::TapWheel,
            None,
        ) => best_move(m.window, tool, o),
        _ => None,
    }
}
