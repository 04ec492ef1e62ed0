//! One player's palace: eight window places, each with a pattern strip above it until the window
//! is complete, the glazier, and the broken-glass marker.
//!
//! The board is public, so it appears as is in the view, and its read-only helpers
//! ([`Board::legal_strips`], [`Board::preview`], [`Board::window_score`], …) are what the
//! engine, the greedy player and the UI all use: nobody else re-implements a rule.

use serde::{Deserialize, Serialize};

use super::components::{Cell, Colour, StripDef, StripFace};

/// A strip lying above its window, with the pieces on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenStrip {
    /// The printed strip's id (see the asset).
    pub strip: u8,
    /// The face that is up.
    pub face: StripFace,
    /// The cells of the face that is up.
    pattern: Vec<Cell>,
    /// The other face (the printed preview cell shows it, so it is public).
    reverse: Vec<Cell>,
    /// Glass on each cell of `pattern`, same length.
    cells: Vec<Option<Colour>>,
    /// The window's top cell: filled by the first completion, which also flips the strip.
    pub top: Option<Colour>,
}

impl OpenStrip {
    /// A fresh strip, face `face` up, with an empty window below.
    pub fn new(def: &StripDef, face: StripFace) -> OpenStrip {
        let other = match face {
            StripFace::Front => StripFace::Back,
            StripFace::Back => StripFace::Front,
        };
        let pattern = def.face(face).to_vec();
        OpenStrip {
            strip: def.id,
            face,
            cells: vec![None; pattern.len()],
            reverse: def.face(other).to_vec(),
            pattern,
            top: None,
        }
    }

    /// A strip with an arbitrary pattern, for tests of the worked examples.
    #[cfg(test)]
    pub fn custom(pattern: Vec<Cell>, cells: Vec<Option<Colour>>, top: Option<Colour>) -> Self {
        OpenStrip {
            strip: 0,
            face: StripFace::Front,
            reverse: pattern.clone(),
            pattern,
            cells,
            top,
        }
    }

    pub fn pattern(&self) -> &[Cell] {
        &self.pattern
    }

    pub fn reverse(&self) -> &[Cell] {
        &self.reverse
    }

    pub fn cells(&self) -> &[Option<Colour>] {
        &self.cells
    }

    pub fn pieces(&self) -> impl Iterator<Item = Colour> + '_ {
        self.cells.iter().flatten().copied()
    }

    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|c| c.is_some()).count()
    }

    pub fn is_full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// Empty cells that accept `colour` (its own colour or wild).
    pub fn room_for(&self, colour: Colour) -> usize {
        self.empty_cells()
            .filter(|(_, cell)| cell.accepts(colour))
            .count()
    }

    fn empty_cells(&self) -> impl Iterator<Item = (usize, Cell)> + '_ {
        self.pattern
            .iter()
            .zip(&self.cells)
            .enumerate()
            .filter(|(_, (_, glass))| glass.is_none())
            .map(|(i, (cell, _))| (i, *cell))
    }

    /// Puts up to `count` pieces of `colour` on the strip: cells of that colour first, wild cells
    /// only for what is left (a wild cell can take anything later, so this never loses
    /// anything). Returns how many were placed.
    fn place(&mut self, colour: Colour, count: usize) -> usize {
        let exact: Vec<usize> = self
            .empty_cells()
            .filter(|(_, c)| *c == Cell::Glass(colour))
            .map(|(i, _)| i)
            .collect();
        let wild: Vec<usize> = self
            .empty_cells()
            .filter(|(_, c)| *c == Cell::Wild)
            .map(|(i, _)| i)
            .collect();
        let mut placed = 0;
        for i in exact.into_iter().chain(wild).take(count) {
            if let Some(glass) = self.cells.get_mut(i) {
                *glass = Some(colour);
                placed += 1;
            }
        }
        placed
    }

    fn flip(&mut self) {
        std::mem::swap(&mut self.pattern, &mut self.reverse);
        self.face = match self.face {
            StripFace::Front => StripFace::Back,
            StripFace::Back => StripFace::Front,
        };
        self.cells = vec![None; self.pattern.len()];
    }
}

