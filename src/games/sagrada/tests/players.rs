//! The computer players' rules of thumb: the shared evaluation, the greedy rating, the solo
//! round planner and the search's solo reward.

use super::*;
use crate::ai::tournament::Series;
use crate::ai::{AiLevel, Budget, Determinize, Rate, Searcher};
use crate::game::{play_out, Player, Viewer};
use crate::games::sagrada::cards::{self, PublicObjective};
use crate::games::sagrada::determinize::solo_reward;
use crate::games::sagrada::greedy::{killed_by, pattern_rating, Economy, Outlook, Quick};
use crate::games::sagrada::Normal;

fn outlook(solo: bool) -> Outlook {
    Outlook {
        publics: vec![PublicObjective::RowColorVariety],
        privates: vec![Color::Red],
        supply: [18; 5],
        rounds_left: 9,
        economy: Economy::of(solo),
    }
}

fn restricted(id: cards::PatternId) -> (usize, usize) {
    let p = cards::pattern(id).unwrap();
    let restricted = p.cells.iter().filter(|r| **r != Restriction::Blank).count();
    let red = p
        .cells
        .iter()
        .filter(|r| **r == Restriction::Color(Color::Red))
        .count();
    (restricted, red)
}

#[test]
fn solo_pattern_choice_ignores_difficulty() {
    let ids: Vec<cards::PatternId> = cards::data().patterns.iter().map(|p| p.id).collect();
    let mut differing_dots = 0;
    for &a in &ids {
        for &b in &ids {
            if restricted(a) != restricted(b) {
                continue;
            }
            // Alike but for their dots: alike in solo.
            assert_eq!(
                pattern_rating(a, &outlook(true)),
                pattern_rating(b, &outlook(true))
            );
            let dots = |id| cards::pattern(id).unwrap().difficulty;
            if dots(a) > dots(b) {
                differing_dots += 1;
                // With opponents the dots are favour tokens.
                assert!(pattern_rating(a, &outlook(false)) > pattern_rating(b, &outlook(false)));
            }
        }
    }
    assert!(differing_dots > 0, "the data has such pairs");
    // Fewer restrictions always win in solo.
    let mut sorted = ids.clone();
    sorted.sort_by_key(|&id| restricted(id).0);
    let (freest, hardest) = (sorted[0], sorted[sorted.len() - 1]);
    assert!(pattern_rating(freest, &outlook(true)) > pattern_rating(hardest, &outlook(true)));
}

/// A solo table whose window is full but for (3,3) and (3,4): a red 2 fits only on (3,3),
/// and there it kills (3,4) (a 2-shade space next to it).
fn one_cell_to_kill() -> Sagrada {
    let mut g = table(1, &[], vec![d(Color::Red, 2)], 10);
    let mut cells = [Restriction::Blank; 20];
    cells[19] = Restriction::Shade(v(2));
    g.players[0].window = Some(Window::new(&cells));
    let mut dice = Vec::new();
    for r in 0..4u8 {
        for col in 0..5u8 {
            let filler = if (r + col) % 2 == 0 {
                d(Color::Purple, 3)
            } else {
                d(Color::Yellow, 1)
            };
            dice.push((r, col, filler));
        }
    }
    dice.retain(|&(r, col, _)| !(r == 3 && col >= 2 || r == 2 && col >= 3));
    dice.extend([
        (2, 3, d(Color::Blue, 5)),
        (2, 4, d(Color::Red, 4)),
        (3, 2, d(Color::Green, 6)),
    ]);
    put(&mut g, 0, &dice);
    g
}

