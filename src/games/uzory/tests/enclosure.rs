//! Hand-drawn fields for the frame rule of model 2: a fixed window whose border is lead, and
//! frames scored by white and the seated colours only.

use super::*;
use Side::{E, N, S, W};

const M: Model = Model::Two;

/// Three corner tiles of the smallest frame around the point between (1,1), (1,2), (2,1) and
/// (2,2) (well inside the window), with the given inner colours; the fourth (for (2,2)) is
/// returned with its rotation so a test can place it.
fn smallest_frame(p: &mut Picker, inner: [Colour; 4]) -> (Vec<Laid>, TileId, Rotation) {
    let [a, b, c, d] = inner.map(|colour| p.corner(colour));
    let tiles = vec![
        p.lay(1, 1, a, &[E, S]),
        p.lay(1, 2, b, &[S, W]),
        p.lay(2, 1, c, &[N, E]),
    ];
    (tiles, d, p.turn(d, &[N, W]))
}

/// A game of `players` one placement before the smallest frame with the given inner colours
/// closes, and that placement (seat 0's).
pub(crate) fn before_closing_smallest(inner: [Colour; 4], players: usize) -> (Uzory, Action) {
    let mut p = Picker::new(M);
    let (tiles, last, rot) = smallest_frame(&mut p, inner);
    let keep = p.any(Shape::Straight);
    let mut hands = vec![vec![]; players];
    hands[0] = vec![last, keep];
    (position(M, &tiles, hands), place(last, rot, 2, 2))
}

/// Closes the smallest frame with the given inner colours in a game of `players`; returns the
/// game after the closing placement.
fn close_smallest(inner: [Colour; 4], players: usize) -> Uzory {
    let (mut game, closing) = before_closing_smallest(inner, players);
    let events = game.play(Seat(0), &closing).unwrap();
    assert_eq!(closed_regions(&events).len(), 1);
    game
}

#[test]
fn new_games_use_a_fixed_window_with_the_start_tile_on_a_central_cell() {
    let mut starts = BTreeSet::new();
    for seed in 0..40 {
        let game = Uzory::new(&(), 2 + (seed % 3) as usize, seed).unwrap();
        assert_eq!(game.model(), Model::Two);
        let field = game.field();
        let start = field.tiles()[0].cell;
        assert!(CENTRE.contains(&start), "{start:?}");
        starts.insert(start);
        // The window and its labels are fixed from the first turn.
        assert_eq!(field.display_box(), WINDOW);
        assert_eq!(field.label(Cell::new(0, 0)).as_deref(), Some("A1"));
        assert_eq!(field.label(Cell::new(5, 5)).as_deref(), Some("F6"));
        assert_eq!(field.label(Cell::new(6, 0)), None);
        assert_eq!(field.cell_for_label("C4"), Some(Cell::new(2, 3)));
        // The start tile has four free sides.
        assert_eq!(field.legal_cells().len(), 4);
    }
    assert_eq!(
        starts.len(),
        4,
        "the seed chooses among all four central cells"
    );
}

#[test]
fn tiles_go_inside_the_window_next_to_a_placed_tile() {
    let mut p = Picker::new(M);
    let tiles: Vec<Laid> = (0..5)
        .map(|row| (row, 0, p.any(Shape::Straight), Rotation::R0))
        .collect();
    let game = position(M, &tiles, vec![vec![p.any(Shape::Straight)], vec![]]);
    let field = game.field();
    assert_eq!(
        field.legal_cells(),
        (0..5)
            .map(|r| Cell::new(r, 1))
            .chain([Cell::new(5, 0)])
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
    );
    let outside = Cell::new(0, -1);
    assert_eq!(
        field.check_cell(outside),
        Err(CellError::OutsideWindow(outside))
    );
    assert_eq!(
        field.check_cell(Cell::new(6, 0)),
        Err(CellError::OutsideWindow(Cell::new(6, 0)))
    );
    assert_eq!(
        field.check_cell(Cell::new(0, 0)),
        Err(CellError::Taken(Cell::new(0, 0)))
    );
    assert_eq!(
        field.check_cell(Cell::new(3, 3)),
        Err(CellError::NotAdjacent(Cell::new(3, 3)))
    );
}

#[test]
fn the_lead_frame_closes_what_a_line_cuts_off_along_the_border() {
    // Six north–south straights down column 0: their west halves lie between the line and the
    // window's west border, closed at the top and bottom by the border too.
    let mut p = Picker::new(M);
    let column: Vec<TileId> = (0..6).map(|_| p.any(Shape::Straight)).collect();
    let tiles: Vec<Laid> = (0..5)
        .map(|row| p.lay(row, 0, column[row as usize], &[N, S]))
        .collect();
    let mut game = position(M, &tiles, vec![vec![column[5]], vec![]]);
    assert!(game.field().enclosed_regions().is_empty());
    let last = p.turn(column[5], &[N, S]);
    let events = game.play(Seat(0), &place(column[5], last, 5, 0)).unwrap();
    let regions = closed_regions(&events);
    assert_eq!(regions.len(), 1, "the east halves still face column 1");
    assert_eq!(
        regions[0].quarters,
        (0..12).map(|r| q(r, 0)).collect::<Vec<_>>()
    );
    assert_eq!(regions[0].counts.iter().sum::<u16>(), 12);
    assert_frames_consistent(&game);
    assert_no_frame_faces_an_empty_cell(&game);
}

