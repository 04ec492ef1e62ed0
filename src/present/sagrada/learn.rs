//! 📘 The notes of a first game of this game (see [`crate::present::learn`]).

use crate::game::Seat;
use crate::games::sagrada::{PhaseView, Sagrada, SagradaView, Step};
use crate::i18n::locales::tr;
use crate::i18n::Locale;
use crate::present::learn::{worded, Lesson, Teach};

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

    fn goal(locale: Locale) -> String {
        tr!(locale, "sagrada-learn-goal")
    }

    fn lesson(view: &SagradaView, _seat: Seat, path: &[String], locale: Locale) -> Option<Lesson> {
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
        Some(note(key, locale))
    }
}

fn note(key: &'static str, locale: Locale) -> Lesson {
    worded("sagrada", key, locale)
}
