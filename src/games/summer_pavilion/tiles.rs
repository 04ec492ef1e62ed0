//! Tile colours and counted piles of tiles.
//!
//! Tiles of one colour are interchangeable, so every pile except the bag (whose order is the
//! hidden random part) is a count per colour.

use serde::{Deserialize, Serialize};

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

/// How many tiles of each colour a pile holds (indexed by [`Colour::index`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Tiles([u8; 6]);

impl Tiles {
    pub const EMPTY: Tiles = Tiles([0; 6]);

    pub fn from_counts(counts: [u8; 6]) -> Tiles {
        Tiles(counts)
    }

    /// A pile holding `n` tiles of one colour.
    pub fn of(colour: Colour, n: u8) -> Tiles {
        let mut t = Tiles::EMPTY;
        t.add(colour, n);
        t
    }

    pub fn counts(&self) -> [u8; 6] {
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

    pub fn add_all(&mut self, other: &Tiles) {
        for c in Colour::ALL {
            self.add(c, other.get(c));
        }
    }

    /// True when every colour of `other` is available here.
    pub fn contains(&self, other: &Tiles) -> bool {
        Colour::ALL.iter().all(|&c| self.get(c) >= other.get(c))
    }

    /// `self - other`, or `None` when `other` is not contained.
    pub fn minus(&self, other: &Tiles) -> Option<Tiles> {
        let mut out = *self;
        for c in Colour::ALL {
            if !out.remove(c, other.get(c)) {
                return None;
            }
        }
        Some(out)
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
