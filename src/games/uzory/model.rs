//! The rule models: which tile set a game uses, where its field may grow and how a frame is
//! judged. A game keeps the model it started under, stored in its field; a state written before
//! models existed has none and is model 1.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::tiles::{parse_tile_set, Oriented, Recipe, Rotation, Shape, TileFace, TileId};

/// The rules a game is played under.
///
/// - **Model 1** (until November 2026): the field grows from the start tile at `(0, 0)` within
///   a 6×6 bounding box; a region touching the edge of the laid tiles is open; among the
///   colours with the most quarters white and absent colours are dropped. Few frames closed, so
///   most games ended 0–0. Kept so that games started under it finish under it.
/// - **Model 2**: a fixed 6×6 window with a lead frame (a quarter side on the window's border
///   is closed); only white and seated colours count, and white strictly ahead of every seated
///   colour scores nobody; a retuned tile set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Model {
    One,
    Two,
}

impl Model {
    /// The model new games are played under.
    pub const CURRENT: Model = Model::Two;

    /// The model of a state stored without one: it was written before model 2 existed.
    pub fn legacy() -> Model {
        Model::One
    }

    pub fn number(self) -> u8 {
        match self {
            Model::One => 1,
            Model::Two => 2,
        }
    }

    /// The recipe of this model's tile set.
    pub fn recipe(self) -> &'static Recipe {
        match self {
            Model::One => &MODEL_1_RECIPE,
            Model::Two => &RECIPE,
        }
    }

    /// The committed tile set of this model, as JSON.
    pub fn tiles_json(self) -> &'static str {
        match self {
            Model::One => include_str!("../../../assets/uzory/tiles-model1.json"),
            Model::Two => include_str!("../../../assets/uzory/tiles.json"),
        }
    }

    /// This model's 93 tiles, parsed once from the committed asset.
    pub fn tile_set(self) -> &'static [TileFace] {
        #[cfg(test)]
        if let (Model::Two, Some(set)) = (self, STUDY.with(std::cell::Cell::get)) {
            return set;
        }
        static ONE: OnceLock<Vec<TileFace>> = OnceLock::new();
        static TWO: OnceLock<Vec<TileFace>> = OnceLock::new();
        let cell = match self {
            Model::One => &ONE,
            Model::Two => &TWO,
        };
        cell.get_or_init(|| parse_tile_set(self.tiles_json()))
    }

    /// The face of a tile, if the id is one of the set.
    pub fn face(self, id: TileId) -> Option<&'static TileFace> {
        self.tile_set().get(usize::from(id.0))
    }

    /// A tile as it lies after turning it clockwise by `rotation`.
    pub fn oriented(self, id: TileId, rotation: Rotation) -> Option<Oriented> {
        self.face(id).map(|f| f.rotated(rotation))
    }
}

impl From<Model> for u8 {
    fn from(model: Model) -> u8 {
        model.number()
    }
}

impl TryFrom<u8> for Model {
    type Error = String;

    fn try_from(n: u8) -> Result<Model, String> {
        match n {
            1 => Ok(Model::One),
            2 => Ok(Model::Two),
            _ => Err(format!("no Uzory rule model {n}")),
        }
    }
}

#[cfg(test)]
thread_local! {
    /// A tile set this thread plays model 2 with instead of the committed one: the tile-set
    /// study (`tests/study.rs`) tries recipes without committing them.
    pub(crate) static STUDY: std::cell::Cell<Option<&'static [TileFace]>> =
        const { std::cell::Cell::new(None) };
}

/// Model 1's tile set (`assets/uzory/tiles-model1.json`), unchanged since games were first
/// stored under it. See the module doc of [`super`] for how it was tuned.
pub const MODEL_1_RECIPE: Recipe = Recipe {
    seed: 4,
    shapes: [
        (Shape::Corner, 45),
        (Shape::Straight, 24),
        (Shape::T, 12),
        (Shape::Cross, 6),
        (Shape::Stub, 3),
        (Shape::None, 3),
    ],
    colours: [92, 70, 70, 70, 70],
};

/// The tile set of the current model (`assets/uzory/tiles.json`). See the module doc of
/// [`super`] for the study that chose it.
pub const RECIPE: Recipe = Recipe {
    seed: 2,
    shapes: [
        (Shape::Corner, 36),
        (Shape::Straight, 12),
        (Shape::T, 33),
        (Shape::Cross, 12),
        (Shape::Stub, 0),
        (Shape::None, 0),
    ],
    colours: [52, 80, 80, 80, 80],
};
