//! Tests over every game's presentation at once: button and option labels, the pictures'
//! byte sizes, and legibility on a phone. Each runs for every game of the registry, through
//! its [`Checks`] (in its `PRESENTED`), so a game added to the registry is checked too.

mod cached;
mod digest;
mod labels;
mod legible;
mod picture_sizes;

use crate::game::{Player, RandomPlayer};
use crate::games::GameOptions;
use crate::i18n::Locale;
use crate::present::kit::Palette;
use crate::present::TableGame;

/// A random player in each seat.
pub(crate) type RandomSeats<G> = Vec<Box<dyn Player<G>>>;

/// A seeded game of `players` seats with a seeded random player in each; `None` when the game
/// does not seat that many.
pub(crate) fn random_game<G: TableGame>(players: usize, seed: u64) -> Option<(G, RandomSeats<G>)> {
    let game = G::new(&G::DEFAULT_OPTIONS, players, seed).ok()?;
    let seats = (0..players as u64)
        .map(|i| Box::new(RandomPlayer::new(seed * 10 + i)) as Box<dyn Player<G>>)
        .collect();
    Some((game, seats))
}

/// "Player 0", "Player 1", … for `n` seats.
pub(crate) fn player_names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("Player {i}")).collect()
}

/// A PNG's width and height.
pub(crate) fn png_size(png: &[u8]) -> (u32, u32) {
    let img = image::load_from_memory(png).unwrap();
    (img.width(), img.height())
}

/// The width and height of the players' picture `G` draws of `view` (for a game that draws
/// one).
pub(crate) fn players_png_size<G: TableGame>(
    view: &G::View,
    names: &[String],
    locale: Locale,
    palette: Palette,
) -> (u32, u32) {
    let players = G::draw_players(view, names, locale, palette)
        .unwrap()
        .expect("a players picture");
    png_size(&players.to_png().unwrap())
}

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
    /// A digest of its pictures over seeded games: the seed; the digest and how many pictures.
    digest: fn(u64) -> (u64, usize),
}

impl Checks {
    pub(crate) const fn of<G: TableGame>() -> Checks {
        Checks {
            labels: labels::assert_menu_labels_fit::<G>,
            light: picture_sizes::assert_light::<G>,
            legible: legible::check_options::<G>,
            cached: cached::assert_cached_is_fresh::<G>,
            digest: digest::picture_digest::<G>,
        }
    }
}