/// One window place of the palace. The strip exists exactly as long as the window is not
/// complete, so "a complete window with a strip" cannot be represented.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "state")]
pub enum Slot {
    Open(OpenStrip),
    /// Both window cells hold glass; the strip has been removed from the game.
    Complete {
        top: Colour,
        bottom: Colour,
    },
}

impl Slot {
    pub fn strip(&self) -> Option<&OpenStrip> {
        match self {
            Slot::Open(s) => Some(s),
            Slot::Complete { .. } => None,
        }
    }

    /// The glass in the window, top first.
    pub fn window(&self) -> Vec<Colour> {
        match self {
            Slot::Open(s) => s.top.into_iter().collect(),
            Slot::Complete { top, bottom } => vec![*top, *bottom],
        }
    }

    /// How many pieces the window holds (0, 1 or 2), without building the list.
    pub fn window_len(&self) -> usize {
        match self {
            Slot::Open(s) => usize::from(s.top.is_some()),
            Slot::Complete { .. } => 2,
        }
    }
}

/// Where the chosen piece went when a strip was completed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WindowCell {
    /// First completion: the strip was flipped.
    Top,
    /// Second completion: the window is complete and the strip removed.
    Bottom,
}

/// What placing some pieces on a strip would do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub strip: usize,
    pub placed: usize,
    pub broken: usize,
    /// The strip would be full afterwards.
    pub completes: bool,
}

/// A player's palace board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub slots: Vec<Slot>,
    /// The window place the glazier stands above (it may be an empty place after a removal).
    pub glazier: usize,
    /// Spaces the broken-glass marker has moved down from the top.
    pub broken: usize,
}

impl Board {
    pub fn strip(&self, slot: usize) -> Option<&OpenStrip> {
        self.slots.get(slot).and_then(Slot::strip)
    }

