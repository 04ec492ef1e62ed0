//! What a long history costs (issue 41): a store with N finished games of all four kinds
//! (default 1,000,000; `HISTORY_GAMES` to change it) and 1,000 running games (`HISTORY_ACTIVE`),
//! then the time to open it, the minute's sweep, a metrics scrape, `/stats` and `/leaderboard`
//! for a busy player and server, a move's store round trip, the bytes on disk per finished game
//! and the peak memory, printed as one line, first with N = 0 for comparison:
//!
//! ```text
//! history: games=… active=… open_s=… sweep_ms=… scrape_ms=… stats_ms=… leaderboard_ms=… move_ms=… bytes_per_finished_game=… peak_rss_mib=…
//! ```
//!
//! Run with `cargo bench --features bench --bench history` (`HISTORY_GAMES=100000 cargo bench
//! --features bench --bench history` for a quicker run; the `bench` feature brings in the
//! store's builder, which the bot is built without; `HISTORY_CACHE_MB` sets sled's cache while
//! measuring, default the bot's; `HISTORY_BUILD_CACHE_MB` while building, default 1,024).
//! Building and measuring each run in a process of its own, so the peak memory is the measuring
//! process's (the bot's), not the builder's.
//!
//! How the store is built: a few real games of each kind are played by the computer players,
//! then copied again and again under new ids, servers, channels, people and dates. The finished
//! copies go through `Store::bulk_import_for_bench` (`src/store/bulk.rs`): each record is
//! encoded and archived by the bot's own `encode_stored`, on both cores, and stored under its
//! id; its indexes, statistics, ratings and live-game counts are kept by the bookkeeping the
//! bot's writes run (as if the game had been created running, then ended), against a copy in
//! memory of those trees, which is written to sled every 250,000 games, each key in the order
//! the bot's writes would first reach it (so sled fills its leaves as under the bot). The trees
//! hold the same keys and values as if the bot had created and ended each game (a unit test
//! compares every tree). `Store::import_for_bench` writes the same, one transaction per 200
//! games; that took about 4 ms a game on 2 shared cores (deflating each record at level 9,
//! then sled updating statistics, ratings and user indexes at random keys); the bulk path is
//! several times faster. The 1,000 running games
//! are written through `import_for_bench` itself.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use vitrail::ai::{AiLevel, Budget};
use vitrail::games::GameKind;
use vitrail::i18n::Locale;
use vitrail::store::{Store, DEFAULT_CACHE_MB};
use vitrail::table::engines::{on_engine, EngineWork};
use vitrail::table::expiry::{IdleLimits, Idleness};
use vitrail::table::{GameId, GameRecord, Hosted, Place, SeatHolder, Table};

/// The server most games are played in, and a person who plays a lot there.
const BUSY_GUILD: u64 = 1_180_000_000_000_000_001;
const BUSY_USER: u64 = 1_180_000_000_000_000_002;
/// Other servers and people.
const GUILDS: u64 = 1_000;
const PEOPLE: u64 = 50_000;
const FIRST_GUILD: u64 = 1_180_000_000_100_000_000;
const FIRST_PERSON: u64 = 1_180_000_000_200_000_000;
const FIRST_CHANNEL: u64 = 1_180_000_000_300_000_000;
/// Real games played per kind to copy from.
const TEMPLATES: u64 = 3;
/// Finished games encoded together while building.
const BATCH: usize = 1_000;
/// Finished games whose bookkeeping is kept in memory before it is written to sled.
const BULK: u64 = 250_000;
/// How many times each quick operation is timed (the median is printed).
const REPEATS: usize = 21;
/// Moves timed.
const MOVES: usize = 200;
/// `/stats` lists this many recent games (`bot/commands/info.rs`).
const RECENT_GAMES: usize = 10;
/// A fixed "now" the games are dated from, so runs compare.
const NOW: u64 = 1_760_000_000;

