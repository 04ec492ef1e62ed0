//! Runs the real bot binary as a subprocess wired to a [`FakeDiscord`].
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! let root = tempfile::tempdir().unwrap();          // keep it alive for the whole test
//! let data = root.path().join("data");
//! let bot = BotProcess::spawn(&fake, &data);        // log: root/data-bot-N.log
//! fake.wait_ready(Duration::from_secs(30)).await
//!     .unwrap_or_else(|e| panic!("bot never became ready: {e}\n--- bot log ---\n{}", bot.log()));
//! // ... drive it ...
//! bot.kill();                                        // SIGKILL: a crash (Drop does the same)
//! // or: bot.interrupt(Duration::from_secs(10)).await  // SIGINT: graceful shutdown
//! let bot = BotProcess::spawn(&fake, &data);         // restart on the same data dir
//! fake.wait_ready(Duration::from_secs(30)).await.unwrap(); // waits for the *new* READY
//! ```
//!
//! The fake runs on the test's tokio runtime: never block that thread (`std::thread::sleep`,
//! blocking waits) while the bot is talking to it.
#![allow(dead_code)]

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::fake_discord::FakeDiscord;

static SPAWNED: AtomicUsize = AtomicUsize::new(0);

/// Default `RUST_LOG` for the bot; override with the `VITRAIL_TEST_RUST_LOG` variable.
pub const DEFAULT_RUST_LOG: &str = "warn,vitrail=debug";

/// How the bot reaches the fake's REST API.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Link {
    /// `api_proxy`: plain HTTP to the fake in place of discord.com, serenity's rate limiter off
    /// (the fake answers at once; most tests).
    #[default]
    ApiProxy,
    /// `https_proxy` and `extra_root_certificate`: `https://discord.com` through a CONNECT
    /// tunnel to the fake, serenity's rate limiter on, as in production.
    Tunnel,
}

/// A running bot process. Dropping it kills the process (SIGKILL).
pub struct BotProcess {
    child: Child,
    log_path: PathBuf,
    data_dir: PathBuf,
    exit: Option<ExitStatus>,
}

/// A free port on loopback, for a worker's interactions endpoint.
pub fn free_addr() -> std::net::SocketAddr {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free loopback port")
}

/// The environment of a worker with no gateway that takes interactions over HTTP on `addr`,
/// signed with the fake's key.
pub fn http_worker_env(fake: &FakeDiscord, addr: std::net::SocketAddr) -> Vec<(String, String)> {
    vec![
        ("VITRAIL_GATEWAY".into(), "false".into()),
        ("VITRAIL_INTERACTIONS_ADDR".into(), addr.to_string()),
        ("VITRAIL_PUBLIC_KEY".into(), fake.public_key_hex()),
    ]
}

impl BotProcess {
    /// Starts the bot against `fake` with its data in `data_dir` (created if missing). Output
    /// goes to `<parent of data_dir>/<data_dir name>-bot-<n>.log`.
    pub fn spawn(fake: &FakeDiscord, data_dir: &Path) -> BotProcess {
        Self::spawn_with_env(fake, data_dir, &[])
    }

    /// Like [`Self::spawn`], with extra (or overriding) environment variables.
    pub fn spawn_with_env(
        fake: &FakeDiscord,
        data_dir: &Path,
        extra: &[(&str, &str)],
    ) -> BotProcess {
        Self::spawn_linked(fake, data_dir, extra, Link::ApiProxy)
    }

    /// Like [`Self::spawn_with_env`], reaching the fake through `link`.
    pub fn spawn_linked(
        fake: &FakeDiscord,
        data_dir: &Path,
        extra: &[(&str, &str)],
        link: Link,
    ) -> BotProcess {
        std::fs::create_dir_all(data_dir)
            .unwrap_or_else(|e| panic!("creating data dir {}: {e}", data_dir.display()));
        let n = SPAWNED.fetch_add(1, Ordering::SeqCst);
        let stem = data_dir
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "data".into());
        let log_dir = data_dir.parent().unwrap_or(data_dir);
        let log_path = log_dir.join(format!("{stem}-bot-{n}.log"));
        let log = File::create(&log_path)
            .unwrap_or_else(|e| panic!("creating bot log {}: {e}", log_path.display()));
        let log_err = log.try_clone().expect("cloning log file handle");

