//! The platform end to end: the real `vitrail` binary against the fake Discord. Commands are
//! registered, lobbies fill up and empty through buttons, refusals are private and change
//! nothing, and a lobby survives a restart of the bot process.

use crate::support::harness::{assert_private, assert_update, control_id, Harness, RESPONSE};
use crate::support::interactions::{button_click, select_values};
use crate::support::{BotProcess, TestChannel, TestUser};
use serde_json::json;

const ALICE: TestUser = TestUser::new(1_180_000_000_000_001_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_001_002, "bob", "en-GB");
const CAROL: TestUser = TestUser::new(1_180_000_000_000_001_003, "carol", "en-US");
const DAVE: TestUser = TestUser::new(1_180_000_000_000_001_004, "dave", "en-US");
const EVE: TestUser = TestUser::new(1_180_000_000_000_001_005, "eve", "en-US");
const OLGA: TestUser = TestUser::new(1_180_000_000_000_001_006, "olga", "ru");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_with_translations() {
    let h = Harness::start().await;
    let commands = h
        .fake
        .wait_commands_registered(Some(h.fake.guild_id()), RESPONSE)
        .await
        .expect("commands registered");
    let mut names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "azul",
            "game",
            "help",
            "leaderboard",
            "learn",
            "sagrada",
            "settings",
            "stats",
            "uzory"
        ]
    );
    let azul = commands.iter().find(|c| c["name"] == "azul").expect("azul");
    assert!(azul["description_localizations"]["ru"]
        .as_str()
        .is_some_and(|d| !d.is_empty()));
    let start = &azul["options"][0];
    assert_eq!(start["name"], "start");
    assert_eq!(start["name_localizations"]["ru"], "старт");
    let variant = &start["options"][0];
    assert_eq!(variant["name"], "variant");
    assert_eq!(variant["required"], true);
    let choices: Vec<&str> = variant["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(
        choices,
        [
            "Summer Pavilion",
            "Stained Glass of Sintra",
            "Azul (the original)"
        ]
    );
    assert!(
        h.fake.registered_commands(None).is_empty(),
        "dev guilds only"
    );
}

