//! Answering a click in time. Discord drops a click that gets no answer within 3 seconds (the
//! person sees "This interaction failed"). Most clicks are answered in well under a second, but
//! under load one may wait for its game's lock or for a core; such a click is acknowledged after
//! `acknowledge_after` (a deferred update: nothing visible changes), and its answer follows as
//! an edit of the clicked message or a private follow-up. A slow command is acknowledged the
//! same way, with Discord's "thinking…" in place of its answer until the answer comes.

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use poise::serenity_prelude::{
    ComponentInteraction, CreateInteractionResponse, Http, MessageFlags,
};
use tokio::sync::Mutex;
use tokio::task::JoinHandle;

use super::data::{Context, Error};
use super::retry::{got_through, retried_with, Failed, Tries, Trouble};
use super::screen::Screen;

/// How a screen answers the click.
pub(super) enum Reply {
    /// Redraw the clicked message, for everybody who sees it.
    Update(Screen),
    /// A new message only the clicker sees.
    Private(Screen),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Waiting,
    Acknowledged,
    Answered,
}

/// One click being worked on. Create it as the click arrives and [`Pending::answer`] it once.
pub(super) struct Pending {
    http: Arc<Http>,
    interaction: ComponentInteraction,
    state: Arc<Mutex<State>>,
    watchdog: Option<JoinHandle<()>>,
    /// When the click arrived, for the answer-time metric.
    started: Instant,
}

impl Pending {
    /// Starts the watch on a click; with `acknowledge_after` zero, every click is acknowledged
    /// first, before any work.
    pub(super) async fn start(
        http: Arc<Http>,
        interaction: &ComponentInteraction,
        acknowledge_after: Duration,
    ) -> Pending {
        let started = Instant::now();
        let state = Arc::new(Mutex::new(State::Waiting));
        // Acknowledging a click that is not answered in time, rather than every click first.
        let late = !acknowledge_after.is_zero();
        let acknowledge = {
            let (http, interaction, state) = (http.clone(), interaction.clone(), state.clone());
            async move {
                let mut state = state.lock().await;
                if *state != State::Waiting {
                    return;
                }
                match acknowledge(&http, &interaction, started).await {
                    Ok(()) => {
                        *state = State::Acknowledged;
                        if late {
                            crate::metrics::acknowledged_late();
                        }
                    }
                    Err(failed) => {
                        tracing::warn!(?failed, "could not acknowledge a slow click");
                    }
                }
            }
        };
        let watchdog = if acknowledge_after.is_zero() {
            acknowledge.await;
            None
        } else {
            Some(tokio::spawn(async move {
                tokio::time::sleep(acknowledge_after).await;
                acknowledge.await;
            }))
        };
        Pending {
            http,
            interaction: interaction.clone(),
            state,
            watchdog,
            started,
        }
    }

    /// The click.
    pub(super) fn interaction(&self) -> &ComponentInteraction {
        &self.interaction
    }

    /// When the click arrived.
    pub(super) fn arrived(&self) -> Instant {
        self.started
    }

    /// The public message the click was on (its token may edit it), not a private one.
    pub(super) fn public_message(&self) -> Option<u64> {
        let message = &self.interaction.message;
        let private = message
            .flags
            .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
        (!private).then_some(message.id.get())
    }

    /// Whether the bot may post in the click's channel, from the click's `app_permissions`
    /// (`None` when Discord did not send them).
    pub(super) fn may_post(&self) -> Option<bool> {
        let interaction = &self.interaction;
        interaction.app_permissions.map(|app| {
            let in_thread = super::permissions::is_thread(interaction.channel.as_ref());
            super::permissions::missing(app, in_thread, false).is_empty()
        })
    }

    /// The click as the game's later messages may use it (`voice.rs`), owning `message`.
    pub(super) fn heard(&self, message: Option<u64>) -> super::voice::Heard {
        super::voice::Heard {
            token: self.interaction.token.clone(),
            user: self.interaction.user.id.get(),
            arrived: self.started,
            message,
            may_post: self.may_post(),
            persons_app: super::place::persons_app(
                &self.interaction.authorizing_integration_owners,
            ),
        }
    }

