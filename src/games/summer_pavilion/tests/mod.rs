//! Rule-by-rule tests, named after the rule they check; rulebook examples included.

use super::actions::{Action, Event, PavilionError, ScoreItem, Source, TakeError};
use super::board::{cost, Board, Space, Star, StarKind, StructureKind, STRUCTURES};
use super::greedy::Greedy;
use super::scoring::end_bonuses;
use super::state::{wild_colour, PavilionOptions, Phase, SummerPavilion};
use super::tiles::{Colour, Tiles};
use crate::game::testing::{assert_restored_game_continues, play_moves, random_seats};
use crate::game::{play_out, Game, PlayError, Player, RandomPlayer, Seat, Viewer};
use crate::games::family::testing::{assert_every_seat_starts_some_games, assert_factories_dealt};
use crate::games::{PavilionSide, WildOrder};

use Colour::*;

mod property;
mod stored;

fn opts(side: PavilionSide) -> PavilionOptions {
    PavilionOptions {
        side,
        wilds: WildOrder::Normal,
    }
}

fn new_game(players: usize, seed: u64) -> SummerPavilion {
    let mut g = dealt(players, seed);
    // Rule tests read more easily when seat 0 starts; who starts is tested on its own.
    g.first = Seat(0);
    g.phase = Phase::Acquire { seat: Seat(0) };
    g
}

/// A game as dealt, its first player drawn from the seed.
fn dealt(players: usize, seed: u64) -> SummerPavilion {
    SummerPavilion::new(&opts(PavilionSide::Coloured), players, seed).unwrap()
}

/// A round-1 game in phase 2 with seat 0 to place holding `held`; factories and centre are
/// emptied into the tower so the 132 tiles stay accounted for.
fn placing(side: PavilionSide, held: Tiles) -> SummerPavilion {
    let mut g = SummerPavilion::new(&opts(side), 2, 7).unwrap();
    for f in g.factories.iter_mut() {
        let t = std::mem::take(f);
        g.tower.add_all(&t);
    }
    take_from_pool(&mut g, &held);
    g.players[0].held = held;
    g.phase = Phase::Place { seat: Seat(0) };
    g
}

/// Removes `tiles` from tower and bag (so tests that hand out tiles keep the count at 132).
fn take_from_pool(g: &mut SummerPavilion, tiles: &Tiles) {
    for c in Colour::ALL {
        for _ in 0..tiles.get(c) {
            if !g.tower.remove(c, 1) {
                let i = g.bag.iter().position(|&b| b == c).expect("tile in bag");
                g.bag.swap_remove(i);
            }
        }
    }
}

/// Gives `seat` some tiles taken out of the pool (e.g. so the round does not end at once).
fn give(g: &mut SummerPavilion, seat: usize, tiles: Tiles) {
    take_from_pool(g, &tiles);
    g.players[seat].held.add_all(&tiles);
}

/// Puts a tile straight on a board (test setup), taking it out of the pool.
fn put(g: &mut SummerPavilion, seat: usize, star: u8, space: u8, colour: Colour) {
    take_from_pool(g, &Tiles::of(colour, 1));
    assert!(g.players[seat].board.put(Star(star), Space(space), colour));
}

fn place(star: u8, space: u8, colour: Colour, wilds: u8) -> Action {
    Action::Place {
        star: Star(star),
        space: Space(space),
        colour,
        wilds,
    }
}

