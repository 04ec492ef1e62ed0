//! How `vitrail backup` reaches a running bot: sled lets one process open a store, so the bot
//! itself takes the copy. It listens on a Unix socket in its data directory, readable and
//! writable by its own user only (whoever may read the data may copy it); one request a line,
//! one answer a line:
//!
//! ```text
//! backup<TAB>/absolute/folder      ->  ok<TAB>{report as JSON}  |  error<TAB>why
//! ```

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use super::backup::{BackupError, BackupReport};
use super::handle::Store;

/// The socket's name inside the data directory.
pub const SOCKET: &str = "control.sock";

/// What asking a running bot gave.
#[derive(Debug)]
pub enum Asked {
    /// No bot listens on this data directory (none runs, or it predates the socket).
    NobodyListens,
    Done(BackupReport),
    Refused(String),
}

/// Listens for requests on `<data_dir>/control.sock` on a thread of its own (the copy blocks
/// for as long as it takes, away from the async workers) for as long as the process runs.
#[cfg(unix)]
pub fn serve(data_dir: &Path, store: Store) -> std::io::Result<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::net::UnixListener;

    let path = data_dir.join(SOCKET);
    // A socket left by a bot that died: this process holds the store, so it is nobody's.
    match std::fs::remove_file(&path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let listener = UnixListener::bind(&path)?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
    std::thread::Builder::new()
        .name("vitrail-control".into())
        .spawn(move || {
            for stream in listener.incoming() {
                match stream {
                    Ok(stream) => answer(&store, stream),
                    Err(e) => tracing::warn!(error = %e, "control socket: accept failed"),
                }
            }
        })?;
    Ok(path)
}

#[cfg(unix)]
fn answer(store: &Store, stream: std::os::unix::net::UnixStream) {
    let mut line = String::new();
    let mut reader = BufReader::new(&stream);
    if let Err(e) = reader.read_line(&mut line) {
        tracing::warn!(error = %e, "control socket: unreadable request");
        return;
    }
    let reply = match line.trim_end().split_once('\t') {
        Some(("backup", dir)) if Path::new(dir).is_absolute() => {
            tracing::info!(dir, "backup requested");
            match store.backup_to(Path::new(dir)) {
                Ok(report) => {
                    tracing::info!(
                        dir,
                        games = report.games,
                        paused_ms = report.paused_ms,
                        "backup taken"
                    );
                    format!("ok\t{}", serde_json::to_string(&report).unwrap_or_default())
                }
                Err(e) => {
                    tracing::error!(dir, error = %e, "backup failed");
                    format!("error\t{e}")
                }
            }
        }
        _ => "error\texpected `backup<TAB>/absolute/folder`".to_string(),
    };
    let mut writer = &stream;
    if let Err(e) = writeln!(writer, "{reply}") {
        tracing::warn!(error = %e, "control socket: the requester left");
    }
}

/// Asks the bot running on `data_dir`, if any, to back its store up into `target` (absolute).
#[cfg(unix)]
pub fn request_backup(data_dir: &Path, target: &Path) -> Result<Asked, BackupError> {
    use std::os::unix::net::UnixStream;

    let path = data_dir.join(SOCKET);
    let stream = match UnixStream::connect(&path) {
        Ok(stream) => stream,
        // No socket, or one a stopped bot left behind.
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::ConnectionRefused
            ) =>
        {
            return Ok(Asked::NobodyListens)
        }
        Err(e) => {
            return Err(BackupError::Io {
                path,
                reason: e.to_string(),
            })
        }
    };
    let io = |e: std::io::Error| BackupError::Io {
        path: data_dir.join(SOCKET),
        reason: e.to_string(),
    };
    let mut writer = &stream;
    writeln!(writer, "backup\t{}", target.display()).map_err(io)?;
    let mut reply = String::new();
    BufReader::new(&stream).read_line(&mut reply).map_err(io)?;
    Ok(match reply.trim_end().split_once('\t') {
        Some(("ok", json)) => match serde_json::from_str(json) {
            Ok(report) => Asked::Done(report),
            Err(e) => Asked::Refused(format!("unreadable answer: {e}")),
        },
        Some(("error", why)) => Asked::Refused(why.to_string()),
        _ => Asked::Refused(format!("unexpected answer {reply:?}")),
    })
}

/// Without Unix sockets there is no running bot to ask: a backup needs it stopped.
#[cfg(not(unix))]
pub fn request_backup(_data_dir: &Path, _target: &Path) -> Result<Asked, BackupError> {
    Ok(Asked::NobodyListens)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_running_store_is_backed_up_through_its_socket() {
        let data = tempfile::tempdir().unwrap();
        let store = Store::open(data.path()).unwrap();
        store
            .mark_held(crate::table::GameId(3), false)
            .await
            .unwrap();
        serve(data.path(), store.clone()).unwrap();

        let out = tempfile::tempdir().unwrap();
        let target = out.path().join("b1");
        // The bot's side runs on its own thread: asking blocks only this test.
        let asked = request_backup(data.path(), &target).unwrap();
        let Asked::Done(report) = asked else {
            panic!("not backed up: {asked:?}")
        };
        assert_eq!(report.games, 0);
        assert!(report.entries >= 1);
        assert_eq!(
            crate::store::backup::read_manifest(&target).unwrap(),
            report
        );
        // A relative folder means nothing to the bot's own working directory.
        let refused = request_backup(data.path(), Path::new("relative")).unwrap();
        assert!(matches!(refused, Asked::Refused(_)), "{refused:?}");
        let nobody = tempfile::tempdir().unwrap();
        assert!(matches!(
            request_backup(nobody.path(), out.path()).unwrap(),
            Asked::NobodyListens
        ));
    }
}
