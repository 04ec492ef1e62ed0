//! The 12 tool cards: effects, timing limits, refusals, payment.

use super::*;
use crate::games::sagrada::actions::{Adjust, Payment};
use crate::games::sagrada::board::{MoveError, PlacementError as P};
use crate::games::sagrada::{Event, SagradaError as E};

const USE: Action = Action::UseTool {
    slot: 0,
    pay_with: None,
};

fn refused(g: &Sagrada, a: Action) -> E {
    let seat = g.to_act()[0];
    let err = g.check(seat, &a).unwrap_err();
    assert!(!g.legal_actions(seat).contains(&a), "{a:?} listed as legal");
    let mut copy = g.clone();
    assert!(copy.play(seat, &a).is_err());
    assert_eq!(&copy, g, "a refusal changes nothing");
    err
}

fn pattern_with(cells: &[(usize, Restriction)]) -> Window {
    let mut r = [Restriction::Blank; 20];
    for &(i, x) in cells {
        r[i] = x;
    }
    Window::new(&r)
}

#[test]
fn tool_costs_one_favor_then_two_and_only_one_tool_per_turn() {
    let mut g = table(
        2,
        &[Tool::GrindingStone, Tool::GrozingPliers],
        vec![d(Color::Blue, 2), d(Color::Red, 4)],
        1,
    );
    act(&mut g, Action::Draft(0));
    let events = act(&mut g, USE);
    assert!(events.contains(&Event::ToolUsed {
        seat: Seat(0),
        tool: Tool::GrindingStone,
        payment: Payment::Favor(1)
    }));
    assert_eq!(g.players[0].favor, 9);
    assert_eq!(g.tool_cost(0), Some(2));
    assert_eq!(
        refused(
            &g,
            Action::UseTool {
                slot: 1,
                pay_with: None
            }
        ),
        E::ToolAlreadyUsed
    );
    assert_eq!(
        refused(
            &g,
            Action::UseTool {
                slot: 0,
                pay_with: Some(0)
            }
        ),
        E::ToolAlreadyUsed
    );
    g.players[1].favor = 1;
    act(&mut g, Action::Place(c(0, 0)));
    assert_eq!(g.to_act(), vec![Seat(1)], "the turn ended by itself");
    act(&mut g, Action::Draft(0));
    assert_eq!(refused(&g, USE), E::NotEnoughFavor);
    assert_eq!(
        refused(
            &g,
            Action::UseTool {
                slot: 0,
                pay_with: Some(0)
            }
        ),
        E::PaymentNotAllowed
    );
    assert_eq!(
        refused(
            &g,
            Action::UseTool {
                slot: 5,
                pay_with: None
            }
        ),
        E::NoSuchTool
    );
}

#[test]
fn grozing_pliers_turn_the_die_by_one_without_wrapping() {
    let mut g = table(
        2,
        &[Tool::GrozingPliers],
        vec![d(Color::Yellow, 6), d(Color::Blue, 1)],
        1,
    );
    assert_eq!(refused(&g, USE), E::NeedsDieInHand);
    act(&mut g, Action::Draft(0));
    act(&mut g, USE);
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Action::Adjust(Adjust::Lower)]
    );
    assert_eq!(
        refused(&g, Action::Adjust(Adjust::Raise)),
        E::ValueOutOfRange,
        "a 6 cannot go up"
    );
    let events = act(&mut g, Action::Adjust(Adjust::Lower));
    assert_eq!(
        events,
        vec![Event::DieTurned {
            from: d(Color::Yellow, 6),
            to: d(Color::Yellow, 5)
        }]
    );
    assert_eq!(step(&g), holding(d(Color::Yellow, 5)));
    act(&mut g, Action::Place(c(0, 0)));
    // A 1 cannot go down.
    act(&mut g, Action::Draft(0));
    act(&mut g, USE);
    assert_eq!(
        refused(&g, Action::Adjust(Adjust::Lower)),
        E::ValueOutOfRange
    );
    assert_eq!(
        g.legal_actions(Seat(1)),
        vec![Action::Adjust(Adjust::Raise)]
    );
}

