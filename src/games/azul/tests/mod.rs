//! Rule-by-rule tests, named after the rule they check; the rulebook's scoring examples
//! included. Positions are written down by setting the state's plain fields, then the bag is
//! made the rest of the 100 tiles ([`settle`]), so every test keeps the count.

use super::actions::{Action, AzulError, Destination, Event, ScoreItem, Source, TakeError};
use super::board::{
    printed_colour, printed_column, Board, FloorSpace, PatternLine, Wall, WallSide,
};
use super::scoring::{end_bonuses, floor_cost, tile_points};
use super::state::{Azul, AzulOptions, Marker, Phase, TOTAL_TILES};
use super::tiles::{Colour, Tiles};
use crate::game::{Game, PlayError, Seat, Viewer};
use crate::games::family::testing::{assert_every_seat_starts_some_games, assert_factories_dealt};

use Colour::*;

mod players;
mod property;
mod stored;

fn opts(side: WallSide) -> AzulOptions {
    AzulOptions { side }
}

/// A game as dealt, its first player drawn from the seed.
fn dealt(players: usize, seed: u64) -> Azul {
    Azul::new(&opts(WallSide::Coloured), players, seed).unwrap()
}

/// A dealt game with seat 0 to start (rule tests read more easily so).
fn new_game(side: WallSide, players: usize, seed: u64) -> Azul {
    let mut g = Azul::new(&opts(side), players, seed).unwrap();
    g.first = Seat(0);
    g.phase = Phase::Offer { seat: Seat(0) };
    g
}

/// Makes the bag every tile not elsewhere (so a written position holds exactly 100 tiles).
fn settle(g: &mut Azul) {
    g.bag = g.view(Viewer::Spectator).bag_tiles().to_list();
    // More than 20 of a colour in sight would make more than 100 tiles.
    assert_eq!(g.tiles_everywhere(), TOTAL_TILES);
}

/// A wall from a picture: one string a row, `B Y R K W` for the colours, `.` for empty.
fn wall(rows: [&str; 5]) -> Wall {
    let mut w = Wall::default();
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.split_whitespace().enumerate() {
            let colour = match ch {
                "B" => Some(Blue),
                "Y" => Some(Yellow),
                "R" => Some(Red),
                "K" => Some(Black),
                "W" => Some(White),
                _ => None,
            };
            if let Some(colour) = colour {
                assert!(w.put(r, c, colour));
            }
        }
    }
    w
}

/// The coloured wall's printed colour at every listed space.
fn printed(spaces: &[(usize, usize)]) -> Wall {
    let mut w = Wall::default();
    for &(r, c) in spaces {
        assert!(w.put(r, c, printed_colour(r, c)));
    }
    w
}

fn line(colour: Colour, count: u8) -> PatternLine {
    PatternLine {
        colour: Some(colour),
        count,
    }
}

fn take(source: Source, colour: Colour, destination: Destination) -> Action {
    Action::Take {
        source,
        colour,
        destination,
    }
}

fn score_events(events: &[Event], seat: Seat) -> Vec<(ScoreItem, i32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Score {
                seat: s,
                item,
                points,
                ..
            } if *s == seat => Some((*item, *points)),
            _ => None,
        })
        .collect()
}

/// A table in the factory offer with only `factory` (as factory 0) and `centre` to take from.
fn table(side: WallSide, players: usize, factory: Tiles, centre: Tiles) -> Azul {
    let mut g = new_game(side, players, 1);
    for f in g.factories.iter_mut() {
        *f = Tiles::EMPTY;
    }
    g.factories[0] = factory;
    g.centre = centre;
    settle(&mut g);
    g
}

#[test]
fn the_coloured_wall_is_the_printed_pattern() {
    let rows = [
        [Blue, Yellow, Red, Black, White],
        [White, Blue, Yellow, Red, Black],
        [Black, White, Blue, Yellow, Red],
        [Red, Black, White, Blue, Yellow],
        [Yellow, Red, Black, White, Blue],
    ];
    for (r, row) in rows.iter().enumerate() {
        for (c, &colour) in row.iter().enumerate() {
            assert_eq!(printed_colour(r, c), colour, "row {r} column {c}");
            assert_eq!(printed_column(r, colour), c);
        }
    }
}

#[test]
fn setup_deals_four_tiles_to_each_of_5_7_9_factories() {
    assert_factories_dealt(|players| dealt(players, 1).factories);
    for players in 2..=4 {
        let g = dealt(players, 1);
        assert_eq!(g.bag.len(), 100 - 4 * g.factories.len());
        assert_eq!(g.tiles_everywhere(), 100);
        assert!(g.players.iter().all(|p| p.score == 0));
        assert_eq!(g.marker, Marker::Centre);
        assert_eq!(g.to_act(), vec![g.first]);
    }
    assert!(Azul::new(&AzulOptions::default(), 1, 0).is_err());
    assert!(Azul::new(&AzulOptions::default(), 5, 0).is_err());
}

#[test]
fn the_first_player_is_drawn_from_the_seed() {
    assert_every_seat_starts_some_games(|players, seed| {
        let g = dealt(players, seed);
        assert_eq!(g, dealt(players, seed));
        g.first
    });
}

// ---- The rulebook's scoring examples -------------------------------------------------------

