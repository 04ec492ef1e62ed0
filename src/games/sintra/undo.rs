//! Which events of a move show something hidden or random, so the move cannot be taken back
//! ([`crate::game::Game::reveals`]). Sintra hides nothing but the bag: only a new round's draw
//! (and the end, whose scoring closes the game) reveals anything.

use super::actions::Event;

pub(super) fn reveals(event: &Event) -> bool {
    match event {
        Event::RoundStarted { .. }
        | Event::BagRefilled { .. }
        | Event::RoundEnded { .. }
        | Event::BestColourChosen { .. }
        | Event::GameEnded => true,
        Event::Took { .. }
        | Event::StartMarkerTaken { .. }
        | Event::GlazierMoved { .. }
        | Event::GlazierReset { .. }
        | Event::Placed { .. }
        | Event::Broke { .. }
        | Event::BrokenMarkerMoved { .. }
        | Event::StripCompleted { .. }
        | Event::WindowFilled { .. }
        | Event::StripFlipped { .. }
        | Event::StripRemoved { .. }
        | Event::Scored { .. } => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Action, Phase, Sintra, SintraOptions};
    use crate::game::testing::each_random_move;
    use crate::game::Game;
    use crate::games::sintra::tests::side_of_seed;

    /// Taking glass that must still be placed, and (side B) placing on a strip whose window
    /// piece is still to choose, may be taken back; a move that hands the turn on may not.
    #[test]
    fn what_can_be_taken_back() {
        let (mut takes, mut to_window) = (0, 0);
        for seed in 0..10 {
            let options = SintraOptions {
                side: side_of_seed(seed),
                ..SintraOptions::default()
            };
            let players = 2 + (seed as usize % 3);
            each_random_move::<Sintra>(
                &options,
                players,
                seed,
                |_, seat, action, after, events| {
                    let undoable = after.undoable(seat, events);
                    let same_turn = match after.phase {
                        Phase::Place { seat: s, .. } | Phase::ToWindow { seat: s, .. } => s == seat,
                        Phase::Turn { .. } | Phase::Over => false,
                    };
                    // Every seat acts in turn: the mover keeps the turn only within its own turn.
                    assert_eq!(undoable, same_turn, "seed {seed}: {action:?} {events:?}");
                    match action {
                        Action::Take { .. } => takes += usize::from(undoable),
                        Action::Place { .. } => to_window += usize::from(undoable),
                        Action::ResetGlazier | Action::ToWindow { .. } => assert!(!undoable),
                    }
                },
            );
        }
        assert!(takes > 50 && to_window > 0, "{takes} {to_window}");
    }
}
