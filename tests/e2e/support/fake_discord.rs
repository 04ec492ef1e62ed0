//! A fake Discord on loopback: the REST API under `/api/v10` (HTTP) and a gateway (plain ws).
//!
//! Point serenity at it with `HttpBuilder::new(token).proxy(fake.api_url())` (serenity's rate
//! limiter off), or use it as an HTTPS proxy for discord.com (`tunnel.rs`: the limiter on, as in
//! production); the gateway URL is what `GET /api/v10/gateway` answers. All state lives behind one mutex; every change bumps
//! a watch channel so the `wait_*` helpers can sleep until something happens.
#![allow(dead_code)]

use std::collections::{HashMap, HashSet};
use std::convert::Infallible;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;
use tokio::task::JoinSet;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as WsMessage;

use super::endpoint::{Delivery, Endpoints, Signing};
use super::faults::{Fault, Faults, Route, Rule};
use super::interactions::{self, TestChannel, TestUser};
use super::model::{RecordedFile, RecordedRequest, StoredMessage};
use super::multipart;
use super::ratelimits::Buckets;
use super::rest::{InteractionRecord, Reply};
use super::tunnel::{self, Tls};

/// The application id (and, as for every modern Discord app, the bot user id).
pub const APPLICATION_ID: u64 = 1_180_000_000_000_000_001;
/// The bot's user id.
pub const BOT_USER_ID: u64 = APPLICATION_ID;
/// Owner of the application (as reported by `GET /oauth2/applications/@me`).
pub const OWNER_USER_ID: u64 = 1_180_000_000_000_000_002;
/// The guild the fake knows from the start (listed in READY, used as dev guild).
pub const TEST_GUILD_ID: u64 = 1_180_000_000_000_000_100;
/// A text channel in [`TEST_GUILD_ID`].
pub const TEST_CHANNEL_ID: u64 = 1_180_000_000_000_000_200;
/// Gateway heartbeat interval announced in Hello.
pub const HEARTBEAT_INTERVAL_MS: u64 = 41_250;
/// Timeout used by the panicking convenience helpers (`run_command`, `click`, ...).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

pub(crate) struct Conn {
    pub tx: mpsc::UnboundedSender<WsMessage>,
    pub seq: u64,
    pub identified: bool,
    /// Which READY this connection was sent (1 for the first the fake sent); 0 before.
    pub ready_number: u64,
}

/// A gateway shard: `(shard id, shard count)`, as sent in Identify.
pub type Shard = (u64, u64);

/// The shard Discord sends a guild's events to: `(guild_id >> 22) % total`. Events without a
/// guild (DMs) go to shard 0.
pub fn shard_of(guild_id: Option<u64>, total: u64) -> u64 {
    guild_id.map_or(0, |g| (g >> 22) % total.max(1))
}

#[derive(Default)]
pub(crate) struct GatewayState {
    pub conns: HashMap<u64, Conn>,
    /// The most recently identified connection (what `send_dispatch` and `send_reconnect` use).
    pub current: Option<u64>,
    /// The most recently identified connection of each shard: a guild's events go to the one
    /// of its shard. A bot that does not shard identifies as shard (0, 1), which takes them all.
    pub shards: HashMap<Shard, u64>,
    pub next_conn: u64,
    pub connects: u64,
    pub ready_count: u64,
    pub identifies: Vec<Value>,
    pub resumes: u64,
}

/// Everything the fake knows. Only touched with the mutex held, never across an await.
pub(crate) struct State {
    pub api_url: String,
    pub gateway_url: String,
    pub start: Instant,
    pub guilds: Vec<u64>,
    /// Known channels: id -> (guild, type, parent, name).
    pub channels: HashMap<u64, ChannelInfo>,
    pub requests: Vec<RecordedRequest>,
    pub messages: Vec<StoredMessage>,
    pub message_index: HashMap<u64, usize>,
    pub interactions: HashMap<u64, InteractionRecord>,
    pub tokens: HashMap<String, u64>,
    pub global_commands: Vec<Value>,
    pub guild_commands: HashMap<u64, Vec<Value>>,
    /// Command ids by (guild, name), kept stable across re-registrations like Discord does.
    pub command_ids: HashMap<(Option<u64>, String), u64>,
    pub gateway: GatewayState,
    /// How long a token takes follow-ups and edits (Discord's 15 minutes unless a test
    /// shortens it); past it, 401 Invalid Webhook Token (50027).
    pub token_life: Duration,
    pub interaction_deadline: Option<Duration>,
    /// Positions in `messages` of each channel's messages, oldest first.
    pub channel_index: HashMap<u64, Vec<usize>>,
    /// Position in `requests` of each interaction's first callback.
    pub callback_index: HashMap<u64, usize>,
    /// Position in `requests` of each interaction's latest callback or webhook request (its
    /// answer, when the callback only acknowledged it).
    pub answer_index: HashMap<u64, usize>,
    /// Positions in `requests` of each interaction's webhook requests (edits, follow-ups).
    pub webhook_index: HashMap<u64, Vec<usize>>,
    /// Channels whose messages changed while handling the current request.
    pub touched: Vec<u64>,
    /// Keep uploaded files whole (default). Off, only their first bytes are kept (enough for a
    /// PNG's size), so a long load test does not hold every picture in memory.
    pub keep_files: bool,
    /// Faults to give instead of (or, for slow answers, after) carrying requests out.
    pub faults: Faults,
    /// The bot's permissions per channel where a test changed them (its `app_permissions` in
    /// interactions from there, and what posting there needs); others have them all.
    pub bot_permissions: HashMap<u64, u64>,
    /// Messages posted with `enforce_nonce`, by channel and nonce: a repeat returns the first.
    pub nonces: HashMap<(u64, String), u64>,
    /// Per-route rate limits a test set (none by default).
    pub buckets: Buckets,
    /// CONNECT tunnels opened to discord.com, and the hosts refused one.
    pub tunnels: u64,
    pub tunnels_refused: Vec<String>,
    /// Channels where the bot user is not a member (the app is only installed to a user
    /// there): every `/channels/{id}...` route is refused with 403 Missing Access (50001).
    pub without_bot: HashSet<u64>,
    /// The signing key, and the workers interactions are POSTed to when they do not go over the
    /// gateway (`endpoint.rs`).
    pub endpoints: Endpoints,
    /// How the POST of each interaction delivered over HTTP went.
    pub deliveries: HashMap<u64, Delivery>,
}

#[derive(Clone, Debug)]
pub(crate) struct ChannelInfo {
    pub guild_id: u64,
    pub kind: u8,
    pub parent_id: Option<u64>,
    pub name: String,
    pub created: String,
}

pub(crate) struct Shared {
    pub state: Mutex<State>,
    pub changed: watch::Sender<u64>,
    /// Per-channel change counters, so a waiter on one channel sleeps through the others.
    channel_changed: Mutex<HashMap<u64, watch::Sender<u64>>>,
    ready_consumed: AtomicU64,
    /// The certificate the fake shows as discord.com inside a CONNECT tunnel.
    pub tls: Tls,
}

impl Shared {
    pub fn lock(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
    pub fn bump(&self) {
        self.changed.send_modify(|v| *v += 1);
    }
    fn channel_watch(&self, channel: u64) -> watch::Sender<u64> {
        self.channel_changed
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .entry(channel)
            .or_insert_with(|| watch::channel(0u64).0)
            .clone()
    }
    /// Wakes the waiters of every channel in `channels` (and the global waiters).
    fn bump_channels(&self, channels: &[u64]) {
        for &channel in channels {
            self.channel_watch(channel).send_modify(|v| *v += 1);
        }
        self.bump();
    }
}

/// The fake Discord. Dropping it stops its listeners.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    http_addr: std::net::SocketAddr,
    ws_addr: std::net::SocketAddr,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        // Aborting the listener tasks drops their connection sets, which aborts every
        // connection task: sockets close without a close handshake. (Sending close frames here
        // could race a serenity shard that is shutting down: serenity 0.12 then spins forever
        // in `ShardRunner::checked_shutdown`, and the test runtime could never shut down.)
        for task in &self.tasks {
            task.abort();
        }
        let mut st = self.shared.lock();
        st.gateway.conns.clear();
        st.gateway.current = None;
        st.gateway.shards.clear();
    }
}

/// How long an interaction waited, from its dispatch.
#[derive(Debug, Clone, Copy)]
pub struct Latency {
    /// Until its first callback: what Discord's 3-second limit is about.
    pub acknowledged: Duration,
    /// Until its answer: the callback itself, or the first edit or follow-up after an
    /// acknowledgement.
    pub answered: Duration,
    /// The first callback's status.
    pub status: u16,
    /// When the interaction was sent, from the fake's start.
    pub sent: Duration,
}