#[test]
fn a_tile_without_neighbours_scores_1() {
    let w = printed(&[(0, 0), (2, 2)]);
    assert_eq!(tile_points(&w, 4, 4), 1);
    assert_eq!(tile_points(&w, 0, 3), 1);
}

#[test]
fn a_tile_scores_its_horizontal_run() {
    // Two tiles to its left: a run of 3.
    let w = printed(&[(1, 0), (1, 1)]);
    assert_eq!(tile_points(&w, 1, 2), 3);
    // A gap breaks the run.
    let w = printed(&[(1, 0), (1, 3), (1, 4)]);
    assert_eq!(tile_points(&w, 1, 2), 3);
    assert_eq!(tile_points(&w, 1, 1), 2);
}

#[test]
fn a_tile_scores_its_vertical_run() {
    let w = printed(&[(0, 4), (1, 4), (2, 4)]);
    assert_eq!(tile_points(&w, 3, 4), 4);
}

#[test]
fn a_tile_joining_a_row_of_3_and_a_column_of_2_scores_5() {
    // Two tiles to its left (a run of 3) and one above (a run of 2): 3 + 2.
    let w = printed(&[(2, 0), (2, 1), (1, 2)]);
    assert_eq!(tile_points(&w, 2, 2), 5);
}

#[test]
fn a_tile_with_a_neighbour_on_each_side_scores_6() {
    // One neighbour on each of its four sides, in otherwise empty rows and columns: 3 + 3.
    let w = printed(&[(2, 1), (2, 3), (1, 2), (3, 2)]);
    assert_eq!(tile_points(&w, 2, 2), 6);
}

#[test]
fn the_last_tile_of_a_full_wall_scores_10() {
    let all: Vec<(usize, usize)> = (0..5)
        .flat_map(|r| (0..5).map(move |c| (r, c)))
        .filter(|&s| s != (4, 4))
        .collect();
    assert_eq!(tile_points(&printed(&all), 4, 4), 10);
}

#[test]
fn the_floor_costs_1_1_2_2_2_3_3_cumulatively() {
    let costs: Vec<u32> = (0..=8).map(floor_cost).collect();
    assert_eq!(costs, [0, 1, 2, 4, 6, 8, 11, 14, 14]);
}

#[test]
fn end_bonuses_are_2_a_row_7_a_column_10_a_colour() {
    // Row 0 complete, column 0 complete, all five blues: 2 + 7 + 10.
    let mut spaces: Vec<(usize, usize)> = (0..5).map(|c| (0, c)).collect();
    spaces.extend((1..5).map(|r| (r, 0)));
    spaces.extend((1..5).map(|r| (r, printed_column(r, Blue))));
    spaces.sort_unstable();
    spaces.dedup();
    let b = end_bonuses(&printed(&spaces));
    assert_eq!((b.rows, b.columns, b.colours), (1, 1, 1));
    assert_eq!(b.points(), 19);
    // A full wall earns 2·5 + 7·5 + 10·5 = 95 in bonuses alone.
    let all: Vec<(usize, usize)> = (0..5).flat_map(|r| (0..5).map(move |c| (r, c))).collect();
    assert_eq!(end_bonuses(&printed(&all)).points(), 95);
    assert_eq!(end_bonuses(&Wall::default()).points(), 0);
}

// ---- The factory offer ---------------------------------------------------------------------

#[test]
fn a_take_from_a_factory_moves_the_rest_to_the_centre() {
    let factory = Tiles::from_counts([2, 1, 1, 0, 0]);
    let mut g = table(WallSide::Coloured, 2, factory, Tiles::of(Black, 1));
    let events = g
        .play(
            Seat(0),
            &take(Source::Factory(0), Blue, Destination::Line(2)),
        )
        .unwrap();
    assert!(g.factories[0].is_empty());
    assert_eq!(g.centre, Tiles::from_counts([0, 1, 1, 1, 0]));
    assert_eq!(g.players[0].board.lines[2], line(Blue, 2));
    assert_eq!(g.marker, Marker::Centre, "a factory take leaves the marker");
    assert!(g.players[0].board.floor.is_empty());
    assert!(matches!(
        events[0],
        Event::Took {
            count: 2,
            to_line: 2,
            to_floor: 0,
            ..
        }
    ));
    assert_eq!(g.to_act(), vec![Seat(1)]);
}

#[test]
fn the_first_take_from_the_centre_brings_the_marker_to_the_floor() {
    let mut g = table(
        WallSide::Coloured,
        2,
        Tiles::of(Red, 4),
        Tiles::from_counts([1, 2, 0, 0, 0]),
    );
    let events = g
        .play(Seat(0), &take(Source::Centre, Yellow, Destination::Line(0)))
        .unwrap();
    // One yellow fits line 1; the marker took the first floor space, the other yellow the next.
    let floor = &g.players[0].board.floor;
    assert_eq!(floor, &[FloorSpace::Marker, FloorSpace::Tile(Yellow)]);
    assert_eq!(g.marker, Marker::Held(Seat(0)));
    assert!(events.contains(&Event::MarkerTaken {
        seat: Seat(0),
        on_floor: true
    }));
    // The next take from the centre brings no marker.
    let events = g
        .play(Seat(1), &take(Source::Centre, Blue, Destination::Line(0)))
        .unwrap();
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::MarkerTaken { .. })));
    assert!(g.players[1].board.floor.is_empty());
}

