//! The bot binary running against a fresh fake Discord, with helpers most end-to-end tests share.
#![allow(dead_code)]

use std::time::Duration;

use serde_json::Value;

use super::bot_process::Link;
use super::{BotProcess, FakeDiscord, RecordedRequest, StoredMessage, TestChannel, TestUser};

pub const READY: Duration = Duration::from_secs(60);
pub const RESPONSE: Duration = Duration::from_secs(20);

/// Interaction response types.
pub const MESSAGE: u64 = 4;
pub const UPDATE: u64 = 7;

pub struct Harness {
    pub fake: FakeDiscord,
    pub bot: BotProcess,
    _dir: tempfile::TempDir,
    pub data: std::path::PathBuf,
    env: Vec<(String, String)>,
    link: Link,
    /// Where the helpers (and the table driver) play: the fake's default guild channel unless
    /// a test moved to another place ([`Self::set_place`]).
    place: TestChannel,
    /// Where the bot takes its interactions over HTTP (`start_http`), else `None`.
    endpoint: Option<std::net::SocketAddr>,
    /// Whether the bot connects to the gateway (all but a worker with no gateway).
    gateway: bool,
    /// The other workers of a cluster ([`Self::start_cluster`]), with their endpoints; `bot` is
    /// the first.
    others: Vec<(BotProcess, std::net::SocketAddr)>,
}

impl Harness {
    pub async fn start() -> Harness {
        Self::start_with_env(&[]).await
    }

    /// Starts the bot with extra environment variables, kept across restarts.
    pub async fn start_with_env(env: &[(&str, &str)]) -> Harness {
        Self::start_linked(env, Link::ApiProxy).await
    }

    /// Starts the bot reaching the fake through `link` (kept across restarts):
    /// [`Link::Tunnel`] runs it with serenity's rate limiter on, as in production.
    pub async fn start_linked(env: &[(&str, &str)], link: Link) -> Harness {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("temp dir");
        let data = dir.path().join("data");
        let env: Vec<(String, String)> = env
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let bot = BotProcess::spawn_linked(&fake, &data, &borrowed(&env), link);
        let harness = Harness::around(fake, dir, bot, data, env, link);
        harness.ready().await;
        harness
    }

    /// A harness around `bot`, started on the gateway; a caller that started it otherwise says
    /// so in the fields.
    fn around(
        fake: FakeDiscord,
        dir: tempfile::TempDir,
        bot: BotProcess,
        data: std::path::PathBuf,
        env: Vec<(String, String)>,
        link: Link,
    ) -> Harness {
        Harness {
            place: fake.channel(),
            fake,
            bot,
            _dir: dir,
            data,
            env,
            link,
            endpoint: None,
            gateway: true,
            others: Vec::new(),
        }
    }

    /// Starts a worker with no gateway at all: the fake delivers every interaction as a signed
    /// POST to its endpoint (`env` as for [`Self::start_with_env`]).
    pub async fn start_http(env: &[(&str, &str)]) -> Harness {
        Self::start_endpoint(env, false).await
    }

    /// Starts the bot serving interactions over HTTP, with the gateway connected beside the
    /// endpoint when `gateway` (it then hears of deleted channels, but gets no interaction).
    pub async fn start_endpoint(env: &[(&str, &str)], gateway: bool) -> Harness {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("temp dir");
        let data = dir.path().join("data");
        let addr = super::bot_process::free_addr();
        let mut env: Vec<(String, String)> = env
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        env.extend(
            super::bot_process::http_worker_env(&fake, addr)
                .into_iter()
                .filter(|(key, _)| !gateway || key != "VITRAIL_GATEWAY"),
        );
        let bot = BotProcess::spawn_linked(&fake, &data, &borrowed(&env), Link::ApiProxy);
        fake.deliver_over_http(vec![addr]);
        let mut harness = Harness::around(fake, dir, bot, data, env, Link::ApiProxy);
        harness.endpoint = Some(addr);
        harness.gateway = gateway;
        harness.ready().await;
        harness
    }