    /// The click's token, once the click is answered or acknowledged (acknowledging it now if
    /// it is neither): Discord takes follow-ups only after a response. `None` if Discord would
    /// not take the acknowledgement.
    pub(super) async fn ready_for_followups(&self) -> Option<String> {
        let mut state = self.state.lock().await;
        if *state == State::Waiting {
            if let Err(failed) = acknowledge(&self.http, &self.interaction, self.started).await {
                tracing::warn!(
                    ?failed,
                    "could not acknowledge a click before its follow-up"
                );
                return None;
            }
            *state = State::Acknowledged;
        }
        Some(self.interaction.token.clone())
    }

    /// Sends the answer: as the response if the click is not acknowledged yet, or else as an
    /// edit of the clicked message or a follow-up.
    pub(super) async fn answer(self, reply: Reply) -> Result<(), Error> {
        let sent = self.send(reply).await;
        crate::metrics::answered(self.started.elapsed());
        if let Err(failed) = &sent {
            let custom_id = &self.interaction.data.custom_id;
            tracing::warn!(?failed, %custom_id, "could not answer a click");
        }
        Ok(sent?)
    }

    async fn send(&self, mut reply: Reply) -> Result<(), Failed> {
        let mut state = self.state.lock().await;
        // A redraw of the clicked message lists the pictures it shows already by id.
        let clicked = &self.interaction.message;
        let mut shows = match &mut reply {
            Reply::Update(screen) => {
                super::pictures::reuse_unchanged(
                    screen,
                    clicked.id.get(),
                    Some(&clicked.attachments),
                );
                super::pictures::on_screen(screen, None)
            }
            Reply::Private(_) => None,
        };
        if let Some(watchdog) = &self.watchdog {
            watchdog.abort();
        }
        let (http, interaction) = (&self.http, &self.interaction);
        // The response is due within Discord's window; an answer after it has longer.
        let (response_tries, answer_tries) =
            (Tries::response(self.started), Tries::answer(self.started));
        if matches!(&reply, Reply::Update(screen) if screen.keeps_pictures() && !screen.words_only())
            && *state == State::Waiting
        {
            // Only an edit keeps some of the message's pictures while adding others.
            acknowledge(http, interaction, self.started).await?;
            *state = State::Acknowledged;
        }
        // Each answer is built once and sent again as it is if Discord does not take it.
        let sent = match (*state, reply) {
            (State::Acknowledged, Reply::Update(screen)) => {
                // Kept for the private answer below, should Discord refuse the edit.
                let edit = screen.clone().update_later();
                let edited = retried_with(
                    "edit a click's answer",
                    ANSWER_TIMEOUT,
                    answer_tries,
                    || interaction.edit_response(http, edit.clone()),
                )
                .await;
                match edited {
                    // 30046: Discord takes no more edits of this old message for now. The
                    // clicker gets the screen privately instead, and goes on from there.
                    Err(failed) if failed.trouble == Trouble::EditLimit => {
                        // The clicked message stays as it was.
                        shows = None;
                        let what = "answer privately in place of an edit";
                        follow_up_privately(http, interaction, what, screen, answer_tries).await
                    }
                    edited => edited.map(drop),
                }
            }
            (State::Acknowledged, Reply::Private(screen)) => {
                let what = "follow a click up";
                follow_up_privately(http, interaction, what, screen, answer_tries).await
            }
            (_, Reply::Update(screen)) if screen.words_only() => {
                // One request: words and buttons, the pictures left as they are.
                let response = screen.update_words();
                retried_with("answer a click", ANSWER_TIMEOUT, response_tries, || {
                    http.create_interaction_response(
                        interaction.id,
                        &interaction.token,
                        &response,
                        Vec::new(),
                    )
                })
                .await
            }
            (_, Reply::Update(screen)) => match screen.update_reusing() {
                // One request: the pictures the message shows already stay, the rest upload.
                Some((response, files)) => {
                    let reusing =
                        retried_with("answer a click", ANSWER_TIMEOUT, response_tries, || {
                            http.create_interaction_response(
                                interaction.id,
                                &interaction.token,
                                &response,
                                files.clone(),
                            )
                        })
                        .await;
                    match reusing {
                        // An attachment the message no longer shows (a click answered in
                        // between): every picture is uploaded instead.
                        Err(failed) if failed.trouble == Trouble::Refused => {
                            update_whole(http, interaction, screen, response_tries).await
                        }
                        reusing => reusing,
                    }
                }
                None => update_whole(http, interaction, screen, response_tries).await,
            },
            (_, Reply::Private(screen)) => {
                let response = screen.ephemeral();
                retried_with(
                    "answer a click privately",
                    ANSWER_TIMEOUT,
                    response_tries,
                    || interaction.create_response(http, response.clone()),
                )
                .await
            }
        };
        match got_through(sent) {
            Ok(()) => {
                // Every component the bot draws names its game; one that does not is
                // remembered under no game (0), which no process shares.
                let game = super::custom_id::ComponentId::decode(&self.interaction.data.custom_id)
                    .map_or(crate::table::GameId(0), |id| id.game);
                super::pictures::remember(game, clicked.id.get(), shows)
            }
            Err(failed) => {
                super::pictures::forget(clicked.id.get());
                return Err(failed);
            }
        }
        *state = State::Answered;
        Ok(())
    }
}

