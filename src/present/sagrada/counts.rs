//! Sagrada's counts: the dice per colour in the bag and on the round track, and each window's
//! score as if the game ended now, from what is public (no secret private objective).

use super::words::colour;
use crate::games::sagrada::Sagrada;
use crate::games::sagrada::{breakdown, Color, SagradaView, ScoreInput};
use crate::i18n::Locale;
use crate::present::counts::{Counts, Pile, SeatScore};
use crate::present::words::bag;
use crate::present::PublicCounts;

/// The breakdown line of the private objective, left out while it is secret.
const PRIVATE: &str = "sagrada.private";

impl PublicCounts for Sagrada {
    fn counts(view: &SagradaView, locale: Locale) -> Counts {
        let pile = |name: &str, counts: [u32; 5]| {
            Pile::of_colours(
                name,
                Color::ALL
                    .iter()
                    .map(|&c| {
                        let n = counts.get(c.index()).copied().unwrap_or(0);
                        (colour(c, locale).to_string(), n)
                    })
                    .collect(),
            )
        };
        let mut track = [0u32; 5];
        for die in view.track.iter().flatten() {
            if let Some(n) = track.get_mut(die.color.index()) {
                *n += 1;
            }
        }
        let track_name = super::words::round_track(locale);
        let scores = view
            .seats
            .iter()
            .filter_map(|s| {
                let window = s.window.as_ref()?;
                let privates = s.private.as_deref().unwrap_or_default();
                let mut lines = breakdown(&ScoreInput {
                    window,
                    publics: &view.publics,
                    privates,
                    favor: view.solo.is_none().then_some(s.favor),
                });
                if privates.is_empty() {
                    lines.retain(|l| l.item != PRIVATE);
                }
                Some(SeatScore {
                    seat: s.seat,
                    score: lines.iter().map(|l| l.points).sum(),
                    lines,
                })
            })
            .collect();
        Counts {
            piles: vec![
                pile(bag(locale), view.bag_by_color()),
                pile(track_name, track),
            ],
            scores,
        }
    }

    /// Solo: the target and whether the score beat it.
    fn sheet_note(
        view: &SagradaView,
        outcome: &crate::game::Outcome,
        locale: Locale,
    ) -> Option<String> {
        let solo = view.solo.as_ref()?;
        let won = outcome.standings.first().is_some_and(|s| s.rank == 1);
        Some(super::words::target_beaten(solo.target, won, locale))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testing::{play_moves, random_seats};
    use crate::game::{Game, Viewer};
    use crate::games::sagrada::{Sagrada, SagradaOptions};

    /// A seeded two-player game of random moves, played until `round` begins.
    fn game_in_round(round: u8) -> Sagrada {
        let mut game = Sagrada::new(&SagradaOptions::default(), 2, 11).unwrap();
        let mut bots = random_seats([1, 2]);
        while game.round < round && !game.is_over() {
            play_moves(&mut game, &mut bots, 1);
        }
        game
    }

    /// Mid-game: the bag and the track add up to the dice out of sight and on the track, and
    /// a spectator's scores leave out the secret private objectives.
    #[test]
    fn counts_show_the_bag_the_track_and_public_scores() {
        let game = game_in_round(3);
        let view = game.view(Viewer::Spectator);
        let counts = Sagrada::counts(&view, Locale::En);
        assert_eq!(counts.piles[0].total, view.bag_count);
        let on_track: usize = view.track.iter().map(Vec::len).sum();
        assert_eq!(counts.piles[1].total as usize, on_track);
        assert!(on_track > 0);
        assert_eq!(counts.scores.len(), view.players);
        for s in &counts.scores {
            assert!(s.lines.iter().all(|l| l.item != PRIVATE));
            assert_eq!(s.lines.iter().map(|l| l.points).sum::<i32>(), s.score);
        }
        let text = Sagrada::counts(&view, Locale::Ru).text(&["A".into(), "B".into()], Locale::Ru);
        assert!(text.contains("**Счётчик раундов**"), "{text}");
    }

    /// A solo game's score sheet ends with the target and whether the score beat it, in each
    /// language; a game of several has no such line.
    #[test]
    fn the_solo_sheet_tells_the_target_and_whether_it_was_beaten() {
        let mut game = Sagrada::new(&SagradaOptions { solo_difficulty: 3 }, 1, 5).unwrap();
        let mut bot = random_seats([3]);
        while !game.is_over() {
            play_moves(&mut game, &mut bot, 1);
        }
        let outcome = game.outcome().unwrap();
        let view = game.view(Viewer::Spectator);
        let target = view.solo.as_ref().unwrap().target;
        let won = outcome.standings[0].rank == 1;
        let note = Sagrada::sheet_note(&view, &outcome, Locale::En).unwrap();
        let verdict = if won { "beaten" } else { "not beaten" };
        assert_eq!(note, format!("Target {target}: {verdict}"));
        let ru = Sagrada::sheet_note(&view, &outcome, Locale::Ru).unwrap();
        assert!(ru.starts_with("Нейтральный результат"), "{ru}");
        let several = game_in_round(2);
        assert_eq!(
            Sagrada::sheet_note(&several.view(Viewer::Spectator), &outcome, Locale::En),
            None
        );
    }

    /// Before everybody chose a pattern nobody has a window to score.
    #[test]
    fn no_scores_before_the_windows_are_chosen() {
        let game = Sagrada::new(&SagradaOptions { solo_difficulty: 3 }, 2, 1).unwrap();
        let counts = Sagrada::counts(&game.view(Viewer::Spectator), Locale::En);
        assert!(counts.scores.is_empty());
        assert_eq!(counts.piles[0].total, 90);
        assert_eq!(counts.piles[0].by_colour[0], ("red".to_string(), 18));
    }
}
