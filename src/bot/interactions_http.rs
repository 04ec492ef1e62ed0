//! Interactions over HTTP (the application's "Interactions Endpoint URL"): Discord POSTs each
//! interaction, signed with the application's Ed25519 key, instead of sending it over the
//! gateway. A request is answered only once its signature holds (else 401); a PING with a
//! PONG; anything else is handled exactly as the gateway's INTERACTION_CREATE is, through
//! poise and the one component handler (`on_event`), with a context from `detached.rs`.
//!
//! The bot answers every interaction with its callback endpoint (`POST
//! /interactions/{id}/{token}/callback`), so the POST itself gets what Discord asks for then: 202
//! and no body, once the handler has finished or after [`ANSWER_WINDOW`], whichever comes
//! first (a slow handler has acknowledged its interaction by then, `answer.rs`, and goes on).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use http_body_util::{BodyExt, Full, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::header::{HeaderMap, ALLOW, CONTENT_TYPE};
use hyper::{Method, Request, Response, StatusCode};
use poise::serenity_prelude as serenity;
use serenity::interactions_endpoint::Verifier;
use tokio::net::TcpListener;

use super::data::{Data, Error};
use super::detached::Detached;
use crate::config::InteractionsEndpoint;

/// The largest request taken. An interaction carries at most a message with its components and
/// some resolved objects: tens of kilobytes.
const MOST_BYTES: usize = 1 << 20;

/// How long the POST waits for its handler. Discord drops an interaction not answered within
/// 3 s; every handler answers (or acknowledges) within `acknowledge_after` (at most 2.5 s).
pub const ANSWER_WINDOW: Duration = Duration::from_millis(2_800);

/// How long a request's body may take to arrive: Discord sends it at once; a client that
/// trickles it would hold a connection and a task for nothing.
const BODY_WITHIN: Duration = Duration::from_secs(10);

/// How far a signed request's timestamp may be from this machine's clock. Discord signs each
/// request as it sends it, so a signed request kept and sent again later (a replay) is refused.
const MOST_SKEW_SECS: u64 = 5 * 60;

const SIGNATURE: &str = "x-signature-ed25519";
const TIMESTAMP: &str = "x-signature-timestamp";

#[derive(Debug, thiserror::Error)]
pub enum EndpointError {
    #[error("`public_key` is not an Ed25519 public key: {0}")]
    Key(#[from] serenity::interactions_endpoint::InvalidKey),
    #[error("cannot serve interactions on {addr}: {source}")]
    Bind {
        addr: std::net::SocketAddr,
        source: std::io::Error,
    },
}

/// The endpoint's socket, bound at start-up (so a wrong address or key stops the start with one
/// line), served once the bot can handle what arrives ([`Bound::serve`]).
pub struct Bound {
    listener: TcpListener,
    verifier: Verifier,
    closing: Arc<AtomicBool>,
}

impl Bound {
    pub async fn bind(endpoint: &InteractionsEndpoint) -> Result<Bound, EndpointError> {
        let verifier = Verifier::try_new(endpoint.public_key.0)?;
        let addr = endpoint.addr;
        let listener = TcpListener::bind(addr)
            .await
            .map_err(|source| EndpointError::Bind { addr, source })?;
        Ok(Bound {
            listener,
            verifier,
            closing: Arc::default(),
        })
    }

    /// The address it listens on.
    pub fn local_addr(&self) -> std::io::Result<std::net::SocketAddr> {
        self.listener.local_addr()
    }

    /// What stops it taking interactions while the process stops.
    pub fn closer(&self) -> Closer {
        Closer(self.closing.clone())
    }

