//! Discord's per-route rate limits, kept by the fake for the routes a test limits: each answer
//! on such a route carries the `X-RateLimit-*` headers serenity's limiter reads, and a request
//! past the limit is refused with 429 and `retry_after`, as Discord does. Buckets are per route
//! and channel (Discord's "major parameter").
#![allow(dead_code)]

use std::collections::HashMap;
use std::time::{Duration, Instant, SystemTime};

use super::faults::Route;

/// What the limit says about one request.
pub(crate) struct Verdict {
    pub headers: Vec<(&'static str, String)>,
    /// Refused: the time left until the bucket refills.
    pub refused: Option<Duration>,
    /// Refused by the bot-wide limit rather than the route's.
    pub global: bool,
}

#[derive(Default)]
pub(crate) struct Buckets {
    /// Requests allowed per window, by route.
    limits: HashMap<Route, (u32, Duration)>,
    windows: HashMap<(Route, Option<u64>), Window>,
    /// Discord's global limit, requests a second for every route but the interactions' (off
    /// unless a test turns it on).
    global: Option<(u32, Window)>,
}

/// Whether a request counts toward Discord's global limit: "interaction endpoints are not
/// bound to the bot's global rate limit" (a click's callback, its answer's edits and its
/// follow-ups).
pub(crate) fn globally_limited(path: &str) -> bool {
    !(path.starts_with("/api/v10/interactions/") || path.starts_with("/api/v10/webhooks/"))
}

struct Window {
    opened: Instant,
    used: u32,
}

/// Seconds with millisecond precision, rounded up: a client that waits what it is told never
/// arrives before the bucket refills.
fn seconds(duration: Duration) -> String {
    let millis = duration.as_micros().div_ceil(1000);
    format!("{}.{:03}", millis / 1000, millis % 1000)
}

impl Buckets {
    pub fn limit(&mut self, route: Route, limit: u32, window: Duration) {
        self.limits.insert(route, (limit.max(1), window));
    }

    /// Enforces Discord's global limit: `per_second` requests a second on every route but the
    /// interaction endpoints, then 429 with `X-RateLimit-Global`.
    pub fn limit_globally(&mut self, per_second: u32) {
        let window = Window {
            opened: Instant::now(),
            used: 0,
        };
        self.global = Some((per_second.max(1), window));
    }

    /// Counts a request against the global limit, then its route's bucket, if limited.
    pub fn take(&mut self, method: &str, path: &str, now: Instant) -> Option<Verdict> {
        if let Some((limit, window)) = self.global.as_mut().filter(|_| globally_limited(path)) {
            let second = Duration::from_secs(1);
            if now >= window.opened + second {
                *window = Window {
                    opened: now,
                    used: 0,
                };
            }
            if window.used >= *limit {
                let retry_after = (window.opened + second).saturating_duration_since(now);
                return Some(Verdict {
                    headers: vec![
                        ("retry-after", seconds(retry_after)),
                        ("x-ratelimit-global", "true".into()),
                        ("x-ratelimit-scope", "global".into()),
                    ],
                    refused: Some(retry_after),
                    global: true,
                });
            }
            window.used += 1;
        }
        let (route, channel) = Route::of_request(method, path)?;
        // A limit on a family of routes ([`Route::Webhook`]) makes one bucket of them.
        let (&route, &(limit, span)) = self
            .limits
            .get_key_value(&route)
            .or_else(|| self.limits.iter().find(|(on, _)| on.matches(route)))?;
        let window = self.windows.entry((route, channel)).or_insert(Window {
            opened: now,
            used: 0,
        });
        if now >= window.opened + span {
            *window = Window {
                opened: now,
                used: 0,
            };
        }
        let reset_after = (window.opened + span).saturating_duration_since(now);
        let refused = window.used >= limit;
        if !refused {
            window.used += 1;
        }
        let reset = (SystemTime::now() + reset_after)
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap_or_default();
        let mut headers = vec![
            ("x-ratelimit-limit", limit.to_string()),
            ("x-ratelimit-remaining", (limit - window.used).to_string()),
            ("x-ratelimit-reset", seconds(reset)),
            ("x-ratelimit-reset-after", seconds(reset_after)),
            (
                "x-ratelimit-bucket",
                format!("fake-{route:?}").to_lowercase(),
            ),
        ];
        if refused {
            headers.push(("retry-after", seconds(reset_after)));
            headers.push(("x-ratelimit-scope", "user".into()));
        }
        Some(Verdict {
            headers,
            refused: refused.then_some(reset_after),
            global: false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const POST: &str = "/api/v10/channels/7/messages";

    fn header<'a>(verdict: &'a Verdict, name: &str) -> &'a str {
        verdict
            .headers
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no {name}"))
    }

    #[test]
    fn a_bucket_refuses_past_its_limit_until_its_window_ends() {
        let mut buckets = Buckets::default();
        let start = Instant::now();
        assert!(buckets.take("POST", POST, start).is_none(), "unlimited");
        buckets.limit(Route::PostMessage, 2, Duration::from_millis(1000));
        let first = buckets.take("POST", POST, start).unwrap();
        assert_eq!(header(&first, "x-ratelimit-remaining"), "1");
        assert_eq!(header(&first, "x-ratelimit-reset-after"), "1.000");
        let second = buckets.take("POST", POST, start).unwrap();
        assert_eq!(header(&second, "x-ratelimit-remaining"), "0");
        assert!(second.refused.is_none());
        let later = start + Duration::from_millis(400);
        let third = buckets.take("POST", POST, later).unwrap();
        assert_eq!(third.refused, Some(Duration::from_millis(600)));
        assert_eq!(header(&third, "retry-after"), "0.600");
        // Another channel has its own bucket; the window's end refills this one.
        assert!(buckets
            .take("POST", "/api/v10/channels/8/messages", later)
            .unwrap()
            .refused
            .is_none());
        let refilled = buckets.take("POST", POST, start + Duration::from_millis(1000));
        assert!(refilled.unwrap().refused.is_none());
    }

    #[test]
    fn the_global_limit_counts_every_route_but_the_interactions() {
        let mut buckets = Buckets::default();
        buckets.limit_globally(2);
        let start = Instant::now();
        let click = "/api/v10/interactions/1/token/callback";
        let followup = "/api/v10/webhooks/1/token";
        for _ in 0..5 {
            assert!(buckets.take("POST", click, start).is_none());
            assert!(buckets.take("POST", followup, start).is_none());
        }
        assert!(buckets.take("GET", "/api/v10/gateway", start).is_none());
        assert!(buckets.take("POST", POST, start).is_none());
        let third = buckets.take("POST", POST, start).unwrap();
        assert!(third.global && third.refused.is_some_and(|d| d <= Duration::from_secs(1)));
        assert_eq!(header(&third, "x-ratelimit-global"), "true");
        let next_second = start + Duration::from_secs(1);
        assert!(buckets.take("POST", POST, next_second).is_none());
    }

    #[test]
    fn times_are_rounded_up_to_the_millisecond() {
        assert_eq!(seconds(Duration::from_micros(1_200_001)), "1.201");
        assert_eq!(seconds(Duration::ZERO), "0.000");
    }
}
