//! Sagrada (Floodgate Games, 2017): the pure rules engine for 1–4 players.
//!
//! Rules follow `shared/rules/sagrada.md` and the card data in `assets/sagrada/sagrada.json`
//! (embedded, parsed once). Interpretation choices:
//!
//! - **Setup**: each seat is dealt 2 random pattern cards (4 patterns) and chooses one; all seats
//!   choose at once (`to_act` lists everybody still choosing); others' choices stay hidden until
//!   everybody has chosen. Favor tokens = the pattern's difficulty (none in solo). One secret
//!   private objective each (two, face up, in solo); 3 tool cards and 3 public objectives (solo:
//!   `solo_difficulty` tools and 2 public objectives). The start player is random and moves
//!   clockwise each round; turns go clockwise then back (every seat twice).
//! - **A turn** is a sequence of small actions: `Draft` (the die goes to hand) then `Place`;
//!   `UseTool` plus the tool's steps; `EndTurn`. The turn ends by itself once the player has done
//!   something and nothing but `EndTurn` remains. "Any time" tools (moving tools) are used before
//!   drafting or after placing, never while holding a die; after-drafting tools only while
//!   holding one.
//! - **No dead ends**: a die may only be drafted if it can end up in the window (directly or via
//!   an after-drafting tool the player can use now); tool options that would leave the die in
//!   hand unplaceable are not offered. Flux Brush and Flux Remover are random: if the result
//!   cannot be placed it returns to the pool (Flux Remover: with a rolled value) and the draft is
//!   spent. With Flux Remover the player must choose a value that can be placed.
//! - **Tools**: cost 1 favor token if the card has none, else 2; at most one per turn. In solo a
//!   tool is paid with a pool die of its colour (`UseTool::pay_with`), once per game. Grozing
//!   Pliers never wrap 1↔6. Lathekin moves exactly two different dice (a first move that leaves no
//!   second is refused). Tap Wheel moves one or two dice of one colour present on the round
//!   track (`StopMoving` after one). Moved dice obey every rule except the printed restriction the
//!   card lifts; a moved die is not its own neighbour, and with no other die in the window it must
//!   go to the border. The Cork-backed Straightedge's space needs no neighbour at all (and the
//!   border rule still applies to a first die). Running Pliers (first turn only) give a second
//!   draft in the same turn and skip the seat's second turn; refused when that second turn comes
//!   right after anyway (last seat of the clockwise pass) since it would do nothing. In solo it is
//!   allowed as the card reads (both drafts of the round in the first turn, no second turn): the
//!   red die paid leaves the target. Every other tool is refused when it would have no effect,
//!   in solo too: paying for a tool only to take a die off the target is not a move. Glazing Hammer only in the second turn, before drafting. Lens Cutter and Tap Wheel
//!   need a die on the round track. The promo Strip Cutter is not implemented.
//! - **Scoring**: all public objectives (row/column ones only on complete lines), the private
//!   objective (solo: the better of two), +1 per favor token, −1 per empty space (solo: −3, no
//!   favor). Ties: private points, then favor tokens left, then the later seat in round 10's
//!   clockwise order. Solo: the target is the sum of the round track; rank 1 only when the score
//!   beats it strictly, else rank 2.
//!
//! Score keys are listed in [`scoring`].

mod actions;
mod apply;
mod board;
mod cards;
mod determinize;
mod entry;
mod figures;
#[cfg(any(test, feature = "fuzzing"))]
mod fuzzing;
pub mod greedy;
pub mod planner;
mod rules;
mod scoring;
mod setup;
mod state;
mod undo;
mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use crate::game::{Game, Outcome, ScoreLine, Seat, SetupError, Standing, Viewer};

pub use actions::{Action, Adjust, Event, Payment, SagradaError, SagradaOptions};
pub use board::{
    Cell, Color, Die, MoveError, PlacementError, Relax, Restriction, Value, Waiver, Window, CELLS,
    COLS, ROWS,
};
pub use cards::{card_patterns, pattern, Pattern, PatternId, PublicObjective, Timing, Tool};
pub use entry::ENTRY;
pub use greedy::{evaluate, Economy, Greedy, Outlook};
pub use planner::Normal;
pub use rules::{move_relax, track_colors};
pub use scoring::{
    best_private, breakdown, private_points, public_points, public_total, ScoreInput,
};
pub use state::{Bag, LastMove, Moving, Phase, Sagrada, Step, Turn, TurnDone, ROUNDS};
pub use view::{OwnView, PhaseView, SagradaView, SeatView, SoloView, ToolView};

impl Sagrada {
    /// The score lines of one seat as if the game ended now.
    pub fn score_lines(&self, seat: usize) -> Vec<ScoreLine> {
        let Some(p) = self.players.get(seat) else {
            return Vec::new();
        };
        let Some(window) = p.window.as_ref() else {
            return Vec::new();
        };
        scoring::breakdown(&ScoreInput {
            window,
            publics: &self.publics,
            privates: &p.private,
            favor: (!self.is_solo()).then_some(p.favor),
        })
    }

    /// Solo target: the sum of every die on the round track.
    pub fn solo_target(&self) -> i32 {
        self.track
            .iter()
            .flatten()
            .map(|d| i32::from(d.value.get()))
            .sum()
    }

    /// Dice per colour wherever they are (bag, pool, hand, windows, round track, spent): always
    /// 18 of each.
    pub fn dice_by_color(&self) -> [u32; 5] {
        let mut counts = self.dice_by_color_outside_bag();
        for (slot, in_bag) in counts.iter_mut().zip(self.bag.counts) {
            *slot += u32::from(in_bag);
        }
        counts
    }

