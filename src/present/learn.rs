//! 📘 The notes of a first game (`/learn`): each kind of step a game asks for is explained once,
//! the first time the learner meets it: what the step is, what its buttons do, and the rule
//! behind it, in a sentence or two drawn from the game's rules page.

use crate::game::Seat;
use crate::i18n::Locale;
use crate::present::Menus;

/// The note on one kind of step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lesson {
    /// Stable and unique within its game: the record keeps the keys given, so no note comes
    /// twice, even after a restart.
    pub key: &'static str,
    /// A few words naming the step ("Taking tiles").
    pub title: String,
    /// What the step is, what its buttons do, the rule behind it.
    pub text: String,
}

/// Each game's notes for a learner, worded from the learner's own view.
pub trait Teach: Menus {
    /// Every key [`Teach::lesson`] may give, in the order a game usually meets them.
    const LESSONS: &'static [&'static str] = &[];

    /// How the game is won, in a sentence or two: the first note of a first game.
    fn goal(_locale: Locale) -> String {
        String::new()
    }

    /// The note on the step `seat` is asked for at `path` (every choice made so far, steps taken
    /// automatically included) from `view`; `None` for a step that needs none.
    fn lesson(
        _view: &Self::View,
        _seat: Seat,
        _path: &[String],
        _locale: Locale,
    ) -> Option<Lesson> {
        None
    }
}
