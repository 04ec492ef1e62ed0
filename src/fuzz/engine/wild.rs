//! Actions that may well be illegal: stale, mutated or read from the bytes.

use serde_json::Value;

use crate::fuzz::input::Input;
use crate::game::Game;

/// An action that may well be illegal: one remembered from earlier, a legal one of any seat
/// with some of its fields changed, or JSON from the bytes. `None` if it does not read as an
/// action.
pub(super) fn wild_action<G: Game>(
    game: &G,
    seen: &[G::Action],
    input: &mut Input,
) -> Option<G::Action> {
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
