//! Replays end to end, through the fake Discord: a game of each kind is played to its end, then
//! opened with `/game replay` and the results' Replay button, stepped back to the deal a round
//! at a time and forward to the end; the last picture is the final table. A Sagrada replay
//! never shows a private objective; bad ids, unfinished games and other servers' games are
//! refused privately.

use serde_json::{json, Value};

use crate::hosting::{command, Timed};
use crate::ratings::{game_id, quick_bot, run_out, TIMER_2M};
use crate::support::harness::{assert_update, RESPONSE};
use crate::support::table_driver::Driver;
use crate::support::{StoredMessage, TestUser};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_023_101, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_023_102, "bob", "en-US");

/// The custom id of the viewer button showing `emoji`, if enabled.
fn step(viewer: &StoredMessage, emoji: &str) -> Option<String> {
    fn buttons(value: &Value, out: &mut Vec<Value>) {
        match value {
            Value::Array(items) => items.iter().for_each(|v| buttons(v, out)),
            Value::Object(map) => {
                if map.get("type") == Some(&json!(2)) {
                    out.push(value.clone());
                }
                map.values().for_each(|v| buttons(v, out));
            }
            _ => {}
        }
    }
    let mut all = Vec::new();
    buttons(&Value::Array(viewer.components()), &mut all);
    all.into_iter()
        .find(|b| b["emoji"]["name"] == json!(emoji))
        .filter(|b| b["disabled"] != json!(true))
        .and_then(|b| b["custom_id"].as_str().map(str::to_string))
}

fn picture(message: &StoredMessage) -> Vec<u8> {
    message
        .attachment("table.png")
        .unwrap_or_else(|| panic!("no table picture in {:?}", message.attachment_names()))
        .bytes
        .clone()
}

/// Opens the replay of `id` with `/game replay`.
async fn open(t: &Timed, user: &TestUser, id: &str) -> StoredMessage {
    let ch = t.h.fake.channel();
    let (interaction, _) =
        t.h.fake
            .run_command(&ch, user, "game", Some("replay"), vec![("id", json!(id))])
            .await;
    t.h.fake
        .original_response(interaction)
        .unwrap_or_else(|| panic!("no viewer\n{}", t.h.bot.log()))
}

/// Clicks a viewer button; the viewer is redrawn in place.
async fn press(
    t: &Timed,
    user: &TestUser,
    viewer: &StoredMessage,
    custom_id: &str,
) -> StoredMessage {
    let ch = t.h.fake.channel();
    let (_, answer) =
        t.h.fake
            .try_click(&ch, user, viewer.id, custom_id)
            .await
            .unwrap_or_else(|e| panic!("{e}\n{}", t.h.bot.log()));
    assert_update(&answer);
    t.h.fake.message(viewer.id).expect("the viewer")
}

