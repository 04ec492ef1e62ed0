//! Storage figures for docs/performance.md: how long a compare-and-swap write with its index updates and
//! a flush to disk takes, and how big a record is. Run with `cargo bench --bench store`.

mod common;

use std::time::{Duration, Instant};

use vitrail::ai::AiLevel;

use vitrail::games::GameKind;
use vitrail::i18n::Locale;
use vitrail::store::{encode, Store};
use vitrail::table::{GameRecord, Phase, SeatHolder};

const WRITES: usize = 2_000;

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path()).expect("open store");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("runtime");
    let mut record = GameRecord {
        id: store.new_id().expect("id"),
        kind: GameKind::SummerPavilion,
        options: GameKind::SummerPavilion.default_options(),
        guild: 1_180_000_000_000_000_100,
        channel: 1_180_000_000_000_000_200,
        reach: vitrail::table::Reach::Channel,
        host: 1_180_000_000_000_000_300,
        max_seats: 4,
        seats: vec![
            SeatHolder::Human {
                user: 1_180_000_000_000_000_300,
            },
            SeatHolder::Human {
                user: 1_180_000_000_000_000_301,
            },
            SeatHolder::Computer {
                level: AiLevel::Normal,
            },
        ],
        phase: Phase::Lobby,
        state: None,
        moves: 0,
        locale: Locale::En,
        names: Default::default(),
        table_message: None,
        table_lines: Vec::new(),
        created_at: 1_700_000_000,
        updated_at: 1_700_000_000,
        hosting: Default::default(),
        deadline: None,
        stand_ins: Default::default(),
        seed: None,
        history: Vec::new(),
        undoable: Vec::new(),
        result: None,
        hints_used: Default::default(),
        learning: None,
        rematch: None,
    };
    runtime.block_on(store.create(&record)).expect("create");
    let mut times = Vec::with_capacity(WRITES);
    for i in 0..WRITES {
        record.updated_at += 1;
        let started = Instant::now();
        record = runtime.block_on(store.save(record)).expect("save");
        times.push(started.elapsed());
        if i == 0 {
            println!("lobby record: {} bytes", encode(&record).len());
        }
    }
    times.sort();
    let pick = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    let total: Duration = times.iter().sum();
    println!(
        "save (CAS + indexes + flush), {WRITES} writes: mean {:?}, p50 {:?}, p99 {:?}, max {:?}",
        total / WRITES as u32,
        pick(0.5),
        pick(0.99),
        pick(1.0)
    );
    let size = common::folder_bytes(dir.path(), std::fs::Metadata::len);
    println!(
        "data directory after {WRITES} rewrites of one game: {} KiB",
        size / 1024
    );
}
