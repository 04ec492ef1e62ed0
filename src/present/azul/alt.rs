//! Azul's pictures in words, for screen readers.

use super::words::{self, colour, Field};
use crate::game::Seat;
use crate::games::azul::board::capacity;
use crate::games::azul::{Azul, AzulView, Colour, Marker, Tiles};
use crate::i18n::Locale;
use crate::present::alt::{counted, field, scores};
use crate::present::kit::seat_name;
use crate::present::AltText;

/// "blue 2, red 1".
fn tiles(tiles: &Tiles, locale: Locale) -> String {
    counted(
        Colour::ALL
            .iter()
            .map(|&c| (colour(c, locale), usize::from(tiles.get(c)))),
        locale,
    )
}

/// "label: value", the label from this game's words.
fn named((en, ru, uk): Field, value: impl std::fmt::Display, locale: Locale) -> String {
    field(crate::i18n::word(locale, en, ru, uk), value)
}

impl AltText for Azul {
    /// Scores, then what lies on the table: factories, centre, marker, bag and lid.
    fn table_alt(view: &AzulView, names: &[String], locale: Locale) -> String {
        let factories = view.factories.iter().filter(|f| !f.is_empty()).count();
        [
            scores(
                names,
                view.players.iter().map(|p| (p.seat, i64::from(p.score))),
                locale,
            ),
            named(words::FACTORIES_WITH_TILES, factories, locale),
            named(words::CENTRE, tiles(&view.centre, locale), locale),
            named(
                words::MARKER_IN_CENTRE,
                words::yes_no(view.marker == Marker::Centre, locale),
                locale,
            ),
            named(words::BAG, view.bag_count, locale),
            named(words::LID, view.lid.total(), locale),
        ]
        .join(" · ")
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
            tiles(&Tiles::EMPTY, locale)
        } else {
            lines.join(", ")
        };
        let mut floor = board.floor.len().to_string();
        if board.floor_has_marker() {
            floor.push_str(&format!(" ({})", words::with_marker(locale)));
        }
        [
            format!("{name}: {}", named(words::SCORE, player.score, locale)),
            named(words::WALL, tiles(&board.wall.tiles(), locale), locale),
            named(words::LINES, lines, locale),
            named(words::FLOOR, floor, locale),
        ]
        .join(" · ")
    }
}
