//! The field: where tiles lie, where the next one may go, and which regions are enclosed.
//!
//! ## Coordinates
//! Cells are `(row, col)`; rows grow to the south and columns to the east. These coordinates
//! never change during a game, so events and logs stay valid for the whole game.
//!
//! **Model 2** (see [`Model`]): the field is the fixed 6×6 window of cells `(0, 0)`…`(5, 5)`
//! ([`WINDOW`]); the start tile lies on one of the four central cells ([`CENTRE`]). Cells are
//! labelled with a row letter (A…F) and a column number (1…6), as in `"B3"`, from the first
//! turn to the last.
//!
//! **Model 1**: cells are relative to the start tile at `(0, 0)`, and "the field stays within
//! 6×6" is a plain check on the bounding box ([`Field::fits`]): every cell ever used lies in
//! `-5..=5` both ways. [`Field::display_box`] is the box a renderer draws: the field's bounding
//! box grown by one cell on every side where the 6×6 limit still allows growth, and
//! [`Field::label`] names cells in that box, so labels may shift between turns (the image and
//! the menus of one turn are drawn from the same box, so they agree).
//!
//! ## Quarters and enclosure
//! Each tile has four quarters; quarter coordinates are `(2·row + 0/1, 2·col + 0/1)` (0 = the
//! north or west half). Two quarters sharing a side are connected unless a lead line runs along
//! that side; lines run only from a tile's centre to its side midpoints, so they separate
//! quarters of the same tile and never two tiles. A quarter whose side lies on the tile's edge
//! facing an empty cell is open; a connected region without open quarters is enclosed. In
//! model 2 the window's border is lead: a quarter side on it is closed, not open (in model 1
//! nothing lies beyond the laid tiles but empty cells).
//!
//! ## Cost
//! The field keeps a dense grid of the tiles as they lie beside the list of placements, so a
//! cell is looked up in constant time, and a placement is judged by flooding only the regions
//! through the new tile's four quarters ([`Field::regions_closed_by`]): a region that was
//! already enclosed cannot touch an empty cell, so it cannot touch the new tile either.

use std::collections::BTreeSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::model::Model;
use super::tiles::{Oriented, QuarterPos, Rotation, Side, TileId};

/// The field may never be wider or taller than this.
pub const FIELD_LIMIT: i8 = 6;

/// Model 2's window: the cells a tile may ever lie on.
pub const WINDOW: Bounds = Bounds {
    min_row: 0,
    max_row: FIELD_LIMIT - 1,
    min_col: 0,
    max_col: FIELD_LIMIT - 1,
};

/// Model 2: the four central cells of the window; the game's seed puts the start tile on one.
pub const CENTRE: [Cell; 4] = [
    Cell { row: 2, col: 2 },
    Cell { row: 2, col: 3 },
    Cell { row: 3, col: 2 },
    Cell { row: 3, col: 3 },
];

/// A cell of the field (see the module doc for the coordinates of each model).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    pub row: i8,
    pub col: i8,
}

impl Cell {
    /// Model 1's start cell.
    pub const START: Cell = Cell { row: 0, col: 0 };

    pub fn new(row: i8, col: i8) -> Cell {
        Cell { row, col }
    }

    /// The orthogonal neighbour on `side`, if it is representable.
    pub fn towards(self, side: Side) -> Option<Cell> {
        let (dr, dc) = match side {
            Side::N => (-1, 0),
            Side::E => (0, 1),
            Side::S => (1, 0),
            Side::W => (0, -1),
        };
        Some(Cell {
            row: self.row.checked_add(dr)?,
            col: self.col.checked_add(dc)?,
        })
    }
}

/// A quarter of the field: `(2·row + half, 2·col + half)`, see the module doc.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Quarter {
    pub row: i8,
    pub col: i8,
}

impl Quarter {
    pub fn of(cell: Cell, pos: QuarterPos) -> Quarter {
        let (dr, dc) = pos.offsets();
        Quarter {
            row: cell.row.saturating_mul(2).saturating_add(dr),
            col: cell.col.saturating_mul(2).saturating_add(dc),
        }
    }

    pub fn cell(self) -> Cell {
        Cell {
            row: self.row.div_euclid(2),
            col: self.col.div_euclid(2),
        }
    }

