//! Scores that never drop below 0, and the ledger that breaks them down by cause.

use serde::{Deserialize, Serialize};

use crate::game::{Outcome, ScoreLine, Seat};

/// Score totals per cause; the breakdown of the outcome. Adds up to the score by construction.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ledger<I> {
    pub lines: Vec<(I, i32)>,
}

// By hand: a derive would ask `I: Default`.
impl<I> Default for Ledger<I> {
    fn default() -> Self {
        Ledger { lines: Vec::new() }
    }
}

impl<I: Copy + PartialEq> Ledger<I> {
    pub fn add(&mut self, item: I, points: i32) {
        match self.lines.iter_mut().find(|(i, _)| *i == item) {
            Some((_, p)) => *p += points,
            None => self.lines.push((item, points)),
        }
    }

    pub fn total(&self) -> i64 {
        self.lines.iter().map(|(_, p)| i64::from(*p)).sum()
    }

    pub fn get(&self, item: I) -> i32 {
        self.lines
            .iter()
            .find(|(i, _)| *i == item)
            .map_or(0, |(_, p)| *p)
    }

    /// Changes `score` by `points`, never below 0, and books the change as applied under
    /// `item`. Returns that change.
    pub fn change(&mut self, score: &mut u32, item: I, points: i32) -> i32 {
        let before = *score;
        *score = if points >= 0 {
            before.saturating_add(points.unsigned_abs())
        } else {
            before.saturating_sub(points.unsigned_abs())
        };
        let actual = i32::try_from(i64::from(*score) - i64::from(before)).unwrap_or(0);
        self.add(item, actual);
        actual
    }

    /// The ledger's lines in its order, each named by its stable `key`.
    pub fn score_lines<K: Into<String>>(&self, key: impl Fn(I) -> K) -> Vec<ScoreLine> {
        self.lines
            .iter()
            .map(|&(item, points)| ScoreLine {
                item: key(item).into(),
                points,
            })
            .collect()
    }
}

/// The final ranking of the players, given in seat order as (score, tie-breaker, lines).
pub fn ranking(players: impl Iterator<Item = (u32, i64, Vec<ScoreLine>)>) -> Outcome {
    let entries = players
        .enumerate()
        .map(|(i, (score, tie_breaker, lines))| {
            (
                Seat(u8::try_from(i).unwrap_or(0)),
                i32::try_from(score).unwrap_or(i32::MAX),
                tie_breaker,
                lines,
            )
        })
        .collect();
    Outcome::ranked(entries)
}
