//! Proof under load and under crashes, against the real bot binary and the fake Discord on
//! loopback. Both tests are `#[ignore]`d (minutes of work on two cores); run them with
//!
//! ```sh
//! cargo test --release --test e2e -- --ignored --nocapture load::load    # the load test
//! cargo test --release --test e2e -- --ignored --nocapture load::crash   # the crash test
//! ```
//!
//! **Load** (`many_games_at_once`): `VITRAIL_LOAD_GAMES` games (default 500) of all five kinds,
//! one per channel, all opened at once and played to the end click by click by simulated
//! people, one task per game. `VITRAIL_LOAD_PLAYERS` seats per game (default 2; `2-4` mixes),
//! `VITRAIL_LOAD_THINK_MS` a mean pause before each click (default 0: as fast as the bot
//! answers). `VITRAIL_LOAD_DISCORD_LIMITS=1` has the fake enforce Discord's global limit (50
//! requests a second on every route but the interaction endpoints) and its per-channel message
//! buckets. `VITRAIL_LOAD_WORKERS=3` runs the bot as three workers with no gateway on one
//! PostgreSQL database (the tests' own server), the fake POSTing each interaction to the next
//! worker in turn; the bot's CPU and memory are then the workers' together (PostgreSQL's own
//! are not counted). Prints interactions per second, handling times (interaction sent → its callback at
//! the fake), the requests bound to the global limit and the invalid requests (401, 403, 429),
//! the bot's peak memory, and checks every game ended with its results and every record
//! decodes.
//!
//! **Crash** (`crash_and_restart`): `VITRAIL_CRASH_GAMES` games (default 16) are played while the
//! bot is killed (SIGKILL) at random moments `VITRAIL_CRASH_CYCLES` times (default 20) and
//! restarted on the same data directory. After each kill the store is opened and every record
//! decoded; every move whose click was acknowledged must be in it. Then every game is played
//! to its end.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::support::fake_discord::Latency;
use crate::support::harness::{control_id, MESSAGE, UPDATE};
use crate::support::interactions::{button_click, select_values};
use crate::support::table_driver::{game_payload, Driver};
use crate::support::{
    BotProcess, FakeDiscord, RecordedRequest, StoredMessage, TestChannel, TestUser,
};
use serde_json::{json, Value};
use tokio::sync::watch;
use vitrail::store::Store;
use vitrail::table::{GameId, GameRecord, Phase};

/// The private message a click was answered with (a response or a follow-up).
fn private_answer(fake: &FakeDiscord, interaction: u64) -> Option<StoredMessage> {
    fake.interaction_messages(interaction).pop()
}

/// Discord's limit for answering an interaction.
const DISCORD_DEADLINE: Duration = Duration::from_secs(3);

/// Whether a private answer says the game waits for Discord (a table it did not take).
fn table_waits(text: &str) -> bool {
    ["⏳", "⚠️", "⏸️", "🔁"]
        .iter()
        .any(|mark| text.contains(mark))
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// `2` or `2-4`: the seat counts games cycle through.
fn env_players(name: &str, default: &str) -> Vec<usize> {
    let text = std::env::var(name).unwrap_or_else(|_| default.to_string());
    let (low, high) = match text.split_once('-') {
        Some((a, b)) => (a.trim().parse(), b.trim().parse()),
        None => (text.trim().parse(), text.trim().parse()),
    };
    let (low, high): (usize, usize) = match (low, high) {
        (Ok(l), Ok(h)) if (2..=4).contains(&l) && (l..=4).contains(&h) => (l, h),
        _ => panic!("{name} must be 2, 3, 4 or a range such as 2-4, not {text:?}"),
    };
    (low..=high).collect()
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    SummerPavilion,
    Sintra,
    Sagrada,
    Uzory,
    Azul,
}

impl Kind {
    const ALL: [Kind; 5] = [
        Kind::SummerPavilion,
        Kind::Sintra,
        Kind::Sagrada,
        Kind::Uzory,
        Kind::Azul,
    ];

    fn of(game: usize) -> Kind {
        Kind::ALL[game % Kind::ALL.len()]
    }

    fn name(self) -> &'static str {
        match self {
            Kind::SummerPavilion => "Summer Pavilion",
            Kind::Sintra => "Sintra",
            Kind::Sagrada => "Sagrada",
            Kind::Uzory => "Uzory",
            Kind::Azul => "Azul",
        }
    }

    fn command(self, players: usize) -> (&'static str, Vec<(&'static str, Value)>) {
        let players = ("players", json!(players));
        match self {
            Kind::SummerPavilion => ("azul", vec![("variant", json!(0)), players]),
            Kind::Sintra => ("azul", vec![("variant", json!(1)), players]),
            Kind::Sagrada => ("sagrada", vec![players]),
            Kind::Uzory => ("uzory", vec![players]),
            Kind::Azul => ("azul", vec![("variant", json!(2)), players]),
        }
    }
}

/// How simulated people choose: complete and keep where offered, rather place than pass or end
/// a turn early, and do not walk Sintra's glazier back for ever.
fn score(label: &str) -> i32 {
    if label.starts_with("Keep") {
        5
    } else if label.contains("completes") {
        3
    } else if label.starts_with("Pass") {
        -5
    } else if label.starts_with("Move the glazier back") {
        -3
    } else if label.starts_with("End turn") {
        -1
    } else {
        0
    }
}

