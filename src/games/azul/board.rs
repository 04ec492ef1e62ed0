//! A player's board: five pattern lines, the 5×5 wall and the floor line, and the pure questions
//! asked about them (where a tile may go on the wall, what it scores there).

use serde::{Deserialize, Serialize};

use super::tiles::{Colour, Tiles};

/// Rows and columns of the wall, and pattern lines.
pub const SIZE: usize = 5;
/// Spaces of the floor line.
pub const FLOOR_SPACES: usize = 7;
/// What each floor space costs, left to right.
pub const FLOOR_VALUES: [u32; FLOOR_SPACES] = [1, 1, 2, 2, 2, 3, 3];

/// Which side of the boards every player uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WallSide {
    /// The printed colour pattern: a colour has one space on each row.
    #[default]
    Coloured,
    /// The grey wall (the rulebook's variant): any space of the row, as long as no column holds
    /// a colour twice.
    Grey,
}

/// The colour printed at `row`, `column` of the coloured wall: each row is the row above
/// shifted one step to the right.
pub fn printed_colour(row: usize, column: usize) -> Colour {
    Colour::from_index(column + SIZE - row % SIZE)
}

/// The column where `colour` is printed on `row` of the coloured wall.
pub fn printed_column(row: usize, colour: Colour) -> usize {
    (colour.index() + row) % SIZE
}

/// The wall: `rows[row][column]`, `None` where no tile lies yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Wall {
    pub rows: [[Option<Colour>; SIZE]; SIZE],
}

impl Wall {
    pub fn get(&self, row: usize, column: usize) -> Option<Colour> {
        self.rows
            .get(row)
            .and_then(|r| r.get(column))
            .copied()
            .flatten()
    }

    /// Puts a tile on an empty space; false (and nothing changed) when taken or off the wall.
    pub fn put(&mut self, row: usize, column: usize, colour: Colour) -> bool {
        match self.rows.get_mut(row).and_then(|r| r.get_mut(column)) {
            Some(space @ None) => {
                *space = Some(colour);
                true
            }
            _ => false,
        }
    }

    pub fn row_has(&self, row: usize, colour: Colour) -> bool {
        (0..SIZE).any(|c| self.get(row, c) == Some(colour))
    }

    pub fn column_has(&self, column: usize, colour: Colour) -> bool {
        (0..SIZE).any(|r| self.get(r, column) == Some(colour))
    }

    pub fn row_complete(&self, row: usize) -> bool {
        (0..SIZE).all(|c| self.get(row, c).is_some())
    }

    pub fn column_complete(&self, column: usize) -> bool {
        (0..SIZE).all(|r| self.get(r, column).is_some())
    }

    /// Tiles of `colour` on the wall.
    pub fn colour_count(&self, colour: Colour) -> usize {
        self.rows
            .iter()
            .flatten()
            .filter(|t| **t == Some(colour))
            .count()
    }

    pub fn tiles(&self) -> Tiles {
        let list: Vec<Colour> = self.rows.iter().flatten().flatten().copied().collect();
        Tiles::from_list(&list)
    }

    pub fn complete_rows(&self) -> usize {
        (0..SIZE).filter(|&r| self.row_complete(r)).count()
    }

    pub fn complete_columns(&self) -> usize {
        (0..SIZE).filter(|&c| self.column_complete(c)).count()
    }

    /// Colours with all five tiles on the wall.
    pub fn complete_colours(&self) -> usize {
        Colour::ALL
            .into_iter()
            .filter(|&c| self.colour_count(c) >= SIZE)
            .count()
    }

    /// Tiles in the row.
    pub fn row_count(&self, row: usize) -> usize {
        (0..SIZE).filter(|&c| self.get(row, c).is_some()).count()
    }

    /// Tiles in the column.
    pub fn column_count(&self, column: usize) -> usize {
        (0..SIZE).filter(|&r| self.get(r, column).is_some()).count()
    }

    /// The spaces of `row` where a tile of `colour` may go now: on the coloured side its
    /// printed space if empty; on the grey side every empty space whose column does not hold
    /// that colour. None when the row already holds the colour.
    pub fn legal_columns(&self, side: WallSide, row: usize, colour: Colour) -> Vec<usize> {
        if row >= SIZE || self.row_has(row, colour) {
            return Vec::new();
        }
        match side {
            WallSide::Coloured => {
                let column = printed_column(row, colour);
                if self.get(row, column).is_none() {
                    vec![column]
                } else {
                    Vec::new()
                }
            }
            WallSide::Grey => (0..SIZE)
                .filter(|&c| self.get(row, c).is_none() && !self.column_has(c, colour))
                .collect(),
        }
    }

    /// Whether `row` can never be completed: its missing colours cannot all find a space, each
    /// in an empty column that does not hold it yet (only on the grey side, where columns fill
    /// up; a coloured row keeps each colour's printed space). One colour with no space is not
    /// the only way: two colours that both fit only the same column kill the row too. A
    /// complete row is not dead.
    pub fn row_dead(&self, side: WallSide, row: usize) -> bool {
        if self.row_complete(row) || side == WallSide::Coloured {
            return false;
        }
        let missing: Vec<Colour> = Colour::ALL
            .into_iter()
            .filter(|&colour| !self.row_has(row, colour))
            .collect();
        let free: Vec<usize> = (0..SIZE).filter(|&c| self.get(row, c).is_none()).collect();
        !self.columns_take_all(&missing, &free)
    }

