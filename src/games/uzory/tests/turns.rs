//! Setup, the turn, the piles and the end of the game.

use super::*;

/// The cell `rows` south and `cols` east of a new game's start tile (in the window whatever
/// central cell the start tile lies on, for offsets of at most 1 or 2).
fn beside_start(game: &Uzory, rows: i8, cols: i8) -> Cell {
    let start = game.field().tiles()[0].cell;
    Cell::new(start.row + rows, start.col + cols)
}

#[test]
fn setup_deals_three_each_and_reveals_a_start_tile() {
    for players in 2..=4 {
        let game = Uzory::new(&(), players, 11).unwrap();
        assert_eq!(game.players(), players);
        for seat in Seat::all(players) {
            assert_eq!(game.hand(seat).len(), 3);
        }
        assert_eq!(game.field().len(), 1);
        assert!(CENTRE.contains(&game.field().tiles()[0].cell));
        assert_eq!(game.pile_len(), 93 - 3 * players - 1);
        assert_eq!(game.to_act(), vec![game.first_player()]);
        assert_eq!(game.round(), 1);
        assert_tiles_accounted(&game);
    }
    assert!(Uzory::new(&(), 1, 0).is_err());
    assert!(Uzory::new(&(), 5, 0).is_err());
}

#[test]
fn first_player_and_start_tile_are_random() {
    let firsts: BTreeSet<Seat> = (0..40)
        .map(|s| Uzory::new(&(), 4, s).unwrap().first_player())
        .collect();
    assert_eq!(firsts.len(), 4);
    let starts: BTreeSet<TileId> = (0..40)
        .map(|s| Uzory::new(&(), 2, s).unwrap().field().tiles()[0].tile)
        .collect();
    assert!(starts.len() > 20);
}

#[test]
fn a_turn_offers_every_tile_rotation_and_cell_or_a_pass() {
    let game = Uzory::new(&(), 3, 5).unwrap();
    let seat = game.first_player();
    let legal = game.legal_actions(seat);
    // The start tile has 4 free sides: 3 tiles × 4 rotations × 4 cells, plus the pass.
    assert_eq!(legal.len(), 3 * 4 * 4 + 1);
    assert_eq!(legal.last(), Some(&Action::Pass));
    let other = Seat((seat.0 + 1) % 3);
    assert!(game.legal_actions(other).is_empty());
}

#[test]
fn placing_then_discarding_then_refilling_to_three() {
    let mut game = Uzory::new(&(), 2, 3).unwrap();
    let seat = game.first_player();
    let hand = game.hand(seat).to_vec();
    let cell = beside_start(&game, 0, 1);
    let events = game
        .play(seat, &place(hand[0], Rotation::R90, cell.row, cell.col))
        .unwrap();
    assert_eq!(
        events[0],
        Event::Placed {
            seat,
            tile: hand[0],
            rotation: Rotation::R90,
            cell
        }
    );
    assert_eq!(game.phase(), &Phase::Discard { seat });
    assert_eq!(
        game.last_move(),
        Some(&LastMove::Placed {
            seat,
            cell,
            discarded: 0
        })
    );
    let mut rest = vec![hand[1], hand[2]];
    rest.sort();
    assert_eq!(
        game.legal_actions(seat),
        vec![
            Action::Discard(vec![]),
            Action::Discard(vec![rest[0]]),
            Action::Discard(vec![rest[1]]),
            Action::Discard(rest.clone()),
        ]
    );
    let before = game.clone();
    assert_eq!(
        game.play(seat, &Action::Discard(vec![rest[1], rest[0]])),
        Err(PlayError::Illegal(UzoryError::UnsortedDiscard))
    );
    assert_eq!(
        game.play(seat, &Action::Discard(vec![hand[0]])),
        Err(PlayError::Illegal(UzoryError::NotInHand(hand[0])))
    );
    assert_eq!(game, before);
    let events = game.play(seat, &Action::Discard(rest.clone())).unwrap();
    assert!(events.contains(&Event::Discarded {
        seat,
        tiles: rest.clone()
    }));
    assert!(events.contains(&Event::Drew { seat, count: 3 }));
    assert_eq!(game.hand(seat).len(), 3);
    assert_eq!(game.discards(), rest.as_slice());
    assert_ne!(game.to_act(), vec![seat]);
    // The last move is the whole turn, discards counted, and the view shows it.
    let last = LastMove::Placed {
        seat,
        cell,
        discarded: 2,
    };
    assert_eq!(game.last_move(), Some(&last));
    assert_eq!(game.view(Viewer::Spectator).last, Some(last));
    assert_tiles_accounted(&game);
}

