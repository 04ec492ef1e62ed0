//! When Discord says no: the fake Discord refuses, rate-limits, loses and delays calls, takes
//! permissions away and deletes messages and channels, and the bot loses no stored move and
//! strands no game. `cargo test --test e2e fault` runs the fault tests, `… permission` the
//! permission tests.

use std::time::Duration;

use crate::support::bot_process::Link;
use crate::support::faults::{Fault, Route, Rule};
use crate::support::harness::{Harness, MESSAGE, RESPONSE, UPDATE};
use crate::support::interactions::{perms, BOT_PERMISSIONS};
use crate::support::table_driver::{game_payload, version, Driver};
use crate::support::{RecordedRequest, StoredMessage, TestUser};
use serde_json::json;

const ALICE: TestUser = TestUser::new(1_180_000_000_000_024_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_024_002, "bob", "en-US");
const OLEH: TestUser = TestUser::new(1_180_000_000_000_024_003, "oleh", "uk");

/// Quick retries and short waits, so the tests do not wait for production's patience.
const QUICK: [(&str, &str); 4] = [
    ("VITRAIL_SEED", "4"),
    ("VITRAIL_REPOST_AFTER_MS", "200"),
    ("VITRAIL_REST_TIMEOUT_MS", "700"),
    ("VITRAIL_TIMER_TICK_MS", "50"),
];

async fn start(extra: &[(&str, &str)]) -> Harness {
    let mut env = QUICK.to_vec();
    env.extend_from_slice(extra);
    Harness::start_with_env(&env).await
}

/// The bot as in production: `https://discord.com` through the fake as an HTTPS proxy, with
/// serenity's rate limiter on. Its REST timeout outlasts the rate limits the tests give, as
/// production's 10 s outlasts Discord's usual ones.
async fn start_rate_limited(extra: &[(&str, &str)]) -> Harness {
    let mut env = QUICK.to_vec();
    env.push(("VITRAIL_REST_TIMEOUT_MS", "4000"));
    env.extend_from_slice(extra);
    let h = Harness::start_linked(&env, Link::Tunnel).await;
    let (tunnels, refused) = h.fake.tunnels();
    assert!(tunnels >= 1, "no CONNECT tunnel\n{}", h.bot.log());
    assert!(refused.is_empty(), "tunnels asked elsewhere: {refused:?}");
    h
}

/// Every REST call came through the tunnel: nothing bypassed the limiter's path.
fn assert_all_tunnelled(h: &Harness) {
    let direct: Vec<String> = h
        .fake
        .requests()
        .iter()
        .filter(|r| !r.tunnelled)
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(direct.is_empty(), "not through the tunnel: {direct:?}");
}

/// How long after a refused post the next post to the same channel came.
fn waits_after_refusals(tried: &[RecordedRequest]) -> Vec<Duration> {
    tried
        .windows(2)
        .filter(|pair| pair[0].status == 429)
        .map(|pair| pair[1].at.saturating_sub(pair[0].at))
        .collect()
}

/// A two-person Summer Pavilion game, started; its first table.
async fn two_people(h: &Harness) -> StoredMessage {
    let options = vec![("variant", json!(0)), ("players", json!(2))];
    h.seat_two_and_start(&ALICE, &BOB, "azul", options).await.1
}

/// A Summer Pavilion game of Alice against an easy computer, started.
async fn against_a_computer(h: &Harness) {
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![("variant", json!(0)), ("players", json!(2))],
        )
        .await;
    assert_eq!(
        h.computers(&ALICE, lobby.id, "add-e").await.answer_type(),
        Some(UPDATE)
    );
    assert_eq!(
        h.click(&ALICE, lobby.id, "ls").await.answer_type(),
        Some(UPDATE)
    );
}

fn person(id: u64) -> TestUser {
    [ALICE, BOB]
        .into_iter()
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("{id} is not playing"))
}

/// Plays one move for whoever the table pings, taking the first choice each time; returns the
/// last click's answer (an update once the move went through and its table was posted).
async fn one_move(h: &Harness, table: &StoredMessage) -> RecordedRequest {
    let mover = person(*Driver::movers(table).first().expect("somebody to move"));
    let in_panel = table.custom_ids().iter().any(|id| id.ends_with(":g:t"));
    let message = if in_panel {
        Driver::open_panel(h, &mover, table).await
    } else {
        table.clone()
    };
    finish_move(h, &mover, message, in_panel).await
}

