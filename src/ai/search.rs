//! Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).
//!
//! Every iteration draws a new determinized world from the searcher's view, walks the tree
//! choosing among the moves legal *in that world* (UCB1, counting how often each move was
//! available), adds one node, plays the rest of the game with [`Determinize::playout_action`]
//! and credits each node on the path with the reward of the seat that moved there.

use std::time::{Duration, Instant};

use rand::seq::IndexedRandom;
use rand::RngCore;

use super::{Budget, Determinize};
use crate::game::{GameRng, Player, Seat, Viewer};

/// UCB exploration constant for rewards in 0..1.
const EXPLORATION: f64 = 0.7;
/// The search weighs only this many of its own moves, the best-rated by [`Determinize::prior`].
const CANDIDATES: usize = 6;
/// A playout longer than this is scored as a draw (no engine comes near it).
const MAX_PLAYOUT_ACTIONS: usize = 5_000;

struct Node<A> {
    /// The move that led here and who made it (`None` at the root).
    edge: Option<(Seat, A)>,
    children: Vec<usize>,
    visits: u32,
    /// Iterations in which this node's move was legal while its parent was being chosen from.
    available: u32,
    reward: f64,
}

impl<A> Node<A> {
    fn new(edge: Option<(Seat, A)>) -> Node<A> {
        Node {
            edge,
            children: Vec::new(),
            visits: 0,
            available: 0,
            reward: 0.0,
        }
    }

    fn ucb(&self) -> f64 {
        let visits = f64::from(self.visits.max(1));
        self.reward / visits + EXPLORATION * (f64::from(self.available.max(1)).ln() / visits).sqrt()
    }
}

/// What the last decision cost.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct SearchStats {
    pub iterations: u32,
    /// Actions played inside playouts (the search's unit of work).
    pub playout_actions: u64,
    pub elapsed: Duration,
}

/// The hard computer player. Deterministic for a given seed when its budget is iterations only.
pub struct Searcher {
    rng: GameRng,
    budget: Budget,
    last: SearchStats,
}

impl Searcher {
    pub fn new(seed: u64, budget: Budget) -> Searcher {
        Searcher {
            rng: GameRng::seeded(seed),
            budget,
            last: SearchStats::default(),
        }
    }

    /// Figures of the last decision made.
    pub fn last_stats(&self) -> SearchStats {
        self.last
    }

    /// The best of `legal` for `seat`, searching worlds drawn from `view`.
    pub fn search<G: Determinize>(
        &mut self,
        seat: Seat,
        view: &G::View,
        legal: &[G::Action],
    ) -> Option<G::Action> {
        let started = Instant::now();
        self.last = SearchStats::default();
        if legal.len() <= 1 {
            return legal.first().cloned();
        }
        let candidates = best_rated::<G>(view, seat, legal);
        if let [only] = candidates.as_slice() {
            return Some(only.clone());
        }
        if G::paired(view) {
            let pick = self.paired::<G>(seat, view, &candidates, started);
            self.last.elapsed = started.elapsed();
            return pick.or_else(|| legal.first().cloned());
        }
        let mut tree = vec![Node::<G::Action>::new(None)];
        let mut policy = G::playout_policy(self.rng.next_u64());
        for i in 0..self.budget.iterations {
            if self.budget.out_of_time(i, started) {
                break;
            }
            let Some(world) = G::determinize(view, &mut self.rng) else {
                break;
            };
            let root = Root {
                seat,
                round: world.round(),
                candidates: &candidates,
            };
            self.last.playout_actions +=
                iterate(&mut tree, world, &root, policy.as_mut(), &mut self.rng);
            self.last.iterations += 1;
        }
        self.last.elapsed = started.elapsed();
        best_root_move(&tree, seat, legal)
    }
}

