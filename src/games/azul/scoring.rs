//! Scoring: a placed tile's points, the floor line's cost, the end bonuses, and the outcome.
//!
//! Every function here is pure and public, so the presentation's previews, the greedy player
//! and the tests ask the same rules the engine plays by.

use super::actions::{Event, ScoreItem};
use super::board::{Wall, FLOOR_SPACES, FLOOR_VALUES};
use super::state::Azul;
use crate::game::{Outcome, ScoreLine, Seat};
use crate::games::family::ranking;

pub const ROW_BONUS: u32 = 2;
pub const COLUMN_BONUS: u32 = 7;
pub const COLOUR_BONUS: u32 = 10;

/// The points of a tile at `row`, `column` of `wall` (the space counts as covered whether or
/// not the tile is on `wall` yet): 1 with no horizontal or vertical neighbour; otherwise the
/// length of its unbroken horizontal run if it has horizontal neighbours, plus the length of
/// its unbroken vertical run if it has vertical neighbours (each counting the tile itself).
pub fn tile_points(wall: &Wall, row: usize, column: usize) -> u32 {
    wall.points_at(row, column)
}

/// What `spaces` occupied floor spaces cost (the first-player marker takes a space like a
/// tile): −1, −2, −4, −6, −8, −11, −14 for 1–7; more than 7 costs as 7.
pub fn floor_cost(spaces: usize) -> u32 {
    FLOOR_VALUES.iter().take(spaces.min(FLOOR_SPACES)).sum()
}

/// The end-of-game bonuses of one wall.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct EndBonuses {
    /// Complete horizontal rows (+2 each).
    pub rows: u32,
    /// Complete vertical columns (+7 each).
    pub columns: u32,
    /// Colours with all five tiles on the wall (+10 each).
    pub colours: u32,
}

impl EndBonuses {
    pub fn of(wall: &Wall) -> EndBonuses {
        EndBonuses {
            rows: wall.complete_rows() as u32,
            columns: wall.complete_columns() as u32,
            colours: wall.complete_colours() as u32,
        }
    }

    /// The points, by score item (items worth nothing left out).
    pub fn items(&self) -> Vec<(ScoreItem, u32)> {
        [
            (ScoreItem::Rows, self.rows * ROW_BONUS),
            (ScoreItem::Columns, self.columns * COLUMN_BONUS),
            (ScoreItem::Colours, self.colours * COLOUR_BONUS),
        ]
        .into_iter()
        .filter(|(_, p)| *p > 0)
        .collect()
    }

    pub fn points(&self) -> u32 {
        self.rows * ROW_BONUS + self.columns * COLUMN_BONUS + self.colours * COLOUR_BONUS
    }
}

/// The end bonuses `wall` earns: +2 a complete row, +7 a complete column, +10 a complete colour.
pub fn end_bonuses(wall: &Wall) -> EndBonuses {
    EndBonuses::of(wall)
}

impl Azul {
    pub(crate) fn final_scoring(&mut self, events: &mut Vec<Event>) {
        for i in 0..self.players.len() {
            let seat = Seat(u8::try_from(i).unwrap_or(0));
            let Some(p) = self.players.get(i) else {
                continue;
            };
            for (item, points) in end_bonuses(&p.board.wall).items() {
                self.change_score(seat, item, i32::try_from(points).unwrap_or(0), events);
            }
        }
    }

    /// The ranking: by score, then by complete horizontal rows; a tie on both is shared.
    pub(crate) fn final_outcome(&self) -> Outcome {
        ranking(self.players.iter().map(|p| {
            // Every cause, scored or not.
            let lines = ScoreItem::ALL
                .into_iter()
                .map(|item| ScoreLine {
                    item: item.key().to_string(),
                    points: p.ledger.get(item),
                })
                .collect();
            (p.score, p.board.wall.complete_rows() as i64, lines)
        }))
    }
}
