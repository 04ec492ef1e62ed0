//! The shared middle of the table: factory displays, the centre, and the start marker; plus the
//! bag and the glass tower, kept as counts per colour (drawing picks a random piece, so there is
//! no hidden order to leak).

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::game::GameRng;
use crate::games::family::offer::{exhausted, legal_sources, source_pile};

use super::actions::Source;
use super::components::Colour;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub factories: Vec<Vec<Colour>>,
    /// Kept sorted, so equal tables compare equal.
    pub centre: Vec<Colour>,
    /// The start marker is still in the centre this round (nobody has taken from it yet).
    pub start_marker_in_centre: bool,
}

impl Table {
    fn pieces_at(&self, source: Source) -> Option<&[Colour]> {
        source_pile(&self.factories, &self.centre, source).map(Vec::as_slice)
    }

    /// Sources that hold glass, factories first.
    pub fn sources(&self) -> Vec<Source> {
        legal_sources(&self.factories, &self.centre)
    }

    /// The distinct colours at a source, in colour order.
    pub fn colours_at(&self, source: Source) -> Vec<Colour> {
        let mut colours: Vec<Colour> = self.pieces_at(source).unwrap_or(&[]).to_vec();
        colours.sort();
        colours.dedup();
        colours
    }

    /// How many pieces of `colour` a take from `source` would get.
    pub fn count_at(&self, source: Source, colour: Colour) -> usize {
        self.pieces_at(source)
            .unwrap_or(&[])
            .iter()
            .filter(|&&c| c == colour)
            .count()
    }

    pub fn is_empty(&self) -> bool {
        exhausted(&self.factories, &self.centre)
    }

    pub fn pieces(&self) -> usize {
        self.centre.len() + self.factories.iter().map(Vec::len).sum::<usize>()
    }

    /// Takes every piece of `colour` from `source`; a factory's rest goes to the centre.
    /// Returns the count and the pieces moved to the centre, or `None` (nothing changed).
    pub(crate) fn take(&mut self, source: Source, colour: Colour) -> Option<(usize, Vec<Colour>)> {
        let count = self.count_at(source, colour);
        if count == 0 {
            return None;
        }
        match source {
            Source::Centre => {
                self.centre.retain(|&c| c != colour);
                Some((count, Vec::new()))
            }
            Source::Factory(i) => {
                let factory = self.factories.get_mut(usize::from(i))?;
                let rest: Vec<Colour> = factory.drain(..).filter(|&c| c != colour).collect();
                self.centre.extend_from_slice(&rest);
                self.centre.sort();
                Some((count, rest))
            }
        }
    }
}

/// Glass counts per colour (index = colour).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Counts(pub Vec<u32>);

impl Counts {
    pub fn zero(colours: usize) -> Counts {
        Counts(vec![0; colours])
    }

    pub fn total(&self) -> u32 {
        self.0.iter().sum()
    }

    pub fn get(&self, colour: Colour) -> u32 {
        self.0.get(colour.index()).copied().unwrap_or(0)
    }

    pub fn add(&mut self, colour: Colour, n: u32) {
        if let Some(c) = self.0.get_mut(colour.index()) {
            *c = c.saturating_add(n);
        }
    }

    pub fn add_all(&mut self, pieces: &[Colour]) {
        for &p in pieces {
            self.add(p, 1);
        }
    }

    /// Removes one random piece, each piece equally likely.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<Colour> {
        let total = self.total();
        if total == 0 {
            return None;
        }
        let mut pick = rng.random_range(0..total);
        for (i, n) in self.0.iter_mut().enumerate() {
            if pick < *n {
                *n -= 1;
                return u8::try_from(i).ok().map(Colour);
            }
            pick -= *n;
        }
        None
    }

    /// Moves everything from `other` into `self`.
    pub fn take_all(&mut self, other: &mut Counts) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0.iter_mut()) {
            *mine = mine.saturating_add(*theirs);
            *theirs = 0;
        }
    }
}
