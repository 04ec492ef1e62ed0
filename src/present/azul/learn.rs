//! 📘 The notes of a first game of this game (see [`crate::present::learn`]).

use crate::game::Seat;
use crate::games::azul::{Azul, AzulView, Colour, Destination, Phase, Source};
use crate::i18n::locales::tr;
use crate::i18n::Locale;
use crate::present::learn::{worded, Lesson, Teach};

impl Teach for Azul {
    const LESSONS: &'static [&'static str] = &["take", "line", "marker", "floor", "wall"];

    fn goal(locale: Locale) -> String {
        tr!(locale, "azul-learn-goal")
    }

    fn lesson(view: &AzulView, _seat: Seat, path: &[String], locale: Locale) -> Option<Lesson> {
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
        Some(note(key, locale))
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

fn note(key: &'static str, locale: Locale) -> Lesson {
    worded("azul", key, locale)
}
