//! Whole games of every kind played in-process through the bot's [`Table`], the way clicks play
//! them: nothing private ever reaches a public message or picture, how big a game's record
//! grows, and records written by the previous release load and play on.

use crate::table::Hosted;
use serde_json::Value;

use crate::bot::screen::Screen;
use crate::bot::screens;
use crate::game::{GameRng, Seat, Viewer};
use crate::games::sagrada::Sagrada;
use crate::games::sintra::Sintra;
use crate::games::summer_pavilion::SummerPavilion;
use crate::games::uzory::Uzory;
use crate::games::{GameKind, GameOptions};
use crate::i18n::Locale;
use crate::present::kit::Palette;

use crate::store::{encode, Store};
use crate::table::Table;
use crate::table::{GameId, GameRecord, Phase, Place, SeatHolder};

const FIRST_USER: u64 = 1_180_000_000_000_000_300;

/// A lobby of `seats` people, ready to start.
fn lobby(id: u64, options: GameOptions, seats: usize) -> GameRecord {
    let place = Place {
        guild: 1_180_000_000_000_000_100,
        channel: 1_180_000_000_000_000_200 + id,
    };
    let mut record =
        GameRecord::new_lobby(GameId(id), options, place, FIRST_USER, 4, Locale::En, 1);
    for i in 0..seats as u64 {
        if i > 0 {
            record.seats.push(SeatHolder::Human {
                user: FIRST_USER + i,
            });
        }
        record.names.insert(FIRST_USER + i, format!("player{i}"));
    }
    record
}

/// A seeded pick among `n` (splitmix64).
struct Picker(u64);

impl Picker {
    fn pick(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut x = self.0;
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^= x >> 31;
        (x % n.max(1) as u64) as usize
    }
}

/// Plays a whole game of random legal moves through [`Table::play`] (the record's history and
/// state kept as the bot keeps them, the move counter bumped as a save would), calling `each`
/// with the table after the start and after every move and the move's public log line.
fn play_whole<G: Hosted>(
    record: GameRecord,
    seed: u64,
    mut each: impl FnMut(&Table<G>, Option<&str>),
) -> Table<G> {
    let mut table = Table::<G>::start(record, seed).expect("start");
    table.record.moves += 1;
    each(&table, None);
    let mut picker = Picker(seed);
    while !table.game.is_over() {
        let to_act = table.game.to_act();
        let seat = to_act[picker.pick(to_act.len())];
        let legal = table.game.legal_actions(seat);
        let action = legal[picker.pick(legal.len())].clone();
        let line = table.play(seat, &action).expect("a legal move plays");
        table.record.moves += 1;
        each(&table, Some(&line));
        assert!(table.record.history.len() < 5_000, "the game never ends");
    }
    assert_eq!(table.record.phase, Phase::Finished);
    table
}

/// Everything a public message says in words: its text and every control's label, placeholder
/// and value (the serialised components).
fn words(screen: &Screen) -> String {
    let rows = serde_json::to_string(&screen.rows).unwrap_or_default();
    let alts: Vec<&str> = screen
        .images
        .iter()
        .filter_map(|i| i.alt.as_deref())
        .collect();
    format!("{}\n{rows}\n{}", screen.content, alts.join("\n"))
}

fn pictures(screen: &Screen) -> Vec<(&'static str, Vec<u8>)> {
    screen
        .images
        .iter()
        .map(|i| (i.name, i.png.clone()))
        .collect()
}

/// What each seat alone is told in words (Sagrada's private objective).
fn private_notes<G: Hosted>(table: &Table<G>) -> Vec<String> {
    (0..table.game.players())
        .filter_map(|seat| {
            let seat = Seat(u8::try_from(seat).unwrap_or(u8::MAX));
            table.game.private_note(seat, Locale::En)
        })
        .collect()
}

