//! A digest of every picture a few seeded random games show (public, private and reference,
//! in every language and both palettes): a change meant to leave the pictures' bytes alone
//! (a cache, a faster way to draw) prints the same digests before and after. Run with
//! `cargo test --lib picture_digests -- --ignored --nocapture` on both commits and compare.
//! Every picture, the private boards too, is also checked to be the one drawn with its layers
//! in place.

use std::hash::{DefaultHasher, Hash, Hasher};

use crate::game::{play_out, Seat, Viewer};
use crate::i18n::Locale;
use crate::present::kit::{in_place, Palette};
use crate::present::TableGame;

use super::cached::assert_as_in_place;
use super::picture_sizes::names;
use super::random_game;

/// Every how many moves the pictures are hashed.
const EVERY: usize = 5;

/// The digest of `G`'s pictures over games of 4, 2 and 1 seats from `seed`, and how many
/// pictures went into it.
pub(super) fn picture_digest<G: TableGame>(seed: u64) -> (u64, usize) {
    // Fixed keys: the same pictures give the same digest in every run.
    let mut digest = DefaultHasher::new();
    let mut pictures = 0;
    for players in [4, 2, 1] {
        let Some((mut game, mut seats)) = random_game::<G>(players, seed) else {
            continue;
        };
        let all = names();
        let names = &all[..players];
        let mut hash = |g: &G, moment: usize| {
            let locale = Locale::ALL[moment % Locale::ALL.len()];
            let palette = Palette::ALL[moment / Locale::ALL.len() % Palette::ALL.len()];
            let mut images = g.public_images(names, locale, palette).expect("public");
            for seat in Seat::all(players) {
                images.extend(
                    g.private_images(seat, names, locale, palette)
                        .expect("private"),
                );
            }
            for image in &images {
                (image.name, &image.png).hash(&mut digest);
            }
            let canvases = || {
                let mut all = g.public_pictures(names, locale, palette).expect("public");
                for seat in Seat::all(players) {
                    let view = g.view(Viewer::Seat(seat));
                    all.push(crate::present::Picture {
                        name: "board.png",
                        canvas: G::draw_board(&view, seat, names, locale, palette).expect("board"),
                        alt: None,
                    });
                }
                all
            };
            let moment = format!("{:?} {players}p, moment {moment}", G::KIND);
            assert_as_in_place(&canvases(), &in_place(canvases), &moment);
            pictures += images.len();
            let view = g.view(Viewer::Spectator);
            if let Some(reference) = G::draw_reference(&view, locale, palette).expect("reference") {
                reference.to_png().expect("png").hash(&mut digest);
                pictures += 1;
            }
        };
        hash(&game, 0);
        let mut moves = 0;
        play_out(&mut game, &mut seats, 100_000, |g, _| {
            moves += 1;
            if moves % EVERY == 0 {
                hash(g, moves / EVERY);
            }
        })
        .expect("the game ends");
        hash(&game, moves);
    }
    (digest.finish(), pictures)
}

#[test]
#[ignore = "prints digests to compare across commits"]
fn picture_digests() {
    for (seed, entry) in (31..).zip(crate::games::GAMES) {
        let checks = &crate::present::presented(entry.kind).checks;
        let (digest, pictures) = (checks.digest)(seed);
        println!("pictures {:?}: {digest:016x} over {pictures}", entry.kind);
    }
}