    pub fn pos(self) -> QuarterPos {
        match (self.row.rem_euclid(2), self.col.rem_euclid(2)) {
            (0, 1) => QuarterPos::NE,
            (1, 1) => QuarterPos::SE,
            (1, _) => QuarterPos::SW,
            _ => QuarterPos::NW,
        }
    }
}

/// One tile on the field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub cell: Cell,
    pub tile: TileId,
    pub rotation: Rotation,
}

/// The inclusive bounding box of some cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bounds {
    pub min_row: i8,
    pub max_row: i8,
    pub min_col: i8,
    pub max_col: i8,
}

impl Bounds {
    pub fn of(cell: Cell) -> Bounds {
        Bounds {
            min_row: cell.row,
            max_row: cell.row,
            min_col: cell.col,
            max_col: cell.col,
        }
    }

    pub fn with(self, cell: Cell) -> Bounds {
        Bounds {
            min_row: self.min_row.min(cell.row),
            max_row: self.max_row.max(cell.row),
            min_col: self.min_col.min(cell.col),
            max_col: self.max_col.max(cell.col),
        }
    }

    pub fn height(self) -> i16 {
        i16::from(self.max_row) - i16::from(self.min_row) + 1
    }

    pub fn width(self) -> i16 {
        i16::from(self.max_col) - i16::from(self.min_col) + 1
    }

    pub fn contains(self, cell: Cell) -> bool {
        (self.min_row..=self.max_row).contains(&cell.row)
            && (self.min_col..=self.max_col).contains(&cell.col)
    }

    /// The cells of the box, row by row.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (self.min_row..=self.max_row)
            .flat_map(move |row| (self.min_col..=self.max_col).map(move |col| Cell { row, col }))
    }
}

/// Why a tile may not go on a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum CellError {
    #[error("cell {0:?} already holds a tile")]
    Taken(Cell),
    #[error("cell {0:?} does not touch the side of a placed tile")]
    NotAdjacent(Cell),
    #[error("a tile on {0:?} would make the field larger than 6×6")]
    TooLarge(Cell),
    #[error("cell {0:?} lies outside the 6×6 window")]
    OutsideWindow(Cell),
}

/// Cells of both models lie in `-5..=5` both ways (model 2's window in `0..=5`): a dense grid
/// of eleven rows and columns holds any field.
const SPAN: usize = 11;
const OFFSET: i16 = 5;
const CELLS: usize = SPAN * SPAN;
/// The quarter grid of that dense grid: 22 × 22 quarters.
const QSPAN: usize = 2 * SPAN;
const QUARTERS: usize = QSPAN * QSPAN;

/// The tiles on the table, in the order they were placed (the start tile first), under the
/// rules of one [`Model`].
///
/// Stored as the model and the list of placements; the dense grid beside them is rebuilt when
/// a stored field is read.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "StoredField", into = "StoredField")]
pub struct Field {
    model: Model,
    tiles: Vec<Placed>,
    /// Per cell of the dense grid: 1 + the index in `tiles` of the tile lying there, 0 if none.
    at: [u8; CELLS],
    /// Per cell of the dense grid: the tile as it lies.
    faces: [Option<Oriented>; CELLS],
}

/// A field as stored. A field written before models existed has no model: model 1.
#[derive(Serialize, Deserialize)]
struct StoredField {
    #[serde(default = "Model::legacy")]
    model: Model,
    tiles: Vec<Placed>,
}

impl From<StoredField> for Field {
    fn from(stored: StoredField) -> Field {
        let mut field = Field::new(stored.model);
        for placed in stored.tiles {
            field.push_unchecked(placed);
        }
        field
    }
}

impl From<Field> for StoredField {
    fn from(field: Field) -> StoredField {
        StoredField {
            model: field.model,
            tiles: field.tiles,
        }
    }
}

impl fmt::Debug for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Field")
            .field("model", &self.model)
            .field("tiles", &self.tiles)
            .finish()
    }
}

/// A connected region of quarters that no placed tile can reach any more.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Region {
    /// Sorted, so two equal regions compare equal.
    pub quarters: Vec<Quarter>,
    /// Quarters per colour, in [`Colour::ALL`] order.
    pub counts: [u16; 5],
}

/// What lies on a cell, as the flood fill sees it.
enum Spot {
    Tile(Oriented),
    Empty,
    /// Beyond model 2's lead frame.
    Outside,
}

