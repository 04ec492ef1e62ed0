//! Undo end to end: the mover takes back a move that revealed nothing, and the table is again
//! exactly what it was (the same pictures, the same choices); somebody else's Undo and an Undo
//! from a message the game has moved past are refused privately and change nothing.

use crate::support::harness::{assert_private, assert_update, control_id, Harness};
use crate::support::interactions::button_click;
use crate::support::table_driver::Driver;
use crate::support::StoredMessage;
use crate::support::TestUser;
use serde_json::json;

const ALICE: TestUser = TestUser::new(1_180_000_000_000_009_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_009_002, "bob", "en-GB");
const EVE: TestUser = TestUser::new(1_180_000_000_000_009_005, "eve", "en-US");

/// A 2-player Sintra game (side A) started by Alice with Bob, and its first table.
async fn sintra() -> (Harness, StoredMessage) {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", "21")]).await;
    let options = vec![("variant", json!(1)), ("players", json!(2))];
    let (_, table) = h.seat_two_and_start(&ALICE, &BOB, "azul", options).await;
    (h, table)
}

fn user(id: u64) -> TestUser {
    [ALICE, BOB]
        .into_iter()
        .find(|u| u.id == id)
        .expect("a player")
}

/// The messages everybody sees (refusals are private replies and don't count).
fn public_messages(h: &Harness) -> usize {
    let ch = h.fake.channel();
    let all = h.fake.channel_messages(ch.channel_id);
    all.iter().filter(|m| !m.ephemeral).count()
}

fn has_undo(message: &StoredMessage) -> bool {
    message.custom_ids().iter().any(|id| id.ends_with(":g:u"))
}

fn picture(message: &StoredMessage, name: &str) -> Vec<u8> {
    message
        .attachment(name)
        .unwrap_or_else(|| panic!("no {name}"))
        .bytes
        .clone()
}

