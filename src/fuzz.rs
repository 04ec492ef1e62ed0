//! Drivers that turn arbitrary bytes into inputs for the parts of the bot that take outside or
//! stored data, and check what must hold whatever the bytes. The cargo-fuzz targets in `fuzz/`
//! call them with the fuzzer's bytes; the property tests below call them with random bytes, so
//! `cargo test` checks the same properties without cargo-fuzz.
//!
//! - [`component`]: a component's `custom_id`, its game payload and the menu path it names;
//! - [`store_record`]: the bytes of a stored record;
//! - [`engine`]: a seeded game played by a sequence of legal moves, menu clicks and illegal or
//!   stale actions from any seat, with every invariant checked after each step.
//!
//! Every function panics when a property fails; that is the finding.

use std::sync::OnceLock;

use serde::Serialize;
use serde_json::Value;

use crate::bot::custom_id::{ComponentAction, ComponentId, GameControl, MAX_LEN};
use crate::game::{Game, Seat, Viewer};
use crate::games::sagrada::{Sagrada, SagradaOptions};
use crate::games::sintra::{components, Sintra, SintraOptions};
use crate::games::summer_pavilion::state::{PavilionOptions, SummerPavilion, TOTAL_TILES};
use crate::games::uzory::{TileId, Uzory, TILE_COUNT};
use crate::games::{PavilionSide, SintraSide, WildOrder};
use crate::i18n::Locale;
use crate::present::{menu, valid_token, Menu, MenuError, TableGame};

/// Bytes read one at a time; once they run out every read is zero.
struct Input<'a> {
    bytes: &'a [u8],
}

impl<'a> Input<'a> {
    fn new(bytes: &'a [u8]) -> Input<'a> {
        Input { bytes }
    }

    fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    fn byte(&mut self) -> u8 {
        match self.bytes.split_first() {
            Some((&b, rest)) => {
                self.bytes = rest;
                b
            }
            None => 0,
        }
    }

    /// A number below `n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let raw = if n <= 256 {
            usize::from(self.byte())
        } else {
            usize::from(u16::from_le_bytes([self.byte(), self.byte()]))
        };
        raw % n
    }

    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }

    /// Up to `max` raw bytes, the count read first.
    fn slice(&mut self, max: usize) -> &'a [u8] {
        let n = self.below(max + 1).min(self.bytes.len());
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        head
    }
}

// ------------------------------------------------------------------------------- component ids

/// A clicked component: its `custom_id` (and, as the same text, a game payload and a selected
/// value). Whatever is accepted must be exactly what the bot would have written, and a menu path
/// it names must lead only to legal actions of the games it is tried on.
pub fn component(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(id) = ComponentId::decode(&text) {
        assert!(text.len() <= MAX_LEN);
        assert_eq!(id.encode(), text, "an accepted id is canonical");
        if let ComponentAction::Game(payload) = &id.action {
            assert!(payload.bytes().all(|b| b.is_ascii_graphic()));
            if let Some(control) = GameControl::parse(payload) {
                control_holds(&control, payload, None);
            }
        }
    }
    // The payload and the selected value also arrive on their own: split at the first space.
    let (payload, selected) = match text.split_once(' ') {
        Some((p, s)) => (p, Some(s)),
        None => (text.as_ref(), None),
    };
    if let Some(control) = GameControl::parse(payload) {
        control_holds(&control, payload, selected);
    }
}

fn control_holds(control: &GameControl, payload: &str, selected: Option<&str>) {
    assert_eq!(
        control.payload(),
        payload,
        "an accepted payload is canonical"
    );
    let mut path = match control {
        GameControl::MyBoard | GameControl::TakeTurn => return,
        GameControl::Choose(path) => path.clone(),
        GameControl::Select { path, .. } => path.clone(),
    };
    assert!(path.iter().all(|t| valid_token(t)));
    if let (GameControl::Select { .. }, Some(token)) = (control, selected) {
        if !valid_token(token) {
            return;
        }
        path.push(token.to_string());
    }
    let tables = tables();
    for g in &tables.summer_pavilion {
        path_holds(g, &path);
    }
    for g in &tables.sintra {
        path_holds(g, &path);
    }
    for g in &tables.sagrada {
        path_holds(g, &path);
    }
    for g in &tables.uzory {
        path_holds(g, &path);
    }
}

