//! What is stored for one game: a lobby, a running game or a finished one.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::ai::AiLevel;
use crate::games::{GameKind, GameOptions, Hosting};
use crate::i18n::{Locale, Text};

/// When the people to act run out of time (unix seconds), and whether they were reminded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deadline {
    pub at: u64,
    pub reminded: bool,
}

/// Why a computer plays a person's seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StandIn {
    /// The person left the game for good.
    Left,
    /// The person ran out of time; the seat is theirs again as soon as they act.
    Away,
}

impl StandIn {
    /// How well a computer plays for an absent person.
    pub const LEVEL: AiLevel = AiLevel::Normal;
}

/// One entry of a game's history, enough to replay it from its seed and to tell it in words.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Logged {
    /// A seat played an engine action (stored in the engine's own serde form).
    Move {
        seat: u8,
        action: serde_json::Value,
        /// Played by a computer, for the seat or standing in.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        computer: bool,
    },
    /// A person left; a computer took the seat.
    Left { seat: u8 },
    /// A person ran out of time; a computer stands in.
    Away { seat: u8 },
    /// An absent person came back to their seat.
    Back { seat: u8 },
    /// The seat took back its last move, which left the history (see `table/undo.rs`).
    Undone { seat: u8 },
}

/// One seat's final place, kept so statistics need no engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatResult {
    pub seat: u8,
    pub rank: u8,
    pub score: i32,
}

#[cfg(test)]
impl SeatResult {
    /// Test shorthand: seat `i` finished `ranks[i]`, with `score(rank)` points.
    pub(crate) fn ranked(ranks: &[u8], score: impl Fn(u8) -> i32) -> Vec<SeatResult> {
        let each = |(seat, &rank): (usize, &u8)| SeatResult {
            seat: seat as u8,
            rank,
            score: score(rank),
        };
        ranks.iter().enumerate().map(each).collect()
    }
}

/// A game's id: sled's monotonic id, shown and encoded in base 36.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub u64);

