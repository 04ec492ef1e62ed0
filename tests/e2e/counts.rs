//! The "📊 Counts" button end to end, for every game: a player, a stranger in the channel and
//! a player clicking an out-of-date table all get a private reply with what the table shows
//! (piles per colour, scores so far) in their own language, and nothing changes.

use serde_json::{json, Value};

use crate::support::harness::{assert_private, control_id, Harness};
use crate::support::interactions::button_click;
use crate::support::table_driver::Driver;
use crate::support::{StoredMessage, TestUser};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_007_001, "alice", "en-US");
const OLGA: TestUser = TestUser::new(1_180_000_000_000_007_002, "olga", "ru");
const EVE: TestUser = TestUser::new(1_180_000_000_000_007_003, "eve", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_007_004, "bob", "en-GB");

/// The bot's public messages in the channel.
fn public_posts(h: &Harness) -> Vec<StoredMessage> {
    let ch = h.fake.channel();
    h.fake
        .channel_messages(ch.channel_id)
        .into_iter()
        .filter(|m| !m.ephemeral && m.author_id == h.fake.bot_user_id())
        .collect()
}

/// Starts a game of `command` with `options` for Alice and Bob (no computer, so nothing moves
/// while the test looks), asks for the
/// counts as Alice, as a Russian stranger and on an out-of-date table, and checks each reply
/// holds `needles` (English) or `russian` and that nothing in the channel changed.
async fn counts_of(
    seed: &str,
    command: &str,
    options: Vec<(&str, Value)>,
    needles: &[&str],
    russian: &str,
) {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", seed)]).await;
    h.seat_two_and_start(&ALICE, &BOB, command, options).await;
    let table = Driver::wait_for_people(&h).await.expect("a person's turn");
    let before = public_posts(&h);

    let mine = h.click(&ALICE, table.id, "g:n").await;
    assert_private(&mine, "📊 **Counts**");
    for needle in needles {
        assert!(
            mine.text().contains(needle),
            "{needle:?} in {}",
            mine.text()
        );
    }
    // Anybody in the channel may look: it is what the table shows.
    let olga = h.click(&OLGA, table.id, "g:n").await;
    assert_private(&olga, "📊 **Подсчёт**");
    assert!(olga.text().contains(russian), "{}", olga.text());
    let eve = h.click(&EVE, table.id, "g:n").await;
    assert_private(&eve, "📊 **Counts**");
    assert_eq!(eve.text(), mine.text(), "the same counts for everybody");

    let after = public_posts(&h);
    assert_eq!(after.len(), before.len(), "no message was posted");
    let still = h.message(table.id);
    assert_eq!(still.content, table.content, "the table did not change");
    assert_eq!(still.custom_ids(), table.custom_ids());

    // After a move the old table's Counts still answers, with the game as it is now.
    let mut driver = Driver::new(vec![ALICE, BOB], 3);
    assert!(driver.act(&h, &|_| 0).await);
    let ch = h.fake.channel();
    let stale = h
        .send_raw(button_click(
            &ch,
            &EVE,
            &table.to_json(),
            &control_id(&table, "g:n"),
        ))
        .await;
    assert_private(&stale, "📊 **Counts**");
    assert!(!stale.text().contains("out of date"), "{}", stale.text());
    if let Some(live) = Driver::table(&h) {
        let fresh = h.click(&EVE, live.id, "g:n").await;
        assert_eq!(
            stale.text(),
            fresh.text(),
            "counts of the game as it is now"
        );
    }
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn counts_summer_pavilion() {
    counts_of(
        "31",
        "azul",
        vec![("variant", json!(0)), ("players", json!(2))],
        &[
            "**Bag** ",
            "**Tower** ",
            "Scores so far",
            "**alice** 5: Starting points +5",
        ],
        "**Башня**",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn counts_sintra() {
    counts_of(
        "32",
        "azul",
        vec![("variant", json!(1)), ("players", json!(2))],
        &["**Bag** ", "**Tower** 0", "Scores so far", "**alice** 0"],
        "**Мешок**",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn counts_sagrada() {
    counts_of(
        "33",
        "sagrada",
        vec![("players", json!(2))],
        // Patterns are still being chosen: no window to score yet.
        &["**Bag** 90: red 18", "**Round track** 0"],
        "**Счётчик раундов**",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn counts_uzory() {
    counts_of(
        "34",
        "uzory",
        vec![("players", json!(2))],
        &[
            "**Pile** ",
            "**Discards** 0",
            "**Frames** 0: red 0",
            "**alice** 0",
        ],
        "**Колода**",
    )
    .await;
}
