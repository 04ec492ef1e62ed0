//! Summer Pavilion's pictures in words, for screen readers.

use super::words::colour;
use crate::game::Seat;
use crate::games::summer_pavilion::SummerPavilion;
use crate::games::summer_pavilion::{Colour, PavilionView, Tiles};
use crate::i18n::Locale;
use crate::present::alt::{counted, field, scores};
use crate::present::kit::seat_name;
use crate::present::AltText;

/// "purple 2, orange 1".
fn tiles(tiles: &Tiles, locale: Locale) -> String {
    counted(
        Colour::ALL
            .iter()
            .map(|&c| (colour(c, locale), usize::from(tiles.get(c)))),
        locale,
    )
}

impl AltText for SummerPavilion {
    /// Scores, then what lies on the table: factories, centre, supply and bag.
    fn table_alt(view: &PavilionView, names: &[String], locale: Locale) -> String {
        let factories = view.factories.iter().filter(|f| !f.is_empty()).count();
        let centre = view.centre;
        let supply = view.supply.iter().flatten().count();
        [
            scores(
                names,
                view.players.iter().map(|p| (p.seat, i64::from(p.score))),
                locale,
            ),
            field(
                locale,
                "factories with tiles",
                "фабрики с плитками",
                "фабрики з плитками",
                factories,
            ),
            field(locale, "centre", "центр", "центр", tiles(&centre, locale)),
            field(locale, "supply", "запас", "запас", supply),
            field(locale, "bag", "мешок", "мішок", view.bag_count),
        ]
        .join(" · ")
    }

    /// A seat's score, tiles placed, tiles held and kept.
    fn board_alt(view: &PavilionView, seat: Seat, names: &[String], locale: Locale) -> String {
        let name = seat_name(names, seat, locale);
        let Some(player) = view.players.get(seat.index()) else {
            return name;
        };
        [
            format!(
                "{name}: {}",
                field(locale, "score", "очки", "очки", player.score)
            ),
            field(
                locale,
                "tiles placed",
                "выложено плиток",
                "викладено плиток",
                player.board.tiles_placed(),
            ),
            field(
                locale,
                "holds",
                "в запасе",
                "у запасі",
                tiles(&player.held, locale),
            ),
            field(
                locale,
                "kept",
                "отложено",
                "відкладено",
                tiles(&player.kept, locale),
            ),
        ]
        .join(" · ")
    }
}
