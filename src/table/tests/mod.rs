//! The hosted game's tests that span its modules, and what they share with the modules' own
//! tests (`told`'s seeded records and seat names).

pub(crate) mod told;

use crate::games::GameKind;
use crate::i18n::Locale;
use crate::table::{GameId, GameRecord, Place};

/// A lobby of `kind` with room for `max_seats`, opened at time 0 by user 10 in guild 1,
/// channel 2: where the modules' own tests start.
pub(in crate::table) fn lobby(id: u64, kind: GameKind, max_seats: usize) -> GameRecord {
    let place = Place {
        guild: 1,
        channel: 2,
    };
    let options = kind.default_options();
    GameRecord::new_lobby(GameId(id), options, place, 10, max_seats, Locale::En, 0)
}
