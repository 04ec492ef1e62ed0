//! How strongly a computer plays: the level a host picks in the lobby.

use serde::{Deserialize, Serialize};

/// Strength of a computer player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AiLevel {
    Easy,
    Normal,
    Hard,
}

impl AiLevel {
    pub const ALL: [AiLevel; 3] = [AiLevel::Easy, AiLevel::Normal, AiLevel::Hard];

    /// One-letter code used inside component ids.
    pub fn code(self) -> char {
        match self {
            AiLevel::Easy => 'e',
            AiLevel::Normal => 'n',
            AiLevel::Hard => 'h',
        }
    }

    pub fn from_code(c: char) -> Option<AiLevel> {
        AiLevel::ALL.into_iter().find(|l| l.code() == c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ai_codes_round_trip() {
        for level in AiLevel::ALL {
            assert_eq!(AiLevel::from_code(level.code()), Some(level));
        }
        assert_eq!(AiLevel::from_code('z'), None);
    }
}