fn score_events(events: &[Event]) -> Vec<(ScoreItem, i32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Score { item, points, .. } => Some((*item, *points)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_first_player_is_drawn_from_the_seed() {
    assert_every_seat_starts_some_games(|players, seed| {
        let g = dealt(players, seed);
        assert_eq!(g.to_act(), vec![g.first]);
        let again = dealt(players, seed);
        assert_eq!(g.round_started_event(), again.round_started_event());
        g.first
    });
}

#[test]
fn setup_deals_factories_supply_and_scores() {
    assert_factories_dealt(|players| dealt(players, 1).factories);
    for players in 2..=4 {
        let g = dealt(players, 1);
        assert_eq!(g.supply_tiles().total(), 10);
        assert_eq!(g.tiles_everywhere(), 132);
        assert!(g.players.iter().all(|p| p.score == 5));
        assert_eq!(g.to_act(), vec![g.first]);
        assert_eq!(g.round(), 1);
    }
    assert!(SummerPavilion::new(&opts(PavilionSide::Coloured), 1, 1).is_err());
    assert!(SummerPavilion::new(&opts(PavilionSide::Coloured), 5, 1).is_err());
}

#[test]
fn wild_colour_orders_normal_and_alternative() {
    let normal: Vec<Colour> = (1..=6).map(|r| wild_colour(WildOrder::Normal, r)).collect();
    assert_eq!(normal, vec![Purple, Green, Orange, Yellow, Blue, Red]);
    let alt: Vec<Colour> = (1..=6)
        .map(|r| wild_colour(WildOrder::Alternative, r))
        .collect();
    assert_eq!(alt, vec![Orange, Red, Blue, Yellow, Green, Purple]);
}

#[test]
fn take_from_factory_moves_the_rest_to_the_centre() {
    let mut g = new_game(2, 3);
    g.tower.add_all(&g.factories[0]);
    g.factories[0] = Tiles::EMPTY;
    take_from_pool(&mut g, &Tiles::from_list(&[Red, Red, Yellow, Yellow]));
    g.factories[0] = Tiles::from_list(&[Red, Red, Yellow, Yellow]);
    let ev = g
        .play(
            Seat(0),
            &Action::Take {
                source: Source::Factory(0),
                colour: Red,
            },
        )
        .unwrap();
    assert_eq!(g.players[0].held, Tiles::of(Red, 2));
    assert_eq!(g.centre, Tiles::of(Yellow, 2));
    assert!(g.factories[0].is_empty());
    assert!(ev.contains(&Event::Took {
        seat: Seat(0),
        source: Source::Factory(0),
        colour: Red,
        count: 2,
        with_wild: false,
        to_centre: Tiles::of(Yellow, 2),
    }));
    assert_eq!(g.players[0].score, 5, "no start token from a factory");
    assert_eq!(g.to_act(), vec![Seat(1)]);
}

#[test]
fn take_with_wilds_present_takes_exactly_one_wild() {
    let mut g = new_game(2, 3);
    let f = Tiles::from_list(&[Green, Purple, Purple, Orange]);
    g.tower.add_all(&g.factories[1]);
    take_from_pool(&mut g, &f);
    g.factories[1] = f;
    assert_eq!(
        g.view(Viewer::Spectator)
            .legal_take_colours(Source::Factory(1)),
        vec![Green, Orange],
        "the wild colour cannot be chosen while other colours are there"
    );
    assert_eq!(
        g.play(
            Seat(0),
            &Action::Take {
                source: Source::Factory(1),
                colour: Purple
            }
        ),
        Err(PlayError::Illegal(PavilionError::WildWhileOthersPresent))
    );
    g.play(
        Seat(0),
        &Action::Take {
            source: Source::Factory(1),
            colour: Green,
        },
    )
    .unwrap();
    assert_eq!(g.players[0].held, Tiles::from_list(&[Green, Purple]));
    assert_eq!(g.centre, Tiles::from_list(&[Purple, Orange]));
}

#[test]
fn source_of_only_wilds_gives_exactly_one() {
    let mut g = new_game(2, 3);
    let f = Tiles::of(Purple, 3);
    g.tower.add_all(&g.factories[2]);
    take_from_pool(&mut g, &f);
    g.factories[2] = f;
    assert_eq!(
        g.view(Viewer::Spectator)
            .legal_take_colours(Source::Factory(2)),
        vec![Purple]
    );
    g.play(
        Seat(0),
        &Action::Take {
            source: Source::Factory(2),
            colour: Purple,
        },
    )
    .unwrap();
    assert_eq!(g.players[0].held, Tiles::of(Purple, 1));
    assert_eq!(g.centre, Tiles::of(Purple, 2));
    // From the centre holding only wilds: one again, and the start token with it.
    g.play(
        Seat(1),
        &Action::Take {
            source: Source::Centre,
            colour: Purple,
        },
    )
    .unwrap();
    assert_eq!(g.players[1].held, Tiles::of(Purple, 1));
    assert_eq!(g.centre, Tiles::of(Purple, 1));
    assert_eq!(g.start_token, Some(Seat(1)));
    assert_eq!(g.players[1].score, 4);
}

#[test]
fn start_token_three_yellow_and_one_wild_from_the_centre_costs_four() {
    // Rulebook example: Petya takes 3 yellow and 1 wild from the centre, first to do so.
    let mut g = new_game(2, 4);
    let c = Tiles::from_list(&[Yellow, Yellow, Yellow, Purple, Purple, Red]);
    take_from_pool(&mut g, &c);
    g.centre = c;
    let ev = g
        .play(
            Seat(0),
            &Action::Take {
                source: Source::Centre,
                colour: Yellow,
            },
        )
        .unwrap();
    assert!(ev.contains(&Event::StartTokenTaken { seat: Seat(0) }));
    assert_eq!(score_events(&ev), vec![(ScoreItem::StartToken, -4)]);
    assert_eq!(g.players[0].score, 1);
    assert_eq!(
        g.players[0].held,
        Tiles::from_list(&[Yellow, Yellow, Yellow, Purple])
    );
    assert_eq!(g.centre, Tiles::from_list(&[Purple, Red]));
    // The next take from the centre costs nothing.
    let ev = g
        .play(
            Seat(1),
            &Action::Take {
                source: Source::Centre,
                colour: Red,
            },
        )
        .unwrap();
    assert!(score_events(&ev).is_empty());
    assert_eq!(g.players[1].score, 5);
    assert_eq!(g.start_token, Some(Seat(0)));
}

#[test]
fn start_token_penalty_never_takes_a_score_below_zero() {
    let mut g = new_game(2, 4);
    let c = Tiles::from_list(&[Yellow, Yellow, Yellow, Purple]);
    take_from_pool(&mut g, &c);
    g.centre = c;
    g.players[0].score = 2;
    g.players[0].ledger.lines = vec![(ScoreItem::Start, 2)];
    let ev = g
        .play(
            Seat(0),
            &Action::Take {
                source: Source::Centre,
                colour: Yellow,
            },
        )
        .unwrap();
    assert_eq!(score_events(&ev), vec![(ScoreItem::StartToken, -2)]);
    assert_eq!(g.players[0].score, 0);
    // Already at 0: loses nothing.
    let mut g = new_game(2, 4);
    take_from_pool(&mut g, &c);
    g.centre = c;
    g.players[0].score = 0;
    g.play(
        Seat(0),
        &Action::Take {
            source: Source::Centre,
            colour: Yellow,
        },
    )
    .unwrap();
    assert_eq!(g.players[0].score, 0);
}

#[test]
fn start_token_holder_places_first_and_opens_next_round() {
    let mut g = new_game(2, 9);
    // Play phase 1 taking from the centre whenever possible with seat 1.
    while matches!(g.phase, Phase::Acquire { .. }) {
        let seat = g.to_act()[0];
        let legal = g.legal_actions(seat);
        let pick = legal
            .iter()
            .find(|a| {
                seat == Seat(1)
                    && matches!(
                        a,
                        Action::Take {
                            source: Source::Centre,
                            ..
                        }
                    )
            })
            .unwrap_or(&legal[0]);
        g.play(seat, pick).unwrap();
    }
    let holder = g.start_token.unwrap_or(g.first);
    assert_eq!(g.phase.seat(), Some(holder));
}

#[test]
fn chain_scoring_blue_four_and_five_filled_placing_six_scores_three() {
    // Rulebook example C: blue 4 and 5 filled, 3 blue + 3 wilds on blue 6 scores 3.
    let mut g = placing(
        PavilionSide::Coloured,
        Tiles::from_list(&[Blue, Blue, Blue, Purple, Purple, Purple]),
    );
    put(&mut g, 0, 4, 4, Blue);
    put(&mut g, 0, 4, 5, Blue);
    let ev = g.play(Seat(0), &place(4, 6, Blue, 3)).unwrap();
    assert_eq!(score_events(&ev), vec![(ScoreItem::Placement, 3)]);
    assert!(g.players[0].held.is_empty());
    assert_eq!(g.players[0].board.tile(Star(4), Space(6)), Some(Blue));
    assert_eq!(
        g.tower.get(Blue),
        2,
        "two blue to the tower, one on the board"
    );
    assert_eq!(g.players[0].score, 8);
}

#[test]
fn chain_scoring_counts_both_ways_and_wraps_from_six_to_one() {
    let mut b = Board::default();
    assert_eq!(b.placement_points(Star(1), Space(1)), 1, "alone scores 1");
    b.put(Star(1), Space(6), Purple);
    b.put(Star(1), Space(2), Purple);
    b.put(Star(1), Space(3), Purple);
    assert_eq!(b.placement_points(Star(1), Space(1)), 4, "6 and 2,3 join 1");
    b.put(Star(1), Space(5), Purple);
    assert_eq!(
        b.placement_points(Star(1), Space(4)),
        5,
        "3,2 one way, 5,6 the other"
    );
    b.put(Star(1), Space(4), Purple);
    assert_eq!(
        b.placement_points(Star(1), Space(1)),
        6,
        "last space: the whole ring"
    );
    assert_eq!(
        b.placement_points(Star(2), Space(1)),
        1,
        "other stars never connect"
    );
}

#[test]
fn rulebook_example_d_three_wilds_with_one_orange_on_orange_four() {
    // Orange star 4, neighbours 3 and 5 filled: 1 orange + 3 wilds scores 3.
    let mut g = placing(
        PavilionSide::Coloured,
        Tiles::from_list(&[Orange, Green, Purple, Purple, Purple]),
    );
    put(&mut g, 0, 2, 3, Orange);
    put(&mut g, 0, 2, 5, Orange);
    let ev = g.play(Seat(0), &place(2, 4, Orange, 3)).unwrap();
    assert_eq!(score_events(&ev), vec![(ScoreItem::Placement, 3)]);
    assert_eq!(g.players[0].held, Tiles::of(Green, 1));
}

#[test]
fn a_wild_is_never_placed_as_another_colour() {
    let g = placing(PavilionSide::Coloured, Tiles::of(Purple, 6));
    let legal = g.legal_actions(Seat(0));
    for a in &legal {
        if let Action::Place {
            star,
            colour,
            wilds,
            ..
        } = a
        {
            assert_eq!(*colour, Purple);
            assert_eq!(*wilds, 0);
            assert!(
                star.0 == 1 || star.is_centre(),
                "purple star or centre only"
            );
        }
    }
    let mut g2 = g.clone();
    assert_eq!(
        g2.play(Seat(0), &place(2, 1, Orange, 0)),
        Err(PlayError::Illegal(PavilionError::NotEnoughTiles))
    );
    assert_eq!(
        g2.play(Seat(0), &place(2, 1, Purple, 0)),
        Err(PlayError::Illegal(PavilionError::ColourNotAllowedOnStar))
    );
    assert_eq!(g2, g);
}

#[test]
fn at_least_one_real_tile_of_the_placed_colour() {
    let g = placing(
        PavilionSide::Coloured,
        Tiles::from_list(&[Purple, Purple, Purple, Purple, Orange]),
    );
    let mut g2 = g.clone();
    // Orange 3: at most 2 wilds; with one orange held, exactly 2.
    assert_eq!(
        g.view(Viewer::Seat(Seat(0)))
            .legal_wilds(Star(2), Space(3), Orange),
        vec![2]
    );
    assert_eq!(
        g2.play(Seat(0), &place(2, 3, Orange, 3)),
        Err(PlayError::Illegal(PavilionError::NeedOneRealTile))
    );
    assert_eq!(
        g2.play(Seat(0), &place(2, 3, Orange, 1)),
        Err(PlayError::Illegal(PavilionError::NotEnoughTiles))
    );
    // Red: none held, wilds alone never do.
    assert_eq!(
        g2.play(Seat(0), &place(3, 1, Red, 1)),
        Err(PlayError::Illegal(PavilionError::NeedOneRealTile))
    );
    assert_eq!(
        g2.play(Seat(0), &place(3, 2, Red, 1)),
        Err(PlayError::Illegal(PavilionError::NotEnoughTiles))
    );
    assert_eq!(g2, g);
    assert!(g
        .view(Viewer::Seat(Seat(0)))
        .legal_colours(Star(3))
        .is_empty());
    // Orange 5: 1 orange + 4 wilds.
    assert_eq!(
        g.view(Viewer::Seat(Seat(0)))
            .legal_wilds(Star(2), Space(5), Orange),
        vec![4]
    );
}

#[test]
fn number_of_wilds_is_a_real_choice_when_both_suffice() {
    let g = placing(
        PavilionSide::Coloured,
        Tiles::from_list(&[Red, Red, Red, Purple, Purple]),
    );
    let v = g.view(Viewer::Seat(Seat(0)));
    assert_eq!(v.legal_wilds(Star(3), Space(3), Red), vec![0, 1, 2]);
    assert_eq!(v.legal_wilds(Star(3), Space(4), Red), vec![1, 2]);
    assert_eq!(v.legal_wilds(Star(3), Space(5), Red), vec![2]);
    assert!(v.legal_wilds(Star(3), Space(6), Red).is_empty());
    assert_eq!(
        v.legal_spaces(Star(3), Red),
        (1..=5).map(Space).collect::<Vec<_>>()
    );
}

#[test]
fn the_wild_colour_on_the_centre_star_needs_its_own_tiles() {
    let g = placing(
        PavilionSide::Coloured,
        Tiles::from_list(&[Purple, Purple, Purple, Green]),
    );
    let v = g.view(Viewer::Seat(Seat(0)));
    assert!(v.legal_colours(Star::CENTRE).contains(&Purple));
    assert_eq!(v.legal_wilds(Star::CENTRE, Space(3), Purple), vec![0]);
    assert!(v.legal_wilds(Star::CENTRE, Space(4), Purple).is_empty());
    let mut g2 = g.clone();
    assert_eq!(
        g2.play(Seat(0), &place(0, 3, Purple, 1)),
        Err(PlayError::Illegal(PavilionError::WildForWildColour))
    );
    g2.play(Seat(0), &place(0, 3, Purple, 0)).unwrap();
    assert_eq!(g2.players[0].held, Tiles::of(Green, 1));
    assert_eq!(g2.players[0].board.tile(Star(0), Space(3)), Some(Purple));
    // Green with wilds on the centre: purple would be the wild, but none left.
    assert_eq!(
        g2.view(Viewer::Seat(Seat(0)))
            .legal_wilds(Star::CENTRE, Space(1), Green),
        vec![0]
    );
}

#[test]
fn the_centre_star_takes_six_different_colours() {
    let mut g = placing(PavilionSide::Coloured, Tiles::of(Red, 6));
    put(&mut g, 0, 0, 1, Red);
    let v = g.view(Viewer::Seat(Seat(0)));
    assert!(v.legal_colours(Star::CENTRE).is_empty());
    assert_eq!(
        g.clone().play(Seat(0), &place(0, 2, Red, 0)),
        Err(PlayError::Illegal(PavilionError::ColourNotAllowedOnStar))
    );
}

#[test]
fn placing_on_a_covered_space_is_refused() {
    let mut g = placing(PavilionSide::Coloured, Tiles::of(Red, 6));
    put(&mut g, 0, 3, 2, Red);
    assert_eq!(
        g.clone().play(Seat(0), &place(3, 2, Red, 0)),
        Err(PlayError::Illegal(PavilionError::SpaceTaken))
    );
    assert_eq!(
        g.clone().play(Seat(0), &place(3, 7, Red, 0)),
        Err(PlayError::Illegal(PavilionError::NoSuchSpace))
    );
    assert_eq!(
        g.clone().play(Seat(0), &place(9, 1, Red, 0)),
        Err(PlayError::Illegal(PavilionError::NoSuchSpace))
    );
}

/// A colour that may go on `star` in a test of the coloured side, different from what is there.
fn colour_for(board: &Board, star: u8) -> Colour {
    Star(star).printed_colour().unwrap_or_else(|| {
        Colour::ALL
            .into_iter()
            .find(|&c| board.star_accepts(PavilionSide::Coloured, Star(star), c))
            .unwrap()
    })
}

#[test]
fn each_of_the_18_structures_rewards_its_supply_tiles() {
    for (id, st) in STRUCTURES.iter().enumerate() {
        let (&(last_star, last_space), before) = st.spaces.split_last().unwrap();
        let mut g = placing(PavilionSide::Coloured, Tiles::EMPTY);
        for &(a, b) in before {
            let c = colour_for(&g.players[0].board, a);
            put(&mut g, 0, a, b, c);
        }
        let colour = colour_for(&g.players[0].board, last_star);
        let n = cost(PavilionSide::Coloured, Star(last_star), Space(last_space)).unwrap();
        let hand = Tiles::of(colour, n);
        take_from_pool(&mut g, &hand);
        g.players[0].held = hand;
        let ev = g
            .play(Seat(0), &place(last_star, last_space, colour, 0))
            .unwrap();
        let completed: Vec<_> = ev
            .iter()
            .filter_map(|e| match e {
                Event::StructureCompleted {
                    structure, reward, ..
                } => Some((structure.0, *reward)),
                _ => None,
            })
            .collect();
        assert_eq!(completed, vec![(id as u8, st.kind.reward())], "{}", st.id);
        assert_eq!(
            g.phase,
            Phase::Bonus {
                seat: Seat(0),
                remaining: st.kind.reward()
            },
            "{}",
            st.id
        );
        // Take the rewards; then the supply is full again and the turn passes.
        let before_held = g.players[0].held.total();
        for _ in 0..st.kind.reward() {
            let a = g.legal_actions(Seat(0))[0];
            assert!(matches!(a, Action::Bonus { .. }));
            g.play(Seat(0), &a).unwrap();
        }
        assert_eq!(
            g.players[0].held.total(),
            before_held + u32::from(st.kind.reward())
        );
        assert_eq!(g.supply_tiles().total(), 10);
        assert_eq!(g.tiles_everywhere(), 132);
        assert!(!matches!(g.phase, Phase::Bonus { .. }));
    }
    let kinds = |k| STRUCTURES.iter().filter(|s| s.kind == k).count();
    assert_eq!(kinds(StructureKind::Pillar), 6);
    assert_eq!(kinds(StructureKind::Statue), 6);
    assert_eq!(kinds(StructureKind::Window), 6);
}

#[test]
fn several_structures_at_once_add_up_and_the_supply_refills_after() {
    // Purple space 2 borders the purple pillar and the purple–orange statue.
    let mut g = placing(PavilionSide::Coloured, Tiles::of(Purple, 2));
    put(&mut g, 0, 1, 3, Purple);
    put(&mut g, 0, 0, 5, Red);
    put(&mut g, 0, 0, 6, Blue);
    put(&mut g, 0, 1, 1, Purple);
    put(&mut g, 0, 2, 3, Orange);
    put(&mut g, 0, 2, 4, Orange);
    let ev = g.play(Seat(0), &place(1, 2, Purple, 0)).unwrap();
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::StructureCompleted { .. }))
            .count(),
        2
    );
    assert_eq!(
        g.phase,
        Phase::Bonus {
            seat: Seat(0),
            remaining: 3
        }
    );
    let supply_before = g.supply_tiles();
    let first = supply_before.colours().next().unwrap();
    let ev = g.play(Seat(0), &Action::Bonus { colour: first }).unwrap();
    assert!(
        !ev.iter().any(|e| matches!(e, Event::SupplyRefilled { .. })),
        "not between picks"
    );
    assert_eq!(g.supply_tiles().total(), 9);
    assert_eq!(
        g.play(Seat(0), &Action::Pass),
        Err(PlayError::Illegal(PavilionError::WrongDecision))
    );
    let missing = Colour::ALL
        .into_iter()
        .find(|&c| g.supply_tiles().get(c) == 0);
    if let Some(c) = missing {
        assert_eq!(
            g.clone().play(Seat(0), &Action::Bonus { colour: c }),
            Err(PlayError::Illegal(PavilionError::NotInSupply))
        );
    }
    for _ in 0..2 {
        let a = g.legal_actions(Seat(0))[0];
        let ev = g.play(Seat(0), &a).unwrap();
        let _ = ev;
    }
    assert_eq!(g.supply_tiles().total(), 10);
    assert_eq!(g.players[0].held.total(), 3);
}

