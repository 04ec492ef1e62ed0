//! Every word, number and symbol of every picture reads at a glance on a phone (issue 50): when
//! a picture is shown [`PHONE_WIDTH`] px wide, every text's capitals are at least
//! [`LEGIBLE_CAPITAL`] px, a fact's [`LEGIBLE_FACT`], a fact-carrying symbol [`LEGIBLE_SYMBOL`],
//! every text stands out [`LEAST_CONTRAST`]:1 from what it is on, and a table message's pictures
//! fit [`ONE_SCREEN`], none taller than wide: at every seat count, in every language, at several
//! moments of seeded random games, with long names. `cargo test --lib legible -- --nocapture`
//! prints the figures, at [`NARROW_PHONE`] px too.

use crate::game::{play_out, Player, RandomPlayer, Seat, Viewer};
use crate::games::{GameOptions, OptionValues};
use crate::i18n::Locale;
use crate::present::kit::legibility::{
    measure, Smallest, LEAST_CONTRAST, LEGIBLE_CAPITAL, LEGIBLE_FACT, LEGIBLE_SYMBOL, NARROW_PHONE,
    ONE_SCREEN, PHONE_WIDTH,
};
use crate::present::kit::{score_sheet, Palette};
use crate::present::{Presented, TableGame, PRESENTED};