    /// Dice of each colour anywhere but in the bag: pool, track, spent, windows, in hand.
    pub(crate) fn dice_by_color_outside_bag(&self) -> [u32; 5] {
        let mut counts = [0u32; 5];
        let mut add = |c: Color| {
            if let Some(slot) = counts.get_mut(c.index()) {
                *slot += 1;
            }
        };
        let mut loose: Vec<Die> = self.pool.clone();
        loose.extend(self.track.iter().flatten());
        loose.extend(self.spent.iter());
        for p in &self.players {
            if let Some(w) = &p.window {
                loose.extend(w.dice().map(|(_, d)| d));
            }
        }
        if let Phase::Playing(r) = &self.phase {
            if let Some(d) = r.turn.step.die_in_hand() {
                loose.push(d);
            }
            if let Step::ChoosingValue { color } = r.turn.step {
                add(color);
            }
        }
        for d in loose {
            add(d.color);
        }
        counts
    }

    /// UI helper: pool positions `seat` may draft now.
    pub fn draftable(&self, seat: Seat) -> Vec<u8> {
        self.legal(seat)
            .into_iter()
            .filter_map(|a| match a {
                Action::Draft(i) => Some(i),
                _ => None,
            })
            .collect()
    }

    /// UI helper: spaces where the die in hand may go now.
    pub fn placeable_cells(&self, seat: Seat) -> Vec<Cell> {
        self.legal(seat)
            .into_iter()
            .filter_map(|a| match a {
                Action::Place(c) => Some(c),
                _ => None,
            })
            .collect()
    }

    /// UI helper: where a pool die would go if drafted and placed without a tool.
    pub fn preview_cells(&self, seat: Seat, pool_index: u8) -> Vec<Cell> {
        match (self.window_of(seat), self.pool.get(usize::from(pool_index))) {
            (Some(w), Some(&die)) => w.legal_cells(die, Relax::NONE),
            _ => Vec::new(),
        }
    }

    /// UI helper: tool slots `seat` may use now.
    pub fn usable_tools(&self, seat: Seat) -> Vec<u8> {
        let mut slots: Vec<u8> = self
            .legal(seat)
            .into_iter()
            .filter_map(|a| match a {
                Action::UseTool { slot, .. } => Some(slot),
                _ => None,
            })
            .collect();
        slots.dedup();
        slots
    }

    /// The tool cards in play, by slot.
    pub fn tools_in_play(&self) -> Vec<Tool> {
        self.tools.iter().map(|t| t.tool).collect()
    }

    pub fn public_objectives(&self) -> &[PublicObjective] {
        &self.publics
    }

    pub fn pool(&self) -> &[Die] {
        &self.pool
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn window(&self, seat: Seat) -> Option<&Window> {
        self.window_of(seat)
    }

    pub fn favor(&self, seat: Seat) -> u8 {
        self.players.get(seat.index()).map_or(0, |p| p.favor)
    }

    /// Tie-break key: private points, then favor tokens, then the later seat in round 10's
    /// clockwise order.
    fn tie_break(&self, seat: usize) -> i64 {
        let n = self.players.len().max(1);
        let start = (self.first_player.index() + usize::from(ROUNDS) - 1) % n;
        let position = (seat + n - start) % n;
        let (private, favor) = self.players.get(seat).map_or((0, 0), |p| {
            let private = p
                .window
                .as_ref()
                .map_or(0, |w| scoring::best_private(&p.private, w));
            (private, p.favor)
        });
        i64::from(private) * 10_000 + i64::from(favor) * 100 + i64::try_from(position).unwrap_or(0)
    }
}

impl Game for Sagrada {
    type Options = SagradaOptions;
    type Action = Action;
    type Event = Event;
    type Error = SagradaError;
    type View = SagradaView;

    fn player_counts(_: &SagradaOptions) -> RangeInclusive<usize> {
        1..=4
    }

    fn new(options: &SagradaOptions, players: usize, seed: u64) -> Result<Self, SetupError> {
        Sagrada::setup(options, players, seed)
    }

    fn players(&self) -> usize {
        self.players.len()
    }

    fn to_act(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::ChoosingPatterns => self.waiting_for_patterns(),
            Phase::Playing(r) => vec![r.turn.seat],
            Phase::Over => Vec::new(),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    /// Patterns are chosen by everybody at once, each from their own four.
    fn simultaneous(&self) -> bool {
        self.phase == Phase::ChoosingPatterns
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, SagradaError> {
        self.perform(seat, action)
    }

    fn reveals(event: &Event) -> bool {
        undo::reveals(event)
    }

    fn view(&self, viewer: Viewer) -> SagradaView {
        self.make_view(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        if self.is_solo() {
            let breakdown = self.score_lines(0);
            let score = scoring::total(&breakdown);
            let rank = if score > self.solo_target() { 1 } else { 2 };
            return Some(Outcome {
                standings: vec![Standing {
                    seat: Seat(0),
                    rank,
                    score,
                    breakdown,
                }],
            });
        }
        let entries = (0..self.players.len())
            .map(|i| {
                let lines = self.score_lines(i);
                (
                    Seat(u8::try_from(i).unwrap_or(u8::MAX)),
                    scoring::total(&lines),
                    self.tie_break(i),
                    lines,
                )
            })
            .collect();
        Some(Outcome::ranked(entries))
    }

    fn round(&self) -> u32 {
        u32::from(self.round)
    }
}