fn labels(message: &StoredMessage) -> Vec<String> {
    Driver::options(message)
        .into_iter()
        .map(|o| o.label)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_takes_back_a_take_and_the_table_is_as_it_was() {
    let (h, first) = sintra().await;
    assert!(!has_undo(&first), "nothing to take back yet");
    let mover = user(Driver::movers(&first)[0]);
    // Taking glass leaves the placement to choose: the same turn, nothing drawn.
    let mut driver = Driver::new(vec![ALICE, BOB], 3);
    assert!(driver.act(&h, &|_| 0).await);
    let taken = Driver::table(&h).expect("a live table");
    assert_eq!(Driver::movers(&taken), vec![mover.id]);
    assert!(has_undo(&taken), "{:?}", taken.custom_ids());
    let undo = control_id(&taken, "g:u");
    let ch = h.fake.channel();
    let undone = h.fake.click(&ch, &mover, taken.id, &undo).await;
    assert_update(&undone);
    // One message a turn: the take and its undo were both shown on the first table message,
    // which is again the first table under the turn's log lines: the same choices, the same
    // pictures to the byte (the palaces too: no last move is marked on them again).
    assert_eq!(taken.id, first.id, "the take was shown in place");
    let back = h.message(first.id);
    assert!(
        back.content
            .contains(&format!("**{}** took back a move", mover.name)),
        "{}",
        back.content
    );
    assert_eq!(Driver::movers(&back), vec![mover.id]);
    assert_eq!(labels(&back), labels(&first));
    assert!(!has_undo(&back));
    assert!(picture(&back, "table.png") == picture(&first, "table.png"));
    assert!(picture(&back, "players.png") == picture(&first, "players.png"));
    // The game goes on from there.
    assert!(driver.act(&h, &|_| 0).await);
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_by_anybody_else_is_refused_and_changes_nothing() {
    let (h, first) = sintra().await;
    let mover = user(Driver::movers(&first)[0]);
    let other = if mover.id == ALICE.id { BOB } else { ALICE };
    let mut driver = Driver::new(vec![ALICE, BOB], 3);
    assert!(driver.act(&h, &|_| 0).await);
    let taken = Driver::table(&h).expect("a live table");
    let undo = control_id(&taken, "g:u");
    let ch = h.fake.channel();
    let messages = public_messages(&h);
    for stranger in [&other, &EVE] {
        assert_private(
            &h.fake.click(&ch, stranger, taken.id, &undo).await,
            &format!("Only **{}** can take back their own move", mover.name),
        );
    }
    let after = h.message(taken.id);
    assert_eq!(after.edit_count, taken.edit_count);
    assert_eq!(after.content, taken.content);
    assert_eq!(public_messages(&h), messages);
    // The mover still can.
    assert_update(&h.fake.click(&ch, &mover, taken.id, &undo).await);
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_from_a_stale_message_is_refused_and_changes_nothing() {
    let (h, _) = sintra().await;
    let mut driver = Driver::new(vec![ALICE, BOB], 3);
    assert!(driver.act(&h, &|_| 0).await);
    let taken = Driver::table(&h).expect("a live table");
    let mover = user(Driver::movers(&taken)[0]);
    let undo = control_id(&taken, "g:u");
    let ch = h.fake.channel();
    // Placing the glass ends the turn: the take stands now.
    assert!(driver.act(&h, &|_| 0).await);
    let placed = Driver::table(&h).expect("a live table");
    assert_ne!(Driver::movers(&placed), vec![mover.id]);
    let messages = public_messages(&h);
    let stale = h
        .send_raw(button_click(&ch, &mover, &taken.to_json(), &undo))
        .await;
    assert_private(&stale, "can no longer be taken back");
    assert_eq!(public_messages(&h), messages);
    assert_eq!(h.message(placed.id).edit_count, placed.edit_count);
    // An Undo pressed twice: the second press finds the move already taken back.
    assert!(driver.act(&h, &|_| 0).await);
    let taken = Driver::table(&h).expect("a live table");
    let mover = user(Driver::movers(&taken)[0]);
    let undo = control_id(&taken, "g:u");
    assert_update(&h.fake.click(&ch, &mover, taken.id, &undo).await);
    let again = h
        .send_raw(button_click(&ch, &mover, &taken.to_json(), &undo))
        .await;
    assert_private(&again, "can no longer be taken back");
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_in_the_uzory_panel_takes_back_a_placement() {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", "1")]).await;
    let (_, table) = h
        .seat_two_and_start(&ALICE, &BOB, "uzory", vec![("players", json!(2))])
        .await;
    let mover = user(Driver::movers(&table)[0]);
    let first = Driver::open_panel(&h, &mover, &table).await;
    let place = labels(&first);
    assert!(!has_undo(&first));
    // Place a tile step by step: the panel then asks for the discard and offers Undo.
    let mut panel = first.clone();
    for _ in 0..5 {
        let option = Driver::options(&panel)[0].clone();
        Driver::choose(&h, &mover, &panel, &option).await;
        panel = h.message(panel.id);
        if has_undo(&panel) {
            break;
        }
    }
    assert!(has_undo(&panel), "{:?}", panel.content);
    // The same person goes on deciding: the table is redrawn in place (one message a turn).
    let live = h.message(table.id);
    assert!(has_undo(&live), "the table offers Undo too");
    let ch = h.fake.channel();
    let undo = control_id(&panel, "g:u");
    assert_update(&h.fake.click(&ch, &mover, panel.id, &undo).await);
    // The panel asks for the placement again, and the table says what happened.
    assert_eq!(labels(&h.message(panel.id)), place);
    let again = h.message(live.id);
    assert!(
        again.content.contains("took back a move"),
        "{}",
        again.content
    );
    assert_eq!(Driver::movers(&again), vec![mover.id]);
    assert!(!has_undo(&again));
    h.assert_no_failed_requests();
}

/// The `<t:…>` stamp of the turn deadline a table message shows.
fn deadline(message: &StoredMessage) -> String {
    let text = &message.content;
    let start = text
        .find("<t:")
        .unwrap_or_else(|| panic!("no deadline in {text}"));
    let end = start + text[start..].find('>').expect("a closed stamp");
    text[start..=end].to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_leaves_the_turn_clock_running() {
    let dir = tempfile::tempdir().expect("temp dir");
    let clock = dir.path().join("clock");
    std::fs::write(&clock, "0").expect("clock file");
    let clock_text = clock.display().to_string();
    let h = Harness::start_with_env(&[
        ("VITRAIL_SEED", "21"),
        ("VITRAIL_CLOCK_OFFSET_FILE", clock_text.as_str()),
    ])
    .await;
    let options = vec![
        ("variant", json!(1)),
        ("players", json!(2)),
        // 2 minutes a turn.
        ("timer", json!(1)),
    ];
    h.seat_two_and_start(&ALICE, &BOB, "azul", options).await;
    let mut driver = Driver::new(vec![ALICE, BOB], 3);
    assert!(driver.act(&h, &|_| 0).await);
    let taken = Driver::table(&h).expect("a live table");
    let mover = user(Driver::movers(&taken)[0]);
    // A minute later the mover takes the move back: the deadline stays where it was.
    std::fs::write(&clock, "60").expect("clock file");
    let ch = h.fake.channel();
    let undo = control_id(&taken, "g:u");
    assert_update(&h.fake.click(&ch, &mover, taken.id, &undo).await);
    // Redrawn in place: the same turn goes on.
    let back = h.message(taken.id);
    assert_eq!(deadline(&back), deadline(&taken));
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_takes_back_a_summer_pavilion_pass_before_keeping() {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", "11")]).await;
    let options = vec![("variant", json!(0)), ("players", json!(2))];
    h.seat_two_and_start(&ALICE, &BOB, "azul", options).await;
    let mut driver = Driver::new(vec![ALICE, BOB], 7);
    let prefer = |label: &str| i32::from(label.starts_with("Pass"));
    loop {
        let before = Driver::wait_for_people(&h).await.expect("the game goes on");
        assert!(driver.act(&h, &prefer).await);
        let passed = driver.clicked.last().is_some_and(|l| l.starts_with("Pass"));
        let keeping = Driver::table(&h).expect("a live table");
        if !passed {
            continue;
        }
        // A pass with tiles in hand asks which to keep, and may still be taken back.
        assert!(has_undo(&keeping), "{:?}", keeping.custom_ids());
        let mover = user(Driver::movers(&keeping)[0]);
        let ch = h.fake.channel();
        let undo = control_id(&keeping, "g:u");
        assert_update(&h.fake.click(&ch, &mover, keeping.id, &undo).await);
        // Redrawn in place: the same turn goes on.
        let back = h.message(keeping.id);
        assert_eq!(labels(&back), labels(&before));
        for name in ["table.png", "players.png"] {
            assert!(
                picture(&back, name) == picture(&before, name),
                "{name} differs"
            );
        }
        break;
    }
    h.assert_no_failed_requests();
}