impl GameId {
    pub fn key(self) -> [u8; 8] {
        self.0.to_be_bytes()
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&to_base36(self.0))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a game id")]
pub struct BadGameId;

impl FromStr for GameId {
    type Err = BadGameId;
    fn from_str(s: &str) -> Result<Self, BadGameId> {
        from_base36(s).map(GameId).ok_or(BadGameId)
    }
}

/// Lowercase base 36, the compact form game ids and move counters take in component ids.
///
/// ```
/// use vitrail::table::{from_base36, to_base36};
/// assert_eq!(to_base36(36), "10");
/// assert_eq!(from_base36(&to_base36(u64::MAX)), Some(u64::MAX));
/// assert_eq!(from_base36("Z"), None);
/// ```
pub fn to_base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// Strict: lowercase digits only, no sign, no leading zeros, no overflow.
pub fn from_base36(s: &str) -> Option<u64> {
    if s.is_empty() || s.len() > 13 || (s.len() > 1 && s.starts_with('0')) {
        return None;
    }
    s.bytes().try_fold(0u64, |acc, b| {
        let digit = match b {
            b'0'..=b'9' => b - b'0',
            b'a'..=b'z' => b - b'a' + 10,
            _ => return None,
        };
        acc.checked_mul(36)?.checked_add(u64::from(digit))
    })
}

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum SeatHolder {
    Human { user: u64 },
    Computer { level: AiLevel },
}

impl SeatHolder {
    pub fn user(&self) -> Option<u64> {
        match self {
            SeatHolder::Human { user } => Some(*user),
            SeatHolder::Computer { .. } => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum Phase {
    Lobby,
    Playing,
    Finished,
    Cancelled {
        by: u64,
    },
    /// Ended by the turn timer (the host chose cancelling over computer stand-ins).
    TimedOut,
}

impl Phase {
    /// Lobbies and running games occupy their channel; ended games are kept for statistics.
    pub fn is_active(&self) -> bool {
        matches!(self, Phase::Lobby | Phase::Playing)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub id: GameId,
    pub kind: GameKind,
    pub options: GameOptions,
    /// The server, or for a group DM or a DM between users its channel: the place ratings and
    /// statistics are kept per.
    pub guild: u64,
    pub channel: u64,
    /// How the bot reaches the channel: as a member, or only through people's clicks.
    #[serde(default, skip_serializing_if = "Reach::is_channel")]
    pub reach: Reach,
    pub host: u64,
    /// Most seats the host allows (humans and computers).
    pub max_seats: usize,
    pub seats: Vec<SeatHolder>,
    pub phase: Phase,
    /// The engine's state once the game has started.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<EngineState>,
    /// Bumped by every write; buttons carry it so stale clicks are recognised.
    pub moves: u64,
    /// Language of the public messages of this game.
    pub locale: Locale,
    /// Display names of the humans, as they were when they sat down (for pictures and logs).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub names: BTreeMap<u64, String>,
    /// The live public table message of a running game, whose controls are current.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_message: Option<u64>,
    /// The log lines of the changes the live table message has shown in place since it was
    /// posted (one message a turn): they head it, and its log form once it shrinks. Kept
    /// beside the record with the message (`Store::remember_table_message`).
    #[serde(skip)]
    pub table_lines: Vec<String>,
    /// Unix seconds.
    pub created_at: u64,
    pub updated_at: u64,
    #[serde(default, skip_serializing_if = "Hosting::is_default")]
    pub hosting: Hosting,
    /// When the people to act run out of time (a running game with a turn timer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<Deadline>,
    /// Seats (by index) a computer plays for an absent person.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub stand_ins: BTreeMap<u8, StandIn>,
    /// The engine's seed, so the history replays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Everything played since the start, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<Logged>,
    /// Where in `history` the moves that may still be taken back are, oldest first (see
    /// `table/undo.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undoable: Vec<usize>,
    /// Every seat's final place, once finished.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Vec<SeatResult>>,
    /// 💡 Hints each seat (by index) asked for. Counted beside the history, so taking a move
    /// back never takes back a hint.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints_used: BTreeMap<u8, u32>,
    /// 📘 A first game opened by `/learn`: who learns, and the notes already given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub learning: Option<Learning>,
    /// The game started by this one's Rematch button.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<GameId>,
}

/// A first game (`/learn`): one person against computers, each kind of step explained once.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Learning {
    pub learner: u64,
    /// The [`Lesson`](crate::present::Lesson) keys of the notes given so far.
    #[serde(default)]
    pub given: BTreeSet<String>,
}

/// An engine's state as stored: its JSON text, kept as written and decoded only by the engine
/// that owns it, so reading a record parses the state once, straight into the engine.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EngineState(Box<RawValue>);

impl EngineState {
    pub fn encode<G: Serialize>(engine: &G) -> Result<EngineState, serde_json::Error> {
        serde_json::value::to_raw_value(engine).map(EngineState)
    }

    pub fn decode<G: DeserializeOwned>(&self) -> Result<G, serde_json::Error> {
        serde_json::from_str(self.0.get())
    }

    /// The stored JSON text.
    pub fn json(&self) -> &str {
        self.0.get()
    }
}

impl PartialEq for EngineState {
    fn eq(&self, other: &Self) -> bool {
        self.json() == other.json()
    }
}

/// Where a game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    pub guild: u64,
    pub channel: u64,
}

/// How the bot reaches a game's channel.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reach {
    /// The bot is a member of the channel: it may post there whenever it likes.
    #[default]
    Channel,
    /// The app is installed to a person, not to the place (a group DM, a DM between users, a
    /// server that has not added the bot): it speaks only through the interactions people
    /// cause, so with no live click at hand the game waits for the next one.
    Interactions,
}

impl Reach {
    pub fn is_channel(&self) -> bool {
        *self == Reach::Channel
    }
}

impl GameRecord {
    /// A new lobby with its host in the first seat.
    pub fn new_lobby(
        id: GameId,
        options: GameOptions,
        place: Place,
        host: u64,
        max_seats: usize,
        locale: Locale,
        now: u64,
    ) -> GameRecord {
        GameRecord {
            id,
            kind: options.kind(),
            options,
            guild: place.guild,
            channel: place.channel,
            reach: Reach::Channel,
            host,
            max_seats,
            seats: vec![SeatHolder::Human { user: host }],
            phase: Phase::Lobby,
            state: None,
            moves: 0,
            locale,
            names: BTreeMap::new(),
            table_message: None,
            table_lines: Vec::new(),
            created_at: now,
            updated_at: now,
            hosting: Hosting::default(),
            deadline: None,
            stand_ins: BTreeMap::new(),
            seed: None,
            history: Vec::new(),
            undoable: Vec::new(),
            result: None,
            hints_used: BTreeMap::new(),
            learning: None,
            rematch: None,
        }
    }

