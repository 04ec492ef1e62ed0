//! Configuration: an optional TOML file, overridden key by key by environment variables.
//!
//! Every key is documented in `config.example.toml`; keep the two in step.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use crate::ai::Budget;
use crate::games::{Hosting, OnTimeout, TurnTimer};
use crate::i18n::Locale;
use crate::table::expiry::IdleLimits;

/// The file read when neither `--config` nor `VITRAIL_CONFIG` names one.
pub const DEFAULT_CONFIG_FILE: &str = "config.toml";
/// One second of thought per hard decision (on one core).
pub const DEFAULT_THINK_MS: u64 = 1_000;
/// A short pause before each computer move appears.
pub const DEFAULT_COMPUTER_PAUSE_MS: u64 = 1_200;
/// Turn timers are checked every second.
pub const DEFAULT_TIMER_TICK_MS: u64 = 1_000;
/// Discord drops a click not answered within 3 s; one still being worked on is acknowledged first.
pub const DEFAULT_ACKNOWLEDGE_AFTER_MS: u64 = 1_500;
/// A Discord REST call with no answer after this long is given up (and tried again).
pub const DEFAULT_REST_TIMEOUT_MS: u64 = 10_000;
/// The first wait before a table Discord did not take is posted again (doubling each time).
pub const DEFAULT_REPOST_AFTER_MS: u64 = 2_000;
/// How long a game whose channel or thread is gone stays paused before it is cancelled.
pub const DEFAULT_CHANNEL_GONE_CANCEL_S: u64 = 3_600;
/// sled's page cache, in MiB: small enough for a 512 MB server, while the live games and the
/// indexes stay in memory (sled's own default is 1 GiB).
pub const DEFAULT_CACHE_MB: u64 = crate::store::DEFAULT_CACHE_MB;

#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    pub token: String,
    pub data_dir: PathBuf,
    /// The most memory sled's page cache may take, in MiB.
    pub cache_mb: u64,
    pub dev_guilds: Vec<u64>,
    pub default_locale: Locale,
    pub shards: Option<ShardRange>,
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

/// The shards this process runs: `first..=last` out of `total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ConfigError {
    #[error(
        "no Discord token: set DISCORD_TOKEN or `token` in {DEFAULT_CONFIG_FILE} (see README)"
    )]
    MissingToken,
    #[error("cannot read config file {path}: {reason}")]
    Unreadable { path: String, reason: String },
    #[error("invalid config file {path}: {reason}")]
    Invalid { path: String, reason: String },
    #[error("invalid value for {key}: {reason}")]
    BadValue { key: &'static str, reason: String },
}

/// The file's shape: every key optional.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileConfig {
    token: Option<String>,
    data_dir: Option<PathBuf>,
    dev_guilds: Option<Vec<u64>>,
    default_locale: Option<String>,
    shards: Option<ShardRange>,
    one_game_per_channel: Option<bool>,
    api_proxy: Option<String>,
    https_proxy: Option<String>,
    extra_root_certificate: Option<PathBuf>,
    seed: Option<u64>,
    think_ms: Option<u64>,
    think_iterations: Option<u32>,
    computer_pause_ms: Option<u64>,
    turn_timer: Option<String>,
    on_timeout: Option<String>,
    threads: Option<bool>,
    timer_tick_ms: Option<u64>,
    acknowledge_after_ms: Option<u64>,
    clock_offset_file: Option<PathBuf>,
    metrics_addr: Option<String>,
    lobby_expiry_hours: Option<u64>,
    idle_game_days: Option<u64>,
    review_secs: Option<u64>,
    rest_timeout_ms: Option<u64>,
    repost_after_ms: Option<u64>,
    channel_gone_cancel_after_s: Option<u64>,
    cache_mb: Option<u64>,
    log_format: Option<String>,
}

/// Where the store lives and how much memory it may cache: all that `vitrail backup` and
/// `vitrail restore` read of the configuration (they need no token).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoreConfig {
    pub data_dir: PathBuf,
    pub cache_mb: u64,
}

impl Config {
    /// Loads the configuration: `path` if given, else `config.toml` if it exists, then the
    /// environment (`env` is a lookup so tests need not touch the process environment).
    pub fn load(
        path: Option<&Path>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        let file = match path {
            Some(p) => read_file(p)?,
            None if Path::new(DEFAULT_CONFIG_FILE).exists() => {
                read_file(Path::new(DEFAULT_CONFIG_FILE))?
            }
            None => FileConfig::default(),
        };
        Self::merge(file, env)
    }