#[test]
fn eglomise_brush_moves_a_die_ignoring_colour_spaces_only() {
    let mut g = table(2, &[Tool::EglomiseBrush], vec![d(Color::Green, 4)], 1);
    g.players[0].window = Some(pattern_with(&[
        (1, Restriction::Color(Color::Green)),
        (6, Restriction::Shade(v(6))),
    ]));
    put(
        &mut g,
        0,
        &[(0, 0, d(Color::Red, 3)), (1, 0, d(Color::Blue, 5))],
    );
    act(&mut g, Action::Draft(0));
    assert_eq!(refused(&g, USE), E::DieInHand, "not while holding a die");
    act(&mut g, Action::Place(c(2, 1)));
    act(&mut g, USE);
    assert_eq!(
        refused(&g, Action::PickDie(c(3, 3))),
        E::Move(MoveError::NoDieThere)
    );
    act(&mut g, Action::PickDie(c(0, 0)));
    assert_eq!(
        refused(&g, Action::MoveTo(c(1, 1))),
        E::Move(MoveError::Placement(P::WrongShade))
    );
    assert_eq!(
        refused(&g, Action::MoveTo(c(0, 0))),
        E::Move(MoveError::SameCell)
    );
    let events = act(&mut g, Action::MoveTo(c(0, 1)));
    assert!(events.contains(&Event::Moved {
        seat: Seat(0),
        from: c(0, 0),
        to: c(0, 1),
        die: d(Color::Red, 3)
    }));
    let w = g.window(Seat(0)).unwrap();
    assert_eq!(
        w.die(c(0, 1)),
        Some(d(Color::Red, 3)),
        "red on the green space"
    );
    assert!(w.is_valid());
    assert_eq!(g.to_act(), vec![Seat(1)]);
}

#[test]
fn a_moved_die_is_not_its_own_neighbour() {
    let mut g = table(2, &[Tool::CopperFoilBurnisher], vec![], 1);
    put(
        &mut g,
        0,
        &[(0, 0, d(Color::Red, 3)), (1, 0, d(Color::Blue, 5))],
    );
    act(&mut g, USE);
    act(&mut g, Action::PickDie(c(1, 0)));
    // (2,1) touches only (1,0), where the moving die itself was.
    assert_eq!(
        refused(&g, Action::MoveTo(c(2, 1))),
        E::Move(MoveError::Placement(P::NotAdjacent))
    );
    act(&mut g, Action::MoveTo(c(1, 1)));
}

#[test]
fn copper_foil_burnisher_moves_a_die_ignoring_shade_spaces_only() {
    let mut g = table(2, &[Tool::CopperFoilBurnisher], vec![], 1);
    g.players[0].window = Some(pattern_with(&[
        (1, Restriction::Color(Color::Green)),
        (6, Restriction::Shade(v(6))),
    ]));
    put(
        &mut g,
        0,
        &[(0, 0, d(Color::Red, 3)), (1, 0, d(Color::Blue, 5))],
    );
    act(&mut g, USE);
    act(&mut g, Action::PickDie(c(0, 0)));
    assert_eq!(
        refused(&g, Action::MoveTo(c(0, 1))),
        E::Move(MoveError::Placement(P::WrongColor))
    );
    act(&mut g, Action::MoveTo(c(1, 1)));
    let w = g.window(Seat(0)).unwrap();
    assert_eq!(w.die(c(1, 1)), Some(d(Color::Red, 3)), "a 3 on the 6 space");
    assert!(w.is_valid());
}

