//! What hosting a game adds to its record beyond the rules: the turn deadline, who stands in for
//! absent players, the move history and the final result.

use serde::{Deserialize, Serialize};

use crate::ai::AiLevel;

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
