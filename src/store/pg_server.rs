//! A throwaway PostgreSQL server for the tests, started once per test process from the
//! machine's binaries (`initdb`, `postgres`) in a temporary folder, reached over a Unix socket
//! only, as the `postgres` user when the tests run as root (PostgreSQL refuses root). The server
//! dies with the process. No binaries is a failure that says to install PostgreSQL, never a
//! skip. The store's unit tests use it, and the end-to-end tests include this very file (it
//! needs nothing of the crate) to give the bot's workers a database.
#![allow(dead_code)]

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The socket's port number (it only names the socket file: nothing listens on TCP).
const PORT: u16 = 5432;
const STARTUP: Duration = Duration::from_secs(60);

struct Server {
    /// The folder of the data and the socket, removed with nothing (the process ends first).
    dir: PathBuf,
}

static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
static DATABASES: AtomicU64 = AtomicU64::new(0);

/// The address of a new, empty database of the tests' server (started on first use).
pub(crate) fn new_database() -> Result<String, String> {
    let server = SERVER.get_or_init(start).as_ref().map_err(Clone::clone)?;
    let name = format!(
        "t{}_{}",
        std::process::id(),
        DATABASES.fetch_add(1, Ordering::Relaxed)
    );
    let admin = server.url("postgres");
    let create = format!("create database {name}");
    // On a thread of its own: the caller may be an async test, where no runtime may block.
    std::thread::spawn(move || -> Result<(), String> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| e.to_string())?;
        runtime.block_on(async {
            let (client, connection) = tokio_postgres::connect(&admin, tokio_postgres::NoTls)
                .await
                .map_err(|e| format!("connecting to the tests' server: {e}"))?;
            tokio::spawn(connection);
            client
                .batch_execute(&create)
                .await
                .map_err(|e| format!("{create}: {e}"))
        })
    })
    .join()
    .map_err(|_| "creating a database panicked".to_string())??;
    Ok(server.url(&name))
}

impl Server {
    /// A `postgresql://` URL, as the bot's configuration takes it: the socket's folder is the
    /// host, percent-encoded.
    fn url(&self, database: &str) -> String {
        let folder: String = self
            .dir
            .display()
            .to_string()
            .bytes()
            .map(|b| match b {
                b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' => {
                    (b as char).to_string()
                }
                other => format!("%{other:02X}"),
            })
            .collect();
        format!("postgresql://postgres@{folder}:{PORT}/{database}")
    }
}

/// The folder of PostgreSQL's server binaries: `VITRAIL_PG_BINDIR`, else `pg_config
/// --bindir`, else the newest `/usr/lib/postgresql/<version>/bin` (Debian's place, where
/// `pg_config` names the client's folder).
fn bindir() -> Result<PathBuf, String> {
    let has_server = |dir: &Path| dir.join("initdb").is_file() && dir.join("postgres").is_file();
    if let Some(dir) = std::env::var_os("VITRAIL_PG_BINDIR") {
        return Ok(PathBuf::from(dir));
    }
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output() {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if out.status.success() && has_server(&dir) {
            return Ok(dir);
        }
    }
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_string_lossy().parse().ok()?;
            let dir = entry.path().join("bin");
            has_server(&dir).then_some((version, dir))
        })
        .collect();
    found.sort();
    found.pop().map(|(_, dir)| dir).ok_or_else(|| {
        "the PostgreSQL tests need PostgreSQL's server binaries (initdb, postgres) and found \
         none: install PostgreSQL (Debian: apt-get install postgresql), or name their folder \
         in VITRAIL_PG_BINDIR"
            .to_string()
    })
}

/// The user and group the server runs as: ours, or `postgres`'s when we are root.
fn server_user() -> Result<Option<(u32, u32)>, String> {
    // SAFETY: geteuid cannot fail; getpwnam's answer is read before any other call to it
    // (the tests' server starts once, under a OnceLock).
    unsafe {
        if libc::geteuid() != 0 {
            return Ok(None);
        }
        let entry = libc::getpwnam(c"postgres".as_ptr());
        if entry.is_null() {
            return Err(
                "the tests run as root and PostgreSQL refuses root, but there is no \
                        `postgres` user to run it as (installing PostgreSQL creates it)"
                    .into(),
            );
        }
        Ok(Some(((*entry).pw_uid, (*entry).pw_gid)))
    }
}

/// Removes the folders of the servers of test processes that have ended.
fn forget_dead_servers() {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = name.strip_prefix("vitrail-pg-") else {
            continue;
        };
        if !Path::new("/proc").join(pid).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// Runs `program` as the server's user.
fn as_server_user(program: PathBuf, user: Option<(u32, u32)>) -> Command {
    let mut command = Command::new(program);
    if let Some((uid, gid)) = user {
        command.uid(uid).gid(gid);
    }
    command.env("LC_ALL", "C");
    command
}

fn start() -> Result<Server, String> {
    let bin = bindir()?;
    let user = server_user()?;
    forget_dead_servers();
    let dir = std::env::temp_dir().join(format!("vitrail-pg-{}", std::process::id()));
    let data = dir.join("data");
    // A folder left by an earlier process of the same id is nobody's now.
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    if let Some((uid, gid)) = user {
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid))
            .map_err(|e| format!("chown {}: {e}", dir.display()))?;
    }
    let log = dir.join("server.log");
    let init = as_server_user(bin.join("initdb"), user)
        .args([
            "-A",
            "trust",
            "-U",
            "postgres",
            "-E",
            "UTF8",
            "--no-sync",
            "-D",
        ])
        .arg(&data)
        .output()
        .map_err(|e| format!("running initdb: {e}"))?;
    if !init.status.success() {
        return Err(format!(
            "initdb failed: {}",
            String::from_utf8_lossy(&init.stderr)
        ));
    }
    let log_file = std::fs::File::create(&log).map_err(|e| format!("{}: {e}", log.display()))?;
    if let Some((uid, gid)) = user {
        let _ = std::os::unix::fs::chown(&log, Some(uid), Some(gid));
    }
    let mut server = as_server_user(bin.join("postgres"), user);
    server
        .arg("-D")
        .arg(&data)
        .arg("-k")
        .arg(&dir)
        .args(["-p", &PORT.to_string(), "-c", "listen_addresses="])
        // Throwaway data: durability only slows the tests.
        .args(["-c", "fsync=off", "-c", "synchronous_commit=off"])
        .args(["-c", "full_page_writes=off", "-c", "max_connections=300"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log_file);
    // The server dies with the thread that started it, which lives as long as the process.
    // SAFETY: prctl is async-signal-safe, as a pre_exec closure must be.
    unsafe {
        server.pre_exec(|| {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) == -1 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let (started, wait) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("postgres-for-tests".into())
        .spawn(move || {
            let child = server.spawn();
            let failed = child.is_err();
            let _ = started.send(child.map_err(|e| format!("starting postgres: {e}")));
            if !failed {
                // Parked for good: the server goes when this thread does, with the process.
                loop {
                    std::thread::park();
                }
            }
        })
        .map_err(|e| e.to_string())?;
    let mut child = wait.recv().map_err(|e| e.to_string())??;
    let since = Instant::now();
    loop {
        let pid_file = std::fs::read_to_string(data.join("postmaster.pid")).unwrap_or_default();
        if pid_file.lines().nth(7).map(str::trim) == Some("ready") {
            return Ok(Server { dir });
        }
        let exited = child.try_wait().ok().flatten().is_some();
        if exited || since.elapsed() > STARTUP {
            let said = std::fs::read_to_string(&log).unwrap_or_default();
            return Err(format!("the tests' PostgreSQL did not start:\n{said}"));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}