#[test]
fn lathekin_moves_exactly_two_dice() {
    let mut g = table(2, &[Tool::Lathekin], vec![], 1);
    put(&mut g, 0, &[(0, 0, d(Color::Red, 1))]);
    assert_eq!(
        refused(&g, USE),
        E::NoEffect,
        "one die cannot make two moves"
    );
    put(
        &mut g,
        0,
        &[(0, 1, d(Color::Green, 2)), (0, 2, d(Color::Blue, 3))],
    );
    act(&mut g, USE);
    act(&mut g, Action::PickDie(c(0, 0)));
    act(&mut g, Action::MoveTo(c(1, 0)));
    assert_eq!(refused(&g, Action::EndTurn), E::MovesUnfinished);
    assert_eq!(refused(&g, Action::StopMoving), E::MovesUnfinished);
    assert_eq!(
        refused(&g, Action::PickDie(c(1, 0))),
        E::AlreadyMoved,
        "two different dice"
    );
    act(&mut g, Action::PickDie(c(0, 2)));
    act(&mut g, Action::MoveTo(c(1, 2)));
    assert!(matches!(step(&g), Step::Free));
    let w = g.window(Seat(0)).unwrap();
    assert_eq!(w.count(), 3);
    assert_eq!(w.die(c(1, 2)), Some(d(Color::Blue, 3)));
}

#[test]
fn lens_cutter_swaps_the_drafted_die_with_a_round_track_die() {
    let mut g = table(
        2,
        &[Tool::LensCutter],
        vec![d(Color::Red, 2), d(Color::Blue, 4)],
        1,
    );
    act(&mut g, Action::Draft(0));
    assert_eq!(refused(&g, USE), E::RoundTrackEmpty, "not in round 1");
    let mut g = table(
        2,
        &[Tool::LensCutter],
        vec![d(Color::Red, 2), d(Color::Blue, 4)],
        2,
    );
    on_track(&mut g, &[d(Color::Green, 6)]);
    act(&mut g, Action::Draft(0));
    act(&mut g, USE);
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Action::SwapWithTrack { round: 1, index: 0 }]
    );
    assert_eq!(
        refused(&g, Action::SwapWithTrack { round: 2, index: 0 }),
        E::NoSuchTrackDie
    );
    act(&mut g, Action::SwapWithTrack { round: 1, index: 0 });
    assert_eq!(step(&g), holding(d(Color::Green, 6)));
    assert_eq!(g.track[0], vec![d(Color::Red, 2)]);
    assert!(all_dice_accounted(&g));
}

#[test]
fn flux_brush_rerolls_and_returns_an_unplaceable_die_to_the_pool() {
    let mut g = table(
        2,
        &[Tool::FluxBrush],
        vec![d(Color::Red, 2), d(Color::Blue, 4)],
        1,
    );
    act(&mut g, Action::Draft(0));
    let events = act(&mut g, USE);
    let Event::DieRerolled { from, to } = events[1] else {
        panic!("{events:?}")
    };
    assert_eq!(from, d(Color::Red, 2));
    assert_eq!(to.color, Color::Red);
    assert_eq!(
        step(&g),
        holding(to),
        "the new value is shown before placing"
    );
    // A red die in a window of green spaces: drafting it is allowed only thanks to the Flux
    // Brush, and after the re-roll it goes back to the pool.
    let mut g = table(
        2,
        &[Tool::FluxBrush],
        vec![d(Color::Red, 2), d(Color::Blue, 4)],
        1,
    );
    g.players[0].window = Some(Window::new(&[Restriction::Color(Color::Green); 20]));
    assert_eq!(g.draftable(Seat(0)), vec![0, 1]);
    act(&mut g, Action::Draft(0));
    assert_eq!(g.legal_actions(Seat(0)), vec![USE]);
    let events = act(&mut g, USE);
    assert!(matches!(events[2], Event::ReturnedToPool { die } if die.color == Color::Red));
    assert_eq!(g.pool.len(), 2);
    assert_eq!(
        g.to_act(),
        vec![Seat(1)],
        "draft and tool spent: the turn is over"
    );
    assert!(all_dice_accounted(&g));
}