impl Field {
    /// A field without tiles under `model`.
    pub fn new(model: Model) -> Field {
        Field {
            model,
            tiles: Vec::new(),
            at: [0; CELLS],
            faces: [None; CELLS],
        }
    }

    /// A field holding only the start tile.
    pub fn with_start(model: Model, cell: Cell, tile: TileId, rotation: Rotation) -> Field {
        let mut field = Field::new(model);
        field.push_unchecked(Placed {
            cell,
            tile,
            rotation,
        });
        field
    }

    /// The rules this field is laid under.
    pub fn model(&self) -> Model {
        self.model
    }

    pub fn tiles(&self) -> &[Placed] {
        &self.tiles
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// 36 tiles: the 6×6 field is complete and the game ends.
    pub fn is_full(&self) -> bool {
        self.tiles.len() >= (FIELD_LIMIT as usize) * (FIELD_LIMIT as usize)
    }

    fn slot(cell: Cell) -> Option<usize> {
        let r = usize::try_from(i16::from(cell.row) + OFFSET).ok()?;
        let c = usize::try_from(i16::from(cell.col) + OFFSET).ok()?;
        (r < SPAN && c < SPAN).then_some(r * SPAN + c)
    }

    pub fn get(&self, cell: Cell) -> Option<&Placed> {
        let index = self.at.get(Self::slot(cell)?)?.checked_sub(1)?;
        self.tiles.get(usize::from(index))
    }

    /// The tile on `cell` as it lies.
    pub fn oriented_at(&self, cell: Cell) -> Option<Oriented> {
        *self.faces.get(Self::slot(cell)?)?
    }

    pub fn bounds(&self) -> Option<Bounds> {
        let mut cells = self.tiles.iter().map(|p| p.cell);
        let first = cells.next()?;
        Some(cells.fold(Bounds::of(first), Bounds::with))
    }

    /// True when a tile on `cell` keeps the field within its limits: the window in model 2,
    /// a 6×6 bounding box in model 1.
    pub fn fits(&self, cell: Cell) -> bool {
        match self.model {
            Model::Two => WINDOW.contains(cell),
            Model::One => {
                let b = self.bounds().map_or(Bounds::of(cell), |b| b.with(cell));
                b.height() <= i16::from(FIELD_LIMIT) && b.width() <= i16::from(FIELD_LIMIT)
            }
        }
    }

    fn touches_a_tile(&self, cell: Cell) -> bool {
        Side::ALL
            .into_iter()
            .filter_map(|s| cell.towards(s))
            .any(|n| self.oriented_at(n).is_some())
    }

    /// Why `cell` cannot take a tile now, or `Ok` if it can. The tile and its rotation never
    /// matter: any tile fits any legal cell.
    pub fn check_cell(&self, cell: Cell) -> Result<(), CellError> {
        if self.model == Model::Two && !WINDOW.contains(cell) {
            return Err(CellError::OutsideWindow(cell));
        }
        if self.get(cell).is_some() {
            return Err(CellError::Taken(cell));
        }
        if !self.touches_a_tile(cell) {
            return Err(CellError::NotAdjacent(cell));
        }
        if !self.fits(cell) {
            return Err(CellError::TooLarge(cell));
        }
        Ok(())
    }

    /// Every cell where a tile may go now, sorted by row then column. The same for every tile
    /// and rotation, so a UI may ask for the tile, the rotation and the cell in any order.
    pub fn legal_cells(&self) -> Vec<Cell> {
        match self.model {
            Model::Two => WINDOW
                .cells()
                .filter(|&c| self.oriented_at(c).is_none() && self.touches_a_tile(c))
                .collect(),
            Model::One => {
                let candidates: BTreeSet<Cell> = self
                    .tiles
                    .iter()
                    .flat_map(|p| Side::ALL.into_iter().filter_map(move |s| p.cell.towards(s)))
                    .collect();
                candidates
                    .into_iter()
                    .filter(|&c| self.check_cell(c).is_ok())
                    .collect()
            }
        }
    }

    /// The field with one more tile, if the cell is legal.
    pub fn with_tile(&self, placed: Placed) -> Result<Field, CellError> {
        self.check_cell(placed.cell)?;
        let mut next = self.clone();
        next.push_unchecked(placed);
        Ok(next)
    }

    /// Adds a tile without any check (the caller has checked the cell). A cell outside the
    /// dense grid, or a field of more than 255 tiles (neither ever built by the engine), keeps
    /// the tile in the list only.
    pub(crate) fn push_unchecked(&mut self, placed: Placed) {
        self.tiles.push(placed);
        let (Some(slot), Ok(index)) = (Self::slot(placed.cell), u8::try_from(self.tiles.len()))
        else {
            return;
        };
        if let (Some(at), Some(face)) = (self.at.get_mut(slot), self.faces.get_mut(slot)) {
            *at = index;
            *face = self.model.oriented(placed.tile, placed.rotation);
        }
    }

    /// The box a renderer draws and [`Field::label`] names: model 2's window, or in model 1 the
    /// bounding box grown by one cell on each side where the field may still grow. See the
    /// module doc.
    pub fn display_box(&self) -> Bounds {
        if self.model == Model::Two {
            return WINDOW;
        }
        let Some(b) = self.bounds() else {
            return Bounds::of(Cell::START);
        };
        let limit = i16::from(FIELD_LIMIT);
        let grow_rows = b.height() < limit;
        let grow_cols = b.width() < limit;
        let grow = |v: i8, by: i8, yes: bool| if yes { v.saturating_add(by) } else { v };
        Bounds {
            min_row: grow(b.min_row, -1, grow_rows),
            max_row: grow(b.max_row, 1, grow_rows),
            min_col: grow(b.min_col, -1, grow_cols),
            max_col: grow(b.max_col, 1, grow_cols),
        }
    }

    /// A short name for a cell in [`Field::display_box`]: row letter and column number, e.g.
    /// `"B3"`. `None` for cells outside the box.
    pub fn label(&self, cell: Cell) -> Option<String> {
        let b = self.display_box();
        if !b.contains(cell) {
            return None;
        }
        let row = u8::try_from(i16::from(cell.row) - i16::from(b.min_row)).ok()?;
        let col = i16::from(cell.col) - i16::from(b.min_col) + 1;
        let letter = char::from(b'A'.checked_add(row)?);
        Some(format!("{letter}{col}"))
    }

    /// The cell [`Field::label`] names `label`, if any.
    pub fn cell_for_label(&self, label: &str) -> Option<Cell> {
        self.display_box()
            .cells()
            .find(|&c| self.label(c).as_deref() == Some(label))
    }

    /// Every enclosed region of the field, sorted by first quarter.
    pub fn enclosed_regions(&self) -> Vec<Region> {
        let mut seen = [false; QUARTERS];
        let mut out = Vec::new();
        for p in &self.tiles {
            for pos in QuarterPos::ALL {
                if let Some(region) = self.flood(Quarter::of(p.cell, pos), None, &mut seen) {
                    out.push(region);
                }
            }
        }
        out.sort_by(|a, b| a.quarters.cmp(&b.quarters));
        out
    }

    /// The regions that the tile on `cell` (just placed) encloses, sorted by first quarter.
    ///
    /// A region enclosed before the placement has no quarter facing an empty cell, so it
    /// cannot touch the new tile; and every region the placement encloses was open towards
    /// the new cell, so it now contains a quarter of the new tile. Hence the enclosed regions
    /// through the new tile's quarters are exactly the newly enclosed ones.
    pub fn regions_closed_by(&self, cell: Cell) -> Vec<Region> {
        self.closed_through(cell, None)
    }

    /// The regions a tile `placed` would enclose, without placing it: what
    /// [`Field::regions_closed_by`] would say after [`Field::with_tile`], for a legal cell,
    /// without copying the field.
    pub fn regions_closed_if(&self, placed: Placed) -> Vec<Region> {
        match self.model.oriented(placed.tile, placed.rotation) {
            Some(tile) => self.closed_through(placed.cell, Some((placed.cell, tile))),
            None => Vec::new(),
        }
    }

    fn closed_through(&self, cell: Cell, extra: Option<(Cell, Oriented)>) -> Vec<Region> {
        let mut seen = [false; QUARTERS];
        let mut out: Vec<Region> = Vec::new();
        for pos in QuarterPos::ALL {
            if let Some(region) = self.flood(Quarter::of(cell, pos), extra, &mut seen) {
                out.push(region);
            }
        }
        out.sort_by(|a, b| a.quarters.cmp(&b.quarters));
        out
    }

    fn spot(&self, cell: Cell, extra: Option<(Cell, Oriented)>) -> Spot {
        if let Some((at, tile)) = extra {
            if at == cell {
                return Spot::Tile(tile);
            }
        }
        if self.model == Model::Two && !WINDOW.contains(cell) {
            return Spot::Outside;
        }
        match self.oriented_at(cell) {
            Some(tile) => Spot::Tile(tile),
            None => Spot::Empty,
        }
    }

    fn quarter_slot(q: Quarter) -> Option<usize> {
        let r = usize::try_from(i16::from(q.row) + 2 * OFFSET).ok()?;
        let c = usize::try_from(i16::from(q.col) + 2 * OFFSET).ok()?;
        (r < QSPAN && c < QSPAN).then_some(r * QSPAN + c)
    }

    /// The region through `start` if it is enclosed and none of it is in `seen`; marks what it
    /// visits in `seen`. `extra` is a tile to count as lying on its cell.
    fn flood(
        &self,
        start: Quarter,
        extra: Option<(Cell, Oriented)>,
        seen: &mut [bool; QUARTERS],
    ) -> Option<Region> {
        let first = Self::quarter_slot(start)?;
        if seen.get(first).copied().unwrap_or(true) {
            return None;
        }
        let Spot::Tile(_) = self.spot(start.cell(), extra) else {
            return None;
        };
        if let Some(s) = seen.get_mut(first) {
            *s = true;
        }
        let mut stack = vec![start];
        let mut quarters = Vec::new();
        let mut counts = [0u16; 5];
        let mut enclosed = true;
        while let Some(q) = stack.pop() {
            quarters.push(q);
            let cell = q.cell();
            let Spot::Tile(tile) = self.spot(cell, extra) else {
                continue;
            };
            if let Some(n) = counts.get_mut(tile.quarter(q.pos()).index()) {
                *n = n.saturating_add(1);
            }
            for (next, through) in self.links(q, cell, &tile, extra) {
                match through {
                    Link::Joined => {
                        if let Some(slot) = Self::quarter_slot(next) {
                            if let Some(s) = seen.get_mut(slot) {
                                if !*s {
                                    *s = true;
                                    stack.push(next);
                                }
                            }
                        }
                    }
                    Link::Open => enclosed = false,
                    Link::Closed => {}
                }
            }
        }
        if !enclosed {
            return None;
        }
        quarters.sort();
        Some(Region { quarters, counts })
    }

    /// The four neighbours of quarter `q` (on `cell`, under `tile`) and how `q` meets each.
    fn links(
        &self,
        q: Quarter,
        cell: Cell,
        tile: &Oriented,
        extra: Option<(Cell, Oriented)>,
    ) -> [(Quarter, Link); 4] {
        let north_half = q.row.rem_euclid(2) == 0;
        let west_half = q.col.rem_euclid(2) == 0;
        // Vertical moves cross the horizontal mid-line inside the tile (blocked by the W or E
        // arm on that half) or the tile's N/S edge (open if nothing lies beyond, closed on the
        // lead frame). Horizontal moves likewise with the N/S arms and the W/E edges.
        let vertical_arm = if west_half { Side::W } else { Side::E };
        let horizontal_arm = if north_half { Side::N } else { Side::S };
        let moves = [
            (-1i8, 0i8, north_half, vertical_arm, Side::N),
            (1, 0, !north_half, vertical_arm, Side::S),
            (0, -1, west_half, horizontal_arm, Side::W),
            (0, 1, !west_half, horizontal_arm, Side::E),
        ];
        moves.map(|(dr, dc, crosses_edge, arm, edge)| {
            let next = Quarter {
                row: q.row.saturating_add(dr),
                col: q.col.saturating_add(dc),
            };
            let link = if crosses_edge {
                match cell.towards(edge).map(|n| self.spot(n, extra)) {
                    Some(Spot::Tile(_)) => Link::Joined,
                    Some(Spot::Outside) => Link::Closed,
                    Some(Spot::Empty) | None => Link::Open,
                }
            } else if tile.lines.has(arm) {
                Link::Closed
            } else {
                Link::Joined
            };
            (next, link)
        })
    }
}

/// How a quarter meets a neighbouring quarter.
enum Link {
    /// Connected: the same region.
    Joined,
    /// A lead line or the lead frame lies between them.
    Closed,
    /// The neighbour's cell is empty: the region is open.
    Open,
}
