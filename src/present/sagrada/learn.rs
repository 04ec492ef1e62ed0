//! 📘 The notes of a first game of this game (see [`crate::present::learn`]).

use crate::game::Seat;
use crate::games::sagrada::{PhaseView, Sagrada, SagradaView, Step};
use crate::present::learn::Teach;

impl Teach for Sagrada {
    const LESSONS: &'static [&'static str] = &[
        "pattern",
        "turn",
        "first-die",
        "place",
        "hold",
        "tools",
        "end-turn",
        "adjust",
        "swap",
        "value",
        "move",
    ];

    fn lesson_key(view: &SagradaView, _seat: Seat, path: &[String]) -> Option<&'static str> {
        let empty = view.my_window().is_none_or(|w| w.is_empty());
        let key = match &view.phase {
            PhaseView::ChoosingPatterns { .. } => "pattern",
            PhaseView::Playing { turn, .. } => match (&turn.step, path) {
                // Solo: the pool die that pays for the tool chosen.
                (Step::Free | Step::Holding { .. }, [tool, ..]) if tool.starts_with('t') => "tools",
                (Step::Free, []) if turn.drafted => "end-turn",
                (Step::Free, []) if empty => "turn",
                (Step::Free, []) => "tools",
                (Step::Holding { .. }, []) => "hold",
                (Step::Holding { .. }, [_]) if empty => "first-die",
                (Step::Holding { .. }, [_]) => "place",
                (Step::Adjusting { .. }, _) => "adjust",
                (Step::Swapping { .. }, _) => "swap",
                (Step::ChoosingValue { .. }, _) => "value",
                (Step::Moving(_), _) => "move",
                _ => return None,
            },
            PhaseView::Over => return None,
        };
        Some(key)
    }
}
