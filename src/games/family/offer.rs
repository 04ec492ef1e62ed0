//! The factory offer: factory displays and the centre of the table, and taking every tile of
//! one colour from one of them (a factory's rest going to the centre).

use serde::{Deserialize, Serialize};

use super::tiles::{TileColour, Tiles};

/// Tiles dealt onto each factory display.
pub const TILES_PER_FACTORY: usize = 4;

/// Factory displays for a player count (5 / 7 / 9).
pub fn factories_for(players: usize) -> usize {
    2 * players + 1
}

/// Where tiles are taken from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// A factory display, numbered from 0.
    Factory(u8),
    /// The centre of the table.
    Centre,
}

/// Why a take from the offer is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TakeError {
    #[error("there is no such factory")]
    NoSuchFactory,
    #[error("that source is empty")]
    EmptySource,
    #[error("that source holds no tile of that colour")]
    ColourNotInSource,
}

/// A pile on offer that may be empty: counted tiles, or a list of pieces.
pub trait Pile {
    fn is_empty(&self) -> bool;
}

impl<C, const N: usize> Pile for Tiles<C, N> {
    fn is_empty(&self) -> bool {
        Tiles::is_empty(self)
    }
}

impl<T> Pile for Vec<T> {
    fn is_empty(&self) -> bool {
        Vec::is_empty(self)
    }
}

/// Sources that hold tiles now, factories first.
pub fn legal_sources<P: Pile>(factories: &[P], centre: &P) -> Vec<Source> {
    let mut out: Vec<Source> = factories
        .iter()
        .enumerate()
        .filter(|(_, f)| !f.is_empty())
        .filter_map(|(i, _)| u8::try_from(i).ok().map(Source::Factory))
        .collect();
    if !centre.is_empty() {
        out.push(Source::Centre);
    }
    out
}

/// The pile at `source`; `None` for a factory that does not exist.
pub fn source_pile<'a, P>(factories: &'a [P], centre: &'a P, source: Source) -> Option<&'a P> {
    match source {
        Source::Factory(i) => factories.get(usize::from(i)),
        Source::Centre => Some(centre),
    }
}

/// How many tiles of `colour` a take from a source holding `tiles` gets, or why it is refused.
pub fn check_take<C: TileColour, const N: usize>(
    tiles: &Tiles<C, N>,
    colour: C,
) -> Result<u8, TakeError> {
    if tiles.is_empty() {
        return Err(TakeError::EmptySource);
    }
    match tiles.get(colour) {
        0 => Err(TakeError::ColourNotInSource),
        n => Ok(n),
    }
}

/// Whether every factory and the centre are empty: the offer is over.
pub fn exhausted<P: Pile>(factories: &[P], centre: &P) -> bool {
    centre.is_empty() && factories.iter().all(Pile::is_empty)
}

/// Empties `source` but for `rest` (what the take left there): a factory's rest joins the
/// centre, the centre keeps it. Returns what moved to the centre.
pub fn leave<C, const N: usize>(
    factories: &mut [Tiles<C, N>],
    centre: &mut Tiles<C, N>,
    source: Source,
    rest: Tiles<C, N>,
) -> Tiles<C, N> {
    match source {
        Source::Factory(i) => {
            if let Some(f) = factories.get_mut(usize::from(i)) {
                *f = Tiles::EMPTY;
            }
            centre.add_all(&rest);
            rest
        }
        Source::Centre => {
            *centre = rest;
            Tiles::EMPTY
        }
    }
}
