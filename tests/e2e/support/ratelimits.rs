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
}

#[derive(Default)]
pub(crate) struct Buckets {
    /// Requests allowed per window, by route.
    limits: HashMap<Route, (u32, Duration)>,
    windows: HashMap<(Route, Option<u64>), Window>,
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

    /// Counts a request against its bucket, if its route is limited.
    pub fn take(&mut self, method: &str, path: &str, now: Instant) -> Option<Verdict> {
        let (route, channel) = Route::of_request(method, path)?;
        let &(limit, span) = self.limits.get(&route)?;
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
    fn times_are_rounded_up_to_the_millisecond() {
        assert_eq!(seconds(Duration::from_micros(1_200_001)), "1.201");
        assert_eq!(seconds(Duration::ZERO), "0.000");
    }
}