/// The public table message of `table`: no seat's private words or pictures, and exactly what
/// the same message would be in every world that differs only in what nobody may see publicly
/// (every other seat's secrets redrawn, from each seat's own view, and the bag).
fn assert_public_is_blind<G: Hosted>(table: &Table<G>, rng: &mut GameRng, label: &str) {
    let screen = screens::table_screen(table, &[], Locale::En, Palette::Standard);
    let text = words(&screen);
    let images = pictures(&screen);
    let counts = screens::counts_screen(table, Locale::En).content;
    for note in private_notes(table) {
        assert!(!text.contains(&note), "{label}: {note:?} in {text}");
        assert!(!counts.contains(&note), "{label}: {note:?} in {counts}");
    }
    assert!(
        !text.contains("private objective"),
        "{label}: a private objective is named in public: {text}"
    );
    for (name, _) in &images {
        assert_ne!(*name, "hand.png", "{label}: a hand in public");
    }
    let public = serde_json::to_value(table.game.view(Viewer::Spectator)).unwrap_or_default();
    for seat in 0..table.game.players() {
        let seat = Seat(u8::try_from(seat).unwrap_or(u8::MAX));
        let Some(other) = G::determinize(&table.game.view(Viewer::Seat(seat)), rng) else {
            continue;
        };
        let twin = Table {
            record: table.record.clone(),
            game: other,
        };
        assert_eq!(
            serde_json::to_value(twin.game.view(Viewer::Spectator)).unwrap_or_default(),
            public,
            "{label}: a world redrawn from seat {seat:?}'s view looks different to a spectator"
        );
        let again = screens::table_screen(&twin, &[], Locale::En, Palette::Standard);
        assert_eq!(
            words(&again),
            text,
            "{label}: the public words depend on secrets"
        );
        assert_eq!(
            screens::counts_screen(&twin, Locale::En).content,
            counts,
            "{label}: the counts depend on secrets"
        );
        assert!(
            pictures(&again) == images,
            "{label}: the public pictures depend on what seat {seat:?} cannot see"
        );
    }
}

/// Plays whole games of `G` and checks every public log line, and the public table message
/// every few moves (drawing it for every redrawn world is the slow part).
fn nothing_private_in_public<G: Hosted>(options: GameOptions, seats: usize, seeds: &[u64]) {
    for &seed in seeds {
        let mut rng = GameRng::seeded(seed ^ 0xb11d);
        let mut step = 0usize;
        let mut notes: Vec<String> = Vec::new();
        play_whole::<G>(lobby(seed, options, seats), seed, |table, line| {
            step += 1;
            if table.game.is_over() {
                return;
            }
            for note in private_notes(table) {
                if !notes.contains(&note) {
                    notes.push(note);
                }
            }
            if let Some(line) = line {
                for note in &notes {
                    assert!(!line.contains(note.as_str()), "{line}");
                }
                assert!(!line.contains("private objective"), "{line}");
            }
            let label = format!("{} seed {seed} step {step}", G::KIND);
            if step % 13 == 1 {
                assert_public_is_blind(table, &mut rng, &label);
            }
        });
    }
}

#[test]
fn nothing_private_reaches_a_public_message_in_summer_pavilion() {
    nothing_private_in_public::<SummerPavilion>(
        GameKind::SummerPavilion.default_options(),
        3,
        &[1, 2],
    );
}

#[test]
fn nothing_private_reaches_a_public_message_in_sintra() {
    nothing_private_in_public::<Sintra>(GameKind::Sintra.default_options(), 2, &[3, 4]);
}

#[test]
fn nothing_private_reaches_a_public_message_in_sagrada() {
    let options = GameKind::Sagrada.default_options();
    nothing_private_in_public::<Sagrada>(options, 3, &[5, 6]);
    nothing_private_in_public::<Sagrada>(options, 1, &[7]);
}

#[test]
fn nothing_private_reaches_a_public_message_in_uzory() {
    nothing_private_in_public::<Uzory>(GameKind::Uzory.default_options(), 3, &[8, 9]);
}

