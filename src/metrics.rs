//! What an operator watches: Prometheus metrics, served by the optional listener
//! (`metrics_addr`, `bot/health.rs`). The bot records through the functions below wherever the
//! thing happens; each is a few atomic operations, so recording costs nothing worth measuring.
//! Metric names are listed in docs/operations.md ("Health and metrics").

use std::sync::LazyLock;
use std::time::Duration;

use prometheus::{
    Encoder, Histogram, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGaugeVec, Opts,
    Registry, TextEncoder,
};

/// Every metric the bot keeps.
struct Metrics {
    registry: Registry,
    clicks: IntCounter,
    moves: IntCounterVec,
    answer_seconds: Histogram,
    late_acknowledgements: IntCounter,
    rest_errors: IntCounterVec,
    rest_retries: IntCounter,
    rate_limit_waits: IntCounterVec,
    tables_held: IntCounter,
    table_posts: IntCounterVec,
    store_write_seconds: Histogram,
    thinking_seconds: HistogramVec,
    picture_bytes: HistogramVec,
    render_seconds: HistogramVec,
    games: IntGaugeVec,
}

/// Answer times around Discord's 3-s limit; 1.5 s is where a click is acknowledged instead.
const ANSWER_BUCKETS: &[f64] = &[0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0];
const WRITE_BUCKETS: &[f64] = &[0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0];
const THINKING_BUCKETS: &[f64] = &[0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 5.0];
const RENDER_BUCKETS: &[f64] = &[0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0];
const BYTE_BUCKETS: &[f64] = &[
    10_000.0,
    25_000.0,
    50_000.0,
    100_000.0,
    200_000.0,
    400_000.0,
    1_000_000.0,
];

impl Metrics {
    fn new() -> Result<Metrics, prometheus::Error> {
        let registry = Registry::new_custom(Some("vitrail".into()), None)?;
        let histogram = |name: &str, help: &str, buckets: &[f64]| {
            Histogram::with_opts(HistogramOpts::new(name, help).buckets(buckets.to_vec()))
        };
        let by_game = |name: &str, help: &str, buckets: &[f64]| {
            let opts = HistogramOpts::new(name, help).buckets(buckets.to_vec());
            HistogramVec::new(opts, &["game"])
        };
        let metrics = Metrics {
            clicks: IntCounter::new("clicks_total", "Button and menu clicks received")?,
            moves: IntCounterVec::new(
                Opts::new(
                    "moves_total",
                    "Moves applied to games, by people and computers",
                ),
                &["game"],
            )?,
            answer_seconds: histogram(
                "answer_seconds",
                "Time from a click's arrival to its answer",
                ANSWER_BUCKETS,
            )?,
            late_acknowledgements: IntCounter::new(
                "late_acknowledgements_total",
                "Clicks acknowledged before their answer because the answer took too long",
            )?,
            rest_errors: IntCounterVec::new(
                Opts::new(
                    "rest_errors_total",
                    "Discord REST calls that failed, by HTTP status",
                ),
                &["status"],
            )?,
            rest_retries: IntCounter::new(
                "rest_retries_total",
                "Discord REST calls tried again after a rate limit, a 5xx or no answer",
            )?,
            rate_limit_waits: IntCounterVec::new(
                Opts::new(
                    "rate_limit_waits_total",
                    "Waits of serenity's rate limiter before a Discord REST call, by scope",
                ),
                &["scope"],
            )?,
            tables_held: IntCounter::new(
                "tables_held_total",
                "Table messages Discord did not take at first, posted again later",
            )?,
            table_posts: IntCounterVec::new(
                Opts::new(
                    "table_posts_total",
                    "Table messages posted, by route: through a click (`interaction`, not bound \
                     to Discord's global limit) or to the channel (`channel`)",
                ),
                &["route"],
            )?,
            store_write_seconds: histogram(
                "store_write_seconds",
                "Time to store and flush a change",
                WRITE_BUCKETS,
            )?,
            thinking_seconds: by_game(
                "computer_thinking_seconds",
                "Time a computer player thought about one decision",
                THINKING_BUCKETS,
            )?,
            picture_bytes: by_game("picture_bytes", "Size of each PNG posted", BYTE_BUCKETS)?,
            render_seconds: by_game("render_seconds", "Time to draw one PNG", RENDER_BUCKETS)?,
            games: IntGaugeVec::new(
                Opts::new(
                    "games",
                    "Games in a lobby or being played, by kind and state",
                ),
                &["game", "state"],
            )?,
            registry,
        };
        let collectors: [Box<dyn prometheus::core::Collector>; 14] = [
            Box::new(metrics.rest_retries.clone()),
            Box::new(metrics.table_posts.clone()),
            Box::new(metrics.rate_limit_waits.clone()),
            Box::new(metrics.tables_held.clone()),
            Box::new(metrics.clicks.clone()),
            Box::new(metrics.moves.clone()),
            Box::new(metrics.answer_seconds.clone()),
            Box::new(metrics.late_acknowledgements.clone()),
            Box::new(metrics.rest_errors.clone()),
            Box::new(metrics.store_write_seconds.clone()),
            Box::new(metrics.thinking_seconds.clone()),
            Box::new(metrics.picture_bytes.clone()),
            Box::new(metrics.render_seconds.clone()),
            Box::new(metrics.games.clone()),
        ];
        for collector in collectors {
            metrics.registry.register(collector)?;
        }
        Ok(metrics)
    }
}

