//! Private replies to slash commands, in the reader's language.

use poise::CreateReply;

use crate::bot::data::{Context, Error};
use crate::bot::retry::{got_through, retried};
use crate::i18n::{Locale, Text};

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

pub async fn reply_ephemeral(ctx: Context<'_>, text: Text) -> Result<(), Error> {
    let content = reply_locale(ctx).text(&text);
    send(ctx, CreateReply::default().content(content).ephemeral(true)).await
}

/// Sends a command's reply, again if Discord does not take it at first (`retry.rs`).
pub async fn send(ctx: Context<'_>, reply: CreateReply) -> Result<(), Error> {
    let sent = retried("reply to a command", ctx.data().config.rest_timeout, || {
        let reply = reply.clone();
        async move { ctx.send(reply).await.map(drop) }
    })
    .await;
    Ok(got_through(sent)?)
}

/// Tells the caller `text` privately; a failure to send is only logged.
pub async fn reply_private(ctx: Context<'_>, text: Text) {
    let content = reply_locale(ctx).text(&text);
    if let Err(e) = send(ctx, CreateReply::default().content(content).ephemeral(true)).await {
        tracing::warn!(error = %e, "could not send an error reply");
    }
}
