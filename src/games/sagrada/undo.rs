//! Which events of a move show something hidden or random, so the move cannot be taken back
//! ([`crate::game::Game::reveals`]): dice rolled or drawn from the bag, patterns and private
//! objectives shown, the end of a round and of the game.

use super::actions::Event;

pub(super) fn reveals(event: &Event) -> bool {
    match event {
        Event::PatternsRevealed { .. }
        | Event::RoundStarted { .. }
        | Event::DieRerolled { .. }
        | Event::PoolRerolled { .. }
        | Event::ReturnedToBag { .. }
        | Event::RoundEnded { .. }
        | Event::Scored { .. }
        | Event::SoloResult { .. } => true,
        // A pattern is chosen by everybody at once: never taken back (not one seat's turn).
        Event::PatternChosen { .. }
        | Event::TurnStarted { .. }
        | Event::Drafted { .. }
        | Event::Placed { .. }
        | Event::ToolUsed { .. }
        | Event::DieTurned { .. }
        | Event::SwappedWithTrack { .. }
        | Event::ValueChosen { .. }
        | Event::ReturnedToPool { .. }
        | Event::Moved { .. }
        | Event::ExtraDraft { .. }
        | Event::TurnSkipped { .. }
        | Event::TurnEnded { .. } => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Action, Event, Sagrada, SagradaOptions};
    use crate::game::testing::each_random_move;
    use crate::game::Game;

    /// Drafting and placing a die before "End turn" may be taken back, and so may a tool that
    /// rolls nothing; a roll, a draw from the bag, a pattern choice and a move that hands the
    /// turn to another player may not.
    #[test]
    fn what_can_be_taken_back() {
        let (mut drafts, mut placements, mut tools) = (0, 0, 0);
        for seed in 0..16 {
            let players = 1 + (seed as usize % 4);
            let options = SagradaOptions::default();
            each_random_move::<Sagrada>(
                &options,
                players,
                seed,
                |_, seat, action, after, events| {
                    let undoable = after.undoable(seat, events);
                    let random = events.iter().any(|e| {
                        matches!(
                            e,
                            Event::DieRerolled { .. }
                                | Event::PoolRerolled { .. }
                                | Event::ReturnedToBag { .. }
                        )
                    });
                    assert!(!(undoable && random), "a roll or a draw was undoable");
                    let rolled = events.iter().any(Sagrada::reveals);
                    let again = after.to_act() == [seat] && !after.is_over();
                    assert_eq!(
                        undoable,
                        again && !rolled,
                        "seed {seed}: {action:?} {events:?}"
                    );
                    match action {
                        Action::ChoosePattern(_) => assert!(!undoable),
                        Action::Draft(_) => drafts += usize::from(undoable),
                        Action::Place(_) => placements += usize::from(undoable),
                        Action::UseTool { .. } => tools += usize::from(undoable),
                        _ => {}
                    }
                },
            );
        }
        assert!(drafts > 50 && placements > 10, "{drafts} {placements}");
        assert!(tools > 0, "no tool was ever undoable");
    }
}
