//! A picture drawn while the caches are warm (encoded pictures, rasterised glyphs, layers) is
//! byte for byte what drawing it afresh gives, and at most [`MAX_PICTURE`] bytes (issue 52): at
//! moments across seeded random games of every game of the registry, in every language and both
//! palettes. Its pixels are also those drawn with every layer in place, as before layers.

use crate::game::play_out;
use crate::i18n::Locale;
use crate::present::kit::{in_place, uncached, Palette};
use crate::present::Picture;
use crate::present::TableGame;

use super::picture_sizes::{names, MAX_PICTURE};
use super::random_game;

/// Every how many moves the table message is drawn three ways.
const EVERY: usize = 13;

pub(super) fn assert_cached_is_fresh<G: TableGame>(seed: u64) {
    for players in [4, 1] {
        let Some((mut game, mut seats)) = random_game::<G>(players, seed) else {
            continue;
        };
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
            let pictures = || g.public_pictures(names, locale, palette).expect("pictures");
            let moment = format!("{:?} {players}p, move {moves}", G::KIND);
            assert_as_in_place(&pictures(), &in_place(pictures), &moment);
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

/// Pictures drawn with layers are pixel for pixel the ones drawn with every layer in place
/// (`in_place`): where not, the first pixels that differ say which layer covered what.
pub(super) fn assert_as_in_place(layered: &[Picture], in_place: &[Picture], moment: &str) {
    assert_eq!(layered.len(), in_place.len(), "{moment}");
    for (a, b) in layered.iter().zip(in_place) {
        let width = a.canvas.width().max(1) as usize;
        let differing: Vec<_> = (a.canvas.rgb().iter().zip(&b.canvas.rgb()))
            .enumerate()
            .filter(|(_, (x, y))| x != y)
            .map(|(i, (x, y))| (i % width, i / width, format!("{x:06x} not {y:06x}")))
            .take(8)
            .collect();
        assert!(differing.is_empty(), "{moment} {}: {differing:?}", a.name);
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