/// Clicks `mover`'s first choice on `message` until the move is made (see [`one_move`]).
async fn finish_move(
    h: &Harness,
    mover: &TestUser,
    mut message: StoredMessage,
    in_panel: bool,
) -> RecordedRequest {
    let ch = h.fake.channel();
    loop {
        let drawn_at = version(&message);
        let options = Driver::options(&message);
        let pick = options.first().expect("something to choose");
        let answer = match &pick.value {
            None => {
                h.fake
                    .try_click(&ch, mover, message.id, &pick.custom_id)
                    .await
            }
            Some(value) => {
                let values = vec![value.clone()];
                h.fake
                    .try_select(&ch, mover, message.id, &pick.custom_id, values)
                    .await
            }
        }
        .unwrap_or_else(|e| panic!("{e}\n{}", h.bot.log()))
        .1;
        if answer.answer_type() != Some(UPDATE) {
            return answer;
        }
        message = h.message(message.id);
        // The table shrinks once somebody new must act, or is redrawn in place at the game's
        // next version (one message a turn).
        let done = if in_panel {
            message.content.contains("Done")
        } else {
            message.custom_ids().is_empty() || version(&message) != drawn_at
        };
        if done {
            return answer;
        }
    }
}

/// Public table messages showing the game at `moves`.
fn tables_at(h: &Harness, moves_now: u64) -> usize {
    let ch = h.fake.channel();
    h.fake
        .channel_messages(ch.channel_id)
        .iter()
        .filter(|m| !m.ephemeral && version(m) == Some(moves_now))
        .count()
}

/// Posts of new public messages (to the test channel, or as a click's follow-up), with the
/// fault each met.
fn posts(h: &Harness, since: usize) -> Vec<RecordedRequest> {
    let path = format!("/api/v10/channels/{}/messages", h.fake.channel().channel_id);
    h.fake
        .requests_since(since)
        .into_iter()
        .filter(|r| {
            r.method == "POST"
                && (r.path == path
                    || Route::of_request(&r.method, &r.path)
                        .is_some_and(|(on, _)| on == Route::Followup))
                && !r.is_ephemeral()
        })
        .collect()
}

