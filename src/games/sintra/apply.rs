//! Performing one action, then the turn flow that follows: the end of a turn, of a round and
//! of the game.

use crate::game::Seat;

use super::actions::{Action, Event, SintraError, Source};
use super::board::WindowCell;
use super::components::{components, Colour};
use super::rules::small;
use super::scoring::{self, ScoreItem};
use super::state::{Phase, Sintra};

impl Sintra {
    /// Performs an action of the seat to act ([`crate::game::Game::apply`]): a refusal may
    /// leave the state half-changed, [`crate::game::Game::play`] keeps it whole.
    pub(crate) fn perform(
        &mut self,
        seat: Seat,
        action: &Action,
    ) -> Result<Vec<Event>, SintraError> {
        let mut events = Vec::new();
        self.step(seat, *action, &mut events)?;
        self.last = super::state::LastMove::after(self.last.take(), seat, &events);
        Ok(events)
    }

    fn step(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), SintraError> {
        match (self.phase.clone(), action) {
            (Phase::Turn { .. }, Action::Take { source, colour }) => {
                self.take(seat, source, colour, events)
            }
            (Phase::Turn { .. }, Action::ResetGlazier) => self.reset_glazier(seat, events),
            (Phase::Place { colour, count, .. }, Action::Place { strip }) => {
                self.place(seat, colour, count, strip, events)
            }
            (Phase::ToWindow { strip, .. }, Action::ToWindow { colour }) => {
                if !self.window_choices(seat, strip).contains(&colour) {
                    return Err(SintraError::ColourNotOnStrip);
                }
                self.fill_window(seat, strip, colour, events)?;
                self.end_turn(seat, events);
                Ok(())
            }
            (_, Action::Take { .. } | Action::ResetGlazier) => Err(SintraError::NotTakingNow),
            (_, Action::Place { .. }) => Err(SintraError::NotPlacingNow),
            (_, Action::ToWindow { .. }) => Err(SintraError::NotChoosingWindowPiece),
        }
    }

    fn take(
        &mut self,
        seat: Seat,
        source: Source,
        colour: Colour,
        events: &mut Vec<Event>,
    ) -> Result<(), SintraError> {
        if let Source::Factory(i) = source {
            if usize::from(i) >= self.table.factories.len() {
                return Err(SintraError::NoSuchFactory(i));
            }
        }
        let (count, to_centre) = self
            .table
            .take(source, colour)
            .ok_or(SintraError::ColourNotThere)?;
        events.push(Event::Took {
            seat,
            source,
            colour,
            count: small(count),
            to_centre,
        });
        if source == Source::Centre && self.table.start_marker_in_centre {
            self.table.start_marker_in_centre = false;
            self.start_player = seat;
            events.push(Event::StartMarkerTaken { seat });
            self.break_steps(seat, 1, events);
        }
        let has_strip = self
            .player(seat)
            .is_some_and(|p| !p.board.legal_strips(colour).is_empty());
        if has_strip {
            self.phase = Phase::Place {
                seat,
                colour,
                count: small(count),
            };
        } else {
            // Nothing reachable has room for this colour: everything breaks, the glazier stays.
            self.break_pieces(seat, colour, count, events);
            self.end_turn(seat, events);
        }
        Ok(())
    }

    fn reset_glazier(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), SintraError> {
        let board = &mut self
            .players
            .get_mut(seat.index())
            .ok_or(SintraError::NoSuchSeat(seat))?
            .board;
        let to = match board.leftmost_strip() {
            Some(l) if l != board.glazier => l,
            _ => return Err(SintraError::GlazierAlreadyLeftmost),
        };
        let from = board.glazier;
        board.glazier = to;
        events.push(Event::GlazierReset {
            seat,
            from: small(from),
            to: small(to),
        });
        self.end_turn(seat, events);
        Ok(())
    }