#[test]
fn the_planner_does_not_pass_while_a_die_kills_at_most_one_cell() {
    let g = one_cell_to_kill();
    let window = g.window(Seat(0)).unwrap();
    assert_eq!(
        window.legal_cells(d(Color::Red, 2), Relax::NONE),
        vec![c(3, 3)]
    );
    assert_eq!(killed_by(window, c(3, 3), d(Color::Red, 2)), 1);
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Action::EndTurn));
    let view = g.view(Viewer::Seat(Seat(0)));
    for seed in 0..4 {
        let choice = Normal::new(seed).choose(Seat(0), &view, &legal);
        assert_eq!(choice, Some(Action::Draft(0)));
    }
}

/// A solo table in the second turn of round 3 whose window is full but for the bottom row's
/// middle cells: red spaces at (3,1) and (3,3), each below a 1 so a red 1 cannot go there, and
/// a blank (3,2) between them, the red 1's only place, where it kills both red spaces.
fn two_cells_to_kill() -> Sagrada {
    let mut g = table(1, &[], vec![d(Color::Red, 1)], 1);
    let mut cells = [Restriction::Blank; 20];
    cells[16] = Restriction::Color(Color::Red);
    cells[18] = Restriction::Color(Color::Red);
    g.players[0].window = Some(Window::new(&cells));
    // Objectives the red 1 neither scores nor advances: only the holes differ.
    g.players[0].private = vec![Color::Blue, Color::Yellow];
    g.publics = vec![PublicObjective::ColorDiagonals, PublicObjective::DeepShades];
    let mut dice = Vec::new();
    for r in 0..4u8 {
        for col in 0..5u8 {
            let die = match (r, col) {
                (2, 1) => d(Color::Blue, 1),
                (2, 3) => d(Color::Green, 1),
                _ if (r + col) % 2 == 0 => d(Color::Purple, 3),
                _ => d(Color::Yellow, 4),
            };
            if !(r == 3 && (1..=3).contains(&col)) {
                dice.push((r, col, die));
            }
        }
    }
    put(&mut g, 0, &dice);
    // Round 3, the other colours mostly on the track: the dice still to come are mostly red, so
    // the red spaces would very likely be filled, and killing both costs two holes.
    let dice_of = |color, n| vec![d(color, 2); n];
    on_track(
        &mut g,
        &[dice_of(Color::Blue, 15), dice_of(Color::Green, 8)].concat(),
    );
    on_track(
        &mut g,
        &[
            dice_of(Color::Green, 7),
            dice_of(Color::Yellow, 8),
            dice_of(Color::Purple, 7),
        ]
        .concat(),
    );
    g.round = 3;
    if let Phase::Playing(round) = &mut g.phase {
        round.position = 1;
        round.turn.second = true;
    }
    g
}

#[test]
fn the_planner_passes_when_every_placement_kills_two_cells() {
    let g = two_cells_to_kill();
    let window = g.window(Seat(0)).unwrap();
    let red_one = d(Color::Red, 1);
    assert_eq!(window.legal_cells(red_one, Relax::NONE), vec![c(3, 2)]);
    assert_eq!(killed_by(window, c(3, 2), red_one), 2);
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Action::Draft(0)) && legal.contains(&Action::EndTurn));
    let view = g.view(Viewer::Seat(Seat(0)));
    assert!(all_dice_accounted(&g));
    // One certain hole and a 1 on the target beat two dead cells.
    for seed in 0..4 {
        let choice = Normal::new(seed).choose(Seat(0), &view, &legal);
        assert_eq!(choice, Some(Action::EndTurn));
    }
}

#[test]
fn more_tools_lower_normals_solo_target() {
    // Tools are paid with pool dice, which then stay off the target. Seeds 1-12 gave 58.8 with
    // one tool and 44.3 with five (100 games: 59.6 and 44.7, the solo table of docs/computer-players.md).
    let normal = |seed| Box::new(Normal::new(seed)) as Box<dyn Player<Sagrada>>;
    let target = |g: &Sagrada| Some(g.solo_target());
    let mean_target = |tools: u8| {
        let options = SagradaOptions {
            solo_difficulty: tools,
        };
        crate::ai::tournament::solo(
            &Series::new(&options, GAMES, 1).on_threads(2),
            &normal,
            &target,
        )
        .unwrap()
        .average_target
    };
    const GAMES: u32 = 12;
    let (one, five) = (mean_target(1), mean_target(5));
    assert!(one - five >= 10.0, "1 tool: {one:.1}, 5 tools: {five:.1}");
}

