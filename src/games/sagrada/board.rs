//! Dice, cells and the 4×5 window with its placement rules.
//!
//! Everything here is pure and public so the UI and the computer players can ask "where may this
//! die go?" without knowing any rule themselves.

use serde::{Deserialize, Serialize};

/// The five dice colours, in the order of the data file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Color {
    Red,
    Yellow,
    Green,
    Blue,
    Purple,
}

impl Color {
    pub const ALL: [Color; 5] = [
        Color::Red,
        Color::Yellow,
        Color::Green,
        Color::Blue,
        Color::Purple,
    ];

    /// Position in [`Color::ALL`], for per-colour counters.
    pub fn index(self) -> usize {
        match self {
            Color::Red => 0,
            Color::Yellow => 1,
            Color::Green => 2,
            Color::Blue => 3,
            Color::Purple => 4,
        }
    }

    /// The one-letter code of the data file (`R`, `Y`, `G`, `B`, `P`).
    pub fn from_letter(letter: &str) -> Option<Color> {
        match letter {
            "R" => Some(Color::Red),
            "Y" => Some(Color::Yellow),
            "G" => Some(Color::Green),
            "B" => Some(Color::Blue),
            "P" => Some(Color::Purple),
            _ => None,
        }
    }
}

/// A die face, always 1–6 (deserialising anything else fails).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Value(u8);

impl Value {
    pub const ONE: Value = Value(1);
    pub const SIX: Value = Value(6);

    pub fn new(v: u8) -> Option<Value> {
        (1..=6).contains(&v).then_some(Value(v))
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// All six faces, low to high.
    pub fn all() -> impl Iterator<Item = Value> {
        (1..=6).map(Value)
    }

    /// The face one higher, none above 6 (no wrap-around).
    pub fn raised(self) -> Option<Value> {
        Value::new(self.0 + 1)
    }

    /// The face one lower, none below 1 (no wrap-around).
    pub fn lowered(self) -> Option<Value> {
        self.0.checked_sub(1).and_then(Value::new)
    }

    /// The opposite face: 7 − value.
    pub fn flipped(self) -> Value {
        Value(7 - self.0)
    }
}

impl TryFrom<u8> for Value {
    type Error = String;
    fn try_from(v: u8) -> Result<Self, Self::Error> {
        Value::new(v).ok_or_else(|| format!("die value {v} is not 1–6"))
    }
}

impl From<Value> for u8 {
    fn from(v: Value) -> u8 {
        v.0
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Die {
    pub color: Color,
    pub value: Value,
}

impl Die {
    pub fn new(color: Color, value: Value) -> Die {
        Die { color, value }
    }
}

/// What a window space demands of its die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Restriction {
    Blank,
    Color(Color),
    Shade(Value),
}

impl Restriction {
    /// One cell of the data file: `.`, a colour letter or a digit.
    pub fn parse(code: &str) -> Option<Restriction> {
        if code == "." {
            return Some(Restriction::Blank);
        }
        if let Some(color) = Color::from_letter(code) {
            return Some(Restriction::Color(color));
        }
        code.parse::<u8>()
            .ok()
            .and_then(Value::new)
            .map(Restriction::Shade)
    }
}

pub const ROWS: u8 = 4;
pub const COLS: u8 = 5;
pub const CELLS: usize = 20;

/// A window space: row 0–3 (top to bottom), column 0–4 (left to right). Always on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "RawCell", into = "RawCell")]
pub struct Cell {
    row: u8,
    col: u8,
}

#[derive(Serialize, Deserialize)]
struct RawCell {
    row: u8,
    col: u8,
}

impl TryFrom<RawCell> for Cell {
    type Error = String;
    fn try_from(raw: RawCell) -> Result<Self, Self::Error> {
        Cell::new(raw.row, raw.col)
            .ok_or_else(|| format!("cell ({}, {}) is off the window", raw.row, raw.col))
    }
}

impl From<Cell> for RawCell {
    fn from(c: Cell) -> RawCell {
        RawCell {
            row: c.row,
            col: c.col,
        }
    }
}

impl Cell {
    pub fn new(row: u8, col: u8) -> Option<Cell> {
        (row < ROWS && col < COLS).then_some(Cell { row, col })
    }

    pub fn row(self) -> u8 {
        self.row
    }

    pub fn col(self) -> u8 {
        self.col
    }

    /// 0–19, row by row.
    pub fn index(self) -> usize {
        usize::from(self.row) * usize::from(COLS) + usize::from(self.col)
    }

    /// All 20 cells, row by row.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..ROWS).flat_map(|row| (0..COLS).map(move |col| Cell { row, col }))
    }

