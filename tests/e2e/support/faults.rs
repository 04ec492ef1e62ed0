//! A fake Discord that can say no: faults injected by route (a rule, for so many requests or
//! until cleared) or at a background rate (the load test's chaos run). A refused request is not
//! carried out; a slow one is carried out and answered late. Every request stays in the log,
//! with the fault it met (`RecordedRequest::fault`), so tests can assert what was retried.
#![allow(dead_code)]

use serde_json::{json, Value};

/// One way Discord says no.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// 429 with `retry_after` (in the body and the `Retry-After` header); `global` adds
    /// `X-RateLimit-Global` as Discord does for the global limit.
    RateLimited { retry_after_ms: u64, global: bool },
    /// 500, 502 or 503.
    ServerError(u16),
    /// 403 Missing Permissions (50013).
    MissingPermissions,
    /// 404 Unknown Channel (10003).
    UnknownChannel,
    /// 404 Unknown Message (10008).
    UnknownMessage,
    /// 400, 30046: too many edits to a message older than an hour.
    EditLimit,
    /// Carried out, but answered only after `delay_ms`.
    Slow { delay_ms: u64 },
}

impl Fault {
    /// Status and body of the refusal (`None` for a slow answer, which is carried out).
    pub(crate) fn refusal(self) -> Option<(u16, Value)> {
        let error = |status: u16, code: u64, message: &str| {
            Some((status, json!({"message": message, "code": code})))
        };
        match self {
            Fault::RateLimited {
                retry_after_ms,
                global,
            } => Some((
                429,
                json!({
                    "message": "You are being rate limited.",
                    "retry_after": retry_after_ms as f64 / 1000.0,
                    "global": global,
                }),
            )),
            Fault::ServerError(status) => error(status, 0, "Internal Server Error"),
            Fault::MissingPermissions => error(403, 50013, "Missing Permissions"),
            Fault::UnknownChannel => error(404, 10003, "Unknown Channel"),
            Fault::UnknownMessage => error(404, 10008, "Unknown Message"),
            Fault::EditLimit => error(
                400,
                30046,
                "Maximum number of edits to messages older than 1 hour reached. Try again later",
            ),
            Fault::Slow { .. } => None,
        }
    }

    /// Headers a refusal carries (a rate limit's).
    pub(crate) fn headers(self) -> Vec<(&'static str, String)> {
        match self {
            Fault::RateLimited {
                retry_after_ms,
                global,
            } => {
                let secs = format!("{:.3}", retry_after_ms as f64 / 1000.0);
                let mut headers = vec![
                    ("retry-after", secs.clone()),
                    ("x-ratelimit-limit", "5".into()),
                    ("x-ratelimit-remaining", "0".into()),
                    ("x-ratelimit-reset-after", secs),
                    (
                        "x-ratelimit-scope",
                        if global { "global" } else { "user" }.into(),
                    ),
                ];
                if global {
                    headers.push(("x-ratelimit-global", "true".into()));
                }
                headers
            }
            _ => Vec::new(),
        }
    }
}

/// A number standing for a webhook's token, as a channel id stands for its channel.
fn token_key(token: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    token.hash(&mut hasher);
    hasher.finish()
}

/// The requests a rule applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Route {
    /// `POST /channels/{id}/messages`: posting a table, results, a reminder.
    PostMessage,
    /// `PATCH /channels/{id}/messages/{id}`: shrinking an old table.
    EditMessage,
    /// `POST /interactions/{id}/{token}/callback`: answering a click or a command.
    Callback,
    /// `POST /webhooks/{app}/{token}`: a follow-up, the way a click posts the next table.
    Followup,
    /// A new message either way: [`Route::PostMessage`] or [`Route::Followup`].
    Post,
    /// `/webhooks/{app}/{token}...`: follow-ups and edits of an answer (rules on it also
    /// cover [`Route::AnswerEdit`], [`Route::Followup`] and [`Route::TokenEdit`]).
    Webhook,
    /// `PATCH /webhooks/{app}/{token}/messages/@original`: an edit of the clicked message
    /// through its click's token (the click's answer, or a later redraw or shrink of that table).
    AnswerEdit,
    /// `PATCH /webhooks/{app}/{token}/messages/{id}`: a table message edited through a click's
    /// token that posted it as a follow-up (the only messages a token edits by id).
    TokenEdit,
    /// A table message edited through the channel or a token: [`Route::EditMessage`],
    /// [`Route::TokenEdit`] or [`Route::AnswerEdit`].
    Edit,
    /// Any REST call after start-up (not the gateway, the bot user or command registration).
    Any,
}

impl Route {
    /// The route of a request and its channel (Discord's "major parameter"), if a rule or a
    /// rate limit can apply to it.
    pub(crate) fn of_request(method: &str, path: &str) -> Option<(Route, Option<u64>)> {
        let segments: Vec<&str> = path
            .strip_prefix("/api/v10/")?
            .split('/')
            .filter(|s| !s.is_empty())
            .collect();
        let route = Route::of(method, &segments)?;
        let channel = match segments.as_slice() {
            ["channels", id, ..] => id.parse().ok(),
            // A webhook's bucket is its own (for a click's, its token's).
            ["webhooks", _, token, ..] => Some(token_key(token)),
            _ => None,
        };
        Some((route, channel))
    }

