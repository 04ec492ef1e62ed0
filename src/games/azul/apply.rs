//! Performing actions: the move, then the automatic steps that follow (the next player, the
//! wall tiling, the floor line, the next round, the end of the game). Legality is
//! [`super::rules`]'.

use super::actions::{Action, AzulError, Destination, Event, ScoreItem, Source, TakeError};
use super::board::{capacity, FloorSpace, PatternLine, SIZE};
use super::rules::{check_destination, check_take, check_tile, tile_columns};
use super::scoring::floor_cost;
use super::state::{Azul, LastMove, Marker, Phase, QUIET_ROUNDS_END};
use super::tiles::{Colour, Tiles};
use crate::game::Seat;
use crate::games::family::offer::{exhausted, leave};

impl Azul {
    /// Performs an action of the seat to act ([`crate::game::Game::apply`]): a refusal may
    /// leave the state half-changed, [`crate::game::Game::play`] keeps it whole.
    pub(crate) fn perform(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, AzulError> {
        let mut events = Vec::new();
        match (self.phase, *action) {
            (
                Phase::Offer { .. },
                Action::Take {
                    source,
                    colour,
                    destination,
                },
            ) => self.do_take(seat, source, colour, destination, &mut events)?,
            (Phase::Tile { line: pending, .. }, Action::Tile { line, column }) => {
                if line != pending {
                    return Err(AzulError::NotThisLine);
                }
                self.do_tile(seat, line, column, &mut events)?
            }
            _ => return Err(AzulError::WrongDecision),
        }
        self.last = Some(LastMove::of(seat, &events, self.last.as_ref()));
        Ok(events)
    }

    /// Changes a score, never below 0, recording it in the ledger and as an event.
    pub(crate) fn change_score(
        &mut self,
        seat: Seat,
        item: ScoreItem,
        points: i32,
        events: &mut Vec<Event>,
    ) {
        let Some(p) = self.players.get_mut(seat.index()) else {
            return;
        };
        let points = p.ledger.change(&mut p.score, item, points);
        events.push(Event::Score {
            seat,
            item,
            points,
            total: p.score,
        });
    }

    fn do_take(
        &mut self,
        seat: Seat,
        source: Source,
        colour: Colour,
        destination: Destination,
        events: &mut Vec<Event>,
    ) -> Result<(), AzulError> {
        let tiles = *self.source_tiles(source).ok_or(TakeError::NoSuchFactory)?;
        let count = check_take(&tiles, colour)?;
        let board = &self.player(seat).ok_or(AzulError::NoSuchSeat)?.board;
        check_destination(board, colour, destination)?;

        let mut rest = tiles;
        rest.take_all(colour);
        let to_centre = leave(&mut self.factories, &mut self.centre, source, rest);
        let takes_marker = source == Source::Centre && self.marker == Marker::Centre;
        let Some(p) = self.players.get_mut(seat.index()) else {
            return Err(AzulError::NoSuchSeat);
        };
        let board = &mut p.board;
        // The marker goes to the floor line first, then the tiles.
        let marker_on_floor = takes_marker && board.floor_room() > 0;
        if marker_on_floor {
            board.floor.push(FloorSpace::Marker);
        }
        let to_line = match destination {
            Destination::Line(line) => {
                let i = usize::from(line);
                match board.lines.get_mut(i) {
                    Some(pattern) => {
                        let room = capacity(i).saturating_sub(pattern.count);
                        let placed = room.min(count);
                        pattern.colour = Some(colour);
                        pattern.count += placed;
                        placed
                    }
                    None => 0,
                }
            }
            Destination::Floor => 0,
        };
        let over = count - to_line;
        let to_lid = board.drop_to_floor(colour, over);
        self.lid.add(colour, to_lid);
        events.push(Event::Took {
            seat,
            source,
            colour,
            count,
            destination,
            to_line,
            to_floor: over - to_lid,
            to_lid,
            to_centre,
        });
        if takes_marker {
            self.marker = Marker::Held(seat);
            events.push(Event::MarkerTaken {
                seat,
                on_floor: marker_on_floor,
            });
        }
        if exhausted(&self.factories, &self.centre) {
            events.push(Event::TilingStarted);
            self.tile_from(self.first, 0, events);
        } else {
            self.phase = Phase::Offer {
                seat: self.next_seat(seat),
            };
        }
        Ok(())
    }

    fn do_tile(
        &mut self,
        seat: Seat,
        line: u8,
        column: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), AzulError> {
        let board = &self.player(seat).ok_or(AzulError::NoSuchSeat)?.board;
        check_tile(board, self.options.side, line, column)?;
        self.place_line(seat, usize::from(line), usize::from(column), events);
        self.tile_from(seat, usize::from(line) + 1, events);
        Ok(())
    }

    /// Goes on with the wall tiling from `seat`'s pattern line `line`: every player in turn
    /// order from the round's first player, each line top to bottom, then that player's floor
    /// line. Stops where a grey-side player has a real choice to make; after the last player,
    /// ends the round.
    fn tile_from(&mut self, seat: Seat, line: usize, events: &mut Vec<Event>) {
        let players = self.players.len().max(1);
        // How many places after the round's first player `seat` sits.
        let start = (seat.index() + players - self.first.index() % players) % players;
        let mut from_line = line;
        for k in start..players {
            let seat = Seat(u8::try_from((self.first.index() + k) % players).unwrap_or(0));
            for row in from_line..SIZE {
                let Some(board) = self.player(seat).map(|p| &p.board) else {
                    continue;
                };
                if !board.line_complete(row) {
                    continue;
                }
                let columns = tile_columns(board, self.options.side, row);
                match columns.as_slice() {
                    [] => self.drop_line(seat, row, events),
                    [column] => self.place_line(seat, row, *column, events),
                    _ => {
                        self.phase = Phase::Tile {
                            seat,
                            line: u8::try_from(row).unwrap_or(0),
                        };
                        return;
                    }
                }
            }
            from_line = 0;
            self.clear_floor(seat, events);
        }
        self.end_round(events);
    }

    /// Moves the tile of the complete line `row` to the wall at `column` and scores it; the
    /// line's other tiles go to the lid.
    fn place_line(&mut self, seat: Seat, row: usize, column: usize, events: &mut Vec<Event>) {
        let Some(p) = self.players.get_mut(seat.index()) else {
            return;
        };
        let Some((colour, count)) = p.board.lines.get_mut(row).and_then(PatternLine::take_all)
        else {
            return;
        };
        if !p.board.wall.put(row, column, colour) {
            // Not reached: the caller checked the space. Keep the tiles counted.
            self.lid.add(colour, count);
            return;
        }
        let points = p.board.wall.points_at(row, column);
        let row_done = p.board.wall.row_complete(row);
        let to_lid = count.saturating_sub(1);
        self.lid.add(colour, to_lid);
        let (line, column) = (
            u8::try_from(row).unwrap_or(0),
            u8::try_from(column).unwrap_or(0),
        );
        events.push(Event::Tiled {
            seat,
            line,
            column,
            colour,
            to_lid,
        });
        self.change_score(seat, ScoreItem::Wall, points as i32, events);
        if row_done {
            events.push(Event::RowCompleted { seat, row: line });
        }
    }

    /// A complete line whose colour has no open space on its row goes to the floor line.
    fn drop_line(&mut self, seat: Seat, row: usize, events: &mut Vec<Event>) {
        let Some(p) = self.players.get_mut(seat.index()) else {
            return;
        };
        let Some((colour, count)) = p.board.lines.get_mut(row).and_then(PatternLine::take_all)
        else {
            return;
        };
        let to_lid = p.board.drop_to_floor(colour, count);
        self.lid.add(colour, to_lid);
        events.push(Event::LineDropped {
            seat,
            line: u8::try_from(row).unwrap_or(0),
            colour,
            to_floor: count - to_lid,
            to_lid,
        });
    }

    /// Scores the floor line and empties it into the lid (the marker goes back to the centre
    /// when the round ends).
    fn clear_floor(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Some(p) = self.players.get_mut(seat.index()) else {
            return;
        };
        if p.board.floor.is_empty() {
            return;
        }
        let spaces = p.board.floor.len();
        let tiles = p.board.floor_tiles();
        let marker = p.board.floor_has_marker();
        p.board.floor.clear();
        self.lid.add_all(&tiles);
        events.push(Event::FloorCleared {
            seat,
            tiles,
            marker,
        });
        let cost = i32::try_from(floor_cost(spaces)).unwrap_or(0);
        self.change_score(seat, ScoreItem::Floor, -cost, events);
    }

    /// After the wall tiling: the end of the game if a wall row is complete or (grey side) no
    /// wall can ever complete one, else the next round (or the end, when no tile is left to deal
    /// at all).
    fn end_round(&mut self, events: &mut Vec<Event>) {
        if self
            .players
            .iter()
            .any(|p| p.board.wall.complete_rows() > 0)
        {
            self.finish(events);
            return;
        }
        // Our ruling (rules/azul.md, the grey side): nobody could end the game by a row.
        let side = self.options.side;
        if self
            .players
            .iter()
            .all(|p| p.board.wall.all_rows_dead(side))
        {
            events.push(Event::RowsDead);
            self.finish(events);
            return;
        }
        // The whole tiling is in `events`: an interactive grey tiling ends the round in the
        // call that places its last chosen tile.
        let placed = events.iter().any(|e| matches!(e, Event::Tiled { .. }));
        self.quiet_rounds = if placed {
            0
        } else {
            self.quiet_rounds.saturating_add(1)
        };
        if self.quiet_rounds >= QUIET_ROUNDS_END {
            events.push(Event::Stalled);
            self.finish(events);
            return;
        }
        self.round = self.round.saturating_add(1);
        if let Marker::Held(seat) = self.marker {
            self.first = seat;
        }
        self.marker = Marker::Centre;
        self.fill_factories(events);
        if self.factories.iter().all(Tiles::is_empty) {
            events.push(Event::TilesRanOut);
            self.finish(events);
            return;
        }
        events.push(self.round_started_event());
        self.phase = Phase::Offer { seat: self.first };
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        self.final_scoring(events);
        self.phase = Phase::Over;
        events.push(Event::GameEnded);
    }
}
