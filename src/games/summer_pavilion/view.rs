//! What one viewer sees, and the questions a UI or a computer player asks about it.
//!
//! Summer Pavilion has no private information except the order of the bag: factories, centre,
//! supply, tower, every board and every player's tiles lie face up. So seats and spectators get
//! the same picture; the bag appears only as a count.

use serde::Serialize;

use super::actions::Source;
use super::board::{Board, Space, Star, StructureId};
use super::rules::{legal_take_colours, take, Placer, Take};
use super::state::{
    wild_colour, LastMove, Ledger, PavilionOptions, Phase, SummerPavilion, ROUNDS, SUPPLY_SLOTS,
    TILES_PER_COLOUR,
};
use super::tiles::{Colour, Tiles};
use crate::game::{Seat, Viewer};
use crate::games::family::offer::{legal_sources, source_pile};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub board: Board,
    pub held: Tiles,
    pub kept: Tiles,
    pub score: u32,
    /// The score by cause so far (public: every point is scored in the open).
    pub ledger: Ledger,
    pub passed: bool,
    /// Tiles back from the corners at this round's start (drawn there until spent).
    pub carried: Tiles,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PavilionView {
    /// Who is looking (`None` for a spectator).
    pub viewer: Option<Seat>,
    pub options: PavilionOptions,
    pub round: u8,
    pub rounds: u8,
    pub wild: Colour,
    /// Next round's wild colour (worth keeping when passing); `None` in the last round.
    pub next_wild: Option<Colour>,
    /// The pending decision and whose it is.
    pub phase: Phase,
    pub first: Seat,
    pub factories: Vec<Tiles>,
    pub centre: Tiles,
    /// `None` while the start token lies in the centre.
    pub start_token: Option<Seat>,
    pub supply: [Option<Colour>; SUPPLY_SLOTS],
    pub bag_count: u32,
    pub tower: Tiles,
    pub players: Vec<PlayerView>,
    /// What the player before just did.
    pub last: Option<LastMove>,
}

/// What placing a tile somewhere would bring, before deciding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacementPreview {
    pub points: u32,
    pub completes: Vec<StructureId>,
    /// Supply tiles earned (before limiting to what the supply holds).
    pub reward: u8,
}

impl SummerPavilion {
    pub(crate) fn make_view(&self, viewer: Viewer) -> PavilionView {
        let viewer = match viewer {
            Viewer::Seat(s) if s.index() < self.players.len() => Some(s),
            _ => None,
        };
        PavilionView {
            viewer,
            options: self.options,
            round: self.round,
            rounds: ROUNDS,
            wild: self.wild(),
            next_wild: (self.round < ROUNDS)
                .then(|| wild_colour(self.options.wilds, self.round + 1)),
            phase: self.phase,
            first: self.first,
            factories: self.factories.clone(),
            centre: self.centre,
            start_token: self.start_token,
            supply: self.supply,
            bag_count: self.bag.len() as u32,
            tower: self.tower,
            players: self
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| PlayerView {
                    seat: Seat(i as u8),
                    board: p.board,
                    held: p.held,
                    kept: p.kept,
                    score: p.score,
                    ledger: p.ledger.clone(),
                    passed: p.passed,
                    carried: p.carried,
                })
                .collect(),
            last: self.last.clone(),
        }
    }
}

impl PavilionView {
    /// The bag per colour: what is not anywhere in sight, as anybody at the table can count
    /// it (the bag's order stays secret, its contents are every tile not seen elsewhere).
    pub fn bag_tiles(&self) -> Tiles {
        let mut seen = self.centre;
        seen.add_all(&self.tower);
        for tiles in &self.factories {
            seen.add_all(tiles);
        }
        for colour in self.supply.iter().flatten() {
            seen.add(*colour, 1);
        }
        for p in &self.players {
            seen.add_all(&p.held);
            seen.add_all(&p.kept);
            for star in Star::all() {
                for colour in p.board.star(star).into_iter().flatten() {
                    seen.add(colour, 1);
                }
            }
        }
        Tiles::left_of(TILES_PER_COLOUR, &seen)
    }

    /// What `seat` has on its corners: the tiles kept once it passed (those being chosen while
    /// it keeps), else what came back from the corners this round and is still unspent.
    pub fn corners(&self, seat: Seat) -> Tiles {
        let Some(p) = self.player(seat) else {
            return Tiles::EMPTY;
        };
        match self.phase {
            Phase::Keep {
                seat: keeper,
                keeping,
            } if keeper == seat => keeping,
            _ if p.passed => p.kept,
            _ => Tiles::from_counts(Colour::ALL.map(|c| p.carried.get(c).min(p.held.get(c)))),
        }
    }

    pub fn player(&self, seat: Seat) -> Option<&PlayerView> {
        self.players.get(seat.index())
    }

    /// Sources that can be taken from now (phase 1).
    pub fn legal_sources(&self) -> Vec<Source> {
        if !matches!(self.phase, Phase::Acquire { .. }) {
            return Vec::new();
        }
        legal_sources(&self.factories, &self.centre)
    }

    pub fn source_tiles(&self, source: Source) -> Option<Tiles> {
        source_pile(&self.factories, &self.centre, source).copied()
    }

    /// Colours that can be taken from `source` now.
    pub fn legal_take_colours(&self, source: Source) -> Vec<Colour> {
        if !matches!(self.phase, Phase::Acquire { .. }) {
            return Vec::new();
        }
        self.source_tiles(source)
            .map(|t| legal_take_colours(&t, self.wild))
            .unwrap_or_default()
    }

