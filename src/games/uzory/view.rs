//! What one seat (or a spectator) may see.

use serde::Serialize;

use super::actions::Frame;
use super::board::{Cell, Field};
use super::model::Model;
use super::state::{LastMove, Phase, Uzory};
use super::tiles::{Colour, TileFace, TileId, PLAYER_COLOURS};
use crate::game::{Game, Seat, Viewer};

/// The table as one viewer sees it. Other seats' hands and the order (and contents) of the draw
/// pile are absent; the discard pile lies face up. Tile faces are looked up with
/// [`UzoryView::face`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UzoryView {
    /// The seat looking, `None` for a spectator.
    pub viewer: Option<Seat>,
    /// Pattern card colour of each seat.
    pub colours: Vec<Colour>,
    pub first: Seat,
    pub field: Field,
    /// Where a tile may go now (any tile, any rotation).
    pub legal_cells: Vec<Cell>,
    /// The viewer's own hand; `None` for a spectator.
    pub hand: Option<Vec<TileId>>,
    pub hand_sizes: Vec<usize>,
    pub pile_size: usize,
    pub discard: Vec<TileId>,
    /// Victory points per seat.
    pub points: Vec<u32>,
    /// Victory tiles actually held per seat (fewer than points if the piles ran dry).
    pub victory_tiles: Vec<usize>,
    /// Every enclosed region so far, in closing order, with who scored it.
    pub frames: Vec<Frame>,
    /// How many frames at the end of `frames` the last placement closed.
    pub fresh: usize,
    /// What the last turn did (public: the cell, the discards' count).
    pub last: Option<LastMove>,
    /// The pending decision (public: whose turn, the tied frame and its candidates, …).
    pub phase: Phase,
    pub passes_in_a_row: usize,
    pub turns: u32,
}

impl UzoryView {
    pub(crate) fn of(game: &Uzory, viewer: Viewer) -> UzoryView {
        let players = game.players();
        let seat = match viewer {
            Viewer::Seat(s) if s.index() < players => Some(s),
            _ => None,
        };
        UzoryView {
            viewer: seat,
            colours: PLAYER_COLOURS.iter().take(players).copied().collect(),
            first: game.first_player(),
            field: game.field().clone(),
            legal_cells: game.field().legal_cells(),
            hand: seat.map(|s| game.hand(s).to_vec()),
            hand_sizes: Seat::all(players).map(|s| game.hand(s).len()).collect(),
            pile_size: game.pile_len(),
            discard: game.discards().to_vec(),
            points: Seat::all(players)
                .map(|s| game.victory(s).map_or(0, |v| v.points))
                .collect(),
            victory_tiles: Seat::all(players)
                .map(|s| game.victory(s).map_or(0, |v| v.tiles.len()))
                .collect(),
            frames: game.frames().to_vec(),
            fresh: game.fresh_frames().len(),
            last: game.last_move().cloned(),
            phase: game.phase().clone(),
            passes_in_a_row: game.passes_in_a_row(),
            turns: game.turns(),
        }
    }

    pub fn players(&self) -> usize {
        self.colours.len()
    }

    /// The rules of the game shown.
    pub fn model(&self) -> Model {
        self.field.model()
    }

    /// The face of a tile of this game's set.
    pub fn face(&self, tile: TileId) -> Option<&'static TileFace> {
        self.model().face(tile)
    }

    /// The frames the last placement closed, oldest first.
    pub fn fresh_frames(&self) -> &[Frame] {
        let from = self.frames.len().saturating_sub(self.fresh);
        self.frames.get(from..).unwrap_or(&[])
    }
}
