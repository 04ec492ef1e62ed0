//! Card data, setup, the round structure and the view's secrets.

use super::*;
use crate::game::Viewer;
use crate::games::sagrada::cards::{self, PublicObjective};
use crate::games::sagrada::{Event, PhaseView};

#[test]
fn embedded_data_parses_with_24_patterns_12_tools_10_public_and_5_private_objectives() {
    let data = cards::data();
    assert_eq!(data.patterns.len(), 24);
    assert_eq!(data.tool_names.len(), 12);
    assert_eq!(data.public_names.len(), 10);
    assert_eq!(data.private_colors.len(), 5);
    for card in 1..=12 {
        let sides = cards::card_patterns(card);
        assert_eq!(sides.len(), 2, "card {card}");
    }
    for p in &data.patterns {
        assert!((3..=6).contains(&p.difficulty), "{}", p.name);
        assert_eq!(p.cells.len(), 20);
    }
    // The tool enum agrees with the file: numbers, names and colours.
    for (tool, (number, name, color)) in Tool::ALL.iter().zip(&data.tool_names) {
        assert_eq!(tool.number(), *number);
        assert_eq!(tool.name(), name);
        assert_eq!(Some(tool.color()), Color::from_letter(color), "{name}");
    }
    for (o, name) in PublicObjective::ALL.iter().zip(&data.public_names) {
        assert_eq!(o.name(), name);
    }
    assert_eq!(
        cards::pattern(cards::PatternId(1)).unwrap().cells[0],
        Restriction::Shade(v(1)),
        "Sun's Glory starts with a 1"
    );
}

#[test]
fn everybody_chooses_a_pattern_at_once_from_four_dealt() {
    let mut g = Sagrada::new(&SagradaOptions::default(), 3, 11).unwrap();
    assert_eq!(g.to_act(), vec![Seat(0), Seat(1), Seat(2)]);
    let offered: Vec<Vec<Action>> = Seat::all(3).map(|s| g.legal_actions(s)).collect();
    assert!(offered.iter().all(|o| o.len() == 4));
    // No pattern is dealt twice.
    let mut all: Vec<Action> = offered.concat();
    all.sort_by_key(|a| format!("{a:?}"));
    all.dedup();
    assert_eq!(all.len(), 12);
    // Another seat's pattern is refused.
    assert!(g.play(Seat(0), &offered[1][0]).is_err());
    g.play(Seat(2), &offered[2][3]).unwrap();
    assert_eq!(g.to_act(), vec![Seat(0), Seat(1)], "any order");
    // Seat 2's choice is hidden from seat 0 until everybody has chosen.
    let view = g.view(Viewer::Seat(Seat(0)));
    assert_eq!(view.seats[2].pattern, None);
    assert!(view.seats[2].has_chosen);
    assert!(g.view(Viewer::Seat(Seat(2))).seats[2].pattern.is_some());
    g.play(Seat(0), &offered[0][0]).unwrap();
    let events = g.play(Seat(1), &offered[1][1]).unwrap();
    assert!(matches!(events[1], Event::PatternsRevealed { .. }));
    // Favor tokens equal the chosen pattern's difficulty.
    for seat in 0..3 {
        let id = g.players[seat].pattern.unwrap();
        assert_eq!(
            g.players[seat].favor,
            cards::pattern(id).unwrap().difficulty
        );
    }
    assert_eq!(g.pool.len(), 7, "2 × players + 1 dice");
    assert_eq!(g.tools.len(), 3);
    assert_eq!(g.publics.len(), 3);
}

#[test]
fn turns_snake_and_the_start_player_moves_clockwise() {
    let mut g = started(3, 5);
    let first = g.first_player.0;
    let order = |g: &Sagrada| match &g.phase {
        Phase::Playing(r) => r.order.clone(),
        _ => panic!(),
    };
    let s = |i: u8| Seat((first + i) % 3);
    assert_eq!(order(&g), vec![s(0), s(1), s(2), s(2), s(1), s(0)]);
    let mut seen = Vec::new();
    while g.round == 1 {
        seen.push(g.to_act()[0]);
        act(&mut g, Action::EndTurn);
    }
    assert_eq!(
        seen,
        order(&g)
            .iter()
            .map(|x| Seat((x.0 + 2) % 3))
            .collect::<Vec<_>>()
    );
    assert_eq!(order(&g)[0], s(1), "round 2 starts one seat clockwise");
    assert_eq!(g.track.len(), 1);
    assert_eq!(g.track[0].len(), 7, "all leftovers go to the round track");
}

#[test]
fn views_hide_other_private_objectives_dealt_patterns_and_the_bag() {
    let g = Sagrada::new(&SagradaOptions::default(), 2, 4).unwrap();
    let mine = g.view(Viewer::Seat(Seat(0)));
    assert_eq!(mine.own.as_ref().unwrap().offered.len(), 4);
    assert_eq!(mine.seats[0].private.as_ref().unwrap().len(), 1);
    assert_eq!(mine.seats[1].private, None);
    let json = serde_json::to_string(&mine).unwrap();
    let other = format!("{:?}", g.players[1].private[0]).to_lowercase();
    assert!(
        !json.contains(&format!("\"private\":[\"{other}\"")),
        "{json}"
    );
    let spectator = g.view(Viewer::Spectator);
    assert!(spectator.own.is_none());
    assert!(spectator.seats.iter().all(|s| s.private.is_none()));
    assert!(!serde_json::to_string(&spectator)
        .unwrap()
        .contains("offered"));
    assert_eq!(spectator.bag_count, 90);
    assert!(matches!(
        spectator.phase,
        PhaseView::ChoosingPatterns { .. }
    ));
}

#[test]
fn setup_refuses_bad_player_counts_and_solo_difficulties() {
    assert!(Sagrada::new(&SagradaOptions::default(), 0, 1).is_err());
    assert!(Sagrada::new(&SagradaOptions::default(), 5, 1).is_err());
    assert!(Sagrada::new(&SagradaOptions { solo_difficulty: 0 }, 1, 1).is_err());
    assert!(Sagrada::new(&SagradaOptions { solo_difficulty: 6 }, 1, 1).is_err());
    assert!(
        Sagrada::new(&SagradaOptions { solo_difficulty: 6 }, 2, 1).is_ok(),
        "ignored with 2+"
    );
}

#[test]
fn solo_deals_two_publics_two_privates_difficulty_tools_and_four_dice() {
    for difficulty in 1..=5 {
        let mut g = Sagrada::new(
            &SagradaOptions {
                solo_difficulty: difficulty,
            },
            1,
            9,
        )
        .unwrap();
        let a = g.legal_actions(Seat(0))[0];
        g.play(Seat(0), &a).unwrap();
        assert_eq!(g.tools.len(), usize::from(difficulty));
        assert_eq!(g.publics.len(), 2);
        assert_eq!(g.players[0].private.len(), 2);
        assert_eq!(g.players[0].favor, 0);
        assert_eq!(g.pool.len(), 4);
        match &g.phase {
            Phase::Playing(r) => assert_eq!(r.order, vec![Seat(0), Seat(0)]),
            _ => panic!(),
        }
    }
}

/// The games registry states the counts again for the lobby; it must agree with the engine.
#[test]
fn the_registry_offers_the_engines_player_counts() {
    assert_eq!(
        crate::games::GameKind::Sagrada.player_counts(),
        <Sagrada as Game>::player_counts(&SagradaOptions::default())
    );
}