#[test]
fn tiles_beyond_a_full_floor_go_to_the_lid_and_the_marker_costs_nothing_more() {
    let mut g = table(
        WallSide::Coloured,
        2,
        Tiles::of(Red, 4),
        Tiles::of(Yellow, 3),
    );
    g.players[0].board.floor = vec![FloorSpace::Tile(Black); 6];
    settle(&mut g);
    g.play(Seat(0), &take(Source::Centre, Yellow, Destination::Floor))
        .unwrap();
    let board = &g.players[0].board;
    // The marker took the seventh space, the three yellows went to the lid.
    assert_eq!(board.floor.len(), 7);
    assert_eq!(board.floor[6], FloorSpace::Marker);
    assert_eq!(g.lid, Tiles::of(Yellow, 3));
    assert_eq!(g.tiles_everywhere(), 100);

    // On a full floor line the marker stays with its holder, off the floor.
    let mut g = table(
        WallSide::Coloured,
        2,
        Tiles::of(Red, 4),
        Tiles::of(Yellow, 2),
    );
    g.players[0].board.floor = vec![FloorSpace::Tile(Black); 7];
    settle(&mut g);
    let events = g
        .play(Seat(0), &take(Source::Centre, Yellow, Destination::Line(4)))
        .unwrap();
    assert!(events.contains(&Event::MarkerTaken {
        seat: Seat(0),
        on_floor: false
    }));
    assert_eq!(g.marker, Marker::Held(Seat(0)));
    assert!(!g.players[0].board.floor_has_marker());
    assert_eq!(g.players[0].board.lines[4], line(Yellow, 2));
}

#[test]
fn surplus_tiles_drop_to_the_floor_line() {
    let mut g = table(
        WallSide::Coloured,
        2,
        Tiles::of(White, 4),
        Tiles::of(Red, 1),
    );
    g.play(
        Seat(0),
        &take(Source::Factory(0), White, Destination::Line(1)),
    )
    .unwrap();
    let board = &g.players[0].board;
    assert_eq!(board.lines[1], line(White, 2));
    assert_eq!(board.floor, vec![FloorSpace::Tile(White); 2]);
}

#[test]
fn pattern_line_rules_refuse_and_change_nothing() {
    let mut g = table(
        WallSide::Coloured,
        2,
        Tiles::from_counts([2, 2, 0, 0, 0]),
        Tiles::of(Red, 1),
    );
    g.players[0].board.lines[2] = line(Yellow, 1);
    g.players[0].board.lines[0] = line(Red, 1);
    g.players[0].board.wall = printed(&[(3, printed_column(3, Blue))]);
    settle(&mut g);
    let before = g.clone();
    let refused = [
        (Blue, Destination::Line(2), AzulError::LineHoldsOtherColour),
        (Yellow, Destination::Line(0), AzulError::LineFull),
        (Blue, Destination::Line(3), AzulError::ColourOnWallRow),
        (Blue, Destination::Line(5), AzulError::NoSuchLine),
    ];
    for (colour, destination, error) in refused {
        let action = take(Source::Factory(0), colour, destination);
        assert_eq!(g.play(Seat(0), &action), Err(PlayError::Illegal(error)));
        assert!(!g.legal_actions(Seat(0)).contains(&action));
        assert_eq!(g, before);
    }
    for (action, error) in [
        (
            take(Source::Factory(1), Blue, Destination::Floor),
            AzulError::Take(TakeError::EmptySource),
        ),
        (
            take(Source::Factory(9), Blue, Destination::Floor),
            AzulError::Take(TakeError::NoSuchFactory),
        ),
        (
            take(Source::Factory(0), Red, Destination::Floor),
            AzulError::Take(TakeError::ColourNotInSource),
        ),
        (
            Action::Tile { line: 0, column: 0 },
            AzulError::WrongDecision,
        ),
    ] {
        assert_eq!(g.play(Seat(0), &action), Err(PlayError::Illegal(error)));
        assert_eq!(g, before);
    }
    assert_eq!(
        g.play(Seat(1), &take(Source::Factory(0), Blue, Destination::Floor)),
        Err(PlayError::NotYourTurn(Seat(1)))
    );
    // Joining a line of the same colour is fine, and the floor always is.
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&take(Source::Factory(0), Yellow, Destination::Line(2))));
    assert!(legal.contains(&take(Source::Centre, Red, Destination::Floor)));
    assert!(!legal.contains(&take(Source::Centre, Red, Destination::Line(0))));
}

// ---- Wall tiling ---------------------------------------------------------------------------

/// A table where seat 0's take of the last tile (one red from the centre, to its floor) ends
/// the factory offer; boards are set by the caller, then [`settle`].
fn last_take(side: WallSide, players: usize) -> Azul {
    table(side, players, Tiles::EMPTY, Tiles::of(Red, 1))
}

const LAST: Action = Action::Take {
    source: Source::Centre,
    colour: Red,
    destination: Destination::Floor,
};

