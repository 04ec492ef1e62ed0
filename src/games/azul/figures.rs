//! What `vitrail tournament` and `vitrail simulate` report about finished games beyond scores:
//! how many rounds a game lasted and what the walls hold at the end.

use serde_json::{json, Map, Value};

use crate::ai::tournament::{Figures, Played};
use crate::game::Game;

use super::scoring::end_bonuses;
use super::Azul;

impl Azul {
    /// Tiles on the walls, complete rows, columns and colours, summed over the players.
    fn wall_totals(&self) -> [f64; 4] {
        let mut t = [0.0; 4];
        for p in &self.players {
            let b = end_bonuses(&p.board.wall);
            t[0] += f64::from(p.board.wall.tiles().total());
            t[1] += f64::from(b.rows);
            t[2] += f64::from(b.columns);
            t[3] += f64::from(b.colours);
        }
        t
    }
}

fn round2(x: f64) -> Value {
    json!((x * 100.0).round() / 100.0)
}

impl Figures for Azul {
    fn figures(games: &[Played<Self>]) -> Map<String, Value> {
        let n = games.len().max(1) as f64;
        let mut map = Map::new();
        let rounds: f64 = games.iter().map(|g| f64::from(g.game.round())).sum();
        map.insert("rounds".into(), round2(rounds / n));
        let seats: f64 = games
            .iter()
            .map(|g| g.game.players() as f64)
            .sum::<f64>()
            .max(1.0);
        let mut totals = [0.0; 4];
        for g in games {
            for (t, x) in totals.iter_mut().zip(g.game.wall_totals()) {
                *t += x;
            }
        }
        for (name, t) in ["wall_tiles", "rows", "columns", "colours"]
            .into_iter()
            .zip(totals)
        {
            map.insert(format!("{name}_per_player"), round2(t / seats));
        }
        map
    }

    fn game_figures(&self) -> Map<String, Value> {
        let mut map = Map::new();
        map.insert("rounds".into(), json!(self.round()));
        let t = self.wall_totals();
        for (name, x) in ["wall_tiles", "rows", "columns", "colours"]
            .into_iter()
            .zip(t)
        {
            map.insert(name.into(), json!(x as u64));
        }
        map
    }
}
