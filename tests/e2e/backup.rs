//! Backups end to end: `vitrail backup` asked while the bot plays (a game finished, another
//! half-played), play going on past it, then `vitrail restore` with the bot stopped. The restored
//! store is the backup moment's, game for game, rating for rating, statistic for statistic, as
//! the store reads it and as `/stats` and `/leaderboard` show it, and the restored game plays on.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::{json, Value};
use vitrail::games::GameKind;
use vitrail::store::Store;
use vitrail::table::{GameId, Phase};

use crate::hosting::command;
use crate::ratings::{quick_bot, results, run_out, TIMER_2M};
use crate::support::harness::{assert_update, RESPONSE};
use crate::support::table_driver::{game_payload, Driver};
use crate::support::{StoredMessage, TestUser};

const ALICE: TestUser = TestUser::new(1_180_000_000_000_041_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_041_002, "bob", "en-US");

/// Runs `vitrail <args>` on the store in `data` (no config file, no token) and returns its
/// JSON output.
async fn vitrail(data: &Path, args: &[&str]) -> Value {
    let data = data.to_path_buf();
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let output = tokio::task::spawn_blocking(move || {
        let cwd = data.parent().expect("data has a parent").to_path_buf();
        Command::new(env!("CARGO_BIN_EXE_vitrail"))
            .args(&args)
            .current_dir(cwd)
            .env("VITRAIL_DATA_DIR", &data)
            .env_remove("VITRAIL_CONFIG")
            .env_remove("DISCORD_TOKEN")
            .output()
            .expect("run vitrail")
    })
    .await
    .expect("vitrail ran");
    let (out, err) = (
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    );
    assert!(output.status.success(), "vitrail failed: {out}\n{err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("not JSON ({e}): {out}\n{err}"))
}

/// A two-person game with the shortest turn timer, started; its first table.
async fn start(t: &crate::hosting::Timed) -> StoredMessage {
    let h = &t.h;
    let lobby = h
        .open(
            &ALICE,
            "azul",
            vec![
                ("variant", json!(0)),
                ("players", json!(2)),
                ("timer", json!(TIMER_2M)),
            ],
        )
        .await;
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    assert_update(&h.click(&ALICE, lobby.id, "ls").await);
    let bot = h.fake.bot_user_id();
    h.fake
        .wait_for_message(
            |m| {
                !m.ephemeral
                    && m.author_id == bot
                    && m.id > lobby.id
                    && !Driver::movers(m).is_empty()
            },
            RESPONSE,
        )
        .await
        .unwrap_or_else(|e| panic!("no table: {e}\n{}", h.bot.log()))
}

/// What people see of the store: `/stats` of both and the server's leaderboard.
async fn shown(t: &crate::hosting::Timed) -> Vec<String> {
    let h = &t.h;
    let ch = h.fake.channel();
    let mut out = Vec::new();
    for user in [&ALICE, &BOB] {
        out.push(command(h, &ch, user, "stats", None, vec![]).await.text());
    }
    let board = command(
        h,
        &ch,
        &ALICE,
        "leaderboard",
        None,
        vec![("game", json!(0))],
    )
    .await;
    out.push(board.text());
    out
}

/// Every game, rating and statistic a store holds for the games `games` of server `guild`, in
/// words.
fn contents(store: &Store, guild: u64, games: &[GameId]) -> String {
    let mut out = String::new();
    for id in games {
        out += &format!("{:?}\n", store.load(*id).expect("load"));
    }
    for kind in GameKind::ALL {
        out += &format!(
            "{:?}\n",
            store.leaderboard(guild, kind).expect("leaderboard")
        );
        out += &format!("{:?}\n", store.rating_board(guild, kind).expect("ratings"));
    }
    for user in [ALICE.id, BOB.id] {
        out += &format!("{:?}\n", store.player_stats(guild, user).expect("stats"));
    }
    out += &format!("{:?}\n", store.stored_ratings().expect("ratings"));
    out += &format!("{:?}\n", store.live_games_now().expect("live"));
    out += &format!("{:?}\n", store.game_counts().expect("counts"));
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backup_mid_game_then_restore_brings_back_every_game_rating_and_statistic() {
    let mut t = quick_bot().await;

    // A finished game, so there are ratings and statistics.
    let first = start(&t).await;
    let (over, mut clock) = run_out(&t, &first, 0).await;

    // A second game, half-played: the first mover's time runs out and a computer stands in
    // for them, then the game waits for the other, whose time has not run out.
    let second = start(&t).await;
    let first_movers = Driver::movers(&second);
    clock += 200;
    t.advance_to(clock);
    tokio::time::sleep(Duration::from_millis(600)).await;
    clock += 200;
    t.advance_to(clock);
    let bot = t.h.fake.bot_user_id();
    t.h.fake
        .wait_for_message(
            |m| {
                !m.ephemeral
                    && m.author_id == bot
                    && m.id > second.id
                    && m.custom_ids().iter().any(|id| game_payload(id).is_some())
                    && !Driver::movers(m).is_empty()
                    && Driver::movers(m) != first_movers
            },
            RESPONSE,
        )
        .await
        .unwrap_or_else(|e| panic!("the game never moved on: {e}\n{}", t.h.bot.log()));
    tokio::time::sleep(Duration::from_millis(500)).await;
    let at_backup = shown(&t).await;

    // Backed up by the running bot.
    let root = tempfile::tempdir().expect("temp dir");
    let dir = root.path().join("backup-1");
    let report = vitrail(&t.h.data, &["backup", dir.to_str().expect("utf-8")]).await;
    assert_eq!(report["by"], "running bot", "{report}");
    assert_eq!(report["games"], 2, "{report}");
    assert_eq!(report["live_games"], 1, "{report}");

    // Play goes on: the second game ends, and the figures move.
    let (ended, clock) = run_out(&t, &second, clock).await;
    assert!(ended.id > over.id);
    let after = shown(&t).await;
    assert_ne!(after, at_backup, "the second game changed the statistics");

    // Stopped, then restored over the store in use, which is moved aside.
    t.h.bot.kill();
    let restored = vitrail(
        &t.h.data,
        &["restore", dir.to_str().expect("utf-8"), "--replace"],
    )
    .await;
    let aside = restored["replaced_store_moved_to"]
        .as_str()
        .unwrap_or_else(|| panic!("nothing moved aside: {restored}"))
        .to_string();
    {
        let copy = Store::open(&dir.join("store")).expect("open the backup");
        let back = Store::open(&t.h.data).expect("open the restored store");
        let later = Store::open(Path::new(&aside)).expect("open the replaced store");
        let games: Vec<GameId> = later
            .user_games(ALICE.id)
            .expect("Alice's games")
            .iter()
            .map(|entry| entry.game)
            .collect();
        assert_eq!(games.len(), 2, "two games were played");
        let guild = t.h.fake.guild_id();
        assert_eq!(
            contents(&back, guild, &games),
            contents(&copy, guild, &games)
        );
        assert_ne!(
            contents(&back, guild, &games),
            contents(&later, guild, &games)
        );
        // The second game is back in the middle, where the backup found it.
        let phases: Vec<Phase> = games
            .iter()
            .map(|id| back.load(*id).expect("load").expect("game").phase)
            .collect();
        assert_eq!(phases, vec![Phase::Finished, Phase::Playing]);
        assert_eq!(
            back.rebuild_ratings().expect("rebuild"),
            back.stored_ratings().expect("ratings")
        );
    }

    // Started on the restored store, the bot shows the backup moment's figures...
    t.h.restart().await;
    assert_eq!(shown(&t).await, at_backup);
    // ...and the restored game plays on to its end.
    let mut clock = clock;
    let started = std::time::Instant::now();
    while results(&t, ended.id).is_none() {
        assert!(
            started.elapsed() < RESPONSE * 40,
            "the restored game never ended\n{}",
            t.h.bot.log()
        );
        clock += 200;
        t.advance_to(clock);
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    assert_ne!(shown(&t).await, at_backup);
    t.h.assert_no_failed_requests();
}
