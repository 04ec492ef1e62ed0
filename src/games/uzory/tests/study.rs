//! The tile-set study behind model 2's recipe ([`RECIPE`]): candidate recipes played by greedy
//! and random players, each on a thread of its own that plays model 2 with the candidate set
//! (`model::STUDY`). Run by hand:
//! `cargo test --release --lib games::uzory::tests::study -- --ignored --nocapture`.

use super::*;
use crate::game::testing::env_number;
use crate::games::uzory::model::STUDY;

/// What decides a recipe, over whole games of one kind.
#[derive(Debug, Default, Clone)]
struct Tally {
    games: u32,
    frames: u32,
    nobody: u32,
    scoreless: u32,
    draws: u32,
    full: u32,
}

impl Tally {
    fn add(&mut self, game: &Uzory) {
        self.games += 1;
        self.frames += game.frames().len() as u32;
        self.nobody += game
            .frames()
            .iter()
            .filter(|f| f.result.scorer().is_none())
            .count() as u32;
        let points: Vec<u32> = Seat::all(game.players())
            .map(|s| game.victory(s).unwrap().points)
            .collect();
        let best = points.iter().copied().max().unwrap_or(0);
        if best == 0 {
            self.scoreless += 1;
        }
        if points.iter().filter(|&&p| p == best).count() > 1 {
            self.draws += 1;
        }
        if game.field().is_full() {
            self.full += 1;
        }
    }

    fn line(&self) -> String {
        let n = f64::from(self.games.max(1));
        format!(
            "frames/game {:5.2}  nobody {:4.2}  scoreless {:4.2}  draws {:4.2}  full {:4.2}",
            f64::from(self.frames) / n,
            f64::from(self.nobody) / f64::from(self.frames.max(1)),
            f64::from(self.scoreless) / n,
            f64::from(self.draws) / n,
            f64::from(self.full) / n,
        )
    }
}

fn play(players: usize, seed: u64, greedy: bool) -> Uzory {
    let mut game = Uzory::new(&(), players, seed).unwrap();
    play_out(
        &mut game,
        &mut test_seats(players, seed, greedy),
        20_000,
        |_, _| {},
    )
    .unwrap();
    game
}

/// Greedy against random in two-player games: the greedy player's share of the decided games.
fn greedy_share(games: u64) -> f64 {
    let (won, lost) = super::playouts::greedy_vs_random(games);
    f64::from(won) / f64::from((won + lost).max(1))
}

fn study(recipe: Recipe, games: u64) -> String {
    let set: &'static [TileFace] = Box::leak(generate_tile_set(&recipe).into_boxed_slice());
    STUDY.with(|s| s.set(Some(set)));
    let mut out = format!(
        "shapes {:?} colours {:?}\n",
        recipe.shapes.map(|(_, n)| n),
        recipe.colours
    );
    for (label, players, greedy) in [
        ("greedy 2p", 2, true),
        ("greedy 3p", 3, true),
        ("greedy 4p", 4, true),
        ("random 2p", 2, false),
    ] {
        let mut figures = Tally::default();
        for seed in 0..games {
            figures.add(&play(players, seed, greedy));
        }
        out.push_str(&format!("  {label}: {}\n", figures.line()));
    }
    out.push_str(&format!(
        "  greedy vs random: {:.3} of decided games\n",
        greedy_share(games)
    ));
    STUDY.with(|s| s.set(None));
    out
}

fn shapes(corner: usize, straight: usize, t: usize, cross: usize) -> [(Shape, usize); 6] {
    let rest = 93 - corner - straight - t - cross;
    [
        (Shape::Corner, corner),
        (Shape::Straight, straight),
        (Shape::T, t),
        (Shape::Cross, cross),
        (Shape::Stub, 0),
        (Shape::None, rest),
    ]
}

#[test]
#[ignore = "the tile-set study: minutes of self-play, prints figures per candidate recipe"]
fn tile_set_study() {
    let games: u64 = env_number("UZORY_STUDY_GAMES", 100);
    let colours = [52, 80, 80, 80, 80];
    let candidates = [
        Recipe {
            seed: 2,
            shapes: MODEL_1_RECIPE.shapes,
            colours: MODEL_1_RECIPE.colours,
        },
        Recipe {
            seed: 2,
            shapes: MODEL_1_RECIPE.shapes,
            colours,
        },
        Recipe {
            seed: 2,
            shapes: shapes(45, 18, 24, 6),
            colours,
        },
        Recipe {
            seed: 2,
            shapes: shapes(36, 12, 33, 12),
            colours,
        },
        Recipe {
            seed: 2,
            shapes: shapes(30, 9, 36, 18),
            colours,
        },
        Recipe {
            seed: 2,
            shapes: shapes(24, 18, 33, 18),
            colours,
        },
    ];
    let reports: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = candidates
            .iter()
            .map(|&recipe| scope.spawn(move || study(recipe, games)))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for report in reports {
        eprint!("{report}");
    }
}
