//! Azul: Stained Glass of Sintra end to end: a 3-player game played click by click from
//! `/azul start variant:sintra`, with completed windows, broken glass, a glazier reset and a
//! restart of the bot in the middle of the game.

use std::cell::Cell;

use crate::support::harness::{assert_update, Harness};
use crate::support::table_driver::Driver;
use crate::support::TestUser;
use serde_json::json;

/// Picture bytes this game uploaded before indexed-colour pictures (issue 22).
const BYTES_BEFORE: usize = 55_455_709;
const ALICE: TestUser = TestUser::new(1_180_000_000_000_003_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_003_002, "bob", "en-GB");
const CAROL: TestUser = TestUser::new(1_180_000_000_000_003_003, "carol", "en-US");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_play_a_whole_game_across_a_restart() {
    // A fixed seed: the same game on every run.
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "21")]).await;
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![
                ("variant", json!(1)),
                ("side", json!(3)),
                ("players", json!(3)),
            ],
        )
        .await;
    assert!(lobby.text().contains("Board side: B"), "{}", lobby.text());
    assert!(lobby.text().contains("stand-ins"), "{}", lobby.text());
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    assert_update(&h.click(&CAROL, lobby.id, "lj").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    let table = Driver::wait_table(&h).await;
    assert_eq!(table.attachment_names(), ["table.png", "board.png"]);
    assert!(table.content.contains("Round 1/6"), "{}", table.content);

    // Complete strips and windows when possible, reset the glazier a few times.
    let resets = Cell::new(0);
    let prefer = |label: &str| {
        if label.contains("completes") {
            3
        } else if label.starts_with("Move the glazier back") && resets.get() < 3 {
            resets.set(resets.get() + 1);
            2
        } else {
            0
        }
    };
    let mut driver = Driver::new(vec![ALICE, BOB, CAROL], 5);
    while driver.act(&h, &prefer).await {
        if driver.actions == 30 {
            h.restart().await;
        }
        assert!(driver.actions < 3_000, "the game never ends");
    }
    eprintln!(
        "played {} moves in {} clicks",
        driver.actions, driver.clicks
    );
    assert!(driver
        .clicked
        .iter()
        .any(|l| l.starts_with("Move the glazier back")));
    assert!(driver.clicked.iter().any(|l| l.contains("completes")));
    assert!(driver.clicked.iter().any(|l| l.contains("broken")));

    let results = Driver::results(&h).expect("results");
    let text = results.text();
    for user in [ALICE, BOB, CAROL] {
        assert!(text.contains(&format!("<@{}>", user.id)), "{text}");
    }
    let sheet = Driver::score_sheet(&results);
    assert!(sheet.contains("Windows"), "{sheet}");
    assert!(sheet.contains("Broken glass"), "{sheet}");
    h.assert_no_failed_requests();
    h.report_picture_bytes("Sintra, 3 players", BYTES_BEFORE);
    h.assert_pictures_described();
}