    /// Serves the endpoint in the background for as long as the process runs.
    pub fn serve(self, handler: Handler) {
        let endpoint = Arc::new(Endpoint {
            verifier: self.verifier,
            closing: self.closing,
            handler: Arc::new(handler),
        });
        super::listener::serve_in_background(self.listener, "interactions", move |request| {
            let endpoint = endpoint.clone();
            async move { endpoint.answer(request).await }
        });
    }
}

/// Refuses new interactions (503) once the process is stopping, so the clicks in hand can be
/// drained and nothing new starts.
#[derive(Clone)]
pub struct Closer(Arc<AtomicBool>);

impl Closer {
    pub fn close(&self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

/// What handles an interaction: poise's options (the same as the gateway's framework's), the
/// bot's data and the detached serenity context.
pub struct Handler {
    pub detached: Detached,
    pub options: poise::FrameworkOptions<Data, Error>,
    pub data: Data,
}

impl Handler {
    /// Hands `interaction` to poise as the gateway's INTERACTION_CREATE: commands and
    /// autocompletion through poise, every other kind through `on_event`.
    async fn handle(&self, interaction: serenity::Interaction) {
        let framework = poise::FrameworkContext {
            serenity_context: &self.detached.context,
            options: &self.options,
            user_data: &self.data,
            shard_manager: &self.detached.shards,
        };
        poise::dispatch_event(
            framework,
            serenity::FullEvent::InteractionCreate { interaction },
        )
        .await;
    }
}

struct Endpoint {
    verifier: Verifier,
    closing: Arc<AtomicBool>,
    handler: Arc<Handler>,
}

/// What a verified body holds.
enum Received {
    Ping,
    Interaction(Box<serenity::Interaction>),
}

/// Why a request is not handled.
#[derive(Debug, PartialEq, Eq)]
enum Refused {
    /// Not a POST.
    Method,
    /// More than [`MOST_BYTES`].
    TooLarge,
    /// The body could not be read.
    Unread,
    /// A signature header missing, malformed, or not the key's signature of this timestamp and
    /// body.
    Signature,
    /// Signed, but at a time too far from now: a request sent again.
    Stale,
    /// Signed, but not an interaction serenity reads.
    Malformed,
    /// The process is stopping.
    Closing,
}

impl Endpoint {
    async fn answer(&self, request: Request<Incoming>) -> Response<Full<Bytes>> {
        match self.received(request).await {
            Ok(Received::Ping) => {
                let mut pong = Response::new(Full::new(Bytes::from_static(b"{\"type\":1}")));
                pong.headers_mut().insert(
                    CONTENT_TYPE,
                    hyper::header::HeaderValue::from_static("application/json"),
                );
                pong
            }
            Ok(Received::Interaction(interaction)) => self.handled(*interaction).await,
            Err(refused) => refusal(refused),
        }
    }

    async fn received(&self, request: Request<Incoming>) -> Result<Received, Refused> {
        if request.method() != Method::POST {
            return Err(Refused::Method);
        }
        let (parts, body) = request.into_parts();
        let body = tokio::time::timeout(BODY_WITHIN, Limited::new(body, MOST_BYTES).collect());
        let body = match body.await {
            Ok(Ok(collected)) => collected.to_bytes(),
            Ok(Err(e)) if e.is::<http_body_util::LengthLimitError>() => {
                return Err(Refused::TooLarge)
            }
            Ok(Err(_)) | Err(_) => return Err(Refused::Unread),
        };
        let timestamp = verify(&self.verifier, &parts.headers, &body)?;
        fresh(timestamp, super::data::now_secs())?;
        // Signed by Discord: a stopping process says so rather than dropping it unanswered.
        if self.closing.load(Ordering::SeqCst) {
            return Err(Refused::Closing);
        }
        read(&body)
    }

    /// Runs the handler, answering the POST with 202 once it has finished or after
    /// [`ANSWER_WINDOW`], when it goes on by itself.
    async fn handled(&self, interaction: serenity::Interaction) -> Response<Full<Bytes>> {
        let handler = self.handler.clone();
        let work = tokio::spawn(async move { handler.handle(interaction).await });
        match tokio::time::timeout(ANSWER_WINDOW, work).await {
            Ok(Ok(())) | Err(_) => status(StatusCode::ACCEPTED),
            Ok(Err(e)) => {
                tracing::error!(error = %e, "an interaction's handler failed");
                status(StatusCode::INTERNAL_SERVER_ERROR)
            }
        }
    }
}

/// Whether `body` comes from Discord: the headers carry the key's signature of the timestamp
/// followed by the body. Returns the timestamp signed.
fn verify<'h>(
    verifier: &Verifier,
    headers: &'h HeaderMap,
    body: &[u8],
) -> Result<&'h str, Refused> {
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|value| value.to_str().ok())
            .ok_or(Refused::Signature)
    };
    let (signature, timestamp) = (header(SIGNATURE)?, header(TIMESTAMP)?);
    verifier
        .verify(signature, timestamp, body)
        .map_err(|()| Refused::Signature)?;
    Ok(timestamp)
}

