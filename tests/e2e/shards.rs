//! Scaling out, rehearsed on one machine: two bot processes run different shard ranges of one
//! bot against one fake Discord, which sends each server's events only to the connection of the
//! server's shard, `(guild_id >> 22) % total`. Each process keeps its own data directory. Games
//! are played in servers of both ranges; every request about a server comes from the process
//! that owns its shard; and when one range moves to a new process (stop A, start A' on A's data
//! directory and range), its games and lobbies go on where they were.
//!
//! The fake tells the processes apart by their tokens: in production they share one token, here
//! each gets its own so that every REST request names its sender.

use std::path::Path;
use std::time::Duration;

use futures_util::future::join_all;
use serde_json::json;

use crate::support::fake_discord::{shard_of, Shard, TEST_GUILD_ID};
use crate::support::harness::{control_id, MESSAGE, READY, RESPONSE, UPDATE};
use crate::support::table_driver::{game_payload, version, Driver};
use crate::support::{BotProcess, FakeDiscord, StoredMessage, TestChannel, TestUser};
use vitrail::store::Store;

const ALICE: TestUser = TestUser::new(1_180_000_000_000_012_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_012_002, "bob", "en-US");
const CAROL: TestUser = TestUser::new(1_180_000_000_000_012_003, "carol", "en-US");

/// Three shards: A runs shard 0, B shards 1 and 2. Serenity waits 5 s between the identifies of
/// one process's shards, so only B pays that, while A's range (the one that moves) starts at once.
const TOTAL: u64 = 3;
const A_RANGE: &str = "0-0/3";
const B_RANGE: &str = "1-2/3";
const A_SHARDS: [Shard; 1] = [(0, TOTAL)];
const B_SHARDS: [Shard; 2] = [(1, TOTAL), (2, TOTAL)];

/// The `n`th test server on `shard`, with one text channel.
fn server(shard: u64, n: u64) -> TestChannel {
    // A snowflake's top bits are its creation time in ms; only they decide the shard.
    let time = (TEST_GUILD_ID >> 22) + 1_000 * (n + 1);
    let time = time - time % TOTAL + shard;
    let guild = (time << 22) | 7;
    assert_eq!(shard_of(Some(guild), TOTAL), shard);
    // Not guild + 1: the fake gives that id to the bot's role.
    TestChannel::new(guild, guild + 200)
}

fn spawn(fake: &FakeDiscord, data: &Path, token: &str, range: &str) -> BotProcess {
    BotProcess::spawn_with_env(
        fake,
        data,
        &[
            ("DISCORD_TOKEN", token),
            ("VITRAIL_SHARDS", range),
            // Commands are registered globally, as in production (not in one dev server).
            ("VITRAIL_DEV_GUILDS", ""),
            ("VITRAIL_SEED", "25"),
        ],
    )
}

