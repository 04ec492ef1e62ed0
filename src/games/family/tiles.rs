//! Counted piles of tiles: tiles of one colour are interchangeable, so every pile except the
//! bag (whose order is the hidden random part) is a count per colour.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeTuple;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A game's tile colours: a fixed list, each colour the index of its count in a pile.
pub trait TileColour: Copy + Eq + 'static {
    /// Every colour, in index order.
    const ALL: &'static [Self];

    fn index(self) -> usize;
}

/// How many tiles of each of a game's `N` colours a pile holds (indexed by
/// [`TileColour::index`]). Written down as the plain array of counts.
pub struct Tiles<C, const N: usize> {
    counts: [u8; N],
    colour: PhantomData<C>,
}

impl<C, const N: usize> Tiles<C, N> {
    pub const EMPTY: Self = Tiles::from_counts([0; N]);

    pub const fn from_counts(counts: [u8; N]) -> Self {
        Tiles {
            counts,
            colour: PhantomData,
        }
    }

    pub fn counts(&self) -> [u8; N] {
        self.counts
    }

    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&n| u32::from(n)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&n| n == 0)
    }

    pub fn add_all(&mut self, other: &Self) {
        for (mine, theirs) in self.counts.iter_mut().zip(other.counts) {
            *mine = mine.saturating_add(theirs);
        }
    }

    /// True when every colour of `other` is available here.
    pub fn contains(&self, other: &Self) -> bool {
        self.counts.iter().zip(other.counts).all(|(&n, m)| n >= m)
    }

    /// `self - other`, or `None` when `other` is not contained.
    pub fn minus(&self, other: &Self) -> Option<Self> {
        let mut out = *self;
        for (mine, theirs) in out.counts.iter_mut().zip(other.counts) {
            *mine = mine.checked_sub(theirs)?;
        }
        Some(out)
    }

    /// What is left of `per_colour` tiles of every colour once `seen` are out: the bag as
    /// anybody at the table can count it.
    pub fn left_of(per_colour: u8, seen: &Self) -> Self {
        Tiles::from_counts(seen.counts.map(|n| per_colour.saturating_sub(n)))
    }
}

impl<C: TileColour, const N: usize> Tiles<C, N> {
    /// A pile holding `n` tiles of one colour.
    pub fn of(colour: C, n: u8) -> Self {
        let mut t = Self::EMPTY;
        t.add(colour, n);
        t
    }

    pub fn get(&self, colour: C) -> u8 {
        self.counts.get(colour.index()).copied().unwrap_or(0)
    }

    pub fn add(&mut self, colour: C, n: u8) {
        if let Some(slot) = self.counts.get_mut(colour.index()) {
            *slot = slot.saturating_add(n);
        }
    }

    /// Removes `n` tiles of `colour`; false (and nothing removed) when there are fewer.
    pub fn remove(&mut self, colour: C, n: u8) -> bool {
        match self.counts.get_mut(colour.index()) {
            Some(slot) if *slot >= n => {
                *slot -= n;
                true
            }
            _ => false,
        }
    }

    /// Removes every tile of `colour` and says how many there were.
    pub fn take_all(&mut self, colour: C) -> u8 {
        self.counts
            .get_mut(colour.index())
            .map_or(0, std::mem::take)
    }

    /// The colours present, in colour order.
    pub fn colours(&self) -> impl Iterator<Item = C> + '_ {
        C::ALL.iter().copied().filter(|&c| self.get(c) > 0)
    }

    /// Every tile as a list, in colour order (for events, drawing and the bag).
    pub fn to_list(&self) -> Vec<C> {
        C::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, usize::from(self.get(c))))
            .collect()
    }

    pub fn from_list(list: &[C]) -> Self {
        let mut t = Self::EMPTY;
        for &c in list {
            t.add(c, 1);
        }
        t
    }
}

// By hand rather than derived: a derive would ask the colour type for each trait, and Debug
// would show the marker.
impl<C, const N: usize> Clone for Tiles<C, N> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C, const N: usize> Copy for Tiles<C, N> {}

impl<C, const N: usize> PartialEq for Tiles<C, N> {
    fn eq(&self, other: &Self) -> bool {
        self.counts == other.counts
    }
}

impl<C, const N: usize> Eq for Tiles<C, N> {}

impl<C, const N: usize> Hash for Tiles<C, N> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.counts.hash(state);
    }
}

impl<C, const N: usize> Default for Tiles<C, N> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<C, const N: usize> fmt::Debug for Tiles<C, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Tiles").field(&self.counts).finish()
    }
}

// Serde implements arrays only up to a fixed length, not for every `N`: these write and read
// the counts exactly as the derived `[u8; N]` form did (a tuple of `N` numbers).
impl<C, const N: usize> Serialize for Tiles<C, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut tuple = serializer.serialize_tuple(N)?;
        for n in &self.counts {
            tuple.serialize_element(n)?;
        }
        tuple.end()
    }
}

impl<'de, C, const N: usize> Deserialize<'de> for Tiles<C, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Counts<const N: usize>;

        impl<'de, const N: usize> Visitor<'de> for Counts<N> {
            type Value = [u8; N];

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "an array of length {N}")
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<[u8; N], A::Error> {
                let mut counts = [0; N];
                for (i, slot) in counts.iter_mut().enumerate() {
                    *slot = seq
                        .next_element()?
                        .ok_or_else(|| de::Error::invalid_length(i, &self))?;
                }
                Ok(counts)
            }
        }

        deserializer
            .deserialize_tuple(N, Counts::<N>)
            .map(Tiles::from_counts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Shade {
        Light,
        Dark,
    }

    impl TileColour for Shade {
        const ALL: &'static [Shade] = &[Shade::Light, Shade::Dark];

        fn index(self) -> usize {
            self as usize
        }
    }

    type Pile = Tiles<Shade, 2>;

    #[test]
    fn a_pile_is_written_as_its_array_of_counts() {
        let pile = Pile::from_list(&[Shade::Dark, Shade::Light, Shade::Dark]);
        assert_eq!(serde_json::to_string(&pile).unwrap(), "[1,2]");
        assert_eq!(serde_json::from_str::<Pile>("[1,2]").unwrap(), pile);
        assert!(serde_json::from_str::<Pile>("[1]").is_err());
        assert!(serde_json::from_str::<Pile>("[1,2,3]").is_err());
        assert_eq!(format!("{pile:?}"), "Tiles([1, 2])");
    }

    #[test]
    fn piles_count_add_take_and_subtract() {
        let mut pile = Pile::of(Shade::Dark, 3);
        pile.add(Shade::Light, 2);
        assert_eq!(pile.total(), 5);
        assert_eq!(pile.to_list().first(), Some(&Shade::Light));
        assert!(!pile.remove(Shade::Light, 3));
        assert!(pile.contains(&Pile::of(Shade::Light, 2)));
        assert_eq!(pile.minus(&Pile::of(Shade::Dark, 4)), None);
        assert_eq!(pile.take_all(Shade::Dark), 3);
        assert_eq!(pile.colours().collect::<Vec<_>>(), vec![Shade::Light]);
        assert_eq!(Pile::left_of(4, &pile), Pile::from_counts([2, 4]));
    }
}