    /// Starts `workers` workers with no gateway sharing the PostgreSQL database `store` (each
    /// with a folder of its own for the rest), the fake POSTing interactions to each in turn, as
    /// a load balancer does.
    pub async fn start_cluster(env: &[(&str, &str)], workers: usize, store: &str) -> Harness {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("temp dir");
        let mut shared: Vec<(String, String)> = env
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        shared.push(("VITRAIL_STORE".into(), store.into()));
        let mut started = Vec::new();
        for n in 0..workers.max(1) {
            let addr = super::bot_process::free_addr();
            let mut own = shared.clone();
            own.extend(super::bot_process::http_worker_env(&fake, addr));
            let data = dir.path().join(format!("worker{n}"));
            let bot = BotProcess::spawn_linked(&fake, &data, &borrowed(&own), Link::ApiProxy);
            started.push((bot, addr, data, own));
        }
        fake.deliver_over_http(started.iter().map(|(_, addr, _, _)| *addr).collect());
        let mut started = started.into_iter();
        // The first worker restarts as itself ([`Self::restart`]).
        let (bot, addr, data, env) = started.next().expect("a worker");
        let mut harness = Harness::around(fake, dir, bot, data, env, Link::ApiProxy);
        harness.endpoint = Some(addr);
        harness.gateway = false;
        harness.others = started.map(|(bot, addr, _, _)| (bot, addr)).collect();
        harness.ready().await;
        for (_, addr) in &harness.others {
            harness.endpoint_ready(*addr).await;
        }
        harness
    }

    /// The workers' endpoints, the first worker's first.
    pub fn workers(&self) -> Vec<std::net::SocketAddr> {
        self.endpoint
            .into_iter()
            .chain(self.others.iter().map(|(_, addr)| *addr))
            .collect()
    }

    /// Kills the cluster's worker `n` (SIGKILL, as a crash, not the first) and takes it out of
    /// the fake's turn, as a load balancer's health check does.
    pub fn kill_worker(&mut self, n: usize) -> std::net::SocketAddr {
        let (mut bot, addr) = self.others.remove(n - 1);
        bot.kill();
        self.fake.deliver_over_http(self.workers());
        addr
    }

    /// Every worker's log, each under a heading.
    pub fn logs(&self) -> String {
        std::iter::once(&self.bot)
            .chain(self.others.iter().map(|(bot, _)| bot))
            .map(|bot| format!("--- {} ---\n{}", bot.log_path().display(), bot.log()))
            .collect()
    }

    /// Where the worker takes interactions over HTTP, if it does.
    pub fn endpoint(&self) -> Option<std::net::SocketAddr> {
        self.endpoint
    }

    pub async fn ready(&self) {
        if self.gateway {
            if let Err(e) = self.fake.wait_ready(READY).await {
                panic!(
                    "bot never became ready: {e}\n--- bot log ---\n{}",
                    self.bot.log()
                );
            }
        }
        if let Some(addr) = self.endpoint {
            self.endpoint_ready(addr).await;
        }
    }

    /// Waits until the worker's endpoint answers a PING with a PONG.
    async fn endpoint_ready(&self, addr: std::net::SocketAddr) {
        if let Err(e) = self.fake.wait_endpoint(addr, READY).await {
            panic!("{e}\n{}", self.bot.log());
        }
    }

    /// Kills the bot (SIGKILL) and starts it again on the same data. A worker taking
    /// interactions over HTTP is killed once every POST in flight has its answer, so that every
    /// POST's status says what the worker did (a test of a kill mid-request kills `bot` itself).
    pub async fn restart(&mut self) {
        if self.endpoint.is_some() {
            if let Err(e) = self.fake.wait_deliveries(RESPONSE).await {
                panic!("POSTs still unanswered: {e}\n{}", self.bot.log());
            }
        }
        self.bot.kill();
        self.bot =
            BotProcess::spawn_linked(&self.fake, &self.data, &borrowed(&self.env), self.link);
        self.ready().await;
    }

    /// Where the helpers play (commands, clicks, the table driver's lookups).
    pub fn place(&self) -> TestChannel {
        self.place
    }
    /// Plays in `place` from now on, e.g. `TestChannel::group_dm(channel, installer)`; the
    /// fake learns the place (a place without the bot refuses channel routes from now on).
    pub fn set_place(&mut self, place: TestChannel) {
        self.fake.add_channel(&place);
        self.place = place;
    }

    pub fn message(&self, id: u64) -> StoredMessage {
        self.fake.message(id).expect("message exists")
    }

    /// Opens a lobby and returns its message.
    pub async fn open(
        &self,
        user: &TestUser,
        command: &str,
        options: Vec<(&str, Value)>,
    ) -> StoredMessage {
        let ch = self.place;
        let (id, response) = self
            .fake
            .run_command(&ch, user, command, Some("start"), options)
            .await;
        assert_eq!(
            response.callback_type(),
            Some(MESSAGE),
            "{}",
            response.text()
        );
        assert!(!response.is_ephemeral(), "a lobby is public");
        self.fake
            .original_response(id)
            .unwrap_or_else(|| panic!("no lobby message\n{}", self.bot.log()))
    }

