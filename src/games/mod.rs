//! The four games: what they are called, how many may play, and the options a host picks.
//! Each engine will live in a submodule of its own and implement [`crate::game::Game`].

mod options;
pub mod sagrada;
pub mod sintra;
pub mod summer_pavilion;
pub mod uzory;

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub use options::{Hosting, OnTimeout, TurnTimer};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    SummerPavilion,
    Sintra,
    Sagrada,
    Uzory,
}

impl GameKind {
    pub const ALL: [GameKind; 4] = [
        GameKind::SummerPavilion,
        GameKind::Sintra,
        GameKind::Sagrada,
        GameKind::Uzory,
    ];

    /// The name used on the command line and in stored records.
    pub fn slug(self) -> &'static str {
        match self {
            GameKind::SummerPavilion => "summer-pavilion",
            GameKind::Sintra => "sintra",
            GameKind::Sagrada => "sagrada",
            GameKind::Uzory => "uzory",
        }
    }

    /// How many seats (humans and computers together) a game may start with.
    pub fn player_counts(self) -> RangeInclusive<usize> {
        match self {
            GameKind::Sagrada => 1..=4,
            GameKind::SummerPavilion | GameKind::Sintra | GameKind::Uzory => 2..=4,
        }
    }

    pub fn default_options(self) -> GameOptions {
        match self {
            GameKind::SummerPavilion => GameOptions::SummerPavilion {
                side: PavilionSide::Coloured,
                wilds: WildOrder::Normal,
            },
            GameKind::Sintra => GameOptions::Sintra {
                side: SintraSide::A,
            },
            GameKind::Sagrada => GameOptions::Sagrada { solo_difficulty: 3 },
            GameKind::Uzory => GameOptions::Uzory,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game {0:?}; expected one of summer-pavilion, sintra, sagrada, uzory")]
pub struct UnknownGame(pub String);

impl FromStr for GameKind {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.slug() == s)
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// Options chosen when a game is opened. Each variant belongs to one [`GameKind`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "kebab-case")]
pub enum GameOptions {
    SummerPavilion {
        side: PavilionSide,
        wilds: WildOrder,
    },
    Sintra {
        side: SintraSide,
    },
    /// The difficulty (1–5 tools) only matters when one person plays alone.
    Sagrada {
        solo_difficulty: u8,
    },
    Uzory,
}

impl GameOptions {
    pub fn kind(self) -> GameKind {
        match self {
            GameOptions::SummerPavilion { .. } => GameKind::SummerPavilion,
            GameOptions::Sintra { .. } => GameKind::Sintra,
            GameOptions::Sagrada { .. } => GameKind::Sagrada,
            GameOptions::Uzory => GameKind::Uzory,
        }
    }
}

/// Summer Pavilion boards: the coloured side, or the beige side of variant 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PavilionSide {
    Coloured,
    Beige,
}

/// Summer Pavilion wild colour order: printed, or the alternative of variant 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WildOrder {
    Normal,
    Alternative,
}

/// Sintra palace boards: side A (ornaments) or side B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SintraSide {
    A,
    B,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_round_trip() {
        for kind in GameKind::ALL {
            assert_eq!(kind.slug().parse::<GameKind>(), Ok(kind));
            assert_eq!(kind.default_options().kind(), kind);
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.slug()));
        }
        assert!("chess".parse::<GameKind>().is_err());
    }

    #[test]
    fn only_sagrada_has_solo() {
        assert_eq!(GameKind::Sagrada.player_counts(), 1..=4);
        assert_eq!(GameKind::Uzory.player_counts(), 2..=4);
    }
}
