//! Which events of a move show something hidden or random, so the move cannot be taken back
//! ([`crate::game::Game::reveals`]).

use super::actions::Event;

pub(super) fn reveals(event: &Event) -> bool {
    match event {
        // Tiles drawn from the bag onto the factories or the supply, the tower poured back.
        Event::RoundStarted { .. } | Event::BagRefilled { .. } => true,
        Event::SupplyRefilled { tiles } => !tiles.is_empty(),
        Event::GameEnded => true,
        Event::Took { .. }
        | Event::StartTokenTaken { .. }
        | Event::PlacementStarted { .. }
        | Event::Placed { .. }
        | Event::StructureCompleted { .. }
        | Event::BonusTaken { .. }
        | Event::Passed { .. }
        | Event::PassFinished { .. }
        | Event::KeptReturned { .. }
        | Event::Score { .. } => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Action, Phase, SummerPavilion};
    use crate::game::testing::each_random_move;
    use crate::game::Game;
    use crate::games::summer_pavilion::PavilionOptions;

    /// A pass that goes on to keeping tiles, a bonus tile with more to take, and a placement
    /// after everybody else passed that drew nothing may be taken back; a take that hands the
    /// turn on, a refill from the bag and the start of a round may not.
    #[test]
    fn what_can_be_taken_back() {
        let (mut passes, mut placements, mut bonuses) = (0, 0, 0);
        for seed in 0..12 {
            let players = 2 + (seed as usize % 3);
            each_random_move::<SummerPavilion>(
                &PavilionOptions::default(),
                players,
                seed,
                |_, seat, action, after, events| {
                    let undoable = after.undoable(seat, events);
                    let drew = events.iter().any(SummerPavilion::reveals);
                    match action {
                        Action::Pass => {
                            let keeping = matches!(after.phase, Phase::Keep { .. });
                            assert_eq!(undoable, keeping, "seed {seed}: {events:?}");
                            passes += usize::from(undoable);
                        }
                        Action::Place { .. } | Action::Bonus { .. } => {
                            let again = after.to_act() == [seat] && !after.is_over();
                            assert_eq!(undoable, again && !drew, "seed {seed}: {events:?}");
                            if matches!(action, Action::Place { .. }) {
                                placements += usize::from(undoable);
                            } else {
                                bonuses += usize::from(undoable);
                            }
                        }
                        Action::Take { .. } | Action::Keep { .. } => {
                            if undoable {
                                assert!(!drew && after.to_act() == [seat]);
                            }
                        }
                    }
                },
            );
        }
        assert!(passes > 10 && placements > 10, "{passes} {placements}");
        assert!(bonuses > 0, "no bonus tile was ever undoable");
    }
}