impl FakeDiscord {
    /// Binds the HTTP and gateway listeners on 127.0.0.1 (ephemeral ports) and starts serving.
    pub async fn start() -> FakeDiscord {
        let http = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("fake discord: bind http");
        let ws = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("fake discord: bind gateway");
        let http_addr = http.local_addr().expect("http addr");
        let ws_addr = ws.local_addr().expect("ws addr");
        let mut channels = HashMap::new();
        channels.insert(
            TEST_CHANNEL_ID,
            ChannelInfo {
                guild_id: TEST_GUILD_ID,
                kind: 0,
                parent_id: None,
                name: "test-channel".into(),
                created: super::snowflake::timestamp_now(),
            },
        );
        let state = State {
            api_url: format!("http://{http_addr}"),
            gateway_url: format!("ws://{ws_addr}"),
            start: Instant::now(),
            guilds: vec![TEST_GUILD_ID],
            channels,
            requests: Vec::new(),
            messages: Vec::new(),
            message_index: HashMap::new(),
            interactions: HashMap::new(),
            tokens: HashMap::new(),
            global_commands: Vec::new(),
            guild_commands: HashMap::new(),
            command_ids: HashMap::new(),
            gateway: GatewayState::default(),
            interaction_deadline: None,
            token_life: Duration::from_secs(15 * 60),
            channel_index: HashMap::new(),
            callback_index: HashMap::new(),
            answer_index: HashMap::new(),
            webhook_index: HashMap::new(),
            touched: Vec::new(),
            keep_files: true,
            faults: Faults::default(),
            bot_permissions: HashMap::new(),
            nonces: HashMap::new(),
            buckets: Buckets::default(),
            tunnels: 0,
            tunnels_refused: Vec::new(),
            without_bot: HashSet::new(),
            endpoints: Endpoints::new(),
            deliveries: HashMap::new(),
        };
        let (changed, _) = watch::channel(0u64);
        let shared = Arc::new(Shared {
            state: Mutex::new(state),
            changed,
            channel_changed: Mutex::new(HashMap::new()),
            ready_consumed: AtomicU64::new(0),
            tls: Tls::new(),
        });
        let tasks = vec![
            tokio::spawn(serve_http(http, shared.clone())),
            tokio::spawn(serve_gateway(ws, shared.clone())),
        ];
        FakeDiscord {
            shared,
            http_addr,
            ws_addr,
            tasks,
        }
    }

    // ----- addresses and constants -------------------------------------------------------

    /// Base URL to give serenity's `HttpBuilder::proxy`, e.g. `http://127.0.0.1:41234`.
    pub fn api_url(&self) -> String {
        format!("http://{}", self.http_addr)
    }
    /// The gateway URL handed out by `GET /gateway` (`ws://127.0.0.1:PORT`).
    pub fn gateway_url(&self) -> String {
        format!("ws://{}", self.ws_addr)
    }
    pub fn application_id(&self) -> u64 {
        APPLICATION_ID
    }
    pub fn bot_user_id(&self) -> u64 {
        BOT_USER_ID
    }
    pub fn owner_user_id(&self) -> u64 {
        OWNER_USER_ID
    }
    pub fn guild_id(&self) -> u64 {
        TEST_GUILD_ID
    }
    /// The default test text channel in the test guild.
    pub fn channel(&self) -> TestChannel {
        TestChannel::new(TEST_GUILD_ID, TEST_CHANNEL_ID)
    }
    /// Guild ids listed (as unavailable) in READY.
    pub fn guilds(&self) -> Vec<u64> {
        self.shared.lock().guilds.clone()
    }
    /// The GUILD_CREATE `d` the fake sends for `guild_id` right after READY.
    pub fn guild_create_payload(&self, guild_id: u64) -> Value {
        guild_create_payload(&self.shared.lock(), guild_id)
    }
    /// Adds a guild to later READY payloads.
    pub fn add_guild(&self, guild_id: u64) {
        let mut st = self.shared.lock();
        if !st.guilds.contains(&guild_id) {
            st.guilds.push(guild_id);
        }
    }
    /// Makes a channel known, so REST calls on it succeed (interactions register theirs).
    pub fn add_channel(&self, ch: &TestChannel) {
        self.shared.lock().register_channel(ch);
        self.shared.bump();
    }
    /// Makes interaction callbacks later than `deadline` after the interaction was sent fail
    /// with 404 Unknown interaction (10062), as Discord does after 3 s. Off by default.
    pub fn set_interaction_deadline(&self, deadline: Option<Duration>) {
        self.shared.lock().interaction_deadline = deadline;
    }
    /// Whether uploaded files are kept whole (the default). A load test turns it off: only the
    /// first 64 bytes of each file are kept (a PNG's size still shows), in the request log and
    /// on stored messages.
    pub fn set_keep_files(&self, keep: bool) {
        self.shared.lock().keep_files = keep;
    }

    // ----- faults ----------------------------------------------------------------------------

    /// Adds a fault rule (checked before the background rate, oldest rule first).
    pub fn inject(&self, rule: Rule) {
        self.shared.lock().faults.add(rule);
    }
    /// Removes every fault rule and the background rate: Discord says yes again.
    pub fn clear_faults(&self) {
        self.shared.lock().faults.clear();
    }
    /// Makes `rate` of the requests after start-up meet a random fault plausible for their
    /// route (the chaos run); `seed` fixes which.
    pub fn set_fault_rate(&self, rate: f64, seed: u64) {
        self.shared.lock().faults.set_rate(rate, seed);
    }
    /// Limits `route` to `limit` requests per `window` in each channel, as Discord does: its
    /// answers carry the `X-RateLimit-*` headers, and a request past the limit is refused (429).
    pub fn limit_route(&self, route: Route, limit: u32, window: Duration) {
        self.shared.lock().buckets.limit(route, limit, window);
    }
    /// Discord's own limits: 50 requests a second bot-wide on every route but the interaction
    /// endpoints (429 with `X-RateLimit-Global` past it), and per channel 5 new messages and 5
    /// edits in 5 seconds. (Discord publishes the global figure; the per-route ones are the
    /// common reading of its headers.)
    pub fn enforce_discord_limits(&self) {
        let mut st = self.shared.lock();
        st.buckets.limit_globally(50);
        let five_seconds = Duration::from_secs(5);
        st.buckets.limit(Route::PostMessage, 5, five_seconds);
        st.buckets.limit(Route::EditMessage, 5, five_seconds);
    }
    /// How long an interaction's token takes follow-ups and edits (Discord: 15 minutes).
    pub fn set_token_life(&self, life: Duration) {
        self.shared.lock().token_life = life;
    }
    /// The PEM of the CA that signed the fake's discord.com certificate (for the bot's
    /// `extra_root_certificate`).
    pub fn ca_pem(&self) -> String {
        self.shared.tls.ca_pem.clone()
    }
    /// CONNECT tunnels opened to discord.com so far, and the other hosts asked for (refused).
    pub fn tunnels(&self) -> (u64, Vec<String>) {
        let st = self.shared.lock();
        (st.tunnels, st.tunnels_refused.clone())
    }
    /// Every fault given so far, in order.
    pub fn faults_given(&self) -> Vec<Fault> {
        self.shared.lock().faults.given.clone()
    }
    /// Sets the bot's permissions in a channel: interactions from there carry them as
    /// `app_permissions`, and posting there without what it needs is refused (403, 50013).
    pub fn set_bot_permissions(&self, channel: u64, permissions: u64) {
        self.shared
            .lock()
            .bot_permissions
            .insert(channel, permissions);
    }
    /// Deletes a channel (or thread): every later call about it is answered 404, 10003, and
    /// the bot is told over the gateway (CHANNEL_DELETE or THREAD_DELETE).
    pub fn delete_channel(&self, channel: u64) -> Result<(), String> {
        let mut st = self.shared.lock();
        let info = st.channels.remove(&channel).ok_or("unknown channel")?;
        let json = st.channel_json_of(channel, &info);
        let event = if matches!(info.kind, 10..=12) {
            "THREAD_DELETE"
        } else {
            "CHANNEL_DELETE"
        };
        st.dispatch(event, json)
    }
    /// Deletes a message, as a person with Manage Messages would.
    pub fn delete_message(&self, message: u64) {
        let mut st = self.shared.lock();
        if let Some(&index) = st.message_index.get(&message) {
            st.messages[index].deleted = true;
        }
    }

    // ----- gateway -------------------------------------------------------------------------

