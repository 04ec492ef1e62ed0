//! Taking back a move within one's own turn, Board Game Arena's way: a person may take back
//! their own moves while the decision is still theirs alone and until something hidden or random
//! is revealed. The engine says which moves qualify ([`Game::undoable`]); the record remembers
//! where they are in its history (`GameRecord::undoable`).
//!
//! Taking one back replays the stored history from the seed without it, so the game is exactly
//! as it was (the same state, the same position of its random generator), and checks that
//! playing the move again gives the stored game. The move leaves the history, so replays,
//! `/game log` and statistics never play it; a [`Logged::Undone`] entry in its place at the end
//! tells that it was taken back.

use crate::game::Seat;
use crate::i18n::Text;
use crate::table::history::replay;
use crate::table::record::{Logged, Phase, SeatHolder};
use crate::table::session::Hosted;
use crate::table::session::Table;

impl<G: Hosted> Table<G> {
    /// After `seat`'s move, the history's last entry, which made `events`: remembers it if it
    /// may be taken back, else forgets the earlier ones (a computer's move, another player's
    /// turn or something revealed stands between them and now).
    pub(super) fn remember_undo(&mut self, seat: Seat, computer: bool, events: &[G::Event]) {
        match self.record.history.len().checked_sub(1) {
            Some(last) if !computer && self.game.undoable(seat, events) => {
                self.record.undoable.push(last)
            }
            _ => self.record.undoable.clear(),
        }
    }

    /// The seat that may take back its last move now, if any: the move is still the newest one
    /// (only moves taken back came after it; a hosting change such as a stand-in ends it), its
    /// person still holds the seat, and the decision is still theirs alone.
    pub fn undo_seat(&self) -> Option<Seat> {
        if self.record.phase != Phase::Playing {
            return None;
        }
        let &index = self.record.undoable.last()?;
        let Some(Logged::Move {
            seat,
            computer: false,
            ..
        }) = self.record.history.get(index)
        else {
            return None;
        };
        let newest = self
            .record
            .history
            .get(index + 1..)?
            .iter()
            .all(|e| matches!(e, Logged::Undone { .. }));
        let seat = Seat(*seat);
        let person = matches!(
            self.record.seats.get(seat.index()),
            Some(SeatHolder::Human { .. })
        ) && self.record.stand_in(seat.index()).is_none();
        (newest && person && self.game.to_act() == [seat]).then_some(seat)
    }

    /// `user` takes back their last move; returns the log line, or why not (then nothing
    /// changes).
    pub fn undo(&mut self, user: u64) -> Result<String, Text> {
        let locale = self.record.locale;
        let seat = self.undo_seat().ok_or(Text::UndoStale)?;
        let name = self
            .names(locale)
            .get(seat.index())
            .cloned()
            .unwrap_or_default();
        if self.seat_of(user) != Some(seat) {
            return Err(Text::UndoNotYours { name });
        }
        let index = *self.record.undoable.last().ok_or(Text::UndoStale)?;
        let before = self.replayed_before(seat, index).ok_or_else(|| {
            tracing::error!(game = %self.record.id, index, "a move to take back does not replay");
            Text::UndoUnavailable
        })?;
        self.record.history.remove(index);
        self.record.history.push(Logged::Undone { seat: seat.0 });
        self.record.undoable.pop();
        self.game = before;
        self.store_state()?;
        tracing::info!(game = %self.record.id, seat = seat.0, "move taken back");
        Ok(locale.text(&Text::TookBack { name }))
    }

