//! The one retry policy for Discord REST calls. A call that meets a passing trouble (a rate
//! limit, Discord's own 5xx, no answer in time) is tried again after a short pause: a few times,
//! or for the response to a click as often as its 3-second window allows; what still fails comes
//! back classified, and a table that could not be posted waits in `held.rs`, retried with
//! [`backoff`], instead of being lost.

use std::future::Future;
use std::time::Duration;

use tokio::time::Instant;

use poise::serenity_prelude as serenity;

use super::rest::{self, Failure};

/// Pauses before the second and the third try of a call.
const PAUSES: [Duration; 2] = [Duration::from_millis(200), Duration::from_millis(800)];
/// The longest `retry_after` a call waits out in place. A longer one gives up at once: a held
/// table waits with [`backoff`], and a click's answer could not wait that long anyway.
const LONGEST_ASKED_WAIT: Duration = Duration::from_secs(10);
/// The longest wait between two tries of a held table.
const BACKOFF_CAP: Duration = Duration::from_secs(300);

/// What a failed call means for the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Trouble {
    /// Rate limited (429), Discord's own trouble (5xx) or no answer in time: try again.
    Passing,
    /// The bot lacks a permission where it posts (403: 50013 Missing Permissions, 50001 Missing
    /// Access).
    Permissions,
    /// The channel or thread is gone (404, 10003).
    ChannelGone,
    /// The message is gone (404, 10008).
    MessageGone,
    /// Too many edits of an old message (30046): post a new one instead.
    EditLimit,
    /// The interaction was already answered (40060): an earlier try got through unanswered.
    AlreadyDone,
    /// Anything else: a mistake on our side, not worth repeating.
    Refused,
    /// The bot is not a member where the game is played and no live click is at hand: the game
    /// waits for the next click, whose interaction carries its table (`voice.rs`).
    NoVoice,
}

impl Trouble {
    pub(super) fn of(failure: Failure) -> Trouble {
        match (failure.status, failure.code) {
            (0 | 429 | 500..=599, _) => Trouble::Passing,
            (_, 50013 | 50001) => Trouble::Permissions,
            (_, 10003) => Trouble::ChannelGone,
            (_, 10008) => Trouble::MessageGone,
            (_, 30046) => Trouble::EditLimit,
            (_, 40060) => Trouble::AlreadyDone,
            _ => Trouble::Refused,
        }
    }
}

/// A call that failed for good: what Discord said, and what it means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Failed {
    pub failure: Failure,
    pub trouble: Trouble,
}

impl std::fmt::Display for Failed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Discord refused ({:?}): HTTP {}, code {}",
            self.trouble, self.failure.status, self.failure.code
        )
    }
}

impl std::error::Error for Failed {}

/// Runs `call`, again after each passing trouble (at most [`PAUSES`]` + 1` tries), waiting at
/// most `timeout` for each answer. `what` names the call in the log.
pub(super) async fn retried<T, F, Fut>(
    what: &'static str,
    timeout: Duration,
    call: F,
) -> Result<T, Failed>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    retried_with(what, timeout, Tries::Few, call).await
}

/// Discord takes the response to a click or a command (its acknowledgement or its answer)
/// within this time of it.
const CALLBACK_WINDOW: Duration = Duration::from_secs(3);

/// How long after a click or command its answer is still tried, once it is acknowledged (an
/// edit or a follow-up: Discord takes them for 15 minutes). A person looks at the message for a
/// few seconds; past this the next table tells them more than a late answer would.
const ANSWER_PATIENCE: Duration = Duration::from_secs(10);

/// How long a call keeps being tried after passing troubles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Tries {
    /// One try, and one more after each of [`PAUSES`].
    Few,
    /// Until a pause would end past this instant (the last pause repeated), however many tries
    /// that makes. Three faults in a row are rare, but among hundreds of clicks they happen,
    /// and the click would fail with time still left.
    Until(Instant),
    /// As [`Tries::Few`], but never again after no answer: for a call Discord cannot recognise
    /// as repeated (a follow-up carries no nonce), which may have been carried out.
    NotRepeatable,
}

impl Tries {
    /// The response to a click or command that arrived at `started`: within Discord's window.
    pub(super) fn response(started: std::time::Instant) -> Tries {
        Tries::Until(Instant::from_std(started) + CALLBACK_WINDOW)
    }

    /// The answer after an acknowledgement of a click or command that arrived at `started`.
    pub(super) fn answer(started: std::time::Instant) -> Tries {
        Tries::Until(Instant::from_std(started) + ANSWER_PATIENCE)
    }

    /// The pause before try number `done + 1`, at least the wait a 429 `asked` for, or `None`
    /// to give up.
    fn pause(self, done: usize, asked: Option<Duration>) -> Option<Duration> {
        let asked = asked.unwrap_or_default();
        if asked > LONGEST_ASKED_WAIT {
            return None;
        }
        match self {
            Tries::Few | Tries::NotRepeatable => PAUSES
                .get(done.checked_sub(1)?)
                .map(|pause| (*pause).max(asked)),
            Tries::Until(deadline) => {
                let pause = PAUSES
                    .get(done.checked_sub(1)?)
                    .or(PAUSES.last())
                    .copied()?
                    .max(asked);
                (Instant::now() + pause < deadline).then_some(pause)
            }
        }
    }
}

