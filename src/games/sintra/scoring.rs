//! Points: the score sheet kept during the game, and the pure end-of-game scoring.
//!
//! Score-line keys (stable, translated by the bot):
//! - `sintra.round_colour`: pieces matching the round-indicator colour in completed strips;
//! - `sintra.windows`: window points (the window filled plus the windows with glass to its right);
//! - `sintra.broken_reset`: −18 each time the broken-glass marker reaches the bottom space;
//! - `sintra.leftover`: 1 point per 3 pieces left on the strips at the end;
//! - `sintra.broken_track`: the value beside the broken-glass marker at the end;
//! - `sintra.ornaments`: side A ornaments;
//! - `sintra.colour_windows`: side B, complete windows × pieces of the best colour.

use serde::{Deserialize, Serialize};

use crate::game::ScoreLine;
use crate::games::SintraSide;

use super::board::Board;
use super::components::{Colour, Components};

/// Why points changed, in events and in the final breakdown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScoreItem {
    RoundColour,
    Windows,
    BrokenReset,
    Leftover,
    BrokenTrack,
    Ornaments,
    ColourWindows,
}

impl ScoreItem {
    pub fn key(self) -> &'static str {
        match self {
            ScoreItem::RoundColour => "sintra.round_colour",
            ScoreItem::Windows => "sintra.windows",
            ScoreItem::BrokenReset => "sintra.broken_reset",
            ScoreItem::Leftover => "sintra.leftover",
            ScoreItem::BrokenTrack => "sintra.broken_track",
            ScoreItem::Ornaments => "sintra.ornaments",
            ScoreItem::ColourWindows => "sintra.colour_windows",
        }
    }
}

/// A player's points by origin; the score is their sum, so the breakdown always adds up.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    pub round_colour: i32,
    pub windows: i32,
    pub broken_reset: i32,
    pub leftover: i32,
    pub broken_track: i32,
    /// Ornaments (side A) or complete windows × best colour (side B).
    pub palace: i32,
}

impl ScoreSheet {
    pub fn total(&self) -> i32 {
        self.round_colour
            + self.windows
            + self.broken_reset
            + self.leftover
            + self.broken_track
            + self.palace
    }

    pub(crate) fn add(&mut self, item: ScoreItem, points: i32) {
        let field = match item {
            ScoreItem::RoundColour => &mut self.round_colour,
            ScoreItem::Windows => &mut self.windows,
            ScoreItem::BrokenReset => &mut self.broken_reset,
            ScoreItem::Leftover => &mut self.leftover,
            ScoreItem::BrokenTrack => &mut self.broken_track,
            ScoreItem::Ornaments | ScoreItem::ColourWindows => &mut self.palace,
        };
        *field = field.saturating_add(points);
    }

    /// Points lost to broken glass (resets and the final track value), as a positive number:
    /// fewer is better in a tie.
    pub fn lost_to_broken_glass(&self) -> i32 {
        -(self.broken_reset + self.broken_track)
    }

    pub fn lines(&self, side: SintraSide) -> Vec<ScoreLine> {
        let palace = match side {
            SintraSide::A => ScoreItem::Ornaments,
            SintraSide::B => ScoreItem::ColourWindows,
        };
        [
            (ScoreItem::RoundColour, self.round_colour),
            (ScoreItem::Windows, self.windows),
            (ScoreItem::BrokenReset, self.broken_reset),
            (ScoreItem::Leftover, self.leftover),
            (ScoreItem::BrokenTrack, self.broken_track),
            (palace, self.palace),
        ]
        .into_iter()
        .map(|(item, points)| ScoreLine {
            item: item.key().to_string(),
            points,
        })
        .collect()
    }
}

/// Pieces of the round colour on a completed strip: 1 point each.
pub fn round_colour_points(pieces: impl IntoIterator<Item = Colour>, round: Option<Colour>) -> i32 {
    let n = pieces.into_iter().filter(|&c| Some(c) == round).count();
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// 1 point for every 3 pieces left on the strips (all strips together).
pub fn leftover_points(board: &Board) -> i32 {
    i32::try_from(board.pieces_on_strips() / 3).unwrap_or(i32::MAX)
}

/// The value beside the broken-glass marker (0 or negative).
pub fn broken_track_value(board: &Board, c: &Components) -> i32 {
    c.broken_track.get(board.broken).copied().unwrap_or(0)
}

/// Side A: each ornament joins two windows (4 cells) and scores by its filled cells.
pub fn ornament_points(board: &Board, c: &Components) -> i32 {
    c.ornaments
        .iter()
        .map(|&(a, b)| {
            let filled = board.window_pieces(a) + board.window_pieces(b);
            c.ornament_points.get(filled).copied().unwrap_or(0)
        })
        .sum()
}

/// Side B: complete windows × pieces of one colour in the windows, with the colour that scores
/// best for the player (the lowest colour index among equals, so the result is deterministic).
pub fn colour_window_points(board: &Board, c: &Components) -> (i32, Option<Colour>) {
    let complete = i32::try_from(board.complete_windows()).unwrap_or(0);
    let mut best: (i32, Option<Colour>) = (0, None);
    for colour in c.all_colours() {
        let n = i32::try_from(board.window_colour(colour)).unwrap_or(0);
        let points = complete * n;
        if best.1.is_none() || points > best.0 {
            best = (points, Some(colour));
        }
    }
    best
}
