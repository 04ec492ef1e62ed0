//! Seeded matches between computer players, to measure their strength reproducibly
//! (`vitrail tournament`, and the strength tests).

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

use serde::Serialize;
use serde_json::{Map, Value};

use super::{Budget, Determinize, SearchStats, Searcher};
use crate::game::{play_out, Game, Outcome, Player, PlayoutError, Seat};

/// Builds a seeded player.
pub type Factory<'a, G> = &'a (dyn Fn(u64) -> Box<dyn Player<G>> + Sync);

/// How a match is played: `games` games with `options`, game `i` dealt from `seed + i` (and
/// its players seeded from `seed` too), on `threads` threads.
pub struct Series<'a, G: Game> {
    pub options: &'a G::Options,
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
}

impl<'a, G: Game> Series<'a, G> {
    /// `games` games with `options` from `seed`, on one thread.
    pub fn new(options: &'a G::Options, games: u32, seed: u64) -> Self {
        Series {
            options,
            games,
            seed,
            threads: 1,
        }
    }

    /// The same games on `threads` threads.
    pub fn on_threads(self, threads: usize) -> Self {
        Series { threads, ..self }
    }
}

/// The games between two players; `a` sits first in even games and second in odd ones.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Duel {
    pub games: u32,
    pub a_wins: u32,
    pub draws: u32,
    pub b_wins: u32,
    pub a_average: f64,
    pub b_average: f64,
    /// What the game measures beyond scores ([`Figures::figures`]), beside the fields above.
    #[serde(flatten)]
    pub figures: Map<String, Value>,
}

impl Duel {
    /// Wins of `a` with draws counted half, as a share of all games.
    pub fn a_win_rate(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        (f64::from(self.a_wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games)
    }
}

/// One player alone (Sagrada solo): its average score, the average target and how often it
/// beat the target.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Solo {
    pub games: u32,
    pub wins: u32,
    pub average: f64,
    pub average_target: f64,
    /// What the game measures beyond scores ([`Figures::figures`]), beside the fields above.
    #[serde(flatten)]
    pub figures: Map<String, Value>,
}

/// One finished game of a match, and the seat its first player (`a`) sat in; `Seat(0)` alone.
pub struct Played<G> {
    pub game: G,
    pub outcome: Outcome,
    pub a_seat: Seat,
}

/// What a game measures about finished games beyond scores and wins (frames closed, glass
/// broken, points by objective…), for `vitrail tournament` and `vitrail simulate`. Each key
/// lands in the report beside the standard fields, so it must not reuse their names.
pub trait Figures: Game {
    /// Figures over the games of one match.
    fn figures(_games: &[Played<Self>]) -> Map<String, Value> {
        Map::new()
    }

    /// Figures of one finished game.
    fn game_figures(&self) -> Map<String, Value> {
        Map::new()
    }

    /// A fixed earlier player kept to measure the normal level against (`vitrail tournament`'s
    /// `normal_vs_baseline`); `None` when the game keeps none. Research code: it lives with the
    /// game's figures, never in its rules or its players.
    fn baseline(_seed: u64) -> Option<Box<dyn crate::game::Player<Self>>> {
        None
    }
}

/// The search's speed over a run.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Speed {
    pub decisions: u64,
    pub iterations: u64,
    pub playout_actions: u64,
    pub seconds: f64,
    /// Each decision's time in milliseconds, for its median and worst case.
    #[serde(skip)]
    pub decision_ms: Vec<f64>,
}

impl Speed {
    pub fn decisions_per_second(&self) -> f64 {
        per_second(self.decisions, self.seconds)
    }

    /// Every iteration ends in one playout.
    pub fn playouts_per_second(&self) -> f64 {
        per_second(self.iterations, self.seconds)
    }

    /// The median and the longest decision, in milliseconds (0 before any).
    pub fn median_and_worst_ms(&self) -> (f64, f64) {
        let mut times = self.decision_ms.clone();
        times.sort_by(f64::total_cmp);
        let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
        (median, times.last().copied().unwrap_or(0.0))
    }

    fn add(&mut self, stats: SearchStats) {
        self.decision_ms.push(1000.0 * stats.elapsed.as_secs_f64());
        self.decisions += 1;
        self.iterations += u64::from(stats.iterations);
        self.playout_actions += stats.playout_actions;
        self.seconds += stats.elapsed.as_secs_f64();
    }
}

/// The seed of the `n`-th player of a tournament run with `seed` (game seeds are `seed + i`).
fn player_seed(seed: u64, n: u64) -> u64 {
    seed.wrapping_mul(1_000_003).wrapping_add(n)
}

