//! Why a hinted move is good, in Azul's terms: the pattern line it fills and what that line's
//! tile scores, the end bonus it completes, what it spares the floor line, the first-player
//! marker.

use super::words::{self, Completes};
use crate::game::Seat;
use crate::games::azul::board::{capacity, Board, SIZE};
use crate::games::azul::greedy::likely_column;
use crate::games::azul::view::{line_points, AzulView};
use crate::games::azul::{Action, Azul, Colour, Destination};
use crate::i18n::Locale;
use crate::present::hint::joined;
use crate::present::Explain;

impl Explain for Azul {
    fn why(view: &AzulView, seat: Seat, action: &Action, locale: Locale) -> Option<String> {
        let board = view.board(seat)?;
        let side = view.options.side;
        let reasons = match *action {
            Action::Take {
                source,
                colour,
                destination,
            } => {
                let preview = view.take_preview(seat, source, colour, destination)?;
                let mut reasons = Vec::new();
                let mut bonus = None;
                match destination {
                    Destination::Line(line) => {
                        let row = usize::from(line);
                        if let Some(points) = line_points(board, side, row, colour) {
                            let have = board.line(row).map_or(0, |l| l.count) + preview.to_line;
                            reasons.push(words::why_line(line, have, points, locale));
                            if preview.completes {
                                bonus = likely_column(board, side, row, colour)
                                    .and_then(|column| completed_bonus(board, row, column, colour))
                                    .map(|b| words::why_bonus(b, locale));
                            }
                        }
                    }
                    Destination::Floor => {
                        reasons.push(words::why_to_floor(preview.floor_cost(), locale));
                    }
                }
                let denied = denied_line(view, seat, colour, preview.count)
                    .map(|line| words::why_denies(line, locale));
                let floor = match (preview.marker, preview.floor_cost(), destination) {
                    (true, _, _) => Some(words::why_marker(locale)),
                    (false, 0, Destination::Line(_)) => Some(words::why_no_floor(locale)),
                    (false, cost, Destination::Line(_)) => {
                        Some(words::why_floor_worth(cost, locale))
                    }
                    (false, _, Destination::Floor) => None,
                };
                // The two facts after the line's: a bonus or a line denied before the floor.
                reasons.extend([bonus, denied, floor].into_iter().flatten().take(2));
                reasons
            }
            Action::Tile { line, column } => {
                let (row, column) = (usize::from(line), usize::from(column));
                let colour = board.line(row).and_then(|l| l.colour)?;
                let points = board.wall.points_at(row, column);
                let best = view.tile_choices().iter().map(|&(_, p)| p).max();
                let mut reasons = vec![words::why_tile(points, best == Some(points), locale)];
                reasons.extend(
                    completed_bonus(board, row, column, colour)
                        .map(|b| words::why_bonus(b, locale)),
                );
                reasons
            }
        };
        joined(reasons)
    }
}

/// The pattern line of an opponent that taking `count` tiles of `colour` leaves unfillable
/// this round: a line of that colour that the table could still fill before the take and
/// cannot after it (numbered from 0).
fn denied_line(view: &AzulView, seat: Seat, colour: Colour, count: u8) -> Option<u8> {
    let before: u32 = view
        .factories
        .iter()
        .chain(std::iter::once(&view.centre))
        .map(|tiles| u32::from(tiles.get(colour)))
        .sum();
    let after = before.saturating_sub(u32::from(count));
    let opponents = view.players.iter().filter(|p| p.seat != seat);
    opponents
        .flat_map(|p| {
            (0..SIZE).filter_map(|row| {
                let line = p.board.line(row)?;
                let need = u32::from(capacity(row).saturating_sub(line.count));
                (line.colour == Some(colour) && need > 0).then_some((row, need))
            })
        })
        .find(|&(_, need)| need <= before && need > after)
        .and_then(|(row, _)| u8::try_from(row).ok())
}

/// The most valuable end bonus a tile of `colour` at `row`, `column` completes on `board`'s wall.
fn completed_bonus(board: &Board, row: usize, column: usize, colour: Colour) -> Option<Completes> {
    let mut wall = board.wall;
    if !wall.put(row, column, colour) {
        return None;
    }
    if wall.colour_count(colour) == SIZE {
        Some(Completes::Colour(colour))
    } else if wall.column_complete(column) {
        Some(Completes::Column(column))
    } else if wall.row_complete(row) {
        Some(Completes::Row(row))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Viewer};
    use crate::games::azul::board::printed_column;
    use crate::games::azul::{AzulOptions, PatternLine, Phase, Source};

    /// A 2-player coloured-side game at its first decision, for building positions on.
    fn start() -> (Azul, AzulView, Seat) {
        let game = Azul::new(&AzulOptions::default(), 2, 7).expect("a game");
        let Phase::Offer { seat } = game.view(Viewer::Spectator).phase else {
            panic!("the game starts with the offer");
        };
        let view = game.view(Viewer::Seat(seat));
        (game, view, seat)
    }

    /// The rulebook's example of a full line: blue on line 4 next to two tiles on the wall
    /// scores their run; the last two blue on the table are the two an opponent's line 3 needs.
    #[test]
    fn a_take_that_fills_a_line_names_the_line_and_its_points() {
        let (_, mut view, seat) = start();
        let board = &mut view.players[seat.index()].board;
        // Wall row 4 (index 3): the two spaces left of blue's printed space are covered.
        let blue_at = printed_column(3, Colour::Blue);
        for column in blue_at.saturating_sub(2)..blue_at {
            let colour = crate::games::azul::board::printed_colour(3, column);
            assert!(board.wall.put(3, column, colour));
        }
        board.lines[3] = PatternLine {
            colour: Some(Colour::Blue),
            count: 2,
        };
        for tiles in view
            .factories
            .iter_mut()
            .chain(std::iter::once(&mut view.centre))
        {
            tiles.take_all(Colour::Blue);
        }
        view.factories[0] = crate::games::azul::tiles::Tiles::EMPTY;
        view.factories[0].add(Colour::Blue, 2);
        view.factories[0].add(Colour::Red, 2);
        let opponent = &mut view.players[1 - seat.index()].board;
        opponent.lines[2] = PatternLine {
            colour: Some(Colour::Blue),
            count: 1,
        };
        let take = Action::Take {
            source: Source::Factory(0),
            colour: Colour::Blue,
            destination: Destination::Line(3),
        };
        let why = Azul::why(&view, seat, &take, Locale::En).expect("a reason");
        assert!(why.starts_with("line 4 is then full"), "{why}");
        assert!(why.contains("+3 pts"), "{why}");
        assert!(
            why.contains("an opponent's line 3 can no longer be filled this round"),
            "{why}"
        );
        assert!(why.ends_with("nothing falls to the floor"), "{why}");
    }
}