/// The secrets swapped between two seats change nothing anybody else sees: Sagrada's private
/// objectives and the patterns each was dealt, Uzory's hands.
#[test]
fn swapping_secrets_changes_no_public_byte() {
    let sagrada = swaps_checked::<Sagrada>(20, 9, |swapped| {
        let (a, b) = (swapped.players[0].clone(), swapped.players[1].clone());
        swapped.players[0].private = b.private;
        swapped.players[1].private = a.private;
        if swapped.players[0].pattern.is_none() && swapped.players[1].pattern.is_none() {
            swapped.players[0].offered = b.offered;
            swapped.players[1].offered = a.offered;
        }
        true
    });
    let uzory = swaps_checked::<Uzory>(21, 7, |swapped| {
        // How many tiles each holds is public; which tiles is not.
        if swapped.hands[0].len() != swapped.hands[1].len() {
            return false;
        }
        swapped.hands.swap(0, 1);
        true
    });
    let checked = sagrada + uzory;
    assert!(checked > 6, "{checked} positions checked");
}

/// Plays a whole two-seat game of `G` (`seed`) and, every `every` steps while it runs, trades
/// the two seats' secrets with `swap` (false: no trade that keeps the public part the same)
/// and checks that nothing public changes; how many positions it checked.
fn swaps_checked<G: Hosted + PartialEq>(
    seed: u64,
    every: usize,
    swap: impl Fn(&mut G) -> bool,
) -> usize {
    let mut checked = 0;
    play_whole::<G>(
        lobby(seed, G::KIND.default_options(), 2),
        seed,
        |table, _| {
            let step = table.record.history.len();
            if table.game.is_over() || step % every != 0 {
                return;
            }
            let mut swapped = table.game.clone();
            if !swap(&mut swapped) || swapped == table.game {
                return;
            }
            assert_swap_is_invisible(table, swapped, step);
            checked += 1;
        },
    );
    checked
}

fn assert_swap_is_invisible<G: Hosted + PartialEq>(table: &Table<G>, swapped: G, step: usize) {
    assert!(swapped != table.game);
    let twin = Table {
        record: table.record.clone(),
        game: swapped,
    };
    let (one, two) = (
        screens::table_screen(table, &[], Locale::En, Palette::Standard),
        screens::table_screen(&twin, &[], Locale::En, Palette::Standard),
    );
    assert_eq!(words(&one), words(&two), "{} step {step}", G::KIND);
    assert_eq!(
        screens::counts_screen(table, Locale::En).content,
        screens::counts_screen(&twin, Locale::En).content,
        "{} step {step}: the counts tell a secret",
        G::KIND
    );
    assert!(
        pictures(&one) == pictures(&two),
        "{} step {step}: a public picture shows a secret",
        G::KIND
    );
    // What the secrets' owners see does change (the test swaps something real).
    let private = |t: &Table<G>| {
        let screen = screens::private_screen(t, Seat(0), Locale::En, Palette::Standard);
        (screen.content.clone(), pictures(&screen))
    };
    assert!(private(table) != private(&twin), "{} step {step}", G::KIND);
}

/// Sizes of an encoded record at the start, middle and end of a game of `G` with its default
/// options, and archived at its end; with the game and its number of seats, a row of the table.
fn sizes<G: Hosted>(seats: usize, seed: u64) -> (GameKind, usize, (usize, usize, usize, usize)) {
    let options = G::KIND.default_options();
    let mut all = Vec::new();
    let table = play_whole::<G>(lobby(seed, options, seats), seed, |table, _| {
        all.push(encode(&table.record).len());
    });
    let middle = all.get(all.len() / 2).copied().unwrap_or_default();
    let end = encode(&table.record).len();
    let archived = crate::store::encode_stored(&table.record).len();
    let start = all.first().copied().unwrap_or_default();
    (G::KIND, seats, (start, middle, end, archived))
}

