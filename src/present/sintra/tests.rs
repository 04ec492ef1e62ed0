use super::*;
use crate::game::{play_out, Game, Player, RandomPlayer, Seat, Viewer};
use crate::games::sintra::{Sintra, SintraOptions, SintraView};
use crate::games::SintraSide;
use crate::i18n::Locale;
use crate::present::kit::Palette;
use crate::present::pictures::{assert_own_words, assert_same_bytes};
use crate::present::prelude::*;
use crate::present::tests::{players_png_size, png_size};
use crate::present::TableGame;

fn names() -> Vec<String> {
    [
        "Alice",
        "Борис",
        "Charlotte Augusta of Wales, Princess",
        "D",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// Views at several moments of a seeded random game, the last one at its end.
fn views(players: usize, side: SintraSide, seed: u64) -> Vec<SintraView> {
    let mut game = Sintra::new(&SintraOptions::new(side), players, seed).unwrap();
    let mut out = vec![game.view(Viewer::Spectator)];
    let mut seats: Vec<Box<dyn Player<Sintra>>> = (0..players)
        .map(|i| Box::new(RandomPlayer::new(seed * 10 + i as u64)) as Box<dyn Player<Sintra>>)
        .collect();
    let mut n = 0;
    play_out(&mut game, &mut seats, 10_000, |g, _| {
        n += 1;
        if n % 37 == 5 {
            out.push(g.view(Viewer::Seat(Seat(0))));
        }
    })
    .unwrap();
    out.push(game.view(Viewer::Spectator));
    out
}

#[test]
fn every_moment_of_random_games_renders() {
    for players in 2..=4 {
        for side in [SintraSide::A, SintraSide::B] {
            for (i, view) in views(players, side, players as u64 + 40)
                .into_iter()
                .enumerate()
            {
                let locale = Locale::ALL[i % Locale::ALL.len()];
                let table = Sintra::table_png(&view, &names(), locale).unwrap();
                let factories = view.factories.len();
                assert_eq!(png_size(&table), (table::WIDTH, table::height(factories)));
                assert_eq!(
                    players_png_size::<Sintra>(&view, &names(), locale, Palette::Standard),
                    (table::WIDTH, table::players_height(players))
                );
                for seat in Seat::all(players) {
                    let locale = Locale::ALL[(i + seat.index()) % Locale::ALL.len()];
                    let board = Sintra::board_png(&view, seat, &names(), locale).unwrap();
                    assert_eq!(png_size(&board), (board::WIDTH, board::HEIGHT));
                }
            }
        }
    }
}

#[test]
fn same_view_same_bytes() {
    let view = views(3, SintraSide::B, 8).swap_remove(2);
    assert_same_bytes::<Sintra>(&view, Seat(1), &names(), (Locale::En, Locale::En));
}

#[test]
fn four_player_table_is_small() {
    for view in views(4, SintraSide::A, 3) {
        let png = Sintra::table_png(&view, &names(), Locale::Ru).unwrap();
        assert!(png.len() <= 250 * 1024, "{} bytes", png.len());
    }
}

#[test]
fn missing_names_and_seats_do_not_panic() {
    let view = views(4, SintraSide::A, 1).swap_remove(1);
    assert!(Sintra::table_png(&view, &[], Locale::En).is_ok());
    assert!(Sintra::board_png(&view, Seat(9), &[], Locale::En).is_ok());
}

#[test]
fn every_game_colour_has_its_own_glass() {
    let glasses: std::collections::HashSet<_> = crate::games::sintra::components()
        .all_colours()
        .map(glass)
        .collect();
    assert_eq!(
        glasses.len(),
        crate::games::sintra::components().colour_count()
    );
}

#[test]
fn ukrainian_pictures_have_their_own_words() {
    let view = views(3, SintraSide::A, 12).swap_remove(2);
    assert_own_words::<Sintra>(&view, &names());
}

/// One term per thing: the board's sheet names each cause of points as the score sheet does,
/// the round is "Round 1/6" everywhere (no Roman numerals), and the round colour is the round
/// colour in the status and on the table alike.
#[test]
fn the_board_and_the_score_sheet_share_their_words() {
    use crate::games::sintra::ScoreItem;

    for locale in Locale::ALL {
        for item in [
            ScoreItem::RoundColour,
            ScoreItem::Windows,
            ScoreItem::BrokenReset,
            ScoreItem::Leftover,
            ScoreItem::BrokenTrack,
            ScoreItem::Ornaments,
            ScoreItem::ColourWindows,
        ] {
            let sheet = crate::present::counts::score_item(item.key(), locale);
            let named = super::words::score_item_named(item.key(), locale);
            assert_eq!(named.as_deref(), Some(sheet.as_str()));
            assert_ne!(sheet, item.key(), "{locale:?}: {item:?} has no name");
        }
    }
    let game = Sintra::new(&SintraOptions::new(SintraSide::A), 2, 1).unwrap();
    let status = game.status(&names(), Locale::En);
    assert!(status.starts_with("Round 1/"), "{status}");
    for source in [include_str!("table.rs"), include_str!("board.rs")] {
        assert!(!source.contains("\"bonus colour\""));
        assert!(!source.contains("roman("));
    }
}

/// The table's description names the last turn in the log's words, after a person's move and
/// after the computer's alike (the record does not care who made it).
#[test]
fn the_table_description_names_the_last_move() {
    use crate::games::sintra::{Action, Source};
    let mut game = Sintra::new(&SintraOptions::new(SintraSide::A), 2, 4).unwrap();
    let view = game.view(Viewer::Spectator);
    let alt = game.table_alt_text(&view, &names(), Locale::En).unwrap();
    assert!(!alt.contains("Last move"), "{alt}");
    let seat = game.to_act()[0];
    let colour = view.factories[0][0];
    let count = view.factories[0].iter().filter(|&&c| c == colour).count();
    game.play(
        seat,
        &Action::Take {
            source: Source::Factory(0),
            colour,
        },
    )
    .unwrap();
    let view = game.view(Viewer::Spectator);
    let alt = game.table_alt_text(&view, &names(), Locale::En).unwrap();
    let name = &names()[seat.index()];
    let expected = format!(
        "Last move: {name}: Factory 1: {} ×{count}",
        super::words::colour_label(colour, Locale::En)
    );
    assert!(alt.contains(&expected), "{alt}");
    let ru = game.table_alt_text(&view, &names(), Locale::Ru).unwrap();
    assert!(ru.contains("Последний ход: "), "{ru}");
    // A computer's move is recorded the same way.
    let mut computer = RandomPlayer::new(7);
    let mut choose = |game: &mut Sintra, seat: Seat| {
        let view = game.view(Viewer::Seat(seat));
        let legal = game.legal_actions(seat);
        let action = Player::<Sintra>::choose(&mut computer, seat, &view, &legal).unwrap();
        game.play(seat, &action).unwrap();
    };
    while game.to_act() == vec![seat] {
        choose(&mut game, seat);
    }
    let next = game.to_act()[0];
    choose(&mut game, next);
    let view = game.view(Viewer::Spectator);
    let alt = game.table_alt_text(&view, &names(), Locale::En).unwrap();
    assert!(
        alt.contains(&format!("Last move: {}:", names()[next.index()])),
        "{alt}"
    );
}