    /// Opens `host`'s lobby, has `guest` join and `host` start it, and waits for the first
    /// table; returns `(lobby, table)`, the lobby as it was opened. Most game tests begin with
    /// exactly these two people, so the opening is written (and its answers checked) once.
    pub async fn seat_two_and_start(
        &self,
        host: &TestUser,
        guest: &TestUser,
        command: &str,
        options: Vec<(&str, Value)>,
    ) -> (StoredMessage, StoredMessage) {
        let lobby = self.open(host, command, options).await;
        assert_update(&self.click(guest, lobby.id, "lj").await);
        assert_update(&self.click(host, lobby.id, "ls").await);
        let table = self.next_table(lobby.id).await;
        (lobby, table)
    }

    /// Clicks the control whose custom id ends with `:{control}`.
    pub async fn click(&self, user: &TestUser, message: u64, control: &str) -> RecordedRequest {
        let id = control_id(&self.message(message), control);
        self.fake.click(&self.place, user, message, &id).await
    }

    pub async fn computers(&self, user: &TestUser, message: u64, value: &str) -> RecordedRequest {
        let id = control_id(&self.message(message), "lc");
        self.fake
            .select(&self.place, user, message, &id, vec![value.to_string()])
            .await
    }

    /// Every request the bot made was one the fake could answer.
    pub fn assert_no_failed_requests(&self) {
        assert!(
            self.fake.failed_requests().is_empty(),
            "the bot made requests the fake could not serve:\n{}",
            self.fake.request_summary()
        );
    }

    /// The bytes of every PNG the bot uploaded (answered below 400), and how many.
    pub fn picture_bytes(&self) -> (usize, usize) {
        self.fake
            .requests()
            .iter()
            .filter(|r| r.status < 400)
            .flat_map(|r| r.files.iter())
            .filter(|f| f.filename.ends_with(".png"))
            .fold((0, 0), |(bytes, n), f| (bytes + f.bytes.len(), n + 1))
    }

    /// Prints the picture bytes a whole game uploaded against `before` (measured on the
    /// release before indexed-colour pictures, same seed and clicks) and asserts they are at
    /// least 3× fewer (issue 22).
    pub fn report_picture_bytes(&self, game: &str, before: usize) {
        let (bytes, pictures) = self.picture_bytes();
        let ratio = before as f64 / bytes.max(1) as f64;
        eprintln!(
            "{game}: {pictures} pictures, {bytes} bytes uploaded (before: {before}; {ratio:.1}× fewer)"
        );
        assert!(
            bytes * 3 <= before,
            "{game}: {bytes} bytes, before {before}"
        );
    }

    /// Prints what a whole game cost the channel a turn (issue 38) and asserts at most 1.1
    /// public messages a turn: every public message the bot made in the channel (the lobby and
    /// the results included) and every picture byte it uploaded, over the turns of `user`'s
    /// latest game (a turn is one seat's moves in a row, read from the record's history). The
    /// store is read once the bot is stopped, so call it last.
    pub fn report_messages_per_turn(&mut self, game: &str, user: u64) {
        let bot = self.fake.bot_user_id();
        let channel = self.place.channel_id;
        let public = self
            .fake
            .channel_messages(channel)
            .iter()
            .filter(|m| !m.ephemeral && m.author_id == bot)
            .count();
        let (bytes, _) = self.picture_bytes();
        // What the game spent of the bot-wide budget: channel routes on the game's channel (the
        // start-up's command registration and the gateway are not the game's).
        let on_channel = format!("/api/v10/channels/{channel}/");
        let limited = self
            .fake
            .requests()
            .iter()
            .filter(|r| crate::support::ratelimits::globally_limited(&r.path))
            .filter(|r| {
                r.path.starts_with(&on_channel) || r.path == on_channel.trim_end_matches('/')
            })
            .count();
        self.bot.kill();
        let store = vitrail::store::Store::open(&self.data).expect("open the store");
        let latest = store
            .user_games_newest_first(user)
            .next()
            .expect("a game of the user")
            .expect("the index reads");
        let record = store
            .load(latest.game)
            .expect("the record reads")
            .expect("the game is stored");
        let seats = record.history.iter().filter_map(|entry| match entry {
            vitrail::table::Logged::Move { seat, .. } => Some(*seat),
            _ => None,
        });
        let mut turns = 0usize;
        let mut last = None;
        for seat in seats {
            if last != Some(seat) {
                turns += 1;
                last = Some(seat);
            }
        }
        let per_turn = public as f64 / turns.max(1) as f64;
        eprintln!(
            "{game}: {public} public messages in {turns} turns: public messages per turn: {per_turn:.2}, {} picture bytes uploaded per turn, {:.2} global-limited requests per turn ({limited})",
            bytes / turns.max(1),
            limited as f64 / turns.max(1) as f64
        );
        assert!(
            per_turn <= 1.1,
            "{game}: {per_turn:.2} public messages a turn"
        );
    }

