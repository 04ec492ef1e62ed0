//! The bot's end of `api_proxy`. Behind a rate-limiting proxy serenity 0.12 must run with its own
//! limiter off (the limiter always sends to discord.com), and its error for a refused call keeps
//! neither the body nor the headers of the answer: a 429's `retry_after` would be lost and the
//! bot could only guess a pause. So serenity sends to this relay on loopback instead, which
//! passes every call on to the proxy unchanged and, when one is answered 429, notes when Discord
//! said to come back. `retry.rs` waits until then ([`come_back_in`]) rather than its own pauses.

use std::collections::HashMap;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::header::{self, HeaderMap, HeaderName};
use hyper::{Request, Response, StatusCode};
use tokio::net::TcpListener;

/// Starts the relay to `upstream` (the proxy's base URL) on a free loopback port, sending with
/// `client`; returns the base URL to give serenity as its proxy.
pub(super) async fn start(upstream: &str, client: reqwest::Client) -> std::io::Result<String> {
    let listener = TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, 0))).await?;
    let bound = listener.local_addr()?;
    let upstream = upstream.trim_end_matches('/').to_string();
    super::listener::serve_in_background(listener, "api_proxy relay", move |request| {
        let (client, upstream) = (client.clone(), upstream.clone());
        async move { pass_on(&client, &upstream, request).await }
    });
    Ok(format!("http://{bound}"))
}

/// Sends one call on to the proxy and brings its answer back as it came; an unreachable proxy
/// answers 502, a passing trouble `retry.rs` tries again.
async fn pass_on(
    client: &reqwest::Client,
    upstream: &str,
    request: Request<Incoming>,
) -> Response<Full<Bytes>> {
    let (parts, body) = request.into_parts();
    let route = parts.uri.path().to_string();
    let path_and_query = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let body = match body.collect().await {
        Ok(collected) => collected.to_bytes(),
        Err(e) => return bad_gateway(&format!("reading the call: {e}")),
    };
    let sent = client
        .request(parts.method.clone(), format!("{upstream}{path_and_query}"))
        .headers(end_to_end(parts.headers))
        .body(body)
        .send()
        .await;
    let answer = match sent {
        Ok(answer) => answer,
        Err(e) => return bad_gateway(&e.to_string()),
    };
    let status = answer.status();
    let headers = end_to_end(answer.headers().clone());
    let body = match answer.bytes().await {
        Ok(body) => body,
        Err(e) => return bad_gateway(&format!("reading the answer: {e}")),
    };
    if status == StatusCode::TOO_MANY_REQUESTS {
        if let Some(wait) = asked_wait(&headers, &body) {
            let global = is_global(&headers, &body);
            note(&route_key(parts.method.as_str(), &route), wait, global);
        }
    }
    let mut response = Response::new(Full::new(body));
    *response.status_mut() = status;
    *response.headers_mut() = headers;
    response
}

fn bad_gateway(why: &str) -> Response<Full<Bytes>> {
    tracing::warn!(why, "api_proxy relay: the proxy did not answer");
    let mut response = Response::new(Full::new(Bytes::from_static(
        br#"{"message": "api_proxy unreachable", "code": 0}"#,
    )));
    *response.status_mut() = StatusCode::BAD_GATEWAY;
    response
}

/// The headers that describe the message itself, without those of one connection (the relay's
/// own connection frames the body again).
fn end_to_end(mut headers: HeaderMap) -> HeaderMap {
    const HOP: [HeaderName; 5] = [
        header::HOST,
        header::CONNECTION,
        header::CONTENT_LENGTH,
        header::TRANSFER_ENCODING,
        header::UPGRADE,
    ];
    for name in HOP {
        headers.remove(name);
    }
    headers.remove("keep-alive");
    headers
}

/// How long a 429 asks to wait: the body's `retry_after` (seconds, with a fraction), else the
/// `X-RateLimit-Reset-After` or `Retry-After` header.
fn asked_wait(headers: &HeaderMap, body: &[u8]) -> Option<Duration> {
    let from_body = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v.get("retry_after")?.as_f64());
    let from_header = |name: &str| headers.get(name)?.to_str().ok()?.trim().parse::<f64>().ok();
    let seconds = from_body
        .or_else(|| from_header("x-ratelimit-reset-after"))
        .or_else(|| from_header("retry-after"))?;
    Duration::try_from_secs_f64(seconds).ok()
}