#[test]
fn complete_lines_move_one_tile_to_the_wall_and_the_rest_to_the_lid() {
    let mut g = last_take(WallSide::Coloured, 2);
    g.marker = Marker::Held(Seat(1));
    let b = &mut g.players[0].board;
    b.wall = printed(&[(1, 0), (1, 1), (0, 2)]);
    // Line 2 (two spaces) complete in yellow: printed at row 1 column 2, joining two to its
    // left and one above: 3 + 2 = 5. Line 4 is incomplete and keeps its tiles.
    b.lines[1] = line(Yellow, 2);
    b.lines[4] = line(Black, 3);
    set_score(&mut g, 0, 10);
    settle(&mut g);
    let events = g.play(Seat(0), &LAST).unwrap();
    let b = &g.players[0].board;
    assert_eq!(b.wall.get(1, 2), Some(Yellow));
    assert_eq!(b.lines[1], PatternLine::default());
    assert_eq!(b.lines[4], line(Black, 3));
    assert!(b.floor.is_empty());
    // One yellow to the lid, the floor's red to the lid.
    assert_eq!(g.lid, Tiles::from_counts([0, 1, 1, 0, 0]));
    assert_eq!(
        score_events(&events, Seat(0)),
        [(ScoreItem::Wall, 5), (ScoreItem::Floor, -1)]
    );
    assert_eq!(g.players[0].score, 14);
    // A new round: the marker's holder starts.
    assert_eq!(g.round, 2);
    assert_eq!(g.first, Seat(1));
    assert_eq!(g.marker, Marker::Centre);
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(g.factories.iter().all(|f| f.total() == 4));
    assert_eq!(g.tiles_everywhere(), 100);
}

#[test]
fn lines_are_tiled_top_to_bottom_so_a_lower_tile_scores_the_upper() {
    let mut g = last_take(WallSide::Coloured, 2);
    let b = &mut g.players[0].board;
    b.lines[0] = line(Blue, 1); // row 0 column 0
    b.lines[1] = line(White, 2); // row 1 column 0: joins the blue above, 2 points
    settle(&mut g);
    let events = g.play(Seat(0), &LAST).unwrap();
    let walls: Vec<i32> = score_events(&events, Seat(0))
        .into_iter()
        .filter(|(i, _)| *i == ScoreItem::Wall)
        .map(|(_, p)| p)
        .collect();
    assert_eq!(walls, [1, 2]);
}

#[test]
fn a_score_never_drops_below_zero() {
    let mut g = last_take(WallSide::Coloured, 2);
    g.players[0].board.floor = vec![FloorSpace::Tile(Black); 4];
    set_score(&mut g, 0, 3);
    settle(&mut g);
    let events = g.play(Seat(0), &LAST).unwrap();
    // Six floor spaces (four tiles, the marker, the red) cost 11; only 3 are there to lose.
    assert_eq!(score_events(&events, Seat(0)), [(ScoreItem::Floor, -3)]);
    assert_eq!(g.players[0].score, 0);
    assert_eq!(g.players[0].ledger.total(), 0);
}

#[test]
fn nobody_took_the_marker_so_the_same_player_starts_again() {
    let mut g = table(WallSide::Coloured, 3, Tiles::of(Blue, 4), Tiles::EMPTY);
    g.first = Seat(2);
    g.phase = Phase::Offer { seat: Seat(2) };
    settle(&mut g);
    g.play(
        Seat(2),
        &take(Source::Factory(0), Blue, Destination::Line(3)),
    )
    .unwrap();
    assert_eq!(g.round, 2);
    assert_eq!(g.first, Seat(2));
    assert_eq!(g.to_act(), vec![Seat(2)]);
}

// ---- The end -------------------------------------------------------------------------------

#[test]
fn a_completed_row_ends_the_game_after_that_round_with_the_bonuses() {
    let mut g = last_take(WallSide::Coloured, 2);
    g.marker = Marker::Held(Seat(1));
    let b = &mut g.players[0].board;
    // Row 0 lacks only its white (column 4); column 4 lacks only row 0's white too.
    let mut spaces: Vec<(usize, usize)> = (0..4).map(|c| (0, c)).collect();
    spaces.extend((1..5).map(|r| (r, 4)));
    b.wall = printed(&spaces);
    b.lines[0] = line(White, 1);
    b.lines[3] = line(Red, 2); // stays incomplete
    set_score(&mut g, 0, 20);
    set_score(&mut g, 1, 40);
    settle(&mut g);
    let events = g.play(Seat(0), &LAST).unwrap();
    assert!(g.is_over());
    assert!(events.contains(&Event::RowCompleted {
        seat: Seat(0),
        row: 0
    }));
    // The white joins a row of 5 and a column of 5: 10 points; then the floor's −1; then
    // +2 for the row, +7 for the column (no colour complete).
    assert_eq!(
        score_events(&events, Seat(0)),
        [
            (ScoreItem::Wall, 10),
            (ScoreItem::Floor, -1),
            (ScoreItem::Rows, 2),
            (ScoreItem::Columns, 7)
        ]
    );
    assert_eq!(events.last(), Some(&Event::GameEnded));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.standings[0].seat, Seat(1));
    assert_eq!(outcome.standings[1].score, 38);
    assert!(outcome.standings.iter().all(|s| s.is_consistent()));
    assert!(g.legal_actions(Seat(0)).is_empty());
    assert_eq!(g.play(Seat(0), &LAST), Err(PlayError::GameOver));
}