fn names() -> Vec<String> {
    ["Alice", "Борис", "Charlotte Augusta of Wales", "Дмитро"]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// One message's pictures, measured, with what the message was.
#[derive(Debug, Clone)]
struct Message {
    what: String,
    /// Whether it is the public table message (held to one screen).
    table: bool,
    pictures: Vec<Smallest>,
}

/// Every message of a game at `players` seats: the public table message, each seat's own and
/// the score sheet, at the deal, a third and two thirds of the way, the last move and the end.
fn messages<G: TableGame>(options: &G::Options, players: usize, seed: u64) -> Vec<Message> {
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
            let mut note = |what: String, table: bool, pictures: Vec<Smallest>| {
                seen.push(Message {
                    what: format!("{what} at moment {k} ({locale:?})"),
                    table,
                    pictures,
                });
            };
            let (images, public) =
                measure(|| game.public_images(&names, locale, Palette::Standard));
            let images = images.expect("public pictures");
            dump::<G>(players, k, locale, "public", &images);
            let labels: Vec<&str> = images.iter().map(|i| i.name).collect();
            note(format!("public {labels:?}"), true, public);
            for seat in Seat::all(players) {
                let (images, private) =
                    measure(|| game.private_images(seat, &names, locale, Palette::Standard));
                let images = images.expect("private pictures");
                if seat.0 == 0 {
                    dump::<G>(players, k, locale, "seat0", &images);
                }
                note(format!("seat {} private", seat.0), false, private);
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
                note("score sheet".to_string(), false, sheet);
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

/// What a game's pictures are held to.
#[derive(Debug, Clone, Copy)]
struct Bar {
    /// Least capitals of any text, at [`PHONE_WIDTH`].
    capital: f32,
    /// Least capitals of a fact.
    fact: f32,
    /// Least fact-carrying symbol.
    symbol: f32,
    /// Least contrast of text.
    contrast: f32,
    /// Tallest table message, its pictures shown [`PHONE_WIDTH`] wide.
    message: f32,
    /// Whether every picture must be at least as wide as it is tall.
    wide: bool,
}

/// Issue 50's bounds: capitals a phone reads, one screen a table message.
const GLANCE: Bar = Bar {
    capital: LEGIBLE_CAPITAL,
    fact: LEGIBLE_FACT,
    symbol: LEGIBLE_SYMBOL,
    contrast: LEAST_CONTRAST,
    message: ONE_SCREEN,
    wide: true,
};

/// The least of one measure over every picture, with where it was.
fn least(
    messages: &[Message],
    measure: impl Fn(&Smallest) -> Option<f32>,
) -> Option<(f32, &Message, &Smallest)> {
    messages
        .iter()
        .flat_map(|m| m.pictures.iter().map(move |p| (m, p)))
        .filter_map(|(m, p)| measure(p).map(|v| (v, m, p)))
        .min_by(|a, b| a.0.total_cmp(&b.0))
}

/// A table message's height with its pictures shown `width` px wide.
fn message_height(message: &Message, width: f32) -> f32 {
    message.pictures.iter().map(|p| p.height_at(width)).sum()
}

/// Checks every seat count of one game against `bar`, printing the smallest capitals, facts
/// and symbols at [`PHONE_WIDTH`] and [`NARROW_PHONE`], the weakest contrast and the tallest
/// table message.
fn check<G: TableGame>(label: &str, options: &G::Options, seed: u64, bar: Bar) {
    let mut failures = Vec::new();
    let mut all = Vec::new();
    for players in 1..=4 {
        let messages = messages::<G>(options, players, seed + players as u64);
        if messages.is_empty() {
            continue;
        }
        let mut fail = |what: &str, v: f32, m: &Message, p: &Smallest, sample: &str| {
            failures.push(format!(
                "{players} seats: {what} {v:.1} in {} ({sample:?} on a {}×{} picture)",
                m.what, p.width, p.height
            ));
        };
        for m in &messages {
            for p in &m.pictures {
                let checks = [
                    (
                        "capital",
                        p.capital_at(PHONE_WIDTH),
                        bar.capital,
                        &p.capital,
                    ),
                    ("fact", p.fact_at(PHONE_WIDTH), bar.fact, &p.fact),
                    ("symbol", p.symbol_at(PHONE_WIDTH), bar.symbol, &p.symbol),
                    ("contrast", p.contrast.value, bar.contrast, &p.contrast),
                ];
                for (what, value, floor, least) in checks {
                    if let Some(v) = value.filter(|v| *v < floor) {
                        fail(what, v, m, p, &least.sample);
                    }
                }
                if bar.wide && p.height > p.width {
                    fail("taller than wide", p.height as f32, m, p, "");
                }
            }
            let height = message_height(m, PHONE_WIDTH);
            if m.table && height > bar.message {
                if let Some(p) = m.pictures.first() {
                    fail("message height", height, m, p, "");
                }
            }
        }
        let tallest = messages
            .iter()
            .filter(|m| m.table)
            .map(|m| message_height(m, PHONE_WIDTH))
            .fold(0.0, f32::max);
        let capital = least(&messages, |p| p.capital_at(PHONE_WIDTH));
        if let Some((v, m, p)) = capital {
            eprintln!(
                "{label}, {players} seats: smallest capital {v:.1} px ({:?} in {}, {}×{}); tallest message {tallest:.0} px",
                p.capital.sample, m.what, p.width, p.height
            );
        }
        all.extend(messages);
    }
    for (what, width) in [("", PHONE_WIDTH), (" (narrow)", NARROW_PHONE)] {
        let px =
            |f: &dyn Fn(&Smallest) -> Option<f32>| least(&all, f).map_or(f32::NAN, |(v, _, _)| v);
        eprintln!(
            "{label}{what}: smallest capital at {width} px: {:.1} px",
            px(&|p| p.capital_at(width))
        );
        eprintln!(
            "{label}{what}: smallest fact at {width} px: {:.1} px",
            px(&|p| p.fact_at(width))
        );
        eprintln!(
            "{label}{what}: smallest symbol at {width} px: {:.1} px",
            px(&|p| p.symbol_at(width))
        );
        let tallest = all
            .iter()
            .filter(|m| m.table)
            .map(|m| message_height(m, width))
            .fold(0.0, f32::max);
        eprintln!("{label}{what}: tallest message at {width} px: {tallest:.0} px");
    }
    if let Some((v, m, p)) = least(&all, |p| p.contrast.value) {
        eprintln!(
            "{label}: weakest contrast: {v:.1}:1 ({:?} in {})",
            p.contrast.sample, m.what
        );
    }
    failures.dedup_by(|a, b| a.split(" in ").next() == b.split(" in ").next());
    assert!(
        failures.is_empty(),
        "{label}: {} pictures out of bounds at {PHONE_WIDTH} px wide:\n{}",
        failures.len(),
        failures
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// [`check`]s `G` with the host's `options` against [`GLANCE`].
pub(super) fn check_options<G: TableGame>(label: &str, options: GameOptions, seed: u64) {
    let options = G::engine_options(&options).expect("the game's own options");
    check::<G>(label, &options, seed, GLANCE);
}

/// Every game with the options it opens with, and with each other value of each of its
/// choices (Summer Pavilion's beige side, Sintra's side B, Azul's grey wall…).
#[test]
fn every_game_is_legible() {
    // A thread a game: each checks hundreds of pictures.
    std::thread::scope(|threads| {
        for (i, game) in (0..).zip(PRESENTED) {
            threads.spawn(move || check_every_choice(game, 10 + 20 * i));
        }
    });
}

/// Checks `game` with the options it opens with, and with each other value of each of its
/// choices, from `seed` on.
fn check_every_choice(game: &Presented, seed: u64) {
    let kind = game.kind;
    let name = Locale::En.text(&crate::i18n::Text::GameName(kind));
    let defaults = kind.default_options();
    (game.checks.legible)(&name, defaults, seed);
    let mut variants = Vec::new();
    for option in kind.options() {
        if let OptionValues::Choice(values) = option.values {
            variants.extend(values.iter().map(|value| (option.name, *value)));
        }
    }
    for (seed, (option, value)) in (seed + 1..).zip(variants) {
        let Ok(options) = kind.with_option(defaults, option, value) else {
            continue;
        };
        if options != defaults {
            (game.checks.legible)(&format!("{name} ({option} {value})"), options, seed);
        }
    }
}