    /// Strips the glazier can reach: the one under it and every strip to its right.
    pub fn reachable(&self) -> impl Iterator<Item = usize> + '_ {
        (self.glazier..self.slots.len()).filter(|&i| self.strip(i).is_some())
    }

    /// The strips the player may choose for pieces of `colour`: reachable strips with an empty
    /// cell that accepts it. When this is empty, every taken piece breaks.
    pub fn legal_strips(&self, colour: Colour) -> Vec<usize> {
        self.reachable()
            .filter(|&i| self.strip(i).is_some_and(|s| s.room_for(colour) > 0))
            .collect()
    }

    /// What putting `count` pieces of `colour` on strip `slot` would do, if that strip is legal.
    pub fn preview(&self, slot: usize, colour: Colour, count: usize) -> Option<Placement> {
        // Legal: reachable (under the glazier or to its right) with room for the colour.
        let strip = self
            .strip(slot)
            .filter(|s| slot >= self.glazier && s.room_for(colour) > 0)?;
        let placed = strip.room_for(colour).min(count);
        Some(Placement {
            strip: slot,
            placed,
            broken: count - placed,
            completes: strip.filled() + placed == strip.cells().len(),
        })
    }

    pub fn leftmost_strip(&self) -> Option<usize> {
        (0..self.slots.len()).find(|&i| self.strip(i).is_some())
    }

    /// Resetting moves the glazier to the leftmost remaining strip; it is refused when the
    /// glazier is already there (or no strip remains).
    pub fn can_reset(&self) -> bool {
        self.leftmost_strip().is_some_and(|l| l != self.glazier)
    }

    /// Pieces in window `slot` (0, 1 or 2).
    pub fn window_pieces(&self, slot: usize) -> usize {
        self.slots.get(slot).map_or(0, Slot::window_len)
    }

    /// Points for a piece just placed in window `slot`: that window's value plus the value of
    /// every window to its right that holds at least one piece.
    pub fn window_score(&self, slot: usize, points: &[i32]) -> i32 {
        let own = points.get(slot).copied().unwrap_or(0);
        let right: i32 = points
            .iter()
            .enumerate()
            .skip(slot + 1)
            .filter(|(j, _)| self.window_pieces(*j) > 0)
            .map(|(_, p)| *p)
            .sum();
        own + right
    }

    pub fn pieces_on_strips(&self) -> usize {
        self.slots
            .iter()
            .filter_map(Slot::strip)
            .map(OpenStrip::filled)
            .sum()
    }

    pub fn pieces_in_windows(&self) -> usize {
        self.slots.iter().map(Slot::window_len).sum()
    }

    pub fn complete_windows(&self) -> usize {
        self.slots
            .iter()
            .filter(|s| matches!(s, Slot::Complete { .. }))
            .count()
    }

    /// Pieces of `colour` in the windows.
    pub fn window_colour(&self, colour: Colour) -> usize {
        self.slots
            .iter()
            .flat_map(Slot::window)
            .filter(|&c| c == colour)
            .count()
    }

    /// Moves the glazier to `slot` and puts the pieces there. The caller has checked legality.
    pub(crate) fn place(&mut self, slot: usize, colour: Colour, count: usize) -> Option<Placement> {
        let preview = self.preview(slot, colour, count)?;
        self.glazier = slot;
        let strip = match self.slots.get_mut(slot) {
            Some(Slot::Open(s)) => s,
            _ => return None,
        };
        let placed = strip.place(colour, count);
        Some(Placement {
            placed,
            broken: count - placed,
            ..preview
        })
    }

    /// Finishes the full strip at `slot`: `chosen` goes to the window (top cell and flip, or
    /// bottom cell and the strip leaves the game), the other pieces are returned for the tower.
    /// `None` (and nothing changed) unless the strip is full and holds `chosen`.
    pub(crate) fn finish(
        &mut self,
        slot: usize,
        chosen: Colour,
    ) -> Option<(WindowCell, Vec<Colour>)> {
        let entry = self.slots.get_mut(slot)?;
        let Slot::Open(strip) = entry else {
            return None;
        };
        if !strip.is_full() {
            return None;
        }
        let mut rest: Vec<Colour> = strip.pieces().collect();
        let at = rest.iter().position(|&c| c == chosen)?;
        rest.remove(at);
        match strip.top {
            None => {
                strip.top = Some(chosen);
                strip.flip();
                Some((WindowCell::Top, rest))
            }
            Some(top) => {
                *entry = Slot::Complete {
                    top,
                    bottom: chosen,
                };
                Some((WindowCell::Bottom, rest))
            }
        }
    }

    /// Moves the broken-glass marker down `steps` spaces on a track of `track_len` spaces (see
    /// [`marker_after`]); the caller charges the losses. Returns how many resets happened.
    pub(crate) fn break_glass(&mut self, steps: usize, track_len: usize) -> usize {
        let (position, resets) = marker_after(self.broken, steps, track_len);
        self.broken = position;
        resets
    }
}

/// Where the broken-glass marker lands moving `steps` spaces down from `position` on a track of
/// `track_len` spaces, and how often it reached the bottom space: one space at a time, the
/// bottom sends it back to the top and the remaining steps continue from there.
pub fn marker_after(position: usize, steps: usize, track_len: usize) -> (usize, usize) {
    let bottom = track_len.saturating_sub(1).max(1);
    let (mut position, mut resets) = (position, 0);
    for _ in 0..steps {
        position += 1;
        if position >= bottom {
            position = 0;
            resets += 1;
        }
    }
    (position, resets)
}

/// What `steps` broken pieces cost in the end from the marker at `position` on `track` (its
/// values from the top; the bottom value is lost at once on each reset): the resets' losses
/// plus the change of the value the end of the game subtracts. Never positive.
pub fn broken_cost(position: usize, steps: usize, track: &[i32]) -> i32 {
    let value = |at: usize| track.get(at).copied().unwrap_or(0);
    let (after, resets) = marker_after(position, steps, track.len());
    let reset = track.last().copied().unwrap_or(0);
    i32::try_from(resets)
        .unwrap_or(i32::MAX)
        .saturating_mul(reset)
        + value(after)
        - value(position)
}