#[test]
fn bonus_tiles_may_be_wilds() {
    let mut g = placing(PavilionSide::Coloured, Tiles::of(Purple, 6));
    put(&mut g, 0, 1, 5, Purple);
    // Make sure a purple tile lies in the supply.
    if g.supply_tiles().get(Purple) == 0 {
        let old = g.supply[0].take().unwrap();
        g.tower.add(old, 1);
        take_from_pool(&mut g, &Tiles::of(Purple, 1));
        g.supply[0] = Some(Purple);
    }
    g.play(Seat(0), &place(1, 6, Purple, 0)).unwrap();
    assert_eq!(
        g.phase,
        Phase::Bonus {
            seat: Seat(0),
            remaining: 3
        }
    );
    assert!(g
        .legal_actions(Seat(0))
        .contains(&Action::Bonus { colour: Purple }));
    g.play(Seat(0), &Action::Bonus { colour: Purple }).unwrap();
    assert_eq!(g.players[0].held, Tiles::of(Purple, 1));
}

#[test]
fn pass_keeps_up_to_four_and_discards_the_rest_at_one_point_each() {
    let mut g = placing(
        PavilionSide::Coloured,
        Tiles::from_list(&[Green, Green, Green, Green, Red, Red]),
    );
    give(&mut g, 1, Tiles::of(Yellow, 1));
    g.play(Seat(0), &Action::Pass).unwrap();
    assert!(matches!(g.phase, Phase::Keep { .. }));
    // One decision: every set of up to 4 of the held tiles, keeping none included.
    let legal = g.legal_actions(Seat(0));
    let keep = |green, red| {
        let mut tiles = Tiles::of(Green, green);
        tiles.add(Red, red);
        Action::Keep { tiles }
    };
    // 0..=4 green with 0..=min(2, 4 − green) red: 5 + 4 + 3 + 2 + 1 sets.
    assert_eq!(legal.len(), 3 + 3 + 3 + 2 + 1);
    assert_eq!(legal[0], keep(0, 0));
    assert!(legal.contains(&keep(4, 0)) && legal.contains(&keep(2, 2)));
    assert!(!legal.contains(&keep(3, 2)) && !legal.contains(&keep(0, 3)));
    let refused = g.clone();
    assert_eq!(
        g.play(Seat(0), &keep(3, 2)),
        Err(PlayError::Illegal(PavilionError::KeepLimit))
    );
    assert_eq!(
        g.play(
            Seat(0),
            &Action::Keep {
                tiles: Tiles::of(Blue, 1)
            }
        ),
        Err(PlayError::Illegal(PavilionError::NothingToKeep))
    );
    assert_eq!(g, refused);
    let ev = g.play(Seat(0), &keep(4, 0)).unwrap();
    // Rulebook example F: 4 green kept, 2 red discarded for −2.
    assert!(ev.contains(&Event::PassFinished {
        seat: Seat(0),
        kept: Tiles::of(Green, 4),
        discarded: Tiles::of(Red, 2),
    }));
    assert_eq!(score_events(&ev), vec![(ScoreItem::Discard, -2)]);
    assert_eq!(g.players[0].score, 3);
    assert_eq!(g.players[0].kept, Tiles::of(Green, 4));
    assert!(g.players[0].passed);
    assert_eq!(g.tiles_everywhere(), 132);
}

