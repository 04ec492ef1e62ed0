//! `/game log`, `/game leave` and `/game cancel`: about the game in the channel (or thread)
//! where the command is used.

use crate::table::TableChange;
use std::sync::Arc;

use poise::serenity_prelude::{CreateEmbed, CreateEmbedFooter, Http};
use poise::CreateReply;

use crate::bot::answer::private_in_time;
use crate::bot::channels::{active_id, channel_game};
use crate::bot::commit::{commit, OldMessage};
use crate::bot::data::{Context, Data, Error};
use crate::bot::reply::{reply_ephemeral, reply_locale, send};
use crate::bot::work::{heavy, storage_refusal};
use crate::bot::{permissions, repost};
use crate::i18n::{RecordText, Text, Trouble};
use crate::table::history::recent;
use crate::table::hosting::{self, HostingChange};
use crate::table::{GameId, GameRecord, Phase, Reach};

/// Discord's limit on an embed description.
const EMBED_TEXT: usize = 4096;

#[poise::command(
    slash_command,
    subcommands("game_log", "game_leave", "game_cancel", "game_show", "game_replay"),
    subcommand_required
)]
pub async fn game(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Shows the caller the recent moves, in their language.
#[poise::command(slash_command, rename = "log")]
pub async fn game_log(ctx: Context<'_>) -> Result<(), Error> {
    let locale = reply_locale(ctx);
    let record = match channel_game(ctx.data(), ctx.channel_id().get(), false) {
        Ok(Some(record)) => record,
        Ok(None) => return reply_ephemeral(ctx, Text::NoGameHere).await,
        // A damaged record is named, as a click on its buttons names it.
        Err(text) => return reply_ephemeral(ctx, text).await,
    };
    let kind = record.kind;
    // Replaying a long game waits for a core, which under load can take a while.
    let kind_of = crate::table::object::kind(kind);
    let lines = private_in_time(ctx, heavy(|| kind_of.log_lines(&record, locale))).await?;
    let mut footer = locale.text(&Text::Record(RecordText::GameId {
        id: record.id.to_string(),
    }));
    let names = record.seat_names(locale);
    if let Some(hints) = crate::bot::screens::hints_used(&record, &names) {
        // A footer shows no markdown.
        footer = format!("{} · {footer}", locale.text(&hints).replace("**", ""));
    }
    let embed = CreateEmbed::new()
        .title(locale.text(&Text::LogTitle(kind)))
        .description(recent(&lines, EMBED_TEXT, locale))
        .footer(CreateEmbedFooter::new(footer))
        .colour(0x8a6d3b);
    // Through `send`: this answer may follow a deferral.
    send(ctx, CreateReply::default().embed(embed).ephemeral(true)).await?;
    Ok(())
}

/// Opens a private viewer of a finished game of this server, from its id.
#[poise::command(slash_command, rename = "replay")]
pub async fn game_replay(ctx: Context<'_>, id: String) -> Result<(), Error> {
    let locale = reply_locale(ctx);
    let Ok(game) = id.trim().to_lowercase().trim_matches('`').parse::<GameId>() else {
        return reply_ephemeral(ctx, RecordText::ReplayBadId.into()).await;
    };
    let guild = crate::bot::place::of_command(ctx).map(|here| here.place);
    let record = match crate::bot::replay::finished_game(ctx.data(), guild, game) {
        Ok(record) => record,
        Err(text) => return reply_ephemeral(ctx, text).await,
    };
    let palette = crate::bot::palettes::palette_of(ctx.data(), ctx.author().id.get());
    // Opens at the end: the whole game is one ⏮ or a few ◀ away.
    let screen = private_in_time(
        ctx,
        crate::bot::replay::viewer(record, u64::MAX, locale, palette),
    )
    .await?;
    match screen {
        Ok(screen) => send(ctx, screen.private_reply()).await,
        Err(text) => reply_ephemeral(ctx, text).await,
    }
}

/// Leaves the running game; a computer plays the seat from now on.
#[poise::command(slash_command, rename = "leave")]
pub async fn game_leave(ctx: Context<'_>) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let outcome = change(ctx, HostingChange::Leave { user }, Text::YouLeft).await;
    reply_ephemeral(ctx, outcome.unwrap_or_else(|text| text)).await
}

/// Cancels the running game: its host, or a member who may manage messages.
#[poise::command(slash_command, rename = "cancel")]
pub async fn game_cancel(ctx: Context<'_>) -> Result<(), Error> {
    let by = ctx.author().id.get();
    let moderator = ctx
        .author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_messages());
    let cancel = HostingChange::Cancel { by, moderator };
    let outcome = change(ctx, cancel, Text::GameCancelled { by }).await;
    reply_ephemeral(ctx, outcome.unwrap_or_else(|text| text)).await
}

/// Posts the current table of the game in this channel again
#[poise::command(slash_command, rename = "show")]
pub async fn game_show(ctx: Context<'_>) -> Result<(), Error> {
    // After the table message was deleted, or while Discord did not take it; whoever must act
    // is pinged.
    let data = ctx.data();
    let playing = active_id(data, ctx.channel_id().get())
        .and_then(|id| data.store.load(id).ok().flatten())
        .filter(|record| record.phase == Phase::Playing);
    let Some(record) = playing else {
        return reply_ephemeral(ctx, Text::NoGameHere).await;
    };
    let http = ctx.serenity_context().http.clone();
    if let (Reach::Interactions, poise::Context::Application(app)) = (record.reach, ctx) {
        // Where the bot is not a member, the table follows this command up.
        ctx.defer_ephemeral().await?;
        let heard = crate::bot::place::command_heard(app.interaction);
        data.voices.heard(record.id, heard);
    }
    let posted = private_in_time(ctx, async {
        let _guard = data.lock_game(record.id).await;
        repost::repost(&http, data, record.id, None).await
    })
    .await?;
    let told = match (posted, ctx) {
        (Ok(()), _) => Trouble::TableReposted,
        (Err(failed), poise::Context::Application(app)) => permissions::explain(
            failed.trouble,
            app.interaction.app_permissions,
            permissions::is_thread(app.interaction.channel.as_ref()),
        ),
        (Err(failed), _) => permissions::explain(failed.trouble, None, false),
    };
    reply_ephemeral(ctx, Text::Trouble(told)).await
}

/// Applies a hosting change to the channel's running game under its lock; `done` is what to
/// tell the caller once it is made, a refusal what to tell them instead.
async fn change(ctx: Context<'_>, change: HostingChange, done: Text) -> Result<Text, Text> {
    let data = ctx.data();
    let Some(id) = active_id(data, ctx.channel_id().get()) else {
        return Err(Text::NoGameHere);
    };
    let _guard = data.lock_game(id).await;
    let record = match data.store.load(id) {
        Ok(Some(record)) => record,
        Ok(None) => return Err(Text::NoGameHere),
        Err(e) => return Err(storage_refusal(&e)),
    };
    let http = ctx.serenity_context().http.clone();
    apply(&http, data, record, &change).await?;
    Ok(done)
}

async fn apply(
    http: &Arc<Http>,
    data: &Data,
    record: GameRecord,
    change: &HostingChange,
) -> Result<(), Text> {
    // The rules answer before the engine is opened: a lobby or an ended game has none.
    hosting::apply(&mut record.clone(), change)?;
    let table = crate::table::open(record)?;
    commit(
        http,
        data,
        table,
        TableChange::Hosting(change.clone()),
        OldMessage::Shrinks,
        None,
    )
    .await
    .map(drop)
}
