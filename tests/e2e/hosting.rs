//! Hosting features end to end, through the fake Discord: turn timers (time moved forward
//! through the bot's injectable clock, never waited for), leaving and cancelling, coming back,
//! the log, statistics, leaderboards, rematches, help and games in threads.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::support::harness::{assert_private, assert_update, control_id, Harness, RESPONSE};
use crate::support::table_driver::Driver;
use crate::support::{StoredMessage, TestChannel, TestUser};
use serde_json::{json, Value};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_007_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_007_002, "bob", "en-US");
const CAROL: TestUser = TestUser::new(1_180_000_000_000_007_003, "carol", "en-US");

/// Timer choices in the order the command declares them.
const TIMER_2M: i64 = 1;
const ON_TIMEOUT_CANCEL: i64 = 1;

/// A bot whose clock is the system's plus the seconds in a file the test writes.
pub(crate) struct Timed {
    pub(crate) h: Harness,
    clock: PathBuf,
    _dir: tempfile::TempDir,
}

impl Timed {
    pub(crate) async fn start(extra: &[(&str, &str)]) -> Timed {
        let dir = tempfile::tempdir().expect("temp dir");
        let clock = dir.path().join("clock");
        std::fs::write(&clock, "0").expect("clock file");
        let clock_text = clock.display().to_string();
        let mut env = vec![
            // A seed whose Summer Pavilion games are started by the host (seat 0 is drawn).
            ("VITRAIL_SEED", "4"),
            ("VITRAIL_CLOCK_OFFSET_FILE", clock_text.as_str()),
            ("VITRAIL_TIMER_TICK_MS", "50"),
        ];
        env.extend_from_slice(extra);
        let h = Harness::start_with_env(&env).await;
        Timed {
            h,
            clock,
            _dir: dir,
        }
    }

    /// Moves the bot's clock to `secs` after the real time.
    pub(crate) fn advance_to(&self, secs: u64) {
        set_clock(&self.clock, secs);
    }
}

pub(crate) fn set_clock(file: &Path, secs: u64) {
    std::fs::write(file, secs.to_string()).expect("clock file");
}

/// Waits for a public bot message whose text contains `needle`.
pub(crate) async fn wait_public(h: &Harness, needle: &str) -> StoredMessage {
    let bot = h.fake.bot_user_id();
    h.fake
        .wait_for_message(
            |m| !m.ephemeral && m.author_id == bot && m.text().contains(needle),
            RESPONSE,
        )
        .await
        .unwrap_or_else(|e| panic!("no message with {needle:?}: {e}\n{}", h.bot.log()))
}

fn public_with(h: &Harness, needle: &str) -> usize {
    let ch = h.fake.channel();
    h.fake
        .channel_messages(ch.channel_id)
        .iter()
        .filter(|m| !m.ephemeral && m.text().contains(needle))
        .count()
}

/// Opens a two-seat Summer Pavilion lobby with `options`, fills it with `second` (a person) or
/// an easy computer, starts it and returns the first table.
async fn start_game(
    h: &Harness,
    second: Option<&TestUser>,
    options: Vec<(&str, Value)>,
) -> StoredMessage {
    let mut all = vec![("variant", json!(0)), ("players", json!(2))];
    all.extend(options);
    let lobby = h.open(&ALICE, "azul", all).await;
    match second {
        Some(user) => assert_update(&h.click(user, lobby.id, "lj").await),
        None => assert_update(&h.computers(&ALICE, lobby.id, "add-e").await),
    }
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    Driver::wait_table(h).await
}

/// A click on a control of a message as it was drawn earlier (it may have changed since).
fn old_click(ch: &TestChannel, user: &TestUser, message: &StoredMessage, control: &str) -> Value {
    crate::support::interactions::button_click(
        ch,
        user,
        &message.to_json(),
        &control_id(message, control),
    )
}

