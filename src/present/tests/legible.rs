//! Every word, number and symbol of every picture stays readable on a phone (issue 37): at
//! least [`LEGIBLE`] px tall when the picture is shown [`PHONE_WIDTH`] px wide, at every seat
//! count, in every language, at several moments of seeded random games, with long names.
//! `cargo test --lib legible -- --nocapture` prints the smallest text of each game and seat count.

use crate::game::{play_out, Player, RandomPlayer, Seat, Viewer};
use crate::games::azul::{Azul, AzulOptions, WallSide};
use crate::games::sagrada::Sagrada;
use crate::games::sintra::{Sintra, SintraOptions};
use crate::games::summer_pavilion::SummerPavilion;
use crate::games::uzory::Uzory;
use crate::games::{PavilionSide, Registered, SintraSide};
use crate::i18n::Locale;
use crate::present::kit::legibility::{measure, Smallest, LEGIBLE, PHONE_WIDTH};
use crate::present::kit::{score_sheet, Palette};
use crate::present::TableGame;

fn names() -> Vec<String> {
    ["Alice", "Борис", "Charlotte Augusta of Wales", "Дмитро"]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// The smallest text of one picture, with what it was.
#[derive(Debug, Clone)]
struct Seen {
    on_phone: f32,
    what: String,
    picture: Smallest,
}

/// Every picture of a game at `players` seats: the public message's, each seat's own and the
/// score sheet, at the deal, a third and two thirds of the way, the last move and the end.
fn pictures<G: TableGame>(options: &G::Options, players: usize, seed: u64) -> Vec<Seen> {
    let Ok(mut game) = G::new(options, players, seed) else {
        return Vec::new();
    };
    let mut seats: Vec<Box<dyn Player<G>>> = (0..players as u64)
        .map(|i| Box::new(RandomPlayer::new(seed * 10 + i)) as Box<dyn Player<G>>)
        .collect();
    let mut moments = vec![game.clone()];
    play_out(&mut game, &mut seats, 100_000, |g, _| {
        moments.push(g.clone())
    })
    .expect("the game ends");
    let n = moments.len();
    let picked = [0, n / 3, 2 * n / 3, n.saturating_sub(2), n - 1];
    let names = names();
    let mut seen = Vec::new();
    for (k, &i) in picked.iter().enumerate() {
        let Some(game) = moments.get(i) else { continue };
        for locale in Locale::ALL {
            let mut note = |what: String, pictures: Vec<Smallest>| {
                for picture in pictures {
                    if let Some(on_phone) = picture.on_phone() {
                        seen.push(Seen {
                            on_phone,
                            what: format!("{what} at moment {k} ({locale:?})"),
                            picture,
                        });
                    }
                }
            };
            let (images, public) =
                measure(|| game.public_images(&names, locale, Palette::Standard));
            let images = images.expect("public pictures");
            dump::<G>(players, k, locale, "public", &images);
            let labels: Vec<&str> = images.iter().map(|i| i.name).collect();
            note(format!("public {labels:?}"), public);
            for seat in Seat::all(players) {
                let (images, private) =
                    measure(|| game.private_images(seat, &names, locale, Palette::Standard));
                let images = images.expect("private pictures");
                if seat.0 == 0 {
                    dump::<G>(players, k, locale, "seat0", &images);
                }
                note(format!("seat {} private", seat.0), private);
            }
            if let Some(outcome) = game.outcome() {
                let under = G::sheet_note(&game.view(Viewer::Spectator), &outcome, locale);
                let (png, sheet) =
                    measure(|| score_sheet(&outcome, &names, locale, under.as_deref()));
                let png = png.expect("score sheet");
                let sheet_image = crate::present::Image {
                    name: "scores.png",
                    png,
                    alt: None,
                };
                dump::<G>(players, k, locale, "end", &[sheet_image]);
                note("score sheet".to_string(), sheet);
            }
        }
    }
    seen
}

/// With `LEGIBLE_DUMP=DIR`, writes the pictures of the middle and last moments in English and
/// Russian to DIR, to be looked at.
fn dump<G: TableGame>(
    players: usize,
    moment: usize,
    locale: Locale,
    whose: &str,
    images: &[crate::present::Image],
) {
    let Some(dir) = std::env::var_os("LEGIBLE_DUMP") else {
        return;
    };
    if !matches!(moment, 2 | 4) || locale == Locale::Uk {
        return;
    }
    for image in images {
        let name = format!(
            "{:?}-p{players}-m{moment}-{locale:?}-{whose}-{}",
            G::KIND,
            image.name
        );
        std::fs::write(std::path::Path::new(&dir).join(name), &image.png).expect("dump");
    }
}

/// Checks every seat count of one game against [`LEGIBLE`] px at [`PHONE_WIDTH`], printing the
/// smallest text of each.
fn check<G: TableGame>(label: &str, options: &G::Options, seed: u64) {
    let mut worst: Option<Seen> = None;
    let mut failures = Vec::new();
    for players in 1..=4 {
        let seen = pictures::<G>(options, players, seed + players as u64);
        let Some(least) = seen
            .iter()
            .min_by(|a, b| a.on_phone.total_cmp(&b.on_phone))
            .cloned()
        else {
            continue;
        };
        let symbol = seen
            .iter()
            .filter_map(|s| s.picture.symbol_on_phone())
            .min_by(f32::total_cmp)
            .unwrap_or(f32::NAN);
        eprintln!(
            "{label}, {players} seats: smallest text at {PHONE_WIDTH} px: {:.1} px ({}, {:?} {:.0} px on a {}×{} picture); smallest symbol {symbol:.1} px",
            least.on_phone,
            least.what,
            least.picture.sample,
            least.on_phone * least.picture.width as f32 / PHONE_WIDTH,
            least.picture.width,
            least.picture.height,
        );
        for s in &seen {
            if s.on_phone < LEGIBLE
                && !failures
                    .iter()
                    .any(|f: &String| f.starts_with(&format!("{players} seats: {}", s.what)))
            {
                failures.push(format!(
                    "{players} seats: {} — {:.1} px ({:?} on a {}×{} picture)",
                    s.what, s.on_phone, s.picture.sample, s.picture.width, s.picture.height
                ));
            }
        }
        if worst.as_ref().is_none_or(|w| least.on_phone < w.on_phone) {
            worst = Some(least);
        }
    }
    let worst = worst.expect("some picture has text");
    eprintln!(
        "{label}: smallest text at {PHONE_WIDTH} px: {} px",
        worst.on_phone.floor()
    );
    assert!(
        failures.is_empty(),
        "{label}: text under {LEGIBLE} px at {PHONE_WIDTH} px wide:\n{}",
        failures.join("\n")
    );
}

#[test]
fn summer_pavilion_is_legible() {
    check::<SummerPavilion>("Summer Pavilion", &SummerPavilion::DEFAULT_OPTIONS, 10);
    let beige = crate::games::summer_pavilion::PavilionOptions {
        side: PavilionSide::Beige,
        ..SummerPavilion::DEFAULT_OPTIONS
    };
    check::<SummerPavilion>("Summer Pavilion (beige)", &beige, 20);
}

#[test]
fn sintra_is_legible() {
    check::<Sintra>("Sintra (side A)", &SintraOptions::new(SintraSide::A), 30);
    check::<Sintra>("Sintra (side B)", &SintraOptions::new(SintraSide::B), 40);
}

#[test]
fn sagrada_is_legible() {
    check::<Sagrada>("Sagrada", &Sagrada::DEFAULT_OPTIONS, 50);
}

#[test]
fn uzory_is_legible() {
    check::<Uzory>("Uzory", &(), 60);
}

#[test]
fn azul_is_legible() {
    check::<Azul>("Azul", &Azul::DEFAULT_OPTIONS, 70);
    let grey = AzulOptions {
        side: WallSide::Grey,
    };
    check::<Azul>("Azul (grey)", &grey, 80);
}
