//! Configuration: an optional TOML file, overridden key by key by environment variables.
//!
//! Every key is declared once, in the `settings!` list below: its name, its environment
//! variable, its type and default, and what it accepts. Reading the file and the environment,
//! the checks and the error messages all come from that list, and the tests hold
//! `config.example.toml` and the README's table to it. A value the key does not accept stops
//! the start with one line naming where it came from (the file and line, or the environment
//! variable), the key, what it accepts and what it got: nothing is silently changed.

use std::collections::BTreeMap;
use std::fmt;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use toml::Spanned;

use crate::ai::Budget;
use crate::games::{Hints, Hosting, OnTimeout, TurnTimer};
use crate::i18n::Locale;
use crate::table::expiry::IdleLimits;

/// The file read when neither `--config` nor `VITRAIL_CONFIG` names one.
pub const DEFAULT_CONFIG_FILE: &str = "config.toml";

/// What a key accepts: how its value is read and checked, and how an error describes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Accepts {
    /// Any string, never repeated in an error (the token).
    Secret,
    /// A file or directory, as a non-empty string.
    Path,
    Bool,
    /// A whole number from `min` to `max`, both included.
    Whole {
        min: u64,
        max: u64,
    },
    /// One of these words.
    OneOf(&'static [&'static str]),
    /// Discord ids: a TOML array, or a comma-separated list in the environment.
    Ids,
    /// A shard range: `{ first, last, total }`, or `FIRST-LAST/TOTAL` in the environment.
    Shards,
    /// An `http://` or `https://` URL with a host.
    Url,
    /// An IP address and a port.
    Address,
    /// An Ed25519 public key: 64 hexadecimal digits.
    PublicKey,
    /// A PostgreSQL URL (`postgres://…`), never repeated in an error (it may hold a password).
    Database,
}

/// Where a value was read: the file (shown to people as TOML) or an environment variable.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Raw<'a> {
    Toml(&'a toml::Value),
    Env(&'a str),
}

impl Accepts {
    /// What the key accepts, in words, as written where the value came from.
    pub fn describe(self, from_env: bool) -> String {
        match self {
            Accepts::Secret => "a string".into(),
            Accepts::Path if from_env => "a path".into(),
            Accepts::Path => "a path in quotes, such as \"data\"".into(),
            Accepts::Bool if from_env => "true or false (or 1, 0, yes, no)".into(),
            Accepts::Bool => "true or false".into(),
            Accepts::Whole { min, max: u64::MAX } => format!("a whole number, at least {min}"),
            Accepts::Whole { min, max } => format!("a whole number {min}–{max}"),
            Accepts::OneOf(words) => {
                let quoted: Vec<String> = if from_env {
                    words.iter().map(|w| w.to_string()).collect()
                } else {
                    words.iter().map(|w| format!("{w:?}")).collect()
                };
                match quoted.split_last() {
                    Some((last, [])) => last.clone(),
                    Some((last, rest)) => format!("one of {} or {last}", rest.join(", ")),
                    None => "nothing".into(),
                }
            }
            Accepts::Ids if from_env => "server ids separated by commas, such as 1,2".into(),
            Accepts::Ids => "a list of server ids, such as [123456789012345678]".into(),
            Accepts::Shards if from_env => {
                "FIRST-LAST/TOTAL with FIRST ≤ LAST < TOTAL, such as 0-3/8".into()
            }
            Accepts::Shards => {
                "{ first = F, last = L, total = T } with F ≤ L < T, such as { first = 0, last = 3, total = 8 }"
                    .into()
            }
            Accepts::Url => "an http:// or https:// URL, such as \"http://127.0.0.1:3000\"".into(),
            Accepts::Address => "an IP address and port, such as \"127.0.0.1:9100\"".into(),
            Accepts::PublicKey => {
                "the application's public key from the developer portal, 64 hexadecimal digits"
                    .into()
            }
            Accepts::Database => {
                "a postgres:// URL, such as \"postgres://vitrail@localhost/vitrail\"".into()
            }
        }
    }

    fn admits(self, n: u64) -> bool {
        matches!(self, Accepts::Whole { min, max } if (min..=max).contains(&n))
    }
}

/// One configuration key, as declared in the `settings!` list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Key {
    /// Its name in the file.
    pub name: &'static str,
    /// The environment variable that overrides it.
    pub env: &'static str,
    pub accepts: Accepts,
    /// What leaving it unset means, for a key whose default is no value (the README's
    /// default column); `None` when the default is a value.
    pub unset: Option<&'static str>,
}

/// A type a key's value is read as.
trait Setting: Sized {
    /// The value, or `None` when it is not one `accepts` takes.
    fn parse(raw: Raw, accepts: Accepts) -> Option<Self>;
    /// The value as the README and `config.example.toml` show it (without TOML's quotes);
    /// `None` for no value. (The tests hold the README and the example file to it.)
    #[cfg_attr(not(test), allow(dead_code))]
    fn shown(&self) -> Option<String>;
}

impl Setting for u64 {
    fn parse(raw: Raw, accepts: Accepts) -> Option<Self> {
        let n = match raw {
            Raw::Toml(value) => u64::try_from(value.as_integer()?).ok()?,
            Raw::Env(text) => text.trim().parse().ok()?,
        };
        accepts.admits(n).then_some(n)
    }
    fn shown(&self) -> Option<String> {
        Some(self.to_string())
    }
}

impl Setting for u32 {
    fn parse(raw: Raw, accepts: Accepts) -> Option<Self> {
        u32::try_from(u64::parse(raw, accepts)?).ok()
    }
    fn shown(&self) -> Option<String> {
        Some(self.to_string())
    }
}

impl Setting for bool {
    fn parse(raw: Raw, _: Accepts) -> Option<Self> {
        match raw {
            Raw::Toml(value) => value.as_bool(),
            Raw::Env(text) => match text.trim() {
                "true" | "1" | "yes" => Some(true),
                "false" | "0" | "no" => Some(false),
                _ => None,
            },
        }
    }
    fn shown(&self) -> Option<String> {
        Some(self.to_string())
    }
}

/// The text of a string value: the file's must be a TOML string.
fn text(raw: Raw<'_>) -> Option<&str> {
    match raw {
        Raw::Toml(value) => value.as_str(),
        Raw::Env(text) => Some(text),
    }
}

impl Setting for String {
    fn parse(raw: Raw, _: Accepts) -> Option<Self> {
        text(raw).map(str::to_string)
    }
    fn shown(&self) -> Option<String> {
        Some(self.clone())
    }
}

impl Setting for PathBuf {
    fn parse(raw: Raw, _: Accepts) -> Option<Self> {
        text(raw)
            .filter(|t| !t.trim().is_empty())
            .map(PathBuf::from)
    }
    fn shown(&self) -> Option<String> {
        Some(self.display().to_string())
    }
}

impl Setting for SocketAddr {
    fn parse(raw: Raw, _: Accepts) -> Option<Self> {
        text(raw)?.trim().parse().ok()
    }
    fn shown(&self) -> Option<String> {
        Some(self.to_string())
    }
}

/// A URL checked at start-up: `http://` or `https://`, a host, and no query or fragment, so
/// a mistyped proxy stops the start instead of failing every call.
#[derive(Debug, Clone, PartialEq, Eq)]
struct HttpUrl(String);

impl Setting for HttpUrl {
    fn parse(raw: Raw, _: Accepts) -> Option<Self> {
        let text = text(raw)?.trim();
        let url = reqwest::Url::parse(text).ok()?;
        let usable = matches!(url.scheme(), "http" | "https")
            && url.host_str().is_some_and(|h| !h.is_empty())
            && url.query().is_none()
            && url.fragment().is_none();
        usable.then(|| HttpUrl(text.to_string()))
    }
    fn shown(&self) -> Option<String> {
        Some(self.0.clone())
    }
}

/// The application's Ed25519 public key, which signs every interaction Discord POSTs to the
/// endpoint (`interactions_addr`). Whether its bytes are a point of the curve is checked where
/// it is used, as the endpoint starts.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PublicKey(pub [u8; 32]);

