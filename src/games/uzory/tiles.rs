//! The pattern tiles: colours, lead lines, rotation, and the 93-tile set.
//!
//! The rulebook does not show the tile faces, so the faces are our model (see the module doc of
//! [`super`]). Each rule model has its own set ([`super::Model::recipe`]), produced once by
//! [`generate_tile_set`] from its [`Recipe`] and committed under `assets/uzory/`; the game reads
//! the committed files, and a test checks that each file still equals the generator's output, so
//! anyone can regenerate them.

use std::fmt;

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::game::GameRng;

/// The colour of one quarter of a tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    White,
    Red,
    Blue,
    Green,
    Yellow,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::White,
        Colour::Red,
        Colour::Blue,
        Colour::Green,
        Colour::Yellow,
    ];

    /// Position in [`Colour::ALL`], used to index colour counts.
    pub fn index(self) -> usize {
        match self {
            Colour::White => 0,
            Colour::Red => 1,
            Colour::Blue => 2,
            Colour::Green => 3,
            Colour::Yellow => 4,
        }
    }
}

/// The player colours (pattern cards), in seat order: seat 0 plays red, seat 1 blue, …
pub const PLAYER_COLOURS: [Colour; 4] = [Colour::Red, Colour::Blue, Colour::Green, Colour::Yellow];

/// A side of a tile, clockwise from north.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    N,
    E,
    S,
    W,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    fn bit(self) -> u8 {
        match self {
            Side::N => 1,
            Side::E => 2,
            Side::S => 4,
            Side::W => 8,
        }
    }

    fn letter(self) -> char {
        match self {
            Side::N => 'N',
            Side::E => 'E',
            Side::S => 'S',
            Side::W => 'W',
        }
    }
}

/// The quarters of a tile, clockwise from the north-east one. Arrays of quarter colours use
/// this order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum QuarterPos {
    NE,
    SE,
    SW,
    NW,
}

impl QuarterPos {
    pub const ALL: [QuarterPos; 4] = [
        QuarterPos::NE,
        QuarterPos::SE,
        QuarterPos::SW,
        QuarterPos::NW,
    ];

    pub fn index(self) -> usize {
        match self {
            QuarterPos::NE => 0,
            QuarterPos::SE => 1,
            QuarterPos::SW => 2,
            QuarterPos::NW => 3,
        }
    }

    /// (row offset, column offset) of this quarter inside its tile: 0 = north/west half.
    pub fn offsets(self) -> (i8, i8) {
        match self {
            QuarterPos::NE => (0, 1),
            QuarterPos::SE => (1, 1),
            QuarterPos::SW => (1, 0),
            QuarterPos::NW => (0, 0),
        }
    }
}

/// The lead lines of a tile: arms from the centre to the midpoints of some sides.
///
/// Serialised as the side letters in N, E, S, W order (`"NE"`, `""`, `"NESW"`), which keeps the
/// asset file readable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Arms(u8);

impl Arms {
    pub const NONE: Arms = Arms(0);

    pub fn of(sides: &[Side]) -> Arms {
        Arms(sides.iter().fold(0, |acc, s| acc | s.bit()))
    }

    pub fn has(self, side: Side) -> bool {
        self.0 & side.bit() != 0
    }

    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The arms after turning the tile clockwise.
    pub fn rotated(self, rotation: Rotation) -> Arms {
        let turns = rotation.quarter_turns();
        let bits = u32::from(self.0);
        // N→E→S→W→N is a left shift of the 4-bit mask, wrapping around.
        let turned = ((bits << turns) | (bits >> (4 - turns))) & 0xF;
        Arms(u8::try_from(turned).unwrap_or(0))
    }

    pub fn shape(self) -> Shape {
        let has = |s| self.has(s);
        match self.count() {
            0 => Shape::None,
            1 => Shape::Stub,
            2 if (has(Side::N) && has(Side::S)) || (has(Side::E) && has(Side::W)) => {
                Shape::Straight
            }
            2 => Shape::Corner,
            3 => Shape::T,
            _ => Shape::Cross,
        }
    }
}

impl fmt::Display for Arms {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for side in Side::ALL {
            if self.has(side) {
                write!(f, "{}", side.letter())?;
            }
        }
        Ok(())
    }
}

impl Serialize for Arms {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Arms {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        let mut sides = Vec::new();
        for c in text.chars() {
            let side = Side::ALL
                .into_iter()
                .find(|s| s.letter() == c)
                .ok_or_else(|| serde::de::Error::custom(format!("bad side letter {c:?}")))?;
            if sides.contains(&side) {
                return Err(serde::de::Error::custom(format!("side {c} twice")));
            }
            sides.push(side);
        }
        Ok(Arms::of(&sides))
    }
}

/// The shape of a tile's lead lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Shape {
    /// Two arms at a right angle; four of them around one point make the smallest frame.
    Corner,
    /// Two opposite arms.
    Straight,
    /// Three arms.
    T,
    /// Four arms.
    Cross,
    /// One arm that dead-ends in the centre.
    Stub,
    /// No lines at all.
    None,
}

impl Shape {
    pub const ALL: [Shape; 6] = [
        Shape::Corner,
        Shape::Straight,
        Shape::T,
        Shape::Cross,
        Shape::Stub,
        Shape::None,
    ];

    /// The arms of this shape before any rotation.
    pub fn base_arms(self) -> Arms {
        match self {
            Shape::Corner => Arms::of(&[Side::N, Side::E]),
            Shape::Straight => Arms::of(&[Side::N, Side::S]),
            Shape::T => Arms::of(&[Side::N, Side::E, Side::S]),
            Shape::Cross => Arms::of(&Side::ALL),
            Shape::Stub => Arms::of(&[Side::N]),
            Shape::None => Arms::NONE,
        }
    }
}