    /// Waits until a gateway connection has been sent READY since the previous call returned
    /// (the first call: since the fake started). After restarting the bot, call it again to wait
    /// for the new process.
    pub async fn wait_ready(&self, timeout: Duration) -> Result<(), String> {
        let consumed = self.shared.ready_consumed.load(Ordering::SeqCst);
        let count = self
            .wait_until(timeout, "a gateway READY", |st| {
                (st.gateway.ready_count > consumed).then_some(st.gateway.ready_count)
            })
            .await?;
        self.shared.ready_consumed.store(count, Ordering::SeqCst);
        Ok(())
    }
    /// Whether an identified gateway connection is open.
    pub fn is_connected(&self) -> bool {
        let st = self.shared.lock();
        st.gateway
            .current
            .is_some_and(|c| st.gateway.conns.contains_key(&c))
    }
    /// Number of READY payloads sent so far.
    pub fn ready_count(&self) -> u64 {
        self.shared.lock().gateway.ready_count
    }
    /// The `d` of every Identify received, in order.
    pub fn identify_payloads(&self) -> Vec<Value> {
        self.shared.lock().gateway.identifies.clone()
    }
    /// Sends a dispatch (op 0) with event name `t` to the current connection.
    pub fn send_dispatch(&self, t: &str, d: Value) -> Result<(), String> {
        self.shared.lock().dispatch(t, d)
    }
    /// Asks the current connection to reconnect (op 7). Serenity then tries to resume, gets
    /// INVALID_SESSION and identifies again (so a new READY follows).
    pub fn send_reconnect(&self) -> Result<(), String> {
        let st = self.shared.lock();
        let conn = st
            .current_conn()
            .ok_or("no identified gateway connection")?;
        conn.tx
            .send(WsMessage::Text(json!({"op": 7, "d": null}).to_string()))
            .map_err(|_| "gateway connection closed".to_string())
    }
    /// Closes every gateway connection with close code 4000 ("unknown error; reconnect"), as
    /// when Discord drops a session. Serenity reconnects (resume, refused, identify, READY).
    pub fn drop_gateway_connections(&self) {
        let mut st = self.shared.lock();
        for conn in st.gateway.conns.values() {
            let _ = conn.tx.send(WsMessage::Close(Some(CloseFrame {
                code: CloseCode::Library(4000),
                reason: "fake discord closed the session".into(),
            })));
        }
        st.gateway.conns.clear();
        st.gateway.current = None;
        st.gateway.shards.clear();
    }

    /// Waits until each of `shards` has an open connection that was sent one of the READYs after
    /// the first `after` (pass [`Self::ready_count`] taken before starting a process, so that
    /// the connections of a process being replaced do not count).
    pub async fn wait_shards_ready(
        &self,
        shards: &[Shard],
        after: u64,
        timeout: Duration,
    ) -> Result<(), String> {
        self.wait_until(timeout, &format!("READY on shards {shards:?}"), |st| {
            shards
                .iter()
                .all(|shard| {
                    st.gateway
                        .shards
                        .get(shard)
                        .and_then(|conn| st.gateway.conns.get(conn))
                        .is_some_and(|conn| conn.ready_number > after)
                })
                .then_some(())
        })
        .await
    }

    // ----- interactions --------------------------------------------------------------------

    /// Remembers an interaction (by id and token) without sending it over the gateway, so its
    /// callback and webhook endpoints work. Returns its id.
    pub fn register_interaction(&self, value: &Value) -> Result<u64, String> {
        interactions::parse_interaction(value)?;
        let id = self.shared.lock().register_interaction(value)?;
        self.shared.bump();
        Ok(id)
    }
    /// Checks that `value` deserializes into serenity's `Interaction`, remembers it and sends
    /// it as an INTERACTION_CREATE dispatch, or after [`Self::deliver_over_http`] as a signed
    /// POST to the next worker (its answer is checked: 202). Returns the interaction id.
    pub fn send_interaction(&self, mut value: Value) -> Result<u64, String> {
        interactions::parse_interaction(&value)?;
        let id = {
            let mut st = self.shared.lock();
            let channel = value
                .get("channel_id")
                .and_then(Value::as_str)
                .and_then(|c| c.parse::<u64>().ok());
            if let Some(permissions) = channel.and_then(|c| st.bot_permissions.get(&c)) {
                value["app_permissions"] = json!(permissions.to_string());
            }
            if let Some(worker) = st.endpoints.next_worker() {
                let id = st.register_interaction(&value)?;
                let body = serde_json::to_vec(&value).map_err(|e| e.to_string())?;
                let post = st.endpoints.request(worker, body, Signing::Discord);
                st.deliveries.insert(
                    id,
                    Delivery {
                        worker,
                        outcome: None,
                        took: None,
                    },
                );
                let channels: Vec<u64> = channel.into_iter().collect();
                let shared = self.shared.clone();
                tokio::spawn(async move {
                    let started = Instant::now();
                    let outcome = post.send().await.map(|(status, _)| status);
                    if let Some(delivery) = shared.lock().deliveries.get_mut(&id) {
                        delivery.outcome = Some(outcome);
                        delivery.took = Some(started.elapsed());
                    }
                    shared.bump_channels(&channels);
                });
                drop(st);
                self.shared.bump();
                return Ok(id);
            }
            let guild = value
                .get("guild_id")
                .and_then(Value::as_str)
                .and_then(|g| g.parse().ok());
            let Some(conn) = st.conn_for_guild(guild) else {
                return Err(format!(
                    "no identified gateway connection to send the interaction to (guild {guild:?}, \
                     shards connected: {:?})",
                    st.gateway.shards.keys().collect::<Vec<_>>()
                ));
            };
            let id = st.register_interaction(&value)?;
            st.dispatch_on(conn, "INTERACTION_CREATE", value)?;
            id
        };
        self.shared.bump();
        Ok(id)
    }
    /// Handling times: for every interaction sent so far, how long after it was sent its first
    /// callback arrived (`None`: not answered yet), with the callback's status.
    /// For each interaction: when its first callback came (the acknowledgement) and when its
    /// answer did (the same callback, or a later edit or follow-up), with the callback status.
    pub fn interaction_latencies(&self) -> Vec<(u64, Option<Latency>)> {
        let st = self.shared.lock();
        let since = |rec: &InteractionRecord, seq: usize| {
            (st.start + st.requests[seq].at).saturating_duration_since(rec.sent_at)
        };
        st.interactions
            .values()
            .map(|rec| {
                let latency = st.callback_index.get(&rec.id).map(|&seq| Latency {
                    acknowledged: since(rec, seq),
                    answered: since(rec, st.answer_index.get(&rec.id).copied().unwrap_or(seq)),
                    status: st.requests[seq].status,
                    sent: rec.sent_at.saturating_duration_since(st.start),
                });
                (rec.id, latency)
            })
            .collect()
    }
    /// The payload of a remembered interaction.
    pub fn interaction(&self, id: u64) -> Option<Value> {
        self.shared
            .lock()
            .interactions
            .get(&id)
            .map(|r| r.payload.clone())
    }
    pub fn interaction_token(&self, id: u64) -> Option<String> {
        self.shared
            .lock()
            .interactions
            .get(&id)
            .map(|r| r.token.clone())
    }
    /// The message an interaction's `@original` currently refers to.
    pub fn original_response(&self, interaction_id: u64) -> Option<StoredMessage> {
        let st = self.shared.lock();
        let id = st.interactions.get(&interaction_id)?.original_message_id?;
        st.message(id).cloned()
    }
    /// Every non-deleted message created through this interaction's token (response and
    /// follow-ups), oldest first.
    pub fn interaction_messages(&self, interaction_id: u64) -> Vec<StoredMessage> {
        self.shared
            .lock()
            .messages
            .iter()
            .filter(|m| m.interaction_id == Some(interaction_id) && !m.deleted)
            .cloned()
            .collect()
    }

    // ----- places without the bot (user-installed app) ----------------------------------------

    /// Whether the fake treats `channel` as a place without the bot (made with
    /// `TestChannel::user_installed_guild`, `group_dm` or `dm` and registered with
    /// [`Self::add_channel`] or by an interaction from there).
    pub fn is_without_bot(&self, channel: u64) -> bool {
        self.shared.lock().without_bot.contains(&channel)
    }
    /// Every request to a channel route (`/channels/{id}` and anything under it) of `channel`
    /// that the fake refused because the bot is not there (403 Missing Access, 50001), as
    /// `(method, path)` in order. A bot that only answers through interactions leaves it empty.
    pub fn channel_routes_refused(&self, channel: u64) -> Vec<(String, String)> {
        self.refused_channel_routes()
            .into_iter()
            .filter(|r| matches!(r.segments().as_slice(), ["channels", c, ..] if c.parse() == Ok(channel)))
            .map(|r| (r.method, r.path))
            .collect()
    }
    /// Every request refused because it went to a channel route of a place without the bot,
    /// in any channel.
    pub fn refused_channel_routes(&self) -> Vec<RecordedRequest> {
        let st = self.shared.lock();
        st.requests
            .iter()
            .filter(|r| r.fault.is_none() && r.status == 403 && r.error_code() == Some(50001))
            .filter(|r| match r.segments().as_slice() {
                ["channels", c, ..] => c.parse().is_ok_and(|c| st.without_bot.contains(&c)),
                _ => false,
            })
            .cloned()
            .collect()
    }
    /// How many follow-up messages (`POST /webhooks/{app}/{token}` that created a message) an
    /// interaction made. Edits of `@original` or of a follow-up do not count.
    pub fn followup_count(&self, interaction_id: u64) -> usize {
        self.shared
            .lock()
            .interactions
            .get(&interaction_id)
            .map_or(0, |r| r.followups)
    }
    /// The largest number of follow-up messages any single interaction made (0 without any).
    /// Where the app is only user-installed Discord allows 5.
    pub fn max_followups_per_interaction(&self) -> usize {
        self.shared
            .lock()
            .interactions
            .values()
            .map(|r| r.followups)
            .max()
            .unwrap_or(0)
    }
    /// Follow-ups refused because their interaction, authorized by a user install only, already
    /// had 5 (400, 40094), in order.
    pub fn followups_refused(&self) -> Vec<RecordedRequest> {
        self.shared
            .lock()
            .requests
            .iter()
            .filter(|r| r.fault.is_none() && r.status == 400 && r.error_code() == Some(40094))
            .cloned()
            .collect()
    }

