//! The coach: re-examines one person's decisions in a finished game with only what they knew
//! then. For each decision the hard player's search picks its move from that person's view;
//! where it differs from the move played, both are played on in the same worlds drawn from that
//! view (never the real hidden state), and the mean difference in the person's final margin,
//! with its uncertainty, says how much the choice cost. Pure and bounded by a time budget; the
//! bot runs it in the background.

use crate::table::session::Hosted;
use std::time::{Duration, Instant};

use rand::RngCore;

use crate::ai::{Budget, Searcher};
use crate::game::{GameRng, Outcome, Player, Seat, Viewer};
use crate::i18n::Locale;
use crate::table::history::walk;
use crate::table::record::{GameRecord, Logged};

/// The longest the coach thinks about one decision, however few there are.
pub const MOST_PER_DECISION: Duration = Duration::from_secs(3);
/// Decisions named in the answer.
pub const SHOWN: usize = 3;
/// A playout longer than this is abandoned (no engine comes near it).
const MAX_PLAYOUT_ACTIONS: usize = 5_000;
/// Paired playouts per decision: at least this many (so there is a spread), at most that many.
const FEWEST_PAIRS: u32 = 2;
const MOST_PAIRS: u32 = 200;

/// One decision the coach would have made otherwise.
#[derive(Debug, Clone, PartialEq)]
pub struct Finding {
    /// Entries of the history before the decision: the replay position showing it.
    pub position: usize,
    pub played: String,
    pub preferred: String,
    /// How many points of final margin the preferred move is estimated to gain, and the
    /// uncertainty of that estimate (two standard errors).
    pub gain: f64,
    pub spread: f64,
}

/// What a review found: the costliest decisions, worst first, among `decisions` examined.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    pub findings: Vec<Finding>,
    pub decisions: usize,
}

/// A decision of the reviewed seat: what it saw, could do and did.
struct Decision<G: Hosted> {
    position: usize,
    view: G::View,
    legal: Vec<G::Action>,
    played: G::Action,
}

/// The decisions `seat` made itself in `record` (not a computer's moves for it), where it had a
/// choice.
fn decisions<G: Hosted>(record: &GameRecord, seat: Seat) -> Vec<Decision<G>> {
    let mut out = Vec::new();
    // A history that stops playing part-way is reviewed as far as it plays.
    let _ = walk::<G>(record, |position, entry, game| {
        let Logged::Move {
            seat: mover,
            action,
            computer: false,
        } = entry
        else {
            return;
        };
        if *mover != seat.0 {
            return;
        }
        let legal = game.legal_actions(seat);
        let played = serde_json::from_value::<G::Action>(action.clone()).ok();
        if let (true, Some(played)) = (legal.len() > 1, played) {
            out.push(Decision {
                position,
                view: game.view(Viewer::Seat(seat)),
                legal,
                played,
            });
        }
    });
    out
}

/// How many of `seat`'s own decisions a review would examine, and how long it would take
/// within `budget`.
pub fn plan<G: Hosted>(record: &GameRecord, seat: Seat, budget: Duration) -> (usize, Duration) {
    let n = decisions::<G>(record, seat).len();
    (
        n,
        per_decision(n, budget) * u32::try_from(n).unwrap_or(u32::MAX),
    )
}

fn per_decision(n: usize, budget: Duration) -> Duration {
    (budget / u32::try_from(n.max(1)).unwrap_or(u32::MAX)).min(MOST_PER_DECISION)
}

/// Reviews `seat`'s decisions in `record` within about `budget` of one core.
pub fn review<G: Hosted>(
    record: &GameRecord,
    seat: Seat,
    budget: Duration,
    seed: u64,
    locale: Locale,
) -> Review {
    let decisions = decisions::<G>(record, seat);
    let slice = per_decision(decisions.len(), budget);
    let mut rng = GameRng::seeded(seed);
    let mut findings: Vec<Finding> = decisions
        .iter()
        .filter_map(|d| examine::<G>(d, seat, slice, &mut rng, locale))
        .filter(|f| f.gain > 0.0)
        .collect();
    findings.sort_by(|a, b| b.gain.total_cmp(&a.gain));
    findings.truncate(SHOWN);
    Review {
        findings,
        decisions: decisions.len(),
    }
}