impl fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PublicKey({})", self.hex())
    }
}

impl PublicKey {
    /// The key as the developer portal shows it.
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// 64 hexadecimal digits (either case), nothing else.
    fn from_hex(text: &str) -> Option<PublicKey> {
        let digits = text.as_bytes();
        if digits.len() != 64 {
            return None;
        }
        let mut key = [0u8; 32];
        for (byte, pair) in key.iter_mut().zip(digits.chunks_exact(2)) {
            let nibble = |d: u8| char::from(d).to_digit(16);
            *byte = u8::try_from(nibble(pair[0])? * 16 + nibble(pair[1])?).ok()?;
        }
        Some(PublicKey(key))
    }
}

impl Setting for PublicKey {
    fn parse(raw: Raw, _: Accepts) -> Option<Self> {
        PublicKey::from_hex(text(raw)?.trim())
    }
    fn shown(&self) -> Option<String> {
        Some(self.hex())
    }
}

/// The PostgreSQL database that holds the games instead of sled (see `store/postgres.rs`):
/// a `postgres://` or `postgresql://` URL, checked whole when the store opens.
#[derive(Debug, Clone, PartialEq, Eq)]
struct DatabaseUrl(String);

impl Setting for DatabaseUrl {
    fn parse(raw: Raw, _: Accepts) -> Option<Self> {
        let text = text(raw)?.trim();
        let rest = text
            .strip_prefix("postgres://")
            .or_else(|| text.strip_prefix("postgresql://"))?;
        (!rest.is_empty()).then(|| DatabaseUrl(text.to_string()))
    }
    fn shown(&self) -> Option<String> {
        Some(self.0.clone())
    }
}

impl Setting for Vec<u64> {
    fn parse(raw: Raw, _: Accepts) -> Option<Self> {
        match raw {
            Raw::Toml(value) => value
                .as_array()?
                .iter()
                .map(|id| u64::try_from(id.as_integer()?).ok())
                .collect(),
            Raw::Env(text) => text
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(|s| s.parse().ok())
                .collect(),
        }
    }
    fn shown(&self) -> Option<String> {
        let ids: Vec<String> = self.iter().map(u64::to_string).collect();
        (!ids.is_empty()).then(|| format!("[{}]", ids.join(", ")))
    }
}

impl Setting for ShardRange {
    fn parse(raw: Raw, _: Accepts) -> Option<Self> {
        let range = match raw {
            Raw::Toml(value) => {
                let table = value.as_table()?;
                let field = |name: &str| u32::try_from(table.get(name)?.as_integer()?).ok();
                if table.len() != 3 {
                    return None;
                }
                ShardRange {
                    first: field("first")?,
                    last: field("last")?,
                    total: field("total")?,
                }
            }
            // FIRST-LAST/TOTAL, e.g. 0-3/8.
            Raw::Env(text) => {
                let (range, total) = text.trim().split_once('/')?;
                let (first, last) = range.split_once('-')?;
                let num = |s: &str| s.trim().parse::<u32>().ok();
                ShardRange {
                    first: num(first)?,
                    last: num(last)?,
                    total: num(total)?,
                }
            }
        };
        (range.first <= range.last && range.last < range.total).then_some(range)
    }
    fn shown(&self) -> Option<String> {
        Some(format!("{}-{}/{}", self.first, self.last, self.total))
    }
}

impl<T: Setting> Setting for Option<T> {
    fn parse(raw: Raw, accepts: Accepts) -> Option<Self> {
        T::parse(raw, accepts).map(Some)
    }
    fn shown(&self) -> Option<String> {
        self.as_ref().and_then(T::shown)
    }
}

/// A key taking one of a few words: `$parse` reads a word, `$code` writes one.
macro_rules! word_setting {
    ($ty:ty, $parse:expr, $code:expr) => {
        impl Setting for $ty {
            fn parse(raw: Raw, _: Accepts) -> Option<Self> {
                let parse: fn(&str) -> Option<$ty> = $parse;
                parse(text(raw)?.trim())
            }
            fn shown(&self) -> Option<String> {
                let code: fn(&$ty) -> &'static str = $code;
                Some(code(self).to_string())
            }
        }
    };
}

word_setting!(Locale, Locale::from_discord, |l| l.code());
word_setting!(TurnTimer, |s| s.parse().ok(), |t| t.code());
word_setting!(
    OnTimeout,
    |s| match s {
        "computer" => Some(OnTimeout::Computer),
        "cancel" => Some(OnTimeout::Cancel),
        _ => None,
    },
    |t| match t {
        OnTimeout::Computer => "computer",
        OnTimeout::Cancel => "cancel",
    }
);
word_setting!(LogFormat, |s| s.parse().ok(), |f| f.code());

