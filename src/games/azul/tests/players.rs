//! The computer players on Azul: the greedy rating against random play, the greedy player's
//! scores, and the search picking legal moves from its view alone.

use crate::ai::tournament::{duel, Series};
use crate::ai::{Budget, Determinize, Searcher};
use crate::game::testing::env_number;
use crate::game::{Game, GameRng, Player, RandomPlayer, Viewer};
use crate::games::azul::board::WallSide;
use crate::games::azul::state::{Azul, AzulOptions};

fn greedy(seed: u64) -> Box<dyn Player<Azul>> {
    Azul::greedy(seed)
}

fn random(seed: u64) -> Box<dyn Player<Azul>> {
    Box::new(RandomPlayer::new(seed))
}

#[test]
fn greedy_beats_random_on_both_sides() {
    for side in [WallSide::Coloured, WallSide::Grey] {
        let result = duel(&Series::new(&AzulOptions { side }, 20, 1), &greedy, &random).unwrap();
        assert!(result.a_wins >= 19, "{side:?}: {result:?}");
    }
}

#[test]
fn greedy_players_score_like_people() {
    let result = duel(
        &Series::new(&AzulOptions::default(), 20, 2),
        &greedy,
        &greedy,
    )
    .unwrap();
    let mean = (result.a_average + result.b_average) / 2.0;
    eprintln!("greedy against greedy: {result:?}");
    assert!(mean >= 50.0, "{result:?}");
}

#[test]
fn the_search_plays_a_legal_move_from_its_view() {
    for side in [WallSide::Coloured, WallSide::Grey] {
        let game = Azul::new(&AzulOptions { side }, 2, 9).unwrap();
        let seat = game.to_act()[0];
        let legal = game.legal_actions(seat);
        let mut search = Searcher::new(3, Budget::iterations(30));
        let pick = search.search::<Azul>(seat, &game.view(Viewer::Seat(seat)), &legal);
        assert!(pick.is_some_and(|a| legal.contains(&a)));
        assert!(
            Azul::determinize(&game.view(Viewer::Spectator), &mut GameRng::seeded(1)).is_none()
        );
    }
}

/// The hard level (the search at 400 iterations) against the normal one, with the time a
/// decision takes: deliverable 3's targets are measured by `vitrail tournament azul`, this is
/// the engine-side check of the same.
#[test]
#[ignore = "slow: run with --ignored --nocapture"]
fn hard_against_normal() {
    let games: u32 = env_number("AZUL_GAMES", 10);
    let hard =
        |seed| Box::new(Searcher::new(seed, Budget::iterations(400))) as Box<dyn Player<Azul>>;
    let start = std::time::Instant::now();
    let result = duel(
        &Series::new(&AzulOptions::default(), games, 5),
        &hard,
        &greedy,
    )
    .unwrap();
    eprintln!(
        "hard against normal: {result:?} in {:.1}s",
        start.elapsed().as_secs_f64()
    );
    let game = Azul::new(&AzulOptions::default(), 2, 11).unwrap();
    let seat = game.to_act()[0];
    let mut search = Searcher::new(1, Budget::iterations(400));
    let mut times = Vec::new();
    for _ in 0..5 {
        let t = std::time::Instant::now();
        search.search::<Azul>(
            seat,
            &game.view(Viewer::Seat(seat)),
            &game.legal_actions(seat),
        );
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    eprintln!(
        "a first decision at 400 iterations: median {:.0} ms",
        times[2]
    );
}
