//! Writes every picture and every word the presentation produces at fixed moments of seeded
//! games, so a refactoring of the presentation can be checked byte for byte:
//! `cargo run --example present_snapshot -- DIR`, then `diff -r` two such directories.
//!
//! For each game, options, player count and seed, a game between easy computer players is
//! stopped at a few action counts and at its end; at each moment it writes the public and every
//! seat's private pictures in the three languages, and into `words.txt` the status line, the
//! private notes, the root menu of each seat to act, and the steps and the log line of each legal
//! action. With `--high-contrast` after DIR, the pictures use the high-contrast palette.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use vitrail::ai::{computer, AiLevel, Budget};
use vitrail::game::{play_out, Game, Player, Seat, Viewer};
use vitrail::games::azul::{Azul, AzulOptions, WallSide};
use vitrail::games::sagrada::{Sagrada, SagradaOptions};
use vitrail::games::sintra::{Sintra, SintraOptions};
use vitrail::games::summer_pavilion::{PavilionOptions, SummerPavilion};
use vitrail::games::uzory::Uzory;
use vitrail::games::{PavilionSide, SintraSide, WildOrder};
use vitrail::i18n::Locale;
use vitrail::present::kit::{score_breakdown, Palette};
use vitrail::present::{menu, Menu, Move};
use vitrail::table::Hosted;

type Error = Box<dyn std::error::Error>;

const MOMENTS: [usize; 6] = [0, 1, 4, 15, 45, 120];

fn main() -> Result<(), Error> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "/tmp/present-snapshot".into()),
    );
    std::fs::create_dir_all(&dir)?;
    let palette = if std::env::args().any(|a| a == "--high-contrast") {
        Palette::HighContrast
    } else {
        Palette::Standard
    };
    for (side, players, seed) in [
        (PavilionSide::Coloured, 2, 1),
        (PavilionSide::Beige, 3, 2),
        (PavilionSide::Coloured, 4, 3),
    ] {
        let options = PavilionOptions {
            side,
            wilds: WildOrder::Normal,
        };
        snapshot(
            &dir,
            "sp",
            SummerPavilion::new(&options, players, seed)?,
            seed,
            palette,
        )?;
    }
    for (side, players, seed) in [
        (SintraSide::A, 2, 1),
        (SintraSide::B, 3, 2),
        (SintraSide::B, 4, 5),
    ] {
        snapshot(
            &dir,
            "sintra",
            Sintra::new(&SintraOptions::new(side), players, seed)?,
            seed,
            palette,
        )?;
    }
    for (players, seed) in [(1, 7), (2, 11), (4, 3)] {
        let options = SagradaOptions::default();
        snapshot(
            &dir,
            "sagrada",
            Sagrada::new(&options, players, seed)?,
            seed,
            palette,
        )?;
    }
    for (players, seed) in [(2, 7), (3, 11), (4, 3)] {
        snapshot(
            &dir,
            "uzory",
            Uzory::new(&(), players, seed)?,
            seed,
            palette,
        )?;
    }
    for (side, players, seed) in [
        (WallSide::Coloured, 2, 1),
        (WallSide::Grey, 3, 2),
        (WallSide::Coloured, 4, 3),
    ] {
        snapshot(
            &dir,
            "azul",
            Azul::new(&AzulOptions { side }, players, seed)?,
            seed,
            palette,
        )?;
    }
    Ok(())
}

fn snapshot<G: Hosted>(
    dir: &Path,
    tag: &str,
    game: G,
    seed: u64,
    palette: Palette,
) -> Result<(), Error> {
    let tag = format!("{tag}-p{}-s{seed}", game.players());
    let names: Vec<String> = ["Alice", "Борис", "Chidimma Okonkwo-Bergström", "Dee"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut moments = Vec::new();
    let mut game = game;
    if MOMENTS.contains(&0) {
        moments.push((0, game.clone()));
    }
    let mut players: Vec<Box<dyn Player<G>>> = (0..game.players() as u64)
        .map(|i| computer::<G>(AiLevel::Easy, seed * 10 + i, Budget::iterations(1)))
        .collect();
    let mut count = 0;
    play_out(&mut game, &mut players, 100_000, |g, _| {
        count += 1;
        if MOMENTS.contains(&count) {
            moments.push((count, g.clone()));
        }
    })?;
    moments.push((usize::MAX, game));
    let mut words = String::new();
    for (n, game) in &moments {
        let moment = if *n == usize::MAX {
            "end".to_string()
        } else {
            format!("a{n}")
        };
        writeln!(words, "== {moment}")?;
        for locale in Locale::ALL {
            let lang = format!("{locale:?}").to_lowercase();
            writeln!(words, "status {lang}: {}", game.status(&names, locale))?;
            for image in game.public_images(&names, locale, palette)? {
                write(
                    dir,
                    &format!("{tag}-{moment}-public-{lang}-{}", image.name),
                    &image.png,
                )?;
            }
            for seat in Seat::all(game.players()) {
                for image in game.private_images(seat, &names, locale, palette)? {
                    let name = format!("{tag}-{moment}-seat{}-{lang}-{}", seat.0, image.name);
                    write(dir, &name, &image.png)?;
                }
                if let Some(note) = game.private_note(seat, locale) {
                    writeln!(words, "note {lang} {seat:?}: {note}")?;
                }
            }
            if let Some(outcome) = game.outcome() {
                let png = score_breakdown(&outcome, &names, locale)?;
                write(dir, &format!("{tag}-{moment}-scores-{lang}.png"), &png)?;
            }
            for seat in game.to_act() {
                match menu(game, seat, &[], locale)? {
                    Menu::Pick {
                        path,
                        chosen,
                        prompt,
                        options,
                    } => writeln!(
                        words,
                        "menu {lang} {seat:?}: {path:?} {chosen:?} {prompt:?} {options:?}"
                    )?,
                    Menu::Act { action, chosen } => {
                        writeln!(words, "act {lang} {seat:?}: {action:?} {chosen:?}")?
                    }
                }
                let view = game.view(Viewer::Seat(seat));
                for action in game.legal_actions(seat) {
                    writeln!(
                        words,
                        "steps {lang} {seat:?} {action:?}: {:?}",
                        G::steps(&view, &action, locale)
                    )?;
                    let mut after = game.clone();
                    if let Ok(events) = after.play(seat, &action) {
                        let played = Move {
                            seat,
                            action: &action,
                            events: &events,
                        };
                        let line = after.tell(&played, &names, locale);
                        writeln!(words, "tell {lang}: {line}")?;
                    }
                }
            }
        }
    }
    std::fs::write(dir.join(format!("{tag}-words.txt")), words)?;
    Ok(())
}

fn write(dir: &Path, name: &str, png: &[u8]) -> Result<(), Error> {
    std::fs::write(dir.join(name), png)?;
    Ok(())
}