/// A few positions of each game, built once, to try clicked paths on.
struct Tables {
    summer_pavilion: Vec<SummerPavilion>,
    sintra: Vec<Sintra>,
    sagrada: Vec<Sagrada>,
    uzory: Vec<Uzory>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables {
        summer_pavilion: positions(SummerPavilion::fuzz_options(0), 3),
        sintra: positions(Sintra::fuzz_options(1), 3),
        sagrada: positions(Sagrada::fuzz_options(2), 2),
        uzory: positions((), 3),
    })
}

/// The opening position and some positions after it (each seat to act takes its first or last
/// legal action in turn).
fn positions<G: Game>(options: G::Options, players: usize) -> Vec<G> {
    let mut game = G::new(&options, players, 7).expect("a supported player count");
    let mut out = vec![game.clone()];
    for step in 0..12 {
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let legal = game.legal_actions(seat);
        let action = if step % 2 == 0 {
            legal.first()
        } else {
            legal.last()
        };
        let Some(action) = action else { break };
        game.play(seat, action).expect("a legal action");
        if step % 4 == 3 {
            out.push(game.clone());
        }
    }
    out
}

/// Whatever a path is, for any seat: it names a legal action, or the next step's options, or
/// is refused, never anything else.
fn path_holds<G: TableGame>(game: &G, path: &[String]) {
    for seat in Seat::all(game.players() + 1) {
        let legal = game.legal_actions(seat);
        match menu(game, seat, path, Locale::En) {
            Ok(Menu::Act { action, chosen }) => {
                assert!(legal.contains(&action), "the menu chose {action:?}");
                assert!(chosen.len() >= path.len());
            }
            Ok(Menu::Pick {
                path: full,
                options,
                ..
            }) => {
                assert!(full.starts_with(path), "{full:?} does not extend {path:?}");
                assert!(!options.is_empty());
                for (i, o) in options.iter().enumerate() {
                    assert!(valid_token(&o.token), "bad token {:?}", o.token);
                    assert!(options[..i].iter().all(|p| p.token != o.token));
                }
            }
            Err(MenuError::NothingToDecide) => assert!(legal.is_empty()),
            Err(MenuError::NoSuchChoice) => assert!(!legal.is_empty()),
        }
    }
}

// ---------------------------------------------------------------------------- stored records

/// Bytes read back from sled: decoding never panics, and what decodes survives a write and a
/// read unchanged.
pub fn store_record(data: &[u8]) {
    if let Ok(record) = crate::store::decode(data) {
        let bytes = crate::store::encode(&record);
        assert_eq!(crate::store::decode(&bytes).as_ref(), Ok(&record));
    }
}

// ------------------------------------------------------------------------------------ engines

/// What the engine driver needs to know of one game.
pub trait Fuzzed: TableGame {
    /// The engine's options, from one byte.
    fn fuzz_options(byte: u8) -> Self::Options;

    /// The game's own invariants (every piece is somewhere, scores agree, ...): panics when
    /// one is broken.
    fn check(&self);
}

impl Fuzzed for SummerPavilion {
    fn fuzz_options(byte: u8) -> PavilionOptions {
        PavilionOptions {
            side: if byte & 1 == 0 {
                PavilionSide::Coloured
            } else {
                PavilionSide::Beige
            },
            wilds: if byte & 2 == 0 {
                WildOrder::Normal
            } else {
                WildOrder::Alternative
            },
        }
    }

    fn check(&self) {
        assert_eq!(
            self.tiles_everywhere(),
            TOTAL_TILES,
            "every tile is somewhere"
        );
        assert!((1..=6).contains(&self.round()));
        for p in &self.players {
            assert_eq!(p.ledger.total(), i64::from(p.score), "the ledger adds up");
            assert!(p.kept.total() <= 4);
        }
    }
}

impl Fuzzed for Sintra {
    fn fuzz_options(byte: u8) -> SintraOptions {
        SintraOptions {
            side: if byte & 1 == 0 {
                SintraSide::A
            } else {
                SintraSide::B
            },
        }
    }

    fn check(&self) {
        let parts = components();
        assert_eq!(
            self.pieces_everywhere(),
            parts.total_pieces(),
            "every piece is somewhere"
        );
        assert!((1..=6).contains(&self.round()));
        for p in &self.players {
            assert!(p.board.broken < parts.broken_track.len() - 1);
            assert!(p.board.glazier < 8);
        }
    }
}

impl Fuzzed for Sagrada {
    fn fuzz_options(byte: u8) -> SagradaOptions {
        SagradaOptions {
            solo_difficulty: 1 + byte % 5,
        }
    }

