//! The pieces of the games played from factory displays, kept once for all of them: what their
//! rules share. A plain kit beside the games, not a game.
//!
//! - [`Tiles`]: a counted pile of tiles over a game's own colours ([`TileColour`]).
//! - [`Bag`]: the bag and the pile its spent tiles wait in, drawing at a random position with
//!   the game's seeded generator, and dealing onto the factories.
//! - [`offer`]: the factory displays and the centre ([`Source`]), how many there are, and
//!   taking every tile of one colour from one of them ([`offer::check_take`], [`offer::leave`]).
//!   A game whose pieces are a list rather than counts still lists its sources with
//!   [`offer::legal_sources`].
//! - [`Ledger`]: scores by cause, never below 0, and the final [`ranking`].
//! - The seat order: round 1's first player drawn from the seed, the next seat.

mod bag;
pub mod offer;
mod score;
mod tiles;

pub use bag::{first_player, full_bag, next_seat, Bag};
pub use offer::Source;
pub use score::{ranking, Ledger};
pub use tiles::{TileColour, Tiles};

#[cfg(test)]
pub mod testing;
