//! The Discord layer: poise commands, the lobby, the global component handler and the
//! computer seats' moves.

mod answer;
mod boards;
mod channels;
mod client;
mod commands;
mod commit;
mod components;
mod computers;
pub mod custom_id;
mod data;
mod expiry;
mod health;
mod held;
mod listener;
mod lobby_view;
mod localize;
mod palettes;
mod permissions;
mod pictures;
mod place;
mod registration;
mod relay;
mod replay;
mod reply;
mod repost;
mod rest;
mod retry;
mod review;
mod screen;
mod screens;
mod shutdown;
#[cfg(test)]
mod tests;
pub mod timers;
mod undo;
mod voice;
mod work;

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::config::Config;
use crate::i18n::Text;
use crate::store::{Store, StoreError};

pub use data::{now_secs, Clock, Context, Data, Error, Locks};
use reply::reply_private;
pub use review::REVIEW_THREAD;

/// All commands, localised from the language files.
pub fn all_commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = commands::start::start_commands();
    commands.extend([
        commands::game::game(),
        commands::info::stats(),
        commands::info::leaderboard(),
        commands::info::help(),
        commands::settings::settings(),
    ]);
    for command in &mut commands {
        localize::localize(command);
        everywhere(command);
    }
    commands
}

/// Every command can be installed to a server or to a person, and used in servers, in the bot's
/// DMs and in group DMs and DMs between people (where the app speaks through interactions only).
/// Discord reads both lists of global commands only.
fn everywhere(command: &mut poise::Command<Data, Error>) {
    use serenity::{InstallationContext, InteractionContext};
    command.install_context = Some(vec![InstallationContext::Guild, InstallationContext::User]);
    command.interaction_context = Some(vec![
        InteractionContext::Guild,
        InteractionContext::BotDm,
        InteractionContext::PrivateChannel,
    ]);
}

#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("cannot open the data directory {dir}: {source}")]
    Store { dir: String, source: StoreError },
    #[error("Discord connection failed: {0}")]
    Discord(#[from] serenity::Error),
    #[error(transparent)]
    Client(#[from] client::ClientError),
    #[error("cannot serve health and metrics on {addr}: {source}")]
    Metrics {
        addr: std::net::SocketAddr,
        source: std::io::Error,
    },
}

/// Connects to Discord and serves until the process is stopped.
pub async fn run(config: Config) -> Result<(), BotError> {
    std::fs::create_dir_all(&config.data_dir).map_err(|e| BotError::Store {
        dir: config.data_dir.display().to_string(),
        source: StoreError::Storage(e.to_string()),
    })?;
    let database = config.database.as_deref();
    let store =
        Store::open_configured(&config.data_dir, config.cache_mb, database).map_err(|source| {
            BotError::Store {
                // Never the database's URL, which may hold a password.
                dir: match database {
                    Some(_) => "the PostgreSQL database of `store`".into(),
                    None => config.data_dir.display().to_string(),
                },
                source,
            }
        })?;
    // The live games' counters, not the stored games: counting those walks every record.
    let live: i64 = store
        .game_counts()
        .map_or(0, |c| c.iter().map(|n| n.2).sum());
    tracing::info!(dir = %config.data_dir.display(), live, cache_mb = config.cache_mb, "store open");

    let http = client::http(
        &config.token,
        config.api_proxy.as_deref(),
        config.https_proxy.as_deref(),
        config.extra_root_certificate.as_deref(),
    )
    .await?;

    // `vitrail backup` asks this process, which holds the store, to take the copy.
    #[cfg(unix)]
    match crate::store::control::serve(&config.data_dir, store.clone()) {
        Ok(path) => tracing::info!(socket = %path.display(), "backups on request"),
        Err(e) => {
            tracing::warn!(error = %e, "no control socket: `vitrail backup` needs the bot stopped")
        }
    }

    let (computers, woken) = tokio::sync::mpsc::unbounded_channel();
    let held = Arc::new(held::Held::new(store.clone()));
    let data = Data {
        store,
        computers,
        config: config.clone(),
        held,
        boards: Arc::default(),
        voices: Arc::default(),
        locks: Arc::new(Locks::new()),
        driving: Arc::default(),
        thinking: Arc::new(tokio::sync::Semaphore::new(
            std::thread::available_parallelism().map_or(1, |n| n.get()),
        )),
        clock: match &config.clock_offset_file {
            Some(file) => Arc::new(data::OffsetClock(file.clone())),
            None => Arc::new(data::SystemClock),
        },
    };
    let (locks, store) = (data.locks.clone(), data.store.clone());
    let dev_guilds = config.dev_guilds.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: all_commands(),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            on_error: |error| Box::pin(on_error(error)),
            // A command's response is due within Discord's 3 s of its arrival (`reply.rs`).
            pre_command: |ctx| Box::pin(reply::arrived(ctx)),
            initialize_owners: false,
            // One mention policy everywhere: nobody is pinged unless a screen names them.
            allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let definitions =
                    poise::builtins::create_application_commands(&framework.options().commands);
                let places: Vec<registration::Place> = if dev_guilds.is_empty() {
                    vec![registration::Place::Global]
                } else {
                    dev_guilds
                        .iter()
                        .map(|g| registration::Place::Guild(*g))
                        .collect()
                };
                let app = ready.application.id.get();
                registration::register(&ctx.http, &data, app, definitions, &places).await?;
                tracing::info!(user = %ready.user.name, "ready");
                // Computer seats that were to move when the bot stopped move now.
                computers::start(ctx.http.clone(), data.clone(), woken);
                // Deadlines live in sled: those that passed while the bot was down act now.
                timers::start(ctx.http.clone(), data.clone());
                // Tables Discord did not take are posted again as it answers.
                repost::start(ctx.http.clone(), data.clone());
                Ok(data)
            })
        })
        .build();

    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .event_handler(client::RateLimitWaits)
        .await?;
    let shard_manager = client.shard_manager.clone();
    if let Some(addr) = config.metrics_addr {
        let probe = health::Probe {
            shards: shard_manager.clone(),
            store: store.clone(),
        };
        let bound = health::serve(addr, probe)
            .await
            .map_err(|source| BotError::Metrics { addr, source })?;
        tracing::info!(%bound, "health and metrics listening on http://{bound}/healthz and /metrics");
    }
    tokio::spawn(async move {
        shutdown::requested().await;
        tracing::info!("shutting down: closing the gateway, finishing the clicks in hand");
        shard_manager.shutdown_all().await;
    });
    match config.shards {
        Some(range) => {
            // Serenity 0.12 takes the range's end as the last shard to run (inclusive), as in
            // its own example (`4..7` runs 4 through 7): `last + 1` would also run a shard of the
            // next range.
            client
                .start_shard_range(range.first..range.last, range.total)
                .await?
        }
        None => client.start_autosharded().await?,
    }
    if shutdown::drain(&locks, &store).await {
        tracing::info!("stopped cleanly");
    }
    Ok(())
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(component),
        } => {
            components::on_component(framework.serenity_context, framework.user_data, component)
                .await?;
        }
        // A deleted channel or thread pauses its game (`held.rs`).
        serenity::FullEvent::ChannelDelete { channel, .. } => {
            repost::channel_gone(framework.user_data, channel.id.get()).await;
        }
        serenity::FullEvent::ThreadDelete { thread, .. } => {
            repost::channel_gone(framework.user_data, thread.id.get()).await;
        }
        _ => {}
    }
    Ok(())
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            reply_private(ctx, Text::GuildOnly).await;
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, %error, "command failed");
            reply_private(ctx, Text::SomethingWentWrong).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}
