//! 💡 A hint: the move the hard computer player would make for a seat, found from that seat's
//! view alone (like the coach, never the real hidden state), with the choices that lead to it
//! and a sentence of why in the game's terms. Pure: the bot counts and shows it.

use crate::ai::{Budget, Searcher};
use crate::game::{Seat, Viewer};
use crate::i18n::Locale;
use crate::table::record::GameRecord;
use crate::table::session::{Hosted, Table};

/// What a hint tells the seat that asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// The menu tokens that play the move (what the hint's "Play it" button carries).
    pub path: Vec<String>,
    /// The labels of those choices, as the buttons show them.
    pub steps: Vec<String>,
    /// Why, in the game's terms; `None` when the game finds nothing in particular to say.
    pub reason: Option<String>,
}

impl<G: Hosted> Table<G> {
    /// The hint for `seat`, thinking within `budget` from `seed`; `None` when the seat has
    /// nothing to decide. Everything comes from the seat's view, so two games that look the
    /// same to the seat give the same hint.
    pub fn hint(&self, seat: Seat, budget: Budget, seed: u64, locale: Locale) -> Option<Hint> {
        let view = self.game.view(Viewer::Seat(seat));
        let legal = self.game.legal_actions(seat);
        let action = Searcher::new(seed, budget).search::<G>(seat, &view, &legal)?;
        let choices = G::steps(&view, &action, locale);
        Some(Hint {
            path: choices.iter().map(|c| c.token.clone()).collect(),
            steps: choices.into_iter().map(|c| c.label).collect(),
            reason: G::why(&view, seat, &action, locale),
        })
    }
}

/// The seed a hint of `seat` thinks from at this point of the game: asking again before anything
/// changes gives the same hint.
pub fn hint_seed(record: &GameRecord, seat: Seat) -> u64 {
    record.seed.unwrap_or(record.id.0) ^ record.moves.rotate_left(20) ^ u64::from(seat.0) << 56
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameRng;
    use crate::games::GameKind;
    use crate::present::Menu;
    use crate::table::engines::{on_engine, EngineWork};
    use crate::table::tests::told::{random_move, record};

    /// Plays seeded random games of one kind; at every few decisions asks for a hint, and again
    /// in a world redrawn from the hinted seat's own view (the bag, other seats' secrets and
    /// future draws differ): the hint must be the same, and its choices must play a legal move.
    /// Returns how many hints were compared, and in how many the redrawn world differed.
    struct SameHintInEveryWorld;

    impl EngineWork for SameHintInEveryWorld {
        type Output = (GameKind, usize, usize);

        fn run<G: Hosted>(self) -> Self::Output {
            let (mut compared, mut hidden_changed) = (0, 0);
            for seed in 1..=3u64 {
                let options = G::game_options(&G::DEFAULT_OPTIONS);
                let mut table = Table::<G>::start(record(options, 2, seed), seed).expect("start");
                let mut rng = GameRng::seeded(seed ^ 0x41);
                let mut state = seed;
                let mut step = 0;
                while !table.game.is_over() && step < 400 {
                    step += 1;
                    let (seat, action) = random_move(&table.game, &mut state);
                    if step % 13 == 1 {
                        let view = table.game.view(Viewer::Seat(seat));
                        let world = G::determinize(&view, &mut rng).expect("a world");
                        let twin = Table {
                            record: table.record.clone(),
                            game: world,
                        };
                        let budget = Budget::iterations(24);
                        let hint = table.hint(seat, budget, seed, Locale::En).expect("a hint");
                        let again = twin.hint(seat, budget, seed, Locale::En);
                        assert_eq!(
                            Some(&hint),
                            again.as_ref(),
                            "{}: a hint saw a secret",
                            G::KIND
                        );
                        compared += 1;
                        if serde_json::to_value(&twin.game).ok()
                            != serde_json::to_value(&table.game).ok()
                        {
                            hidden_changed += 1;
                        }
                        let played =
                            crate::present::menu(&table.game, seat, &hint.path, Locale::En);
                        let Ok(Menu::Act {
                            action: hinted,
                            chosen,
                        }) = played
                        else {
                            panic!(
                                "{}: the hint's choices {:?} lead nowhere",
                                G::KIND,
                                hint.path
                            );
                        };
                        assert!(table.game.legal_actions(seat).contains(&hinted));
                        assert_eq!(chosen, hint.steps, "{}", G::KIND);
                    }
                    table.play(seat, &action).expect("a legal move plays");
                }
            }
            (G::KIND, compared, hidden_changed)
        }
    }

    #[test]
    fn a_hint_is_the_same_whatever_the_seat_cannot_see_and_plays_a_legal_move() {
        for kind in GameKind::ALL {
            let (found, compared, hidden_changed) = on_engine(kind, SameHintInEveryWorld);
            assert_eq!(found, kind);
            assert!(compared >= 10, "{kind}: only {compared} hints compared");
            assert!(
                hidden_changed * 2 >= compared,
                "{kind}: the redrawn worlds hid nothing different ({hidden_changed} of {compared})"
            );
        }
    }
}
