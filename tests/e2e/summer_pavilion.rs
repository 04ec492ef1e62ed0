//! Azul: Summer Pavilion end to end: `/azul start`, the lobby, and whole games played click by
//! click through the table messages, with refusals, private boards and a restart of the bot in
//! the middle of a round.

use crate::support::harness::{assert_private, assert_update, control_id, Harness};
use crate::support::interactions::button_click;
use crate::support::table_driver::Driver;
use crate::support::TestUser;
use serde_json::json;

const ALICE: TestUser = TestUser::new(1_180_000_000_000_002_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_002_002, "bob", "en-GB");
const CAROL: TestUser = TestUser::new(1_180_000_000_000_002_003, "carol", "en-US");
const OLGA: TestUser = TestUser::new(1_180_000_000_000_002_004, "olga", "ru");
const EVE: TestUser = TestUser::new(1_180_000_000_000_002_005, "eve", "en-US");

/// Keep tiles when passing, and otherwise place rather than pass, so games reach bonus picks.
fn prefer(label: &str) -> i32 {
    if label.starts_with("Keep") {
        5
    } else if label.starts_with("Pass") {
        -5
    } else {
        0
    }
}

async fn play_to_the_end(h: &mut Harness, driver: &mut Driver, restart_after: usize) {
    while driver.act(h, &prefer).await {
        if driver.actions == restart_after {
            let before = Driver::table(h).expect("a live table").content;
            h.restart().await;
            let after = Driver::table(h).expect("the same live table").content;
            assert_eq!(before, after, "the restart changes nothing on the table");
        }
        assert!(driver.actions < 3_000, "the game never ends");
    }
    eprintln!(
        "played {} moves in {} clicks",
        driver.actions, driver.clicks
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_game_across_a_restart() {
    // A fixed seed: the same game on every run.
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "11")]).await;
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![("variant", json!(0)), ("players", json!(2))],
        )
        .await;
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    let started = h.message(lobby.id);
    assert!(
        started.custom_ids().is_empty(),
        "a started lobby has no controls"
    );
    assert!(started.text().contains("The game has started"));

    let table = Driver::wait_table(&h).await;
    assert_eq!(Driver::movers(&table), vec![ALICE.id], "seat 0 starts");
    assert_eq!(table.attachment_names(), ["table.png", "board.png"]);
    // Each picture sits in its own embed, so a phone shows both at full width.
    let pictures: Vec<String> = table
        .embeds()
        .iter()
        .filter_map(|e| e["image"]["url"].as_str().map(str::to_string))
        .collect();
    assert_eq!(pictures.len(), 2, "{pictures:?}");
    assert!(pictures[0].ends_with("table.png") && pictures[1].ends_with("board.png"));
    assert!(table.content.contains("Round 1/6"), "{}", table.content);

    // Refusals are private and change nothing.
    let ch = h.fake.channel();
    let choice = Driver::options(&table)[0].custom_id.clone();
    assert_private(
        &h.fake.click(&ch, &BOB, table.id, &choice).await,
        "It is not your turn",
    );
    let my_board = control_id(&table, "g:b");
    assert_private(
        &h.fake.click(&ch, &EVE, table.id, &my_board).await,
        "You are not playing in this game",
    );
    let forged = choice
        .rsplit_once(":g:")
        .map(|(head, _)| format!("{head}:g:c.f9.re"))
        .expect("a game control");
    assert_private(
        &h.send_raw(button_click(&ch, &ALICE, &table.to_json(), &forged))
            .await,
        "I don't recognise this button",
    );
    assert_eq!(h.message(table.id).edit_count, table.edit_count);

    // My board: the player's own board, privately.
    let board = h.fake.click(&ch, &BOB, table.id, &my_board).await;
    assert!(board.is_ephemeral());
    assert_eq!(board.file_names(), ["board.png"]);

    // A step of the menu, then Back, leaves the move unmade.
    let first = Driver::options(&table)[0].clone();
    let step = h.fake.click(&ch, &ALICE, table.id, &first.custom_id).await;
    assert_update(&step);
    let stepped = h.message(table.id);
    assert!(stepped.content.contains("Chosen:"), "{}", stepped.content);
    // A step changes words and buttons only: the pictures stay, none is drawn or sent again.
    assert!(step.file_names().is_empty(), "{:?}", step.file_names());
    assert_eq!(stepped.attachment_names(), table.attachment_names());
    assert_eq!(
        stepped.embeds(),
        table.embeds(),
        "the same pictures, still shown"
    );
    let back = stepped
        .custom_ids()
        .into_iter()
        .find(|id| stepped.component(id).is_some_and(|c| c["label"] == "Back"))
        .expect("Back");
    assert_update(&h.fake.click(&ch, &ALICE, table.id, &back).await);
    // Nothing is stored half-way, so any copy of the menu stays valid until the move is made.
    let again = h
        .send_raw(button_click(
            &ch,
            &ALICE,
            &table.to_json(),
            &first.custom_id,
        ))
        .await;
    assert_update(&again);

    let mut driver = Driver::new(vec![ALICE, BOB], 7);
    play_to_the_end(&mut h, &mut driver, 40).await;

    let results = Driver::results(&h).expect("results");
    let text = results.text();
    assert!(text.contains(&format!("<@{}>", ALICE.id)), "{text}");
    assert!(text.contains(&format!("<@{}>", BOB.id)), "{text}");
    let sheet = Driver::score_sheet(&results);
    assert!(sheet.contains("Placed tiles"), "{sheet}");
    assert_eq!(results.attachment_names(), ["scores.png", "table.png"]);
    assert!(
        driver.seen.iter().any(|s| s.contains("bonus tile")),
        "a bonus tile was chosen"
    );
    assert!(
        driver.clicked.iter().any(|l| l.starts_with("Keep")),
        "tiles were kept when passing"
    );
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_play_a_whole_game() {
    // A fixed seed: the same game on every run.
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "12")]).await;
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![
                ("variant", json!(0)),
                ("side", json!(1)),
                ("wilds", json!(1)),
            ],
        )
        .await;
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    assert_update(&h.click(&OLGA, lobby.id, "lj").await);
    assert_update(&h.click(&CAROL, lobby.id, "lj").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);

    let table = Driver::wait_table(&h).await;
    assert!(table.content.contains("Round 1/6"), "{}", table.content);
    // Olga's private view speaks Russian even though the table speaks the host's English.
    let ch = h.fake.channel();
    let my_board = control_id(&table, "g:b");
    let board = h.fake.click(&ch, &OLGA, table.id, &my_board).await;
    assert_eq!(board.file_names(), ["board.png"]);

    let mut driver = Driver::new(vec![ALICE, BOB, OLGA, CAROL], 11);
    play_to_the_end(&mut h, &mut driver, 25).await;
    let results = Driver::results(&h).expect("results");
    let text = results.text();
    for user in [ALICE, BOB, OLGA, CAROL] {
        assert!(text.contains(&format!("<@{}>", user.id)), "{text}");
    }
    h.assert_no_failed_requests();
}
