//! Setting up a game: strips shuffled above the windows (never wild side up), the round indicator,
//! the bag, and round I's factories.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::game::{GameRng, Seat, SetupError};
use crate::games::SintraEdition;

use super::actions::Event;
use super::board::{Board, OpenStrip, Slot};
use super::components::{components, Colour, Components, StripDef, StripFace};
use super::rules::small;
use super::state::{Phase, PlayerState, Sintra, SintraOptions};
use super::table::{Counts, Table};

/// The player counts the asset has factory numbers for (2–4).
pub fn player_range(c: &Components) -> std::ops::RangeInclusive<usize> {
    let counts = || c.factories_by_players.iter().map(|p| p.0);
    counts().min().unwrap_or(2)..=counts().max().unwrap_or(4)
}

/// Shuffles a player's strips over the windows, each random side up; the strip with wild cells
/// is turned so they face down.
fn deal_board(strips: &[StripDef], rng: &mut GameRng) -> Board {
    let mut order: Vec<usize> = (0..strips.len()).collect();
    order.shuffle(rng);
    let slots = order
        .into_iter()
        .filter_map(|i| strips.get(i))
        .map(|def| {
            let mut face = if rng.random_bool(0.5) {
                StripFace::Front
            } else {
                StripFace::Back
            };
            if def.wild_face == Some(face) {
                face = match face {
                    StripFace::Front => StripFace::Back,
                    StripFace::Back => StripFace::Front,
                };
            }
            Slot::Open(OpenStrip::new(def, face))
        })
        .collect();
    Board {
        slots,
        glazier: 0,
        broken: 0,
    }
}

impl Sintra {
    /// A new game; returns it with the events of its setup (round I's draw).
    pub fn setup(
        options: &SintraOptions,
        players: usize,
        seed: u64,
    ) -> Result<(Sintra, Vec<Event>), SetupError> {
        Sintra::setup_with(
            options,
            players,
            seed,
            components().strips_of(options.edition),
        )
    }

    /// [`Sintra::setup`] with another set of strips (one per window): how candidate stand-in
    /// sets are tried in self-play (`examples/sintra_strips.rs`). Every other value is the
    /// asset's; the game carries its strips in its state from here on.
    pub fn setup_with(
        options: &SintraOptions,
        players: usize,
        seed: u64,
        strips: &[StripDef],
    ) -> Result<(Sintra, Vec<Event>), SetupError> {
        let c = components();
        SetupError::check_players(player_range(c), players)?;
        if strips.len() != c.windows {
            return Err(SetupError::Option("one strip per window".into()));
        }
        let factories = c
            .factories_for(players)
            .ok_or_else(|| SetupError::Option(format!("no factory count for {players} players")))?;
        let mut rng = GameRng::seeded(seed);
        let player_states = (0..players)
            .map(|_| PlayerState {
                board: deal_board(strips, &mut rng),
                sheet: Default::default(),
                pieces_broken: 0,
            })
            .collect();
        // One piece of each colour in random order on spaces II–VI, the rest in the bag, and a
        // random piece from the bag on space I.
        let mut later: Vec<Colour> = c.all_colours().collect();
        later.shuffle(&mut rng);
        let mut bag = Counts(vec![c.pieces_per_colour; c.colour_count()]);
        for &colour in &later {
            if let Some(n) = bag.0.get_mut(colour.index()) {
                *n = n.saturating_sub(1);
            }
        }
        let first = bag.draw(&mut rng);
        let mut indicator = vec![first];
        indicator.extend(later.into_iter().map(Some));
        // The rulebook's first player "most recently cleaned a window": nobody can tell, so
        // the second edition draws one; first-edition games (their records replay) gave seat 0.
        let start_player = match options.edition {
            SintraEdition::First => Seat(0),
            SintraEdition::Second => Seat(small(rng.random_range(0..players))),
        };
        let mut game = Sintra {
            side: options.side,
            rng,
            players: player_states,
            table: Table {
                factories: vec![Vec::new(); factories],
                centre: Vec::new(),
                start_marker_in_centre: false,
            },
            bag,
            tower: Counts::zero(c.colour_count()),
            indicator,
            round: 1,
            start_player,
            phase: Phase::Over,
            last: None,
        };
        let mut events = Vec::new();
        game.start_round(&mut events);
        Ok((game, events))
    }
}
