//! A player's board: 7 stars of 6 diamond spaces, their printed costs on either side, the 18
//! bonus structures between them, and the pure rules about one board (which colours a star
//! accepts, what a placement scores, which structures it completes).
//!
//! Geometry and numbers are transcribed from `assets/summer_pavilion/azul-summer-pavilion.json`
//! (star 0 = centre, 1..6 = outer stars clockwise from the left; spaces 1..6 clockwise); a unit
//! test cross-checks every constant here against that file.

use serde::{Deserialize, Serialize};

use super::tiles::Colour;
use crate::games::PavilionSide;

/// A star on the board: 0 is the centre star, 1..=6 the outer stars clockwise from the left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Star(pub u8);

/// A space inside a star, 1..=6 clockwise. Space k touches k−1 and k+1, and 6 touches 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Space(pub u8);

pub const STARS: u8 = 7;
pub const SPACES: u8 = 6;

impl Star {
    pub const CENTRE: Star = Star(0);

    pub fn all() -> impl Iterator<Item = Star> {
        (0..STARS).map(Star)
    }

    /// Position in board arrays, `None` for a star that does not exist.
    pub fn index(self) -> Option<usize> {
        (self.0 < STARS).then_some(usize::from(self.0))
    }

    pub fn is_centre(self) -> bool {
        self.0 == 0
    }

    /// The colour printed on this star on the coloured side; `None` for the centre star.
    pub fn printed_colour(self) -> Option<Colour> {
        match self.0 {
            1 => Some(Colour::Purple),
            2 => Some(Colour::Orange),
            3 => Some(Colour::Red),
            4 => Some(Colour::Blue),
            5 => Some(Colour::Yellow),
            6 => Some(Colour::Green),
            _ => None,
        }
    }
}

impl Space {
    pub fn all() -> impl Iterator<Item = Space> {
        (1..=SPACES).map(Space)
    }

    /// Position in a star's array (0..6), `None` for a space that does not exist.
    pub fn index(self) -> Option<usize> {
        (1..=SPACES)
            .contains(&self.0)
            .then(|| usize::from(self.0) - 1)
    }
}

/// The printed cost of a space: how many tiles a placement there spends.
pub fn cost(side: PavilionSide, star: Star, space: Space) -> Option<u8> {
    let i = space.index()?;
    star.index()?;
    match side {
        PavilionSide::Coloured => Some(space.0),
        PavilionSide::Beige if star.is_centre() => Some(3),
        PavilionSide::Beige => BEIGE_OUTER_COSTS.get(i).copied(),
    }
}

/// Beige-side costs of the outer stars by space 1..6, from the full game's board (the MINI
/// rulebook says only that the two sides differ; the help pages say where these come from).
pub const BEIGE_OUTER_COSTS: [u8; 6] = [3, 2, 1, 4, 5, 6];

/// The kinds of bonus structure and the number of supply tiles completing one earns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StructureKind {
    Pillar,
    Statue,
    Window,
}

impl StructureKind {
    pub fn reward(self) -> u8 {
        match self {
            StructureKind::Pillar => 1,
            StructureKind::Statue => 2,
            StructureKind::Window => 3,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            StructureKind::Pillar => "pillar",
            StructureKind::Statue => "statue",
            StructureKind::Window => "window",
        }
    }
}

/// One pillar, statue or window and the spaces around it (`(star, space)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Structure {
    pub id: &'static str,
    pub kind: StructureKind,
    pub spaces: &'static [(u8, u8)],
}

/// The 18 structures, in the order of the board data file.
pub const STRUCTURES: [Structure; 18] = [
    s(
        "pillar_purple",
        StructureKind::Pillar,
        &[(1, 2), (1, 3), (0, 5), (0, 6)],
    ),
    s(
        "pillar_orange",
        StructureKind::Pillar,
        &[(2, 2), (2, 3), (0, 6), (0, 1)],
    ),
    s(
        "pillar_red",
        StructureKind::Pillar,
        &[(3, 2), (3, 3), (0, 1), (0, 2)],
    ),
    s(
        "pillar_blue",
        StructureKind::Pillar,
        &[(4, 2), (4, 3), (0, 2), (0, 3)],
    ),
    s(
        "pillar_yellow",
        StructureKind::Pillar,
        &[(5, 2), (5, 3), (0, 3), (0, 4)],
    ),
    s(
        "pillar_green",
        StructureKind::Pillar,
        &[(6, 2), (6, 3), (0, 4), (0, 5)],
    ),
    s(
        "statue_purple_orange",
        StructureKind::Statue,
        &[(1, 1), (1, 2), (2, 3), (2, 4)],
    ),
    s(
        "statue_orange_red",
        StructureKind::Statue,
        &[(2, 1), (2, 2), (3, 3), (3, 4)],
    ),
    s(
        "statue_red_blue",
        StructureKind::Statue,
        &[(3, 1), (3, 2), (4, 3), (4, 4)],
    ),
    s(
        "statue_blue_yellow",
        StructureKind::Statue,
        &[(4, 1), (4, 2), (5, 3), (5, 4)],
    ),
    s(
        "statue_yellow_green",
        StructureKind::Statue,
        &[(5, 1), (5, 2), (6, 3), (6, 4)],
    ),
    s(
        "statue_green_purple",
        StructureKind::Statue,
        &[(6, 1), (6, 2), (1, 3), (1, 4)],
    ),
    s("window_purple", StructureKind::Window, &[(1, 5), (1, 6)]),
    s("window_orange", StructureKind::Window, &[(2, 5), (2, 6)]),
    s("window_red", StructureKind::Window, &[(3, 5), (3, 6)]),
    s("window_blue", StructureKind::Window, &[(4, 5), (4, 6)]),
    s("window_yellow", StructureKind::Window, &[(5, 5), (5, 6)]),
    s("window_green", StructureKind::Window, &[(6, 5), (6, 6)]),
];