fn main() {
    let role = std::env::var("HISTORY_ROLE").unwrap_or_default();
    let dir = std::env::var("HISTORY_DIR").map(PathBuf::from);
    let games = env_u64("HISTORY_GAMES", 1_000_000);
    let active = env_u64("HISTORY_ACTIVE", 1_000);
    match (role.as_str(), dir) {
        ("build", Ok(dir)) => build(&dir, games, active),
        ("measure", Ok(dir)) => measure(&dir, games, active),
        _ => {
            let mut baseline = None;
            for n in [0, games] {
                let dir = tempfile::tempdir().expect("temp dir");
                let started = Instant::now();
                child("build", dir.path(), n, active, None);
                let size = disk_bytes(dir.path());
                eprintln!(
                    "history: built {n} finished and {active} running games in {:.0} s, {} MiB on disk",
                    started.elapsed().as_secs_f64(),
                    size / (1024 * 1024)
                );
                let base = *baseline.get_or_insert(size);
                child("measure", dir.path(), n, active, Some(base));
                if games == 0 {
                    break;
                }
            }
        }
    }
}

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.replace('_', "").parse().ok())
        .unwrap_or(default)
}

/// Runs this benchmark again in `role`, in a process of its own.
fn child(role: &str, dir: &Path, games: u64, active: u64, baseline: Option<u64>) {
    let exe = std::env::current_exe().expect("own path");
    let mut command = Command::new(exe);
    command
        .env("HISTORY_ROLE", role)
        .env("HISTORY_DIR", dir)
        .env("HISTORY_GAMES", games.to_string())
        .env("HISTORY_ACTIVE", active.to_string());
    if let Some(base) = baseline {
        command.env("HISTORY_BASE_BYTES", base.to_string());
    }
    let status = command.status().expect("run the benchmark's child");
    assert!(status.success(), "history {role} failed: {status}");
}

fn cache_mb() -> u64 {
    env_u64("HISTORY_CACHE_MB", DEFAULT_CACHE_MB)
}

/// A game of four seats, two people and two computers, played to its end by the computer
/// players; and the same game half way through.
/// [`play`] for a game's kind.
struct Play(u64);

impl EngineWork for Play {
    type Output = (GameRecord, GameRecord);
    fn run<G: Hosted>(self) -> Self::Output {
        play::<G>(self.0)
    }
}

fn play<G: Hosted>(n: u64) -> (GameRecord, GameRecord) {
    let place = Place {
        guild: BUSY_GUILD,
        channel: FIRST_CHANNEL,
    };
    let mut record = GameRecord::new_lobby(
        GameId(1),
        G::KIND.default_options(),
        place,
        FIRST_PERSON,
        4,
        Locale::En,
        NOW,
    );
    record.seats.push(SeatHolder::Human {
        user: FIRST_PERSON + 1,
    });
    for _ in 0..2 {
        record.seats.push(SeatHolder::Computer {
            level: AiLevel::Normal,
        });
    }
    record.names.insert(FIRST_PERSON, "Annika".into());
    record.names.insert(FIRST_PERSON + 1, "Bartholomew".into());
    let mut table = Table::<G>::start(record, 1_000 + n).expect("start");
    let mut half = None;
    let mut moves = 0;
    while !table.game.is_over() {
        let seat = table.game.to_act()[0];
        let action = table
            .computer_choice(seat, AiLevel::Normal, Budget::iterations(50))
            .expect("a choice");
        table.play(seat, &action).expect("a legal move");
        table.record.moves += 1;
        moves += 1;
        if moves == 40 {
            half = Some(table.record.clone());
        }
    }
    (table.record, half.expect("a game of more than 40 moves"))
}

fn templates() -> (Vec<GameRecord>, Vec<GameRecord>) {
    let (mut finished, mut running) = (Vec::new(), Vec::new());
    for n in 0..TEMPLATES {
        for kind in GameKind::ALL {
            let (end, half) = on_engine(kind, Play(n));
            finished.push(end);
            running.push(half);
        }
    }
    (finished, running)
}

/// A splitmix64 step: the people and servers of game `i`, spread the same way every run.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// `template` as game `i` of the history: a new id, server, channel, people and dates.
fn copy(template: &GameRecord, id: GameId, i: u64, games: u64) -> GameRecord {
    let mut record = template.clone();
    record.id = id;
    let busy = i.is_multiple_of(10);
    record.guild = if busy {
        BUSY_GUILD
    } else {
        FIRST_GUILD + mix(i) % GUILDS
    };
    record.channel = FIRST_CHANNEL + mix(i ^ 0xc4a2) % 20_000;
    let mut names = std::collections::BTreeMap::new();
    let mut humans = 0;
    for (k, seat) in record.seats.iter_mut().enumerate() {
        let SeatHolder::Human { user } = seat else {
            continue;
        };
        let name = template.names.get(user).cloned().unwrap_or_default();
        *user = if busy && k == 0 && i.is_multiple_of(100) {
            BUSY_USER
        } else {
            FIRST_PERSON + (mix(i) + k as u64 * 7_919) % PEOPLE
        };
        names.insert(*user, name);
        humans += 1;
    }
    debug_assert!(humans > 0);
    record.host = record.seats.iter().find_map(SeatHolder::user).unwrap_or(0);
    record.names = names;
    // A game every few seconds, the newest last.
    let age = games.saturating_sub(i) * 20;
    record.created_at = NOW - age - 1_800;
    record.updated_at = NOW - age;
    record
}

