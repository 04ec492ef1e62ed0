//! Uzory end to end: a 3-player game (two people and a computer) played click by click in
//! private panels, with a scored frame and a restart of the bot in the middle; the hands never
//! appear in a message everybody sees.

use crate::support::harness::{assert_update, Harness};
use crate::support::table_driver::{game_payload, Driver};
use crate::support::TestUser;
use serde_json::json;

/// Picture bytes this game uploaded before indexed-colour pictures (issue 22).
const BYTES_BEFORE: usize = 17_366_655;
const ALICE: TestUser = TestUser::new(1_180_000_000_000_005_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_005_002, "bob", "en-GB");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_play_a_whole_game_across_a_restart() {
    // A fixed seed makes the game repeat exactly. Under model 2 frames close in nearly every
    // game (about 18 in greedy play), so the default seed scores one without hunting;
    // UZORY_TEST_SEED plays another seed.
    let seed = std::env::var("UZORY_TEST_SEED").unwrap_or_else(|_| "1".into());
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", &seed)]).await;
    let lobby = h.open(&ALICE, "uzory", vec![("players", json!(3))]).await;
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    assert_update(&h.computers(&ALICE, lobby.id, "add-n").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    let table = Driver::wait_table(&h).await;
    assert_eq!(table.attachment_names(), ["table.png"]);
    assert!(
        Driver::options(&table).is_empty(),
        "tiles are never offered in public"
    );

    let mut driver = Driver::new(vec![ALICE, BOB], 4);
    let prefer = |label: &str| if label.starts_with("Pass") { -5 } else { 0 };
    while driver.act(&h, &prefer).await {
        if driver.actions == 12 {
            h.restart().await;
        }
        assert!(driver.actions < 2_000, "the game never ends");
    }
    eprintln!(
        "played {} moves in {} clicks",
        driver.actions, driver.clicks
    );

    let results = Driver::results(&h).expect("results");
    let sheet = Driver::score_sheet(&results);
    assert!(
        sheet.contains("Victory points +"),
        "a frame scored: {sheet}"
    );

    let ch = h.fake.channel();
    for m in h.fake.channel_messages(ch.channel_id) {
        if m.ephemeral {
            continue;
        }
        assert!(
            !m.attachment_names().iter().any(|n| n == "hand.png"),
            "a hand was shown in public"
        );
        assert!(
            !m.custom_ids()
                .iter()
                .filter_map(|id| game_payload(id))
                .any(|p| p.starts_with("c.t")),
            "tiles were offered in public"
        );
    }
    h.assert_no_failed_requests();
    h.report_picture_bytes("Uzory, 3 players", BYTES_BEFORE);
    h.assert_pictures_described();
    h.report_messages_per_turn("Uzory, 3 players", ALICE.id);
}