    /// Whether `colours` can each go in a different one of `columns` (a column taking a colour
    /// it does not hold yet): a search over at most five colours.
    fn columns_take_all(&self, colours: &[Colour], columns: &[usize]) -> bool {
        let Some((&first, rest)) = colours.split_first() else {
            return true;
        };
        columns.iter().enumerate().any(|(i, &column)| {
            if self.column_has(column, first) {
                return false;
            }
            let mut others = columns.to_vec();
            others.remove(i);
            self.columns_take_all(rest, &others)
        })
    }

    /// Whether no row of this wall can ever be completed ([`Wall::row_dead`]).
    pub fn all_rows_dead(&self, side: WallSide) -> bool {
        (0..SIZE).all(|row| self.row_dead(side, row))
    }

    /// Points for a tile at `row`, `column` (placed already or about to be; the space itself
    /// counts as covered): see [`super::scoring::tile_points`].
    pub fn points_at(&self, row: usize, column: usize) -> u32 {
        let filled = |r: usize, c: usize| (r == row && c == column) || self.get(r, c).is_some();
        let run = |dr: isize, dc: isize| {
            let mut n = 0;
            let (mut r, mut c) = (row as isize + dr, column as isize + dc);
            while (0..SIZE as isize).contains(&r)
                && (0..SIZE as isize).contains(&c)
                && filled(r as usize, c as usize)
            {
                n += 1;
                r += dr;
                c += dc;
            }
            n
        };
        let horizontal = 1 + run(0, -1) + run(0, 1);
        let vertical = 1 + run(-1, 0) + run(1, 0);
        match (horizontal > 1, vertical > 1) {
            (false, false) => 1,
            (true, false) => horizontal,
            (false, true) => vertical,
            (true, true) => horizontal + vertical,
        }
    }
}

/// One pattern line: the colour it holds and how many tiles (none: empty).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct PatternLine {
    pub colour: Option<Colour>,
    pub count: u8,
}

impl PatternLine {
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Empties the line, giving back its colour and how many tiles it held (`None` if empty).
    pub fn take_all(&mut self) -> Option<(Colour, u8)> {
        let colour = self.colour?;
        let count = self.count;
        *self = PatternLine::default();
        Some((colour, count))
    }
}

/// What lies on one space of the floor line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FloorSpace {
    Marker,
    Tile(Colour),
}

/// One player's board.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Board {
    /// Pattern lines top to bottom; line `i` holds `i + 1` tiles.
    pub lines: [PatternLine; SIZE],
    pub wall: Wall,
    /// The floor line, left to right (at most [`FLOOR_SPACES`]).
    pub floor: Vec<FloorSpace>,
}

/// How many tiles pattern line `line` (0..5) holds when full.
pub fn capacity(line: usize) -> u8 {
    u8::try_from(line + 1).unwrap_or(u8::MAX)
}

impl Board {
    pub fn line(&self, line: usize) -> Option<&PatternLine> {
        self.lines.get(line)
    }

    pub fn line_complete(&self, line: usize) -> bool {
        self.line(line).is_some_and(|l| l.count >= capacity(line))
    }

    /// Free spaces of the floor line.
    pub fn floor_room(&self) -> usize {
        FLOOR_SPACES.saturating_sub(self.floor.len())
    }

    /// Tiles on the floor line (the marker not counted).
    pub fn floor_tiles(&self) -> Tiles {
        let list: Vec<Colour> = self
            .floor
            .iter()
            .filter_map(|s| match s {
                FloorSpace::Tile(c) => Some(*c),
                FloorSpace::Marker => None,
            })
            .collect();
        Tiles::from_list(&list)
    }

    pub fn floor_has_marker(&self) -> bool {
        self.floor.contains(&FloorSpace::Marker)
    }

    /// Puts `n` tiles of `colour` on the floor line; returns how many did not fit (for the lid).
    pub fn drop_to_floor(&mut self, colour: Colour, n: u8) -> u8 {
        let fit = u8::try_from(self.floor_room()).unwrap_or(u8::MAX).min(n);
        self.floor.extend(std::iter::repeat_n(
            FloorSpace::Tile(colour),
            usize::from(fit),
        ));
        n - fit
    }

    /// Tiles on the pattern lines.
    pub fn line_tiles(&self) -> Tiles {
        let mut t = Tiles::EMPTY;
        for line in &self.lines {
            if let Some(c) = line.colour {
                t.add(c, line.count);
            }
        }
        t
    }

    /// Every tile on the board: pattern lines, wall and floor.
    pub fn tiles(&self) -> Tiles {
        let mut t = self.line_tiles();
        t.add_all(&self.wall.tiles());
        t.add_all(&self.floor_tiles());
        t
    }
}