#[test]
fn a_corner_turned_into_the_corner_of_the_window_closes_one_quarter() {
    let mut p = Picker::new(M);
    let start = p.any(Shape::Straight);
    let corner = p.corner(Colour::Blue);
    let mut game = position(
        M,
        &[(0, 1, start, Rotation::R90)],
        vec![vec![corner], vec![]],
    );
    let events = game
        .play(Seat(0), &place(corner, p.turn(corner, &[N, W]), 0, 0))
        .unwrap();
    let regions = closed_regions(&events);
    assert_eq!(regions.len(), 1);
    assert_eq!(regions[0].quarters, vec![q(0, 0)]);
    assert_eq!(regions[0].counts, [0, 0, 1, 0, 0]);
    assert_eq!(game.frames()[0].result, FrameResult::Majority(Seat(1)));
    assert_eq!(game.victory(Seat(1)).unwrap().points, 1);
}

#[test]
fn smallest_frame_is_four_corner_tiles_around_one_point() {
    let game = close_smallest([Colour::Red; 4], 2);
    let frame = &game.frames()[0];
    assert_eq!(
        frame.region.quarters,
        vec![q(3, 3), q(3, 4), q(4, 3), q(4, 4)]
    );
    assert_eq!(frame.region.counts, [0, 4, 0, 0, 0]);
    assert_eq!(frame.result, FrameResult::Majority(Seat(0)));
    assert_eq!(game.victory(Seat(0)).unwrap().tiles.len(), 1);
    assert_eq!(game.phase(), &Phase::Discard { seat: Seat(0) });
    assert_eq!(game.fresh_frames(), game.frames());
    assert_frames_consistent(&game);
    assert_tiles_accounted(&game);
}

#[test]
fn white_strictly_ahead_of_every_seated_colour_scores_nobody() {
    let white = Colour::White;
    let game = close_smallest([white, white, Colour::Red, Colour::Blue], 2);
    assert_eq!(game.frames()[0].result, FrameResult::Nobody);
    assert_eq!(game.victory(Seat(0)).unwrap().points, 0);
}

#[test]
fn white_level_with_the_best_seated_colour_lets_that_player_score() {
    let white = Colour::White;
    let game = close_smallest([white, Colour::Red, Colour::Red, white], 2);
    assert_eq!(game.frames()[0].result, FrameResult::Majority(Seat(0)));
}

#[test]
fn colours_nobody_plays_are_ignored() {
    // Three yellow quarters and one red: in a two-player game yellow is nobody's, so red wins
    // the frame (model 1 gave it to nobody).
    let yellow = Colour::Yellow;
    let game = close_smallest([yellow, yellow, yellow, Colour::Red], 2);
    assert_eq!(game.frames()[0].result, FrameResult::Majority(Seat(0)));
    // ... and a frame without a seated colour scores nobody, whatever white has.
    let game = close_smallest([yellow, yellow, Colour::Green, Colour::White], 2);
    assert_eq!(game.frames()[0].result, FrameResult::Nobody);
    // With four players yellow is seat 3's.
    let game = close_smallest([yellow, yellow, yellow, Colour::Red], 4);
    assert_eq!(game.frames()[0].result, FrameResult::Majority(Seat(3)));
}

#[test]
fn equal_seated_colours_the_closer_names_the_scorer() {
    let (red, blue) = (Colour::Red, Colour::Blue);
    let mut game = close_smallest([red, blue, blue, red], 3);
    assert_eq!(
        game.phase(),
        &Phase::ChooseScorer {
            closer: Seat(0),
            region: Region {
                quarters: vec![q(3, 3), q(3, 4), q(4, 3), q(4, 4)],
                counts: [0, 2, 2, 0, 0],
            },
            tied: vec![Seat(0), Seat(1)],
            queue: vec![],
        }
    );
    assert_eq!(
        game.legal_actions(Seat(0)),
        vec![Action::Award(Seat(0)), Action::Award(Seat(1))]
    );
    game.play(Seat(0), &Action::Award(Seat(1))).unwrap();
    assert_eq!(
        game.frames()[0].result,
        FrameResult::ChosenByCloser {
            scorer: Seat(1),
            tied: vec![Seat(0), Seat(1)]
        }
    );
    assert_eq!(game.fresh_frames().len(), 1);
    assert_frames_consistent(&game);
}