    fn place(
        &mut self,
        seat: Seat,
        colour: Colour,
        count: u8,
        strip: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), SintraError> {
        let side = self.side;
        let player = self
            .players
            .get_mut(seat.index())
            .ok_or(SintraError::NoSuchSeat(seat))?;
        let board = &mut player.board;
        let slot = usize::from(strip);
        if board.strip(slot).is_none() {
            return Err(SintraError::NoSuchStrip(strip));
        }
        if slot < board.glazier {
            return Err(SintraError::LeftOfGlazier(strip));
        }
        let from = board.glazier;
        let placement = board
            .place(slot, colour, usize::from(count))
            .ok_or(SintraError::MustPlaceMatching(strip))?;
        let pieces: Vec<Colour> = board
            .strip(slot)
            .map(|s| s.pieces().collect())
            .unwrap_or_default();
        if from != slot {
            events.push(Event::GlazierMoved {
                seat,
                from: small(from),
                to: strip,
            });
        }
        events.push(Event::Placed {
            seat,
            strip,
            colour,
            count: small(placement.placed),
        });
        self.break_pieces(seat, colour, placement.broken, events);
        if !placement.completes {
            self.end_turn(seat, events);
            return Ok(());
        }
        events.push(Event::StripCompleted {
            seat,
            strip,
            pieces: pieces.clone(),
        });
        let bonus = scoring::round_colour_points(pieces.iter().copied(), self.round_colour());
        self.score(seat, ScoreItem::RoundColour, bonus, events);
        let choices = self.window_choices(seat, strip);
        match (side, choices.as_slice()) {
            // Side B with several colours: the piece matters for the end scoring, so ask.
            (crate::games::SintraSide::B, [_, _, ..]) => {
                self.phase = Phase::ToWindow { seat, strip };
            }
            // Otherwise any piece will do: take the first cell's.
            _ => {
                let chosen = pieces
                    .first()
                    .copied()
                    .ok_or(SintraError::ColourNotOnStrip)?;
                self.fill_window(seat, strip, chosen, events)?;
                self.end_turn(seat, events);
            }
        }
        Ok(())
    }

    /// Step 3b–c: `chosen` goes into the window, the rest to the tower, then window points.
    fn fill_window(
        &mut self,
        seat: Seat,
        strip: u8,
        chosen: Colour,
        events: &mut Vec<Event>,
    ) -> Result<(), SintraError> {
        let points = components().window_points(self.side);
        let board = &mut self
            .players
            .get_mut(seat.index())
            .ok_or(SintraError::NoSuchSeat(seat))?
            .board;
        let slot = usize::from(strip);
        let (cell, discarded) = board
            .finish(slot, chosen)
            .ok_or(SintraError::ColourNotOnStrip)?;
        let gained = board.window_score(slot, points);
        self.tower.add_all(&discarded);
        events.push(Event::WindowFilled {
            seat,
            window: strip,
            cell,
            colour: chosen,
            discarded,
        });
        events.push(match cell {
            WindowCell::Top => Event::StripFlipped { seat, strip },
            WindowCell::Bottom => Event::StripRemoved { seat, strip },
        });
        self.score(seat, ScoreItem::Windows, gained, events);
        Ok(())
    }

    fn score(&mut self, seat: Seat, item: ScoreItem, points: i32, events: &mut Vec<Event>) {
        if let Some(p) = self.players.get_mut(seat.index()) {
            p.sheet.add(item, points);
            events.push(Event::Scored {
                seat,
                item,
                points,
                total: p.score(),
            });
        }
    }

    /// Pieces that found no room: to the tower, one broken-glass step each.
    fn break_pieces(&mut self, seat: Seat, colour: Colour, count: usize, events: &mut Vec<Event>) {
        if count == 0 {
            return;
        }
        let n = u32::try_from(count).unwrap_or(u32::MAX);
        self.tower.add(colour, n);
        if let Some(p) = self.players.get_mut(seat.index()) {
            p.pieces_broken = p.pieces_broken.saturating_add(n);
        }
        events.push(Event::Broke {
            seat,
            colour,
            count: small(count),
        });
        self.break_steps(seat, count, events);
    }

