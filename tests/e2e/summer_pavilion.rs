//! Azul: Summer Pavilion end to end: `/azul start`, the lobby, and whole games played click by
//! click through the table messages, with refusals, private boards and a restart of the bot in
//! the middle of a round.

use crate::support::harness::{assert_private, assert_update, control_id, Harness};
use crate::support::interactions::button_click;
use crate::support::table_driver::Driver;
use crate::support::TestUser;
use serde_json::json;

/// Picture bytes this game uploaded before indexed-colour pictures (issue 22).
const BYTES_BEFORE: usize = 75_689_055;
const ALICE: TestUser = TestUser::new(1_180_000_000_000_002_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_002_002, "bob", "en-GB");
const CAROL: TestUser = TestUser::new(1_180_000_000_000_002_003, "carol", "en-US");
const OLGA: TestUser = TestUser::new(1_180_000_000_000_002_004, "olga", "ru");
const EVE: TestUser = TestUser::new(1_180_000_000_000_002_005, "eve", "en-US");

/// Keep the suggested tiles when passing, and otherwise place rather than pass, so games reach
/// bonus picks.
fn prefer(label: &str) -> i32 {
    if label.starts_with("Keep none") || label.starts_with("Other tiles") {
        0
    } else if label.starts_with("Keep") {
        5
    } else if label.starts_with("Pass") {
        -5
    } else {
        0
    }
}

/// A placement's space button shows what it earns: "◆ Blue 4 · bottom (+2 pts)".
fn is_space(label: &str) -> bool {
    label.contains("(+") && label.contains(" pt")
}

/// Clicks per placement over a whole game.
#[derive(Default)]
struct Placements {
    /// Placements with no wilds choice, and the most clicks one of them took.
    plain: usize,
    plain_most_clicks: usize,
    /// Placements that asked how many wilds to spend.
    with_wilds: usize,
}

async fn play_to_the_end(h: &mut Harness, driver: &mut Driver, restart_after: usize) -> Placements {
    let mut placements = Placements::default();
    loop {
        let (clicks, labels) = (driver.clicks, driver.clicked.len());
        if !driver.act(h, &prefer).await {
            break;
        }
        let made = &driver.clicked[labels..];
        if made.iter().any(|l| is_space(l)) {
            if made.iter().any(|l| l.starts_with("Spend")) {
                placements.with_wilds += 1;
            } else {
                placements.plain += 1;
                placements.plain_most_clicks =
                    placements.plain_most_clicks.max(driver.clicks - clicks);
            }
        }
        if driver.actions == restart_after {
            let before = Driver::table(h).expect("a live table").content;
            h.restart().await;
            let after = Driver::table(h).expect("the same live table").content;
            assert_eq!(before, after, "the restart changes nothing on the table");
        }
        assert!(driver.actions < 3_000, "the game never ends");
    }
    eprintln!(
        "played {} moves in {} clicks; {} placements without a wilds choice (at most {} clicks), {} with one",
        driver.actions, driver.clicks, placements.plain, placements.plain_most_clicks, placements.with_wilds
    );
    placements
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_game_across_a_restart() {
    // A fixed seed: the same game on every run.
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "11")]).await;
    let options = vec![("variant", json!(0)), ("players", json!(2))];
    let (lobby, table) = h.seat_two_and_start(&ALICE, &BOB, "azul", options).await;
    let started = h.message(lobby.id);
    assert!(
        started.custom_ids().is_empty(),
        "a started lobby has no controls"
    );
    assert!(started.text().contains("The game has started"));

    // The first player is drawn from the seed, and the first table says who it is.
    let starter = [ALICE, BOB]
        .into_iter()
        .find(|u| table.content.contains(&format!("**{}** starts", u.name)))
        .unwrap_or_else(|| panic!("nobody starts: {}", table.content));
    assert_eq!(Driver::movers(&table), vec![starter.id]);
    let other = if starter.id == ALICE.id { BOB } else { ALICE };
    // The table, then every player's board (the mover's among them).
    assert_eq!(table.attachment_names(), ["table.png", "players.png"]);
    // Each picture sits in its own embed, so a phone shows both at full width.
    let pictures: Vec<String> = table
        .embeds()
        .iter()
        .filter_map(|e| e["image"]["url"].as_str().map(str::to_string))
        .collect();
    assert_eq!(pictures.len(), 2, "{pictures:?}");
    assert!(pictures[0].ends_with("table.png") && pictures[1].ends_with("players.png"));
    assert!(table.content.contains("Round 1/6"), "{}", table.content);

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
    let forged = choice
        .rsplit_once(":g:")
        .map(|(head, _)| format!("{head}:g:c.f9.re"))
        .expect("a game control");
    assert_private(
        &h.send_raw(button_click(&ch, &starter, &table.to_json(), &forged))
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
    let step = h
        .fake
        .click(&ch, &starter, table.id, &first.custom_id)
        .await;
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
    assert_update(&h.fake.click(&ch, &starter, table.id, &back).await);
    // Nothing is stored half-way, so any copy of the menu stays valid until the move is made.
    let again = h
        .send_raw(button_click(
            &ch,
            &starter,
            &table.to_json(),
            &first.custom_id,
        ))
        .await;
    assert_update(&again);

    let mut driver = Driver::new(vec![ALICE, BOB], 7);
    let placements = play_to_the_end(&mut h, &mut driver, 40).await;
    // Colour, then the space among that colour's star and the centre star: two clicks.
    assert!(placements.plain > 20, "{}", placements.plain);
    assert!(
        placements.plain_most_clicks <= 2,
        "{}",
        placements.plain_most_clicks
    );

    let results = Driver::results(&h).expect("results");
    let text = results.text();
    assert!(text.contains(&format!("<@{}>", ALICE.id)), "{text}");
    assert!(text.contains(&format!("<@{}>", BOB.id)), "{text}");
    let sheet = Driver::score_sheet(&results);
    assert!(sheet.contains("Placed tiles"), "{sheet}");
    assert_eq!(
        results.attachment_names(),
        ["scores.png", "table.png", "players.png"]
    );
    assert!(
        driver.seen.iter().any(|s| s.contains("bonus tile")),
        "a bonus tile was chosen"
    );
    assert!(
        driver
            .clicked
            .iter()
            .any(|l| l.starts_with("Keep") && !l.starts_with("Keep none")),
        "tiles were kept when passing"
    );
    assert_round_six_passes_discard_everything(&driver);
    h.assert_no_failed_requests();
    h.report_messages_per_turn("Summer Pavilion, 2 players", ALICE.id);
}