#[test]
fn ties_go_to_more_complete_rows_then_are_shared() {
    let mut g = last_take(WallSide::Coloured, 3);
    let full_row: Vec<(usize, usize)> = (0..5).map(|c| (2, c)).collect();
    g.players[0].board.wall = printed(&full_row);
    let mut two = full_row.clone();
    two.extend((0..5).map(|c| (4, c)));
    g.players[1].board.wall = printed(&two);
    g.players[2].board.wall = printed(&full_row);
    g.marker = Marker::Held(Seat(1));
    // Seat 0 will lose 1 for the floor: give it one more.
    set_score(&mut g, 0, 31);
    set_score(&mut g, 1, 28);
    set_score(&mut g, 2, 30);
    settle(&mut g);
    g.play(Seat(0), &LAST).unwrap();
    // Seat 0: 31 − 1 + 2 = 32; seat 1: 28 + 4 = 32 with two rows; seat 2: 30 + 2 = 32.
    let outcome = g.outcome().unwrap();
    let ranks: Vec<(Seat, u8, i32)> = outcome
        .standings
        .iter()
        .map(|s| (s.seat, s.rank, s.score))
        .collect();
    assert_eq!(
        ranks,
        [(Seat(1), 1, 32), (Seat(0), 2, 32), (Seat(2), 2, 32)]
    );
}

// ---- The bag and the lid -------------------------------------------------------------------

/// Puts `tiles` out of play on the boards of a 4-player game: on the walls, where row `r` of
/// seat `p` never takes colour `(r + p) % 5` (so no row is ever complete), and on the pattern
/// line of that colour, kept one short of complete. Seat 0's row 4 and line 4 stay free.
fn park(g: &mut Azul, tiles: Tiles) {
    let designated = |p: usize, r: usize| Colour::from_index(r + p);
    for c in Colour::ALL {
        'tile: for _ in 0..tiles.get(c) {
            for p in 0..g.players.len() {
                for r in 0..5 {
                    let free = !(p == 0 && r == 4) && designated(p, r) != c;
                    let w = &mut g.players[p].board.wall;
                    if free && w.put(r, printed_column(r, c), c) {
                        continue 'tile;
                    }
                }
            }
            for p in 0..g.players.len() {
                for r in 1..5 {
                    let b = &mut g.players[p].board;
                    let count = b.lines[r].count;
                    if !(p == 0 && r == 4) && designated(p, r) == c && usize::from(count) < r {
                        b.lines[r] = line(c, count + 1);
                        continue 'tile;
                    }
                }
            }
            panic!("no room to park a {c:?}");
        }
    }
}

/// Sets a written position's score, in its ledger too (as wall points).
fn set_score(g: &mut Azul, seat: usize, score: u32) {
    let p = &mut g.players[seat];
    p.score = score;
    p.ledger = Default::default();
    p.ledger.add(ScoreItem::Wall, score as i32);
}

#[test]
fn the_lid_refills_the_bag_and_a_short_supply_fills_the_factories_partly() {
    let mut g = last_take(WallSide::Coloured, 4);
    let mut bag = std::mem::take(&mut g.bag);
    g.bag = bag.drain(..3).collect();
    g.lid = Tiles::from_list(&bag[..5]);
    park(&mut g, Tiles::from_list(&bag[5..]));
    assert_eq!(g.tiles_everywhere(), 100);
    let events = g.play(Seat(0), &LAST).unwrap();
    // The bag's 3, then the lid poured in: its 5 and the floor's red.
    assert!(
        events.contains(&Event::BagRefilled { tiles: 6 }),
        "{events:?}"
    );
    let dealt: Vec<u32> = g.factories.iter().map(Tiles::total).collect();
    assert_eq!(dealt, [4, 4, 1, 0, 0, 0, 0, 0, 0]);
    assert!(g.lid.is_empty() && g.bag.is_empty());
    assert_eq!(g.tiles_everywhere(), 100);
    assert_eq!(g.to_act(), vec![Seat(0)], "seat 0 took the marker");
    assert!(!g.is_over());
}

#[test]
fn when_no_tile_can_be_dealt_the_game_ends() {
    let mut g = last_take(WallSide::Coloured, 4);
    let bag = std::mem::take(&mut g.bag);
    park(&mut g, Tiles::from_list(&bag));
    assert_eq!(g.tiles_everywhere(), 100);
    // The last red goes on seat 0's line 5, which stays incomplete; nothing reaches the lid.
    let action = take(Source::Centre, Red, Destination::Line(4));
    let events = g.play(Seat(0), &action).unwrap();
    assert!(events.contains(&Event::TilesRanOut), "{events:?}");
    assert_eq!(events.last(), Some(&Event::GameEnded));
    assert!(g.is_over());
    assert_eq!(g.tiles_everywhere(), 100);
}

// ---- The grey side -------------------------------------------------------------------------

#[test]
fn a_grey_row_is_dead_when_a_colour_it_lacks_has_no_free_column() {
    let mut wall = Wall::default();
    // Row 0 lacks red; both of its empty columns already hold red lower down.
    for (c, colour) in [(0, Blue), (1, Yellow), (2, Black)] {
        assert!(wall.put(0, c, colour));
    }
    assert!(wall.put(1, 3, Red));
    assert!(
        !wall.row_dead(WallSide::Grey, 0),
        "column 4 still takes red"
    );
    assert!(wall.put(2, 4, Red));
    assert!(wall.row_dead(WallSide::Grey, 0));
    // The coloured side keeps every colour's printed space: no row there is ever dead.
    let mut coloured = Wall::default();
    assert!(coloured.put(1, printed_column(1, Red), Red));
    assert!((0..5).all(|row| !coloured.row_dead(WallSide::Coloured, row)));
    assert!(
        !wall.all_rows_dead(WallSide::Grey),
        "rows 1 to 4 can still be completed"
    );
}