/// Whether a signed `timestamp` (Unix seconds) is within [`MOST_SKEW_SECS`] of `now`.
fn fresh(timestamp: &str, now: u64) -> Result<(), Refused> {
    let signed: u64 = timestamp.trim().parse().map_err(|_| Refused::Stale)?;
    match signed.abs_diff(now) <= MOST_SKEW_SECS {
        true => Ok(()),
        false => Err(Refused::Stale),
    }
}

/// A verified body: a PING, or an interaction for the handlers.
fn read(body: &[u8]) -> Result<Received, Refused> {
    #[derive(serde::Deserialize)]
    struct Kind {
        #[serde(rename = "type")]
        kind: u8,
    }
    let kind: Kind = serde_json::from_slice(body).map_err(|_| Refused::Malformed)?;
    if kind.kind == 1 {
        return Ok(Received::Ping);
    }
    match serde_json::from_slice(body) {
        Ok(interaction) => Ok(Received::Interaction(Box::new(interaction))),
        Err(e) => {
            tracing::warn!(error = %e, "a signed interaction serenity cannot read");
            Err(Refused::Malformed)
        }
    }
}

fn refusal(refused: Refused) -> Response<Full<Bytes>> {
    let mut response = status(match refused {
        Refused::Method => StatusCode::METHOD_NOT_ALLOWED,
        Refused::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
        Refused::Unread | Refused::Malformed => StatusCode::BAD_REQUEST,
        Refused::Signature | Refused::Stale => StatusCode::UNAUTHORIZED,
        Refused::Closing => StatusCode::SERVICE_UNAVAILABLE,
    });
    if refused == Refused::Method {
        response
            .headers_mut()
            .insert(ALLOW, hyper::header::HeaderValue::from_static("POST"));
    }
    if refused == Refused::Signature {
        tracing::debug!("refused a request without a valid signature");
    }
    if refused == Refused::Stale {
        tracing::warn!("refused a signed request sent again, or from a clock far off");
    }
    response
}

fn status(status: StatusCode) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::new()));
    *response.status_mut() = status;
    response
}

#[cfg(test)]
mod tests {
    use super::*;
    use ed25519_dalek::{Signer, SigningKey};

    /// A key made for the test, and a verifier of its public half.
    fn keys(seed: u8) -> (SigningKey, Verifier) {
        let signing = SigningKey::from_bytes(&[seed; 32]);
        let verifier = Verifier::try_new(signing.verifying_key().to_bytes()).unwrap();
        (signing, verifier)
    }

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Headers as Discord sends them: `key`'s signature of `timestamp` and `body`.
    fn signed(key: &SigningKey, timestamp: &str, body: &[u8]) -> HeaderMap {
        let message = [timestamp.as_bytes(), body].concat();
        headers(&hex(&key.sign(&message).to_bytes()), timestamp)
    }

    fn headers(signature: &str, timestamp: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(SIGNATURE, signature.parse().unwrap());
        headers.insert(TIMESTAMP, timestamp.parse().unwrap());
        headers
    }