#[test]
fn glazing_hammer_rerolls_the_pool_only_in_the_second_turn_before_drafting() {
    let pool = vec![
        d(Color::Red, 2),
        d(Color::Blue, 4),
        d(Color::Green, 1),
        d(Color::Purple, 6),
        d(Color::Yellow, 3),
    ];
    // Seat 1 also may use the Eglomise Brush, so its turn does not end right after placing.
    let mut g = table(2, &[Tool::GlazingHammer, Tool::EglomiseBrush], pool, 1);
    assert_eq!(refused(&g, USE), E::OnlySecondTurn, "not on the first turn");
    act(&mut g, Action::EndTurn);
    act(&mut g, Action::EndTurn);
    act(&mut g, Action::Draft(0));
    act(&mut g, Action::Place(c(0, 0)));
    assert_eq!(turn(&g).seat, Seat(1));
    assert!(turn(&g).second);
    assert_eq!(refused(&g, USE), E::OnlyBeforeDrafting);
    act(&mut g, Action::EndTurn);
    assert_eq!(turn(&g).seat, Seat(0));
    let colors: Vec<Color> = g.pool.iter().map(|d| d.color).collect();
    let events = act(&mut g, USE);
    let Event::PoolRerolled { pool } = &events[1] else {
        panic!("{events:?}")
    };
    assert_eq!(pool, &g.pool);
    assert_eq!(g.pool.iter().map(|d| d.color).collect::<Vec<_>>(), colors);
    assert!(
        !g.draftable(Seat(0)).is_empty(),
        "drafting is still allowed after"
    );
}

#[test]
fn running_pliers_draft_again_now_and_skip_the_second_turn() {
    let pool = vec![
        d(Color::Red, 2),
        d(Color::Blue, 4),
        d(Color::Green, 1),
        d(Color::Purple, 6),
        d(Color::Yellow, 3),
        d(Color::Red, 5),
        d(Color::Blue, 1),
    ];
    let mut g = table(3, &[Tool::RunningPliers], pool, 1);
    act(&mut g, Action::Draft(0));
    act(&mut g, Action::Place(c(0, 0)));
    let events = act(&mut g, USE);
    assert!(events.contains(&Event::ExtraDraft { seat: Seat(0) }));
    act(&mut g, Action::Draft(0));
    act(&mut g, Action::Place(c(0, 1)));
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert_eq!(g.window(Seat(0)).unwrap().count(), 2);
    act(&mut g, Action::EndTurn);
    // Seat 2 is last of the clockwise pass: its turns are consecutive, the card would do nothing.
    assert_eq!(refused(&g, USE), E::NoEffect);
    act(&mut g, Action::EndTurn);
    // Seat 2's second turn: not the first turn any more.
    assert_eq!(turn(&g).seat, Seat(2));
    assert_eq!(refused(&g, USE), E::OnlyFirstTurn);
    act(&mut g, Action::EndTurn);
    let events = act(&mut g, Action::EndTurn);
    assert!(events.contains(&Event::TurnSkipped { seat: Seat(0) }));
    assert_eq!(g.round, 2, "seat 0's second turn was skipped");
}

#[test]
fn cork_backed_straightedge_places_away_from_every_die() {
    let mut g = table(
        2,
        &[Tool::CorkBackedStraightedge],
        vec![d(Color::Blue, 4)],
        1,
    );
    put(&mut g, 0, &[(0, 0, d(Color::Red, 1))]);
    act(&mut g, Action::Draft(0));
    act(&mut g, USE);
    assert_eq!(
        refused(&g, Action::Place(c(0, 1))),
        E::Placement(P::NotIsolated)
    );
    assert_eq!(
        refused(&g, Action::Place(c(1, 1))),
        E::Placement(P::NotIsolated)
    );
    let cells = g.placeable_cells(Seat(0));
    assert_eq!(cells.len(), 20 - 4);
    act(&mut g, Action::Place(c(2, 2)));
    assert_eq!(die_at(&g, 0, c(2, 2)), Some(d(Color::Blue, 4)));
}