#[test]
fn a_grey_row_is_dead_when_two_colours_it_lacks_fit_only_one_column() {
    // Row 0 lacks red and white; column 3 holds red lower down.
    let mut w = wall([
        "B Y K . .",
        ". . . R .",
        ". . . . .",
        ". . . . .",
        ". . . . .",
    ]);
    assert!(
        !w.row_dead(WallSide::Grey, 0),
        "white can still take column 3"
    );
    // With white in column 3 too, both colours fit only column 4.
    assert!(w.put(2, 3, White));
    assert_eq!(w.legal_columns(WallSide::Grey, 0, Red), vec![4]);
    assert_eq!(w.legal_columns(WallSide::Grey, 0, White), vec![4]);
    assert!(w.row_dead(WallSide::Grey, 0));
}

#[test]
fn a_grey_game_whose_every_row_is_dead_ends_after_that_tiling() {
    // `vitrail simulate azul --side grey --players 2 --seed 47 --level random` once went on
    // for ever: every row of both walls had died. Random players reach that now and then.
    use crate::game::{play_out, Player, RandomPlayer};
    let mut dead_endings = 0;
    for seed in 0..150 {
        let mut g = Azul::new(&opts(WallSide::Grey), 2, seed).unwrap();
        let mut seats: Vec<Box<dyn Player<Azul>>> = (0..2)
            .map(|i| Box::new(RandomPlayer::new(seed * 10 + i)) as Box<dyn Player<Azul>>)
            .collect();
        let mut dead = false;
        play_out(&mut g, &mut seats, 100_000, |g, events| {
            if events.contains(&Event::RowsDead) {
                dead = true;
                assert!(g.is_over(), "the game ends with that tiling");
                let walls = g.players.iter().map(|p| &p.board.wall);
                assert!(walls.clone().all(|w| w.all_rows_dead(WallSide::Grey)));
                assert!(walls.clone().all(|w| w.complete_rows() == 0));
            }
        })
        .expect("every grey game ends");
        dead_endings += usize::from(dead);
    }
    assert!(dead_endings > 0, "no game of 150 reached the dead ending");
}

#[test]
fn a_game_ends_after_five_rounds_in_which_no_tile_reached_a_wall() {
    // Random players once kept four tiles going round the floor lines and the lid for ever.
    use crate::game::{play_out, Player, RandomPlayer};
    use crate::games::azul::state::QUIET_ROUNDS_END;
    let seed = 13_380_416_223_928_926_053u64;
    let mut g = Azul::new(&opts(WallSide::Grey), 4, seed).unwrap();
    let mut seats: Vec<Box<dyn Player<Azul>>> = (0..4)
        .map(|i| {
            Box::new(RandomPlayer::new(seed.wrapping_mul(31).wrapping_add(i)))
                as Box<dyn Player<Azul>>
        })
        .collect();
    let (mut quiet, mut stalled) = (0u8, false);
    play_out(&mut g, &mut seats, 100_000, |g, events| {
        if events.iter().any(|e| matches!(e, Event::Tiled { .. })) {
            quiet = 0;
        } else if events
            .iter()
            .any(|e| matches!(e, Event::RoundStarted { .. }))
            || events.contains(&Event::Stalled)
        {
            quiet += 1;
        }
        assert_eq!(g.quiet_rounds, quiet);
        if events.contains(&Event::Stalled) {
            stalled = true;
            assert!(g.is_over());
            assert_eq!(quiet, QUIET_ROUNDS_END);
        }
    })
    .expect("the game ends");
    assert!(stalled, "the game ended another way");
    let json = serde_json::to_string(&g).unwrap();
    assert!(
        json.contains("quiet_rounds"),
        "a count that is not 0 is stored"
    );
    let fresh = serde_json::to_string(&Azul::new(&opts(WallSide::Grey), 4, seed).unwrap()).unwrap();
    assert!(
        !fresh.contains("quiet_rounds"),
        "0 is not stored, as before"
    );
}

