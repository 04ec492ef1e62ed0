//! How a game is hosted, beyond its rules: the turn timer, who stands in for absent players,
//! the move history, the final result and the rematch. All of it is stored in the game's record.

use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::games::AiLevel;

/// How long a person may take over one decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum TurnTimer {
    #[default]
    #[serde(rename = "off")]
    Off,
    #[serde(rename = "2m")]
    TwoMinutes,
    #[serde(rename = "10m")]
    TenMinutes,
    #[serde(rename = "1h")]
    OneHour,
    #[serde(rename = "24h")]
    OneDay,
}

impl TurnTimer {
    pub const ALL: [TurnTimer; 5] = [
        TurnTimer::Off,
        TurnTimer::TwoMinutes,
        TurnTimer::TenMinutes,
        TurnTimer::OneHour,
        TurnTimer::OneDay,
    ];

    /// The time for one decision, in seconds; `None` when off.
    pub fn secs(self) -> Option<u64> {
        match self {
            TurnTimer::Off => None,
            TurnTimer::TwoMinutes => Some(120),
            TurnTimer::TenMinutes => Some(600),
            TurnTimer::OneHour => Some(3_600),
            TurnTimer::OneDay => Some(86_400),
        }
    }

    /// The extra time a reminded player gets before the timer acts: half the turn, so a
    /// day-long game still gives half a day to answer a reminder.
    pub fn grace_secs(self) -> Option<u64> {
        self.secs().map(|s| s / 2)
    }

    pub fn code(self) -> &'static str {
        match self {
            TurnTimer::Off => "off",
            TurnTimer::TwoMinutes => "2m",
            TurnTimer::TenMinutes => "10m",
            TurnTimer::OneHour => "1h",
            TurnTimer::OneDay => "24h",
        }
    }
}

impl FromStr for TurnTimer {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        TurnTimer::ALL
            .into_iter()
            .find(|t| t.code() == s.trim())
            .ok_or_else(|| format!("{s:?} is not one of: off, 2m, 10m, 1h, 24h"))
    }
}

/// What happens when a reminded player still does not move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OnTimeout {
    /// A computer plays the seat until the person acts again.
    #[default]
    Computer,
    /// The game ends without a result.
    Cancel,
}

/// The per-game hosting options chosen when the lobby was opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Hosting {
    #[serde(default)]
    pub timer: TurnTimer,
    #[serde(default)]
    pub on_timeout: OnTimeout,
}

impl Hosting {
    pub fn is_default(&self) -> bool {
        *self == Hosting::default()
    }
}

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
}

/// One seat's final place, kept so statistics need no engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatResult {
    pub seat: u8,
    pub rank: u8,
    pub score: i32,
}
