//! `/game log`, `/game leave` and `/game cancel`: about the game in the channel (or thread)
//! where the command is used.

use poise::serenity_prelude::{CreateEmbed, Http};
use poise::CreateReply;

use super::answer::private_in_time;
use super::changes::{announce, heavy, storage_refusal};
use super::commands::{reply_ephemeral, reply_locale};
use super::history::{log_lines, recent};
use super::table::Table;
use super::{Context, Data, Error};
use crate::i18n::{Locale, Text};
use crate::present::TableGame;
use crate::store::{GameId, GameRecord, Logged, Phase, StandIn};

/// Discord's limit on an embed description.
const EMBED_TEXT: usize = 4096;

#[poise::command(
    slash_command,
    guild_only,
    subcommands("game_log", "game_leave", "game_cancel"),
    subcommand_required
)]
pub async fn game(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Shows the caller the recent moves, in their language.
#[poise::command(slash_command, guild_only, rename = "log")]
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
    let lines = private_in_time(ctx, async { on_kind!(kind, told(&record, locale)) }).await?;
    let embed = CreateEmbed::new()
        .title(locale.text(&Text::LogTitle(kind)))
        .description(recent(&lines, EMBED_TEXT, locale))
        .colour(0x8a6d3b);
    ctx.send(CreateReply::default().embed(embed).ephemeral(true))
        .await?;
    Ok(())
}

async fn told<G: TableGame>(record: &GameRecord, locale: Locale) -> Vec<String> {
    heavy(|| log_lines::<G>(record, locale)).await
}

/// Leaves the running game; a computer plays the seat from now on.
#[poise::command(slash_command, guild_only, rename = "leave")]
pub async fn game_leave(ctx: Context<'_>) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let outcome = change(ctx, |record| match record.seat_index(user) {
        None => Err(Text::NotPlaying),
        Some(seat) if record.stand_in(usize::from(seat)) == Some(StandIn::Left) => {
            Err(Text::YouLeft)
        }
        Some(seat) => Ok(Change::Leave { seat, user }),
    })
    .await;
    reply_ephemeral(ctx, outcome.unwrap_or_else(|text| text)).await
}

/// Cancels the running game: its host, or a member who may manage messages.
#[poise::command(slash_command, guild_only, rename = "cancel")]
pub async fn game_cancel(ctx: Context<'_>) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let moderator = ctx
        .author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_messages());
    let outcome = change(ctx, |record| {
        if record.host == user || moderator {
            Ok(Change::Cancel { by: user })
        } else {
            Err(Text::CannotCancel)
        }
    })
    .await;
    reply_ephemeral(ctx, outcome.unwrap_or_else(|text| text)).await
}

/// What a command does to a running game.
#[derive(Debug, Clone, Copy)]
enum Change {
    Leave { seat: u8, user: u64 },
    Cancel { by: u64 },
}

/// Applies `decide`'s change to the channel's running game under its lock, and announces it.
/// Returns what to tell the caller.
async fn change(
    ctx: Context<'_>,
    decide: impl FnOnce(&GameRecord) -> Result<Change, Text>,
) -> Result<Text, Text> {
    let data = ctx.data();
    let Some(id) = active_id(data, ctx.channel_id().get()) else {
        return Err(Text::NoGameHere);
    };
    let _guard = data.locks.game(id.0).lock().await;
    let record = match data.store.load(id) {
        Ok(Some(record)) => record,
        Ok(None) => return Err(Text::NoGameHere),
        Err(e) => return Err(storage_refusal(&e)),
    };
    match record.phase {
        Phase::Playing => {}
        Phase::Lobby => return Err(Text::UseLobbyButtons),
        _ => return Err(Text::NoGameHere),
    }
    let change = decide(&record)?;
    let http = ctx.serenity_context().http.clone();
    let kind = record.kind;
    on_kind!(kind, apply(&http, data, record, change))
}

async fn apply<G: TableGame>(
    http: &std::sync::Arc<Http>,
    data: &Data,
    record: GameRecord,
    change: Change,
) -> Result<Text, Text> {
    let mut table = Table::<G>::open(record)?;
    let locale = table.record.locale;
    let before = table.humans_to_act();
    let (line, reply) = match change {
        Change::Leave { seat, user } => {
            let name = table
                .names(locale)
                .get(usize::from(seat))
                .cloned()
                .unwrap_or_default();
            table.record.stand_ins.insert(seat, StandIn::Left);
            table.record.history.push(Logged::Left { seat });
            let mut line = locale.text(&Text::PlayerLeft { name });
            if table.record.present_humans().next().is_none() {
                // Nobody is left to watch: the computers would play to an empty room.
                table.record.phase = Phase::Cancelled { by: user };
                line.push('\n');
                line.push_str(&locale.text(&Text::GameCancelled { by: user }));
            }
            (line, Text::YouLeft)
        }
        Change::Cancel { by } => {
            table.record.phase = Phase::Cancelled { by };
            let line = locale.text(&Text::GameCancelled { by });
            (line, Text::GameCancelled { by })
        }
    };
    tracing::info!(game = %table.record.id, ?change, "hosting change");
    announce(http, data, table, line, &before).await?;
    Ok(reply)
}

/// The channel's active game, if any.
fn active_id(data: &Data, channel: u64) -> Option<GameId> {
    let entries = data.store.channel_games(channel).ok()?;
    entries.iter().rev().find(|e| e.active).map(|e| e.game)
}

/// The channel's active game, or else (unless `active_only`) its latest game.
fn channel_game(data: &Data, channel: u64, active_only: bool) -> Result<Option<GameRecord>, Text> {
    let entries = data
        .store
        .channel_games(channel)
        .map_err(|e| storage_refusal(&e))?;
    let chosen = entries
        .iter()
        .rev()
        .find(|e| e.active)
        .or_else(|| entries.last().filter(|_| !active_only));
    match chosen {
        Some(entry) => data.store.load(entry.game).map_err(|e| storage_refusal(&e)),
        None => Ok(None),
    }
}
