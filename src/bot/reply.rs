//! Private replies to slash commands, in the reader's language, and how a command's answer is
//! sent: as its response, or after a deferral as an edit of that response.

use poise::serenity_prelude::{self as serenity, EditInteractionResponse};
use poise::CreateReply;

use std::sync::atomic::Ordering;
use std::time::Instant;

use crate::bot::data::{Context, Error};
use crate::bot::retry::{got_through, retried_with, Tries};
use crate::i18n::{Locale, Text};

/// What a command's invocation remembers between its replies (poise's invocation data).
#[derive(Clone, Copy)]
struct Invocation {
    /// When the command arrived: Discord takes its response within 3 s of it.
    arrived: Instant,
    response: Response,
}

/// How far a command's response has come.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Response {
    /// Not sent yet: due within Discord's 3 s, tried again as long as they allow.
    Due,
    /// Acknowledged with Discord's "thinking…": the answer edits it, tried for a while.
    Deferred,
    /// Sent: what follows are follow-ups, with the usual few tries.
    Sent,
}

/// Notes when a command arrived (poise's `pre_command`), for its response's deadline.
pub async fn arrived(ctx: Context<'_>) {
    let invocation = Invocation {
        arrived: Instant::now(),
        response: Response::Due,
    };
    ctx.set_invocation_data(invocation).await;
}

impl Invocation {
    /// How long the next reply is tried: within Discord's 3 s while the response is due, for a
    /// while once "thinking…" shows, the usual few times for follow-ups.
    fn tries(self) -> Tries {
        match self.response {
            Response::Due => Tries::response(self.arrived),
            Response::Deferred => Tries::answer(self.arrived),
            Response::Sent => Tries::Few,
        }
    }
}

async fn invocation(ctx: Context<'_>) -> Option<Invocation> {
    ctx.invocation_data::<Invocation>().await.map(|i| *i)
}

async fn responded(ctx: Context<'_>, response: Response) {
    if let Some(mut invocation) = ctx.invocation_data::<Invocation>().await {
        invocation.response = response;
    }
}

/// The language of a command's replies: the user's, else the server's, else the default.
pub fn reply_locale(ctx: Context<'_>) -> Locale {
    let guild_locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.clone(),
        poise::Context::Prefix(_) => None,
    };
    Locale::pick(
        ctx.locale(),
        guild_locale.as_deref(),
        ctx.data().config.default_locale,
    )
}

/// Acknowledges a command privately ("thinking…"); its answer through [`send`] then edits that
/// response.
pub async fn defer_private(ctx: Context<'_>) -> Result<(), Error> {
    let timeout = ctx.data().config.rest_timeout;
    let tries = invocation(ctx).await.map_or(Tries::Few, Invocation::tries);
    let deferred = retried_with("acknowledge a command", timeout, tries, || {
        ctx.defer_ephemeral()
    })
    .await;
    got_through(deferred)?;
    responded(ctx, Response::Deferred).await;
    Ok(())
}

/// Sends a command's answer, again if Discord does not take it at first (`retry.rs`). After
/// [`defer_private`] the first answer edits the original response (`PATCH …/messages/@original`),
/// as Discord asks: a follow-up filling the "thinking…" message is the deprecated way, which
/// poise takes.
pub async fn send(ctx: Context<'_>, reply: CreateReply) -> Result<(), Error> {
    sent(ctx, reply, false).await.map(drop)
}

/// Sends a command's answer as [`send`] does and says which message it became (`None` if
/// Discord will not say), for a later edit once the interaction's token has expired. The id
/// comes with Discord's own answer to the request (an edit returns its message; a response
/// asks for it with `with_response`); only when that answer did not carry it (a retry found
/// the response already sent) is it read back. For answers without files (serenity keeps a
/// reply's files to itself until it sends them).
pub async fn send_shown(ctx: Context<'_>, reply: CreateReply) -> Result<Option<u64>, Error> {
    match sent(ctx, reply, true).await? {
        Some(id) => Ok(Some(id)),
        None => Ok(answer_message_id(ctx).await),
    }
}

