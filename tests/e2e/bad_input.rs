//! Clicks that race, clicks that lie and records that break, through the fake Discord: two
//! clicks on one decision apply once, every malformed, forged or misplaced click gets a private
//! refusal and changes nothing, a click that is slow to work out is acknowledged in time and
//! answered after, a damaged running game is reported and left byte for byte, and a record
//! written by the previous release loads and plays on.

use crate::support::harness::{
    assert_private, assert_update, control_id, Harness, MESSAGE, RESPONSE,
};
use crate::support::interactions::{button_click, select_values};
use crate::support::table_driver::Driver;
use crate::support::{RecordedRequest, StoredMessage, TestChannel, TestUser};
use serde_json::{json, Value};
use vitrail::game::Game;
use vitrail::games::summer_pavilion::SummerPavilion;
use vitrail::store::Store;
use vitrail::table::{from_base36, to_base36, EngineState, GameId, Logged, Phase, SeatResult};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_009_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_009_002, "bob", "en-US");
const CAROL: TestUser = TestUser::new(1_180_000_000_000_009_003, "carol", "en-US");
const DAVE: TestUser = TestUser::new(1_180_000_000_000_009_004, "dave", "en-US");

/// The game and move counter a component id carries.
fn id_parts(custom_id: &str) -> (GameId, u64) {
    let mut parts = custom_id.split(':').skip(1);
    let game = parts.next().and_then(from_base36).expect("game in id");
    let moves = parts.next().and_then(from_base36).expect("moves in id");
    (GameId(game), moves)
}

/// The game and move counter a message's controls were drawn at.
fn drawn_at(message: &StoredMessage) -> (GameId, u64) {
    id_parts(
        message
            .custom_ids()
            .first()
            .expect("a message with controls"),
    )
}

/// Sends every payload at once, without waiting in between, then waits for every answer.
async fn race(h: &Harness, payloads: Vec<Value>) -> Vec<RecordedRequest> {
    let ids: Vec<u64> = payloads
        .into_iter()
        .map(|p| h.fake.send_interaction(p).expect("send interaction"))
        .collect();
    let mut answers = Vec::new();
    for id in ids {
        let answer = h
            .fake
            .wait_answer(id, RESPONSE)
            .await
            .unwrap_or_else(|e| panic!("no answer: {e}\n{}", h.bot.log()));
        answers.push(answer);
    }
    answers
}

/// Of two answers to racing clicks, the one that was applied (an update) and the refused one.
fn one_applied(answers: &[RecordedRequest]) -> (&RecordedRequest, &RecordedRequest) {
    let [a, b] = answers else {
        panic!("two answers expected, got {}", answers.len())
    };
    let updated = |r: &RecordedRequest| r.answer_type() == Some(crate::support::harness::UPDATE);
    let (applied, refused) = match (updated(a), updated(b)) {
        (true, false) => (a, b),
        (false, true) => (b, a),
        _ => panic!(
            "exactly one of two racing clicks applies: {:?} / {:?}",
            a.text(),
            b.text()
        ),
    };
    assert_private(refused, "This message is out of date");
    (applied, refused)
}

/// Everything everybody sees in the channel: public messages with their text, controls and
/// edit counts.
fn public_view(h: &Harness, channel: u64) -> Vec<(u64, String, Vec<String>, u32)> {
    h.fake
        .channel_messages(channel)
        .into_iter()
        .filter(|m| !m.ephemeral)
        .map(|m| (m.id, m.text(), m.custom_ids(), m.edit_count))
        .collect()
}

fn assert_no_panic(h: &Harness) {
    let log = h.bot.log();
    assert!(!log.contains("panicked"), "the bot panicked:\n{log}");
}

/// The options of a two-seat Summer Pavilion lobby.
fn two_seats() -> Vec<(&'static str, Value)> {
    vec![("variant", json!(0)), ("players", json!(2))]
}

/// Alice's two-seat Summer Pavilion lobby.
async fn two_seat_lobby(h: &Harness) -> StoredMessage {
    h.open(&ALICE, "azul", two_seats()).await
}

/// Opens a two-seat Summer Pavilion lobby for Alice and Bob, starts it and returns the table.
async fn two_player_game(h: &Harness) -> StoredMessage {
    h.seat_two_and_start(&ALICE, &BOB, "azul", two_seats())
        .await
        .1
}

