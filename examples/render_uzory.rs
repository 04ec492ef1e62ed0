//! Renders Uzory pictures from seeded games, to look at them:
//! `cargo run --release --example render_uzory -- /tmp/uzory`.
//!
//! Plays a few games between greedy players (they close frames far more often than random
//! ones) and a random one, and writes the table (plain and with the legal cells marked) and the
//! acting player's hand at the start, after the first frames and at the end.

use std::path::{Path, PathBuf};
use std::time::Instant;

use vitrail::game::{play_out, Game, Player, RandomPlayer, Seat, Viewer};
use vitrail::games::uzory::{Greedy, Phase, Uzory};
use vitrail::i18n::Locale;
use vitrail::present::uzory::table_png_marked;
use vitrail::present::TableGame;

const NAMES: [&str; 4] = [
    "Анна",
    "Bartholomew the Magnificent Glazier of Novgorod",
    "Chen",
    "Dasha",
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "/tmp/uzory".into()),
    );
    std::fs::create_dir_all(&dir)?;
    let names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let games: [(usize, u64, bool, Locale); 5] = [
        (2, 7, true, Locale::En),
        (4, 3, true, Locale::Ru),
        (3, 11, true, Locale::En),
        (2, 5, false, Locale::En),
        (3, 13, true, Locale::Uk),
    ];
    let mut last = None;
    for (players, seed, greedy, locale) in games {
        let tag = format!(
            "{players}p_s{seed}{}",
            if greedy { "_greedy" } else { "_random" }
        );
        let mut game = Uzory::new(&(), players, seed)?;
        let mut moments = vec![("0start".to_string(), game.clone())];
        let mut seats: Vec<Box<dyn Player<Uzory>>> = (0..players)
            .map(|i| -> Box<dyn Player<Uzory>> {
                let s = seed * 10 + i as u64;
                if greedy {
                    Box::new(Greedy::new(s))
                } else {
                    Box::new(RandomPlayer::new(s))
                }
            })
            .collect();
        let mut frames_seen = 0;
        let mut tie_seen = false;
        play_out(&mut game, &mut seats, 20_000, |g, _| {
            let frames = g.frames().len();
            if frames > frames_seen
                && frames <= 2
                && matches!(g.phase(), Phase::Discard { .. } | Phase::Turn { .. })
            {
                frames_seen = frames;
                moments.push((format!("1frame{frames}"), g.clone()));
            }
            if !tie_seen && matches!(g.phase(), Phase::ChooseScorer { .. }) {
                tie_seen = true;
                moments.push(("2tie".to_string(), g.clone()));
            }
            if g.field().len() == 20
                && matches!(g.phase(), Phase::Turn { .. })
                && !moments.iter().any(|(m, _)| m == "3mid")
            {
                moments.push(("3mid".to_string(), g.clone()));
            }
        })?;
        moments.push(("9end".to_string(), game.clone()));
        for (moment, g) in &moments {
            write_moment(&dir, &format!("{tag}_{moment}"), g, &names, locale)?;
        }
        println!(
            "{tag}: {} frames, points {:?}",
            game.frames().len(),
            game.view(Viewer::Spectator).points
        );
        last = Some(game);
    }
    if let Some(game) = last {
        time(&game, &names);
    }
    Ok(())
}

fn write_moment(
    dir: &Path,
    name: &str,
    game: &Uzory,
    names: &[String],
    locale: Locale,
) -> Result<(), Box<dyn std::error::Error>> {
    let spectator = game.view(Viewer::Spectator);
    let acting = game.to_act().first().copied().unwrap_or(Seat(0));
    let own = game.view(Viewer::Seat(acting));
    let write = |suffix: &str, png: Vec<u8>| -> std::io::Result<()> {
        println!("  {name}_{suffix}.png {:.1} KB", png.len() as f64 / 1024.0);
        std::fs::write(dir.join(format!("{name}_{suffix}.png")), png)
    };
    write("table", Uzory::table_png(&spectator, names, locale)?)?;
    if matches!(spectator.phase, Phase::Turn { .. }) {
        write(
            "marked",
            table_png_marked(&own, names, locale, &own.legal_cells)?,
        )?;
    }
    write(
        &format!("hand{}", acting.0),
        Uzory::board_png(&own, acting, names, locale)?,
    )?;
    write(
        "hidden",
        Uzory::board_png(&spectator, acting, names, locale)?,
    )?;
    Ok(())
}

fn time(game: &Uzory, names: &[String]) {
    let view = game.view(Viewer::Seat(Seat(0)));
    let runs = 20;
    let start = Instant::now();
    for _ in 0..runs {
        let _ = table_png_marked(&view, names, Locale::En, &view.legal_cells);
    }
    let table = start.elapsed() / runs;
    let start = Instant::now();
    for _ in 0..runs {
        let _ = Uzory::board_png(&view, Seat(0), names, Locale::En);
    }
    let hand = start.elapsed() / runs;
    println!("render + encode: table {table:?}, hand {hand:?} (mean of {runs})");
}
