//! Why a hinted move is good, in Uzory's terms: the frames a tile closes and who scores them,
//! how its lead lines join the neighbours' lines, how much of the seat's colour it carries;
//! who gets a tied frame; which tiles of the hand are worth keeping.

use super::words::{self, FramesFor, Plainly};
use crate::game::Seat;
use crate::games::uzory::{
    colour_lean, keep_value, line_fit, verdict, Action, Placed, Uzory, UzoryView, Verdict,
};
use crate::i18n::Locale;
use crate::present::hint::joined;
use crate::present::Explain;

/// The frames a placement closes, by who scores them.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(super) struct Closed {
    /// Won by the seat's own colour.
    pub mine: usize,
    /// Tied with the seat among the leaders: the seat, as the closer, may take it.
    pub tied: usize,
    /// Won by another colour (or tied without the seat).
    pub theirs: usize,
}

/// What the frames closed by `placed` bring, from `seat`'s side.
pub(super) fn closed_by(view: &UzoryView, seat: Seat, placed: Placed) -> Closed {
    let players = view.players();
    let mut closed = Closed::default();
    for region in view.field.regions_closed_if(placed) {
        match verdict(&region.counts, players, view.model()) {
            Verdict::Nobody => {}
            Verdict::Scores(s) if s == seat => closed.mine += 1,
            Verdict::Tie(tied) if tied.contains(&seat) => closed.tied += 1,
            Verdict::Scores(_) | Verdict::Tie(_) => closed.theirs += 1,
        }
    }
    closed
}

impl Explain for Uzory {
    fn why(view: &UzoryView, seat: Seat, action: &Action, locale: Locale) -> Option<String> {
        let players = view.players();
        let reasons = match action {
            Action::Place { .. } => {
                let placed = action.placed()?;
                let oriented = view.model().oriented(placed.tile, placed.rotation)?;
                let closed = closed_by(view, seat, placed);
                let mut reasons: Vec<String> = [
                    (FramesFor::Mine, closed.mine),
                    (FramesFor::Tied, closed.tied),
                    (FramesFor::Others, closed.theirs),
                ]
                .into_iter()
                .filter(|&(_, frames)| frames > 0)
                .map(|(whose, frames)| words::why_frames(whose, frames, locale))
                .collect();
                if closed.mine + closed.tied == 0 {
                    let fit = line_fit(&view.field, placed.cell, &oriented);
                    if fit > 0 {
                        reasons.push(words::why_lines_join(fit, locale));
                    }
                    if colour_lean(&oriented, seat, players) > 0 {
                        reasons.push(words::why_plainly(Plainly::OwnColour, locale));
                    }
                    if reasons.is_empty() {
                        reasons.push(words::why_plainly(Plainly::HandsNothing, locale));
                    }
                }
                reasons
            }
            Action::Pass => vec![words::why_plainly(Plainly::Pass, locale)],
            Action::Award(to) => {
                let points = |s: Seat| view.points.get(s.index()).copied().unwrap_or(0);
                let behind = (0..players)
                    .filter_map(|i| u8::try_from(i).ok().map(Seat))
                    .filter(|&s| s != seat)
                    .all(|s| points(s) >= points(*to));
                if *to == seat {
                    vec![words::why_plainly(Plainly::AwardSelf, locale)]
                } else if behind {
                    vec![words::why_plainly(Plainly::AwardBehind, locale)]
                } else {
                    Vec::new()
                }
            }
            Action::Discard(tiles) => {
                let weak = tiles
                    .iter()
                    .filter(|&&t| keep_value(view, t, seat, players) < 0.5)
                    .count();
                vec![words::why_discard(tiles.len(), weak == tiles.len(), locale)]
            }
        };
        joined(reasons)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Viewer};
    use crate::games::uzory::tests::enclosure::before_closing_smallest;
    use crate::games::uzory::Colour;
    use crate::present::hint::greedy_game;

    /// The rulebook's smallest frame, four corner tiles around one point: closed with four red
    /// quarters inside it is the red player's point; two red and two blue tie, and the red
    /// player, closing it, may take it.
    #[test]
    fn closing_the_smallest_frame_names_the_frame_and_who_scores_it() {
        let (red, blue) = (Colour::Red, Colour::Blue);
        let (game, closing) = before_closing_smallest([red; 4], 2);
        let view = game.view(Viewer::Seat(Seat(0)));
        let why = Uzory::why(&view, Seat(0), &closing, Locale::En).expect("a reason");
        assert_eq!(why, "closes 1 frame of your colour: +1");
        let (game, closing) = before_closing_smallest([red, blue, blue, red], 2);
        let view = game.view(Viewer::Seat(Seat(0)));
        let why = Uzory::why(&view, Seat(0), &closing, Locale::En).expect("a reason");
        assert_eq!(why, "closes a tied frame you may award to yourself");
    }

    /// Over greedy games, a placement that says it scores frames for the seat makes exactly
    /// that many points for it (tied frames, which the seat awards itself, aside).
    #[test]
    fn a_placement_that_claims_frames_scores_them() {
        let mut checked = 0;
        for seed in 1..=4 {
            let game = Uzory::new(&(), 2, seed).unwrap();
            greedy_game(game, seed, |seat, view, action, game| {
                let Some(placed) = action.placed() else {
                    return;
                };
                let closed = closed_by(view, seat, placed);
                if closed.mine > 0 && closed.tied == 0 {
                    let why = Uzory::why(view, seat, action, Locale::En).unwrap_or_default();
                    let after = game.view(Viewer::Seat(seat)).points[seat.index()];
                    let gained = (after - view.points[seat.index()]) as usize;
                    assert_eq!(gained, closed.mine, "{why}");
                    assert!(why.contains(&format!("+{gained}")), "{why}");
                    checked += 1;
                }
            });
        }
        assert!(checked >= 3, "{checked} scoring placements");
    }
}
