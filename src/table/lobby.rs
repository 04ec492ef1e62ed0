//! The lobby's rules: who may join, leave, add computers, start or cancel. Pure: it changes a
//! record or says why not.

use crate::ai::AiLevel;
use crate::i18n::Text;
use crate::table::record::{GameRecord, Phase, SeatHolder};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyAction {
    Join,
    Leave,
    AddComputer(AiLevel),
    RemoveComputer,
    Start,
    Cancel,
}

impl LobbyAction {
    /// Values of the computer-player select menu.
    pub fn from_menu_value(value: &str) -> Option<LobbyAction> {
        match value {
            "remove" => Some(LobbyAction::RemoveComputer),
            _ => {
                let code = value.strip_prefix("add-")?;
                let mut chars = code.chars();
                let level = AiLevel::from_code(chars.next()?)?;
                chars
                    .next()
                    .is_none()
                    .then_some(LobbyAction::AddComputer(level))
            }
        }
    }

    pub fn menu_value(self) -> Option<String> {
        match self {
            LobbyAction::AddComputer(level) => Some(format!("add-{}", level.code())),
            LobbyAction::RemoveComputer => Some("remove".to_string()),
            _ => None,
        }
    }
}

/// The person clicking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Actor {
    pub user: u64,
    /// Members with Manage Messages may cancel any game in the channel.
    pub moderator: bool,
}

/// What an accepted action asks of the bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyOutcome {
    /// The record changed; redraw the lobby.
    Changed,
    /// The seats are legal and the host asked to start.
    StartRequested,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    AlreadyJoined,
    NotSeated,
    Full { max: usize },
    OnlyHostStarts,
    OnlyHostManagesComputers,
    NoComputerToRemove,
    CannotCancel,
    WrongPlayerCount { have: usize, min: usize, max: usize },
    NotALobby,
}

impl Refusal {
    pub fn text(self) -> Text {
        match self {
            Refusal::AlreadyJoined => Text::AlreadyJoined,
            Refusal::NotSeated => Text::NotInLobby,
            Refusal::Full { max } => Text::LobbyFull { max },
            Refusal::OnlyHostStarts => Text::OnlyHostStarts,
            Refusal::OnlyHostManagesComputers => Text::OnlyHostManagesComputers,
            Refusal::NoComputerToRemove => Text::NoComputerToRemove,
            Refusal::CannotCancel => Text::CannotCancel,
            Refusal::WrongPlayerCount { have, min, max } => {
                Text::WrongPlayerCount { have, min, max }
            }
            Refusal::NotALobby => Text::GameEnded,
        }
    }
}

/// Applies a lobby action to `record`; on refusal the record is unchanged.
pub fn apply(
    record: &mut GameRecord,
    actor: Actor,
    action: LobbyAction,
) -> Result<LobbyOutcome, Refusal> {
    if record.phase != Phase::Lobby {
        return Err(Refusal::NotALobby);
    }
    let is_host = actor.user == record.host;
    match action {
        LobbyAction::Join => {
            if record.is_seated(actor.user) {
                return Err(Refusal::AlreadyJoined);
            }
            ensure_room(record)?;
            record.seats.push(SeatHolder::Human { user: actor.user });
        }
        LobbyAction::Leave => {
            if !record.is_seated(actor.user) {
                return Err(Refusal::NotSeated);
            }
            record.seats.retain(|s| s.user() != Some(actor.user));
            if is_host {
                let next_host = record.humans().next();
                match next_host {
                    Some(next_host) => record.host = next_host,
                    None => record.phase = Phase::Cancelled { by: actor.user },
                }
            }
        }
        LobbyAction::AddComputer(level) => {
            if !is_host {
                return Err(Refusal::OnlyHostManagesComputers);
            }
            ensure_room(record)?;
            record.seats.push(SeatHolder::Computer { level });
        }
        LobbyAction::RemoveComputer => {
            if !is_host {
                return Err(Refusal::OnlyHostManagesComputers);
            }
            let last = record
                .seats
                .iter()
                .rposition(|s| matches!(s, SeatHolder::Computer { .. }))
                .ok_or(Refusal::NoComputerToRemove)?;
            record.seats.remove(last);
        }
        LobbyAction::Start => {
            if !is_host {
                return Err(Refusal::OnlyHostStarts);
            }
            let range = record.kind.player_counts();
            let have = record.seats.len();
            if !range.contains(&have) {
                return Err(Refusal::WrongPlayerCount {
                    have,
                    min: *range.start(),
                    max: *range.end(),
                });
            }
            return Ok(LobbyOutcome::StartRequested);
        }
        LobbyAction::Cancel => {
            if !is_host && !actor.moderator {
                return Err(Refusal::CannotCancel);
            }
            record.phase = Phase::Cancelled { by: actor.user };
        }
    }
    Ok(LobbyOutcome::Changed)
}

