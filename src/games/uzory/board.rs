//! The field: where tiles lie, where the next one may go, and which regions are enclosed.
//!
//! ## Coordinates
//! Cells are `(row, col)` relative to the start tile, which lies at `(0, 0)`; rows grow to the
//! south and columns to the east. These coordinates never change, so events and logs stay valid
//! for the whole game, and "the field stays within 6×6" is a plain check on the bounding box
//! ([`Field::fits`]): every cell ever used lies in `-5..=5` both ways.
//!
//! For people, [`Field::display_box`] is the box a renderer draws: the field's bounding box
//! grown by one cell on every side where the 6×6 limit still allows growth. [`Field::label`]
//! names cells in that box with a row letter (A…) and a column number (1…), as in `"B3"`. Once
//! the field spans six cells in a direction the box stops moving in that direction, so with a
//! 6×6 field the labels are the fixed A–F / 1–6. Before that, labels may shift between turns,
//! but the image and the menus of one turn are drawn from the same box, so they agree.
//!
//! ## Quarters and enclosure
//! Each tile has four quarters; quarter coordinates are `(2·row + 0/1, 2·col + 0/1)` (0 = the
//! north or west half). Two quarters sharing a side are connected unless a lead line runs along
//! that side; lines run only from a tile's centre to its side midpoints, so they separate
//! quarters of the same tile and never two tiles. A quarter whose side lies on the tile's edge
//! facing an empty cell is open; a connected region without open quarters is enclosed.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::tiles::{face, Colour, Oriented, QuarterPos, Rotation, Side, TileId};

/// The field may never be wider or taller than this.
pub const FIELD_LIMIT: i8 = 6;

/// A cell of the field, relative to the start tile at `(0, 0)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    pub row: i8,
    pub col: i8,
}

impl Cell {
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

impl Placed {
    /// The tile's face as it lies; `None` only for an id outside the set (never on a field the
    /// engine built).
    pub fn oriented(&self) -> Option<Oriented> {
        face(self.tile).map(|f| f.rotated(self.rotation))
    }
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
}

/// The tiles on the table, in the order they were placed (the start tile first).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Field {
    tiles: Vec<Placed>,
}

/// A connected region of quarters that no placed tile can reach any more.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Region {
    /// Sorted, so two equal regions compare equal.
    pub quarters: Vec<Quarter>,
    /// Quarters per colour, in [`Colour::ALL`] order.
    pub counts: [u16; 5],
}

