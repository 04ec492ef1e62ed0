//! Azul (the original) end to end: `/azul start variant:azul`, the lobby, and whole games played
//! click by click through the table messages: two people on the coloured side across a restart
//! of the bot, and four seats (two people, two computers) on the grey side.

use crate::support::harness::{assert_private, assert_update, control_id, Harness};
use crate::support::table_driver::Driver;
use crate::support::TestUser;
use serde_json::json;

const ALICE: TestUser = TestUser::new(1_180_000_000_000_009_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_009_002, "bob", "en-GB");
const EVE: TestUser = TestUser::new(1_180_000_000_000_009_005, "eve", "en-US");

/// Azul is the third `variant` of `/azul start`, after its two offshoots.
const VARIANT: i64 = 2;
/// `side` offers every game's sides: coloured, beige, a, b, grey.
const GREY: i64 = 4;

/// Complete lines first, then any line, the floor line last: games end in a handful of rounds.
fn prefer(label: &str) -> i32 {
    if label.contains("→ +") {
        10
    } else if label.starts_with("Line") {
        5 - i32::from(label.contains("floor"))
    } else if label.starts_with("Floor line") {
        -5
    } else {
        0
    }
}

/// A take's second step: a pattern line or the floor line.
fn is_destination(label: &str) -> bool {
    label.starts_with("Line ") || label.starts_with("Floor line")
}

/// Plays on until the game is over, restarting the bot after `restart_after` moves; returns
/// the most clicks a take needed.
async fn play_to_the_end(h: &mut Harness, driver: &mut Driver, restart_after: usize) -> usize {
    let mut most = 0;
    loop {
        let (clicks, labels) = (driver.clicks, driver.clicked.len());
        if !driver.act(h, &prefer).await {
            break;
        }
        if driver.clicked[labels..].iter().any(|l| is_destination(l)) {
            most = most.max(driver.clicks - clicks);
        }
        if driver.actions == restart_after {
            let before = Driver::table(h).expect("a live table").content;
            h.restart().await;
            let after = Driver::table(h).expect("the same live table").content;
            assert_eq!(before, after, "the restart changes nothing on the table");
        }
        assert!(driver.actions < 1_000, "the game never ends");
    }
    eprintln!(
        "played {} moves in {} clicks",
        driver.actions, driver.clicks
    );
    most
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_game_across_a_restart() {
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "21")]).await;
    let options = vec![("variant", json!(VARIANT)), ("players", json!(2))];
    let (lobby, table) = h.seat_two_and_start(&ALICE, &BOB, "azul", options).await;
    assert!(h.message(lobby.id).text().contains("The game has started"));
    assert!(
        lobby.text().contains("Azul"),
        "the lobby names the game: {}",
        lobby.text()
    );

    // The first player is drawn from the seed, and the first table says who it is.
    let starter = [ALICE, BOB]
        .into_iter()
        .find(|u| table.content.contains(&format!("**{}** starts", u.name)))
        .unwrap_or_else(|| panic!("nobody starts: {}", table.content));
    assert_eq!(Driver::movers(&table), vec![starter.id]);
    let other = if starter.id == ALICE.id { BOB } else { ALICE };
    // The table, then every player's board: the mover's is among them.
    assert_eq!(table.attachment_names(), ["table.png", "players.png"]);
    assert!(table.content.contains("Round 1"), "{}", table.content);

    // Refusals are private and change nothing.
    let ch = h.fake.channel();
    let choice = Driver::options(&table)[0].custom_id.clone();
    assert_private(
        &h.fake.click(&ch, &other, table.id, &choice).await,
        "It is not your turn",
    );
    let my_board = control_id(&table, "g:b");
    assert_private(
        &h.fake.click(&ch, &EVE, table.id, &my_board).await,
        "You are not playing in this game",
    );
    assert_eq!(h.message(table.id).edit_count, table.edit_count);
    let board = h.fake.click(&ch, &BOB, table.id, &my_board).await;
    assert!(board.is_ephemeral());
    assert_eq!(board.file_names(), ["board.png"]);

    let mut driver = Driver::new(vec![ALICE, BOB], 3);
    let most = play_to_the_end(&mut h, &mut driver, 15).await;
    // The tiles, then the line: two clicks.
    assert!(most <= 2, "{most}");
    assert!(
        driver.clicked.iter().any(|l| l.contains("→ +")),
        "a line that completes says its points"
    );
    // The log tells each round's wall tiling with its points.
    let log: Vec<String> = h
        .fake
        .channel_messages(ch.channel_id)
        .into_iter()
        .map(|m| m.content)
        .filter(|c| c.contains("wall tiling"))
        .collect();
    assert!(
        log.iter().any(|c| c.contains("→ row") && c.contains("(+")),
        "{log:?}"
    );

    let results = Driver::results(&h).expect("results");
    let text = results.text();
    assert!(text.contains(&format!("<@{}>", ALICE.id)), "{text}");
    assert!(text.contains(&format!("<@{}>", BOB.id)), "{text}");
    let sheet = Driver::score_sheet(&results);
    assert!(sheet.contains("Wall tiles"), "{sheet}");
    assert_eq!(
        results.attachment_names(),
        ["scores.png", "table.png", "players.png"]
    );
    h.assert_no_failed_requests();
    h.assert_pictures_described();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_seats_with_computers_play_the_grey_side() {
    let mut h =
        Harness::start_with_env(&[("VITRAIL_SEED", "22"), ("VITRAIL_COMPUTER_PAUSE_MS", "10")])
            .await;
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![
                ("variant", json!(VARIANT)),
                ("players", json!(4)),
                ("side", json!(GREY)),
            ],
        )
        .await;
    assert!(lobby.text().contains("grey wall"), "{}", lobby.text());
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    assert_update(&h.computers(&ALICE, lobby.id, "add-e").await);
    assert_update(&h.computers(&ALICE, lobby.id, "add-n").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);

    let mut driver = Driver::new(vec![ALICE, BOB], 9);
    let most = play_to_the_end(&mut h, &mut driver, usize::MAX).await;
    assert!(most <= 2, "{most}");
    let results = Driver::results(&h).expect("results");
    let text = results.text();
    assert!(text.contains("Computer (easy)"), "{text}");
    assert!(text.contains("Computer (normal)"), "{text}");
    h.assert_no_failed_requests();
}
