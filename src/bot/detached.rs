//! A serenity `Context` with no gateway behind it, for interactions that arrive over HTTP.
//!
//! poise dispatches a command (and hands the component handler its click) with a
//! `serenity::Context`, and serenity 0.12 builds one only around a running shard: its
//! `ShardMessenger` comes from a `ShardRunner`, which owns a `Shard`, whose constructor opens a
//! websocket. Nothing the bot does with an interaction uses the shard (every answer is a REST
//! call through `Context::http`), so this file makes the smallest real one: a `Shard` connected
//! to a loopback listener in this process that completes the websocket handshake and says
//! nothing more, never identified; a `ShardRunner` around it that is never run; and a
//! `ShardManager` that is never started. Discord never hears of any of it. Kept in one place so
//! the day serenity offers a plain constructor, only this file changes.

use std::sync::{Arc, Mutex, OnceLock};

use poise::serenity_prelude as serenity;
use tokio::net::TcpListener;

/// What the context stands on, kept for as long as it is used: the runner its messenger
/// sends to (its messages wait there, unread) and the manager poise hands to commands.
pub struct Detached {
    pub context: serenity::Context,
    pub shards: Arc<serenity::ShardManager>,
    _runner: Mutex<serenity::ShardRunner>,
}

#[derive(Debug, thiserror::Error)]
pub enum DetachedError {
    #[error("cannot open the loopback listener of the detached context: {0}")]
    Listener(#[from] std::io::Error),
    #[error("cannot open the detached context's loopback websocket: {0}")]
    Shard(#[from] serenity::Error),
    #[error("cannot note the bot user in the detached context's cache: {0}")]
    User(#[from] serde_json::Error),
}

/// Builds the context for the bot user `me`, calling Discord through `http`.
pub async fn detached(
    http: Arc<serenity::Http>,
    me: &serenity::CurrentUser,
) -> Result<Detached, DetachedError> {
    let listener = TcpListener::bind(("127.0.0.1", 0)).await?;
    let url = format!("ws://{}", listener.local_addr()?);
    // Completes the one handshake, then lets the socket go: the shard never reads from it.
    let silent = tokio::spawn(async move {
        if let Ok((stream, _)) = listener.accept().await {
            if let Err(e) = tokio_tungstenite::accept_async(stream).await {
                tracing::warn!(error = %e, "the detached context's websocket handshake failed");
            }
        }
    });
    let ws_url = Arc::new(tokio::sync::Mutex::new(url));
    let info = serenity::ShardInfo {
        id: serenity::ShardId(0),
        total: 1,
    };
    // No token: this shard never identifies.
    let shard = serenity::Shard::new(
        ws_url.clone(),
        "",
        info,
        serenity::GatewayIntents::empty(),
        None,
    )
    .await;
    silent.abort();
    let shard = shard?;

    let cache = Arc::new(serenity::Cache::new());
    // poise reads the bot's own id from the cache (`FrameworkContext::bot_id`); the gateway's
    // READY fills it elsewhere, the same event type as a USER_UPDATE does here.
    let mut user: serenity::UserUpdateEvent = serde_json::from_value(serde_json::to_value(me)?)?;
    cache.update(&mut user);
    let data = Arc::new(tokio::sync::RwLock::new(serenity::prelude::TypeMap::new()));
    let (shards, _returns) = serenity::ShardManager::new(serenity::ShardManagerOptions {
        data: data.clone(),
        event_handlers: Vec::new(),
        raw_event_handlers: Vec::new(),
        framework: Arc::new(OnceLock::new()),
        shard_index: 0,
        shard_init: 0,
        shard_total: 1,
        ws_url,
        cache: cache.clone(),
        http: http.clone(),
        intents: serenity::GatewayIntents::empty(),
        presence: None,
    });
    let runner = serenity::ShardRunner::new(serenity::ShardRunnerOptions {
        data: data.clone(),
        event_handlers: Vec::new(),
        raw_event_handlers: Vec::new(),
        framework: None,
        manager: shards.clone(),
        shard,
        cache: cache.clone(),
        http: http.clone(),
    });
    let context = serenity::Context {
        data,
        shard: serenity::ShardMessenger::new(&runner),
        shard_id: serenity::ShardId(0),
        http,
        cache,
    };
    Ok(Detached {
        context,
        shards,
        _runner: Mutex::new(runner),
    })
}
