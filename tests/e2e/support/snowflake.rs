//! Discord-style snowflake ids for everything the fake (or a test) invents.
#![allow(dead_code)]

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds between the Unix epoch and the Discord epoch (2015-01-01T00:00:00Z).
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

static LAST: AtomicU64 = AtomicU64::new(0);

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(DISCORD_EPOCH_MS)
}

/// A fresh snowflake: the current time in its top bits, strictly greater than every snowflake
/// handed out before in this process (so ids sort in creation order, as on Discord).
pub fn next() -> u64 {
    let from_clock = now_ms().saturating_sub(DISCORD_EPOCH_MS) << 22;
    let mut prev = LAST.load(Ordering::Relaxed);
    loop {
        let candidate = from_clock.max(prev + 1);
        match LAST.compare_exchange_weak(prev, candidate, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => return candidate,
            Err(actual) => prev = actual,
        }
    }
}

/// Unix milliseconds encoded in a snowflake.
pub fn unix_ms(id: u64) -> u64 {
    (id >> 22) + DISCORD_EPOCH_MS
}

/// ISO-8601 timestamp (UTC, millisecond precision) for a snowflake, as Discord writes it.
pub fn timestamp_of(id: u64) -> String {
    iso8601(unix_ms(id))
}

/// ISO-8601 timestamp for the current instant.
pub fn timestamp_now() -> String {
    iso8601(now_ms())
}

/// Formats Unix milliseconds as `YYYY-MM-DDTHH:MM:SS.mmm+00:00`.
pub fn iso8601(ms: u64) -> String {
    let secs = ms / 1000;
    let millis = ms % 1000;
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let (h, m, s) = (rem / 3600, (rem % 3600) / 60, rem % 60);
    // Civil-from-days (proleptic Gregorian), valid for all dates after 1970.
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{h:02}:{m:02}:{s:02}.{millis:03}+00:00")
}
