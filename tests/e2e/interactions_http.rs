//! Interactions over HTTP (issue 55): a worker with no gateway at all (`gateway = false`) takes
//! every interaction as a signed POST from the fake Discord, answers each 202 (a PING with a
//! PONG), refuses what Discord did not sign with 401 and changes nothing for it, and plays whole
//! games as the gateway's bot does: two people in a server across a restart, and a person with a
//! computer in a group DM.

use std::time::Duration;

use crate::support::endpoint::Signing;
use crate::support::harness::{assert_update, Harness};
use crate::support::interactions;
use crate::support::table_driver::Driver;
use crate::support::{TestChannel, TestUser};
use serde_json::{json, Value};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_055_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_055_002, "bob", "en-GB");
const MALLORY: TestUser = TestUser::new(1_180_000_000_000_055_003, "mallory", "en-US");
const GROUP_DM: u64 = 1_180_000_000_000_055_500;

/// Azul (the original) is `/azul start`'s third variant.
const AZUL: i64 = 2;
/// Commands registered globally, so that they reach the group DM too.
const EVERYWHERE: (&str, &str) = ("VITRAIL_DEV_GUILDS", "");

/// Complete lines first, the floor line last: Azul games end in a handful of rounds.
fn prefer_azul(label: &str) -> i32 {
    if label.contains("→ +") {
        10
    } else if label.starts_with("Line") {
        5
    } else if label.starts_with("Floor line") {
        -5
    } else {
        0
    }
}

