//! What `vitrail tournament` and `vitrail simulate` report about finished games beyond scores:
//! how often frames close and whether they decide games.

use serde_json::{json, Map, Value};

use super::Uzory;
use crate::ai::tournament::{Figures, Played};
use crate::game::{Game, Seat};

impl Figures for Uzory {
    /// `"frames"`: frames closed per game, the share of them that scored nobody, the share of
    /// games nobody scored in, and the share of drawn games (the best score shared).
    fn figures(games: &[Played<Self>]) -> Map<String, Value> {
        let n = games.len().max(1) as f64;
        let frames: usize = games.iter().map(|p| p.game.frames().len()).sum();
        let nobody: usize = games.iter().map(|p| nobody_scored(&p.game)).sum();
        let scoreless = games.iter().filter(|p| best(&p.game).0 == 0).count();
        let drawn = games.iter().filter(|p| best(&p.game).1 > 1).count();
        let mut out = Map::new();
        out.insert(
            "frames".into(),
            json!({
                "per_game": frames as f64 / n,
                "nobody_share": nobody as f64 / frames.max(1) as f64,
                "scoreless_game_share": scoreless as f64 / n,
                "draw_share": drawn as f64 / n,
            }),
        );
        out
    }

    /// `"frames"`: how many frames the game closed.
    fn game_figures(&self) -> Map<String, Value> {
        let mut out = Map::new();
        out.insert("frames".into(), json!(self.frames().len()));
        out
    }
}

/// Frames that scored nobody.
fn nobody_scored(game: &Uzory) -> usize {
    game.frames()
        .iter()
        .filter(|f| f.result.scorer().is_none())
        .count()
}

/// The best score and how many seats have it.
fn best(game: &Uzory) -> (u32, usize) {
    let points: Vec<u32> = Seat::all(game.players())
        .map(|s| game.victory(s).map_or(0, |v| v.points))
        .collect();
    let top = points.iter().copied().max().unwrap_or(0);
    (top, points.iter().filter(|&&p| p == top).count())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::tournament::{duel, Series};
    use crate::game::{Player, RandomPlayer};

    #[test]
    fn every_match_reports_its_frames() {
        let random = |seed| Box::new(RandomPlayer::new(seed)) as Box<dyn Player<Uzory>>;
        let result = duel(&Series::new(&(), 4, 3), &random, &random).unwrap();
        let frames = &result.figures["frames"];
        let per_game = frames["per_game"].as_f64().unwrap();
        assert!(per_game >= 1.0, "{frames}");
        for share in ["nobody_share", "scoreless_game_share", "draw_share"] {
            let v = frames[share].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&v), "{share}: {v}");
        }
        let game = Uzory::new(&(), 2, 1).unwrap();
        assert_eq!(game.game_figures()["frames"], json!(0));
    }
}