#[test]
fn pass_can_discard_everything_and_the_floor_is_zero() {
    let mut g = placing(PavilionSide::Coloured, Tiles::of(Red, 7));
    give(&mut g, 1, Tiles::of(Yellow, 1));
    g.players[0].score = 3;
    g.players[0].ledger.lines = vec![(ScoreItem::Start, 3)];
    g.play(Seat(0), &Action::Pass).unwrap();
    let ev = g
        .play(
            Seat(0),
            &Action::Keep {
                tiles: Tiles::of(Red, 1),
            },
        )
        .unwrap();
    assert_eq!(score_events(&ev), vec![(ScoreItem::Discard, -3)]);
    assert_eq!(g.players[0].score, 0);
    assert_eq!(g.players[0].kept, Tiles::of(Red, 1));
}

#[test]
fn a_keep_phase_from_an_older_record_finishes_with_one_set() {
    // Older versions kept one tile at a time: a saved game may wait with one already chosen.
    let mut g = placing(PavilionSide::Coloured, Tiles::of(Red, 6));
    give(&mut g, 1, Tiles::of(Yellow, 1));
    g.players[0].passed = false;
    g.phase = Phase::Keep {
        seat: Seat(0),
        keeping: Tiles::of(Red, 1),
    };
    // Room for 3 more: keep none, 1, 2 or 3 more red.
    assert_eq!(g.legal_actions(Seat(0)).len(), 4);
    let ev = g
        .play(
            Seat(0),
            &Action::Keep {
                tiles: Tiles::of(Red, 3),
            },
        )
        .unwrap();
    assert!(ev.contains(&Event::PassFinished {
        seat: Seat(0),
        kept: Tiles::of(Red, 4),
        discarded: Tiles::of(Red, 2),
    }));
    assert_eq!(g.tiles_everywhere(), 132);
}