    /// Loads only the store's keys, like [`Config::load`] but without needing a token.
    pub fn load_store(
        path: Option<&Path>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<StoreConfig, ConfigError> {
        let file = match path {
            Some(p) => read_file(p)?,
            None if Path::new(DEFAULT_CONFIG_FILE).exists() => {
                read_file(Path::new(DEFAULT_CONFIG_FILE))?
            }
            None => FileConfig::default(),
        };
        store_config(&file, env)
    }

    fn merge(
        file: FileConfig,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        let nonempty = |key: &str| env(key).filter(|v| !v.trim().is_empty());
        let StoreConfig { data_dir, cache_mb } = store_config(&file, env)?;
        let token = nonempty("DISCORD_TOKEN")
            .or(file.token)
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .ok_or(ConfigError::MissingToken)?;
        let dev_guilds = match nonempty("VITRAIL_DEV_GUILDS") {
            Some(list) => parse_guilds(&list)?,
            None => file.dev_guilds.unwrap_or_default(),
        };
        let locale_text = nonempty("VITRAIL_DEFAULT_LOCALE").or(file.default_locale);
        let default_locale = match locale_text {
            Some(text) => Locale::from_discord(&text).ok_or_else(|| ConfigError::BadValue {
                key: "default_locale",
                reason: format!("{text:?} is not one of: {}", Locale::codes().join(", ")),
            })?,
            None => Locale::En,
        };
        let shards = match nonempty("VITRAIL_SHARDS") {
            Some(text) => Some(parse_shards(&text)?),
            None => file.shards,
        };
        if let Some(range) = shards {
            validate_shards(range)?;
        }
        let one_game_per_channel = match nonempty("VITRAIL_ONE_GAME_PER_CHANNEL") {
            Some(text) => parse_bool("one_game_per_channel", &text)?,
            None => file.one_game_per_channel.unwrap_or(true),
        };
        let api_proxy = nonempty("VITRAIL_API_PROXY").or(file.api_proxy);
        let https_proxy = nonempty("VITRAIL_HTTPS_PROXY").or(file.https_proxy);
        if let Some(url) = &https_proxy {
            // A mistyped proxy would otherwise only show as every call failing.
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(ConfigError::BadValue {
                    key: "https_proxy",
                    reason: format!("{url:?} is not a URL such as http://proxy.example:3128"),
                });
            }
        }
        let extra_root_certificate = nonempty("VITRAIL_EXTRA_ROOT_CERTIFICATE")
            .map(PathBuf::from)
            .or(file.extra_root_certificate);
        let number = |key: &'static str, var: &str| -> Result<Option<u64>, ConfigError> {
            nonempty(var)
                .map(|text| {
                    text.trim().parse().map_err(|_| ConfigError::BadValue {
                        key,
                        reason: format!("{text:?} is not a whole number"),
                    })
                })
                .transpose()
        };
        let seed = number("seed", "VITRAIL_SEED")?.or(file.seed);
        let think_ms = number("think_ms", "VITRAIL_THINK_MS")?
            .or(file.think_ms)
            .unwrap_or(DEFAULT_THINK_MS);
        let think_iterations = match number("think_iterations", "VITRAIL_THINK_ITERATIONS")? {
            Some(n) => Some(u32::try_from(n).map_err(|_| ConfigError::BadValue {
                key: "think_iterations",
                reason: format!("{n} is too large"),
            })?),
            None => file.think_iterations,
        };
        let computer_pause_ms = number("computer_pause_ms", "VITRAIL_COMPUTER_PAUSE_MS")?
            .or(file.computer_pause_ms)
            .unwrap_or(DEFAULT_COMPUTER_PAUSE_MS);
        let timer_text = nonempty("VITRAIL_TURN_TIMER").or(file.turn_timer);
        let timer = match timer_text {
            Some(text) => text
                .parse::<TurnTimer>()
                .map_err(|reason| ConfigError::BadValue {
                    key: "turn_timer",
                    reason,
                })?,
            None => TurnTimer::Off,
        };
        let on_timeout = match nonempty("VITRAIL_ON_TIMEOUT").or(file.on_timeout) {
            None => OnTimeout::Computer,
            Some(text) => match text.trim() {
                "computer" => OnTimeout::Computer,
                "cancel" => OnTimeout::Cancel,
                other => {
                    return Err(ConfigError::BadValue {
                        key: "on_timeout",
                        reason: format!("{other:?} is not computer or cancel"),
                    })
                }
            },
        };
        let threads = match nonempty("VITRAIL_THREADS") {
            Some(text) => parse_bool("threads", &text)?,
            None => file.threads.unwrap_or(false),
        };
        let timer_tick_ms = number("timer_tick_ms", "VITRAIL_TIMER_TICK_MS")?
            .or(file.timer_tick_ms)
            .unwrap_or(DEFAULT_TIMER_TICK_MS)
            .max(10);
        let acknowledge_after_ms = number("acknowledge_after_ms", "VITRAIL_ACKNOWLEDGE_AFTER_MS")?
            .or(file.acknowledge_after_ms)
            .unwrap_or(DEFAULT_ACKNOWLEDGE_AFTER_MS)
            .min(2_500);
        let clock_offset_file = nonempty("VITRAIL_CLOCK_OFFSET_FILE")
            .map(PathBuf::from)
            .or(file.clock_offset_file);
        let metrics_addr = match nonempty("VITRAIL_METRICS_ADDR").or(file.metrics_addr) {
            Some(text) => Some(text.trim().parse().map_err(|_| ConfigError::BadValue {
                key: "metrics_addr",
                reason: format!("{text:?} is not an address and port such as 127.0.0.1:9100"),
            })?),
            None => None,
        };
        // 0 keeps them open for ever.
        let defaults = IdleLimits::default();
        let limit = |value: Option<u64>, unit: u64, default: Option<u64>| match value {
            Some(0) => None,
            Some(n) => Some(n.saturating_mul(unit)),
            None => default,
        };
        let idle = IdleLimits {
            lobby: limit(
                number("lobby_expiry_hours", "VITRAIL_LOBBY_EXPIRY_HOURS")?
                    .or(file.lobby_expiry_hours),
                3600,
                defaults.lobby,
            ),
            game: limit(
                number("idle_game_days", "VITRAIL_IDLE_GAME_DAYS")?.or(file.idle_game_days),
                24 * 3600,
                defaults.game,
            ),
        };
        let review_secs = number("review_secs", "VITRAIL_REVIEW_SECS")?
            .or(file.review_secs)
            .unwrap_or(30)
            .clamp(1, 300);
        let rest_timeout_ms = number("rest_timeout_ms", "VITRAIL_REST_TIMEOUT_MS")?
            .or(file.rest_timeout_ms)
            .unwrap_or(DEFAULT_REST_TIMEOUT_MS)
            .max(100);
        let repost_after_ms = number("repost_after_ms", "VITRAIL_REPOST_AFTER_MS")?
            .or(file.repost_after_ms)
            .unwrap_or(DEFAULT_REPOST_AFTER_MS)
            .max(10);
        let channel_gone_cancel_after_s = number(
            "channel_gone_cancel_after_s",
            "VITRAIL_CHANNEL_GONE_CANCEL_AFTER_S",
        )?
        .or(file.channel_gone_cancel_after_s)
        .unwrap_or(DEFAULT_CHANNEL_GONE_CANCEL_S);
        let log_format = match nonempty("VITRAIL_LOG_FORMAT").or(file.log_format) {
            Some(text) => text
                .parse::<LogFormat>()
                .map_err(|reason| ConfigError::BadValue {
                    key: "log_format",
                    reason,
                })?,
            None => LogFormat::Text,
        };
        Ok(Config {
            token,
            data_dir,
            cache_mb,
            dev_guilds,
            default_locale,
            shards,
            one_game_per_channel,
            api_proxy,
            https_proxy,
            extra_root_certificate,
            seed,
            think: Duration::from_millis(think_ms),
            think_iterations,
            computer_pause: Duration::from_millis(computer_pause_ms),
            hosting: Hosting { timer, on_timeout },
            threads,
            timer_tick: Duration::from_millis(timer_tick_ms),
            acknowledge_after: Duration::from_millis(acknowledge_after_ms),
            clock_offset_file,
            metrics_addr,
            idle,
            review_budget: Duration::from_secs(review_secs),
            rest_timeout: Duration::from_millis(rest_timeout_ms),
            repost_after: Duration::from_millis(repost_after_ms),
            channel_gone_cancel_after: Duration::from_secs(channel_gone_cancel_after_s),
            log_format,
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

fn store_config(
    file: &FileConfig,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<StoreConfig, ConfigError> {
    let nonempty = |key: &str| env(key).filter(|v| !v.trim().is_empty());
    let data_dir = nonempty("VITRAIL_DATA_DIR")
        .map(PathBuf::from)
        .or_else(|| file.data_dir.clone())
        .unwrap_or_else(|| PathBuf::from("data"));
    let cache_mb = match nonempty("VITRAIL_CACHE_MB") {
        Some(text) => text.trim().parse().map_err(|_| ConfigError::BadValue {
            key: "cache_mb",
            reason: format!("{text:?} is not a whole number"),
        })?,
        None => file.cache_mb.unwrap_or(DEFAULT_CACHE_MB),
    };
    if cache_mb == 0 {
        return Err(ConfigError::BadValue {
            key: "cache_mb",
            reason: "the cache needs at least 1 MiB".into(),
        });
    }
    Ok(StoreConfig { data_dir, cache_mb })
}

fn read_file(path: &Path) -> Result<FileConfig, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|e| ConfigError::Unreadable {
        path: path.display().to_string(),
        reason: e.to_string(),
    })?;
    toml::from_str(&text).map_err(|e| ConfigError::Invalid {
        path: path.display().to_string(),
        reason: e.message().to_string(),
    })
}

fn parse_guilds(list: &str) -> Result<Vec<u64>, ConfigError> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<u64>().map_err(|_| ConfigError::BadValue {
                key: "dev_guilds",
                reason: format!("{s:?} is not a guild id"),
            })
        })
        .collect()
}