/// The search's choice for one decision and, if it differs, what the difference is worth.
fn examine<G: Hosted>(
    decision: &Decision<G>,
    seat: Seat,
    slice: Duration,
    rng: &mut GameRng,
    locale: Locale,
) -> Option<Finding> {
    let started = Instant::now();
    let think = Budget {
        iterations: u32::MAX,
        time: Some(slice / 2),
    };
    let mut searcher = Searcher::new(rng.next_u64(), think);
    let preferred = searcher.search::<G>(seat, &decision.view, &decision.legal)?;
    if preferred == decision.played {
        return None;
    }
    let mut policy = G::playout_policy(rng.next_u64());
    let mut differences = Vec::new();
    while differences.len() < MOST_PAIRS as usize
        && (differences.len() < FEWEST_PAIRS as usize || started.elapsed() < slice)
    {
        let Some(world) = G::determinize(&decision.view, rng) else {
            break;
        };
        let after = |action: &G::Action, policy: &mut dyn Player<G>| {
            let mut game = world.clone();
            game.play(seat, action).ok()?;
            finish(game, policy, seat)
        };
        match (
            after(&preferred, policy.as_mut()),
            after(&decision.played, policy.as_mut()),
        ) {
            (Some(better), Some(played)) => differences.push(better - played),
            _ => break,
        }
    }
    let (gain, spread) = mean_and_spread(&differences)?;
    let words = |action: &G::Action| {
        G::steps(&decision.view, action, locale)
            .into_iter()
            .map(|c| c.label)
            .collect::<Vec<_>>()
            .join(" → ")
    };
    Some(Finding {
        position: decision.position,
        played: words(&decision.played),
        preferred: words(&preferred),
        gain,
        spread,
    })
}

/// Plays `game` to its end with `policy` for every seat; `seat`'s final margin over the best
/// other seat (its score alone in a solo game).
fn finish<G: Hosted>(mut game: G, policy: &mut dyn Player<G>, seat: Seat) -> Option<f64> {
    for _ in 0..MAX_PLAYOUT_ACTIONS {
        if let Some(outcome) = game.outcome() {
            return margin(&outcome, seat);
        }
        let mover = *game.to_act().first()?;
        let legal = game.legal_actions(mover);
        let action = policy.choose(mover, &game.view(Viewer::Seat(mover)), &legal)?;
        game.play(mover, &action).ok()?;
    }
    None
}

fn margin(outcome: &Outcome, seat: Seat) -> Option<f64> {
    let mine = outcome.standings.iter().find(|s| s.seat == seat)?.score;
    let best_other = outcome
        .standings
        .iter()
        .filter(|s| s.seat != seat)
        .map(|s| s.score)
        .max();
    Some(f64::from(mine - best_other.unwrap_or(0)))
}

/// The mean of `xs` and two standard errors of it.
fn mean_and_spread(xs: &[f64]) -> Option<(f64, f64)> {
    if xs.is_empty() {
        return None;
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let variance = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    Some((mean, 2.0 * (variance / n).sqrt()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::summer_pavilion::SummerPavilion;
    use crate::games::GameKind;
    use crate::table::tests::lobby;
    use crate::table::{SeatHolder, Table};

    /// A two-person Summer Pavilion game played to its end, seat 0 always taking its last legal
    /// move (a poor habit), seat 1 its first.
    fn finished() -> GameRecord {
        let mut record = lobby(8, GameKind::SummerPavilion, 2);
        record.seats.push(SeatHolder::Human { user: 11 });
        let mut table = Table::<SummerPavilion>::start(record, 5).unwrap();
        while !table.game.is_over() {
            let seat = table.game.to_act()[0];
            let legal = table.game.legal_actions(seat);
            let action = if seat.0 == 0 {
                legal[legal.len() - 1]
            } else {
                legal[0]
            };
            table.play(seat, &action).unwrap();
        }
        table.record
    }

    #[test]
    fn a_review_names_only_the_reviewed_seats_own_decisions_within_its_budget() {
        let mut record = finished();
        // Mark seat 1's early moves as a computer's: they are nobody's decisions.
        for entry in record.history.iter_mut().take(10) {
            if let Logged::Move {
                seat: 1, computer, ..
            } = entry
            {
                *computer = true;
            }
        }
        let (n, time) = plan::<SummerPavilion>(&record, Seat(0), Duration::from_secs(2));
        assert!(n > 5 && time <= Duration::from_secs(2), "{n} {time:?}");
        let started = Instant::now();
        let review =
            review::<SummerPavilion>(&record, Seat(0), Duration::from_secs(2), 7, Locale::En);
        assert!(started.elapsed() < Duration::from_secs(10));
        assert_eq!(review.decisions, n);
        assert!(
            !review.findings.is_empty(),
            "last-legal-move play is never faulted"
        );
        assert!(review.findings.len() <= SHOWN);
        for f in &review.findings {
            let Logged::Move { seat, computer, .. } = &record.history[f.position] else {
                panic!("not a move");
            };
            assert_eq!((*seat, *computer), (0, false));
            assert!(f.gain > 0.0 && f.spread >= 0.0);
            assert_ne!(f.played, f.preferred);
        }
        assert!(review.findings.windows(2).all(|w| w[0].gain >= w[1].gain));
    }

    #[test]
    fn spread_shrinks_with_agreement() {
        assert_eq!(mean_and_spread(&[]), None);
        assert_eq!(mean_and_spread(&[2.0, 2.0, 2.0]), Some((2.0, 0.0)));
        let (mean, spread) = mean_and_spread(&[1.0, 3.0]).unwrap();
        assert_eq!(mean, 2.0);
        assert!(spread > 0.0);
    }
}
