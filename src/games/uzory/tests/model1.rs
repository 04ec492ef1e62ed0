//! Hand-drawn fields for the frame rule of model 1, which games stored under it still play by.

use super::*;
use crate::game::testing::{play_moves, random_seats};
use Side::{E, N, S, W};

/// The four corner tiles of the smallest frame around the point between (0,0), (0,1), (1,0)
/// and (1,1), with the given inner colours; the last one (at (1,1)) is returned separately so a
/// test can place it.
fn smallest_frame(p: &mut Picker, inner: [Colour; 4]) -> (Vec<Laid>, TileId, Rotation) {
    let a = p.corner(inner[0]);
    let b = p.corner(inner[1]);
    let c = p.corner(inner[2]);
    let d = p.corner(inner[3]);
    let tiles = vec![
        (0, 0, a, rotation_for(Model::One, a, &[E, S])),
        (0, 1, b, rotation_for(Model::One, b, &[S, W])),
        (1, 0, c, rotation_for(Model::One, c, &[N, E])),
    ];
    (tiles, d, rotation_for(Model::One, d, &[N, W]))
}

#[test]
fn smallest_frame_is_four_corner_tiles_around_one_point() {
    let mut p = Picker::new(Model::One);
    let (tiles, last, rot) = smallest_frame(&mut p, [Colour::Red; 4]);
    let filler = p.any(Shape::Straight);
    let mut game = position(Model::One, &tiles, vec![vec![last, filler], vec![]]);
    let events = game.play(Seat(0), &place(last, rot, 1, 1)).unwrap();
    let regions = closed_regions(&events);
    assert_eq!(regions.len(), 1);
    assert_eq!(
        regions[0].quarters,
        vec![q(1, 1), q(1, 2), q(2, 1), q(2, 2)]
    );
    assert_eq!(regions[0].counts, [0, 4, 0, 0, 0]);
    assert!(events.contains(&Event::Scored {
        seat: Seat(0),
        points: 1,
        tile_taken: true
    }));
    assert_eq!(game.frames()[0].result, FrameResult::Majority(Seat(0)));
    assert_eq!(game.victory(Seat(0)).unwrap().tiles.len(), 1);
    assert_eq!(game.phase(), &Phase::Discard { seat: Seat(0) });
    assert_frames_consistent(&game);
    assert_tiles_accounted(&game);
}

#[test]
fn frame_scores_for_a_player_even_when_another_closes_it() {
    let mut p = Picker::new(Model::One);
    let (tiles, last, rot) = smallest_frame(&mut p, [Colour::Blue; 4]);
    let mut game = position(Model::One, &tiles, vec![vec![last], vec![]]);
    let events = game.play(Seat(0), &place(last, rot, 1, 1)).unwrap();
    assert!(events.contains(&Event::Scored {
        seat: Seat(1),
        points: 1,
        tile_taken: true
    }));
    assert_eq!(game.victory(Seat(0)).unwrap().points, 0);
    // The hand is empty after placing, so there is nothing to discard: the turn ends at once.
    assert_eq!(game.phase(), &Phase::Turn { seat: Seat(1) });
    assert_eq!(game.hand(Seat(0)).len(), 3);
}

#[test]
fn a_frame_of_two_by_three_tiles_encloses_eight_quarters() {
    let mut p = Picker::new(Model::One);
    let c1 = p.corner(Colour::Green);
    let c2 = p.corner(Colour::Green);
    let c3 = p.corner(Colour::Green);
    let c4 = p.corner(Colour::Red);
    let s1 = p.any(Shape::Straight);
    let s2 = p.any(Shape::Straight);
    let tiles = vec![
        (0, 0, c1, rotation_for(Model::One, c1, &[E, S])),
        (0, 1, c2, rotation_for(Model::One, c2, &[S, W])),
        (1, 0, s1, rotation_for(Model::One, s1, &[N, S])),
        (1, 1, s2, rotation_for(Model::One, s2, &[N, S])),
        (2, 0, c3, rotation_for(Model::One, c3, &[N, E])),
    ];
    let mut game = position(Model::One, &tiles, vec![vec![c4], vec![], vec![]]);
    // Before the last corner the region is open at (2,1).
    assert!(game.field().enclosed_regions().is_empty());
    let events = game
        .play(
            Seat(0),
            &place(c4, rotation_for(Model::One, c4, &[N, W]), 2, 1),
        )
        .unwrap();
    let regions = closed_regions(&events);
    assert_eq!(regions.len(), 1);
    let region = &regions[0];
    assert_eq!(
        region.quarters,
        vec![
            q(1, 1),
            q(1, 2),
            q(2, 1),
            q(2, 2),
            q(3, 1),
            q(3, 2),
            q(4, 1),
            q(4, 2)
        ]
    );
    // The expected colours: inner quarters of the corners and the inner halves of the straights.
    let mut counts = [0u16; 5];
    let field = game.field();
    for quarter in &region.quarters {
        let tile = field.oriented_at(quarter.cell()).unwrap();
        counts[tile.quarter(quarter.pos()).index()] += 1;
    }
    assert_eq!(region.counts, counts);
    assert_frames_consistent(&game);
}