fn ensure_room(record: &GameRecord) -> Result<(), Refusal> {
    if record.seats.len() >= record.max_seats {
        return Err(Refusal::Full {
            max: record.max_seats,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::i18n::Locale;
    use crate::table::{GameId, Place};

    const HOST: u64 = 1;

    fn lobby(kind: GameKind, max_seats: usize) -> GameRecord {
        let place = Place {
            guild: 9,
            channel: 8,
        };
        let options = kind.default_options();
        GameRecord::new_lobby(GameId(1), options, place, HOST, max_seats, Locale::En, 0)
    }

    fn user(id: u64) -> Actor {
        Actor {
            user: id,
            moderator: false,
        }
    }

    #[test]
    fn join_leave_and_fill_up() {
        let mut rec = lobby(GameKind::Uzory, 3);
        assert_eq!(
            apply(&mut rec, user(2), LobbyAction::Join),
            Ok(LobbyOutcome::Changed)
        );
        assert_eq!(
            apply(&mut rec, user(2), LobbyAction::Join),
            Err(Refusal::AlreadyJoined)
        );
        assert_eq!(
            apply(&mut rec, user(3), LobbyAction::Join),
            Ok(LobbyOutcome::Changed)
        );
        assert_eq!(
            apply(&mut rec, user(4), LobbyAction::Join),
            Err(Refusal::Full { max: 3 })
        );
        assert_eq!(
            apply(&mut rec, user(4), LobbyAction::Leave),
            Err(Refusal::NotSeated)
        );
        assert_eq!(
            apply(&mut rec, user(2), LobbyAction::Leave),
            Ok(LobbyOutcome::Changed)
        );
        assert_eq!(rec.humans().collect::<Vec<_>>(), vec![HOST, 3]);
    }

    #[test]
    fn computers_are_the_hosts_business() {
        let mut rec = lobby(GameKind::SummerPavilion, 4);
        apply(&mut rec, user(2), LobbyAction::Join).unwrap();
        let add = LobbyAction::AddComputer(AiLevel::Hard);
        assert_eq!(
            apply(&mut rec, user(2), add),
            Err(Refusal::OnlyHostManagesComputers)
        );
        assert_eq!(
            apply(&mut rec, user(HOST), LobbyAction::RemoveComputer),
            Err(Refusal::NoComputerToRemove)
        );
        apply(&mut rec, user(HOST), add).unwrap();
        assert_eq!(rec.seats.len(), 3);
        apply(&mut rec, user(HOST), LobbyAction::RemoveComputer).unwrap();
        assert_eq!(rec.seats.len(), 2);
    }

    #[test]
    fn start_needs_the_host_and_a_legal_count() {
        let mut rec = lobby(GameKind::Sintra, 4);
        assert_eq!(
            apply(&mut rec, user(HOST), LobbyAction::Start),
            Err(Refusal::WrongPlayerCount {
                have: 1,
                min: 2,
                max: 4
            })
        );
        apply(&mut rec, user(2), LobbyAction::Join).unwrap();
        assert_eq!(
            apply(&mut rec, user(2), LobbyAction::Start),
            Err(Refusal::OnlyHostStarts)
        );
        let before = rec.clone();
        assert_eq!(
            apply(&mut rec, user(HOST), LobbyAction::Start),
            Ok(LobbyOutcome::StartRequested)
        );
        assert_eq!(rec, before, "starting is the bot's job, not the lobby's");
        // Sagrada can be played alone.
        let mut solo = lobby(GameKind::Sagrada, 1);
        assert_eq!(
            apply(&mut solo, user(HOST), LobbyAction::Start),
            Ok(LobbyOutcome::StartRequested)
        );
    }

    #[test]
    fn cancel_by_host_or_moderator_only() {
        let mut rec = lobby(GameKind::Uzory, 4);
        apply(&mut rec, user(2), LobbyAction::Join).unwrap();
        assert_eq!(
            apply(&mut rec, user(2), LobbyAction::Cancel),
            Err(Refusal::CannotCancel)
        );
        let moderator = Actor {
            user: 7,
            moderator: true,
        };
        apply(&mut rec, moderator, LobbyAction::Cancel).unwrap();
        assert_eq!(rec.phase, Phase::Cancelled { by: 7 });
        assert_eq!(
            apply(&mut rec, user(HOST), LobbyAction::Join),
            Err(Refusal::NotALobby)
        );
    }

    #[test]
    fn host_leaving_hands_over_or_closes() {
        let mut rec = lobby(GameKind::Uzory, 4);
        apply(&mut rec, user(2), LobbyAction::Join).unwrap();
        apply(&mut rec, user(HOST), LobbyAction::Leave).unwrap();
        assert_eq!(rec.host, 2);
        assert_eq!(rec.phase, Phase::Lobby);
        apply(&mut rec, user(2), LobbyAction::AddComputer(AiLevel::Easy)).unwrap();
        apply(&mut rec, user(2), LobbyAction::Leave).unwrap();
        assert_eq!(rec.phase, Phase::Cancelled { by: 2 });
    }

    #[test]
    fn refusals_change_nothing() {
        let mut rec = lobby(GameKind::Uzory, 1);
        let before = rec.clone();
        for (who, action) in [
            (2, LobbyAction::Join),
            (2, LobbyAction::Leave),
            (2, LobbyAction::Cancel),
            (2, LobbyAction::AddComputer(AiLevel::Normal)),
            (HOST, LobbyAction::AddComputer(AiLevel::Normal)),
            (HOST, LobbyAction::RemoveComputer),
        ] {
            assert!(apply(&mut rec, user(who), action).is_err());
            assert_eq!(rec, before);
        }
    }

    #[test]
    fn menu_values_round_trip() {
        for action in [
            LobbyAction::AddComputer(AiLevel::Easy),
            LobbyAction::AddComputer(AiLevel::Hard),
            LobbyAction::RemoveComputer,
        ] {
            let value = action.menu_value().unwrap();
            assert_eq!(LobbyAction::from_menu_value(&value), Some(action));
        }
        for bad in ["", "add-", "add-x", "add-ee", "remove ", "ADD-e"] {
            assert_eq!(LobbyAction::from_menu_value(bad), None, "{bad:?}");
        }
    }
}