#[test]
fn illegal_placements_are_refused_and_change_nothing() {
    let mut game = Uzory::new(&(), 2, 8).unwrap();
    let seat = game.first_player();
    let other = Seat(1 - seat.0);
    let mine = game.hand(seat)[0];
    let theirs = game.hand(other)[0];
    let before = game.clone();
    let start = beside_start(&game, 0, 0);
    let diagonal = beside_start(&game, 1, 1);
    let beside = beside_start(&game, 0, 1);
    let at = |tile, cell: Cell| place(tile, Rotation::R0, cell.row, cell.col);
    assert_eq!(
        game.play(seat, &at(mine, start)),
        Err(PlayError::Illegal(UzoryError::Cell(CellError::Taken(
            start
        ))))
    );
    assert_eq!(
        game.play(seat, &at(mine, diagonal)),
        Err(PlayError::Illegal(UzoryError::Cell(
            CellError::NotAdjacent(diagonal)
        )))
    );
    assert_eq!(
        game.play(seat, &at(mine, Cell::new(-1, 0))),
        Err(PlayError::Illegal(UzoryError::Cell(
            CellError::OutsideWindow(Cell::new(-1, 0))
        )))
    );
    assert_eq!(
        game.play(seat, &at(theirs, beside)),
        Err(PlayError::Illegal(UzoryError::NotInHand(theirs)))
    );
    assert_eq!(
        game.play(other, &at(theirs, beside)),
        Err(PlayError::NotYourTurn(other))
    );
    assert_eq!(
        game.play(seat, &Action::Discard(vec![])),
        Err(PlayError::Illegal(UzoryError::WrongStep))
    );
    assert_eq!(
        game.play(seat, &Action::Award(seat)),
        Err(PlayError::Illegal(UzoryError::WrongStep))
    );
    assert_eq!(
        game.play(Seat(9), &Action::Pass),
        Err(PlayError::NotYourTurn(Seat(9)))
    );
    assert_eq!(game, before);
}

#[test]
fn pass_discards_the_whole_hand_and_draws_three() {
    let mut game = Uzory::new(&(), 3, 4).unwrap();
    let seat = game.first_player();
    let hand = game.hand(seat).to_vec();
    let events = game.play(seat, &Action::Pass).unwrap();
    assert_eq!(events[0], Event::Passed { seat });
    assert!(events.contains(&Event::Discarded {
        seat,
        tiles: hand.clone()
    }));
    assert!(events.contains(&Event::Drew { seat, count: 3 }));
    assert_eq!(game.discards(), hand.as_slice());
    assert_eq!(game.hand(seat).len(), 3);
    assert!(game.hand(seat).iter().all(|t| !hand.contains(t)));
    assert_eq!(game.passes_in_a_row(), 1);
    assert_eq!(
        game.last_move(),
        Some(&LastMove::Passed { seat, discarded: 3 })
    );
}