/// Whether a 429 is the bot-wide limit, which holds every route, not only the one refused.
fn is_global(headers: &HeaderMap, body: &[u8]) -> bool {
    headers.contains_key("x-ratelimit-global")
        || serde_json::from_slice::<serde_json::Value>(body)
            .ok()
            .and_then(|v| v.get("global")?.as_bool())
            .unwrap_or(false)
}

/// One route's key: the method and the path, without the query (`?wait=true` is the same route).
fn route_key(method: &str, path: &str) -> String {
    format!("{method} {path}")
}

/// When each refused route (and the whole bot, after a global 429) may be called again.
#[derive(Default)]
struct Notes {
    routes: HashMap<String, Instant>,
    global: Option<Instant>,
}

/// One set of notes for the process: there is one relay, and `retry.rs` reads them from a
/// serenity error that names only the URL.
fn notes() -> MutexGuard<'static, Notes> {
    static NOTES: OnceLock<Mutex<Notes>> = OnceLock::new();
    NOTES
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn note(key: &str, wait: Duration, global: bool) {
    let now = Instant::now();
    let until = now + wait;
    let mut notes = notes();
    // Past notes are of no use: drop them so the map holds only the routes still waiting.
    notes.routes.retain(|_, at| *at > now);
    if global {
        notes.global = Some(notes.global.map_or(until, |at| at.max(until)));
    } else {
        notes.routes.insert(key.to_string(), until);
    }
}

/// How long from now a call of `method` on `url` must wait, by what the last 429s said: its
/// own route's, or a global one's. `None` when nothing holds it back.
pub(super) fn come_back_in(method: &str, url: &str) -> Option<Duration> {
    let path = reqwest::Url::parse(url).ok()?.path().to_string();
    let key = route_key(method, &path);
    let notes = notes();
    let until = [notes.routes.get(&key).copied(), notes.global]
        .into_iter()
        .flatten()
        .max()?;
    let wait = until.saturating_duration_since(Instant::now());
    (!wait.is_zero()).then_some(wait)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, value.parse().unwrap());
        }
        map
    }

    #[test]
    fn the_wait_comes_from_the_body_first_then_the_headers() {
        let body =
            br#"{"message": "You are being rate limited.", "retry_after": 1.25, "global": false}"#;
        let h = headers(&[("retry-after", "2")]);
        assert_eq!(asked_wait(&h, body), Some(Duration::from_millis(1250)));
        assert!(!is_global(&h, body));
        let h = headers(&[("x-ratelimit-reset-after", "0.5"), ("retry-after", "1")]);
        assert_eq!(
            asked_wait(&h, b"not json"),
            Some(Duration::from_millis(500))
        );
        let h = headers(&[("retry-after", "3"), ("x-ratelimit-global", "true")]);
        assert_eq!(asked_wait(&h, b""), Some(Duration::from_secs(3)));
        assert!(is_global(&h, b""));
        assert_eq!(asked_wait(&HeaderMap::new(), b"{}"), None);
        assert_eq!(asked_wait(&headers(&[("retry-after", "-1")]), b""), None);
    }

    #[test]
    fn a_note_holds_its_route_and_a_global_one_holds_every_route() {
        let url = |path: &str| format!("http://127.0.0.1:9/api/v10{path}?wait=true");
        note(
            &route_key("POST", "/api/v10/channels/71/messages"),
            Duration::from_secs(5),
            false,
        );
        let wait = come_back_in("POST", &url("/channels/71/messages")).unwrap();
        assert!(wait > Duration::from_secs(4) && wait <= Duration::from_secs(5));
        assert_eq!(come_back_in("GET", &url("/channels/71/messages")), None);
        assert_eq!(come_back_in("POST", &url("/channels/72/messages")), None);
        // A global 429 on another route holds this one too; the longer wait counts.
        note(
            &route_key("PATCH", "/api/v10/channels/73/messages/1"),
            Duration::from_secs(60),
            true,
        );
        let wait = come_back_in("POST", &url("/channels/72/messages")).unwrap();
        assert!(wait > Duration::from_secs(59));
        notes().global = None;
    }
}
