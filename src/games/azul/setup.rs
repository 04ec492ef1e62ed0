//! Setting up the table and drawing from the bag (refilled from the box lid when it runs out).

use rand::Rng;

use super::actions::Event;
use super::state::Azul;
use super::state::{
    factories_for, AzulOptions, Marker, Phase, PlayerState, TILES_PER_COLOUR, TILES_PER_FACTORY,
};
use super::tiles::{Colour, Tiles};
use crate::game::{Game, GameRng, Seat, SetupError};

impl Azul {
    /// The first player of round 1 is drawn from the seed (the rulebook's "most recently
    /// visited Portugal" is unknown to a bot, and the host should not always start).
    pub(crate) fn setup(
        options: &AzulOptions,
        players: usize,
        seed: u64,
    ) -> Result<Azul, SetupError> {
        SetupError::check_players(<Azul as Game>::player_counts(options), players)?;
        let bag = Colour::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, usize::from(TILES_PER_COLOUR)))
            .collect();
        let first = first_player(players, seed);
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

    /// Draws one random tile; pours the lid into the bag first if needed. `None` when both are
    /// empty.
    pub(crate) fn draw(&mut self, events: &mut Vec<Event>) -> Option<Colour> {
        if self.bag.is_empty() {
            let tiles = self.lid.to_list();
            if tiles.is_empty() {
                return None;
            }
            events.push(Event::BagRefilled {
                tiles: tiles.len() as u32,
            });
            self.bag = tiles;
            self.lid = Tiles::EMPTY;
        }
        let len = self.bag.len();
        if len == 0 {
            return None;
        }
        let i = self.rng.random_range(0..len);
        (i < len).then(|| self.bag.swap_remove(i))
    }

    /// Puts 4 tiles on each factory, stopping early when bag and lid are both empty.
    pub(crate) fn fill_factories(&mut self, events: &mut Vec<Event>) {
        for f in 0..self.factories.len() {
            for _ in 0..TILES_PER_FACTORY {
                let Some(colour) = self.draw(events) else {
                    return;
                };
                if let Some(factory) = self.factories.get_mut(f) {
                    factory.add(colour, 1);
                }
            }
        }
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

/// Round 1's first player, drawn from the seed with a generator of its own, so the deal of a
/// seed does not depend on it.
fn first_player(players: usize, seed: u64) -> Seat {
    // Any fixed constant: it only separates this draw from the deal's.
    let mut rng = GameRng::seeded(seed ^ 0xa2c1_f1a5_7e55_0001);
    let i = rng.random_range(0..players.max(1));
    Seat(u8::try_from(i).unwrap_or(0))
}
