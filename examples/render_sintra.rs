//! Plays seeded Sintra games and writes table and board pictures at a few moments, to look at:
//! `cargo run --release --example render_sintra -- /tmp/sintra`.

use std::path::{Path, PathBuf};
use std::time::Instant;

use vitrail::game::{play_out, Game, Player, RandomPlayer, Seat, Viewer};
use vitrail::games::sintra::{Event, Greedy, Phase, Sintra, SintraOptions, SintraView};
use vitrail::games::SintraSide;
use vitrail::i18n::Locale;
use vitrail::present::TableGame;

fn main() {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "sintra-pictures".to_string()),
    );
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("cannot create {}: {e}", dir.display());
        return;
    }
    let names: Vec<String> = ["Alice", "Борис", "Charlotte Augusta of Wales", "Dmitri"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for (players, side, locale, seed) in [
        (2, SintraSide::A, Locale::En, 7),
        (4, SintraSide::A, Locale::En, 11),
        (2, SintraSide::B, Locale::Ru, 3),
        (4, SintraSide::B, Locale::Ru, 5),
        (3, SintraSide::A, Locale::En, 9),
        (3, SintraSide::B, Locale::Uk, 13),
    ] {
        let tag = format!("{players}p-{side:?}");
        if let Err(e) = play(&dir, &tag, players, side, locale, seed, &names) {
            eprintln!("{tag}: {e}");
        }
    }
}

fn play(
    dir: &Path,
    tag: &str,
    players: usize,
    side: SintraSide,
    locale: Locale,
    seed: u64,
    names: &[String],
) -> Result<(), String> {
    let options = SintraOptions::new(side);
    let mut game = Sintra::new(&options, players, seed).map_err(|e| e.to_string())?;
    write(
        dir,
        &format!("{tag}-0-start"),
        &game.view(Viewer::Spectator),
        locale,
        names,
    )?;
    // Greedy players fill windows, a random one breaks glass: both kinds of picture appear.
    let mut seats: Vec<Box<dyn Player<Sintra>>> = (0..players)
        .map(|i| -> Box<dyn Player<Sintra>> {
            if i == 1 {
                Box::new(RandomPlayer::new(seed + 100))
            } else {
                Box::new(Greedy::new(seed + i as u64))
            }
        })
        .collect();
    let mut actions = 0;
    let mut window_shown = false;
    let mut mid_shown = false;
    let mut failure = None;
    play_out(&mut game, &mut seats, 10_000, |g, events| {
        actions += 1;
        let view = g.view(Viewer::Spectator);
        let placing = matches!(view.phase, Phase::Place { .. });
        let moment = if actions >= 9 && placing && !mid_shown {
            mid_shown = true;
            Some("1-mid")
        } else if !window_shown
            && g.round() >= 2
            && events
                .iter()
                .any(|e| matches!(e, Event::WindowFilled { .. }))
        {
            window_shown = true;
            Some("2-window")
        } else if actions == 120 {
            Some("3-late")
        } else {
            None
        };
        if let Some(moment) = moment {
            if let Err(e) = write(dir, &format!("{tag}-{moment}"), &view, locale, names) {
                failure = Some(e);
            }
        }
    })
    .map_err(|e| e.to_string())?;
    if let Some(e) = failure {
        return Err(e);
    }
    write(
        dir,
        &format!("{tag}-4-end"),
        &game.view(Viewer::Spectator),
        locale,
        names,
    )
}

fn write(
    dir: &Path,
    name: &str,
    view: &SintraView,
    locale: Locale,
    names: &[String],
) -> Result<(), String> {
    let started = Instant::now();
    let table = Sintra::table_png(view, names, locale).map_err(|e| e.to_string())?;
    let table_time = started.elapsed();
    let seat = view.phase.seat().unwrap_or(Seat(0));
    let started = Instant::now();
    let board = Sintra::board_png(view, seat, names, locale).map_err(|e| e.to_string())?;
    let board_time = started.elapsed();
    for (kind, bytes) in [("table", &table), ("board", &board)] {
        let path = dir.join(format!("{name}-{kind}.png"));
        std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    println!(
        "{name}: table {} KB in {:.1} ms, board {} KB in {:.1} ms",
        table.len() / 1024,
        table_time.as_secs_f64() * 1000.0,
        board.len() / 1024,
        board_time.as_secs_f64() * 1000.0
    );
    Ok(())
}
