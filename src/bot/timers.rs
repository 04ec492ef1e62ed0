//! Turn timers. A running game with a timer keeps its deadline in its record, indexed by time in
//! sled, so a restart loses nothing: one task checks the due deadlines every tick. When time
//! runs out the people to act are reminded once and get half the time again; then a computer
//! stands in for them until they act, or the game is cancelled, as the host chose.
//!
//! The clock is injected ([`Clock`]) so the suite moves time forward instead of waiting.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;

use poise::serenity_prelude::{ChannelId, Http};

use super::changes::announce;
use super::screen::Screen;
use super::table::Table;
use super::Data;
use crate::games::OnTimeout;
use crate::i18n::Text;
use crate::present::TableGame;
use crate::store::{Deadline, GameId, GameRecord, Logged, Phase, StandIn};

/// Unix seconds, from wherever the bot takes its time.
pub trait Clock: Send + Sync {
    fn now(&self) -> u64;
}

/// The system clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> u64 {
        super::now_secs()
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
        super::now_secs().saturating_add(offset)
    }
}

/// The deadline a running game has after a change. People still waiting on a computer keep
/// their clock running; anybody newly to act, or a person who just moved and must move again,
/// gets the full time.
pub fn next_deadline(
    record: &GameRecord,
    waiting_before: &[u64],
    waiting_now: &[u64],
    person_moved: bool,
    now: u64,
) -> Option<Deadline> {
    let secs = record.hosting.timer.secs()?;
    if record.phase != Phase::Playing || waiting_now.is_empty() {
        return None;
    }
    match record.deadline {
        Some(kept) if !person_moved && waiting_before == waiting_now => Some(kept),
        _ => Some(Deadline {
            at: now.saturating_add(secs),
            reminded: false,
        }),
    }
}

/// Starts the task that acts on due deadlines, for as long as the bot runs.
pub fn start(http: Arc<Http>, data: Data) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(data.config.timer_tick);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // A damaged record stays due (it is never rewritten): name it once, not every tick.
        let mut damaged = HashSet::new();
        loop {
            tick.tick().await;
            let now = data.clock.now();
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
    let _guard = data.locks.game(game.0).lock().await;
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
        let kind = record.kind;
        on_kind!(kind, run_out(http, data, record, now));
    }
}

/// Reminds the people to act, or, if they were reminded, hands their seats to computers (or
/// cancels the game).
async fn run_out<G: TableGame>(http: &Arc<Http>, data: &Data, record: GameRecord, now: u64) {
    let Ok(mut table) = Table::<G>::open(record) else {
        return;
    };
    let waiting = table.humans_to_act();
    let reminded = table.record.deadline.is_some_and(|d| d.reminded);
    let timer = table.record.hosting.timer;
    if waiting.is_empty() {
        table.record.deadline = None;
        if let Err(e) = data.store.save_quiet(table.record).await {
            tracing::warn!(error = %e, "could not clear a stale deadline");
        }
        return;
    }
    if !reminded {
        let grace = timer.grace_secs().unwrap_or(0);
        table.record.deadline = Some(Deadline {
            at: now.saturating_add(grace),
            reminded: true,
        });
        let text = Text::TimeReminder {
            users: waiting.clone(),
            minutes: grace.div_ceil(60),
            cancels: table.record.hosting.on_timeout == OnTimeout::Cancel,
        };
        let locale = table.record.locale;
        let channel = ChannelId::new(table.record.channel);
        // Bookkeeping only: every drawn button stays valid.
        if let Err(e) = data.store.save_quiet(table.record).await {
            tracing::warn!(error = %e, "could not store a reminder");
            return;
        }
        let reminder = Screen {
            content: locale.text(&text),
            pings: waiting,
            ..Screen::default()
        };
        if let Err(e) = channel.send_message(http, reminder.post()).await {
            tracing::warn!(error = %e, "could not post a turn reminder");
        }
        return;
    }
    let locale = table.record.locale;
    let names = table.names(locale);
    let seats: Vec<usize> = waiting
        .iter()
        .filter_map(|u| table.record.seat_index(*u))
        .map(usize::from)
        .collect();
    let who: Vec<String> = seats
        .iter()
        .filter_map(|i| names.get(*i).cloned())
        .collect();
    let line = match table.record.hosting.on_timeout {
        OnTimeout::Computer => {
            for seat in &seats {
                let seat = u8::try_from(*seat).unwrap_or(u8::MAX);
                table.record.stand_ins.insert(seat, StandIn::Away);
                table.record.history.push(Logged::Away { seat });
            }
            locale.text(&Text::RanOutOfTime { names: who })
        }
        OnTimeout::Cancel => {
            table.record.phase = Phase::TimedOut;
            locale.text(&Text::CancelledByTimer { names: who })
        }
    };
    if let Err(text) = announce(http, data, table, line, &waiting).await {
        tracing::warn!(?text, "could not act on a turn timer");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::games::{Hosting, TurnTimer};
    use crate::i18n::Locale;
    use crate::store::Place;

    fn running(timer: TurnTimer) -> GameRecord {
        let place = Place {
            guild: 1,
            channel: 2,
        };
        let mut record = GameRecord::new_lobby(
            GameId(1),
            GameKind::Uzory.default_options(),
            place,
            10,
            4,
            Locale::En,
            0,
        );
        record.phase = Phase::Playing;
        record.hosting = Hosting {
            timer,
            ..Hosting::default()
        };
        record
    }

    #[test]
    fn no_timer_no_deadline() {
        let record = running(TurnTimer::Off);
        assert_eq!(next_deadline(&record, &[], &[10], true, 100), None);
    }

    #[test]
    fn a_new_decision_gets_the_full_time() {
        let record = running(TurnTimer::TwoMinutes);
        let fresh = Deadline {
            at: 220,
            reminded: false,
        };
        assert_eq!(next_deadline(&record, &[], &[10], false, 100), Some(fresh));
        assert_eq!(next_deadline(&record, &[10], &[], true, 100), None);
    }

    #[test]
    fn a_computer_move_does_not_reset_a_waiting_persons_clock() {
        let mut record = running(TurnTimer::TenMinutes);
        let old = Deadline {
            at: 150,
            reminded: true,
        };
        record.deadline = Some(old);
        assert_eq!(next_deadline(&record, &[10], &[10], false, 100), Some(old));
        // The person moved and must move again: a fresh clock.
        assert_eq!(
            next_deadline(&record, &[10], &[10], true, 100),
            Some(Deadline {
                at: 700,
                reminded: false
            })
        );
        // Somebody else is now to act.
        assert_eq!(
            next_deadline(&record, &[10], &[10, 11], false, 100).map(|d| d.at),
            Some(700)
        );
    }

    #[test]
    fn finished_games_have_no_deadline() {
        let mut record = running(TurnTimer::OneHour);
        record.phase = Phase::Finished;
        assert_eq!(next_deadline(&record, &[], &[10], true, 100), None);
    }

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
