//! Tables nobody uses, so no channel stays jammed: a lobby nobody starts closes after a while,
//! and a running game without a turn timer whose players have all stopped playing is called
//! off. Pure, like the other hosting rules: [`close_if_idle`] decides from the record's own
//! times, so a restart loses nothing; the bot sweeps the active games now and then.

use crate::i18n::{RecordText, Text};
use crate::table::record::{GameRecord, Phase};

/// How long tables may sit unused, in seconds; `None` never closes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IdleLimits {
    /// A lobby, from its opening.
    pub lobby: Option<u64>,
    /// A running game without a turn timer, from its last change (a move, leaving, coming back).
    pub game: Option<u64>,
}

impl Default for IdleLimits {
    fn default() -> IdleLimits {
        IdleLimits {
            lobby: Some(24 * 3600),
            game: Some(14 * 24 * 3600),
        }
    }
}

/// The few facts the rule reads: what a live game's index entry keeps, so a sweep finds the
/// idle games without loading every record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Idleness {
    /// A lobby (else a running game).
    pub lobby: bool,
    /// Whether a turn timer runs it: such a game never idles, its timer hands absent seats to
    /// computers or ends it.
    pub timed: bool,
    pub created_at: u64,
    pub updated_at: u64,
}

impl Idleness {
    /// The facts of a live record; `None` for an ended one.
    pub fn of(record: &GameRecord) -> Option<Idleness> {
        let lobby = match record.phase {
            Phase::Lobby => true,
            Phase::Playing => false,
            _ => return None,
        };
        Some(Idleness {
            lobby,
            timed: record.hosting.timer.secs().is_some(),
            created_at: record.created_at,
            updated_at: record.updated_at,
        })
    }

    /// Whether the table has sat unused past its limit at `now`: a lobby from its opening, a
    /// running game from its last change.
    pub fn is_past(&self, limits: IdleLimits, now: u64) -> bool {
        let passed =
            |since: u64, limit: Option<u64>| limit.is_some_and(|l| now >= since.saturating_add(l));
        if self.lobby {
            passed(self.created_at, limits.lobby)
        } else {
            !self.timed && passed(self.updated_at, limits.game)
        }
    }
}

/// Closes `record` if it has sat unused past its limit at `now`: it ends as timed out (never
/// rated nor counted), with what to tell the channel. `None` leaves it untouched.
pub fn close_if_idle(record: &mut GameRecord, limits: IdleLimits, now: u64) -> Option<Text> {
    if !Idleness::of(record).is_some_and(|facts| facts.is_past(limits, now)) {
        return None;
    }
    let notice = match record.phase {
        Phase::Lobby => RecordText::LobbyExpired {
            hours: limits.lobby.unwrap_or(0) / 3600,
        },
        _ => RecordText::GameAbandoned {
            days: limits.game.unwrap_or(0) / (24 * 3600),
        },
    };
    record.phase = Phase::TimedOut;
    record.deadline = None;
    Some(notice.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameKind, Hosting, TurnTimer};
    use crate::i18n::Locale;
    use crate::table::{GameId, Place};

    const DAY: u64 = 24 * 3600;

    fn lobby() -> GameRecord {
        let place = Place {
            guild: 1,
            channel: 2,
        };
        GameRecord::new_lobby(
            GameId(1),
            GameKind::Uzory.default_options(),
            place,
            10,
            4,
            Locale::En,
            1_000,
        )
    }

    #[test]
    fn a_lobby_closes_a_day_after_it_opened() {
        let limits = IdleLimits::default();
        let mut record = lobby();
        record.updated_at = 1_000 + DAY - 5;
        assert_eq!(close_if_idle(&mut record, limits, 1_000 + DAY - 1), None);
        assert_eq!(record.phase, Phase::Lobby);
        let notice = close_if_idle(&mut record, limits, 1_000 + DAY).unwrap();
        assert_eq!(notice, Text::Record(RecordText::LobbyExpired { hours: 24 }));
        assert_eq!(record.phase, Phase::TimedOut);
        assert!(!record.phase.is_active());
    }

    #[test]
    fn a_running_game_without_a_timer_is_called_off_after_two_idle_weeks() {
        let limits = IdleLimits::default();
        let mut record = lobby();
        record.phase = Phase::Playing;
        record.updated_at = 5 * DAY;
        assert_eq!(close_if_idle(&mut record, limits, 18 * DAY), None);
        let notice = close_if_idle(&mut record, limits, 19 * DAY).unwrap();
        assert_eq!(notice, Text::Record(RecordText::GameAbandoned { days: 14 }));
        assert_eq!(record.phase, Phase::TimedOut);
    }

    #[test]
    fn timed_games_ended_games_and_no_limit_are_left_alone() {
        let mut timed = lobby();
        timed.phase = Phase::Playing;
        timed.hosting = Hosting {
            timer: TurnTimer::OneDay,
            ..Hosting::default()
        };
        assert_eq!(
            close_if_idle(&mut timed, IdleLimits::default(), u64::MAX),
            None
        );
        let mut finished = lobby();
        finished.phase = Phase::Finished;
        assert_eq!(
            close_if_idle(&mut finished, IdleLimits::default(), u64::MAX),
            None
        );
        let never = IdleLimits {
            lobby: None,
            game: None,
        };
        assert_eq!(close_if_idle(&mut lobby(), never, u64::MAX), None);
    }
}