/// Prints what a game costs in sled (`cargo test --lib record_sizes -- --nocapture`).
#[test]
fn record_sizes_at_the_start_middle_and_end_of_every_game() {
    let lobby_size = encode(&lobby(30, GameKind::Uzory.default_options(), 2)).len();
    println!("record size in bytes (JSON envelope): lobby {lobby_size}");
    println!("game                 seats    start   middle      end archived");
    let mut rows = Vec::new();
    for seats in [2, 4] {
        rows.push(sizes::<SummerPavilion>(seats, 31));
        rows.push(sizes::<Sintra>(seats, 32));
        rows.push(sizes::<Sagrada>(seats, 33));
        rows.push(sizes::<Uzory>(seats, 34));
    }
    rows.push(sizes::<Sagrada>(1, 35));
    for (kind, seats, (start, middle, end, archived)) in &rows {
        println!(
            "{:<20} {seats:>5} {start:>8} {middle:>8} {end:>8} {archived:>8}",
            kind.to_string()
        );
        assert!(
            *archived <= 4096,
            "{kind} {seats}: archived in {archived} bytes"
        );
        assert!(
            start <= middle && middle <= end,
            "{kind}: a record only grows"
        );
        // Far below sled's comfortable value sizes and Discord-free: a sanity bound only.
        assert!(*end < 512 * 1024, "{kind} {seats}: {end} bytes");
    }
}

/// A record as the previous release wrote it: without the hosting fields.
fn as_previous_release(record: &GameRecord) -> Vec<u8> {
    let mut value: Value = serde_json::from_slice(&encode(record)).expect("json");
    if let Value::Object(map) = &mut value {
        for field in [
            "hosting",
            "deadline",
            "stand_ins",
            "seed",
            "history",
            "result",
            "rematch",
        ] {
            map.remove(field);
        }
    }
    serde_json::to_vec(&value).expect("json")
}

/// Plays a game half way, stores it as the previous release would have, reopens the store with
/// this build and plays it to the end through compare-and-swap saves; statistics count it.
async fn old_record_plays_on<G: Hosted>(store_dir: &std::path::Path, id: u64, seats: usize) {
    let mut half = None;
    let full = play_whole::<G>(lobby(id, G::KIND.default_options(), seats), id, |t, _| {
        if half.is_none() && t.record.history.len() == 20 {
            half = Some(t.record.clone());
        }
    });
    let mut old = half.expect("a game of more than 20 moves");
    old.moves = 0;
    {
        let store = Store::open(store_dir).expect("open");
        store.create(&old).await.expect("create");
        store
            .put_raw_for_tests(old.id, &as_previous_release(&old))
            .expect("write old record");
    }
    let store = Store::open(store_dir).expect("reopen");
    let loaded = store.load(old.id).expect("decodes").expect("exists");
    assert_eq!(loaded.seed, None);
    assert!(loaded.history.is_empty() && loaded.result.is_none() && loaded.rematch.is_none());
    assert_eq!(loaded.hosting, Default::default());
    // The same state (that release wrote its keys in another order).
    let json = |r: &GameRecord| -> Value {
        serde_json::from_str(r.state.as_ref().expect("a state").json()).expect("json")
    };
    assert_eq!(json(&loaded), json(&old));
    let mut table = Table::<G>::open(loaded).expect("the engine state reads");
    // Play on with the moves the full game made from here.
    for entry in full.record.history.iter().skip(20) {
        let crate::table::Logged::Move { seat, action, .. } = entry else {
            continue;
        };
        let action: G::Action = serde_json::from_value(action.clone()).expect("action");
        table.play(Seat(*seat), &action).expect("plays on");
        let saved = store.save(table.record.clone()).await.expect("saves");
        table.record = saved;
    }
    assert_eq!(table.record.phase, Phase::Finished);
    assert_eq!(table.record.result, full.record.result);
    assert_eq!(table.record.history.len(), full.record.history.len() - 20);
    let board = store
        .leaderboard(table.record.guild, G::KIND)
        .expect("leaderboard");
    assert_eq!(board.len(), seats, "the finished game is counted");
}

