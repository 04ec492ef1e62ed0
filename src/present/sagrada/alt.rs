//! Sagrada's pictures in words, for screen readers.

use super::words::{self, die_label, public_text};
use crate::game::Seat;
use crate::games::sagrada::Sagrada;
use crate::games::sagrada::{PhaseView, SagradaView};
use crate::i18n::Locale;
use crate::present::alt::field;
use crate::present::kit::seat_name;
use crate::present::AltText;

impl AltText for Sagrada {
    /// The round's order, the last finished turn, the draft pool, the public objectives and
    /// the dice left in the bag.
    fn table_alt(view: &SagradaView, names: &[String], locale: Locale) -> String {
        let pool: Vec<String> = view.pool.iter().map(|&d| die_label(d, locale)).collect();
        let objectives: Vec<&str> = view
            .publics
            .iter()
            .map(|&o| public_text(locale, o).0)
            .collect();
        let mut parts = Vec::new();
        if let PhaseView::Playing { order, .. } = &view.phase {
            parts.push(words::round_order_line(order, names, locale));
        }
        if let Some(last) = &view.last_move {
            parts.push(words::last_move_line(last, names, locale));
        }
        parts.extend([
            field(words::draft_pool_in_line(locale), pool.join(", ")),
            field(
                words::public_objectives_in_line(locale),
                objectives.join(", "),
            ),
            field(words::dice_in_the_bag(locale), view.bag_count),
        ]);
        parts.join(" · ")
    }

    /// A seat's window: dice placed, favour tokens, and its private objective when the view may
    /// show it.
    fn board_alt(view: &SagradaView, seat: Seat, names: &[String], locale: Locale) -> String {
        let name = seat_name(names, seat, locale);
        let Some(seat_view) = view.seats.get(seat.index()) else {
            return name;
        };
        let placed = seat_view.window.as_ref().map_or(0, |w| w.count());
        let mut parts = vec![
            format!(
                "{name}: {}",
                field(words::dice_placed(locale), format!("{placed}/20"))
            ),
            field(words::favor_tokens_in_line(locale), seat_view.favor),
        ];
        // Only on the seat's own board: a public message never names a private objective, even
        // in solo where the table knows it.
        if let (Some(private), true) = (&seat_view.private, view.viewer == Some(seat)) {
            let colours: Vec<&str> = private
                .iter()
                .map(|&c| super::words::colour(c, locale))
                .collect();
            parts.push(field(
                words::private_objective_in_line(locale),
                colours.join(", "),
            ));
        }
        parts.join(" · ")
    }
}
