//! Issue 52: how small and how costly other encodings of the table pictures would be. Over a whole
//! seeded random game of every game at 4 seats (and Sagrada solo), the public pictures of the table
//! message at evenly spaced moves are quantised as the bot does, then each is encoded as
//! - `png6`: today's PNG (the project's encoder, deflate level 6),
//! - `png9`: the same PNG at deflate level 9,
//! - `webp-rs`: lossless WebP by the pure-Rust `image-webp` encoder,
//! - `webp-zN`: lossless WebP by libwebp at its lossless preset N (what `cwebp -lossless -z N` does),
//! - `xz`: the bare palette indices through xz at preset 9, a floor for reference (not a picture).
//!
//! Every WebP is decoded again (by `image-webp`) and compared pixel by pixel with the decoded PNG;
//! any difference stops the run. Prints a Markdown table per game: pictures, median bytes and
//! median encode CPU milliseconds (this thread's) per picture for each format, and the ratio of
//! the total bytes to today's PNG. Nothing here changes what the bot sends.
//!
//! `cargo run --features picture-formats --example picture_formats -- [MESSAGES] [LEVELS] [GAMES]`: MESSAGES table messages a
//! game (default 30; a message is one to three pictures; at most one a move), LEVELS libwebp
//! presets, comma-separated (default `1,6`), GAMES the games' slugs, comma-separated (default all).

use std::io::Write;
use std::time::Duration;

use vitrail::game::{Player, RandomPlayer, Viewer};
use vitrail::games::azul::Azul;
use vitrail::games::sagrada::Sagrada;
use vitrail::games::sintra::Sintra;
use vitrail::games::summer_pavilion::SummerPavilion;
use vitrail::games::uzory::Uzory;
use vitrail::i18n::Locale;
use vitrail::present::kit::{Indexed, Palette};
use vitrail::table::Hosted;

type Error = Box<dyn std::error::Error>;

#[path = "../benches/common/cpu.rs"]
mod cpu;
use cpu::thread_cpu;

fn main() -> Result<(), Error> {
    let mut args = std::env::args().skip(1);
    let messages: usize = args.next().map(|a| a.parse()).transpose()?.unwrap_or(30);
    let levels: Vec<i32> = match args.next() {
        Some(list) => list.split(',').map(str::parse).collect::<Result<_, _>>()?,
        None => vec![1, 6],
    };
    let games: Option<String> = args.next();
    let mut formats = vec![
        "png6".to_string(),
        "png9".to_string(),
        "webp-rs".to_string(),
    ];
    formats.extend(levels.iter().map(|l| format!("webp-z{l}")));
    formats.push("xz".to_string());
    println!(
        "| game | pictures | {} |",
        formats
            .iter()
            .map(|f| format!("{f} bytes / ms / ratio"))
            .collect::<Vec<_>>()
            .join(" | ")
    );
    println!("|---|---|{}", "---|".repeat(formats.len()));
    measure::<SummerPavilion>(4, messages, &levels, &games)?;
    measure::<Sintra>(4, messages, &levels, &games)?;
    measure::<Sagrada>(4, messages, &levels, &games)?;
    measure::<Sagrada>(1, messages, &levels, &games)?;
    measure::<Uzory>(4, messages, &levels, &games)?;
    measure::<Azul>(4, messages, &levels, &games)?;
    Ok(())
}

/// One format's figures over a game: each picture's bytes and encode CPU.
#[derive(Default)]
struct Figures {
    bytes: Vec<usize>,
    times: Vec<Duration>,
}

impl Figures {
    fn add(&mut self, bytes: usize, time: Duration) {
        self.bytes.push(bytes);
        self.times.push(time);
    }
}

/// A seeded random game of `G` for `players` (the same game every call), and its random players.
fn new_game<G: Hosted>(players: usize) -> Result<Option<(G, Vec<RandomPlayer>)>, Error> {
    let options = G::KIND.default_options();
    let Some(engine_options) = G::engine_options(&options) else {
        return Ok(None);
    };
    let game = G::new(&engine_options, players, 7)?;
    Ok(Some((
        game,
        (0..players as u64).map(RandomPlayer::new).collect(),
    )))
}