#[tokio::test]
async fn records_of_the_previous_release_load_and_play_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    old_record_plays_on::<SummerPavilion>(dir.path(), 40, 2).await;
    old_record_plays_on::<Sintra>(dir.path(), 41, 3).await;
    old_record_plays_on::<Sagrada>(dir.path(), 42, 2).await;
    old_record_plays_on::<Uzory>(dir.path(), 43, 2).await;

    // An old lobby and an old cancelled game read too.
    let store = Store::open(dir.path()).expect("open");
    let old_lobby = lobby(44, GameKind::Sagrada.default_options(), 2);
    store.create(&old_lobby).await.expect("create");
    store
        .put_raw_for_tests(old_lobby.id, &as_previous_release(&old_lobby))
        .expect("write");
    assert_eq!(
        store.load(old_lobby.id).expect("load"),
        Some(old_lobby.clone())
    );
    let mut cancelled = old_lobby.clone();
    cancelled.id = GameId(45);
    cancelled.phase = Phase::Cancelled { by: FIRST_USER };
    store.create(&cancelled).await.expect("create");
    store
        .put_raw_for_tests(cancelled.id, &as_previous_release(&cancelled))
        .expect("write");
    assert_eq!(store.load(cancelled.id).expect("load"), Some(cancelled));
}

/// The shapes a coloured control's label may start with: the pictures' symbols.
fn starts_with_shape(label: &str) -> bool {
    crate::present::kit::Glass::ALL
        .iter()
        .any(|g| label.starts_with(g.symbol().character()))
}

/// Every control in `value` (buttons and select options, as serialised) that shows a colour
/// square also starts its label with that colour's shape.
fn assert_colours_have_shapes(value: &Value, kind: GameKind) {
    let squares: Vec<&str> = crate::present::kit::Glass::ALL
        .into_iter()
        .map(crate::bot::screens::emoji)
        .collect();
    match value {
        Value::Object(map) => {
            let square = map
                .get("emoji")
                .and_then(|e| e.get("name"))
                .and_then(Value::as_str)
                .is_some_and(|e| squares.contains(&e));
            if square {
                let label = map.get("label").and_then(Value::as_str).unwrap_or_default();
                assert!(
                    starts_with_shape(label),
                    "{kind}: {label:?} is a bare colour"
                );
            }
            map.values()
                .for_each(|v| assert_colours_have_shapes(v, kind));
        }
        Value::Array(items) => items
            .iter()
            .for_each(|v| assert_colours_have_shapes(v, kind)),
        _ => {}
    }
}

fn no_bare_colours<G: Hosted>(options: GameOptions, seats: usize, seed: u64) {
    let mut coloured = 0;
    play_whole::<G>(lobby(seed, options, seats), seed, |table, _| {
        if table.game.is_over() {
            return;
        }
        let mut screens = vec![screens::table_step(table, &[], Locale::En)];
        for seat in table.game.to_act() {
            screens.push(screens::panel_step(table, seat, &[], Locale::Ru));
        }
        for screen in screens {
            let rows = serde_json::to_value(&screen.rows).unwrap_or_default();
            coloured += rows.to_string().matches("\"emoji\"").count();
            assert_colours_have_shapes(&rows, G::KIND);
        }
    });
    assert!(coloured > 0, "{} offered no control at all", G::KIND);
}

#[test]
fn no_button_or_option_tells_a_colour_by_colour_alone() {
    no_bare_colours::<SummerPavilion>(GameKind::SummerPavilion.default_options(), 2, 41);
    no_bare_colours::<Sintra>(GameKind::Sintra.default_options(), 2, 42);
    no_bare_colours::<Sagrada>(GameKind::Sagrada.default_options(), 2, 43);
    no_bare_colours::<Uzory>(GameKind::Uzory.default_options(), 2, 44);
}

/// The computer these whole games are played by: the normal level, thinking only briefly.
fn quick_computer() -> (crate::ai::AiLevel, crate::ai::Budget) {
    (
        crate::ai::AiLevel::Normal,
        crate::ai::Budget::iterations(50),
    )
}

