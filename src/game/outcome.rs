//! The end of a game: ranking and per-player score breakdown.

use serde::{Deserialize, Serialize};

use super::Seat;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Best first. Tied seats (after the game's own tie-breakers) share a rank.
    pub standings: Vec<Standing>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub seat: Seat,
    /// 1 for the winner(s).
    pub rank: u8,
    pub score: i32,
    /// The lines that add up to `score`.
    pub breakdown: Vec<ScoreLine>,
}

/// One part of a final score, e.g. "public objective: Shades of Blue, +10".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    /// A stable key the bot translates (e.g. `sagrada.favor`).
    pub item: String,
    pub points: i32,
}

impl Outcome {
    /// Ranks seats by score (and then by `tie_break`, larger is better), sharing ranks only
    /// when both are equal.
    pub fn ranked(mut entries: Vec<(Seat, i32, i64, Vec<ScoreLine>)>) -> Outcome {
        entries.sort_by(|a, b| (b.1, b.2).cmp(&(a.1, a.2)).then(a.0.cmp(&b.0)));
        let mut standings: Vec<Standing> = Vec::with_capacity(entries.len());
        let mut previous: Option<(i32, i64)> = None;
        for (i, (seat, score, tie, breakdown)) in entries.into_iter().enumerate() {
            let rank = match (previous, standings.last()) {
                (Some(key), Some(last)) if key == (score, tie) => last.rank,
                _ => u8::try_from(i + 1).unwrap_or(u8::MAX),
            };
            previous = Some((score, tie));
            standings.push(Standing {
                seat,
                rank,
                score,
                breakdown,
            });
        }
        Outcome { standings }
    }

    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        self.standings
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.seat)
    }
}

impl Standing {
    /// True when the breakdown adds up to the score.
    pub fn is_consistent(&self) -> bool {
        self.breakdown.iter().map(|l| l.points).sum::<i32>() == self.score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(points: i32) -> Vec<ScoreLine> {
        vec![ScoreLine {
            item: "test".into(),
            points,
        }]
    }

    #[test]
    fn ranks_share_only_full_ties() {
        let out = Outcome::ranked(vec![
            (Seat(0), 10, 0, line(10)),
            (Seat(1), 12, 0, line(12)),
            (Seat(2), 10, 1, line(10)),
            (Seat(3), 10, 0, line(10)),
        ]);
        let order: Vec<(u8, u8)> = out.standings.iter().map(|s| (s.seat.0, s.rank)).collect();
        assert_eq!(order, vec![(1, 1), (2, 2), (0, 3), (3, 3)]);
        assert_eq!(out.winners().collect::<Vec<_>>(), vec![Seat(1)]);
        assert!(out.standings.iter().all(Standing::is_consistent));
    }
}
