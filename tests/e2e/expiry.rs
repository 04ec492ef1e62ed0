//! Unused tables close end to end, with time moved forward through the bot's clock: a lobby
//! nobody starts closes after a day, and a game without a timer nobody plays for two weeks is
//! cancelled with a notice; both across a restart, and each frees its channel.

use std::time::Duration;

use serde_json::json;

use crate::hosting::{wait_public, Timed};
use crate::support::harness::{control_id, RESPONSE};
use crate::support::interactions::button_click;
use crate::support::table_driver::Driver;
use crate::support::TestUser;

const ALICE: TestUser = TestUser::new(1_180_000_000_000_023_201, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_023_202, "bob", "en-US");

const HOUR: u64 = 3600;
const DAY: u64 = 24 * HOUR;
/// Longer than one sweep at the tests' 50 ms tick.
const SWEEP: Duration = Duration::from_millis(3_500);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn expiry_closes_a_lobby_nobody_starts_after_a_day_across_a_restart() {
    let mut t = Timed::start(&[]).await;
    let lobby = t.h.open(&ALICE, "uzory", vec![("players", json!(2))]).await;
    t.advance_to(DAY - HOUR);
    tokio::time::sleep(SWEEP).await;
    assert!(
        !t.h.fake
            .messages()
            .iter()
            .any(|m| m.text().contains("This lobby closed")),
        "closed too early"
    );
    // The lobby's age is in its record: a restart changes nothing.
    t.h.restart().await;
    t.advance_to(DAY + 1);
    wait_public(
        &t.h,
        "⌛ This lobby closed: nobody started the game within 24 hours.",
    )
    .await;
    // The lobby message loses its buttons and says why; a button pressed from a copy
    // still in someone's client is refused; the channel is free for a new lobby.
    let closed = t.h.fake.message(lobby.id).expect("the lobby message");
    assert!(closed.custom_ids().is_empty(), "{:?}", closed.custom_ids());
    assert!(
        closed.text().contains("This lobby closed"),
        "{}",
        closed.text()
    );
    let stale = button_click(
        &t.h.fake.channel(),
        &BOB,
        &lobby.to_json(),
        &control_id(&lobby, "lj"),
    );
    let late = t.h.fake.send_interaction(stale).expect("a stale click");
    let late =
        t.h.fake
            .wait_answer(late, RESPONSE)
            .await
            .expect("an answer");
    assert!(late.is_ephemeral(), "{}", late.text());
    let next = t.h.open(&ALICE, "uzory", vec![("players", json!(2))]).await;
    assert!(next.id > lobby.id);
    t.h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn expiry_cancels_an_untimed_game_idle_for_two_weeks_with_a_notice() {
    let mut t = Timed::start(&[]).await;
    let options = vec![("players", json!(2))];
    let (_, table) = t.h.seat_two_and_start(&ALICE, &BOB, "uzory", options).await;
    // Thirteen days of silence: the game waits.
    t.advance_to(13 * DAY);
    tokio::time::sleep(SWEEP).await;
    assert!(Driver::table(&t.h).is_some_and(|m| m.id == table.id));
    t.h.restart().await;
    t.advance_to(14 * DAY + HOUR);
    wait_public(
        &t.h,
        "⌛ This game was cancelled: nobody has played for 14 days.",
    )
    .await;
    // The table lost its buttons.
    t.h.fake
        .wait_for_message(|m| m.id == table.id && m.custom_ids().is_empty(), RESPONSE)
        .await
        .expect("the old table is retired");
    let next = t.h.open(&ALICE, "uzory", vec![("players", json!(2))]).await;
    assert!(next.id > table.id);
    t.h.assert_no_failed_requests();
}