/// Plays one random move; false once nobody can move.
fn step<G: Hosted>(game: &mut G, random: &mut [RandomPlayer]) -> bool {
    let Some(&seat) = game.to_act().first() else {
        return false;
    };
    let legal = game.legal_actions(seat);
    let view = game.view(Viewer::Seat(seat));
    let Some(action) = Player::<G>::choose(&mut random[seat.index()], seat, &view, &legal) else {
        return false;
    };
    game.play(seat, &action).is_ok()
}

/// Plays the game once to count its moves, then again, encoding the table message's pictures
/// at `messages` evenly spaced moves (the first and the last included).
/// Only games whose slug `games` lists (all without it).
fn measure<G: Hosted>(
    players: usize,
    messages: usize,
    levels: &[i32],
    games: &Option<String>,
) -> Result<(), Error> {
    let slug = G::KIND.slug();
    if games
        .as_ref()
        .is_some_and(|g| !g.split(',').any(|g| g == slug))
    {
        return Ok(());
    }
    let Some((mut game, mut random)) = new_game::<G>(players)? else {
        return Ok(());
    };
    let mut moves = 0;
    while step(&mut game, &mut random) {
        moves += 1;
    }
    let Some((mut game, mut random)) = new_game::<G>(players)? else {
        return Ok(());
    };
    let every = (moves / messages.saturating_sub(1).max(1)).max(1);
    let names: Vec<String> = (1..=players).map(|i| format!("Player {i}")).collect();
    let mut figures: Vec<Figures> = (0..levels.len() + 4).map(|_| Figures::default()).collect();
    let mut at = 0;
    loop {
        if at % every == 0 || at == moves {
            for picture in game.public_pictures(&names, Locale::En, Palette::Standard)? {
                encode_all(&picture.canvas.indexed(), levels, &mut figures)?;
            }
        }
        if !step(&mut game, &mut random) {
            break;
        }
        at += 1;
    }
    let today: usize = figures[0].bytes.iter().sum();
    let cells: Vec<String> = figures
        .iter_mut()
        .map(|f| {
            let total: usize = f.bytes.iter().sum();
            format!(
                "{:.1} KB / {:.1} / {:.2}",
                median(&mut f.bytes) as f64 / 1000.0,
                median(&mut f.times).as_secs_f64() * 1000.0,
                total as f64 / today.max(1) as f64
            )
        })
        .collect();
    let game_name = if players == 1 {
        format!("{} solo", G::KIND)
    } else {
        format!("{}, {players}", G::KIND)
    };
    println!(
        "| {game_name} | {} | {} |",
        figures[0].bytes.len(),
        cells.join(" | ")
    );
    Ok(())
}

/// Encodes `picture` in every format, in the order of `figures` (png6, png9, webp-rs, each
/// libwebp level, xz), checking that every WebP decodes to the PNG's pixels.
fn encode_all(picture: &Indexed, levels: &[i32], figures: &mut [Figures]) -> Result<(), Error> {
    let (png6, time) = timed(|| picture.to_png())?;
    figures[0].add(png6.len(), time);
    let (png9, time) = timed(|| picture.to_png_at(9))?;
    figures[1].add(png9.len(), time);

    let expected = image::load_from_memory_with_format(&png6, image::ImageFormat::Png)?.to_rgb8();
    let (webp, time) = timed(|| webp_rs(picture))?;
    check(&webp, expected.as_raw(), "image-webp")?;
    figures[2].add(webp.len(), time);
    for (i, &level) in levels.iter().enumerate() {
        let (webp, time) = timed(|| libwebp(picture, level))?;
        check(&webp, expected.as_raw(), "libwebp")?;
        figures[3 + i].add(webp.len(), time);
    }
    let (xz, time) = timed(|| xz(&picture.indices))?;
    figures[3 + levels.len()].add(xz.len(), time);
    Ok(())
}

/// The picture's pixels, 3 bytes each, from its palette: what a WebP encoder takes.
fn rgb(picture: &Indexed) -> Vec<u8> {
    picture
        .indices
        .iter()
        .flat_map(|&i| {
            let c = picture.palette.get(usize::from(i)).copied().unwrap_or(0);
            [(c >> 16) as u8, (c >> 8) as u8, c as u8]
        })
        .collect()
}