    /// Moves the broken-glass marker; each arrival on the bottom space costs 18 at once.
    fn break_steps(&mut self, seat: Seat, steps: usize, events: &mut Vec<Event>) {
        let c = components();
        let Some(p) = self.players.get_mut(seat.index()) else {
            return;
        };
        let from = p.board.broken;
        let cost = super::board::broken_cost(from, steps, &c.broken_track);
        let resets = p.board.break_glass(steps, c.broken_track.len());
        events.push(Event::BrokenMarkerMoved {
            seat,
            steps: small(steps),
            from: small(from),
            position: small(p.board.broken),
            cost,
        });
        for _ in 0..resets {
            self.score(seat, ScoreItem::BrokenReset, c.broken_reset_value(), events);
        }
    }

    fn end_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.table.is_empty() {
            self.end_round(events);
        } else {
            let n = self.players.len().max(1);
            let next = (seat.index() + 1) % n;
            self.phase = Phase::Turn {
                seat: Seat(small(next)),
            };
        }
    }

    /// Fills the factories from the bag (refilled from the tower when empty) and hands the
    /// first turn to the start-marker holder, whose marker goes to the centre.
    pub(crate) fn start_round(&mut self, events: &mut Vec<Event>) {
        let per_factory = components().pieces_per_factory;
        self.table.start_marker_in_centre = true;
        for f in 0..self.table.factories.len() {
            for _ in 0..per_factory {
                if self.bag.total() == 0 && self.tower.total() > 0 {
                    events.push(Event::BagRefilled {
                        pieces: self.tower.total(),
                    });
                    self.bag.take_all(&mut self.tower);
                }
                let Some(piece) = self.bag.draw(&mut self.rng) else {
                    break;
                };
                if let Some(factory) = self.table.factories.get_mut(f) {
                    factory.push(piece);
                }
            }
        }
        for factory in &mut self.table.factories {
            factory.sort();
        }
        events.push(Event::RoundStarted {
            round: self.round,
            colour: self.round_colour(),
            first: self.start_player,
            factories: self.table.factories.clone(),
        });
        self.phase = Phase::Turn {
            seat: self.start_player,
        };
    }

    /// Removes the round's indicator piece; starts the next round or ends the game. A round
    /// that starts with no glass at all (bag and tower empty) ends at once.
    fn end_round(&mut self, events: &mut Vec<Event>) {
        let rounds = components().rounds;
        loop {
            let removed = self
                .indicator
                .get_mut(usize::from(self.round).saturating_sub(1))
                .and_then(Option::take);
            if let Some(colour) = removed {
                self.tower.add(colour, 1);
            }
            events.push(Event::RoundEnded {
                round: self.round,
                removed,
            });
            if self.round >= rounds {
                self.end_game(events);
                return;
            }
            self.round += 1;
            self.start_round(events);
            if !self.table.is_empty() {
                return;
            }
        }
    }

    /// Final scoring: leftover pieces, the broken-glass track, and the palace side's bonus.
    fn end_game(&mut self, events: &mut Vec<Event>) {
        let c = components();
        for i in 0..self.players.len() {
            let seat = Seat(small(i));
            let Some(board) = self.players.get(i).map(|p| p.board.clone()) else {
                continue;
            };
            self.score(
                seat,
                ScoreItem::Leftover,
                scoring::leftover_points(&board),
                events,
            );
            self.score(
                seat,
                ScoreItem::BrokenTrack,
                scoring::broken_track_value(&board, c),
                events,
            );
            match self.side {
                crate::games::SintraSide::A => {
                    let points = scoring::ornament_points(&board, c);
                    self.score(seat, ScoreItem::Ornaments, points, events);
                }
                crate::games::SintraSide::B => {
                    let (points, colour) = scoring::colour_window_points(&board, c);
                    if let Some(colour) = colour {
                        events.push(Event::BestColourChosen { seat, colour });
                    }
                    self.score(seat, ScoreItem::ColourWindows, points, events);
                }
            }
        }
        self.phase = Phase::Over;
        events.push(Event::GameEnded);
    }
}