#[test]
fn one_tile_can_close_two_frames_and_both_score() {
    let mut p = Picker::new(Model::One);
    let a = p.corner(Colour::Red);
    let b = p.corner(Colour::Red);
    let c = p.corner(Colour::Red);
    let d = p.corner(Colour::Red);
    let t1 = p.any(Shape::T);
    let t2 = p.any(Shape::T);
    let tiles = vec![
        (0, 0, a, rotation_for(Model::One, a, &[E, S])),
        (0, 1, t1, rotation_for(Model::One, t1, &[E, S, W])),
        (0, 2, b, rotation_for(Model::One, b, &[S, W])),
        (1, 0, c, rotation_for(Model::One, c, &[N, E])),
        (1, 2, d, rotation_for(Model::One, d, &[N, W])),
    ];
    let mut game = position(Model::One, &tiles, vec![vec![t2], vec![]]);
    let events = game
        .play(
            Seat(0),
            &place(t2, rotation_for(Model::One, t2, &[N, E, W]), 1, 1),
        )
        .unwrap();
    assert_eq!(closed_quarters(&events), [around(1, 1), around(1, 3)]);
    assert_eq!(game.frames().len(), 2);
    // Checks each seat's victory points against the frames it scored.
    assert_frames_consistent(&game);
    assert_tiles_accounted(&game);
}

#[test]
fn a_line_that_dead_ends_makes_no_frame() {
    let mut p = Picker::new(Model::One);
    let (tiles, _, _) = smallest_frame(&mut p, [Colour::Red; 4]);
    // A stub pointing north meets the corner above but its line stops in the tile's centre,
    // so the inner quarters leak out through its west and south halves.
    let stub = p.any(Shape::Stub);
    let mut game = position(Model::One, &tiles, vec![vec![stub], vec![]]);
    let events = game
        .play(
            Seat(0),
            &place(stub, rotation_for(Model::One, stub, &[N]), 1, 1),
        )
        .unwrap();
    assert!(closed_regions(&events).is_empty());
    assert!(game.frames().is_empty());
    // A straight line running on to the edge of the field does not close it either.
    let straight = p.any(Shape::Straight);
    let mut game = position(Model::One, &tiles, vec![vec![straight], vec![]]);
    let events = game
        .play(
            Seat(0),
            &place(straight, rotation_for(Model::One, straight, &[N, S]), 1, 1),
        )
        .unwrap();
    assert!(closed_regions(&events).is_empty());
}

#[test]
fn a_frame_along_the_six_by_six_limit_still_closes() {
    let mut p = Picker::new(Model::One);
    let mut tiles: Vec<Laid> = (0..4)
        .map(|col| (0, col, p.any(Shape::Straight), Rotation::R0))
        .collect();
    let a = p.corner(Colour::Yellow);
    let b = p.corner(Colour::Yellow);
    let c = p.corner(Colour::Red);
    let d = p.corner(Colour::Yellow);
    tiles.push((0, 4, a, rotation_for(Model::One, a, &[E, S])));
    tiles.push((0, 5, b, rotation_for(Model::One, b, &[S, W])));
    tiles.push((1, 4, c, rotation_for(Model::One, c, &[N, E])));
    let mut game = position(Model::One, &tiles, vec![vec![d], vec![], vec![], vec![]]);
    // Six columns wide: nothing may go east of column 5 or west of column 0.
    assert_eq!(
        game.field().check_cell(Cell::new(1, 6)),
        Err(CellError::NotAdjacent(Cell::new(1, 6)))
    );
    assert_eq!(
        game.field().check_cell(Cell::new(0, 6)),
        Err(CellError::TooLarge(Cell::new(0, 6)))
    );
    assert_eq!(
        game.field().check_cell(Cell::new(0, -1)),
        Err(CellError::TooLarge(Cell::new(0, -1)))
    );
    let events = game
        .play(
            Seat(0),
            &place(d, rotation_for(Model::One, d, &[N, W]), 1, 5),
        )
        .unwrap();
    assert_eq!(closed_regions(&events).len(), 1);
    // Yellow is seat 3's colour and has 3 of the 4 quarters.
    assert_eq!(game.frames()[0].result, FrameResult::Majority(Seat(3)));
}

