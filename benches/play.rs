//! Figures for docs/performance.md, per game with 4 players (Sagrada also solo): rendering the public
//! pictures of a table message (render + PNG encode) and their size, and one move handled
//! through the store without rendering (load, decode, apply, encode, compare-and-swap, flush).
//! And, over a whole game's moves, what drawing each move's table message costs:
//! `draw per move: game=G players=N ms=X kib=Y` (median CPU of this thread to draw and encode the
//! message's public pictures, and their mean kibibytes), with the floor under it: the CPU to
//! deflate those pictures' palette indices alone, at the same level, and the CPU to quantise them
//! (the canvas read as runs, the palette and the indices: `Canvas::indexed`).
//! Run with `cargo bench --bench play`; `cargo bench --bench play -- draw` prints the
//! `draw per move` lines only.

use std::time::{Duration, Instant};

use vitrail::game::{Player, RandomPlayer, Viewer};
use vitrail::games::azul::Azul;
use vitrail::games::sagrada::Sagrada;
use vitrail::games::sintra::Sintra;
use vitrail::games::summer_pavilion::SummerPavilion;
use vitrail::games::uzory::Uzory;
use vitrail::i18n::Locale;
use vitrail::present::kit::{Palette, DEFLATE_LEVEL};

use vitrail::store::Store;
use vitrail::table::Hosted;
use vitrail::table::{EngineState, GameRecord, Phase, Place, SeatHolder};

const RENDERS: usize = 30;
const MOVES: usize = 200;

#[path = "common/cpu.rs"]
mod cpu;
use cpu::thread_cpu;

fn main() {
    draw_per_move::<SummerPavilion>(4);
    draw_per_move::<Sintra>(4);
    draw_per_move::<Sagrada>(4);
    draw_per_move::<Sagrada>(1);
    draw_per_move::<Uzory>(4);
    draw_per_move::<Azul>(4);
    if std::env::args().skip(1).any(|a| a == "draw") {
        return;
    }
    bench::<SummerPavilion>(4, 40);
    bench::<Sintra>(4, 40);
    bench::<Sagrada>(4, 30);
    bench::<Sagrada>(1, 10);
    bench::<Uzory>(4, 40);
    bench::<Azul>(4, 40);
}

/// A new game of `G` for `players` from a fixed seed, with a step that plays one random move
/// (false once nobody can move).
fn new_game<G: Hosted>(players: usize) -> Option<(G, impl FnMut(&mut G) -> bool)> {
    let options = G::KIND.default_options();
    let engine_options = G::engine_options(&options)?;
    let game = G::new(&engine_options, players, 7).expect("setup");
    let mut random: Vec<RandomPlayer> = (0..players as u64).map(RandomPlayer::new).collect();
    let step = move |game: &mut G| -> bool {
        let Some(&seat) = game.to_act().first() else {
            return false;
        };
        let legal = game.legal_actions(seat);
        let view = game.view(Viewer::Seat(seat));
        let Some(action) = Player::<G>::choose(&mut random[seat.index()], seat, &view, &legal)
        else {
            return false;
        };
        game.play(seat, &action).is_ok()
    };
    Some((game, step))
}

/// Draws the public table message after every move of a whole game, as the bot does.
fn draw_per_move<G: Hosted>(players: usize) {
    let Some((mut game, mut step)) = new_game::<G>(players) else {
        return;
    };
    let names: Vec<String> = (1..=players).map(|i| format!("Player {i}")).collect();
    let mut times = Vec::new();
    let mut floors = Vec::new();
    let mut quantising = Vec::new();
    let mut bytes = 0;
    loop {
        let started = thread_cpu();
        let images = game
            .public_images(&names, Locale::En, Palette::Standard)
            .expect("render");
        times.push(thread_cpu() - started);
        bytes += images.iter().map(|i| i.png.len()).sum::<usize>();
        let pictures = game
            .public_pictures(&names, Locale::En, Palette::Standard)
            .expect("render");
        let started = thread_cpu();
        let indexed: Vec<_> = pictures.iter().map(|p| p.canvas.indexed()).collect();
        quantising.push(thread_cpu() - started);
        let started = thread_cpu();
        for picture in &indexed {
            deflate(&picture.indices);
        }
        floors.push(thread_cpu() - started);
        if !step(&mut game) {
            break;
        }
    }
    let moves = times.len();
    let (ms, floor) = (median(&mut times), median(&mut floors));
    let quantise = median(&mut quantising);
    println!(
        "draw per move: game={} players={players} ms={:.1} kib={:.1} (over {moves} moves; \
         floor {:.1} ms, deflating the indices alone: {:.1}x; quantising {:.1} ms)",
        G::KIND.slug(),
        ms.as_secs_f64() * 1000.0,
        bytes as f64 / 1024.0 / moves.max(1) as f64,
        floor.as_secs_f64() * 1000.0,
        ms.as_secs_f64() / floor.as_secs_f64().max(1e-9),
        quantise.as_secs_f64() * 1000.0,
    );
}