/// Parses `FIRST-LAST/TOTAL`, e.g. `0-3/8`.
fn parse_shards(text: &str) -> Result<ShardRange, ConfigError> {
    let bad = || ConfigError::BadValue {
        key: "shards",
        reason: format!("{text:?} is not FIRST-LAST/TOTAL, e.g. 0-3/8"),
    };
    let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
    let (first, last) = range.split_once('-').ok_or_else(bad)?;
    let num = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
    Ok(ShardRange {
        first: num(first)?,
        last: num(last)?,
        total: num(total)?,
    })
}

fn validate_shards(range: ShardRange) -> Result<(), ConfigError> {
    if range.first > range.last || range.last >= range.total {
        return Err(ConfigError::BadValue {
            key: "shards",
            reason: format!(
                "need first <= last < total, got {}-{}/{}",
                range.first, range.last, range.total
            ),
        });
    }
    Ok(())
}

fn parse_bool(key: &'static str, text: &str) -> Result<bool, ConfigError> {
    match text.trim() {
        "true" | "1" | "yes" => Ok(true),
        "false" | "0" | "no" => Ok(false),
        other => Err(ConfigError::BadValue {
            key,
            reason: format!("{other:?} is not true or false"),
        }),
    }
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

    #[test]
    fn missing_token_is_one_clear_error() {
        let err = Config::merge(FileConfig::default(), &env_of(&[])).unwrap_err();
        assert_eq!(err, ConfigError::MissingToken);
        assert!(err.to_string().contains("DISCORD_TOKEN"));
        let blank = Config::merge(FileConfig::default(), &env_of(&[("DISCORD_TOKEN", "  ")]));
        assert_eq!(blank.unwrap_err(), ConfigError::MissingToken);
    }

    #[test]
    fn defaults_need_only_a_token() {
        let cfg =
            Config::merge(FileConfig::default(), &env_of(&[("DISCORD_TOKEN", "abc")])).unwrap();
        assert_eq!(cfg.token, "abc");
        assert_eq!(cfg.data_dir, PathBuf::from("data"));
        assert_eq!(cfg.default_locale, Locale::En);
        assert!(cfg.one_game_per_channel);
        assert_eq!(cfg.shards, None);
        assert!(cfg.dev_guilds.is_empty());
        assert_eq!(cfg.cache_mb, DEFAULT_CACHE_MB);
    }

    #[test]
    fn the_cache_size_comes_from_the_file_or_the_environment() {
        let file: FileConfig = toml::from_str("cache_mb = 128").unwrap();
        let cfg = Config::merge(file, &env_of(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(cfg.cache_mb, 128);
        let file: FileConfig = toml::from_str("cache_mb = 128").unwrap();
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_CACHE_MB", "32")]);
        assert_eq!(Config::merge(file, &env).unwrap().cache_mb, 32);
        for bad in ["0", "lots"] {
            let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_CACHE_MB", bad)]);
            let err = Config::merge(FileConfig::default(), &env).unwrap_err();
            assert!(matches!(
                err,
                ConfigError::BadValue {
                    key: "cache_mb",
                    ..
                }
            ));
        }
    }

    #[test]
    fn the_store_alone_needs_no_token() {
        let file: FileConfig = toml::from_str("data_dir = \"/srv/v\"").unwrap();
        let store = store_config(&file, &env_of(&[])).unwrap();
        assert_eq!(
            store,
            StoreConfig {
                data_dir: PathBuf::from("/srv/v"),
                cache_mb: DEFAULT_CACHE_MB
            }
        );
        let env = env_of(&[("VITRAIL_DATA_DIR", "/elsewhere")]);
        assert_eq!(
            store_config(&file, &env).unwrap().data_dir,
            PathBuf::from("/elsewhere")
        );
    }

    #[test]
    fn environment_overrides_the_file() {
        let file: FileConfig = toml::from_str(
            r#"
            token = "from-file"
            data_dir = "/var/lib/vitrail"
            dev_guilds = [1, 2]
            default_locale = "ru"
            one_game_per_channel = false
            shards = { first = 0, last = 1, total = 4 }
            "#,
        )
        .unwrap();
        let cfg = Config::merge(
            file,
            &env_of(&[("DISCORD_TOKEN", "from-env"), ("VITRAIL_SHARDS", "2-3/4")]),
        )
        .unwrap();
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
    }

    #[test]
    fn bad_values_are_named() {
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_SHARDS", "3-1/4")]);
        let err = Config::merge(FileConfig::default(), &env).unwrap_err();
        assert!(matches!(err, ConfigError::BadValue { key: "shards", .. }));
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_DEV_GUILDS", "12,abc")]);
        let err = Config::merge(FileConfig::default(), &env).unwrap_err();
        assert!(matches!(
            err,
            ConfigError::BadValue {
                key: "dev_guilds",
                ..
            }
        ));
        assert!(toml::from_str::<FileConfig>("colour = 3").is_err());
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_DEFAULT_LOCALE", "de")]);
        let err = Config::merge(FileConfig::default(), &env).unwrap_err();
        assert!(
            matches!(&err, ConfigError::BadValue { key: "default_locale", reason } if reason.contains("en, ru, uk")),
            "{err:?}"
        );
    }

    #[test]
    fn an_https_proxy_and_its_certificate_come_from_file_or_environment() {
        let file: FileConfig = toml::from_str(
            "https_proxy = \"http://egress:3128\"\nextra_root_certificate = \"/etc/ca.pem\"",
        )
        .unwrap();
        let env = env_of(&[
            ("DISCORD_TOKEN", "t"),
            ("VITRAIL_HTTPS_PROXY", "http://127.0.0.1:8080"),
        ]);
        let cfg = Config::merge(file, &env).unwrap();
        assert_eq!(cfg.https_proxy.as_deref(), Some("http://127.0.0.1:8080"));
        assert_eq!(
            cfg.extra_root_certificate,
            Some(PathBuf::from("/etc/ca.pem"))
        );
        assert_eq!(cfg.api_proxy, None);
        let env = env_of(&[
            ("DISCORD_TOKEN", "t"),
            ("VITRAIL_HTTPS_PROXY", "egress:3128"),
        ]);
        let err = Config::merge(FileConfig::default(), &env).unwrap_err();
        assert!(matches!(
            err,
            ConfigError::BadValue {
                key: "https_proxy",
                ..
            }
        ));
    }

    #[test]
    fn unused_tables_close_after_a_day_and_two_weeks_unless_told_otherwise() {
        let cfg = Config::merge(FileConfig::default(), &env_of(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(cfg.idle, IdleLimits::default());
        let file: FileConfig =
            toml::from_str("lobby_expiry_hours = 0\nidle_game_days = 3").unwrap();
        let cfg = Config::merge(file, &env_of(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(cfg.idle.lobby, None);
        assert_eq!(cfg.idle.game, Some(3 * 24 * 3600));
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_LOBBY_EXPIRY_HOURS", "2")]);
        let cfg = Config::merge(FileConfig::default(), &env).unwrap();
        assert_eq!(cfg.idle.lobby, Some(2 * 3600));
    }

    #[test]
    fn ukrainian_can_be_the_default() {
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_DEFAULT_LOCALE", "uk")]);
        let cfg = Config::merge(FileConfig::default(), &env).unwrap();
        assert_eq!(cfg.default_locale, Locale::Uk);
        let file: FileConfig = toml::from_str("default_locale = \"uk\"").unwrap();
        let cfg = Config::merge(file, &env_of(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(cfg.default_locale, Locale::Uk);
    }

    #[test]
    fn computer_players_think_one_second_by_default() {
        let cfg = Config::merge(FileConfig::default(), &env_of(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(cfg.think_budget(), Budget::time(Duration::from_secs(1)));
        assert_eq!(
            cfg.computer_pause,
            Duration::from_millis(DEFAULT_COMPUTER_PAUSE_MS)
        );
        let file: FileConfig = toml::from_str("think_ms = 300\ncomputer_pause_ms = 0").unwrap();
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_THINK_ITERATIONS", "50")]);
        let cfg = Config::merge(file, &env).unwrap();
        assert_eq!(
            cfg.think_budget(),
            Budget {
                iterations: 50,
                time: Some(Duration::from_millis(300))
            }
        );
        assert_eq!(cfg.computer_pause, Duration::ZERO);
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_THINK_MS", "soon")]);
        let err = Config::merge(FileConfig::default(), &env).unwrap_err();
        assert!(matches!(
            err,
            ConfigError::BadValue {
                key: "think_ms",
                ..
            }
        ));
    }

    #[test]
    fn hosting_defaults_and_overrides() {
        let cfg = Config::merge(FileConfig::default(), &env_of(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(cfg.hosting, Hosting::default());
        assert!(!cfg.threads);
        assert_eq!(cfg.timer_tick, Duration::from_secs(1));
        let file: FileConfig =
            toml::from_str("turn_timer = \"1h\"\non_timeout = \"cancel\"\nthreads = true").unwrap();
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_TURN_TIMER", "10m")]);
        let cfg = Config::merge(file, &env).unwrap();
        assert_eq!(
            cfg.hosting,
            Hosting {
                timer: TurnTimer::TenMinutes,
                on_timeout: OnTimeout::Cancel
            }
        );
        assert!(cfg.threads);
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_TURN_TIMER", "5m")]);
        let err = Config::merge(FileConfig::default(), &env).unwrap_err();
        assert!(matches!(
            err,
            ConfigError::BadValue {
                key: "turn_timer",
                ..
            }
        ));
    }

    #[test]
    fn logs_are_text_unless_json_is_asked_for() {
        let cfg = Config::merge(FileConfig::default(), &env_of(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(cfg.log_format, LogFormat::Text);
        let file: FileConfig = toml::from_str("log_format = \"json\"").unwrap();
        let cfg = Config::merge(file, &env_of(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(cfg.log_format, LogFormat::Json);
        // The environment overrides the file, both ways.
        let file: FileConfig = toml::from_str("log_format = \"json\"").unwrap();
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_LOG_FORMAT", "text")]);
        assert_eq!(
            Config::merge(file, &env).unwrap().log_format,
            LogFormat::Text
        );
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_LOG_FORMAT", " json ")]);
        let cfg = Config::merge(FileConfig::default(), &env).unwrap();
        assert_eq!(cfg.log_format, LogFormat::Json);
        // Anything else is refused with the key and what it takes.
        let env = env_of(&[("DISCORD_TOKEN", "t"), ("VITRAIL_LOG_FORMAT", "JSONL")]);
        let err = Config::merge(FileConfig::default(), &env).unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid value for log_format: \"JSONL\" is not text or json"
        );
    }

    #[test]
    fn example_file_parses_and_names_every_key() {
        let text = include_str!("../config.example.toml");
        let file: FileConfig = toml::from_str(text).unwrap();
        // The example keeps the token commented out: it must come from the environment.
        assert!(file.token.is_none());
        for key in [
            "token",
            "data_dir",
            "dev_guilds",
            "default_locale",
            "shards",
            "one_game_per_channel",
            "api_proxy",
            "https_proxy",
            "extra_root_certificate",
            "seed",
            "think_ms",
            "think_iterations",
            "computer_pause_ms",
            "turn_timer",
            "on_timeout",
            "threads",
            "timer_tick_ms",
            "acknowledge_after_ms",
            "clock_offset_file",
            "metrics_addr",
            "lobby_expiry_hours",
            "idle_game_days",
            "rest_timeout_ms",
            "repost_after_ms",
            "channel_gone_cancel_after_s",
            "cache_mb",
            "log_format",
        ] {
            assert!(
                text.contains(key),
                "config.example.toml does not document {key}"
            );
        }
    }
}
