//! Past one machine (issue 55): three workers with no gateway share one PostgreSQL database, and
//! the fake Discord POSTs each interaction, signed, to the next of them in turn, as a load
//! balancer would. Every kind of game is played at once, in server channels and a group DM, so
//! consecutive clicks of one game land on different workers; a turn timer runs out while three
//! workers watch it; and one worker is killed (SIGKILL) while a computer plays, mid-game
//! everywhere. What must hold: a forged request is refused by every worker, every move a player
//! was answered for is still there after the kill, the timer fires once (one reminder, one
//! seat handed to a computer), the games finish on the two workers left, and no request to
//! Discord was refused.

use std::time::Duration;

use serde_json::json;

use crate::hosting::set_clock;
use crate::support::endpoint::Signing;
use crate::support::harness::{assert_update, Harness, RESPONSE};
use crate::support::pg_server;
use crate::support::table_driver::Driver;
use crate::support::{StoredMessage, TestChannel, TestUser};
use vitrail::table::{GameRecord, Logged};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_055_101, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_055_102, "bob", "en-GB");
const GROUP_DM: u64 = 1_180_000_000_000_055_600;
/// The server channels' ids are this plus a small number.
const CHANNELS: u64 = 1_180_000_000_000_055_700;

/// Commands registered globally, so that they reach the group DM too.
const EVERYWHERE: (&str, &str) = ("VITRAIL_DEV_GUILDS", "");
/// `/azul start`'s variants.
const SUMMER_PAVILION: i64 = 0;
const SINTRA: i64 = 1;
const AZUL: i64 = 2;
/// The two-minute turn timer of the hosting options.
const TIMER_2M: i64 = 1;
/// Clicks of the games played by people, all games together, before a worker is killed.
const KILL_AFTER: usize = 24;

/// A game the test plays through its messages, where.
struct Game {
    name: &'static str,
    place: TestChannel,
    driver: Driver,
    prefer: fn(&str) -> i32,
    over: bool,
}

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

fn prefer_playing(label: &str) -> i32 {
    if label.starts_with("Pass") || label.starts_with("End turn") {
        -5
    } else {
        0
    }
}

/// Public messages of the bot in `place` whose text contains `needle`.
fn public_with(h: &Harness, place: TestChannel, needle: &str) -> usize {
    h.fake
        .channel_messages(place.channel_id)
        .iter()
        .filter(|m| {
            !m.ephemeral && m.author_id == h.fake.bot_user_id() && m.text().contains(needle)
        })
        .count()
}

async fn wait_public(h: &Harness, place: TestChannel, needle: &str, within: Duration) {
    let bot = h.fake.bot_user_id();
    h.fake
        .wait_for_message(
            |m| {
                m.channel_id == place.channel_id
                    && !m.ephemeral
                    && m.author_id == bot
                    && m.text().contains(needle)
            },
            within,
        )
        .await
        .unwrap_or_else(|e| panic!("no message with {needle:?}: {e}\n{}", h.logs()));
}

/// The live table of `place`, as the players see it.
fn table_at(h: &mut Harness, place: TestChannel) -> Option<StoredMessage> {
    h.set_place(place);
    Driver::table(h)
}

/// The record of `place`'s latest game, read from the database as a worker would.
fn record_at(store: &vitrail::store::Store, place: TestChannel) -> GameRecord {
    let id = store
        .latest_channel_game(place.channel_id)
        .expect("the channel index")
        .expect("a game in the channel");
    store.load(id).expect("readable").expect("stored")
}