/// Registering overwrites every command on Discord: a restart with the same definitions
/// registers nothing (the store keeps a hash of what was registered).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_not_registered_again_on_a_restart_with_the_same_definitions() {
    let mut h = Harness::start().await;
    h.fake
        .wait_commands_registered(Some(h.fake.guild_id()), RESPONSE)
        .await
        .expect("commands registered");
    let registrations = |h: &Harness| {
        h.fake
            .requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
            .count()
    };
    assert_eq!(registrations(&h), 1);
    // Registered and remembered once the bot says it is ready.
    let deadline = std::time::Instant::now() + RESPONSE;
    while !h.bot.log().contains("ready user=") {
        assert!(std::time::Instant::now() < deadline, "{}", h.bot.log());
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    h.restart().await;
    // The restarted bot answers commands, with the definitions registered before.
    let lobby = h.open(&ALICE, "azul", vec![("variant", json!(0))]).await;
    assert!(lobby.text().contains("lobby"), "{}", lobby.text());
    assert_eq!(registrations(&h), 1, "{}", h.fake.request_summary());
    assert!(
        h.bot.log().contains("commands unchanged"),
        "{}",
        h.bot.log()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_fills_refuses_strangers_and_survives_a_restart() {
    let mut h = Harness::start().await;
    let ch = h.fake.channel();
    let lobby = h.open(&ALICE, "azul", vec![("variant", json!(0))]).await;
    let id = lobby.id;
    let text = lobby.text();
    assert!(text.contains("Azul: Summer Pavilion — lobby"), "{text}");
    // The lobby's message id came with the response (`with_response`), not read back after.
    let requests = h.fake.requests();
    assert!(
        requests.iter().any(|r| r.is_callback()
            && r.query_param("with_response") == Some("true")
            && r.status == 200),
        "{}",
        h.fake.request_summary()
    );
    assert!(
        !requests
            .iter()
            .any(|r| r.method == "GET" && r.path.ends_with("/messages/@original")),
        "{}",
        h.fake.request_summary()
    );
    // One mention policy: a command's reply pings nobody, like every other message.
    let policies: Vec<serde_json::Value> = h
        .fake
        .requests()
        .iter()
        .filter_map(|r| r.json.as_ref())
        .filter_map(|payload| {
            payload
                .pointer("/data/allowed_mentions")
                .or_else(|| payload.get("allowed_mentions"))
                .cloned()
        })
        .collect();
    assert!(!policies.is_empty(), "{}", h.fake.request_summary());
    for policy in policies {
        assert_eq!(policy["parse"], json!([]), "{policy}");
    }
    assert!(text.contains(&ALICE.mention()), "{text}");
    assert!(text.contains("Board side: coloured"), "{text}");
    assert!(text.contains("3 seats left"), "{text}");
    assert_eq!(
        lobby.button_labels(),
        ["Join", "Leave", "Start", "Cancel game"]
    );

    // Three join, one leaves.
    for user in [&BOB, &CAROL, &DAVE] {
        assert_update(&h.click(user, id, "lj").await);
    }
    let full = h.message(id);
    assert!(full.text().contains("The table is full"), "{}", full.text());
    assert_update(&h.click(&CAROL, id, "ll").await);
    let text = h.message(id).text();
    assert!(!text.contains(&CAROL.mention()), "{text}");
    for user in [&ALICE, &BOB, &DAVE] {
        assert!(text.contains(&user.mention()), "{text}");
    }

    // Only the host manages computers; the host adds one.
    let refused = h.computers(&BOB, id, "add-n").await;
    assert_private(&refused, "Only the host can add or remove computer players");
    assert_update(&h.computers(&ALICE, id, "add-n").await);
    let before_refusals = h.message(id);
    assert!(before_refusals.text().contains("Computer (normal)"));

    // Refusals: a non-host starting, a stranger leaving, a Russian stranger, a member cancelling.
    assert_private(&h.click(&BOB, id, "ls").await, "Only the host can start");
    assert_private(
        &h.click(&EVE, id, "ll").await,
        "You are not seated at this table",
    );
    assert_private(
        &h.click(&OLGA, id, "ll").await,
        "Вы не сидите за этим столом",
    );
    assert_private(
        &h.click(&BOB, id, "lx").await,
        "Only the host or a member with Manage Messages",
    );
    let after_refusals = h.message(id);
    assert_eq!(
        after_refusals.edit_count, before_refusals.edit_count,
        "refusals edit nothing"
    );
    assert_eq!(after_refusals.custom_ids(), before_refusals.custom_ids());

    // A second game in the same channel is refused while this one is open.
    let (_, busy) = h
        .fake
        .run_command(&ch, &EVE, "uzory", Some("start"), vec![])
        .await;
    assert_private(
        &busy,
        "There is already a game of Azul: Summer Pavilion in this channel",
    );

    // A click on an outdated copy of the lobby: private "out of date" with the current lobby.
    let stale = h
        .send_raw(button_click(
            &ch,
            &CAROL,
            &lobby.to_json(),
            &control_id(&lobby, "lj"),
        ))
        .await;
    assert_private(&stale, "This message is out of date");
    assert_eq!(
        stale.custom_ids(),
        after_refusals.custom_ids(),
        "the fresh copy is clickable"
    );

    // Forged and misplaced clicks.
    let forged = h
        .send_raw(button_click(&ch, &CAROL, &lobby.to_json(), "v1:zz:0:lj"))
        .await;
    assert_private(&forged, "This game no longer exists");
    let garbled = h
        .send_raw(button_click(&ch, &CAROL, &lobby.to_json(), "v1:?:0:lj"))
        .await;
    assert_private(&garbled, "I don't recognise this button");
    let elsewhere = TestChannel::new(ch.guild_id, ch.channel_id + 1);
    h.fake.add_channel(&elsewhere);
    let current = h.message(id);
    let misplaced = h
        .send_raw(button_click(
            &elsewhere,
            &CAROL,
            &current.to_json(),
            &control_id(&current, "lj"),
        ))
        .await;
    assert_private(&misplaced, "belongs to a game in another channel");
    let bad_value = h
        .send_raw(select_values(
            &ch,
            &ALICE,
            &current.to_json(),
            &control_id(&current, "lc"),
            vec!["add-zz".into()],
        ))
        .await;
    assert_private(&bad_value, "I don't recognise this button");
    assert_eq!(
        h.message(id).custom_ids(),
        current.custom_ids(),
        "nothing changed"
    );

    // The host removes the computer again, freeing a seat.
    assert_update(&h.computers(&ALICE, id, "remove").await);
    assert!(!h.message(id).text().contains("Computer"));

    // The bot restarts; the same message's buttons keep working.
    h.restart().await;
    assert_update(&h.click(&CAROL, id, "lj").await);
    let text = h.message(id).text();
    assert!(text.contains(&CAROL.mention()), "{text}");
    assert!(text.contains("The table is full"), "{text}");

    // A moderator cancels; the lobby closes and the channel is free again.
    let moderator = EVE.moderator();
    assert_update(&h.click(&moderator, id, "lx").await);
    let closed = h.message(id);
    assert!(closed.text().contains("cancelled"), "{}", closed.text());
    assert!(
        closed.custom_ids().is_empty(),
        "a closed lobby has no buttons"
    );
    let again = h.open(&BOB, "uzory", vec![]).await;
    assert!(again.text().contains("Uzory — lobby"), "{}", again.text());

    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn options_languages_and_the_host_leaving() {
    let h = Harness::start().await;
    let ch = h.fake.channel();

    // A side that belongs to the other Azul game is refused privately.
    let (_, wrong) = h
        .fake
        .run_command(
            &ch,
            &ALICE,
            "azul",
            Some("start"),
            vec![("variant", json!(1)), ("side", json!(1))],
        )
        .await;
    assert_private(
        &wrong,
        "That **side** is not one of **Azul: Stained Glass of Sintra**'s, which takes A (Sintra) / B (Sintra)",
    );

    // A Russian host gets a Russian lobby; Sintra side B.
    let lobby = h
        .open(
            &OLGA,
            "azul",
            vec![
                ("variant", json!(1)),
                ("side", json!(3)),
                ("players", json!(2)),
            ],
        )
        .await;
    let text = lobby.text();
    assert!(
        text.contains("Азул: Витражи Синтры — сбор игроков"),
        "{text}"
    );
    assert!(text.contains("Сторона планшета: B"), "{text}");
    assert!(text.contains("Осталось 1 место"), "{text}");
    assert_eq!(
        lobby.button_labels(),
        ["Присоединиться", "Выйти", "Начать", "Отменить игру"]
    );

    // The host leaves: the next player hosts; when the last one leaves, the lobby closes.
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    // Join is disabled on a full table; a client that clicks it anyway is refused.
    let full = h.message(lobby.id);
    let forced = button_click(&ch, &CAROL, &full.to_json(), &control_id(&full, "lj"));
    assert_private(&h.send_raw(forced).await, "The table is full (2 seats)");
    assert_update(&h.click(&OLGA, lobby.id, "ll").await);
    let text = h.message(lobby.id).text();
    assert!(
        text.contains(&format!("Ведущий: {}", BOB.mention())),
        "{text}"
    );
    assert_private(
        &h.click(&OLGA, lobby.id, "ls").await,
        "Начать игру может только ведущий",
    );
    assert_update(&h.click(&BOB, lobby.id, "ll").await);
    let closed = h.message(lobby.id);
    assert!(closed.custom_ids().is_empty());
    assert_private(
        &h.send_raw(button_click(
            &ch,
            &BOB,
            &lobby.to_json(),
            &control_id(&lobby, "lj"),
        ))
        .await,
        "This game has ended",
    );

    // Sagrada alone: one seat, ready to start at once.
    let solo = h
        .open(
            &DAVE,
            "sagrada",
            vec![("players", json!(1)), ("difficulty", json!(2))],
        )
        .await;
    assert!(
        solo.text().contains("Solo difficulty: 2"),
        "{}",
        solo.text()
    );
    assert!(
        solo.text().contains("Plays with exactly 1"),
        "{}",
        solo.text()
    );
    // Solo starts at once.
    assert_update(&h.click(&DAVE, solo.id, "ls").await);
    assert!(h.message(solo.id).text().contains("The game has started"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_damaged_record_is_reported_and_left_untouched() {
    let mut h = Harness::start().await;
    let lobby = h.open(&ALICE, "uzory", vec![]).await;
    let game_id = control_id(&lobby, "lj")
        .split(':')
        .nth(1)
        .and_then(vitrail::table::from_base36)
        .map(vitrail::table::GameId)
        .expect("game id in custom_id");

    // Damage the record while the bot is down (sled allows one process at a time).
    h.bot.kill();
    let garbage = b"{\"schema\":1,\"id\":\"not a number\"}";
    {
        let store = vitrail::store::Store::open(&h.data).expect("open store");
        store
            .put_raw_for_tests(game_id, garbage)
            .expect("write garbage");
    }
    h.bot = BotProcess::spawn(&h.fake, &h.data);
    h.ready().await;

    let response = h.click(&BOB, lobby.id, "lj").await;
    assert_private(&response, "cannot be read");
    assert!(response.text().contains(&game_id.to_string()));
    // A new game may still be opened in the channel.
    h.open(&BOB, "sagrada", vec![]).await;

    h.bot.kill();
    let store = vitrail::store::Store::open(&h.data).expect("open store");
    assert_eq!(store.raw(game_id).expect("read"), Some(garbage.to_vec()));
    assert!(h
        .bot
        .log()
        .contains("unreadable game record left untouched"));
}