    /// One of the 14 edge or corner spaces where the first die goes.
    pub fn is_border(self) -> bool {
        self.row == 0 || self.col == 0 || self.row == ROWS - 1 || self.col == COLS - 1
    }

    fn offset(self, dr: i8, dc: i8) -> Option<Cell> {
        let row = self.row.checked_add_signed(dr)?;
        let col = self.col.checked_add_signed(dc)?;
        Cell::new(row, col)
    }

    /// The up to 4 cells sharing an edge.
    pub fn orthogonal(self) -> impl Iterator<Item = Cell> {
        [(-1, 0), (1, 0), (0, -1), (0, 1)]
            .into_iter()
            .filter_map(move |(r, c)| self.offset(r, c))
    }

    /// The up to 4 cells sharing only a corner.
    pub fn diagonal(self) -> impl Iterator<Item = Cell> {
        [(-1, -1), (-1, 1), (1, -1), (1, 1)]
            .into_iter()
            .filter_map(move |(r, c)| self.offset(r, c))
    }

    /// The up to 8 surrounding cells.
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        self.orthogonal().chain(self.diagonal())
    }
}

/// Which rules a placement may ignore: only tool cards relax them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Relax {
    /// Eglomise Brush: the printed colour of the destination space.
    pub ignore_color_cells: bool,
    /// Copper Foil Burnisher: the printed shade of the destination space.
    pub ignore_shade_cells: bool,
    /// Cork-backed Straightedge: the space must have NO die among its 8 neighbours
    /// (instead of at least one).
    pub isolated: bool,
}

impl Relax {
    pub const NONE: Relax = Relax {
        ignore_color_cells: false,
        ignore_shade_cells: false,
        isolated: false,
    };
}

/// Why a die may not go on a space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
pub enum PlacementError {
    #[error("that space already holds a die")]
    Occupied,
    #[error("the first die must go on an edge or corner space")]
    FirstNotOnBorder,
    #[error("a die must touch (also diagonally) a die already placed")]
    NotAdjacent,
    #[error("with the Cork-backed Straightedge the space must have no die around it")]
    NotIsolated,
    #[error("the space demands another colour")]
    WrongColor,
    #[error("the space demands another value")]
    WrongShade,
    #[error("a die of the same colour is orthogonally next to it")]
    SameColorNeighbour,
    #[error("a die of the same value is orthogonally next to it")]
    SameValueNeighbour,
}

/// A player's window: the pattern's restrictions and the dice placed on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    restrictions: Vec<Restriction>,
    dice: Vec<Option<Die>>,
    /// Per space: the printed restriction a tool let its die ignore (Eglomise Brush, Copper
    /// Foil Burnisher), so the window stays checkable afterwards.
    waived: Vec<Waiver>,
}

/// Which printed restriction of a space its current die was allowed to ignore.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Waiver {
    pub color: bool,
    pub shade: bool,
}

impl Window {
    /// An empty window over a pattern (20 restrictions, row by row; missing ones are blank).
    pub fn new(restrictions: &[Restriction]) -> Window {
        let mut r: Vec<Restriction> = restrictions.iter().copied().take(CELLS).collect();
        r.resize(CELLS, Restriction::Blank);
        Window {
            restrictions: r,
            dice: vec![None; CELLS],
            waived: vec![Waiver::default(); CELLS],
        }
    }

    pub fn restriction(&self, cell: Cell) -> Restriction {
        self.restrictions
            .get(cell.index())
            .copied()
            .unwrap_or(Restriction::Blank)
    }

    pub fn die(&self, cell: Cell) -> Option<Die> {
        self.dice.get(cell.index()).copied().flatten()
    }