/// Declares every key once: its name and type, its default, its environment variable, what
/// it accepts, and (for a key whose default is no value) what unset means.
macro_rules! settings {
    (@key $name:ident, $env:literal, $accepts:expr) => {
        Key { name: stringify!($name), env: $env, accepts: $accepts, unset: None }
    };
    (@key $name:ident, $env:literal, $accepts:expr, $unset:literal) => {
        Key { name: stringify!($name), env: $env, accepts: $accepts, unset: Some($unset) }
    };
    ($(
        $(#[doc = $doc:literal])*
        $name:ident: $ty:ty = $default:expr, $env:literal, $accepts:expr $(, unset $unset:literal)?;
    )*) => {
        /// Every key's value, read and checked, the defaults filled in.
        #[derive(Debug, Clone, PartialEq)]
        struct Settings {
            $($(#[doc = $doc])* $name: $ty,)*
        }

        /// Every key, in the order `config.example.toml` and the README list them.
        pub const KEYS: &[Key] = &[$(settings!(@key $name, $env, $accepts $(, $unset)?),)*];

        impl Settings {
            fn read(
                file: &FileValues,
                env: &dyn Fn(&str) -> Option<String>,
            ) -> Result<Settings, ConfigError> {
                Ok(Settings {
                    $($name: read::<$ty>(
                        &settings!(@key $name, $env, $accepts $(, $unset)?),
                        file,
                        env,
                        $default,
                    )?,)*
                })
            }
        }

        /// A key's value read as its own type and shown, `None` when refused; for the tests.
        #[cfg(test)]
        fn check_key(key: &Key, raw: Raw) -> Option<Option<String>> {
            match key.name {
                $(stringify!($name) => <$ty as Setting>::parse(raw, key.accepts).map(|v| v.shown()),)*
                _ => None,
            }
        }

        /// A key's default, shown; for the tests.
        #[cfg(test)]
        fn default_shown(name: &str) -> Option<String> {
            match name {
                $(stringify!($name) => {
                    let default: $ty = $default;
                    default.shown()
                })*
                _ => None,
            }
        }
    };
}

settings! {
    token: Option<String> = None, "DISCORD_TOKEN", Accepts::Secret, unset "— (required)";
    data_dir: PathBuf = PathBuf::from("data"), "VITRAIL_DATA_DIR", Accepts::Path;
    store: Option<DatabaseUrl> = None, "VITRAIL_STORE", Accepts::Database,
        unset "sled in `data_dir`";
    cache_mb: u64 = crate::store::DEFAULT_CACHE_MB, "VITRAIL_CACHE_MB",
        Accepts::Whole { min: 1, max: 1 << 20 };
    dev_guilds: Vec<u64> = Vec::new(), "VITRAIL_DEV_GUILDS", Accepts::Ids, unset "empty";
    default_locale: Locale = Locale::En, "VITRAIL_DEFAULT_LOCALE", Accepts::OneOf(&["en", "ru", "uk", "de", "es", "fr", "pt-BR", "pl"]);
    one_game_per_channel: bool = true, "VITRAIL_ONE_GAME_PER_CHANNEL", Accepts::Bool;
    shards: Option<ShardRange> = None, "VITRAIL_SHARDS", Accepts::Shards,
        unset "all shards Discord recommends";
    /// false: no gateway connection at all; interactions come over HTTP only.
    gateway: bool = true, "VITRAIL_GATEWAY", Accepts::Bool;
    interactions_addr: Option<SocketAddr> = None, "VITRAIL_INTERACTIONS_ADDR", Accepts::Address,
        unset "none (off)";
    public_key: Option<PublicKey> = None, "VITRAIL_PUBLIC_KEY", Accepts::PublicKey,
        unset "none";
    api_proxy: Option<HttpUrl> = None, "VITRAIL_API_PROXY", Accepts::Url, unset "none";
    https_proxy: Option<HttpUrl> = None, "VITRAIL_HTTPS_PROXY", Accepts::Url, unset "none";
    extra_root_certificate: Option<PathBuf> = None, "VITRAIL_EXTRA_ROOT_CERTIFICATE", Accepts::Path,
        unset "none";
    seed: Option<u64> = None, "VITRAIL_SEED", Accepts::Whole { min: 0, max: u64::MAX },
        unset "none (random)";
    think_ms: u64 = 1_000, "VITRAIL_THINK_MS", Accepts::Whole { min: 0, max: 600_000 };
    think_iterations: Option<u32> = None, "VITRAIL_THINK_ITERATIONS",
        Accepts::Whole { min: 1, max: u32::MAX as u64 }, unset "none";
    computer_pause_ms: u64 = 1_200, "VITRAIL_COMPUTER_PAUSE_MS", Accepts::Whole { min: 0, max: 60_000 };
    turn_timer: TurnTimer = TurnTimer::Off, "VITRAIL_TURN_TIMER",
        Accepts::OneOf(&["off", "2m", "10m", "1h", "24h"]);
    on_timeout: OnTimeout = OnTimeout::Computer, "VITRAIL_ON_TIMEOUT",
        Accepts::OneOf(&["computer", "cancel"]);
    threads: bool = false, "VITRAIL_THREADS", Accepts::Bool;
    timer_tick_ms: u64 = 1_000, "VITRAIL_TIMER_TICK_MS", Accepts::Whole { min: 10, max: 60_000 };
    /// Discord drops a click not answered within 3 s.
    acknowledge_after_ms: u64 = 1_500, "VITRAIL_ACKNOWLEDGE_AFTER_MS",
        Accepts::Whole { min: 0, max: 2_500 };
    clock_offset_file: Option<PathBuf> = None, "VITRAIL_CLOCK_OFFSET_FILE", Accepts::Path,
        unset "none";
    metrics_addr: Option<SocketAddr> = None, "VITRAIL_METRICS_ADDR", Accepts::Address,
        unset "none (off)";
    /// 0: never.
    lobby_expiry_hours: u64 = 24, "VITRAIL_LOBBY_EXPIRY_HOURS", Accepts::Whole { min: 0, max: 87_600 };
    /// 0: never.
    idle_game_days: u64 = 14, "VITRAIL_IDLE_GAME_DAYS", Accepts::Whole { min: 0, max: 3_650 };
    review_secs: u64 = 30, "VITRAIL_REVIEW_SECS", Accepts::Whole { min: 1, max: 300 };
    rest_timeout_ms: u64 = 10_000, "VITRAIL_REST_TIMEOUT_MS", Accepts::Whole { min: 100, max: 600_000 };
    /// It doubles on each new refusal, up to 5 minutes.
    repost_after_ms: u64 = 2_000, "VITRAIL_REPOST_AFTER_MS", Accepts::Whole { min: 10, max: 300_000 };
    channel_gone_cancel_after_s: u64 = 3_600, "VITRAIL_CHANNEL_GONE_CANCEL_AFTER_S",
        Accepts::Whole { min: 0, max: 31_536_000 };
    log_format: LogFormat = LogFormat::Text, "VITRAIL_LOG_FORMAT", Accepts::OneOf(&["text", "json"]);
}

#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    pub token: String,
    pub data_dir: PathBuf,
    /// The most memory sled's page cache may take, in MiB.
    pub cache_mb: u64,
    /// The PostgreSQL database of the games (`store`); `None` keeps them in sled in
    /// `data_dir`.
    pub database: Option<String>,
    pub dev_guilds: Vec<u64>,
    pub default_locale: Locale,
    pub shards: Option<ShardRange>,
    /// Whether to connect to Discord's gateway. Without it the process is a pure HTTP worker:
    /// interactions reach it through `interactions`, and it hears of no deleted channel.
    pub gateway: bool,
    /// Where Discord's interactions arrive over HTTP (Discord's "Interactions Endpoint URL"),
    /// signed with the application's key; unset, they come over the gateway.
    pub interactions: Option<InteractionsEndpoint>,
    pub one_game_per_channel: bool,
    /// Base URL that replaces `https://discord.com` for REST calls (an HTTP proxy such as
    /// twilight-http-proxy, or the fake Discord of the test suite).
    pub api_proxy: Option<String>,
    /// An HTTP CONNECT proxy every HTTPS REST call goes through (a corporate egress proxy).
    /// Unlike `api_proxy` it only carries the TLS connection, so serenity's rate limiter stays on.
    pub https_proxy: Option<String>,
    /// A PEM file of certificates trusted beside the built-in roots for those calls (the CA of a
    /// TLS-inspecting proxy).
    pub extra_root_certificate: Option<PathBuf>,
    /// Fixes the seed of new games (mixed with each game's id) so runs repeat exactly: for tests
    /// and for reproducing a reported game. Unset, every game gets a fresh random seed.
    pub seed: Option<u64>,
    /// How long a hard computer player may think about one decision.
    pub think: Duration,
    /// Caps the hard computer's search at this many iterations (with `seed`, its games then
    /// replay exactly); unset, only `think` limits it.
    pub think_iterations: Option<u32>,
    /// The pause before each computer move is shown, so people can follow the table.
    pub computer_pause: Duration,
    /// The turn timer and what it does, for games whose host does not choose.
    pub hosting: Hosting,
    /// Whether new games are played in a thread the bot creates, unless the host chooses.
    pub threads: bool,
    /// How often the turn timers are checked.
    pub timer_tick: Duration,
    /// How long a click may be worked on before it is acknowledged, its answer following as
    /// an edit or a follow-up (at most 2.5 s: Discord's limit is 3 s).
    pub acknowledge_after: Duration,
    /// Test hook: a file holding seconds to add to the system clock, so the suite moves time
    /// forward instead of waiting. Unset in normal use.
    pub clock_offset_file: Option<PathBuf>,
    /// Where to serve `/healthz` and `/metrics` (Prometheus); unset, no listener.
    pub metrics_addr: Option<SocketAddr>,
    /// When unused lobbies and idle untimed games close.
    pub idle: IdleLimits,
    /// The most one review of a game ("Review my game") may think, on one core.
    pub review_budget: Duration,
    /// How long one Discord REST call may go unanswered before it is tried again.
    pub rest_timeout: Duration,
    /// The first wait before a table Discord did not take is posted again; it doubles on each
    /// new refusal, up to 5 minutes.
    pub repost_after: Duration,
    /// How long a game whose channel or thread was deleted stays paused before it is cancelled.
    pub channel_gone_cancel_after: Duration,
    /// How log lines are written: text for people, or one JSON object a line for collectors.
    pub log_format: LogFormat,
}

/// How the bot writes its log lines to standard error.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// Plain lines for people (coloured only on a terminal).
    #[default]
    Text,
    /// One JSON object a line (time, level, target, message and fields), for log collectors.
    Json,
}

impl LogFormat {
    pub fn code(self) -> &'static str {
        match self {
            LogFormat::Text => "text",
            LogFormat::Json => "json",
        }
    }
}

impl std::str::FromStr for LogFormat {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        match text.trim() {
            "text" => Ok(LogFormat::Text),
            "json" => Ok(LogFormat::Json),
            other => Err(format!("{other:?} is not text or json")),
        }
    }
}

/// The HTTP endpoint Discord POSTs interactions to, and the key that signs them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InteractionsEndpoint {
    pub addr: SocketAddr,
    pub public_key: PublicKey,
}

