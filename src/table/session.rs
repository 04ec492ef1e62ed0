//! A running game: its record coupled with its decoded engine. Starting it, playing one action
//! (a person's or a computer's), who must act, and what a computer would play. Nothing here
//! knows Discord; the bot shows what this decides.

use crate::ai::tournament::Figures;
use crate::ai::Determinize;
use crate::ai::{AiLevel, Budget};
use crate::game::{PlayError, Seat, Viewer};
use crate::i18n::{Locale, Text};
use crate::present::{Move, TableGame};
use crate::table::record::{EngineState, GameRecord, Logged, Phase, SeatHolder, SeatResult};

/// A record together with its decoded engine.
pub struct Table<G> {
    pub record: GameRecord,
    pub game: G,
}

/// What hosting a game needs of it, the one bound of every layer above: its presentation
/// ([`TableGame`]), worlds for the computers' search and the coach ([`Determinize`]) and what
/// simulations and tournaments measure ([`Figures`]). Every registered game has it.
pub trait Hosted: TableGame + Determinize + Figures {}

impl<G: TableGame + Determinize + Figures> Hosted for G {}

impl<G: Hosted> Table<G> {
    /// Deals a lobby's game from `seed`; it begins with [`Table::begin`]. Computer seats move
    /// later, one at a time.
    pub fn set_up(mut record: GameRecord, seed: u64) -> Result<Table<G>, Text> {
        let options = G::engine_options(&record.options).ok_or(Text::SomethingWentWrong)?;
        let game = G::new(&options, record.seats.len(), seed).map_err(|e| {
            tracing::error!(game = %record.id, error = %e, "engine refused the lobby's setup");
            Text::SomethingWentWrong
        })?;
        record.seed = Some(seed);
        Ok(Table { record, game })
    }

    /// Begins a set-up game: the lobby becomes a running game.
    pub fn begin(&mut self) -> Result<(), Text> {
        self.record.phase = Phase::Playing;
        self.store_state()
    }

    /// [`Table::set_up`] and [`Table::begin`] at once.
    pub fn start(record: GameRecord, seed: u64) -> Result<Table<G>, Text> {
        let mut table = Table::set_up(record, seed)?;
        table.begin()?;
        Ok(table)
    }

    /// Decodes the engine state of a running game.
    pub fn open(record: GameRecord) -> Result<Table<G>, Text> {
        let corrupt = |reason: String| {
            tracing::error!(game = %record.id, %reason, "unreadable engine state left untouched");
            Text::CorruptRecord {
                game: record.id.to_string(),
            }
        };
        let state = record
            .state
            .as_ref()
            .ok_or_else(|| corrupt("no engine state".into()))?;
        let game = state.decode::<G>().map_err(|e| corrupt(e.to_string()))?;
        if game.players() != record.seats.len() {
            return Err(corrupt("seat count differs from the engine's".into()));
        }
        Ok(Table { record, game })
    }

    pub(super) fn store_state(&mut self) -> Result<(), Text> {
        self.record.state = Some(EngineState::encode(&self.game).map_err(|e| {
            tracing::error!(game = %self.record.id, error = %e, "cannot encode engine state");
            Text::SomethingWentWrong
        })?);
        if self.game.is_over() {
            self.record.phase = Phase::Finished;
            self.record.deadline = None;
            self.record.result = self.game.outcome().map(|outcome| {
                outcome
                    .standings
                    .iter()
                    .map(|s| SeatResult {
                        seat: s.seat.0,
                        rank: s.rank,
                        score: s.score,
                    })
                    .collect()
            });
        }
        Ok(())
    }

