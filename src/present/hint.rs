//! Why a hinted move is good, in the game's own terms: the sentence under a 💡 hint.

use crate::game::Seat;
use crate::i18n::Locale;
use crate::present::Menus;

/// Each game's reasons for a move, worded from what the hinted seat sees.
pub trait Explain: Menus {
    /// One sentence on why `action` is a good move for `seat` now, from `view` alone (what the
    /// seat may see), e.g. "takes the last three blue: your line 4 is then full". `None` when
    /// nothing in particular stands out; the hint then says only that the strongest computer
    /// player would make the move.
    fn why(
        _view: &Self::View,
        _seat: Seat,
        _action: &Self::Action,
        _locale: Locale,
    ) -> Option<String> {
        None
    }
}

/// The longest reason a hint gives, in characters: it follows "💡 <move> — " on one line.
pub const MAX_REASON: usize = 160;

/// The reasons for a move, most important first, as one sentence: joined by "; " as far as
/// they fit [`MAX_REASON`]; `None` when there is none.
pub fn joined(reasons: impl IntoIterator<Item = String>) -> Option<String> {
    let mut sentence = String::new();
    for reason in reasons.into_iter().filter(|r| !r.is_empty()) {
        let separator = if sentence.is_empty() { "" } else { "; " };
        let length = sentence.chars().count() + separator.len() + reason.chars().count();
        if length > MAX_REASON {
            // A first reason too long on its own is cut rather than lost.
            if sentence.is_empty() {
                sentence = reason.chars().take(MAX_REASON - 1).collect();
                sentence.push('…');
            }
            break;
        }
        sentence.push_str(separator);
        sentence.push_str(&reason);
    }
    (!sentence.is_empty()).then_some(sentence)
}

/// Plays `game` to its end by the greedy player, showing `each` every decision: the seat, its
/// view before the move, the move, and the game after it (for the games' tests of reasons).
#[cfg(test)]
pub(crate) fn greedy_game<G: crate::ai::Rate>(
    mut game: G,
    seed: u64,
    mut each: impl FnMut(Seat, &G::View, &G::Action, &G),
) {
    use crate::game::{Player, Viewer};
    let mut greedy = crate::ai::Greedy::<G>::new(seed);
    while let Some(&seat) = game.to_act().first() {
        let view = game.view(Viewer::Seat(seat));
        let legal = game.legal_actions(seat);
        let Some(action) = greedy.choose(seat, &view, &legal) else {
            break;
        };
        game.apply(seat, &action)
            .expect("the greedy player's move is legal");
        each(seat, &view, &action, &game);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Budget, Greedy, Searcher};
    use crate::game::{Player, Viewer};
    use crate::games::GameKind;
    use crate::table::engines::{on_engine, EngineWork};
    use crate::table::session::Hosted;

    #[test]
    fn joined_keeps_what_fits_and_cuts_a_first_reason_too_long() {
        assert_eq!(joined(Vec::new()), None);
        let two = joined(["a".to_string(), String::new(), "b".to_string()]);
        assert_eq!(two.as_deref(), Some("a; b"));
        let long = "x".repeat(150);
        assert_eq!(joined([long.clone(), long.clone()]), Some(long));
        let cut = joined(["y".repeat(200)]).expect("a reason");
        assert_eq!(cut.chars().count(), MAX_REASON);
    }

    /// Plays seeded games of one kind, at every player count from the smallest to two (so
    /// Sagrada's solo too), each decision the greedy player's best move, every few the hard
    /// player's hint: counts the decisions and those with a reason, and checks every reason is
    /// short and given in every language alike.
    struct ReasonsForHintedMoves;

    impl EngineWork for ReasonsForHintedMoves {
        type Output = (GameKind, usize, usize);

        fn run<G: Hosted>(self) -> Self::Output {
            let (mut decisions, mut explained) = (0, 0);
            let smallest = *G::player_counts(&G::DEFAULT_OPTIONS).start();
            for players in smallest..=smallest.max(2) {
                for seed in 1..=2u64 {
                    let mut game = G::new(&G::DEFAULT_OPTIONS, players, seed).expect("a game");
                    let mut greedy = Greedy::<G>::new(seed);
                    for step in 0..240 {
                        let Some(&seat) = game.to_act().first() else {
                            break;
                        };
                        let view = game.view(Viewer::Seat(seat));
                        let legal = game.legal_actions(seat);
                        let action = if step % 9 == 0 {
                            Searcher::new(seed, Budget::iterations(24))
                                .search::<G>(seat, &view, &legal)
                        } else {
                            greedy.choose(seat, &view, &legal)
                        }
                        .expect("a move");
                        let reason = G::why(&view, seat, &action, Locale::En);
                        decisions += 1;
                        if let Some(reason) = &reason {
                            explained += 1;
                            // Seen with --nocapture, to read what players are told.
                            if step % 23 == 0 {
                                eprintln!("{} {players}p: {reason}", G::KIND);
                            }
                        }
                        for locale in Locale::ALL {
                            let said = G::why(&view, seat, &action, locale);
                            assert_eq!(said.is_some(), reason.is_some(), "{} {locale:?}", G::KIND);
                            if let Some(said) = said {
                                assert!(
                                    said.chars().count() <= MAX_REASON,
                                    "{} {locale:?}: {said}",
                                    G::KIND
                                );
                                assert!(!said.contains('{'), "{} {locale:?}: {said}", G::KIND);
                            }
                        }
                        if game.apply(seat, &action).is_err() || game.is_over() {
                            break;
                        }
                    }
                }
            }
            (G::KIND, decisions, explained)
        }
    }

    #[test]
    fn most_hinted_moves_have_a_short_reason_in_every_language() {
        let counted = GameKind::ALL.map(|kind| (kind, on_engine(kind, ReasonsForHintedMoves)));
        for (kind, (found, decisions, explained)) in counted {
            eprintln!("{kind}: {explained} of {decisions} decisions explained");
            assert_eq!(found, kind);
            assert!(decisions >= 40, "{kind}: only {decisions} decisions");
            // Four in five at least: the rare silent ones are steps inside a tool's use.
            assert!(
                explained * 5 >= decisions * 4,
                "{kind}: only {explained} of {decisions} decisions have a reason"
            );
        }
    }
}