    /// The game before history entry `index`, `seat`'s move, replayed from the seed; `None`
    /// unless playing that move on it gives exactly the game as it stands.
    fn replayed_before(&self, seat: Seat, index: usize) -> Option<G> {
        let before = replay::<G>(&self.record, index)?;
        let Some(Logged::Move { action, .. }) = self.record.history.get(index) else {
            return None;
        };
        let action: G::Action = serde_json::from_value(action.clone()).ok()?;
        let mut again = before.clone();
        again.play(seat, &action).ok()?;
        let same = serde_json::to_string(&again).ok()? == serde_json::to_string(&self.game).ok()?;
        same.then_some(before)
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::AiLevel;
    use crate::game::{Game, GameRng, Seat};
    use crate::games::sagrada::Sagrada;
    use crate::games::sintra::Sintra;
    use crate::games::summer_pavilion::SummerPavilion;
    use crate::games::uzory::Uzory;
    use crate::games::{GameKind, GameOptions};
    use crate::i18n::{Locale, Text};
    use crate::table::history::{log_lines, replay};
    use crate::table::tests::told::NAMES;
    use crate::table::Hosted;
    use crate::table::{Logged, SeatHolder, StandIn, Table};
    use rand::Rng;

    /// Users 100, 101, … in seats 0, 1, …
    fn table<G: Hosted>(options: GameOptions, seats: usize, seed: u64) -> Table<G> {
        Table::<G>::start(
            crate::table::tests::told::record(options, seats, seed),
            seed,
        )
        .expect("start")
    }

    fn json<G: Game>(game: &G) -> String {
        serde_json::to_string(game).expect("serialises")
    }

    /// Plays a seeded random game, taking back about half the moves that may be (several in a
    /// row when they may), and checks each time that the game is exactly what it was before the
    /// move, that the log tells it and that the history still replays. Returns how many moves
    /// were taken back.
    fn take_back_along_a_game<G: Hosted>(options: GameOptions, seats: usize, seed: u64) -> usize {
        let mut table = table::<G>(options, seats, seed);
        let mut rng = GameRng::seeded(seed);
        // The games before each move that may still be taken back.
        let mut before: Vec<String> = Vec::new();
        let mut undone = 0;
        while !table.game.is_over() {
            let to_act = table.game.to_act();
            let seat = to_act[rng.random_range(0..to_act.len())];
            let legal = table.game.legal_actions(seat);
            let action = legal[rng.random_range(0..legal.len())].clone();
            let json_before = json(&table.game);
            table.play(seat, &action).expect("a legal move plays");
            match table.undo_seat() {
                Some(s) => {
                    assert_eq!(s, seat);
                    before.push(json_before);
                }
                None => before.clear(),
            }
            while table.undo_seat().is_some() && rng.random_bool(0.5) {
                let history = table.record.history.len();
                let line = table.undo(100 + u64::from(seat.0)).expect("takes back");
                assert_eq!(
                    line,
                    format!("↩️ **{}** took back a move.", NAMES[seat.index()])
                );
                let expected = before.pop().expect("a game to go back to");
                assert_eq!(json(&table.game), expected, "{} seed {seed}", G::KIND);
                assert_eq!(table.record.history.len(), history);
                assert_eq!(
                    table.record.history.last(),
                    Some(&Logged::Undone { seat: seat.0 })
                );
                let stored = table.record.state.as_ref().expect("a state").json();
                assert_eq!(stored, expected, "the stored state is the earlier one");
                undone += 1;
            }
            assert!(table.record.history.len() < 10_000, "the game never ends");
        }
        // The history without the moves taken back replays to the very same game, and the log
        // tells every entry, the undos included.
        let end = replay::<G>(&table.record, table.record.history.len()).expect("replays");
        assert_eq!(json(&end), json(&table.game));
        let lines = log_lines::<G>(&table.record, Locale::Ru);
        assert_eq!(lines.len(), table.record.history.len());
        let told = lines.iter().filter(|l| l.contains("отменяет")).count();
        assert_eq!(told, undone);
        assert!(table.record.undoable.is_empty() || table.undo_seat().is_none());
        undone
    }

    /// Moves taken back along the seeded games 1 to 3 of `G` with its default options,
    /// `seats(seed)` people at each.
    fn taken_back_in<G: Hosted>(seats: fn(u64) -> usize) -> usize {
        let options = G::game_options(&G::DEFAULT_OPTIONS);
        (1..=3)
            .map(|seed| take_back_along_a_game::<G>(options, seats(seed), seed))
            .sum()
    }

    #[test]
    fn taking_back_restores_the_exact_game_in_every_game() {
        let two_to_four = |seed: u64| 2 + seed as usize % 3;
        let sp = taken_back_in::<SummerPavilion>(two_to_four);
        let sintra = taken_back_in::<Sintra>(two_to_four);
        let sagrada = taken_back_in::<Sagrada>(|seed| 1 + seed as usize % 4);
        let uzory = taken_back_in::<Uzory>(two_to_four);
        assert!(
            sp > 5 && sintra > 20 && sagrada > 20 && uzory > 10,
            "{sp} {sintra} {sagrada} {uzory}"
        );
    }

    /// A Sintra game where seat 0 has just taken glass (its placement still to choose).
    fn taken() -> (Table<Sintra>, Seat, String) {
        let mut table = table::<Sintra>(GameKind::Sintra.default_options(), 2, 5);
        loop {
            let seat = table.game.to_act()[0];
            let before = json(&table.game);
            let action = table.game.legal_actions(seat)[0];
            table.play(seat, &action).expect("plays");
            if table.undo_seat().is_some() {
                return (table, seat, before);
            }
        }
    }

    #[test]
    fn only_the_mover_takes_back_and_only_before_anything_else_happens() {
        let (mut table, seat, _) = taken();
        let mover = 100 + u64::from(seat.0);
        let other = 100 + u64::from(1 - seat.0);
        let unchanged = (table.record.clone(), json(&table.game));
        let name = NAMES[seat.index()].to_string();
        for stranger in [other, 999] {
            assert_eq!(
                table.undo(stranger),
                Err(Text::UndoNotYours { name: name.clone() })
            );
            assert_eq!((table.record.clone(), json(&table.game)), unchanged);
        }
        // Once the mover's turn goes on past something else, the move stands.
        let action = table.game.legal_actions(seat)[0];
        table.play(seat, &action).expect("places");
        assert_eq!(table.undo_seat(), None);
        assert_eq!(table.undo(mover), Err(Text::UndoStale));
        // A hosting change in between (the mover ran out of time) ends it too.
        let (mut table, seat, _) = taken();
        table.record.stand_ins.insert(seat.0, StandIn::Away);
        table.record.history.push(Logged::Away { seat: seat.0 });
        assert_eq!(table.undo_seat(), None);
        table.record.stand_ins.clear();
        assert_eq!(table.undo_seat(), None, "the history moved on");
    }

    #[test]
    fn a_computer_never_takes_back() {
        let mut table = table::<Sintra>(GameKind::Sintra.default_options(), 2, 5);
        table.record.seats[1] = SeatHolder::Computer {
            level: AiLevel::Easy,
        };
        let mut computer_moves = 0;
        while !table.game.is_over() && computer_moves < 30 {
            let seat = table.game.to_act()[0];
            let action = table.game.legal_actions(seat)[0];
            table.play(seat, &action).expect("plays");
            if seat == Seat(1) {
                computer_moves += 1;
                assert_eq!(table.undo_seat(), None);
                assert!(table.record.undoable.is_empty());
            }
        }
        assert_eq!(computer_moves, 30);
    }

    #[test]
    fn a_history_that_does_not_replay_refuses_and_changes_nothing() {
        let (mut table, seat, _) = taken();
        table.record.seed = table.record.seed.map(|s| s + 1);
        let unchanged = (table.record.clone(), json(&table.game));
        assert_eq!(
            table.undo(100 + u64::from(seat.0)),
            Err(Text::UndoUnavailable)
        );
        assert_eq!((table.record.clone(), json(&table.game)), unchanged);
    }
}
