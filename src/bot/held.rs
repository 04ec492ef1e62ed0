//! Tables that wait for Discord: which games are held, why, since when, and when to try again.
//! A change is stored before Discord is told; when Discord still refuses its table message
//! after the quick retries (`retry.rs`) — an outage, a permission taken away, a deleted
//! channel — the game is held here, and `repost.rs` posts its current table again with
//! [`retry::backoff`] until Discord takes it.
//!
//! Holds live in memory, with a mark in the store (`Store::mark_held`): a restarted bot holds
//! those games again and posts their tables as Discord answers.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use poise::serenity_prelude::{CreateMessage, Nonce};

use super::retry::{self, Trouble};
use crate::store::Store;
use crate::table::GameId;

/// The games whose table waits, by game id, marked in `store` too.
pub struct Held {
    holds: Mutex<HashMap<u64, Hold>>,
    store: Store,
}

struct Hold {
    trouble: Trouble,
    since: Instant,
    tries: u32,
    next_try: Instant,
    /// The log lines of the changes whose table never showed: the old table shrinks to them.
    lines: Vec<String>,
}

impl Held {
    pub fn new(store: Store) -> Held {
        Held {
            holds: Mutex::default(),
            store,
        }
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<u64, Hold>> {
        self.holds
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Holds `game` after Discord refused its table for `trouble`; `lines` are the change's.
    pub(super) async fn hold(
        &self,
        game: GameId,
        trouble: Trouble,
        lines: &[String],
        first: Duration,
    ) {
        let now = Instant::now();
        let marked = {
            let mut held = self.lock();
            let mut new = false;
            let hold = held.entry(game.0).or_insert_with(|| {
                new = true;
                crate::metrics::table_held();
                Hold {
                    trouble,
                    since: now,
                    tries: 0,
                    next_try: now,
                    lines: Vec::new(),
                }
            });
            let gone_now = trouble == Trouble::ChannelGone && hold.trouble != trouble;
            hold.trouble = trouble;
            hold.tries += 1;
            hold.next_try = now + retry::backoff(first, hold.tries);
            hold.lines.extend_from_slice(lines);
            (new || gone_now).then_some(trouble == Trouble::ChannelGone)
        };
        if let Some(channel_gone) = marked {
            if let Err(e) = self.store.mark_held(game, channel_gone).await {
                tracing::warn!(%game, error = %e, "could not mark the table as waiting");
            }
        }
    }

    /// Holds again the games marked in the store (the bot restarted), to be tried at once.
    pub(super) fn restore(&self) {
        let marked = match self.store.held_games() {
            Ok(marked) => marked,
            Err(e) => {
                tracing::error!(error = %e, "cannot read which tables wait");
                return;
            }
        };
        let now = Instant::now();
        let mut held = self.lock();
        for (game, channel_gone) in marked {
            held.entry(game.0).or_insert(Hold {
                // Posting tells what the trouble is now; a gone channel waits for its cancel.
                trouble: if channel_gone {
                    Trouble::ChannelGone
                } else {
                    Trouble::Passing
                },
                since: now,
                tries: 0,
                next_try: now,
                lines: Vec::new(),
            });
        }
        if !held.is_empty() {
            tracing::info!(
                games = held.len(),
                "tables waiting for Discord since before the restart"
            );
        }
    }

    /// Why `game` waits, if it does.
    pub(super) fn trouble(&self, game: GameId) -> Option<Trouble> {
        self.lock().get(&game.0).map(|hold| hold.trouble)
    }

    /// Ends the hold of `game` (its table is up again): the log lines its old table shrinks to.
    pub(super) fn release(&self, game: GameId) -> Vec<String> {
        let Some(hold) = self.lock().remove(&game.0) else {
            return Vec::new();
        };
        if let Err(e) = self.store.unmark_held(game) {
            tracing::warn!(%game, error = %e, "could not unmark a table that waited");
        }
        hold.lines
    }

    /// Games due another try, and those whose channel has been gone for `gone_limit`.
    pub(super) fn due(&self, gone_limit: Duration) -> (Vec<GameId>, Vec<GameId>) {
        let now = Instant::now();
        let held = self.lock();
        let gone = held
            .iter()
            .filter(|(_, h)| h.trouble == Trouble::ChannelGone && h.since + gone_limit <= now)
            .map(|(id, _)| GameId(*id))
            .collect::<Vec<_>>();
        // A game that waits for a click is tried by the click (`components.rs`), never here.
        let due = held
            .iter()
            .filter(|(id, h)| h.next_try <= now && !gone.contains(&GameId(**id)))
            .filter(|(_, h)| h.trouble != Trouble::NoVoice)
            .map(|(id, _)| GameId(*id))
            .collect();
        (due, gone)
    }
}

/// A fresh nonce for one post: Discord keeps one message per nonce for a few minutes, so a try
/// repeated after an answer that came too late does not post the table twice.
pub(super) fn once(message: CreateMessage) -> CreateMessage {
    let nonce = format!("{:016x}", rand::random::<u64>());
    message.nonce(Nonce::String(nonce)).enforce_nonce(true)
}