    fn check(&self) {
        assert_eq!(self.dice_by_color(), [18; 5], "all 90 dice are somewhere");
        for p in &self.players {
            if let Some(w) = &p.window {
                assert!(w.is_valid(), "a window breaks the placement rules: {w:?}");
            }
        }
    }
}

impl Fuzzed for Uzory {
    fn fuzz_options(_byte: u8) {}

    fn check(&self) {
        let mut all = self.all_tiles();
        all.sort();
        let expected: Vec<TileId> = (0..TILE_COUNT as u8).map(TileId).collect();
        assert_eq!(all, expected, "every tile exactly once");
        if let Some(b) = self.field().bounds() {
            assert!(b.height() <= 6 && b.width() <= 6, "{b:?}");
        }
        assert!(self.field().len() <= 36);
        for seat in Seat::all(self.players()) {
            let scored = self
                .frames()
                .iter()
                .filter(|f| f.result.scorer() == Some(seat))
                .count();
            let v = self.victory(seat).expect("every seat has victory tiles");
            assert_eq!(v.points as usize, scored, "a point per frame scored");
            assert!(v.tiles.len() <= scored);
        }
    }
}

/// The most steps one input plays (a whole game is a few hundred).
const MAX_STEPS: usize = 3_000;
/// Actions remembered to be played again later, when they are stale.
const REMEMBERED: usize = 64;

/// Plays a seeded game of `G` as the bytes say: legal moves, clicks through the menus, and
/// illegal actions (stale ones, legal ones mutated, JSON from the bytes) from any seat, also
/// seats that do not exist. After every step: a refused action changed nothing (the serialized
/// state is the same), an action is accepted exactly when it is legal, and every invariant holds.
/// Returns how far the game went.
pub fn engine<G: Fuzzed>(data: &[u8]) -> Played {
    let mut input = Input::new(data);
    let options = G::fuzz_options(input.byte());
    let counts = G::player_counts(&options);
    let players = counts.start() + input.below(counts.end() - counts.start() + 1);
    let seed = u64::from(input.u32());
    let mut game = G::new(&options, players, seed).expect("a supported player count");
    holds(&game);
    let mut seen: Vec<G::Action> = Vec::new();
    let mut steps = 0;
    let mut played = Played::default();
    while !input.is_empty() && steps < MAX_STEPS {
        steps += 1;
        match input.byte() % 8 {
            0..=4 => {
                let to_act = game.to_act();
                if to_act.is_empty() {
                    continue;
                }
                let seat = to_act[input.below(to_act.len())];
                let legal = game.legal_actions(seat);
                let action = legal[input.below(legal.len())].clone();
                if let Err(e) = game.play(seat, &action) {
                    panic!("{seat:?}: legal {action:?} refused: {e}");
                }
                played.actions += 1;
                remember(&mut seen, action);
                holds(&game);
            }
            5 => {
                if click(&mut game, &mut input) {
                    played.actions += 1;
                }
            }
            _ => {
                let seat = Seat(input.below(players + 2) as u8);
                let Some(action) = wild_action(&game, &seen, &mut input) else {
                    continue;
                };
                let legal = !game.is_over()
                    && game.to_act().contains(&seat)
                    && game.legal_actions(seat).contains(&action);
                let before = json(&game);
                match game.play(seat, &action) {
                    Ok(_) => {
                        assert!(legal, "{seat:?}: accepted {action:?}, which is not legal");
                        played.actions += 1;
                        holds(&game);
                    }
                    Err(e) => {
                        assert!(!legal, "{seat:?}: legal {action:?} refused: {e}");
                        assert_eq!(json(&game), before, "refusing {action:?} changed the state");
                        played.refused += 1;
                    }
                }
                remember(&mut seen, action);
            }
        }
    }
    played.over = game.is_over();
    played
}

/// How far [`engine`] went.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Played {
    /// Actions accepted.
    pub actions: usize,
    /// Illegal actions refused.
    pub refused: usize,
    /// Whether the game ended.
    pub over: bool,
}

fn remember<A: PartialEq>(seen: &mut Vec<A>, action: A) {
    if !seen.contains(&action) {
        if seen.len() == REMEMBERED {
            seen.remove(0);
        }
        seen.push(action);
    }
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("plain data serializes")
}

