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
        let mut tree = vec![Node::<G::Action>::new(None)];
        let mut policy = G::playout_policy(self.rng.next_u64());
        let flat = G::root_only(view);
        for i in 0..self.budget.iterations {
            if self
                .budget
                .time
                .is_some_and(|limit| i > 0 && started.elapsed() >= limit)
            {
                break;
            }
            let Some(world) = G::determinize(view, &mut self.rng) else {
                break;
            };
            let root = Root {
                seat,
                round: world.round(),
                candidates: &candidates,
                flat,
            };
            self.last.playout_actions +=
                iterate(&mut tree, world, &root, policy.as_mut(), &mut self.rng);
            self.last.iterations += 1;
        }
        self.last.elapsed = started.elapsed();
        best_root_move(&tree, seat, legal)
    }
}

impl<G: Determinize> Player<G> for Searcher {
    fn choose(&mut self, seat: Seat, view: &G::View, legal: &[G::Action]) -> Option<G::Action> {
        self.search::<G>(seat, view, legal)
    }
}

/// The `CANDIDATES` moves of `legal` rated best at a glance, and those the game always keeps
/// ([`Determinize::keep_at_root`]).
fn best_rated<G: Determinize>(view: &G::View, seat: Seat, legal: &[G::Action]) -> Vec<G::Action> {
    let ratings = G::prior(view, seat, legal);
    let mut order: Vec<usize> = (0..legal.len()).collect();
    order.sort_by(|&a, &b| {
        let (x, y) = (ratings.get(a), ratings.get(b));
        y.partial_cmp(&x).unwrap_or(std::cmp::Ordering::Equal)
    });
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
    /// The tree stops at the root's moves ([`Determinize::root_only`]).
    flat: bool,
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
    // Selection and expansion (below the root only when the search is not flat).
    loop {
        if root.flat && node != 0 {
            break;
        }
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
    // Playout, to the end or (for games that can judge a position) to the end of the next
    // round.
    let horizon = root.round + 1;
    let mut actions = 0u64;
    let mut finished = false;
    let limit = if spoiled { 0 } else { MAX_PLAYOUT_ACTIONS };
    for _ in 0..limit {
        let Some(&seat) = world.to_act().first() else {
            finished = true;
            break;
        };
        if world.round() > horizon && world.estimate().is_some() {
            finished = true;
            break;
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
