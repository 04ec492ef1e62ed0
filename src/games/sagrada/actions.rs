//! Options, actions, events and refusals: the small, enumerable vocabulary of the game.

use serde::{Deserialize, Serialize};

use crate::game::{ScoreLine, Seat};

use super::board::{Cell, Color, Die, MoveError, PlacementError, Value};
use super::cards::{PatternId, Tool};

/// Game options. `solo_difficulty` (1 = one tool card, hardest … 5 = five tools, easiest) is
/// used only when one person plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SagradaOptions {
    pub solo_difficulty: u8,
}

impl Default for SagradaOptions {
    fn default() -> Self {
        SagradaOptions { solo_difficulty: 3 }
    }
}

/// Grozing Pliers: which way to turn the die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Adjust {
    Raise,
    Lower,
}

impl Adjust {
    /// `die` turned one face this way; none past 6 or below 1 (no wrap-around).
    pub fn turn(self, die: Die) -> Option<Die> {
        let value = match self {
            Adjust::Raise => die.value.raised(),
            Adjust::Lower => die.value.lowered(),
        }?;
        Some(Die::new(die.color, value))
    }
}

/// One decision. A turn is a few of these: `Draft` then `Place`, optionally a `UseTool` with its
/// steps, then `EndTurn` (the turn also ends by itself once nothing is left to do).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Setup: keep one of the four patterns dealt to you.
    ChoosePattern(PatternId),
    /// Take the die at this position of the draft pool into your hand.
    Draft(u8),
    /// Put the die in your hand on this space.
    Place(Cell),
    /// Use the tool card in this slot. In solo, `pay_with` is the pool position of the die of the
    /// card's colour you spend; in multiplayer it must be `None` (favor tokens pay).
    UseTool { slot: u8, pay_with: Option<u8> },
    /// Grozing Pliers: raise or lower the die in hand by one.
    Adjust(Adjust),
    /// Lens Cutter: swap the die in hand with this round-track die (round 1–10, position).
    SwapWithTrack { round: u8, index: u8 },
    /// Flux Remover: the value of the die just drawn from the bag.
    ChooseValue(Value),
    /// Moving tools: the placed die to move next.
    PickDie(Cell),
    /// Moving tools: where the picked die goes.
    MoveTo(Cell),
    /// Tap Wheel: stop after moving one die.
    StopMoving,
    /// End the turn (a pass when nothing was done).
    EndTurn,
}

/// How a tool card was paid for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Payment {
    Favor(u8),
    /// Solo: this pool die was spent (it leaves the game).
    Die(Die),
}

/// What happened, in plain data (dice rolled and drawn are included once public).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Event {
    /// A seat has chosen its pattern (which one stays secret until everybody has chosen).
    PatternChosen {
        seat: Seat,
    },
    /// Everybody has chosen: the patterns and the favor tokens they give.
    PatternsRevealed {
        patterns: Vec<PatternId>,
        favor: Vec<u8>,
    },
    /// The start player drew and rolled these dice: the draft pool.
    RoundStarted {
        round: u8,
        start_player: Seat,
        pool: Vec<Die>,
    },
    TurnStarted {
        seat: Seat,
        second: bool,
    },
    Drafted {
        seat: Seat,
        index: u8,
        die: Die,
    },
    Placed {
        seat: Seat,
        cell: Cell,
        die: Die,
    },
    ToolUsed {
        seat: Seat,
        tool: Tool,
        payment: Payment,
    },
    /// Grozing Pliers or Grinding Stone changed the die in hand.
    DieTurned {
        from: Die,
        to: Die,
    },
    /// Flux Brush re-rolled the die in hand.
    DieRerolled {
        from: Die,
        to: Die,
    },
    /// Glazing Hammer re-rolled the whole pool.
    PoolRerolled {
        pool: Vec<Die>,
    },
    /// Lens Cutter: `given` went to the round track, `taken` came to hand.
    SwappedWithTrack {
        round: u8,
        given: Die,
        taken: Die,
    },
    /// Flux Remover: the die went back to the bag and a die of this colour came out.
    ReturnedToBag {
        die: Die,
        drawn: Color,
    },
    ValueChosen {
        die: Die,
    },
    /// The die in hand could not be placed and went back to the pool.
    ReturnedToPool {
        die: Die,
    },
    Moved {
        seat: Seat,
        from: Cell,
        to: Cell,
        die: Die,
    },
    /// Running Pliers: this seat drafts again now and will skip its second turn.
    ExtraDraft {
        seat: Seat,
    },
    TurnSkipped {
        seat: Seat,
    },
    TurnEnded {
        seat: Seat,
    },
    /// The leftover dice went onto this round's space of the track.
    RoundEnded {
        round: u8,
        leftovers: Vec<Die>,
    },
    /// Final score of one seat, line by line (the private objective is revealed here).
    Scored {
        seat: Seat,
        lines: Vec<ScoreLine>,
        total: i32,
        private: Vec<Color>,
    },
    /// Solo: the target (sum of the round track) and whether the player beat it.
    SoloResult {
        score: i32,
        target: i32,
        won: bool,
    },
}

/// Why an action was refused. [`crate::game::Game::play`] refuses moves after the end and out
/// of turn itself, and leaves the state unchanged after every refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum SagradaError {
    #[error("patterns are still being chosen")]
    ChoosingPatterns,
    #[error("patterns have already been chosen")]
    PatternsChosen,
    #[error("that pattern was not dealt to you")]
    PatternNotOffered,
    #[error("there is no such seat")]
    NoSuchSeat,
    #[error("that is not a choice of this step")]
    WrongStep,
    #[error("there is no die at that position of the pool")]
    NoSuchPoolDie,
    #[error("you have no draft left this turn")]
    NoDraftLeft,
    #[error("that die could not be placed anywhere in your window")]
    UnplaceableDie,
    #[error("illegal placement: {0}")]
    Placement(PlacementError),
    #[error("illegal move: {0}")]
    Move(MoveError),
    #[error("there is no tool card in that slot")]
    NoSuchTool,
    #[error("you already used a tool card this turn")]
    ToolAlreadyUsed,
    #[error("this tool card has been used up (solo)")]
    ToolSpent,
    #[error("not enough favor tokens")]
    NotEnoughFavor,
    #[error("a solo tool is paid with a pool die of the card's colour")]
    PaymentNeeded,
    #[error("favor tokens pay for tools; no die is spent")]
    PaymentNotAllowed,
    #[error("that pool die cannot pay for this tool")]
    BadPayment,
    #[error("this tool is used with a drafted die in hand")]
    NeedsDieInHand,
    #[error("place the die in your hand first")]
    DieInHand,
    #[error("this tool is only usable in your second turn of the round")]
    OnlySecondTurn,
    #[error("this tool is only usable before drafting")]
    OnlyBeforeDrafting,
    #[error("this tool is only usable in your first turn of the round")]
    OnlyFirstTurn,
    #[error("the round track is empty")]
    RoundTrackEmpty,
    #[error("this tool would have no effect now")]
    NoEffect,
    #[error("the die cannot go beyond 1 or 6")]
    ValueOutOfRange,
    #[error("there is no such die on the round track")]
    NoSuchTrackDie,
    #[error("that die cannot be moved now")]
    CannotMoveThat,
    #[error("pick a die to move first")]
    NothingPicked,
    #[error("the die was already moved with this tool")]
    AlreadyMoved,
    #[error("the moved dice must share a colour present on the round track")]
    WrongColor,
    #[error("move the dice this tool requires first")]
    MovesUnfinished,
}
