//! Random games at 2–4 seats on both sides, with the invariants checked after every action:
//! the 100 tiles are always somewhere, every seat to act has a legal move and no other seat
//! has one, every legal move is accepted, refusals change nothing, scores and ledgers agree
//! with the events, a record round-trips through JSON, and games end.

use proptest::prelude::*;

use crate::game::{play_out, Game, Player, RandomPlayer, Seat, Viewer};
use crate::games::azul::actions::{Action, Destination, Event, Source};
use crate::games::azul::board::WallSide;
use crate::games::azul::state::{Azul, AzulOptions, TOTAL_TILES};
use crate::games::azul::tiles::Colour;
use crate::games::family::testing::assert_accepted_exactly_when_listed;

fn options(grey: bool) -> AzulOptions {
    AzulOptions {
        side: if grey {
            WallSide::Grey
        } else {
            WallSide::Coloured
        },
    }
}

/// Every conceivable action, out-of-range factories, lines and columns included.
fn all_conceivable_actions() -> Vec<Action> {
    let mut out = Vec::new();
    for colour in Colour::ALL {
        let sources = (0..11).map(Source::Factory).chain([Source::Centre]);
        for source in sources {
            for destination in (0..7).map(Destination::Line).chain([Destination::Floor]) {
                out.push(Action::Take {
                    source,
                    colour,
                    destination,
                });
            }
        }
    }
    for line in 0..7 {
        for column in 0..7 {
            out.push(Action::Tile { line, column });
        }
    }
    out
}

/// Plays one random game, checking every invariant after every action; every
/// `try_all_each`-th position (0: never) also tries every conceivable action of every seat.
/// Returns the number of actions.
fn checked_game(players: usize, grey: bool, seed: u64, try_all_each: usize) -> usize {
    let mut game = Azul::new(&options(grey), players, seed).unwrap();
    let mut bots: Vec<Box<dyn Player<Azul>>> = (0..players)
        .map(|i| {
            Box::new(RandomPlayer::new(
                seed.wrapping_mul(31).wrapping_add(i as u64),
            )) as Box<dyn Player<Azul>>
        })
        .collect();
    let conceivable = all_conceivable_actions();
    let mut scores: Vec<u32> = vec![0; players];
    let mut steps = 0usize;
    let mut check = |g: &Azul, events: &[Event]| {
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
                assert_eq!(i64::from(*s) + i64::from(*points), i64::from(*total));
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
            assert!(p.board.floor.len() <= 7);
            for (i, line) in p.board.lines.iter().enumerate() {
                assert!(usize::from(line.count) <= i + 1);
                assert_eq!(line.count == 0, line.colour.is_none(), "{line:?}");
                if let Some(c) = line.colour {
                    assert!(!p.board.wall.row_has(i, c), "a line's colour on its row");
                }
            }
            for r in 0..5 {
                for c in Colour::ALL {
                    let n = (0..5)
                        .filter(|&k| p.board.wall.get(r, k) == Some(c))
                        .count();
                    assert!(n <= 1, "a colour twice in a row");
                    let n = (0..5)
                        .filter(|&k| p.board.wall.get(k, r) == Some(c))
                        .count();
                    assert!(n <= 1, "a colour twice in a column");
                }
            }
        }
        let markers = g
            .players
            .iter()
            .filter(|p| p.board.floor_has_marker())
            .count();
        assert!(markers <= 1);
        if g.is_over() {
            assert!(g.to_act().is_empty());
            return;
        }
        let to_act = g.to_act();
        assert_eq!(to_act.len(), 1);
        for seat in Seat::all(players) {
            let legal = g.legal_actions(seat);
            if to_act.contains(&seat) {
                assert!(!legal.is_empty(), "seed {seed}: {seat:?} has no legal move");
            } else {
                assert!(legal.is_empty());
            }
            if try_all_each > 0 && steps.is_multiple_of(try_all_each) {
                previews_tell_what_takes_do(g, seat, &legal);
                assert_accepted_exactly_when_listed(g, seat, &legal, &conceivable);
            }
        }
        if seed.wrapping_add(steps as u64).is_multiple_of(37) {
            let json = serde_json::to_string(g).unwrap();
            let back: Azul = serde_json::from_str(&json).unwrap();
            assert_eq!(&back, g);
            let view = g.view(Viewer::Spectator);
            assert_eq!(view.bag_count as usize, g.bag_len());
            let _ = serde_json::to_string(&view).unwrap();
        }
    };
    check(&game, &[]);
    let outcome = play_out(&mut game, &mut bots, 50_000, |g, events| check(g, events))
        .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    assert!(game.is_over());
    assert_eq!(outcome.standings.len(), players);
    assert!(outcome.standings.iter().all(|s| s.is_consistent()));
    for s in &outcome.standings {
        assert_eq!(s.score, scores[s.seat.index()] as i32);
    }
    steps
}

