//! Summer Pavilion's pictures in words, for screen readers.

use super::log;
use super::words::{self, colour};
use crate::game::Seat;
use crate::games::summer_pavilion::SummerPavilion;
use crate::games::summer_pavilion::{LastMove, PavilionView, Tiles};
use crate::i18n::Locale;
use crate::present::alt::{field, table_in_words, tiles_counted};
use crate::present::kit::seat_name;
use crate::present::words::{bag_in_line, centre_in_line};
use crate::present::AltText;

/// What the last move did, in the log's words: "Alice — Factory 2: Purple ×3 + wild".
fn last_move(view: &PavilionView, last: &LastMove, names: &[String], locale: Locale) -> String {
    let name = seat_name(names, last.seat(), locale);
    let what = match last {
        LastMove::Took {
            source,
            colour,
            count,
            with_wild,
            ..
        } => log::took(*source, *colour, *count, *with_wild, locale),
        LastMove::Placed {
            star,
            space,
            colour,
            bonus,
            ..
        } => {
            let mut part = log::placed(view, *star, *space, *colour, 0, locale);
            for (_, c) in bonus {
                part.push_str(&format!(
                    ", {}: {}",
                    words::bonus_tile(locale),
                    words::colour_label(*c, locale)
                ));
            }
            part
        }
        LastMove::Passed {
            kept, discarded, ..
        } => std::iter::once(crate::present::words::passes(locale).to_string())
            .chain(log::pass_finished(kept, discarded, locale))
            .collect::<Vec<_>>()
            .join(", "),
    };
    format!("{name} — {what}")
}

/// "purple 2, orange 1".
fn tiles(tiles: &Tiles, locale: Locale) -> String {
    tiles_counted(tiles, colour, locale)
}

impl AltText for SummerPavilion {
    /// The last move, scores, then what lies on the table: factories, centre, supply and bag.
    fn table_alt(view: &PavilionView, names: &[String], locale: Locale) -> String {
        let factories = view.factories.iter().filter(|f| !f.is_empty()).count();
        let supply = view.supply.iter().flatten().count();
        let last = view
            .last
            .as_ref()
            .map(|last| last_move(view, last, names, locale));
        table_in_words(
            last,
            names,
            view.players.iter().map(|p| (p.seat, i64::from(p.score))),
            [
                field(words::factories_with_tiles(locale), factories),
                field(centre_in_line(locale), tiles(&view.centre, locale)),
                field(words::supply_in_line(locale), supply),
                field(bag_in_line(locale), view.bag_count),
            ],
            locale,
        )
    }

    /// A seat's score, tiles placed, tiles held and kept.
    fn board_alt(view: &PavilionView, seat: Seat, names: &[String], locale: Locale) -> String {
        let name = seat_name(names, seat, locale);
        let Some(player) = view.players.get(seat.index()) else {
            return name;
        };
        let (held, kept) = super::held_and_kept(view, seat);
        [
            format!(
                "{name}: {}",
                field(crate::present::words::score_in_line(locale), player.score)
            ),
            field(words::tiles_placed(locale), player.board.tiles_placed()),
            // In hand and on the corners, as the pictures draw them.
            field(words::holds(locale), tiles(&held, locale)),
            field(words::kept(locale), tiles(&kept, locale)),
        ]
        .join(" · ")
    }
}
