//! The fake Discord's other way of delivering interactions: as Discord does for an application
//! with an Interactions Endpoint URL, a signed HTTP POST to the bot (round-robin over the
//! workers it was given) instead of a gateway dispatch. The fake holds an Ed25519 key made at
//! start; the bot is told its public half (`VITRAIL_PUBLIC_KEY`).
#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use ed25519_dalek::{Signer, SigningKey};

/// How a request is signed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signing {
    /// As Discord signs: the fake's key over the timestamp and the body.
    Discord,
    /// With another key: a forgery.
    Forged,
    /// No signature headers at all.
    Missing,
    /// Discord's signature, made ten minutes ago: a request kept and sent again.
    Replayed,
}

/// The fake's signing key and the workers it posts to.
pub struct Endpoints {
    key: SigningKey,
    /// Another key, for forgeries.
    forger: SigningKey,
    /// The workers interactions go to, in turn; empty: over the gateway.
    pub workers: Vec<SocketAddr>,
    next: usize,
    client: reqwest::Client,
}

/// How the POST of one interaction went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivery {
    pub worker: SocketAddr,
    /// The HTTP status the worker answered, or why there was none; `None` while it waits.
    pub outcome: Option<Result<u16, String>>,
    /// How long the worker took to answer the POST.
    pub took: Option<Duration>,
}

impl Delivery {
    /// Whether the worker answered other than Discord asks (202 for an interaction).
    pub fn refused(&self) -> Option<String> {
        match &self.outcome {
            Some(Ok(202)) | None => None,
            Some(Ok(status)) => Some(format!("worker {} answered {status}", self.worker)),
            Some(Err(e)) => Some(format!("worker {}: {e}", self.worker)),
        }
    }
}

impl Endpoints {
    pub fn new() -> Endpoints {
        Endpoints {
            key: SigningKey::from_bytes(&rand::random()),
            forger: SigningKey::from_bytes(&rand::random()),
            workers: Vec::new(),
            next: 0,
            // A connection per request: a pooled one could outlive the worker it went to (a
            // restart), and a load balancer's own pooling is not what the tests look at.
            client: reqwest::Client::builder()
                .no_proxy()
                .pool_max_idle_per_host(0)
                .timeout(Duration::from_secs(20))
                .build()
                .expect("an HTTP client"),
        }
    }

    /// The public key as the developer portal shows it (64 hex digits).
    pub fn public_key_hex(&self) -> String {
        hex(self.key.verifying_key().as_bytes())
    }

    /// The next worker in turn, if interactions go over HTTP.
    pub fn next_worker(&mut self) -> Option<SocketAddr> {
        let worker = *self.workers.get(self.next % self.workers.len().max(1))?;
        self.next += 1;
        Some(worker)
    }

    /// A POST of `body` to `worker`, signed by `signing`, ready to send (without holding the
    /// fake's lock).
    pub fn request(&self, worker: SocketAddr, body: Vec<u8>, signing: Signing) -> Post {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let timestamp = match signing {
            Signing::Replayed => now.saturating_sub(600),
            _ => now,
        }
        .to_string();
        let key = match signing {
            Signing::Discord | Signing::Replayed => Some(&self.key),
            Signing::Forged => Some(&self.forger),
            Signing::Missing => None,
        };
        let signature = key.map(|key| {
            let message = [timestamp.as_bytes(), &body].concat();
            hex(&key.sign(&message).to_bytes())
        });
        Post {
            client: self.client.clone(),
            url: format!("http://{worker}/"),
            body,
            signature,
            timestamp,
        }
    }
}

/// One signed request, sent with [`Post::send`].
pub struct Post {
    client: reqwest::Client,
    url: String,
    body: Vec<u8>,
    signature: Option<String>,
    timestamp: String,
}

impl Post {
    /// Sends it; the status and body the worker answered.
    pub async fn send(self) -> Result<(u16, Vec<u8>), String> {
        let mut request = self
            .client
            .post(&self.url)
            .header("content-type", "application/json")
            .body(self.body);
        if let Some(signature) = self.signature {
            request = request
                .header("X-Signature-Ed25519", signature)
                .header("X-Signature-Timestamp", self.timestamp);
        }
        let response = request
            .send()
            .await
            .map_err(|e| format!("POST {}: {e}", self.url))?;
        let status = response.status().as_u16();
        let body = response
            .bytes()
            .await
            .map_err(|e| format!("reading the answer of {}: {e}", self.url))?;
        Ok((status, body.to_vec()))
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
