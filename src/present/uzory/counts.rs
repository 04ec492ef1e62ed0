//! Uzory's counts: tiles left in the pile and lying in the discards, the frames closed by
//! scorer, and each seat's victory points.

use super::words::{self, colour};
use crate::game::{ScoreLine, Seat};
use crate::games::uzory::Uzory;
use crate::games::uzory::{UzoryView, SCORE_KEY};
use crate::i18n::Locale;
use crate::present::counts::{Counts, Pile, SeatScore};
use crate::present::PublicCounts;

impl PublicCounts for Uzory {
    fn counts(view: &UzoryView, locale: Locale) -> Counts {
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        let plain = |name: &str, n: usize| Pile {
            name: name.to_string(),
            total: count(n),
            by_colour: Vec::new(),
        };
        let scored_by = |who: Option<Seat>| {
            count(
                view.frames
                    .iter()
                    .filter(|f| f.result.scorer() == who)
                    .count(),
            )
        };
        let mut frames: Vec<(String, u32)> = view
            .colours
            .iter()
            .zip(Seat::all(view.players()))
            .map(|(&c, seat)| (colour(c, locale).to_string(), scored_by(Some(seat))))
            .collect();
        frames.push((words::nobody(locale).to_string(), scored_by(None)));
        Counts {
            piles: vec![
                plain(words::pile(locale), view.pile_size),
                plain(words::discards(locale), view.discard.len()),
                Pile::of_colours(words::frames(locale), frames),
            ],
            scores: Seat::all(view.players())
                .map(|seat| {
                    let points = view.points.get(seat.index()).copied().unwrap_or(0);
                    let points = i32::try_from(points).unwrap_or(i32::MAX);
                    SeatScore {
                        seat,
                        score: points,
                        lines: vec![ScoreLine {
                            item: SCORE_KEY.into(),
                            points,
                        }],
                    }
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testing::{play_moves, random_seats};
    use crate::game::{Game, Viewer};
    use crate::games::uzory::Uzory;
    use crate::games::Registered;

    /// Through a random game: the pile and the discards are the view's, every frame is counted
    /// once under its scorer, and the scores are the victory points.
    #[test]
    fn counts_follow_the_pile_the_discards_and_the_frames() {
        let mut game = Uzory::new(&Uzory::DEFAULT_OPTIONS, 3, 2).unwrap();
        let mut bots = random_seats(0..3);
        while !game.is_over() {
            let view = game.view(Viewer::Spectator);
            let counts = Uzory::counts(&view, Locale::En);
            assert_eq!(counts.piles[0].total as usize, view.pile_size);
            assert_eq!(counts.piles[1].total as usize, view.discard.len());
            assert_eq!(counts.piles[2].total as usize, view.frames.len());
            let points: Vec<u32> = counts.scores.iter().map(|s| s.score as u32).collect();
            assert_eq!(points, view.points);
            play_moves(&mut game, &mut bots, 1);
        }
        let text = Uzory::counts(&game.view(Viewer::Spectator), Locale::Uk)
            .text(&["A".into(), "B".into(), "C".into()], Locale::Uk);
        assert!(text.contains("**Колода**"), "{text}");
    }
}