#[test]
fn the_verdict_table() {
    use Verdict::{Nobody, Scores, Tie};
    // [white, red, blue, green, yellow]
    let two = |counts| verdict(&counts, 2, M);
    assert_eq!(two([0, 0, 0, 0, 0]), Nobody);
    assert_eq!(two([3, 2, 1, 0, 0]), Nobody, "white strictly ahead");
    assert_eq!(two([2, 2, 1, 0, 0]), Scores(Seat(0)), "white only level");
    assert_eq!(
        two([0, 1, 0, 9, 9]),
        Scores(Seat(0)),
        "absent colours ignored"
    );
    assert_eq!(two([1, 0, 0, 9, 9]), Nobody, "no seated colour");
    assert_eq!(two([0, 2, 2, 0, 0]), Tie(vec![Seat(0), Seat(1)]));
    assert_eq!(
        verdict(&[0, 2, 1, 2, 2], 4, M),
        Tie(vec![Seat(0), Seat(2), Seat(3)])
    );
    // Model 1 looked at the largest count over all colours first.
    assert_eq!(verdict(&[0, 1, 0, 9, 9], 2, Model::One), Nobody);
    assert_eq!(verdict(&[2, 2, 1, 0, 0], 2, Model::One), Scores(Seat(0)));
    assert_eq!(verdict(&[3, 2, 1, 0, 0], 2, Model::One), Nobody);
}

#[test]
fn one_tile_can_close_two_frames_and_both_score_once() {
    let mut p = Picker::new(M);
    let [a, b, c, d] = [Colour::Red; 4].map(|colour| p.corner(colour));
    let t1 = p.any(Shape::T);
    let t2 = p.any(Shape::T);
    let tiles = vec![
        p.lay(1, 1, a, &[E, S]),
        p.lay(1, 2, t1, &[E, S, W]),
        p.lay(1, 3, b, &[S, W]),
        p.lay(2, 1, c, &[N, E]),
        p.lay(2, 3, d, &[N, W]),
    ];
    let mut game = position(M, &tiles, vec![vec![t2], vec![]]);
    let events = game
        .play(Seat(0), &place(t2, p.turn(t2, &[N, E, W]), 2, 2))
        .unwrap();
    assert_eq!(closed_quarters(&events), [around(3, 3), around(3, 5)]);
    assert_eq!(game.frames().len(), 2);
    assert_eq!(game.fresh_frames().len(), 2);
    // Checks each seat's victory points against the frames it scored.
    assert_frames_consistent(&game);
    assert_tiles_accounted(&game);
}

#[test]
fn a_region_open_to_an_empty_cell_is_not_a_frame() {
    let mut p = Picker::new(M);
    let (tiles, _, _) = smallest_frame(&mut p, [Colour::Red; 4]);
    // A straight on the fourth cell runs its line on, so the inner quarters leak out through
    // its halves to the empty cells beyond.
    let straight = p.any(Shape::Straight);
    let mut game = position(M, &tiles, vec![vec![straight], vec![]]);
    let events = game
        .play(Seat(0), &place(straight, p.turn(straight, &[N, S]), 2, 2))
        .unwrap();
    assert!(closed_regions(&events).is_empty());
    assert!(game.frames().is_empty());
}

#[test]
fn enclosed_regions_are_found_on_the_whole_field_too() {
    let mut p = Picker::new(M);
    let (mut tiles, last, rot) = smallest_frame(&mut p, [Colour::Red; 4]);
    tiles.push((2, 2, last, rot));
    let game = position(M, &tiles, vec![vec![], vec![]]);
    let regions = game.field().enclosed_regions();
    assert_eq!(regions.len(), 1);
    assert_eq!(regions[0].quarters.len(), 4);
    assert_eq!(game.field().regions_closed_by(Cell::new(2, 2)), regions);
    // Judged before the placement, without copying the field, the same.
    let (before, _) = tiles.split_at(3);
    let game = position(M, before, vec![vec![last], vec![]]);
    let placed = Placed {
        cell: Cell::new(2, 2),
        tile: last,
        rotation: rot,
    };
    assert_eq!(game.field().regions_closed_if(placed), regions);
}

#[test]
fn a_full_window_leaves_no_region_open() {
    for seed in 0..10 {
        let mut game = Uzory::new(&(), 2, seed).unwrap();
        let mut bots: Vec<Box<dyn Player<Uzory>>> = (0..2)
            .map(|i| Box::new(RandomPlayer::new(seed * 3 + i)) as Box<dyn Player<Uzory>>)
            .collect();
        play_out(&mut game, &mut bots, 20_000, |_, _| {}).unwrap();
        if !game.field().is_full() {
            continue;
        }
        // Every quarter of the window is in exactly one frame.
        let quarters: usize = game.frames().iter().map(|f| f.region.quarters.len()).sum();
        assert_eq!(quarters, 144);
        assert_no_frame_faces_an_empty_cell(&game);
    }
}
