//! Legality: the legal actions of a state, and pure rule helpers over plain data (a board, held
//! tiles, a source) that check one action. The engine, the view, the greedy player and the UI
//! all ask these, so nobody else needs rules of their own.

use super::actions::{Action, PavilionError, Source};
use super::board::{cost, Board, Space, Star};
use super::state::{Phase, SummerPavilion, KEEP_MAX};
use super::tiles::{Colour, Tiles};
use crate::game::Seat;
use crate::games::family::offer::{check_take, legal_sources, source_pile};
use crate::games::PavilionSide;

/// What a take from a source yields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Take {
    /// Tiles of the chosen colour.
    pub count: u8,
    /// Whether one wild tile comes along.
    pub with_wild: bool,
    /// Whatever stays (a factory's rest goes to the centre).
    pub rest: Tiles,
}

impl Take {
    pub fn total(&self) -> u8 {
        self.count + u8::from(self.with_wild)
    }

    pub fn taken(&self, colour: Colour, wild: Colour) -> Tiles {
        let mut t = Tiles::of(colour, self.count);
        if self.with_wild {
            t.add(wild, 1);
        }
        t
    }
}

/// The colours that may be taken from a source holding `tiles`: every non-wild colour present,
/// or the wild colour alone when nothing else is there.
pub fn legal_take_colours(tiles: &Tiles, wild: Colour) -> Vec<Colour> {
    let others: Vec<Colour> = tiles.colours().filter(|&c| c != wild).collect();
    if others.is_empty() && tiles.get(wild) > 0 {
        vec![wild]
    } else {
        others
    }
}

/// The result of taking `colour` from a source holding `tiles`, or why it is not allowed.
pub fn take(tiles: &Tiles, colour: Colour, wild: Colour) -> Result<Take, PavilionError> {
    let count = check_take(tiles, colour)?;
    let mut rest = *tiles;
    if colour == wild {
        if tiles.colours().any(|c| c != wild) {
            return Err(PavilionError::WildWhileOthersPresent);
        }
        rest.remove(wild, 1);
        return Ok(Take {
            count: 1,
            with_wild: false,
            rest,
        });
    }
    rest.remove(colour, count);
    let with_wild = rest.remove(wild, 1);
    Ok(Take {
        count,
        with_wild,
        rest,
    })
}

/// Every set of at most `room` tiles out of `held` (the empty set first): what a passing
/// player may keep.
pub fn keep_choices(held: &Tiles, room: u32) -> Vec<Tiles> {
    let mut out = vec![Tiles::EMPTY];
    for colour in Colour::ALL {
        let have = held.get(colour);
        let mut grown = Vec::new();
        for set in &out {
            let left = room.saturating_sub(set.total());
            for n in 1..=u32::from(have).min(left) {
                let mut more = *set;
                more.add(colour, n as u8);
                grown.push(more);
            }
        }
        out.extend(grown);
    }
    out
}

#[allow(clippy::too_many_arguments)]
/// Checks a placement and returns `(real, wilds)`: tiles of `colour` and wild tiles spent.
pub fn check_place(
    board: &Board,
    side: PavilionSide,
    held: &Tiles,
    wild: Colour,
    star: Star,
    space: Space,
    colour: Colour,
    wilds: u8,
) -> Result<(u8, u8), PavilionError> {
    let n = cost(side, star, space).ok_or(PavilionError::NoSuchSpace)?;
    if board.tile(star, space).is_some() {
        return Err(PavilionError::SpaceTaken);
    }
    if !board.star_accepts(side, star, colour) {
        return Err(PavilionError::ColourNotAllowedOnStar);
    }
    if colour == wild {
        if wilds > 0 {
            return Err(PavilionError::WildForWildColour);
        }
        if held.get(colour) < n {
            return Err(PavilionError::NotEnoughTiles);
        }
        return Ok((n, 0));
    }
    if wilds >= n {
        return Err(PavilionError::NeedOneRealTile);
    }
    if wilds > held.get(wild) {
        return Err(PavilionError::NotEnoughWilds);
    }
    let real = n - wilds;
    if real > held.get(colour) {
        return Err(PavilionError::NotEnoughTiles);
    }
    Ok((real, wilds))
}

