//! The optional listener for an operator's tools (`metrics_addr`): `/healthz` for an
//! orchestrator's probe and `/metrics` for Prometheus. Plain HTTP/1 on hyper, no
//! authentication: bind it to a private address.

use std::net::SocketAddr;
use std::sync::Arc;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use poise::serenity_prelude::{ConnectionStage, ShardManager};
use tokio::net::TcpListener;

use crate::store::{LiveState, Store};

/// What the handlers need: the gateway's shards (none for a worker without the gateway) and
/// the store.
#[derive(Clone)]
pub struct Probe {
    pub shards: Option<Arc<ShardManager>>,
    pub store: Store,
}

/// Binds `addr` now (so a wrong address stops the start-up with a clear error) and serves it
/// in the background.
pub async fn serve(addr: SocketAddr, probe: Probe) -> std::io::Result<SocketAddr> {
    let listener = TcpListener::bind(addr).await?;
    let bound = listener.local_addr()?;
    super::listener::serve_in_background(listener, "metrics", move |request| {
        let probe = probe.clone();
        async move { answer(&probe, &request).await }
    });
    Ok(bound)
}

async fn answer(probe: &Probe, request: &Request<Incoming>) -> Response<Full<Bytes>> {
    match request.uri().path() {
        "/healthz" => {
            let (healthy, body) = health(probe).await;
            let status = if healthy {
                StatusCode::OK
            } else {
                StatusCode::SERVICE_UNAVAILABLE
            };
            reply(status, "application/json", body)
        }
        "/metrics" => {
            count_games(&probe.store).await;
            match crate::metrics::render() {
                Some(text) => reply(StatusCode::OK, "text/plain; version=0.0.4", text),
                None => reply(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "text/plain",
                    "metrics unavailable (see the log)\n".into(),
                ),
            }
        }
        _ => reply(
            StatusCode::NOT_FOUND,
            "text/plain",
            "try /healthz or /metrics\n".into(),
        ),
    }
}

fn reply(status: StatusCode, content_type: &str, body: String) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    if let Ok(value) = content_type.parse() {
        response
            .headers_mut()
            .insert(hyper::header::CONTENT_TYPE, value);
    }
    response
}

/// Healthy when every shard of this process is connected to the gateway (a worker without
/// the gateway has none to wait for) and the store takes a write; the body says which part
/// failed.
async fn health(probe: &Probe) -> (bool, String) {
    let (gateway, shards_json) = match &probe.shards {
        Some(manager) => {
            let (connected, shards) = {
                let runners = manager.runners.lock().await;
                let connected = runners
                    .values()
                    .filter(|runner| runner.stage == ConnectionStage::Connected)
                    .count();
                (connected, runners.len())
            };
            (
                shards > 0 && connected == shards,
                serde_json::json!({ "connected_shards": connected, "shards": shards }),
            )
        }
        None => (true, serde_json::json!("off")),
    };
    let store = match probe.store.probe().await {
        Ok(()) => "writable".to_string(),
        Err(e) => {
            tracing::error!(error = %e, "health probe: the store refused a write");
            format!("not writable: {e}")
        }
    };
    let healthy = gateway && store == "writable";
    let body = serde_json::json!({
        "healthy": healthy,
        "gateway": shards_json,
        "store": store,
    });
    (healthy, body.to_string())
}

/// Sets the `vitrail_games` gauge from the store's counters of lobbies and running games by
/// kind: a handful of entries kept by every write, read off the async workers.
async fn count_games(store: &Store) {
    let store = store.clone();
    let counted = tokio::task::spawn_blocking(move || store.game_counts()).await;
    match counted {
        Ok(Ok(counts)) => {
            let names: Vec<(String, i64, LiveState)> = counts
                .into_iter()
                .map(|(kind, state, n)| (kind.to_string(), n, state))
                .collect();
            let rows: Vec<(&str, &str, i64)> = names
                .iter()
                .map(|(game, n, state)| (game.as_str(), state.label(), *n))
                .collect();
            crate::metrics::set_games(&rows);
        }
        Ok(Err(e)) => tracing::warn!(error = %e, "cannot read the games' counters"),
        Err(e) => tracing::warn!(error = %e, "the games' counters task failed"),
    }
}