#[test]
fn a_round_six_pass_discards_everything_with_no_keeping_step() {
    let mut g = placing(
        PavilionSide::Coloured,
        Tiles::from_list(&[Green, Green, Red]),
    );
    g.round = 6;
    give(&mut g, 1, Tiles::of(Yellow, 1));
    let ev = g.play(Seat(0), &Action::Pass).unwrap();
    assert!(ev.contains(&Event::PassFinished {
        seat: Seat(0),
        kept: Tiles::EMPTY,
        discarded: Tiles::from_list(&[Green, Green, Red]),
    }));
    assert_eq!(score_events(&ev), vec![(ScoreItem::Discard, -3)]);
    assert_eq!(g.players[0].score, 2);
    assert_eq!(g.players[0].kept, Tiles::EMPTY);
    // No keeping decision: the other player places next.
    assert_eq!(g.phase, Phase::Place { seat: Seat(1) });
    assert_eq!(g.tiles_everywhere(), 132);
    // Before round 6 the same pass still lets the player keep.
    let mut g = placing(PavilionSide::Coloured, Tiles::of(Red, 3));
    g.round = 5;
    g.play(Seat(0), &Action::Pass).unwrap();
    assert!(matches!(g.phase, Phase::Keep { .. }));
}

#[test]
fn kept_tiles_return_next_round_and_players_with_nothing_pass_by_themselves() {
    let mut g = placing(PavilionSide::Coloured, Tiles::of(Red, 2));
    // Seat 1 holds nothing: after seat 0 passes, the round ends.
    g.play(Seat(0), &Action::Pass).unwrap();
    let ev = g
        .play(
            Seat(0),
            &Action::Keep {
                tiles: Tiles::EMPTY,
            },
        )
        .unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::PassFinished { seat: Seat(1), .. })));
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::RoundStarted {
            round: 2,
            wild: Green,
            ..
        }
    )));
    assert_eq!(g.round(), 2);
    assert!(matches!(g.phase, Phase::Acquire { .. }));
    // Keep everything held.
    let mut g = placing(PavilionSide::Coloured, Tiles::of(Red, 2));
    g.play(Seat(0), &Action::Pass).unwrap();
    let ev = g
        .play(
            Seat(0),
            &Action::Keep {
                tiles: Tiles::of(Red, 2),
            },
        )
        .unwrap();
    assert!(ev.contains(&Event::KeptReturned {
        seat: Seat(0),
        tiles: Tiles::of(Red, 2)
    }));
    assert_eq!(g.players[0].held, Tiles::of(Red, 2));
    assert_eq!(g.players[0].score, 5);
    assert_eq!(g.tiles_everywhere(), 132);
}