/// What the view's preview of every legal take says is what the take then does.
fn previews_tell_what_takes_do(g: &Azul, seat: Seat, legal: &[Action]) {
    let view = g.view(Viewer::Seat(seat));
    for a in legal {
        let Action::Take {
            source,
            colour,
            destination,
        } = *a
        else {
            continue;
        };
        let preview = view
            .take_preview(seat, source, colour, destination)
            .unwrap();
        let mut c = g.clone();
        let events = c.play(seat, a).unwrap();
        let took = events.iter().find_map(|e| match e {
            Event::Took {
                count,
                to_line,
                to_floor,
                to_lid,
                ..
            } => Some((*count, *to_line, *to_floor, *to_lid)),
            _ => None,
        });
        let expected = (
            preview.count,
            preview.to_line,
            preview.to_floor,
            preview.to_lid,
        );
        assert_eq!(took, Some(expected), "{a:?}");
        let marker = events
            .iter()
            .any(|e| matches!(e, Event::MarkerTaken { .. }));
        assert_eq!(marker, preview.marker);
        if let Destination::Line(line) = destination {
            let board = &c.player(seat).unwrap().board;
            // A completed line is tiled at once only when the offer ended with this take.
            if !events.contains(&Event::TilingStarted) {
                assert_eq!(board.line_complete(usize::from(line)), preview.completes);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_keep_every_invariant(
        players in 2usize..=4,
        grey in any::<bool>(),
        seed in any::<u64>(),
    ) {
        checked_game(players, grey, seed, 0);
    }
}

#[test]
fn a_grey_game_whose_last_tiles_only_go_round_the_floors_ends() {
    // Once went on for ever: its last tiles could only go round the floor lines and the lid.
    checked_game(4, true, 13_380_416_223_928_926_053, 0);
}

#[test]
fn every_conceivable_action_is_listed_exactly_when_accepted() {
    for seed in 0..6u64 {
        checked_game(2 + (seed as usize % 3), seed % 2 == 1, seed, 7);
    }
}

#[test]
fn seeded_random_games_keep_every_invariant() {
    let start = std::time::Instant::now();
    let games = 300u64;
    let mut actions = 0;
    for seed in 0..games {
        actions += checked_game(2 + (seed as usize % 3), (seed / 3) % 2 == 1, seed, 0);
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!("{games} checked random games, {actions} actions, {secs:.1}s");
}

#[test]
fn the_same_seed_and_moves_replay_the_same_game() {
    for seed in [3u64, 4] {
        let play = || {
            let mut game = Azul::new(&options(seed == 4), 3, seed).unwrap();
            let mut bots: Vec<Box<dyn Player<Azul>>> = (0..3)
                .map(|i| Box::new(RandomPlayer::new(seed.wrapping_add(i))) as Box<dyn Player<Azul>>)
                .collect();
            play_out(&mut game, &mut bots, 50_000, |_, _| {}).unwrap();
            game
        };
        assert_eq!(play(), play());
    }
}
