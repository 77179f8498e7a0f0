//! Random inputs: small draws, and mutations of valid texts and JSON values, so that the inputs
//! are mostly almost right (the interesting kind) and sometimes plain noise.

use semailles::rng::Rng;
use serde_json::Value;

/// Characters a mutation inserts: the text forms' own, separators, digits, signs, and a few
/// multi-byte characters (a parser that cuts at a byte index breaks on those).
const CHARS: &[char] = &[
    '0', '1', '2', '9', 'a', 'z', 'A', 'Z', '*', '.', '-', '_', ':', 'x', 'y', 'n', 'm', 'p', 'c',
    's', 't', 'h', 'C', 'i', 'k', 'R', 'L', ' ', 'é', 'ß', '€', '😀', '\u{0}', '\u{301}',
];

pub fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len())]
}

pub fn chance(rng: &mut Rng, percent: usize) -> bool {
    rng.below(100) < percent
}

/// A random string of up to `max` characters.
pub fn noise(rng: &mut Rng, max: usize) -> String {
    let n = rng.below(max + 1);
    (0..n).map(|_| *pick(rng, CHARS)).collect()
}

/// A number as a text, from the usual to the absurd.
pub fn number_text(rng: &mut Rng) -> String {
    match rng.below(12) {
        0 => "0".into(),
        1 => format!("-{}", rng.below(100)),
        2 => "inf".into(),
        3 => "NaN".into(),
        4 => "1e400".into(),
        5 => format!("{}.{}", rng.below(1000), rng.below(1000)),
        6 => u64::MAX.to_string(),
        7 => "99999999999999999999999".into(),
        8 => String::new(),
        9 => format!("{}", rng.next_u64() % 100_000_000_000),
        _ => format!("{}", rng.below(5000)),
    }
}

/// One to four edits of `text`: delete, insert, replace or duplicate a run of characters.
pub fn mutate_text(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let len = chars.len();
        let at = rng.below(len + 1);
        match rng.below(5) {
            0 if at < len => {
                let n = 1 + rng.below(3.min(len - at));
                chars.drain(at..at + n);
            }
            1 => chars.insert(at, *pick(rng, CHARS)),
            2 if at < len => chars[at] = *pick(rng, CHARS),
            3 if at < len => {
                let end = (at + 1 + rng.below(8)).min(len);
                let run: Vec<char> = chars[at..end].to_vec();
                let to = rng.below(chars.len() + 1);
                for (k, c) in run.into_iter().enumerate() {
                    chars.insert(to + k, c);
                }
            }
            _ => {
                let to = rng.below(chars.len() + 1);
                chars.truncate(to);
            }
        }
    }
    chars.into_iter().collect()
}

/// A random JSON value: small, sometimes huge or of the wrong kind.
pub fn json_noise(rng: &mut Rng) -> Value {
    match rng.below(9) {
        0 => Value::Null,
        1 => Value::Bool(chance(rng, 50)),
        2 => serde_json::json!(rng.below(10)),
        3 => serde_json::json!(-(rng.below(10) as i64) - 1),
        4 => serde_json::json!(rng.next_u64()),
        5 => serde_json::json!(1e300),
        6 => Value::String(noise(rng, 6)),
        7 => Value::Array(
            (0..rng.below(5))
                .map(|_| serde_json::json!(rng.below(4)))
                .collect(),
        ),
        _ => serde_json::json!({}),
    }
}

/// One to three edits somewhere inside a JSON value: a leaf replaced, a key removed or added, an
/// array element removed or duplicated.
pub fn mutate_json(rng: &mut Rng, v: &mut Value) {
    for _ in 0..1 + rng.below(3) {
        edit_somewhere(rng, v, 0);
    }
}

fn edit_somewhere(rng: &mut Rng, v: &mut Value, depth: usize) {
    let descend = depth < 6 && chance(rng, 70);
    match v {
        Value::Object(map) if descend && !map.is_empty() => {
            let keys: Vec<String> = map.keys().cloned().collect();
            let k = pick(rng, &keys).clone();
            match rng.below(6) {
                0 => {
                    map.remove(&k);
                }
                1 => {
                    map.insert(noise(rng, 4), json_noise(rng));
                }
                _ => edit_somewhere(rng, map.get_mut(&k).expect("a key"), depth + 1),
            }
        }
        Value::Array(items) if descend && !items.is_empty() => {
            let i = rng.below(items.len());
            match rng.below(6) {
                0 => {
                    items.remove(i);
                }
                1 => {
                    let copy = items[i].clone();
                    items.insert(i, copy);
                }
                _ => edit_somewhere(rng, &mut items[i], depth + 1),
            }
        }
        _ => *v = json_noise(rng),
    }
}