/// A whole game of four seats played by the engine's computer players (normal level), two of
/// them for people, as a finished game is stored; with the record as it stood after each move.
fn played_by_computers<G: Hosted>(id: u64, seed: u64) -> (Table<G>, Vec<GameRecord>) {
    let mut record = lobby(id, G::KIND.default_options(), 2);
    for _ in 0..2 {
        record.seats.push(SeatHolder::Computer {
            level: crate::ai::AiLevel::Normal,
        });
    }
    let mut table = Table::<G>::start(record, seed).expect("start");
    let mut steps = Vec::new();
    while !table.game.is_over() {
        let seat = table.game.to_act()[0];
        let (level, budget) = quick_computer();
        let action = table
            .computer_choice(seat, level, budget)
            .expect("a choice");
        table.play(seat, &action).expect("a legal move plays");
        table.record.moves += 1;
        steps.push(table.record.clone());
        assert!(table.record.history.len() < 5_000, "the game never ends");
    }
    (table, steps)
}

/// [`played_by_computers`] for a game's kind: the record at the end and 20 steps in.
struct PlayedByComputers(u64);

impl crate::table::engines::EngineWork for PlayedByComputers {
    type Output = (GameRecord, GameRecord);

    fn run<G: Hosted>(self) -> Self::Output {
        let (table, steps) = played_by_computers::<G>(self.0, self.0);
        (table.record, steps[19].clone())
    }
}

/// What dominates a record: its engine state, its history, the rest.
fn parts(record: &GameRecord) -> (usize, usize, usize, usize) {
    let total = encode(record).len();
    let state = record.state.as_ref().map_or(0, |s| s.json().len());
    let history = serde_json::to_vec(&record.history).map_or(0, |h| h.len());
    (total, state, history, total - state - history)
}

/// Finishes a game of each kind by the computers and stores it as the bot does (created when it
/// starts, saved by the move that ends it): the stored form is archived and small, and reads
/// back exactly as the record was, so its log, replay, statistics and ratings are as before.
#[tokio::test]
async fn finished_games_are_archived_small_and_read_back_exactly() {
    async fn check<G: Hosted>(store: &Store, id: u64) {
        let (table, steps) = played_by_computers::<G>(id, id * 7);
        let mut start = table.record.clone();
        start.phase = Phase::Playing;
        start.result = None;
        start.moves = 0;
        store.create(&start).await.expect("create");
        let mut finished = table.record.clone();
        finished.moves = 0;
        let saved = store.save(finished.clone()).await.expect("save");
        let raw = store.raw(saved.id).expect("raw").expect("stored");
        assert!(crate::store::is_archived(&raw), "{} archived", G::KIND);
        let (total, state, history, rest) = parts(&saved);
        println!(
            "{:<16} 4 seats, {:>3} moves: record {total:>6} bytes (state {state:>5}, history {history:>5}, rest {rest:>4}); archived {:>5}",
            G::KIND.to_string(),
            saved.history.len(),
            raw.len()
        );
        let half = &steps[steps.len() / 2];
        let (total, state, history, rest) = parts(half);
        let started = std::time::Instant::now();
        let deflated = crate::store::archive(&encode(half)).len();
        println!(
            "{:<16} half way: record {total:>6} bytes (state {state:>5}, history {history:>5}, rest {rest:>4}); deflated {deflated:>5} in {:?}",
            G::KIND.to_string(),
            started.elapsed()
        );
        assert!(raw.len() <= 4096, "{}: {} bytes", G::KIND, raw.len());
        let loaded = store.load(saved.id).expect("load").expect("exists");
        assert_eq!(loaded, saved);
        assert_eq!(encode(&loaded), encode(&saved), "byte for byte");
        assert_eq!(
            crate::table::history::log_lines::<G>(&loaded, Locale::En),
            crate::table::history::log_lines::<G>(&table.record, Locale::En)
        );
        let replayed =
            crate::table::history::replay::<G>(&loaded, loaded.history.len()).expect("replays");
        assert_eq!(
            serde_json::to_value(&replayed).expect("json"),
            serde_json::to_value(&table.game).expect("json")
        );
        let board = store.leaderboard(saved.guild, G::KIND).expect("board");
        assert_eq!(board.len(), 2, "the two people are counted");
        // Bookkeeping after the end (a rematch link) keeps it archived and readable.
        let mut linked = loaded;
        linked.rematch = Some(GameId(id + 1_000));
        let linked = store.save_quiet(linked).await.expect("link");
        let raw = store.raw(saved.id).expect("raw").expect("stored");
        assert!(crate::store::is_archived(&raw));
        assert_eq!(store.load(saved.id).expect("load"), Some(linked));
    }
    let store = Store::temporary().expect("store");
    check::<SummerPavilion>(&store, 60).await;
    check::<Sintra>(&store, 61).await;
    check::<Sagrada>(&store, 62).await;
    check::<Uzory>(&store, 63).await;
}

