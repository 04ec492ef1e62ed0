//! Computer players that look ahead: information-set Monte Carlo tree search.
//!
//! A searching player is handed only what its seat may see (the seat's [`Game::View`]), like
//! every other [`Player`]. To look ahead it needs complete games to play in, so each game
//! implements [`Determinize`]: from a view it builds a whole game that looks exactly the same to
//! that seat, drawing everything the seat cannot see (the bag, other players' hands and private
//! objectives, future draws) at random from what could be there. The search
//! ([`search::Searcher`]) builds a fresh such world for every iteration and grows one tree over
//! all of them, so it plans against what it might face rather than against what is there.
//!
//! Levels ([`computer`]): easy is the greedy player with frequent blunders, normal is the
//! greedy player, hard is the search.

mod search;
pub mod tournament;

use std::time::Duration;

use rand::seq::IndexedRandom;
use rand::Rng;

use crate::game::{Game, GameRng, Outcome, Player, Seat};
use crate::games::AiLevel;

pub use search::{SearchStats, Searcher};

/// A game whose hidden parts can be filled in from one seat's view.
pub trait Determinize: Game {
    /// A score difference that clearly matters in this game; margins are measured in it.
    const SCORE_SCALE: f64;

    /// A complete game that shows `view` exactly to `view`'s viewer; what the viewer cannot see
    /// is drawn from `rng` among what could be there. `None` for a spectator's view or a view
    /// no game could show.
    fn determinize(view: &Self::View, rng: &mut GameRng) -> Option<Self>;

    /// The player that finishes the game in every playout, for all seats: cheap, and much
    /// better than random (each game's greedy player with a few random moves for variety).
    fn playout_policy(seed: u64) -> Box<dyn Player<Self>>;

    /// How promising each of `legal` looks to `seat` at a glance (the greedy player's rating):
    /// the search considers only the best few of its own moves.
    fn prior(view: &Self::View, seat: Seat, legal: &[Self::Action]) -> Vec<f64>;

    /// How good the finished game is for `seat`, from 0 (lost badly) to 1 (won by far).
    fn reward(&self, seat: Seat) -> f64 {
        self.outcome()
            .map_or(0.5, |o| outcome_reward(&o, seat, Self::SCORE_SCALE))
    }
}

/// Half the share of opponents beaten (a tie counts half), half the margin over the best
/// opponent, so the search prefers winning by more and losing by less.
pub fn outcome_reward(outcome: &Outcome, seat: Seat, scale: f64) -> f64 {
    let Some(me) = outcome.standings.iter().find(|s| s.seat == seat) else {
        return 0.0;
    };
    let others: Vec<_> = outcome
        .standings
        .iter()
        .filter(|s| s.seat != seat)
        .collect();
    let Some(best_other) = others.iter().map(|s| s.score).max() else {
        return if me.rank == 1 { 1.0 } else { 0.0 };
    };
    let beaten: f64 = others
        .iter()
        .map(|o| match me.rank.cmp(&o.rank) {
            std::cmp::Ordering::Less => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Greater => 0.0,
        })
        .sum::<f64>()
        / others.len() as f64;
    0.5 * beaten + 0.5 * margin_reward(f64::from(me.score - best_other), scale)
}

/// A margin mapped smoothly onto 0..1 (0.5 for a draw).
pub fn margin_reward(margin: f64, scale: f64) -> f64 {
    0.5 + 0.5 * (margin / scale.max(f64::EPSILON)).tanh()
}

/// How long the search may think about one decision: it stops at whichever limit comes first.
/// Iterations alone make a decision reproducible (tests, tournaments); the time limit keeps the
/// bot responsive on a busy machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub iterations: u32,
    pub time: Option<Duration>,
}

impl Budget {
    /// The bot's default: one second of one core.
    pub const DEFAULT_TIME: Duration = Duration::from_secs(1);

    pub fn iterations(iterations: u32) -> Budget {
        Budget {
            iterations,
            time: None,
        }
    }

    /// Up to `time`, with a generous iteration cap so memory stays bounded.
    pub fn time(time: Duration) -> Budget {
        Budget {
            iterations: 200_000,
            time: Some(time),
        }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::time(Budget::DEFAULT_TIME)
    }
}

/// The greedy player that plays a random legal move instead with probability `blunder`.
pub struct Blundering<G: Game> {
    inner: Box<dyn Player<G>>,
    rng: GameRng,
    blunder: f64,
}

impl<G: Game> Blundering<G> {
    pub fn new(inner: Box<dyn Player<G>>, blunder: f64, seed: u64) -> Blundering<G> {
        Blundering {
            inner,
            rng: GameRng::seeded(seed),
            blunder,
        }
    }
}

impl<G: Game> Player<G> for Blundering<G> {
    fn choose(&mut self, seat: Seat, view: &G::View, legal: &[G::Action]) -> Option<G::Action> {
        if self.rng.random_bool(self.blunder.clamp(0.0, 1.0)) {
            return legal.choose(&mut self.rng).cloned();
        }
        self.inner.choose(seat, view, legal)
    }
}

/// How often a playout ignores the greedy choice, so playouts of one position differ.
pub const PLAYOUT_BLUNDER_RATE: f64 = 0.03;

/// How often the easy level ignores its judgement and plays any legal move.
pub const EASY_BLUNDER_RATE: f64 = 0.35;

/// The computer player of a level: easy = greedy that often blunders, normal = greedy,
/// hard = the search within `budget`. Seeded, so with an iteration budget its play replays.
pub fn computer<G: Determinize>(
    level: AiLevel,
    seed: u64,
    budget: Budget,
    greedy: impl Fn(u64) -> Box<dyn Player<G>>,
) -> Box<dyn Player<G>> {
    match level {
        AiLevel::Easy => Box::new(Blundering::new(
            greedy(seed),
            EASY_BLUNDER_RATE,
            seed ^ 0xb1,
        )),
        AiLevel::Normal => greedy(seed),
        AiLevel::Hard => Box::new(Searcher::new(seed, budget)),
    }
}

#[cfg(test)]
pub(crate) mod testing;