    pub fn humans(&self) -> impl Iterator<Item = u64> + '_ {
        self.seats.iter().filter_map(SeatHolder::user)
    }

    pub fn is_seated(&self, user: u64) -> bool {
        self.humans().any(|u| u == user)
    }

    /// The seat index of a seated person.
    pub fn seat_index(&self, user: u64) -> Option<u8> {
        self.seats
            .iter()
            .position(|s| s.user() == Some(user))
            .and_then(|i| u8::try_from(i).ok())
    }

    /// Why a computer plays seat `index` for its person, if one does.
    pub fn stand_in(&self, index: usize) -> Option<StandIn> {
        u8::try_from(index)
            .ok()
            .and_then(|i| self.stand_ins.get(&i).copied())
    }

    /// The level a computer plays seat `index` at: the seat's own, or a stand-in's.
    pub fn computer_level(&self, index: usize) -> Option<AiLevel> {
        match self.seats.get(index)? {
            SeatHolder::Computer { level } => Some(*level),
            SeatHolder::Human { .. } => self.stand_in(index).map(|_| StandIn::LEVEL),
        }
    }

    /// Whether the people here may ask for a hint (see [`Hints`](crate::games::Hints)).
    pub fn hints_allowed(&self) -> bool {
        let people = self.seats.iter().filter(|s| s.user().is_some()).count();
        self.hosting.hints.allowed(people)
    }

    /// How many hints seat `index` asked for.
    pub fn hints_of(&self, index: usize) -> u32 {
        u8::try_from(index)
            .ok()
            .and_then(|seat| self.hints_used.get(&seat).copied())
            .unwrap_or(0)
    }

    /// Whether a computer plays any seat, its own or standing in for a person.
    pub fn has_computers(&self) -> bool {
        (0..self.seats.len()).any(|i| self.computer_level(i).is_some())
    }

    /// Display names by seat, for pictures and the log: a person's name as they sat down, a
    /// computer's level.
    pub fn seat_names(&self, locale: Locale) -> Vec<String> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, seat)| match seat {
                SeatHolder::Human { user } => self
                    .names
                    .get(user)
                    .cloned()
                    .unwrap_or_else(|| locale.text(&Text::PlayerFallbackName { seat: i + 1 })),
                SeatHolder::Computer { level } => locale.text(&Text::ComputerName(*level)),
            })
            .collect()
    }

    /// The people who still hold their seats (not left, not away), with their seat indexes.
    pub fn present_humans(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        self.seats
            .iter()
            .enumerate()
            .filter(|(i, _)| self.stand_in(*i).is_none())
            .filter_map(|(i, s)| s.user().map(|u| (i, u)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base36_round_trips_and_is_strict() {
        for n in [0, 1, 35, 36, 1_000_000, u64::MAX] {
            assert_eq!(from_base36(&to_base36(n)), Some(n));
        }
        assert_eq!(to_base36(36), "10");
        for bad in [
            "",
            "-1",
            "00",
            "0a",
            "A",
            "zzzzzzzzzzzzzz",
            "3w5e11264sgsg",
            "1 ",
        ] {
            assert!(from_base36(bad).is_none(), "{bad:?}");
            assert!(bad.parse::<GameId>().is_err());
        }
    }
}