/// The metrics, or `None` if they could not be defined (then nothing is recorded and the
/// listener says so; a test defines them).
static METRICS: LazyLock<Option<Metrics>> = LazyLock::new(|| match Metrics::new() {
    Ok(metrics) => Some(metrics),
    Err(e) => {
        tracing::error!(error = %e, "cannot define the metrics");
        None
    }
});

fn with(record: impl FnOnce(&Metrics)) {
    if let Some(metrics) = METRICS.as_ref() {
        record(metrics);
    }
}

/// A click arrived.
pub fn click() {
    with(|m| m.clicks.inc());
}

/// A move of `game` was applied.
pub fn moved(game: &str) {
    with(|m| m.moves.with_label_values(&[game]).inc());
}

/// A click was answered `elapsed` after it arrived.
pub fn answered(elapsed: Duration) {
    with(|m| m.answer_seconds.observe(elapsed.as_secs_f64()));
}

/// A click's answer was late, so it was acknowledged first.
pub fn acknowledged_late() {
    with(|m| m.late_acknowledgements.inc());
}

/// A Discord REST call is tried again.
pub fn rest_retry() {
    with(|m| m.rest_retries.inc());
}

/// serenity's rate limiter waits before a call: `global` for the bot's global limit, else the
/// call's route.
pub fn rate_limit_wait(global: bool) {
    let scope = if global { "global" } else { "route" };
    with(|m| m.rate_limit_waits.with_label_values(&[scope]).inc());
}

/// A table message Discord did not take waits to be posted again.
pub fn table_held() {
    with(|m| m.tables_held.inc());
}

/// A table message was posted, through a click's interaction or to the channel.
pub fn table_posted(through_interaction: bool) {
    let route = if through_interaction {
        "interaction"
    } else {
        "channel"
    };
    with(|m| m.table_posts.with_label_values(&[route]).inc());
}

/// A Discord REST call failed with `status` ("0" when no answer came).
pub fn rest_error(status: u16) {
    with(|m| {
        m.rest_errors
            .with_label_values(&[&status.to_string()])
            .inc()
    });
}

/// A change was stored and flushed in `elapsed`.
pub fn store_write(elapsed: Duration) {
    with(|m| m.store_write_seconds.observe(elapsed.as_secs_f64()));
}

/// A computer player of `game` thought for `elapsed`.
pub fn thought(game: &str, elapsed: Duration) {
    with(|m| {
        let seconds = elapsed.as_secs_f64();
        m.thinking_seconds
            .with_label_values(&[game])
            .observe(seconds);
    });
}

/// A picture of `game` of `bytes` bytes was drawn in `elapsed`.
pub fn rendered(game: &str, bytes: usize, elapsed: Duration) {
    with(|m| {
        let (size, seconds) = (bytes as f64, elapsed.as_secs_f64());
        m.picture_bytes.with_label_values(&[game]).observe(size);
        m.render_seconds.with_label_values(&[game]).observe(seconds);
    });
}

/// Sets the count of active games: `(game, state, count)` for every pair that has any (the
/// others are reset to zero).
pub fn set_games(counts: &[(&str, &str, i64)]) {
    with(|m| {
        m.games.reset();
        for (game, state, count) in counts {
            m.games.with_label_values(&[game, state]).set(*count);
        }
    });
}

/// Every metric in Prometheus' text format, or `None` if the metrics could not be defined.
pub fn render() -> Option<String> {
    let metrics = METRICS.as_ref()?;
    let mut out = Vec::new();
    TextEncoder::new()
        .encode(&metrics.registry.gather(), &mut out)
        .ok()?;
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metrics_are_defined_and_render_what_was_recorded() {
        click();
        moved("sagrada");
        answered(Duration::from_millis(120));
        rest_error(429);
        rendered("uzory", 30_000, Duration::from_millis(12));
        set_games(&[("sintra", "playing", 3)]);
        let text = render().expect("metrics defined");
        for line in [
            "vitrail_clicks_total",
            "vitrail_moves_total{game=\"sagrada\"}",
            "vitrail_answer_seconds_bucket{le=\"0.25\"}",
            "vitrail_rest_errors_total{status=\"429\"}",
            "vitrail_picture_bytes_count{game=\"uzory\"}",
            "vitrail_games{game=\"sintra\",state=\"playing\"} 3",
        ] {
            assert!(text.contains(line), "{line} missing from\n{text}");
        }
    }
}
