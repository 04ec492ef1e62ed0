//! A picture drawn while the caches are warm (encoded pictures, rasterised glyphs) is byte for
//! byte what drawing it afresh gives, and at most [`MAX_PICTURE`] bytes (issue 52): at moments
//! across seeded random games of every game of the registry, in every language and both
//! palettes.

use crate::game::{play_out, Player, RandomPlayer};
use crate::i18n::Locale;
use crate::present::kit::{uncached, Palette};
use crate::present::TableGame;

use super::picture_sizes::{names, MAX_PICTURE};

/// Every how many moves the table message is drawn three ways.
const EVERY: usize = 7;

pub(super) fn assert_cached_is_fresh<G: TableGame>(seed: u64) {
    for players in [4, 1] {
        let Ok(mut game) = G::new(&G::DEFAULT_OPTIONS, players, seed) else {
            continue;
        };
        let mut seats: Vec<Box<dyn Player<G>>> = (0..players as u64)
            .map(|i| Box::new(RandomPlayer::new(seed * 10 + i)) as Box<dyn Player<G>>)
            .collect();
        let all = names();
        let names = &all[..players];
        let mut moves = 0;
        let check = |g: &G, moves: usize| {
            let moment = moves / EVERY;
            let locale = Locale::ALL[moment % Locale::ALL.len()];
            let palette = Palette::ALL[moment % Palette::ALL.len()];
            let draw = || g.public_images(names, locale, palette).expect("pictures");
            // The first draw fills the cache, the second is served from it.
            let (_, cached) = (draw(), draw());
            let fresh = uncached(draw);
            assert_eq!(cached, fresh, "{:?} {players}p, move {moves}", G::KIND);
            for image in &cached {
                let bytes = image.png.len();
                assert!(
                    bytes <= MAX_PICTURE,
                    "{:?} {}: {bytes}",
                    G::KIND,
                    image.name
                );
            }
        };
        check(&game, 0);
        play_out(&mut game, &mut seats, 100_000, |g, _| {
            moves += 1;
            if moves % EVERY == 0 {
                check(g, moves);
            }
        })
        .expect("the game ends");
        check(&game, moves);
    }
}

#[test]
fn a_cached_picture_is_a_fresh_one() {
    std::thread::scope(|threads| {
        for (seed, entry) in (11..).zip(crate::games::GAMES) {
            let checks = &crate::present::presented(entry.kind).checks;
            threads.spawn(move || (checks.cached)(seed));
        }
    });
}