#[test]
fn solo_easy_beats_the_target_now_and_then_and_plays_below_normal() {
    // Seeds 1-24 at difficulty 3: easy 34.0 / 56.2 and 1 game won, normal 41.0 / 51.8 and 5
    // won (200 games: easy 33.4 / 57.0 and 9 won, normal 40.3 / 51.8 and 33 won, docs/computer-players.md's
    // table).
    let options = SagradaOptions { solo_difficulty: 3 };
    let target = |g: &Sagrada| Some(g.solo_target());
    let run = |level: AiLevel| {
        let player = |seed| crate::ai::computer::<Sagrada>(level, seed, Budget::iterations(1));
        crate::ai::tournament::solo(
            &Series::new(&options, 24, 1).on_threads(2),
            &player,
            &target,
        )
        .unwrap()
    };
    let (easy, normal) = (run(AiLevel::Easy), run(AiLevel::Normal));
    let margin = |r: &crate::ai::tournament::Solo| r.average - r.average_target;
    assert!(easy.wins >= 1, "easy never won: {easy:?}");
    assert!(
        margin(&easy) + 5.0 <= margin(&normal),
        "easy {:.1}, normal {:.1}",
        margin(&easy),
        margin(&normal)
    );
}

#[test]
fn the_planner_leaves_the_two_lowest_dice_when_placements_tie() {
    // Colour objectives only and private colours not in the pool: the dice differ in pips alone.
    let pool = vec![
        d(Color::Red, 1),
        d(Color::Red, 6),
        d(Color::Green, 2),
        d(Color::Green, 5),
    ];
    let mut g = table(1, &[], pool, 1);
    g.players[0].private = vec![Color::Blue, Color::Yellow];
    g.publics = vec![
        PublicObjective::RowColorVariety,
        PublicObjective::ColumnColorVariety,
    ];
    let mut normal = Normal::new(3);
    while g.round == 1 {
        let legal = g.legal_actions(Seat(0));
        let view = g.view(Viewer::Seat(Seat(0)));
        let action = normal.choose(Seat(0), &view, &legal).unwrap();
        act(&mut g, action);
    }
    let mut left: Vec<u8> = g.track[0].iter().map(|d| d.value.get()).collect();
    left.sort_unstable();
    assert_eq!(left, vec![1, 2]);
    assert_eq!(g.window(Seat(0)).unwrap().count(), 2);
}

#[test]
fn the_solo_reward_is_not_saturated_at_real_margins() {
    let margins: Vec<f64> = (-80..=40).map(f64::from).collect();
    for pair in margins.windows(2) {
        assert!(solo_reward(pair[1]) >= solo_reward(pair[0]), "{pair:?}");
    }
    assert!(solo_reward(-40.0) - solo_reward(-50.0) >= 0.05);
    assert!(solo_reward(-10.0) - solo_reward(-20.0) >= 0.05);
    assert!(solo_reward(1.0) > solo_reward(0.0) + 0.1, "winning counts");
    assert!((0.0..=1.0).contains(&solo_reward(-200.0)));
    assert!((0.0..=1.0).contains(&solo_reward(200.0)));
    // The game's reward is this function of the final margin.
    let mut g = one_cell_to_kill();
    act(&mut g, Action::Draft(0));
    act(&mut g, Action::Place(c(3, 3)));
    while g.outcome().is_none() {
        act(&mut g, Action::EndTurn);
    }
    let margin = g.outcome().unwrap().standings[0].score - g.solo_target();
    assert_eq!(g.reward(Seat(0)), solo_reward(f64::from(margin)));
}

