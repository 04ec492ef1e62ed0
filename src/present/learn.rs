//! 📘 The notes of a first game (`/learn`): each kind of step a game asks for is explained once,
//! the first time the learner meets it: what the step is, what its buttons do, and the rule
//! behind it, in a sentence or two drawn from the game's rules page.

use crate::game::Seat;
use crate::i18n::locales::message;
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

/// Each game's notes for a learner, decided from the learner's own view. Every key and the step
/// it comes at are the game's own: a game without notes would be a first game without a teacher.
/// The words are the game's too, in its language files under its slug: the goal
/// `<slug>-learn-goal`, the note `key` `<slug>-learn-<key>-title` and `<slug>-learn-<key>`.
pub trait Teach: Menus {
    /// Every key [`Teach::lesson_key`] may give, in the order a game usually meets them.
    const LESSONS: &'static [&'static str];

    /// The key of the note on the step `seat` is asked for at `path` (every choice made so far,
    /// steps taken automatically included) from `view`; `None` for a step that needs none.
    fn lesson_key(view: &Self::View, seat: Seat, path: &[String]) -> Option<&'static str>;

    /// How the game is won, in a sentence or two: the first note of a first game.
    fn goal(locale: Locale) -> String {
        message(locale, &format!("{}-learn-goal", Self::KIND.slug()), &[])
    }

    /// The note on the step `seat` is asked for at `path` from `view` (see
    /// [`Teach::lesson_key`]), worded in `locale`.
    fn lesson(view: &Self::View, seat: Seat, path: &[String], locale: Locale) -> Option<Lesson> {
        let key = Self::lesson_key(view, seat, path)?;
        let id = format!("{}-learn-{key}", Self::KIND.slug());
        Some(Lesson {
            key,
            title: message(locale, &format!("{id}-title"), &[]),
            text: message(locale, &id, &[]),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::ai::Greedy;
    use crate::game::{Player, Viewer};
    use crate::games::{GameKind, Registered};
    use crate::present::{menu, Menu};
    use crate::table::engines::{on_engine, EngineWork};
    use crate::table::session::Hosted;
    use crate::table::tests::told::pick;

    /// The longest title and text a note may have.
    const MAX_TITLE: usize = 40;
    const MAX_TEXT: usize = 400;

    /// Checks words said to a learner (`what` names them): present, not a bare Fluent id, no
    /// placeable left unfilled, at most `max` characters.
    fn check_said(what: &str, words: &str, max: usize) {
        assert!(!words.trim().is_empty(), "{what}: empty");
        assert!(
            !words.contains("-learn-"),
            "{what}: a bare Fluent id: {words}"
        );
        assert!(
            !words.contains('{'),
            "{what}: an unfilled placeable: {words}"
        );
        let length = words.chars().count();
        assert!(length <= max, "{what}: {length} characters: {words}");
    }

    /// Checks one note's words in `locale` against its English ones: said, and translated.
    fn check_words(kind: GameKind, lesson: &Lesson, english: &Lesson, locale: Locale) {
        let what = format!("{kind} {} {locale:?}", lesson.key);
        assert_eq!(lesson.key, english.key, "{what}: another key");
        check_said(&format!("{what} title"), &lesson.title, MAX_TITLE);
        check_said(&what, &lesson.text, MAX_TEXT);
        if locale != Locale::En {
            assert_ne!(lesson.text, english.text, "{what}: not translated");
        }
    }

    /// The goal in every language: said, and translated.
    fn check_goal<G: Teach + Registered>() {
        let english = G::goal(Locale::En);
        for locale in Locale::ALL {
            let goal = G::goal(locale);
            let what = format!("{} goal {locale:?}", G::KIND);
            check_said(&what, &goal, MAX_TEXT);
            if locale != Locale::En {
                assert_ne!(goal, english, "{what}: not translated");
            }
        }
    }

    /// Plays `game` to its end, seat 0 the learner: every decision is the greedy player's,
    /// but one in `random_every` a seeded random legal move (so rarer steps come). At every
    /// decision of seat 0, walks the chosen move's menu steps: each step the menus ask for
    /// must have a note with a key of [`Teach::LESSONS`]; the first time a key comes, its words
    /// are checked in every language. Returns the keys met.
    fn keys_met<G: Hosted>(mut game: G, seed: u64, random_every: u64) -> BTreeSet<&'static str> {
        let mut met = BTreeSet::new();
        let mut greedy = Greedy::<G>::new(seed);
        let mut state = seed ^ 0x5eed;
        let mut moves = 0;
        while let Some(&seat) = game.to_act().first() {
            moves += 1;
            assert!(moves < 5_000, "{}: the game does not end", G::KIND);
            let view = game.view(Viewer::Seat(seat));
            let legal = game.legal_actions(seat);
            let random = random_every > 0 && pick(&mut state, random_every as usize) == 0;
            let action = if random {
                legal[pick(&mut state, legal.len())].clone()
            } else {
                greedy.choose(seat, &view, &legal).expect("a move")
            };
            if seat == Seat(0) {
                let steps = G::steps(&view, &action, Locale::En);
                for depth in 0..steps.len() {
                    let prefix: Vec<String> =
                        steps[..depth].iter().map(|c| c.token.clone()).collect();
                    let Ok(Menu::Pick { path, .. }) = menu(&game, seat, &prefix, Locale::En) else {
                        continue;
                    };
                    let lesson = G::lesson(&view, seat, &path, Locale::En).unwrap_or_else(|| {
                        panic!("{}: no note for the step {path:?} of {action:?}", G::KIND)
                    });
                    assert!(
                        G::LESSONS.contains(&lesson.key),
                        "{}: the key {} is not in LESSONS",
                        G::KIND,
                        lesson.key
                    );
                    if met.insert(lesson.key) {
                        for locale in Locale::ALL {
                            let said = G::lesson(&view, seat, &path, locale).expect("a note");
                            check_words(G::KIND, &said, &lesson, locale);
                        }
                    }
                }
            }
            game.apply(seat, &action).expect("a legal move");
        }
        met
    }

    /// How the test plays a game's learner games: seeds one after another from 1, seed `n` with
    /// the host's options set as `settings[n - 1]` says (the last setting once they run out),
    /// one move in `random_every` a random one. Every setting is played; past them, the seeds
    /// go on up to `last_seed` only while a note has not come (Sagrada deals its tool cards,
    /// each with steps of its own).
    struct Course {
        kind: GameKind,
        settings: &'static [&'static [(&'static str, &'static str)]],
        last_seed: u64,
        random_every: u64,
    }

    /// One course a game, in the registry's order.
    const COURSES: [Course; GameKind::ALL.len()] = [
        Course {
            kind: GameKind::SummerPavilion,
            settings: &[&[("side", "coloured")], &[("side", "beige")]],
            last_seed: 2,
            random_every: 3,
        },
        Course {
            kind: GameKind::Sintra,
            settings: &[&[("side", "a")], &[("side", "b")], &[("side", "b")]],
            last_seed: 3,
            random_every: 3,
        },
        Course {
            kind: GameKind::Sagrada,
            settings: &[&[]],
            last_seed: 40,
            random_every: 2,
        },
        Course {
            kind: GameKind::Uzory,
            settings: &[&[]],
            last_seed: 8,
            random_every: 3,
        },
        Course {
            kind: GameKind::Azul,
            settings: &[
                &[("side", "coloured")],
                &[("side", "grey")],
                &[("side", "grey")],
            ],
            last_seed: 3,
            random_every: 3,
        },
    ];

    /// A game's course played: its goal said in every language, its keys unique and
    /// kebab-case, every step of the learner with a note. Returns its kind, its keys and the
    /// keys met.
    impl EngineWork for &Course {
        type Output = (GameKind, BTreeSet<&'static str>, BTreeSet<&'static str>);

        fn run<G: Hosted>(self) -> Self::Output {
            check_goal::<G>();
            let keys: BTreeSet<&str> = G::LESSONS.iter().copied().collect();
            assert_eq!(keys.len(), G::LESSONS.len(), "{}: a key twice", G::KIND);
            for key in G::LESSONS {
                assert!(
                    !key.is_empty()
                        && key
                            .bytes()
                            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                    "{}: the key {key} is not kebab-case",
                    G::KIND
                );
            }
            let mut met = BTreeSet::new();
            for (played, seed) in (1..=self.last_seed).enumerate() {
                if played >= self.settings.len() && met == keys {
                    break;
                }
                let setting = self.settings[played.min(self.settings.len() - 1)];
                let options =
                    setting
                        .iter()
                        .fold(G::KIND.default_options(), |options, (name, value)| {
                            G::KIND
                                .with_option(options, name, value)
                                .expect("an option of the game")
                        });
                let options = G::engine_options(&options).expect("the game's own options");
                let game = G::new(&options, 2, seed).expect("a game");
                met.extend(keys_met(game, seed, self.random_every));
            }
            (G::KIND, keys, met)
        }
    }

    #[test]
    fn every_step_of_a_learner_has_a_note_and_every_note_comes() {
        let kinds = COURSES.map(|course| course.kind);
        assert_eq!(
            kinds,
            GameKind::ALL,
            "one course a game, in the registry's order"
        );
        for course in &COURSES {
            let (found, keys, met) = on_engine(course.kind, course);
            assert_eq!(found, course.kind);
            assert!(met.len() >= 3, "{found}: only {met:?}");
            assert_eq!(met, keys, "{found}: the notes met, and every note");
        }
    }
}
