//! Per-server statistics: for each game and person, games played, wins and scores, kept in their
//! standing (see [`super::standings`]). Updated in the same transaction that stores a game's
//! end, so a game is counted exactly once.

use serde::{Deserialize, Serialize};

use super::error::StoreError;
use super::error::TxResult;
use super::handle::Store;
use super::kv::Kv;
use super::standings::{self, key as rating_key, Standing};
use crate::games::GameKind;
use crate::table::rating::Rated;
use crate::table::{GameRecord, StandIn};

/// One person's record at one game in one server.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerStats {
    /// Finished games they sat down to (left ones included).
    pub played: u32,
    pub wins: u32,
    /// Games they left before the end: counted as played, never as won or scored.
    #[serde(default)]
    pub left: u32,
    /// Sum of the scores of the games they finished.
    pub total: i64,
    pub best: Option<i32>,
}

impl PlayerStats {
    /// Games that count towards the average score.
    pub fn scored(&self) -> u32 {
        self.played.saturating_sub(self.left)
    }

    pub fn average(&self) -> Option<f64> {
        let n = self.scored();
        (n > 0).then(|| self.total as f64 / f64::from(n))
    }

    /// Wins over games played, 0 to 1.
    pub fn win_rate(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.played)
        }
    }
}

/// The statistics a standing holds, if any.
pub(super) fn stats_of(standing: &Standing) -> Option<PlayerStats> {
    standing.stats.as_deref().map(decode)
}

fn decode(bytes: &[u8]) -> PlayerStats {
    // A damaged counter restarts from zero rather than blocking every later game's end.
    serde_json::from_slice(bytes).unwrap_or_default()
}

/// Counts `new` if this write is the one that finishes it, in each person's standing.
pub(super) fn count_finish(
    standings: &impl Kv,
    old: &GameRecord,
    new: &GameRecord,
) -> TxResult<()> {
    if !standings::finishes(old, new) {
        return Ok(());
    }
    let Some(result) = &new.result else {
        return Ok(());
    };
    for (index, seat) in new.seats.iter().enumerate() {
        let Some(user) = seat.user() else { continue };
        let place = result.iter().find(|r| usize::from(r.seat) == index);
        let key = rating_key(new.guild, new.kind, Rated::Person(user));
        let mut standing = Standing::read(standings, key)?;
        let mut entry = stats_of(&standing).unwrap_or_default();
        entry.played += 1;
        match (new.stand_in(index), place) {
            (Some(StandIn::Left), _) | (_, None) => entry.left += 1,
            (_, Some(place)) => {
                entry.wins += u32::from(place.rank == 1);
                entry.total += i64::from(place.score);
                entry.best = Some(entry.best.map_or(place.score, |b| b.max(place.score)));
            }
        }
        // Plain data with string keys always serialises.
        standing.stats = Some(serde_json::to_vec(&entry).unwrap_or_default());
        standing.write(standings, key)?;
    }
    Ok(())
}

/// Orders a leaderboard: most wins, then best win rate, then best average.
pub fn rank(board: &mut [(u64, PlayerStats)]) {
    board.sort_by(|(ua, a), (ub, b)| {
        b.wins
            .cmp(&a.wins)
            .then(b.win_rate().total_cmp(&a.win_rate()))
            .then(
                b.average()
                    .unwrap_or(f64::MIN)
                    .total_cmp(&a.average().unwrap_or(f64::MIN)),
            )
            .then(ua.cmp(ub))
    });
}

impl Store {
    /// One person's statistics in one server, for every game they have finished there.
    pub fn player_stats(
        &self,
        guild: u64,
        user: u64,
    ) -> Result<Vec<(GameKind, PlayerStats)>, StoreError> {
        standings::person_at_each_game(self, guild, user, stats_of)
    }

    /// Everybody's statistics at one game in one server, best first.
    pub fn leaderboard(
        &self,
        guild: u64,
        kind: GameKind,
    ) -> Result<Vec<(u64, PlayerStats)>, StoreError> {
        let mut board = standings::every_at(self, guild, kind, |who, standing| match who {
            Rated::Person(user) => Some((user, stats_of(standing)?)),
            Rated::Computer(_) => None,
        })?;
        rank(&mut board);
        Ok(board)
    }
}