/// [`send`], and with `shown` [`send_shown`].
async fn sent(ctx: Context<'_>, reply: CreateReply, shown: bool) -> Result<Option<u64>, Error> {
    let invocation = invocation(ctx).await;
    let deferred = invocation.is_some_and(|i| i.response == Response::Deferred);
    let tries = invocation.map_or(Tries::Few, Invocation::tries);
    let timeout = ctx.data().config.rest_timeout;
    let sent = retried_with("reply to a command", timeout, tries, || {
        send_once(ctx, reply.clone(), deferred, shown)
    })
    .await;
    let message = match sent {
        Ok(message) => message,
        Err(failed) => {
            got_through(Err(failed))?;
            None
        }
    };
    responded(ctx, Response::Sent).await;
    Ok(message)
}

/// The id of the message a command's answer became, read back (Discord's
/// `GET …/messages/@original`); `None` when Discord will not say.
async fn answer_message_id(ctx: Context<'_>) -> Option<u64> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    match app.interaction.get_response(ctx.serenity_context()).await {
        Ok(message) => Some(message.id.get()),
        Err(e) => {
            let crate::bot::rest::Failure { status, code } = crate::bot::rest::failed(&e);
            tracing::warn!(status, code, error = %e, "could not read back a command's answer");
            None
        }
    }
}

/// One try of [`sent`]: the message it became, when Discord's answer says.
async fn send_once(
    ctx: Context<'_>,
    reply: CreateReply,
    deferred: bool,
    shown: bool,
) -> Result<Option<u64>, serenity::Error> {
    match ctx {
        poise::Context::Application(app) if deferred => {
            let edit = ctx
                .reply_builder(reply)
                .to_slash_initial_response_edit(EditInteractionResponse::new());
            let message = app
                .interaction
                .edit_response(ctx.serenity_context(), edit)
                .await?;
            Ok(Some(message.id.get()))
        }
        poise::Context::Application(app)
            if shown && !app.has_sent_initial_response.load(Ordering::SeqCst) =>
        {
            let response = serenity::CreateInteractionResponse::Message(
                ctx.reply_builder(reply)
                    .to_slash_initial_response(serenity::CreateInteractionResponseMessage::new()),
            );
            let id = respond_with_response(ctx, app.interaction, &response).await?;
            app.has_sent_initial_response.store(true, Ordering::SeqCst);
            Ok(id)
        }
        _ => ctx.send(reply).await.map(|_| None),
    }
}

/// Discord's answer to an interaction response sent `with_response`: the message it became,
/// of which only the id is read (so no field Discord leaves out of it can fail the answer).
#[derive(serde::Deserialize)]
struct CallbackResponse {
    resource: Option<CallbackResource>,
}

#[derive(serde::Deserialize)]
struct CallbackResource {
    message: Option<CallbackMessage>,
}

#[derive(serde::Deserialize)]
struct CallbackMessage {
    id: serenity::MessageId,
}

/// Sends an interaction's first response with `?with_response=true` (serenity 0.12 has no such
/// call), so Discord's answer carries the message the response became.
async fn respond_with_response(
    ctx: Context<'_>,
    interaction: &serenity::CommandInteraction,
    response: &serenity::CreateInteractionResponse,
) -> Result<Option<u64>, serenity::Error> {
    let route = serenity::Route::InteractionResponse {
        interaction_id: interaction.id,
        token: &interaction.token,
    };
    let request = serenity::Request::new(route, serenity::LightMethod::Post)
        .body(Some(serde_json::to_vec(response)?))
        .params(Some(vec![("with_response", "true".to_string())]));
    let answer: CallbackResponse = ctx.serenity_context().http.fire(request).await?;
    Ok(answer
        .resource
        .and_then(|r| r.message)
        .map(|message| message.id.get()))
}

pub async fn reply_ephemeral(ctx: Context<'_>, text: Text) -> Result<(), Error> {
    let content = reply_locale(ctx).text(&text);
    send(ctx, CreateReply::default().content(content).ephemeral(true)).await
}

/// Tells the caller `text` privately; a failure to send is only logged.
pub async fn reply_private(ctx: Context<'_>, text: Text) {
    let content = reply_locale(ctx).text(&text);
    if let Err(e) = send(ctx, CreateReply::default().content(content).ephemeral(true)).await {
        tracing::warn!(error = %e, "could not send an error reply");
    }
}