#[test]
fn refusals_are_typed_and_leave_the_state_unchanged() {
    let mut g = new_game(3, 11);
    let before = g.clone();
    assert_eq!(
        g.play(Seat(1), &Action::Pass),
        Err(PlayError::NotYourTurn(Seat(1)))
    );
    assert_eq!(
        g.play(Seat(0), &Action::Pass),
        Err(PlayError::Illegal(PavilionError::WrongDecision))
    );
    assert_eq!(
        g.play(
            Seat(0),
            &Action::Take {
                source: Source::Factory(40),
                colour: Red
            }
        ),
        Err(PlayError::Illegal(PavilionError::Take(
            TakeError::NoSuchFactory
        )))
    );
    assert_eq!(
        g.play(
            Seat(0),
            &Action::Take {
                source: Source::Centre,
                colour: Red
            }
        ),
        Err(PlayError::Illegal(PavilionError::Take(
            TakeError::EmptySource
        )))
    );
    assert_eq!(
        g.play(
            Seat(9),
            &Action::Keep {
                tiles: Tiles::EMPTY
            }
        ),
        Err(PlayError::NotYourTurn(Seat(9)))
    );
    assert_eq!(g, before);
}

#[test]
fn beige_side_costs_by_space() {
    let outer: Vec<u8> = Space::all()
        .map(|s| cost(PavilionSide::Beige, Star(3), s).unwrap())
        .collect();
    assert_eq!(outer, vec![3, 2, 1, 4, 5, 6]);
    let centre: Vec<u8> = Space::all()
        .map(|s| cost(PavilionSide::Beige, Star(0), s).unwrap())
        .collect();
    assert_eq!(centre, vec![3; 6]);
    let coloured: Vec<u8> = Space::all()
        .map(|s| cost(PavilionSide::Coloured, Star(0), s).unwrap())
        .collect();
    assert_eq!(coloured, vec![1, 2, 3, 4, 5, 6]);
    assert_eq!(cost(PavilionSide::Beige, Star(7), Space(1)), None);
    assert_eq!(cost(PavilionSide::Beige, Star(1), Space(0)), None);
}

#[test]
fn beige_stars_become_single_or_multicoloured_with_their_second_tile() {
    let side = PavilionSide::Beige;
    let mut b = Board::default();
    assert!(Colour::ALL
        .iter()
        .all(|&c| b.star_accepts(side, Star(2), c)));
    b.put(Star(2), Space(1), Blue);
    assert!(Colour::ALL
        .iter()
        .all(|&c| b.star_accepts(side, Star(2), c)));
    b.put(Star(2), Space(2), Blue);
    let ok: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|&c| b.star_accepts(side, Star(2), c))
        .collect();
    assert_eq!(ok, vec![Blue], "single-coloured blue");
    b.put(Star(0), Space(1), Red);
    b.put(Star(0), Space(2), Green);
    let ok: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|&c| b.star_accepts(side, Star(0), c))
        .collect();
    assert_eq!(
        ok,
        vec![Purple, Orange, Yellow, Blue],
        "multicoloured: the others"
    );
    // Several stars may share a colour on the beige side.
    b.put(Star(4), Space(1), Blue);
    b.put(Star(4), Space(2), Blue);
    assert!(b.star_accepts(side, Star(4), Blue));
}

#[test]
fn beige_star_bonuses_single_colour_value_and_multicoloured_twelve() {
    let side = PavilionSide::Beige;
    let mut b = Board::default();
    for sp in Space::all() {
        b.put(Star(3), sp, Purple);
        b.put(Star(0), sp, Green);
        b.put(Star(5), sp, Colour::ALL[usize::from(sp.0 - 1)]);
    }
    assert_eq!(b.completed_star(Star(3)), Some(StarKind::Single(Purple)));
    assert_eq!(b.completed_star(Star(0)), Some(StarKind::Single(Green)));
    assert_eq!(b.completed_star(Star(5)), Some(StarKind::Multicoloured));
    let bonuses = end_bonuses(&b, side);
    assert!(bonuses.contains(&(ScoreItem::Star(StarKind::Single(Purple)), 20)));
    assert!(bonuses.contains(&(ScoreItem::Star(StarKind::Single(Green)), 18)));
    assert!(bonuses.contains(&(ScoreItem::Star(StarKind::Multicoloured), 12)));
}

#[test]
fn beige_cost_bonuses_count_the_beige_numbers() {
    let side = PavilionSide::Beige;
    let mut b = Board::default();
    // All 1s on the beige side: space 3 of each outer star (the centre has none).
    for star in 1..=6 {
        b.put(Star(star), Space(3), Red);
    }
    assert!(b.all_of_cost_covered(side, 1));
    assert!(!b.all_of_cost_covered(side, 3));
    // All 3s: space 1 of the outer stars and all six centre spaces (12 spaces).
    for star in 1..=6 {
        b.put(Star(star), Space(1), Red);
    }
    assert!(!b.all_of_cost_covered(side, 3));
    for sp in 1..=6 {
        b.put(Star(0), Space(sp), Colour::ALL[usize::from(sp - 1)]);
    }
    assert!(b.all_of_cost_covered(side, 3));
    let bonuses = end_bonuses(&b, side);
    assert!(bonuses.contains(&(ScoreItem::AllOfCost(1), 4)));
    assert!(bonuses.contains(&(ScoreItem::AllOfCost(3), 12)));
    assert!(!bonuses.iter().any(|(i, _)| *i == ScoreItem::AllOfCost(2)));
}

#[test]
fn beige_placement_costs_three_on_the_centre_and_one_on_outer_space_three() {
    let mut g = placing(
        PavilionSide::Beige,
        Tiles::from_list(&[Red, Red, Red, Yellow]),
    );
    let v = g.view(Viewer::Seat(Seat(0)));
    assert_eq!(
        v.legal_spaces(Star(0), Red),
        (1..=6).map(Space).collect::<Vec<_>>()
    );
    assert_eq!(
        v.legal_spaces(Star(0), Yellow),
        vec![] as Vec<Space>,
        "3 yellow needed, wilds are purple"
    );
    assert_eq!(v.legal_spaces(Star(2), Yellow), vec![Space(3)]);
    g.play(Seat(0), &place(4, 3, Yellow, 0)).unwrap();
    assert_eq!(g.players[0].board.tile(Star(4), Space(3)), Some(Yellow));
}