/// Round 6's passes say what they cost and discard everything: no keeping step follows them,
/// and no earlier pass is worded so.
fn assert_round_six_passes_discard_everything(driver: &Driver) {
    let last_round = driver
        .clicked
        .iter()
        .position(|l| l.starts_with("Pass, discard"))
        .expect("a round-6 pass");
    for label in &driver.clicked[last_round..] {
        assert!(!label.starts_with("Keep"), "kept in round 6: {label}");
        assert!(
            !label.starts_with("Pass ("),
            "an earlier round's pass: {label}"
        );
        if let Some(rest) = label.strip_prefix("Pass, discard ") {
            // "Pass, discard 3: −3" (less when the score is nearly 0).
            let (held, loss) = rest.split_once(": ").expect("held: loss");
            let held: u32 = held.parse().expect("a count");
            let loss: u32 = match loss {
                "±0" => 0,
                l => l.trim_start_matches('−').parse().expect("a loss"),
            };
            assert!(held > 0 && loss <= held, "{label}");
        }
    }
    assert!(driver.clicked[..last_round]
        .iter()
        .all(|l| !l.starts_with("Pass, discard")));
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
    let placements = play_to_the_end(&mut h, &mut driver, 25).await;
    // The beige side: colour, star, space.
    assert!(placements.plain > 20, "{}", placements.plain);
    assert!(
        placements.plain_most_clicks <= 3,
        "{}",
        placements.plain_most_clicks
    );
    assert_round_six_passes_discard_everything(&driver);
    let results = Driver::results(&h).expect("results");
    let text = results.text();
    for user in [ALICE, BOB, OLGA, CAROL] {
        assert!(text.contains(&format!("<@{}>", user.id)), "{text}");
    }
    h.assert_no_failed_requests();
    h.report_picture_bytes("Summer Pavilion, 4 players", BYTES_BEFORE);
    h.assert_pictures_described();
    h.report_messages_per_turn("Summer Pavilion, 4 players", ALICE.id);
}

