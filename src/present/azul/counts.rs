//! Azul's counts: the bag (every tile not in sight) and the box lid per colour, and each score
//! by cause.

use super::words::{self, colour};
use crate::games::azul::{Azul, AzulView, ScoreItem, Tiles};
use crate::i18n::Locale;
use crate::present::counts::{Counts, Pile, SeatScore};
use crate::present::PublicCounts;

impl PublicCounts for Azul {
    fn counts(view: &AzulView, locale: Locale) -> Counts {
        let pile = |name: &str, tiles: &Tiles| Pile::of_tiles(name, tiles, colour, locale);
        Counts {
            piles: vec![
                pile(words::bag(locale), &view.bag_tiles()),
                pile(words::lid(locale), &view.lid),
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
    use crate::game::{Game, Viewer};
    use crate::games::azul::AzulOptions;
    use crate::i18n::Locale;

    #[test]
    fn a_new_game_counts_its_bag_and_nothing_in_the_lid() {
        let game = Azul::new(&AzulOptions::default(), 2, 4).unwrap();
        let view = game.view(Viewer::Spectator);
        let counts = Azul::counts(&view, Locale::En);
        assert_eq!(counts.piles[0].total, 100 - 20);
        assert_eq!(counts.piles[0].total, game.bag_len() as u32);
        assert_eq!(counts.piles[1].total, 0);
        assert_eq!(counts.scores.len(), 2);
        let text = Azul::counts(&view, Locale::Uk).text(&["Ann".into(), "Ben".into()], Locale::Uk);
        assert!(text.contains("**Мішок** 80"), "{text}");
        assert!(text.contains("**Кришка** 0"), "{text}");
    }

    #[test]
    fn every_score_item_is_named_in_every_language() {
        for locale in Locale::ALL {
            for item in ScoreItem::ALL {
                let name = words::score_item(item.key(), locale);
                assert!(name.is_some_and(|n| !n.is_empty()), "{item:?} {locale:?}");
            }
        }
        assert_eq!(words::score_item("sintra.windows", Locale::En), None);
    }
}