fn per_second(n: u64, seconds: f64) -> f64 {
    if seconds > 0.0 {
        n as f64 / seconds
    } else {
        0.0
    }
}

/// A searching player that adds the cost of each decision it searched to a shared tally.
pub struct Timed {
    searcher: Searcher,
    tally: Arc<Mutex<Speed>>,
}

impl Timed {
    pub fn new(seed: u64, budget: Budget, tally: Arc<Mutex<Speed>>) -> Timed {
        Timed {
            searcher: Searcher::new(seed, budget),
            tally,
        }
    }
}

impl<G: Determinize> Player<G> for Timed {
    fn choose(&mut self, seat: Seat, view: &G::View, legal: &[G::Action]) -> Option<G::Action> {
        let action = self.searcher.search::<G>(seat, view, legal);
        let stats = self.searcher.last_stats();
        if stats.iterations > 0 {
            if let Ok(mut tally) = self.tally.lock() {
                tally.add(stats);
            }
        }
        action
    }
}

/// A game played to its end, or why it could not be.
type Finished<G> = Result<(Outcome, G), PlayoutError>;

/// Plays the `series` at tables of `players` seats; `seats(i)` gives game `i`'s players.
/// Returns the outcomes and final games in game order.
fn play_many<G: Game>(
    series: &Series<'_, G>,
    players: usize,
    seats: &(dyn Fn(u32) -> Vec<Box<dyn Player<G>>> + Sync),
) -> Result<Vec<(Outcome, G)>, PlayoutError> {
    let Series {
        options,
        games,
        seed,
        threads,
    } = *series;
    let next = AtomicU32::new(0);
    let results: Mutex<Vec<(u32, Finished<G>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= games {
                    break;
                }
                let result = G::new(options, players, seed.wrapping_add(u64::from(i)))
                    .map_err(|e| PlayoutError::RefusedLegalAction {
                        seat: Seat(0),
                        reason: e.to_string(),
                    })
                    .and_then(|mut game| {
                        let outcome = play_out(&mut game, &mut seats(i), 100_000, |_, _| {})?;
                        Ok((outcome, game))
                    });
                if let Ok(mut r) = results.lock() {
                    r.push((i, result));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// The `series` of two-player games between `a` and `b`, alternating who starts.
pub fn duel<G: Figures>(
    series: &Series<'_, G>,
    a: Factory<'_, G>,
    b: Factory<'_, G>,
) -> Result<Duel, PlayoutError> {
    let seed = series.seed;
    let seats = |i: u32| {
        let n = u64::from(i) * 2;
        let (pa, pb) = (a(player_seed(seed, n)), b(player_seed(seed, n + 1)));
        if i.is_multiple_of(2) {
            vec![pa, pb]
        } else {
            vec![pb, pa]
        }
    };
    let outcomes = play_many(series, 2, &seats)?;
    let mut duel = Duel::default();
    let (mut a_total, mut b_total) = (0i64, 0i64);
    // `a` sits first in even games.
    let played: Vec<Played<G>> = (0u32..)
        .zip(outcomes)
        .map(|(i, (outcome, game))| Played {
            game,
            outcome,
            a_seat: Seat(u8::from(i % 2 == 1)),
        })
        .collect();
    for Played {
        outcome, a_seat, ..
    } in &played
    {
        let (a_seat, b_seat) = (*a_seat, Seat(1 - a_seat.0));
        let find = |seat: Seat| outcome.standings.iter().find(|s| s.seat == seat);
        let (Some(sa), Some(sb)) = (find(a_seat), find(b_seat)) else {
            continue;
        };
        duel.games += 1;
        a_total += i64::from(sa.score);
        b_total += i64::from(sb.score);
        match sa.rank.cmp(&sb.rank) {
            std::cmp::Ordering::Less => duel.a_wins += 1,
            std::cmp::Ordering::Equal => duel.draws += 1,
            std::cmp::Ordering::Greater => duel.b_wins += 1,
        }
    }
    let n = f64::from(duel.games.max(1));
    duel.a_average = a_total as f64 / n;
    duel.b_average = b_total as f64 / n;
    duel.figures = G::figures(&played);
    Ok(duel)
}

/// One player against a field of another at a table of three or more: `one`'s share of the
/// wins next to the share an equal player would take (one over the seats).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Field {
    pub players: usize,
    pub games: u32,
    /// Games `one` won, a win shared by k seats counted 1/k.
    pub one_wins: f64,
    pub one_average: f64,
    /// The mean score of the field's seats.
    pub field_average: f64,
    /// `one`'s mean rank (1 is first).
    pub one_rank: f64,
}

impl Field {
    /// `one`'s share of the wins.
    pub fn one_win_rate(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        self.one_wins / f64::from(self.games)
    }
}

/// The `series` of games at `players` seats, `one` in one seat (the first in game 0, then
/// each seat in turn) and `field` in every other.
pub fn field<G: Game>(
    series: &Series<'_, G>,
    players: usize,
    one: Factory<'_, G>,
    field: Factory<'_, G>,
) -> Result<Field, PlayoutError> {
    let seed = series.seed;
    let seats = players.max(1);
    let one_seat = |i: u32| usize::try_from(i).unwrap_or(0) % seats;
    let table = |i: u32| {
        let n = u64::from(i) * seats as u64;
        (0..seats)
            .map(|s| {
                let seed = player_seed(seed, n + s as u64);
                if s == one_seat(i) {
                    one(seed)
                } else {
                    field(seed)
                }
            })
            .collect()
    };
    let outcomes = play_many(series, seats, &table)?;
    let mut result = Field {
        players: seats,
        ..Field::default()
    };
    let (mut one_total, mut field_total, mut ranks) = (0i64, 0i64, 0u64);
    for (i, (outcome, _)) in (0u32..).zip(&outcomes) {
        let me = Seat(u8::try_from(one_seat(i)).unwrap_or(0));
        let Some(mine) = outcome.standings.iter().find(|s| s.seat == me) else {
            continue;
        };
        result.games += 1;
        one_total += i64::from(mine.score);
        field_total += outcome
            .standings
            .iter()
            .filter(|s| s.seat != me)
            .map(|s| i64::from(s.score))
            .sum::<i64>();
        ranks += u64::from(mine.rank);
        if mine.rank == 1 {
            let winners = outcome.standings.iter().filter(|s| s.rank == 1).count();
            result.one_wins += 1.0 / winners.max(1) as f64;
        }
    }
    let n = f64::from(result.games.max(1));
    result.one_average = one_total as f64 / n;
    result.field_average = field_total as f64 / (n * (seats.max(2) - 1) as f64);
    result.one_rank = ranks as f64 / n;
    Ok(result)
}

/// The `series` of one-player games (Sagrada solo); rank 1 means the target was beaten, which
/// `target` reads from a finished game.
pub fn solo<G: Figures>(
    series: &Series<'_, G>,
    player: Factory<'_, G>,
    target: &(dyn Fn(&G) -> Option<i32> + Sync),
) -> Result<Solo, PlayoutError> {
    let seats = |i: u32| vec![player(player_seed(series.seed, u64::from(i)))];
    let outcomes = play_many(series, 1, &seats)?;
    let mut result = Solo::default();
    let (mut total, mut targets) = (0i64, 0i64);
    let played: Vec<Played<G>> = outcomes
        .into_iter()
        .map(|(outcome, game)| Played {
            game,
            outcome,
            a_seat: Seat(0),
        })
        .collect();
    for Played { outcome, game, .. } in &played {
        let Some(standing) = outcome.standings.first() else {
            continue;
        };
        result.games += 1;
        total += i64::from(standing.score);
        targets += i64::from(target(game).unwrap_or(0));
        if standing.rank == 1 {
            result.wins += 1;
        }
    }
    let n = f64::from(result.games.max(1));
    result.average = total as f64 / n;
    result.average_target = targets as f64 / n;
    result.figures = G::figures(&played);
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Determinize;
    use crate::game::RandomPlayer;
    use crate::games::sagrada::{Sagrada, SagradaOptions};

    #[test]
    fn a_field_match_seats_the_one_player_everywhere_and_is_reproducible() {
        let normal = |seed| Sagrada::greedy(seed);
        let random = |seed| Box::new(RandomPlayer::new(seed)) as Box<dyn Player<Sagrada>>;
        let options = SagradaOptions::default();
        let series = Series::new(&options, 3, 11).on_threads(2);
        let run = || field(&series, 3, &normal, &random).unwrap();
        let result = run();
        assert_eq!(result, run());
        assert_eq!((result.players, result.games), (3, 3));
        // Normal in each of the three seats in turn wins every game against two random
        // players, well ahead of them.
        assert_eq!(result.one_wins, 3.0, "{result:?}");
        assert_eq!(result.one_rank, 1.0);
        assert!(
            result.one_average > result.field_average + 15.0,
            "{result:?}"
        );
    }
}
