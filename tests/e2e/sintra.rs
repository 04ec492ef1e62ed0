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
    // The mover's palace is in the players' picture, outlined: not sent twice (issue 50).
    assert_eq!(table.attachment_names(), ["table.png", "players.png"]);
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
    assert!(sheet.contains("Window points"), "{sheet}");
    assert!(sheet.contains("Broken glass"), "{sheet}");
    h.assert_no_failed_requests();
    h.report_picture_bytes("Sintra, 3 players", BYTES_BEFORE);
    h.assert_pictures_described();
    h.report_messages_per_turn("Sintra, 3 players", ALICE.id);
}

/// The mover's palace is drawn once, outlined in the players' picture (issue 50): the table
/// message carries the table and the players, no board of its own. The first take is redrawn
/// in place (one message a turn), uploading only the pictures it changed; the placement hands
/// the turn on, and the old table shrinks to the turn's log lines, its pictures gone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_movers_palace_is_shown_once() {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", "21")]).await;
    let options = vec![("variant", json!(1)), ("players", json!(2))];
    let (_, first) = h.seat_two_and_start(&ALICE, &BOB, "azul", options).await;
    assert_eq!(first.attachment_names(), ["table.png", "players.png"]);
    let (bytes, pictures) = h.picture_bytes();

    let mut driver = Driver::new(vec![ALICE, BOB], 3);
    assert!(driver.act(&h, &|_| 0).await);
    let taken = Driver::table(&h).expect("a live table");
    assert_eq!(taken.id, first.id, "the take is shown in place");
    assert_eq!(
        Driver::movers(&taken),
        Driver::movers(&first),
        "the same turn"
    );
    let mut names = taken.attachment_names();
    names.sort_unstable();
    assert_eq!(names, ["players.png", "table.png"]);
    // A picture the take left as it was stays on the message, not uploaded again (issue 52).
    let (mut sent, mut uploaded) = (0, 0);
    for name in ["table.png", "players.png"] {
        let (before, now) = (first.attachment(name), taken.attachment(name));
        let (before, now) = (before.expect("a picture"), now.expect("a picture"));
        if before.bytes == now.bytes {
            assert_eq!(before.id, now.id, "{name} is kept");
        } else {
            sent += now.bytes.len();
            uploaded += 1;
        }
    }
    assert!(uploaded > 0, "the take changed the table");
    assert_eq!(h.picture_bytes(), (bytes + sent, pictures + uploaded));

    assert!(driver.act(&h, &|_| 0).await);
    let next = h.next_table(taken.id).await;
    assert_ne!(
        Driver::movers(&next),
        Driver::movers(&first),
        "the other player"
    );
    assert_eq!(next.attachment_names(), ["table.png", "players.png"]);
    let shrunk = h.message(first.id);
    assert!(shrunk.custom_ids().is_empty(), "no buttons left");
    assert!(
        shrunk.attachments.is_empty(),
        "{:?}",
        shrunk.attachment_names()
    );
    assert_eq!(
        shrunk.content.lines().count(),
        2,
        "the take and the placement: {}",
        shrunk.content
    );
    h.assert_no_failed_requests();
}

/// The table picture's description names the last move (issue 50): a person's take and a
/// computer's whole turn alike.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_move_is_named_after_a_person_and_a_computer() {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", "21")]).await;
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![("variant", json!(1)), ("players", json!(2))],
        )
        .await;
    assert_update(&h.computers(&ALICE, lobby.id, "add-e").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    let mut driver = Driver::new(vec![ALICE], 3);
    for _ in 0..2 {
        assert!(driver.act(&h, &|_| 0).await);
    }
    let described = table_descriptions(&h);
    let named = |who: &str| {
        described
            .iter()
            .any(|d| d.contains(&format!("Last move: {who}: ")))
    };
    assert!(named("alice"), "{described:#?}");
    assert!(named("Computer (easy)"), "{described:#?}");
    h.assert_no_failed_requests();
}

/// The description of every table picture the bot uploaded, in order.
fn table_descriptions(h: &Harness) -> Vec<String> {
    h.fake
        .requests()
        .iter()
        .filter(|r| r.status < 400)
        .filter_map(|r| r.json.clone())
        .flat_map(|payload| {
            let body = payload.get("data").cloned().unwrap_or(payload);
            body.get("attachments")
                .and_then(serde_json::Value::as_array)
                .cloned()
                .unwrap_or_default()
        })
        .filter_map(|e| {
            e.get("description")
                .and_then(serde_json::Value::as_str)
                .map(str::to_string)
        })
        .filter(|d| d.contains("Round") || d.contains("Game over"))
        .collect()
}
