//! Many seeded random games with the invariants checked after every action.

use crate::game::testing::random_seats;
use crate::game::{play_out, Game, Seat, Viewer};
use crate::games::family::testing::assert_accepted_exactly_when_listed;
use crate::games::summer_pavilion::actions::Event;
use crate::games::summer_pavilion::state::{PavilionOptions, SummerPavilion, TOTAL_TILES};
use crate::games::{PavilionSide, WildOrder};

fn options(seed: u64) -> PavilionOptions {
    PavilionOptions {
        side: if seed.is_multiple_of(2) {
            PavilionSide::Coloured
        } else {
            PavilionSide::Beige
        },
        wilds: if (seed / 2).is_multiple_of(2) {
            WildOrder::Normal
        } else {
            WildOrder::Alternative
        },
    }
}

/// Plays one random game, checking every invariant after every action. Returns the number of
/// actions.
fn checked_game(seed: u64, check_every_legal_action_each: usize) -> usize {
    let players = 2 + (seed as usize % 3);
    let mut game = SummerPavilion::new(&options(seed), players, seed).unwrap();
    let mut bots = random_seats::<SummerPavilion>((0..players as u64).map(|i| seed * 31 + i));
    let mut scores: Vec<u32> = vec![5; players];
    let mut steps = 0usize;
    let outcome = play_out(&mut game, &mut bots, 20_000, |g, events| {
        steps += 1;
        assert_eq!(
            g.tiles_everywhere(),
            TOTAL_TILES,
            "seed {seed} step {steps}"
        );
        for e in events {
            if let Event::Score {
                seat,
                points,
                total,
                ..
            } = e
            {
                let s = &mut scores[seat.index()];
                let expected = i64::from(*s) + i64::from(*points);
                assert_eq!(expected, i64::from(*total), "seed {seed}: event total");
                *s = *total;
            }
        }
        for seat in Seat::all(players) {
            let p = g.player(seat).unwrap();
            assert_eq!(
                p.score,
                scores[seat.index()],
                "seed {seed}: score without event"
            );
            assert_eq!(p.ledger.total(), i64::from(p.score));
            assert!(p.kept.total() <= 4);
        }
        assert!(g.round() >= 1 && g.round() <= 6);
        if !g.is_over() {
            for seat in g.to_act() {
                let legal = g.legal_actions(seat);
                assert!(!legal.is_empty(), "seed {seed}: no legal action");
                if check_every_legal_action_each > 0
                    && steps.is_multiple_of(check_every_legal_action_each)
                {
                    for a in &legal {
                        let mut c = g.clone();
                        assert!(c.play(seat, a).is_ok(), "seed {seed}: refused {a:?}");
                    }
                }
            }
            for seat in Seat::all(players).filter(|s| !g.to_act().contains(s)) {
                assert!(g.legal_actions(seat).is_empty());
            }
        }
        if (seed + steps as u64).is_multiple_of(97) {
            let json = serde_json::to_string(g).unwrap();
            let back: SummerPavilion = serde_json::from_str(&json).unwrap();
            assert_eq!(&back, g);
            let _ = serde_json::to_string(&g.view(Viewer::Spectator)).unwrap();
        }
    })
    .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    assert_eq!(game.round(), 6, "seed {seed}: the game lasts 6 rounds");
    assert_eq!(outcome.standings.len(), players);
    assert!(outcome.standings.iter().all(|s| s.is_consistent()));
    for s in &outcome.standings {
        assert_eq!(s.score, scores[s.seat.index()] as i32);
    }
    steps
}

#[test]
fn random_games_keep_every_invariant() {
    let start = std::time::Instant::now();
    let games = 1000;
    let mut actions = 0;
    for seed in 0..games {
        actions += checked_game(seed, if seed % 10 == 0 { 1 } else { 0 });
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{games} checked random games, {actions} actions, {secs:.1}s ({:.0} games/s)",
        games as f64 / secs
    );
}

#[test]
#[ignore = "heavier: run with --ignored"]
fn many_more_random_games_keep_every_invariant() {
    for seed in 10_000..30_000 {
        checked_game(seed, if seed % 5 == 0 { 1 } else { 0 });
    }
}

#[test]
fn random_playout_speed() {
    let start = std::time::Instant::now();
    let games = 200;
    for seed in 0..games {
        let players = 2 + (seed as usize % 3);
        let mut game = SummerPavilion::new(&options(seed), players, seed).unwrap();
        let mut bots = random_seats::<SummerPavilion>(seed..seed + players as u64);
        play_out(&mut game, &mut bots, 20_000, |_, _| {}).unwrap();
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!("random playouts: {:.0} games/s", games as f64 / secs);
}

/// Every conceivable action, including out-of-range factories, stars, spaces and wild counts.
fn all_conceivable_actions() -> Vec<crate::games::summer_pavilion::Action> {
    use crate::games::summer_pavilion::Tiles;
    use crate::games::summer_pavilion::{Action, Colour, Source, Space, Star};
    let mut out = vec![Action::Pass];
    // Every set of up to 5 tiles of two colours (5 is one too many to keep).
    for a in Colour::ALL {
        for b in Colour::ALL {
            for (x, y) in [(0, 0), (1, 0), (2, 1), (3, 1), (4, 0), (2, 3), (0, 5)] {
                let mut tiles = Tiles::of(a, x);
                tiles.add(b, y);
                out.push(Action::Keep { tiles });
            }
        }
    }
    for colour in Colour::ALL {
        out.push(Action::Bonus { colour });
        out.push(Action::Take {
            source: Source::Centre,
            colour,
        });
        for f in 0..11 {
            out.push(Action::Take {
                source: Source::Factory(f),
                colour,
            });
        }
        for star in 0..8 {
            for space in 0..8 {
                for wilds in 0..8 {
                    out.push(Action::Place {
                        star: Star(star),
                        space: Space(space),
                        colour,
                        wilds,
                    });
                }
            }
        }
    }
    out
}

#[test]
fn legal_actions_are_exactly_the_accepted_ones_and_refusals_change_nothing() {
    let candidates = all_conceivable_actions();
    for seed in 0..8u64 {
        let players = 2 + (seed as usize % 3);
        let mut game = SummerPavilion::new(&options(seed), players, seed).unwrap();
        let mut bots = random_seats::<SummerPavilion>(seed..seed + players as u64);
        let mut step = 0u64;
        play_out(&mut game, &mut bots, 20_000, |g, _| {
            step += 1;
            if !(step + seed).is_multiple_of(23) {
                return;
            }
            for seat in Seat::all(players) {
                assert_accepted_exactly_when_listed(g, seat, &g.legal_actions(seat), &candidates);
            }
        })
        .unwrap();
    }
}