#[test]
fn grey_side_asks_where_a_tile_goes_when_the_row_offers_a_choice() {
    let mut g = last_take(WallSide::Grey, 2);
    g.marker = Marker::Held(Seat(1));
    let b = &mut g.players[0].board;
    // Row 1: red already in column 3 of row 0; column 1 taken in row 1.
    b.wall = wall([
        ". . . R .",
        ". K . . .",
        ". . . . .",
        ". . . . .",
        ". . . . .",
    ]);
    b.lines[1] = line(Red, 2);
    settle(&mut g);
    g.play(Seat(0), &LAST).unwrap();
    assert_eq!(
        g.phase,
        Phase::Tile {
            seat: Seat(0),
            line: 1
        }
    );
    let legal = g.legal_actions(Seat(0));
    let columns: Vec<u8> = legal
        .iter()
        .map(|a| match a {
            Action::Tile { column, .. } => *column,
            _ => 99,
        })
        .collect();
    // Not column 1 (taken) nor column 3 (red already there).
    assert_eq!(columns, [0, 2, 4]);
    let view = g.view(Viewer::Spectator);
    assert_eq!(view.tile_choices(), [(0, 2), (2, 2), (4, 1)]);
    let before = g.clone();
    for (action, error) in [
        (
            Action::Tile { line: 1, column: 3 },
            AzulError::ColourInColumn,
        ),
        (Action::Tile { line: 1, column: 1 }, AzulError::SpaceTaken),
        (Action::Tile { line: 1, column: 7 }, AzulError::NoSuchColumn),
        (Action::Tile { line: 2, column: 0 }, AzulError::NotThisLine),
        (
            take(Source::Centre, Red, Destination::Floor),
            AzulError::WrongDecision,
        ),
    ] {
        assert_eq!(g.play(Seat(0), &action), Err(PlayError::Illegal(error)));
        assert_eq!(g, before);
    }
    let events = g
        .play(Seat(0), &Action::Tile { line: 1, column: 2 })
        .unwrap();
    assert_eq!(g.players[0].board.wall.get(1, 2), Some(Red));
    assert_eq!(
        score_events(&events, Seat(0)),
        [(ScoreItem::Wall, 2), (ScoreItem::Floor, -1)]
    );
    assert_eq!(g.round, 2);
}

#[test]
fn grey_side_places_a_single_open_space_and_drops_a_line_with_none() {
    let mut g = last_take(WallSide::Grey, 2);
    let b = &mut g.players[0].board;
    b.wall = wall([
        "B . . . .",
        ". . . . .",
        ". . . . .",
        ". Y R W .",
        ". Y W K .",
    ]);
    // Line 4's blue: row 3 is open in columns 0 and 4, and column 0 holds blue: column 4.
    b.lines[3] = line(Blue, 4);
    // Line 5's blue: row 4 is open in columns 0 and 4, both now holding blue: no space.
    b.lines[4] = line(Blue, 5);
    settle(&mut g);
    let events = g.play(Seat(0), &LAST).unwrap();
    let b = &g.players[0].board;
    assert_eq!(b.wall.get(3, 4), Some(Blue));
    assert_eq!(b.lines[3], PatternLine::default());
    assert_eq!(b.lines[4], PatternLine::default());
    assert!(events.contains(&Event::LineDropped {
        seat: Seat(0),
        line: 4,
        colour: Blue,
        to_floor: 5,
        to_lid: 0
    }));
    // The blue joins a run of 4; the floor held the marker, the red of the last take and the
    // five blues: 7 spaces, −14.
    assert_eq!(
        score_events(&events, Seat(0)),
        [(ScoreItem::Wall, 4), (ScoreItem::Floor, -4)]
    );
    assert_eq!(g.players[0].ledger.get(ScoreItem::Floor), -4, "not below 0");
    assert!(b.floor.is_empty());
    assert_eq!(g.tiles_everywhere(), 100);
}

#[test]
fn grey_side_tiles_players_in_turn_order_from_the_first() {
    let mut g = last_take(WallSide::Grey, 3);
    g.first = Seat(1);
    g.phase = Phase::Offer { seat: Seat(0) };
    for p in 0..3 {
        g.players[p].board.lines[0] = line(Yellow, 1);
    }
    settle(&mut g);
    g.play(Seat(0), &LAST).unwrap();
    let mut order = Vec::new();
    while let Phase::Tile { seat, line } = g.phase {
        order.push(seat);
        g.play(seat, &Action::Tile { line, column: 0 }).unwrap();
    }
    assert_eq!(order, [Seat(1), Seat(2), Seat(0)]);
    assert_eq!(g.round, 2);
}

// ---- Views, records, undo ------------------------------------------------------------------

#[test]
fn the_view_hides_only_the_bag_order() {
    let g = dealt(3, 5);
    let spectator = g.view(Viewer::Spectator);
    assert_eq!(spectator.viewer, None);
    assert_eq!(spectator.bag_count, 100 - 28);
    assert_eq!(spectator.bag_tiles(), Tiles::from_list(&g.bag));
    let seat = g.view(Viewer::Seat(Seat(1)));
    assert_eq!(seat.viewer, Some(Seat(1)));
    assert_eq!(seat.factories, spectator.factories);
    let json = serde_json::to_string(&spectator).unwrap();
    assert!(!json.contains("rng"), "{json}");
}

#[test]
fn a_written_position_loads_from_json_and_plays_on() {
    let mut g = last_take(WallSide::Coloured, 2);
    g.players[0].board.lines[0] = line(Black, 1);
    g.players[0].board.wall = wall([
        ". . . . .",
        ". . . . .",
        ". . . . .",
        ". . . . .",
        ". . . . .",
    ]);
    settle(&mut g);
    let json = serde_json::to_value(&g).unwrap();
    // The record reads as the board does.
    assert_eq!(json["players"][0]["board"]["lines"][0]["colour"], "black");
    assert_eq!(json["phase"]["offer"]["seat"], 0);
    let mut back: Azul = serde_json::from_value(json).unwrap();
    assert_eq!(back, g);
    back.play(Seat(0), &LAST).unwrap();
    assert_eq!(back.players[0].board.wall.get(0, 3), Some(Black));
}

