//! The solo round planner: both turns of a round planned together. In solo every die left in
//! the pool at the end of a round goes onto the target, and a die paid for a tool leaves the
//! game, so a good round is judged by the window it leaves (the shared [`evaluate`]) *minus* the
//! pips left on the round track; tool payments are target reducers, less the worth of keeping
//! the card for later.
//!
//! The planner works on the engine itself: from the seat's view it rebuilds the game (in solo
//! nothing is hidden but the bag's draw order), tries every legal action of the current turn
//! (pruned to the best few placements and tool steps by the greedy rating), and judges where the
//! turn ends. In the first turn, the second one is estimated quickly (every draft and placement,
//! a tool payment as a pure discard); in the second turn, it is searched to the round's end.
//! Random tools (Flux Brush, Flux Remover, Glazing Hammer) are averaged over a few re-rolls.
//! The plan is worked out again at every decision, from the view alone, so nothing needs to be
//! remembered between decisions.

use rand::RngCore;

use crate::ai::{blundering_greedy, Blundering, Determinize};
use crate::game::{pick_best, Game, GameRng, Player, Seat, Viewer};

use super::actions::Action;
use super::board::{Die, Relax};
use super::cards::Tool;
use super::greedy::{evaluate, killed_by, rate_all, Economy, Outlook, Quick};
use super::state::{Phase, Sagrada, Step};
use super::view::SagradaView;

/// Placements (and other tool steps) looked at per decision inside a plan, the best rated.
const BRANCHES: usize = 4;
/// Re-rolls averaged for a random tool.
const SAMPLES: usize = 3;
/// No turn has more steps than this (a safety net for the recursion).
const MAX_DEPTH: usize = 12;

/// The normal level: the round planner in solo, the greedy rating otherwise (and while patterns
/// are chosen).
pub struct Normal {
    rng: GameRng,
}

impl Normal {
    pub fn new(seed: u64) -> Normal {
        Normal {
            rng: GameRng::seeded(seed),
        }
    }
}

impl Player<Sagrada> for Normal {
    fn choose(&mut self, _seat: Seat, view: &SagradaView, legal: &[Action]) -> Option<Action> {
        let values = match plan_values(view, legal, &mut self.rng) {
            Some(values) => values,
            None => rate_all(view, legal),
        };
        let rated: Vec<(Action, f64)> = legal.iter().copied().zip(values).collect();
        pick_best(&mut self.rng, &rated, |(_, v)| *v).map(|(a, _)| a)
    }
}

/// How often solo's easy level plays a random legal move.
pub const EASY_SOLO_BLUNDER_RATE: f64 = 0.1;

/// The easy level. With opponents, like every game's: the greedy that plays a random move a
/// third of the time. In solo that loses every game (the target punishes each random draft), so
/// easy there is the one-step greedy rating, without the round planner, and a tenth of its moves
/// random: a beginner's opponent that beats the target now and then.
pub struct Easy {
    solo: Blundering<Sagrada>,
    with_opponents: Box<dyn Player<Sagrada>>,
}

impl Easy {
    pub fn new(seed: u64) -> Easy {
        Easy {
            solo: Blundering::new(
                Box::new(Quick::new(seed)),
                EASY_SOLO_BLUNDER_RATE,
                seed ^ 0xb1,
            ),
            with_opponents: blundering_greedy::<Sagrada>(seed),
        }
    }
}

impl Player<Sagrada> for Easy {
    fn choose(&mut self, seat: Seat, view: &SagradaView, legal: &[Action]) -> Option<Action> {
        if view.solo.is_some() {
            self.solo.choose(seat, view, legal)
        } else {
            self.with_opponents.choose(seat, view, legal)
        }
    }
}

/// What stays fixed while one decision is planned.
struct Plan {
    seat: Seat,
    round: u8,
    /// Planning from the first turn of the round (the second is then estimated).
    first_turn: bool,
    tools_spent: usize,
    /// The window's outlook once this round is over (the bag as it is now, no pool).
    after: Outlook,
}