    const BODY: &[u8] = br#"{"type":1}"#;

    #[test]
    fn discords_signature_is_taken() {
        let (key, verifier) = keys(7);
        assert_eq!(
            verify(&verifier, &signed(&key, "1700000000", BODY), BODY),
            Ok("1700000000")
        );
        // Upper-case hex is the same signature.
        let upper = signed(&key, "1700000000", BODY)[SIGNATURE]
            .to_str()
            .unwrap()
            .to_uppercase();
        assert_eq!(
            verify(&verifier, &headers(&upper, "1700000000"), BODY),
            Ok("1700000000")
        );
    }

    #[test]
    fn a_request_signed_long_ago_or_ahead_is_refused() {
        let now = 1_700_000_000;
        for fine in ["1700000000", "1699999700", "1700000300"] {
            assert_eq!(fresh(fine, now), Ok(()), "{fine}");
        }
        for stale in ["1699999699", "1700000301", "0", "", "soon", "-5"] {
            assert_eq!(fresh(stale, now), Err(Refused::Stale), "{stale:?}");
        }
        assert_eq!(refusal(Refused::Stale).status(), StatusCode::UNAUTHORIZED);
    }

    #[test]
    fn a_forged_signature_is_refused() {
        let (_, verifier) = keys(7);
        let (other, _) = keys(8);
        // Signed by another key.
        let forged = signed(&other, "1700000000", BODY);
        assert_eq!(verify(&verifier, &forged, BODY), Err(Refused::Signature));
        // Discord's signature over another body.
        let (key, _) = keys(7);
        let changed = br#"{"type":2}"#;
        let headers = signed(&key, "1700000000", BODY);
        assert_eq!(
            verify(&verifier, &headers, changed),
            Err(Refused::Signature)
        );
    }

    #[test]
    fn a_signature_of_another_timestamp_is_refused() {
        let (key, verifier) = keys(7);
        let mut moved = signed(&key, "1700000000", BODY);
        moved.insert(TIMESTAMP, "1700000001".parse().unwrap());
        assert_eq!(verify(&verifier, &moved, BODY), Err(Refused::Signature));
    }

    #[test]
    fn malformed_or_missing_headers_are_refused() {
        let (key, verifier) = keys(7);
        let good = signed(&key, "1700000000", BODY);
        let signature = good[SIGNATURE].to_str().unwrap().to_string();
        let last = if signature.ends_with('0') { "1" } else { "0" };
        let flipped = format!("{}{last}", &signature[..127]);
        for bad in [
            "",
            "zz",
            &signature[..126],
            &format!("{signature}00"),
            &format!("{}zz", &signature[..126]),
            &flipped,
        ] {
            let headers = headers(bad, "1700000000");
            assert_eq!(
                verify(&verifier, &headers, BODY),
                Err(Refused::Signature),
                "{bad:?}"
            );
        }
        // A signature header whose value is not text.
        let mut binary = good.clone();
        binary.insert(
            SIGNATURE,
            hyper::header::HeaderValue::from_bytes(&[0xff; 128]).unwrap(),
        );
        assert_eq!(verify(&verifier, &binary, BODY), Err(Refused::Signature));
        for name in [SIGNATURE, TIMESTAMP] {
            let mut missing = good.clone();
            missing.remove(name);
            assert_eq!(
                verify(&verifier, &missing, BODY),
                Err(Refused::Signature),
                "{name}"
            );
        }
    }

    #[test]
    fn a_ping_is_told_from_an_interaction_and_junk_is_refused() {
        assert!(matches!(
            read(br#"{"type":1,"id":"1"}"#),
            Ok(Received::Ping)
        ));
        assert!(matches!(read(b"not json"), Err(Refused::Malformed)));
        assert!(matches!(read(br#"{"type":2}"#), Err(Refused::Malformed)));
        assert!(matches!(read(br#"{"kind":2}"#), Err(Refused::Malformed)));
    }
}
