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

mod greedy;
mod level;
mod search;
pub mod tournament;

use std::cmp::Ordering;
use std::time::{Duration, Instant};

use rand::seq::IndexedRandom;
use rand::Rng;

use crate::game::{Game, GameRng, Outcome, Player, Seat};

pub use greedy::{Greedy, Rate, TieBreak};
pub use level::AiLevel;
pub use search::{SearchStats, Searcher};

/// A game whose hidden parts can be filled in from one seat's view.
pub trait Determinize: Rate {
    /// A score difference that clearly matters in this game; margins are measured in it.
    const SCORE_SCALE: f64;

    /// A complete game that shows `view` exactly to `view`'s viewer; what the viewer cannot see
    /// is drawn from `rng` among what could be there. `None` for a spectator's view or a view
    /// no game could show.
    fn determinize(view: &Self::View, rng: &mut GameRng) -> Option<Self>;

    /// Playouts rate only this many legal moves, drawn at random, where the greedy rating is
    /// costly; `None` rates them all.
    const PLAYOUT_SAMPLE: Option<usize> = None;

    /// The game's greedy player: rates each legal move by its immediate worth from the view
    /// ([`Rate::rate`]).
    fn greedy(seed: u64) -> Box<dyn Player<Self>> {
        Box::new(Greedy::<Self>::new(seed))
    }

    /// The easy level: the greedy player that often blunders ([`EASY_BLUNDER_RATE`]). A game
    /// whose greedy player plans further (Sagrada's solo round planner) may give a simpler one.
    fn easy(seed: u64) -> Box<dyn Player<Self>> {
        blundering_greedy::<Self>(seed)
    }

    /// The player that finishes the game in every playout, for all seats: the greedy player
    /// (on a sample of the moves, see [`Determinize::PLAYOUT_SAMPLE`]) with a few random moves
    /// so playouts of one position differ.
    fn playout_policy(seed: u64) -> Box<dyn Player<Self>> {
        let mut policy = Self::greedy(seed);
        if let Some(sample) = Self::PLAYOUT_SAMPLE {
            policy = Box::new(Sampling::new(policy, sample, seed ^ 0x5a));
        }
        Box::new(Blundering::new(policy, PLAYOUT_BLUNDER_RATE, seed ^ 0x5eed))
    }

    /// How promising each of `legal` looks to `seat` at a glance (the greedy player's rating):
    /// the search considers only the best few of its own moves, and never one rated −∞.
    fn prior(view: &Self::View, seat: Seat, legal: &[Self::Action]) -> Vec<f64> {
        legal.iter().map(|a| Self::rate(view, seat, a)).collect()
    }

    /// Moves the search always weighs at its root, beside the best few by [`Determinize::prior`]
    /// (e.g. every way of paying for a tool, which a prior cannot rank at a glance).
    fn keep_at_root(_action: &Self::Action) -> bool {
        false
    }

    /// Whether the search compares its root moves side by side instead of growing a tree: each
    /// iteration draws one world and plays every root move in it, all finished by identically
    /// seeded playouts, so the differences between moves are measured on the same dice and
    /// the same replies (common random numbers). It then plays the prior's favourite unless
    /// another move is ahead of it beyond the noise ([`search::PAIRED_CONFIDENCE`]), so it is never
    /// much worse than the prior's own player and better wherever the playouts can tell.
    fn paired(_view: &Self::View) -> bool {
        false
    }

    /// Estimated final scores of every seat part way through a game, for games that can judge
    /// a position: their playouts then stop after the round following the one searched from,
    /// which makes them faster and steadier. `None` plays every playout to the end.
    fn estimate(&self) -> Option<Vec<f64>> {
        None
    }

    /// How good the end of a playout is for `seat`, from 0 (lost badly) to 1 (won by far): the
    /// outcome of a finished game, else the [`Determinize::estimate`].
    fn reward(&self, seat: Seat) -> f64 {
        standard_reward(self, seat)
    }
}

/// The default [`Determinize::reward`], for games that override it only in some cases.
pub fn standard_reward<G: Determinize>(game: &G, seat: Seat) -> f64 {
    match game.outcome() {
        Some(outcome) => outcome_reward(&outcome, seat, G::SCORE_SCALE),
        None => game
            .estimate()
            .map_or(0.5, |scores| scores_reward(&scores, seat, G::SCORE_SCALE)),
    }
}

/// Like [`outcome_reward`], from (estimated) scores by seat.
pub fn scores_reward(scores: &[f64], seat: Seat, scale: f64) -> f64 {
    let Some(&mine) = scores.get(seat.index()) else {
        return 0.0;
    };
    let others: Vec<f64> = (0..scores.len())
        .filter(|&i| i != seat.index())
        .filter_map(|i| scores.get(i).copied())
        .collect();
    let Some(best_other) = others.iter().copied().reduce(f64::max) else {
        return margin_reward(mine, scale);
    };
    let results: Vec<Ordering> = others
        .iter()
        .map(|o| mine.partial_cmp(o).unwrap_or(Ordering::Less))
        .collect();
    against(&results, mine - best_other, scale)
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
    // A smaller rank is better: `Greater` means this seat finished ahead.
    let results: Vec<Ordering> = others.iter().map(|o| o.rank.cmp(&me.rank)).collect();
    against(&results, f64::from(me.score - best_other), scale)
}