/// The planned worth of each of `legal` (solo, while playing; `None` otherwise): the best round
/// that starts with it.
pub fn plan_values(view: &SagradaView, legal: &[Action], rng: &mut GameRng) -> Option<Vec<f64>> {
    view.solo.as_ref()?;
    let turn = view.turn()?;
    let seat = view.viewer?;
    let world = Sagrada::determinize(view, rng)?;
    let mut after = Outlook::from_view(view)?;
    after.supply = world.bag.counts.map(u32::from);
    let plan = Plan {
        seat,
        round: world.round,
        first_turn: !turn.second,
        tools_spent: spent_tools(&world),
        after,
    };
    let values = legal
        .iter()
        .map(|a| action_value(&plan, &world, a, 0, rng))
        .collect();
    Some(values)
}

fn spent_tools(game: &Sagrada) -> usize {
    game.tools.iter().filter(|t| t.spent).count()
}

/// The worth of the best round after `action` in `game`.
fn action_value(
    plan: &Plan,
    game: &Sagrada,
    action: &Action,
    depth: usize,
    rng: &mut GameRng,
) -> f64 {
    let random = match action {
        Action::UseTool { slot, .. } => game.tools.get(usize::from(*slot)).is_some_and(|t| {
            matches!(
                t.tool,
                Tool::FluxBrush | Tool::FluxRemover | Tool::GlazingHammer
            )
        }),
        _ => false,
    };
    let pass = *action == Action::EndTurn && passing(game, plan.seat);
    if pass && kills_at_most_one(game, plan.seat) {
        // Every pass is a hole for sure: never while a die can go in killing at most one cell.
        return f64::NEG_INFINITY;
    }
    let samples = if random { SAMPLES } else { 1 };
    let mut total = 0.0;
    for _ in 0..samples {
        let mut next = game.clone();
        if random {
            next.rng = GameRng::seeded(rng.next_u64());
        }
        if next.apply(plan.seat, action).is_err() {
            return f64::NEG_INFINITY;
        }
        total += state_value(plan, &next, depth + 1, rng);
    }
    let penalty = if pass { plan.after.economy.pass } else { 0.0 };
    total / samples as f64 - penalty
}

/// Ending the turn without drafting while a die could be drafted.
fn passing(game: &Sagrada, seat: Seat) -> bool {
    match &game.phase {
        Phase::Playing(r) => {
            !r.turn.drafted
                && !game
                    .legal(seat)
                    .iter()
                    .all(|a| !matches!(a, Action::Draft(_)))
        }
        _ => false,
    }
}

/// Whether some pool die the seat may draft has a placement that kills at most one cell.
fn kills_at_most_one(game: &Sagrada, seat: Seat) -> bool {
    let Some(window) = game.window_of(seat) else {
        return false;
    };
    game.legal(seat).iter().any(|a| match a {
        Action::Draft(i) => game.pool.get(usize::from(*i)).is_some_and(|&die| {
            window
                .legal_cells(die, Relax::NONE)
                .into_iter()
                .any(|cell| killed_by(window, cell, die) <= 1)
        }),
        _ => false,
    })
}

/// The worth of the best continuation from `game` to the end of the planned part.
fn state_value(plan: &Plan, game: &Sagrada, depth: usize, rng: &mut GameRng) -> f64 {
    let Phase::Playing(round) = &game.phase else {
        return round_end(plan, game);
    };
    if game.round != plan.round {
        return round_end(plan, game);
    }
    if plan.first_turn && round.turn.second {
        return second_turn_estimate(plan, game);
    }
    let legal = game.legal(plan.seat);
    if legal.is_empty() || depth > MAX_DEPTH {
        return round_end(plan, game);
    }
    branches(plan, game, &legal)
        .iter()
        .map(|a| action_value(plan, game, a, depth, rng))
        .fold(f64::NEG_INFINITY, f64::max)
}

