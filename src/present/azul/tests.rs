use super::*;
use crate::game::{play_out, Game, Player, RandomPlayer, Seat, Viewer};
use crate::games::azul::{Azul, AzulOptions};
use crate::games::family::testing::sampled_views;
use crate::present::kit::Palette;
use crate::present::prelude::*;
use crate::present::tests::{player_names, players_png_size, png_size};

/// Views taken every few actions of a seeded random game, the final one included.
fn views(players: usize, side: WallSide, seed: u64) -> Vec<AzulView> {
    let game = Azul::new(&AzulOptions { side }, players, seed).unwrap();
    sampled_views(game, seed, 17)
}

#[test]
fn renders_through_whole_games_for_every_count_and_side() {
    for (players, side, seed) in [
        (2, WallSide::Coloured, 1),
        (3, WallSide::Grey, 2),
        (4, WallSide::Coloured, 3),
        (4, WallSide::Grey, 4),
    ] {
        let all = views(players, side, seed);
        assert!(all.len() > 4, "{} views", all.len());
        assert!(all.iter().any(|v| v.phase == Phase::Over));
        let names = player_names(players);
        for (i, view) in all.iter().enumerate() {
            let locale = Locale::ALL[i % Locale::ALL.len()];
            let table = Azul::table_png(view, &names, locale).unwrap();
            assert_eq!(png_size(&table).0, table::WIDTH);
            assert_eq!(
                players_png_size::<Azul>(view, &names, locale, Palette::HighContrast),
                (players::WIDTH, players::height(players))
            );
            for seat in Seat::all(players) {
                let board = Azul::board_png(view, seat, &names, locale).unwrap();
                assert_eq!(png_size(&board).0, board::WIDTH);
                assert!(!Azul::board_alt(view, seat, &names, locale).is_empty());
            }
            assert!(Azul::table_alt(view, &names, locale).contains(&names[0]));
        }
    }
}

/// With `AZUL_PICTURES=DIR`, writes a table, the players' boards and a board of a 4-player
/// coloured game and a 2-player grey one, a third of the way in, to look at.
#[test]
fn pictures_to_look_at() {
    let Some(dir) = std::env::var_os("AZUL_PICTURES") else {
        return;
    };
    let dir = std::path::Path::new(&dir);
    for (players, side, seed) in [(4, WallSide::Coloured, 7), (2, WallSide::Grey, 8)] {
        let all = views(players, side, seed);
        let names: Vec<String> = ["Alice", "Борис", "Charlotte Augusta of Wales", "Дмитро"]
            .iter()
            .take(players)
            .map(|s| s.to_string())
            .collect();
        for (k, view) in [all.len() / 3, all.len() - 1]
            .iter()
            .filter_map(|&i| all.get(i))
            .enumerate()
        {
            let tag = format!("{players}-{side:?}-{k}");
            let write = |name: &str, png: Vec<u8>| {
                std::fs::write(dir.join(format!("{tag}-{name}.png")), png).unwrap()
            };
            write("table", Azul::table_png(view, &names, Locale::En).unwrap());
            write(
                "players",
                Azul::draw_players(view, &names, Locale::Ru, Palette::Standard)
                    .unwrap()
                    .unwrap()
                    .to_png()
                    .unwrap(),
            );
            write(
                "board",
                Azul::board_png(view, Seat(0), &names, Locale::Uk).unwrap(),
            );
        }
    }
}

/// The table's description names the last move, a take and a round's tiling alike.
#[test]
fn the_table_alt_names_the_last_move() {
    let mut game = Azul::new(&AzulOptions::default(), 2, 3).unwrap();
    let names = player_names(2);
    let view = game.view(Viewer::Spectator);
    assert!(!Azul::table_alt(&view, &names, Locale::En).contains("Last move"));
    let mut bots: Vec<Box<dyn Player<Azul>>> = (0..2)
        .map(|i| Box::new(RandomPlayer::new(i)) as Box<dyn Player<Azul>>)
        .collect();
    let (mut takes, mut tilings) = (0, 0);
    play_out(&mut game, &mut bots, 20_000, |g, _| {
        let view = g.view(Viewer::Spectator);
        let Some(last) = view.last.as_ref() else {
            return;
        };
        let alt = Azul::table_alt(&view, &names, Locale::En);
        let mover = &names[last.seat.index()];
        assert!(alt.starts_with(&format!("Last move: {mover}: ")), "{alt}");
        if last.round_ended {
            tilings += 1;
            assert!(alt.contains("wall tiling"), "{alt}");
        } else {
            takes += 1;
        }
        for locale in [Locale::Ru, Locale::Uk] {
            assert!(
                Azul::table_alt(&view, &names, locale).starts_with("Последний ход")
                    || locale == Locale::Uk
            );
        }
    })
    .unwrap();
    assert!(
        takes > 10 && tilings > 2,
        "{takes} takes, {tilings} tilings"
    );
}

/// The final table shows the standings, not the emptied factories: a line a player, and no
/// disc.
#[test]
fn the_final_table_shows_the_standings() {
    let all = views(4, WallSide::Coloured, 3);
    let (first, last) = (&all[0], &all[all.len() - 1]);
    assert_eq!(last.phase, Phase::Over);
    let names = player_names(4);
    let height = |v: &AzulView| png_size(&Azul::table_png(v, &names, Locale::En).unwrap()).1;
    // Four lines of standings take less than two rows of factories and the centre.
    assert!(
        height(last) + 150 < height(first),
        "{} {}",
        height(last),
        height(first)
    );
}
