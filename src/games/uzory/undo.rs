//! Which events of a move show something hidden or random, so the move cannot be taken back
//! ([`crate::game::Game::reveals`]): tiles drawn from the pile (into a hand, or as a victory
//! tile), a reshuffle, the deal and the end. Discarding draws back up to three in the same
//! action, so a discard is never taken back; the placement before it is, unless a frame it
//! closed drew a victory tile. Naming a tied frame's scorer draws one too (while the pile
//! lasts), so it stands.

use super::actions::Event;

pub(super) fn reveals(event: &Event) -> bool {
    match event {
        Event::StartTile { .. }
        | Event::Dealt { .. }
        | Event::Drew { .. }
        | Event::Reshuffled { .. }
        | Event::GameOver { .. } => true,
        Event::Scored { tile_taken, .. } => *tile_taken,
        Event::Placed { .. }
        | Event::FrameClosed { .. }
        | Event::TieToBreak { .. }
        | Event::NobodyScores
        | Event::Discarded { .. }
        | Event::Passed { .. }
        | Event::TurnStarted { .. } => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Action, Phase, Uzory};
    use crate::game::testing::each_random_move;
    use crate::game::Game;

    /// A placement followed by the discard step may be taken back unless a frame it closed
    /// drew a victory tile; a discard (it draws) and a pass never may.
    #[test]
    fn what_can_be_taken_back() {
        let mut placements = 0;
        for seed in 0..10 {
            let players = 2 + (seed as usize % 3);
            each_random_move::<Uzory>(&(), players, seed, |_, seat, action, after, events| {
                let undoable = after.undoable(seat, events);
                let drew = events.iter().any(Uzory::reveals);
                match action {
                    Action::Place { .. } | Action::Award(_) => {
                        let same_turn = matches!(
                            after.phase,
                            Phase::Discard { seat: s } | Phase::ChooseScorer { closer: s, .. }
                                if s == seat
                        );
                        assert_eq!(undoable, same_turn && !drew, "seed {seed}: {events:?}");
                        placements +=
                            usize::from(undoable && matches!(action, Action::Place { .. }));
                    }
                    Action::Discard(_) | Action::Pass => assert!(!undoable, "{events:?}"),
                }
            });
        }
        assert!(placements > 50, "{placements}");
    }
}