    /// Every picture the bot uploaded carries a description for screen readers (issue 22): the
    /// payload's `attachments` entry of each `files[n]` part has a non-empty `description`.
    pub fn assert_pictures_described(&self) {
        let mut checked = 0;
        for r in self.fake.requests() {
            for (filename, description) in uploads(&r) {
                if !filename.ends_with(".png") {
                    continue;
                }
                assert!(
                    description.is_some_and(|d| !d.trim().is_empty()),
                    "{} {}: {filename} has no description in {:?}",
                    r.method,
                    r.path,
                    r.json
                );
                checked += 1;
            }
        }
        assert!(checked > 0, "no picture was uploaded");
    }

    /// The descriptions (alt texts) of every picture named `filename` the bot uploaded, in the
    /// order it sent them.
    pub fn picture_descriptions(&self, filename: &str) -> Vec<String> {
        self.fake
            .requests()
            .iter()
            .flat_map(uploads)
            .filter(|(name, _)| name == filename)
            .filter_map(|(_, description)| description)
            .collect()
    }

    /// Sends a raw component interaction (for stale, forged or misplaced clicks).
    pub async fn send_raw(&self, payload: Value) -> RecordedRequest {
        let id = self
            .fake
            .send_interaction(payload)
            .expect("send interaction");
        self.fake
            .wait_answer(id, RESPONSE)
            .await
            .unwrap_or_else(|e| panic!("no answer: {e}\n{}", self.bot.log()))
    }

    /// Waits for a live table (or results) message newer than message `after`.
    pub async fn next_table(&self, after: u64) -> StoredMessage {
        let bot = self.fake.bot_user_id();
        self.fake
            .wait_for_message(
                |m| {
                    m.id > after
                        && !m.ephemeral
                        && m.author_id == bot
                        && m.custom_ids()
                            .iter()
                            .any(|id| super::table_driver::game_payload(id).is_some())
                },
                RESPONSE,
            )
            .await
            .unwrap_or_else(|e| panic!("no next table: {e}\n{}", self.bot.log()))
    }
}

fn borrowed(env: &[(String, String)]) -> Vec<(&str, &str)> {
    env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
}

/// The custom_id of a control (e.g. lobby `lj`, game `g:b`) on a message.
pub fn control_id(message: &StoredMessage, control: &str) -> String {
    message
        .custom_ids()
        .into_iter()
        .find(|id| id.ends_with(&format!(":{control}")))
        .unwrap_or_else(|| panic!("no {control} control in {:?}", message.custom_ids()))
}

pub fn assert_private(response: &RecordedRequest, needle: &str) {
    assert_eq!(response.answer_type(), Some(MESSAGE), "{}", response.text());
    assert!(
        response.is_ephemeral(),
        "refusals are ephemeral: {}",
        response.text()
    );
    assert!(
        response.text().contains(needle),
        "expected {needle:?} in {:?}",
        response.text()
    );
}

pub fn assert_update(response: &RecordedRequest) {
    assert_eq!(response.answer_type(), Some(UPDATE), "{}", response.text());
}

/// The files a request that the fake accepted uploaded, each with the description its payload's
/// `attachments` entry gives it (`files[n]` is the entry of id `n`).
fn uploads(r: &RecordedRequest) -> Vec<(String, Option<String>)> {
    if r.status >= 400 {
        return Vec::new();
    }
    let payload = r.json.clone().unwrap_or_default();
    let body = payload.get("data").unwrap_or(&payload);
    let entries = body
        .get("attachments")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    r.files
        .iter()
        .map(|file| {
            let n = file
                .field
                .trim_start_matches("files[")
                .trim_end_matches(']');
            let description = entries.iter().find_map(|e| {
                let id = e
                    .get("id")
                    .map(|v| v.to_string().trim_matches('"').to_string());
                (id.as_deref() == Some(n))
                    .then(|| e.get("description").and_then(Value::as_str))
                    .flatten()
                    .map(str::to_string)
            });
            (file.filename.clone(), description)
        })
        .collect()
}
