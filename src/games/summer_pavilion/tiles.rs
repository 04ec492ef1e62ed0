//! Tile colours, and the counted piles of them ([`family::Tiles`]).

use serde::{Deserialize, Serialize};

use crate::games::family::{self, TileColour};

/// The six tile colours, in the order of the board data (`tile_colors`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Colour {
    Purple,
    Green,
    Orange,
    Yellow,
    Blue,
    Red,
}

impl Colour {
    pub const ALL: [Colour; 6] = [
        Colour::Purple,
        Colour::Green,
        Colour::Orange,
        Colour::Yellow,
        Colour::Blue,
        Colour::Red,
    ];

    pub fn index(self) -> usize {
        match self {
            Colour::Purple => 0,
            Colour::Green => 1,
            Colour::Orange => 2,
            Colour::Yellow => 3,
            Colour::Blue => 4,
            Colour::Red => 5,
        }
    }

    /// The name used in the board data and in translation keys.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Purple => "purple",
            Colour::Green => "green",
            Colour::Orange => "orange",
            Colour::Yellow => "yellow",
            Colour::Blue => "blue",
            Colour::Red => "red",
        }
    }

    /// End-of-game value of a completed star of this single colour.
    pub fn star_value(self) -> u32 {
        match self {
            Colour::Purple => 20,
            Colour::Green => 18,
            Colour::Orange => 17,
            Colour::Yellow => 16,
            Colour::Blue => 15,
            Colour::Red => 14,
        }
    }
}

impl TileColour for Colour {
    const ALL: &'static [Colour] = &Colour::ALL;

    fn index(self) -> usize {
        Colour::index(self)
    }
}

/// How many tiles of each colour a pile holds (the family's counted pile).
pub type Tiles = family::Tiles<Colour, 6>;