/// The actions worth trying: at a free step all of them (few: the pool's dice, the tool
/// payments, ending the turn); elsewhere every tool and the best few of the rest.
fn branches(plan: &Plan, game: &Sagrada, legal: &[Action]) -> Vec<Action> {
    let free = matches!(&game.phase, Phase::Playing(r) if r.turn.step == Step::Free);
    if free || legal.len() <= BRANCHES {
        return legal.to_vec();
    }
    let view = game.view(Viewer::Seat(plan.seat));
    let (tools, rest): (Vec<Action>, Vec<Action>) = legal
        .iter()
        .partition(|a| matches!(a, Action::UseTool { .. }));
    let mut rated: Vec<(f64, Action)> = rate_all(&view, &rest).into_iter().zip(rest).collect();
    rated.sort_by(|x, y| y.0.total_cmp(&x.0));
    rated
        .into_iter()
        .take(BRANCHES)
        .map(|(_, a)| a)
        .chain(tools)
        .collect()
}

/// The round is over: the window's worth less the whole target and the cards spent.
fn round_end(plan: &Plan, game: &Sagrada) -> f64 {
    let window_worth = game
        .window_of(plan.seat)
        .map_or(0.0, |w| evaluate(w, &plan.after));
    let cards = spent_tools(game).saturating_sub(plan.tools_spent) as f64;
    window_worth - f64::from(game.solo_target()) - plan.after.economy.tool_option * cards
}

/// The first turn is over: the best second turn, drafting any die onto any cell or passing,
/// with at most one tool payment counted as a discard (its effect ignored), and every die left
/// going onto the target.
fn second_turn_estimate(plan: &Plan, game: &Sagrada) -> f64 {
    let Some(window) = game.window_of(plan.seat) else {
        return round_end(plan, game);
    };
    let e: Economy = plan.after.economy;
    let outlook = &plan.after;
    let pool = &game.pool;
    let pips = |d: &Die| f64::from(d.value.get());
    let all_pips: f64 = pool.iter().map(pips).sum();
    let used = spent_tools(game).saturating_sub(plan.tools_spent) as f64;
    let base = f64::from(game.solo_target()) + e.tool_option * used;
    let open_tools: Vec<Tool> = game
        .tools
        .iter()
        .filter(|t| !t.spent && t.tool != Tool::RunningPliers)
        .map(|t| t.tool)
        .collect();
    // The best discard among the dice other than `taken`.
    let discard = |taken: Option<usize>| -> f64 {
        pool.iter()
            .enumerate()
            .filter(|(i, _)| Some(*i) != taken)
            .filter(|(_, d)| open_tools.iter().any(|t| t.color() == d.color))
            .map(|(_, d)| pips(d) - e.tool_option)
            .fold(0.0, f64::max)
    };
    let now = evaluate(window, outlook);
    let mut best = f64::NEG_INFINITY;
    let mut placeable = false;
    for (i, &die) in pool.iter().enumerate() {
        for cell in window.legal_cells(die, Relax::NONE) {
            let mut w = window.clone();
            w.set(cell, Some(die));
            placeable = true;
            let v = evaluate(&w, outlook) - (all_pips - pips(&die)) + discard(Some(i));
            best = best.max(v);
        }
    }
    let pass = now - all_pips + discard(None) - if placeable { e.pass } else { 0.0 };
    best.max(pass) - base
}

/// How far below the best plan a move may be and still be searched by the hard level.
pub const NEAR_BEST: f64 = 2.0;

/// Solo hard's prior at the root: the planned worth of each move, −∞ (not searched) for those
/// more than [`NEAR_BEST`] below the best, so the search only settles what the planner cannot
/// tell apart (the greedy rating elsewhere).
pub fn prior(view: &SagradaView, legal: &[Action]) -> Vec<f64> {
    let mut rng = GameRng::seeded(0x91a7);
    let Some(mut values) = plan_values(view, legal, &mut rng) else {
        return rate_all(view, legal);
    };
    let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    for v in &mut values {
        if *v < best - NEAR_BEST {
            *v = f64::NEG_INFINITY;
        }
    }
    values
}
