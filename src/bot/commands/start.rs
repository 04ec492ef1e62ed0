//! Slash commands: `/azul start`, `/sagrada start`, `/uzory start`.

use poise::serenity_prelude::{ChannelType, CreateMessage, CreateThread};
use poise::CreateReply;

use crate::bot::channels::active_game_in;
use crate::bot::data::{now_secs, Context, Error};
use crate::bot::lobby_view::lobby_message;
use crate::bot::permissions;
use crate::bot::reply::{answer_message_id, reply_ephemeral, reply_locale, send};
use crate::games::{GameOptions, PavilionSide, SintraEdition, SintraSide, WildOrder};
use crate::games::{Hosting, OnTimeout, TurnTimer};
use crate::i18n::{Text, Trouble};
use crate::table::{GameRecord, Phase, Place};

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum AzulVariant {
    SummerPavilion,
    Sintra,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SideChoice {
    Coloured,
    Beige,
    A,
    B,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum WildsChoice {
    Normal,
    Alternative,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum TimerChoice {
    Off,
    TwoMinutes,
    TenMinutes,
    OneHour,
    OneDay,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum TimeoutChoice {
    Computer,
    Cancel,
}

/// The hosting options every start command takes; unset ones come from the config.
struct HostingChoice {
    timer: Option<TimerChoice>,
    on_timeout: Option<TimeoutChoice>,
    thread: Option<bool>,
}

impl HostingChoice {
    fn hosting(&self, default: Hosting) -> Hosting {
        Hosting {
            timer: match self.timer {
                None => default.timer,
                Some(TimerChoice::Off) => TurnTimer::Off,
                Some(TimerChoice::TwoMinutes) => TurnTimer::TwoMinutes,
                Some(TimerChoice::TenMinutes) => TurnTimer::TenMinutes,
                Some(TimerChoice::OneHour) => TurnTimer::OneHour,
                Some(TimerChoice::OneDay) => TurnTimer::OneDay,
            },
            on_timeout: match self.on_timeout {
                None => default.on_timeout,
                Some(TimeoutChoice::Computer) => OnTimeout::Computer,
                Some(TimeoutChoice::Cancel) => OnTimeout::Cancel,
            },
        }
    }
}

#[poise::command(
    slash_command,
    guild_only,
    subcommands("azul_start"),
    subcommand_required
)]
pub async fn azul(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

// Each parameter is one of the slash command's options.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only, rename = "start")]
pub async fn azul_start(
    ctx: Context<'_>,
    variant: AzulVariant,
    side: Option<SideChoice>,
    wilds: Option<WildsChoice>,
    #[min = 2]
    #[max = 4]
    players: Option<u8>,
    timer: Option<TimerChoice>,
    on_timeout: Option<TimeoutChoice>,
    thread: Option<bool>,
) -> Result<(), Error> {
    let hosting = HostingChoice {
        timer,
        on_timeout,
        thread,
    };
    match azul_options(variant, side, wilds) {
        Some(options) => open_lobby(ctx, options, players, hosting).await,
        None => reply_ephemeral(ctx, Text::SideDoesNotFit).await,
    }
}

#[poise::command(
    slash_command,
    guild_only,
    subcommands("sagrada_start"),
    subcommand_required
)]
pub async fn sagrada(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command, guild_only, rename = "start")]
pub async fn sagrada_start(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 4]
    players: Option<u8>,
    #[min = 1]
    #[max = 5]
    difficulty: Option<u8>,
    timer: Option<TimerChoice>,
    on_timeout: Option<TimeoutChoice>,
    thread: Option<bool>,
) -> Result<(), Error> {
    let solo_difficulty = difficulty.unwrap_or(3).clamp(1, 5);
    let hosting = HostingChoice {
        timer,
        on_timeout,
        thread,
    };
    open_lobby(
        ctx,
        GameOptions::Sagrada { solo_difficulty },
        players,
        hosting,
    )
    .await
}

