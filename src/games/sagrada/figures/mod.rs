//! What `vitrail tournament` and `vitrail simulate` report about finished games beyond scores:
//! empty cells, points by objective, and in solo the target's make-up (dice left on the round
//! track, their pips, dice spent on tools). A match reports means for its first player (`a_…`,
//! the only one in solo) and the empty cells of the second; a simulation reports every seat of
//! its one game.

mod baseline;

use serde_json::{json, Map, Value};

use crate::ai::tournament::{Figures, Played};
use crate::game::{Game, Seat};

use super::board::Restriction;
use super::cards;
use super::Sagrada;

impl Sagrada {
    fn empty_cells(&self, seat: Seat) -> usize {
        self.window_of(seat).map_or(0, |w| w.empty_cells())
    }

    /// Restricted cells of the seat's pattern (how hard a window it chose).
    fn restricted_cells(&self, seat: Seat) -> usize {
        self.players
            .get(seat.index())
            .and_then(|p| p.pattern)
            .and_then(cards::pattern)
            .map_or(0, |p| {
                p.cells.iter().filter(|r| **r != Restriction::Blank).count()
            })
    }

    fn track_dice(&self) -> usize {
        self.track.iter().map(Vec::len).sum()
    }

    fn spent_pips(&self) -> u32 {
        self.spent.iter().map(|d| u32::from(d.value.get())).sum()
    }
}

fn mean(total: f64, n: usize) -> Value {
    json!(if n == 0 { 0.0 } else { total / n as f64 })
}

/// The sample standard deviation (0 below two values), for confidence intervals.
fn spread(values: &[f64]) -> Value {
    let n = values.len();
    if n < 2 {
        return json!(0.0);
    }
    let m = values.iter().sum::<f64>() / n as f64;
    let var = values.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / (n - 1) as f64;
    json!(var.sqrt())
}

impl Figures for Sagrada {
    /// Today's greedy before the shared evaluation, to measure normal against.
    fn baseline(seed: u64) -> Option<Box<dyn crate::game::Player<Self>>> {
        Some(Box::new(baseline::Baseline::new(seed)))
    }

    fn figures(games: &[Played<Self>]) -> Map<String, Value> {
        let n = games.len();
        let mut map = Map::new();
        let sum = |f: &dyn Fn(&Played<Sagrada>) -> f64| games.iter().map(f).sum::<f64>();
        let other = |p: &Played<Sagrada>| Seat(1 - p.a_seat.0.min(1));
        map.insert(
            "a_empty_cells".into(),
            mean(sum(&|p| p.game.empty_cells(p.a_seat) as f64), n),
        );
        map.insert(
            "a_restricted_cells".into(),
            mean(sum(&|p| p.game.restricted_cells(p.a_seat) as f64), n),
        );
        // Points by score line (objective, private, favour, empty cells), averaged.
        let mut by_line: Map<String, Value> = Map::new();
        let mut totals: Vec<(String, f64)> = Vec::new();
        for p in games {
            let lines = p
                .outcome
                .standings
                .iter()
                .find(|s| s.seat == p.a_seat)
                .map(|s| s.breakdown.clone())
                .unwrap_or_default();
            for line in lines {
                match totals.iter_mut().find(|(k, _)| *k == line.item) {
                    Some((_, t)) => *t += f64::from(line.points),
                    None => totals.push((line.item, f64::from(line.points))),
                }
            }
        }
        for (item, total) in totals {
            by_line.insert(item, mean(total, n));
        }
        map.insert("a_points_by_line".into(), Value::Object(by_line));
        let score = |p: &Played<Sagrada>| {
            p.outcome
                .standings
                .iter()
                .find(|s| s.seat == p.a_seat)
                .map_or(0.0, |s| f64::from(s.score))
        };
        map.insert(
            "a_score_sd".into(),
            spread(&games.iter().map(score).collect::<Vec<_>>()),
        );
        if games.iter().all(|p| p.game.is_solo()) {
            map.insert(
                "track_dice".into(),
                mean(sum(&|p| p.game.track_dice() as f64), n),
            );
            map.insert(
                "target_sd".into(),
                spread(
                    &games
                        .iter()
                        .map(|p| f64::from(p.game.solo_target()))
                        .collect::<Vec<_>>(),
                ),
            );
            map.insert(
                "margin_sd".into(),
                spread(
                    &games
                        .iter()
                        .map(|p| score(p) - f64::from(p.game.solo_target()))
                        .collect::<Vec<_>>(),
                ),
            );
            let track_pips = sum(&|p| f64::from(p.game.solo_target()));
            let track_dice = sum(&|p| p.game.track_dice() as f64);
            map.insert(
                "pips_per_track_die".into(),
                json!(if track_dice > 0.0 {
                    track_pips / track_dice
                } else {
                    0.0
                }),
            );
            map.insert(
                "tools_used".into(),
                mean(sum(&|p| p.game.spent.len() as f64), n),
            );
            map.insert(
                "spent_pips".into(),
                mean(sum(&|p| f64::from(p.game.spent_pips())), n),
            );
        } else {
            map.insert(
                "b_empty_cells".into(),
                mean(sum(&|p| p.game.empty_cells(other(p)) as f64), n),
            );
        }
        map
    }

    fn game_figures(&self) -> Map<String, Value> {
        let per_seat = |count: fn(&Sagrada, Seat) -> usize| {
            json!(Seat::all(self.players())
                .map(|s| count(self, s))
                .collect::<Vec<_>>())
        };
        let mut map = Map::new();
        map.insert("empty_cells".into(), per_seat(Sagrada::empty_cells));
        map.insert(
            "restricted_cells".into(),
            per_seat(Sagrada::restricted_cells),
        );
        if self.is_solo() {
            map.insert("target".into(), json!(self.solo_target()));
            map.insert("track_dice".into(), json!(self.track_dice()));
            map.insert("tools_used".into(), json!(self.spent.len()));
            map.insert("spent_pips".into(), json!(self.spent_pips()));
        }
        map
    }
}
