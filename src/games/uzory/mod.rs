//! Uzory ("Patterns"): a small tile-laying game for 2–4 players, as a pure rules engine.
//!
//! Rules: `shared/rules/uzory.md` (from the Russian rulebook). Players lay pattern tiles side by
//! side inside a fixed 6×6 window framed in lead; when lead lines and the window's edge close a
//! frame, the seated colour with the most quarters inside wins its player a victory tile, unless
//! white has more. Most victory tiles wins.
//!
//! ## Rule models
//! New games play model 2 ([`Model::CURRENT`]). A game keeps the model it started under (stored
//! in its [`Field`]; a record without one is model 1), so records started under model 1 finish
//! and replay under model 1. Model 1 differed in three places, noted below: the field grew from
//! the start tile at `(0, 0)` within a 6×6 bounding box with no lead edge, a frame went to the
//! largest count over all colours, and it had another tile set. Few frames closed under it, so
//! most games ended 0–0.
//!
//! ## The tile model (ours; the rulebook does not show the faces)
//! A tile is split by its mid-lines into four quarters (NE, SE, SW, NW), each white or a player
//! colour, and may carry lead lines from its centre to some side midpoints (shapes: corner,
//! straight, T, cross, stub, none). Lines of neighbouring tiles meet at the shared midpoint, so
//! frames run through tile centres; the smallest frame is four corner tiles around a point and
//! encloses four quarters. Enclosure is computed on the quarter grid (see [`board`]): quarters
//! sharing a side are connected unless a line runs along it, quarters facing an empty cell are
//! open, and a region without open quarters is enclosed. The window's border is lead: a quarter
//! side on it is closed. (In model 1 nothing lay beyond the laid tiles but empty cells, so a
//! region reaching the edge of the laid tiles was open.)
//!
//! ## The tile set
//! 93 tiles in `assets/uzory/tiles.json`, produced by [`generate_tile_set`] from [`RECIPE`]
//! (seed 2): 36 corner, 12 straight, 33 T, 12 cross, no stub and no blank tile; quarters 52
//! white and 80 of each player colour, spread evenly over the shapes. Model 1's set,
//! `assets/uzory/tiles-model1.json` from [`MODEL_1_RECIPE`] (seed 4), has 45 corner, 24
//! straight, 12 T, 6 cross, 3 stub and 3 blank tiles, with 92 white quarters and 70 of each
//! player colour. Regenerate both with `cargo test --lib games::uzory -- --ignored
//! regenerate_tile_sets`; a test fails if an asset and its recipe disagree.
//!
//! ### Why these counts
//! Model 2's recipe came from a study (`games/uzory/tests/study.rs`, an ignored test) that
//! played candidate recipes by greedy and random players under model 2's rules: model 1's
//! recipe, model 1's shapes with the new colours, and four mixes of corner, straight, T and
//! cross tiles only, with more T tiles. docs/computer-players.md gives its figures: with the chosen set greedy
//! self-play closes about 17–18 frames a game, 2–10% of them scoring nobody, against 11.4 frames
//! and 33% (2 players) for model 1's recipe under the same rules.
//!
//! Model 1's shapes were tuned from the rules page's 36/24/12/3/6/12 (corner, straight, T, cross,
//! stub, none), which gave almost no frames in bot playtests (`frame_statistics`, an ignored
//! test): every frame needs four right-angle turns of line, while stubs and blank tiles only
//! break lines. Even tuned, greedy players closed only 1.2–1.5 frames a game under model 1.
//!
//! ## Interpretation choices
//! - Seat `i` plays [`PLAYER_COLOURS`]`[i]` (red, blue, green, yellow); with fewer than four
//!   players the remaining colours belong to nobody and are ignored when a frame is judged.
//! - Turn order is seat order starting from a random first player; the start tile is a random
//!   tile of the pile after dealing, laid in a random rotation on one of the four central cells
//!   of the window ([`CENTRE`]), chosen by the seed (model 1: at `(0, 0)`).
//! - Cells are the fixed window `(0, 0)`…`(5, 5)` ([`WINDOW`]), labelled A1…F6 for the whole
//!   game; see [`board`] (model 1's cells were relative to the start tile, and its labels could
//!   shift as the field grew).
//! - A placement is one action (tile, rotation, cell): any tile fits any legal cell in any
//!   rotation, so the three menus of the UI need no engine state in between. Legal cells are
//!   [`Field::legal_cells`]: empty cells of the window next to a placed tile.
//! - After a placement every newly enclosed region is scored once, in the order of its first
//!   quarter, by [`verdict`]: only white and the seated colours count. Nobody scores when no
//!   seated colour is in the region or white has strictly more quarters than every seated
//!   colour; otherwise the seated colour with the most quarters scores (white level with it does
//!   not stop it). Several tied is a tie the closer resolves with [`Action::Award`] (an explicit
//!   [`Phase::ChooseScorer`] step, one per tied frame). Regions nobody scores are still recorded
//!   as frames, so no region can be scored later. (Model 1: among all colours with the largest
//!   count, white and absent colours were dropped, and what was left decided.)
//! - A point takes the top tile of the draw pile (reshuffling the discards if the pile is
//!   empty); with both empty the point is still recorded (`tile_taken: false`).
//! - Scoring comes before the optional discards (rulebook order). The discard step is skipped
//!   when the hand is empty, and the game ends straight after scoring once the 36th tile lies
//!   (the window is full).
//! - Discards lie face up (they are public in the view and in events); drawn tiles are private,
//!   events only say how many.
//! - A pass discards the whole hand first and then draws 3, so a reshuffle may return the same
//!   tiles. With an empty hand (both piles empty) the pass is the only move.
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
mod entry;
mod figures;
#[cfg(any(test, feature = "fuzzing"))]
mod fuzzing;
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
pub(crate) mod tests;

pub use actions::{Action, EndReason, Event, Frame, FrameResult, UzoryError};
pub use board::{
    Bounds, Cell, CellError, Field, Placed, Quarter, Region, CENTRE, FIELD_LIMIT, WINDOW,
};
pub use entry::ENTRY;
#[cfg(test)]
pub(crate) use greedy::test_seats;
pub use greedy::{colour_lean, keep_value, line_fit, Greedy};
pub use model::{Model, MODEL_1_RECIPE, RECIPE};
pub use rules::discard_choices;
pub use scoring::{colour_of, seat_of, verdict, Verdict};
pub use state::{LastMove, Phase, Uzory, Victory, HAND_SIZE, SCORE_KEY};
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