pub(crate) async fn command(
    h: &Harness,
    ch: &TestChannel,
    user: &TestUser,
    name: &str,
    sub: Option<&str>,
    options: Vec<(&str, Value)>,
) -> crate::support::RecordedRequest {
    h.fake.run_command(ch, user, name, sub, options).await.1
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_late_player_is_reminded_then_stood_in_for_until_they_come_back() {
    // A long computer pause, so the bot can be restarted while a computer is to stand in.
    let mut t = Timed::start(&[("VITRAIL_COMPUTER_PAUSE_MS", "1500")]).await;
    let table = start_game(&t.h, Some(&BOB), vec![("timer", json!(TIMER_2M))]).await;
    assert!(table.text().contains(&ALICE.mention()), "{}", table.text());
    assert!(
        table.text().contains("⏰ Time runs out <t:"),
        "{}",
        table.text()
    );

    // Nothing happens before the deadline.
    t.advance_to(100);
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(public_with(&t.h, "your time is up"), 0);

    // At the deadline: one reminder, pinging Alice, with a minute of grace.
    t.advance_to(121);
    let reminder = wait_public(&t.h, "your time is up").await;
    assert!(
        reminder.text().contains(&ALICE.mention()),
        "{}",
        reminder.text()
    );
    assert!(reminder.text().contains("1 minute"), "{}", reminder.text());
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(public_with(&t.h, "your time is up"), 1, "reminded once");

    // The deadline lives in sled: it acts after a restart.
    t.h.restart().await;
    t.advance_to(182);
    wait_public(&t.h, "**alice** ran out of time").await;
    // The stand-in is resumed after a restart too.
    t.h.restart().await;
    // A computer moves for Alice, and Bob is asked to move.
    let bobs_turn = Driver::wait_for_people(&t.h)
        .await
        .expect("the game goes on");
    assert_eq!(Driver::movers(&bobs_turn), vec![BOB.id]);
    // The new table is posted before the old one shrinks to the computer's move line.
    wait_public(&t.h, "🤖 **alice**").await;

    // Any button of the game brings Alice back.
    let back = t.h.click(&ALICE, bobs_turn.id, "g:b").await;
    assert_private(&back, "Welcome back");
    wait_public(&t.h, "**alice** is back").await;
    // Bob still has his own full time: no reminder for him at this clock.
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(public_with(&t.h, "your time is up"), 1);
    t.h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_may_choose_to_cancel_on_timeout() {
    let t = Timed::start(&[]).await;
    let table = start_game(
        &t.h,
        None,
        vec![
            ("timer", json!(TIMER_2M)),
            ("on_timeout", json!(ON_TIMEOUT_CANCEL)),
        ],
    )
    .await;
    t.advance_to(121);
    let reminder = wait_public(&t.h, "your time is up").await;
    assert!(
        reminder.text().contains("the game will be cancelled"),
        "{}",
        reminder.text()
    );
    t.advance_to(200);
    wait_public(&t.h, "The game is cancelled: **alice** ran out of time").await;
    // The old table lost its buttons; a click that was already on its way is refused.
    // (The last word is posted first, then the old table is retired.)
    t.h.fake
        .wait_for_message(|m| m.id == table.id && m.custom_ids().is_empty(), RESPONSE)
        .await
        .expect("the old table is retired");
    let late =
        t.h.send_raw(old_click(&t.h.fake.channel(), &ALICE, &table, "g:b"))
            .await;
    assert_private(&late, "This game has ended");
    // Cancelled games are kept but not counted.
    let ch = t.h.fake.channel();
    let stats = command(&t.h, &ch, &ALICE, "stats", None, vec![]).await;
    assert!(
        stats.text().contains("has not finished a game"),
        "{}",
        stats.text()
    );
    t.h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_has_a_log_stats_a_leaderboard_and_a_rematch() {
    let t = Timed::start(&[]).await;
    let h = &t.h;
    start_game(h, None, vec![("timer", json!(TIMER_2M))]).await;
    // Alice walks away: computers play her seat and the easy one's to the end.
    t.advance_to(121);
    wait_public(h, "your time is up").await;
    t.advance_to(182);
    wait_public(h, "ran out of time").await;
    let results = h
        .fake
        .wait_for_message(
            // The results message, not the old table whose last log line also says so.
            |m| {
                !m.ephemeral
                    && m.content.contains("game over")
                    && m.button_labels().iter().any(|label| label == "Rematch")
            },
            RESPONSE * 6,
        )
        .await
        .unwrap_or_else(|e| panic!("no results: {e}\n{}", h.bot.log()));
    assert!(results.button_labels().contains(&"Rematch".to_string()));
    assert!(results
        .attachments
        .iter()
        .any(|a| a.filename == "scores.png"));

    let ch = h.fake.channel();
    let log = command(h, &ch, &ALICE, "game", Some("log"), vec![]).await;
    assert!(log.is_ephemeral());
    let text = log.text();
    assert!(text.contains("recent moves"), "{text}");
    assert!(text.contains("🤖 **alice**:"), "{text}");
    assert!(text.contains("earlier"), "{text}");

    let stats = command(h, &ch, &ALICE, "stats", None, vec![]).await;
    assert!(!stats.is_ephemeral());
    assert!(
        stats.text().contains("Azul: Summer Pavilion"),
        "{}",
        stats.text()
    );
    assert!(stats.text().contains("1 game,"), "{}", stats.text());
    let bobs = command(
        h,
        &ch,
        &BOB,
        "stats",
        None,
        vec![("user", json!(ALICE.id.to_string()))],
    );
    assert!(bobs.await.text().contains("1 game,"));
    let board = command(h, &ch, &BOB, "leaderboard", None, vec![("game", json!(0))]).await;
    assert!(
        board
            .text()
            .contains(&format!("**1.** {}", ALICE.mention())),
        "{}",
        board.text()
    );
    let empty = command(h, &ch, &BOB, "leaderboard", None, vec![("game", json!(3))]).await;
    assert!(
        empty.text().contains("Nobody has finished"),
        "{}",
        empty.text()
    );

    // Only a player may ask for the rematch, and only once.
    let stranger = h.click(&CAROL, results.id, "lr").await;
    assert_private(&stranger, "You are not playing");
    let rematch = h.click(&ALICE, results.id, "lr").await;
    assert_private(&rematch, "A rematch has started");
    let table = Driver::wait_table(h).await;
    assert!(table.id > results.id);
    // Whoever is drawn to start: Alice is pinged, or the computer thinks first.
    assert!(
        table.text().contains(&ALICE.mention()) || table.text().contains("is thinking"),
        "{}",
        table.text()
    );
    let again = h.click(&ALICE, results.id, "lr").await;
    assert_private(&again, "already started");
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_in_threads_leaving_and_cancelling() {
    let h = Harness::start_with_env(&[("VITRAIL_SEED", "9")]).await;
    let ch = h.fake.channel();
    let (id, reply) = h
        .fake
        .run_command(
            &ch,
            &ALICE,
            "azul",
            Some("start"),
            vec![("variant", json!(0)), ("thread", json!(true))],
        )
        .await;
    assert!(!reply.is_ephemeral());
    let opened = h.fake.original_response(id).expect("reply").text();
    assert!(opened.contains("is starting in <#"), "{opened}");
    let thread_id: u64 = opened
        .split("<#")
        .nth(1)
        .and_then(|rest| rest.split('>').next())
        .and_then(|n| n.parse().ok())
        .expect("thread mention");
    let thread = TestChannel::thread(ch.guild_id, thread_id, ch.channel_id);
    let lobby = h
        .fake
        .channel_messages(thread_id)
        .into_iter()
        .find(|m| m.text().contains("lobby"))
        .expect("lobby in the thread");
    let click = |user: &TestUser, message: u64, control: &str| {
        let current = h.fake.message(message).expect("message");
        let id = control_id(&current, control);
        let user = *user;
        let fake = &h.fake;
        async move { fake.click(&thread, &user, message, &id).await }
    };
    assert_update(&click(&BOB, lobby.id, "lj").await);
    assert_update(&click(&CAROL, lobby.id, "lj").await);
    assert_update(&click(&ALICE, lobby.id, "ls").await);

    // Another game can start in the channel itself meanwhile.
    let other = h.open(&CAROL, "uzory", vec![]).await;
    assert!(other.text().contains("Uzory — lobby"));

    let leave_lobby = command(&h, &ch, &ALICE, "game", Some("leave"), vec![]).await;
    assert_private(&leave_lobby, "has not started yet");
    let outsider = command(&h, &thread, &BOB, "game", Some("leave"), vec![]).await;
    assert!(outsider.text().contains("You left"), "{}", outsider.text());
    let twice = command(&h, &thread, &BOB, "game", Some("leave"), vec![]).await;
    assert_private(&twice, "You left this game");
    let bot = h.fake.bot_user_id();
    h.fake
        .wait_for_message(
            |m| {
                m.channel_id == thread_id && m.author_id == bot && m.text().contains("**bob** left")
            },
            RESPONSE,
        )
        .await
        .expect("the thread is told");
    let table = h
        .fake
        .channel_messages(thread_id)
        .into_iter()
        .rev()
        .find(|m| !m.ephemeral && m.custom_ids().iter().any(|c| c.contains(":g:")))
        .expect("table in the thread");
    assert_private(&click(&BOB, table.id, "g:b").await, "You left this game");

    let refused = command(&h, &thread, &CAROL, "game", Some("cancel"), vec![]).await;
    assert_private(&refused, "Only the host");
    let log = command(&h, &thread, &CAROL, "game", Some("log"), vec![]).await;
    assert!(log.text().contains("**bob** left"), "{}", log.text());
    let cancelled = command(&h, &thread, &ALICE, "game", Some("cancel"), vec![]).await;
    assert_private(&cancelled, "cancelled by");
    h.fake
        .wait_for_message(
            |m| m.channel_id == thread_id && !m.ephemeral && m.text().contains("was cancelled by"),
            RESPONSE,
        )
        .await
        .expect("the thread is told");
    let late = h.send_raw(old_click(&thread, &ALICE, &table, "g:b")).await;
    assert_private(&late, "This game has ended");
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_explains_in_the_readers_language() {
    let h = Harness::start().await;
    let ch = h.fake.channel();
    let en = command(&h, &ch, &ALICE, "help", None, vec![]).await;
    assert!(en.is_ephemeral());
    assert!(en.text().contains("/azul start"), "{}", en.text());
    let uzory = command(&h, &ch, &ALICE, "help", None, vec![("game", json!(3))]).await;
    assert!(uzory.text().contains("our own design"), "{}", uzory.text());
    let olga = TestUser::new(1_180_000_000_000_007_009, "olga", "ru");
    let ru = command(&h, &ch, &olga, "help", None, vec![("game", json!(1))]).await;
    assert!(ru.text().contains("Синтр"), "{}", ru.text());
    let oksana = TestUser::new(1_180_000_000_000_007_010, "oksana", "uk");
    let uk = command(&h, &ch, &oksana, "help", None, vec![("game", json!(2))]).await;
    assert!(uk.text().contains("Саграда"), "{}", uk.text());
    assert!(
        uk.text().contains('ї') || uk.text().contains('і'),
        "{}",
        uk.text()
    );
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ukrainian_server_plays_in_ukrainian() {
    let h = Harness::start().await;
    let commands = h
        .fake
        .wait_commands_registered(Some(h.fake.guild_id()), RESPONSE)
        .await
        .expect("commands registered");
    let game = commands
        .iter()
        .find(|c| c["name"] == "game")
        .expect("/game");
    assert_eq!(game["name_localizations"]["uk"], "гра");
    assert_eq!(game["options"][0]["name_localizations"]["uk"], "журнал");

    let ch = h.fake.channel().with_guild_locale("uk");
    let oksana = TestUser::new(1_180_000_000_000_007_010, "oksana", "uk");
    let (id, _) = h
        .fake
        .run_command(
            &ch,
            &oksana,
            "uzory",
            Some("start"),
            vec![("timer", json!(2))],
        )
        .await;
    let lobby = h.fake.original_response(id).expect("lobby");
    let text = lobby.text();
    assert!(text.contains("Узори — збір гравців"), "{text}");
    assert!(text.contains("Таймер ходу: 10 хвилин на хід"), "{text}");
    assert!(lobby.button_labels().contains(&"Приєднатися".to_string()));
    // An English-speaking stranger is refused in English, whatever the server speaks.
    let start = control_id(&lobby, "ls");
    let refused = h.fake.click(&ch, &BOB, lobby.id, &start).await;
    assert_private(&refused, "Only the host");
    h.assert_no_failed_requests();
}
