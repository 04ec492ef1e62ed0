use super::*;
use crate::game::{play_out, Game, Player, RandomPlayer, Viewer};
use crate::games::summer_pavilion::{PavilionOptions, SummerPavilion};
use crate::games::{PavilionSide, WildOrder};
use crate::present::kit::Palette;
use crate::present::prelude::*;
use crate::present::TableGame;

/// Views taken every few actions of a seeded random game, the final one included.
fn views(players: usize, side: PavilionSide, seed: u64) -> Vec<PavilionView> {
    let options = PavilionOptions {
        side,
        wilds: WildOrder::Normal,
    };
    let mut game = SummerPavilion::new(&options, players, seed).unwrap();
    let mut out = vec![game.view(Viewer::Spectator)];
    let mut bots: Vec<Box<dyn Player<SummerPavilion>>> = (0..players)
        .map(|i| Box::new(RandomPlayer::new(seed + i as u64)) as Box<dyn Player<SummerPavilion>>)
        .collect();
    let mut n = 0;
    play_out(&mut game, &mut bots, 20_000, |g, _| {
        n += 1;
        if n % 29 == 0 || g.is_over() {
            out.push(g.view(Viewer::Seat(Seat(0))));
        }
    })
    .unwrap();
    out
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("Player {i}")).collect()
}

fn dimensions(png: &[u8]) -> (u32, u32) {
    let img = image::load_from_memory(png).unwrap();
    (img.width(), img.height())
}

#[test]
fn renders_through_whole_games_for_every_count_and_side() {
    for (players, side, seed) in [
        (2, PavilionSide::Coloured, 1),
        (3, PavilionSide::Beige, 2),
        (4, PavilionSide::Coloured, 3),
        (4, PavilionSide::Beige, 4),
    ] {
        let all = views(players, side, seed);
        assert!(all.len() > 4, "{} views", all.len());
        assert!(all.iter().any(|v| v.phase == Phase::Over));
        let names = names(players);
        for (i, view) in all.iter().enumerate() {
            let locale = Locale::ALL[i % Locale::ALL.len()];
            let table = SummerPavilion::table_png(view, &names, locale).unwrap();
            let expected = table::height(view);
            assert_eq!(dimensions(&table), (table::WIDTH, expected));
            let boards = SummerPavilion::draw_players(view, &names, locale, Palette::Standard)
                .unwrap()
                .expect("every board")
                .to_png()
                .unwrap();
            assert_eq!(
                dimensions(&boards),
                (players::WIDTH, players::height(players))
            );
            for seat in Seat::all(players) {
                let png = SummerPavilion::board_png(view, seat, &names, locale).unwrap();
                if seat == Seat(0) {
                    assert_eq!(dimensions(&png), (board::WIDTH, board::HEIGHT));
                }
            }
        }
    }
}

#[test]
fn same_view_same_bytes() {
    let all = views(3, PavilionSide::Coloured, 9);
    let view = &all[all.len() / 2];
    let names = names(3);
    assert_eq!(
        SummerPavilion::table_png(view, &names, Locale::En).unwrap(),
        SummerPavilion::table_png(view, &names, Locale::En).unwrap()
    );
    assert_eq!(
        SummerPavilion::board_png(view, Seat(1), &names, Locale::Ru).unwrap(),
        SummerPavilion::board_png(view, Seat(1), &names, Locale::Ru).unwrap()
    );
}

#[test]
fn four_player_table_is_small_and_wider_than_tall() {
    let names = names(4);
    for view in views(4, PavilionSide::Coloured, 21) {
        let png = SummerPavilion::table_png(&view, &names, Locale::Ru).unwrap();
        assert!(png.len() <= 250 * 1024, "{} bytes", png.len());
        let (w, h) = dimensions(&png);
        assert!(h < w, "{w}×{h}");
    }
}

#[test]
fn odd_inputs_do_not_panic() {
    let all = views(2, PavilionSide::Coloured, 5);
    let view = &all[1];
    // Missing names, a seat that does not exist, an empty name.
    assert!(SummerPavilion::table_png(view, &[], Locale::En).is_ok());
    assert!(SummerPavilion::board_png(view, Seat(9), &[String::new()], Locale::Ru).is_ok());
    let mut strange = view.clone();
    strange.factories.clear();
    strange.players.clear();
    assert!(SummerPavilion::table_png(&strange, &[], Locale::En).is_ok());
}

#[test]
fn ukrainian_pictures_have_their_own_words() {
    let all = views(2, PavilionSide::Coloured, 6);
    let view = &all[all.len() / 2];
    let names = names(2);
    let uk = SummerPavilion::table_png(view, &names, Locale::Uk).unwrap();
    assert_ne!(
        uk,
        SummerPavilion::table_png(view, &names, Locale::Ru).unwrap()
    );
    assert_ne!(
        uk,
        SummerPavilion::table_png(view, &names, Locale::En).unwrap()
    );
    let board = SummerPavilion::board_png(view, Seat(0), &names, Locale::Uk).unwrap();
    assert_ne!(
        board,
        SummerPavilion::board_png(view, Seat(0), &names, Locale::Ru).unwrap()
    );
}