#[test]
fn game_ends_when_every_player_passes_in_a_row() {
    let mut game = Uzory::new(&(), 3, 6).unwrap();
    let first = game.first_player();
    // A placement in between resets the count.
    game.play(first, &Action::Pass).unwrap();
    let second = game.to_act()[0];
    let tile = game.hand(second)[0];
    let cell = beside_start(&game, 0, 1);
    game.play(second, &place(tile, Rotation::R0, cell.row, cell.col))
        .unwrap();
    game.play(second, &Action::Discard(vec![])).unwrap();
    assert_eq!(game.passes_in_a_row(), 0);
    for i in 0..3 {
        assert!(game.outcome().is_none());
        let seat = game.to_act()[0];
        let events = game.play(seat, &Action::Pass).unwrap();
        if i == 2 {
            assert_eq!(
                events.last(),
                Some(&Event::GameOver {
                    reason: EndReason::AllPassed
                })
            );
        }
    }
    assert_eq!(
        game.phase(),
        &Phase::Over {
            reason: EndReason::AllPassed
        }
    );
    assert!(game.to_act().is_empty());
    let out = game.outcome().unwrap();
    assert_eq!(out.standings.len(), 3);
    assert!(out.standings.iter().all(|s| s.rank == 1 && s.score == 0));
    assert_eq!(game.play(first, &Action::Pass), Err(PlayError::GameOver));
}

#[test]
fn game_ends_when_the_six_by_six_field_is_full() {
    // 35 tiles fill the 6×6 except its last cell.
    let plain: Vec<TileId> = all_ids().into_iter().take(36).collect();
    let tiles: Vec<Laid> = (0..35)
        .map(|i| ((i / 6) as i8, (i % 6) as i8, plain[i], Rotation::R0))
        .collect();
    let last = plain[35];
    let mut game = position(Model::CURRENT, &tiles, vec![vec![last], vec![]]);
    assert_eq!(game.field().legal_cells(), vec![Cell::new(5, 5)]);
    let mut events = game
        .play(Seat(0), &place(last, Rotation::R0, 5, 5))
        .unwrap();
    // The last tile closes whatever was still open; the closer breaks any ties.
    while let Phase::ChooseScorer { tied, .. } = game.phase().clone() {
        events = game.play(Seat(0), &Action::Award(tied[0])).unwrap();
    }
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            reason: EndReason::FieldFull
        })
    );
    assert!(game.field().is_full());
    assert!(game.field().legal_cells().is_empty());
    assert!(game.outcome().is_some());
    assert!(game.to_act().is_empty());
    assert!(game.legal_actions(Seat(0)).is_empty());
}

#[test]
fn when_the_pile_runs_out_the_discards_are_reshuffled() {
    let mut p = Picker::new(Model::CURRENT);
    let start = p.any(Shape::Straight);
    let hand: Vec<TileId> = (0..3).map(|_| p.any(Shape::Straight)).collect();
    let mut game = position(
        Model::CURRENT,
        &[(0, 0, start, Rotation::R0)],
        vec![hand.clone(), vec![]],
    );
    // Move the whole pile to the discards.
    let pile = std::mem::take(&mut game.pile);
    game.discard = pile;
    let discards = game.discards().len();
    game.play(Seat(0), &place(hand[0], Rotation::R0, 0, 1))
        .unwrap();
    let events = game.play(Seat(0), &Action::Discard(vec![])).unwrap();
    assert_eq!(events[0], Event::Reshuffled { tiles: discards });
    assert!(events.contains(&Event::Drew {
        seat: Seat(0),
        count: 1
    }));
    assert_eq!(game.pile_len(), discards - 1);
    assert!(game.discards().is_empty());
    assert_tiles_accounted(&game);
}

#[test]
fn with_both_piles_empty_nobody_draws_but_a_point_still_counts() {
    let mut p = Picker::new(Model::CURRENT);
    let [a, b, c, d] = [Colour::Red; 4].map(|colour| p.corner(colour));
    use Side::{E, N, S, W};
    let tiles = vec![
        p.lay(1, 1, a, &[E, S]),
        p.lay(1, 2, b, &[S, W]),
        p.lay(2, 1, c, &[N, E]),
    ];
    let mut game = position(Model::CURRENT, &tiles, vec![vec![d], vec![]]);
    // Every other tile is already won (a hand-drawn extreme).
    let rest = std::mem::take(&mut game.pile);
    game.victory[1].tiles = rest;
    game.victory[1].points = game.victory[1].tiles.len() as u32;
    let events = game
        .play(Seat(0), &place(d, p.turn(d, &[N, W]), 2, 2))
        .unwrap();
    assert!(events.contains(&Event::Scored {
        seat: Seat(0),
        points: 1,
        tile_taken: false
    }));
    assert!(!events.iter().any(|e| matches!(e, Event::Drew { .. })));
    assert_eq!(game.victory(Seat(0)).unwrap().points, 1);
    assert!(game.victory(Seat(0)).unwrap().tiles.is_empty());
    // With an empty hand the only move is to pass (drawing nothing).
    assert_eq!(game.to_act(), vec![Seat(1)]);
    assert_eq!(game.legal_actions(Seat(1)), vec![Action::Pass]);
    assert_tiles_accounted(&game);
}