/// What must hold for a worker with no gateway: it never asked for one, and every interaction
/// POSTed to it was answered 202.
async fn assert_no_gateway_and_every_post_accepted(h: &Harness) {
    assert_eq!(h.fake.ready_count(), 0, "a gateway session was opened");
    assert!(h.fake.identify_payloads().is_empty());
    let asked: Vec<String> = h
        .fake
        .requests()
        .iter()
        .filter(|r| r.path.contains("/gateway"))
        .map(|r| r.path.clone())
        .collect();
    assert!(
        asked.is_empty(),
        "the worker asked for the gateway: {asked:?}"
    );
    let (refused, delivered) = h
        .fake
        .wait_deliveries(Duration::from_secs(10))
        .await
        .unwrap_or_else(|e| panic!("{e}\n{}", h.bot.log()));
    assert!(refused.is_empty(), "POSTs not answered 202: {refused:?}");
    assert!(delivered > 0, "nothing went over HTTP");
    let times = h.fake.delivery_times();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    eprintln!(
        "{delivered} interactions POSTed, every one answered 202: median {:?}, 95th percentile {:?}, most {:?} from POST to 202",
        at(0.5),
        at(0.95),
        at(1.0)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_two_kinds_of_games_play_to_the_end_with_no_gateway() {
    let mut h = Harness::start_http(&[
        EVERYWHERE,
        ("VITRAIL_SEED", "55"),
        ("VITRAIL_COMPUTER_PAUSE_MS", "10"),
    ])
    .await;

    // Azul between two people in a server, the worker restarted halfway: its set-up (commands,
    // timers, computers) runs again without any READY.
    let options = vec![("variant", json!(AZUL)), ("players", json!(2))];
    let (lobby, _) = h.seat_two_and_start(&ALICE, &BOB, "azul", options).await;
    assert!(h.message(lobby.id).text().contains("The game has started"));
    let mut driver = Driver::new(vec![ALICE, BOB], 55);
    while driver.act(&h, &prefer_azul).await {
        if driver.actions == 10 {
            let before = Driver::table(&h).expect("a live table").content;
            h.restart().await;
            let after = Driver::table(&h).expect("the same table").content;
            assert_eq!(before, after, "the restart changes nothing on the table");
        }
        assert!(driver.actions < 1_000, "the game never ends");
    }
    let results = Driver::results(&h).expect("Azul's results");
    assert!(
        Driver::score_sheet(&results).contains("Wall tiles"),
        "{}",
        results.text()
    );
    eprintln!("azul over HTTP: {} moves", driver.actions);

    // Uzory in a group DM where the app is installed to Alice only, against a computer: the
    // computers' task moves on a worker with no gateway too.
    h.set_place(TestChannel::group_dm(GROUP_DM, ALICE.id));
    let lobby = h.open(&ALICE, "uzory", vec![("players", json!(2))]).await;
    assert_update(&h.computers(&ALICE, lobby.id, "add-n").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    h.next_table(lobby.id).await;
    let mut driver = Driver::new(vec![ALICE], 56);
    let prefer_uzory = |label: &str| if label.starts_with("Pass") { -5 } else { 0 };
    while driver.act(&h, &prefer_uzory).await {
        assert!(driver.actions < 2_000, "the game never ends");
    }
    let results = Driver::results(&h).expect("Uzory's results");
    assert!(
        results.text().contains(&ALICE.mention()),
        "{}",
        results.text()
    );
    eprintln!("uzory over HTTP: {} moves", driver.actions);
    let refused = h.fake.channel_routes_refused(GROUP_DM);
    assert!(
        refused.is_empty(),
        "channel routes in the group DM: {refused:?}"
    );

    assert_no_gateway_and_every_post_accepted(&h).await;
    h.assert_no_failed_requests();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_only_signed_requests_are_taken() {
    let metrics = crate::support::bot_process::free_addr();
    let metrics_env = metrics.to_string();
    let h = Harness::start_http(&[("VITRAIL_METRICS_ADDR", &metrics_env)]).await;
    let worker = h.endpoint().expect("an endpoint");

    // A PING (Discord sends one when the URL is saved) gets a PONG.
    let (status, body) = h.fake.ping(worker, Signing::Discord).await.expect("PING");
    assert_eq!(status, 200);
    let pong: Value = serde_json::from_slice(&body).expect("JSON");
    assert_eq!(pong, json!({"type": 1}));
    // Unsigned, forged or signed long ago, even a PING is refused.
    for signing in [Signing::Missing, Signing::Forged, Signing::Replayed] {
        let (status, _) = h.fake.ping(worker, signing).await.expect("PING");
        assert_eq!(status, 401, "{signing:?}");
    }

    // A command that would open a lobby, not signed by Discord: 401, and nothing happens.
    // (The worker answers a PING only once its commands are registered.)
    let ch = h.fake.channel();
    let mark = h.fake.mark();
    let messages = h.fake.messages().len();
    let command = interactions::slash_command(&ch, &MALLORY, "azul", Some("start"), vec![]);
    let id = interactions::interaction_id(&command);
    h.fake.register_interaction(&command).expect("known");
    for signing in [Signing::Forged, Signing::Missing, Signing::Replayed] {
        let (status, body) = h
            .fake
            .post_signed(worker, &command, signing)
            .await
            .expect("POST");
        assert_eq!(status, 401, "{signing:?}");
        assert!(body.is_empty(), "{}", String::from_utf8_lossy(&body));
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let since = h.fake.requests_since(mark);
    assert!(
        since.is_empty(),
        "a refused request made the bot call Discord: {since:?}"
    );
    assert_eq!(h.fake.messages().len(), messages);
    assert!(h.fake.original_response(id).is_none());

    // The endpoint takes POST only; a GET is told so.
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client");
    let get = client
        .get(format!("http://{worker}/"))
        .send()
        .await
        .expect("GET");
    assert_eq!(get.status().as_u16(), 405);

    // The same command signed by Discord is taken: the lobby opens.
    let lobby = h.open(&ALICE, "azul", vec![("variant", json!(AZUL))]).await;
    assert!(lobby.text().contains("Azul"), "{}", lobby.text());

    // A worker with no gateway is healthy without shards.
    let health = client
        .get(format!("http://{metrics}/healthz"))
        .send()
        .await
        .expect("GET /healthz");
    assert_eq!(health.status().as_u16(), 200);
    let body: Value = serde_json::from_slice(&health.bytes().await.expect("a body")).expect("JSON");
    assert_eq!(body["healthy"], json!(true), "{body}");
    assert_eq!(body["gateway"], json!("off"), "{body}");

    assert_no_gateway_and_every_post_accepted(&h).await;

    // SIGTERM stops it cleanly, as a gateway bot stops.
    let mut h = h;
    let status = h.bot.terminate(Duration::from_secs(15)).await;
    assert!(
        status.is_some_and(|s| s.success()),
        "{status:?}\n{}",
        h.bot.log()
    );
    assert!(h.bot.log().contains("stopped cleanly"), "{}", h.bot.log());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_beside_the_gateway_takes_the_interactions_discord_posts() {
    // The gateway stays connected (deleted channels are heard of), interactions come by POST.
    let h = Harness::start_endpoint(&[], true).await;
    assert!(h.fake.ready_count() >= 1, "the gateway is connected");
    let options = vec![("variant", json!(AZUL)), ("players", json!(2))];
    let (_, table) = h.seat_two_and_start(&ALICE, &BOB, "azul", options).await;
    assert!(table.content.contains("Round 1"), "{}", table.content);
    assert_eq!(Driver::movers(&table).len(), 1, "{}", table.content);
    let (refused, delivered) = h
        .fake
        .wait_deliveries(Duration::from_secs(10))
        .await
        .expect("answers");
    assert!(refused.is_empty(), "{refused:?}");
    // The command and both clicks.
    assert_eq!(delivered, 3);
    h.assert_no_failed_requests();
}