/// Opens `command`'s lobby in `place` for Alice, seats `guest` (a person) or a computer
/// (`computer`, such as "add-e"), starts it and waits for its first table.
async fn begin(
    h: &mut Harness,
    place: TestChannel,
    command: &str,
    options: Vec<(&str, serde_json::Value)>,
    guest: Option<&TestUser>,
    computer: Option<&str>,
) {
    h.set_place(place);
    let lobby = h.open(&ALICE, command, options).await;
    if let Some(guest) = guest {
        assert_update(&h.click(guest, lobby.id, "lj").await);
    }
    if let Some(level) = computer {
        assert_update(&h.computers(&ALICE, lobby.id, level).await);
    }
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    h.next_table(lobby.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cluster_of_three_workers_plays_every_game_and_outlives_a_killed_one() {
    let store_url = pg_server::new_database().unwrap_or_else(|e| panic!("{e}"));
    let clock_dir = tempfile::tempdir().expect("temp dir");
    let clock = clock_dir.path().join("clock");
    set_clock(&clock, 0);
    let clock_env = clock.display().to_string();
    let mut h = Harness::start_cluster(
        &[
            EVERYWHERE,
            ("VITRAIL_SEED", "55"),
            ("VITRAIL_CLOCK_OFFSET_FILE", &clock_env),
            ("VITRAIL_TIMER_TICK_MS", "50"),
            ("VITRAIL_COMPUTER_PAUSE_MS", "10"),
        ],
        3,
        &store_url,
    )
    .await;

    // Every worker answers Discord's PING and refuses a forgery.
    for worker in h.workers() {
        let (status, _) = h.fake.ping(worker, Signing::Forged).await.expect("PING");
        assert_eq!(status, 401, "a forged PING to {worker}");
        let (status, _) = h.fake.ping(worker, Signing::Discord).await.expect("PING");
        assert_eq!(status, 200, "a PING to {worker}");
    }

    let guild = h.fake.guild_id();
    let channel = |n: u64| TestChannel::new(guild, CHANNELS + n);
    // Summer Pavilion against an easy computer with a turn timer, which Alice lets run out.
    let timed = channel(0);
    let options = vec![
        ("variant", json!(SUMMER_PAVILION)),
        ("players", json!(2)),
        ("timer", json!(TIMER_2M)),
    ];
    begin(&mut h, timed, "azul", options, None, Some("add-e")).await;
    // The games people play to the end.
    let places = [
        channel(1),
        channel(2),
        channel(3),
        TestChannel::group_dm(GROUP_DM, ALICE.id),
    ];
    let two = |variant| vec![("variant", json!(variant)), ("players", json!(2))];
    begin(&mut h, places[0], "azul", two(AZUL), Some(&BOB), None).await;
    begin(&mut h, places[1], "azul", two(SINTRA), Some(&BOB), None).await;
    let solo = vec![("players", json!(1)), ("difficulty", json!(5))];
    begin(&mut h, places[2], "sagrada", solo, None, None).await;
    let uzory = vec![("players", json!(2))];
    begin(&mut h, places[3], "uzory", uzory, None, Some("add-n")).await;
    let mut games = [
        ("Azul", prefer_azul as fn(&str) -> i32, vec![ALICE, BOB]),
        ("Sintra", prefer_playing, vec![ALICE, BOB]),
        ("Sagrada (solo)", prefer_playing, vec![ALICE]),
        ("Uzory (group DM)", prefer_playing, vec![ALICE]),
    ]
    .into_iter()
    .zip(places)
    .enumerate()
    .map(|(n, ((name, prefer, users), place))| Game {
        name,
        place,
        driver: Driver::new(users, 55 + n as u64),
        prefer,
        over: false,
    })
    .collect::<Vec<_>>();

    let mut clicks = 0;
    let mut killed = None;
    while games.iter().any(|g| !g.over) {
        for game in games.iter_mut().filter(|g| !g.over) {
            h.set_place(game.place);
            game.over = !game.driver.act(&h, &game.prefer).await;
            assert!(game.driver.actions < 3_000, "{} never ends", game.name);
            clicks += 1;
        }
        if clicks < KILL_AFTER || killed.is_some() {
            continue;
        }
        // Mid-game everywhere. The tables people answered to, to compare after the kill (the
        // group DM's computer may be moving: its table is checked by playing on).
        let before: Vec<_> = places[..3]
            .iter()
            .map(|&place| table_at(&mut h, place).map(|t| (t.id, t.content)))
            .collect();

        // Alice's time runs out while three workers watch the deadline: one reminder...
        set_clock(&clock, 121);
        wait_public(&h, timed, "your time is up", RESPONSE).await;
        tokio::time::sleep(Duration::from_millis(600)).await;
        assert_eq!(
            public_with(&h, timed, "your time is up"),
            1,
            "reminded once"
        );
        // ...then a computer stands in, and the computers play on.
        set_clock(&clock, 182);
        wait_public(&h, timed, "**alice** ran out of time", RESPONSE).await;

        // A worker dies with whatever it held: the computers' moves, leases, a game's turn.
        killed = Some(h.kill_worker(1));
        // Its leases lapse (a minute); the sweeps of the two left take the work over.
        set_clock(&clock, 182 + 2 * 60);
        let after: Vec<_> = places[..3]
            .iter()
            .map(|&place| table_at(&mut h, place).map(|t| (t.id, t.content)))
            .collect();
        assert_eq!(before, after, "a move people were answered for was lost");
    }
    assert!(killed.is_some(), "the games ended before the kill");

    // The timed game ends too, played by computers on the workers left.
    h.fake
        .wait_for_message(
            |m| m.channel_id == timed.channel_id && !m.ephemeral && m.content.contains("game over"),
            RESPONSE * 6,
        )
        .await
        .unwrap_or_else(|e| panic!("the timed game never ended: {e}\n{}", h.logs()));
    let store = vitrail::store::Store::open_postgres(&store_url).expect("the cluster's store");
    let record = record_at(&store, timed);
    let away = record
        .history
        .iter()
        .filter(|entry| matches!(entry, Logged::Away { .. }))
        .count();
    assert_eq!(away, 1, "the timer handed the seat over once");
    assert_eq!(
        public_with(&h, timed, "your time is up"),
        1,
        "reminded once"
    );

    for game in &games {
        h.set_place(game.place);
        let results = Driver::results(&h)
            .unwrap_or_else(|| panic!("{} has no results\n{}", game.name, h.logs()));
        assert!(
            results.text().contains(&ALICE.mention()),
            "{}",
            results.text()
        );
        let record = record_at(&store, game.place);
        let moves = record
            .history
            .iter()
            .filter(|entry| {
                matches!(
                    entry,
                    Logged::Move {
                        computer: false,
                        ..
                    }
                )
            })
            .count();
        // Each decision a player was answered for is one move or more (an Uzory turn is two).
        assert!(
            moves >= game.driver.actions,
            "{}: {moves} moves stored of {} decisions answered",
            game.name,
            game.driver.actions
        );
        eprintln!(
            "{} across the cluster: {} decisions in {} clicks, {moves} moves stored",
            game.name, game.driver.actions, game.driver.clicks
        );
    }

    // Every POST was answered 202 (none was in flight at the kill), each worker had some.
    let (refused, delivered) = h
        .fake
        .wait_deliveries(RESPONSE)
        .await
        .unwrap_or_else(|e| panic!("{e}\n{}", h.logs()));
    assert!(refused.is_empty(), "POSTs not answered 202: {refused:?}");
    let per_worker = h.fake.deliveries_per_worker();
    eprintln!("{delivered} interactions POSTed across the cluster: {per_worker:?}, {killed:?} killed midway");
    assert_eq!(per_worker.len(), 3, "every worker took interactions");
    assert!(per_worker.values().all(|&n| n >= 10), "{per_worker:?}");
    h.assert_no_failed_requests();
}
