//! "🎓 Review my game" under a game's results: the coach ([`crate::table::review`]) examines
//! the clicker's own decisions in the background and answers privately with the three it likes
//! least, each with a replay button at that moment.
//!
//! Reviews are bounded: at most one per core left free for live games (at least one), each
//! within the configured time of one core, never queued (a busy coach says so), and run on
//! their own thread, outside the pool of cores live games' pictures and engines wait for, at
//! the lowest scheduling priority: when the machine is busy, live clicks come first.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, LazyLock};

use poise::serenity_prelude::{
    Builder as _, ComponentInteraction, CreateActionRow, Http, ReactionType,
};
use tokio::sync::Semaphore;

use super::answer::Reply;
use super::data::Data;
use super::replay::finished_game;
use super::screen::Screen;
use super::screens::open_button;
use super::work::heavy;
use crate::game::Seat;
use crate::i18n::{Locale, RecordText, Text};
use crate::table::review::Review;
use crate::table::GameRecord;

/// Reviews that may run at once: one per core left free, at least one.
static REVIEWERS: LazyLock<Semaphore> = LazyLock::new(|| {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    Semaphore::new(cores.saturating_sub(1).max(1))
});

/// Work to start once the click is answered.
pub(super) type Job = Pin<Box<dyn Future<Output = ()> + Send>>;

/// A click on the Review button: the private answer now, and the review to run once it is sent
/// (its answer follows up the click).
pub(super) async fn click(
    http: &Arc<Http>,
    data: &Data,
    interaction: &ComponentInteraction,
    locale: Locale,
) -> (Reply, Option<Job>) {
    let refuse = |text: Text| {
        let screen = Screen {
            content: locale.text(&text),
            ..Screen::default()
        };
        (Reply::Private(screen), None)
    };
    let Ok(id) = super::custom_id::ComponentId::decode(&interaction.data.custom_id) else {
        return refuse(Text::Garbled);
    };
    let guild = Some(super::place::of_click(interaction).place);
    let record = match finished_game(data, guild, id.game) {
        Ok(record) => record,
        Err(text) => return refuse(text),
    };
    let Some(seat) = record.seat_index(interaction.user.id.get()) else {
        return refuse(RecordText::ReviewNotPlayer.into());
    };
    let token = interaction.token.clone();
    match begin(http.clone(), data, record, Seat(seat), token, locale).await {
        Ok((started, job)) => (Reply::Private(started), Some(job)),
        Err(text) => refuse(text),
    }
}

/// Starts the review of `seat`'s decisions in the finished `record`: what to tell them now
/// (how many decisions, how long), and the job that thinks and then follows `token` up
/// privately with the findings. Refused when every coach is busy or there is nothing to review.
pub(super) async fn begin(
    http: Arc<Http>,
    data: &Data,
    record: GameRecord,
    seat: Seat,
    token: String,
    locale: Locale,
) -> Result<(Screen, Job), Text> {
    let permit = REVIEWERS
        .try_acquire()
        .map_err(|_| Text::from(RecordText::ReviewBusy))?;
    let budget = data.config.review_budget;
    let kind = crate::table::object::kind(record.kind);
    let planned = {
        let record = record.clone();
        heavy(move || kind.review_plan(&record, seat, budget)).await
    };
    let (decisions, time) = planned;
    if decisions == 0 {
        return Err(RecordText::ReviewNothing.into());
    }
    let started = RecordText::ReviewStarted {
        decisions,
        seconds: time.as_secs().max(1),
    };
    let started = Screen {
        content: locale.text(&started.into()),
        ..Screen::default()
    };
    let job = async move {
        let _permit = permit;
        let seed = record.id.0 ^ u64::from(seat.0).rotate_left(40);
        let reviewed = on_low_priority_thread(move || {
            let review = kind.review(&record, seat, budget, seed, locale);
            (record, review)
        })
        .await;
        let Some((record, review)) = reviewed else {
            tracing::error!("a review failed");
            return;
        };
        let answer = answer(&record, &review, locale).ephemeral_later();
        if let Err(e) = answer.execute(&http, (None, &token)).await {
            let super::rest::Failure { status, code } = super::rest::failed(&e);
            tracing::warn!(status, code, error = %e, "could not send a review");
        }
    };
    Ok((started, Box::pin(job)))
}

/// The name of a review's thread (as `ps -T` and `/proc/<pid>/task/*/comm` show it).
pub const REVIEW_THREAD: &str = "vitrail-review";

/// Runs `work` on a new thread at the lowest scheduling priority; `None` if it could not start
/// or panicked.
pub(super) async fn on_low_priority_thread<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let (done, result) = tokio::sync::oneshot::channel();
    let started = std::thread::Builder::new()
        .name(REVIEW_THREAD.into())
        .spawn(move || {
            lower_this_threads_priority();
            // The receiver only goes away if the bot is stopping: nothing to tell then.
            let _ = done.send(work());
        });
    if let Err(e) = started {
        tracing::error!(error = %e, "could not start a review thread");
        return None;
    }
    result.await.ok()
}

/// Gives the calling thread the weakest claim on a core: Linux's idle scheduling class, whose
/// threads run only on time no other thread wants and give way at once when a live game's
/// thread wakes (a nice value alone still shares a core in slices), and nice 19 as well.
fn lower_this_threads_priority() {
    #[cfg(target_os = "linux")]
    {
        let idle = libc::sched_param { sched_priority: 0 };
        // SAFETY: both calls only read their arguments. On Linux the scheduling class and the
        // nice value belong to the thread, and `0` names the calling one. The nice value comes
        // first: once idle, on a busy machine the thread may wait seconds for its next slice.
        let refused = unsafe {
            libc::setpriority(libc::PRIO_PROCESS, 0, 19) != 0
                || libc::sched_setscheduler(0, libc::SCHED_IDLE, &idle) != 0
        };
        if refused {
            tracing::warn!("could not lower a review thread's priority");
        }
    }
}

/// The review as a private message: the findings, worst first, each with a button replaying
/// the game at that decision.
fn answer(record: &GameRecord, review: &Review, locale: Locale) -> Screen {
    let mut lines = vec![locale.text(
        &RecordText::ReviewTitle {
            id: record.id.to_string(),
            decisions: review.decisions,
        }
        .into(),
    )];
    if review.findings.is_empty() {
        lines.push(locale.text(&RecordText::ReviewClean.into()));
    }
    let mut buttons = Vec::new();
    for (i, finding) in review.findings.iter().enumerate() {
        let line = RecordText::ReviewFinding {
            place: i + 1,
            move_number: finding.position + 1,
            played: finding.played.clone(),
            preferred: finding.preferred.clone(),
            gain: finding.gain,
            spread: finding.spread,
        };
        lines.push(locale.text(&line.into()));
        let label = RecordText::ReviewMoment {
            move_number: finding.position + 1,
        };
        buttons.push(
            open_button(record, finding.position as u64, locale)
                .label(locale.text(&label.into()))
                .emoji(ReactionType::Unicode("⏪".into())),
        );
    }
    Screen {
        content: lines.join("\n"),
        rows: if buttons.is_empty() {
            Vec::new()
        } else {
            vec![CreateActionRow::Buttons(buttons)]
        },
        ..Screen::default()
    }
}