fn assert_private_text(answer: &RecordedRequest, needle: &str, h: &Harness) {
    assert_eq!(
        answer.answer_type().or(answer.callback_type()),
        Some(MESSAGE),
        "{}",
        answer.text()
    );
    assert!(answer.is_ephemeral(), "told privately: {}", answer.text());
    assert!(
        answer.text().contains(needle),
        "expected {needle:?} in {:?}\n{}",
        answer.text(),
        h.bot.log()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_rate_limits_and_5xx_on_a_table_post_are_retried_and_post_it_once() {
    let h = start(&[]).await;
    let table = two_people(&h).await;
    let before = version(&table).expect("a table");
    let mark = h.fake.mark();
    h.fake.inject(Rule::times(
        Route::Post,
        Fault::RateLimited {
            retry_after_ms: 100,
            global: true,
        },
        1,
    ));
    h.fake
        .inject(Rule::times(Route::Post, Fault::ServerError(503), 1));
    let answer = one_move(&h, &table).await;
    assert_eq!(answer.answer_type(), Some(UPDATE), "{}", answer.text());
    let next = h.next_table(table.id).await;
    let now = version(&next).expect("the next table");
    assert!(now > before);
    let tried = posts(&h, mark);
    assert_eq!(
        tried.iter().filter(|r| r.fault.is_some()).count(),
        2,
        "{}",
        h.fake.request_summary()
    );
    assert_eq!(tried.last().map(|r| r.status), Some(200));
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(tables_at(&h, now), 1, "posted once");
}

/// The e2e bot reaches the fake through `api_proxy`, as a bot behind a rate-limiting proxy
/// does: serenity's own limiter is off there, and the 429's `retry_after` is what the bot
/// must wait, not its own shorter pause.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_429s_retry_after_is_waited_out_behind_api_proxy() {
    let h = start(&[]).await;
    let table = two_people(&h).await;
    let mark = h.fake.mark();
    let asked = Duration::from_millis(1_300);
    h.fake.inject(Rule::times(
        Route::Post,
        Fault::RateLimited {
            retry_after_ms: asked.as_millis() as u64,
            global: false,
        },
        1,
    ));
    let answer = one_move(&h, &table).await;
    assert!(answer.status < 300, "{}", h.fake.request_summary());
    h.next_table(table.id).await;
    let tried = posts(&h, mark);
    let refused = tried
        .iter()
        .find(|r| r.fault.is_some())
        .unwrap_or_else(|| panic!("a refused post\n{}", h.fake.request_summary()));
    let again = tried
        .iter()
        .find(|r| r.seq > refused.seq && r.path == refused.path)
        .unwrap_or_else(|| panic!("the post made again\n{}", h.fake.request_summary()));
    assert_eq!(again.status, 200, "{}", h.fake.request_summary());
    let waited = again.at.saturating_sub(refused.at);
    assert!(
        waited >= asked,
        "made again after {waited:?}, asked to wait {asked:?}\n{}",
        h.fake.request_summary()
    );
}

/// Refuses the next calls on `route` with `faults`, in turn, plays one move, and checks that
/// the bot kept trying until the refused call itself (the same interaction's) got through.
async fn one_move_through(h: &Harness, table: &StoredMessage, route: Route, faults: &[Fault]) {
    let mark = h.fake.mark();
    for fault in faults {
        h.fake.inject(Rule::times(route, *fault, 1));
    }
    let answer = one_move(h, table).await;
    assert!(answer.status < 300, "{}", h.fake.request_summary());
    let tried: Vec<RecordedRequest> = h
        .fake
        .requests_since(mark)
        .into_iter()
        .filter(|r| Route::of_request(&r.method, &r.path).is_some_and(|(on, _)| on == route))
        .collect();
    let refused = tried.iter().filter(|r| r.fault.is_some()).count();
    assert_eq!(refused, faults.len(), "{}", h.fake.request_summary());
    let first = tried.first().and_then(|r| r.token());
    let through = tried.iter().find(|r| r.fault.is_none() && r.status < 300);
    assert_eq!(
        through.and_then(|r| r.token()),
        first,
        "the refused call itself got through\n{}",
        h.fake.request_summary()
    );
}

/// A command's answer is a lobby, with its Join button (not a refusal or a "busy").
fn assert_a_lobby(h: &Harness, lobby: &RecordedRequest) {
    assert!(
        lobby.custom_ids().iter().any(|id| id.ends_with(":lj")),
        "the lobby, with its Join button: {}\n{}",
        lobby.text(),
        h.fake.request_summary()
    );
}

const RATE_LIMITED: Fault = Fault::RateLimited {
    retry_after_ms: 100,
    global: false,
};

/// Discord gives a click's response 3 seconds; three passing faults in a row on it (each
/// about 1 in 20 under the load test's chaos) used to end the bot's tries with time left, and
/// the person saw "This interaction failed".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_clicks_response_refused_three_times_still_gets_through_within_3_s() {
    let h = start(&[]).await;
    let table = two_people(&h).await;
    h.fake
        .set_interaction_deadline(Some(Duration::from_secs(3)));
    let faults = [
        RATE_LIMITED,
        Fault::ServerError(503),
        Fault::ServerError(503),
    ];
    one_move_through(&h, &table, Route::Callback, &faults).await;
}

/// A command's response has the same 3 seconds: three passing faults in a row on the lobby
/// `/azul start` posts still leave time for a fourth try.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_commands_response_refused_three_times_still_gets_through_within_3_s() {
    let h = start(&[]).await;
    h.fake
        .set_interaction_deadline(Some(Duration::from_secs(3)));
    let mark = h.fake.mark();
    for fault in [
        RATE_LIMITED,
        Fault::ServerError(500),
        Fault::ServerError(503),
    ] {
        h.fake.inject(Rule::times(Route::Callback, fault, 1));
    }
    let options = vec![("variant", json!(0)), ("players", json!(2))];
    let (_, lobby) = h
        .fake
        .try_run_command(&h.fake.channel(), &ALICE, "azul", Some("start"), options)
        .await
        .unwrap_or_else(|e| panic!("{e}\n{}", h.fake.request_summary()));
    assert_a_lobby(&h, &lobby);
    let refused = h
        .fake
        .requests_since(mark)
        .iter()
        .filter(|r| r.fault.is_some())
        .count();
    assert_eq!(refused, 3, "{}", h.fake.request_summary());
}