        let rust_log =
            std::env::var("VITRAIL_TEST_RUST_LOG").unwrap_or_else(|_| DEFAULT_RUST_LOG.into());
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_vitrail"));
        cmd.env("DISCORD_TOKEN", "fake-bot-token")
            .env("VITRAIL_DATA_DIR", data_dir)
            .env("VITRAIL_DEV_GUILDS", fake.guild_id().to_string())
            .env("RUST_LOG", rust_log)
            // No NO_COLOR: the bot writes plain text to a file by itself (`service.rs` checks).
            .env_remove("NO_COLOR")
            .env("NO_PROXY", "127.0.0.1,localhost")
            .env("no_proxy", "127.0.0.1,localhost")
            // Computer seats move at once and think briefly and reproducibly (tests may
            // override these through `spawn_with_env`).
            .env("VITRAIL_COMPUTER_PAUSE_MS", "0")
            .env("VITRAIL_THINK_ITERATIONS", "60");
        // Never let a proxy from the environment route loopback traffic elsewhere.
        for var in [
            "HTTP_PROXY",
            "HTTPS_PROXY",
            "ALL_PROXY",
            "http_proxy",
            "https_proxy",
            "all_proxy",
        ] {
            cmd.env_remove(var);
        }
        match link {
            Link::ApiProxy => {
                cmd.env("VITRAIL_API_PROXY", fake.api_url());
            }
            Link::Tunnel => {
                let ca = log_dir.join(format!("{stem}-ca.pem"));
                std::fs::write(&ca, fake.ca_pem())
                    .unwrap_or_else(|e| panic!("writing {}: {e}", ca.display()));
                cmd.env("VITRAIL_HTTPS_PROXY", fake.api_url())
                    .env("VITRAIL_EXTRA_ROOT_CERTIFICATE", ca);
            }
        }
        for (k, v) in extra {
            cmd.env(k, v);
        }
        cmd.stdin(Stdio::null()).stdout(log).stderr(log_err);
        let child = cmd
            .spawn()
            .unwrap_or_else(|e| panic!("spawning {}: {e}", env!("CARGO_BIN_EXE_vitrail")));
        BotProcess {
            child,
            log_path,
            data_dir: data_dir.to_path_buf(),
            exit: None,
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }
    pub fn log_path(&self) -> &Path {
        &self.log_path
    }
    pub fn data_dir(&self) -> &Path {
        &self.data_dir
    }
    /// Everything the bot wrote to stdout and stderr so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log_path).unwrap_or_default()
    }
    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        if self.exit.is_some() {
            return false;
        }
        match self.child.try_wait() {
            Ok(Some(status)) => {
                self.exit = Some(status);
                false
            }
            Ok(None) => true,
            Err(_) => false,
        }
    }
    /// Kills the process (SIGKILL, like a crash) and reaps it.
    pub fn kill(&mut self) {
        if self.is_running() {
            let _ = self.child.kill();
        }
        if self.exit.is_none() {
            self.exit = self.child.wait().ok();
        }
    }
    /// Sends SIGINT (what Ctrl-C does) and waits up to `timeout` for the process to exit.
    /// Returns its exit status, or `None` if it was still running (it is then killed).
    ///
    /// Async on purpose: the fake runs on the test's runtime and must keep answering (e.g. the
    /// gateway close handshake) while the bot shuts down, so never block that runtime's thread.
    pub async fn interrupt(&mut self, timeout: Duration) -> Option<ExitStatus> {
        self.signal("-INT", timeout).await
    }
    /// Sends SIGTERM and waits up to `timeout` for the process to exit (see [`Self::interrupt`]).
    pub async fn terminate(&mut self, timeout: Duration) -> Option<ExitStatus> {
        self.signal("-TERM", timeout).await
    }
    async fn signal(&mut self, sig: &str, timeout: Duration) -> Option<ExitStatus> {
        if !self.is_running() {
            return self.exit;
        }
        let _ = Command::new("kill")
            .arg(sig)
            .arg(self.pid().to_string())
            .status();
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if !self.is_running() {
                return self.exit;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        self.kill();
        None
    }
    /// Waits up to `timeout` for the process to exit by itself; returns its status if it did.
    pub async fn wait_exit(&mut self, timeout: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + timeout;
        loop {
            if !self.is_running() {
                return self.exit;
            }
            if Instant::now() >= deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    /// Waits (polling the log file) until the log contains `needle`.
    pub async fn wait_for_log(&self, needle: &str, timeout: Duration) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        loop {
            if self.log().contains(needle) {
                return Ok(());
            }
            if Instant::now() >= deadline {
                return Err(format!(
                    "bot log did not contain {needle:?} within {timeout:?}\n--- bot log ---\n{}",
                    self.log()
                ));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
    }
}