/// A store written by the previous release (ended games stored as plain JSON, no mark of
/// archiving): opening it archives its ended games once, each reading back as it was, and its
/// running games play on to their end, archived by the move that ends them.
#[tokio::test]
async fn a_store_of_the_previous_release_is_archived_when_it_opens_and_plays_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut ended = Vec::new();
    let mut running = Vec::new();
    {
        let store = Store::open(dir.path()).expect("open");
        let tables = [
            (70, GameKind::SummerPavilion),
            (71, GameKind::Sintra),
            (72, GameKind::Sagrada),
            (73, GameKind::Uzory),
        ];
        for (id, kind) in tables {
            let (end, half) = crate::table::engines::on_engine(kind, PlayedByComputers(id));
            store.create(&end).await.expect("create");
            store
                .put_raw_for_tests(end.id, &encode(&end))
                .expect("as the previous release wrote it");
            ended.push(end);
            // The same game half way, as another game in another channel.
            let mut half = half;
            half.id = GameId(id + 100);
            half.channel += 100;
            half.moves = 0;
            store.create(&half).await.expect("create running");
            running.push(half);
        }
        let mut cancelled = lobby(74, GameKind::Sagrada.default_options(), 2);
        cancelled.phase = Phase::Cancelled { by: FIRST_USER };
        store.create(&cancelled).await.expect("create");
        store
            .put_raw_for_tests(cancelled.id, &as_previous_release(&cancelled))
            .expect("an older record still");
        ended.push(cancelled);
    }
    // The previous release had no mark of archiving.
    {
        let db = crate::store::open_waiting(&sled::Config::new().path(dir.path())).expect("sled");
        assert!(db.remove(b"archive-version").expect("remove").is_some());
        db.flush().expect("flush");
    }
    let store = Store::open(dir.path()).expect("reopen");
    for end in &ended {
        let raw = store.raw(end.id).expect("raw").expect("stored");
        assert!(crate::store::is_archived(&raw), "{} archived", end.id);
        assert_eq!(store.load(end.id).expect("load").as_ref(), Some(end));
    }
    for half in &running {
        let raw = store.raw(half.id).expect("raw").expect("stored");
        assert!(
            !crate::store::is_archived(&raw),
            "a running game stays live"
        );
        let loaded = store.load(half.id).expect("load").expect("exists");
        assert_eq!(&loaded, half);
        let mut table = crate::table::open(loaded).expect("opens");
        while let Some(&seat) = table.to_act().first() {
            let (level, budget) = quick_computer();
            let action = table
                .computer_choice(seat, level, budget)
                .expect("a choice");
            let change = crate::table::TableChange::Move {
                seat,
                action,
                by_person: false,
            };
            table.apply(&change).expect("plays on");
            *table.record_mut() = store.save(table.record().clone()).await.expect("saves");
        }
        let finished = table.record().clone();
        assert_eq!(finished.phase, Phase::Finished);
        let raw = store.raw(half.id).expect("raw").expect("stored");
        assert!(crate::store::is_archived(&raw));
        assert_eq!(store.load(half.id).expect("load"), Some(finished));
    }
    assert!(store.live_games_now().expect("live").is_empty());
}
