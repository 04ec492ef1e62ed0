//! Uzory ("Patterns"): a small tile-laying game for 2–4 players, as a pure rules engine.
//!
//! Rules: `shared/rules/uzory.md` (from the Russian rulebook). Players lay pattern tiles next to
//! each other on a field of at most 6×6; when lead lines close a frame, the colour with the
//! largest area inside wins its player a victory tile. Most victory tiles wins.
//!
//! ## The tile model (ours; the rulebook does not show the faces)
//! A tile is split by its mid-lines into four quarters (NE, SE, SW, NW), each white or a player
//! colour, and may carry lead lines from its centre to some side midpoints (shapes: corner,
//! straight, T, cross, stub, none). Lines of neighbouring tiles meet at the shared midpoint, so
//! frames run through tile centres; the smallest frame is four corner tiles around a point and
//! encloses four quarters. Enclosure is computed on the quarter grid (see [`board`]): quarters
//! sharing a side are connected unless a line runs along it, quarters facing an empty cell are
//! open, and a region without open quarters is enclosed.
//!
//! ## The tile set
//! 93 tiles in `assets/uzory/tiles.json`, produced by [`generate_tile_set`] with
//! [`TILE_SET_SEED`] (regenerate with `cargo test --lib games::uzory -- --ignored
//! regenerate_tile_set`; a test fails if the asset and the generator disagree). Shapes
//! ([`SHAPE_COUNTS`]): 45 corner, 24 straight, 12 T, 6 cross, 3 stub, 3 none; quarters 92 white
//! and 70 of each player colour, spread evenly over the shapes.
//!
//! ### Why these shape counts (tuned from the rules page's 36/24/12/3/6/12)
//! Bot playtests (`frame_statistics`, an ignored test) with the original counts gave far too
//! few frames: 0.01–0.04 frames per game between random players (96–99 of 100 games without
//! any) and about 1 per game between greedy players (0.83–1.13). Every frame needs at least
//! four right-angle turns of line, while stubs and line-less tiles only break lines, so we moved
//! 9 tiles to corners and 3 to crosses and took 3 stubs and 9 blank tiles out. With the tuned
//! set: random players 0.07–0.10 frames per game, greedy players 1.2–1.5 (p90: 3, max 4) in
//! full 36-tile games; still a low-scoring game, which matches its rulebook (one victory tile per
//! frame), so we stopped there rather than drop the straights and T's that give frames their
//! size. About a third to a half of the frames have a white or absent-colour majority and score
//! nobody (white has 92 quarters against 70 per player colour).
//!
//! ## Interpretation choices
//! - Seat `i` plays [`PLAYER_COLOURS`]`[i]` (red, blue, green, yellow); with fewer than four
//!   players the remaining colours belong to nobody and never score.
//! - Turn order is seat order starting from a random first player; the start tile is a random
//!   tile of the pile after dealing, laid at `(0, 0)` in a random rotation.
//! - Cells are relative to the start tile; see [`board`] for why and for the labels a UI shows.
//! - A placement is one action (tile, rotation, cell): any tile fits any legal cell in any
//!   rotation, so the three menus of the UI need no engine state in between. Legal cells are
//!   [`Field::legal_cells`].
//! - After a placement every newly enclosed region is scored once, in the order of its first
//!   quarter. Majority: among the colours with the largest count, white and absent colours are
//!   dropped; one left scores, several left is a tie the closer resolves with
//!   [`Action::Award`] (an explicit [`Phase::ChooseScorer`] step, one per tied frame). Regions
//!   without a player majority are still recorded as frames (scored by nobody), so no region
//!   can be scored later.
//! - A point takes the top tile of the draw pile (reshuffling the discards if the pile is
//!   empty); with both empty the point is still recorded (`tile_taken: false`).
//! - Scoring comes before the optional discards (rulebook order). The discard step is skipped
//!   when the hand is empty, and the game ends straight after scoring once the 36th tile lies.
//! - Discards lie face up (they are public in the view and in events); drawn tiles are private,
//!   events only say how many.
//! - A pass discards the whole hand first and then draws 3, so a reshuffle may return the same
//!   tiles. With an empty hand and empty piles the pass is the only move.
//! - "Every player in a row has passed": the game ends when the number of consecutive passes
//!   reaches the number of players; any placement resets the count.
//! - Ranking: victory points only; equal points share the rank ("ties share the victory").
//!
//! ## Outcome keys
//! - `uzory.victory_points`: one point per frame scored ([`SCORE_KEY`]).
mod actions;
mod apply;
pub mod board;
mod determinize;
mod figures;
mod greedy;
mod model;
mod rules;
mod scoring;
mod setup;
mod state;
mod tiles;
mod undo;
mod view;

#[cfg(test)]
mod tests;

pub use actions::{Action, EndReason, Event, Frame, FrameResult, UzoryError};
pub use board::{
    Bounds, Cell, CellError, Field, Placed, Quarter, Region, CENTRE, FIELD_LIMIT, WINDOW,
};
pub use greedy::Greedy;
pub use model::{Model, MODEL_1_RECIPE, RECIPE};
pub use rules::discard_choices;
pub use scoring::{colour_of, seat_of, verdict, Verdict};
pub use state::{Phase, Uzory, Victory, HAND_SIZE, SCORE_KEY};
pub use tiles::{
    generate_tile_set, tile_set_json, Arms, Colour, Oriented, QuarterPos, Recipe, Rotation, Shape,
    Side, TileFace, TileId, PLAYER_COLOURS, TILE_COUNT,
};
pub use view::UzoryView;

use std::ops::RangeInclusive;

use crate::game::{Game, Outcome, ScoreLine, Seat, SetupError, Viewer};

impl Game for Uzory {
    type Options = ();
    type Action = Action;
    type Event = Event;
    type Error = UzoryError;
    type View = UzoryView;

    fn player_counts(_: &()) -> RangeInclusive<usize> {
        2..=4
    }

    fn new(_: &(), players: usize, seed: u64) -> Result<Self, SetupError> {
        Uzory::setup(players, seed, Model::CURRENT)
    }

    /// A game stored under model 1 replays under model 1.
    fn new_like(&self, _: &(), players: usize, seed: u64) -> Result<Self, SetupError> {
        Uzory::setup(players, seed, self.model())
    }

    fn players(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.deciding().into_iter().collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, UzoryError> {
        self.perform(seat, action)
    }

    fn reveals(event: &Event) -> bool {
        undo::reveals(event)
    }

    fn view(&self, viewer: Viewer) -> UzoryView {
        UzoryView::of(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !matches!(self.phase, Phase::Over { .. }) {
            return None;
        }
        let entries = Seat::all(self.players())
            .map(|seat| {
                let points = self.victory(seat).map_or(0, |v| v.points);
                let points = i32::try_from(points).unwrap_or(i32::MAX);
                let lines = vec![ScoreLine {
                    item: SCORE_KEY.into(),
                    points,
                }];
                (seat, points, 0, lines)
            })
            .collect();
        Some(Outcome::ranked(entries))
    }

    fn round(&self) -> u32 {
        let players = u32::try_from(self.players()).unwrap_or(1).max(1);
        1 + self.turns / players
    }
}