/// What holds after every accepted action.
fn holds<G: Fuzzed>(game: &G) {
    game.check();
    let to_act = game.to_act();
    match game.outcome() {
        Some(outcome) => {
            assert!(to_act.is_empty(), "{to_act:?} act after the end");
            assert_eq!(outcome.standings.len(), game.players());
            assert!(outcome.standings.iter().all(|s| s.is_consistent()));
        }
        None => assert!(!to_act.is_empty(), "nobody acts in a running game"),
    }
    for (i, seat) in to_act.iter().enumerate() {
        assert!(seat.index() < game.players());
        assert!(!to_act[..i].contains(seat));
    }
    for seat in Seat::all(game.players() + 2) {
        let legal = game.legal_actions(seat);
        assert_eq!(
            legal.is_empty(),
            !to_act.contains(&seat),
            "{seat:?}: legal actions {legal:?} while {to_act:?} act"
        );
    }
    let text = json(game);
    let back: G = serde_json::from_str(&text).expect("the state reads back");
    assert_eq!(json(&back), text, "the state survives a JSON round trip");
    json(&game.view(Viewer::Spectator));
    for seat in Seat::all(game.players()) {
        json(&game.view(Viewer::Seat(seat)));
    }
}

/// Walks the menus of a seat as a clicker would, sometimes off the offered options; plays the
/// action a path ends in when the bytes say so (and then returns true).
fn click<G: Fuzzed>(game: &mut G, input: &mut Input) -> bool {
    let seat = Seat(input.below(game.players() + 1) as u8);
    let legal = game.legal_actions(seat);
    let mut path: Vec<String> = Vec::new();
    for _ in 0..8 {
        match menu(game, seat, &path, Locale::En) {
            Err(MenuError::NothingToDecide) => {
                assert!(legal.is_empty());
                return false;
            }
            Err(MenuError::NoSuchChoice) => panic!("{seat:?}: a path of offered tokens refused"),
            Ok(Menu::Act { action, .. }) => {
                assert!(legal.contains(&action), "the menu chose {action:?}");
                if input.byte() % 2 == 1 {
                    return false;
                }
                if let Err(e) = game.play(seat, &action) {
                    panic!("{seat:?}: the menu's {action:?} refused: {e}");
                }
                holds(game);
                return true;
            }
            Ok(Menu::Pick {
                path: full,
                options,
                ..
            }) => {
                assert!(full.starts_with(&path));
                assert!(!options.is_empty());
                path = full;
                let pick = input.byte();
                if pick < 224 {
                    path.push(options[usize::from(pick) % options.len()].token.clone());
                } else {
                    // A token the step does not offer: refused, whatever it is.
                    let token = String::from_utf8_lossy(input.slice(10)).into_owned();
                    if options.iter().any(|o| o.token == token) {
                        return false;
                    }
                    path.push(token);
                    assert_eq!(
                        menu(game, seat, &path, Locale::En),
                        Err(MenuError::NoSuchChoice),
                        "{seat:?}: {path:?}"
                    );
                    return false;
                }
            }
        }
    }
    false
}

/// An action that may well be illegal: one remembered from earlier, a legal one of any seat
/// with some of its fields changed, or JSON from the bytes. `None` if it does not read as an
/// action.
fn wild_action<G: Game>(game: &G, seen: &[G::Action], input: &mut Input) -> Option<G::Action> {
    let mut pool: Vec<G::Action> = Vec::new();
    for seat in game.to_act() {
        pool.extend(game.legal_actions(seat));
    }
    pool.extend(seen.iter().cloned());
    match input.byte() % 4 {
        0 => seen.get(input.below(seen.len())).cloned(),
        1 | 2 => {
            let base = pool.get(input.below(pool.len()))?;
            let mut value = serde_json::to_value(base).ok()?;
            let words = strings(pool.iter().filter_map(|a| serde_json::to_value(a).ok()));
            for _ in 0..1 + input.below(3) {
                mutate(&mut value, &words, input);
            }
            serde_json::from_value(value).ok()
        }
        _ => serde_json::from_slice(input.slice(64)).ok(),
    }
}

