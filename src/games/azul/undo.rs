//! Which events of a move show something hidden or random, so the move cannot be taken back
//! ([`crate::game::Game::reveals`]).

use super::actions::Event;

pub(super) fn reveals(event: &Event) -> bool {
    match event {
        // Tiles drawn from the bag onto the factories, the lid poured back into the bag.
        Event::RoundStarted { .. } | Event::BagRefilled { .. } => true,
        Event::TilesRanOut | Event::RowsDead | Event::Stalled | Event::GameEnded => true,
        Event::Took { .. }
        | Event::MarkerTaken { .. }
        | Event::TilingStarted
        | Event::Tiled { .. }
        | Event::LineDropped { .. }
        | Event::RowCompleted { .. }
        | Event::FloorCleared { .. }
        | Event::Score { .. } => false,
    }
}