/// The numbers a players' picture's description gives for each seated player ("Alice: score:
/// 12 · tiles placed: 3 · holds: … · kept: …"): `(score, tiles placed)` in seat order, `None`
/// where one is missing.
fn boards_described(description: &str, players: &[TestUser]) -> Vec<Option<(u32, u32)>> {
    let mut found: Vec<(Option<u32>, Option<u32>)> = vec![(None, None); players.len()];
    let mut current = None;
    for field in description.split(" · ") {
        if let Some(i) = players
            .iter()
            .position(|u| field.starts_with(&format!("{}: score: ", u.name)))
        {
            current = Some(i);
            found[i].0 = field.rsplit(' ').next().and_then(|n| n.parse().ok());
        } else if let (Some(i), Some(n)) = (current, field.strip_prefix("tiles placed: ")) {
            found[i].1 = n.parse().ok();
        }
    }
    found.into_iter().map(|(s, t)| Some((s?, t?))).collect()
}

/// Every player's board is public: each table message (seen by everybody in the channel,
/// Eve too, who is not seated) carries `players.png` with every seat's board as it now stands,
/// so nobody needs a click to see an opponent's board, at each round's start and after every
/// move; the final message shows them too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_players_boards_are_public_and_current_for_spectators_too() {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", "13")]).await;
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![("variant", json!(0)), ("players", json!(3))],
        )
        .await;
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    assert_update(&h.click(&CAROL, lobby.id, "lj").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    let seated = [ALICE, BOB, CAROL];
    let mut driver = Driver::new(seated.to_vec(), 5);
    let mut placed = 0;
    let mut round_starts = Vec::new();
    let mut checked = 0;
    loop {
        let table = Driver::wait_for_people(&h).await;
        let Some(table) = table else { break };
        // Public: in the channel for everybody, not a private answer to one person.
        assert!(!table.ephemeral && table.visible_to.is_none());
        assert!(
            !table.attachment_names().contains(&"board.png".to_string()),
            "the mover's board is among the others: {:?}",
            table.attachment_names()
        );
        let players = table
            .attachment("players.png")
            .unwrap_or_else(|| panic!("no boards on {:?}", table.attachment_names()));
        let picture = image::load_from_memory(&players.bytes).expect("a picture");
        assert_eq!(picture.width(), 660, "two boards a row");
        assert!(
            players.bytes.len() <= 60 * 1024,
            "{} bytes",
            players.bytes.len()
        );
        let description = players.description.clone().unwrap_or_default();
        let boards = boards_described(&description, &seated);
        let boards: Vec<(u32, u32)> = boards
            .into_iter()
            .map(|b| b.unwrap_or_else(|| panic!("a board missing: {description}")))
            .collect();
        // Current: every tile placed so far is on them, and the scores are the table's.
        let on_boards: u32 = boards.iter().map(|(_, tiles)| tiles).sum();
        assert_eq!(on_boards, placed, "{description}");
        let scores = table
            .attachment("table.png")
            .and_then(|t| t.description.clone())
            .unwrap_or_default();
        for (user, (score, _)) in seated.iter().zip(&boards) {
            assert!(
                scores.contains(&format!("{} {score}", user.name)),
                "{} has {score} on the boards: {scores}",
                user.name
            );
        }
        if let Some(round) = (1..=6).find(|r| table.content.contains(&format!("Round {r}/6"))) {
            if round_starts.last() != Some(&round) {
                round_starts.push(round);
            }
        }
        checked += 1;
        let labels = driver.clicked.len();
        assert!(driver.act(&h, &prefer).await, "the mover could act");
        placed += driver.clicked[labels..]
            .iter()
            .filter(|l| is_space(l))
            .count() as u32;
        assert!(driver.actions < 3_000, "the game never ends");
    }
    assert_eq!(round_starts, [1, 2, 3, 4, 5, 6], "every round's start seen");
    let results = Driver::results(&h).expect("results");
    assert_eq!(
        results.attachment_names(),
        ["scores.png", "table.png", "players.png"]
    );
    let last = boards_described(
        &results
            .attachment("players.png")
            .and_then(|p| p.description.clone())
            .unwrap_or_default(),
        &seated,
    );
    let on_boards: u32 = last.iter().flatten().map(|(_, tiles)| tiles).sum();
    assert_eq!(on_boards, placed);
    eprintln!("{checked} table messages, each with every board; {placed} tiles placed");
    h.assert_no_failed_requests();
    h.assert_pictures_described();
}
