//! Whole games between computer players: invariants, serde, speed, frame statistics.

use super::*;
use crate::game::testing::{
    alternating_games, assert_restored_game_continues, play_moves, played_out,
};
use crate::game::GameRng;
use rand::Rng;

const MAX_ACTIONS: usize = 20_000;

/// Checks after every action; `deep` also tries every legal action on a copy.
fn check(game: &Uzory, deep: bool, rng: &mut GameRng) {
    assert_tiles_accounted(game);
    assert_frames_consistent(game);
    assert_field_within_limit(game);
    assert_no_frame_faces_an_empty_cell(game);
    for seat in game.to_act() {
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "{seat:?} has no legal action");
        let tried: Vec<&Action> = if deep {
            legal.iter().collect()
        } else {
            (0..3)
                .map(|_| &legal[rng.random_range(0..legal.len())])
                .collect()
        };
        for action in tried {
            let mut copy = game.clone();
            copy.play(seat, action)
                .unwrap_or_else(|e| panic!("legal {action:?} refused: {e}"));
        }
    }
    for seat in Seat::all(game.players()) {
        if !game.to_act().contains(&seat) {
            assert!(game.legal_actions(seat).is_empty());
        }
    }
    if rng.random_range(0..20) == 0 {
        let json = serde_json::to_string(game).unwrap();
        let restored: Uzory = serde_json::from_str(&json).unwrap();
        assert_eq!(&restored, game);
    }
}

