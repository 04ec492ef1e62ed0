//! How serenity reaches Discord's REST API. Directly, as most bots do; through `api_proxy`, a
//! rate-limiting proxy that stands in for discord.com (serenity's own rate limiter is then off,
//! the proxy's job); or through `https_proxy`, an HTTP CONNECT proxy that only carries the TLS
//! connection (a corporate egress proxy), so serenity's rate limiter stays on. With
//! `extra_root_certificate` that connection also trusts the CA of a TLS-inspecting proxy.

use std::path::{Path, PathBuf};

use poise::serenity_prelude as serenity;

/// Why the REST client could not be built from the settings.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("cannot read extra_root_certificate {path}: {source}")]
    Unreadable {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("extra_root_certificate {path} holds no PEM certificate: {reason}")]
    NotPem { path: PathBuf, reason: String },
    #[error("https_proxy {url:?} is not usable: {reason}")]
    BadProxy { url: String, reason: String },
    #[error("cannot build the HTTPS client: {0}")]
    Build(String),
    #[error("cannot open the loopback relay to api_proxy: {0}")]
    Relay(std::io::Error),
}

/// The REST side of serenity, set up from the settings.
pub(super) async fn http(
    token: &str,
    api_proxy: Option<&str>,
    https_proxy: Option<&str>,
    extra_root_certificate: Option<&Path>,
) -> Result<serenity::Http, ClientError> {
    // serenity's rate limiter sends through this same client.
    let client = reqwest_client(https_proxy, extra_root_certificate)?;
    // The same mention policy as the framework's: a builder that names nobody pings nobody.
    let mut http = serenity::HttpBuilder::new(token)
        .client(client.clone())
        .default_allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Some(proxy) = api_proxy {
        // The proxy (or the test suite's fake Discord) owns rate limiting. serenity 0.12's
        // limiter cannot stay on here: it sends to discord.com whatever the proxy. A 429 the
        // proxy passes on is waited out by `retry.rs`, with the `retry_after` the relay noted
        // (serenity's error drops it with the rest of the 429's body).
        let relay = super::relay::start(proxy, client.clone())
            .await
            .map_err(ClientError::Relay)?;
        http = http.proxy(relay).ratelimiter_disabled(true);
    }
    Ok(http.build())
}

/// Makes the rate limiter's waits visible, which otherwise only look like a slow bot. serenity
/// hands each wait to the client's event handlers (it replaces any callback set on the limiter
/// itself, and poise's framework does not pass it on), hence a handler of its own.
pub(super) struct RateLimitWaits;

#[serenity::async_trait]
impl serenity::EventHandler for RateLimitWaits {
    async fn ratelimit(&self, info: serenity::RatelimitInfo) {
        crate::metrics::rate_limit_wait(info.global);
        tracing::debug!(
            method = ?info.method,
            path = %info.path,
            global = info.global,
            wait_ms = info.timeout.as_millis() as u64,
            "waiting out a Discord rate limit"
        );
    }
}

/// The client serenity would build itself (reqwest on rustls with the webpki roots), plus the
/// proxy and the extra roots.
fn reqwest_client(
    https_proxy: Option<&str>,
    extra_root_certificate: Option<&Path>,
) -> Result<reqwest::Client, ClientError> {
    let mut builder = reqwest::Client::builder().use_rustls_tls();
    if let Some(url) = https_proxy {
        // Only https:// calls: a plain-HTTP `api_proxy` on the local network is reached directly.
        let proxy = reqwest::Proxy::https(url).map_err(|e| ClientError::BadProxy {
            url: url.to_string(),
            reason: e.to_string(),
        })?;
        builder = builder.proxy(proxy);
    }
    if let Some(path) = extra_root_certificate {
        for certificate in certificates(path)? {
            builder = builder.add_root_certificate(certificate);
        }
    }
    builder
        .build()
        .map_err(|e| ClientError::Build(e.to_string()))
}

/// Every certificate of a PEM file (a bundle may hold several).
fn certificates(path: &Path) -> Result<Vec<reqwest::Certificate>, ClientError> {
    let pem = std::fs::read(path).map_err(|source| ClientError::Unreadable {
        path: path.to_path_buf(),
        source,
    })?;
    let not_pem = |reason: String| ClientError::NotPem {
        path: path.to_path_buf(),
        reason,
    };
    let certificates =
        reqwest::Certificate::from_pem_bundle(&pem).map_err(|e| not_pem(e.to_string()))?;
    if certificates.is_empty() {
        return Err(not_pem("no BEGIN CERTIFICATE block".into()));
    }
    Ok(certificates)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn direct_and_api_proxy_keep_serenitys_own_choice_of_rate_limiter() {
        let direct = http("t", None, None, None).await.unwrap();
        assert!(
            direct.ratelimiter.is_some(),
            "production talks to Discord rate limited"
        );
        let proxied = http("t", Some("http://127.0.0.1:1"), None, None)
            .await
            .unwrap();
        assert!(
            proxied.ratelimiter.is_none(),
            "api_proxy limits rates itself"
        );
    }

    #[tokio::test]
    async fn an_https_proxy_keeps_the_rate_limiter_on() {
        let http = http("t", None, Some("http://127.0.0.1:3128"), None)
            .await
            .unwrap();
        assert!(http.ratelimiter.is_some());
        assert!(http.proxy.is_none(), "calls still name discord.com");
    }

    #[tokio::test]
    async fn a_missing_or_empty_certificate_file_is_named() {
        let missing = Path::new("/nonexistent/ca.pem");
        let err = http("t", None, None, Some(missing)).await.unwrap_err();
        assert!(matches!(err, ClientError::Unreadable { .. }), "{err}");
        assert!(err.to_string().contains("/nonexistent/ca.pem"));
        let dir = tempfile::tempdir().unwrap();
        let empty = dir.path().join("ca.pem");
        std::fs::write(&empty, "not a certificate\n").unwrap();
        let err = http("t", None, None, Some(&empty)).await.unwrap_err();
        assert!(matches!(err, ClientError::NotPem { .. }), "{err}");
    }

    #[tokio::test]
    async fn a_pem_certificate_is_trusted() {
        let certificate = rcgen::generate_simple_self_signed(vec!["discord.com".into()]).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ca.pem");
        std::fs::write(&path, certificate.cert.pem()).unwrap();
        let http = http("t", None, Some("http://127.0.0.1:3128"), Some(&path))
            .await
            .unwrap();
        assert!(http.ratelimiter.is_some());
    }
}