fn build(dir: &Path, games: u64, active: u64) {
    let (finished, running) = templates();
    // The builder is not what is measured: a big cache makes it faster.
    let store =
        Store::open_with_cache(dir, env_u64("HISTORY_BUILD_CACHE_MB", 1_024)).expect("open");
    let mut batch = Vec::with_capacity(BATCH);
    let started = Instant::now();
    let mut import = store.bulk_import_for_bench();
    for i in 0..games {
        let template = &finished[(mix(i ^ 0x7e3) % finished.len() as u64) as usize];
        batch.push(copy(template, store.new_id().expect("id"), i, games));
        if batch.len() == BATCH {
            import.add(&batch).expect("import");
            batch.clear();
        }
        if (i + 1).is_multiple_of(BULK) {
            import.add(&batch).expect("import");
            batch.clear();
            import.finish().expect("import");
            import = store.bulk_import_for_bench();
        }
        if i > 0 && i.is_multiple_of(100_000) {
            eprintln!(
                "history: {i} games written in {:.0} s",
                started.elapsed().as_secs_f64()
            );
        }
    }
    import.add(&batch).expect("import");
    import.finish().expect("import");
    batch.clear();
    for j in 0..active {
        let template = &running[(j as usize) % running.len()];
        let mut record = copy(template, store.new_id().expect("id"), j, 0);
        record.channel = FIRST_CHANNEL + 100_000 + j;
        record.created_at = NOW - 600;
        record.updated_at = NOW - 60;
        batch.push(record);
    }
    store.import_for_bench(&batch).expect("import");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("runtime");
    runtime.block_on(store.flush_now()).expect("flush");
}

fn median(mut times: Vec<Duration>) -> f64 {
    times.sort();
    times
        .get(times.len() / 2)
        .map_or(0.0, |d| d.as_secs_f64() * 1_000.0)
}

fn timed<T>(mut work: impl FnMut() -> T) -> f64 {
    let times = (0..REPEATS)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(work());
            started.elapsed()
        })
        .collect();
    median(times)
}

/// One move through the store as a click makes it: the record loaded and its engine read, the
/// move played, the record encoded and swapped in and flushed. The computer's thinking is
/// left out of the time.
/// [`one_move`] for a game's kind.
struct OneMove<'a>(&'a Store, &'a tokio::runtime::Runtime, GameId);

impl EngineWork for OneMove<'_> {
    type Output = Duration;
    fn run<G: Hosted>(self) -> Duration {
        one_move::<G>(self.0, self.1, self.2)
    }
}

fn one_move<G: Hosted>(store: &Store, runtime: &tokio::runtime::Runtime, id: GameId) -> Duration {
    let started = Instant::now();
    let record = store.load(id).expect("load").expect("a record");
    let mut table = Table::<G>::open(record).expect("open");
    let loading = started.elapsed();
    let Some(&seat) = table.game.to_act().first() else {
        return loading;
    };
    let Some(action) = table.computer_choice(seat, AiLevel::Normal, Budget::iterations(50)) else {
        return loading;
    };
    let started = Instant::now();
    table.play(seat, &action).expect("a legal move");
    runtime
        .block_on(store.save(table.record))
        .expect("the move is saved");
    loading + started.elapsed()
}

