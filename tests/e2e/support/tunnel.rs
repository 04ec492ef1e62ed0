//! The fake's end of an HTTPS proxy, so the bot can run as in production: REST calls to
//! `https://discord.com` with serenity's rate limiter on. Given the fake as `https_proxy`, the
//! bot sends `CONNECT discord.com:443`; the fake accepts, terminates TLS with a certificate for
//! discord.com signed by a CA made at start (the bot trusts it as `extra_root_certificate`, as
//! it would a TLS-inspecting proxy's), and serves the same REST routes inside the tunnel. The
//! gateway URL it hands out stays plain `ws://` on loopback.
#![allow(dead_code)]

use std::sync::Arc;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::TokioIo;
use tokio_rustls::rustls;
use tokio_rustls::TlsAcceptor;

use super::fake_discord::{handle_http, Shared};

/// The only host the fake tunnels to.
pub const DISCORD: &str = "discord.com:443";

/// A CA and the discord.com certificate it signed.
pub(crate) struct Tls {
    pub ca_pem: String,
    pub acceptor: TlsAcceptor,
}

impl Tls {
    pub fn new() -> Tls {
        let ca_key = rcgen::KeyPair::generate().expect("CA key");
        let mut ca = rcgen::CertificateParams::new(Vec::<String>::new()).expect("CA params");
        ca.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
        ca.distinguished_name
            .push(rcgen::DnType::CommonName, "vitrail fake Discord CA");
        let ca = ca.self_signed(&ca_key).expect("CA certificate");
        let key = rcgen::KeyPair::generate().expect("discord.com key");
        let leaf = rcgen::CertificateParams::new(vec!["discord.com".to_string()])
            .expect("discord.com params")
            .signed_by(&key, &ca, &ca_key)
            .expect("discord.com certificate");
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("TLS versions")
            .with_no_client_auth()
            .with_single_cert(
                vec![leaf.der().clone()],
                rustls::pki_types::PrivateKeyDer::Pkcs8(key.serialize_der().into()),
            )
            .expect("TLS server config");
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        Tls {
            ca_pem: ca.pem(),
            acceptor: TlsAcceptor::from(Arc::new(config)),
        }
    }
}

/// Answers a CONNECT: 200 and a tunnel to the fake's own REST API for discord.com, 403 for any
/// other host (the bot must not reach anything else through its proxy).
pub(crate) fn connect(shared: Arc<Shared>, req: Request<Incoming>) -> Response<Full<Bytes>> {
    let authority = req.uri().authority().map(|a| a.as_str().to_string());
    if authority.as_deref() != Some(DISCORD) {
        shared
            .lock()
            .tunnels_refused
            .push(authority.unwrap_or_default());
        return Response::builder()
            .status(403)
            .body(Full::new(Bytes::new()))
            .expect("valid response");
    }
    let acceptor = shared.tls.acceptor.clone();
    tokio::spawn(async move {
        let Ok(upgraded) = hyper::upgrade::on(req).await else {
            return;
        };
        let Ok(stream) = acceptor.accept(TokioIo::new(upgraded)).await else {
            return;
        };
        shared.lock().tunnels += 1;
        let service = service_fn(move |req| handle_http(shared.clone(), req, true));
        let _ = hyper::server::conn::http1::Builder::new()
            .serve_connection(TokioIo::new(stream), service)
            .await;
    });
    Response::new(Full::new(Bytes::new()))
}
