//! Running the bot as a service: it stops cleanly when asked (SIGTERM, what `docker stop`
//! sends), and the Docker image's build context holds everything the build needs.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::support::harness::{assert_update, control_id, Harness};
use crate::support::TestUser;
use serde_json::json;

const ALICE: TestUser = TestUser::new(1_180_000_000_000_009_001, "alice", "en-US");
const BOB: TestUser = TestUser::new(1_180_000_000_000_009_002, "bob", "en-US");
const CAROL: TestUser = TestUser::new(1_180_000_000_000_009_003, "carol", "en-US");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_finishes_the_click_in_hand_and_exits_cleanly() {
    let mut h = Harness::start().await;
    let lobby = h.open(&ALICE, "azul", vec![("variant", json!(0))]).await;
    let join = control_id(&h.message(lobby.id), "lj");

    // Bob clicks Join and the stop arrives right behind the click.
    let (fake, bot) = (&h.fake, &mut h.bot);
    let channel = fake.channel();
    let (answer, status) = tokio::join!(fake.try_click(&channel, &BOB, lobby.id, &join), async {
        tokio::time::sleep(Duration::from_millis(5)).await;
        bot.terminate(Duration::from_secs(15)).await
    });
    let status = status.unwrap_or_else(|| panic!("still running after SIGTERM\n{}", h.bot.log()));
    assert!(status.success(), "exit status {status}\n{}", h.bot.log());
    let log = h.bot.log();
    assert!(log.contains("stopped cleanly"), "{log}");
    // Its output is a file, not a terminal: plain text, no colour codes.
    assert!(!log.contains('\u{1b}'), "colour codes in a log file: {log}");

    // Whatever was acknowledged is kept: after a restart the lobby shows it and goes on.
    let answered = answer.is_ok();
    h.restart().await;
    let text = h.message(lobby.id).text();
    if answered {
        assert!(
            text.contains(&BOB.mention()),
            "acknowledged join lost: {text}"
        );
    }
    assert_update(&h.click(&CAROL, lobby.id, "lj").await);
    assert!(h.message(lobby.id).text().contains(&CAROL.mention()));
}