/// A click on the first option offered on `message`, as `user`.
fn first_option(ch: &TestChannel, user: &TestUser, message: &StoredMessage) -> Value {
    let option = Driver::options(message)
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("nothing offered on {:?}", message.content));
    match option.value {
        None => button_click(ch, user, &message.to_json(), &option.custom_id),
        Some(value) => select_values(ch, user, &message.to_json(), &option.custom_id, vec![value]),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_clicks_apply_exactly_once() {
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "11")]).await;
    let ch = h.fake.channel();

    // Bob and Carol race for the last seat: one sits down, the other is told the lobby moved on.
    let lobby = two_seat_lobby(&h).await;
    let join = control_id(&lobby, "lj");
    let answers = race(
        &h,
        vec![
            button_click(&ch, &BOB, &lobby.to_json(), &join),
            button_click(&ch, &CAROL, &lobby.to_json(), &join),
        ],
    )
    .await;
    one_applied(&answers);
    let lobby = h.message(lobby.id);
    let text = lobby.text();
    let seated: Vec<&TestUser> = [&BOB, &CAROL]
        .into_iter()
        .filter(|u| text.contains(&u.mention()))
        .collect();
    assert_eq!(seated.len(), 1, "one of them sits down: {text}");
    let second = *seated[0];
    assert_eq!(drawn_at(&lobby).1, 1, "the lobby changed once");

    // The host double-clicks Start: one game starts, with one table.
    let start = control_id(&lobby, "ls");
    let answers = race(
        &h,
        vec![
            button_click(&ch, &ALICE, &lobby.to_json(), &start),
            button_click(&ch, &ALICE, &lobby.to_json(), &start),
        ],
    )
    .await;
    one_applied(&answers);
    let table = Driver::wait_table(&h).await;
    let bot_posts = |h: &Harness| {
        h.fake
            .channel_messages(ch.channel_id)
            .into_iter()
            .filter(|m| !m.ephemeral && m.author_id == h.fake.bot_user_id())
            .count()
    };
    let live_tables = h
        .fake
        .channel_messages(ch.channel_id)
        .into_iter()
        .filter(|m| !m.ephemeral && m.content.contains("your turn"))
        .count();
    assert_eq!(live_tables, 1, "one game started");
    let posts = bot_posts(&h);
    let (game, started_at) = drawn_at(&table);

    // The mover double-clicks every step of a move: menu steps redraw twice, harmlessly; the
    // final choice applies once and the second click is out of date.
    let mover = if Driver::movers(&table) == vec![ALICE.id] {
        ALICE
    } else {
        second
    };
    let mut message = table;
    let mut steps = 0;
    let played = loop {
        // Two interactions (each with its own id and token) for the same option.
        let clicks = vec![
            first_option(&ch, &mover, &message),
            first_option(&ch, &mover, &message),
        ];
        let answers = race(&h, clicks).await;
        let updates = answers
            .iter()
            .filter(|a| a.answer_type() == Some(crate::support::harness::UPDATE))
            .count();
        if updates == 2 {
            // A step of the menu: nothing was played.
            message = h.message(message.id);

            assert_eq!(drawn_at(&message).1, started_at, "a step changes no record");
            steps += 1;
            assert!(steps < 10, "a move never completes");
            continue;
        }
        one_applied(&answers);
        break h.message(message.id);
    };
    assert!(
        played.custom_ids().is_empty(),
        "the played table keeps its log"
    );
    assert_eq!(
        played
            .content
            .matches(&format!("**{}**", mover.name))
            .count(),
        1,
        "one move in the log: {}",
        played.content
    );
    let next = Driver::wait_for_people(&h).await.expect("the game goes on");
    assert_eq!(
        drawn_at(&next),
        (game, started_at + 1),
        "one move was played"
    );
    assert_eq!(bot_posts(&h), posts + 1, "one new table");

    // The store agrees: one move in the history.
    h.bot.kill();
    let store = Store::open(&h.data).expect("open store");
    let record = store.load(game).expect("load").expect("record");
    assert_eq!(record.moves, started_at + 1);
    assert_eq!(record.history.len(), 1, "{:?}", record.history);
    assert_no_panic(&h);
    h.assert_no_failed_requests();
}

