use super::*;
use crate::game::{Game, Player, Viewer};
use crate::games::family::testing::sampled_views;
use crate::games::summer_pavilion::{PavilionOptions, SummerPavilion};
use crate::games::{PavilionSide, WildOrder};
use crate::present::kit::Palette;
use crate::present::tests::{player_names, players_png_size, png_size};
use crate::present::TableGame;

/// Views taken every few actions of a seeded random game, the final one included.
fn views(players: usize, side: PavilionSide, seed: u64) -> Vec<PavilionView> {
    let options = PavilionOptions {
        side,
        wilds: WildOrder::Normal,
    };
    let game = SummerPavilion::new(&options, players, seed).unwrap();
    sampled_views(game, seed, 29)
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
        let names = player_names(players);
        for (i, view) in all.iter().enumerate() {
            let locale = Locale::ALL[i % Locale::ALL.len()];
            let table = SummerPavilion::table_png(view, &names, locale).unwrap();
            let expected = table::height(view, locale);
            assert_eq!(png_size(&table), (table::WIDTH, expected));
            assert_eq!(
                players_png_size::<SummerPavilion>(view, &names, locale, Palette::Standard),
                (players::WIDTH, players::height(players))
            );
            for seat in Seat::all(players) {
                let png = SummerPavilion::board_png(view, seat, &names, locale).unwrap();
                if seat == Seat(0) {
                    assert_eq!(png_size(&png), (board::WIDTH, board::HEIGHT));
                }
            }
        }
    }
}

#[test]
fn same_view_same_bytes() {
    let all = views(3, PavilionSide::Coloured, 9);
    let view = &all[all.len() / 2];
    let names = player_names(3);
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
    let names = player_names(4);
    for view in views(4, PavilionSide::Coloured, 21) {
        let png = SummerPavilion::table_png(&view, &names, Locale::Ru).unwrap();
        assert!(png.len() <= 250 * 1024, "{} bytes", png.len());
        let (w, h) = png_size(&png);
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
    let names = player_names(2);
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

/// The table's description for screen readers starts its facts with the last move, in the
/// log's words, after a person's move and a computer's alike.
#[test]
fn the_table_alt_text_names_the_last_move() {
    use crate::games::summer_pavilion::Greedy;
    let mut game = SummerPavilion::new(&PavilionOptions::default(), 2, 3).unwrap();
    let names = player_names(2);
    let alt = |game: &SummerPavilion, locale| {
        game.public_images(&names, locale, Palette::Standard)
            .unwrap()[0]
            .alt
            .clone()
            .unwrap_or_default()
    };
    assert!(!alt(&game, Locale::En).contains("Last move"));
    let seat = game.to_act()[0];
    let action = game.legal_actions(seat)[0];
    game.play(seat, &action).unwrap();
    let text = alt(&game, Locale::En);
    assert!(
        text.contains(&format!("Last move: Player {} — ", seat.0)),
        "{text}"
    );
    let seat = game.to_act()[0];
    let view = game.view(Viewer::Seat(seat));
    let action = Greedy::new(1)
        .choose(seat, &view, &game.legal_actions(seat))
        .unwrap();
    game.play(seat, &action).unwrap();
    let text = alt(&game, Locale::Ru);
    assert!(
        text.contains(&format!("Последний ход: Player {} — ", seat.0)),
        "{text}"
    );
}

/// With `PAVILION_DUMP=DIR`, writes the table and the boards at telling moments of a greedy
/// 4-seat game (the deal, the first takes, a bonus, a keep), to be looked at.
#[test]
fn dump_telling_moments() {
    use crate::games::summer_pavilion::{Greedy, LastMove};
    let Some(dir) = std::env::var_os("PAVILION_DUMP") else {
        return;
    };
    let names: Vec<String> = ["Alice", "Борис", "Charlotte Augusta of Wales", "Дмитро"]
        .map(String::from)
        .to_vec();
    let mut game = SummerPavilion::new(&PavilionOptions::default(), 4, 11).unwrap();
    let mut bots: Vec<Greedy> = (0..4).map(Greedy::new).collect();
    let (mut n, mut bonus, mut keep) = (0, false, false);
    while !game.is_over() {
        let view = game.view(Viewer::Spectator);
        let telling = match &view.last {
            Some(LastMove::Placed { bonus: b, .. }) if !b.is_empty() && !bonus => {
                bonus = true;
                true
            }
            Some(LastMove::Passed { kept, .. }) if !kept.is_empty() && !keep => {
                keep = true;
                true
            }
            _ => n < 3,
        };
        if telling {
            for locale in [Locale::En, Locale::Ru] {
                let images = game
                    .public_images(&names, locale, Palette::Standard)
                    .unwrap();
                for image in images {
                    let path = std::path::Path::new(&dir)
                        .join(format!("m{n:03}-{locale:?}-{}", image.name));
                    std::fs::write(path, &image.png).unwrap();
                }
                let board = SummerPavilion::board_png(&view, Seat(0), &names, locale).unwrap();
                std::fs::write(
                    std::path::Path::new(&dir).join(format!("m{n:03}-{locale:?}-board0.png")),
                    board,
                )
                .unwrap();
                if locale == Locale::En {
                    let alt = game
                        .public_images(&names, locale, Palette::Standard)
                        .unwrap()[0]
                        .alt
                        .clone()
                        .unwrap_or_default();
                    eprintln!("m{n:03}: {alt}");
                }
            }
        }
        let seat = game.to_act()[0];
        let view = game.view(Viewer::Seat(seat));
        let action = bots[seat.index()]
            .choose(seat, &view, &game.legal_actions(seat))
            .unwrap();
        game.play(seat, &action).unwrap();
        n += 1;
    }
}