#[test]
fn end_bonuses_stars_and_costs_on_the_coloured_side() {
    let side = PavilionSide::Coloured;
    let mut b = Board::default();
    for star in 0..7u8 {
        let c = Star(star).printed_colour().unwrap_or(Red);
        b.put(Star(star), Space(1), c);
        b.put(Star(star), Space(2), if star == 0 { Blue } else { c });
    }
    let got = end_bonuses(&b, side);
    assert_eq!(
        got,
        vec![(ScoreItem::AllOfCost(1), 4), (ScoreItem::AllOfCost(2), 8)]
    );
    let values: Vec<(u8, u32)> = (1..=6u8)
        .map(|s| {
            (
                s,
                StarKind::Single(Star(s).printed_colour().unwrap()).value(),
            )
        })
        .collect();
    assert_eq!(
        values,
        vec![(1, 20), (2, 17), (3, 14), (4, 15), (5, 16), (6, 18)]
    );
    assert_eq!(StarKind::Multicoloured.value(), 12);
}

#[test]
fn end_of_game_scores_bonuses_then_leftovers_and_ranks_ties_together() {
    let mut g = placing(PavilionSide::Coloured, Tiles::EMPTY);
    g.round = 6;
    // Seat 0 has a full purple star and 3 kept tiles; seat 1 nothing.
    for sp in 1..=6 {
        put(&mut g, 0, 1, sp, Purple);
    }
    let kept = Tiles::of(Red, 3);
    take_from_pool(&mut g, &kept);
    g.players[0].kept = kept;
    g.players[1].score = 0;
    g.players[1].ledger.lines = vec![(ScoreItem::Start, 0)];
    g.players[0].held = Tiles::of(Red, 1);
    take_from_pool(&mut g, &Tiles::of(Red, 1));
    let ev = g.play(Seat(0), &Action::Pass).unwrap();
    assert!(ev.contains(&Event::GameEnded));
    assert!(g.is_over());
    let out = g.outcome().unwrap();
    let s0 = out.standings.iter().find(|s| s.seat == Seat(0)).unwrap();
    // 5 − 1 discard + 20 star − 3 leftover.
    assert_eq!(s0.score, 21);
    assert!(out.standings.iter().all(|s| s.is_consistent()));
    assert!(s0
        .breakdown
        .iter()
        .any(|l| l.item == "summer_pavilion.star_purple" && l.points == 20));
    assert!(s0
        .breakdown
        .iter()
        .any(|l| l.item == "summer_pavilion.leftover" && l.points == -3));
    assert_eq!(out.standings[0].seat, Seat(0));
    assert!(g.legal_actions(Seat(0)).is_empty());
    assert_eq!(g.play(Seat(0), &Action::Pass), Err(PlayError::GameOver));
}

#[test]
fn ties_share_the_victory() {
    let mut g = placing(PavilionSide::Coloured, Tiles::EMPTY);
    g.round = 6;
    g.play(Seat(0), &Action::Pass).unwrap();
    let out = g.outcome().unwrap();
    assert!(out.standings.iter().all(|s| s.rank == 1 && s.score == 5));
}

#[test]
fn view_helpers_agree_with_legal_actions() {
    for seed in 0..20 {
        let mut g = new_game(2 + (seed as usize % 3), seed);
        let mut rng = RandomPlayer::new(seed);
        for _ in 0..200 {
            let Some(&seat) = g.to_act().first() else {
                break;
            };
            let legal = g.legal_actions(seat);
            let v = g.view(Viewer::Seat(seat));
            match g.phase {
                Phase::Acquire { .. } => {
                    let mut built = Vec::new();
                    for s in v.legal_sources() {
                        for c in v.legal_take_colours(s) {
                            built.push(Action::Take {
                                source: s,
                                colour: c,
                            });
                        }
                    }
                    assert_eq!(built, legal);
                }
                Phase::Place { .. } => {
                    let mut built = Vec::new();
                    for star in v.legal_stars() {
                        for c in v.legal_colours(star) {
                            for sp in v.legal_spaces(star, c) {
                                for w in v.legal_wilds(star, sp, c) {
                                    built.push(place(star.0, sp.0, c, w));
                                }
                            }
                        }
                    }
                    built.push(Action::Pass);
                    assert_eq!(built, legal);
                }
                _ => {}
            }
            let a = Player::<SummerPavilion>::choose(&mut rng, seat, &v, &legal).unwrap();
            g.play(seat, &a).unwrap();
        }
    }
}

#[test]
fn serde_round_trip_mid_game_continues_identically() {
    let mut g = SummerPavilion::new(
        &PavilionOptions {
            side: PavilionSide::Beige,
            wilds: WildOrder::Alternative,
        },
        3,
        21,
    )
    .unwrap();
    play_moves(&mut g, &mut random_seats([1, 2, 3]), 60);
    assert_restored_game_continues(g, || random_seats(5..8), 10_000);
}

#[test]
fn view_is_the_same_for_seats_and_spectators_except_the_viewer_and_hides_the_bag() {
    let g = new_game(2, 5);
    let spectator = g.view(Viewer::Spectator);
    let seat = g.view(Viewer::Seat(Seat(1)));
    assert_eq!(spectator.viewer, None);
    assert_eq!(seat.viewer, Some(Seat(1)));
    assert_eq!(spectator.players, seat.players);
    let json = serde_json::to_value(&spectator).unwrap();
    assert!(json.get("bag").is_none());
    assert_eq!(spectator.bag_count as usize, g.bag_len());
}