    /// Edits through interaction tokens that Discord took: `(of @original, of a follow-up by
    /// its id)`. The fake refuses a token's edit by id of anything but its own follow-up.
    pub fn token_edits(&self) -> (usize, usize) {
        let st = self.shared.lock();
        let edits = st
            .requests
            .iter()
            .filter(|r| r.fault.is_none() && r.status < 400 && r.method == "PATCH");
        edits.fold((0, 0), |(original, by_id), r| {
            match r.segments().as_slice() {
                ["webhooks", _, _, "messages", "@original"] => (original + 1, by_id),
                ["webhooks", _, _, "messages", _] => (original, by_id + 1),
                _ => (original, by_id),
            }
        })
    }

    // ----- recorded requests ------------------------------------------------------------------

    /// Every REST request so far, in order.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.lock().requests.clone()
    }
    /// Current length of the request log; pass to [`Self::requests_since`] or compare with
    /// `RecordedRequest::seq` to look only at what happens after this point.
    pub fn mark(&self) -> usize {
        self.shared.lock().requests.len()
    }
    pub fn requests_since(&self, mark: usize) -> Vec<RecordedRequest> {
        self.shared
            .lock()
            .requests
            .get(mark..)
            .map(<[_]>::to_vec)
            .unwrap_or_default()
    }
    /// The guild a request is about: its interaction's (callbacks and `/webhooks/{app}/{token}`
    /// requests) or its channel's (`/channels/{id}/...`). `None` for the rest (gateway, users,
    /// command registration) and for unknown interactions and channels.
    pub fn request_guild(&self, request: &RecordedRequest) -> Option<u64> {
        let st = self.shared.lock();
        let interaction = request
            .interaction_id()
            .or_else(|| st.tokens.get(request.token()?).copied());
        if let Some(interaction) = interaction {
            return st.interactions.get(&interaction)?.guild_id;
        }
        match request.segments().as_slice() {
            ["channels", channel, ..] => {
                Some(st.channels.get(&channel.parse().ok()?)?.guild_id).filter(|g| *g != 0)
            }
            _ => None,
        }
    }
    /// Requests the fake answered with a 4xx/5xx status (unknown routes, invalid payloads,
    /// double acknowledgements, ...), leaving out the faults it was told to give. A healthy
    /// test run expects this to be empty.
    pub fn failed_requests(&self) -> Vec<RecordedRequest> {
        self.shared
            .lock()
            .requests
            .iter()
            .filter(|r| r.status >= 400 && r.fault.is_none())
            .cloned()
            .collect()
    }
    /// One line per request: `seq METHOD route -> status`, handy in assertion messages.
    pub fn request_summary(&self) -> String {
        self.shared.lock().request_summary(usize::MAX)
    }
    /// Waits for a request (already recorded or future) matching `pred`; returns the first one.
    pub async fn wait_for_request(
        &self,
        pred: impl Fn(&RecordedRequest) -> bool,
        timeout: Duration,
    ) -> Result<RecordedRequest, String> {
        self.wait_until(timeout, "a matching request", |st| {
            st.requests.iter().find(|r| pred(r)).cloned()
        })
        .await
    }
    /// The channel an interaction was sent from, whose changes wake its waiters.
    fn interaction_channel(&self, interaction_id: u64) -> Option<u64> {
        let st = self.shared.lock();
        st.interactions.get(&interaction_id).map(|r| r.channel_id)
    }
    /// Waits for the interaction callback (`POST /interactions/{id}/{token}/callback`) of an
    /// interaction and returns it (whatever status the fake answered with).
    pub async fn wait_response(
        &self,
        interaction_id: u64,
        timeout: Duration,
    ) -> Result<RecordedRequest, String> {
        self.wait_until_in(
            self.interaction_channel(interaction_id),
            timeout,
            &format!("the callback of interaction {interaction_id}"),
            |st| {
                let delivery = st.deliveries.get(&interaction_id);
                if let Some(refused) = delivery.and_then(Delivery::refused) {
                    return Some(Err(format!(
                        "the POST of interaction {interaction_id}: {refused}"
                    )));
                }
                st.callback_index
                    .get(&interaction_id)
                    .map(|&seq| Ok(st.requests[seq].clone()))
            },
        )
        .await?
    }

    // ----- interactions over HTTP ------------------------------------------------------------

    /// The public key of the fake's signing key, as the developer portal shows it.
    pub fn public_key_hex(&self) -> String {
        self.shared.lock().endpoints.public_key_hex()
    }
    /// Delivers every interaction from now on as a signed POST to `workers`, in turn, instead of
    /// over the gateway (Discord's Interactions Endpoint URL, behind a load balancer).
    pub fn deliver_over_http(&self, workers: Vec<std::net::SocketAddr>) {
        self.shared.lock().endpoints.workers = workers;
    }
    /// POSTs `body` to `worker` signed as `signing` says, outside the interaction bookkeeping
    /// (for PINGs and forgeries); the status and body it answered.
    pub async fn post_signed(
        &self,
        worker: std::net::SocketAddr,
        body: &Value,
        signing: Signing,
    ) -> Result<(u16, Vec<u8>), String> {
        let bytes = serde_json::to_vec(body).map_err(|e| e.to_string())?;
        let post = self.shared.lock().endpoints.request(worker, bytes, signing);
        post.send().await
    }
    /// A PING as Discord sends one when the endpoint URL is saved, POSTed to `worker`.
    pub async fn ping(
        &self,
        worker: std::net::SocketAddr,
        signing: Signing,
    ) -> Result<(u16, Vec<u8>), String> {
        let id = super::snowflake::next();
        let ping = json!({
            "id": id.to_string(),
            "application_id": APPLICATION_ID.to_string(),
            "type": 1,
            "token": interactions::new_token(id),
            "version": 1,
        });
        self.post_signed(worker, &ping, signing).await
    }
    /// Waits until `worker` answers a signed PING with a PONG: it then handles interactions
    /// (its set-up, commands registered, is done before it serves).
    pub async fn wait_endpoint(
        &self,
        worker: std::net::SocketAddr,
        timeout: Duration,
    ) -> Result<(), String> {
        let deadline = std::time::Instant::now() + timeout;
        loop {
            match self.ping(worker, Signing::Discord).await {
                Ok((200, body)) => {
                    let pong: Value = serde_json::from_slice(&body).unwrap_or_default();
                    return match pong == json!({"type": 1}) {
                        true => Ok(()),
                        false => Err(format!("a PING was answered {pong}")),
                    };
                }
                Ok((status, _)) => return Err(format!("a PING was answered {status}")),
                Err(e) if std::time::Instant::now() > deadline => {
                    return Err(format!("{worker} never served interactions: {e}"))
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
            }
        }
    }
    /// How many interactions were POSTed to each worker.
    pub fn deliveries_per_worker(&self) -> std::collections::BTreeMap<std::net::SocketAddr, usize> {
        let mut counts = std::collections::BTreeMap::new();
        for delivery in self.shared.lock().deliveries.values() {
            *counts.entry(delivery.worker).or_insert(0) += 1;
        }
        counts
    }
    /// How long each answered POST took, from sending it to the worker's status, sorted.
    pub fn delivery_times(&self) -> Vec<Duration> {
        let mut times: Vec<Duration> = self
            .shared
            .lock()
            .deliveries
            .values()
            .filter_map(|d| d.took)
            .collect();
        times.sort();
        times
    }
    /// Waits until every interaction POSTed so far has been answered, and returns those not
    /// answered 202 (with the reason), and how many were delivered over HTTP.
    pub async fn wait_deliveries(
        &self,
        timeout: Duration,
    ) -> Result<(Vec<(u64, String)>, usize), String> {
        self.wait_until(timeout, "the answers of every interaction POSTed", |st| {
            st.deliveries
                .values()
                .all(|d| d.outcome.is_some())
                .then(|| {
                    let refused = st
                        .deliveries
                        .iter()
                        .filter_map(|(id, d)| d.refused().map(|r| (*id, r)))
                        .collect();
                    (refused, st.deliveries.len())
                })
        })
        .await
    }
    /// Waits for an interaction's answer: its callback, or when that only acknowledged it (a
    /// deferred update or message), the edit or private follow-up that came after. A public
    /// follow-up is no answer: it is the next table, posted through the click.
    pub async fn wait_answer(
        &self,
        interaction_id: u64,
        timeout: Duration,
    ) -> Result<RecordedRequest, String> {
        let callback = self.wait_response(interaction_id, timeout).await?;
        if callback.status >= 300 || !matches!(callback.callback_type(), Some(5 | 6)) {
            return Ok(callback);
        }
        let mut mark = callback.seq + 1;
        loop {
            let request = self
                .wait_webhook_request(interaction_id, mark, timeout)
                .await?;
            let table = request.method == "POST" && !request.is_ephemeral();
            if !table || callback.callback_type() == Some(5) {
                return Ok(request);
            }
            mark = request.seq + 1;
        }
    }
    /// Waits for a webhook request (`/webhooks/{app}/{token}...`: edit of the original response,
    /// follow-up, ...) of an interaction, recorded at or after `mark`.
    pub async fn wait_webhook_request(
        &self,
        interaction_id: u64,
        mark: usize,
        timeout: Duration,
    ) -> Result<RecordedRequest, String> {
        let channel = self
            .interaction_channel(interaction_id)
            .ok_or_else(|| format!("unknown interaction {interaction_id}"))?;
        // Through the index and the channel's own signal: under load a scan of every request
        // at every change would cost more than the bot's own work.
        self.wait_until_in(
            Some(channel),
            timeout,
            &format!("a webhook request of interaction {interaction_id}"),
            |st| {
                let seqs = st.webhook_index.get(&interaction_id)?;
                let seq = seqs.iter().find(|&&seq| seq >= mark)?;
                Some(st.requests[*seq].clone())
            },
        )
        .await
    }

    // ----- messages and commands -------------------------------------------------------------

    /// Every message the fake knows, including deleted and ephemeral ones, in creation order.
    pub fn messages(&self) -> Vec<StoredMessage> {
        self.shared.lock().messages.clone()
    }
    pub fn message(&self, id: u64) -> Option<StoredMessage> {
        self.shared.lock().message(id).cloned()
    }
    /// Non-deleted messages of a channel (ephemeral ones included), oldest first.
    pub fn channel_messages(&self, channel_id: u64) -> Vec<StoredMessage> {
        let st = self.shared.lock();
        st.channel_messages(channel_id)
            .filter(|m| !m.deleted)
            .cloned()
            .collect()
    }
    /// The newest non-deleted message of a channel that satisfies `pred` (only that one is
    /// copied: cheaper than [`Self::channel_messages`] on a long channel).
    pub fn newest_channel_message(
        &self,
        channel_id: u64,
        pred: impl Fn(&StoredMessage) -> bool,
    ) -> Option<StoredMessage> {
        let st = self.shared.lock();
        let found = st
            .channel_messages(channel_id)
            .rev()
            .find(|m| !m.deleted && pred(m))
            .cloned();
        found
    }
    /// The id of the newest message of a channel (deleted or not), if any.
    pub fn last_message_id(&self, channel_id: u64) -> Option<u64> {
        self.shared
            .lock()
            .channel_messages(channel_id)
            .next_back()
            .map(|m| m.id)
    }
    /// Waits until `check` finds something among a channel's non-deleted messages (oldest
    /// first), checking only when that channel changes.
    pub async fn wait_in_channel<T>(
        &self,
        channel_id: u64,
        timeout: Duration,
        what: &str,
        check: impl Fn(&[&StoredMessage]) -> Option<T>,
    ) -> Result<T, String> {
        self.wait_until_in(Some(channel_id), timeout, what, |st| {
            let messages: Vec<&StoredMessage> = st
                .channel_messages(channel_id)
                .filter(|m| !m.deleted)
                .collect();
            check(&messages)
        })
        .await
    }
    /// Waits until some message of a channel satisfies `pred` (checked when the channel
    /// changes).
    pub async fn wait_for_channel_message(
        &self,
        channel_id: u64,
        pred: impl Fn(&StoredMessage) -> bool,
        timeout: Duration,
    ) -> Result<StoredMessage, String> {
        self.wait_in_channel(channel_id, timeout, "a matching message", |messages| {
            messages.iter().find(|m| pred(m)).map(|m| (*m).clone())
        })
        .await
    }
    /// What `user` sees in a channel: non-deleted messages that are public or ephemeral to them.
    pub fn visible_messages(&self, channel_id: u64, user_id: u64) -> Vec<StoredMessage> {
        self.channel_messages(channel_id)
            .into_iter()
            .filter(|m| !m.ephemeral || m.visible_to == Some(user_id))
            .collect()
    }
    /// Newest non-deleted message of a channel.
    pub fn last_message(&self, channel_id: u64) -> Option<StoredMessage> {
        self.channel_messages(channel_id).pop()
    }
    /// Waits until some message satisfies `pred` (checked on every change).
    pub async fn wait_for_message(
        &self,
        pred: impl Fn(&StoredMessage) -> bool,
        timeout: Duration,
    ) -> Result<StoredMessage, String> {
        self.wait_until(timeout, "a matching message", |st| {
            st.messages.iter().find(|m| pred(m)).cloned()
        })
        .await
    }
    /// Commands registered globally (`None`) or in a guild, as the fake echoed them back.
    pub fn registered_commands(&self, guild: Option<u64>) -> Vec<Value> {
        let st = self.shared.lock();
        match guild {
            None => st.global_commands.clone(),
            Some(g) => st.guild_commands.get(&g).cloned().unwrap_or_default(),
        }
    }
    /// Waits until at least one command is registered in `guild` (or globally for `None`).
    pub async fn wait_commands_registered(
        &self,
        guild: Option<u64>,
        timeout: Duration,
    ) -> Result<Vec<Value>, String> {
        self.wait_until(timeout, "command registration", |st| {
            let cmds = match guild {
                None => st.global_commands.clone(),
                Some(g) => st.guild_commands.get(&g).cloned().unwrap_or_default(),
            };
            (!cmds.is_empty()).then_some(cmds)
        })
        .await
    }
    /// The registered chat-input command `name` usable in `guild` (guild commands first, then
    /// global ones).
    pub fn find_command(&self, guild: u64, name: &str) -> Option<Value> {
        self.shared.lock().find_command(guild, name)
    }

    // ----- high-level helpers ----------------------------------------------------------------

    /// Runs a registered slash command like a user would: waits (up to [`DEFAULT_TIMEOUT`]) for
    /// the command to be registered, checks subcommand and options against its schema (taking
    /// the option types from it), sends the interaction and waits for its answer
    /// ([`Self::wait_answer`]). `subcommand` may be `"group sub"` for a subcommand inside a
    /// group. Returns the interaction id and the answer.
    pub async fn try_run_command(
        &self,
        ch: &TestChannel,
        user: &TestUser,
        command: &str,
        subcommand: Option<&str>,
        options: Vec<(&str, Value)>,
    ) -> Result<(u64, RecordedRequest), String> {
        // Where the bot is not a member, Discord offers only global commands that can be
        // installed to a user and used in the place's context.
        let usable = |c: &Value| {
            let has = |key: &str, n: u8| {
                c.get(key)
                    .and_then(Value::as_array)
                    .is_none_or(|list| list.iter().any(|v| v.as_u64() == Some(n.into())))
            };
            ch.bot_present()
                || (c.get("guild_id").is_none_or(Value::is_null)
                    && c.get("integration_types").is_some_and(Value::is_array)
                    && has("integration_types", 1)
                    && has("contexts", ch.context()))
        };
        let registered = self
            .wait_until(
                DEFAULT_TIMEOUT,
                &format!("command /{command} to be registered"),
                |st| {
                    let guild = if ch.bot_present() { ch.guild_id } else { 0 };
                    st.find_command(guild, command).filter(|c| usable(c))
                },
            )
            .await
            .map_err(|e| {
                let names: Vec<String> = self
                    .registered_commands(Some(ch.guild_id))
                    .into_iter()
                    .chain(self.registered_commands(None))
                    .filter_map(|c| c.get("name").and_then(Value::as_str).map(str::to_string))
                    .collect();
                let place = if ch.bot_present() {
                    String::new()
                } else {
                    format!(
                        "\n(channel {} is a place without the bot: only global commands with \
                         integration_types holding 1 (USER_INSTALL) and contexts holding {} \
                         are offered there)",
                        ch.channel_id,
                        ch.context()
                    )
                };
                format!("{e}\nregistered commands: {names:?}{place}")
            })?;
        let (command_id, command_guild, built) =
            super::rest::build_command_options(&registered, subcommand, &options)?;
        let payload = interactions::slash_command_raw(
            ch,
            user,
            command_id,
            command_guild,
            command,
            None,
            built,
        );
        let id = self.send_interaction(payload)?;
        let response = self.wait_answer(id, DEFAULT_TIMEOUT).await?;
        accepted(id, response)
    }

    /// [`Self::try_run_command`], panicking with a readable message on failure.
    pub async fn run_command(
        &self,
        ch: &TestChannel,
        user: &TestUser,
        command: &str,
        subcommand: Option<&str>,
        options: Vec<(&str, Value)>,
    ) -> (u64, RecordedRequest) {
        match self
            .try_run_command(ch, user, command, subcommand, options)
            .await
        {
            Ok(v) => v,
            Err(e) => panic!("run_command /{command} {subcommand:?} failed: {e}"),
        }
    }

    /// Clicks the button `custom_id` on stored message `message_id` as `user` (who must be able
    /// to see it; the button must exist and be enabled; `ch` must be the message's channel and
    /// gives the guild locale). Sends the interaction and waits for its answer
    /// ([`Self::wait_answer`]). Returns the interaction id and the answer.
    pub async fn try_click(
        &self,
        ch: &TestChannel,
        user: &TestUser,
        message_id: u64,
        custom_id: &str,
    ) -> Result<(u64, RecordedRequest), String> {
        let message = self.clickable(ch, user, message_id, custom_id, 2)?;
        let payload = interactions::button_click(ch, user, &message.to_json(), custom_id);
        let id = self.send_interaction(payload)?;
        let response = self.wait_answer(id, DEFAULT_TIMEOUT).await?;
        accepted(id, response)
    }

    /// [`Self::try_click`], panicking with a readable message on failure.
    pub async fn click(
        &self,
        ch: &TestChannel,
        user: &TestUser,
        message_id: u64,
        custom_id: &str,
    ) -> RecordedRequest {
        match self.try_click(ch, user, message_id, custom_id).await {
            Ok((_, r)) => r,
            Err(e) => panic!("click {custom_id:?} on message {message_id} failed: {e}"),
        }
    }

    /// Picks `values` in the select menu `custom_id` of a stored message, then waits for the
    /// answer. Values must be among the menu's options (for string selects).
    pub async fn try_select(
        &self,
        ch: &TestChannel,
        user: &TestUser,
        message_id: u64,
        custom_id: &str,
        values: Vec<String>,
    ) -> Result<(u64, RecordedRequest), String> {
        let message = self.clickable(ch, user, message_id, custom_id, 3)?;
        let menu = message.component(custom_id).unwrap_or_default();
        if menu.get("type").and_then(Value::as_u64) == Some(3) {
            let allowed: Vec<String> = message
                .select_options(custom_id)
                .into_iter()
                .map(|(_, v)| v)
                .collect();
            if let Some(bad) = values.iter().find(|v| !allowed.contains(v)) {
                return Err(format!(
                    "value {bad:?} is not an option of {custom_id:?}: {allowed:?}"
                ));
            }
            let min = menu.get("min_values").and_then(Value::as_u64).unwrap_or(1) as usize;
            let max = menu.get("max_values").and_then(Value::as_u64).unwrap_or(1) as usize;
            if values.len() < min || values.len() > max {
                return Err(format!(
                    "{} values picked in {custom_id:?}, which takes {min}..={max}",
                    values.len()
                ));
            }
        }
        let payload = interactions::select_values(ch, user, &message.to_json(), custom_id, values);
        let id = self.send_interaction(payload)?;
        let response = self.wait_answer(id, DEFAULT_TIMEOUT).await?;
        accepted(id, response)
    }

    /// [`Self::try_select`], panicking with a readable message on failure.
    pub async fn select(
        &self,
        ch: &TestChannel,
        user: &TestUser,
        message_id: u64,
        custom_id: &str,
        values: Vec<String>,
    ) -> RecordedRequest {
        match self
            .try_select(ch, user, message_id, custom_id, values)
            .await
        {
            Ok((_, r)) => r,
            Err(e) => panic!("select {custom_id:?} on message {message_id} failed: {e}"),
        }
    }

    /// Checks that `user` could interact with component `custom_id` on a message.
    fn clickable(
        &self,
        ch: &TestChannel,
        user: &TestUser,
        message_id: u64,
        custom_id: &str,
        want: u64,
    ) -> Result<StoredMessage, String> {
        let message = self
            .message(message_id)
            .ok_or_else(|| format!("no message {message_id}"))?;
        if message.channel_id != ch.channel_id {
            return Err(format!(
                "message {message_id} is in channel {}, not in the given channel {}",
                message.channel_id, ch.channel_id
            ));
        }
        if message.deleted {
            return Err(format!("message {message_id} was deleted"));
        }
        if message.ephemeral && message.visible_to != Some(user.id) {
            return Err(format!(
                "message {message_id} is ephemeral to {:?}; user {} cannot see it",
                message.visible_to, user.id
            ));
        }
        let component = message.component(custom_id).ok_or_else(|| {
            format!(
                "message {message_id} has no component {custom_id:?}; it has {:?}",
                message.custom_ids()
            )
        })?;
        let kind = component.get("type").and_then(Value::as_u64).unwrap_or(0);
        let fits = if want == 2 {
            kind == 2
        } else {
            matches!(kind, 3 | 5 | 6 | 7 | 8)
        };
        if !fits {
            return Err(format!("component {custom_id:?} has type {kind}"));
        }
        if component.get("disabled").and_then(Value::as_bool) == Some(true) {
            return Err(format!("component {custom_id:?} is disabled"));
        }
        Ok(message)
    }

    // ----- internals ---------------------------------------------------------------------------

    async fn wait_until<T>(
        &self,
        timeout: Duration,
        what: &str,
        check: impl FnMut(&State) -> Option<T>,
    ) -> Result<T, String> {
        self.wait_until_in(None, timeout, what, check).await
    }

    /// Like `wait_until`, woken only by changes to `channel` when one is given.
    async fn wait_until_in<T>(
        &self,
        channel: Option<u64>,
        timeout: Duration,
        what: &str,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> Result<T, String> {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut rx = match channel {
            Some(channel) => self.shared.channel_watch(channel).subscribe(),
            None => self.shared.changed.subscribe(),
        };
        loop {
            if let Some(v) = check(&self.shared.lock()) {
                return Ok(v);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) | Err(_) => {
                    if let Some(v) = check(&self.shared.lock()) {
                        return Ok(v);
                    }
                    let st = self.shared.lock();
                    return Err(format!(
                        "timed out after {timeout:?} waiting for {what}\n\
                         gateway: {} connection(s) open, {} READY sent\n\
                         last requests:\n{}",
                        st.gateway.conns.len(),
                        st.gateway.ready_count,
                        st.request_summary(25)
                    ));
                }
            }
        }
    }
}

