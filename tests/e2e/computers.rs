//! Playing against the computer: one person and two computer players (hard and easy) play a
//! whole Summer Pavilion game. Each computer move arrives on its own, after a pause, redrawing
//! the table message in place (one message a turn: a new one only when Alice must act again),
//! and a computer that was about to move when the bot restarted moves after it.

use crate::support::harness::{assert_update, Harness};
use crate::support::table_driver::Driver;
use crate::support::TestUser;
use serde_json::json;

const ALICE: TestUser = TestUser::new(1_180_000_000_000_006_001, "alice", "en-US");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_plays_a_whole_game_against_computers() {
    let mut h =
        Harness::start_with_env(&[("VITRAIL_SEED", "41"), ("VITRAIL_COMPUTER_PAUSE_MS", "50")])
            .await;
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![("variant", json!(0)), ("players", json!(3))],
        )
        .await;
    assert_update(&h.computers(&ALICE, lobby.id, "add-h").await);
    assert_update(&h.computers(&ALICE, lobby.id, "add-e").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);

    let mut driver = Driver::new(vec![ALICE], 6);
    let mut restarted = false;
    while driver.act(&h, &|_| 0).await {
        if driver.actions == 6 && !restarted {
            // Alice has just moved: a computer is thinking, and must still move after this.
            h.restart().await;
            restarted = true;
        }
        assert!(driver.actions < 1_000, "the game never ends");
    }
    assert!(restarted);

    let results = Driver::results(&h).expect("results");
    let text = results.text();
    assert!(text.contains("Computer (hard)"), "{text}");
    assert!(text.contains("Computer (easy)"), "{text}");

    // Every computer move was shown on the table message of Alice's turn, whose log keeps
    // them: no message of its own, so the channel holds about one message per turn of Alice.
    let ch = h.fake.channel();
    let messages: Vec<_> = h
        .fake
        .channel_messages(ch.channel_id)
        .into_iter()
        .filter(|m| !m.ephemeral && m.author_id == h.fake.bot_user_id())
        .collect();
    let computer_moves = messages
        .iter()
        .flat_map(|m| m.content.lines())
        .filter(|l| l.starts_with("🤖 **Computer"))
        .count();
    assert!(
        computer_moves >= driver.actions,
        "{computer_moves} computer moves for {} of Alice's",
        driver.actions
    );
    // One message per turn of Alice's, one per round that a computer begins, the lobby and
    // the results.
    assert!(
        messages.len() <= driver.actions + 6 + 2,
        "{} public messages for {} moves of Alice's",
        messages.len(),
        driver.actions
    );
    h.assert_no_failed_requests();
}