#[poise::command(
    slash_command,
    guild_only,
    subcommands("uzory_start"),
    subcommand_required
)]
pub async fn uzory(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command, guild_only, rename = "start")]
pub async fn uzory_start(
    ctx: Context<'_>,
    #[min = 2]
    #[max = 4]
    players: Option<u8>,
    timer: Option<TimerChoice>,
    on_timeout: Option<TimeoutChoice>,
    thread: Option<bool>,
) -> Result<(), Error> {
    let hosting = HostingChoice {
        timer,
        on_timeout,
        thread,
    };
    open_lobby(ctx, GameOptions::Uzory, players, hosting).await
}

/// Combines the Azul options; `None` when the side belongs to the other game.
fn azul_options(
    variant: AzulVariant,
    side: Option<SideChoice>,
    wilds: Option<WildsChoice>,
) -> Option<GameOptions> {
    let wilds = match wilds {
        Some(WildsChoice::Alternative) => WildOrder::Alternative,
        Some(WildsChoice::Normal) | None => WildOrder::Normal,
    };
    match variant {
        AzulVariant::SummerPavilion => {
            let side = match side {
                None | Some(SideChoice::Coloured) => PavilionSide::Coloured,
                Some(SideChoice::Beige) => PavilionSide::Beige,
                Some(SideChoice::A | SideChoice::B) => return None,
            };
            Some(GameOptions::SummerPavilion { side, wilds })
        }
        AzulVariant::Sintra => {
            let side = match side {
                None | Some(SideChoice::A) => SintraSide::A,
                Some(SideChoice::B) => SintraSide::B,
                Some(SideChoice::Coloured | SideChoice::Beige) => return None,
            };
            Some(GameOptions::Sintra {
                side,
                edition: SintraEdition::CURRENT,
            })
        }
    }
}

/// Opens a lobby with the caller as host: in the command's channel, or in a new thread under it.
async fn open_lobby(
    ctx: Context<'_>,
    options: GameOptions,
    players: Option<u8>,
    choice: HostingChoice,
) -> Result<(), Error> {
    let Some(guild) = ctx.guild_id() else {
        return reply_ephemeral(ctx, Text::GuildOnly).await;
    };
    let data = ctx.data();
    let kind = options.kind();
    let host = ctx.author().id.get();
    let range = kind.player_counts();
    let max_seats = players
        .map(usize::from)
        .unwrap_or(*range.end())
        .clamp(*range.start(), *range.end());
    let locale = reply_locale(ctx);
    let name = match ctx.author_member().await {
        Some(member) => member.display_name().to_string(),
        None => ctx.author().display_name().to_string(),
    };
    let thread = if choice.thread.unwrap_or(data.config.threads) && !in_thread(ctx) {
        let title = format!("{} · {name}", locale.text(&Text::GameName(kind)));
        let created = ctx
            .channel_id()
            .create_thread(
                ctx,
                CreateThread::new(truncate_chars(&title, 100)).kind(ChannelType::PublicThread),
            )
            .await;
        match created {
            Ok(thread) => Some(thread.id),
            Err(e) => {
                let crate::bot::rest::Failure { status, code } = crate::bot::rest::failed(&e);
                tracing::warn!(status, code, error = %e, "could not create a game thread");
                return reply_ephemeral(ctx, Text::ThreadFailed).await;
            }
        }
    } else {
        None
    };
    let channel = thread.unwrap_or(ctx.channel_id()).get();

    // One creation at a time per channel, so two hosts cannot both pass the busy check.
    let _guard = data.locks.channel(channel).lock().await;
    if data.config.one_game_per_channel {
        if let Some(busy) = active_game_in(data, channel) {
            return reply_ephemeral(ctx, Text::ChannelBusy { game: busy }).await;
        }
    }
    let place = Place {
        guild: guild.get(),
        channel,
    };
    let id = data.store.new_id()?;
    let mut record = GameRecord::new_lobby(id, options, place, host, max_seats, locale, now_secs());
    record.hosting = choice.hosting(data.config.hosting);
    record.names.insert(host, name);
    data.store.create(&record).await?;
    tracing::info!(game = %record.id, %kind, channel, "lobby opened");
    let (embed, components) = lobby_message(&record, locale);
    // Where Discord showed the lobby (`Err` if it never did).
    let shown: Result<Option<u64>, Error> = async {
        match thread {
            None => {
                let lobby = CreateReply::default().embed(embed).components(components);
                send(ctx, lobby).await?;
                Ok(answer_message_id(ctx).await)
            }
            Some(thread) => {
                let lobby = CreateMessage::new().embed(embed).components(components);
                let posted = thread.send_message(ctx, lobby).await?;
                let opened = locale.text(&Text::ThreadOpened {
                    thread: thread.get(),
                    game: kind,
                });
                // The lobby stands in its thread, which Discord shows the channel, even if
                // this pointer to it is lost.
                if let Err(e) = send(ctx, CreateReply::default().content(opened)).await {
                    tracing::warn!(%id, error = %e, "could not point the host to the lobby's thread");
                }
                Ok(Some(posted.id.get()))
            }
        }
    }
    .await;
    let lobby_message_id = match shown {
        Ok(message) => message,
        Err(e) => {
            // Discord never showed the lobby: it is withdrawn, so the error's
            // "nothing changed" holds and the channel is free for the next try.
            record.phase = Phase::Cancelled { by: host };
            if let Err(e) = data.store.save(record).await {
                tracing::warn!(%id, error = %e, "could not withdraw a lobby Discord never showed");
            }
            return Err(e);
        }
    };
    // Remembered so a lobby that closes unused can take its buttons away (`expiry.rs`).
    if let Some(message) = lobby_message_id {
        if let Err(e) = data.store.remember_table_message(id, message).await {
            tracing::warn!(error = %e, "could not remember the lobby message");
        }
    }
    warn_missing_permissions(ctx, thread.is_some()).await
}