#[test]
fn a_take_can_be_taken_back_only_while_its_seat_still_decides() {
    // A take that hands the turn on: not undoable.
    let mut g = table(WallSide::Grey, 2, Tiles::of(Blue, 4), Tiles::of(Red, 1));
    let action = take(Source::Factory(0), Blue, Destination::Line(3));
    let events = g.play(Seat(0), &action).unwrap();
    assert!(!g.undoable(Seat(0), &events));
    // The last take leading to the taker's own grey-side tiling choice: undoable.
    let mut g = last_take(WallSide::Grey, 2);
    g.players[0].board.lines[2] = line(Red, 3);
    settle(&mut g);
    let events = g.play(Seat(0), &LAST).unwrap();
    assert_eq!(g.to_act(), vec![Seat(0)]);
    assert!(g.undoable(Seat(0), &events));
    // A tiling choice that ends the round deals new tiles: not undoable.
    let events = g
        .play(Seat(0), &Action::Tile { line: 2, column: 0 })
        .unwrap();
    assert!(!g.undoable(Seat(0), &events));
}

#[test]
fn determinized_worlds_show_each_seat_exactly_its_view() {
    use crate::ai::testing::determinized_worlds_match_views;
    determinized_worlds_match_views::<Azul>(&opts(WallSide::Coloured), 2, 2);
    determinized_worlds_match_views::<Azul>(&opts(WallSide::Grey), 3, 2);
}

#[test]
fn boards_count_their_tiles() {
    let mut b = Board::default();
    b.lines[4] = line(Red, 3);
    b.floor = vec![FloorSpace::Marker, FloorSpace::Tile(Blue)];
    b.wall.put(0, 0, Blue);
    assert_eq!(b.tiles(), Tiles::from_counts([2, 0, 3, 0, 0]));
    assert_eq!(b.drop_to_floor(White, 7), 2);
    assert_eq!(b.floor.len(), 7);
}

// ---- The last move (issue 50) --------------------------------------------------------------

#[test]
fn the_last_move_records_a_take_then_the_tiling_it_ended() {
    use super::state::LastTake;
    let mut g = last_take(WallSide::Coloured, 2);
    g.factories[0] = Tiles::from_counts([2, 1, 0, 0, 1]);
    g.players[0].board.lines[1] = line(Yellow, 2);
    settle(&mut g);
    assert_eq!(g.last_move(), None);
    let take = Action::Take {
        source: Source::Factory(0),
        colour: Blue,
        destination: Destination::Line(0),
    };
    g.play(Seat(0), &take).unwrap();
    let last = g.last_move().expect("a take is recorded").clone();
    assert_eq!(last.seat, Seat(0));
    assert_eq!(
        last.take,
        Some(LastTake {
            source: Source::Factory(0),
            colour: Blue,
            count: 2,
            destination: Destination::Line(0),
            to_line: 1,
            to_floor: 1,
            marker: false,
            marker_on_floor: false,
        })
    );
    assert!(!last.round_ended && last.tiled.is_empty());
    // Seat 1 takes what is left of the centre, seat 0 the last red: the round's tiling.
    for colour in [Yellow, White] {
        let centre = Action::Take {
            source: Source::Centre,
            colour,
            destination: Destination::Floor,
        };
        let seat = g.to_act()[0];
        g.play(seat, &centre).unwrap();
    }
    let last = g.last_move().expect("recorded").clone();
    assert!(last.take.is_some_and(|t| t.marker || t.colour == White));
    let seat = g.to_act()[0];
    g.play(seat, &LAST).unwrap();
    let last = g.last_move().expect("recorded");
    assert!(last.round_ended);
    assert!(last.tiled.contains(&(Seat(0), 0, 0)), "{last:?}");
    assert!(last.tiled.contains(&(Seat(0), 1, 2)), "{last:?}");
    // The view carries it to the pictures.
    assert_eq!(g.view(Viewer::Spectator).last.as_ref(), Some(last));
}

#[test]
fn a_grey_tiling_choice_keeps_the_spaces_tiled_before_it() {
    let mut g = last_take(WallSide::Grey, 2);
    g.players[0].board.lines[0] = line(Blue, 1);
    g.players[0].board.lines[2] = line(Red, 3);
    g.players[0].board.wall.put(0, 1, Red);
    settle(&mut g);
    g.play(Seat(0), &LAST).unwrap();
    // Line 1 (blue) has four open spaces: a choice before anything is tiled.
    assert_eq!(
        g.phase,
        Phase::Tile {
            seat: Seat(0),
            line: 0
        }
    );
    g.play(Seat(0), &Action::Tile { line: 0, column: 0 })
        .unwrap();
    assert_eq!(
        g.phase,
        Phase::Tile {
            seat: Seat(0),
            line: 2
        }
    );
    g.play(Seat(0), &Action::Tile { line: 2, column: 4 })
        .unwrap();
    let last = g.last_move().expect("recorded");
    assert_eq!(last.tile, Some((2, 4)));
    assert_eq!(last.tiled, vec![(Seat(0), 0, 0), (Seat(0), 2, 4)]);
    assert!(last.round_ended);
}

#[test]
fn a_game_stored_before_the_last_move_loads() {
    let g = dealt(2, 5);
    let json = serde_json::to_value(&g).unwrap();
    assert!(json.get("last").is_none());
    let back: Azul = serde_json::from_value(json).unwrap();
    assert_eq!(back, g);
}
