//! 💡 Hints end to end, one game of each kind: Alice and Bob play with hints allowed by the
//! host; when Alice must decide she asks for a hint, gets privately a legal move with a reason
//! and a button that plays it, plays it, and the game goes on. Then both run out of time and
//! computers finish the game: the results count Alice's hint, and the leaderboard rates Bob
//! but not Alice.

use std::time::Duration;

use serde_json::{json, Value};

use crate::hosting::command;
use crate::ratings::{quick_bot, run_out, TIMER_2M};
use crate::support::harness::{assert_private, assert_update, control_id, Harness, RESPONSE};
use crate::support::table_driver::{version, Driver};
use crate::support::{StoredMessage, TestUser};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_054_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_054_002, "bob", "en-US");

/// Bob moves until Alice is pinged; returns the message she decides on: the table, or her
/// private panel where choices are made privately.
async fn alices_decision(h: &Harness) -> StoredMessage {
    let mut bob = Driver::new(vec![BOB], 54);
    let started = std::time::Instant::now();
    while started.elapsed() < RESPONSE * 20 {
        let table = Driver::wait_for_people(h).await.expect("a live table");
        let movers = Driver::movers(&table);
        if movers.contains(&ALICE.id) {
            let private = table.custom_ids().iter().any(|id| id.ends_with(":g:t"));
            return if private {
                Driver::open_panel(h, &ALICE, &table).await
            } else {
                table
            };
        }
        assert!(
            bob.act(h, &|_| 0).await,
            "the game ended before Alice moved"
        );
    }
    panic!("Alice was never to move\n{}", h.bot.log());
}

/// Plays one game of `command` (`options` pick the game) with hints on.
async fn hint_played_and_counted(command_name: &str, options: Vec<(&str, Value)>, board: i64) {
    let t = quick_bot().await;
    let h = &t.h;
    let mut all = options;
    all.extend([
        ("players", json!(2)),
        ("timer", json!(TIMER_2M)),
        ("hints", json!(true)),
    ]);
    let lobby = h.open(&ALICE, command_name, all).await;
    assert!(lobby.text().contains("Hints: allowed"), "{}", lobby.text());
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    let first = Driver::wait_table(h).await;

    let decision = alices_decision(h).await;
    let drawn_at = version(&Driver::table(h).expect("a table")).expect("a version");
    let ch = h.place();
    // Bob is not to decide: he gets no hint, and nothing is counted.
    let hint_id = control_id(&decision, "g:h");
    if !decision.ephemeral {
        assert_private(
            &h.fake.click(&ch, &BOB, decision.id, &hint_id).await,
            "not your turn",
        );
    }
    let (interaction, _) = h
        .fake
        .try_click(&ch, &ALICE, decision.id, &hint_id)
        .await
        .unwrap_or_else(|e| panic!("{e}\n{}", h.bot.log()));
    // Under load the click is acknowledged first and the hint follows it privately.
    h.fake
        .wait_answer(interaction, Duration::from_secs(30))
        .await
        .unwrap_or_else(|e| panic!("{e}\n{}", h.bot.log()));
    let hint = h
        .fake
        .interaction_messages(interaction)
        .pop()
        .unwrap_or_else(|| panic!("no hint\n{}", h.bot.log()));
    assert!(hint.ephemeral, "a hint is private");
    let text = hint.text();
    assert!(text.contains("💡 **Hint:** "), "{text}");
    let (_, reason) = text
        .split_once(" — ")
        .unwrap_or_else(|| panic!("no reason in {text}"));
    assert!(reason.trim().len() > 10, "{text}");
    assert!(
        text.contains("Hints you have used in this game: 1."),
        "{text}"
    );
    let play = hint
        .custom_ids()
        .into_iter()
        .find(|id| hint.component(id).is_some_and(|c| c["label"] == "Play it"))
        .unwrap_or_else(|| panic!("no Play it button on {text}"));
    // Asking changed nothing at the table: its buttons are still current.
    let table = Driver::table(h).expect("a table");
    assert_eq!(version(&table), Some(drawn_at));

    // The hinted move plays from the hint's own button.
    assert_update(&h.fake.click(&ch, &ALICE, hint.id, &play).await);
    let after = Driver::wait_table(h).await;
    assert!(
        version(&after).is_some_and(|v| v > drawn_at) || after.id != table.id,
        "the hinted move was not played\n{}",
        h.bot.log()
    );

    // `/game log` counts the hint too.
    let log = command(h, &ch, &BOB, "game", Some("log"), vec![]).await;
    assert!(
        log.text()
            .contains(&format!("Hints used: {} 1", ALICE.name)),
        "{}",
        log.text()
    );

    let (results, _) = run_out(&t, &first, 0).await;
    let sheet = results.text();
    assert!(
        sheet.contains(&format!("💡 Hints used: **{}** 1", ALICE.name)),
        "{sheet}"
    );
    assert!(results.attachment("scores.png").is_some());
    if let Ok(dir) = std::env::var("VITRAIL_SHEETS_DIR") {
        // To look at the sheet as a player would (`phone-view.py DIR`).
        let sheet = &results.attachment("scores.png").expect("a sheet").bytes;
        std::fs::write(format!("{dir}/hint-{command_name}-{board}.png"), sheet).expect("write");
    }
    let leaders = command(
        h,
        &ch,
        &BOB,
        "leaderboard",
        None,
        vec![("game", json!(board))],
    )
    .await;
    let text = leaders.text();
    // Alice's game counts in her statistics, but her rating never moved: she has none.
    let (rated, unrated) = text
        .split_once("Not rated yet")
        .unwrap_or_else(|| panic!("Alice is listed as not rated: {text}"));
    assert!(rated.contains(&BOB.mention()), "Bob is rated: {text}");
    assert!(
        !rated.contains(&ALICE.mention()),
        "Alice used a hint: {text}"
    );
    assert!(unrated.contains(&ALICE.mention()), "{text}");
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hint_in_summer_pavilion() {
    hint_played_and_counted("azul", vec![("variant", json!(0))], 0).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hint_in_sintra() {
    hint_played_and_counted("azul", vec![("variant", json!(1))], 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hint_in_sagrada() {
    hint_played_and_counted("sagrada", vec![], 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hint_in_uzory() {
    hint_played_and_counted("uzory", vec![], 3).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hint_in_azul() {
    hint_played_and_counted("azul", vec![("variant", json!(2))], 4).await;
}