fn property_games(games: u64, deep_every: u64) {
    for seed in 0..games {
        let players = 2 + (seed % 3) as usize;
        let mut game = Uzory::new(&(), players, seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        let deep = seed % deep_every == 0;
        check(&game, deep, &mut rng);
        let out = play_out(
            &mut game,
            &mut test_seats(players, seed, false),
            MAX_ACTIONS,
            |g, _| check(g, deep, &mut rng),
        )
        .unwrap();
        assert_eq!(out.standings.len(), players);
        assert!(out.standings.iter().all(|s| s.is_consistent()));
        for s in &out.standings {
            assert_eq!(
                s.score as u32,
                game.victory(s.seat).unwrap().points,
                "score is the victory points"
            );
            assert_eq!(s.breakdown[0].item, SCORE_KEY);
        }
        let best = out.standings[0].score;
        assert!(out
            .standings
            .iter()
            .all(|s| (s.rank == 1) == (s.score == best)));
    }
}

#[test]
fn random_games_keep_every_invariant() {
    property_games(300, 50);
}

#[test]
#[ignore = "heavier: 20 000 games"]
fn many_random_games_keep_every_invariant() {
    property_games(20_000, 200);
}

#[test]
fn greedy_games_keep_every_invariant() {
    for seed in 0..30 {
        let players = 2 + (seed % 3) as usize;
        let mut game = Uzory::new(&(), players, seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        play_out(
            &mut game,
            &mut test_seats(players, seed, true),
            MAX_ACTIONS,
            |g, _| check(g, false, &mut rng),
        )
        .unwrap();
    }
}

#[test]
fn same_seed_same_game() {
    let run = |seed| {
        let mut game = Uzory::new(&(), 3, seed).unwrap();
        played_out(&mut game, &mut test_seats(3, seed, false), MAX_ACTIONS)
    };
    assert_eq!(run(3), run(3));
    assert_ne!(run(3).1, run(4).1);
}

#[test]
fn a_restored_game_continues_identically() {
    for seed in 0..20 {
        let mut game = Uzory::new(&(), 2 + (seed % 3) as usize, seed).unwrap();
        let players = game.players();
        // Play part of the game.
        play_moves(
            &mut game,
            &mut test_seats(players, seed, false),
            10 + seed as usize * 3,
        );
        // Both copies take the same actions and must produce the same events (draws included).
        assert_restored_game_continues(
            game,
            || test_seats(players, seed + 100, false),
            MAX_ACTIONS,
        );
    }
}

/// Greedy against random, alternating seats. Returns (greedy wins, greedy losses); the rest
/// are ties (often 0–0).
pub(super) fn greedy_vs_random(games: u64) -> (u32, u32) {
    let mut wins = 0;
    let mut losses = 0;
    for (greedy, out) in alternating_games(
        games,
        |seed| Uzory::new(&(), 2, seed + 5000).unwrap(),
        |seed| Box::new(Greedy::new(seed)),
        |seed| Box::new(RandomPlayer::new(seed + 1000)),
        MAX_ACTIONS,
    ) {
        let score = |s: Seat| out.standings.iter().find(|x| x.seat == s).unwrap().score;
        let random = Seat(1 - greedy.0);
        if score(greedy) > score(random) {
            wins += 1;
        }
        if score(greedy) < score(random) {
            losses += 1;
        }
    }
    (wins, losses)
}

#[test]
fn greedy_beats_random_clearly() {
    let (wins, losses) = greedy_vs_random(100);
    eprintln!("greedy against random, 100 two-player games: {wins} won, {losses} lost");
    // Games that end level count for neither side; of the decided games the
    // greedy player must win clearly.
    assert!(
        wins * 100 > (wins + losses) * 60 && wins >= 20,
        "greedy won only {wins} of 100 (lost {losses})"
    );
}

#[derive(Default, Debug)]
struct Stats {
    games: u32,
    frames: Vec<u32>,
    scored: u32,
    ties: u32,
    nobody: u32,
    turns: u32,
    passes: u32,
    full: u32,
    max_cells: usize,
    actions: u64,
}

fn stats(games: u64, players: usize, greedy: bool) -> Stats {
    let mut st = Stats::default();
    for seed in 0..games {
        let mut game = Uzory::new(&(), players, seed).unwrap();
        let mut bots = test_seats(players, seed, greedy);
        let mut max_cells = 0;
        let mut actions = 0;
        let mut passes = 0;
        play_out(&mut game, &mut bots, MAX_ACTIONS, |g, ev| {
            actions += 1;
            max_cells = max_cells.max(g.field().legal_cells().len());
            passes += ev
                .iter()
                .filter(|e| matches!(e, Event::Passed { .. }))
                .count() as u32;
        })
        .unwrap();
        st.games += 1;
        st.frames.push(game.frames().len() as u32);
        for f in game.frames() {
            match &f.result {
                FrameResult::Nobody => st.nobody += 1,
                FrameResult::Majority(_) => st.scored += 1,
                FrameResult::ChosenByCloser { .. } => {
                    st.scored += 1;
                    st.ties += 1
                }
            }
        }
        st.turns += game.turns();
        st.passes += passes;
        st.max_cells = st.max_cells.max(max_cells);
        st.actions += actions;
        if game.field().is_full() {
            st.full += 1;
        }
    }
    st
}

fn report(label: &str, st: &Stats) {
    let mut f = st.frames.clone();
    f.sort();
    let n = f.len().max(1);
    let mean = f.iter().sum::<u32>() as f64 / n as f64;
    eprintln!(
        "{label}: {} games, frames/game mean {mean:.2}, median {}, p10 {}, p90 {}, max {}; \
         zero-frame games {}; scored {} nobody {} ties {}; turns/game {:.1}, passes/game {:.1}, \
         full fields {}; most legal cells {}",
        st.games,
        f[n / 2],
        f[n / 10],
        f[n * 9 / 10],
        f[n - 1],
        f.iter().filter(|&&x| x == 0).count(),
        st.scored,
        st.nobody,
        st.ties,
        st.turns as f64 / n as f64,
        st.passes as f64 / n as f64,
        st.full,
        st.max_cells,
    );
}

#[test]
#[ignore = "statistics for tuning the tile set; prints frame counts per game"]
fn frame_statistics() {
    for players in 2..=4 {
        report(&format!("random {players}p"), &stats(100, players, false));
        report(&format!("greedy {players}p"), &stats(30, players, true));
    }
}

#[test]
#[ignore = "measures random playout speed"]
fn random_playout_speed() {
    let start = std::time::Instant::now();
    let st = stats(500, 3, false);
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{} random 3-player games in {secs:.2}s: {:.0} games/s, {} actions",
        st.games,
        st.games as f64 / secs,
        st.actions
    );
}