/// The greedy player, checking that it never kills a cell when another placement would not.
struct Checked(Quick);

impl Player<Sagrada> for Checked {
    fn choose(
        &mut self,
        seat: Seat,
        view: &super::super::SagradaView,
        legal: &[Action],
    ) -> Option<Action> {
        let choice = self.0.choose(seat, view, legal)?;
        if let (Action::Place(cell), Some(Step::Holding { die, relax })) =
            (choice, view.turn().map(|t| t.step.clone()))
        {
            if relax == Relax::NONE {
                let window = view.my_window().unwrap();
                let kills = |c| killed_by(window, c, die);
                let least = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Place(c) => Some(kills(*c)),
                        _ => None,
                    })
                    .min()
                    .unwrap();
                assert_eq!(kills(cell), least, "{view:?}");
            }
        }
        Some(choice)
    }
}

#[test]
fn the_greedy_never_kills_a_cell_when_another_placement_does_not() {
    for seed in 0..2 {
        let mut g = Sagrada::new(&SagradaOptions::default(), 2, seed).unwrap();
        let mut players: Vec<Box<dyn Player<Sagrada>>> = vec![
            Box::new(Checked(Quick::new(seed))),
            Box::new(Checked(Quick::new(seed + 1))),
        ];
        play_out(&mut g, &mut players, 20_000, |_, _| {}).unwrap();
    }
}

#[test]
fn the_quick_greedy_rates_as_the_greedy_rating() {
    let mut g = Sagrada::new(&SagradaOptions::default(), 1, 5).unwrap();
    let first = g.legal_actions(Seat(0))[0];
    act(&mut g, first);
    let view = g.view(Viewer::Seat(Seat(0)));
    let legal = g.legal_actions(Seat(0));
    let all = crate::games::sagrada::greedy::rate_all(&view, &legal);
    for (a, r) in legal.iter().zip(all) {
        assert_eq!(Sagrada::rate(&view, Seat(0), a), r);
    }
}

#[test]
fn the_solo_greedy_counts_a_die_paid_to_a_tool_at_its_full_pips_in_either_turn() {
    // A die paid leaves the game: the higher one saves its whole difference on the target,
    // in the first turn as in the second (a die merely left in the pool counts two thirds there).
    let tool = Tool::EglomiseBrush;
    let (high, low) = (d(tool.color(), 6), d(tool.color(), 2));
    for second in [false, true] {
        let mut g = table(1, &[tool], vec![high, low, d(Color::Red, 3)], 2);
        put(&mut g, 0, &[(0, 0, d(Color::Green, 4))]);
        if let Phase::Playing(r) = &mut g.phase {
            r.turn.second = second;
        }
        let view = g.view(Viewer::Seat(Seat(0)));
        let pay = |i: u8| Action::UseTool {
            slot: 0,
            pay_with: Some(i),
        };
        let legal = [pay(0), pay(1)];
        let rated = crate::games::sagrada::greedy::rate_all(&view, &legal);
        assert!(
            (rated[0] - rated[1] - 4.0).abs() < 1e-9,
            "second turn {second}: {rated:?}"
        );
    }
}

#[test]
fn hard_keeps_normals_move_until_the_worlds_show_a_better_one() {
    // One world compares nothing, so the paired search plays the best rated move (normal's).
    let mut g = started(2, 4);
    for _ in 0..8 {
        let seat = g.to_act()[0];
        let view = g.view(Viewer::Seat(seat));
        let legal = g.legal_actions(seat);
        let ratings = crate::games::sagrada::greedy::rate_all(&view, &legal);
        let best = ratings.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let pick = Searcher::new(1, Budget::iterations(1))
            .search::<Sagrada>(seat, &view, &legal)
            .unwrap();
        let at = legal.iter().position(|a| *a == pick).unwrap();
        assert_eq!(ratings[at], best, "{pick:?} among {legal:?}");
        act(&mut g, pick);
    }
}