    fn of(method: &str, segments: &[&str]) -> Option<Route> {
        match (method, segments) {
            ("POST", ["channels", _, "messages"]) => Some(Route::PostMessage),
            ("PATCH", ["channels", _, "messages", _]) => Some(Route::EditMessage),
            ("POST", ["interactions", _, _, "callback"]) => Some(Route::Callback),
            ("PATCH", ["webhooks", _, _, "messages", "@original"]) => Some(Route::AnswerEdit),
            ("PATCH", ["webhooks", _, _, "messages", _]) => Some(Route::TokenEdit),
            ("POST", ["webhooks", _, _]) => Some(Route::Followup),
            (_, ["webhooks", ..]) => Some(Route::Webhook),
            _ => None,
        }
    }

    pub(crate) fn matches(self, route: Route) -> bool {
        self == Route::Any
            || self == route
            || (self == Route::Webhook
                && matches!(
                    route,
                    Route::AnswerEdit | Route::Followup | Route::TokenEdit
                ))
            || (self == Route::Edit
                && matches!(
                    route,
                    Route::EditMessage | Route::TokenEdit | Route::AnswerEdit
                ))
            || (self == Route::Post && matches!(route, Route::PostMessage | Route::Followup))
    }

    /// The faults Discord really gives on this route, for the chaos run.
    fn plausible(self) -> &'static [Fault] {
        const RATE: Fault = Fault::RateLimited {
            retry_after_ms: 300,
            global: false,
        };
        const GLOBAL: Fault = Fault::RateLimited {
            retry_after_ms: 200,
            global: true,
        };
        const SLOW: Fault = Fault::Slow { delay_ms: 1_500 };
        match self {
            Route::PostMessage => &[
                RATE,
                GLOBAL,
                Fault::ServerError(500),
                Fault::ServerError(502),
                Fault::ServerError(503),
                Fault::MissingPermissions,
                Fault::UnknownChannel,
                SLOW,
            ],
            Route::EditMessage => &[
                RATE,
                Fault::ServerError(502),
                Fault::MissingPermissions,
                Fault::UnknownMessage,
                Fault::EditLimit,
                SLOW,
            ],
            Route::TokenEdit => &[
                RATE,
                Fault::ServerError(502),
                Fault::UnknownMessage,
                Fault::EditLimit,
                Fault::Slow { delay_ms: 600 },
            ],
            Route::Callback | Route::Webhook | Route::AnswerEdit | Route::Followup => &[
                RATE,
                Fault::ServerError(500),
                Fault::ServerError(503),
                Fault::Slow { delay_ms: 600 },
            ],
            Route::Any | Route::Post | Route::Edit => &[],
        }
    }
}

/// A fault for the requests of one route, optionally of one channel only.
#[derive(Clone, Debug)]
pub struct Rule {
    pub route: Route,
    pub channel: Option<u64>,
    pub fault: Fault,
    /// How many requests it still refuses; `None` until cleared.
    pub times: Option<usize>,
}

impl Rule {
    /// `fault` on every request of `route` until cleared.
    pub fn always(route: Route, fault: Fault) -> Rule {
        Rule {
            route,
            channel: None,
            fault,
            times: None,
        }
    }

    /// `fault` on the next `times` requests of `route`.
    pub fn times(route: Route, fault: Fault, times: usize) -> Rule {
        Rule {
            times: Some(times),
            ..Rule::always(route, fault)
        }
    }

    pub fn in_channel(mut self, channel: u64) -> Rule {
        self.channel = Some(channel);
        self
    }
}

/// The fake's faults: rules first, then the background rate.
#[derive(Default)]
pub(crate) struct Faults {
    rules: Vec<Rule>,
    /// The share of eligible requests that meet a random plausible fault.
    rate: f64,
    rng: u64,
    /// How many faults were given, by kind.
    pub given: Vec<Fault>,
}

impl Faults {
    pub fn add(&mut self, rule: Rule) {
        self.rules.push(rule);
    }

    pub fn clear(&mut self) {
        self.rules.clear();
        self.rate = 0.0;
    }

    pub fn set_rate(&mut self, rate: f64, seed: u64) {
        self.rate = rate.clamp(0.0, 1.0);
        self.rng = seed | 1;
    }

    fn next(&mut self) -> u64 {
        // xorshift64
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    /// The fault a request meets, if any. A private follow-up (an answer only its clicker
    /// sees) is no [`Route::Followup`], which stands for a new public message.
    pub fn pick(&mut self, method: &str, path: &str, payload: Option<&Value>) -> Option<Fault> {
        let (mut route, channel) = Route::of_request(method, path)?;
        let flags = payload.and_then(|p| p.get("flags")).and_then(Value::as_u64);
        if route == Route::Followup && flags.is_some_and(|f| f & 64 != 0) {
            route = Route::Webhook;
        }
        let rule = self.rules.iter_mut().find(|rule| {
            rule.route.matches(route)
                && rule.times != Some(0)
                && (rule.channel.is_none() || rule.channel == channel)
        });
        let fault = match rule {
            Some(rule) => {
                if let Some(times) = &mut rule.times {
                    *times -= 1;
                }
                Some(rule.fault)
            }
            None if self.rate > 0.0 => {
                let roll = (self.next() % 1_000_000) as f64 / 1_000_000.0;
                let faults = route.plausible();
                (roll < self.rate && !faults.is_empty())
                    .then(|| faults[(self.next() % faults.len() as u64) as usize])
            }
            None => None,
        };
        self.given.extend(fault);
        fault
    }
}
