//! What `vitrail tournament` and `vitrail simulate` report about finished games beyond scores:
//! each player's points by score item, strips completed and pieces broken, and how much of what
//! the windows earn broken glass takes back (the figures that showed our first strips wrong).

use serde::Serialize;
use serde_json::{Map, Value};

use crate::ai::tournament::{Figures, Played};
use crate::game::Seat;

use super::state::PlayerState;
use super::Sintra;

/// One player's figures, summed over games (or of one game).
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
struct Tally {
    round_colour: f64,
    windows: f64,
    broken_reset: f64,
    leftover: f64,
    broken_track: f64,
    /// Side A ornaments or side B colour windows.
    palace: f64,
    /// Every completion puts one piece in a window, so this is the glass in the windows.
    strips_completed: f64,
    pieces_broken: f64,
}

impl Tally {
    fn of(p: &PlayerState) -> Tally {
        let s = &p.sheet;
        Tally {
            round_colour: f64::from(s.round_colour),
            windows: f64::from(s.windows),
            broken_reset: f64::from(s.broken_reset),
            leftover: f64::from(s.leftover),
            broken_track: f64::from(s.broken_track),
            palace: f64::from(s.palace),
            strips_completed: p.board.pieces_in_windows() as f64,
            pieces_broken: f64::from(p.pieces_broken),
        }
    }

    fn add(&mut self, o: Tally) {
        self.round_colour += o.round_colour;
        self.windows += o.windows;
        self.broken_reset += o.broken_reset;
        self.leftover += o.leftover;
        self.broken_track += o.broken_track;
        self.palace += o.palace;
        self.strips_completed += o.strips_completed;
        self.pieces_broken += o.pieces_broken;
    }

    fn mean(self, n: usize) -> Tally {
        let n = n.max(1) as f64;
        let r = |x: f64| (x / n * 100.0).round() / 100.0;
        Tally {
            round_colour: r(self.round_colour),
            windows: r(self.windows),
            broken_reset: r(self.broken_reset),
            leftover: r(self.leftover),
            broken_track: r(self.broken_track),
            palace: r(self.palace),
            strips_completed: r(self.strips_completed),
            pieces_broken: r(self.pieces_broken),
        }
    }

    /// Points lost to broken glass as a share of the points windows earned.
    fn broken_share(&self) -> f64 {
        let share = -(self.broken_reset + self.broken_track) / self.windows.max(1.0);
        (share * 1000.0).round() / 1000.0
    }
}

fn value(t: Tally) -> Value {
    serde_json::to_value(t).unwrap_or(Value::Null)
}

impl Figures for Sintra {
    /// Per game, for each player of the match (`a`, `b`): the mean of every score item, strips
    /// completed and pieces broken; and, over both, broken glass as a share of window points.
    fn figures(games: &[Played<Self>]) -> Map<String, Value> {
        let (mut a, mut b) = (Tally::default(), Tally::default());
        for played in games {
            for (i, p) in played.game.players.iter().enumerate() {
                let t = Tally::of(p);
                if Seat(u8::try_from(i).unwrap_or(u8::MAX)) == played.a_seat {
                    a.add(t);
                } else {
                    b.add(t);
                }
            }
        }
        let mut both = a;
        both.add(b);
        let mut map = Map::new();
        map.insert("a_per_game".into(), value(a.mean(games.len())));
        map.insert("b_per_game".into(), value(b.mean(games.len())));
        map.insert(
            "broken_glass_of_window_points".into(),
            both.broken_share().into(),
        );
        map
    }

    /// Every seat's score items, strips completed and pieces broken.
    fn game_figures(&self) -> Map<String, Value> {
        let seats: Vec<Value> = self.players.iter().map(|p| value(Tally::of(p))).collect();
        let mut map = Map::new();
        map.insert("per_seat".into(), Value::Array(seats));
        map
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::tournament::{duel, Series};
    use crate::game::{Player, RandomPlayer};
    use crate::games::sintra::SintraOptions;

    #[test]
    fn figures_add_up_to_the_scores_and_count_the_glass() {
        let random = |seed| Box::new(RandomPlayer::new(seed)) as Box<dyn Player<Sintra>>;
        let normal = |seed| {
            crate::ai::computer::<Sintra>(
                crate::ai::AiLevel::Normal,
                seed,
                crate::ai::Budget::iterations(1),
            )
        };
        let d = duel(
            &Series::new(&SintraOptions::default(), 4, 3),
            &normal,
            &random,
        )
        .unwrap();
        let items = |key: &str| -> f64 {
            let t = &d.figures[key];
            [
                "round_colour",
                "windows",
                "broken_reset",
                "leftover",
                "broken_track",
                "palace",
            ]
            .iter()
            .map(|k| t[*k].as_f64().unwrap())
            .sum()
        };
        assert!((items("a_per_game") - d.a_average).abs() < 0.05, "{d:?}");
        assert!((items("b_per_game") - d.b_average).abs() < 0.05, "{d:?}");
        // Random players break far more glass than the normal one, and complete fewer strips.
        let (a, b) = (&d.figures["a_per_game"], &d.figures["b_per_game"]);
        assert!(
            a["pieces_broken"].as_f64() < b["pieces_broken"].as_f64(),
            "{d:?}"
        );
        assert!(
            a["strips_completed"].as_f64() > b["strips_completed"].as_f64(),
            "{d:?}"
        );
        assert!(d.figures["broken_glass_of_window_points"].as_f64().unwrap() > 0.0);
    }
}
