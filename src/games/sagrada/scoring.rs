//! End-of-game scoring, as pure functions over a window (also used by the greedy player).
//!
//! Score keys (stable, translated by the bot):
//! - `sagrada.public.<objective>` — one line per public objective in play, e.g.
//!   `sagrada.public.row-color-variety` (see [`PublicObjective::key`]);
//! - `sagrada.private` — the private objective (solo: the better of the two);
//! - `sagrada.favor` — +1 per unspent favor token (multiplayer only);
//! - `sagrada.empty` — −1 per empty space (−3 in solo).

use crate::game::ScoreLine;

use super::board::{Cell, Color, Value, Window, COLS, ROWS};
use super::cards::PublicObjective;

/// Points all of `publics` give this window.
pub fn public_total(publics: &[PublicObjective], window: &Window) -> i32 {
    publics.iter().map(|&o| public_points(o, window)).sum()
}

/// Points one public objective gives this window: its card's points for each line, set or die
/// it counts.
pub fn public_points(objective: PublicObjective, window: &Window) -> i32 {
    let counted = match objective {
        PublicObjective::RowColorVariety => lines(window, true, distinct_colors),
        PublicObjective::ColumnColorVariety => lines(window, false, distinct_colors),
        PublicObjective::RowShadeVariety => lines(window, true, distinct_values),
        PublicObjective::ColumnShadeVariety => lines(window, false, distinct_values),
        PublicObjective::LightShades => value_sets(window, &[1, 2]),
        PublicObjective::MediumShades => value_sets(window, &[3, 4]),
        PublicObjective::DeepShades => value_sets(window, &[5, 6]),
        PublicObjective::ShadeVariety => value_sets(window, &[1, 2, 3, 4, 5, 6]),
        PublicObjective::ColorVariety => {
            let sets = Color::ALL
                .iter()
                .map(|&c| window.dice().filter(|(_, d)| d.color == c).count())
                .min()
                .unwrap_or(0);
            count_i32(sets)
        }
        PublicObjective::ColorDiagonals => count_i32(
            window
                .dice()
                .filter(|(cell, die)| {
                    cell.diagonal()
                        .any(|n| window.die(n).is_some_and(|o| o.color == die.color))
                })
                .count(),
        ),
    };
    i32::from(objective.points()) * counted
}

/// Sum of the pips of one colour.
pub fn private_points(color: Color, window: &Window) -> i32 {
    window
        .dice()
        .filter(|(_, d)| d.color == color)
        .map(|(_, d)| i32::from(d.value.get()))
        .sum()
}

fn count_i32(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// The cells of every row (`rows`) or every column of a window, in order.
pub(crate) fn window_lines(rows: bool) -> Vec<Vec<Cell>> {
    if rows {
        (0..ROWS)
            .map(|r| (0..COLS).filter_map(|c| Cell::new(r, c)).collect())
            .collect()
    } else {
        (0..COLS)
            .map(|c| (0..ROWS).filter_map(|r| Cell::new(r, c)).collect())
            .collect()
    }
}

/// Number of complete rows (or columns) that pass `ok`.
fn lines(window: &Window, rows: bool, ok: impl Fn(&Window, &[Cell]) -> bool) -> i32 {
    let groups = window_lines(rows);
    count_i32(
        groups
            .iter()
            .filter(|cells| cells.iter().all(|&c| window.die(c).is_some()) && ok(window, cells))
            .count(),
    )
}

fn distinct_colors(window: &Window, cells: &[Cell]) -> bool {
    let mut seen = [false; 5];
    cells.iter().filter_map(|&c| window.die(c)).all(|d| {
        let i = d.color.index();
        match seen.get_mut(i) {
            Some(s) if !*s => {
                *s = true;
                true
            }
            _ => false,
        }
    })
}

fn distinct_values(window: &Window, cells: &[Cell]) -> bool {
    let mut seen = [false; 7];
    cells.iter().filter_map(|&c| window.die(c)).all(|d| {
        let i = usize::from(d.value.get());
        match seen.get_mut(i) {
            Some(s) if !*s => {
                *s = true;
                true
            }
            _ => false,
        }
    })
}

/// How many full sets of these values the window holds.
fn value_sets(window: &Window, values: &[u8]) -> i32 {
    let sets = values
        .iter()
        .map(|&v| {
            window
                .dice()
                .filter(|(_, d)| Value::new(v) == Some(d.value))
                .count()
        })
        .min()
        .unwrap_or(0);
    count_i32(sets)
}

/// What a window scores at the end. `favor` is `None` in solo (no tokens, −3 per empty space).
pub struct ScoreInput<'a> {
    pub window: &'a Window,
    pub publics: &'a [PublicObjective],
    /// The private colours; with two (solo) the better one counts.
    pub privates: &'a [Color],
    pub favor: Option<u8>,
}

/// The breakdown lines; they add up to the score.
pub fn breakdown(input: &ScoreInput<'_>) -> Vec<ScoreLine> {
    let mut lines: Vec<ScoreLine> = input
        .publics
        .iter()
        .map(|&o| ScoreLine {
            item: o.key().to_string(),
            points: public_points(o, input.window),
        })
        .collect();
    lines.push(ScoreLine {
        item: "sagrada.private".into(),
        points: best_private(input.privates, input.window),
    });
    let empty = count_i32(input.window.empty_cells());
    match input.favor {
        Some(tokens) => {
            lines.push(ScoreLine {
                item: "sagrada.favor".into(),
                points: i32::from(tokens),
            });
            lines.push(ScoreLine {
                item: "sagrada.empty".into(),
                points: -empty,
            });
        }
        None => lines.push(ScoreLine {
            item: "sagrada.empty".into(),
            points: -3 * empty,
        }),
    }
    lines
}

/// The better of the private objectives (there is one, or two in solo).
pub fn best_private(privates: &[Color], window: &Window) -> i32 {
    privates
        .iter()
        .map(|&c| private_points(c, window))
        .max()
        .unwrap_or(0)
}

pub fn total(lines: &[ScoreLine]) -> i32 {
    lines.iter().map(|l| l.points).sum()
}
