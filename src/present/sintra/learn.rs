//! 📘 The notes of a first game of this game (see [`crate::present::learn`]).

use crate::game::Seat;
use crate::games::sintra::{Action, Phase, Sintra, SintraView};
use crate::present::learn::Teach;

impl Teach for Sintra {
    const LESSONS: &'static [&'static str] = &[
        "turn",
        "colour",
        "start-marker",
        "strip",
        "complete",
        "broken",
        "window",
        "reset",
    ];

    fn lesson_key(view: &SintraView, seat: Seat, path: &[String]) -> Option<&'static str> {
        let key = match (&view.phase, path) {
            (Phase::Turn { .. }, []) if view.board(seat)?.can_reset() => "reset",
            (Phase::Turn { .. }, []) => "turn",
            (Phase::Turn { .. }, [source]) if source == "c" && view.start_marker_in_centre => {
                "start-marker"
            }
            (Phase::Turn { .. }, [_]) => "colour",
            (Phase::Place { colour, .. }, _) => {
                let effects: Vec<_> = view
                    .legal_strips(seat, *colour)
                    .into_iter()
                    .filter_map(|strip| {
                        let strip = u8::try_from(strip).ok()?;
                        view.effect(seat, &Action::Place { strip })
                    })
                    .collect();
                if !effects.is_empty() && effects.iter().all(|e| e.broken > 0) {
                    "broken"
                } else if effects.iter().any(|e| e.completes) {
                    "complete"
                } else {
                    "strip"
                }
            }
            (Phase::ToWindow { .. }, _) => "window",
            _ => return None,
        };
        Some(key)
    }
}
