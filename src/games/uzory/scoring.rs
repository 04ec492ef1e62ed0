//! Who scores an enclosed region.

use serde::{Deserialize, Serialize};

use super::board::Region;
use super::model::Model;
use super::tiles::{Colour, PLAYER_COLOURS};
use crate::game::Seat;

/// What the frame rule says about one enclosed region.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// White wins the region, or no seated player's colour does: nobody scores.
    Nobody,
    /// One seated player's colour wins the region.
    Scores(Seat),
    /// Several seated players' colours share the lead; the closer chooses.
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

/// Who scores a region with `counts` quarters of each colour (rulebook: "the player whose
/// colour has the larger area scores"; "white majority: nobody scores"; "equal areas: the
/// closer names the scorer").
///
/// - Model 2: only white and the seated players' colours count. Nobody scores when no seated
///   colour is in the region or white has strictly more quarters than every seated colour;
///   otherwise the seated colours with the most quarters score (one) or tie (several).
/// - Model 1: among all colours with the largest count, white and absent players' colours are
///   dropped; what is left decides.
pub fn verdict(counts: &[u16; 5], players: usize, model: Model) -> Verdict {
    let seated = |c: Colour| seat_of(c, players).map(|s| (s, counts[c.index()]));
    let most = match model {
        Model::Two => {
            let best = PLAYER_COLOURS
                .into_iter()
                .filter_map(seated)
                .map(|(_, n)| n)
                .max()
                .unwrap_or(0);
            if best == 0 || counts[Colour::White.index()] > best {
                return Verdict::Nobody;
            }
            best
        }
        Model::One => match counts.iter().max() {
            Some(&most) if most > 0 => most,
            _ => return Verdict::Nobody,
        },
    };
    let seats: Vec<Seat> = PLAYER_COLOURS
        .into_iter()
        .filter_map(seated)
        .filter(|&(_, n)| n == most)
        .map(|(s, _)| s)
        .collect();
    match seats.as_slice() {
        [] => Verdict::Nobody,
        [one] => Verdict::Scores(*one),
        _ => Verdict::Tie(seats),
    }
}

/// [`verdict`] of a region.
pub fn region_verdict(region: &Region, players: usize, model: Model) -> Verdict {
    verdict(&region.counts, players, model)
}
