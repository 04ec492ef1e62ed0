//! Setting up the table and dealing from the bag (refilled from the box lid when it runs out).

use super::actions::Event;
use super::state::Azul;
use super::state::{
    factories_for, AzulOptions, Marker, Phase, PlayerState, TILES_PER_COLOUR, TILES_PER_FACTORY,
};
use super::tiles::Tiles;
use crate::game::{Game, GameRng, SetupError};
use crate::games::family::{first_player, full_bag, Bag};

/// Any fixed constant: it only separates the draw of round 1's first player from the deal's.
const FIRST_PLAYER_SALT: u64 = 0xa2c1_f1a5_7e55_0001;

impl Azul {
    /// The first player of round 1 is drawn from the seed (the rulebook's "most recently
    /// visited Portugal" is unknown to a bot, and the host should not always start).
    pub(crate) fn setup(
        options: &AzulOptions,
        players: usize,
        seed: u64,
    ) -> Result<Azul, SetupError> {
        SetupError::check_players(<Azul as Game>::player_counts(options), players)?;
        let bag = full_bag(TILES_PER_COLOUR);
        let first = first_player(players, seed, FIRST_PLAYER_SALT);
        let mut game = Azul {
            options: *options,
            rng: GameRng::seeded(seed),
            round: 1,
            first,
            phase: Phase::Offer { seat: first },
            factories: vec![Tiles::EMPTY; factories_for(players)],
            centre: Tiles::EMPTY,
            marker: Marker::Centre,
            bag,
            lid: Tiles::EMPTY,
            players: (0..players).map(|_| PlayerState::default()).collect(),
            last: None,
            quiet_rounds: 0,
        };
        // Setup events are not reported: the first view shows the table as dealt.
        let mut events = Vec::new();
        game.fill_factories(&mut events);
        Ok(game)
    }

    /// Puts 4 tiles on each factory, stopping early when bag and lid are both empty (the lid
    /// refills the bag when it runs out).
    pub(crate) fn fill_factories(&mut self, events: &mut Vec<Event>) {
        let mut bag = Bag {
            bag: &mut self.bag,
            spent: &mut self.lid,
            rng: &mut self.rng,
        };
        let mut refilled = |tiles| events.push(Event::BagRefilled { tiles });
        bag.fill(&mut self.factories, TILES_PER_FACTORY, &mut refilled);
    }

    /// The event announcing the current round as dealt. `new` reports no events, so a log can
    /// start with this for round 1.
    pub fn round_started_event(&self) -> Event {
        Event::RoundStarted {
            round: self.round,
            first: self.first,
            factories: self.factories.clone(),
        }
    }
}
