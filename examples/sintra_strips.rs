//! Sintra's stand-in strips: prints the set the generator draws for a recipe and seed (in the
//! asset's JSON form) and how two normal players fare with it, so a recipe can be calibrated.
//!
//! `cargo run --release --example sintra_strips -- [3+2 sides] [3+1+1 sides] [2+2+1 sides]
//! [seed] [games] [a|b]`; with no arguments, the committed recipe and seed over 40 games on side A.

use vitrail::ai::{computer, AiLevel, Budget};
use vitrail::game::{play_out, Game, Player};
use vitrail::games::sintra::strip_design::{generate, Recipe, RECIPE, SEED, TARGET};
use vitrail::games::sintra::{components, Cell, Sintra, SintraOptions, StripDef, StripFace};
use vitrail::games::SintraSide;

fn names(face: &[Cell]) -> Vec<String> {
    face.iter()
        .map(|c| match c {
            Cell::Wild => "wild".to_string(),
            Cell::Glass(colour) => colour.name().to_string(),
        })
        .collect()
}

fn json(strips: &[StripDef]) -> serde_json::Value {
    strips
        .iter()
        .map(|s| {
            let mut strip = serde_json::json!({
                "id": s.id,
                "front": names(&s.front),
                "back": names(&s.back),
            });
            if s.wild_face == Some(StripFace::Back) {
                strip["wild_side"] = "back".into();
            }
            strip
        })
        .collect()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| -> u64 {
        args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default)
    };
    let recipe = Recipe {
        three_two: usize::try_from(arg(0, RECIPE.three_two as u64))?,
        three_one_one: usize::try_from(arg(1, RECIPE.three_one_one as u64))?,
        two_two_one: usize::try_from(arg(2, RECIPE.two_two_one as u64))?,
    };
    let seed = arg(3, SEED);
    let games = arg(4, 40);
    let side = match args.get(5).map(String::as_str) {
        Some("b" | "B") => SintraSide::B,
        _ => SintraSide::A,
    };
    let strips = match args.first().map(String::as_str) {
        Some("first") => components().first_edition_strips.clone(),
        _ => generate(recipe, seed, &TARGET).ok_or("no colouring fits this recipe")?,
    };
    println!("{}", serde_json::to_string_pretty(&json(&strips))?);

    let options = SintraOptions::new(side);
    let (mut score, mut windows, mut glass, mut completed, mut broken) =
        ([0i64; 2], 0i64, 0i64, 0u64, 0u64);
    let mut negative = 0;
    let mut by_window = [0u64; 8];
    for g in 0..games {
        let (mut game, _) = Sintra::setup_with(&options, 2, g, &strips)?;
        let mut players: Vec<Box<dyn Player<Sintra>>> = (0..2)
            .map(|s| computer::<Sintra>(AiLevel::Normal, g * 2 + s, Budget::iterations(1)))
            .collect();
        play_out(&mut game, &mut players, 100_000, |_, _| {})?;
        let view = game.view(vitrail::game::Viewer::Spectator);
        for (i, p) in view.players.iter().enumerate() {
            score[i] += i64::from(p.score);
            windows += i64::from(p.sheet.windows);
            glass += i64::from(p.sheet.broken_reset + p.sheet.broken_track);
            completed += p.board.pieces_in_windows() as u64;
            for (w, n) in by_window.iter_mut().enumerate() {
                *n += p.board.window_pieces(w) as u64;
            }
            broken += u64::from(p.pieces_broken);
            negative += usize::from(p.score < 0);
        }
    }
    let n = games.max(1) as f64;
    let per_player = 2.0 * n;
    eprintln!(
        "recipe {recipe:?} seed {seed}: mean {:.1} / {:.1}; strips completed {:.2}; pieces broken {:.1}; \
         windows {:.1}; broken glass {:.1} ({:.0}% of windows); negative scores {negative}",
        score[0] as f64 / n,
        score[1] as f64 / n,
        completed as f64 / per_player,
        broken as f64 / per_player,
        windows as f64 / per_player,
        glass as f64 / per_player,
        -100.0 * glass as f64 / (windows as f64).max(1.0),
    );
    let per_window: Vec<String> = by_window
        .iter()
        .map(|&n| format!("{:.2}", n as f64 / per_player))
        .collect();
    eprintln!(
        "window pieces by window, left to right: {}",
        per_window.join(" ")
    );
    Ok(())
}