/// `v1:<game>:<moves>:...` → (game, moves), both base 36.
fn counters(custom_id: &str) -> Option<(u64, u64)> {
    let mut parts = custom_id.split(':');
    let _version = parts.next()?;
    let game = u64::from_str_radix(parts.next()?, 36).ok()?;
    let moves = u64::from_str_radix(parts.next()?, 36).ok()?;
    Some((game, moves))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// A `/proc/<pid>/status` field in KiB (`VmHWM`, `VmRSS`).
fn proc_kib(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with(field))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

/// CPU seconds (user + system) a process has used, from `/proc/<pid>/stat`.
fn proc_cpu_secs(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name (which ends with the last ')'): state is field 3.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

// ----- the bot under test -----------------------------------------------------------------------

struct Bot {
    fake: Arc<FakeDiscord>,
    /// The bot's processes: one, or the workers of a cluster.
    processes: Mutex<Vec<BotProcess>>,
    data: PathBuf,
    env: Vec<(String, String)>,
    /// With workers: the PostgreSQL database they share, and how many there are.
    cluster: Option<(String, usize)>,
    _dir: tempfile::TempDir,
}

impl Bot {
    async fn start(env: &[(&str, &str)]) -> Arc<Bot> {
        Self::start_workers(env, 0).await
    }

    /// With `workers` above 0, that many workers with no gateway sharing a PostgreSQL database
    /// of the tests' server, the fake POSTing interactions to each in turn; else one process
    /// on the gateway with its sled folder.
    async fn start_workers(env: &[(&str, &str)], workers: usize) -> Arc<Bot> {
        let fake = Arc::new(FakeDiscord::start().await);
        fake.set_keep_files(false);
        let dir = tempfile::tempdir().expect("temp dir");
        let data = dir.path().join("data");
        let cluster = (workers > 0).then(|| {
            let url = crate::support::pg_server::new_database().unwrap_or_else(|e| panic!("{e}"));
            (url, workers)
        });
        let bot = Arc::new(Bot {
            fake,
            processes: Mutex::new(Vec::new()),
            data,
            env: env
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            cluster,
            _dir: dir,
        });
        bot.spawn().await;
        bot
    }

    /// Starts the bot's processes and waits until they serve; returns how long that took.
    async fn spawn(&self) -> Duration {
        let started = Instant::now();
        let mut env: Vec<(&str, &str)> = self
            .env
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let Some((url, workers)) = &self.cluster else {
            let process = BotProcess::spawn_with_env(&self.fake, &self.data, &env);
            *lock(&self.processes) = vec![process];
            if let Err(e) = self.fake.wait_ready(Duration::from_secs(60)).await {
                panic!("bot never became ready: {e}\n{}", self.log());
            }
            return started.elapsed();
        };
        env.push(("VITRAIL_STORE", url));
        let (mut addrs, mut processes) = (Vec::new(), Vec::new());
        for n in 0..*workers {
            let addr = crate::support::bot_process::free_addr();
            let own = crate::support::bot_process::http_worker_env(&self.fake, addr);
            let mut env = env.clone();
            env.extend(own.iter().map(|(k, v)| (k.as_str(), v.as_str())));
            let data = self.data.with_file_name(format!("worker{n}"));
            processes.push(BotProcess::spawn_with_env(&self.fake, &data, &env));
            addrs.push(addr);
        }
        // A start after a kill replaces the processes, as for one process.
        *lock(&self.processes) = processes;
        self.fake.deliver_over_http(addrs.clone());
        for addr in addrs {
            self.fake
                .wait_endpoint(addr, Duration::from_secs(60))
                .await
                .unwrap_or_else(|e| panic!("a worker never served: {e}\n{}", self.log()));
        }
        started.elapsed()
    }

    fn kill(&self) {
        for process in lock(&self.processes).iter_mut() {
            process.kill();
        }
    }

    fn pid(&self) -> Option<u32> {
        self.pids().first().copied()
    }

    fn pids(&self) -> Vec<u32> {
        lock(&self.processes).iter().map(BotProcess::pid).collect()
    }

    /// Every game record of `channels`, from the bot's store.
    fn records(&self, channels: &[u64]) -> Vec<GameRecord> {
        let store = match &self.cluster {
            Some((url, _)) => Store::open_postgres(url),
            None => Store::open(&self.data),
        };
        let store = store.unwrap_or_else(|e| panic!("open the store: {e}"));
        read_store(&store, channels)
    }

    /// The tail of each current process's log.
    fn log(&self) -> String {
        let mut tails = String::new();
        for process in lock(&self.processes).iter() {
            let log = process.log();
            let start = log.len().saturating_sub(8_000);
            let start = (start..log.len())
                .find(|&i| log.is_char_boundary(i))
                .unwrap_or(log.len());
            tails.push_str(&log[start..]);
        }
        tails
    }
}

// ----- one simulated game ------------------------------------------------------------------------

/// What a game's players saw: moves whose click was acknowledged, and counts.
#[derive(Default, Debug)]
struct Tally {
    /// The game's id, once its first table is seen.
    game: Option<u64>,
    /// Move counters of the table at each acknowledged move (the record's counter must be
    /// above each of them from then on).
    acked: Vec<u64>,
    clicks: usize,
    /// Attempts that had to start over (a lost answer, an outdated table after a crash, ...).
    retries: usize,
    /// Attempts that failed only after [`LONG_WAIT`].
    long_waits: Vec<LongWait>,
    finished: bool,
}

/// A failed attempt that took this long is reported: the game stood still meanwhile.
const LONG_WAIT: Duration = Duration::from_secs(10);

/// An attempt that failed after [`LONG_WAIT`] or more.
#[derive(Debug)]
struct LongWait {
    waited: Duration,
    why: String,
    /// The interaction whose answer it waited for, if that was what failed.
    interaction: Option<u64>,
}

/// Why an attempt failed.
#[derive(Debug)]
enum Fail {
    /// The bot went away (killed) or never answered: try again once it is back.
    Lost {
        why: String,
        /// The interaction left unanswered, if one was sent.
        interaction: Option<u64>,
    },
    /// An unexpected answer: look at the channel again.
    Resync(String),
}

impl Fail {
    fn lost(why: impl Into<String>) -> Fail {
        Fail::Lost {
            why: why.into(),
            interaction: None,
        }
    }

    fn text(&self) -> String {
        match self {
            Fail::Lost { why, .. } => format!("lost: {why}"),
            Fail::Resync(why) => format!("resync: {why}"),
        }
    }

    fn interaction(&self) -> Option<u64> {
        match self {
            Fail::Lost { interaction, .. } => *interaction,
            Fail::Resync(_) => None,
        }
    }
}

struct Player {
    index: usize,
    kind: Kind,
    ch: TestChannel,
    users: Vec<TestUser>,
    rng: u64,
    think_ms: u64,
    /// Bumped at every kill: a wait for an answer gives up at once.
    killed: watch::Receiver<u64>,
    tally: Arc<Mutex<Tally>>,
    response_timeout: Duration,
}

const LOAD_GUILD: u64 = crate::support::fake_discord::TEST_GUILD_ID;

impl Player {
    fn new(
        index: usize,
        players: usize,
        think_ms: u64,
        killed: watch::Receiver<u64>,
        response_timeout: Duration,
    ) -> Player {
        let ch = TestChannel::new(LOAD_GUILD, 1_180_000_000_200_000_000 + index as u64);
        let users = (0..players)
            .map(|seat| {
                let name: &'static str = Box::leak(format!("p{index}s{seat}").into_boxed_str());
                TestUser::new(
                    1_180_000_000_100_000_000 + (index * 10 + seat) as u64,
                    name,
                    "en-US",
                )
            })
            .collect();
        Player {
            index,
            kind: Kind::of(index),
            ch,
            users,
            rng: (index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            think_ms,
            killed,
            tally: Arc::new(Mutex::new(Tally::default())),
            response_timeout,
        }
    }

    fn next(&mut self) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    fn user(&self, id: u64) -> Option<TestUser> {
        self.users.iter().copied().find(|u| u.id == id)
    }

    /// Sends an interaction and waits for its answer (the edit or follow-up after an
    /// acknowledgement, see `FakeDiscord::wait_answer`); gives up when the bot is killed.
    async fn interact(
        &mut self,
        fake: &FakeDiscord,
        payload: Value,
    ) -> Result<(u64, RecordedRequest), Fail> {
        if self.think_ms > 0 {
            let pause = self.next() % (2 * self.think_ms + 1);
            tokio::time::sleep(Duration::from_millis(pause)).await;
        }
        let epoch = *self.killed.borrow_and_update();
        let id = fake.send_interaction(payload).map_err(Fail::lost)?;
        lock(&self.tally).clicks += 1;
        let lost = |e: String| Fail::Lost {
            why: e.lines().next().unwrap_or_default().to_string(),
            interaction: Some(id),
        };
        let mut watch = self.killed.clone();
        let response = tokio::select! {
            r = fake.wait_answer(id, self.response_timeout) => r.map_err(lost)?,
            _ = watch.wait_for(|k| *k != epoch) => {
                return Err(Fail::lost("the bot was killed"))
            }
        };
        if response.is_callback() && response.status >= 300 {
            return Err(Fail::Resync(format!(
                "callback rejected with {}: {:?}",
                response.status, response.response
            )));
        }
        Ok((id, response))
    }

    async fn click(
        &mut self,
        fake: &FakeDiscord,
        user: &TestUser,
        message: &StoredMessage,
        custom_id: &str,
        value: Option<&str>,
    ) -> Result<(u64, RecordedRequest), Fail> {
        let payload = match value {
            None => button_click(&self.ch, user, &message.to_json(), custom_id),
            Some(v) => select_values(
                &self.ch,
                user,
                &message.to_json(),
                custom_id,
                vec![v.to_string()],
            ),
        };
        self.interact(fake, payload).await
    }

    /// Opens the lobby, seats everybody and starts the game.
    async fn open(&mut self, fake: &FakeDiscord) -> Result<(), String> {
        let host = self.users[0];
        let (command, options) = self.kind.command(self.users.len());
        let (id, response) = fake
            .try_run_command(&self.ch, &host, command, Some("start"), options)
            .await?;
        if response.callback_type() != Some(MESSAGE) {
            return Err(format!("no lobby: {}", response.text()));
        }
        let mut lobby = fake.original_response(id).ok_or("no lobby message")?;
        let others: Vec<TestUser> = self.users[1..].to_vec();
        for user in others.iter().chain(std::iter::once(&host)) {
            let control = if user.id == host.id { "ls" } else { "lj" };
            let custom_id = control_id(&lobby, control);
            let (_, response) = self
                .click(fake, user, &lobby, &custom_id, None)
                .await
                .map_err(|e| format!("{control}: {}", e.text()))?;
            if response.answer_type() != Some(UPDATE) {
                if control == "ls" && table_waits(&response.text()) {
                    // Started and stored; its first table comes once Discord takes it.
                    return Ok(());
                }
                return Err(format!("{control} refused: {}", response.text()));
            }
            lobby = fake.message(lobby.id).ok_or("the lobby vanished")?;
        }
        Ok(())
    }

    fn table(&self, fake: &FakeDiscord) -> Option<StoredMessage> {
        let bot = fake.bot_user_id();
        fake.newest_channel_message(self.ch.channel_id, |m| {
            !m.ephemeral
                && m.author_id == bot
                && m.custom_ids().iter().any(|id| game_payload(id).is_some())
        })
    }

    fn results(&self, fake: &FakeDiscord) -> Option<StoredMessage> {
        fake.newest_channel_message(self.ch.channel_id, |m| {
            !m.ephemeral && m.content.contains("game over")
        })
    }

    /// Plays until the results are posted. `give_up` bounds the attempts that fail in a row.
    async fn play(&mut self, fake: &FakeDiscord, give_up: usize) -> Result<(), String> {
        let mut hint: Option<u64> = None;
        let mut failures = 0;
        let mut last_error = String::new();
        loop {
            if self.results(fake).is_some() {
                lock(&self.tally).finished = true;
                return Ok(());
            }
            if failures > give_up {
                return Err(format!(
                    "game {} ({}) stuck after {failures} failed attempts; last: {last_error}",
                    self.index,
                    self.kind.name()
                ));
            }
            let attempt_started = Instant::now();
            match self.attempt(fake, &mut hint).await {
                Ok(()) => failures = 0,
                Err(fail) => {
                    failures += 1;
                    last_error = fail.text();
                    let waited = attempt_started.elapsed();
                    {
                        let mut tally = lock(&self.tally);
                        tally.retries += 1;
                        if waited >= LONG_WAIT {
                            tally.long_waits.push(LongWait {
                                waited,
                                why: last_error.clone(),
                                interaction: fail.interaction(),
                            });
                        }
                    }
                    if let Fail::Lost { .. } = fail {
                        // Wait for the bot to be back before looking again.
                        let deadline = Instant::now() + Duration::from_secs(60);
                        while !fake.is_connected() && Instant::now() < deadline {
                            tokio::time::sleep(Duration::from_millis(50)).await;
                        }
                    }
                }
            }
        }
    }

    /// One whole move (or a step towards one that ends in a retry).
    async fn attempt(&mut self, fake: &FakeDiscord, hint: &mut Option<u64>) -> Result<(), Fail> {
        let Some(table) = self.table(fake) else {
            return Err(self.wait_change(fake, "no table yet").await);
        };
        if let Some((game, _)) = table.custom_ids().first().and_then(|id| counters(id)) {
            lock(&self.tally).game.get_or_insert(game);
        }
        let movers = Driver::movers(&table);
        let Some(user) = hint
            .take()
            .or_else(|| movers.first().copied())
            .and_then(|id| self.user(id))
        else {
            return Err(self.wait_change(fake, "nobody to move").await);
        };
        let mut in_panel = table.custom_ids().iter().any(|id| id.ends_with(":g:t"));
        let mut message = if in_panel {
            let (interaction, response) = self
                .click(fake, &user, &table, &control_id(&table, "g:t"), None)
                .await?;
            if response.answer_type() != Some(MESSAGE) {
                return Err(Fail::Resync(format!("no panel: {}", response.text())));
            }
            private_answer(fake, interaction)
                .ok_or_else(|| Fail::Resync("no panel message".into()))?
        } else {
            table
        };
        loop {
            let options = Driver::options(&message);
            if options.is_empty() {
                // An outdated copy of the table: who must move is in its text.
                *hint = Driver::movers(&message).first().copied();
                return Err(Fail::Resync(format!(
                    "nothing to choose on {:?}",
                    message.content
                )));
            }
            let scores: Vec<i32> = options.iter().map(|o| score(&o.label)).collect();
            let best = scores.iter().copied().max().unwrap_or(0);
            let top: Vec<_> = options
                .iter()
                .zip(&scores)
                .filter(|(_, s)| **s == best)
                .map(|(o, _)| o.clone())
                .collect();
            let pick = top[(self.next() % top.len() as u64) as usize].clone();
            let before = counters(&pick.custom_id).map(|(_, m)| m);
            let (interaction, response) = self
                .click(
                    fake,
                    &user,
                    &message,
                    &pick.custom_id,
                    pick.value.as_deref(),
                )
                .await?;
            match response.answer_type() {
                Some(UPDATE) => {
                    let redrawn = fake
                        .message(message.id)
                        .ok_or_else(|| Fail::Resync("the clicked message vanished".into()))?;
                    let after = redrawn
                        .custom_ids()
                        .first()
                        .and_then(|id| counters(id))
                        .map(|(_, m)| m);
                    let moved_on = after.is_some() && after != before;
                    // One message a turn: the table shrinks once somebody new must act, or
                    // is redrawn in place at the game's next version.
                    let done = if in_panel {
                        redrawn.content.contains("Done")
                    } else {
                        redrawn.custom_ids().is_empty() || moved_on
                    };
                    let moved = done || moved_on;
                    if let (true, Some(before)) = (moved, before) {
                        lock(&self.tally).acked.push(before);
                    }
                    message = redrawn;
                    if done {
                        return self.wait_next_table(fake, before).await;
                    }
                }
                Some(MESSAGE) if response.is_ephemeral() => {
                    // Refused or outdated: a fresh private panel (go on in it) or a copy of
                    // the table naming who must move.
                    message = private_answer(fake, interaction)
                        .ok_or_else(|| Fail::Resync("no private answer".into()))?;
                    in_panel = true;
                    if table_waits(&message.content) {
                        // Stored, but its table waits for Discord: look again once it comes.
                        return Err(self.wait_change(fake, "the table waits").await);
                    }
                    if Driver::options(&message).is_empty() {
                        *hint = Driver::movers(&message).first().copied();
                        return Err(Fail::Resync(format!("refused: {}", message.content)));
                    }
                }
                _ => {
                    return Err(Fail::Resync(format!(
                        "unexpected answer: {}",
                        response.text()
                    )))
                }
            }
        }
    }

    /// After a move made at version `before`: a table of a later version (a new message, or the
    /// table redrawn in place) or the results.
    async fn wait_next_table(
        &mut self,
        fake: &FakeDiscord,
        before: Option<u64>,
    ) -> Result<(), Fail> {
        let bot = fake.bot_user_id();
        let epoch = *self.killed.borrow_and_update();
        let mut killed = self.killed.clone();
        let later = |id: &String| {
            game_payload(id).is_some() && counters(id).map(|(_, moves)| moves) > before
        };
        let wait = fake.wait_for_channel_message(
            self.ch.channel_id,
            |m| {
                !m.ephemeral
                    && m.author_id == bot
                    && (m.custom_ids().iter().any(later) || m.content.contains("game over"))
            },
            self.response_timeout,
        );
        tokio::select! {
            r = wait => r.map(|_| ()).map_err(|e| Fail::lost(e.lines().next().unwrap_or_default())),
            _ = killed.wait_for(|k| *k != epoch) => Err(Fail::lost("the bot was killed")),
        }
    }

    /// Waits for the channel to change (a computer or another seat moves: a new message, or
    /// the table redrawn in place), then asks to look again.
    async fn wait_change(&mut self, fake: &FakeDiscord, why: &str) -> Fail {
        let newest = |messages: &[&StoredMessage]| {
            messages
                .last()
                .map(|m| (m.id, m.content.clone(), m.custom_ids()))
        };
        let mark = fake
            .channel_messages(self.ch.channel_id)
            .last()
            .map(|m| (m.id, m.content.clone(), m.custom_ids()));
        let _ = fake
            .wait_in_channel(self.ch.channel_id, Duration::from_secs(2), why, |m| {
                (newest(m) != mark).then_some(())
            })
            .await;
        Fail::Resync(why.to_string())
    }
}

/// Waits for every game's task; fails with the first few errors and the bot's log.
async fn all_games_end(tasks: &mut tokio::task::JoinSet<Result<(), String>>, bot: &Bot) {
    let mut errors = Vec::new();
    while let Some(joined) = tasks.join_next().await {
        match joined {
            Ok(Ok(())) => {}
            Ok(Err(e)) => errors.push(e),
            Err(e) => errors.push(format!("a game's task failed: {e}")),
        }
    }
    assert!(
        errors.is_empty(),
        "{} games failed, e.g.:\n{}\n--- bot log tail ---\n{}",
        errors.len(),
        errors
            .iter()
            .take(5)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n"),
        bot.log()
    );
}

/// Opens the store of a stopped bot and decodes every game of `channels`.
fn read_store(store: &Store, channels: &[u64]) -> Vec<GameRecord> {
    let mut records = Vec::new();
    for game in store.every_game() {
        let game = game.unwrap_or_else(|e| panic!("the store's games: {e}"));
        match store.load(game) {
            Ok(Some(record)) if channels.contains(&record.channel) => records.push(record),
            Ok(Some(_)) => {}
            Ok(None) => panic!("game {game:?} is listed but missing"),
            Err(e) => panic!("game {game:?} does not decode: {e}"),
        }
    }
    records
}

// ----- the load test ---------------------------------------------------------------------------

/// The faults the fake gave, by kind, and how many of the refused requests were made again
/// later (the same method and route: the bot's retries and reposts).
fn fault_figures(fake: &FakeDiscord) -> (std::collections::BTreeMap<String, usize>, usize) {
    use crate::support::faults::Fault;
    let mut given = std::collections::BTreeMap::new();
    for fault in fake.faults_given() {
        let kind = match fault {
            Fault::RateLimited { global: true, .. } => "global 429".to_string(),
            Fault::RateLimited { .. } => "429".to_string(),
            Fault::ServerError(status) => status.to_string(),
            Fault::MissingPermissions => "403 50013".to_string(),
            Fault::UnknownChannel => "404 10003".to_string(),
            Fault::UnknownMessage => "404 10008".to_string(),
            Fault::EditLimit => "30046".to_string(),
            Fault::Slow { .. } => "slow".to_string(),
        };
        *given.entry(kind).or_insert(0) += 1;
    }
    let requests = fake.requests();
    let mut last = std::collections::HashMap::new();
    for request in &requests {
        last.insert(
            (request.method.as_str(), request.path.as_str()),
            request.seq,
        );
    }
    let retried = requests
        .iter()
        .filter(|r| r.fault.is_some_and(|f| f.refusal().is_some()))
        .filter(|r| last.get(&(r.method.as_str(), r.path.as_str())) > Some(&r.seq))
        .count();
    (given, retried)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test: minutes of work; run with --ignored --nocapture"]
async fn load_many_games_at_once() {
    let games = env_usize("VITRAIL_LOAD_GAMES", 500);
    let seats = env_players("VITRAIL_LOAD_PLAYERS", "2");
    let think_ms = env_usize("VITRAIL_LOAD_THINK_MS", 0) as u64;
    let faults = std::env::var("VITRAIL_LOAD_FAULTS")
        .ok()
        .and_then(|v| v.trim().parse::<f64>().ok())
        .unwrap_or(0.0);
    let limits = std::env::var("VITRAIL_LOAD_DISCORD_LIMITS").is_ok_and(|v| v == "1");
    let workers = env_usize("VITRAIL_LOAD_WORKERS", 0);
    many_games_at_once(games, &seats, think_ms, faults, limits, workers).await;
}

/// The chaos run, small enough for every test run: a game of each kind while 5% of REST calls
/// fail. The 100-game run is `VITRAIL_LOAD_GAMES=100 VITRAIL_LOAD_FAULTS=0.05` on the load test.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_chaos_run_of_each_kind_loses_no_move() {
    many_games_at_once(Kind::ALL.len(), &[2], 0, 0.05, false, 0).await;
}

/// The load test: `games` games at once, `faults` of the REST calls after start-up failing
/// with a random fault Discord really gives on their route; with `discord_limits`, the fake
/// enforces Discord's global limit and its per-channel message buckets. With `workers`, the bot
/// is that many workers with no gateway on one PostgreSQL database, the fake POSTing the
/// interactions to each in turn.
async fn many_games_at_once(
    games: usize,
    seats: &[usize],
    think_ms: u64,
    faults: f64,
    discord_limits: bool,
    workers: usize,
) {
    let chaos = faults > 0.0;
    let mut env = vec![
        ("VITRAIL_SEED", "1"),
        ("RUST_LOG", "warn,vitrail=info"),
        ("VITRAIL_COMPUTER_PAUSE_MS", "0"),
    ];
    if chaos {
        // A table Discord refused is tried again soon, and a slow answer is given up on.
        env.extend([
            ("VITRAIL_REPOST_AFTER_MS", "250"),
            ("VITRAIL_REST_TIMEOUT_MS", "1000"),
            ("VITRAIL_TIMER_TICK_MS", "100"),
        ]);
    }
    let bot = Bot::start_workers(&env, workers).await;
    bot.fake.set_fault_rate(faults, 24);
    if discord_limits {
        bot.fake.enforce_discord_limits();
    }
    let start_mark = bot.fake.mark();
    let pids = bot.pids();
    let (_kill_tx, killed) = watch::channel(0u64);

    // Memory: sample the bot's resident set (its processes' together) while it works.
    let peak_rss = Arc::new(Mutex::new(0u64));
    let sampler = {
        let peak = peak_rss.clone();
        let pids = pids.clone();
        tokio::spawn(async move {
            loop {
                let kib: u64 = pids.iter().filter_map(|&pid| proc_kib(pid, "VmRSS:")).sum();
                {
                    let mut p = lock(&peak);
                    *p = (*p).max(kib);
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
        })
    };

    let started = Instant::now();
    let mut tasks = tokio::task::JoinSet::new();
    let mut tallies = Vec::new();
    for index in 0..games {
        let players = seats[(index / 4) % seats.len()];
        let mut player = Player::new(
            index,
            players,
            think_ms,
            killed.clone(),
            Duration::from_secs(120),
        );
        tallies.push((index, player.kind, player.ch, player.tally.clone()));
        let fake = bot.fake.clone();
        tasks.spawn(async move {
            player
                .open(&fake)
                .await
                .map_err(|e| format!("lobby: {e}"))?;
            // Under faults an attempt may meet a table that waits: look again, within reason.
            player.play(&fake, if chaos { 200 } else { 0 }).await
        });
    }
    all_games_end(&mut tasks, &bot).await;
    let elapsed = started.elapsed();
    sampler.abort();
    let hwm: u64 = pids.iter().filter_map(|&pid| proc_kib(pid, "VmHWM:")).sum();
    let bot_cpu: f64 = pids.iter().filter_map(|&pid| proc_cpu_secs(pid)).sum();
    let test_cpu = proc_cpu_secs(std::process::id()).unwrap_or(0.0);
    let peak = *lock(&peak_rss);

    // Handling times, from each interaction's dispatch to its callback at the fake (the
    // acknowledgement Discord wants within 3 s) and to its answer (the same callback, or the
    // edit or follow-up after an acknowledgement).
    let latencies = bot.fake.interaction_latencies();
    let unanswered = latencies.iter().filter(|(_, a)| a.is_none()).count();
    let answered: Vec<Latency> = latencies.iter().filter_map(|(_, a)| *a).collect();
    let sorted = |pick: fn(&Latency) -> Duration| {
        let mut times: Vec<Duration> = answered.iter().map(pick).collect();
        times.sort();
        times
    };
    let times = sorted(|l| l.acknowledged);
    let answer_times = sorted(|l| l.answered);
    let deferred = answered
        .iter()
        .filter(|l| l.answered > l.acknowledged)
        .count();
    let late = times.iter().filter(|d| **d > DISCORD_DEADLINE).count();
    // When the answers past 3 s came: a queue at the start (every game opened in the same
    // second) or all along.
    let mut slow_by_minute = std::collections::BTreeMap::<u64, usize>::new();
    for latency in answered.iter().filter(|l| l.answered > DISCORD_DEADLINE) {
        *slow_by_minute
            .entry(latency.sent.as_secs() / 60)
            .or_default() += 1;
    }
    let slow_by_minute = slow_by_minute
        .iter()
        .map(|(minute, n)| format!("min {minute}: {n}"))
        .collect::<Vec<_>>()
        .join(", ");
    let after_first_minute = {
        let mut times: Vec<Duration> = answered
            .iter()
            .filter(|l| l.sent > Duration::from_secs(60))
            .map(|l| l.answered)
            .collect();
        times.sort();
        times
    };
    let failed = bot.fake.failed_requests();
    let requests = bot.fake.mark();
    let budget = global_budget(&bot.fake.requests_since(start_mark));

    // Every game ended with its results and a score sheet.
    let mut per_kind = [0usize; Kind::ALL.len()];
    let mut moves = 0;
    for (index, kind, ch, tally) in &tallies {
        let results = bot
            .fake
            .newest_channel_message(ch.channel_id, |m| {
                !m.ephemeral && m.content.contains("game over")
            })
            .unwrap_or_else(|| panic!("game {index} has no results"));
        let sheet = Driver::score_sheet(&results);
        assert!(!sheet.is_empty(), "game {index}: empty score sheet");
        per_kind[*kind as usize] += 1;
        moves += lock(tally).acked.len();
    }

    // The store after a clean stop: every record decodes, every game finished with a result.
    bot.kill();
    let channels: Vec<u64> = tallies.iter().map(|(_, _, ch, _)| ch.channel_id).collect();
    let records = bot.records(&channels);
    assert_eq!(records.len(), games, "one record per game");
    // Every move acknowledged to a player is in the store, whatever Discord answered after.
    let mut lost = 0;
    for (_, _, _, tally) in &tallies {
        let tally = lock(tally);
        let Some(record) = records.iter().find(|r| Some(r.id.0) == tally.game) else {
            continue;
        };
        lost += tally.acked.iter().filter(|&&at| record.moves <= at).count();
    }
    let (given, retried) = fault_figures(&bot.fake);
    for record in &records {
        assert_eq!(record.phase, Phase::Finished, "game {:?}", record.id);
        assert!(
            record.result.is_some(),
            "game {:?} has no result",
            record.id
        );
    }

    let secs = elapsed.as_secs_f64();
    println!(
        "\n=== load: {games} games at once{} ===\n\
         games          {games} ({} Summer Pavilion, {} Sintra, {} Sagrada, {} Uzory, {} Azul), seats {seats:?}, think {think_ms} ms\n\
         wall time      {secs:.1} s\n\
         interactions   {} ({:.1} per second), moves {moves} ({:.1} per second)\n\
         REST requests  {requests} ({:.1} per second), failed {}\n\
         global-limited {} requests ({:.3} per move, {:.1} per second), 429s {}{}\n\
         \x20 by route     {}\n\
         invalid requests {} in the busiest 10 minutes\n\
         handling time  p50 {}, p90 {}, p99 {}, max {} (to the answer; {deferred} clicks acknowledged first)\n\
         after minute 1 answers p50 {}, p90 {}, p99 {}, max {}\n\
         answers past 3 s by minute sent: {}\n\
         acknowledged   p50 {}, p99 {}, max {}\n\
         within 3 s     {} of {} ({} later, {} unanswered)\n\
         bot memory     peak RSS {:.1} MiB (VmHWM {:.1} MiB)\n\
         CPU            bot {bot_cpu:.1} s ({:.1} ms a move), test and fake Discord {test_cpu:.1} s, of {:.1} s on 2 cores\n\
         all {games} games ended with results and a score sheet; all {} records decode\n\
         faults         {} injected at {:.1}% of REST calls ({}), {retried} of them retried; \
         {lost} acknowledged moves lost\n",
        match workers {
            0 => String::new(),
            n => format!(", {n} workers on PostgreSQL"),
        },
        per_kind[0],
        per_kind[1],
        per_kind[2],
        per_kind[3],
        per_kind[4],
        times.len(),
        times.len() as f64 / secs,
        moves as f64 / secs,
        requests as f64 / secs,
        failed.len(),
        budget.limited,
        budget.limited as f64 / moves.max(1) as f64,
        budget.limited as f64 / secs,
        budget.global_429s,
        if discord_limits {
            " (Discord's limits on)"
        } else {
            ""
        },
        budget
            .limited_by_route
            .iter()
            .map(|(route, n)| format!("{route} {n}"))
            .collect::<Vec<_>>()
            .join(", "),
        budget.invalid,
        ms(percentile(&answer_times, 50.0)),
        ms(percentile(&answer_times, 90.0)),
        ms(percentile(&answer_times, 99.0)),
        ms(answer_times.last().copied().unwrap_or_default()),
        ms(percentile(&after_first_minute, 50.0)),
        ms(percentile(&after_first_minute, 90.0)),
        ms(percentile(&after_first_minute, 99.0)),
        ms(after_first_minute.last().copied().unwrap_or_default()),
        if slow_by_minute.is_empty() { "none".to_string() } else { slow_by_minute },
        ms(percentile(&times, 50.0)),
        ms(percentile(&times, 99.0)),
        ms(times.last().copied().unwrap_or_default()),
        times.len() - late,
        times.len(),
        late,
        unanswered,
        peak as f64 / 1024.0,
        hwm as f64 / 1024.0,
        bot_cpu * 1000.0 / moves.max(1) as f64,
        secs * 2.0,
        records.len(),
        given.values().sum::<usize>(),
        faults * 100.0,
        given
            .iter()
            .map(|(kind, n)| format!("{n} {kind}"))
            .collect::<Vec<_>>()
            .join(", "),
    );
    // A game that stood still for a while: why, and what the bot said of tables that waited.
    let mut stood_still = false;
    for (index, kind, _, tally) in &tallies {
        for wait in &lock(tally).long_waits {
            stood_still = true;
            println!(
                "long wait      game {index} ({}): {:.1} s, {}",
                kind.name(),
                wait.waited.as_secs_f64(),
                wait.why
            );
            if let Some(id) = wait.interaction {
                println!("{}", interaction_trail(&bot.fake, id));
            }
        }
    }
    if stood_still {
        for line in bot.log().lines().filter(|l| {
            ["WARN", "ERROR", "waits", "held"]
                .iter()
                .any(|word| l.contains(word))
        }) {
            println!("  bot: {line}");
        }
    }
    assert_eq!(lost, 0, "acknowledged moves missing from the store");
    // Workers each keep their own count of a channel's bucket, and this test puts no shared REST
    // proxy before the fake (a deployment does: deploy/kubernetes/rest-proxy.yaml holds each
    // request until its bucket allows it), so a cluster may meet a channel's 429: counted, not
    // fatal. Every other refusal, and any in one process, is.
    let (bucket_429s, failed): (Vec<_>, Vec<_>) = failed.into_iter().partition(|r| {
        workers > 0 && r.status == 429 && r.response.as_ref().is_some_and(|b| b["global"] == false)
    });
    if !bucket_429s.is_empty() {
        println!(
            "channel 429s   {} (workers without a shared REST proxy)",
            bucket_429s.len()
        );
    }
    assert!(
        failed.is_empty(),
        "the bot made requests the fake could not serve:\n{}",
        failed
            .iter()
            .take(10)
            .map(|r| format!("{} {} -> {} {:?}", r.method, r.path, r.status, r.response))
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(
        unanswered,
        0,
        "interactions never answered; what the bot sent for each:\n{}",
        latencies
            .iter()
            .filter(|(_, a)| a.is_none())
            .map(|(id, _)| interaction_trail(&bot.fake, *id))
            .collect::<Vec<_>>()
            .join("\n")
    );
    if std::env::var("VITRAIL_LOAD_STRICT").is_ok_and(|v| v == "1") {
        assert_eq!(late, 0, "interactions answered after Discord's 3 s");
    }
}

/// What a run spent of Discord's bot-wide budget.
struct GlobalBudget {
    /// Requests bound to the global limit (every route but the interaction endpoints).
    limited: usize,
    /// The same by route (method and path with the ids left out), most first.
    limited_by_route: Vec<(String, usize)>,
    /// Refusals for the global limit (429 with `global`).
    global_429s: usize,
    /// Invalid requests (401, 403, 429) in the busiest 10 minutes: Discord bans an IP that
    /// makes 10,000.
    invalid: usize,
}

fn global_budget(requests: &[RecordedRequest]) -> GlobalBudget {
    let limited_requests: Vec<&RecordedRequest> = requests
        .iter()
        .filter(|r| crate::support::ratelimits::globally_limited(&r.path))
        .collect();
    let limited = limited_requests.len();
    let mut by_route = std::collections::BTreeMap::<String, usize>::new();
    for r in &limited_requests {
        let path: Vec<&str> = r
            .path
            .split('/')
            .map(|s| {
                if s.bytes().all(|b| b.is_ascii_digit()) && !s.is_empty() {
                    "{id}"
                } else {
                    s
                }
            })
            .collect();
        *by_route
            .entry(format!("{} {}", r.method, path.join("/")))
            .or_default() += 1;
    }
    let mut limited_by_route: Vec<(String, usize)> = by_route.into_iter().collect();
    limited_by_route.sort_by_key(|r| std::cmp::Reverse(r.1));
    let global_429s = requests
        .iter()
        .filter(|r| r.status == 429)
        .filter(|r| r.response.as_ref().and_then(|v| v.get("global")) == Some(&json!(true)))
        .count();
    let invalid: Vec<Duration> = requests
        .iter()
        .filter(|r| matches!(r.status, 401 | 403 | 429))
        .map(|r| r.at)
        .collect();
    let window = Duration::from_secs(600);
    let busiest = invalid
        .iter()
        .enumerate()
        .map(|(i, start)| {
            invalid[i..]
                .iter()
                .take_while(|at| **at < *start + window)
                .count()
        })
        .max()
        .unwrap_or(0);
    GlobalBudget {
        limited,
        limited_by_route,
        global_429s,
        invalid: busiest,
    }
}

/// An interaction's callbacks and webhook requests, with what the fake answered (and the fault
/// it gave), to tell why it went unanswered.
fn interaction_trail(fake: &FakeDiscord, id: u64) -> String {
    let token = fake.interaction_token(id);
    let lines: Vec<String> = fake
        .requests()
        .iter()
        .filter(|r| {
            r.interaction_id() == Some(id) || (token.is_some() && r.token() == token.as_deref())
        })
        .map(|r| {
            format!(
                "  {:?} {} {} -> {} {:?}",
                r.at, r.method, r.path, r.status, r.fault
            )
        })
        .collect();
    let custom_id = fake
        .interaction(id)
        .and_then(|p| p.pointer("/data/custom_id").cloned())
        .unwrap_or_default();
    format!(
        "interaction {id} ({custom_id}): {} requests\n{}",
        lines.len(),
        lines.join("\n")
    )
}

// ----- the crash test --------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a crash test: minutes of work; run with --ignored --nocapture"]
async fn crash_and_restart() {
    let games = env_usize("VITRAIL_CRASH_GAMES", 16);
    let cycles = env_usize("VITRAIL_CRASH_CYCLES", 20);
    let seats = env_players("VITRAIL_CRASH_PLAYERS", "3-4");
    let bot = Bot::start(&[("VITRAIL_SEED", "2"), ("RUST_LOG", "warn,vitrail=info")]).await;
    let (kill_tx, killed) = watch::channel(0u64);

    // Open every lobby before the first kill.
    let mut players = Vec::new();
    for index in 0..games {
        let count = seats[(index / 4) % seats.len()];
        let mut player = Player::new(index, count, 0, killed.clone(), Duration::from_secs(10));
        player
            .open(&bot.fake)
            .await
            .unwrap_or_else(|e| panic!("lobby {index}: {e}\n{}", bot.log()));
        players.push(player);
    }
    let tallies: Vec<(TestChannel, Arc<Mutex<Tally>>)> =
        players.iter().map(|p| (p.ch, p.tally.clone())).collect();
    let channels: Vec<u64> = players.iter().map(|p| p.ch.channel_id).collect();

    let started = Instant::now();
    let mut tasks = tokio::task::JoinSet::new();
    for mut player in players {
        let fake = bot.fake.clone();
        tasks.spawn(async move { player.play(&fake, 200).await });
    }

    // Kill at random moments while games are in progress; after each kill, check the store.
    let mut rng: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let mut restarts = Vec::new();
    let mut acked_checked = 0;
    let mut done_cycles = 0;
    for cycle in 0..cycles {
        let in_progress = tallies.iter().filter(|(_, t)| !lock(t).finished).count();
        if in_progress == 0 {
            println!("every game ended after {cycle} kills");
            break;
        }
        tokio::time::sleep(Duration::from_millis(300 + next() % 2_700)).await;
        bot.kill();
        kill_tx.send_modify(|k| *k += 1);
        done_cycles += 1;
        // Every move acknowledged before the kill is in the store, and every record decodes.
        let acked: Vec<(Option<u64>, Vec<u64>)> = tallies
            .iter()
            .map(|(_, t)| {
                let t = lock(t);
                (t.game, t.acked.clone())
            })
            .collect();
        let records = bot.records(&channels);
        for (game, acked) in &acked {
            let Some(game) = game else { continue };
            let record = records
                .iter()
                .find(|r| r.id == GameId(*game))
                .unwrap_or_else(|| panic!("game {game} is not in the store"));
            if let Some(max) = acked.iter().max() {
                assert!(
                    record.moves > *max,
                    "cycle {cycle}: game {game} acknowledged a move at counter {max}, \
                     but the store is at {}",
                    record.moves
                );
            }
            assert!(
                record.history.len() >= acked.len(),
                "cycle {cycle}: game {game}: {} moves acknowledged, {} in its history",
                acked.len(),
                record.history.len()
            );
            acked_checked += acked.len();
        }
        restarts.push(bot.spawn().await);
    }

    all_games_end(&mut tasks, &bot).await;
    let elapsed = started.elapsed();

    // The end: every game finished, with every acknowledged move in its history.
    bot.kill();
    let records = bot.records(&channels);
    let (mut acked_total, mut found_total, mut retries, mut clicks) = (0, 0, 0, 0);
    for (ch, tally) in &tallies {
        let t = lock(tally);
        let game = t.game.expect("the game was seen");
        let record = records
            .iter()
            .find(|r| r.id == GameId(game))
            .unwrap_or_else(|| panic!("game {game} is not in the store"));
        assert_eq!(record.phase, Phase::Finished, "game {game}");
        assert!(record.result.is_some(), "game {game} has no result");
        assert!(record.moves > t.acked.iter().copied().max().unwrap_or(0));
        assert!(
            bot.fake
                .newest_channel_message(ch.channel_id, |m| !m.ephemeral
                    && m.content.contains("game over"))
                .is_some(),
            "game {game} has no results message"
        );
        acked_total += t.acked.len();
        found_total += record.history.len();
        retries += t.retries;
        clicks += t.clicks;
    }
    restarts.sort();
    let mean = restarts.iter().sum::<Duration>() / restarts.len().max(1) as u32;
    println!(
        "\n=== crash: {games} games, {done_cycles} kills ===\n\
         kill/restart cycles  {done_cycles} (SIGKILL at random moments, 0.3-3 s apart)\n\
         games                {games}, all finished, all {} records decode after every kill\n\
         wall time            {:.1} s, {clicks} clicks, {retries} attempts started over\n\
         moves acknowledged   {acked_total} by people; {found_total} actions in the records \
         (people's and computers'), every acknowledged one kept\n\
         acknowledged moves checked against the store after kills: {acked_checked}\n\
         restart to READY     mean {}, max {}\n",
        records.len(),
        elapsed.as_secs_f64(),
        ms(mean),
        ms(restarts.last().copied().unwrap_or_default()),
    );
    assert!(done_cycles >= cycles.min(1));
}

// ----- the coach beside live games -------------------------------------------------------------

/// Plays `players` (fresh channels) to their ends at once.
async fn play_all(bot: &Bot, players: Vec<Player>) {
    let mut tasks = tokio::task::JoinSet::new();
    for mut player in players {
        let fake = bot.fake.clone();
        tasks.spawn(async move {
            player
                .open(&fake)
                .await
                .map_err(|e| format!("lobby: {e}"))?;
            player.play(&fake, 0).await
        });
    }
    all_games_end(&mut tasks, bot).await;
}

/// The answer times of the interactions not in `before`, sorted.
fn answer_times_since(
    fake: &FakeDiscord,
    before: &std::collections::HashSet<u64>,
) -> Vec<Duration> {
    let mut times: Vec<Duration> = fake
        .interaction_latencies()
        .into_iter()
        .filter(|(id, _)| !before.contains(id))
        .filter_map(|(_, latency)| latency.map(|l| l.answered))
        .collect();
    times.sort();
    times
}

/// The scheduling of the bot's review thread, if one is running (Linux's /proc): its nice
/// value and its scheduling policy (5 is `SCHED_IDLE`).
fn review_thread_scheduling(pid: u32) -> Option<(i64, i64)> {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).ok()?;
    tasks.flatten().find_map(|task| {
        let comm = std::fs::read_to_string(task.path().join("comm")).ok()?;
        if comm.trim() != vitrail::bot::REVIEW_THREAD {
            return None;
        }
        // Fields after the command's closing parenthesis start at the third; nice is the
        // 19th, the policy the 41st.
        let stat = std::fs::read_to_string(task.path().join("stat")).ok()?;
        let after = &stat[stat.rfind(')')? + 1..];
        let field = |n: usize| after.split_whitespace().nth(n - 3)?.parse().ok();
        Some((field(19)?, field(41)?))
    })
}

/// The coach's promise to live games, in a small load run: `VITRAIL_REVIEW_LOAD_GAMES` games
/// (default 2: Summer Pavilion and Sintra) are played to the end at once, then the same number again in
/// new channels while a person of the first batch has their game reviewed. The review must
/// run on its own thread at the lowest priority (nice 19) and answer its presser; both
/// batches' answer times are printed side by side (measured, not asserted: the machine's other
/// work moves them).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn review_runs_beside_live_games_at_low_priority() {
    let games = env_usize("VITRAIL_REVIEW_LOAD_GAMES", 2);
    let review_secs = env_usize("VITRAIL_REVIEW_LOAD_SECS", 6).to_string();
    let bot = Bot::start(&[
        ("VITRAIL_SEED", "3"),
        ("RUST_LOG", "warn,vitrail=info"),
        ("VITRAIL_REVIEW_SECS", review_secs.as_str()),
    ])
    .await;
    let pid = bot.pid().expect("bot running");
    let (_kill_tx, killed) = watch::channel(0u64);
    let batch = |first: usize| -> Vec<Player> {
        (first..first + games)
            .map(|index| Player::new(index, 2, 0, killed.clone(), Duration::from_secs(120)))
            .collect()
    };

    // The first batch alone: the baseline.
    let first = batch(0);
    let reviewer = (first[0].ch, first[0].users[0]);
    let started = Instant::now();
    play_all(&bot, first).await;
    let alone_secs = started.elapsed().as_secs_f64();
    let alone = answer_times_since(&bot.fake, &Default::default());
    let seen: std::collections::HashSet<u64> = bot
        .fake
        .interaction_latencies()
        .into_iter()
        .map(|(id, _)| id)
        .collect();

    // The reviewer asks for the coach; the second batch plays meanwhile.
    let (channel, person) = reviewer;
    let results = bot
        .fake
        .newest_channel_message(channel.channel_id, |m| {
            !m.ephemeral && m.content.contains("game over")
        })
        .expect("the first game's results");
    let button = results
        .custom_ids()
        .into_iter()
        .find(|c| c.ends_with(":rv"))
        .expect("a review button");
    let mut asker = Player::new(0, 2, 0, killed.clone(), Duration::from_secs(30));
    asker.ch = channel;
    let (ask, started_answer) = asker
        .click(&bot.fake, &person, &results, &button, None)
        .await
        .unwrap_or_else(|e| panic!("review click: {}", e.text()));
    assert!(
        started_answer.text().contains("Reviewing your"),
        "{}",
        started_answer.text()
    );
    let reviewing = Instant::now();
    let watcher = {
        let fake = bot.fake.clone();
        tokio::spawn(async move {
            // The review thread's scheduling while it runs (the latest reading: the thread sets
            // its nice value and class one after the other), and when the review's answer came.
            let mut nice = None;
            loop {
                nice = review_thread_scheduling(pid).or(nice);
                let messages = fake.interaction_messages(ask);
                if let Some(review) = messages.iter().find(|m| m.text().contains("🎓 Game `")) {
                    return (nice, review.clone(), reviewing.elapsed());
                }
                assert!(reviewing.elapsed() < Duration::from_secs(120), "no review");
                tokio::time::sleep(Duration::from_millis(25)).await;
            }
        })
    };
    let started = Instant::now();
    play_all(&bot, batch(games)).await;
    let beside_secs = started.elapsed().as_secs_f64();
    let mut seen = seen;
    seen.insert(ask);
    let beside = answer_times_since(&bot.fake, &seen);
    let (nice, review, taken) = watcher
        .await
        .unwrap_or_else(|e| panic!("{e}\n{}", bot.log()));
    let review_secs_taken = taken.as_secs_f64();
    assert!(review.is_ephemeral(), "a review is private");
    bot.kill();

    println!(
        "\n=== the coach beside live games: {games} games, then {games} more while a review runs ===\n\
         alone          {} answers in {alone_secs:.1} s: p50 {}, p90 {}, p99 {}, max {}\n\
         beside review  {} answers in {beside_secs:.1} s: p50 {}, p90 {}, p99 {}, max {}\n\
         review         answered after {review_secs_taken:.1} s (budget {review_secs} s), thread (nice, policy) {nice:?}\n",
        alone.len(),
        ms(percentile(&alone, 50.0)),
        ms(percentile(&alone, 90.0)),
        ms(percentile(&alone, 99.0)),
        ms(alone.last().copied().unwrap_or_default()),
        beside.len(),
        ms(percentile(&beside, 50.0)),
        ms(percentile(&beside, 90.0)),
        ms(percentile(&beside, 99.0)),
        ms(beside.last().copied().unwrap_or_default()),
    );
    assert_eq!(
        nice,
        Some((19, 5)),
        "the review thread runs at the lowest priority (nice 19, SCHED_IDLE) while live games play"
    );
}
