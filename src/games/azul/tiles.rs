//! Tile colours, and the counted piles of them ([`family::Tiles`]).

use serde::{Deserialize, Serialize};

use crate::games::family::{self, TileColour};

/// The five tile colours, in the order of the first row of the coloured wall.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Colour {
    Blue,
    Yellow,
    Red,
    Black,
    /// Printed light blue with a pattern; "white" in the rulebook.
    White,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::Blue,
        Colour::Yellow,
        Colour::Red,
        Colour::Black,
        Colour::White,
    ];

    pub fn index(self) -> usize {
        match self {
            Colour::Blue => 0,
            Colour::Yellow => 1,
            Colour::Red => 2,
            Colour::Black => 3,
            Colour::White => 4,
        }
    }

    /// The colour of an index (taken modulo 5).
    pub fn from_index(i: usize) -> Colour {
        match i % 5 {
            0 => Colour::Blue,
            1 => Colour::Yellow,
            2 => Colour::Red,
            3 => Colour::Black,
            _ => Colour::White,
        }
    }

    /// The name used in translation keys and stored records.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Red => "red",
            Colour::Black => "black",
            Colour::White => "white",
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
pub type Tiles = family::Tiles<Colour, 5>;
