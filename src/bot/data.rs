//! What every command, click, timer and computer seat shares: the store, the configuration, the
//! per-game locks, the clock and the computers' task registry.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use tokio::sync::mpsc::UnboundedSender;

use crate::config::Config;
use crate::store::Store;
use crate::table::GameId;

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Shared by every command, click and computer seat; cheap to clone.
#[derive(Clone)]
pub struct Data {
    pub store: Store,
    pub config: Config,
    /// Games whose table message waits for Discord (`held.rs`).
    pub held: Arc<super::held::Held>,
    /// The mover's board each game shows, so an unchanged one is not sent again (`boards.rs`).
    pub boards: Arc<super::boards::Boards>,
    /// The live interactions of each game, through which it talks (`voice.rs`).
    pub voices: Arc<super::voice::Voices>,
    pub locks: Arc<Locks>,
    /// Games whose computer seats are being moved by a background task.
    pub driving: Arc<Driving>,
    /// Where games whose computer seats must move are sent: the computers' task starts
    /// moving them (see [`Data::wake_computers`]).
    pub computers: UnboundedSender<GameId>,
    /// Where turn deadlines take the time from.
    pub clock: Arc<dyn Clock>,
    /// One permit per core for computer players' thinking: each decision uses its whole budget
    /// on a core of its own, and more games with computers wait their turn instead of sharing
    /// cores (which would quietly weaken every hard player under load).
    pub thinking: Arc<tokio::sync::Semaphore>,
    /// This process's name in the store's leases (`store/leases.rs`): drawn at start, so
    /// processes sharing one store never take each other for themselves.
    pub worker: u64,
}

/// How long a game's turn (`Data::lock_game`) is held at most: past it, a process that died
/// holding it (or a change stuck that long on Discord) no longer keeps others waiting.
pub const TURN_SECS: u64 = 30;

/// How often a process waiting for a game's turn held by another asks again.
const TURN_POLL: std::time::Duration = std::time::Duration::from_millis(15);

/// A game held for one change: this process's lock on it, and where processes share the store,
/// its turn in the store, given back when the guard goes.
pub struct GameGuard<'a> {
    _local: tokio::sync::MutexGuard<'a, ()>,
    turn: Option<(Store, GameId, u64)>,
}

impl Drop for GameGuard<'_> {
    fn drop(&mut self) {
        let Some((store, game, token)) = self.turn.take() else {
            return;
        };
        // A taking's token is its own: if this lands after the next taking, it frees nothing.
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move {
                if let Err(e) = store.give_back_turn(game, token).await {
                    tracing::warn!(%game, error = %e, "cannot give a game's turn back: it lapses");
                }
            });
        }
    }
}

/// How long a lease on a game's background work lasts unrenewed: past it, a process that died
/// holding it is taken over.
pub const LEASE_SECS: u64 = 60;

impl Data {
    /// Has `game`'s computer seats moved unless a task already moves them. Call it holding the
    /// game's lock, after a change that leaves a computer to act: the task checks, under the
    /// same lock, whether a computer must move before it stops, so no wake-up is lost.
    pub fn wake_computers(&self, game: GameId) {
        if self.computers.send(game).is_err() {
            tracing::error!(%game, "the computer players' task has stopped");
        }
    }

