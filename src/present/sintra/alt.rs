//! Sintra's pictures in words, for screen readers.

use crate::game::Seat;
use crate::games::sintra::Sintra;
use crate::games::sintra::{SintraView, Slot};
use crate::i18n::Locale;
use crate::present::alt::{field, scores};
use crate::present::kit::seat_name;
use crate::present::AltText;

impl AltText for Sintra {
    /// Scores, then what lies on the table: factories, centre and bag.
    fn table_alt(view: &SintraView, names: &[String], locale: Locale) -> String {
        let factories = view.factories.iter().filter(|f| !f.is_empty()).count();
        [
            scores(
                names,
                view.players.iter().map(|p| (p.seat, i64::from(p.score))),
                locale,
            ),
            field(
                locale,
                "factories with glass",
                "фабрики со стеклом",
                "фабрики зі склом",
                factories,
            ),
            field(locale, "centre", "центр", "центр", view.centre.len()),
            field(
                locale,
                "bag",
                "мешок",
                "мішок",
                view.bag.iter().sum::<u32>(),
            ),
        ]
        .join(" · ")
    }

    /// A seat's score, windows, glass in them and broken glass.
    fn board_alt(view: &SintraView, seat: Seat, names: &[String], locale: Locale) -> String {
        let name = seat_name(names, seat, locale);
        let Some(player) = view.players.get(seat.index()) else {
            return name;
        };
        let slots = &player.board.slots;
        let complete = slots
            .iter()
            .filter(|s| matches!(s, Slot::Complete { .. }))
            .count();
        let glass: usize = slots.iter().map(Slot::window_len).sum();
        [
            format!(
                "{name}: {}",
                field(locale, "score", "очки", "очки", player.score)
            ),
            field(
                locale,
                "windows complete",
                "окон собрано",
                "вікон зібрано",
                format!("{complete}/{}", slots.len()),
            ),
            field(
                locale,
                "glass in windows",
                "стекла в окнах",
                "скла у вікнах",
                glass,
            ),
            field(locale, "broken", "разбито", "розбито", player.pieces_broken),
        ]
        .join(" · ")
    }
}