#[test]
fn white_majority_scores_nothing() {
    let mut p = Picker::new(Model::One);
    let (tiles, last, rot) = smallest_frame(
        &mut p,
        [Colour::White, Colour::White, Colour::Red, Colour::White],
    );
    let mut game = position(Model::One, &tiles, vec![vec![last], vec![]]);
    let pile_before = game.pile_len();
    let events = game.play(Seat(0), &place(last, rot, 1, 1)).unwrap();
    assert!(events.contains(&Event::NobodyScores));
    assert_eq!(game.frames()[0].result, FrameResult::Nobody);
    assert_eq!(game.victory(Seat(0)).unwrap().points, 0);
    // No victory tile left the pile; only the refill of the emptied hand did.
    assert_eq!(game.pile_len(), pile_before - 3);
}

#[test]
fn white_tied_with_a_player_colour_is_dropped_and_the_player_scores() {
    let mut p = Picker::new(Model::One);
    let (tiles, last, rot) = smallest_frame(
        &mut p,
        [Colour::White, Colour::Red, Colour::Red, Colour::White],
    );
    let mut game = position(Model::One, &tiles, vec![vec![last], vec![]]);
    game.play(Seat(0), &place(last, rot, 1, 1)).unwrap();
    assert_eq!(game.frames()[0].result, FrameResult::Majority(Seat(0)));
}

#[test]
fn an_absent_players_colour_scores_nothing() {
    let mut p = Picker::new(Model::One);
    let (tiles, last, rot) = smallest_frame(
        &mut p,
        [Colour::Yellow, Colour::Yellow, Colour::Yellow, Colour::Red],
    );
    let mut game = position(Model::One, &tiles, vec![vec![last], vec![]]);
    game.play(Seat(0), &place(last, rot, 1, 1)).unwrap();
    assert_eq!(game.frames()[0].result, FrameResult::Nobody);
}

#[test]
fn equal_areas_the_closer_names_the_scorer() {
    let mut p = Picker::new(Model::One);
    let (tiles, last, rot) = smallest_frame(
        &mut p,
        [Colour::Red, Colour::Blue, Colour::Blue, Colour::Red],
    );
    let keep = p.any(Shape::Straight);
    let mut game = position(Model::One, &tiles, vec![vec![last, keep], vec![], vec![]]);
    let events = game.play(Seat(0), &place(last, rot, 1, 1)).unwrap();
    assert!(events.contains(&Event::TieToBreak {
        closer: Seat(0),
        tied: vec![Seat(0), Seat(1)]
    }));
    assert_eq!(game.to_act(), vec![Seat(0)]);
    assert_eq!(
        game.legal_actions(Seat(0)),
        vec![Action::Award(Seat(0)), Action::Award(Seat(1))]
    );
    assert_frames_consistent(&game);
    // Refusals leave the state as it was.
    let before = game.clone();
    assert_eq!(
        game.play(Seat(0), &Action::Award(Seat(2))),
        Err(PlayError::Illegal(UzoryError::NotTied(Seat(2))))
    );
    assert_eq!(
        game.play(Seat(1), &Action::Award(Seat(1))),
        Err(PlayError::NotYourTurn(Seat(1)))
    );
    assert_eq!(
        game.play(Seat(0), &Action::Pass),
        Err(PlayError::Illegal(UzoryError::WrongStep))
    );
    assert_eq!(game, before);
    // The closer gives the point to the other player.
    let events = game.play(Seat(0), &Action::Award(Seat(1))).unwrap();
    assert!(events.contains(&Event::Scored {
        seat: Seat(1),
        points: 1,
        tile_taken: true
    }));
    assert_eq!(
        game.frames()[0].result,
        FrameResult::ChosenByCloser {
            scorer: Seat(1),
            tied: vec![Seat(0), Seat(1)]
        }
    );
    assert_eq!(game.phase(), &Phase::Discard { seat: Seat(0) });
    assert_frames_consistent(&game);
    assert_tiles_accounted(&game);
}