#[test]
fn grinding_stone_flips_the_die_to_its_opposite_face() {
    let mut g = table(2, &[Tool::GrindingStone], vec![d(Color::Blue, 2)], 1);
    act(&mut g, Action::Draft(0));
    let events = act(&mut g, USE);
    assert_eq!(
        events[1],
        Event::DieTurned {
            from: d(Color::Blue, 2),
            to: d(Color::Blue, 5)
        }
    );
    assert_eq!(step(&g), holding(d(Color::Blue, 5)));
}

#[test]
fn flux_remover_swaps_with_a_bag_die_whose_value_the_player_chooses() {
    let mut g = table(2, &[Tool::FluxRemover], vec![d(Color::Blue, 2)], 1);
    put(&mut g, 0, &[(0, 0, d(Color::Red, 3))]);
    act(&mut g, Action::Draft(0));
    let events = act(&mut g, USE);
    let Event::ReturnedToBag { die, drawn } = events[1] else {
        panic!("{events:?}")
    };
    assert_eq!(die, d(Color::Blue, 2));
    assert_eq!(step(&g), Step::ChoosingValue { color: drawn });
    assert!(all_dice_accounted(&g));
    assert!(g
        .legal_actions(Seat(0))
        .iter()
        .all(|a| matches!(a, Action::ChooseValue(_))));
    act(&mut g, Action::ChooseValue(v(5)));
    assert_eq!(step(&g), holding(Die::new(drawn, v(5))));
}

#[test]
fn tap_wheel_moves_one_or_two_dice_of_a_round_track_colour() {
    let mut g = table(2, &[Tool::TapWheel], vec![], 1);
    put(
        &mut g,
        0,
        &[
            (0, 0, d(Color::Red, 1)),
            (0, 1, d(Color::Green, 2)),
            (1, 1, d(Color::Red, 3)),
        ],
    );
    assert_eq!(refused(&g, USE), E::RoundTrackEmpty, "not in round 1");
    let mut g = table(2, &[Tool::TapWheel], vec![], 2);
    put(
        &mut g,
        0,
        &[
            (0, 0, d(Color::Red, 1)),
            (0, 1, d(Color::Green, 2)),
            (1, 1, d(Color::Red, 3)),
            (1, 0, d(Color::Blue, 4)),
        ],
    );
    on_track(&mut g, &[d(Color::Red, 5), d(Color::Blue, 6)]);
    act(&mut g, USE);
    assert_eq!(
        refused(&g, Action::PickDie(c(0, 1))),
        E::WrongColor,
        "no green on the track"
    );
    act(&mut g, Action::PickDie(c(0, 0)));
    act(&mut g, Action::MoveTo(c(0, 2)));
    assert_eq!(
        refused(&g, Action::PickDie(c(1, 0))),
        E::WrongColor,
        "the second die must be red too"
    );
    assert!(g.legal_actions(Seat(0)).contains(&Action::PickDie(c(1, 1))));
    act(&mut g, Action::StopMoving);
    assert!(matches!(step(&g), Step::Free));
    assert_eq!(die_at(&g, 0, c(0, 2)), Some(d(Color::Red, 1)));
}

