//! What one viewer sees, and the questions a UI or a computer player asks about it.
//!
//! Azul has no private information except the order of the bag: factories, centre, lid and
//! every board lie face up. So seats and spectators get the same picture; the bag appears only
//! as a count (its contents can be counted from everything else in sight: [`AzulView::bag_tiles`]).

use serde::Serialize;

use super::actions::{Destination, Source};
use super::board::{capacity, Board, FloorSpace, FLOOR_SPACES};
use super::rules::{check_destination, check_take, legal_destinations, tile_columns};
use super::scoring::floor_cost;
use super::state::{Azul, AzulOptions, LastMove, Ledger, Marker, Phase, TILES_PER_COLOUR};
use super::tiles::{Colour, Tiles};
use crate::game::{Seat, Viewer};
use crate::games::family::offer::{legal_sources, source_pile};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub board: Board,
    pub score: u32,
    /// The score by cause so far (public: every point is scored in the open).
    pub ledger: Ledger,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AzulView {
    /// Who is looking (`None` for a spectator).
    pub viewer: Option<Seat>,
    pub options: AzulOptions,
    pub round: u32,
    /// The pending decision and whose it is.
    pub phase: Phase,
    /// Who opened this round.
    pub first: Seat,
    pub factories: Vec<Tiles>,
    pub centre: Tiles,
    pub marker: Marker,
    pub bag_count: u32,
    pub lid: Tiles,
    pub players: Vec<PlayerView>,
    /// The previous move, marked on the pictures.
    pub last: Option<LastMove>,
    /// Rounds in a row without a tile reaching a wall ([`super::state::QUIET_ROUNDS_END`]).
    pub quiet_rounds: u8,
}

/// What a take would do, before deciding: for the menus' previews and the greedy player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakePreview {
    /// Tiles of the colour taken.
    pub count: u8,
    pub to_line: u8,
    pub to_floor: u8,
    /// Tiles beyond a full floor line, to the box lid.
    pub to_lid: u8,
    /// Whether the first-player marker comes along (and whether it finds a floor space).
    pub marker: bool,
    pub marker_on_floor: bool,
    /// Whether the pattern line is complete afterwards.
    pub completes: bool,
    /// What the floor line costs before and after the take, were it scored now.
    pub floor_cost_before: u32,
    pub floor_cost_after: u32,
}

impl TakePreview {
    /// The floor's extra cost this take causes.
    pub fn floor_cost(&self) -> u32 {
        self.floor_cost_after.saturating_sub(self.floor_cost_before)
    }
}

/// What a take of `count` tiles of `colour` would do on `board` (legality checked).
pub fn take_preview(
    board: &Board,
    colour: Colour,
    count: u8,
    destination: Destination,
    takes_marker: bool,
) -> Option<TakePreview> {
    check_destination(board, colour, destination).ok()?;
    let (to_line, completes) = match destination {
        Destination::Line(line) => {
            let i = usize::from(line);
            let pattern = board.line(i)?;
            let room = capacity(i).saturating_sub(pattern.count);
            let placed = room.min(count);
            (placed, pattern.count + placed >= capacity(i))
        }
        Destination::Floor => (0, false),
    };
    let mut room = board.floor_room();
    let marker_on_floor = takes_marker && room > 0;
    if marker_on_floor {
        room -= 1;
    }
    let over = count - to_line;
    let to_floor = over.min(u8::try_from(room).unwrap_or(u8::MAX));
    let before = board.floor.len();
    let after = (before + usize::from(marker_on_floor) + usize::from(to_floor)).min(FLOOR_SPACES);
    Some(TakePreview {
        count,
        to_line,
        to_floor,
        to_lid: over - to_floor,
        marker: takes_marker,
        marker_on_floor,
        completes,
        floor_cost_before: floor_cost(before),
        floor_cost_after: floor_cost(after),
    })
}

/// The points the tile of a complete pattern line `line` holding `colour` would score on
/// `board`'s wall as it stands: at its printed space on the coloured side, at the best open
/// space on the grey side; `None` when the row has no open space for it.
pub fn line_points(
    board: &Board,
    side: super::board::WallSide,
    line: usize,
    colour: Colour,
) -> Option<u32> {
    board
        .wall
        .legal_columns(side, line, colour)
        .into_iter()
        .map(|c| board.wall.points_at(line, c))
        .max()
}