impl State {
    pub fn message(&self, id: u64) -> Option<&StoredMessage> {
        self.message_index.get(&id).map(|&i| &self.messages[i])
    }

    /// A channel's messages (deleted ones included), oldest first.
    pub fn channel_messages(
        &self,
        channel_id: u64,
    ) -> impl DoubleEndedIterator<Item = &StoredMessage> + '_ {
        self.channel_index
            .get(&channel_id)
            .into_iter()
            .flatten()
            .map(|&i| &self.messages[i])
    }

    fn current_conn(&self) -> Option<&Conn> {
        self.gateway
            .current
            .and_then(|c| self.gateway.conns.get(&c))
    }

    pub fn dispatch(&mut self, t: &str, d: Value) -> Result<(), String> {
        let current = self
            .gateway
            .current
            .ok_or("no identified gateway connection")?;
        self.dispatch_on(current, t, d)
    }

    /// The connection that gets a guild's events: the latest identified one of the guild's
    /// shard (with several shard counts about, which only happens while a test changes it, the
    /// latest of all that match).
    fn conn_for_guild(&self, guild: Option<u64>) -> Option<u64> {
        self.gateway
            .shards
            .iter()
            .filter(|((id, total), _)| shard_of(guild, *total) == *id)
            .filter_map(|(_, conn)| {
                self.gateway
                    .conns
                    .get(conn)
                    .map(|c| (c.ready_number, *conn))
            })
            .max()
            .map(|(_, conn)| conn)
    }

    /// Whether a guild's events go to a connection of `shard` (the fake only tells its READY and
    /// GUILD_CREATE about its own guilds).
    fn guild_on(guild: u64, (id, total): Shard) -> bool {
        shard_of(Some(guild), total) == id
    }

    /// Sends a dispatch on one connection.
    fn dispatch_on(&mut self, conn_id: u64, t: &str, d: Value) -> Result<(), String> {
        let conn = self
            .gateway
            .conns
            .get_mut(&conn_id)
            .ok_or("gateway connection closed")?;
        conn.seq += 1;
        let frame = json!({"op": 0, "t": t, "s": conn.seq, "d": d});
        conn.tx
            .send(WsMessage::Text(frame.to_string()))
            .map_err(|_| "gateway connection closed".to_string())
    }

    /// Makes a place known; a place without the bot (user-installed) is remembered as such.
    pub fn register_channel(&mut self, ch: &TestChannel) {
        use super::interactions::kinds;
        self.channels
            .entry(ch.channel_id)
            .or_insert_with(|| ChannelInfo {
                guild_id: ch.guild_id,
                kind: ch.kind,
                parent_id: ch.parent_id,
                name: match ch.kind {
                    kinds::GUILD_TEXT => format!("channel-{}", ch.channel_id),
                    kinds::DM => format!("dm-{}", ch.channel_id),
                    kinds::GROUP_DM => format!("group-dm-{}", ch.channel_id),
                    _ => format!("thread-{}", ch.channel_id),
                },
                created: super::snowflake::timestamp_now(),
            });
        if !ch.bot_present() {
            self.without_bot.insert(ch.channel_id);
        }
    }

    pub fn request_summary(&self, last: usize) -> String {
        let skip = self.requests.len().saturating_sub(last);
        self.requests
            .iter()
            .skip(skip)
            .map(|r| {
                let q = r
                    .query
                    .as_deref()
                    .map(|q| format!("?{q}"))
                    .unwrap_or_default();
                format!("  #{} {} {}{} -> {}", r.seq, r.method, r.path, q, r.status)
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Remembers an interaction payload; returns its id.
    pub fn register_interaction(&mut self, value: &Value) -> Result<u64, String> {
        let record = InteractionRecord::from_payload(value)?;
        // Every place an interaction comes from is known from then on; one whose interactions
        // are authorized by a user's install only is a place without the bot.
        let owners = value.get("authorizing_integration_owners");
        let installer = owners
            .filter(|o| o.get("0").is_none())
            .and_then(|o| o.get("1"))
            .and_then(Value::as_str)
            .and_then(|s| s.parse().ok());
        {
            let ch = TestChannel {
                guild_id: record.guild_id.unwrap_or(0),
                channel_id: record.channel_id,
                kind: value
                    .pointer("/channel/type")
                    .and_then(Value::as_u64)
                    .unwrap_or(0) as u8,
                parent_id: value
                    .pointer("/channel/parent_id")
                    .and_then(Value::as_str)
                    .and_then(|s| s.parse().ok()),
                guild_locale: "en-US",
                installer,
            };
            self.register_channel(&ch);
        }
        let id = record.id;
        self.tokens.insert(record.token.clone(), id);
        self.interactions.insert(id, record);
        Ok(id)
    }
}

/// The callback, or an error when the fake rejected it (invalid payload, double ack, ...).
fn accepted(id: u64, response: RecordedRequest) -> Result<(u64, RecordedRequest), String> {
    if response.status < 300 {
        return Ok((id, response));
    }
    Err(format!(
        "the callback of interaction {id} was rejected with {}: {}\nrequest body: {}",
        response.status,
        response.response.clone().unwrap_or_default(),
        response.json.clone().unwrap_or_default()
    ))
}

// ----- HTTP server ------------------------------------------------------------------------------

/// Accepts connections until aborted; dropping the set aborts the connection tasks too.
async fn serve_http(listener: TcpListener, shared: Arc<Shared>) {
    let mut connections = JoinSet::new();
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let Ok((stream, _)) = accepted else { continue };
                let shared = shared.clone();
                connections.spawn(async move {
                    let service = service_fn(move |req| handle_http(shared.clone(), req, false));
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), service)
                        .with_upgrades()
                        .await;
                });
            }
            Some(_) = connections.join_next(), if !connections.is_empty() => {}
        }
    }
}