    /// Every placed die with its cell.
    pub fn dice(&self) -> impl Iterator<Item = (Cell, Die)> + '_ {
        Cell::all().filter_map(|c| self.die(c).map(|d| (c, d)))
    }

    pub fn count(&self) -> usize {
        self.dice.iter().flatten().count()
    }

    pub fn empty_cells(&self) -> usize {
        CELLS - self.count()
    }

    pub fn is_empty(&self) -> bool {
        self.count() == 0
    }

    /// Puts a die down (or lifts it) without any check: the caller has checked, or builds a
    /// test position.
    pub fn set(&mut self, cell: Cell, die: Option<Die>) {
        self.set_waived(cell, die, Relax::NONE);
    }

    /// Like [`Window::set`], remembering which printed restriction the die may ignore.
    fn set_waived(&mut self, cell: Cell, die: Option<Die>, relax: Relax) {
        if let Some(slot) = self.dice.get_mut(cell.index()) {
            *slot = die;
        }
        if let Some(w) = self.waived.get_mut(cell.index()) {
            *w = Waiver {
                color: die.is_some() && relax.ignore_color_cells,
                shade: die.is_some() && relax.ignore_shade_cells,
            };
        }
    }

    fn waiver(&self, cell: Cell) -> Waiver {
        self.waived.get(cell.index()).copied().unwrap_or_default()
    }

    /// Places a die after checking every rule.
    pub fn place(&mut self, cell: Cell, die: Die, relax: Relax) -> Result<(), PlacementError> {
        self.check(cell, die, relax)?;
        self.set_waived(cell, Some(die), relax);
        Ok(())
    }

    /// Moves a die after checking every rule (the die is not its own neighbour).
    pub fn move_die(&mut self, from: Cell, to: Cell, relax: Relax) -> Result<Die, MoveError> {
        let die = self.check_move(from, to, relax)?;
        self.set(from, None);
        self.set_waived(to, Some(die), relax);
        Ok(die)
    }

    /// Checks every placement rule for `die` on `cell`, with the relaxations of a tool.
    pub fn check(&self, cell: Cell, die: Die, relax: Relax) -> Result<(), PlacementError> {
        if self.die(cell).is_some() {
            return Err(PlacementError::Occupied);
        }
        let has_neighbour = cell.neighbours().any(|n| self.die(n).is_some());
        if relax.isolated {
            if has_neighbour {
                return Err(PlacementError::NotIsolated);
            }
            if self.is_empty() && !cell.is_border() {
                return Err(PlacementError::FirstNotOnBorder);
            }
        } else if self.is_empty() {
            if !cell.is_border() {
                return Err(PlacementError::FirstNotOnBorder);
            }
        } else if !has_neighbour {
            return Err(PlacementError::NotAdjacent);
        }
        match self.restriction(cell) {
            Restriction::Color(c) if c != die.color && !relax.ignore_color_cells => {
                return Err(PlacementError::WrongColor)
            }
            Restriction::Shade(v) if v != die.value && !relax.ignore_shade_cells => {
                return Err(PlacementError::WrongShade)
            }
            _ => {}
        }
        for n in cell.orthogonal() {
            if let Some(other) = self.die(n) {
                if other.color == die.color {
                    return Err(PlacementError::SameColorNeighbour);
                }
                if other.value == die.value {
                    return Err(PlacementError::SameValueNeighbour);
                }
            }
        }
        Ok(())
    }

    /// Every space where `die` may go now.
    pub fn legal_cells(&self, die: Die, relax: Relax) -> Vec<Cell> {
        Cell::all()
            .filter(|&c| self.check(c, die, relax).is_ok())
            .collect()
    }

    pub fn can_place(&self, die: Die, relax: Relax) -> bool {
        Cell::all().any(|c| self.check(c, die, relax).is_ok())
    }

    /// The window with the die at `from` lifted off (for moving it: it is not its own neighbour).
    pub fn without(&self, from: Cell) -> Window {
        let mut w = self.clone();
        w.set(from, None);
        w
    }

    /// Where the die at `from` may be moved to (never back onto `from`).
    pub fn move_targets(&self, from: Cell, relax: Relax) -> Vec<Cell> {
        let Some(die) = self.die(from) else {
            return Vec::new();
        };
        let lifted = self.without(from);
        Cell::all()
            .filter(|&c| c != from && lifted.check(c, die, relax).is_ok())
            .collect()
    }

    /// Checks a move of the die at `from` to `to`.
    pub fn check_move(&self, from: Cell, to: Cell, relax: Relax) -> Result<Die, MoveError> {
        let die = self.die(from).ok_or(MoveError::NoDieThere)?;
        if from == to {
            return Err(MoveError::SameCell);
        }
        self.without(from)
            .check(to, die, relax)
            .map_err(MoveError::Placement)?;
        Ok(die)
    }

    /// True when no placed die breaks a rule that must hold at every moment: its space's printed
    /// restriction (unless a tool waived it) and no orthogonal neighbour of the same colour or
    /// value. (Adjacency is checked when a die arrives; the Cork-backed Straightedge and moves
    /// may later leave a die without neighbours, which the rules allow.)
    pub fn is_valid(&self) -> bool {
        self.dice().all(|(cell, die)| {
            let waiver = self.waiver(cell);
            let restriction_ok = match self.restriction(cell) {
                Restriction::Blank => true,
                Restriction::Color(c) => waiver.color || c == die.color,
                Restriction::Shade(v) => waiver.shade || v == die.value,
            };
            restriction_ok
                && cell.orthogonal().all(|n| match self.die(n) {
                    Some(o) => o.color != die.color && o.value != die.value,
                    None => true,
                })
        })
    }
}

/// Why a die may not be moved so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
pub enum MoveError {
    #[error("there is no die on that space")]
    NoDieThere,
    #[error("a die must move to another space")]
    SameCell,
    #[error(transparent)]
    Placement(PlacementError),
}