/// The shards this process runs: `first..=last` out of `total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// Where a value came from, as an error names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// The configuration file, and the line when known.
    File { path: String, line: Option<usize> },
    /// An environment variable.
    Env(&'static str),
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::File {
                path,
                line: Some(line),
            } => write!(f, "{path} line {line}"),
            Origin::File { path, line: None } => write!(f, "{path}"),
            Origin::Env(var) => write!(f, "environment variable {var}"),
        }
    }
}

/// Why the configuration cannot be used; each one line.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ConfigError {
    #[error(
        "no Discord token: set DISCORD_TOKEN or `token` in {DEFAULT_CONFIG_FILE} (see README)"
    )]
    MissingToken,
    /// Keys each valid alone that cannot go together.
    #[error("{0}")]
    Conflict(&'static str),
    #[error("cannot read config file {path}: {reason}")]
    Unreadable { path: String, reason: String },
    /// The file is not TOML, or names a key there is not.
    #[error("{at}: {reason}")]
    Invalid { at: Origin, reason: String },
    /// A value its key does not accept, from the file or the environment.
    #[error("{at}: `{key}` must be {accepts} (got {got})")]
    BadValue {
        key: &'static str,
        at: Origin,
        accepts: String,
        got: String,
    },
}

const NO_PUBLIC_KEY: &str = "`interactions_addr` needs `public_key` (VITRAIL_PUBLIC_KEY): the \
     application's public key from the developer portal, to check Discord's signatures";
const NOWHERE_TO_LISTEN: &str = "`gateway = false` needs `interactions_addr` and `public_key`: \
     without the gateway, interactions can only arrive over HTTP";
const SHARDS_WITHOUT_GATEWAY: &str =
    "`shards` is set but `gateway = false`: shards are gateway connections";

/// Where the store lives and how much memory it may cache: all that `vitrail backup` and
/// `vitrail restore` read of the configuration (they need no token).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoreConfig {
    pub data_dir: PathBuf,
    pub cache_mb: u64,
    /// The PostgreSQL database of the games (`store`); `None` keeps them in sled in
    /// `data_dir`.
    pub database: Option<String>,
}

impl Config {
    /// Loads the configuration: `path` if given, else `config.toml` if it exists, then the
    /// environment (`env` is a lookup so tests need not touch the process environment).
    pub fn load(
        path: Option<&Path>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        Config::from_settings(settings(path, env)?)
    }

    /// Loads the store's keys, like [`Config::load`] but without needing a token.
    pub fn load_store(
        path: Option<&Path>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<StoreConfig, ConfigError> {
        let settings = settings(path, env)?;
        Ok(StoreConfig {
            data_dir: settings.data_dir,
            cache_mb: settings.cache_mb,
            database: settings.store.map(|url| url.0),
        })
    }

    fn from_settings(s: Settings) -> Result<Config, ConfigError> {
        let token = s
            .token
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .ok_or(ConfigError::MissingToken)?;
        let interactions = match (s.interactions_addr, s.public_key) {
            (Some(addr), Some(public_key)) => Some(InteractionsEndpoint { addr, public_key }),
            (Some(_), None) => return Err(ConfigError::Conflict(NO_PUBLIC_KEY)),
            (None, _) => None,
        };
        if !s.gateway && interactions.is_none() {
            return Err(ConfigError::Conflict(NOWHERE_TO_LISTEN));
        }
        if !s.gateway && s.shards.is_some() {
            return Err(ConfigError::Conflict(SHARDS_WITHOUT_GATEWAY));
        }
        // 0 keeps them open for ever.
        let limit = |n: u64, unit: u64| (n > 0).then(|| n.saturating_mul(unit));
        Ok(Config {
            token,
            data_dir: s.data_dir,
            cache_mb: s.cache_mb,
            database: s.store.map(|url| url.0),
            dev_guilds: s.dev_guilds,
            default_locale: s.default_locale,
            shards: s.shards,
            gateway: s.gateway,
            interactions,
            one_game_per_channel: s.one_game_per_channel,
            api_proxy: s.api_proxy.map(|url| url.0),
            https_proxy: s.https_proxy.map(|url| url.0),
            extra_root_certificate: s.extra_root_certificate,
            seed: s.seed,
            think: Duration::from_millis(s.think_ms),
            think_iterations: s.think_iterations,
            computer_pause: Duration::from_millis(s.computer_pause_ms),
            hosting: Hosting {
                timer: s.turn_timer,
                on_timeout: s.on_timeout,
                hints: Hints::Auto,
            },
            threads: s.threads,
            timer_tick: Duration::from_millis(s.timer_tick_ms),
            acknowledge_after: Duration::from_millis(s.acknowledge_after_ms),
            clock_offset_file: s.clock_offset_file,
            metrics_addr: s.metrics_addr,
            idle: IdleLimits {
                lobby: limit(s.lobby_expiry_hours, 3600),
                game: limit(s.idle_game_days, 24 * 3600),
            },
            review_budget: Duration::from_secs(s.review_secs),
            rest_timeout: Duration::from_millis(s.rest_timeout_ms),
            repost_after: Duration::from_millis(s.repost_after_ms),
            channel_gone_cancel_after: Duration::from_secs(s.channel_gone_cancel_after_s),
            log_format: s.log_format,
        })
    }

    /// The hard computer's budget for one decision.
    pub fn think_budget(&self) -> Budget {
        match self.think_iterations {
            Some(iterations) => Budget {
                iterations,
                time: Some(self.think),
            },
            None => Budget::time(self.think),
        }
    }

    /// The seed for a new game: fixed by `seed` when set, else random.
    pub fn game_seed(&self, game: u64) -> u64 {
        match self.seed {
            Some(seed) => seed ^ game.wrapping_mul(0x9e37_79b9_7f4a_7c15),
            None => rand::random(),
        }
    }
}

/// Every key read and checked: `path` if given, else `config.toml` if it exists, each key
/// overridden by its environment variable.
fn settings(
    path: Option<&Path>,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<Settings, ConfigError> {
    let file = match path {
        Some(path) => read_file(path)?,
        None if Path::new(DEFAULT_CONFIG_FILE).exists() => {
            read_file(Path::new(DEFAULT_CONFIG_FILE))?
        }
        None => FileValues::default(),
    };
    Settings::read(&file, env)
}

/// One key: its environment variable if set (and not blank), else the file's value, else its
/// default. A value it does not accept is an error naming where it came from, the file's even
/// when the environment overrides it.
fn read<T: Setting>(
    key: &Key,
    file: &FileValues,
    env: &dyn Fn(&str) -> Option<String>,
    default: T,
) -> Result<T, ConfigError> {
    let from_file = match file.values.get(key.name) {
        Some((value, line)) => {
            Some(
                T::parse(Raw::Toml(value), key.accepts).ok_or_else(|| ConfigError::BadValue {
                    key: key.name,
                    at: Origin::File {
                        path: file.path.clone(),
                        line: Some(*line),
                    },
                    accepts: key.accepts.describe(false),
                    got: got(key, Raw::Toml(value)),
                })?,
            )
        }
        None => None,
    };
    match env(key.env).filter(|t| !t.trim().is_empty()) {
        Some(text) => T::parse(Raw::Env(&text), key.accepts).ok_or_else(|| ConfigError::BadValue {
            key: key.name,
            at: Origin::Env(key.env),
            accepts: key.accepts.describe(true),
            got: got(key, Raw::Env(&text)),
        }),
        None => Ok(from_file.unwrap_or(default)),
    }
}

/// A refused value as an error shows it: on one line, shortened, and the token never.
fn got(key: &Key, raw: Raw) -> String {
    let shown = match (key.accepts, raw) {
        (Accepts::Secret, Raw::Toml(value)) => format!("a TOML {}", value.type_str()),
        (Accepts::Secret, Raw::Env(_)) => "a hidden value".into(),
        (Accepts::Database, Raw::Toml(toml::Value::String(_)) | Raw::Env(_)) => {
            "a hidden value".into()
        }
        (_, Raw::Toml(value)) => compact(value),
        (_, Raw::Env(text)) => format!("{text:?}"),
    };
    const MOST: usize = 60;
    if shown.chars().count() > MOST {
        let mut short: String = shown.chars().take(MOST - 1).collect();
        short.push('…');
        short
    } else {
        shown
    }
}

/// A TOML value written on one line, as in the file.
fn compact(value: &toml::Value) -> String {
    match value {
        toml::Value::String(s) => format!("{s:?}"),
        toml::Value::Array(items) => {
            let items: Vec<String> = items.iter().map(compact).collect();
            format!("[{}]", items.join(", "))
        }
        toml::Value::Table(table) if table.is_empty() => "{}".into(),
        toml::Value::Table(table) => {
            let pairs: Vec<String> = table
                .iter()
                .map(|(k, v)| format!("{k} = {}", compact(v)))
                .collect();
            format!("{{ {} }}", pairs.join(", "))
        }
        other => other.to_string(),
    }
}

/// The file's keys, each with its value and the line it stands on.
#[derive(Debug, Default)]
struct FileValues {
    path: String,
    values: BTreeMap<String, (toml::Value, usize)>,
}

impl FileValues {
    /// Reads `text`, the file `path`: TOML whose every key is declared.
    fn parse(path: &str, text: &str) -> Result<FileValues, ConfigError> {
        type Spans = BTreeMap<Spanned<String>, Spanned<toml::Value>>;
        let table: Spans = toml::from_str(text).map_err(|e| syntax_error(path, text, &e))?;
        let mut values = BTreeMap::new();
        let mut unknown = Vec::new();
        for (key, value) in table {
            let line = line_of(text, value.span().start);
            let name = key.into_inner();
            if KEYS.iter().any(|k| k.name == name) {
                values.insert(name, (value.into_inner(), line));
            } else {
                unknown.push((line, name));
            }
        }
        // The first unknown key in the file.
        if let Some((line, name)) = unknown.into_iter().min() {
            let guess = match KEYS.iter().find(|k| close(k.name, &name)) {
                Some(key) => format!("did you mean `{}`?", key.name),
                None => "config.example.toml lists every key".into(),
            };
            return Err(ConfigError::Invalid {
                at: Origin::File {
                    path: path.to_string(),
                    line: Some(line),
                },
                reason: format!("unknown key `{name}` ({guess})"),
            });
        }
        Ok(FileValues {
            path: path.to_string(),
            values,
        })
    }
}

fn read_file(path: &Path) -> Result<FileValues, ConfigError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| ConfigError::Unreadable {
        path: shown.clone(),
        reason: e.to_string(),
    })?;
    FileValues::parse(&shown, &text)
}

