//! What one seat (or a spectator) may see. Other seats' private objectives, the patterns dealt
//! to others, other seats' choice before everybody has chosen, and the bag's contents are absent.

use serde::Serialize;

use crate::game::{Seat, Viewer};

use super::board::{Color, Die, Window};
use super::cards::{PatternId, PublicObjective, Tool};
use super::state::{LastMove, Phase, Sagrada, Step, Turn, DICE_PER_COLOR};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SagradaView {
    pub viewer: Option<Seat>,
    pub players: usize,
    /// 1–10.
    pub round: u8,
    pub phase: PhaseView,
    pub pool: Vec<Die>,
    /// Leftover dice per finished round (index 0 = round 1).
    pub track: Vec<Vec<Die>>,
    /// How many dice are still in the bag (not which).
    pub bag_count: u32,
    /// Solo: dice spent on tools.
    pub spent: Vec<Die>,
    pub tools: Vec<ToolView>,
    pub publics: Vec<PublicObjective>,
    pub seats: Vec<SeatView>,
    /// The viewer's own secrets.
    pub own: Option<OwnView>,
    pub solo: Option<SoloView>,
    /// The last finished turn (issue 50).
    pub last_move: Option<LastMove>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum PhaseView {
    ChoosingPatterns {
        waiting: Vec<Seat>,
    },
    Playing {
        /// This round's turn order (every seat twice) and where we are in it.
        order: Vec<Seat>,
        position: usize,
        /// Seats whose second turn will be skipped (Running Pliers).
        skip_second: Vec<Seat>,
        /// The turn in progress, with the pending step (the die in hand is public).
        turn: Turn,
    },
    Over,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ToolView {
    pub tool: Tool,
    pub color: Color,
    /// Favor tokens on the card (multiplayer).
    pub favor: u8,
    /// What the next use costs in favor tokens (multiplayer).
    pub cost: u8,
    /// Solo: already used (the card is gone).
    pub spent: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    /// `None` while the pattern is unchosen or still secret.
    pub pattern: Option<PatternId>,
    pub window: Option<Window>,
    pub favor: u8,
    pub has_chosen: bool,
    /// Known private objectives: the viewer's own, both in solo, everybody's once the game is over.
    pub private: Option<Vec<Color>>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OwnView {
    pub seat: Seat,
    pub private: Vec<Color>,
    /// The four patterns dealt to this seat.
    pub offered: Vec<PatternId>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SoloView {
    pub difficulty: u8,
    /// The target so far: the sum of the round track.
    pub target: i32,
}

impl Sagrada {
    pub(crate) fn make_view(&self, viewer: Viewer) -> SagradaView {
        let me = match viewer {
            Viewer::Seat(s) if s.index() < self.players.len() => Some(s),
            _ => None,
        };
        let everyone_chose = self.players.iter().all(|p| p.pattern.is_some());
        let over = self.phase == Phase::Over;
        let seats = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let seat = Seat(u8::try_from(i).unwrap_or(u8::MAX));
                let mine = me == Some(seat);
                let visible = mine || everyone_chose;
                SeatView {
                    seat,
                    pattern: if visible { p.pattern } else { None },
                    window: if visible { p.window.clone() } else { None },
                    favor: if visible { p.favor } else { 0 },
                    has_chosen: p.pattern.is_some(),
                    private: (mine || over || self.is_solo()).then(|| p.private.clone()),
                }
            })
            .collect();
        let phase = match &self.phase {
            Phase::ChoosingPatterns => PhaseView::ChoosingPatterns {
                waiting: self.waiting_for_patterns(),
            },
            Phase::Playing(r) => PhaseView::Playing {
                order: r.order.clone(),
                position: r.position,
                skip_second: r.skip_second.clone(),
                turn: r.turn.clone(),
            },
            Phase::Over => PhaseView::Over,
        };
        SagradaView {
            viewer: me,
            players: self.players.len(),
            round: self.round,
            phase,
            pool: self.pool.clone(),
            track: self.track.clone(),
            bag_count: self.bag.len(),
            spent: self.spent.clone(),
            tools: self
                .tools
                .iter()
                .map(|t| ToolView {
                    tool: t.tool,
                    color: t.tool.color(),
                    favor: t.favor,
                    cost: if t.favor == 0 { 1 } else { 2 },
                    spent: t.spent,
                })
                .collect(),
            publics: self.publics.clone(),
            seats,
            own: me.and_then(|s| {
                self.players.get(s.index()).map(|p| OwnView {
                    seat: s,
                    private: p.private.clone(),
                    offered: p.offered.clone(),
                })
            }),
            solo: self.is_solo().then(|| SoloView {
                difficulty: self.options.solo_difficulty,
                target: self.solo_target(),
            }),
            last_move: self.last_move.clone(),
        }
    }

    pub(crate) fn waiting_for_patterns(&self) -> Vec<Seat> {
        self.players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.pattern.is_none())
            .filter_map(|(i, _)| u8::try_from(i).ok().map(Seat))
            .collect()
    }
}

impl SagradaView {
    /// The bag per colour (by [`Color::index`]): every die not in sight, as anybody at the
    /// table can count them (which die comes out next stays secret).
    pub fn bag_by_color(&self) -> [u32; 5] {
        let mut seen = [0u32; 5];
        let mut add = |c: Color| {
            if let Some(n) = seen.get_mut(c.index()) {
                *n += 1;
            }
        };
        let windows = self
            .seats
            .iter()
            .filter_map(|s| s.window.as_ref())
            .flat_map(|w| w.dice().map(|(_, d)| d));
        let loose = self.pool.iter().chain(self.track.iter().flatten());
        for die in loose.chain(&self.spent).copied().chain(windows) {
            add(die.color);
        }
        if let Some(turn) = self.turn() {
            if let Some(die) = turn.step.die_in_hand() {
                add(die.color);
            }
            // Flux Remover: the die drawn shows its colour before its value is chosen.
            if let Step::ChoosingValue { color } = turn.step {
                add(color);
            }
        }
        seen.map(|n| u32::from(DICE_PER_COLOR).saturating_sub(n))
    }

    /// The viewer's own window, once chosen.
    pub fn my_window(&self) -> Option<&Window> {
        let me = self.viewer?;
        self.seats.get(me.index())?.window.as_ref()
    }

    /// The turn in progress, if any.
    pub fn turn(&self) -> Option<&Turn> {
        match &self.phase {
            PhaseView::Playing { turn, .. } => Some(turn),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{play_out, Game, Player, RandomPlayer};
    use crate::games::sagrada::SagradaOptions;

    /// What the view counts in the bag is exactly the bag, all game long (solo too).
    #[test]
    fn the_bag_counted_from_the_view_is_the_bag() {
        for (players, seed) in [(3, 1), (1, 2)] {
            let options = SagradaOptions { solo_difficulty: 3 };
            let mut game = Sagrada::new(&options, players, seed).unwrap();
            let mut bots: Vec<Box<dyn Player<Sagrada>>> = (0..players as u64)
                .map(|i| Box::new(RandomPlayer::new(seed * 7 + i)) as Box<dyn Player<_>>)
                .collect();
            play_out(&mut game, &mut bots, 20_000, |g, _| {
                let counts = g.bag.counts.map(u32::from);
                assert_eq!(g.view(Viewer::Spectator).bag_by_color(), counts);
            })
            .unwrap();
        }
    }
}