    /// Holds `game` for one change: one click, timer or computer move at a time changes it, in
    /// this process and, where processes share the store, in all of them. Another process's
    /// change may have shown the game since this one last did: then what this process remembers
    /// of the game's messages (the board on screen, the pictures each shows) is forgotten.
    pub async fn lock_game(&self, game: GameId) -> GameGuard<'_> {
        let local = self.locks.game(game.0).lock().await;
        let turn = if self.store.is_shared() {
            self.take_turn(game).await
        } else {
            None
        };
        GameGuard {
            _local: local,
            turn,
        }
    }

    /// Waits for `game`'s turn in the store (at most until another's lapses). A store that
    /// cannot say is not a reason to refuse the change: it goes on as in one process.
    async fn take_turn(&self, game: GameId) -> Option<(Store, GameId, u64)> {
        let token: u64 = rand::random();
        let waited = std::time::Instant::now();
        loop {
            let now = self.clock.now();
            match self
                .store
                .take_turn(game, self.worker, token, now, TURN_SECS)
                .await
            {
                Ok(Some(turn)) => {
                    if !turn.last_was_mine {
                        self.boards.forget(game.0);
                        super::pictures::forget_game(game);
                    }
                    return Some((self.store.clone(), game, token));
                }
                Ok(None) if waited.elapsed().as_secs() <= TURN_SECS * 2 => {
                    tokio::time::sleep(TURN_POLL).await;
                }
                Ok(None) => {
                    tracing::warn!(%game, "a game's turn stayed taken: changed without it");
                    return None;
                }
                Err(e) => {
                    tracing::error!(%game, error = %e, "cannot take a game's turn");
                    return None;
                }
            }
        }
    }

    /// Whether this process does `game`'s work that no click causes now (taking or renewing
    /// its lease): another process sharing the store may hold it. An unreadable store says no.
    pub async fn lease(&self, game: GameId) -> bool {
        let now = self.clock.now();
        match self.store.lease(game, self.worker, now, LEASE_SECS).await {
            Ok(held) => held,
            Err(e) => {
                tracing::error!(%game, error = %e, "cannot take the lease on a game's work");
                false
            }
        }
    }

    /// Gives back this process's lease on `game`, so another may take the work at once.
    pub async fn release_lease(&self, game: GameId) {
        if let Err(e) = self.store.release(game, self.worker).await {
            tracing::warn!(%game, error = %e, "cannot give back the lease on a game's work");
        }
    }
}

/// Striped async locks: one game (or channel) is changed by one click at a time, without a
/// map that grows with every game ever played.
pub struct Locks {
    games: Vec<tokio::sync::Mutex<()>>,
    channels: Vec<tokio::sync::Mutex<()>>,
}

impl Locks {
    const STRIPES: usize = 64;

    pub fn new() -> Locks {
        let stripes = || {
            (0..Self::STRIPES)
                .map(|_| tokio::sync::Mutex::new(()))
                .collect()
        };
        Locks {
            games: stripes(),
            channels: stripes(),
        }
    }

    pub fn game(&self, id: u64) -> &tokio::sync::Mutex<()> {
        &self.games[(id % Self::STRIPES as u64) as usize]
    }

    /// Returns once every lock has been free at least once since the call: every change that
    /// held one when it was called has finished.
    pub async fn wait_idle(&self) {
        for stripe in self.games.iter().chain(&self.channels) {
            drop(stripe.lock().await);
        }
    }

    pub fn channel(&self, id: u64) -> &tokio::sync::Mutex<()> {
        // Snowflakes' low bits are a per-process counter: mix in the timestamp bits too.
        let mixed = id ^ (id >> 22);
        &self.channels[(mixed % Self::STRIPES as u64) as usize]
    }
}

impl Default for Locks {
    fn default() -> Self {
        Self::new()
    }
}

pub fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Unix seconds, from wherever the bot takes its time.
pub trait Clock: Send + Sync {
    fn now(&self) -> u64;
}

/// The system clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> u64 {
        now_secs()
    }
}

/// The system clock plus a number of seconds read from a file at every call: the test suite
/// writes to the file to jump forward. A missing or unreadable file adds nothing.
pub struct OffsetClock(pub PathBuf);

impl Clock for OffsetClock {
    fn now(&self) -> u64 {
        let offset = std::fs::read_to_string(&self.0)
            .ok()
            .and_then(|t| t.trim().parse::<u64>().ok())
            .unwrap_or(0);
        now_secs().saturating_add(offset)
    }
}

/// The games whose computer seats a task is moving now.
#[derive(Debug, Default)]
pub struct Driving(Mutex<HashSet<u64>>);

impl Driving {
    /// Claims `game`; false if a task already drives it.
    pub fn claim(&self, game: GameId) -> bool {
        self.0
            .lock()
            .map(|mut set| set.insert(game.0))
            .unwrap_or(false)
    }

    pub fn release(&self, game: GameId) {
        if let Ok(mut set) = self.0.lock() {
            set.remove(&game.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_offset_clock_reads_its_file() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("offset");
        let clock = OffsetClock(file.clone());
        let base = SystemClock.now();
        assert!(clock.now() >= base && clock.now() < base + 5);
        std::fs::write(&file, "3600\n").unwrap();
        assert!(clock.now() >= base + 3600);
    }
}