/// Tells the host privately, before anybody joins, which permissions the bot lacks where the
/// game will be played, and how to grant them: from the command's `app_permissions`, the bot's
/// own permissions in this channel as Discord computed them.
async fn warn_missing_permissions(ctx: Context<'_>, opens_thread: bool) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let Some(have) = app.interaction.app_permissions else {
        return Ok(());
    };
    let in_thread = in_thread(ctx);
    let missing = permissions::missing(have, in_thread, opens_thread);
    if missing.is_empty() {
        return Ok(());
    }
    tracing::info!(?missing, "lobby opened where the bot lacks permissions");
    let thread = in_thread || opens_thread;
    reply_ephemeral(
        ctx,
        Text::Trouble(Trouble::MissingPermissions { missing, thread }),
    )
    .await
}

/// Whether the command was used inside a thread (where no further thread can be made).
fn in_thread(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app.interaction.channel.as_ref().is_some_and(|c| {
            matches!(
                c.kind,
                ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
            )
        }),
        poise::Context::Prefix(_) => false,
    }
}

fn truncate_chars(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_must_fit_the_variant() {
        assert_eq!(
            azul_options(AzulVariant::SummerPavilion, None, None),
            Some(GameOptions::SummerPavilion {
                side: PavilionSide::Coloured,
                wilds: WildOrder::Normal
            })
        );
        assert_eq!(
            azul_options(AzulVariant::Sintra, Some(SideChoice::B), None),
            Some(GameOptions::Sintra {
                side: SintraSide::B,
                edition: SintraEdition::CURRENT,
            })
        );
        assert_eq!(
            azul_options(AzulVariant::Sintra, Some(SideChoice::Beige), None),
            None
        );
        assert_eq!(
            azul_options(AzulVariant::SummerPavilion, Some(SideChoice::A), None),
            None
        );
    }
}