/// Component ids that are not ours, or not any more.
fn garbled_ids(game: GameId, moves: u64) -> Vec<String> {
    let g = to_base36(game.0);
    let m = to_base36(moves);
    let mut ids = vec![
        String::new(),
        "v1".into(),
        format!("v1:{g}"),
        format!("v1:{g}:{m}"),
        format!("v2:{g}:{m}:g:b"),
        format!("V1:{g}:{m}:g:b"),
        format!("v0:{g}:{m}:lj"),
        format!("v1:{}:{m}:g:b", g.to_uppercase() + "Z"),
        format!("v1:0{g}:{m}:g:b"),
        format!("v1:-{g}:{m}:g:b"),
        format!("v1:{g}:-1:g:b"),
        format!("v1:{g}:{m}:g:"),
        format!("v1:{g}:{m}:g:b.extra"),
        format!("v1:{g}:{m}:g:c.UPPER"),
        format!("v1:{g}:{m}:g:c..a"),
        format!("v1:{g}:{m}:g:s99.a"),
        format!("v1:{g}:{m}:g:c.toolongtoken"),
        format!("v1:{g}:{m}:g:with space"),
        format!("v1:{g}:{m}:nonsense"),
        format!("v1:{g}:{m}:lj:extra"),
        format!("v1:zzzzzzzzzzzzzz:{m}:g:b"),
        format!("v1:{g}:zzzzzzzzzzzzzz:g:b"),
        format!("v1:{g}:{m}:g:c.{}", "a".repeat(200)),
        format!("v1:{g}:{m}:g:c.a{}", ".a".repeat(60)),
        "\u{0}\u{1}\u{7f}".into(),
        "v1:\u{41f}:\u{1f600}:g:b".into(),
        "azul:start".into(),
    ];
    // Random characters, from a fixed seed.
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for len in [1usize, 7, 30, 99, 100, 101, 300] {
        let text: String = (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let code = match x % 4 {
                    0 => (x >> 8) % 0x80,
                    1 => 0x20 + (x >> 8) % 0x5f,
                    2 => 0xa0 + (x >> 8) % 0x2000,
                    _ => 0x1f300 + (x >> 8) % 0x300,
                };
                char::from_u32(code as u32).unwrap_or('?')
            })
            .collect();
        ids.push(text.clone());
        ids.push(format!("v1:{g}:{m}:{text}"));
    }
    ids
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_is_refused_privately_and_changes_nothing() {
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "12")]).await;
    let ch = h.fake.channel();
    let table = two_player_game(&h).await;
    let (game, moves) = drawn_at(&table);
    let mover = if Driver::movers(&table) == vec![ALICE.id] {
        ALICE
    } else {
        BOB
    };
    let waiting = if mover == ALICE { BOB } else { ALICE };
    let before = public_view(&h, ch.channel_id);
    let json = table.to_json();
    let mut refused = 0;
    let mut check = |answer: RecordedRequest, needle: &str, what: &str| {
        assert_eq!(
            answer.callback_type(),
            Some(MESSAGE),
            "{what}: {}",
            answer.text()
        );
        assert!(answer.is_ephemeral(), "{what}: refusals are private");
        assert!(
            answer.text().contains(needle),
            "{what}: expected {needle:?} in {:?}",
            answer.text()
        );
        assert!(
            answer.custom_ids().is_empty() || needle == "out of date",
            "{what}: a refusal offers nothing to click: {:?}",
            answer.custom_ids()
        );
        refused += 1;
    };

    // Garbled ids, as a button and as a select menu.
    for id in garbled_ids(game, moves) {
        let answer = h.send_raw(button_click(&ch, &mover, &json, &id)).await;
        check(answer, "I don't recognise this button", &format!("{id:?}"));
        let answer = h
            .send_raw(select_values(&ch, &mover, &json, &id, vec!["a".into()]))
            .await;
        check(answer, "I don't recognise this button", &format!("{id:?}"));
    }

    // Select values that are not offered, out of range, malformed or too many.
    let current = |payload: &str| {
        vitrail::bot::custom_id::ComponentId::new(
            game,
            moves,
            vitrail::bot::custom_id::ComponentAction::Game(payload.to_string()),
        )
        .encode()
    };
    for (payload, values) in [
        ("s1", vec!["zz9".to_string()]),
        ("s1", vec!["f99".to_string()]),
        ("s4", vec!["x00".to_string()]),
        ("s1", vec!["BAD VALUE".to_string()]),
        ("s1", vec!["a".repeat(300)]),
        ("s1", vec![String::new()]),
        ("s1", vec![]),
        ("s1", vec!["a".into(), "b".into()]),
        ("s9.zz.zz", vec!["zz".into()]),
    ] {
        let id = current(payload);
        let answer = h
            .send_raw(select_values(&ch, &mover, &json, &id, values.clone()))
            .await;
        check(
            answer,
            "I don't recognise this button",
            &format!("{id} {values:?}"),
        );
    }

    // Forged choices for moves that are not offered: unknown tokens, a greyed-out space, a path
    // that stops nowhere.
    for payload in ["c.zz9", "c.x00", "c.a.b.c.d.e.f.g.h", "c.0", "c.qq.qq"] {
        let answer = h
            .send_raw(button_click(&ch, &mover, &json, &current(payload)))
            .await;
        check(answer, "I don't recognise this button", payload);
    }
    // A real choice, from somebody whose turn it is not, and from a stranger.
    let offered = Driver::options(&table)
        .into_iter()
        .find(|o| o.value.is_none())
        .map(|o| o.custom_id)
        .unwrap_or_else(|| current("c"));
    let answer = h
        .send_raw(button_click(&ch, &waiting, &json, &offered))
        .await;
    check(answer, "It is not your turn", "the other player");
    for control in [offered.clone(), control_id(&table, "g:b"), current("t")] {
        let answer = h.send_raw(button_click(&ch, &CAROL, &json, &control)).await;
        check(answer, "You are not playing in this game", &control);
    }
    // Lobby controls on a running game, a game that does not exist, a counter from the future.
    for code in ["lj", "ll", "ls", "lx", "lr"] {
        let id = format!("v1:{}:{}:{code}", to_base36(game.0), to_base36(moves));
        let answer = h.send_raw(button_click(&ch, &DAVE, &json, &id)).await;
        check(answer, "out of date", &id);
    }
    for id in [
        format!("v1:{}:{}:g:b", to_base36(game.0 + 1000), to_base36(moves)),
        format!("v1:{}:0:g:b", to_base36(u64::MAX)),
    ] {
        let answer = h.send_raw(button_click(&ch, &mover, &json, &id)).await;
        check(answer, "This game no longer exists", &id);
    }
    let future = format!("v1:{}:{}:g:c", to_base36(game.0), to_base36(moves + 5));
    let answer = h.send_raw(button_click(&ch, &mover, &json, &future)).await;
    check(answer, "out of date", "a counter from the future");

    // The game's own buttons, from another channel of the server and from another server.
    let elsewhere = TestChannel::new(ch.guild_id, ch.channel_id + 7);
    h.fake.add_channel(&elsewhere);
    let other_guild = ch.guild_id + 1;
    h.fake.add_guild(other_guild);
    let abroad = TestChannel::new(other_guild, ch.channel_id + 8);
    h.fake.add_channel(&abroad);
    for place in [&elsewhere, &abroad] {
        for control in [offered.clone(), control_id(&table, "g:b")] {
            let answer = h
                .send_raw(button_click(place, &mover, &json, &control))
                .await;
            check(
                answer,
                "belongs to a game in another channel",
                &format!("{control} in {}", place.channel_id),
            );
        }
    }
    // A game of another channel clicked here: Carol opens a lobby elsewhere, its buttons are
    // pressed in this channel.
    let (id, _) = h
        .fake
        .run_command(&elsewhere, &CAROL, "uzory", Some("start"), vec![])
        .await;
    let other_lobby = h.fake.original_response(id).expect("lobby elsewhere");
    let other_before = (other_lobby.text(), other_lobby.edit_count);
    for control in ["lj", "ll", "lx", "ls"] {
        let answer = h
            .send_raw(button_click(
                &ch,
                &CAROL,
                &other_lobby.to_json(),
                &control_id(&other_lobby, control),
            ))
            .await;
        check(answer, "belongs to a game in another channel", control);
    }
    // The host's computer menu there, with values it never offered.
    let menu = control_id(&other_lobby, "lc");
    for values in [
        vec!["add-x".to_string()],
        vec!["add-".to_string()],
        vec!["add-nn".to_string()],
        vec!["remove-9".to_string()],
        vec!["\u{0}".to_string()],
        vec![String::new()],
        vec![],
        vec!["add-e".to_string(), "add-n".to_string()],
    ] {
        let answer = h
            .send_raw(select_values(
                &elsewhere,
                &CAROL,
                &other_lobby.to_json(),
                &menu,
                values.clone(),
            ))
            .await;
        check(
            answer,
            "I don't recognise this button",
            &format!("{values:?}"),
        );
    }
    let other_after = h.message(other_lobby.id);
    assert_eq!((other_after.text(), other_after.edit_count), other_before);

    assert!(refused > 100, "{refused} refusals");
    assert_eq!(
        public_view(&h, ch.channel_id),
        before,
        "no refusal changed what everybody sees"
    );

    // The move still plays as offered.
    let click = first_option(&ch, &mover, &table);
    let answer = h.send_raw(click).await;
    assert_update(&answer);

    // Nothing was written by the refusals: the record moved only by the real click (and only if
    // it completed a move).
    h.bot.kill();
    assert_no_panic(&h);
    let store = Store::open(&h.data).expect("open store");
    let record = store.load(game).expect("load").expect("record");
    assert!(record.moves == moves || record.moves == moves + 1);
    assert!(record.history.len() <= 1);
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_damaged_running_game_is_reported_and_left_untouched() {
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "13")]).await;
    let ch = h.fake.channel();
    let table = two_player_game(&h).await;
    let (game, _) = drawn_at(&table);
    let mover = if Driver::movers(&table) == vec![ALICE.id] {
        ALICE
    } else {
        BOB
    };
    h.bot.kill();
    let good = {
        let store = Store::open(&h.data).expect("open store");
        store.raw(game).expect("read").expect("record")
    };
    let text = String::from_utf8(good.clone()).expect("utf-8 record");
    // Three kinds of damage: a torn write, an engine state that no longer fits, a record from a
    // newer build.
    let torn = good[..good.len() / 2].to_vec();
    let mut value: Value = serde_json::from_str(&text).expect("json");
    value["state"] = json!({"players": "nobody"});
    let bad_state = serde_json::to_vec(&value).expect("json");
    let mut value: Value = serde_json::from_str(&text).expect("json");
    value["schema"] = json!(vitrail::store::SCHEMA_VERSION + 1);
    let future = serde_json::to_vec(&value).expect("json");

    for (damaged, unreadable) in [(torn, true), (bad_state, false), (future, true)] {
        {
            let store = Store::open(&h.data).expect("open store");
            store.put_raw_for_tests(game, &damaged).expect("write");
        }
        h.restart().await;
        let before = public_view(&h, ch.channel_id);
        for control in [
            control_id(&table, "g:b"),
            Driver::options(&table)[0].custom_id.clone(),
        ] {
            let answer = h
                .send_raw(button_click(&ch, &mover, &table.to_json(), &control))
                .await;
            assert_private(&answer, "cannot be read");
            assert!(
                answer.text().contains(&game.to_string()),
                "{}",
                answer.text()
            );
        }
        let (_, log) = h
            .fake
            .run_command(&ch, &mover, "game", Some("log"), vec![])
            .await;
        assert!(log.is_ephemeral(), "{}", log.text());
        if unreadable {
            // The record itself does not read: the log says so like the buttons do.
            assert_private(&log, "cannot be read");
        }
        assert_eq!(public_view(&h, ch.channel_id), before, "nothing changed");
        h.bot.kill();
        assert_no_panic(&h);
        let store = Store::open(&h.data).expect("open store");
        assert_eq!(
            store.raw(game).expect("read"),
            Some(damaged),
            "left byte for byte"
        );
    }
    assert!(h.bot.log().contains("left untouched"), "{}", h.bot.log());

    // Put back as it was, the game plays on.
    {
        let store = Store::open(&h.data).expect("open store");
        store.put_raw_for_tests(game, &good).expect("write");
    }
    h.restart().await;
    let answer = h
        .send_raw(first_option(&ch, &mover, &h.message(table.id)))
        .await;
    assert_update(&answer);
    h.assert_no_failed_requests();
}

