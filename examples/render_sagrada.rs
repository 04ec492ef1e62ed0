//! Renders Sagrada tables and boards at a few moments of seeded games (solo, 2 and 4 players)
//! into a directory, to look at them: `cargo run --release --example render_sagrada -- DIR`.

use std::path::{Path, PathBuf};
use std::time::Instant;

use vitrail::game::{play_out, Game, Player, Seat, Viewer};
use vitrail::games::sagrada::{Greedy, PhaseView, Sagrada, SagradaOptions, Step};
use vitrail::i18n::Locale;
use vitrail::present::TableGame;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "sagrada-png".into()),
    );
    std::fs::create_dir_all(&dir)?;
    let names: Vec<String> = ["Alice", "Борис", "Chidimma Okonkwo-Bergström", "Dee"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for (players, seed) in [(1usize, 7u64), (2, 11), (4, 3)] {
        let moments = play(players, seed)?;
        for (label, game) in &moments {
            write(&dir, players, label, game, &names)?;
        }
        if let Some((_, game)) = moments.iter().find(|(l, _)| l == "mid") {
            time(players, game, &names)?;
        }
    }
    Ok(())
}

/// Plays a greedy game, keeping copies of the game at the moments worth looking at.
fn play(players: usize, seed: u64) -> Result<Vec<(String, Sagrada)>, Box<dyn std::error::Error>> {
    let options = SagradaOptions::default();
    let mut game = Sagrada::new(&options, players, seed)?;
    let mut moments = vec![("setup".to_string(), game.clone())];
    let mut seats: Vec<Box<dyn Player<Sagrada>>> = (0..players)
        .map(|i| Box::new(Greedy::new(seed + i as u64)) as Box<dyn Player<Sagrada>>)
        .collect();
    let mut partial = players == 1;
    let mut mid = false;
    play_out(&mut game, &mut seats, 100_000, |g, _| {
        let view = g.view(Viewer::Spectator);
        if !partial && matches!(view.phase, PhaseView::ChoosingPatterns { .. }) {
            partial = true;
            moments.push(("setup-partial".to_string(), g.clone()));
        }
        let holding = view
            .turn()
            .is_some_and(|t| matches!(t.step, Step::Holding { .. }));
        if !mid && view.round >= 6 && holding {
            mid = true;
            moments.push(("mid".to_string(), g.clone()));
        }
    })?;
    moments.push(("end".to_string(), game));
    Ok(moments)
}

fn write(
    dir: &Path,
    players: usize,
    label: &str,
    game: &Sagrada,
    names: &[String],
) -> Result<(), Box<dyn std::error::Error>> {
    let spectator = game.view(Viewer::Spectator);
    for locale in Locale::ALL {
        let tag = locale.code();
        let png = Sagrada::table_png(&spectator, names, locale)?;
        let path = dir.join(format!("p{players}-{label}-table-{tag}.png"));
        println!("{} {} KB", path.display(), png.len() / 1024);
        std::fs::write(path, png)?;
    }
    for seat in Seat::all(players) {
        let own = game.view(Viewer::Seat(seat));
        // Each seat in a different language, so every language's board gets drawn.
        let locale = Locale::ALL[seat.index() % Locale::ALL.len()];
        let png = Sagrada::board_png(&own, seat, names, locale)?;
        let path = dir.join(format!("p{players}-{label}-board{}.png", seat.0));
        println!("{} {} KB", path.display(), png.len() / 1024);
        std::fs::write(path, png)?;
    }
    if players > 1 {
        // Somebody else's board as a spectator sees it.
        let png = Sagrada::board_png(&spectator, Seat(1), names, Locale::Ru)?;
        std::fs::write(
            dir.join(format!("p{players}-{label}-board1-spectator-ru.png")),
            png,
        )?;
    }
    Ok(())
}

fn time(
    players: usize,
    game: &Sagrada,
    names: &[String],
) -> Result<(), Box<dyn std::error::Error>> {
    let view = game.view(Viewer::Spectator);
    let own = game.view(Viewer::Seat(Seat(0)));
    let runs = 20;
    let start = Instant::now();
    for _ in 0..runs {
        Sagrada::table_png(&view, names, Locale::En)?;
    }
    let table = start.elapsed() / runs;
    let start = Instant::now();
    for _ in 0..runs {
        Sagrada::board_png(&own, Seat(0), names, Locale::En)?;
    }
    let board = start.elapsed() / runs;
    println!("{players} players: table {table:?}, board {board:?} per render + encode");
    Ok(())
}
