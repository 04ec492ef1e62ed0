//! Azul's pictures in words, for screen readers.

use super::words::{self, colour, Field};
use crate::game::Seat;
use crate::games::azul::board::capacity;
use crate::games::azul::{Azul, AzulView, Destination, LastMove, Marker, Tiles};
use crate::i18n::Locale;
use crate::present::alt::{field, table_in_words, tiles_counted};
use crate::present::kit::seat_name;
use crate::present::words::{pile, points};
use crate::present::AltText;

/// "label: value", the label from this game's words.
fn named(name: Field, value: impl std::fmt::Display, locale: Locale) -> String {
    field(words::field_name(name, locale), value)
}

/// "Alice: Factory 2: Blue ×3 → line 3, 1 to the floor", in the log's words; after
/// the round's tiling, how many tiles it put on the walls.
pub(super) fn last_move(
    view: &AzulView,
    last: &LastMove,
    names: &[String],
    locale: Locale,
) -> String {
    let mut parts = Vec::new();
    if let Some(take) = last.take {
        let whither = match take.destination {
            Destination::Line(line) => words::to_line(line, locale),
            Destination::Floor => words::to_floor_line(locale).to_string(),
        };
        let mut part = format!(
            "{}: {} ×{} {whither}",
            words::source_name(take.source, locale),
            words::colour_label(take.colour, locale),
            take.count
        );
        if take.to_floor > 0 && matches!(take.destination, Destination::Line(_)) {
            part.push_str(&format!(
                ", {}",
                words::fell_to_floor(take.to_floor, locale)
            ));
        }
        if take.marker {
            part.push_str(&format!(
                ", {}",
                words::marker_taken(take.marker_on_floor, locale)
            ));
        }
        parts.push(part);
    }
    if let Some((row, column)) = last.tile {
        let colour = view
            .board(last.seat)
            .and_then(|b| b.wall.get(usize::from(row), usize::from(column)));
        if let Some(colour) = colour {
            parts.push(words::tiled(colour, row, Some(column), locale));
        }
    }
    if last.round_ended && !last.tiled.is_empty() {
        parts.push(format!(
            "{}: {}",
            words::tiling_begins(locale),
            crate::present::log::TILE.count(last.tiled.len(), locale)
        ));
    }
    format!(
        "{}: {}",
        seat_name(names, last.seat, locale),
        parts.join(" · ")
    )
}

impl AltText for Azul {
    /// The last move, scores, then what lies on the table: factories, centre, marker, bag and
    /// lid.
    fn table_alt(view: &AzulView, names: &[String], locale: Locale) -> String {
        let factories = view.factories.iter().filter(|f| !f.is_empty()).count();
        let last = view
            .last
            .as_ref()
            .map(|l| last_move(view, l, names, locale));
        let marker_in_centre = words::yes_no(view.marker == Marker::Centre, locale);
        let centre = tiles_counted(&view.centre, colour, locale);
        table_in_words(
            last,
            names,
            view.players.iter().map(|p| (p.seat, i64::from(p.score))),
            [
                named(Field::FactoriesWithTiles, factories, locale),
                named(Field::Centre, centre, locale),
                named(Field::MarkerInCentre, marker_in_centre, locale),
                pile(words::bag(locale), view.bag_count),
                pile(words::lid(locale), view.lid.total()),
            ],
            locale,
        )
    }

    /// A seat's score, wall, pattern lines ("2: red 1/2") and floor line.
    fn board_alt(view: &AzulView, seat: Seat, names: &[String], locale: Locale) -> String {
        let name = seat_name(names, seat, locale);
        let Some(player) = view.player(seat) else {
            return name;
        };
        let board = &player.board;
        let lines: Vec<String> = board
            .lines
            .iter()
            .enumerate()
            .filter_map(|(i, l)| {
                let c = l.colour?;
                Some(format!(
                    "{}: {} {}/{}",
                    i + 1,
                    colour(c, locale),
                    l.count,
                    capacity(i)
                ))
            })
            .collect();
        let lines = if lines.is_empty() {
            tiles_counted(&Tiles::EMPTY, colour, locale)
        } else {
            lines.join(", ")
        };
        let mut floor = board.floor.len().to_string();
        if board.floor_has_marker() {
            floor.push_str(&format!(" ({})", words::with_marker(locale)));
        }
        [
            format!("{name}: {}", points(i64::from(player.score), locale)),
            named(
                Field::Wall,
                tiles_counted(&board.wall.tiles(), colour, locale),
                locale,
            ),
            named(Field::Lines, lines, locale),
            named(Field::Floor, floor, locale),
        ]
        .join(" · ")
    }
}
