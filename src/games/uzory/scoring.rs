//! Who scores an enclosed region.

use serde::{Deserialize, Serialize};

use super::board::Region;
use super::tiles::{Colour, PLAYER_COLOURS};
use crate::game::Seat;

/// What the majority rule says about one enclosed region.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// The majority colour is white or belongs to no seated player (or every colour tied for
    /// the majority is one of those): nobody scores.
    Nobody,
    /// Exactly one seated player's colour is among the largest counts.
    Scores(Seat),
    /// Several seated players' colours share the largest count; the closer chooses.
    Tie(Vec<Seat>),
}

/// The seat playing `colour` in a game of `players`, if any.
pub fn seat_of(colour: Colour, players: usize) -> Option<Seat> {
    PLAYER_COLOURS
        .iter()
        .take(players)
        .position(|&c| c == colour)
        .and_then(|i| u8::try_from(i).ok())
        .map(Seat)
}

/// The colour of a seat's pattern card.
pub fn colour_of(seat: Seat) -> Option<Colour> {
    PLAYER_COLOURS.get(seat.index()).copied()
}

/// Among the colours with the largest count, white and absent players' colours are dropped;
/// what is left decides (rulebook: "white majority: nobody scores"; "equal areas: the closer
/// names the scorer").
pub fn verdict(counts: &[u16; 5], players: usize) -> Verdict {
    let Some(&most) = counts.iter().max() else {
        return Verdict::Nobody;
    };
    if most == 0 {
        return Verdict::Nobody;
    }
    let seats: Vec<Seat> = Colour::ALL
        .into_iter()
        .zip(counts.iter())
        .filter(|&(_, &n)| n == most)
        .filter_map(|(c, _)| seat_of(c, players))
        .collect();
    match seats.as_slice() {
        [] => Verdict::Nobody,
        [one] => Verdict::Scores(*one),
        _ => Verdict::Tie(seats),
    }
}

/// [`verdict`] of a region.
pub fn region_verdict(region: &Region, players: usize) -> Verdict {
    verdict(&region.counts, players)
}
