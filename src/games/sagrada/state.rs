//! The full game state. Every pending decision is a variant of [`Phase`] / [`Step`].

use serde::{Deserialize, Serialize};

use crate::game::{GameRng, Seat};

use super::actions::SagradaOptions;
use super::board::{Cell, Color, Die, Relax, Window};
use super::cards::{PatternId, PublicObjective, Tool};

pub const ROUNDS: u8 = 10;
pub const DICE_PER_COLOR: u8 = 18;

/// The dice bag: only counts per colour, so it has no order to leak.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bag {
    pub counts: [u8; 5],
}

impl Bag {
    pub fn full() -> Bag {
        Bag {
            counts: [DICE_PER_COLOR; 5],
        }
    }

    pub fn len(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn add(&mut self, color: Color) {
        if let Some(c) = self.counts.get_mut(color.index()) {
            *c = c.saturating_add(1);
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    /// The four patterns dealt (kept after the choice, shown only to their owner).
    pub offered: Vec<PatternId>,
    /// The chosen pattern and its dice; `None` until chosen.
    pub pattern: Option<PatternId>,
    pub window: Option<Window>,
    /// One secret colour (two, face up, in solo).
    pub private: Vec<Color>,
    pub favor: u8,
}

/// A tool card on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToolSlot {
    pub tool: Tool,
    /// Favor tokens lying on it (multiplayer): the next use costs 1 if none, else 2.
    pub favor: u8,
    /// Solo: used once and removed from the game.
    pub spent: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Everybody still without a pattern chooses (simultaneously).
    ChoosingPatterns,
    Playing(Round),
    Over,
}

/// The current round's turn order and the turn in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// Start player clockwise, then back: every seat twice.
    pub order: Vec<Seat>,
    pub position: usize,
    /// Seats that used Running Pliers: their second turn is skipped.
    pub skip_second: Vec<Seat>,
    pub turn: Turn,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    pub second: bool,
    /// Dice this seat may still draft this turn (1, or 2 with Running Pliers).
    pub drafts_left: u8,
    /// Whether a die was drafted this turn (Glazing Hammer must come before).
    pub drafted: bool,
    pub tool_used: bool,
    pub step: Step,
    /// What this turn has done so far, public: it becomes [`Sagrada::last_move`] when the turn
    /// ends (issue 50). Absent from games stored before it.
    #[serde(default, skip_serializing_if = "TurnDone::is_empty")]
    pub done: TurnDone,
}

impl Turn {
    /// A turn as it starts: one draft, nothing done yet.
    pub(crate) fn starting(seat: Seat, second: bool) -> Turn {
        Turn {
            seat,
            second,
            drafts_left: 1,
            drafted: false,
            tool_used: false,
            step: Step::Free,
            done: TurnDone::default(),
        }
    }
}

/// What a turn did, in public: the dice drafted, where dice went, the tools used.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TurnDone {
    /// Each die drafted from the pool, as it came out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drafted: Vec<Die>,
    /// Each die placed on the window, where it went.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub placed: Vec<(Cell, Die)>,
    /// Each tool card used.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tools: Vec<Tool>,
    /// Each die a tool moved on the window: from, to.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moved: Vec<(Cell, Cell)>,
}

impl TurnDone {
    pub fn is_empty(&self) -> bool {
        self.drafted.is_empty()
            && self.placed.is_empty()
            && self.tools.is_empty()
            && self.moved.is_empty()
    }
}

/// The last finished turn: whose, and what it did (nothing: a pass).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub seat: Seat,
    pub done: TurnDone,
}

/// The decision pending inside a turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Draft, use a tool or end the turn.
    Free,
    /// A drafted die waits to be placed (or changed by an after-drafting tool).
    Holding { die: Die, relax: Relax },
    /// Grozing Pliers: raise or lower the die in hand.
    Adjusting { die: Die },
    /// Lens Cutter: choose the round-track die to swap with.
    Swapping { die: Die },
    /// Flux Remover: choose the value of the die drawn from the bag.
    ChoosingValue { color: Color },
    /// A moving tool (Eglomise Brush, Copper Foil Burnisher, Lathekin, Tap Wheel).
    Moving(Moving),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moving {
    pub tool: Tool,
    /// Where the dice moved so far now lie (each die moves at most once).
    pub moved: Vec<super::board::Cell>,
    /// The die picked to move next.
    pub picked: Option<super::board::Cell>,
}

impl Step {
    /// The die in hand, if any (for accounting and the view).
    pub fn die_in_hand(&self) -> Option<Die> {
        match self {
            Step::Holding { die, .. } | Step::Adjusting { die } | Step::Swapping { die } => {
                Some(*die)
            }
            _ => None,
        }
    }
}

/// Sagrada for 1–4 players. See the module documentation for the rules as implemented.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sagrada {
    pub(crate) options: SagradaOptions,
    pub(crate) rng: GameRng,
    pub(crate) players: Vec<PlayerState>,
    pub(crate) bag: Bag,
    pub(crate) pool: Vec<Die>,
    /// Leftover dice per finished round (index 0 = round 1).
    pub(crate) track: Vec<Vec<Die>>,
    /// Solo: dice spent on tool cards (out of the game).
    pub(crate) spent: Vec<Die>,
    pub(crate) tools: Vec<ToolSlot>,
    pub(crate) publics: Vec<PublicObjective>,
    pub(crate) first_player: Seat,
    /// 1–10.
    pub(crate) round: u8,
    pub(crate) phase: Phase,
    /// The last finished turn, for the table to mark (issue 50); absent from games stored
    /// before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) last_move: Option<LastMove>,
}