/// The fields the previous release did not write.
const NEW_FIELDS: [&str; 7] = [
    "hosting",
    "deadline",
    "stand_ins",
    "seed",
    "history",
    "result",
    "rematch",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_from_the_previous_release_loads_and_plays_on() {
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "14")]).await;
    let ch = h.fake.channel();
    let table = two_player_game(&h).await;
    let (game, moves) = drawn_at(&table);
    // Rewrite the running game as the previous release stored it.
    h.bot.kill();
    {
        let store = Store::open(&h.data).expect("open store");
        let bytes = store.raw(game).expect("read").expect("record");
        let mut value: Value = serde_json::from_slice(&bytes).expect("json");
        let map = value.as_object_mut().expect("an object");
        for field in NEW_FIELDS {
            map.remove(field);
        }
        // That release kept the live table message in the record itself.
        let live = store
            .load(game)
            .expect("load")
            .expect("record")
            .table_message;
        map.insert("table_message".into(), json!(live.expect("a live table")));
        assert!(map.contains_key("state"));
        store
            .put_raw_for_tests(game, &serde_json::to_vec(&value).expect("json"))
            .expect("write");
    }
    h.restart().await;

    // The old table's buttons still work; a few moves are played.
    let mut driver = Driver::new(vec![ALICE, BOB], 5);
    for _ in 0..4 {
        assert!(driver.act(&h, &|_| 0).await, "the game goes on");
    }
    let (_, log) = h
        .fake
        .run_command(&ch, &ALICE, "game", Some("log"), vec![])
        .await;
    assert!(log.is_ephemeral(), "{}", log.text());

    h.bot.kill();
    assert_no_panic(&h);
    let store = Store::open(&h.data).expect("open store");
    let record = store.load(game).expect("load").expect("record");
    assert!(record.moves >= moves + 4, "{} after {moves}", record.moves);
    assert_eq!(
        record.history.len(),
        4,
        "the moves after the upgrade are kept"
    );
    assert_eq!(record.seed, None);
    let written = String::from_utf8(store.raw(game).expect("read").expect("record")).expect("utf8");
    assert!(
        written.starts_with(&format!("{{\"schema\":{},", vitrail::store::SCHEMA_VERSION)),
        "{written}"
    );
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_buttons_change_nothing() {
    let mut h = Harness::start_with_env(&[("VITRAIL_SEED", "15")]).await;
    let ch = h.fake.channel();
    let first = two_player_game(&h).await;
    let (game, _) = drawn_at(&first);
    let mut driver = Driver::new(vec![ALICE, BOB], 6);
    for _ in 0..2 {
        assert!(driver.act(&h, &|_| 0).await);
    }
    let last_table = Driver::table(&h).expect("a table");

    // The rest of the game is played out while the bot is down (quicker than click by click),
    // the way the bot saves it: every move in the history, the result, the finished phase.
    h.bot.kill();
    let finished_at = {
        let store = Store::open(&h.data).expect("open store");
        let mut record = store.load(game).expect("load").expect("record");
        let state = record.state.clone().expect("engine state");
        let mut engine: SummerPavilion = state.decode().expect("engine");
        let mut pick: u64 = 7;
        while !engine.is_over() {
            let seat = engine.to_act()[0];
            let legal = engine.legal_actions(seat);
            pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let action = legal[(pick >> 33) as usize % legal.len()];
            engine.play(seat, &action).expect("a legal move");
            record.history.push(Logged::Move {
                seat: seat.0,
                action: serde_json::to_value(action).expect("json"),
                computer: false,
            });
            assert!(record.history.len() < 5_000, "the game never ends");
        }
        record.result = engine.outcome().map(|o| {
            o.standings
                .iter()
                .map(|s| SeatResult {
                    seat: s.seat.0,
                    rank: s.rank,
                    score: s.score,
                })
                .collect()
        });
        record.state = Some(EngineState::encode(&engine).expect("json"));
        record.phase = Phase::Finished;
        record.deadline = None;
        store.save(record).await.expect("save").moves
    };
    h.restart().await;
    let before = public_view(&h, ch.channel_id);

    // Old tables' buttons, forged choices and lobby controls: the game has ended.
    let g = to_base36(game.0);
    let m = to_base36(finished_at);
    for (message, control) in [
        (&first, control_id(&first, "g:b")),
        (&last_table, control_id(&last_table, "g:b")),
        (
            &last_table,
            Driver::options(&last_table)[0].custom_id.clone(),
        ),
        (&last_table, format!("v1:{g}:{m}:g:c.zz")),
        (&last_table, format!("v1:{g}:{m}:g:t")),
        (&last_table, format!("v1:{g}:{m}:lj")),
        (&last_table, format!("v1:{g}:{m}:ls")),
        (&last_table, format!("v1:{g}:{m}:lx")),
    ] {
        let answer = h
            .send_raw(button_click(&ch, &ALICE, &message.to_json(), &control))
            .await;
        assert_private(&answer, "This game has ended");
    }
    // Rematch asked by somebody who did not play.
    let rematch = format!("v1:{g}:{m}:lr");
    let stranger = h
        .send_raw(button_click(&ch, &CAROL, &last_table.to_json(), &rematch))
        .await;
    assert_private(&stranger, "You are not playing");
    assert_eq!(public_view(&h, ch.channel_id), before, "nothing changed");

    h.bot.kill();
    assert_no_panic(&h);
    let store = Store::open(&h.data).expect("open store");
    let record = store.load(game).expect("load").expect("record");
    assert_eq!(record.phase, Phase::Finished);
    assert_eq!(record.moves, finished_at);
    assert_eq!(record.rematch, None);
    h.assert_no_failed_requests();
}

