//! 📘 The notes of a first game of this game (see [`crate::present::learn`]).

use crate::game::Seat;
use crate::games::azul::{Azul, AzulView, Colour, Destination, Phase, Source};
use crate::present::learn::Teach;

impl Teach for Azul {
    const LESSONS: &'static [&'static str] = &["take", "line", "marker", "floor", "wall"];

    fn lesson_key(view: &AzulView, _seat: Seat, path: &[String]) -> Option<&'static str> {
        let key = match (view.phase, path) {
            (Phase::Offer { .. }, []) => "take",
            (Phase::Offer { .. }, [take]) => {
                let source = if take.starts_with('c') {
                    Source::Centre
                } else {
                    Source::Factory(0)
                };
                let colour = colour(take)?;
                if view.legal_destinations(colour) == [Destination::Floor] {
                    "floor"
                } else if view.takes_marker(source) {
                    "marker"
                } else {
                    "line"
                }
            }
            (Phase::Tile { .. }, []) => "wall",
            _ => return None,
        };
        Some(key)
    }
}

/// The colour a take's token ends with (`menus::colour_token`).
fn colour(token: &str) -> Option<Colour> {
    Some(match token.get(token.len().checked_sub(2)?..)? {
        "bl" => Colour::Blue,
        "ye" => Colour::Yellow,
        "re" => Colour::Red,
        "bk" => Colour::Black,
        "wh" => Colour::White,
        _ => return None,
    })
}