#[test]
fn views_hide_other_hands_and_the_pile() {
    let game = Uzory::new(&(), 3, 2).unwrap();
    let mine = game.view(Viewer::Seat(Seat(1)));
    assert_eq!(mine.hand.as_deref(), Some(game.hand(Seat(1))));
    assert_eq!(mine.hand_sizes, vec![3, 3, 3]);
    assert_eq!(mine.pile_size, game.pile_len());
    let json = serde_json::to_string(&mine).unwrap();
    for t in game.hand(Seat(0)).iter().chain(game.hand(Seat(2))) {
        assert!(!mine.hand.as_ref().unwrap().contains(t));
    }
    // Nothing in the view names a tile of the pile or of another hand.
    let secret: Vec<TileId> = game
        .pile
        .iter()
        .chain(game.hand(Seat(0)))
        .chain(game.hand(Seat(2)))
        .copied()
        .collect();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let mut named = Vec::new();
    collect_tile_ids(&value, &mut named);
    assert!(
        named.iter().all(|t| !secret.contains(&TileId(*t))),
        "{named:?}"
    );
    let spectator = game.view(Viewer::Spectator);
    assert_eq!(spectator.hand, None);
    assert_eq!(spectator.viewer, None);
}

/// The numbers under "tile", "hand" and "discard" keys of a view.
fn collect_tile_ids(v: &serde_json::Value, out: &mut Vec<u8>) {
    match v {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                match (k.as_str(), v) {
                    ("tile", serde_json::Value::Number(n)) => out.push(n.as_u64().unwrap() as u8),
                    ("hand" | "discard", serde_json::Value::Array(a)) => {
                        out.extend(a.iter().map(|n| n.as_u64().unwrap() as u8))
                    }
                    _ => collect_tile_ids(v, out),
                }
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|v| collect_tile_ids(v, out)),
        _ => {}
    }
}

#[test]
fn discard_choices_are_every_subset() {
    assert_eq!(discard_choices(&[]), vec![Vec::<TileId>::new()]);
    assert_eq!(
        discard_choices(&[TileId(5), TileId(2)]),
        vec![
            vec![],
            vec![TileId(2)],
            vec![TileId(5)],
            vec![TileId(2), TileId(5)]
        ]
    );
}

#[test]
fn round_counts_turns_around_the_table() {
    let mut game = Uzory::new(&(), 2, 12).unwrap();
    assert_eq!(game.round(), 1);
    let s = game.to_act()[0];
    game.play(s, &Action::Pass).unwrap();
    assert_eq!(game.round(), 1);
    let s = game.to_act()[0];
    let t = game.hand(s)[0];
    let cell = beside_start(&game, 1, 0);
    game.play(s, &place(t, Rotation::R0, cell.row, cell.col))
        .unwrap();
    assert_eq!(
        game.round(),
        1,
        "the turn is not over before the discard step"
    );
    game.play(s, &Action::Discard(vec![])).unwrap();
    assert_eq!(game.round(), 2);
}

/// The games registry states the counts again for the lobby; it must agree with the engine.
#[test]
fn the_registry_offers_the_engines_player_counts() {
    assert_eq!(
        crate::games::GameKind::Uzory.player_counts(),
        <Uzory as Game>::player_counts(&())
    );
}
