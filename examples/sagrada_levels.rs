//! Sagrada's hard level against normal, quicker than a whole `vitrail tournament` (which also
//! plays every other match): `cargo run --release --example sagrada_levels -- duel GAMES
//! ITERATIONS [SEED] [THREADS]` plays two-player games, seats swapped; `solo` (normal and hard),
//! `esolo`, `nsolo` or `hsolo` (easy, normal or hard only) `GAMES ITERATIONS [DIFFICULTY]
//! [THREADS]` plays alone from seed 1; `field3` / `field4` (hard against normals) and `nfield3` /
//! `nfield4` (normal against today's greedy, `Baseline`) `GAMES ITERATIONS [SEED] [THREADS]`
//! play three or four seats, the one player in each seat in turn.
//! Prints wins, mean scores and the hard level's time per decision.

use std::sync::{Arc, Mutex};

use vitrail::ai::tournament::{duel, field, solo, Figures, Series, Speed, Timed};
use vitrail::ai::{computer, AiLevel, Budget, Determinize};
use vitrail::game::Player;
use vitrail::games::sagrada::{Sagrada, SagradaOptions};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |i: usize, default: u64| {
        args.get(i)
            .and_then(|s| s.parse::<u64>().ok())
            .unwrap_or(default)
    };
    let mode = args.get(1).map_or("duel", String::as_str);
    let games = u32::try_from(arg(2, 20)).unwrap_or(20);
    let budget = Budget::iterations(u32::try_from(arg(3, 120)).unwrap_or(120));
    let extra = arg(4, 1);
    let threads = usize::try_from(arg(5, 1)).unwrap_or(1);
    let tally = Arc::new(Mutex::new(Speed::default()));
    let hard = |seed| Box::new(Timed::new(seed, budget, tally.clone())) as Box<dyn Player<Sagrada>>;
    let normal = |seed| Sagrada::greedy(seed);
    let started = std::time::Instant::now();
    if let Some(players) = mode
        .strip_prefix("nfield")
        .or_else(|| mode.strip_prefix("field"))
        .and_then(|n| n.parse::<usize>().ok())
    {
        let options = SagradaOptions::default();
        let series = Series::new(&options, games, extra).on_threads(threads);
        // Sagrada always keeps today's greedy as its baseline.
        let baseline = |seed| Sagrada::baseline(seed).expect("Sagrada has a baseline player");
        let (name, result) = if mode.starts_with('n') {
            (
                "normal vs baseline",
                field(&series, players, &normal, &baseline),
            )
        } else {
            ("hard vs normal", field(&series, players, &hard, &normal))
        };
        match result {
            Ok(r) => println!(
                "{name}, {players} seats: won {:.1} of {} ({:.3}; an equal player {:.3}), mean rank {:.2}, {:.1} vs the field's {:.1}",
                r.one_wins,
                r.games,
                r.one_win_rate(),
                1.0 / players as f64,
                r.one_rank,
                r.one_average,
                r.field_average
            ),
            Err(e) => eprintln!("{e}"),
        }
    } else if mode == "duel" {
        let options = SagradaOptions::default();
        let series = Series::new(&options, games, extra).on_threads(threads);
        match duel(&series, &hard, &normal) {
            Ok(r) => println!(
                "hard vs normal: {}-{}-{} ({:.3}), {:.1} vs {:.1}",
                r.a_wins,
                r.draws,
                r.b_wins,
                r.a_win_rate(),
                r.a_average,
                r.b_average
            ),
            Err(e) => eprintln!("{e}"),
        }
    } else {
        let options = SagradaOptions {
            solo_difficulty: u8::try_from(extra).unwrap_or(3),
        };
        let series = Series::new(&options, games, 1).on_threads(threads);
        let levels: &[AiLevel] = if mode == "hsolo" {
            &[AiLevel::Hard]
        } else if mode == "nsolo" {
            &[AiLevel::Normal]
        } else if mode == "esolo" {
            &[AiLevel::Easy]
        } else {
            &[AiLevel::Normal, AiLevel::Hard]
        };
        for &level in levels {
            let player = |seed| match level {
                AiLevel::Hard => hard(seed),
                _ => computer::<Sagrada>(level, seed, budget),
            };
            let target = |g: &Sagrada| Some(g.solo_target());
            match solo(&series, &player, &target) {
                Ok(r) => {
                    println!(
                        "{level:?}: score {:.1}, target {:.1}, won {} of {}",
                        r.average, r.average_target, r.wins, r.games
                    );
                    let figure = |k: &str| r.figures.get(k).and_then(|v| v.as_f64());
                    println!(
                        "  empty cells {:.2}, tools used {:.2}, margin sd {:.1}",
                        figure("a_empty_cells").unwrap_or(f64::NAN),
                        figure("tools_used").unwrap_or(f64::NAN),
                        figure("margin_sd").unwrap_or(f64::NAN)
                    );
                }
                Err(e) => eprintln!("{e}"),
            }
        }
    }
    let speed = tally.lock().map(|s| s.clone()).unwrap_or_default();
    let (median, worst) = speed.median_and_worst_ms();
    println!(
        "hard: {} decisions, median {median:.0} ms, worst {worst:.0} ms, {:.0} playouts/s; {:.0} s in all",
        speed.decisions,
        speed.playouts_per_second(),
        started.elapsed().as_secs_f64()
    );
}