/// A board and hand to ask placement questions about: one player's position in phase 2.
#[derive(Debug, Clone, Copy)]
pub struct Placer<'a> {
    pub board: &'a Board,
    pub side: PavilionSide,
    pub held: &'a Tiles,
    pub wild: Colour,
}

impl Placer<'_> {
    pub fn check(
        &self,
        star: Star,
        space: Space,
        colour: Colour,
        wilds: u8,
    ) -> Result<(u8, u8), PavilionError> {
        check_place(
            self.board, self.side, self.held, self.wild, star, space, colour, wilds,
        )
    }

    /// The numbers of wilds that make this placement legal (ascending; empty if none does).
    pub fn legal_wilds(&self, star: Star, space: Space, colour: Colour) -> Vec<u8> {
        let max = cost(self.side, star, space).unwrap_or(0);
        (0..=max)
            .filter(|&w| self.check(star, space, colour, w).is_ok())
            .collect()
    }

    /// Spaces of `star` where `colour` can go now.
    pub fn legal_spaces(&self, star: Star, colour: Colour) -> Vec<Space> {
        Space::all()
            .filter(|&sp| !self.legal_wilds(star, sp, colour).is_empty())
            .collect()
    }

    /// Colours that can go somewhere on `star` now.
    pub fn legal_colours(&self, star: Star) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .filter(|&c| !self.legal_spaces(star, c).is_empty())
            .collect()
    }

    /// Stars where some tile can go now.
    pub fn legal_stars(&self) -> Vec<Star> {
        Star::all()
            .filter(|&s| !self.legal_colours(s).is_empty())
            .collect()
    }

    /// Every legal placement as an action, in star, colour, space, wilds order.
    pub fn placements(&self) -> Vec<Action> {
        let mut out = Vec::new();
        for star in Star::all() {
            for colour in Colour::ALL {
                if !self.board.star_accepts(self.side, star, colour) {
                    continue;
                }
                for space in Space::all() {
                    for wilds in self.legal_wilds(star, space, colour) {
                        out.push(Action::Place {
                            star,
                            space,
                            colour,
                            wilds,
                        });
                    }
                }
            }
        }
        out
    }
}

impl SummerPavilion {
    pub(crate) fn placer(&self, seat: Seat) -> Option<Placer<'_>> {
        let p = self.players.get(seat.index())?;
        Some(Placer {
            board: &p.board,
            side: self.options.side,
            held: &p.held,
            wild: self.wild(),
        })
    }

    pub(crate) fn source_tiles(&self, source: Source) -> Option<&Tiles> {
        source_pile(&self.factories, &self.centre, source)
    }

    /// Every legal action of `seat` now.
    pub(crate) fn legal(&self, seat: Seat) -> Vec<Action> {
        if self.phase.seat() != Some(seat) {
            return Vec::new();
        }
        let wild = self.wild();
        match self.phase {
            Phase::Acquire { .. } => legal_sources(&self.factories, &self.centre)
                .into_iter()
                .flat_map(|source| {
                    let tiles = self.source_tiles(source).copied().unwrap_or_default();
                    legal_take_colours(&tiles, wild)
                        .into_iter()
                        .map(move |colour| Action::Take { source, colour })
                })
                .collect(),
            Phase::Place { .. } => {
                let mut out = self
                    .placer(seat)
                    .map(|p| p.placements())
                    .unwrap_or_default();
                out.push(Action::Pass);
                out
            }
            Phase::Bonus { .. } => self
                .supply_tiles()
                .colours()
                .map(|colour| Action::Bonus { colour })
                .collect(),
            Phase::Keep { keeping, .. } => {
                let held = self.player(seat).map(|p| p.held).unwrap_or_default();
                let room = KEEP_MAX.saturating_sub(keeping.total());
                keep_choices(&held.minus(&keeping).unwrap_or_default(), room)
                    .into_iter()
                    .map(|tiles| Action::Keep { tiles })
                    .collect()
            }
            Phase::Over => Vec::new(),
        }
    }
}