/// Serves one REST request; `tunnelled` when it came through a CONNECT tunnel (over TLS).
pub(crate) async fn handle_http(
    shared: Arc<Shared>,
    req: Request<Incoming>,
    tunnelled: bool,
) -> Result<Response<Full<Bytes>>, Infallible> {
    if req.method() == hyper::Method::CONNECT {
        return Ok(tunnel::connect(shared, req));
    }
    let method = req.method().as_str().to_string();
    let path = req.uri().path().to_string();
    let query = req.uri().query().map(str::to_string);
    let authorization = req
        .headers()
        .get(hyper::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let content_type = req
        .headers()
        .get(hyper::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let body = match req.into_body().collect().await {
        Ok(collected) => collected.to_bytes(),
        Err(_) => Bytes::new(),
    };

    let (json, mut files, body_error) = decode_body(content_type.as_deref(), &body);
    let (reply, touched, fault, limits) = {
        let mut st = shared.lock();
        let fault = st.faults.pick(&method, &path, json.as_ref());
        // An injected fault stands in for Discord's answer, rate limit headers included.
        let limits = match fault {
            None => st.buckets.take(&method, &path, Instant::now()),
            Some(_) => None,
        };
        let over_limit = limits.as_ref().and_then(|v| v.refused);
        if !st.keep_files {
            for file in &mut files {
                // A copy, not `truncate`: that would keep the whole picture's allocation.
                file.bytes = file.bytes[..file.bytes.len().min(64)].to_vec();
            }
        }
        let reply = match body_error {
            Some(err) => Reply::error(
                400,
                50109,
                &format!("The request body contains invalid JSON. ({err})"),
            ),
            None => match (fault.and_then(Fault::refusal), over_limit) {
                (Some((status, body)), _) => Reply::Json(status, body),
                (None, Some(retry_after)) => Reply::Json(
                    429,
                    json!({
                        "message": "You are being rate limited.",
                        "retry_after": retry_after.as_secs_f64(),
                        "global": limits.as_ref().is_some_and(|v| v.global),
                    }),
                ),
                (None, None) => st.route(&method, &path, query.as_deref(), json.as_ref(), &files),
            },
        };
        let seq = st.requests.len();
        let at = st.start.elapsed();
        let (status, response) = match &reply {
            Reply::Json(s, v) => (*s, Some(v.clone())),
            Reply::Empty(s) | Reply::Bytes(s, _, _) => (*s, None),
        };
        let request = RecordedRequest {
            seq,
            method,
            path,
            query,
            json,
            files,
            status,
            response,
            at,
            authorization,
            fault,
            tunnelled,
            over_limit: over_limit.is_some(),
        };
        // A refused request did nothing: an interaction's callback and answer are the ones
        // that got through.
        let refused = fault.is_some_and(|f| f.refusal().is_some()) || over_limit.is_some();
        if let Some(interaction) = request.interaction_id().filter(|_| !refused) {
            st.callback_index.entry(interaction).or_insert(seq);
            if let Some(channel) = st.interactions.get(&interaction).map(|r| r.channel_id) {
                st.touched.push(channel);
            }
        }
        let by_token = request.token().and_then(|t| st.tokens.get(t)).copied();
        // The answer is the callback itself, or after a deferral (type 5 or 6) the first edit or
        // follow-up through its token: later ones are the game using a live token (the next
        // player's move shrinking the table it posted), not this interaction's answer.
        if let Some(interaction) = request.interaction_id().filter(|_| !refused) {
            st.answer_index.insert(interaction, seq);
        } else if let Some(interaction) = by_token.filter(|_| !refused) {
            let deferred = st
                .answer_index
                .get(&interaction)
                .and_then(|&at| st.requests.get(at))
                .is_some_and(|r| matches!(r.callback_type(), Some(5 | 6)));
            if deferred {
                st.answer_index.insert(interaction, seq);
            }
        }
        let by_token = by_token.filter(|_| !refused);
        if let (Some(interaction), Some(&"webhooks")) = (by_token, request.segments().first()) {
            st.webhook_index.entry(interaction).or_default().push(seq);
            if let Some(channel) = st.interactions.get(&interaction).map(|r| r.channel_id) {
                st.touched.push(channel);
            }
        }
        st.requests.push(request);
        let mut touched = std::mem::take(&mut st.touched);
        touched.sort_unstable();
        touched.dedup();
        (reply, touched, fault, limits)
    };
    shared.bump_channels(&touched);
    if let Some(Fault::Slow { delay_ms }) = fault {
        // Carried out already; only the answer is late (past the caller's patience, maybe).
        tokio::time::sleep(Duration::from_millis(delay_ms)).await;
    }
    let mut headers = fault.map(Fault::headers).unwrap_or_default();
    headers.extend(limits.map(|v| v.headers).unwrap_or_default());

    let mut builder = Response::builder();
    for (name, value) in headers {
        builder = builder.header(name, value);
    }
    let response = match reply {
        Reply::Json(status, value) => builder
            .status(status)
            .header("content-type", "application/json")
            .body(Full::new(Bytes::from(value.to_string()))),
        Reply::Empty(status) => builder.status(status).body(Full::new(Bytes::new())),
        Reply::Bytes(status, content_type, bytes) => builder
            .status(status)
            .header("content-type", content_type)
            .body(Full::new(Bytes::from(bytes))),
    };
    Ok(response.expect("valid response"))
}

/// JSON body, or multipart `payload_json` + files. The third value is a parse error, if any.
fn decode_body(
    content_type: Option<&str>,
    body: &[u8],
) -> (Option<Value>, Vec<RecordedFile>, Option<String>) {
    if let Some(boundary) = content_type.and_then(multipart::boundary_of) {
        return match multipart::parse(body, &boundary) {
            Ok(parts) => {
                let (payload, files) = multipart::split_payload(parts);
                match payload.map(|p| serde_json::from_str::<Value>(&p)) {
                    None => (None, files, None),
                    Some(Ok(v)) => (Some(v), files, None),
                    Some(Err(e)) => (None, files, Some(format!("payload_json: {e}"))),
                }
            }
            Err(e) => (None, Vec::new(), Some(e)),
        };
    }
    if body.is_empty() {
        return (None, Vec::new(), None);
    }
    match serde_json::from_slice::<Value>(body) {
        Ok(v) => (Some(v), Vec::new(), None),
        Err(e) => (None, Vec::new(), Some(e.to_string())),
    }
}

// ----- gateway --------------------------------------------------------------------------------

/// Accepts gateway connections until aborted; dropping the set aborts the connection tasks.
async fn serve_gateway(listener: TcpListener, shared: Arc<Shared>) {
    let mut connections = JoinSet::new();
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let Ok((stream, _)) = accepted else { continue };
                connections.spawn(handle_gateway(stream, shared.clone()));
            }
            Some(_) = connections.join_next(), if !connections.is_empty() => {}
        }
    }
}

