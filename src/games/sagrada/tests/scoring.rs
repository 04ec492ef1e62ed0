//! Public and private objectives, the rulebook's scoring example, solo scoring.

use super::*;
use crate::games::sagrada::cards::PublicObjective as O;
use crate::games::sagrada::scoring::{breakdown, public_points, total, ScoreInput};

/// Builds a window from rows like "R1 G2 .. B4 P5".
fn grid(rows: [&str; 4]) -> Window {
    let mut w = blank();
    for (r, row) in rows.iter().enumerate() {
        for (col, code) in row.split_whitespace().enumerate() {
            if code == ".." {
                continue;
            }
            let color = Color::from_letter(&code[..1]).unwrap();
            let value = v(code[1..].parse().unwrap());
            w.set(c(r as u8, col as u8), Some(Die::new(color, value)));
        }
    }
    w
}

#[test]
fn row_color_variety_scores_6_per_complete_row_of_five_colours() {
    let w = grid([
        "R1 Y2 G3 B4 P5",
        "R2 Y3 G4 B5 ..",
        "R1 Y2 R3 B4 P5",
        ".. .. .. .. ..",
    ]);
    assert_eq!(public_points(O::RowColorVariety, &w), 6);
}

#[test]
fn column_color_variety_scores_5_per_complete_column_of_four_colours() {
    let w = grid([
        "R1 R1 Y1 .. ..",
        "Y2 Y2 G1 .. ..",
        "G3 R3 B1 .. ..",
        "B4 B4 .. .. ..",
    ]);
    assert_eq!(public_points(O::ColumnColorVariety, &w), 5);
}

#[test]
fn row_shade_variety_scores_5_per_complete_row_of_five_values() {
    let w = grid([
        "R1 Y2 G3 B4 P6",
        "R1 Y1 G3 B4 P6",
        ".. .. .. .. ..",
        "R6 Y5 G4 B3 P2",
    ]);
    assert_eq!(public_points(O::RowShadeVariety, &w), 10);
}

#[test]
fn column_shade_variety_scores_4_per_complete_column_of_four_values() {
    let w = grid([
        "R1 R1 .. .. ..",
        "Y2 Y1 .. .. ..",
        "G3 R3 .. .. ..",
        "B6 B4 .. .. ..",
    ]);
    assert_eq!(public_points(O::ColumnShadeVariety, &w), 4);
}

#[test]
fn shade_sets_score_2_per_pair_anywhere() {
    let w = grid([
        "R1 Y1 G2 .. ..",
        "R3 Y4 G4 B3 ..",
        "R5 .. .. .. ..",
        ".. .. .. .. ..",
    ]);
    assert_eq!(
        public_points(O::LightShades, &w),
        2,
        "two 1s, one 2: one set"
    );
    assert_eq!(public_points(O::MediumShades, &w), 4, "two 3s, two 4s");
    assert_eq!(public_points(O::DeepShades, &w), 0, "no 6");
}

#[test]
fn shade_variety_scores_5_per_full_set_of_values() {
    let w = grid([
        "R1 Y2 G3 B4 P5",
        "R6 Y1 G2 B3 P4",
        "R5 Y6 .. .. ..",
        ".. .. .. .. ..",
    ]);
    assert_eq!(public_points(O::ShadeVariety, &w), 10);
    let one_short = grid([
        "R1 Y2 G3 B4 P5",
        "R6 Y1 G2 B3 P4",
        "R5 .. .. .. ..",
        ".. .. .. .. ..",
    ]);
    assert_eq!(public_points(O::ShadeVariety, &one_short), 5);
}

#[test]
fn color_variety_scores_4_per_full_set_of_colours() {
    let w = grid([
        "R1 Y2 G3 B4 P5",
        "R6 Y1 G2 B3 ..",
        ".. .. .. .. ..",
        ".. .. .. .. ..",
    ]);
    assert_eq!(public_points(O::ColorVariety, &w), 4);
}

#[test]
fn color_diagonals_count_each_die_with_a_diagonal_neighbour_of_its_colour_once() {
    let w = grid([
        "R1 B2 R3 .. ..",
        ".. R4 .. .. ..",
        "R5 .. G1 .. B2",
        ".. .. .. G3 B4",
    ]);
    // Reds at (0,0), (0,2), (2,0) each touch the red at (1,1) diagonally: 4 dice, the centre
    // counted once. Greens (2,2)-(3,3): 2. The blues (2,4)-(3,4) are only orthogonal: 0.
    assert_eq!(public_points(O::ColorDiagonals, &w), 6);
}

/// The rulebook's scoring example ("ПРИМЕР ПОДСЧЁТА ОЧКОВ"): public objectives Column Color
/// Variety, Light Shades and Color Variety; private Shades of Purple; no favor tokens; three
/// empty spaces. (The picture is not in the text, so this window was built to match every
/// number the example states.)
#[test]
fn rulebook_scoring_example_totals_40() {
    let w = grid([
        ".. G2 R5 B2 G1",
        "P5 Y3 .. R5 Y6",
        "B4 P6 R1 Y3 B5",
        ".. G5 B2 G5 P6",
    ]);
    assert!(w.is_valid());
    let lines = breakdown(&ScoreInput {
        window: &w,
        publics: &[O::ColumnColorVariety, O::LightShades, O::ColorVariety],
        privates: &[Color::Purple],
        favor: Some(0),
    });
    let points: Vec<i32> = lines.iter().map(|l| l.points).collect();
    assert_eq!(points, vec![10, 4, 12, 17, 0, -3]);
    assert_eq!(total(&lines), 40);
    assert_eq!(lines[3].item, "sagrada.private");
    assert_eq!(lines[5].item, "sagrada.empty");
}

