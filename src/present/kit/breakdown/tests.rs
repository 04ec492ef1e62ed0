//! Sheets for finished random games of every kind, in every language.

use super::*;
use crate::game::{play_out, Game, Player, RandomPlayer};
use crate::games::sagrada::{Sagrada, SagradaOptions};
use crate::games::sintra::{Sintra, SintraOptions};
use crate::games::summer_pavilion::{PavilionOptions, SummerPavilion};
use crate::games::uzory::Uzory;

/// The outcome of a seeded game between random players.
fn finished<G: Game>(options: &G::Options, players: usize, seed: u64) -> Outcome {
    let mut game = G::new(options, players, seed).expect("setup");
    let mut seats: Vec<Box<dyn Player<G>>> = (0..players)
        .map(|i| Box::new(RandomPlayer::new(seed + i as u64)) as Box<dyn Player<G>>)
        .collect();
    play_out(&mut game, &mut seats, 100_000, |_, _| {}).expect("the game ends");
    game.outcome().expect("a finished game has an outcome")
}

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Player {i}")).collect()
}

/// Decodes the PNG and returns its size.
fn dimensions(png: &[u8]) -> (u32, u32) {
    let image = image::load_from_memory(png).expect("a PNG");
    (image.width(), image.height())
}

fn sane(outcome: &Outcome, names: &[String]) {
    for locale in Locale::ALL {
        let png = score_breakdown(outcome, names, locale).expect("renders");
        let (w, h) = dimensions(&png);
        assert!((800..=1000).contains(&w), "{w} wide");
        assert!((250..=1600).contains(&h), "{h} high");
        assert!(png.len() < 200 * 1024, "{} bytes", png.len());
    }
}

#[test]
fn every_game_ends_in_a_sheet() {
    let games = [
        finished::<SummerPavilion>(&PavilionOptions::default(), 4, 1),
        finished::<Sintra>(&SintraOptions::default(), 3, 2),
        finished::<Sagrada>(&SagradaOptions::default(), 2, 3),
        finished::<Uzory>(&(), 4, 4),
    ];
    for outcome in &games {
        sane(outcome, &names(outcome.standings.len()));
    }
}

#[test]
fn a_solo_game_and_long_names_fit() {
    let solo = finished::<Sagrada>(&SagradaOptions::default(), 1, 5);
    assert_eq!(solo.standings.len(), 1);
    sane(&solo, &names(1));
    let wide = "Ш".repeat(32);
    sane(&solo, std::slice::from_ref(&wide));
    let four = finished::<Sagrada>(&SagradaOptions::default(), 4, 6);
    sane(&four, &vec![wide.clone(); 4]);
    let room = MIN_COLUMN - 2.0 * PAD;
    // Names never shrink below a fact's size (issue 50): the widest letters take two lines.
    let (lines, style) = fit_name(&wide, NAME, room);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[1].ends_with('…'), "{lines:?}");
    assert!(lines.concat().chars().count() >= 4, "{lines:?}");
    assert!(lines.iter().all(|l| Canvas::text_width(l, style) <= room));
    // A name of words breaks after a word where one fits.
    let (lines, _) = fit_name("Ann Augusta of Wales", NAME, room);
    assert_eq!(lines.first().map(String::as_str), Some("Ann"), "{lines:?}");
    assert_eq!(fit_name("Ann", NAME, room), (vec!["Ann".to_string()], NAME));
}

#[test]
fn missing_names_and_odd_outcomes_still_render() {
    let empty = Outcome {
        standings: Vec::new(),
    };
    assert!(score_breakdown(&empty, &[], Locale::En).is_ok());
    let four = finished::<SummerPavilion>(&PavilionOptions::default(), 4, 7);
    assert!(score_breakdown(&four, &[], Locale::Ru).is_ok());
}

#[test]
fn rows_are_the_union_of_items_in_order() {
    let line = |item: &str, points| crate::game::ScoreLine {
        item: item.into(),
        points,
    };
    let outcome = Outcome::ranked(vec![
        (crate::game::Seat(0), 5, 0, vec![line("a", 5)]),
        (crate::game::Seat(1), 9, 0, vec![line("b", 4), line("a", 5)]),
    ]);
    let sheet = Sheet::new(&outcome, &[], Locale::En);
    assert_eq!(sheet.labels, vec!["b", "a"]);
    assert_eq!(sheet.points, vec![vec![4, 0], vec![5, 5]]);
    let ranks: Vec<u8> = sheet.players.iter().map(|p| p.rank).collect();
    assert_eq!(ranks, vec![1, 2]);
    assert_eq!(sheet.players[0].name, "Player 2");
}