#[test]
fn board_constants_match_the_asset_file() {
    let data: serde_json::Value = serde_json::from_str(include_str!(
        "../../../../assets/summer_pavilion/azul-summer-pavilion.json"
    ))
    .unwrap();
    let colours: Vec<&str> = data["tile_colors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(
        colours,
        Colour::ALL.iter().map(|c| c.name()).collect::<Vec<_>>()
    );
    let side = &data["sides"];
    let beige: Vec<u64> = side["gray"]["outer_costs_by_space"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(
        beige,
        Space::all()
            .map(|s| u64::from(cost(PavilionSide::Beige, Star(1), s).unwrap()))
            .collect::<Vec<_>>()
    );
    for star in data["stars"].as_array().unwrap() {
        let s = Star(star["star"].as_u64().unwrap() as u8);
        let name = star["color_colored_side"].as_str().unwrap();
        assert_eq!(
            s.printed_colour().map(|c| c.name()).unwrap_or("multicolor"),
            name
        );
        for sp in star["spaces"].as_array().unwrap() {
            let space = Space(sp["space"].as_u64().unwrap() as u8);
            assert_eq!(
                u64::from(cost(PavilionSide::Coloured, s, space).unwrap()),
                sp["cost_colored_side"].as_u64().unwrap()
            );
            assert_eq!(
                u64::from(cost(PavilionSide::Beige, s, space).unwrap()),
                sp["cost_gray_side"].as_u64().unwrap()
            );
        }
    }
    let structures = data["structures"].as_array().unwrap();
    assert_eq!(structures.len(), STRUCTURES.len());
    for (st, json) in STRUCTURES.iter().zip(structures) {
        assert_eq!(st.id, json["id"].as_str().unwrap());
        assert_eq!(st.kind.name(), json["type"].as_str().unwrap());
        assert_eq!(
            u64::from(st.kind.reward()),
            json["reward_tiles"].as_u64().unwrap()
        );
        let spaces: Vec<(u8, u8)> = json["surrounding_spaces"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| (p[0].as_u64().unwrap() as u8, p[1].as_u64().unwrap() as u8))
            .collect();
        assert_eq!(st.spaces, spaces.as_slice());
    }
    for (c, v) in data["end_bonus_complete_star"].as_object().unwrap() {
        let value = match Colour::ALL.iter().find(|x| x.name() == c) {
            Some(col) => col.star_value(),
            None => StarKind::Multicoloured.value(),
        };
        assert_eq!(u64::from(value), v.as_u64().unwrap(), "{c}");
    }
    for (n, v) in data["end_bonus_all_numbers"].as_object().unwrap() {
        let n: u8 = n.parse().unwrap();
        assert_eq!(
            u64::from(super::scoring::all_of_cost_bonus(n)),
            v.as_u64().unwrap()
        );
    }
    let wilds: Vec<&str> = (1..=6)
        .map(|r| data["wild_color_by_round"][r.to_string()].as_str().unwrap())
        .collect();
    assert_eq!(
        wilds,
        (1..=6)
            .map(|r| wild_colour(WildOrder::Normal, r).name())
            .collect::<Vec<_>>()
    );
    assert_eq!(data["tiles"]["total"], 132);
    assert_eq!(data["start_score"], 5);
    assert_eq!(data["supply_spaces"], 10);
    assert_eq!(data["keep_tiles_max"], 4);
}

#[test]
fn greedy_beats_random_clearly() {
    let games = 100;
    let mut wins = 0;
    for seed in 0..games {
        let side = if seed % 2 == 0 {
            PavilionSide::Coloured
        } else {
            PavilionSide::Beige
        };
        let mut g = SummerPavilion::new(
            &PavilionOptions {
                side,
                wilds: WildOrder::Normal,
            },
            2,
            seed,
        )
        .unwrap();
        // Alternate seats so greedy does not always start.
        let greedy_seat = (seed % 2) as usize;
        let mut players: Vec<Box<dyn Player<SummerPavilion>>> = vec![
            Box::new(RandomPlayer::new(seed * 7 + 1)),
            Box::new(RandomPlayer::new(seed * 7 + 2)),
        ];
        players[greedy_seat] = Box::new(Greedy::new(seed));
        let out = play_out(&mut g, &mut players, 10_000, |_, _| {}).unwrap();
        let gs = out
            .standings
            .iter()
            .find(|s| s.seat.index() == greedy_seat)
            .unwrap();
        if gs.rank == 1 && out.standings.iter().filter(|s| s.rank == 1).count() == 1 {
            wins += 1;
        }
    }
    eprintln!("greedy won {wins}/{games} against random");
    assert!(wins * 100 > games * 60, "greedy won only {wins}/{games}");
}

#[test]
fn the_bag_refills_from_the_tower_and_factories_start_with_what_there_is() {
    let mut g = new_game(2, 8);
    let bag = std::mem::take(&mut g.bag);
    g.tower.add_all(&Tiles::from_list(&bag));
    let mut events = Vec::new();
    g.draw(&mut events).unwrap();
    assert_eq!(
        events,
        vec![Event::BagRefilled {
            tiles: bag.len() as u32
        }]
    );
    assert!(g.tower.is_empty());
    assert_eq!(g.bag.len(), bag.len() - 1);
    // Only 5 tiles left anywhere: the factories get those and no more.
    g.bag.truncate(5);
    for f in g.factories.iter_mut() {
        *f = Tiles::EMPTY;
    }
    g.fill_factories(&mut events);
    assert_eq!(g.factories.iter().map(Tiles::total).sum::<u32>(), 5);
    assert_eq!(g.factories[0].total(), 4);
    assert_eq!(g.factories[1].total(), 1);
    assert!(g.draw(&mut events).is_none());
}

#[test]
fn a_round_without_tiles_to_acquire_goes_straight_to_placing() {
    let mut g = placing(PavilionSide::Coloured, Tiles::of(Red, 2));
    // Every tile of bag and tower ends up on seat 1's corners, so nothing refills factories.
    let mut rest = Tiles::from_list(&std::mem::take(&mut g.bag));
    rest.add_all(&std::mem::take(&mut g.tower));
    g.players[1].kept = rest;
    g.play(Seat(0), &Action::Pass).unwrap();
    let ev = g
        .play(
            Seat(0),
            &Action::Keep {
                tiles: Tiles::of(Red, 2),
            },
        )
        .unwrap();
    assert_eq!(g.round(), 2);
    assert!(g.factories.iter().all(Tiles::is_empty));
    assert!(ev.contains(&Event::PlacementStarted { first: Seat(0) }));
    assert_eq!(g.phase, Phase::Place { seat: Seat(0) });
    assert_eq!(g.tiles_everywhere(), 132);
}

/// The games registry states the counts again for the lobby; it must agree with the engine.
#[test]
fn the_registry_offers_the_engines_player_counts() {
    assert_eq!(
        crate::games::GameKind::SummerPavilion.player_counts(),
        <SummerPavilion as Game>::player_counts(&PavilionOptions::default())
    );
}