/// Deflates `indices` as the pictures' encoder does (zlib, the same level).
fn deflate(indices: &[u8]) -> usize {
    use std::io::Write;
    let level = flate2::Compression::new(u32::from(DEFLATE_LEVEL));
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), level);
    encoder.write_all(indices).expect("deflate");
    encoder.finish().expect("deflate").len()
}

fn bench<G: Hosted>(players: usize, warm_up: usize) {
    let kind = G::KIND;
    let options = kind.default_options();
    let Some((mut game, mut step)) = new_game::<G>(players) else {
        return;
    };
    for _ in 0..warm_up {
        step(&mut game);
    }
    let names: Vec<String> = (1..=players).map(|i| format!("Player {i}")).collect();

    let mut times = Vec::new();
    let mut bytes = Vec::new();
    for _ in 0..RENDERS {
        let started = Instant::now();
        let images = game
            .public_images(&names, Locale::En, Palette::Standard)
            .expect("render");
        times.push(started.elapsed());
        bytes = images.iter().map(|i| (i.name, i.png.len())).collect();
    }
    let sizes: Vec<String> = bytes
        .iter()
        .map(|(name, len)| format!("{name} {} KB", len / 1024))
        .collect();
    println!(
        "{kind} {players}p: public pictures render + encode median {:?} (p90 {:?}); {}",
        median(&mut times),
        quantile(&times, 0.9),
        sizes.join(", ")
    );

    // The table picture on its own.
    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..RENDERS {
        let started = Instant::now();
        let png = G::table_png(&game.view(Viewer::Spectator), &names, Locale::En).expect("render");
        times.push(started.elapsed());
        size = png.len();
    }
    println!(
        "{kind} {players}p: table picture alone median {:?} (p90 {:?}), {} KB",
        median(&mut times),
        quantile(&times, 0.9),
        size / 1024
    );

    // One move through the store, as the bot handles a click, without rendering.
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path()).expect("open store");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("runtime");
    let id = store.new_id().expect("id");
    let place = Place {
        guild: 1,
        channel: 2,
    };
    let mut record = GameRecord::new_lobby(id, options, place, 10, players, Locale::En, 0);
    record.seats = (0..players as u64)
        .map(|u| SeatHolder::Human { user: 10 + u })
        .collect();
    record.phase = Phase::Playing;
    record.state = Some(EngineState::encode(&game).expect("encode"));
    runtime.block_on(store.create(&record)).expect("create");
    let mut times = Vec::new();
    let mut record_bytes = 0;
    for _ in 0..MOVES {
        let started = Instant::now();
        let mut record = store.load(id).expect("load").expect("record");
        let state = record.state.take().expect("state");
        let mut game: G = state.decode().expect("decode");
        if !step(&mut game) {
            break;
        }
        let state = EngineState::encode(&game).expect("encode");
        record_bytes = state.json().len();
        record.state = Some(state);
        runtime.block_on(store.save(record)).expect("save");
        times.push(started.elapsed());
    }
    println!(
        "{kind} {players}p: move through the store median {:?} (p90 {:?}) over {} moves; state {} KB",
        median(&mut times),
        quantile(&times, 0.9),
        times.len(),
        record_bytes / 1024
    );
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    quantile(times, 0.5)
}

fn quantile(sorted: &[Duration], q: f64) -> Duration {
    sorted
        .get(((sorted.len().saturating_sub(1)) as f64 * q) as usize)
        .copied()
        .unwrap_or_default()
}
