//! Plain HTTP/1 on hyper, served in the background: the operator's listener (`health.rs`) and
//! the loopback relay to `api_proxy` (`relay.rs`).

use std::convert::Infallible;
use std::future::Future;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;

/// How long a request's headers may take to arrive.
const HEADERS_WITHIN: std::time::Duration = std::time::Duration::from_secs(10);

/// Answers every request on `listener` with `handle`, each connection on a task of its own, for
/// as long as the process runs. `name` says which listener in the log.
pub(super) fn serve_in_background<H, Fut>(listener: TcpListener, name: &'static str, handle: H)
where
    H: Fn(Request<Incoming>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Response<Full<Bytes>>> + Send + 'static,
{
    tokio::spawn(async move {
        loop {
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                Err(e) => {
                    tracing::warn!(listener = name, error = %e, "accept failed");
                    continue;
                }
            };
            let handle = handle.clone();
            tokio::spawn(async move {
                let service = hyper::service::service_fn(move |request| {
                    let answer = handle(request);
                    async move { Ok::<_, Infallible>(answer.await) }
                });
                // A client that never finishes its headers is dropped, not waited for.
                let connection = hyper::server::conn::http1::Builder::new()
                    .timer(TokioTimer::new())
                    .header_read_timeout(HEADERS_WITHIN)
                    .serve_connection(TokioIo::new(stream), service);
                if let Err(e) = connection.await {
                    tracing::debug!(listener = name, error = %e, "connection ended");
                }
            });
        }
    });
}
