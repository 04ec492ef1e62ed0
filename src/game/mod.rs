//! The interface every game engine implements.
//!
//! An engine is pure: no Discord, no clock, no I/O. Its state carries a seeded RNG, so a game is
//! fully determined by `(options, player count, seed, actions)` and replays exactly. Hidden
//! information (Sagrada private objectives, Uzory hands, the bag order) never leaves the engine
//! except through [`Game::view`], which strips what the viewer may not see.
//!
//! Decisions are explicit states. A choice that takes several steps (a Sagrada tool card, picking
//! bonus tiles in Summer Pavilion, breaking a tie in Uzory) is a state of its own whose legal
//! actions are the options of that step, so [`Game::legal_actions`] always lists every legal
//! action and nothing else. When several seats decide at once (Sagrada's pattern choice),
//! [`Game::to_act`] names them all and they may act in any order.

mod driver;
#[cfg(any(test, feature = "fuzzing"))]
mod fuzzing;
mod outcome;
mod rng;

use std::fmt::Debug;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub use driver::{pick_best, play_out, Player, PlayoutError, RandomPlayer};
#[cfg(any(test, feature = "fuzzing"))]
pub use fuzzing::{by_bit, Fuzzed};
pub use outcome::{Outcome, ScoreLine, Standing};
pub use rng::GameRng;

/// A place at the table, numbered from 0 in turn order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// All seats of a game with `players` players.
    pub fn all(players: usize) -> impl Iterator<Item = Seat> {
        (0..players).filter_map(|i| u8::try_from(i).ok().map(Seat))
    }
}

/// Who is looking: a seated player sees their own secrets, a spectator sees only public facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

/// Why a game cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("this game needs {min}–{max} players, not {got}")]
    PlayerCount { got: usize, min: usize, max: usize },
    #[error("invalid option: {0}")]
    Option(String),
}

impl SetupError {
    /// `Ok` when `players` is one of `counts` (a game's [`Game::player_counts`]), else the
    /// [`SetupError::PlayerCount`] that names them, so an engine states its counts only once.
    pub fn check_players(counts: RangeInclusive<usize>, players: usize) -> Result<(), SetupError> {
        if counts.contains(&players) {
            Ok(())
        } else {
            Err(SetupError::PlayerCount {
                got: players,
                min: *counts.start(),
                max: *counts.end(),
            })
        }
    }
}

/// Why a move was refused by [`Game::play`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError<E> {
    #[error("the game is over")]
    GameOver,
    #[error("{0:?} has no decision to make now")]
    NotYourTurn(Seat),
    #[error(transparent)]
    Illegal(E),
}

pub trait Game: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    type Options: Clone + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// One decision. Multi-step choices are several actions through explicit states.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What happened, for the log, the replay and the score animation: including random outcomes
    /// (tiles drawn, dice rolled) once they are public.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// Why an action is illegal here, typed so the bot can explain it.
    type Error: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// Everything one viewer may see; secrets of other seats are absent, not hidden.
    type View: Clone + Debug + Serialize + Send + Sync;

    /// Player counts this game supports with these options.
    fn player_counts(options: &Self::Options) -> RangeInclusive<usize>;

    /// Sets up a game; every random choice from now on comes from `seed`.
    fn new(options: &Self::Options, players: usize, seed: u64) -> Result<Self, SetupError>;

    /// A new game under the rules `self` is played under, for replaying a stored game's
    /// history from its seed: [`Game::new`], unless the engine keeps older rules for the games
    /// started under them.
    fn new_like(
        &self,
        options: &Self::Options,
        players: usize,
        seed: u64,
    ) -> Result<Self, SetupError> {
        Self::new(options, players, seed)
    }

    fn players(&self) -> usize;

    /// The seats that must decide now: one in turn-based phases, several for simultaneous
    /// choices, none once the game is over.
    fn to_act(&self) -> Vec<Seat>;

    /// Every legal action of `seat` now; empty when the seat has nothing to decide.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Whether the seats in [`Game::to_act`] decide at once, each once and each unaffected by
    /// the others: one seat's action takes it out of `to_act` and leaves every other waiting
    /// seat's legal actions as they were, and only the last one's moves the game on (each
    /// engine's property tests check this with `testing::check_simultaneous`). A choice drawn
    /// for a seat before others decided then stays good.
    fn simultaneous(&self) -> bool {
        false
    }

    /// Performs one action of a checked seat: the caller has made sure the game is not over
    /// and `seat` is in [`Game::to_act`]. Refuses an illegal action with `Err`, but may leave
    /// the state half-changed when it does. [`Game::play`] is the checked, atomic entry point;
    /// call `apply` directly only on a throwaway copy (the search's worlds, property tests).
    fn apply(&mut self, seat: Seat, action: &Self::Action)
        -> Result<Vec<Self::Event>, Self::Error>;

    fn view(&self, viewer: Viewer) -> Self::View;

    /// The final ranking with score breakdowns, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Progress counter for reports and per-round images: the round number, or for a game
    /// without rounds the number of completed turns around the table. Starts at 1.
    fn round(&self) -> u32;

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Whether `event` shows something that was hidden or random before it (a draw from the
    /// bag, a die roll, a new card, a secret): a move that made such an event cannot be taken
    /// back. Every event does unless the engine says otherwise, so an engine offers no undo
    /// until it names its harmless events.
    fn reveals(event: &Self::Event) -> bool {
        let _ = event;
        true
    }

    /// Whether the move of `seat` just played, which made `events`, may be taken back (Board
    /// Game Arena's policy): the game goes on, the decision is still `seat`'s alone, so no other
    /// player has moved since, and the move revealed nothing ([`Game::reveals`]). `self` is the
    /// game after the move.
    fn undoable(&self, seat: Seat, events: &[Self::Event]) -> bool {
        !self.is_over()
            && !self.simultaneous()
            && self.to_act() == [seat]
            && !events.iter().any(Self::reveals)
    }

    /// The checked entry point, and the one place that checks: refuses moves after the end and
    /// from seats that are not to act, then applies the action to a copy that replaces `self`
    /// only on success. On `Err` the state is unchanged.
    fn play(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, PlayError<Self::Error>> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        if !self.to_act().contains(&seat) {
            return Err(PlayError::NotYourTurn(seat));
        }
        let mut next = self.clone();
        let events = next.apply(seat, action).map_err(PlayError::Illegal)?;
        *self = next;
        Ok(events)
    }
}

#[cfg(test)]
pub(crate) mod testing;
