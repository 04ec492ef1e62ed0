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
mod detached;
mod expiry;
mod health;
mod held;
mod hint;
mod interactions_http;
mod learn;
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
        learn::learn(),
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
    #[error(transparent)]
    Endpoint(#[from] interactions_http::EndpointError),
    #[error("cannot start serving: {0}")]
    Start(Error),
    #[error("cannot serve health and metrics on {addr}: {source}")]
    Metrics {
        addr: std::net::SocketAddr,
        source: std::io::Error,
    },
}

/// Connects to Discord and serves until the process is stopped: through the gateway, with
/// interactions over HTTP beside it if `interactions_addr` is set, or with no gateway at all.
pub async fn run(config: Config) -> Result<(), BotError> {
    std::fs::create_dir_all(&config.data_dir).map_err(|e| BotError::Store {
        dir: config.data_dir.display().to_string(),
        source: StoreError::Storage(e.to_string()),
    })?;
    // Bound first, so a wrong address or key stops the start before anything else.
    let endpoint = match &config.interactions {
        Some(endpoint) => Some(interactions_http::Bound::bind(endpoint).await?),
        None => None,
    };
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
        worker: rand::random(),
        clock: match &config.clock_offset_file {
            Some(file) => Arc::new(data::OffsetClock(file.clone())),
            None => Arc::new(data::SystemClock),
        },
    };
    let start = Start {
        data,
        woken,
        endpoint,
    };
    if config.gateway {
        run_gateway(config, http, start).await
    } else {
        run_without_gateway(config, http, start).await
    }
}

/// poise's options: the commands, and how events, errors and a command's arrival are handled.
/// The gateway's framework and the HTTP endpoint each take a set, so both handle an interaction
/// the same way.
fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: all_commands(),
        event_handler: |framework, event| Box::pin(on_event(framework, event)),
        on_error: |error| Box::pin(on_error(error)),
        // A command's response is due within Discord's 3 s of its arrival (`reply.rs`).
        pre_command: |ctx| Box::pin(reply::arrived(ctx)),
        initialize_owners: false,
        // One mention policy everywhere: nobody is pinged unless a screen names them.
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        ..Default::default()
    }
}

/// What the start-up hands to the work that begins once Discord is reachable.
struct Start {
    data: Data,
    /// Where the computers' task hears of games to move.
    woken: tokio::sync::mpsc::UnboundedReceiver<crate::table::GameId>,
    /// The interactions endpoint, bound and not served yet.
    endpoint: Option<interactions_http::Bound>,
}

/// What starts once Discord is reachable, in either mode: the commands registered (when their
/// definitions changed), the computers', timers' and reposts' tasks, and the interactions
/// endpoint if there is one. `app` is the application's id and `me` the bot user. Returns what
/// closes the endpoint when the process stops.
async fn begin(
    http: &Arc<serenity::Http>,
    start: Start,
    app: u64,
    me: &serenity::CurrentUser,
    commands: &[poise::Command<Data, Error>],
) -> Result<Option<interactions_http::Closer>, Error> {
    let Start {
        data,
        woken,
        endpoint,
    } = start;
    let definitions = poise::builtins::create_application_commands(commands);
    let places: Vec<registration::Place> = if data.config.dev_guilds.is_empty() {
        vec![registration::Place::Global]
    } else {
        data.config
            .dev_guilds
            .iter()
            .map(|g| registration::Place::Guild(*g))
            .collect()
    };
    registration::register(http, &data, app, definitions, &places).await?;
    tracing::info!(user = %me.name, "ready");
    // Computer seats that were to move when the bot stopped move now.
    computers::start(http.clone(), data.clone(), woken);
    // Deadlines live in sled: those that passed while the bot was down act now.
    timers::start(http.clone(), data.clone());
    // Tables Discord did not take are posted again as it answers.
    repost::start(http.clone(), data.clone());
    let Some(endpoint) = endpoint else {
        return Ok(None);
    };
    let closer = endpoint.closer();
    let addr = endpoint.local_addr()?;
    let handler = interactions_http::Handler {
        detached: detached::detached(http.clone(), me).await?,
        options: framework_options(),
        data,
    };
    endpoint.serve(handler);
    tracing::info!(%addr, "interactions over HTTP on http://{addr}/");
    Ok(Some(closer))
}

/// Serves `/healthz` and `/metrics` if `metrics_addr` is set; `shards` is the gateway's, if
/// there is one.
async fn serve_health(
    config: &Config,
    shards: Option<Arc<serenity::ShardManager>>,
    store: &Store,
) -> Result<(), BotError> {
    if let Some(addr) = config.metrics_addr {
        let probe = health::Probe {
            shards,
            store: store.clone(),
        };
        let bound = health::serve(addr, probe)
            .await
            .map_err(|source| BotError::Metrics { addr, source })?;
        tracing::info!(%bound, "health and metrics listening on http://{bound}/healthz and /metrics");
    }
    Ok(())
}

/// The gateway's way: the set-up runs on the first READY, and the process serves until the
/// shards are shut down.
async fn run_gateway(config: Config, http: serenity::Http, start: Start) -> Result<(), BotError> {
    let (locks, store) = (start.data.locks.clone(), start.data.store.clone());
    // Filled once the endpoint (if any) serves, so stopping closes it too.
    let closer: Arc<std::sync::OnceLock<interactions_http::Closer>> = Arc::default();
    let closes = closer.clone();
    let framework = poise::Framework::builder()
        .options(framework_options())
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let data = start.data.clone();
                let app = ready.application.id.get();
                let commands = &framework.options().commands;
                if let Some(closer) = begin(&ctx.http, start, app, &ready.user, commands).await? {
                    let _ = closes.set(closer);
                }
                Ok(data)
            })
        })
        .build();

    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .event_handler(client::RateLimitWaits)
        .await?;
    let shard_manager = client.shard_manager.clone();
    serve_health(&config, Some(shard_manager.clone()), &store).await?;
    tokio::spawn(async move {
        shutdown::requested().await;
        tracing::info!("shutting down: closing the gateway, finishing the clicks in hand");
        if let Some(closer) = closer.get() {
            closer.close();
        }
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

/// A worker with no gateway: the application and the bot user are asked of the REST API, the
/// same set-up runs, and interactions arrive over HTTP until the process is stopped.
async fn run_without_gateway(
    config: Config,
    http: serenity::Http,
    start: Start,
) -> Result<(), BotError> {
    let http = Arc::new(http);
    let (locks, store) = (start.data.locks.clone(), start.data.store.clone());
    let me = http.get_current_user().await?;
    let app = http.get_current_application_info().await?.id;
    // The gateway's READY tells serenity this; interaction edits and follow-ups need it.
    http.set_application_id(app);
    let commands = all_commands();
    let closer = begin(&http, start, app.get(), &me, &commands)
        .await
        .map_err(BotError::Start)?;
    serve_health(&config, None, &store).await?;
    shutdown::requested().await;
    tracing::info!("shutting down: refusing new interactions, finishing the clicks in hand");
    if let Some(closer) = closer {
        closer.close();
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
