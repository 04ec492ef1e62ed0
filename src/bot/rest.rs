//! Discord REST failures, described the same way everywhere: counted in the metrics by HTTP
//! status, and logged with Discord's own error code (50013 = missing permissions, 10008 =
//! unknown message…), which is what an operator searches for.

use poise::serenity_prelude as serenity;

/// What Discord answered to a failed call: its HTTP status (0 when no answer came) and its
/// JSON error code (0 when it gave none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Failure {
    pub status: u16,
    pub code: isize,
}

/// Describes and counts a failed REST call.
pub(super) fn failed(error: &serenity::Error) -> Failure {
    let failure = match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => Failure {
            status: response.status_code.as_u16(),
            code: response.error.code,
        },
        _ => Failure { status: 0, code: 0 },
    };
    crate::metrics::rest_error(failure.status);
    failure
}

/// How long a rate-limited call (429) was asked to wait before it is made again, as far as the
/// bot can know: behind `api_proxy` the relay noted it (`relay.rs`); talking to Discord directly,
/// serenity's own limiter waits it out and this is `None`.
pub(super) fn asked_wait(error: &serenity::Error) -> Option<std::time::Duration> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if response.status_code.as_u16() == 429 =>
        {
            super::relay::come_back_in(response.method.as_str(), &response.url)
        }
        _ => None,
    }
}