impl Field {
    /// A field holding only the start tile at `(0, 0)`.
    pub fn with_start(tile: TileId, rotation: Rotation) -> Field {
        Field {
            tiles: vec![Placed {
                cell: Cell::START,
                tile,
                rotation,
            }],
        }
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

    pub fn get(&self, cell: Cell) -> Option<&Placed> {
        self.tiles.iter().find(|p| p.cell == cell)
    }

    pub fn bounds(&self) -> Option<Bounds> {
        let mut cells = self.tiles.iter().map(|p| p.cell);
        let first = cells.next()?;
        Some(cells.fold(Bounds::of(first), Bounds::with))
    }

    /// True when a tile on `cell` keeps the field within 6×6.
    pub fn fits(&self, cell: Cell) -> bool {
        let b = self.bounds().map_or(Bounds::of(cell), |b| b.with(cell));
        b.height() <= i16::from(FIELD_LIMIT) && b.width() <= i16::from(FIELD_LIMIT)
    }

    /// Why `cell` cannot take a tile now, or `Ok` if it can. The tile and its rotation never
    /// matter: any tile fits any legal cell.
    pub fn check_cell(&self, cell: Cell) -> Result<(), CellError> {
        if self.get(cell).is_some() {
            return Err(CellError::Taken(cell));
        }
        let touches = Side::ALL
            .into_iter()
            .filter_map(|s| cell.towards(s))
            .any(|n| self.get(n).is_some());
        if !touches {
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

    /// The field with one more tile, if the cell is legal.
    pub fn with_tile(&self, placed: Placed) -> Result<Field, CellError> {
        self.check_cell(placed.cell)?;
        let mut next = self.clone();
        next.tiles.push(placed);
        Ok(next)
    }

    /// Adds a tile without any check (the caller has checked the cell).
    pub(crate) fn push_unchecked(&mut self, placed: Placed) {
        self.tiles.push(placed);
    }

    /// The box a renderer draws and [`Field::label`] names: the bounding box grown by one cell
    /// on each side where the field may still grow. See the module doc.
    pub fn display_box(&self) -> Bounds {
        let Some(b) = self.bounds() else {
            return Bounds::of(Cell::START);
        };
        let limit = i16::from(FIELD_LIMIT);
        let grow_rows = b.height() < limit;
        let grow_cols = b.width() < limit;
        Bounds {
            min_row: if grow_rows {
                b.min_row.saturating_sub(1)
            } else {
                b.min_row
            },
            max_row: if grow_rows {
                b.max_row.saturating_add(1)
            } else {
                b.max_row
            },
            min_col: if grow_cols {
                b.min_col.saturating_sub(1)
            } else {
                b.min_col
            },
            max_col: if grow_cols {
                b.max_col.saturating_add(1)
            } else {
                b.max_col
            },
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
        let grid = Grid::new(self);
        let mut seen = BTreeSet::new();
        let mut out = Vec::new();
        for p in &self.tiles {
            for pos in QuarterPos::ALL {
                let q = Quarter::of(p.cell, pos);
                if seen.contains(&q) {
                    continue;
                }
                let (quarters, enclosed) = grid.region(q);
                seen.extend(quarters.iter().copied());
                if enclosed {
                    out.push(grid.region_with_counts(quarters));
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
        let grid = Grid::new(self);
        let mut out: Vec<Region> = Vec::new();
        for pos in QuarterPos::ALL {
            let q = Quarter::of(cell, pos);
            if out.iter().any(|r| r.quarters.binary_search(&q).is_ok()) {
                continue;
            }
            let (quarters, enclosed) = grid.region(q);
            if enclosed && !quarters.is_empty() {
                out.push(grid.region_with_counts(quarters));
            }
        }
        out.sort_by(|a, b| a.quarters.cmp(&b.quarters));
        out
    }
}

/// Cells span `-5..=5` relative to the start tile (a 6×6 field that contains `(0, 0)`), i.e.
/// eleven rows and columns; a dense grid of them makes flood fills cheap.
const SPAN: usize = 11;
const OFFSET: i16 = 5;

/// A dense snapshot of the field for flood fills.
struct Grid {
    cells: [[Option<Oriented>; SPAN]; SPAN],
}

impl Grid {
    fn new(field: &Field) -> Grid {
        let mut cells = [[None; SPAN]; SPAN];
        for p in field.tiles() {
            if let (Some(r), Some(c)) = (Self::index(p.cell.row), Self::index(p.cell.col)) {
                if let Some(slot) = cells.get_mut(r).and_then(|row| row.get_mut(c)) {
                    *slot = p.oriented();
                }
            }
        }
        Grid { cells }
    }

    fn index(v: i8) -> Option<usize> {
        usize::try_from(i16::from(v) + OFFSET)
            .ok()
            .filter(|&i| i < SPAN)
    }

    fn tile(&self, cell: Cell) -> Option<&Oriented> {
        let r = Self::index(cell.row)?;
        let c = Self::index(cell.col)?;
        self.cells.get(r)?.get(c)?.as_ref()
    }

    /// The neighbours `q` is connected to, and whether `q` is open (faces an empty cell).
    fn links(&self, q: Quarter) -> (Vec<Quarter>, bool) {
        let cell = q.cell();
        let Some(tile) = self.tile(cell) else {
            return (Vec::new(), false);
        };
        let north_half = q.row.rem_euclid(2) == 0;
        let west_half = q.col.rem_euclid(2) == 0;
        let mut out = Vec::with_capacity(4);
        let mut open = false;
        // Vertical moves cross the horizontal mid-line inside the tile (blocked by the W or E
        // arm on that half) or the tile's N/S edge (open if nothing lies beyond).
        // Horizontal moves likewise with the N/S arms and the W/E edges.
        let moves = [
            (
                -1i8,
                0i8,
                north_half,
                if west_half { Side::W } else { Side::E },
                Side::N,
            ),
            (
                1,
                0,
                !north_half,
                if west_half { Side::W } else { Side::E },
                Side::S,
            ),
            (
                0,
                -1,
                west_half,
                if north_half { Side::N } else { Side::S },
                Side::W,
            ),
            (
                0,
                1,
                !west_half,
                if north_half { Side::N } else { Side::S },
                Side::E,
            ),
        ];
        for (dr, dc, crosses_edge, arm, edge) in moves {
            let (Some(row), Some(col)) = (q.row.checked_add(dr), q.col.checked_add(dc)) else {
                open = true;
                continue;
            };
            let next = Quarter { row, col };
            if crosses_edge {
                match cell.towards(edge) {
                    Some(n) if self.tile(n).is_some() => out.push(next),
                    _ => open = true,
                }
            } else if !tile.lines.has(arm) {
                out.push(next);
            }
        }
        (out, open)
    }

    /// The connected region through `start` (sorted) and whether it is enclosed.
    fn region(&self, start: Quarter) -> (Vec<Quarter>, bool) {
        if self.tile(start.cell()).is_none() {
            return (Vec::new(), false);
        }
        let mut seen = BTreeSet::from([start]);
        let mut stack = vec![start];
        let mut enclosed = true;
        while let Some(q) = stack.pop() {
            let (next, open) = self.links(q);
            enclosed &= !open;
            for n in next {
                if seen.insert(n) {
                    stack.push(n);
                }
            }
        }
        (seen.into_iter().collect(), enclosed)
    }

    fn colour(&self, q: Quarter) -> Option<Colour> {
        self.tile(q.cell()).map(|t| t.quarter(q.pos()))
    }

    fn region_with_counts(&self, quarters: Vec<Quarter>) -> Region {
        let mut counts = [0u16; 5];
        for q in &quarters {
            if let Some(slot) = self.colour(*q).and_then(|c| counts.get_mut(c.index())) {
                *slot = slot.saturating_add(1);
            }
        }
        Region { quarters, counts }
    }
}
