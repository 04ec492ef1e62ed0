//! The table at a glance (issue 50), as a screen reader hears it: every game's table picture
//! names the last move, a person's and a computer's alike, and Sagrada's says the round's turn
//! order.

use crate::support::harness::{assert_update, Harness};
use crate::support::table_driver::Driver;
use crate::support::TestUser;
use serde_json::{json, Value};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_050_001, "alice", "en-US");

/// Whether an alt text names `who`'s move as the last one.
fn names_last_move(description: &str, who: &str) -> bool {
    description.split("Last move: ").skip(1).any(|after| {
        let what: String = after.chars().take(60).collect();
        what.replace('*', "").starts_with(who)
    })
}

/// Alice against an easy computer in `command` with `options`: after a few moves each, the
/// table's description has named the last move of each.
async fn the_last_move_is_named(command: &str, options: Vec<(&str, Value)>) {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", "5"), ("VITRAIL_COMPUTER_PAUSE_MS", "30")])
        .await;
    let lobby = h.open(&ALICE, command, options).await;
    assert_update(&h.computers(&ALICE, lobby.id, "add-e").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    let mut driver = Driver::new(vec![ALICE], 3);
    // Enough steps for whole turns of each (Sagrada's turn is a draft, a placing and its end).
    for _ in 0..8 {
        if !driver.act(&h, &|_| 0).await {
            break;
        }
    }
    // The computer's answer to Alice's last move is drawn before she is pinged again.
    let _ = Driver::wait_for_people(&h).await;
    let described = h.picture_descriptions("table.png");
    for who in ["alice", "Computer"] {
        assert!(
            described.iter().any(|d| names_last_move(d, who)),
            "{command}: no table names {who}'s last move:\n{}",
            described.join("\n")
        );
    }
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_names_the_last_move_of_a_person_and_of_a_computer() {
    for variant in 0..3 {
        the_last_move_is_named(
            "azul",
            vec![("variant", json!(variant)), ("players", json!(2))],
        )
        .await;
    }
    the_last_move_is_named("sagrada", vec![("players", json!(2))]).await;
    the_last_move_is_named("uzory", vec![("players", json!(2))]).await;
}

const BOB: TestUser = TestUser::new(1_180_000_000_000_050_002, "bob", "en-GB");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sagrada_tables_say_the_rounds_turn_order() {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", "8")]).await;
    h.seat_two_and_start(&ALICE, &BOB, "sagrada", vec![("players", json!(2))])
        .await;
    let mut driver = Driver::new(vec![ALICE, BOB], 4);
    // Both choose a window, then the first drafts: the round is under way.
    for _ in 0..4 {
        assert!(driver.act(&h, &|_| 0).await, "the game goes on");
    }
    let described = h.picture_descriptions("table.png");
    let snake = ["alice, bob, bob, alice", "bob, alice, alice, bob"];
    let said = described.iter().find_map(|d| {
        snake
            .iter()
            .find(|order| d.contains(&format!("Round order: {order}")))
    });
    assert!(
        said.is_some(),
        "no table says the round's order (the snake):\n{}",
        described.join("\n")
    );
    h.assert_no_failed_requests();
}
