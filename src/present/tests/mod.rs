//! Tests over every game's presentation at once: button and option labels, the pictures'
//! byte sizes, and legibility on a phone. Each runs for every game of the registry, through
//! its [`Checks`] (in its `PRESENTED`), so a game added to the registry is checked too.

mod cached;
mod labels;
mod legible;
mod picture_sizes;

use crate::games::GameOptions;
use crate::present::TableGame;

/// The checks of this folder, instantiated for one game's engine by [`Checks::of`].
pub(crate) struct Checks {
    /// Every menu label fits a phone: (seeds per seat count, every how many decisions).
    labels: fn(u64, usize),
    /// Its pictures are light: the seed of a 4-player game.
    light: fn(u64),
    /// Its pictures read at a glance: (what is checked, its options, the seed).
    legible: fn(&str, GameOptions, u64),
    /// A cached draw is a fresh one: the seed of the games.
    cached: fn(u64),
}

impl Checks {
    pub(crate) const fn of<G: TableGame>() -> Checks {
        Checks {
            labels: labels::assert_menu_labels_fit::<G>,
            light: picture_sizes::assert_light::<G>,
            legible: legible::check_options::<G>,
            cached: cached::assert_cached_is_fresh::<G>,
        }
    }
}
