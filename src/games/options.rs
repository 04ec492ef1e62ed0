//! The options a host picks for how a game is hosted, beside the game's own rules options:
//! the turn timer and what happens when it runs out.

use std::str::FromStr;

use serde::{Deserialize, Serialize};

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

/// Whether the people at a table may ask for a 💡 hint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hints {
    /// Allowed when one person plays against computers only: a game between people stays a
    /// contest of their own judgement unless the host says otherwise.
    #[default]
    Auto,
    On,
    Off,
}

impl Hints {
    pub fn is_auto(&self) -> bool {
        *self == Hints::Auto
    }

    /// Whether hints are allowed at a table with `people` seats of people.
    pub fn allowed(self, people: usize) -> bool {
        match self {
            Hints::Auto => people == 1,
            Hints::On => true,
            Hints::Off => false,
        }
    }
}

/// The per-game hosting options chosen when the lobby was opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Hosting {
    #[serde(default)]
    pub timer: TurnTimer,
    #[serde(default)]
    pub on_timeout: OnTimeout,
    /// Unwritten while automatic, so records without hints read and write as before.
    #[serde(default, skip_serializing_if = "Hints::is_auto")]
    pub hints: Hints,
}

impl Hosting {
    pub fn is_default(&self) -> bool {
        *self == Hosting::default()
    }
}