impl Azul {
    pub(crate) fn make_view(&self, viewer: Viewer) -> AzulView {
        let viewer = match viewer {
            Viewer::Seat(s) if s.index() < self.players.len() => Some(s),
            _ => None,
        };
        AzulView {
            viewer,
            options: self.options,
            round: self.round,
            phase: self.phase,
            first: self.first,
            factories: self.factories.clone(),
            centre: self.centre,
            marker: self.marker,
            bag_count: self.bag.len() as u32,
            lid: self.lid,
            players: self
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| PlayerView {
                    seat: Seat(u8::try_from(i).unwrap_or(0)),
                    board: p.board.clone(),
                    score: p.score,
                    ledger: p.ledger.clone(),
                })
                .collect(),
            last: self.last.clone(),
            quiet_rounds: self.quiet_rounds,
        }
    }
}

impl AzulView {
    /// The bag per colour: every tile not in sight anywhere else, as anybody at the table can
    /// count it (the bag's order stays secret).
    pub fn bag_tiles(&self) -> Tiles {
        let mut seen = self.centre;
        seen.add_all(&self.lid);
        for tiles in &self.factories {
            seen.add_all(tiles);
        }
        for p in &self.players {
            seen.add_all(&p.board.tiles());
        }
        Tiles::left_of(TILES_PER_COLOUR, &seen)
    }

    pub fn player(&self, seat: Seat) -> Option<&PlayerView> {
        self.players.get(seat.index())
    }

    pub fn board(&self, seat: Seat) -> Option<&Board> {
        self.player(seat).map(|p| &p.board)
    }

    /// The seat taking tiles now, if the factory offer is on.
    fn offering_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Offer { seat } => Some(seat),
            _ => None,
        }
    }

    /// Sources that can be taken from now.
    pub fn legal_sources(&self) -> Vec<Source> {
        if self.offering_seat().is_none() {
            return Vec::new();
        }
        legal_sources(&self.factories, &self.centre)
    }

    pub fn source_tiles(&self, source: Source) -> Option<Tiles> {
        source_pile(&self.factories, &self.centre, source).copied()
    }

    /// Colours that can be taken from `source` now.
    pub fn legal_colours(&self, source: Source) -> Vec<Colour> {
        if self.offering_seat().is_none() {
            return Vec::new();
        }
        self.source_tiles(source)
            .map(|t| t.colours().collect())
            .unwrap_or_default()
    }

    /// Where the seat to act may put tiles of `colour`.
    pub fn legal_destinations(&self, colour: Colour) -> Vec<Destination> {
        self.offering_seat()
            .and_then(|s| self.board(s))
            .map(|b| legal_destinations(b, colour))
            .unwrap_or_default()
    }

    /// Whether a take from `source` now brings the first-player marker along.
    pub fn takes_marker(&self, source: Source) -> bool {
        source == Source::Centre && self.marker == Marker::Centre
    }

    /// What taking `colour` from `source` to `destination` would do for `seat`.
    pub fn take_preview(
        &self,
        seat: Seat,
        source: Source,
        colour: Colour,
        destination: Destination,
    ) -> Option<TakePreview> {
        let count = check_take(&self.source_tiles(source)?, colour).ok()?;
        take_preview(
            self.board(seat)?,
            colour,
            count,
            destination,
            self.takes_marker(source),
        )
    }

    /// The points the tile of `seat`'s pattern line `line` would score on the wall as it
    /// stands, were the line complete (see [`line_points`]); `None` for an empty line or no
    /// open space.
    pub fn line_points(&self, seat: Seat, line: usize) -> Option<u32> {
        let board = self.board(seat)?;
        let colour = board.line(line)?.colour?;
        line_points(board, self.options.side, line, colour)
    }

    /// Grey side: the open spaces for the pattern line being tiled now, with the points each
    /// would score.
    pub fn tile_choices(&self) -> Vec<(u8, u32)> {
        let Phase::Tile { seat, line } = self.phase else {
            return Vec::new();
        };
        let Some(board) = self.board(seat) else {
            return Vec::new();
        };
        let row = usize::from(line);
        tile_columns(board, self.options.side, row)
            .into_iter()
            .filter_map(|c| Some((u8::try_from(c).ok()?, board.wall.points_at(row, c))))
            .collect()
    }

    /// The floor spaces in use on `seat`'s floor line, the marker included.
    pub fn floor(&self, seat: Seat) -> &[FloorSpace] {
        self.board(seat).map_or(&[], |b| b.floor.as_slice())
    }
}
