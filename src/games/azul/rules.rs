//! Legality: the legal actions of a state, and pure rule helpers over plain data (a board, a
//! source) that check one action. The engine, the view, the greedy player and the UI all ask
//! these, so nobody else needs rules of their own.

use super::actions::{Action, AzulError, Destination, Source};
use super::board::{capacity, Board, WallSide, SIZE};
use super::state::{Azul, Phase};
use super::tiles::{Colour, Tiles};
use crate::game::Seat;
pub use crate::games::family::offer::check_take;
use crate::games::family::offer::{legal_sources, source_pile};

/// Whether tiles of `colour` may go to `destination` on `board`: the floor line always; a
/// pattern line that is not full, empty or holding that colour, whose wall row does not hold
/// the colour yet.
pub fn check_destination(
    board: &Board,
    colour: Colour,
    destination: Destination,
) -> Result<(), AzulError> {
    let Destination::Line(line) = destination else {
        return Ok(());
    };
    let i = usize::from(line);
    let pattern = board.line(i).ok_or(AzulError::NoSuchLine)?;
    if pattern.count >= capacity(i) {
        return Err(AzulError::LineFull);
    }
    if !pattern.is_empty() && pattern.colour != Some(colour) {
        return Err(AzulError::LineHoldsOtherColour);
    }
    if board.wall.row_has(i, colour) {
        return Err(AzulError::ColourOnWallRow);
    }
    Ok(())
}

/// Where tiles of `colour` may go on `board`: the open pattern lines top to bottom, then the
/// floor line.
pub fn legal_destinations(board: &Board, colour: Colour) -> Vec<Destination> {
    (0..SIZE as u8)
        .map(Destination::Line)
        .filter(|&d| check_destination(board, colour, d).is_ok())
        .chain([Destination::Floor])
        .collect()
}

/// Checks a grey-side tiling choice: the complete pattern line `line`'s tile to `column`.
pub fn check_tile(board: &Board, side: WallSide, line: u8, column: u8) -> Result<(), AzulError> {
    let row = usize::from(line);
    let colour = board
        .line(row)
        .filter(|_| board.line_complete(row))
        .and_then(|l| l.colour)
        .ok_or(AzulError::NotThisLine)?;
    let column = usize::from(column);
    if column >= SIZE {
        return Err(AzulError::NoSuchColumn);
    }
    if board.wall.get(row, column).is_some() {
        return Err(AzulError::SpaceTaken);
    }
    if board.wall.column_has(column, colour) {
        return Err(AzulError::ColourInColumn);
    }
    if !board
        .wall
        .legal_columns(side, row, colour)
        .contains(&column)
    {
        return Err(AzulError::ColourOnWallRow);
    }
    Ok(())
}

/// The open spaces for the tile of the complete pattern line `line`, left to right.
pub fn tile_columns(board: &Board, side: WallSide, line: usize) -> Vec<usize> {
    match board.line(line).and_then(|l| l.colour) {
        Some(colour) if board.line_complete(line) => board.wall.legal_columns(side, line, colour),
        _ => Vec::new(),
    }
}

impl Azul {
    pub(crate) fn source_tiles(&self, source: Source) -> Option<&Tiles> {
        source_pile(&self.factories, &self.centre, source)
    }

    /// Every legal action of `seat` now.
    pub(crate) fn legal(&self, seat: Seat) -> Vec<Action> {
        if self.phase.seat() != Some(seat) {
            return Vec::new();
        }
        let Some(board) = self.player(seat).map(|p| &p.board) else {
            return Vec::new();
        };
        match self.phase {
            Phase::Offer { .. } => {
                let mut out = Vec::new();
                for source in legal_sources(&self.factories, &self.centre) {
                    let tiles = self.source_tiles(source).copied().unwrap_or_default();
                    for colour in tiles.colours() {
                        for destination in legal_destinations(board, colour) {
                            out.push(Action::Take {
                                source,
                                colour,
                                destination,
                            });
                        }
                    }
                }
                out
            }
            Phase::Tile { line, .. } => tile_columns(board, self.options.side, usize::from(line))
                .into_iter()
                .filter_map(|c| u8::try_from(c).ok())
                .map(|column| Action::Tile { line, column })
                .collect(),
            Phase::Over => Vec::new(),
        }
    }
}
