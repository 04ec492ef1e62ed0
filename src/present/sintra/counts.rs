//! Sintra's counts: the bag and the tower per colour, and each score sheet so far.

use super::words::colour;
use crate::games::sintra::Sintra;
use crate::games::sintra::{Colour, SintraView};
use crate::i18n::Locale;
use crate::present::counts::{Counts, Pile, SeatScore};
use crate::present::words::{bag, tower};
use crate::present::PublicCounts;

impl PublicCounts for Sintra {
    fn counts(view: &SintraView, locale: Locale) -> Counts {
        let pile = |name: &str, counts: &[u32]| {
            Pile::of_colours(
                name,
                counts
                    .iter()
                    .enumerate()
                    .map(|(i, &n)| {
                        let c = Colour(u8::try_from(i).unwrap_or(u8::MAX));
                        (colour(c, locale).to_string(), n)
                    })
                    .collect(),
            )
        };
        Counts {
            piles: vec![
                pile(bag(locale), &view.bag),
                pile(tower(locale), &view.tower),
            ],
            scores: view
                .players
                .iter()
                .map(|p| SeatScore {
                    seat: p.seat,
                    score: p.score,
                    lines: p.sheet.lines(view.side),
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Viewer};
    use crate::games::sintra::Sintra;
    use crate::games::Registered;

    /// The bag and tower hold what the view says, colour by colour, and each sheet adds up to
    /// its score.
    #[test]
    fn a_new_game_counts_its_bag_and_sheets() {
        let game = Sintra::new(&Sintra::DEFAULT_OPTIONS, 3, 5).unwrap();
        let view = game.view(Viewer::Spectator);
        let counts = Sintra::counts(&view, Locale::En);
        assert_eq!(counts.piles[0].total, view.bag.iter().sum::<u32>());
        assert!(counts.piles[0].total > 0);
        assert_eq!(counts.piles[0].by_colour.len(), view.bag.len());
        assert_eq!(counts.piles[0].by_colour[0].1, view.bag[0]);
        assert_eq!(counts.scores.len(), 3);
        for s in &counts.scores {
            assert_eq!(s.lines.iter().map(|l| l.points).sum::<i32>(), s.score);
        }
        let text = Sintra::counts(&view, Locale::Uk)
            .text(&["A".into(), "B".into(), "C".into()], Locale::Uk);
        assert!(text.contains("**Вежа** 0"), "{text}");
    }
}
