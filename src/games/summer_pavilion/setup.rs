//! Setting up the table and drawing from the bag (refilled from the tower when it runs out).

use super::actions::Event;
use super::state::{
    factories_for, wild_colour, PavilionOptions, Phase, PlayerState, SummerPavilion, SUPPLY_SLOTS,
    TILES_PER_COLOUR, TILES_PER_FACTORY,
};
use super::tiles::{Colour, Tiles};
use crate::game::{Game, GameRng, SetupError};
use crate::games::family::{first_player, full_bag, Bag};

/// Any fixed constant: it only separates the draw of round 1's first player from the deal's.
const FIRST_PLAYER_SALT: u64 = 0x5eed_f125_7a1a_7e55;

impl SummerPavilion {
    /// The first player of round 1 is drawn from the seed (the rulebook's "youngest player" is
    /// unknown to a bot, and the host should not always start).
    pub(crate) fn setup(
        options: &PavilionOptions,
        players: usize,
        seed: u64,
    ) -> Result<SummerPavilion, SetupError> {
        SetupError::check_players(<SummerPavilion as Game>::player_counts(options), players)?;
        let bag = full_bag(TILES_PER_COLOUR);
        let first = first_player(players, seed, FIRST_PLAYER_SALT);
        let mut game = SummerPavilion {
            options: *options,
            rng: GameRng::seeded(seed),
            round: 1,
            first,
            phase: Phase::Acquire { seat: first },
            factories: vec![Tiles::EMPTY; factories_for(players)],
            centre: Tiles::EMPTY,
            start_token: None,
            supply: [None; SUPPLY_SLOTS],
            bag,
            tower: Tiles::EMPTY,
            players: (0..players).map(|_| PlayerState::default()).collect(),
            last: None,
        };
        // Setup events are not reported: the first view shows the table as dealt.
        let mut events = Vec::new();
        game.refill_supply(&mut events);
        game.fill_factories(&mut events);
        Ok(game)
    }

    /// The bag with the tower that refills it.
    fn bag(&mut self) -> Bag<'_, Colour, 6> {
        Bag {
            bag: &mut self.bag,
            spent: &mut self.tower,
            rng: &mut self.rng,
        }
    }

    /// Draws one random tile; empties the tower into the bag first if needed. `None` when both
    /// are empty.
    pub(crate) fn draw(&mut self, events: &mut Vec<Event>) -> Option<Colour> {
        self.bag()
            .draw(&mut |tiles| events.push(Event::BagRefilled { tiles }))
    }

    /// Fills every empty supply slot (as far as bag and tower allow).
    pub(crate) fn refill_supply(&mut self, events: &mut Vec<Event>) {
        let mut drawn = Vec::new();
        for slot in 0..SUPPLY_SLOTS {
            if self.supply.get(slot).is_some_and(Option::is_none) {
                let Some(colour) = self.draw(events) else {
                    break;
                };
                if let Some(s) = self.supply.get_mut(slot) {
                    *s = Some(colour);
                    drawn.push((slot as u8, colour));
                }
            }
        }
        if !drawn.is_empty() {
            events.push(Event::SupplyRefilled { tiles: drawn });
        }
    }

    /// Puts 4 tiles on each factory, stopping early when bag and tower are both empty.
    pub(crate) fn fill_factories(&mut self, events: &mut Vec<Event>) {
        let mut bag = Bag {
            bag: &mut self.bag,
            spent: &mut self.tower,
            rng: &mut self.rng,
        };
        let mut refilled = |tiles| events.push(Event::BagRefilled { tiles });
        bag.fill(&mut self.factories, TILES_PER_FACTORY, &mut refilled);
    }

    /// The event announcing the current round as dealt. `new` reports no events, so a log
    /// can start with this for round 1.
    pub fn round_started_event(&self) -> Event {
        Event::RoundStarted {
            round: self.round,
            wild: wild_colour(self.options.wilds, self.round),
            first: self.first,
            factories: self.factories.clone(),
        }
    }
}