#[test]
fn solo_tools_are_paid_with_a_die_of_their_colour_once_per_game() {
    let mut g = table(
        1,
        &[Tool::GrindingStone, Tool::GrozingPliers],
        vec![
            d(Color::Blue, 2),
            d(Color::Green, 3),
            d(Color::Red, 4),
            d(Color::Green, 5),
        ],
        1,
    );
    act(&mut g, Action::Draft(0));
    assert_eq!(refused(&g, USE), E::PaymentNeeded);
    assert_eq!(
        refused(
            &g,
            Action::UseTool {
                slot: 0,
                pay_with: Some(1)
            }
        ),
        E::BadPayment,
        "red cannot pay a green card"
    );
    assert_eq!(
        refused(
            &g,
            Action::UseTool {
                slot: 1,
                pay_with: Some(0)
            }
        ),
        E::BadPayment
    );
    let tools: Vec<Action> = g
        .legal_actions(Seat(0))
        .into_iter()
        .filter(|a| matches!(a, Action::UseTool { .. }))
        .collect();
    assert_eq!(
        tools,
        vec![
            Action::UseTool {
                slot: 0,
                pay_with: Some(0)
            },
            Action::UseTool {
                slot: 0,
                pay_with: Some(2)
            }
        ]
    );
    let events = act(
        &mut g,
        Action::UseTool {
            slot: 0,
            pay_with: Some(2),
        },
    );
    assert!(events.contains(&Event::ToolUsed {
        seat: Seat(0),
        tool: Tool::GrindingStone,
        payment: Payment::Die(d(Color::Green, 5))
    }));
    assert_eq!(g.spent, vec![d(Color::Green, 5)]);
    assert!(g.tools[0].spent);
    assert!(all_dice_accounted(&g));
    act(&mut g, Action::Place(c(0, 0)));
    // Second turn: the card is gone.
    act(&mut g, Action::Draft(0));
    assert_eq!(
        refused(
            &g,
            Action::UseTool {
                slot: 0,
                pay_with: Some(0)
            }
        ),
        E::ToolSpent
    );
}

#[test]
fn solo_running_pliers_draft_both_dice_now_and_skip_the_second_turn() {
    let pool = vec![
        d(Color::Red, 6),
        d(Color::Blue, 4),
        d(Color::Green, 1),
        d(Color::Purple, 2),
    ];
    let mut g = table(1, &[Tool::RunningPliers], pool, 1);
    let pay_red = Action::UseTool {
        slot: 0,
        pay_with: Some(0),
    };
    assert!(g.legal_actions(Seat(0)).contains(&pay_red));
    let events = act(&mut g, pay_red);
    assert!(events.contains(&Event::ExtraDraft { seat: Seat(0) }));
    assert_eq!(g.spent, vec![d(Color::Red, 6)], "the red 6 left the target");
    act(&mut g, Action::Draft(0));
    act(&mut g, Action::Place(c(0, 0)));
    act(&mut g, Action::Draft(0));
    act(&mut g, Action::Place(c(0, 1)));
    assert_eq!(g.round, 2, "the second turn was skipped");
    assert_eq!(g.window(Seat(0)).unwrap().count(), 2);
    assert_eq!(g.solo_target(), 2, "only the purple 2 went to the track");
    assert!(all_dice_accounted(&g));
}

#[test]
fn solo_tools_with_no_effect_cannot_be_paid_just_to_remove_a_die() {
    // An empty window: the moving tools have no die to move, however high the blue die.
    let mut g = table(
        1,
        &[Tool::EglomiseBrush, Tool::GlazingHammer],
        vec![d(Color::Blue, 6), d(Color::Red, 1)],
        1,
    );
    let pay = |slot| Action::UseTool {
        slot,
        pay_with: Some(0),
    };
    assert_eq!(refused(&g, pay(0)), E::NoEffect);
    // Glazing Hammer only in the second turn; there, an empty pool after payment is no effect.
    assert_eq!(refused(&g, pay(1)), E::OnlySecondTurn);
    act(&mut g, Action::Draft(1));
    act(&mut g, Action::Place(c(0, 0)));
    if !turn(&g).second {
        act(&mut g, Action::EndTurn);
    }
    // The second turn: paying with the only pool die would leave nothing to re-roll.
    assert!(turn(&g).second);
    assert_eq!(refused(&g, pay(1)), E::NoEffect);
}