/// Every string and object key in some JSON values: the names of variants and fields.
fn strings(values: impl Iterator<Item = Value>) -> Vec<String> {
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::String(s) if !out.contains(s) => out.push(s.clone()),
            Value::Array(items) => items.iter().for_each(|i| walk(i, out)),
            Value::Object(map) => {
                for (k, v) in map {
                    if !out.contains(k) {
                        out.push(k.clone());
                    }
                    walk(v, out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for v in values {
        walk(&v, &mut out);
    }
    out
}

/// Changes one node of `value`: a number, a string, a flag, the items of a list, or a key.
fn mutate(value: &mut Value, words: &[String], input: &mut Input) {
    fn pointers(v: &Value, at: String, out: &mut Vec<String>) {
        match v {
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    pointers(item, format!("{at}/{i}"), out);
                }
            }
            Value::Object(map) => {
                for (k, item) in map {
                    let key = k.replace('~', "~0").replace('/', "~1");
                    pointers(item, format!("{at}/{key}"), out);
                }
            }
            _ => {}
        }
        out.push(at);
    }
    let mut all = Vec::new();
    pointers(value, String::new(), &mut all);
    let at = &all[input.below(all.len())];
    let Some(node) = value.pointer_mut(at) else {
        return;
    };
    let word = |input: &mut Input| words.get(input.below(words.len())).cloned();
    match node {
        Value::Number(_) | Value::Null => {
            *node = match input.byte() {
                250 => Value::from(-1),
                251 => Value::from(256),
                252 => Value::from(65_536),
                253 => Value::from(u64::MAX),
                254 => Value::from(i64::MIN),
                255 => Value::Null,
                n => Value::from(n),
            };
        }
        Value::String(s) => {
            if let Some(w) = word(input) {
                *s = w;
            }
        }
        Value::Bool(b) => *b = !*b,
        Value::Array(items) => match input.byte() % 4 {
            0 => {
                items.pop();
            }
            1 => {
                let copy = items.first().cloned().unwrap_or(Value::from(0));
                items.push(copy);
            }
            2 => items.reverse(),
            _ => items.push(Value::from(input.byte())),
        },
        Value::Object(map) => {
            let keys: Vec<String> = map.keys().cloned().collect();
            let (Some(old), Some(new)) = (keys.get(input.below(keys.len())), word(input)) else {
                return;
            };
            if let Some(v) = map.remove(old) {
                map.insert(new, v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::collection::vec;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        #[test]
        fn summer_pavilion_survives_any_moves(bytes in vec(any::<u8>(), 0..1_500)) {
            engine::<SummerPavilion>(&bytes);
        }

        #[test]
        fn sintra_survives_any_moves(bytes in vec(any::<u8>(), 0..1_500)) {
            engine::<Sintra>(&bytes);
        }

        #[test]
        fn sagrada_survives_any_moves(bytes in vec(any::<u8>(), 0..1_500)) {
            engine::<Sagrada>(&bytes);
        }

        #[test]
        fn uzory_survives_any_moves(bytes in vec(any::<u8>(), 0..1_500)) {
            engine::<Uzory>(&bytes);
        }

        #[test]
        fn clicked_paths_lead_only_to_legal_actions(
            head in "(c|s[0-9])",
            tokens in vec("[a-z0-9]{1,3}", 0..4),
            selected in "[a-z0-9]{1,3}",
        ) {
            let mut payload = head;
            for t in &tokens {
                payload.push('.');
                payload.push_str(t);
            }
            component(format!("{payload} {selected}").as_bytes());
        }
    }

    /// The driver reaches the end of games and tries illegal actions on the way, so the
    /// properties above are checked all through a game, not only at its start.
    #[test]
    fn random_bytes_play_whole_games() {
        use rand::{RngCore, SeedableRng};
        fn ends<G: Fuzzed>() -> (usize, usize) {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
            let (mut over, mut refused) = (0, 0);
            for _ in 0..4 {
                let mut bytes = vec![0u8; 6_000];
                rng.fill_bytes(&mut bytes);
                let played = engine::<G>(&bytes);
                over += usize::from(played.over);
                refused += played.refused;
            }
            (over, refused)
        }
        for (game, (over, refused)) in [
            ("summer pavilion", ends::<SummerPavilion>()),
            ("sintra", ends::<Sintra>()),
            ("sagrada", ends::<Sagrada>()),
            ("uzory", ends::<Uzory>()),
        ] {
            assert!(over >= 2, "{game}: {over} of 4 games ended");
            assert!(refused >= 20, "{game}: {refused} illegal actions refused");
        }
    }

    /// Paths the menus themselves offer, so the property is tried on real choices too.
    #[test]
    fn offered_paths_lead_only_to_legal_actions() {
        let t = tables();
        let mut paths: Vec<Vec<String>> = vec![Vec::new()];
        for g in &t.summer_pavilion {
            for seat in g.to_act() {
                if let Ok(Menu::Pick { path, options, .. }) = menu(g, seat, &[], Locale::En) {
                    for o in options {
                        let mut p = path.clone();
                        p.push(o.token);
                        paths.push(p);
                    }
                }
            }
        }
        assert!(paths.len() > 3);
        for p in paths {
            let payload = GameControl::Choose(p).payload();
            component(payload.as_bytes());
            component(format!("v1:1:2:g:{payload}").as_bytes());
        }
    }
}