/// A lobby Discord never showed is withdrawn: the channel is free for the host's next try (one
/// game a channel), not held by a lobby nobody can see or join.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_lobby_discord_never_showed_leaves_the_channel_free() {
    let h = start(&[]).await;
    h.fake
        .inject(Rule::always(Route::Callback, Fault::ServerError(503)));
    let options = || vec![("variant", json!(0)), ("players", json!(2))];
    let ch = h.fake.channel();
    let refused = h
        .fake
        .try_run_command(&ch, &ALICE, "azul", Some("start"), options())
        .await;
    assert!(refused.is_err(), "no lobby while Discord refuses");
    h.fake.clear_faults();
    let (_, lobby) = h
        .fake
        .try_run_command(&ch, &ALICE, "azul", Some("start"), options())
        .await
        .unwrap_or_else(|e| panic!("{e}\n{}", h.bot.log()));
    assert_a_lobby(&h, &lobby);
}

/// Once a click is acknowledged its answer (an edit of the clicked message) has 15 minutes; three
/// passing faults in a row on it used to leave the clicked message as it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_an_answer_edit_refused_four_times_after_the_acknowledgement_still_comes() {
    // Every click is acknowledged first, so each answer is an edit of the clicked message.
    let h = start(&[("VITRAIL_ACKNOWLEDGE_AFTER_MS", "0")]).await;
    let table = two_people(&h).await;
    let faults = [
        Fault::ServerError(500),
        Fault::ServerError(500),
        RATE_LIMITED,
        Fault::ServerError(503),
    ];
    one_move_through(&h, &table, Route::AnswerEdit, &faults).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_an_outage_holds_the_table_and_the_game_goes_on_when_discord_answers() {
    let h = start(&[]).await;
    let table = two_people(&h).await;
    let before = version(&table).expect("a table");
    h.fake
        .inject(Rule::always(Route::Post, Fault::ServerError(502)));
    let last_before = h
        .fake
        .last_message_id(h.fake.channel().channel_id)
        .unwrap_or(0);
    // The move is stored, and its maker told privately why the table waits.
    let answer = one_move(&h, &table).await;
    assert_private_text(&answer, "Your move is saved", &h);
    // A click meanwhile on the old table is told the same, never left unanswered.
    let old = Driver::table(&h).expect("the old table keeps its buttons");
    assert!(old.id <= last_before, "no new table while Discord refuses");
    let other = person(*Driver::movers(&old).first().expect("pinged"));
    let ids = old.custom_ids();
    let control = ids
        .iter()
        .find(|id| game_payload(id).is_some())
        .expect("a control");
    let (_, meanwhile) = h
        .fake
        .try_click(&h.fake.channel(), &other, old.id, control)
        .await
        .expect("answered");
    assert_private_text(&meanwhile, "Discord", &h);
    // Discord answers again: the current table comes back once, pinging who must move.
    h.fake.clear_faults();
    let next = h.next_table(last_before).await;
    let now = version(&next).expect("the current table");
    assert!(now > before, "the stored move shows");
    assert!(!Driver::movers(&next).is_empty(), "the ping is not lost");
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(tables_at(&h, now), 1, "posted once");
    // And the next move's post works as usual.
    let answer = one_move(&h, &next).await;
    assert_eq!(answer.answer_type(), Some(UPDATE), "{}", answer.text());
    h.next_table(next.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_held_table_is_posted_after_a_restart() {
    let mut h = start(&[]).await;
    let table = two_people(&h).await;
    let before = version(&table).expect("a table");
    h.fake
        .inject(Rule::always(Route::Post, Fault::ServerError(503)));
    let last_before = h
        .fake
        .last_message_id(h.fake.channel().channel_id)
        .unwrap_or(0);
    let answer = one_move(&h, &table).await;
    assert_private_text(&answer, "Your move is saved", &h);
    // The bot is killed while the table waits, and comes back to a Discord that answers.
    h.restart().await;
    h.fake.clear_faults();
    let next = h.next_table(last_before).await;
    assert!(version(&next).expect("the current table") > before);
    assert!(!Driver::movers(&next).is_empty(), "the ping is not lost");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(tables_at(&h, version(&next).unwrap_or(0)), 1, "posted once");
    let answer = one_move(&h, &next).await;
    assert_eq!(answer.answer_type(), Some(UPDATE), "{}", answer.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_slow_answer_past_the_timeout_does_not_post_the_table_twice() {
    let h = start(&[]).await;
    let table = two_people(&h).await;
    let mark = h.fake.mark();
    // The click's follow-up is refused, so the table goes to the channel, whose first answer
    // comes after the bot stopped waiting.
    h.fake
        .inject(Rule::always(Route::Followup, Fault::ServerError(503)));
    h.fake.inject(Rule::times(
        Route::PostMessage,
        Fault::Slow { delay_ms: 1_500 },
        1,
    ));
    let answer = one_move(&h, &table).await;
    assert_eq!(answer.answer_type(), Some(UPDATE), "{}", answer.text());
    let next = h.next_table(table.id).await;
    let path = format!("/api/v10/channels/{}/messages", h.fake.channel().channel_id);
    let tried = posts(&h, mark);
    assert!(
        tried.iter().filter(|r| r.path == path).count() >= 2,
        "tried again: {}",
        h.fake.request_summary()
    );
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert_eq!(
        tables_at(&h, version(&next).expect("a table")),
        1,
        "the repeat carries the same nonce: one table"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_deleted_table_message_is_posted_again_by_game_show() {
    let h = start(&[]).await;
    let table = two_people(&h).await;
    h.fake.delete_message(table.id);
    let ch = h.fake.channel();
    let (_, shown) = h
        .fake
        .run_command(&ch, &BOB, "game", Some("show"), vec![])
        .await;
    assert!(shown.text().contains("posted below"), "{}", shown.text());
    let again = h.next_table(table.id).await;
    assert_eq!(version(&again), version(&table));
    assert!(!Driver::movers(&again).is_empty(), "pings who must move");
    // The next move's post works as usual.
    let answer = one_move(&h, &again).await;
    assert_eq!(answer.answer_type(), Some(UPDATE), "{}", answer.text());
    h.next_table(again.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_edits_refused_with_30046_leave_the_old_table_and_post_anew() {
    let h = start(&[]).await;
    // Against a computer: its moves shrink the old table by an edit, which Discord refuses.
    against_a_computer(&h).await;
    h.fake.inject(Rule::always(Route::Edit, Fault::EditLimit));
    for _ in 0..3 {
        let table = Driver::wait_for_people(&h).await.expect("Alice's turn");
        let answer = one_move(&h, &table).await;
        assert_eq!(answer.answer_type(), Some(UPDATE), "{}", answer.text());
        // Each move's table is a new post, whatever became of the old one.
        h.next_table(table.id).await;
    }
    assert!(
        h.fake.faults_given().contains(&Fault::EditLimit),
        "{}",
        h.fake.request_summary()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_an_answer_edit_refused_with_30046_comes_privately_instead() {
    // Every click is acknowledged first, so each answer is an edit of the clicked message.
    let h = start(&[("VITRAIL_ACKNOWLEDGE_AFTER_MS", "0")]).await;
    let table = two_people(&h).await;
    let before = version(&table).expect("a table");
    assert!(
        !table.custom_ids().iter().any(|id| id.ends_with(":g:t")),
        "the first step is on the public table"
    );
    let mover = person(*Driver::movers(&table).first().expect("pinged"));
    h.fake
        .inject(Rule::always(Route::AnswerEdit, Fault::EditLimit));
    // One step on the public table: Discord refuses its redraw, so the clicker gets the
    // step privately, with its buttons.
    let ch = h.fake.channel();
    let pick = Driver::options(&table).first().cloned().expect("a choice");
    let (_, answer) = match &pick.value {
        None => {
            h.fake
                .try_click(&ch, &mover, table.id, &pick.custom_id)
                .await
        }
        Some(value) => {
            let values = vec![value.clone()];
            h.fake
                .try_select(&ch, &mover, table.id, &pick.custom_id, values)
                .await
        }
    }
    .unwrap_or_else(|e| panic!("{e}\n{}", h.bot.log()));
    assert!(
        h.fake.faults_given().contains(&Fault::EditLimit),
        "the edit was tried: {}",
        h.fake.request_summary()
    );
    assert_eq!(answer.answer_type(), Some(MESSAGE), "{}", answer.text());
    assert!(answer.is_ephemeral(), "privately: {}", answer.text());
    assert!(
        answer
            .custom_ids()
            .iter()
            .any(|id| game_payload(id).is_some()),
        "the next step's buttons: {}",
        answer.text()
    );
    // Edits are taken again: the move is finished from the private copy.
    h.fake.clear_faults();
    let copy = answer
        .response
        .as_ref()
        .and_then(|r| r["id"].as_str())
        .and_then(|id| id.parse().ok())
        .map(|id| h.message(id))
        .expect("the private copy");
    let done = finish_move(&h, &mover, copy, false).await;
    assert_eq!(done.answer_type(), Some(UPDATE), "{}", done.text());
    let next = h.next_table(table.id).await;
    assert!(version(&next).expect("the next table") > before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_deleted_channel_pauses_then_cancels_the_game_and_tells_its_people() {
    let h = start(&[("VITRAIL_CHANNEL_GONE_CANCEL_AFTER_S", "1")]).await;
    let table = two_people(&h).await;
    let ch = h.fake.channel();
    h.fake.delete_channel(ch.channel_id).expect("deleted");
    let bot = h.fake.bot_user_id();
    let told = |m: &StoredMessage| {
        m.guild_id.is_none() && m.author_id == bot && m.content.contains("was cancelled")
    };
    h.fake
        .wait_for_message(told, RESPONSE)
        .await
        .unwrap_or_else(|e| panic!("nobody told: {e}\n{}", h.bot.log()));
    let deadline = std::time::Instant::now() + RESPONSE;
    while h.fake.messages().iter().filter(|m| told(m)).count() < 2 {
        assert!(std::time::Instant::now() < deadline, "{}", h.bot.log());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let dms = h
        .fake
        .requests()
        .iter()
        .filter(|r| r.path.ends_with("/users/@me/channels"))
        .count();
    assert_eq!(dms, 2, "each player told once");
    assert!(version(&table).is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_lobby_in_a_deleted_channel_is_cancelled_and_its_people_told() {
    let mut h = start(&[("VITRAIL_CHANNEL_GONE_CANCEL_AFTER_S", "1")]).await;
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![("variant", json!(0)), ("players", json!(3))],
        )
        .await;
    assert_eq!(
        h.click(&BOB, lobby.id, "lj").await.answer_type(),
        Some(UPDATE)
    );
    let ch = h.fake.channel();
    h.fake.delete_channel(ch.channel_id).expect("deleted");
    let bot = h.fake.bot_user_id();
    let told = |m: &StoredMessage| {
        m.guild_id.is_none() && m.author_id == bot && m.content.contains("was cancelled")
    };
    let deadline = std::time::Instant::now() + RESPONSE;
    while h.fake.messages().iter().filter(|m| told(m)).count() < 2 {
        assert!(
            std::time::Instant::now() < deadline,
            "both seated people are told\n{}",
            h.bot.log()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Cancelled once: nobody is told twice, and the store holds no active game.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(h.fake.messages().iter().filter(|m| told(m)).count(), 2);
    h.bot.kill();
    let store = vitrail::store::Store::open(&h.data).expect("open store");
    assert_eq!(store.live_games_now().expect("active games"), vec![]);
    assert_eq!(
        store.game_count().expect("count"),
        1,
        "the lobby's record is kept, cancelled"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn permission_missing_at_a_lobby_are_named_to_its_host_before_anybody_joins() {
    let h = start(&[]).await;
    let ch = h.fake.channel();
    h.fake.set_bot_permissions(
        ch.channel_id,
        BOT_PERMISSIONS & !perms::ATTACH_FILES & !perms::EMBED_LINKS,
    );
    for (user, words) in [
        (ALICE, ["Attach Files", "Embed Links"]),
        (OLEH, ["Прикріплювати файли", "Вбудовувати посилання"]),
    ] {
        let (id, lobby) = h
            .fake
            .run_command(&ch, &user, "uzory", Some("start"), vec![])
            .await;
        assert_a_lobby(&h, &lobby);
        let told = h
            .fake
            .wait_for_message(
                |m| m.interaction_id == Some(id) && m.ephemeral && m.visible_to == Some(user.id),
                RESPONSE,
            )
            .await
            .unwrap_or_else(|e| panic!("host not told: {e}\n{}", h.bot.log()));
        for word in words {
            assert!(told.content.contains(word), "{word:?} in {}", told.content);
        }
        assert!(!told.content.contains("Send Messages"), "{}", told.content);
        // One lobby per channel: cancel it for the next language.
        let lobby = h.fake.original_response(id).expect("a lobby");
        h.click(&user, lobby.id, "lx").await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn permission_removed_mid_game_does_not_stop_a_game_played_through_clicks() {
    let h = start(&[]).await;
    let table = two_people(&h).await;
    let ch = h.fake.channel();
    let before = version(&table).expect("a table");
    h.fake
        .set_bot_permissions(ch.channel_id, BOT_PERMISSIONS & !perms::SEND_MESSAGES);
    let mark = h.fake.mark();
    // Interactions need no channel permission: the move's table comes as the click's
    // follow-up, and the game goes on.
    let answer = one_move(&h, &table).await;
    assert_eq!(answer.answer_type(), Some(UPDATE), "{}", answer.text());
    let next = h.next_table(table.id).await;
    assert!(version(&next).expect("a table") > before);
    let answer = one_move(&h, &next).await;
    assert_eq!(answer.answer_type(), Some(UPDATE), "{}", answer.text());
    h.next_table(next.id).await;
    // And nothing was asked of the channel that its permissions refuse (each 403 counts
    // toward Discord's invalid-request limit).
    let refused: Vec<String> = h
        .fake
        .requests_since(mark)
        .iter()
        .filter(|r| r.status == 403)
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(
        refused.is_empty(),
        "{refused:?}\n{}",
        h.fake.request_summary()
    );
}

/// Where the click shows the bot may not post in the channel, a table that cannot go through
/// the click is not tried on the channel either (a sure 403, and each counts toward Discord's
/// invalid-request limit): the game waits, and the mover is told what is missing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_refused_follow_up_is_not_tried_on_a_channel_the_bot_may_not_post_in() {
    let h = start(&[]).await;
    let table = two_people(&h).await;
    let ch = h.fake.channel();
    h.fake
        .set_bot_permissions(ch.channel_id, BOT_PERMISSIONS & !perms::SEND_MESSAGES);
    let mark = h.fake.mark();
    h.fake
        .inject(Rule::times(Route::Followup, Fault::UnknownChannel, 10));
    let answer = one_move(&h, &table).await;
    let channel_posts: Vec<String> = h
        .fake
        .requests_since(mark)
        .iter()
        .filter(|r| {
            r.method == "POST" && r.path == format!("/api/v10/channels/{}/messages", ch.channel_id)
        })
        .map(|r| format!("{} {}", r.status, r.path))
        .collect();
    assert!(
        channel_posts.is_empty(),
        "{channel_posts:?}\n{}",
        h.fake.request_summary()
    );
    let told: Vec<String> = h
        .fake
        .requests_since(mark)
        .iter()
        .map(|r| r.text())
        .filter(|text| text.contains("Send Messages"))
        .collect();
    assert!(
        !told.is_empty(),
        "{}\n{}",
        answer.text(),
        h.fake.request_summary()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_with_the_rate_limiter_on_a_429_is_waited_out_before_its_route_is_tried_again() {
    let h = start_rate_limited(&[]).await;
    let mut table = two_people(&h).await;
    // Per route, then global: serenity's limiter waits `retry_after` (1 s) before trying the
    // route again. Without it the bot's own retry would try again after 0.2 s.
    for global in [false, true] {
        let mark = h.fake.mark();
        let retry_after_ms = 1_000;
        h.fake.inject(Rule::times(
            Route::Post,
            Fault::RateLimited {
                retry_after_ms,
                global,
            },
            1,
        ));
        let answer = one_move(&h, &table).await;
        assert_eq!(answer.answer_type(), Some(UPDATE), "{}", answer.text());
        let next = h.next_table(table.id).await;
        let tried = posts(&h, mark);
        let waits = waits_after_refusals(&tried);
        assert_eq!(waits.len(), 1, "{}", h.fake.request_summary());
        assert!(
            waits[0] >= Duration::from_millis(retry_after_ms),
            "global {global}: tried again after {:?}\n{}",
            waits[0],
            h.fake.request_summary()
        );
        assert_eq!(tried.last().map(|r| r.status), Some(200));
        assert_eq!(
            tables_at(&h, version(&next).expect("a table")),
            1,
            "posted once"
        );
        table = next;
    }
    // The limiter handled both: the bot's own retry policy never saw a 429.
    let log = h.bot.log();
    assert!(!log.contains("status=429"), "{log}");
    assert!(
        log.contains("global=true"),
        "the global wait is logged\n{log}"
    );
    assert_all_tunnelled(&h);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_game_with_the_rate_limiter_on_keeps_within_discords_rate_limits() {
    let h = start_rate_limited(&[]).await;
    // Discord allows a few posts and edits per channel in a window; here one per 0.4 s, which
    // a game against an instant computer would outrun if it talked through the channel.
    let window = Duration::from_millis(400);
    h.fake.limit_route(Route::PostMessage, 1, window);
    h.fake.limit_route(Route::EditMessage, 1, window);
    // Through clicks: a bucket for each click's webhook and route.
    for route in [Route::Followup, Route::TokenEdit, Route::AnswerEdit] {
        h.fake.limit_route(route, 1, window);
    }
    against_a_computer(&h).await;
    let mut driver = Driver::new(vec![ALICE], 24);
    for _ in 0..5 {
        assert!(driver.act(&h, &|_| 0).await, "the game goes on");
    }
    let requests = h.fake.requests();
    let refused: Vec<String> = requests
        .iter()
        .filter(|r| r.over_limit)
        .map(|r| format!("{} {} at {:?}", r.method, r.path, r.at))
        .collect();
    assert!(
        refused.is_empty(),
        "the limiter let calls past Discord's limit: {refused:?}"
    );
    // The game talked through the clicks: the channel's buckets were hardly touched (the
    // limiter's waits are checked by the test above), and no two posts in one bucket came
    // within one window.
    let channel = format!("/api/v10/channels/{}/", h.fake.channel().channel_id);
    let through_channel = requests
        .iter()
        .filter(|r| r.path.starts_with(&channel))
        .count();
    assert!(through_channel <= 1, "{}", h.fake.request_summary());
    let tried = posts(&h, 0);
    assert!(tried.len() >= 5, "{}", h.fake.request_summary());
    // Per bucket: the channel's, or a click's webhook's (its path names its token).
    for pair in tried.windows(2).filter(|pair| pair[0].path == pair[1].path) {
        assert!(
            pair[1].at - pair[0].at >= window,
            "{:?}",
            (pair[0].at, pair[1].at)
        );
    }
    assert_all_tunnelled(&h);
    h.assert_no_failed_requests();
}

/// A token Discord no longer takes (its 15 minutes are over) is let go: the computer's move
/// that would have been posted through it goes to the channel, and later ones do not try it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_a_token_past_its_life_is_let_go_and_the_table_goes_to_the_channel() {
    let h = start(&[("VITRAIL_COMPUTER_PAUSE_MS", "1500")]).await;
    against_a_computer(&h).await;
    let table = Driver::wait_for_people(&h).await.expect("Alice's turn");
    // Tokens live a second here: Alice's click is answered within it, and the computer's
    // move, 1.5 s later, finds her token gone.
    h.fake.set_token_life(Duration::from_secs(1));
    let mark = h.fake.mark();
    let answer = one_move(&h, &table).await;
    assert_eq!(answer.answer_type(), Some(UPDATE), "{}", answer.text());
    let next = Driver::wait_for_people(&h)
        .await
        .expect("Alice's turn again");
    assert!(next.id > table.id, "a new table for the next person to act");
    let requests = h.fake.requests_since(mark);
    // Each token Discord refused was tried once, then let go (on a slow machine Alice's own
    // click may outlive its second too).
    let mut expired: Vec<Option<&str>> = requests
        .iter()
        .filter(|r| r.status == 401 && r.path.starts_with("/api/v10/webhooks/"))
        .map(|r| r.token())
        .collect();
    let tries = expired.len();
    expired.sort_unstable();
    expired.dedup();
    assert_eq!(
        tries,
        expired.len(),
        "one try a token: {}",
        h.fake.request_summary()
    );
    let path = format!("/api/v10/channels/{}/messages", h.fake.channel().channel_id);
    assert!(
        requests
            .iter()
            .any(|r| r.method == "POST" && r.path == path && r.status == 200),
        "posted to the channel: {}",
        h.fake.request_summary()
    );
}