/// The line (from 1) of a byte offset.
fn line_of(text: &str, offset: usize) -> usize {
    let before = &text.as_bytes()[..offset.min(text.len())];
    before.iter().filter(|&&b| b == b'\n').count() + 1
}

/// Text that is not TOML, as one line: where, what the parser says, and, when the line sets a
/// known key, what that key accepts.
fn syntax_error(path: &str, text: &str, error: &toml::de::Error) -> ConfigError {
    let line = error.span().map(|span| line_of(text, span.start));
    let what: Vec<&str> = error
        .message()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let hint = line
        .and_then(|n| text.lines().nth(n.checked_sub(1)?))
        .and_then(|l| l.split_once('='))
        .and_then(|(name, _)| KEYS.iter().find(|k| k.name == name.trim()))
        .map(|key| format!("; `{}` must be {}", key.name, key.accepts.describe(false)))
        .unwrap_or_default();
    ConfigError::Invalid {
        at: Origin::File {
            path: path.to_string(),
            line,
        },
        reason: format!("not valid TOML ({}){hint}", what.join(", ")),
    }
}

/// Whether a mistyped key is near a declared one: one within the other (`thread`,
/// `review_sec`), or at most two letters changed.
fn close(declared: &str, typed: &str) -> bool {
    if typed.len() >= 4 && (declared.contains(typed) || typed.contains(declared)) {
        return true;
    }
    let (a, b): (Vec<char>, Vec<char>) = (declared.chars().collect(), typed.chars().collect());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(above + 1);
            diagonal = above;
        }
    }
    row[b.len()] <= 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |k| map.get(k).cloned()
    }

    /// Every key read from `text` as the file `config.toml`, and from `pairs` as the
    /// environment.
    fn settings_of(text: &str, pairs: &[(&str, &str)]) -> Result<Settings, ConfigError> {
        let file = FileValues::parse("config.toml", text)?;
        Settings::read(&file, &env_of(pairs))
    }

    /// The configuration from `text` as `config.toml` and `pairs` as the environment.
    fn load(text: &str, pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        Config::from_settings(settings_of(text, pairs)?)
    }

    /// The key a bad value in the environment `pairs` is refused for, if it is.
    fn refused_key(pairs: &[(&str, &str)]) -> Option<&'static str> {
        match load("", pairs) {
            Err(ConfigError::BadValue { key, .. }) => Some(key),
            _ => None,
        }
    }

    /// Why the environment `pairs` is refused, as the bot says it.
    fn refusal(pairs: &[(&str, &str)]) -> String {
        load("", pairs).map_or_else(|e| e.to_string(), |_| "accepted".into())
    }

    fn key(name: &str) -> &'static Key {
        KEYS.iter()
            .find(|k| k.name == name)
            .unwrap_or_else(|| panic!("no key {name}"))
    }

    #[test]
    fn missing_token_is_one_clear_error() {
        let err = load("", &[]).unwrap_err();
        assert_eq!(err, ConfigError::MissingToken);
        assert!(err.to_string().contains("DISCORD_TOKEN"));
        assert_eq!(
            load("", &[("DISCORD_TOKEN", "  ")]).unwrap_err(),
            ConfigError::MissingToken
        );
        assert_eq!(
            load("token = \" \"", &[]).unwrap_err(),
            ConfigError::MissingToken
        );
    }

    #[test]
    fn defaults_need_only_a_token() {
        let cfg = load("", &[("DISCORD_TOKEN", "abc")]).unwrap();
        assert_eq!(
            cfg,
            Config {
                token: "abc".into(),
                data_dir: PathBuf::from("data"),
                cache_mb: crate::store::DEFAULT_CACHE_MB,
                database: None,
                dev_guilds: vec![],
                default_locale: Locale::En,
                shards: None,
                gateway: true,
                interactions: None,
                one_game_per_channel: true,
                api_proxy: None,
                https_proxy: None,
                extra_root_certificate: None,
                seed: None,
                think: Duration::from_secs(1),
                think_iterations: None,
                computer_pause: Duration::from_millis(1_200),
                hosting: Hosting::default(),
                threads: false,
                timer_tick: Duration::from_secs(1),
                acknowledge_after: Duration::from_millis(1_500),
                clock_offset_file: None,
                metrics_addr: None,
                idle: IdleLimits::default(),
                review_budget: Duration::from_secs(30),
                rest_timeout: Duration::from_secs(10),
                repost_after: Duration::from_secs(2),
                channel_gone_cancel_after: Duration::from_secs(3_600),
                log_format: LogFormat::Text,
            }
        );
    }

    #[test]
    fn the_cache_size_comes_from_the_file_or_the_environment() {
        let cfg = load("cache_mb = 128", &[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(cfg.cache_mb, 128);
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_CACHE_MB", "32")];
        assert_eq!(load("cache_mb = 128", &env).unwrap().cache_mb, 32);
        for bad in ["0", "lots"] {
            let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_CACHE_MB", bad)];
            let err = load("", &env).unwrap_err();
            assert!(
                matches!(
                    err,
                    ConfigError::BadValue {
                        key: "cache_mb",
                        ..
                    }
                ),
                "{err}"
            );
        }
    }

    #[test]
    fn the_store_is_a_postgres_url_never_repeated_in_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "store = \"postgres://v:secret@db/v\"").unwrap();
        let store = Config::load_store(Some(&path), &env_of(&[])).unwrap();
        assert_eq!(store.database.as_deref(), Some("postgres://v:secret@db/v"));
        let env = env_of(&[("VITRAIL_STORE", "postgresql://v@%2Frun%2Fpg/v")]);
        let store = Config::load_store(Some(&path), &env).unwrap();
        assert_eq!(
            store.database.as_deref(),
            Some("postgresql://v@%2Frun%2Fpg/v")
        );
        for (text, env) in [
            ("store = \"mysql://v:secret@db/v\"", vec![]),
            ("", vec![("VITRAIL_STORE", "v:secret@db/v")]),
        ] {
            std::fs::write(&path, text).unwrap();
            let err = Config::load_store(Some(&path), &env_of(&env)).unwrap_err();
            let said = err.to_string();
            assert!(said.contains("must be a postgres:// URL"), "{said}");
            assert!(!said.contains("secret"), "{said}");
        }
    }

    #[test]
    fn the_store_alone_needs_no_token() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "data_dir = \"/srv/v\"").unwrap();
        let store = Config::load_store(Some(&path), &env_of(&[])).unwrap();
        assert_eq!(
            store,
            StoreConfig {
                data_dir: PathBuf::from("/srv/v"),
                cache_mb: crate::store::DEFAULT_CACHE_MB,
                database: None,
            }
        );
        let env = env_of(&[("VITRAIL_DATA_DIR", "/elsewhere")]);
        assert_eq!(
            Config::load_store(Some(&path), &env).unwrap().data_dir,
            PathBuf::from("/elsewhere")
        );
    }

    #[test]
    fn a_missing_or_unreadable_file_is_one_line_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nowhere.toml");
        let err = Config::load(Some(&path), &env_of(&[("DISCORD_TOKEN", "t")])).unwrap_err();
        assert!(matches!(err, ConfigError::Unreadable { .. }), "{err}");
        assert!(err.to_string().contains("nowhere.toml"), "{err}");
        assert!(!err.to_string().contains('\n'), "{err}");
        // A file's own errors name the path it was read from.
        std::fs::write(&path, "\nreview_secs = 1000\n").unwrap();
        let err = Config::load(Some(&path), &env_of(&[("DISCORD_TOKEN", "t")])).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "{} line 2: `review_secs` must be a whole number 1–300 (got 1000)",
                path.display()
            )
        );
    }

    #[test]
    fn environment_overrides_the_file() {
        let file = r#"
            token = "from-file"
            data_dir = "/var/lib/vitrail"
            dev_guilds = [1, 2]
            default_locale = "ru"
            one_game_per_channel = false
            shards = { first = 0, last = 1, total = 4 }
            "#;
        let env = [("DISCORD_TOKEN", "from-env"), ("VITRAIL_SHARDS", "2-3/4")];
        let cfg = load(file, &env).unwrap();
        assert_eq!(cfg.token, "from-env");
        assert_eq!(cfg.data_dir, PathBuf::from("/var/lib/vitrail"));
        assert_eq!(cfg.dev_guilds, vec![1, 2]);
        assert_eq!(cfg.default_locale, Locale::Ru);
        assert!(!cfg.one_game_per_channel);
        assert_eq!(
            cfg.shards,
            Some(ShardRange {
                first: 2,
                last: 3,
                total: 4
            })
        );
        // A blank variable leaves the file's value.
        let cfg = load(file, &[("VITRAIL_DATA_DIR", " ")]).unwrap();
        assert_eq!(cfg.token, "from-file");
        assert_eq!(cfg.data_dir, PathBuf::from("/var/lib/vitrail"));
        // A shard range may also be a table of its own.
        let table = "token = \"t\"\n[shards]\nfirst = 1\nlast = 1\ntotal = 2\n";
        assert_eq!(
            load(table, &[]).unwrap().shards,
            Some(ShardRange {
                first: 1,
                last: 1,
                total: 2
            })
        );
    }

    #[test]
    fn bad_values_are_named() {
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_SHARDS", "3-1/4")];
        assert_eq!(refused_key(&env), Some("shards"));
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_DEV_GUILDS", "12,abc")];
        assert_eq!(
            refusal(&env),
            "environment variable VITRAIL_DEV_GUILDS: `dev_guilds` must be server ids separated by commas, such as 1,2 (got \"12,abc\")"
        );
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_DEFAULT_LOCALE", "ja")];
        assert_eq!(
            refusal(&env),
            "environment variable VITRAIL_DEFAULT_LOCALE: `default_locale` must be one of en, ru, uk, de, es, fr, pt-BR or pl (got \"ja\")"
        );
    }

    #[test]
    fn the_faults_of_issue_42_are_one_line_naming_file_line_and_key() {
        let env = [("DISCORD_TOKEN", "t")];
        for (text, says) in [
            (
                "# vitrail\nthreads = fals\n",
                "config.toml line 2: not valid TOML (invalid string, expected `\"`, `'`); `threads` must be true or false",
            ),
            (
                "data_dir = 5",
                "config.toml line 1: `data_dir` must be a path in quotes, such as \"data\" (got 5)",
            ),
            (
                "\n\nreview_secs = 0",
                "config.toml line 3: `review_secs` must be a whole number 1–300 (got 0)",
            ),
            (
                "review_secs = 1000",
                "config.toml line 1: `review_secs` must be a whole number 1–300 (got 1000)",
            ),
            (
                "timer_tick_ms = 0",
                "config.toml line 1: `timer_tick_ms` must be a whole number 10–60000 (got 0)",
            ),
            (
                "acknowledge_after_ms = 2501",
                "config.toml line 1: `acknowledge_after_ms` must be a whole number 0–2500 (got 2501)",
            ),
            (
                "api_proxy = \"127.0.0.1:3000\"",
                "config.toml line 1: `api_proxy` must be an http:// or https:// URL, such as \"http://127.0.0.1:3000\" (got \"127.0.0.1:3000\")",
            ),
            (
                "api_proxy = \"http://\"",
                "config.toml line 1: `api_proxy` must be an http:// or https:// URL, such as \"http://127.0.0.1:3000\" (got \"http://\")",
            ),
            (
                "metrics_addr = \"localhost:9100\"",
                "config.toml line 1: `metrics_addr` must be an IP address and port, such as \"127.0.0.1:9100\" (got \"localhost:9100\")",
            ),
            (
                "token = 5",
                "config.toml line 1: `token` must be a string (got a TOML integer)",
            ),
            (
                "seed = 1\nseed = 2",
                "config.toml line 2: not valid TOML (duplicate key `seed` in document root); `seed` must be a whole number, at least 0",
            ),
        ] {
            let err = load(text, &env).unwrap_err();
            assert_eq!(err.to_string(), says, "{text:?}");
        }
    }

    #[test]
    fn an_unknown_key_is_named_with_its_line_and_a_guess() {
        let err = load("threads = true\nthread = true\n", &[]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "config.toml line 2: unknown key `thread` (did you mean `threads`?)"
        );
        let err = load("colour = 3", &[]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "config.toml line 1: unknown key `colour` (config.example.toml lists every key)"
        );
        let err = load("revew_secs = 3", &[]).unwrap_err();
        assert!(
            err.to_string().contains("did you mean `review_secs`?"),
            "{err}"
        );
    }

    #[test]
    fn values_at_the_ends_of_a_range_are_kept_as_given() {
        let env = [("DISCORD_TOKEN", "t")];
        let cfg = load(
            "review_secs = 300\ntimer_tick_ms = 10\nacknowledge_after_ms = 2500\nrest_timeout_ms = 100\nrepost_after_ms = 10",
            &env,
        )
        .unwrap();
        assert_eq!(cfg.review_budget, Duration::from_secs(300));
        assert_eq!(cfg.timer_tick, Duration::from_millis(10));
        assert_eq!(cfg.acknowledge_after, Duration::from_millis(2_500));
        assert_eq!(cfg.rest_timeout, Duration::from_millis(100));
        assert_eq!(cfg.repost_after, Duration::from_millis(10));
        let cfg = load("review_secs = 1\nacknowledge_after_ms = 0", &env).unwrap();
        assert_eq!(cfg.review_budget, Duration::from_secs(1));
        assert_eq!(cfg.acknowledge_after, Duration::ZERO);
    }

    /// For a key: a TOML value of the wrong type, and a value of the right type it refuses
    /// (in the file and in the environment), where there is one.
    fn wrong(accepts: Accepts) -> (String, Option<String>, Option<String>) {
        let some = |s: &str| Some(s.to_string());
        match accepts {
            Accepts::Secret => ("5".into(), None, None),
            Accepts::Path => ("5".into(), some("\"\""), None),
            Accepts::Bool => ("\"yes\"".into(), None, some("maybe")),
            Accepts::Whole { min, max } => {
                let refused = if min > 0 {
                    (min - 1).to_string()
                } else if max < u64::MAX {
                    (u128::from(max) + 1).to_string()
                } else {
                    "-1".into()
                };
                ("\"5\"".into(), Some(refused.clone()), Some(refused))
            }
            Accepts::OneOf(_) => ("5".into(), some("\"nope\""), some("nope")),
            Accepts::Ids => ("\"1,2\"".into(), some("[-1]"), some("1,x")),
            Accepts::Shards => (
                "\"0-3/8\"".into(),
                some("{ first = 3, last = 1, total = 4 }"),
                some("3-1/4"),
            ),
            Accepts::Url => ("5".into(), some("\"htp:/x\""), some("127.0.0.1:3000")),
            Accepts::Address => ("9100".into(), some("\"localhost:9100\""), some("localhost")),
            Accepts::PublicKey => ("5".into(), some("\"abc\""), some(&"g".repeat(64))),
            Accepts::Database => ("5".into(), some("\"mysql://x\""), some("postgres://")),
        }
    }

    #[test]
    fn every_key_refuses_a_wrong_type_and_a_wrong_value_in_one_line() {
        for key in KEYS {
            let (wrong_type, wrong_value, wrong_env) = wrong(key.accepts);
            for value in std::iter::once(wrong_type).chain(wrong_value) {
                let text = format!("# a comment\n\n{} = {value}\n", key.name);
                let err = load(&text, &[("DISCORD_TOKEN", "t")]).unwrap_err();
                let said = err.to_string();
                assert!(
                    matches!(&err, ConfigError::BadValue { key: k, .. } if *k == key.name),
                    "{text:?}: {said}"
                );
                let start = format!("config.toml line 3: `{}` must be ", key.name);
                assert!(said.starts_with(&start), "{text:?}: {said}");
                assert!(said.contains(&key.accepts.describe(false)), "{said}");
                assert!(!said.contains('\n'), "{said}");
            }
            if let Some(text) = wrong_env {
                let err = load("", &[("DISCORD_TOKEN", "t"), (key.env, &text)]).unwrap_err();
                let said = err.to_string();
                let start = format!("environment variable {}: `{}` must be ", key.env, key.name);
                assert!(said.starts_with(&start), "{text:?}: {said}");
                assert!(said.contains(&key.accepts.describe(true)), "{said}");
                assert!(!said.contains('\n'), "{said}");
            }
        }
    }

    #[test]
    fn every_word_a_key_lists_is_one_it_takes() {
        for key in KEYS {
            if let Accepts::OneOf(words) = key.accepts {
                for word in words {
                    let toml = toml::Value::String(word.to_string());
                    assert_eq!(
                        check_key(key, Raw::Toml(&toml)),
                        Some(Some(word.to_string())),
                        "{}",
                        key.name
                    );
                    assert!(check_key(key, Raw::Env(word)).is_some(), "{}", key.name);
                }
            }
        }
        // Environment variables are checked names, each once.
        let mut envs: Vec<&str> = KEYS.iter().map(|k| k.env).collect();
        envs.sort_unstable();
        envs.dedup();
        assert_eq!(envs.len(), KEYS.len());
    }

    #[test]
    fn an_https_proxy_and_its_certificate_come_from_file_or_environment() {
        let file = "https_proxy = \"http://egress:3128\"\nextra_root_certificate = \"/etc/ca.pem\"";
        let env = [
            ("DISCORD_TOKEN", "t"),
            ("VITRAIL_HTTPS_PROXY", "http://127.0.0.1:8080"),
        ];
        let cfg = load(file, &env).unwrap();
        assert_eq!(cfg.https_proxy.as_deref(), Some("http://127.0.0.1:8080"));
        assert_eq!(
            cfg.extra_root_certificate,
            Some(PathBuf::from("/etc/ca.pem"))
        );
        assert_eq!(cfg.api_proxy, None);
        let env = [
            ("DISCORD_TOKEN", "t"),
            ("VITRAIL_HTTPS_PROXY", "egress:3128"),
        ];
        assert_eq!(refused_key(&env), Some("https_proxy"));
        let env = [
            ("DISCORD_TOKEN", "t"),
            ("VITRAIL_API_PROXY", "http://proxy/"),
        ];
        assert_eq!(
            load("", &env).unwrap().api_proxy.as_deref(),
            Some("http://proxy/")
        );
    }

    #[test]
    fn unused_tables_close_after_a_day_and_two_weeks_unless_told_otherwise() {
        let cfg = load("", &[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(cfg.idle, IdleLimits::default());
        let text = "lobby_expiry_hours = 0\nidle_game_days = 3";
        let cfg = load(text, &[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(cfg.idle.lobby, None);
        assert_eq!(cfg.idle.game, Some(3 * 24 * 3600));
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_LOBBY_EXPIRY_HOURS", "2")];
        assert_eq!(load("", &env).unwrap().idle.lobby, Some(2 * 3600));
    }

    #[test]
    fn ukrainian_can_be_the_default() {
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_DEFAULT_LOCALE", "uk")];
        assert_eq!(load("", &env).unwrap().default_locale, Locale::Uk);
        let cfg = load("default_locale = \"uk\"", &[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(cfg.default_locale, Locale::Uk);
    }

    #[test]
    fn computer_players_think_one_second_by_default() {
        let cfg = load("", &[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(cfg.think_budget(), Budget::time(Duration::from_secs(1)));
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_THINK_ITERATIONS", "50")];
        let cfg = load("think_ms = 300\ncomputer_pause_ms = 0", &env).unwrap();
        assert_eq!(
            cfg.think_budget(),
            Budget {
                iterations: 50,
                time: Some(Duration::from_millis(300))
            }
        );
        assert_eq!(cfg.computer_pause, Duration::ZERO);
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_THINK_MS", "soon")];
        assert_eq!(refused_key(&env), Some("think_ms"));
        let env = [
            ("DISCORD_TOKEN", "t"),
            ("VITRAIL_THINK_ITERATIONS", "4294967296"),
        ];
        let err = refusal(&env);
        assert!(err.contains("1–4294967295"), "{err}");
    }

    #[test]
    fn hosting_defaults_and_overrides() {
        let cfg = load("", &[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(cfg.hosting, Hosting::default());
        assert!(!cfg.threads);
        assert_eq!(cfg.timer_tick, Duration::from_secs(1));
        let text = "turn_timer = \"1h\"\non_timeout = \"cancel\"\nthreads = true";
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_TURN_TIMER", "10m")];
        let cfg = load(text, &env).unwrap();
        assert_eq!(
            cfg.hosting,
            Hosting {
                timer: TurnTimer::TenMinutes,
                on_timeout: OnTimeout::Cancel,
                hints: Hints::Auto,
            }
        );
        assert!(cfg.threads);
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_TURN_TIMER", "5m")];
        assert_eq!(
            refusal(&env),
            "environment variable VITRAIL_TURN_TIMER: `turn_timer` must be one of off, 2m, 10m, 1h or 24h (got \"5m\")"
        );
    }

    const KEY_HEX: &str = "67c6bd767ca099e79efac9fcce4d2022a63bf7dea780e7f3d813f694c1597089";

    #[test]
    fn interactions_over_http_take_an_address_and_the_public_key() {
        let cfg = load("", &[("DISCORD_TOKEN", "t")]).unwrap();
        assert!(cfg.gateway);
        assert_eq!(cfg.interactions, None);
        let text = format!(
            "gateway = false\ninteractions_addr = \"0.0.0.0:8080\"\npublic_key = \"{}\"",
            KEY_HEX.to_uppercase()
        );
        let cfg = load(&text, &[("DISCORD_TOKEN", "t")]).unwrap();
        assert!(!cfg.gateway);
        let endpoint = cfg.interactions.expect("an endpoint");
        assert_eq!(endpoint.addr, "0.0.0.0:8080".parse().unwrap());
        assert_eq!(endpoint.public_key.hex(), KEY_HEX);
        assert_eq!(endpoint.public_key.0[0], 0x67);
        assert_eq!(endpoint.public_key.0[31], 0x89);
        // The environment, as for every key; the gateway may stay on beside the endpoint.
        let env = [
            ("DISCORD_TOKEN", "t"),
            ("VITRAIL_INTERACTIONS_ADDR", "127.0.0.1:9000"),
            ("VITRAIL_PUBLIC_KEY", KEY_HEX),
            ("VITRAIL_GATEWAY", "yes"),
        ];
        let cfg = load("", &env).unwrap();
        assert!(cfg.gateway);
        assert_eq!(
            cfg.interactions.map(|e| e.addr),
            Some("127.0.0.1:9000".parse().unwrap())
        );
        // A key that is not 64 hex digits is refused in one line, never echoed whole.
        for bad in [
            &KEY_HEX[..63],
            &format!("{KEY_HEX}0"),
            &format!("{}zz", &KEY_HEX[..62]),
        ] {
            let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_PUBLIC_KEY", bad)];
            assert_eq!(refused_key(&env), Some("public_key"), "{bad}");
        }
        let err = refusal(&[("DISCORD_TOKEN", "t"), ("VITRAIL_PUBLIC_KEY", "key")]);
        assert_eq!(
            err,
            "environment variable VITRAIL_PUBLIC_KEY: `public_key` must be the application's public key from the developer portal, 64 hexadecimal digits (got \"key\")"
        );
    }

    #[test]
    fn keys_that_cannot_go_together_are_refused_in_one_line() {
        let refused = |text: &str| load(text, &[("DISCORD_TOKEN", "t")]).unwrap_err();
        // An endpoint nobody can check the signatures of.
        let err = refused("interactions_addr = \"127.0.0.1:8080\"");
        assert_eq!(err, ConfigError::Conflict(NO_PUBLIC_KEY));
        // No gateway and nowhere else for interactions to come.
        let err = refused("gateway = false");
        assert_eq!(err, ConfigError::Conflict(NOWHERE_TO_LISTEN));
        let err = refused(&format!("gateway = false\npublic_key = \"{KEY_HEX}\""));
        assert_eq!(err, ConfigError::Conflict(NOWHERE_TO_LISTEN));
        // Shards without the gateway they are connections of.
        let err = refused(&format!(
            "gateway = false\ninteractions_addr = \"127.0.0.1:8080\"\npublic_key = \"{KEY_HEX}\"\nshards = {{ first = 0, last = 0, total = 2 }}"
        ));
        assert_eq!(err, ConfigError::Conflict(SHARDS_WITHOUT_GATEWAY));
        for err in [NO_PUBLIC_KEY, NOWHERE_TO_LISTEN, SHARDS_WITHOUT_GATEWAY] {
            assert!(!err.contains('\n'), "{err}");
        }
        // A key alone is harmless: the gateway carries the interactions.
        let cfg = load(
            &format!("public_key = \"{KEY_HEX}\""),
            &[("DISCORD_TOKEN", "t")],
        )
        .unwrap();
        assert_eq!(cfg.interactions, None);
    }

    #[test]
    fn logs_are_text_unless_json_is_asked_for() {
        let env = [("DISCORD_TOKEN", "t")];
        assert_eq!(load("", &env).unwrap().log_format, LogFormat::Text);
        let json = "log_format = \"json\"";
        assert_eq!(load(json, &env).unwrap().log_format, LogFormat::Json);
        // The environment overrides the file, both ways.
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_LOG_FORMAT", "text")];
        assert_eq!(load(json, &env).unwrap().log_format, LogFormat::Text);
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_LOG_FORMAT", " json ")];
        assert_eq!(load("", &env).unwrap().log_format, LogFormat::Json);
        // Anything else is refused with the key and what it takes.
        let env = [("DISCORD_TOKEN", "t"), ("VITRAIL_LOG_FORMAT", "JSONL")];
        assert_eq!(
            load("", &env).unwrap_err().to_string(),
            "environment variable VITRAIL_LOG_FORMAT: `log_format` must be one of text or json (got \"JSONL\")"
        );
    }

    /// The `key = value` lines of `config.example.toml`, commented out or not, each with the
    /// text above it back to the previous one.
    fn example_keys(text: &str) -> Vec<(String, toml::Value, String)> {
        let mut found = Vec::new();
        let mut block = String::new();
        for line in text.lines() {
            let setting = line.trim_start_matches('#').trim();
            let name = setting.split(" = ").next().unwrap_or_default();
            let is_key = setting.contains(" = ")
                && !name.is_empty()
                && name.chars().all(|c| c.is_ascii_lowercase() || c == '_');
            match toml::from_str::<toml::Table>(setting) {
                Ok(table) if is_key && table.len() == 1 => {
                    let value = table.get(name).cloned().expect("the line's own key");
                    found.push((name.to_string(), value, std::mem::take(&mut block)));
                }
                _ => {
                    block.push_str(line);
                    block.push('\n');
                }
            }
        }
        found
    }

    #[test]
    fn the_example_file_shows_every_key_in_order_with_its_default_and_variable() {
        let text = include_str!("../config.example.toml");
        // It loads as it is, and keeps the token commented out: it must come from elsewhere.
        let settings = settings_of(text, &[]).unwrap();
        assert_eq!(settings.token, None);
        let found = example_keys(text);
        let names: Vec<&str> = found.iter().map(|(name, ..)| name.as_str()).collect();
        let declared: Vec<&str> = KEYS.iter().map(|k| k.name).collect();
        assert_eq!(names, declared, "config.example.toml's keys");
        for ((name, value, block), key) in found.iter().zip(KEYS) {
            let shown = check_key(key, Raw::Toml(value))
                .unwrap_or_else(|| panic!("config.example.toml: {name} = {value} is refused"));
            if let Some(default) = default_shown(name) {
                assert_eq!(
                    shown.as_deref(),
                    Some(default.as_str()),
                    "config.example.toml shows {name} with another value than its default"
                );
            }
            assert!(
                block.contains(key.env),
                "config.example.toml does not name {} above {name}",
                key.env
            );
        }
    }

    #[test]
    fn the_readme_table_lists_every_key_in_order_with_its_variable_and_default() {
        // Read, not included: the Docker build copies no README (tests/e2e/service.rs).
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
        let readme = std::fs::read_to_string(path).expect("README.md");
        let section = readme
            .split("\n## Configuration\n")
            .nth(1)
            .and_then(|rest| rest.split("\n## ").next())
            .expect("README has a Configuration section");
        let rows: Vec<Vec<&str>> = section
            .lines()
            .filter(|l| l.starts_with("| `"))
            .map(|l| l.split('|').map(str::trim).skip(1).take(3).collect())
            .collect();
        let names: Vec<&str> = rows.iter().map(|r| r[0].trim_matches('`')).collect();
        let declared: Vec<&str> = KEYS.iter().map(|k| k.name).collect();
        assert_eq!(names, declared, "the README's configuration table");
        for (row, key) in rows.iter().zip(KEYS) {
            let env = format!("`{}`", key.env);
            assert!(
                row[1] == env || row[1].starts_with(&format!("{env} (")),
                "README: {} is overridden by {}, not {}",
                key.name,
                key.env,
                row[1]
            );
            let default = match (default_shown(key.name), key.unset) {
                (Some(value), _) => format!("`{value}`"),
                (None, Some(unset)) => unset.to_string(),
                (None, None) => panic!("{} has neither a default nor an unset text", key.name),
            };
            assert_eq!(row[2], default, "README: the default of {}", key.name);
        }
    }

    #[test]
    fn a_key_with_no_default_value_says_what_unset_means() {
        for key in KEYS {
            assert_eq!(
                default_shown(key.name).is_none(),
                key.unset.is_some(),
                "{}",
                key.name
            );
        }
        assert_eq!(key("dev_guilds").unset, Some("empty"));
    }
}