impl Searcher {
    /// [`Determinize::paired`]: every candidate played in every world, the first (the prior's
    /// favourite) kept unless another beats it by more than [`PAIRED_CONFIDENCE`] standard errors
    /// of their paired differences.
    fn paired<G: Determinize>(
        &mut self,
        seat: Seat,
        view: &G::View,
        candidates: &[G::Action],
        started: Instant,
    ) -> Option<G::Action> {
        // Per candidate: worlds judged, sum and sum of squares of its reward less the first's.
        let mut diffs = vec![Paired::default(); candidates.len()];
        let per_world = u32::try_from(candidates.len()).unwrap_or(u32::MAX);
        let mut playouts = 0u32;
        while playouts == 0 || playouts.saturating_add(per_world) <= self.budget.iterations {
            if self.budget.out_of_time(playouts, started) {
                break;
            }
            let Some(world) = G::determinize(view, &mut self.rng) else {
                break;
            };
            let seed = self.rng.next_u64();
            let horizon = world.round() + 1;
            let rewards: Vec<Option<f64>> = candidates
                .iter()
                .map(|action| {
                    let mut w = world.clone();
                    w.apply(seat, action).ok()?;
                    let mut policy = G::playout_policy(seed);
                    let (actions, finished) = playout(&mut w, horizon, policy.as_mut());
                    self.last.playout_actions += actions;
                    Some(if finished { w.reward(seat) } else { 0.5 })
                })
                .collect();
            playouts = playouts.saturating_add(per_world);
            self.last.iterations = playouts;
            let Some(Some(first)) = rewards.first().copied() else {
                continue;
            };
            for (d, r) in diffs.iter_mut().zip(rewards) {
                if let Some(r) = r {
                    d.add(r - first);
                }
            }
        }
        let best = diffs
            .iter()
            .enumerate()
            .map(|(i, d)| (i, d.lower_bound()))
            .fold(
                (0, 0.0),
                |best, (i, v)| if v > best.1 { (i, v) } else { best },
            );
        candidates.get(best.0).cloned()
    }
}

/// How many standard errors a root move must lead the prior's favourite by in a paired search.
pub const PAIRED_CONFIDENCE: f64 = 1.0;

/// One root move's rewards less the prior favourite's, world by world.
#[derive(Debug, Clone, Copy, Default)]
struct Paired {
    n: u32,
    sum: f64,
    squares: f64,
}

impl Paired {
    fn add(&mut self, diff: f64) {
        self.n += 1;
        self.sum += diff;
        self.squares += diff * diff;
    }

    /// The mean difference less [`PAIRED_CONFIDENCE`] standard errors (−∞ below two worlds).
    fn lower_bound(&self) -> f64 {
        if self.n < 2 {
            return f64::NEG_INFINITY;
        }
        let n = f64::from(self.n);
        let mean = self.sum / n;
        let variance = ((self.squares - n * mean * mean) / (n - 1.0)).max(0.0);
        mean - PAIRED_CONFIDENCE * (variance / n).sqrt()
    }
}

impl<G: Determinize> Player<G> for Searcher {
    fn choose(&mut self, seat: Seat, view: &G::View, legal: &[G::Action]) -> Option<G::Action> {
        self.search::<G>(seat, view, legal)
    }
}

/// The `CANDIDATES` moves of `legal` rated best at a glance, and those the game always keeps
/// ([`Determinize::keep_at_root`]); never a move whose prior is −∞.
fn best_rated<G: Determinize>(view: &G::View, seat: Seat, legal: &[G::Action]) -> Vec<G::Action> {
    let ratings = G::prior(view, seat, legal);
    let mut order: Vec<usize> = (0..legal.len()).collect();
    order.sort_by(|&a, &b| {
        let (x, y) = (ratings.get(a), ratings.get(b));
        y.partial_cmp(&x).unwrap_or(std::cmp::Ordering::Equal)
    });
    // A prior of −∞ rules a move out (unless every move has it).
    let possible = |i: usize| ratings.get(i).is_none_or(|r| *r > f64::NEG_INFINITY);
    if (0..legal.len()).any(possible) {
        order.retain(|&i| possible(i));
    }
    order
        .into_iter()
        .enumerate()
        .filter(|&(rank, i)| rank < CANDIDATES || legal.get(i).is_some_and(G::keep_at_root))
        .filter_map(|(_, i)| legal.get(i).cloned())
        .collect()
}