    /// The seat of a seated person.
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        self.record.seat_index(user).map(Seat)
    }

    /// The people who must decide now, in seat order (not those a computer stands in for);
    /// nobody before the game begins or after it ends.
    pub fn humans_to_act(&self) -> Vec<u64> {
        if self.record.phase != Phase::Playing {
            return Vec::new();
        }
        self.game
            .to_act()
            .into_iter()
            .filter(|s| self.record.stand_in(s.index()).is_none())
            .filter_map(|s| self.record.seats.get(s.index()).and_then(SeatHolder::user))
            .collect()
    }

    /// Display names by seat, for pictures and the log.
    pub fn names(&self, locale: Locale) -> Vec<String> {
        self.record.seat_names(locale)
    }

    /// A seat a computer must decide for now (its own or standing in), with its level.
    pub fn computer_to_act(&self) -> Option<(Seat, AiLevel)> {
        self.game.to_act().into_iter().find_map(|s| {
            self.record
                .computer_level(s.index())
                .map(|level| (s, level))
        })
    }

    /// What the computer at `seat` plays, thinking within `budget` and seeing only its seat's
    /// view. Seeded from the record, so the same record and an iteration budget replay exactly.
    pub fn computer_choice(&self, seat: Seat, level: AiLevel, budget: Budget) -> Option<G::Action> {
        let mut player = crate::ai::computer::<G>(level, computer_seed(&self.record, seat), budget);
        let legal = self.game.legal_actions(seat);
        let view = self.game.view(Viewer::Seat(seat));
        player.choose(seat, &view, &legal)
    }

    /// Plays one action of `seat` (a person's or a computer's), adding it to the history;
    /// returns its log line.
    pub fn play(&mut self, seat: Seat, action: &G::Action) -> Result<String, Text> {
        let locale = self.record.locale;
        let stored = serde_json::to_value(action).map_err(|e| {
            tracing::error!(game = %self.record.id, error = %e, "cannot encode an action");
            Text::SomethingWentWrong
        })?;
        let events = self.game.play(seat, action).map_err(|e| {
            tracing::warn!(game = %self.record.id, error = %e, "the engine refused a move");
            match e {
                PlayError::GameOver => Text::GameEnded,
                PlayError::NotYourTurn(_) => Text::NotYourTurn,
                PlayError::Illegal(_) => Text::MoveNotAllowed,
            }
        })?;
        let computer = self.record.computer_level(seat.index()).is_some();
        self.record.history.push(Logged::Move {
            seat: seat.0,
            action: stored,
            computer,
        });
        self.remember_undo(seat, computer, &events);
        self.store_state()?;
        Ok(self.tell(seat, computer, action, &events, locale))
    }

    /// The log line of a move just played, from its events: `**Name**: words`, marked 🤖 when a
    /// computer played.
    pub fn tell(
        &self,
        seat: Seat,
        computer: bool,
        action: &G::Action,
        events: &[G::Event],
        locale: Locale,
    ) -> String {
        let names = self.names(locale);
        let played = Move {
            seat,
            action,
            events,
        };
        let words = self.game.tell(&played, &names, locale);
        let name = names
            .get(seat.index())
            .map(String::as_str)
            .unwrap_or_default();
        if computer {
            format!("🤖 **{name}**: {words}")
        } else {
            format!("**{name}**: {words}")
        }
    }

    /// Whether choices are made on the public table message (one human, nothing secret).
    pub fn public_menu(&self) -> bool {
        !self.game.private_choices() && self.humans_to_act().len() == 1
    }

    /// Whether `user` is one of several seats deciding at once and has not decided yet. Others'
    /// decisions since then change nothing for them, so a click on their private panel drawn
    /// before those decisions still stands (their own would have taken them out of `to_act`).
    pub fn still_deciding_at_once(&self, user: u64) -> bool {
        self.game.simultaneous()
            && self
                .seat_of(user)
                .is_some_and(|seat| self.game.to_act().contains(&seat))
    }
}

/// Seeds a computer's choice from the game, the record version and the seat, so a replay of the
/// same record makes the same moves.
fn computer_seed(record: &GameRecord, seat: Seat) -> u64 {
    let mut x = record.id.0 ^ record.moves.rotate_left(21);
    x ^= u64::from(seat.0) << 56;
    // splitmix64 finaliser
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::summer_pavilion::SummerPavilion;
    use crate::games::GameKind;
    use crate::table::tests::lobby;

    fn begun() -> Table<SummerPavilion> {
        let mut record = lobby(9, GameKind::SummerPavilion, 2);
        record.seats.push(SeatHolder::Human { user: 11 });
        let table = Table::<SummerPavilion>::set_up(record, 3).unwrap();
        assert!(
            table.humans_to_act().is_empty(),
            "nobody acts before the start"
        );
        let mut table = table;
        table.begin().unwrap();
        table
    }

    #[test]
    fn a_refused_move_is_worded_by_kind_and_changes_nothing() {
        let mut table = begun();
        let mover = table.game.to_act()[0];
        let other = Seat(1 - mover.0);
        let action = table.game.legal_actions(mover)[0];
        let before = (
            table.record.clone(),
            serde_json::to_value(&table.game).unwrap(),
        );
        assert_eq!(table.play(other, &action), Err(Text::NotYourTurn));
        assert_eq!(
            (
                table.record.clone(),
                serde_json::to_value(&table.game).unwrap()
            ),
            before
        );
        let line = table.play(mover, &action).unwrap();
        assert!(!line.is_empty());
        assert_eq!(table.record.history.len(), 1);
    }
}
