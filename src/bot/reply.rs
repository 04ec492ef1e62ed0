//! Private replies to slash commands, in the reader's language, and how a command's answer is
//! sent: as its response, or after a deferral as an edit of that response.

use poise::serenity_prelude::{self as serenity, EditInteractionResponse};
use poise::CreateReply;

use crate::bot::data::{Context, Error};
use crate::bot::retry::{got_through, retried};
use crate::i18n::{Locale, Text};

/// A command acknowledged with Discord's "thinking…" (a deferred response) and not answered
/// yet: kept in the invocation's data.
struct Deferred;

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
    ctx.defer_ephemeral().await?;
    ctx.set_invocation_data(Deferred).await;
    Ok(())
}

/// Sends a command's answer, again if Discord does not take it at first (`retry.rs`). After
/// [`defer_private`] the first answer edits the original response (`PATCH …/messages/@original`),
/// as Discord asks: a follow-up filling the "thinking…" message is the deprecated way, which
/// poise takes.
pub async fn send(ctx: Context<'_>, reply: CreateReply) -> Result<(), Error> {
    let deferred = ctx.invocation_data::<Deferred>().await.is_some();
    let sent = retried("reply to a command", ctx.data().config.rest_timeout, || {
        send_once(ctx, reply.clone(), deferred)
    })
    .await;
    got_through(sent)?;
    if deferred {
        ctx.set_invocation_data(()).await;
    }
    Ok(())
}

/// The id of the message a command's answer became (Discord's `GET …/messages/@original`), for
/// a later edit once the interaction's token has expired; `None` when Discord will not say.
pub async fn answer_message_id(ctx: Context<'_>) -> Option<u64> {
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

/// One try of [`send`].
async fn send_once(
    ctx: Context<'_>,
    reply: CreateReply,
    deferred: bool,
) -> Result<(), serenity::Error> {
    match ctx {
        poise::Context::Application(app) if deferred => {
            let edit = ctx
                .reply_builder(reply)
                .to_slash_initial_response_edit(EditInteractionResponse::new());
            app.interaction
                .edit_response(ctx.serenity_context(), edit)
                .await
                .map(drop)
        }
        _ => ctx.send(reply).await.map(drop),
    }
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