    /// What taking `colour` from `source` yields, and the start-token penalty it costs.
    pub fn take_preview(&self, source: Source, colour: Colour) -> Option<(Take, u32)> {
        let tiles = self.source_tiles(source)?;
        let t = take(&tiles, colour, self.wild).ok()?;
        let penalty = if source == Source::Centre && self.start_token.is_none() {
            u32::from(t.total())
        } else {
            0
        };
        Some((t, penalty))
    }

    /// Placement questions about `seat`'s board and hand (normally the seat to act).
    pub fn placer(&self, seat: Seat) -> Option<Placer<'_>> {
        let p = self.players.get(seat.index())?;
        Some(Placer {
            board: &p.board,
            side: self.options.side,
            held: &p.held,
            wild: self.wild,
        })
    }

    /// The seat deciding now, if a placement is pending.
    fn placing_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Place { seat } => Some(seat),
            _ => None,
        }
    }

    /// Stars where the player to act can place now.
    pub fn legal_stars(&self) -> Vec<Star> {
        self.placing_seat()
            .and_then(|s| self.placer(s))
            .map(|p| p.legal_stars())
            .unwrap_or_default()
    }

    /// Colours the player to act can place on `star` now.
    pub fn legal_colours(&self, star: Star) -> Vec<Colour> {
        self.placing_seat()
            .and_then(|s| self.placer(s))
            .map(|p| p.legal_colours(star))
            .unwrap_or_default()
    }

    /// Spaces of `star` where the player to act can place `colour` now.
    pub fn legal_spaces(&self, star: Star, colour: Colour) -> Vec<Space> {
        self.placing_seat()
            .and_then(|s| self.placer(s))
            .map(|p| p.legal_spaces(star, colour))
            .unwrap_or_default()
    }

    /// Numbers of wild tiles the player to act may spend on this placement.
    pub fn legal_wilds(&self, star: Star, space: Space, colour: Colour) -> Vec<u8> {
        self.placing_seat()
            .and_then(|s| self.placer(s))
            .map(|p| p.legal_wilds(star, space, colour))
            .unwrap_or_default()
    }

    /// Points and structures a placement by `seat` would bring (legality not checked).
    pub fn placement_preview(&self, seat: Seat, star: Star, space: Space) -> PlacementPreview {
        let Some(p) = self.players.get(seat.index()) else {
            return PlacementPreview {
                points: 0,
                completes: Vec::new(),
                reward: 0,
            };
        };
        let points = p.board.placement_points(star, space);
        let mut after = p.board;
        let completes = if after.put(star, space, Colour::Purple) {
            after.completed_by(star, space)
        } else {
            Vec::new()
        };
        let reward = completes
            .iter()
            .filter_map(|id| id.structure())
            .map(|s| s.kind.reward())
            .sum();
        PlacementPreview {
            points,
            completes,
            reward,
        }
    }

    /// Supply tiles per colour.
    pub fn supply_tiles(&self) -> Tiles {
        let list: Vec<Colour> = self.supply.iter().flatten().copied().collect();
        Tiles::from_list(&list)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{play_out, Game, Player, RandomPlayer};

    /// After every move the view says what its mover did, of the kind of move it was; the
    /// corners never show more than is held or kept.
    #[test]
    fn the_last_move_is_the_movers_and_corners_hold_what_is_there() {
        use super::super::actions::Action;
        for seed in [3, 4] {
            let mut game = SummerPavilion::new(&PavilionOptions::default(), 3, seed).unwrap();
            assert_eq!(game.view(Viewer::Spectator).last, None);
            let (mut carried, mut moves) = (0, 0);
            while !game.is_over() {
                let seat = game.to_act()[0];
                let actions = game.legal_actions(seat);
                let action = actions[(seed as usize * 7 + moves) % actions.len()];
                game.play(seat, &action).unwrap();
                moves += 1;
                let view = game.view(Viewer::Spectator);
                let last = view.last.clone().expect("a last move");
                assert_eq!(last.seat(), seat);
                let fits = match action {
                    Action::Take { .. } => matches!(last, LastMove::Took { .. }),
                    Action::Place { .. } | Action::Bonus { .. } => {
                        matches!(last, LastMove::Placed { .. })
                    }
                    Action::Pass | Action::Keep { .. } => matches!(last, LastMove::Passed { .. }),
                };
                assert!(fits, "{action:?} gave {last:?}");
                for p in &view.players {
                    let corners = view.corners(p.seat);
                    assert!(corners.total() <= 4);
                    let within = if p.passed { p.kept } else { p.held };
                    assert!(within.contains(&corners) || matches!(view.phase, Phase::Keep { .. }));
                    carried += corners.total() * u32::from(!p.passed);
                }
            }
            assert!(carried > 0, "kept tiles show on the corners next round");
        }
    }

    /// What the view counts in the bag is exactly the bag, all game long.
    #[test]
    fn the_bag_counted_from_the_view_is_the_bag() {
        for seed in [1, 2] {
            let mut game = SummerPavilion::new(&PavilionOptions::default(), 3, seed).unwrap();
            let mut players: Vec<Box<dyn Player<SummerPavilion>>> = (0..3)
                .map(|i| Box::new(RandomPlayer::new(seed * 7 + i)) as Box<dyn Player<_>>)
                .collect();
            play_out(&mut game, &mut players, 20_000, |g, _| {
                assert_eq!(
                    g.view(Viewer::Spectator).bag_tiles(),
                    Tiles::from_list(&g.bag)
                );
            })
            .unwrap();
        }
    }
}
