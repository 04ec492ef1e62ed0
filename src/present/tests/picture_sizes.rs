//! Every picture of a 4-player table stays light enough for a phone (issue 22): at most
//! [`MAX_PICTURE`] bytes, at moments across whole seeded random games of every kind, in every
//! language, with long names.

use crate::game::{play_out, Player, RandomPlayer, Seat, Viewer};
use crate::i18n::Locale;
use crate::present::kit::Palette;
use crate::present::TableGame;

/// The bound on one picture of a 4-player table.
pub(super) const MAX_PICTURE: usize = 60 * 1024;

pub(super) fn names() -> Vec<String> {
    ["Alice", "Борис", "Charlotte Augusta of Wales", "Дмитро"]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// The largest table and board picture at several moments of a seeded random 4-player game,
/// with where each was seen.
fn largest<G: TableGame>(seed: u64) -> ((usize, String), (usize, String)) {
    let mut game = G::new(&G::DEFAULT_OPTIONS, 4, seed).expect("a 4-player game");
    let mut seats: Vec<Box<dyn Player<G>>> = (0..4)
        .map(|i| Box::new(RandomPlayer::new(seed * 10 + i)) as Box<dyn Player<G>>)
        .collect();
    let mut views = vec![game.view(Viewer::Spectator)];
    let mut n = 0;
    play_out(&mut game, &mut seats, 100_000, |g, _| {
        n += 1;
        if n % 29 == 3 {
            views.push(g.view(Viewer::Seat(Seat(0))));
        }
    })
    .expect("the game ends");
    views.push(game.view(Viewer::Spectator));
    let (mut table, mut board) = ((0, String::new()), (0, String::new()));
    for (i, view) in views.iter().enumerate() {
        let locale = Locale::ALL[i % Locale::ALL.len()];
        let png = G::table_png(view, &names(), locale).expect("table");
        if png.len() > table.0 {
            table = (png.len(), format!("table at moment {i} ({locale:?})"));
        }
        // The players' boards picture counts as a table picture: it is shared the same way.
        let players = G::draw_players(view, &names(), locale, Palette::Standard)
            .expect("players")
            .map(|canvas| canvas.to_png().expect("png"));
        if let Some(png) = players.filter(|png| png.len() > table.0) {
            table = (png.len(), format!("players at moment {i} ({locale:?})"));
        }
        for seat in Seat::all(4) {
            let png = G::board_png(view, seat, &names(), locale).expect("board");
            if png.len() > board.0 {
                board = (
                    png.len(),
                    format!("board {seat:?} at moment {i} ({locale:?})"),
                );
            }
        }
    }
    (table, board)
}

pub(super) fn assert_light<G: TableGame>(seed: u64) {
    let (table, board) = largest::<G>(seed);
    eprintln!("{:?}: largest {table:?}, {board:?}", G::KIND);
    for (bytes, what) in [table, board] {
        assert!(bytes <= MAX_PICTURE, "{:?} {what}: {bytes} bytes", G::KIND);
    }
}

#[test]
fn every_games_pictures_are_light() {
    std::thread::scope(|threads| {
        for (seed, game) in (3..).zip(crate::present::PRESENTED) {
            threads.spawn(move || (game.checks.light)(seed));
        }
    });
}
