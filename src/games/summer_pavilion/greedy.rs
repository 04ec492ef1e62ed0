//! The greedy player's rating ([`Rate`]): the immediate value of every legal action, computed
//! from the seat's [`PavilionView`] with the pure helpers of [`super::rules`] and
//! [`super::view`]. The player itself is the generic [`crate::ai::Greedy`].
//!
//! Heuristics, briefly: take many tiles (a wild counts extra, the start-token penalty counts
//! against); always place rather than pass, preferring points, supply rewards and finished
//! stars while spending few tiles; keep next round's wild colour and large groups; pick the
//! current wild colour as a bonus tile.

use super::actions::{Action, Source};
use super::board::{cost, Space, Star};
use super::tiles::{Colour, Tiles};
use super::view::PavilionView;
use super::SummerPavilion;
use crate::ai::Rate;
use crate::game::Seat;

/// The greedy player of Summer Pavilion.
pub type Greedy = crate::ai::Greedy<SummerPavilion>;

impl Rate for SummerPavilion {
    /// The immediate value of one action for `seat` (higher is better).
    fn rate(view: &PavilionView, seat: Seat, action: &Action) -> f64 {
        let Some(me) = view.player(seat) else {
            return 0.0;
        };
        match *action {
            Action::Take { source, colour } => rate_take(view, seat, source, colour),
            Action::Place {
                star,
                space,
                colour,
                wilds,
            } => rate_place(view, seat, star, space, colour, wilds),
            // Passing is right only when nothing can be placed.
            Action::Pass => -100.0,
            Action::Keep { tiles } => Colour::ALL
                .into_iter()
                .map(|c| f64::from(tiles.get(c)) * keep_worth(view, &me.held, c))
                .sum(),
            Action::Bonus { colour } => {
                let wild = if colour == view.wild { 2.0 } else { 0.0 };
                wild + f64::from(me.held.get(colour)) * 0.3
            }
        }
    }
}

fn rate_take(view: &PavilionView, seat: Seat, source: Source, colour: Colour) -> f64 {
    let Some((take, penalty)) = view.take_preview(source, colour) else {
        return -50.0;
    };
    let held = view
        .player(seat)
        .map(|p| f64::from(p.held.get(colour)))
        .unwrap_or(0.0);
    let wild = if take.with_wild || colour == view.wild {
        1.5
    } else {
        0.0
    };
    f64::from(take.count) + wild + 0.2 * held.min(6.0) - f64::from(penalty) * 1.2
}

fn rate_place(
    view: &PavilionView,
    seat: Seat,
    star: Star,
    space: Space,
    colour: Colour,
    wilds: u8,
) -> f64 {
    let Some(me) = view.player(seat) else {
        return -50.0;
    };
    let preview = view.placement_preview(seat, star, space);
    let spent = f64::from(cost(view.options.side, star, space).unwrap_or(6));
    let filled = me.board.star(star).iter().flatten().count();
    // Finishing a star pays its end bonus; being close to finishing is worth a little.
    let star_bonus = if filled == 5 {
        let mut after = me.board;
        if after.put_public(star, space, colour) {
            after
                .completed_star(star)
                .map(|k| f64::from(k.value()))
                .unwrap_or(0.0)
        } else {
            0.0
        }
    } else {
        filled as f64 * 0.3
    };
    f64::from(preview.points) + 1.5 * f64::from(preview.reward) + star_bonus
        - 0.15 * spent
        - 0.1 * f64::from(wilds)
}

/// What keeping one tile of `colour` is worth: every kept tile saves the −1 of a discard; next
/// round's wild colour and large groups are worth more.
fn keep_worth(view: &PavilionView, held: &Tiles, colour: Colour) -> f64 {
    let next_wild = if view.next_wild == Some(colour) {
        3.0
    } else {
        0.0
    };
    1.0 + next_wild + f64::from(held.get(colour)) * 0.1
}

/// The set of up to `room` tiles out of `held` the greedy player would keep: next round's wild
/// colour first, then the largest groups. The menus offer it as the suggested set.
pub fn suggested_keep(view: &PavilionView, held: &Tiles, room: u32) -> Tiles {
    let mut colours: Vec<Colour> = held.colours().collect();
    colours.sort_by(|a, b| {
        keep_worth(view, held, *b)
            .partial_cmp(&keep_worth(view, held, *a))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let mut out = Tiles::EMPTY;
    for c in colours {
        let n = u32::from(held.get(c)).min(room.saturating_sub(out.total()));
        out.add(c, n as u8);
    }
    out
}
