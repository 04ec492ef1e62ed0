//! Every button and select-option label fits a phone: at most [`MAX_LABEL`] characters in
//! every language (Discord cuts longer ones on phones). Walks every label the menus can produce
//! at moments across seeded random games of every kind and size, and the fixed button texts.

use crate::ai::AiLevel;
use crate::game::{play_out, Player, RandomPlayer, Viewer};
use crate::games::GameKind;
use crate::i18n::{Locale, Text};
use crate::present::{TableGame, MAX_LABEL, PRESENTED};

fn too_long(label: &str) -> bool {
    label.chars().count() > MAX_LABEL
}

fn assert_fits(label: &str, what: &str) {
    assert!(
        !too_long(label),
        "{what}: {label:?} has {} characters",
        label.chars().count()
    );
}

/// Every step label of every legal action of every seat to act, in every language, at every
/// `every`-th decision of seeded random games of each size.
pub(super) fn assert_menu_labels_fit<G: TableGame>(seeds: u64, every: usize) {
    let mut checked = 0;
    let mut long = std::collections::BTreeSet::new();
    for players in G::player_counts(&G::DEFAULT_OPTIONS) {
        for seed in 0..seeds {
            let Ok(mut game) = G::new(&G::DEFAULT_OPTIONS, players, seed) else {
                continue;
            };
            let mut seats: Vec<Box<dyn Player<G>>> = (0..players as u64)
                .map(|i| Box::new(RandomPlayer::new(seed * 10 + i)) as Box<dyn Player<G>>)
                .collect();
            let mut n = 0;
            play_out(&mut game, &mut seats, 100_000, |g, _| {
                n += 1;
                if n % every != 0 {
                    return;
                }
                for seat in g.to_act() {
                    let view = g.view(Viewer::Seat(seat));
                    for action in g.legal_actions(seat) {
                        for locale in Locale::ALL {
                            for choice in G::steps(&view, &action, locale) {
                                checked += 1;
                                if too_long(&choice.label) {
                                    long.insert(choice.label);
                                }
                            }
                        }
                    }
                }
            })
            .expect("the game ends");
        }
    }
    assert!(
        long.is_empty(),
        "{:?}: labels over {MAX_LABEL} characters: {long:#?}",
        G::KIND
    );
    assert!(checked > 1_000, "{:?}: only {checked} labels", G::KIND);
}

#[test]
fn every_games_labels_fit_a_phone() {
    std::thread::scope(|threads| {
        for game in PRESENTED {
            // Sintra's labels vary most with the deal, Uzory's games are short.
            let (seeds, every) = match game.kind {
                GameKind::Sintra => (4, 2),
                GameKind::Uzory => (3, 1),
                _ => (3, 3),
            };
            threads.spawn(move || (game.checks.labels)(seeds, every));
        }
    });
}

#[test]
fn fixed_button_and_option_labels_fit_a_phone() {
    let mut texts = vec![
        Text::ButtonJoin,
        Text::ButtonLeave,
        Text::ButtonStart,
        Text::ButtonCancel,
        Text::ButtonMyBoard,
        Text::ButtonTakeTurn,
        Text::ButtonBack,
        Text::ButtonRematch,
        Text::ComputerRemove,
    ];
    texts.extend(AiLevel::ALL.into_iter().map(Text::ComputerAdd));
    for locale in Locale::ALL {
        for text in &texts {
            assert_fits(&locale.text(text), &format!("{text:?} {locale:?}"));
        }
    }
}