fn webp_rs(picture: &Indexed) -> Result<Vec<u8>, Error> {
    let mut out = Vec::new();
    image_webp::WebPEncoder::new(&mut out).encode(
        &rgb(picture),
        picture.width,
        picture.height,
        image_webp::ColorType::Rgb8,
    )?;
    Ok(out)
}

/// Lossless WebP by libwebp at its lossless preset `level` (0–9).
fn libwebp(picture: &Indexed, level: i32) -> Result<Vec<u8>, Error> {
    use libwebp_sys as webp;
    let pixels = rgb(picture);
    let failed = |what: &str| -> Error { format!("libwebp: {what} failed").into() };
    let mut config = webp::WebPConfig::new().map_err(|()| failed("config"))?;
    // SAFETY: `config` is an initialised WebPConfig.
    if unsafe { webp::WebPConfigLosslessPreset(&mut config, level) } == 0 {
        return Err(failed("lossless preset"));
    }
    let mut frame = webp::WebPPicture::new().map_err(|()| failed("picture"))?;
    frame.use_argb = 1;
    frame.width = i32::try_from(picture.width)?;
    frame.height = i32::try_from(picture.height)?;
    // SAFETY: `frame` is initialised and sized, `pixels` holds width × height RGB pixels with
    // rows of 3 × width bytes, and libwebp copies them before returning.
    let imported =
        unsafe { webp::WebPPictureImportRGB(&mut frame, pixels.as_ptr(), frame.width * 3) };
    if imported == 0 {
        return Err(failed("import"));
    }
    // SAFETY: the writer is zeroed, then initialised before use; `frame.custom_ptr` points at it
    // for the whole of `WebPEncode`; both are freed once, after the bytes are copied out.
    unsafe {
        let mut writer: webp::WebPMemoryWriter = std::mem::zeroed();
        webp::WebPMemoryWriterInit(&mut writer);
        frame.writer = Some(webp::WebPMemoryWrite);
        frame.custom_ptr = (&mut writer as *mut webp::WebPMemoryWriter).cast();
        let ok = webp::WebPEncode(&config, &mut frame);
        let out = if ok != 0 && !writer.mem.is_null() {
            Ok(std::slice::from_raw_parts(writer.mem, writer.size).to_vec())
        } else {
            Err(failed("encode"))
        };
        webp::WebPMemoryWriterClear(&mut writer);
        webp::WebPPictureFree(&mut frame);
        out
    }
}

fn xz(indices: &[u8]) -> Result<Vec<u8>, Error> {
    let mut encoder = xz2::write::XzEncoder::new(Vec::new(), 9);
    encoder.write_all(indices)?;
    Ok(encoder.finish()?)
}

/// Decodes `webp` (by `image-webp`, whoever encoded it) and compares it with `expected` (RGB).
fn check(webp: &[u8], expected: &[u8], encoder: &str) -> Result<(), Error> {
    let mut decoder = image_webp::WebPDecoder::new(std::io::Cursor::new(webp))?;
    let size = decoder
        .output_buffer_size()
        .ok_or("the WebP is too large to decode")?;
    let mut decoded = vec![0; size];
    decoder.read_image(&mut decoded)?;
    let rgb: Vec<u8> = if decoder.has_alpha() {
        decoded
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect()
    } else {
        decoded
    };
    if rgb != expected {
        return Err(format!("{encoder}'s WebP does not decode to the PNG's pixels").into());
    }
    Ok(())
}

/// Runs `encode`, with the CPU time this thread spent in it.
fn timed<T, E: Into<Error>>(encode: impl FnOnce() -> Result<T, E>) -> Result<(T, Duration), Error> {
    let started = thread_cpu();
    let out = encode().map_err(Into::into)?;
    Ok((out, thread_cpu() - started))
}

fn median<T: Ord + Copy + Default>(values: &mut [T]) -> T {
    values.sort_unstable();
    values.get(values.len() / 2).copied().unwrap_or_default()
}