/// The reward from how this seat fared against each opponent (`Greater`: ahead of it) and its
/// margin over the best of them.
fn against(results: &[Ordering], margin: f64, scale: f64) -> f64 {
    let beaten = results
        .iter()
        .map(|r| match r {
            Ordering::Greater => 1.0,
            Ordering::Equal => 0.5,
            Ordering::Less => 0.0,
        })
        .sum::<f64>()
        / results.len().max(1) as f64;
    0.5 * beaten + 0.5 * margin_reward(margin, scale)
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

    /// Whether the time limit has run out since `started`; never before the first of `done`
    /// units of work, so every decision searches at least once.
    pub fn out_of_time(&self, done: u32, started: Instant) -> bool {
        self.time
            .is_some_and(|limit| done > 0 && started.elapsed() >= limit)
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

/// A player that looks at only `sample` of the legal moves, drawn at random, and lets `inner`
/// choose among them: a cheap playout policy for games whose greedy rating is costly.
pub struct Sampling<G: Game> {
    inner: Box<dyn Player<G>>,
    rng: GameRng,
    sample: usize,
}

impl<G: Game> Sampling<G> {
    pub fn new(inner: Box<dyn Player<G>>, sample: usize, seed: u64) -> Sampling<G> {
        Sampling {
            inner,
            rng: GameRng::seeded(seed),
            sample: sample.max(1),
        }
    }
}

impl<G: Game> Player<G> for Sampling<G> {
    fn choose(&mut self, seat: Seat, view: &G::View, legal: &[G::Action]) -> Option<G::Action> {
        if legal.len() <= self.sample {
            return self.inner.choose(seat, view, legal);
        }
        let some: Vec<G::Action> = legal
            .choose_multiple(&mut self.rng, self.sample)
            .cloned()
            .collect();
        self.inner.choose(seat, view, &some)
    }
}

/// How often a playout ignores the greedy choice, so playouts of one position differ.
pub const PLAYOUT_BLUNDER_RATE: f64 = 0.03;

/// How often the easy level ignores its judgement and plays any legal move.
pub const EASY_BLUNDER_RATE: f64 = 0.35;

/// The game's greedy player playing any legal move [`EASY_BLUNDER_RATE`] of the time: the easy
/// level unless a game gives its own ([`Determinize::easy`]).
pub fn blundering_greedy<G: Determinize>(seed: u64) -> Box<dyn Player<G>> {
    Box::new(Blundering::new(
        G::greedy(seed),
        EASY_BLUNDER_RATE,
        seed ^ 0xb1,
    ))
}

/// The computer player of a level: easy = [`Determinize::easy`] (by default the greedy that
/// often blunders), normal = greedy, hard = the search within `budget`. Seeded, so with an iteration budget its play replays.
pub fn computer<G: Determinize>(level: AiLevel, seed: u64, budget: Budget) -> Box<dyn Player<G>> {
    match level {
        AiLevel::Easy => G::easy(seed),
        AiLevel::Normal => G::greedy(seed),
        AiLevel::Hard => Box::new(Searcher::new(seed, budget)),
    }
}

#[cfg(test)]
pub(crate) mod testing;

#[cfg(test)]
mod tests {
    use super::tournament::{duel, Series};
    use super::*;
    use crate::game::{Outcome, RandomPlayer, Viewer};
    use crate::games::sagrada::{Sagrada, SagradaOptions};
    use crate::games::summer_pavilion::{PavilionOptions, SummerPavilion};
    use crate::games::uzory::Uzory;

    fn pick<G: Determinize>(game: &G, seat: Seat) -> Option<G::Action> {
        Searcher::new(7, Budget::iterations(40)).search::<G>(
            seat,
            &game.view(Viewer::Seat(seat)),
            &game.legal_actions(seat),
        )
    }

    #[test]
    fn the_search_decides_from_its_seat_view_alone() {
        // Uzory: the opponent's hand swapped with tiles of the draw pile looks the same to the
        // seat to move, so it must play the same.
        let game = Uzory::new(&(), 2, 5).unwrap();
        let me = game.to_act()[0];
        let other = Seat(1 - me.0);
        let mut twin = game.clone();
        let hand = twin.hands[other.index()].clone();
        let n = hand.len();
        let drawn: Vec<_> = twin.pile.drain(..n).collect();
        twin.pile.extend(hand);
        twin.hands[other.index()] = drawn;
        assert_ne!(twin, game);
        assert_eq!(twin.view(Viewer::Seat(me)), game.view(Viewer::Seat(me)));
        assert_eq!(pick(&twin, me), pick(&game, me));

        // Sagrada: the opponents' private objectives are swapped.
        let mut game = Sagrada::new(&SagradaOptions::default(), 3, 9).unwrap();
        let mut twin = game.clone();
        let (a, b) = (
            twin.players[1].private.clone(),
            twin.players[2].private.clone(),
        );
        twin.players[1].private = b;
        twin.players[2].private = a;
        assert_ne!(twin, game);
        assert_eq!(
            twin.view(Viewer::Seat(Seat(0))),
            game.view(Viewer::Seat(Seat(0)))
        );
        assert_eq!(pick(&twin, Seat(0)), pick(&game, Seat(0)));
        // ... and so it is while dice are drafted, after everyone chose a pattern.
        for seat in Seat::all(3) {
            let choice = game.legal_actions(seat)[0];
            game.play(seat, &choice).unwrap();
        }
        let seat = game.to_act()[0];
        assert!(pick(&game, seat).is_some_and(|a| game.legal_actions(seat).contains(&a)));
    }

    #[test]
    fn worlds_do_not_recover_the_hidden_truth() {
        let game = Uzory::new(&(), 3, 11).unwrap();
        let view = game.view(Viewer::Seat(Seat(0)));
        let mut rng = GameRng::seeded(1);
        let differing = (0..20)
            .filter_map(|_| Uzory::determinize(&view, &mut rng))
            .filter(|w| w.hands[1] != game.hands[1])
            .count();
        assert!(differing >= 18, "{differing}");
        assert!(Uzory::determinize(&game.view(Viewer::Spectator), &mut rng).is_none());
    }

    #[test]
    fn same_seed_and_iterations_same_decision() {
        let game = SummerPavilion::new(&PavilionOptions::default(), 2, 3).unwrap();
        let seat = game.to_act()[0];
        let decide = || {
            let mut s = Searcher::new(5, Budget::iterations(30));
            let a = s.search::<SummerPavilion>(
                seat,
                &game.view(Viewer::Seat(seat)),
                &game.legal_actions(seat),
            );
            (a, s.last_stats().iterations)
        };
        assert_eq!(decide(), decide());
        assert_eq!(decide().1, 30);
    }

    #[test]
    fn rewards_order_wins_draws_and_losses() {
        let outcome = |a: i32, b: i32| {
            Outcome::ranked(vec![
                (Seat(0), a, 0, Vec::new()),
                (Seat(1), b, 0, Vec::new()),
            ])
        };
        let r = |a, b| outcome_reward(&outcome(a, b), Seat(0), 10.0);
        assert!(r(50, 10) > r(50, 40));
        assert!(r(50, 40) > r(40, 40));
        assert_eq!(r(40, 40), 0.5);
        assert!(r(40, 40) > r(39, 40));
        assert!(r(39, 40) > r(10, 40));
        assert!((0.0..=1.0).contains(&r(1000, 0)));
    }

    #[test]
    fn hard_beats_random_and_easy_blunders() {
        let hard = |seed| {
            Box::new(Searcher::new(seed, Budget::iterations(20))) as Box<dyn Player<SummerPavilion>>
        };
        let random = |seed| Box::new(RandomPlayer::new(seed)) as Box<dyn Player<SummerPavilion>>;
        let result = duel(
            &Series::new(&PavilionOptions::default(), 2, 4).on_threads(2),
            &hard,
            &random,
        )
        .unwrap();
        assert_eq!(result.a_wins, 2, "{result:?}");

        // Easy plays a random move about a third of the time, a best-rated one otherwise.
        let game = SummerPavilion::new(&PavilionOptions::default(), 2, 1).unwrap();
        let seat = game.to_act()[0];
        let (view, legal) = (game.view(Viewer::Seat(seat)), game.legal_actions(seat));
        let rate = |a: &_| SummerPavilion::rate(&view, seat, a);
        let best = legal.iter().map(rate).fold(f64::MIN, f64::max);
        let best_share =
            legal.iter().filter(|a| rate(a) == best).count() as f64 / legal.len() as f64;
        let mut easy = Blundering::<SummerPavilion>::new(
            Box::new(crate::games::summer_pavilion::Greedy::new(0)),
            EASY_BLUNDER_RATE,
            3,
        );
        let best_picks = (0..400)
            .filter_map(|_| easy.choose(seat, &view, &legal))
            .filter(|a| rate(a) == best)
            .count() as f64;
        let expected = 400.0 * ((1.0 - EASY_BLUNDER_RATE) + EASY_BLUNDER_RATE * best_share);
        assert!(
            (best_picks - expected).abs() < 40.0,
            "{best_picks} vs {expected}"
        );
        assert!(best_picks < 390.0);
    }
}