fn measure(dir: &Path, games: u64, active: u64) {
    let bytes = disk_bytes(dir);
    let base = env_u64("HISTORY_BASE_BYTES", bytes);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .build()
        .expect("runtime");
    let started = Instant::now();
    let store = Store::open_with_cache(dir, cache_mb()).expect("open");
    let open_s = started.elapsed().as_secs_f64();
    // Whether the peak is the opening (sled reading its page table back) or the work after it.
    eprintln!(
        "history: after open, rss_mib={} peak_rss_mib={}",
        status_mib("VmRSS:"),
        status_mib("VmHWM:")
    );

    // The minute's sweep: the live games' index, and the idle rule on each entry.
    let limits = IdleLimits::default();
    let sweep_ms = timed(|| {
        let live = runtime.block_on(store.live_games()).expect("live games");
        live.iter()
            .filter(|g| {
                Idleness {
                    lobby: false,
                    timed: g.timed,
                    created_at: g.created_at,
                    updated_at: g.updated_at,
                }
                .is_past(limits, NOW)
            })
            .count()
    });
    let scrape_ms = timed(|| {
        let counts = store.game_counts().expect("counts");
        let names: Vec<(String, &str, i64)> = counts
            .iter()
            .map(|(kind, state, n)| (kind.to_string(), state.label(), *n))
            .collect();
        let rows: Vec<(&str, &str, i64)> =
            names.iter().map(|(g, s, n)| (g.as_str(), *s, *n)).collect();
        vitrail::metrics::set_games(&rows);
        vitrail::metrics::render()
    });
    let stats_ms = timed(|| {
        let rows = store.player_stats(BUSY_GUILD, BUSY_USER).expect("stats");
        let ratings = store
            .person_ratings(BUSY_GUILD, BUSY_USER)
            .expect("ratings");
        let recent = store
            .recent_finished(BUSY_GUILD, BUSY_USER, RECENT_GAMES)
            .expect("recent");
        assert!(
            games == 0 || !recent.is_empty(),
            "the busy player has games"
        );
        (rows.len(), ratings.len(), recent.len())
    });
    let leaderboard_ms = GameKind::ALL
        .iter()
        .map(|&kind| {
            timed(|| {
                let rated = store.rating_board(BUSY_GUILD, kind).expect("ratings");
                let board = store.leaderboard(BUSY_GUILD, kind).expect("board");
                (rated.len(), board.len())
            })
        })
        .fold(0.0, f64::max);

    let live = store.live_games_now().expect("live games");
    let mut moves = Vec::with_capacity(MOVES);
    for game in live.iter().cycle().take(MOVES.min(live.len() * 4)) {
        let Some(kind) = game.kind else { continue };
        let took = on_engine(kind, OneMove(&store, &runtime, game.id));
        moves.push(took);
    }
    let move_ms = median(moves);
    let per_game = bytes.saturating_sub(base).checked_div(games).unwrap_or(0);
    println!(
        "history: games={games} active={active} open_s={open_s:.2} sweep_ms={sweep_ms:.2} scrape_ms={scrape_ms:.2} stats_ms={stats_ms:.2} leaderboard_ms={leaderboard_ms:.2} move_ms={move_ms:.2} bytes_per_finished_game={per_game} peak_rss_mib={} cache_mib={}",
        peak_rss_mib(),
        cache_mb()
    );
    if std::env::var("HISTORY_TREES").is_ok_and(|v| v == "1") {
        drop(store);
        count_entries(dir, games);
    }
}

/// Entries per tree, and per finished game: what sled keeps a page-table entry for every
/// leaf of (`HISTORY_TREES=1`, after the measurements, which it would disturb).
fn count_entries(dir: &Path, games: u64) {
    let db = sled::open(dir).expect("open the store with sled");
    let mut total = 0;
    for name in db.tree_names() {
        let tree = db.open_tree(&name).expect("a tree");
        let entries = tree.len();
        total += entries;
        eprintln!(
            "history: tree {} entries={entries} per_game={:.2}",
            String::from_utf8_lossy(&name),
            entries as f64 / games.max(1) as f64
        );
    }
    let snapshots: u64 = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("snap."))
        .filter_map(|e| e.metadata().ok())
        .map(|m| m.len())
        .sum();
    eprintln!(
        "history: entries={total} per_game={:.2} snapshot_bytes={snapshots}",
        total as f64 / games.max(1) as f64
    );
}

/// The process's peak resident memory (VmHWM), in MiB.
fn peak_rss_mib() -> u64 {
    status_mib("VmHWM:")
}

/// A figure of `/proc/self/status` (`VmHWM:`, `VmRSS:`), in MiB.
fn status_mib(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix(field))
        .and_then(|rest| {
            rest.trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<u64>()
                .ok()
        })
        .map_or(0, |kb| kb / 1024)
}

/// The disk space a folder takes (allocated blocks, not apparent lengths).
fn disk_bytes(path: &Path) -> u64 {
    common::folder_bytes(path, |m| std::os::unix::fs::MetadataExt::blocks(m) * 512)
}
