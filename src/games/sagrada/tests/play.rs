//! Whole games: invariants over thousands of seeded random games, serde, the greedy player.

use super::*;
use crate::game::testing::{
    alternating_games, assert_restored_game_continues, check_simultaneous, play_moves, played_out,
    random_seats,
};
use crate::game::{play_out, Player, RandomPlayer};
use crate::games::sagrada::{Event, Greedy};

fn random_players(n: usize, seed: u64) -> Vec<Box<dyn Player<Sagrada>>> {
    random_seats((0..n as u64).map(|i| seed * 31 + i))
}

/// Plays `games` random games (1–4 players, every solo difficulty) checking after every action:
/// the 90 dice are all somewhere, every window keeps the placement rules, every seat to act has a
/// legal action and every legal action is accepted, and the state survives a serde round trip.
fn random_games_keep_invariants(games: u64, first_seed: u64) -> (u64, u64) {
    let mut tools_used = 0;
    let mut actions = 0;
    for seed in first_seed..first_seed + games {
        let players = 1 + (seed % 4) as usize;
        let options = SagradaOptions {
            solo_difficulty: 1 + (seed % 5) as u8,
        };
        let mut game = Sagrada::new(&options, players, seed).unwrap();
        let mut step = 0u64;
        let out = play_out(
            &mut game,
            &mut random_players(players, seed),
            20_000,
            |g, events| {
                step += 1;
                tools_used += events
                    .iter()
                    .filter(|e| matches!(e, Event::ToolUsed { .. }))
                    .count() as u64;
                assert_eq!(g.dice_by_color(), [18; 5], "seed {seed}: 90 dice");
                for p in &g.players {
                    if let Some(w) = &p.window {
                        assert!(w.is_valid(), "seed {seed}: broken window {w:?}");
                    }
                }
                check_simultaneous(g);
                for seat in g.to_act() {
                    let legal = g.legal_actions(seat);
                    assert!(!legal.is_empty(), "seed {seed}: {seat:?} has no action");
                    if (step + seed) % 17 == 1 {
                        for a in &legal {
                            let mut copy = g.clone();
                            assert!(copy.play(seat, a).is_ok(), "seed {seed}: {a:?} refused");
                        }
                    }
                }
                if (step + seed) % 97 == 1 {
                    let json = serde_json::to_string(g).unwrap();
                    let back: Sagrada = serde_json::from_str(&json).unwrap();
                    assert_eq!(&back, g);
                }
            },
        )
        .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        actions += step;
        assert_eq!(out.standings.len(), players);
        assert!(out.standings.iter().all(|s| s.is_consistent()));
        assert_eq!(game.track.len(), 10);
    }
    (tools_used, actions)
}

#[test]
fn random_games_keep_all_90_dice_and_legal_windows() {
    let (tools, _) = random_games_keep_invariants(600, 0);
    assert!(tools > 100, "random games use tools too ({tools})");
}

#[test]
#[ignore = "heavier variant: cargo test --lib games::sagrada -- --ignored"]
fn many_random_games_keep_all_90_dice_and_legal_windows() {
    random_games_keep_invariants(5_000, 10_000);
}

#[test]
fn restored_game_continues_identically() {
    let mut game = Sagrada::new(&SagradaOptions::default(), 3, 42).unwrap();
    // Play part of the game.
    play_moves(&mut game, &mut random_players(3, 42), 60);
    assert_restored_game_continues(game, || random_players(3, 7), 20_000);
}

#[test]
fn same_seed_same_game() {
    let run = |seed| {
        let mut g = Sagrada::new(&SagradaOptions::default(), 2, seed).unwrap();
        played_out(&mut g, &mut random_players(2, seed), 20_000)
    };
    assert_eq!(run(3), run(3));
    assert_ne!(run(3).1, run(4).1);
}

/// Greedy (seat 0 or 1, alternating) against random over 100 two-player games.
pub(super) fn greedy_win_rate(games: u64) -> f64 {
    let wins = alternating_games(
        games,
        |seed| Sagrada::new(&SagradaOptions::default(), 2, seed).unwrap(),
        |seed| Box::new(Greedy::new(seed)),
        |seed| Box::new(RandomPlayer::new(seed + 1000)),
        20_000,
    )
    .into_iter()
    .filter(|(greedy, out)| out.standings[0].seat == *greedy)
    .count();
    wins as f64 / games as f64
}

#[test]
fn greedy_beats_random_clearly() {
    let rate = greedy_win_rate(100);
    eprintln!("greedy win rate vs random: {rate:.2}");
    assert!(rate > 0.6, "greedy won only {rate}");
}

#[test]
fn greedy_is_deterministic_and_plays_solo() {
    let run = |seed| {
        let mut g = Sagrada::new(&SagradaOptions { solo_difficulty: 5 }, 1, seed).unwrap();
        let mut players: Vec<Box<dyn Player<Sagrada>>> = vec![Box::new(Greedy::new(seed))];
        play_out(&mut g, &mut players, 20_000, |_, _| {}).unwrap()
    };
    assert_eq!(run(1), run(1));
}

#[test]
#[ignore = "measurement: cargo test --lib games::sagrada::tests::play::playout_speed -- --ignored --nocapture"]
fn playout_speed() {
    let start = std::time::Instant::now();
    let n = 200;
    for seed in 0..n {
        let players = 1 + (seed % 4) as usize;
        let mut g = Sagrada::new(&SagradaOptions::default(), players, seed).unwrap();
        play_out(
            &mut g,
            &mut random_players(players, seed),
            20_000,
            |_, _| {},
        )
        .unwrap();
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!("{n} games in {secs:.2}s: {:.0} games/s", n as f64 / secs);
    eprintln!(
        "greedy vs random over 200 games: {:.3}",
        greedy_win_rate(200)
    );
}
