//! The greedy player's rating ([`Rate`]): the immediate value of every legal action, computed
//! from the seat's [`AzulView`] with the pure helpers of [`super::rules`], [`super::view`] and
//! [`super::scoring`]. The player itself is the generic [`crate::ai::Greedy`].
//!
//! Heuristics, briefly: a take is worth the wall points of the line it completes (with a share
//! for a line it only fills part way, none when the game ends this round), plus a little for
//! rows, columns and colours it brings nearer their end bonuses, less the floor's extra cost;
//! taking the first-player marker is worth a little. A grey-side tiling choice is worth its
//! points plus the bonuses it brings nearer.

use super::actions::{Action, Destination, Source};
use super::board::{capacity, printed_column, Board, WallSide, SIZE};
use super::tiles::Colour;
use super::view::{line_points, AzulView};
use super::Azul;
use crate::ai::Rate;
use crate::game::Seat;

/// The greedy player of Azul.
pub type Greedy = crate::ai::Greedy<Azul>;

impl Rate for Azul {
    /// The immediate value of one action for `seat` (higher is better).
    fn rate(view: &AzulView, seat: Seat, action: &Action) -> f64 {
        match *action {
            Action::Take {
                source,
                colour,
                destination,
            } => rate_take(view, seat, source, colour, destination),
            Action::Tile { line, column } => view
                .board(seat)
                .map(|b| {
                    let (row, column) = (usize::from(line), usize::from(column));
                    let colour = b.line(row).and_then(|l| l.colour).unwrap_or(Colour::Blue);
                    f64::from(b.wall.points_at(row, column))
                        + bonus_progress(b, row, column, colour)
                })
                .unwrap_or(0.0),
        }
    }
}

/// Whether the game ends after this round: some wall row has four tiles and the pattern line
/// that fills it is complete.
fn ending(view: &AzulView) -> bool {
    view.players.iter().any(|p| {
        let b = &p.board;
        (0..SIZE).any(|row| {
            b.wall.row_count(row) == SIZE - 1
                && b.line_complete(row)
                && b.line(row)
                    .and_then(|l| l.colour)
                    .and_then(|c| line_points(b, view.options.side, row, c))
                    .is_some()
        })
    })
}

/// What bringing rows, columns and colours nearer their end bonuses is worth, for a tile of
/// `colour` at `row`, `column`.
fn bonus_progress(board: &Board, row: usize, column: usize, colour: Colour) -> f64 {
    let wall = &board.wall;
    let row_n = (wall.row_count(row) + 1) as f64;
    let col_n = (wall.column_count(column) + 1) as f64;
    let colour_n = (wall.colour_count(colour) + 1) as f64;
    // Each share grows towards the bonus as the set fills: 2, 7 and 10 points at five tiles.
    let share = |n: f64, bonus: f64| bonus * (n / 5.0).powi(2) / 5.0;
    share(row_n, 2.0) + share(col_n, 7.0) + share(colour_n, 10.0)
}

/// The column a tile of `colour` from line `row` would most likely go to.
pub fn likely_column(board: &Board, side: WallSide, row: usize, colour: Colour) -> Option<usize> {
    match side {
        WallSide::Coloured => Some(printed_column(row, colour)),
        WallSide::Grey => board
            .wall
            .legal_columns(side, row, colour)
            .into_iter()
            .max_by_key(|&c| board.wall.points_at(row, c)),
    }
}

fn rate_take(
    view: &AzulView,
    seat: Seat,
    source: Source,
    colour: Colour,
    destination: Destination,
) -> f64 {
    let Some(board) = view.board(seat) else {
        return -100.0;
    };
    let Some(preview) = view.take_preview(seat, source, colour, destination) else {
        return -100.0;
    };
    let side = view.options.side;
    let mut value = 0.0;
    if let Destination::Line(line) = destination {
        let row = usize::from(line);
        let worth = line_points(board, side, row, colour).map(f64::from);
        let column = likely_column(board, side, row, colour);
        if let (Some(points), Some(column)) = (worth, column) {
            let worth = points + bonus_progress(board, row, column, colour);
            let filled = board.line(row).map_or(0, |l| l.count) + preview.to_line;
            if preview.completes {
                value += worth + 1.0;
            } else if !ending(view) {
                let share = f64::from(filled) / f64::from(capacity(row));
                value += 0.7 * share * worth;
            }
        }
        // A line that is started but not finished blocks the row for other colours.
        value += 0.05 * f64::from(preview.to_line);
    }
    value -= f64::from(preview.floor_cost());
    value -= 0.5 * f64::from(preview.to_lid);
    if preview.marker {
        value += 0.8;
    }
    value
}

/// A judgement of where a board is heading, for the search's playouts that stop early
/// ([`crate::ai::Determinize::estimate`]): the score, the end bonuses already earned, part of
/// the wall points the pattern lines hold, and a share of the bonuses nearly earned.
pub fn estimate_final(board: &Board, score: u32, side: WallSide) -> f64 {
    let wall = &board.wall;
    let bonuses = super::scoring::end_bonuses(wall);
    let mut value = f64::from(score) + f64::from(bonuses.points());
    for row in 0..SIZE {
        let Some(pattern) = board.line(row) else {
            continue;
        };
        if let Some(colour) = pattern.colour {
            let share = f64::from(pattern.count) / f64::from(capacity(row));
            value += share * line_points(board, side, row, colour).map_or(0.0, f64::from) * 0.8;
        }
    }
    let near = |n: usize, bonus: f64| if n == SIZE - 1 { 0.4 * bonus } else { 0.0 };
    for i in 0..SIZE {
        value += near(wall.row_count(i), 2.0) + near(wall.column_count(i), 7.0);
    }
    for colour in Colour::ALL {
        value += near(wall.colour_count(colour), 10.0);
    }
    value - f64::from(super::scoring::floor_cost(board.floor.len()))
}