/// The files the Dockerfile's build stage copies, as `(source, destination)` pairs.
fn build_stage_copies(dockerfile: &str) -> Vec<(String, String)> {
    let mut copies = Vec::new();
    let mut stages = 0;
    for line in dockerfile.lines().map(str::trim) {
        let upper = line.to_ascii_uppercase();
        if upper.starts_with("FROM ") {
            stages += 1;
        }
        if stages != 1 || !upper.starts_with("COPY ") || line.contains("--from") {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().skip(1).collect();
        if let Some((destination, sources)) = words.split_last() {
            for source in sources {
                copies.push((source.to_string(), destination.to_string()));
            }
        }
    }
    copies
}

/// Whether `.dockerignore` keeps `name` (a top-level file or folder) out of the context.
fn ignored(dockerignore: &str, name: &str) -> bool {
    dockerignore.lines().map(str::trim).any(|pattern| {
        pattern == name
            || pattern
                .strip_prefix('*')
                .is_some_and(|suffix| !suffix.is_empty() && name.ends_with(suffix))
    })
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    if from.is_dir() {
        std::fs::create_dir_all(to)?;
        for entry in std::fs::read_dir(from)? {
            let entry = entry?;
            copy_tree(&entry.path(), &to.join(entry.file_name()))?;
        }
        Ok(())
    } else {
        std::fs::copy(from, to).map(drop)
    }
}

/// Builds the Docker build stage's context in `dir` from the checkout at `root`, as `docker
/// build` would (the sources the stage copies, minus what `.dockerignore` leaves out), and says
/// what in it would stop `cargo build --release --locked`: every target Cargo.toml names must
/// have its source, and every file the sources include at compile time must be there.
fn check_build_context(root: &Path, dockerfile: &str, dir: &Path) -> Result<(), String> {
    let dockerignore = std::fs::read_to_string(root.join(".dockerignore")).unwrap_or_default();
    for (source, destination) in build_stage_copies(dockerfile) {
        let name = source.trim_end_matches('/');
        if ignored(&dockerignore, name) {
            return Err(format!(
                "the Dockerfile copies {name}, which .dockerignore leaves out"
            ));
        }
        let to = if destination.ends_with('/') || destination == "." {
            dir.join(destination).join(name)
        } else {
            dir.join(destination)
        };
        copy_tree(&root.join(name), &to).map_err(|e| format!("cannot copy {name}: {e}"))?;
    }
    if !dir.join("Cargo.lock").exists() {
        return Err("Cargo.lock is not copied: `--locked` needs it".into());
    }
    check_targets(dir)?;
    check_includes(&dir.join("src"))
}

/// Every target the manifest names has its source in `dir` (Cargo refuses to build otherwise,
/// even the targets it is not asked for).
fn check_targets(dir: &Path) -> Result<(), String> {
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml"))
        .map_err(|e| format!("Cargo.toml is not copied: {e}"))?;
    let manifest: toml::Table = manifest.parse().map_err(|e| format!("Cargo.toml: {e}"))?;
    let mut sources = vec![
        vec![PathBuf::from("src/lib.rs")],
        vec![PathBuf::from("src/main.rs")],
    ];
    for (kind, folder) in [
        ("bench", "benches"),
        ("test", "tests"),
        ("example", "examples"),
    ] {
        let targets = manifest.get(kind).and_then(|t| t.as_array());
        for target in targets.into_iter().flatten() {
            let name = target
                .get("name")
                .and_then(|n| n.as_str())
                .unwrap_or_default();
            sources.push(match target.get("path").and_then(|p| p.as_str()) {
                Some(path) => vec![PathBuf::from(path)],
                None => vec![
                    Path::new(folder).join(format!("{name}.rs")),
                    Path::new(folder).join(name).join("main.rs"),
                ],
            });
        }
    }
    for candidates in sources {
        if !candidates.iter().any(|path| dir.join(path).exists()) {
            return Err(format!("{} is not in the context", candidates[0].display()));
        }
    }
    Ok(())
}

/// Every `include_str!("…")` / `include_bytes!("…")` with a literal path names a file present.
fn check_includes(dir: &Path) -> Result<(), String> {
    for entry in std::fs::read_dir(dir).map_err(|e| e.to_string())? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            check_includes(&path)?;
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for macro_name in ["include_str!(\"", "include_bytes!(\""] {
            for (at, _) in text.match_indices(macro_name) {
                let rest = &text[at + macro_name.len()..];
                let Some(end) = rest.find('"') else { continue };
                let included = path.parent().unwrap_or(dir).join(&rest[..end]);
                if !included.exists() {
                    return Err(format!("{} includes {}", path.display(), &rest[..end]));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn dockerfile_build_context_has_everything_the_build_needs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dockerfile = std::fs::read_to_string(root.join("Dockerfile")).expect("Dockerfile");
    let dir = tempfile::tempdir().expect("temp dir");
    if let Err(e) = check_build_context(root, &dockerfile, dir.path()) {
        panic!("`docker build` would fail: {e}");
    }
}

#[test]
fn dockerfile_check_catches_a_missing_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dockerfile = std::fs::read_to_string(root.join("Dockerfile")).expect("Dockerfile");
    // Without a folder Cargo.toml names targets in, the build cannot start.
    let broken: String = dockerfile
        .lines()
        .filter(|line| !line.trim_start().starts_with("COPY benches"))
        .map(|line| format!("{line}\n"))
        .collect();
    assert_ne!(broken, dockerfile, "the Dockerfile copies benches/");
    let dir = tempfile::tempdir().expect("temp dir");
    let error = check_build_context(root, &broken, dir.path()).expect_err("missing benches");
    assert!(error.contains("benches"), "{error}");
    // Without the assets the sources include, neither.
    let broken: String = dockerfile.replace("COPY assets assets", "");
    let dir = tempfile::tempdir().expect("temp dir");
    let error = check_build_context(root, &broken, dir.path()).expect_err("missing assets");
    assert!(error.contains("assets"), "{error}");
}

/// `GET path` on the bot's metrics listener: the status code and the body.
async fn get(addr: &str, path: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .unwrap_or_else(|e| panic!("connect {addr}: {e}"));
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("read");
    let status = response
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, body)| body.to_string())
        .unwrap_or_default();
    (status, body)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_and_health_are_served_by_the_binary() {
    let h = Harness::start_with_env(&[("VITRAIL_METRICS_ADDR", "127.0.0.1:0")]).await;
    let marker = "listening on http://";
    h.bot
        .wait_for_log(marker, Duration::from_secs(20))
        .await
        .expect("the listener starts");
    let log = h.bot.log();
    let addr = log
        .split(marker)
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .expect("address in the log")
        .to_string();

    // Healthy once the shard has connected (503 while it is still connecting).
    let (mut status, mut body) = get(&addr, "/healthz").await;
    for _ in 0..200 {
        if status == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        (status, body) = get(&addr, "/healthz").await;
    }
    assert_eq!(status, 200, "{body}");
    let health: serde_json::Value = serde_json::from_str(body.trim()).expect("JSON health");
    assert_eq!(health["healthy"], true, "{body}");
    assert_eq!(health["store"], "writable", "{body}");

    let lobby = h.open(&ALICE, "sagrada", vec![]).await;
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    // The answer is counted once Discord has it, a moment after the fake saw it.
    let mut metrics = String::new();
    for _ in 0..100 {
        let (status, body) = get(&addr, "/metrics").await;
        assert_eq!(status, 200);
        metrics = body;
        if metrics.contains("vitrail_answer_seconds_count 1") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    for line in [
        "vitrail_clicks_total 1",
        "vitrail_games{game=\"sagrada\",state=\"lobby\"} 1",
        "vitrail_answer_seconds_count 1",
        "vitrail_late_acknowledgements_total 0",
    ] {
        assert!(metrics.contains(line), "{line} missing from\n{metrics}");
    }
    let writes = metrics
        .lines()
        .find_map(|l| l.strip_prefix("vitrail_store_write_seconds_count "))
        .and_then(|n| n.trim().parse::<u64>().ok())
        .unwrap_or(0);
    assert!(
        writes >= 2,
        "the lobby and the join were stored:\n{metrics}"
    );
    assert_eq!(get(&addr, "/nothing").await.0, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_logs_are_one_object_a_line_for_collectors() {
    let mut h = Harness::start_with_env(&[("VITRAIL_LOG_FORMAT", "json")]).await;
    let lobby = h.open(&ALICE, "uzory", vec![]).await;
    assert_update(&h.click(&BOB, lobby.id, "lj").await);
    let status = h.bot.terminate(Duration::from_secs(15)).await;
    let log = h.bot.log();
    assert!(status.is_some_and(|s| s.success()), "{status:?}\n{log}");
    assert!(!log.contains('\u{1b}'), "colour codes in JSON logs: {log}");

    let lines: Vec<serde_json::Value> = log
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}")))
        .collect();
    for line in &lines {
        for key in ["timestamp", "level", "target"] {
            assert!(line[key].is_string(), "no {key} in {line}");
        }
    }
    // The event's message and fields stand at the top level, typed.
    let opened = lines
        .iter()
        .find(|l| l["message"] == "store open")
        .unwrap_or_else(|| panic!("no store-open line in {log}"));
    assert_eq!(opened["level"], "INFO");
    assert!(opened["cache_mb"].is_u64(), "{opened}");
    assert!(
        lines.iter().any(|l| l["message"] == "stopped cleanly"),
        "{log}"
    );
}

#[test]
fn json_logs_carry_the_error_that_stops_the_bot() {
    // Discord cannot be reached (nothing listens on the discard port): the bot stops, and the
    // collector gets that as a JSON line like any other.
    let dir = tempfile::tempdir().expect("temp dir");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_vitrail"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "fake-bot-token")
        .env("VITRAIL_DATA_DIR", dir.path().join("data"))
        .env("VITRAIL_API_PROXY", "http://127.0.0.1:9")
        .env("VITRAIL_LOG_FORMAT", "json")
        .env("RUST_LOG", "warn")
        .env_remove("VITRAIL_CONFIG")
        .output()
        .expect("run vitrail");
    assert!(!output.status.success());
    let log = String::from_utf8_lossy(&output.stderr);
    let lines: Vec<serde_json::Value> = log
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}")))
        .collect();
    let last = lines.last().unwrap_or_else(|| panic!("no log at all"));
    assert_eq!(last["level"], "ERROR", "{log}");
    assert_eq!(last["fatal"], true, "{log}");
    assert!(output.stdout.is_empty(), "logs go to standard error");
}