/// The root move visited most (the robust child), among the moves really legal.
fn best_root_move<A: Clone + PartialEq>(tree: &[Node<A>], seat: Seat, legal: &[A]) -> Option<A> {
    let root = tree.first()?;
    let best = root
        .children
        .iter()
        .filter_map(|&c| tree.get(c))
        .filter_map(|n| match &n.edge {
            Some((s, a)) if *s == seat && legal.contains(a) => Some((n, a)),
            _ => None,
        })
        .max_by(|(x, _), (y, _)| {
            (x.visits, x.reward)
                .partial_cmp(&(y.visits, y.reward))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
    best.map(|(_, a)| a.clone())
        .or_else(|| legal.first().cloned())
}

/// What every iteration of one decision shares about its root.
struct Root<'a, A> {
    seat: Seat,
    round: u32,
    /// The root moves searched.
    candidates: &'a [A],
}

/// One iteration in `world`; returns the number of playout actions.
fn iterate<G: Determinize>(
    tree: &mut Vec<Node<G::Action>>,
    mut world: G,
    root: &Root<'_, G::Action>,
    policy: &mut dyn Player<G>,
    rng: &mut GameRng,
) -> u64 {
    let mut path = vec![0usize];
    let mut node = 0usize;
    // The world is a throwaway copy, so actions go through the unchecked `apply`: every action
    // here is a legal one of a seat to act. Should the engine still refuse one, the world may be
    // half-changed: the iteration then plays no playout and counts as undecided.
    let mut spoiled = false;
    // Selection and expansion.
    loop {
        let mover = if node == 0 {
            root.seat
        } else {
            match world.to_act().first() {
                Some(&s) => s,
                None => break,
            }
        };
        let mut legal = world.legal_actions(mover);
        if node == 0 {
            legal.retain(|a| root.candidates.contains(a));
        }
        if legal.is_empty() {
            break;
        }
        // Each legal move with the child it already has here, if any.
        let matched: Vec<(G::Action, Option<usize>)> = {
            let children: &[usize] = tree.get(node).map_or(&[], |n| &n.children);
            legal
                .into_iter()
                .map(|a| {
                    let child = children.iter().copied().find(|&c| {
                        tree.get(c)
                            .and_then(|n| n.edge.as_ref())
                            .is_some_and(|(s, b)| *s == mover && *b == a)
                    });
                    (a, child)
                })
                .collect()
        };
        let untried: Vec<&G::Action> = matched
            .iter()
            .filter(|(_, child)| child.is_none())
            .map(|(a, _)| a)
            .collect();
        if let Some(&action) = untried.choose(rng) {
            let action = action.clone();
            if world.apply(mover, &action).is_err() {
                spoiled = true;
                break;
            }
            let child = tree.len();
            tree.push(Node::new(Some((mover, action))));
            if let Some(n) = tree.get_mut(node) {
                n.children.push(child);
            }
            path.push(child);
            break;
        }
        let available: Vec<usize> = matched.iter().filter_map(|(_, child)| *child).collect();
        for &c in &available {
            if let Some(n) = tree.get_mut(c) {
                n.available += 1;
            }
        }
        let Some(chosen) = available.into_iter().max_by(|&x, &y| {
            let ux = tree.get(x).map_or(0.0, Node::ucb);
            let uy = tree.get(y).map_or(0.0, Node::ucb);
            ux.partial_cmp(&uy).unwrap_or(std::cmp::Ordering::Equal)
        }) else {
            break;
        };
        let Some((_, action)) = tree.get(chosen).and_then(|n| n.edge.clone()) else {
            break;
        };
        if world.apply(mover, &action).is_err() {
            spoiled = true;
            break;
        }
        node = chosen;
        path.push(chosen);
    }
    let (actions, finished) = if spoiled {
        (0, false)
    } else {
        playout(&mut world, root.round + 1, policy)
    };
    // Backpropagation: each node is credited from the point of view of the seat that moved.
    let players = world.players();
    let rewards: Vec<f64> = Seat::all(players)
        .map(|s| if finished { world.reward(s) } else { 0.5 })
        .collect();
    for &i in &path {
        if let Some(n) = tree.get_mut(i) {
            n.visits += 1;
            if let Some((seat, _)) = &n.edge {
                n.reward += rewards.get(seat.index()).copied().unwrap_or(0.0);
            }
        }
    }
    actions
}

/// Plays `world` on with `policy` to the end or (for games that can judge a position) past round
/// `horizon`; returns the actions played and whether it got there.
fn playout<G: Determinize>(world: &mut G, horizon: u32, policy: &mut dyn Player<G>) -> (u64, bool) {
    let mut actions = 0u64;
    for _ in 0..MAX_PLAYOUT_ACTIONS {
        let Some(&seat) = world.to_act().first() else {
            return (actions, true);
        };
        if world.round() > horizon && world.estimate().is_some() {
            return (actions, true);
        }
        let legal = world.legal_actions(seat);
        let action = match legal.as_slice() {
            [only] => only.clone(),
            _ => match policy.choose(seat, &world.view(Viewer::Seat(seat)), &legal) {
                Some(action) => action,
                None => break,
            },
        };
        if world.apply(seat, &action).is_err() {
            break;
        }
        actions += 1;
    }
    (actions, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paired(diffs: &[f64]) -> Paired {
        let mut p = Paired::default();
        diffs.iter().for_each(|&d| p.add(d));
        p
    }

    #[test]
    fn a_root_move_replaces_the_favourite_only_with_a_clear_lead() {
        // A steady small lead is clear; a larger but noisy one is not.
        assert!(paired(&[0.05, 0.04, 0.06, 0.05]).lower_bound() > 0.0);
        assert!(paired(&[0.9, -0.7, 0.8, -0.6]).lower_bound() < 0.0);
        // One world tells nothing.
        assert_eq!(paired(&[0.5]).lower_bound(), f64::NEG_INFINITY);
    }
}
