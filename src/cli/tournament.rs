//! `vitrail tournament <game>`: seeded two-player matches between the computer levels (hard
//! against greedy, greedy against itself, normal against easy, greedy against random) and, for Sagrada, every level alone against the solo
//! target. Same arguments, same games: the hard player searches a fixed number of iterations
//! rather than a fixed time, so the figures can be reproduced on any machine.

use crate::table::Hosted;
use std::sync::{Arc, Mutex};

use serde::Serialize;

use super::{on_engine, EngineWork};
use crate::ai::tournament::{duel, solo, Duel, Series, Solo, Speed, Timed};
use crate::ai::AiLevel;
use crate::ai::{computer, Budget};
use crate::game::{Player, PlayoutError, RandomPlayer};
use crate::games::{GameKind, GameOptions};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentArgs {
    pub game: GameKind,
    pub options: GameOptions,
    /// Games per match.
    pub games: u32,
    /// Games per level alone (Sagrada solo).
    pub solo_games: u32,
    /// The hard player's search iterations per decision.
    pub iterations: u32,
    pub threads: usize,
    pub seed: u64,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TournamentError {
    #[error("{0}")]
    Usage(String),
    #[error(transparent)]
    Playout(#[from] PlayoutError),
}

/// What `tournament` prints.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TournamentReport {
    pub game: GameKind,
    pub options: GameOptions,
    pub iterations: u32,
    pub hard_vs_greedy: Duel,
    /// The greedy (normal) player against itself: how the game plays between equals.
    pub greedy_vs_greedy: Duel,
    /// Normal against easy: the levels are in order.
    pub normal_vs_easy: Duel,
    /// Normal against the game's kept baseline player ([`crate::ai::Determinize::baseline`]),
    /// for games that keep one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub normal_vs_baseline: Option<Duel>,
    pub greedy_vs_random: Duel,
    /// The hard player's thinking over its matches (one core per thread).
    pub hard_speed: SpeedReport,
    /// Sagrada only: each level alone against the solo target.
    pub solo: Vec<SoloReport>,
    /// Whether the levels are in order, easy < normal < hard: normal wins more than half its
    /// games against easy and hard more than half against normal and, alone, each level's
    /// mean margin over the target is above the level below's. `None` when nothing was played.
    pub levels_in_order: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SpeedReport {
    pub decisions: u64,
    pub decisions_per_second: f64,
    pub playouts_per_second: f64,
    pub playout_actions_per_second: f64,
    pub average_decision_ms: f64,
    pub median_decision_ms: f64,
    pub worst_decision_ms: f64,
}

impl From<Speed> for SpeedReport {
    fn from(s: Speed) -> SpeedReport {
        let (median_decision_ms, worst_decision_ms) = s.median_and_worst_ms();
        SpeedReport {
            median_decision_ms,
            worst_decision_ms,
            decisions: s.decisions,
            decisions_per_second: s.decisions_per_second(),
            playouts_per_second: s.playouts_per_second(),
            playout_actions_per_second: if s.seconds > 0.0 {
                s.playout_actions as f64 / s.seconds
            } else {
                0.0
            },
            average_decision_ms: if s.decisions > 0 {
                1000.0 * s.seconds / s.decisions as f64
            } else {
                0.0
            },
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SoloReport {
    pub level: AiLevel,
    pub result: Solo,
}

pub fn run(args: &TournamentArgs) -> Result<TournamentReport, TournamentError> {
    on_engine(&args.options, Matches(args)).map_err(TournamentError::Usage)?
}

/// The matches `run` asks for, on the engine of its game.
struct Matches<'a>(&'a TournamentArgs);

impl EngineWork for Matches<'_> {
    type Output = Result<TournamentReport, TournamentError>;

    fn run<G: Hosted>(self, options: G::Options) -> Self::Output {
        matches::<G>(&options, self.0)
    }
}

fn matches<G: Hosted>(
    options: &G::Options,
    args: &TournamentArgs,
) -> Result<TournamentReport, TournamentError> {
    let budget = Budget::iterations(args.iterations);
    let tally = Arc::new(Mutex::new(Speed::default()));
    let hard = |seed| Box::new(Timed::new(seed, budget, tally.clone())) as Box<dyn Player<G>>;
    let greedy = |seed| G::greedy(seed);
    let easy = |seed| computer::<G>(AiLevel::Easy, seed, budget);
    let random = |seed| Box::new(RandomPlayer::new(seed)) as Box<dyn Player<G>>;
    let series = Series::new(options, args.games, args.seed).on_threads(args.threads);
    let hard_vs_greedy = duel(&series, &hard, &greedy)?;
    let greedy_vs_greedy = duel(&series, &greedy, &greedy)?;
    let normal_vs_easy = duel(&series, &greedy, &easy)?;
    let greedy_vs_random = duel(&series, &greedy, &random)?;
    let normal_vs_baseline = match G::baseline(args.seed) {
        Some(_) => {
            let baseline = |seed| G::baseline(seed).unwrap_or_else(|| G::greedy(seed));
            Some(duel(&series, &greedy, &baseline)?)
        }
        None => None,
    };
    let hard_speed = tally.lock().map(|s| s.clone()).unwrap_or_default().into();
    let mut solo_reports = Vec::new();
    if G::player_counts(options).contains(&1) {
        let solo_series = Series::new(options, args.solo_games, args.seed).on_threads(args.threads);
        for level in AiLevel::ALL {
            let player = |seed| computer::<G>(level, seed, budget);
            let target = |game: &G| game.solo_target();
            let result = solo(&solo_series, &player, &target)?;
            solo_reports.push(SoloReport { level, result });
        }
    }
    let levels_in_order = in_order(&normal_vs_easy, &hard_vs_greedy, &solo_reports);
    Ok(TournamentReport {
        game: G::KIND,
        options: args.options,
        iterations: args.iterations,
        hard_vs_greedy,
        greedy_vs_greedy,
        normal_vs_easy,
        normal_vs_baseline,
        greedy_vs_random,
        hard_speed,
        solo: solo_reports,
        levels_in_order,
    })
}

/// [`TournamentReport::levels_in_order`] from the matches and the levels alone that were played.
fn in_order(normal_vs_easy: &Duel, hard_vs_normal: &Duel, solo: &[SoloReport]) -> Option<bool> {
    let duels = [normal_vs_easy, hard_vs_normal];
    let played: Vec<bool> = duels
        .iter()
        .filter(|d| d.games > 0)
        .map(|d| d.a_win_rate() > 0.5)
        .collect();
    let margins: Vec<f64> = AiLevel::ALL
        .iter()
        .filter_map(|level| solo.iter().find(|s| s.level == *level))
        .filter(|s| s.result.games > 0)
        .map(|s| s.result.average - s.result.average_target)
        .collect();
    let alone = (margins.len() == AiLevel::ALL.len()).then(|| {
        margins
            .windows(2)
            .all(|w| matches!(w, [low, high] if high > low))
    });
    if played.is_empty() && alone.is_none() {
        return None;
    }
    Some(played.iter().all(|&b| b) && alone.unwrap_or(true))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::args::{parse, Invocation};

    /// Reads `tournament`'s arguments (those after `vitrail tournament`), as the command line does.
    fn args(list: &[&str]) -> Result<TournamentArgs, TournamentError> {
        let line = ["vitrail", "tournament"]
            .into_iter()
            .chain(list.iter().copied());
        match parse(line.map(String::from)) {
            Ok(Invocation::Tournament(args)) => Ok(args),
            Ok(_) => Err(TournamentError::Usage("not a tournament".into())),
            Err(e) => Err(TournamentError::Usage(e.to_string())),
        }
    }

    #[test]
    fn parses_arguments() {
        let a = args(&[
            "sagrada",
            "--games",
            "10",
            "--iterations",
            "50",
            "--difficulty",
            "4",
        ])
        .unwrap();
        assert_eq!(a.games, 10);
        assert_eq!(a.iterations, 50);
        assert_eq!(a.options, GameOptions::Sagrada { solo_difficulty: 4 });
        assert!(args(&["sintra", "--wilds", "normal"]).is_err());
        assert!(args(&["chess"]).is_err());
        assert!(args(&["uzory", "--games"]).is_err());
    }

    #[test]
    fn a_small_tournament_is_reproducible() {
        let a = args(&["summer-pavilion", "--games", "2", "--iterations", "8"]).unwrap();
        let first = run(&a).unwrap();
        let second = run(&a).unwrap();
        assert_eq!(first.hard_vs_greedy, second.hard_vs_greedy);
        assert_eq!(first.hard_vs_greedy.games, 2);
        assert_eq!(first.greedy_vs_greedy.games, 2);
        assert_eq!(first.normal_vs_easy.games, 2);
        // A game's own figures sit beside the standard fields, not under a key of their own.
        let json = serde_json::to_value(&first).unwrap();
        assert!(json["greedy_vs_greedy"]["a_average"].is_number());
        assert!(json["greedy_vs_greedy"].get("figures").is_none());
        assert!(first.hard_speed.decisions > 0);
        assert!(first.solo.is_empty());
        assert!(first.normal_vs_baseline.is_none());
    }

    #[test]
    fn sagrada_reports_every_level_alone() {
        let a = args(&[
            "sagrada",
            "--games",
            "1",
            "--solo-games",
            "2",
            "--iterations",
            "5",
        ])
        .unwrap();
        let report = run(&a).unwrap();
        assert_eq!(report.solo.len(), 3);
        assert!(report.solo.iter().all(|s| s.result.games == 2));
        assert!(report.solo.iter().all(|s| s.result.average_target > 10.0));
        // Sagrada's own figures: empty cells, points by line, the target's make-up.
        let json = serde_json::to_value(&report).unwrap();
        let normal = &json["solo"][1]["result"];
        assert!(normal["a_empty_cells"].is_number(), "{normal}");
        assert!(
            normal["a_points_by_line"]["sagrada.empty"].is_number(),
            "{normal}"
        );
        assert!(normal["track_dice"].as_f64().unwrap() >= 20.0 - 2.0 * 5.0);
        assert!(json["normal_vs_baseline"]["b_empty_cells"].is_number());
        assert_eq!(report.normal_vs_baseline.map(|d| d.games), Some(1));
    }
}