/// Every process's log, for failure messages.
fn logs(processes: &[(&str, &BotProcess)]) -> String {
    processes
        .iter()
        .map(|(name, p)| format!("--- {name} log ---\n{}", p.log()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Opens an Azul lobby for `players` in `ch` as `host`; returns the lobby message.
async fn open_lobby(
    fake: &FakeDiscord,
    ch: &TestChannel,
    host: &TestUser,
    players: u64,
) -> Result<u64, String> {
    let options = vec![("variant", json!(0)), ("players", json!(players))];
    let (id, answer) = fake
        .try_run_command(ch, host, "azul", Some("start"), options)
        .await?;
    if answer.callback_type() != Some(MESSAGE) {
        return Err(format!("no lobby: {}", answer.text()));
    }
    let lobby = fake.original_response(id).ok_or("no lobby message")?;
    Ok(lobby.id)
}

async fn click(
    fake: &FakeDiscord,
    ch: &TestChannel,
    user: &TestUser,
    message: u64,
    control: &str,
) -> Result<(), String> {
    let message = fake.message(message).ok_or("no message")?;
    let id = control_id(&message, control);
    let (_, answer) = fake.try_click(ch, user, message.id, &id).await?;
    match answer.answer_type() {
        Some(UPDATE) => Ok(()),
        _ => Err(format!("{control} did not update: {}", answer.text())),
    }
}

/// Opens a lobby, seats an easy computer and starts the game.
async fn start_game(fake: &FakeDiscord, ch: &TestChannel, host: &TestUser) -> Result<(), String> {
    let lobby = open_lobby(fake, ch, host, 2).await?;
    let menu = control_id(&fake.message(lobby).ok_or("no lobby")?, "lc");
    let (_, answer) = fake
        .try_select(ch, host, lobby, &menu, vec!["add-e".into()])
        .await?;
    if answer.answer_type() != Some(UPDATE) {
        return Err(format!("no computer seated: {}", answer.text()));
    }
    click(fake, ch, host, lobby, "ls").await
}

/// The live table of the game in `ch` (its newest public message with game controls).
fn is_table(m: &StoredMessage) -> bool {
    !m.ephemeral && m.custom_ids().iter().any(|id| game_payload(id).is_some())
}

/// Waits for `user`'s turn in `ch` (while the computer moves, if it is its turn); returns the
/// table that asks them to move.
async fn wait_turn(
    fake: &FakeDiscord,
    ch: &TestChannel,
    user: &TestUser,
) -> Result<StoredMessage, String> {
    fake.wait_in_channel(ch.channel_id, RESPONSE, "the player's turn", |messages| {
        let table = messages.iter().rev().find(|m| is_table(m))?;
        Driver::movers(table)
            .contains(&user.id)
            .then(|| (*table).clone())
    })
    .await
}

/// Waits for `user`'s turn in `ch` and makes one whole move, taking the first choice offered
/// each time. Returns the table it moved on.
async fn play_move(
    fake: &FakeDiscord,
    ch: &TestChannel,
    user: &TestUser,
) -> Result<StoredMessage, String> {
    let table = wait_turn(fake, ch, user).await?;
    let private = table.custom_ids().iter().any(|id| id.ends_with(":g:t"));
    let mut message = if private {
        let (id, _) = fake
            .try_click(ch, user, table.id, &control_id(&table, "g:t"))
            .await?;
        fake.original_response(id).ok_or("no private panel")?
    } else {
        table.clone()
    };
    for _ in 0..40 {
        let drawn_at = version(&message);
        let pick = Driver::options(&message)
            .into_iter()
            .next()
            .ok_or_else(|| format!("nothing to choose on {:?}", message.content))?;
        let (_, answer) = match &pick.value {
            None => {
                fake.try_click(ch, user, message.id, &pick.custom_id)
                    .await?
            }
            Some(value) => {
                let values = vec![value.clone()];
                let id = &pick.custom_id;
                fake.try_select(ch, user, message.id, id, values).await?
            }
        };
        if answer.answer_type() != Some(UPDATE) {
            return Err(format!("{:?} was refused: {}", pick.label, answer.text()));
        }
        message = fake.message(message.id).ok_or("message gone")?;
        // One message a turn: the table shrinks once somebody new must act, or is redrawn in
        // place at the game's next version.
        let done = if private {
            message.content.contains("Done")
        } else {
            message.custom_ids().is_empty() || version(&message) != drawn_at
        };
        if done {
            // The next table (a new message, or this one redrawn) follows the move.
            let moved_from = version(&table);
            fake.wait_in_channel(ch.channel_id, RESPONSE, "the next table", |messages| {
                messages
                    .iter()
                    .find(|m| is_table(m) && version(m) > moved_from)
                    .map(drop)
            })
            .await?;
            return Ok(table);
        }
    }
    Err("a move that never ends".into())
}

/// The recent moves `/game log` shows in `ch`.
async fn game_log(fake: &FakeDiscord, ch: &TestChannel) -> Result<String, String> {
    let (_, answer) = fake
        .try_run_command(ch, &ALICE, "game", Some("log"), vec![])
        .await?;
    Ok(answer.text())
}

fn both<'a>(a: &'a BotProcess, b: &'a BotProcess) -> [(&'static str, &'a BotProcess); 2] {
    [("A", a), ("B", b)]
}

fn fail(error: String, processes: &[(&str, &BotProcess)]) -> ! {
    panic!("{error}\n{}", logs(processes))
}

/// Which process a request came from, by its token.
fn sender(authorization: Option<&str>) -> &str {
    authorization
        .and_then(|a| a.strip_prefix("Bot "))
        .unwrap_or("?")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shards_two_processes_keep_to_their_servers_and_a_range_moves_without_loss() {
    let started = std::time::Instant::now();
    let fake = FakeDiscord::start().await;
    let root = tempfile::tempdir().expect("temp dir");
    let (data_a, data_b) = (root.path().join("a"), root.path().join("b"));
    // A's servers: a game and a lobby. B's: a game on each of its shards.
    let (a_game, a_lobby) = (server(0, 0), server(0, 1));
    let (b_game1, b_game2) = (server(1, 0), server(2, 0));
    let servers = [&a_game, &a_lobby, &b_game1, &b_game2];
    for ch in servers {
        fake.add_guild(ch.guild_id);
        fake.add_channel(ch);
    }

    let mut a = spawn(&fake, &data_a, "token-a", A_RANGE);
    let mut b = spawn(&fake, &data_b, "token-b", B_RANGE);
    let all: Vec<Shard> = A_SHARDS.iter().chain(&B_SHARDS).copied().collect();
    fake.wait_shards_ready(&all, 0, READY)
        .await
        .unwrap_or_else(|e| panic!("{e}\n{}", logs(&[("A", &a), ("B", &b)])));
    let mut identified: Vec<Shard> = fake
        .identify_payloads()
        .iter()
        .map(|d| {
            (
                d["shard"][0].as_u64().unwrap(),
                d["shard"][1].as_u64().unwrap(),
            )
        })
        .collect();
    identified.sort_unstable();
    assert_eq!(
        identified, all,
        "each shard identified once, by its process"
    );

    // Both processes play at once: a game in each of the three game servers (one move each,
    // after the computer's if it starts), and a lobby Bob joins in A's other server.
    let f = &fake;
    let games = [&a_game, &b_game1, &b_game2];
    let played = join_all(games.iter().map(|ch| async move {
        start_game(f, ch, &ALICE).await?;
        play_move(f, ch, &ALICE).await?;
        wait_turn(f, ch, &ALICE).await
    }));
    let lobby = async {
        let lobby = open_lobby(f, &a_lobby, &ALICE, 3).await?;
        click(f, &a_lobby, &BOB, lobby, "lj").await?;
        Ok::<u64, String>(lobby)
    };
    let (played, lobby) = tokio::join!(played, lobby);
    let tables: Vec<StoredMessage> = played
        .into_iter()
        .map(|result| result.unwrap_or_else(|e| fail(e, &both(&a, &b))))
        .collect();
    let lobby = lobby.unwrap_or_else(|e| fail(e, &both(&a, &b)));
    // Alice's turn again in A's game: nothing moves there until she does.
    let log_before = game_log(f, &a_game)
        .await
        .unwrap_or_else(|e| fail(e, &both(&a, &b)));
    assert!(log_before.contains("alice"), "{log_before}");

    // Move A's range: stop A (as an orchestrator would), B plays on meanwhile, then A' starts
    // on A's data directory with A's range.
    let status = a.terminate(Duration::from_secs(15)).await;
    assert!(
        status.is_some_and(|s| s.success()),
        "A did not stop cleanly: {status:?}\n{}",
        a.log()
    );
    play_move(&fake, &b_game1, &ALICE)
        .await
        .unwrap_or_else(|e| fail(e, &both(&a, &b)));
    let moved_at = fake.mark();
    let ready_before = fake.ready_count();
    let mut a2 = spawn(&fake, &data_a, "token-a2", A_RANGE);
    fake.wait_shards_ready(&A_SHARDS, ready_before, READY)
        .await
        .unwrap_or_else(|e| fail(e, &both(&a2, &b)));

    // Nothing was lost: the game's log is the same, its live table the same one, and the game
    // goes on from there; the lobby keeps Bob's seat (A' redraws it from A's data) and starts.
    let log_after = game_log(&fake, &a_game)
        .await
        .unwrap_or_else(|e| fail(e, &both(&a2, &b)));
    assert_eq!(log_after, log_before, "the game's moves after the move");
    let table = play_move(&fake, &a_game, &ALICE)
        .await
        .unwrap_or_else(|e| fail(e, &both(&a2, &b)));
    assert_eq!(
        table.id, tables[0].id,
        "the table A left is the one A' plays on"
    );
    assert_eq!(table.custom_ids(), tables[0].custom_ids());
    click(&fake, &a_lobby, &CAROL, lobby, "lj")
        .await
        .unwrap_or_else(|e| fail(e, &both(&a2, &b)));
    let text = fake.message(lobby).expect("lobby").text();
    for user in [&ALICE, &BOB, &CAROL] {
        assert!(text.contains(&user.mention()), "{} lost: {text}", user.name);
    }
    click(&fake, &a_lobby, &ALICE, lobby, "ls")
        .await
        .unwrap_or_else(|e| fail(e, &both(&a2, &b)));
    fake.wait_for_channel_message(a_lobby.channel_id, is_table, RESPONSE)
        .await
        .unwrap_or_else(|e| fail(e, &both(&a2, &b)));
    play_move(&fake, &b_game2, &ALICE)
        .await
        .unwrap_or_else(|e| fail(e, &both(&a2, &b)));

    // Every request about a server came from the process running its shard at the time.
    let owner = |guild: u64, seq: usize| match shard_of(Some(guild), TOTAL) {
        0 if seq < moved_at => "token-a",
        0 => "token-a2",
        _ => "token-b",
    };
    let mut counts = std::collections::BTreeMap::<(u64, &str), usize>::new();
    for request in fake.requests() {
        let Some(guild) = fake.request_guild(&request) else {
            continue;
        };
        let from = sender(request.authorization.as_deref());
        assert_eq!(
            from,
            owner(guild, request.seq),
            "request #{} {} {} about server {guild} came from the wrong process",
            request.seq,
            request.method,
            request.path
        );
        *counts
            .entry((guild, owner(guild, request.seq)))
            .or_default() += 1;
    }
    // ... and each process did its share (so the check above checked something).
    for (ch, token) in [
        (&a_game, "token-a"),
        (&a_game, "token-a2"),
        (&a_lobby, "token-a"),
        (&a_lobby, "token-a2"),
        (&b_game1, "token-b"),
        (&b_game2, "token-b"),
    ] {
        let n = counts.get(&(ch.guild_id, token)).copied().unwrap_or(0);
        assert!(n > 0, "{token} made no request about {}", ch.guild_id);
    }
    assert!(
        fake.failed_requests().is_empty(),
        "{}",
        fake.request_summary()
    );

    // Each data directory holds its own servers' games, and only those.
    for p in [&mut a2, &mut b] {
        let status = p.terminate(Duration::from_secs(15)).await;
        assert!(status.is_some_and(|s| s.success()), "{}", p.log());
    }
    for (data, mine, theirs) in [
        (&data_a, [&a_game, &a_lobby], [&b_game1, &b_game2]),
        (&data_b, [&b_game1, &b_game2], [&a_game, &a_lobby]),
    ] {
        let store = Store::open(data).expect("open store");
        for ch in mine {
            let games = store.channel_live_games(ch.channel_id).expect("games");
            assert_eq!(
                games.len(),
                1,
                "{}: one game in {}",
                data.display(),
                ch.guild_id
            );
            let record = store.load(games[0]).expect("load").expect("record");
            assert_eq!(record.guild, ch.guild_id);
            let latest = store.latest_channel_game(ch.channel_id).expect("latest");
            assert_eq!(latest, Some(games[0]));
        }
        for ch in theirs {
            let latest = store.latest_channel_game(ch.channel_id).expect("latest");
            assert!(
                latest.is_none(),
                "{} has {}'s games",
                data.display(),
                ch.guild_id
            );
        }
        assert_eq!(store.game_count().expect("count"), 2, "{}", data.display());
    }
    eprintln!("shard rehearsal took {:.1?}", started.elapsed());
}

/// The value of the first `key: value` line after the line containing `after` in a YAML file
/// (enough for the example deployment files, without a YAML parser).
fn yaml_value(text: &str, after: &str, key: &str) -> String {
    let rest = &text[text.find(after).unwrap_or_else(|| panic!("no {after:?}"))..];
    rest.lines()
        .find_map(|line| line.trim().strip_prefix(&format!("{key}:")))
        .unwrap_or_else(|| panic!("no {key} after {after:?}"))
        .trim()
        .trim_matches('"')
        .to_string()
}

/// The example StatefulSet's ranges (its shell lines, redone here) are ranges vitrail accepts and
/// cover every shard once, and the bot reaches the proxy through the proxy's Service.
#[test]
fn shards_of_the_kubernetes_example_cover_every_shard_once() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("deploy/kubernetes");
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).expect("example file");
    let (statefulset, proxy) = (read("statefulset.yaml"), read("rest-proxy.yaml"));
    let number = |after: &str, key: &str| -> u32 {
        yaml_value(&statefulset, after, key)
            .parse()
            .expect("number")
    };
    let replicas = number("kind: StatefulSet", "replicas");
    let total = number("name: SHARDS_TOTAL", "value");
    let per_pod = number("name: SHARDS_PER_POD", "value");
    assert!(statefulset.contains("first=$((ordinal * SHARDS_PER_POD))"));
    assert!(statefulset.contains("last=$((first + SHARDS_PER_POD - 1))"));
    let mut covered = Vec::new();
    for ordinal in 0..replicas {
        let first = ordinal * per_pod;
        let range = format!("{first}-{}/{total}", first + per_pod - 1);
        let env = |key: &str| match key {
            "DISCORD_TOKEN" => Some("t".to_string()),
            "VITRAIL_SHARDS" => Some(range.clone()),
            _ => None,
        };
        let config = vitrail::config::Config::load(None, &env)
            .unwrap_or_else(|e| panic!("pod {ordinal}'s range {range}: {e}"));
        let shards = config.shards.expect("a range");
        covered.extend(shards.first..=shards.last);
    }
    assert_eq!(
        covered,
        (0..total).collect::<Vec<_>>(),
        "replicas × SHARDS_PER_POD"
    );

    // One proxy, reached through its Service on port 80.
    assert_eq!(yaml_value(&proxy, "kind: Deployment", "replicas"), "1");
    let service = yaml_value(&proxy, "kind: Service", "name");
    assert_eq!(yaml_value(&proxy, "kind: Service", "port"), "80");
    assert_eq!(
        yaml_value(&statefulset, "name: VITRAIL_API_PROXY", "value"),
        format!("http://{service}")
    );
}