async fn handle_gateway(stream: TcpStream, shared: Arc<Shared>) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut incoming) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<WsMessage>();
    let conn_id = {
        let mut st = shared.lock();
        st.gateway.next_conn += 1;
        st.gateway.connects += 1;
        let id = st.gateway.next_conn;
        st.gateway.conns.insert(
            id,
            Conn {
                tx: tx.clone(),
                seq: 0,
                identified: false,
                ready_number: 0,
            },
        );
        id
    };
    shared.bump();

    let hello =
        json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}, "s": null, "t": null});
    let _ = tx.send(WsMessage::Text(hello.to_string()));

    // One task owns both halves, so aborting it closes the socket.
    loop {
        tokio::select! {
            outgoing = rx.recv() => {
                let Some(msg) = outgoing else { break };
                let closing = matches!(msg, WsMessage::Close(_));
                if sink.send(msg).await.is_err() || closing {
                    break;
                }
            }
            received = incoming.next() => {
                let text = match received {
                    Some(Ok(WsMessage::Text(t))) => t,
                    Some(Ok(WsMessage::Binary(b))) => String::from_utf8_lossy(&b).into_owned(),
                    Some(Ok(WsMessage::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => continue,
                };
                if let Ok(frame) = serde_json::from_str::<Value>(&text) {
                    handle_gateway_frame(&shared, conn_id, &tx, &frame);
                }
            }
        }
    }
    // Flush the automatic close reply, if the peer started a close handshake.
    let _ = sink.close().await;

    {
        let mut st = shared.lock();
        st.gateway.conns.remove(&conn_id);
        if st.gateway.current == Some(conn_id) {
            st.gateway.current = None;
        }
        st.gateway.shards.retain(|_, conn| *conn != conn_id);
    }
    shared.bump();
}

/// Answers one client frame: heartbeat (1), identify (2), resume (6); ignores the rest.
fn handle_gateway_frame(
    shared: &Shared,
    conn_id: u64,
    tx: &mpsc::UnboundedSender<WsMessage>,
    frame: &Value,
) {
    match frame.get("op").and_then(Value::as_u64) {
        Some(1) => {
            let _ = tx.send(WsMessage::Text(json!({"op": 11, "d": null}).to_string()));
        }
        Some(2) => {
            let d = frame.get("d").cloned().unwrap_or(Value::Null);
            {
                let mut st = shared.lock();
                let shard = identify_shard(&d);
                let ready = ready_payload(&st, conn_id, &d, shard);
                // As on Discord, READY lists the shard's guilds as unavailable and a
                // GUILD_CREATE for each of them follows.
                let guilds: Vec<Value> = st
                    .guilds
                    .iter()
                    .filter(|g| State::guild_on(**g, shard))
                    .map(|g| guild_create_payload(&st, *g))
                    .collect();
                st.gateway.identifies.push(d);
                let ready_number = st.gateway.ready_count + 1;
                if let Some(conn) = st.gateway.conns.get_mut(&conn_id) {
                    conn.identified = true;
                    conn.ready_number = ready_number;
                    let mut send = |t: &str, d: Value| {
                        conn.seq += 1;
                        let frame = json!({"op": 0, "t": t, "s": conn.seq, "d": d});
                        let _ = conn.tx.send(WsMessage::Text(frame.to_string()));
                    };
                    send("READY", ready);
                    for guild in guilds {
                        send("GUILD_CREATE", guild);
                    }
                }
                st.gateway.current = Some(conn_id);
                st.gateway.shards.insert(shard, conn_id);
                st.gateway.ready_count += 1;
            }
            shared.bump();
        }
        Some(6) => {
            shared.lock().gateway.resumes += 1;
            let _ = tx.send(WsMessage::Text(json!({"op": 9, "d": false}).to_string()));
        }
        _ => {}
    }
}

/// The GUILD_CREATE payload of a known guild: the @everyone role (basic permissions), a
/// managed role for the bot (bot permissions), the bot as only member, and the guild's known
/// text channels and threads.
pub(crate) fn guild_create_payload(st: &State, guild_id: u64) -> Value {
    let role = |id: u64, name: &str, permissions: u64, position: u64, tags: Value| {
        json!({
            "id": id.to_string(),
            "name": name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false,
            "managed": !tags.is_null(),
            "mentionable": false,
            "permissions": permissions.to_string(),
            "position": position,
            "flags": 0,
            "icon": null,
            "unicode_emoji": null,
            "tags": if tags.is_null() { json!({}) } else { tags },
        })
    };
    let bot_role_id = guild_id + 1;
    let roles = vec![
        role(
            guild_id,
            "@everyone",
            interactions::BASIC_PERMISSIONS,
            0,
            Value::Null,
        ),
        role(
            bot_role_id,
            "Vitrail",
            interactions::BOT_PERMISSIONS,
            1,
            json!({"bot_id": BOT_USER_ID.to_string()}),
        ),
    ];
    let created = super::snowflake::timestamp_of(guild_id);
    let bot_member = json!({
        "user": super::rest::bot_user_json(),
        "roles": [bot_role_id.to_string()],
        "nick": null,
        "avatar": null,
        "banner": null,
        "joined_at": created,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "pending": false,
        "flags": 0,
        "communication_disabled_until": null,
    });
    let mut ids: Vec<&u64> = st
        .channels
        .iter()
        .filter(|(id, c)| c.guild_id == guild_id && !st.without_bot.contains(id))
        .map(|(id, _)| id)
        .collect();
    ids.sort();
    let (mut channels, mut threads) = (Vec::new(), Vec::new());
    for id in ids {
        let info = &st.channels[id];
        let json = st.channel_json_of(*id, info);
        if matches!(info.kind, 10..=12) {
            threads.push(json);
        } else {
            channels.push(json);
        }
    }
    let mut guild = json!({
        "id": guild_id.to_string(),
        "name": format!("Test guild {guild_id}"),
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": OWNER_USER_ID.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 1,
        "explicit_content_filter": 0,
        "roles": roles,
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500_000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "incidents_data": null,
    });
    // Extra fields of the GUILD_CREATE event (a second literal keeps `json!` within its
    // recursion limit).
    let extra = json!({
        "joined_at": created,
        "large": false,
        "unavailable": false,
        "member_count": 1,
        "voice_states": [],
        "members": [bot_member],
        "channels": channels,
        "threads": threads,
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "lazy": true,
    });
    if let (Some(g), Value::Object(extra)) = (guild.as_object_mut(), extra) {
        g.extend(extra);
    }
    guild
}

/// The shard an Identify `d` asks for; (0, 1) when it names none (or a shard count of 0).
fn identify_shard(identify: &Value) -> Shard {
    let part = |i: usize| {
        identify
            .pointer(&format!("/shard/{i}"))
            .and_then(Value::as_u64)
    };
    match (part(0), part(1)) {
        (Some(id), Some(total)) if id < total => (id, total),
        _ => (0, 1),
    }
}

/// The READY payload for an Identify `d` on `shard`.
fn ready_payload(st: &State, conn_id: u64, identify: &Value, shard: Shard) -> Value {
    let shard_field = identify
        .get("shard")
        .filter(|s| s.is_array())
        .cloned()
        .unwrap_or_else(|| json!([0, 1]));
    let guilds: Vec<Value> = st
        .guilds
        .iter()
        .filter(|g| State::guild_on(**g, shard))
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    json!({
        "v": 10,
        "user": super::rest::bot_user_json(),
        "guilds": guilds,
        "session_id": format!("fake-session-{conn_id}"),
        "resume_gateway_url": st.gateway_url,
        "shard": shard_field,
        "application": {"id": APPLICATION_ID.to_string(), "flags": 0},
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": ["fake"],
        "user_settings": {},
        "_trace": ["fake-discord"],
    })
}
