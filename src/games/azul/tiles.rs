//! Tile colours and counted piles of tiles.
//!
//! Tiles of one colour are interchangeable, so every pile except the bag (whose order is the
//! hidden random part) is a count per colour.

use serde::{Deserialize, Serialize};

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

/// How many tiles of each colour a pile holds (indexed by [`Colour::index`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Tiles([u8; 5]);

impl Tiles {
    pub const EMPTY: Tiles = Tiles([0; 5]);

    pub fn from_counts(counts: [u8; 5]) -> Tiles {
        Tiles(counts)
    }

    /// A pile holding `n` tiles of one colour.
    pub fn of(colour: Colour, n: u8) -> Tiles {
        let mut t = Tiles::EMPTY;
        t.add(colour, n);
        t
    }

    pub fn counts(&self) -> [u8; 5] {
        self.0
    }

    pub fn get(&self, colour: Colour) -> u8 {
        self.0.get(colour.index()).copied().unwrap_or(0)
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    pub fn add(&mut self, colour: Colour, n: u8) {
        if let Some(slot) = self.0.get_mut(colour.index()) {
            *slot = slot.saturating_add(n);
        }
    }

    /// Removes `n` tiles of `colour`; false (and nothing removed) when there are fewer.
    pub fn remove(&mut self, colour: Colour, n: u8) -> bool {
        match self.0.get_mut(colour.index()) {
            Some(slot) if *slot >= n => {
                *slot -= n;
                true
            }
            _ => false,
        }
    }

    /// Removes every tile of `colour` and says how many there were.
    pub fn take_all(&mut self, colour: Colour) -> u8 {
        match self.0.get_mut(colour.index()) {
            Some(slot) => std::mem::take(slot),
            None => 0,
        }
    }

    pub fn add_all(&mut self, other: &Tiles) {
        for c in Colour::ALL {
            self.add(c, other.get(c));
        }
    }

    /// True when every colour of `other` is available here.
    pub fn contains(&self, other: &Tiles) -> bool {
        Colour::ALL.iter().all(|&c| self.get(c) >= other.get(c))
    }

    /// The colours present, in colour order.
    pub fn colours(&self) -> impl Iterator<Item = Colour> + '_ {
        Colour::ALL.into_iter().filter(|&c| self.get(c) > 0)
    }

    /// Every tile as a list, in colour order (for events and drawing).
    pub fn to_list(&self) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, usize::from(self.get(c))))
            .collect()
    }

    pub fn from_list(list: &[Colour]) -> Tiles {
        let mut t = Tiles::EMPTY;
        for &c in list {
            t.add(c, 1);
        }
        t
    }
}
