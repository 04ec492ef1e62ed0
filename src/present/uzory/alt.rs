//! Uzory's pictures in words, for screen readers.

use super::words;
use crate::game::Seat;
use crate::games::uzory::Uzory;
use crate::games::uzory::UzoryView;
use crate::i18n::Locale;
use crate::present::alt::{counted, field};
use crate::present::kit::seat_name;
use crate::present::AltText;

impl AltText for Uzory {
    /// The last move, the pile, the discards, every hand's size and the frames closed.
    fn table_alt(view: &UzoryView, names: &[String], locale: Locale) -> String {
        let last = super::last::last_move(view, names, locale)
            .map(|l| format!("{}: {l}", crate::present::words::last_move(locale)));
        let hands: Vec<(String, usize)> = view
            .hand_sizes
            .iter()
            .enumerate()
            .map(|(i, &n)| {
                let seat = Seat(u8::try_from(i).unwrap_or(u8::MAX));
                (seat_name(names, seat, locale), n)
            })
            .collect();
        last.into_iter()
            .chain([
                field(words::pile_in_line(locale), view.pile_size),
                field(words::discards_in_alt(locale), view.discard.len()),
                field(
                    words::tiles_in_hand(locale),
                    counted(hands.iter().map(|(name, n)| (name.as_str(), *n)), locale),
                ),
                field(words::frames_closed(locale), view.frames.len()),
            ])
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// A seat's hand: how many tiles it holds (the tiles themselves are drawn, not worded).
    fn board_alt(view: &UzoryView, seat: Seat, names: &[String], locale: Locale) -> String {
        let held = view.hand_sizes.get(seat.index()).copied().unwrap_or(0);
        format!(
            "{}: {}",
            seat_name(names, seat, locale),
            field(words::tiles_in_hand(locale), held)
        )
    }
}