#[test]
fn enclosed_regions_are_found_on_the_whole_field_too() {
    let mut p = Picker::new(Model::One);
    let (mut tiles, last, rot) = smallest_frame(&mut p, [Colour::Red; 4]);
    tiles.push((1, 1, last, rot));
    let game = position(Model::One, &tiles, vec![vec![], vec![]]);
    let regions = game.field().enclosed_regions();
    assert_eq!(regions.len(), 1);
    assert_eq!(regions[0].quarters.len(), 4);
    assert_eq!(game.field().regions_closed_by(Cell::new(1, 1)), regions);
}

#[test]
fn the_field_never_grows_beyond_six_by_six() {
    let mut p = Picker::new(Model::One);
    let tiles: Vec<Laid> = (0..6)
        .map(|row| (row, 0, p.any(Shape::Straight), Rotation::R0))
        .collect();
    let game = position(
        Model::One,
        &tiles,
        vec![vec![p.any(Shape::Straight)], vec![]],
    );
    let cells = game.field().legal_cells();
    assert_eq!(
        cells,
        (0..6)
            .map(|r| Cell::new(r, 1))
            .chain((0..6).map(|r| Cell::new(r, -1)))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
    );
    assert!(cells.iter().all(|c| c.row >= 0 && c.row <= 5));
}

#[test]
fn cells_are_labelled_within_the_display_box() {
    let game = Uzory::setup(2, 1, Model::One).unwrap();
    let field = game.field();
    // One tile: the box is 3×3 around it.
    assert_eq!(field.label(Cell::START).as_deref(), Some("B2"));
    assert_eq!(field.label(Cell::new(-1, -1)).as_deref(), Some("A1"));
    assert_eq!(field.label(Cell::new(2, 0)), None);
    assert_eq!(field.cell_for_label("C2"), Some(Cell::new(1, 0)));
    for c in field.legal_cells() {
        assert!(field.label(c).is_some());
    }
    // Six wide and tall: labels are the fixed A1..F6.
    let mut p = Picker::new(Model::One);
    let mut tiles = Vec::new();
    for i in 0..6 {
        tiles.push((0, i, p.any(Shape::Corner), Rotation::R0));
    }
    for i in 1..6 {
        tiles.push((i, 0, p.any(Shape::Corner), Rotation::R0));
    }
    let game = position(Model::One, &tiles, vec![vec![], vec![]]);
    assert_eq!(game.field().label(Cell::new(0, 0)).as_deref(), Some("A1"));
    assert_eq!(game.field().label(Cell::new(5, 5)).as_deref(), Some("F6"));
    assert_eq!(game.field().display_box().height(), 6);
}

/// A game stored before models existed (no `model` in its field, no `fresh`) reads as model 1
/// and is played to its end under model 1's rules and tile set; its log replays under model 1.
#[test]
fn a_state_stored_before_models_existed_loads_and_finishes_under_model_1() {
    let mut game = Uzory::setup(2, 9, Model::One).unwrap();
    let mut bots = random_seats::<Uzory>(90..92);
    play_moves(&mut game, &mut bots, 12);
    game.fresh = 0;
    game.last = None;
    let mut json = serde_json::to_value(&game).unwrap();
    json["field"].as_object_mut().unwrap().remove("model");
    json.as_object_mut().unwrap().remove("fresh");
    assert!(json.get("last").is_none(), "no last move, no key");
    let old: Uzory = serde_json::from_value(json).unwrap();
    assert_eq!(old.model(), Model::One);
    assert_eq!(old, game);
    assert_eq!(old.new_like(&(), 2, 9).unwrap().model(), Model::One);
    let mut old = old;
    play_out(&mut old, &mut bots, 20_000, |g, _| {
        assert_eq!(g.model(), Model::One);
        assert_tiles_accounted(g);
        assert_frames_consistent(g);
    })
    .unwrap();
    assert!(old.is_over());
}