/// Acknowledges a click that arrived at `started` (a deferred update: nothing visible changes),
/// within Discord's window for its response.
async fn acknowledge(
    http: &Http,
    interaction: &ComponentInteraction,
    started: Instant,
) -> Result<(), Failed> {
    let acknowledged = retried_with(
        "acknowledge a click",
        ANSWER_TIMEOUT,
        Tries::response(started),
        || interaction.create_response(http, CreateInteractionResponse::Acknowledge),
    )
    .await;
    got_through(acknowledged)
}

/// Answers a click by redrawing its message as the whole of `screen`, every picture uploaded.
async fn update_whole(
    http: &Http,
    interaction: &ComponentInteraction,
    screen: Screen,
    tries: Tries,
) -> Result<(), Failed> {
    let response = screen.update();
    retried_with("answer a click", ANSWER_TIMEOUT, tries, || {
        interaction.create_response(http, response.clone())
    })
    .await
}

/// Sends `screen` as a private follow-up of an acknowledged click (`what` names the call in
/// the logs).
async fn follow_up_privately(
    http: &Http,
    interaction: &ComponentInteraction,
    what: &'static str,
    screen: Screen,
    tries: Tries,
) -> Result<(), Failed> {
    let followup = screen.ephemeral_later();
    retried_with(what, ANSWER_TIMEOUT, tries, || {
        interaction.create_followup(http, followup.clone())
    })
    .await
    .map(drop)
}

/// How long one answer to Discord may take before it is tried again (within the 3 s Discord
/// gives a click, the fake's slow answers included).
const ANSWER_TIMEOUT: Duration = Duration::from_secs(5);

/// Waits for a command's `work`. A command still at work after `acknowledge_after` (at once when
/// that is zero) is acknowledged first, privately, and its answer (sent with `reply::send`) then
/// edits Discord's "thinking…" into it. Only for commands whose every answer is private: the acknowledgement already
/// decides that the answer is.
pub(super) async fn private_in_time<T>(
    ctx: Context<'_>,
    work: impl Future<Output = T>,
) -> Result<T, Error> {
    let wait = ctx.data().config.acknowledge_after;
    let mut work = std::pin::pin!(work);
    if !wait.is_zero() {
        tokio::select! {
            biased;
            done = &mut work => return Ok(done),
            () = tokio::time::sleep(wait) => {}
        }
    }
    super::reply::defer_private(ctx).await?;
    Ok(work.await)
}
