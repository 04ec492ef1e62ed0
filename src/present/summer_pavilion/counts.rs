//! Summer Pavilion's counts: the bag and the tower per colour, and each score by cause.

use super::words::colour;
use crate::games::summer_pavilion::SummerPavilion;
use crate::games::summer_pavilion::{PavilionView, ScoreItem, Tiles};
use crate::i18n::Locale;
use crate::present::counts::{Counts, Pile, SeatScore};
use crate::present::words::{bag, tower};
use crate::present::PublicCounts;

impl PublicCounts for SummerPavilion {
    fn counts(view: &PavilionView, locale: Locale) -> Counts {
        let pile = |name: &str, tiles: &Tiles| Pile::of_tiles(name, tiles, colour, locale);
        Counts {
            piles: vec![
                pile(bag(locale), &view.bag_tiles()),
                pile(tower(locale), &view.tower),
            ],
            scores: view
                .players
                .iter()
                .map(|p| SeatScore::booked(p.seat, p.score, &p.ledger, ScoreItem::key))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Seat, Viewer};
    use crate::games::summer_pavilion::{PavilionOptions, SummerPavilion};

    /// At the start every tile not on a factory is in the bag, and the starting points are
    /// everybody's whole score.
    #[test]
    fn a_new_game_counts_its_bag_and_starting_points() {
        let game = SummerPavilion::new(&PavilionOptions::default(), 2, 4).unwrap();
        let view = game.view(Viewer::Spectator);
        let counts = SummerPavilion::counts(&view, Locale::En);
        let on_show: u32 = view.factories.iter().map(Tiles::total).sum::<u32>()
            + view.supply.iter().flatten().count() as u32;
        assert_eq!(counts.piles[0].total, 132 - on_show);
        assert_eq!(counts.piles[0].total, game.bag_len() as u32);
        assert_eq!(counts.piles[1].total, 0);
        assert_eq!(counts.scores.len(), 2);
        assert_eq!(counts.scores[1].seat, Seat(1));
        let total: i32 = counts.scores[0].lines.iter().map(|l| l.points).sum();
        assert_eq!(total, counts.scores[0].score);
        let text = SummerPavilion::counts(&view, Locale::Ru)
            .text(&["Ann".into(), "Ben".into()], Locale::Ru);
        assert!(text.contains("**Мешок**"), "{text}");
        assert!(text.contains("**Ben** 5"), "{text}");
    }
}