#[test]
fn solo_scores_the_better_private_objective_and_3_per_empty_space_without_favor() {
    let w = grid([
        "R6 P2 .. .. ..",
        ".. .. .. .. ..",
        ".. .. .. .. ..",
        ".. .. .. .. ..",
    ]);
    let lines = breakdown(&ScoreInput {
        window: &w,
        publics: &[O::ColorVariety, O::DeepShades],
        privates: &[Color::Purple, Color::Red],
        favor: None,
    });
    let points: Vec<(String, i32)> = lines.iter().map(|l| (l.item.clone(), l.points)).collect();
    assert_eq!(
        points,
        vec![
            ("sagrada.public.color-variety".into(), 0),
            ("sagrada.public.deep-shades".into(), 0),
            ("sagrada.private".into(), 6),
            ("sagrada.empty".into(), -54),
        ]
    );
}

#[test]
fn solo_target_is_the_round_track_sum_and_must_be_beaten_strictly() {
    let mut g = table(1, &[], vec![], 10);
    g.track = vec![
        vec![d(Color::Red, 6), d(Color::Blue, 1)],
        vec![],
        vec![d(Color::Green, 3)],
    ];
    assert_eq!(g.solo_target(), 10);
    // End the game: the last turn of round 10.
    g.pool.clear();
    g.players[0].window = Some(grid([
        "R6 Y5 R6 Y5 R6",
        "Y5 R6 Y5 R6 Y5",
        "R6 Y5 R6 Y5 R6",
        "Y5 R6 Y5 R6 Y5",
    ]));
    g.players[0].private = vec![Color::Red, Color::Yellow];
    g.publics = vec![O::LightShades, O::MediumShades];
    if let Phase::Playing(r) = &mut g.phase {
        r.position = 1;
        r.turn.second = true;
    }
    let events = act(&mut g, Action::EndTurn);
    let out = g.outcome().unwrap();
    assert_eq!(out.standings[0].score, 60, "ten red sixes");
    assert_eq!(out.standings[0].rank, 1);
    assert!(events.contains(&crate::games::sagrada::Event::SoloResult {
        score: 60,
        target: 10,
        won: true
    }));
    // A score equal to the target loses.
    let mut h = g.clone();
    h.track = vec![vec![d(Color::Red, 6); 10]];
    assert_eq!(h.solo_target(), 60);
    assert_eq!(h.outcome().unwrap().standings[0].rank, 2);
}

#[test]
fn ties_go_to_private_points_then_favor_then_the_later_seat_of_round_ten() {
    let mut g = table(2, &[], vec![], 10);
    let w = grid([
        "R6 .. .. .. ..",
        ".. .. .. .. ..",
        ".. .. .. .. ..",
        ".. .. .. .. ..",
    ]);
    g.players[0].window = Some(w.clone());
    g.players[1].window = Some(w);
    g.players[0].private = vec![Color::Red];
    g.players[1].private = vec![Color::Red];
    g.players[0].favor = 2;
    g.players[1].favor = 2;
    g.phase = Phase::Over;
    g.first_player = Seat(0);
    g.publics = vec![O::ColumnShadeVariety];
    // Round 10's start player is seat (0 + 9) % 2 = 1, so seat 0 plays later and wins.
    let out = g.outcome().unwrap();
    assert_eq!(out.standings[0].seat, Seat(0));
    assert_eq!(out.standings[0].score, out.standings[1].score);
    assert_eq!(out.standings[1].rank, 2);
    // More favor tokens beat turn order (and cost a point less elsewhere: compare with equal scores).
    g.players[1].favor = 3;
    g.players[0]
        .window
        .as_mut()
        .unwrap()
        .set(c(0, 1), Some(d(Color::Blue, 1)));
    let out = g.outcome().unwrap();
    assert_eq!(out.standings[0].score, out.standings[1].score);
    assert_eq!(out.standings[0].seat, Seat(1));
    // A better private objective beats more favor tokens.
    let w0 = grid([
        "R6 .. .. .. ..",
        ".. R5 .. .. ..",
        ".. .. .. .. ..",
        ".. .. .. .. ..",
    ]);
    let w1 = grid([
        "R6 B1 G3 .. ..",
        ".. .. .. .. ..",
        ".. .. .. .. ..",
        ".. .. .. .. ..",
    ]);
    g.players[0].window = Some(w0);
    g.players[1].window = Some(w1);
    g.players[0].favor = 0;
    g.players[1].favor = 4;
    let out = g.outcome().unwrap();
    assert_eq!(out.standings[0].score, -7);
    assert_eq!(out.standings[1].score, -7);
    assert_eq!(out.standings[0].seat, Seat(0));
    assert!(out.standings.iter().all(|s| s.is_consistent()));
}