/// Runs `call`, again after each passing trouble for as long as `tries` says, waiting at most
/// `timeout` for each answer. `what` names the call in the log.
pub(super) async fn retried_with<T, F, Fut>(
    what: &'static str,
    timeout: Duration,
    tries: Tries,
    mut call: F,
) -> Result<T, Failed>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut done = 0;
    loop {
        done += 1;
        let (failure, asked) = match tokio::time::timeout(timeout, call()).await {
            Ok(Ok(value)) => return Ok(value),
            Ok(Err(e)) => {
                let failure = rest::failed(&e);
                let asked = rest::asked_wait(&e);
                tracing::warn!(what, status = failure.status, code = failure.code, ?asked, error = %e, "REST call failed");
                (failure, asked)
            }
            Err(_) => {
                crate::metrics::rest_error(0);
                tracing::warn!(what, ?timeout, "REST call got no answer in time");
                (Failure { status: 0, code: 0 }, None)
            }
        };
        let trouble = Trouble::of(failure);
        let silent = failure.status == 0;
        match tries.pause(done, asked) {
            Some(_) if silent && tries == Tries::NotRepeatable => {
                return Err(Failed { failure, trouble })
            }
            Some(pause) if trouble == Trouble::Passing => {
                crate::metrics::rest_retry();
                tokio::time::sleep(pause).await;
            }
            _ => return Err(Failed { failure, trouble }),
        }
    }
}

/// A try that Discord says was already answered (40060) got through: only the answer to an
/// earlier try was lost on the way back.
pub(super) fn got_through(sent: Result<(), Failed>) -> Result<(), Failed> {
    match sent {
        Err(Failed {
            trouble: Trouble::AlreadyDone,
            ..
        }) => Ok(()),
        other => other,
    }
}

/// The wait before the `attempt`th (from 1) new try of a held table: `base` doubled each time,
/// at most [`BACKOFF_CAP`].
pub(super) fn backoff(base: Duration, attempt: u32) -> Duration {
    base.saturating_mul(1 << attempt.saturating_sub(1).min(16))
        .min(BACKOFF_CAP)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(status: u16, code: isize) -> Trouble {
        Trouble::of(Failure { status, code })
    }

    #[test]
    fn failures_are_classified_by_status_and_code() {
        assert_eq!(of(429, 0), Trouble::Passing);
        assert_eq!(of(502, 0), Trouble::Passing);
        assert_eq!(of(0, 0), Trouble::Passing);
        assert_eq!(of(403, 50013), Trouble::Permissions);
        assert_eq!(of(404, 10003), Trouble::ChannelGone);
        assert_eq!(of(404, 10008), Trouble::MessageGone);
        assert_eq!(of(400, 30046), Trouble::EditLimit);
        assert_eq!(of(400, 40060), Trouble::AlreadyDone);
        assert_eq!(of(400, 50035), Trouble::Refused);
    }

    #[tokio::test(start_paused = true)]
    async fn a_429s_retry_after_is_waited_out_unless_it_is_too_long() {
        let asked = Some(Duration::from_millis(1500));
        assert_eq!(
            Tries::Few.pause(1, asked),
            Some(Duration::from_millis(1500))
        );
        assert_eq!(
            Tries::Few.pause(2, asked),
            Some(PAUSES[1].max(Duration::from_millis(1500)))
        );
        assert_eq!(Tries::Few.pause(3, asked), None, "still only three tries");
        assert_eq!(
            Tries::Few.pause(1, Some(Duration::from_millis(50))),
            Some(PAUSES[0])
        );
        assert_eq!(Tries::Few.pause(1, Some(Duration::from_secs(11))), None);
        let within = Tries::Until(Instant::now() + Duration::from_secs(3));
        assert_eq!(within.pause(1, asked), Some(Duration::from_millis(1500)));
        assert_eq!(
            within.pause(1, Some(Duration::from_secs(4))),
            None,
            "past the deadline"
        );
    }

    #[test]
    fn backoff_doubles_up_to_its_cap() {
        let base = Duration::from_secs(1);
        assert_eq!(backoff(base, 1), Duration::from_secs(1));
        assert_eq!(backoff(base, 2), Duration::from_secs(2));
        assert_eq!(backoff(base, 4), Duration::from_secs(8));
        assert_eq!(backoff(base, 40), BACKOFF_CAP);
    }

    #[tokio::test]
    async fn passing_troubles_are_tried_again_and_others_are_not() {
        let mut calls = 0;
        let got = retried("test", Duration::from_secs(1), || {
            calls += 1;
            let fail = calls < 3;
            async move {
                if fail {
                    Err(serenity::Error::Other("no answer"))
                } else {
                    Ok(7)
                }
            }
        })
        .await;
        assert_eq!(got, Ok(7));
        assert_eq!(calls, 3);
    }

    /// A call that meets `faults` passing troubles before it gets through, and how often it ran.
    async fn flaky(faults: usize, tries: Tries) -> (Result<u8, Failed>, usize) {
        let mut calls = 0;
        let call = || {
            calls += 1;
            let fail = calls <= faults;
            async move {
                if fail {
                    Err(serenity::Error::Other("no answer"))
                } else {
                    Ok(7)
                }
            }
        };
        let got = retried_with("test", Duration::from_secs(1), tries, call).await;
        (got, calls)
    }

    #[tokio::test(start_paused = true)]
    async fn a_call_with_a_deadline_is_tried_until_the_deadline_not_a_fixed_count() {
        let window = Duration::from_secs(3);
        // Four faults in a row: three tries give up, the 3-second window leaves room for a fifth.
        let (got, calls) = flaky(4, Tries::Few).await;
        assert!(got.is_err());
        assert_eq!(calls, 3);
        let (got, calls) = flaky(4, Tries::Until(Instant::now() + window)).await;
        assert_eq!(got, Ok(7));
        assert_eq!(calls, 5);
        // But never past the deadline.
        let started = Instant::now();
        let (got, calls) = flaky(100, Tries::Until(started + window)).await;
        assert!(got.is_err());
        assert!(
            Instant::now() <= started + window,
            "{:?}",
            started.elapsed()
        );
        assert_eq!(calls, 5);
    }
}
