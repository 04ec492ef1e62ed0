//! The greedy player, one for every game: it rates each legal action by its immediate worth to
//! the seat, from the seat's view alone (the game's [`Rate`]), and plays the best. Equal ratings
//! are broken by its own seeded generator, so it is deterministic given its seed.
//!
//! It is the normal level, the easy level (with blunders, [`super::Blundering`]), the search's
//! playout policy and, through [`Rate::rate`], the search's prior.

use std::marker::PhantomData;

use rand::Rng;

use crate::game::{pick_best, Game, GameRng, Player, Seat};

/// How a game's greedy player breaks ties between equally rated actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieBreak {
    /// [`pick_best`]: one draw per further equal action, each replacing the pick with an even
    /// chance among the equals seen so far.
    Reservoir,
    /// One draw for every legal action; among the best rated the highest draw wins.
    Draws,
}

/// A game's greedy rating, implemented by each engine in its `greedy.rs`.
pub trait Rate: Game {
    /// How ties are broken; every game keeps its own way, so its players replay as before.
    const TIE_BREAK: TieBreak = TieBreak::Reservoir;

    /// The immediate worth of `action` to `seat`, from what `view` shows (higher is better).
    fn rate(view: &Self::View, seat: Seat, action: &Self::Action) -> f64;
}

/// Plays the legal action of highest [`Rate::rate`].
pub struct Greedy<G> {
    rng: GameRng,
    game: PhantomData<fn() -> G>,
}

impl<G> Greedy<G> {
    pub fn new(seed: u64) -> Greedy<G> {
        Greedy {
            rng: GameRng::seeded(seed),
            game: PhantomData,
        }
    }
}

impl<G: Rate> Player<G> for Greedy<G> {
    fn choose(&mut self, seat: Seat, view: &G::View, legal: &[G::Action]) -> Option<G::Action> {
        let rate = |action: &G::Action| G::rate(view, seat, action);
        match G::TIE_BREAK {
            TieBreak::Reservoir => pick_best(&mut self.rng, legal, rate),
            TieBreak::Draws => best_by_draws(&mut self.rng, legal, rate),
        }
    }
}

/// [`TieBreak::Draws`]: the best rated action, a tie going to the higher of the draws made
/// for every action in turn. `None` only when `legal` is empty.
fn best_by_draws<A: Clone>(
    rng: &mut GameRng,
    legal: &[A],
    mut value: impl FnMut(&A) -> f64,
) -> Option<A> {
    let mut best: Option<(f64, u32, &A)> = None;
    for action in legal {
        let v = value(action);
        let jitter: u32 = rng.random();
        let better = match best {
            None => true,
            Some((bv, bj, _)) => v > bv || (v == bv && jitter > bj),
        };
        if better {
            best = Some((v, jitter, action));
        }
    }
    best.map(|(_, _, a)| a.clone())
}
