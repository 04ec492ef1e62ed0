//! Plays seeded Summer Pavilion games with greedy players and writes the table and board
//! pictures at telling moments, to look at them by eye:
//! `cargo run --release --example render_summer_pavilion -- /tmp/sp`.

use std::path::{Path, PathBuf};
use std::time::Instant;

use vitrail::game::{play_out, Game, Player, Seat, Viewer};
use vitrail::games::summer_pavilion::{
    Greedy, PavilionOptions, PavilionView, Phase, SummerPavilion,
};
use vitrail::games::{PavilionSide, WildOrder};
use vitrail::i18n::Locale;
use vitrail::present::TableGame;

/// The moments worth a picture, in the order they are looked for.
const MOMENTS: [&str; 5] = ["start", "placing", "bonus", "keeping", "end"];

fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "sp".to_string()));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("cannot create {}: {e}", dir.display());
        return;
    }
    for (players, side, seed, locale) in [
        (2, PavilionSide::Coloured, 7, Locale::En),
        (4, PavilionSide::Coloured, 11, Locale::En),
        (2, PavilionSide::Beige, 3, Locale::Ru),
        (3, PavilionSide::Beige, 5, Locale::En),
        (3, PavilionSide::Coloured, 13, Locale::Uk),
    ] {
        let snapshots = play(players, side, seed);
        let names: Vec<String> = [
            "Alice",
            "Бобр Добрый",
            "Carol with a very long display name",
            "Dmitri",
        ]
        .iter()
        .take(players)
        .map(|s| s.to_string())
        .collect();
        let tag = format!("{players}p-{side:?}").to_lowercase();
        for (moment, view) in &snapshots {
            write(
                &dir,
                &format!("{tag}-{moment}-table.png"),
                SummerPavilion::table_png(view, &names, locale),
            );
            let seat = view.phase.seat().unwrap_or(Seat(0));
            write(
                &dir,
                &format!("{tag}-{moment}-board.png"),
                SummerPavilion::board_png(view, seat, &names, locale),
            );
        }
        if players == 4 {
            if let Some((_, view)) = snapshots.iter().find(|(m, _)| *m == "placing") {
                time(view, &names);
            }
        }
    }
}

/// Plays one game and keeps the first view of each moment.
fn play(players: usize, side: PavilionSide, seed: u64) -> Vec<(&'static str, PavilionView)> {
    let options = PavilionOptions {
        side,
        wilds: WildOrder::Normal,
    };
    let Ok(mut game) = SummerPavilion::new(&options, players, seed) else {
        eprintln!("cannot set up a game");
        return Vec::new();
    };
    let mut found: Vec<(&'static str, PavilionView)> =
        vec![("start", game.view(Viewer::Spectator))];
    let mut bots: Vec<Box<dyn Player<SummerPavilion>>> = (0..players)
        .map(|i| Box::new(Greedy::new(seed * 10 + i as u64)) as Box<dyn Player<SummerPavilion>>)
        .collect();
    let result = play_out(&mut game, &mut bots, 10_000, |g, _| {
        let view = g.view(Viewer::Spectator);
        let moment = match view.phase {
            Phase::Place { seat } if view.round == 3 && held(&view, seat) >= 5 => Some("placing"),
            Phase::Bonus { .. } if view.round >= 2 => Some("bonus"),
            Phase::Keep { keeping, .. } if !keeping.is_empty() => Some("keeping"),
            Phase::Over => Some("end"),
            _ => None,
        };
        if let Some(m) = moment {
            if !found.iter().any(|(f, _)| *f == m) {
                found.push((m, view));
            }
        }
    });
    if let Err(e) = result {
        eprintln!("game failed: {e}");
    }
    found.sort_by_key(|(m, _)| MOMENTS.iter().position(|x| x == m));
    found
}

fn held(view: &PavilionView, seat: Seat) -> u32 {
    view.player(seat).map(|p| p.held.total()).unwrap_or(0)
}

fn write(dir: &Path, name: &str, png: Result<Vec<u8>, vitrail::present::kit::RenderError>) {
    match png {
        Ok(bytes) => {
            let path = dir.join(name);
            match std::fs::write(&path, &bytes) {
                Ok(()) => println!("{} ({} KB)", path.display(), bytes.len() / 1024),
                Err(e) => eprintln!("cannot write {}: {e}", path.display()),
            }
        }
        Err(e) => eprintln!("cannot render {name}: {e}"),
    }
}

/// Average time of a few renders of the 4-player table and board (build with --release).
fn time(view: &PavilionView, names: &[String]) {
    let runs = 20;
    let start = Instant::now();
    for _ in 0..runs {
        let _ = SummerPavilion::table_png(view, names, Locale::En);
    }
    let table = start.elapsed() / runs;
    let start = Instant::now();
    for _ in 0..runs {
        let _ = SummerPavilion::board_png(view, Seat(0), names, Locale::En);
    }
    let board = start.elapsed() / runs;
    println!("4-player table: {table:?} per picture; board: {board:?} per picture");
}
