//! 📘 The notes of a first game of this game (see [`crate::present::learn`]).

use crate::game::Seat;
use crate::games::summer_pavilion::{PavilionView, Phase, Source, SummerPavilion};
use crate::games::PavilionSide;
use crate::present::learn::Teach;

impl Teach for SummerPavilion {
    const LESSONS: &'static [&'static str] = &[
        "take",
        "colour",
        "wild",
        "start",
        "place",
        "star",
        "space",
        "wilds",
        "bonus",
        "keep",
        "last-round",
    ];

    fn lesson_key(view: &PavilionView, _seat: Seat, path: &[String]) -> Option<&'static str> {
        let beige = view.options.side == PavilionSide::Beige;
        let key = match (&view.phase, path.len()) {
            (Phase::Acquire { .. }, 0) => "take",
            (Phase::Acquire { .. }, 1) => {
                let source = source(&path[0])?;
                let tiles = view.source_tiles(source)?;
                if source == Source::Centre && view.start_token.is_none() {
                    "start"
                } else if tiles.get(view.wild) > 0 {
                    "wild"
                } else {
                    "colour"
                }
            }
            (Phase::Place { .. }, 0) if view.round >= view.rounds => "last-round",
            (Phase::Place { .. }, 0) => "place",
            (Phase::Place { .. }, 1) if beige => "star",
            (Phase::Place { .. }, 1) => "space",
            (Phase::Place { .. }, 2) if beige => "space",
            (Phase::Place { .. }, 2 | 3) => "wilds",
            (Phase::Bonus { .. }, _) => "bonus",
            (Phase::Keep { .. }, _) => "keep",
            _ => return None,
        };
        Some(key)
    }
}

/// The source a take's first token names (`menus::source_choice`).
fn source(token: &str) -> Option<Source> {
    if token == "c" {
        return Some(Source::Centre);
    }
    let number: u8 = token.strip_prefix('f')?.parse().ok()?;
    Some(Source::Factory(number.checked_sub(1)?))
}