/// A click still being worked on after `acknowledge_after` is acknowledged at once (a deferred
/// update, which Discord accepts within its 3 seconds), and its answer follows: the clicked
/// message is edited, a refusal comes as a private follow-up. Here every click is that slow.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_clicks_and_commands_are_acknowledged_then_answered() {
    const ACKNOWLEDGED: u64 = 6;
    let h = Harness::start_with_env(&[
        ("VITRAIL_SEED", "12"),
        ("VITRAIL_ACKNOWLEDGE_AFTER_MS", "0"),
    ])
    .await;
    let ch = h.fake.channel();
    let lobby = two_seat_lobby(&h).await;

    // Slow click, then its answer: the clicked message is edited.
    let answered = |payload: Value| {
        let h = &h;
        async move {
            let mark = h.fake.mark();
            let id = h.fake.send_interaction(payload).expect("send");
            let ack = h.fake.wait_response(id, RESPONSE).await.expect("ack");
            assert_eq!(ack.callback_type(), Some(ACKNOWLEDGED), "{}", ack.text());
            let answer = h
                .fake
                .wait_webhook_request(id, mark, RESPONSE)
                .await
                .unwrap_or_else(|e| panic!("no answer after the acknowledgement: {e}"));
            assert!(answer.status < 300, "{answer:?}");
            answer
        }
    };
    let lobby_json = lobby.to_json();
    let join = answered(button_click(
        &ch,
        &BOB,
        &lobby_json,
        &control_id(&lobby, "lj"),
    ))
    .await;
    assert_eq!(join.method, "PATCH", "the lobby is redrawn");
    let seated = h.message(lobby.id).text();
    assert!(
        seated.contains(&BOB.id.to_string()),
        "Bob is seated: {seated}"
    );

    // A refusal comes privately.
    let refused = answered(button_click(
        &ch,
        &CAROL,
        &lobby_json,
        &control_id(&lobby, "lj"),
    ))
    .await;
    assert_eq!(refused.method, "POST", "a follow-up");
    assert!(refused.is_ephemeral(), "{}", refused.text());
    assert!(!refused.text().is_empty());

    // The game starts and a move is made, each click acknowledged first.
    let lobby = h.message(lobby.id);
    answered(button_click(
        &ch,
        &ALICE,
        &lobby.to_json(),
        &control_id(&lobby, "ls"),
    ))
    .await;
    let table = Driver::wait_table(&h).await;
    let mover = if Driver::movers(&table).contains(&ALICE.id) {
        ALICE
    } else {
        BOB
    };
    let step = answered(first_option(&ch, &mover, &table)).await;
    assert_eq!(step.method, "PATCH", "the table is redrawn");
    assert_ne!(
        h.message(table.id).custom_ids(),
        table.custom_ids(),
        "the menu moved on"
    );

    // A slow command is acknowledged privately ("thinking…"); its answer then replaces that.
    let (id, log) = h
        .fake
        .run_command(&ch, &ALICE, "game", Some("log"), vec![])
        .await;
    let thinking = h.fake.wait_response(id, RESPONSE).await.expect("callback");
    assert_eq!(thinking.callback_type(), Some(5), "{}", thinking.text());
    assert!(thinking.is_ephemeral(), "the log is private");
    assert!(!log.is_callback(), "the log follows the acknowledgement");
    assert!(log.text().contains("recent moves"), "{}", log.text());
    h.assert_no_failed_requests();
    assert_no_panic(&h);
}
