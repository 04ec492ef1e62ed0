//! The rules of hosting a running game, beside its own rules: turn deadlines, leaving, running
//! out of time, coming back and cancelling. Like the lobby's rules these are pure: [`apply`]
//! changes a record or says why not, and [`expire`] says what a passed deadline does. The bot
//! only loads, saves and shows.

use crate::games::OnTimeout;
use crate::i18n::Text;
use crate::table::record::{
    Deadline, GameId, GameRecord, Logged, Phase, Place, SeatHolder, StandIn,
};

/// A change to how a running game is hosted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostingChange {
    /// `user` leaves for good; a computer plays their seat from now on.
    Leave { user: u64 },
    /// `by` ends the game: allowed to its host or to a moderator.
    Cancel { by: u64, moderator: bool },
    /// The absent person at `seat` pressed a button of their game: the seat is theirs again.
    Back { seat: u8 },
    /// These people were reminded and their time ran out again.
    TimedOut { users: Vec<u64> },
}

/// Applies `change` to a running game: what it adds to the log, in the game's language, or why
/// it is refused (the record is then unchanged).
pub fn apply(record: &mut GameRecord, change: &HostingChange) -> Result<Vec<Text>, Text> {
    match record.phase {
        Phase::Playing => {}
        Phase::Lobby => return Err(Text::UseLobbyButtons),
        _ => return Err(Text::NoGameHere),
    }
    let names = record.seat_names(record.locale);
    let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
    match *change {
        HostingChange::Leave { user } => {
            let seat = record.seat_index(user).ok_or(Text::NotPlaying)?;
            if record.stand_in(usize::from(seat)) == Some(StandIn::Left) {
                return Err(Text::YouLeft);
            }
            record.stand_ins.insert(seat, StandIn::Left);
            record.history.push(Logged::Left { seat });
            let mut lines = vec![Text::PlayerLeft {
                name: name(usize::from(seat)),
            }];
            if record.present_humans().next().is_none() {
                // Nobody is left to watch: the computers would play to an empty room.
                record.phase = Phase::Cancelled { by: user };
                lines.push(Text::GameCancelled { by: user });
            }
            Ok(lines)
        }
        HostingChange::Cancel { by, moderator } => {
            if record.host != by && !moderator {
                return Err(Text::CannotCancel);
            }
            record.phase = Phase::Cancelled { by };
            Ok(vec![Text::GameCancelled { by }])
        }
        HostingChange::Back { seat } => {
            if record.stand_in(usize::from(seat)) != Some(StandIn::Away) {
                return Err(Text::OutOfDate);
            }
            record.stand_ins.remove(&seat);
            record.history.push(Logged::Back { seat });
            Ok(vec![Text::PlayerBack {
                name: name(usize::from(seat)),
            }])
        }
        HostingChange::TimedOut { ref users } => {
            let seats: Vec<u8> = users.iter().filter_map(|u| record.seat_index(*u)).collect();
            let who = seats.iter().map(|s| name(usize::from(*s))).collect();
            match record.hosting.on_timeout {
                OnTimeout::Computer => {
                    for &seat in &seats {
                        record.stand_ins.insert(seat, StandIn::Away);
                        record.history.push(Logged::Away { seat });
                    }
                    Ok(vec![Text::RanOutOfTime { names: who }])
                }
                OnTimeout::Cancel => {
                    record.phase = Phase::TimedOut;
                    Ok(vec![Text::CancelledByTimer { names: who }])
                }
            }
        }
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

/// What a passed deadline does.
#[derive(Debug, Clone, PartialEq)]
pub enum Expiry {
    /// Nobody waits any more: the deadline is cleared. Bookkeeping only.
    Cleared,
    /// The people to act get a reminder and half the time again. Bookkeeping only: every
    /// drawn button stays valid.
    Reminded { text: Text, users: Vec<u64> },
    /// They were reminded already: apply [`HostingChange::TimedOut`].
    RunOut(HostingChange),
}

/// What the passed deadline of a running game does, `waiting` being the people who must act
/// now. Changes the record's deadline for [`Expiry::Cleared`] and [`Expiry::Reminded`].
pub fn expire(record: &mut GameRecord, waiting: Vec<u64>, now: u64) -> Expiry {
    if waiting.is_empty() {
        record.deadline = None;
        return Expiry::Cleared;
    }
    if record.deadline.is_some_and(|d| d.reminded) {
        return Expiry::RunOut(HostingChange::TimedOut { users: waiting });
    }
    let grace = record.hosting.timer.grace_secs().unwrap_or(0);
    record.deadline = Some(Deadline {
        at: now.saturating_add(grace),
        reminded: true,
    });
    Expiry::Reminded {
        text: Text::TimeReminder {
            users: waiting.clone(),
            minutes: grace.div_ceil(60),
            cancels: record.hosting.on_timeout == OnTimeout::Cancel,
        },
        users: waiting,
    }
}

/// A person pressed a button of their running game: `Some(seat)` if they were away (the seat
/// is theirs again with [`HostingChange::Back`]), `None` if they are at the table or not seated.
/// Somebody who left for good is refused.
pub fn returning(record: &GameRecord, user: u64) -> Result<Option<u8>, Text> {
    let Some(seat) = record.seat_index(user) else {
        return Ok(None);
    };
    match record.stand_in(usize::from(seat)) {
        Some(StandIn::Left) => Err(Text::YouLeft),
        Some(StandIn::Away) => Ok(Some(seat)),
        None => Ok(None),
    }
}

/// Whether `user` may ask for a rematch of the finished game `old`: one of its players, and only
/// one rematch per game.
pub fn may_rematch(old: &GameRecord, user: u64) -> Result<(), Text> {
    if !old.is_seated(user) {
        return Err(Text::NotPlaying);
    }
    if old.rematch.is_some() {
        return Err(Text::RematchExists);
    }
    Ok(())
}

/// The lobby of `old`'s rematch, `id`: the same seats (a computer for anybody who left), names,
/// options and hosting, in the same place.
pub fn rematch_lobby(old: &GameRecord, id: GameId, now: u64) -> GameRecord {
    let place = Place {
        guild: old.guild,
        channel: old.channel,
    };
    let mut record = GameRecord::new_lobby(
        id,
        old.options,
        place,
        old.host,
        old.max_seats,
        old.locale,
        now,
    );
    record.seats = old
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| match old.stand_in(i) {
            Some(StandIn::Left) => SeatHolder::Computer {
                level: StandIn::LEVEL,
            },
            _ => seat.clone(),
        })
        .collect();
    record.names = old.names.clone();
    record.hosting = old.hosting;
    record.reach = old.reach;
    record
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiLevel;
    use crate::games::GameKind;
    use crate::games::{Hosting, TurnTimer};
    use crate::table::tests::lobby;
    use crate::table::{GameId, SeatHolder};

    /// A turn deadline at `at`, its reminder sent or not.
    fn deadline(at: u64, reminded: bool) -> Deadline {
        Deadline { at, reminded }
    }

    fn running(timer: TurnTimer) -> GameRecord {
        let mut record = lobby(1, GameKind::Uzory, 4);
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
        let fresh = deadline(220, false);
        assert_eq!(next_deadline(&record, &[], &[10], false, 100), Some(fresh));
        assert_eq!(next_deadline(&record, &[10], &[], true, 100), None);
    }

    #[test]
    fn a_computer_move_does_not_reset_a_waiting_persons_clock() {
        let mut record = running(TurnTimer::TenMinutes);
        let old = deadline(150, true);
        record.deadline = Some(old);
        assert_eq!(next_deadline(&record, &[10], &[10], false, 100), Some(old));
        // The person moved and must move again: a fresh clock.
        assert_eq!(
            next_deadline(&record, &[10], &[10], true, 100),
            Some(deadline(700, false))
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

    /// Alice (10) hosts, Bob (11) sits beside her, and a computer.
    fn table_of_three(on_timeout: OnTimeout) -> GameRecord {
        let mut record = running(TurnTimer::TenMinutes);
        record.hosting.on_timeout = on_timeout;
        record.seats.push(SeatHolder::Human { user: 11 });
        record.seats.push(SeatHolder::Computer {
            level: AiLevel::Hard,
        });
        record.names.insert(10, "Alice".into());
        record.names.insert(11, "Bob".into());
        record
    }

    #[test]
    fn a_click_brings_back_who_was_away_and_refuses_who_left() {
        let mut record = table_of_three(OnTimeout::Computer);
        assert_eq!(returning(&record, 11), Ok(None));
        assert_eq!(returning(&record, 99), Ok(None));
        record.stand_ins.insert(1, StandIn::Away);
        assert_eq!(returning(&record, 11), Ok(Some(1)));
        record.stand_ins.insert(1, StandIn::Left);
        assert_eq!(returning(&record, 11), Err(Text::YouLeft));
    }

    #[test]
    fn a_rematch_keeps_the_table_and_seats_a_computer_for_who_left() {
        let mut old = table_of_three(OnTimeout::Cancel);
        old.phase = Phase::Finished;
        assert_eq!(may_rematch(&old, 99), Err(Text::NotPlaying));
        assert_eq!(may_rematch(&old, 11), Ok(()));
        old.stand_ins.insert(1, StandIn::Left);
        let lobby = rematch_lobby(&old, GameId(2), 500);
        assert_eq!(
            (lobby.id, lobby.phase, lobby.created_at),
            (GameId(2), Phase::Lobby, 500)
        );
        assert_eq!((lobby.options, lobby.hosting), (old.options, old.hosting));
        assert_eq!((lobby.guild, lobby.channel, lobby.host), (1, 2, 10));
        let computer = SeatHolder::Computer {
            level: StandIn::LEVEL,
        };
        assert_eq!(lobby.seats[1], computer);
        assert_eq!(lobby.seats[2], old.seats[2]);
        assert_eq!(lobby.names, old.names);
        old.rematch = Some(GameId(2));
        assert_eq!(may_rematch(&old, 11), Err(Text::RematchExists));
    }

    #[test]
    fn leaving_hands_the_seat_to_a_computer_and_the_last_person_leaving_ends_the_game() {
        let mut record = table_of_three(OnTimeout::Computer);
        let lines = apply(&mut record, &HostingChange::Leave { user: 11 }).unwrap();
        assert_eq!(lines, vec![Text::PlayerLeft { name: "Bob".into() }]);
        assert_eq!(record.stand_in(1), Some(StandIn::Left));
        assert_eq!(record.history, vec![Logged::Left { seat: 1 }]);
        assert_eq!(record.phase, Phase::Playing);

        let unchanged = record.clone();
        assert_eq!(
            apply(&mut record, &HostingChange::Leave { user: 11 }),
            Err(Text::YouLeft)
        );
        assert_eq!(
            apply(&mut record, &HostingChange::Leave { user: 99 }),
            Err(Text::NotPlaying)
        );
        assert_eq!(record, unchanged, "a refusal changes nothing");

        let lines = apply(&mut record, &HostingChange::Leave { user: 10 }).unwrap();
        assert_eq!(lines.last(), Some(&Text::GameCancelled { by: 10 }));
        assert_eq!(record.phase, Phase::Cancelled { by: 10 });
    }

    #[test]
    fn only_the_host_or_a_moderator_cancels() {
        let mut record = table_of_three(OnTimeout::Computer);
        let bob = HostingChange::Cancel {
            by: 11,
            moderator: false,
        };
        assert_eq!(apply(&mut record, &bob), Err(Text::CannotCancel));
        assert_eq!(record.phase, Phase::Playing);
        let moderator = HostingChange::Cancel {
            by: 11,
            moderator: true,
        };
        assert_eq!(
            apply(&mut record, &moderator),
            Ok(vec![Text::GameCancelled { by: 11 }])
        );
        assert_eq!(record.phase, Phase::Cancelled { by: 11 });
        // Over is over.
        assert_eq!(apply(&mut record, &moderator), Err(Text::NoGameHere));
    }

    #[test]
    fn a_lobby_is_changed_with_its_buttons() {
        let mut record = table_of_three(OnTimeout::Computer);
        record.phase = Phase::Lobby;
        assert_eq!(
            apply(&mut record, &HostingChange::Leave { user: 11 }),
            Err(Text::UseLobbyButtons)
        );
    }

    #[test]
    fn running_out_of_time_reminds_then_stands_in_until_the_person_is_back() {
        let mut record = table_of_three(OnTimeout::Computer);
        record.deadline = Some(deadline(700, false));
        let reminded = expire(&mut record, vec![11], 700);
        assert!(matches!(reminded, Expiry::Reminded { ref users, .. } if users == &[11]));
        assert_eq!(record.deadline, Some(deadline(1000, true)));
        let Expiry::RunOut(change) = expire(&mut record, vec![11], 1000) else {
            panic!("a reminded person runs out of time");
        };
        let lines = apply(&mut record, &change).unwrap();
        assert_eq!(
            lines,
            vec![Text::RanOutOfTime {
                names: vec!["Bob".into()]
            }]
        );
        assert_eq!(record.stand_in(1), Some(StandIn::Away));
        assert_eq!(record.computer_level(1), Some(StandIn::LEVEL));

        let back = HostingChange::Back { seat: 1 };
        assert_eq!(
            apply(&mut record, &back),
            Ok(vec![Text::PlayerBack { name: "Bob".into() }])
        );
        assert_eq!(record.stand_in(1), None);
        assert_eq!(apply(&mut record, &back), Err(Text::OutOfDate));
        assert_eq!(
            record.history,
            vec![Logged::Away { seat: 1 }, Logged::Back { seat: 1 }]
        );
    }

    #[test]
    fn running_out_of_time_cancels_when_the_host_chose_so() {
        let mut record = table_of_three(OnTimeout::Cancel);
        let change = HostingChange::TimedOut { users: vec![10] };
        let lines = apply(&mut record, &change).unwrap();
        assert_eq!(
            lines,
            vec![Text::CancelledByTimer {
                names: vec!["Alice".into()]
            }]
        );
        assert_eq!(record.phase, Phase::TimedOut);
    }

    #[test]
    fn a_deadline_nobody_waits_for_is_cleared() {
        let mut record = table_of_three(OnTimeout::Computer);
        record.deadline = Some(deadline(5, true));
        assert_eq!(expire(&mut record, Vec::new(), 10), Expiry::Cleared);
        assert_eq!(record.deadline, None);
    }
}
