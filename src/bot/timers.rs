//! Turn timers. A running game with a timer keeps its deadline in its record, indexed by time in
//! sled, so a restart loses nothing: one task checks the due deadlines every tick. When time
//! runs out the people to act are reminded once and get half the time again; then a computer
//! stands in for them until they act, or the game is cancelled, as the host chose.
//!
//! The clock is injected ([`Clock`]) so the suite moves time forward instead of waiting.

use crate::table::TableChange;
use std::collections::HashSet;
use std::sync::Arc;

use poise::serenity_prelude::Http;

use super::commit::{commit, OldMessage};
use super::data::Data;
use super::screen::Screen;
use crate::table::hosting::{self, Expiry};
use crate::table::{GameId, GameRecord, Phase, Reach};

/// How many ticks pass between sweeps for unused lobbies and idle games: a minute at the
/// default tick.
const SWEEP_EVERY_TICKS: u64 = 60;

/// Starts the task that acts on due deadlines, and closes unused tables, for as long as the bot
/// runs.
pub fn start(http: Arc<Http>, data: Data) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(data.config.timer_tick);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // A damaged record stays due (it is never rewritten): name it once, not every tick.
        let mut damaged = HashSet::new();
        for ticks in 0u64.. {
            tick.tick().await;
            let now = data.clock.now();
            // Unused tables close on a much slower beat than turns (and once at start-up).
            if ticks % SWEEP_EVERY_TICKS == 0 {
                super::expiry::sweep(&http, &data, now).await;
                // Computer seats left by a process that stopped (its leases lapsed) move on.
                super::computers::resume(&data).await;
                if let Err(e) = data.store.forget_lapsed_leases(now).await {
                    tracing::warn!(error = %e, "cannot forget the lapsed leases");
                }
            }
            match data.store.due(now) {
                Ok(games) => {
                    for game in games {
                        expire(&http, &data, game, now, &mut damaged).await;
                    }
                }
                Err(e) => tracing::error!(error = %e, "cannot read the turn deadlines"),
            }
        }
    });
}

async fn expire(
    http: &Arc<Http>,
    data: &Data,
    game: GameId,
    now: u64,
    damaged: &mut HashSet<GameId>,
) {
    let _guard = data.lock_game(game).await;
    // Processes sharing the store see the same due deadlines: one acts on each.
    if !data.lease(game).await {
        return;
    }
    let record = match data.store.load(game) {
        Ok(Some(record)) => record,
        Ok(None) => return,
        Err(e) => {
            if damaged.insert(game) {
                tracing::error!(%game, error = %e, "cannot read a game whose time ran out");
            }
            return;
        }
    };
    let due = record.phase == Phase::Playing && record.deadline.is_some_and(|d| d.at <= now);
    if due {
        run_out(http, data, record, now).await;
    }
}

/// Reminds the people to act, or, if they were reminded, hands their seats to computers (or
/// cancels the game), as the hosting rules say.
async fn run_out(http: &Arc<Http>, data: &Data, record: GameRecord, now: u64) {
    let Ok(mut table) = crate::table::open(record) else {
        return;
    };
    let waiting = table.humans_to_act();
    match hosting::expire(table.record_mut(), waiting, now) {
        Expiry::Cleared => {
            if let Err(e) = data.store.save_quiet(table.record().clone()).await {
                tracing::warn!(error = %e, "could not clear a stale deadline");
            }
        }
        Expiry::Reminded { text, users } => {
            let record = table.record().clone();
            let (game, locale) = (record.id, record.locale);
            if let Err(e) = data.store.save_quiet(record.clone()).await {
                tracing::warn!(error = %e, "could not store a reminder");
                return;
            }
            let reminder = Screen {
                content: locale.text(&text),
                pings: users,
                ..Screen::default()
            };
            // To the channel; where the bot is not a member, through a live click if there is
            // one, else nobody can be reminded (`/help` says so).
            let token = match record.reach {
                Reach::Channel => None,
                Reach::Interactions => data.voices.to_post(game),
            };
            let talk = super::commit::talk(http, data, &record);
            if let Err(failed) = talk.post(token, reminder).await {
                let super::rest::Failure { status, code } = failed.failure;
                tracing::warn!(%game, status, code, trouble = ?failed.trouble, "could not post a turn reminder");
            }
        }
        Expiry::RunOut(change) => {
            let ran_out = commit(
                http,
                data,
                table,
                TableChange::Hosting(change),
                OldMessage::Shrinks,
                None,
            )
            .await;
            if let Err(text) = ran_out {
                tracing::warn!(?text, "could not act on a turn timer");
            }
        }
    }
}
