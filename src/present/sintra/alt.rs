//! Sintra's pictures in words, for screen readers.

use super::words;
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
            field(words::factories_with_glass(locale), factories),
            field(
                crate::present::words::centre_in_line(locale),
                view.centre.len(),
            ),
            field(
                crate::present::words::bag_in_line(locale),
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
                field(crate::present::words::score_in_line(locale), player.score)
            ),
            field(
                words::windows_complete(locale),
                format!("{complete}/{}", slots.len()),
            ),
            field(words::glass_in_windows(locale), glass),
            field(words::broken(locale), player.pieces_broken),
        ]
        .join(" · ")
    }
}
