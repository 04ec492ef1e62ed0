//! Sintra's pictures in words, for screen readers.

use super::words::{self, colour_label};
use crate::game::Seat;
use crate::games::sintra::Sintra;
use crate::games::sintra::{LastMove, SintraView, Slot, Source};
use crate::i18n::Locale;
use crate::present::alt::{field, table_in_words};
use crate::present::kit::seat_name;
use crate::present::words::{bag_in_line, centre_in_line};
use crate::present::AltText;

impl AltText for Sintra {
    /// The last move, scores, then what lies on the table: factories, centre and bag.
    fn table_alt(view: &SintraView, names: &[String], locale: Locale) -> String {
        let factories = view.factories.iter().filter(|f| !f.is_empty()).count();
        let last = view.last.as_ref().map(|l| last_move(l, names, locale));
        let bag: u32 = view.bag.iter().sum();
        table_in_words(
            last,
            names,
            view.players.iter().map(|p| (p.seat, i64::from(p.score))),
            [
                field(words::factories_with_glass(locale), factories),
                field(centre_in_line(locale), view.centre.len()),
                field(bag_in_line(locale), bag),
            ],
            locale,
        )
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

/// The last turn in the log's words: "Alice: Factory 2: Pink ×3 → strip 4 · Pink → window 4".
fn last_move(last: &LastMove, names: &[String], locale: Locale) -> String {
    let strip = |n: u8| format!("{} {}", words::strip(locale), u32::from(n) + 1);
    let mut parts = Vec::new();
    if let Some((source, colour, count)) = last.took {
        let source = match source {
            Source::Factory(i) => format!(
                "{} {}",
                crate::present::words::factory(locale),
                u32::from(i) + 1
            ),
            Source::Centre => crate::present::words::centre(locale).to_string(),
        };
        let mut took = format!("{source}: {} ×{count}", colour_label(colour, locale));
        if let Some(n) = last.strip {
            took.push_str(&format!(" → {}", strip(n)));
        }
        parts.push(took);
    }
    if let Some(to) = last.reset_to {
        parts.push(format!("{} → {}", words::glazier_back(locale), strip(to)));
    }
    if let Some(w) = last.window {
        parts.push(format!(
            "{} {} ✓",
            crate::present::words::window(locale),
            u32::from(w) + 1
        ));
    }
    if last.broke > 0 {
        parts.push(format!("{} {}", words::broken_label(locale), last.broke));
    }
    format!(
        "{}: {}",
        seat_name(names, last.seat, locale),
        parts.join(" · ")
    )
}