const fn s(id: &'static str, kind: StructureKind, spaces: &'static [(u8, u8)]) -> Structure {
    Structure { id, kind, spaces }
}

/// Index of a structure in [`STRUCTURES`]; carried in events so a renderer can highlight it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct StructureId(pub u8);

impl StructureId {
    pub fn structure(self) -> Option<&'static Structure> {
        STRUCTURES.get(usize::from(self.0))
    }
}

/// What a completed star is worth at the end: it depends on whether it is single-coloured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StarKind {
    Multicoloured,
    Single(Colour),
}

impl StarKind {
    pub fn value(self) -> u32 {
        match self {
            StarKind::Multicoloured => 12,
            StarKind::Single(c) => c.star_value(),
        }
    }
}

/// The tiles placed on one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Board {
    stars: [[Option<Colour>; 6]; 7],
}

impl Board {
    pub fn tile(&self, star: Star, space: Space) -> Option<Colour> {
        let row = self.stars.get(star.index()?)?;
        *row.get(space.index()?)?
    }

    pub fn is_free(&self, star: Star, space: Space) -> bool {
        star.index().is_some() && space.index().is_some() && self.tile(star, space).is_none()
    }

    /// The six spaces of a star (empty for a star that does not exist).
    pub fn star(&self, star: Star) -> [Option<Colour>; 6] {
        star.index()
            .and_then(|i| self.stars.get(i))
            .copied()
            .unwrap_or([None; 6])
    }

    pub fn tiles_placed(&self) -> u32 {
        self.stars.iter().flatten().filter(|t| t.is_some()).count() as u32
    }

    /// Puts a tile on a space; false when the space does not exist or is occupied.
    pub(crate) fn put(&mut self, star: Star, space: Space, colour: Colour) -> bool {
        let (Some(si), Some(pi)) = (star.index(), space.index()) else {
            return false;
        };
        match self.stars.get_mut(si).and_then(|row| row.get_mut(pi)) {
            Some(slot @ None) => {
                *slot = Some(colour);
                true
            }
            _ => false,
        }
    }

    /// A copy with one more tile, for look-ahead (legality is not checked beyond the space
    /// being free); false when the space does not exist or is occupied.
    pub fn put_public(&mut self, star: Star, space: Space, colour: Colour) -> bool {
        self.put(star, space, colour)
    }

    /// Whether `colour` may go on `star` at all, whatever the space: the coloured side's outer
    /// stars take their printed colour; the coloured centre star takes six different colours;
    /// on the beige side a star becomes single-coloured or multicoloured with its second tile.
    pub fn star_accepts(&self, side: PavilionSide, star: Star, colour: Colour) -> bool {
        if star.index().is_none() {
            return false;
        }
        let placed: Vec<Colour> = self.star(star).iter().flatten().copied().collect();
        if placed.len() >= 6 {
            return false;
        }
        let multicoloured_ok = !placed.contains(&colour);
        match side {
            PavilionSide::Coloured => match star.printed_colour() {
                Some(printed) => printed == colour,
                None => multicoloured_ok,
            },
            PavilionSide::Beige => match placed.as_slice() {
                [] | [_] => true,
                [first, rest @ ..] if rest.iter().all(|c| c == first) => *first == colour,
                _ => multicoloured_ok,
            },
        }
    }

    /// Points for placing on `star`/`space`: 1 plus the occupied spaces joined to it around the
    /// star, counted both ways (the board is assumed not to hold that space yet).
    pub fn placement_points(&self, star: Star, space: Space) -> u32 {
        let row = self.star(star);
        let Some(i) = space.index() else { return 0 };
        let occupied = |k: usize| row.get(k % 6).is_some_and(Option::is_some);
        let mut run = 0u32;
        for step in 1..6 {
            if occupied(i + step) {
                run += 1;
            } else {
                break;
            }
        }
        for step in 1..6 {
            if run >= 5 {
                break;
            }
            if occupied(i + 6 - step) {
                run += 1;
            } else {
                break;
            }
        }
        1 + run
    }

    /// The structures that the tile just placed on `star`/`space` completes.
    pub fn completed_by(&self, star: Star, space: Space) -> Vec<StructureId> {
        STRUCTURES
            .iter()
            .enumerate()
            .filter(|(_, st)| st.spaces.contains(&(star.0, space.0)))
            .filter(|(_, st)| {
                st.spaces
                    .iter()
                    .all(|&(a, b)| self.tile(Star(a), Space(b)).is_some())
            })
            .filter_map(|(i, _)| u8::try_from(i).ok().map(StructureId))
            .collect()
    }

    /// The kind of a full star, `None` while it has free spaces.
    pub fn completed_star(&self, star: Star) -> Option<StarKind> {
        let row = self.star(star);
        let tiles: Vec<Colour> = row.iter().flatten().copied().collect();
        let first = *tiles.first()?;
        if tiles.len() < 6 || star.index().is_none() {
            return None;
        }
        if tiles.iter().all(|&c| c == first) {
            Some(StarKind::Single(first))
        } else {
            Some(StarKind::Multicoloured)
        }
    }

    /// True when every space of cost `n` on every star is covered.
    pub fn all_of_cost_covered(&self, side: PavilionSide, n: u8) -> bool {
        Star::all().all(|star| {
            Space::all()
                .filter(|&sp| cost(side, star, sp) == Some(n))
                .all(|sp| self.tile(star, sp).is_some())
        })
    }
}