/// A clockwise rotation in quarter turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rotation {
    R0,
    R90,
    R180,
    R270,
}

impl Rotation {
    pub const ALL: [Rotation; 4] = [Rotation::R0, Rotation::R90, Rotation::R180, Rotation::R270];

    pub fn quarter_turns(self) -> u32 {
        match self {
            Rotation::R0 => 0,
            Rotation::R90 => 1,
            Rotation::R180 => 2,
            Rotation::R270 => 3,
        }
    }

    pub fn degrees(self) -> u16 {
        match self {
            Rotation::R0 => 0,
            Rotation::R90 => 90,
            Rotation::R180 => 180,
            Rotation::R270 => 270,
        }
    }
}

/// Identifies one of the 93 tiles; faces are looked up in [`tile_set`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TileId(pub u8);

/// What is printed on a tile (unrotated).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TileFace {
    pub id: TileId,
    /// Redundant with `lines`, kept in the asset for readers; a test checks they agree.
    pub shape: Shape,
    pub lines: Arms,
    /// Quarter colours in [`QuarterPos`] order: NE, SE, SW, NW.
    pub quarters: [Colour; 4],
}

impl TileFace {
    /// The face as it lies after turning the tile clockwise.
    pub fn rotated(&self, rotation: Rotation) -> Oriented {
        let turns = rotation.quarter_turns() as usize;
        let mut quarters = self.quarters;
        quarters.rotate_right(turns);
        Oriented {
            lines: self.lines.rotated(rotation),
            quarters,
        }
    }
}

/// A tile face in the orientation it was placed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Oriented {
    pub lines: Arms,
    pub quarters: [Colour; 4],
}

impl Oriented {
    pub fn quarter(&self, pos: QuarterPos) -> Colour {
        self.quarters
            .get(pos.index())
            .copied()
            .unwrap_or(Colour::White)
    }
}

/// Number of tiles in the game.
pub const TILE_COUNT: usize = 93;

/// What the tile generator makes a set from: how many tiles of each shape, how many quarters
/// of each colour over the whole set, and the seed that deals the colours onto the tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recipe {
    pub seed: u64,
    /// Tiles of each shape; they add up to [`TILE_COUNT`].
    pub shapes: [(Shape, usize); 6],
    /// Quarters of each colour, in [`Colour::ALL`] order; they add up to 4 × [`TILE_COUNT`].
    pub colours: [usize; 5],
}

/// Generates a tile set from `recipe`: `recipe.shapes` tiles of each shape (in base
/// orientation, ids in shape order) whose 372 quarters carry `recipe.colours` colours.
///
/// Colours are spread evenly over the shapes: each shape in turn receives, per colour, its
/// proportional share of the quarters still unassigned (largest remainder rounding), so every
/// shape gets the same mix of white and of each player colour. Within a shape the quarters are
/// shuffled with the recipe's seed and dealt four per tile. Pure: same recipe, same set.
pub fn generate_tile_set(recipe: &Recipe) -> Vec<TileFace> {
    let mut rng = GameRng::seeded(recipe.seed);
    let mut remaining = recipe.colours;
    let mut remaining_slots: usize = remaining.iter().sum();
    let mut tiles = Vec::with_capacity(TILE_COUNT);
    for (shape, count) in recipe.shapes {
        let slots = count * 4;
        let quotas = proportional_share(&remaining, slots, remaining_slots);
        let mut colours: Vec<Colour> = Vec::with_capacity(slots);
        for (colour, quota) in Colour::ALL.into_iter().zip(quotas) {
            colours.extend(std::iter::repeat_n(colour, quota));
        }
        for (left, quota) in remaining.iter_mut().zip(quotas) {
            *left -= quota;
        }
        remaining_slots -= slots;
        colours.shuffle(&mut rng);
        for chunk in colours.chunks(4) {
            let mut quarters = [Colour::White; 4];
            quarters.copy_from_slice(chunk);
            let id = TileId(u8::try_from(tiles.len()).unwrap_or(u8::MAX));
            tiles.push(TileFace {
                id,
                shape,
                lines: shape.base_arms(),
                quarters,
            });
        }
    }
    tiles
}

/// Splits `slots` over the colours in proportion to `remaining` (which sums to `total`), by
/// largest remainder; ties go to the earlier colour. Never gives a colour more than it has left.
fn proportional_share(remaining: &[usize; 5], slots: usize, total: usize) -> [usize; 5] {
    let mut share = [0usize; 5];
    if total == 0 {
        return share;
    }
    let mut rests = [(0usize, 0usize); 5];
    for (i, &left) in remaining.iter().enumerate() {
        share[i] = left * slots / total;
        rests[i] = (left * slots % total, i);
    }
    let mut missing = slots - share.iter().sum::<usize>();
    rests.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    for (_, i) in rests {
        if missing == 0 {
            break;
        }
        if share[i] < remaining[i] {
            share[i] += 1;
            missing -= 1;
        }
    }
    share
}

/// The asset text the generator produces for `recipe`: one tile per line.
pub fn tile_set_json(recipe: &Recipe) -> String {
    let lines: Vec<String> = generate_tile_set(recipe)
        .iter()
        .map(|t| serde_json::to_string(t).unwrap_or_default())
        .collect();
    format!("[\n  {}\n]\n", lines.join(",\n  "))
}

/// Parses a committed tile set (a unit test proves each asset parses into 93 tiles with ids
/// 0..93 in order and equals its generator's output).
pub(crate) fn parse_tile_set(json: &str) -> Vec<TileFace> {
    serde_json::from_str(json).expect("a committed Uzory tile set parses")
}