/// Walks a viewer from the end back to the deal a round at a time, then forward a move, and on
/// to the end a round at a time; returns every text seen and the viewer at the end.
async fn walk(
    t: &Timed,
    user: &TestUser,
    mut viewer: StoredMessage,
) -> (Vec<String>, StoredMessage) {
    let mut seen = vec![viewer.text()];
    let mut guard = 0;
    while let Some(back) = step(&viewer, "⏮") {
        viewer = press(t, user, &viewer, &back).await;
        seen.push(viewer.text());
        guard += 1;
        assert!(guard < 60, "⏮ never reaches the deal");
    }
    assert!(viewer.text().contains("The deal"), "{}", viewer.text());
    assert!(step(&viewer, "◀").is_none(), "nothing before the deal");
    let on = step(&viewer, "▶").expect("a first move");
    viewer = press(t, user, &viewer, &on).await;
    assert!(viewer.text().contains("Move 1 of"), "{}", viewer.text());
    seen.push(viewer.text());
    while let Some(on) = step(&viewer, "⏭") {
        viewer = press(t, user, &viewer, &on).await;
        seen.push(viewer.text());
        guard += 1;
        assert!(guard < 120, "⏭ never reaches the end");
    }
    assert!(step(&viewer, "▶").is_none(), "nothing after the end");
    (seen, viewer)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_of_each_game_kind_stepped_to_the_end_is_the_final_table() {
    let t = quick_bot().await;
    let games: [(&str, Vec<(&str, Value)>); 4] = [
        ("azul", vec![("variant", json!(0))]),
        ("azul", vec![("variant", json!(1))]),
        ("sagrada", vec![]),
        ("uzory", vec![]),
    ];
    let mut clock = 0;
    for (name, mut options) in games {
        options.extend([("players", json!(2)), ("timer", json!(TIMER_2M))]);
        let lobby = t.h.open(&ALICE, name, options).await;
        assert_update(&t.h.computers(&ALICE, lobby.id, "add-e").await);
        assert_update(&t.h.click(&ALICE, lobby.id, "ls").await);
        let table = Driver::wait_table(&t.h).await;
        let (results, now) = run_out(&t, &table, clock).await;
        clock = now;
        let id = game_id(&results);

        let viewer = open(&t, &ALICE, &id).await;
        assert!(viewer.is_ephemeral(), "a replay is private");
        assert!(
            viewer.text().contains(&format!("game `{id}`")),
            "{}",
            viewer.text()
        );
        assert_eq!(
            picture(&viewer),
            picture(&results),
            "{name}: the end as it was"
        );
        let (_, end) = walk(&t, &ALICE, viewer).await;
        assert_eq!(
            picture(&end),
            picture(&results),
            "{name}: stepped to the end"
        );

        // The results' button opens a viewer too, for anybody in the server.
        let ch = t.h.fake.channel();
        let button = results
            .custom_ids()
            .into_iter()
            .find(|c| c.contains(":ro:"))
            .expect("a replay button under the results");
        let (interaction, answer) =
            t.h.fake
                .try_click(&ch, &BOB, results.id, &button)
                .await
                .expect("click");
        assert!(answer.is_ephemeral(), "{}", answer.text());
        let bobs = t.h.fake.original_response(interaction).expect("viewer");
        assert_eq!(picture(&bobs), picture(&results));
        // The next game starts in the same channel.
        tokio::time::sleep(RESPONSE / 10).await;
    }
    t.h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_never_shows_another_seats_private_objective() {
    let t = quick_bot().await;
    let options = vec![("players", json!(2)), ("timer", json!(TIMER_2M))];
    let (_, table) =
        t.h.seat_two_and_start(&ALICE, &BOB, "sagrada", options)
            .await;
    // Each person's secret, as their own "My board" shows it.
    let mut secrets = Vec::new();
    for user in [&ALICE, &BOB] {
        let ch = t.h.fake.channel();
        let id = crate::support::harness::control_id(&table, "g:b");
        let (_, answer) =
            t.h.fake
                .try_click(&ch, user, table.id, &id)
                .await
                .expect("board");
        let text = answer.text();
        let line = text
            .lines()
            .find(|l| l.contains("private objective"))
            .unwrap_or_else(|| panic!("no private objective in {text}"))
            .to_string();
        secrets.push(line);
    }
    let (results, _) = run_out(&t, &table, 0).await;
    let id = game_id(&results);
    let viewer = open(&t, &ALICE, &id).await;
    let (seen, _) = walk(&t, &ALICE, viewer).await;
    for text in &seen {
        for secret in &secrets {
            assert!(
                !text.contains(secret.as_str()),
                "{secret:?} shown in {text}"
            );
            assert!(!text.contains("private objective"), "{text}");
        }
    }
    t.h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_refuses_bad_ids_unfinished_games_and_strangers_servers() {
    let t = quick_bot().await;
    let ch = t.h.fake.channel();
    let bad = command(
        &t.h,
        &ch,
        &ALICE,
        "game",
        Some("replay"),
        vec![("id", json!("NOT AN ID"))],
    )
    .await;
    assert!(bad.is_ephemeral());
    assert!(bad.text().contains("not a game id"), "{}", bad.text());
    let unknown = command(
        &t.h,
        &ch,
        &ALICE,
        "game",
        Some("replay"),
        vec![("id", json!("zzzz"))],
    )
    .await;
    assert!(
        unknown.text().contains("There is no game `zzzz`"),
        "{}",
        unknown.text()
    );

    let lobby = t.h.open(&ALICE, "uzory", vec![("players", json!(2))]).await;
    let id = lobby
        .custom_ids()
        .first()
        .and_then(|c| c.split(':').nth(1).map(str::to_string))
        .expect("the lobby's id");
    let running = command(
        &t.h,
        &ch,
        &ALICE,
        "game",
        Some("replay"),
        vec![("id", json!(id))],
    )
    .await;
    assert!(running.is_ephemeral());
    assert!(
        running.text().contains("has not finished"),
        "{}",
        running.text()
    );
    // A forged replay button of a game that does not exist is refused privately too.
    let forged = vitrail::bot::custom_id::ComponentId::new(
        vitrail::table::GameId(999_999),
        0,
        vitrail::bot::custom_id::ComponentAction::Replay {
            position: 3,
            button: vitrail::bot::custom_id::ReplayButton::On,
        },
    )
    .encode();
    let click = crate::support::interactions::button_click(&ch, &ALICE, &lobby.to_json(), &forged);
    let answer = t.h.send_raw(click).await;
    assert!(answer.is_ephemeral(), "{}", answer.text());
    assert!(
        answer.text().contains("There is no game"),
        "{}",
        answer.text()
    );
    t.h.assert_no_failed_requests();
}
