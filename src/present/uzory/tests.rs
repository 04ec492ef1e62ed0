//! Pictures at several moments of seeded games: they render, stay small, are deterministic and
//! never leak a hand into the public table.

use crate::present::pictures::{assert_own_words, assert_same_bytes};
use std::collections::BTreeSet;

use super::*;
use crate::game::{play_out, Game, Viewer};
use crate::games::uzory::{test_seats, Uzory};
use crate::present::TableGame;

const KB_250: usize = 250 * 1024;

fn names(n: usize) -> Vec<String> {
    (0..n)
        .map(|i| format!("Player {i} with a rather long name"))
        .collect()
}

/// Snapshots of a seeded game every `every` actions, plus the end.
fn snapshots(players: usize, seed: u64, greedy: bool, every: usize) -> Vec<Uzory> {
    let mut game = Uzory::new(&(), players, seed).unwrap();
    let mut seats = test_seats(players, seed, greedy);
    let mut out = vec![game.clone()];
    let mut count = 0;
    play_out(&mut game, &mut seats, 20_000, |g, _| {
        count += 1;
        if count % every == 0 {
            out.push(g.clone());
        }
    })
    .unwrap();
    out.push(game);
    out
}

fn is_png(bytes: &[u8]) -> bool {
    bytes.get(1..4) == Some(b"PNG".as_slice())
}

#[test]
fn tables_and_hands_render_through_whole_games() {
    for (players, seed, greedy) in [(2, 1, false), (3, 2, true), (4, 3, false)] {
        let names = names(players);
        for (i, game) in snapshots(players, seed, greedy, 25).iter().enumerate() {
            let spectator = game.view(Viewer::Spectator);
            let locale = Locale::ALL[i % Locale::ALL.len()];
            let table = Uzory::table_png(&spectator, &names, locale).unwrap();
            assert!(is_png(&table) && table.len() <= KB_250, "{}", table.len());
            for seat in Seat::all(players) {
                let own = game.view(Viewer::Seat(seat));
                let marked = table_png_marked(&own, &names, locale, &own.legal_cells).unwrap();
                assert!(is_png(&marked) && marked.len() <= KB_250);
                let hand = Uzory::board_png(&own, seat, &names, locale).unwrap();
                assert!(is_png(&hand) && hand.len() <= KB_250, "{}", hand.len());
                // Nobody's hand from the spectator's view: the hidden card.
                let hidden = Uzory::board_png(&spectator, seat, &names, locale).unwrap();
                assert!(is_png(&hidden) && hidden.len() < hand.len());
            }
        }
    }
}

#[test]
fn greedy_games_show_frames() {
    let games = snapshots(2, 7, true, 1000);
    let end = games.last().unwrap();
    let view = end.view(Viewer::Spectator);
    let png = Uzory::table_png(&view, &names(2), Locale::En).unwrap();
    let decoded = image::load_from_memory(&png).unwrap().to_rgb8();
    assert_eq!(decoded.width(), WIDTH);
}

#[test]
fn same_view_same_bytes() {
    let game = snapshots(3, 4, true, 1000).pop().unwrap();
    let view = game.view(Viewer::Seat(Seat(1)));
    assert_same_bytes::<Uzory>(&view, Seat(1), &names(3), (Locale::Ru, Locale::En));
}

#[test]
fn the_table_never_shows_a_hand() {
    for (players, seed) in [(2, 5), (4, 6)] {
        let names = names(players);
        for game in snapshots(players, seed, false, 30) {
            let public =
                Uzory::table_png(&game.view(Viewer::Spectator), &names, Locale::En).unwrap();
            for seat in Seat::all(players) {
                let own = game.view(Viewer::Seat(seat));
                assert!(own.hand.is_some());
                assert_eq!(Uzory::table_png(&own, &names, Locale::En).unwrap(), public);
            }
        }
    }
}

#[test]
fn frame_outlines_are_closed_loops() {
    // A 2×2 block of quarters (the smallest frame) is one loop of four corners.
    let block: BTreeSet<(i32, i32)> = [(1, 1), (1, 2), (2, 1), (2, 2)].into_iter().collect();
    let loops = table::loops_for_test(&block);
    assert_eq!(loops, vec![vec![(1, 1), (3, 1), (3, 3), (1, 3)]]);
    // Two blocks touching at one corner stay two loops.
    let pinch: BTreeSet<(i32, i32)> = [
        (0, 0),
        (0, 1),
        (1, 0),
        (1, 1),
        (2, 2),
        (2, 3),
        (3, 2),
        (3, 3),
    ]
    .into_iter()
    .collect();
    assert_eq!(table::loops_for_test(&pinch).len(), 2);
}

/// A frame around a hole gets one outline, its outside: the hole's edge is the inner frame's.
#[test]
fn a_frame_is_outlined_once_and_its_holes_are_not() {
    let ring: BTreeSet<(i32, i32)> = (0..3)
        .flat_map(|r| (0..3).map(move |c| (r, c)))
        .filter(|&q| q != (1, 1))
        .collect();
    let loops = table::loops_for_test(&ring);
    assert_eq!(loops.len(), 2);
    let outer: Vec<_> = loops
        .iter()
        .filter(|l| table::is_outer_for_test(l))
        .collect();
    assert_eq!(outer.len(), 1);
    assert!(outer
        .iter()
        .all(|l| l.contains(&(0, 0)) && l.contains(&(3, 3))));
}

#[test]
fn ukrainian_pictures_have_their_own_words() {
    let game = snapshots(2, 12, true, 5).swap_remove(1);
    let view = game.view(Viewer::Seat(Seat(0)));
    assert_own_words::<Uzory>(&view, &names(2));
}

/// The table's description names the last move (issue 50): nothing before the first turn, then
/// the mover, the cell and what the tile closed, in the log's words.
#[test]
fn the_table_alt_names_the_last_move() {
    let mut game = Uzory::new(&(), 2, 3).unwrap();
    let names = names(2);
    let alt = |game: &Uzory, locale| {
        let view = game.view(Viewer::Spectator);
        game.table_alt_text(&view, &names, locale)
            .unwrap_or_default()
    };
    assert!(!alt(&game, Locale::En).contains("Last move"));
    let seat = game.first_player();
    let place = game
        .legal_actions(seat)
        .into_iter()
        .find(|a| matches!(a, crate::games::uzory::Action::Place { .. }))
        .unwrap();
    game.play(seat, &place).unwrap();
    let mover = &names[seat.index()];
    assert!(
        alt(&game, Locale::En).contains(&format!("Last move: {mover} — tile placed at ")),
        "{}",
        alt(&game, Locale::En)
    );
    assert!(alt(&game, Locale::Ru).contains(&format!("Последний ход: {mover} — жетон на ")));
    let seat = game.to_act()[0];
    game.play(seat, &crate::games::uzory::Action::Discard(vec![]))
        .unwrap();
    let seat = game.to_act()[0];
    game.play(seat, &crate::games::uzory::Action::Pass).unwrap();
    let mover = &names[seat.index()];
    assert!(alt(&game, Locale::En)
        .contains(&format!("Last move: {mover} — passes · 3 tiles discarded")));
}
