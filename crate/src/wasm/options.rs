//! Reading `Match.create`'s options (and a Mraha JSON setup given as an object) from plain JS
//! values, field by field with `Reflect`.

use crate::error::{code, Error};
use crate::mraha;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What `Match.create` accepts. Exactly one way of choosing the position:
/// `text` (one-line form), `setup` (the engine's JSON setup as an object), or the game's own
/// start options; then `moves`, tokens replayed in order (a shared link, a saved game).
///
/// Read field by field with `Reflect` rather than through serde: a serde deserializer (with the
/// untagged switch values) would add more to the wasm than the rest of the boundary.
#[derive(Default)]
pub(super) struct Options {
    /// `mraha` (default) or `tricerata`.
    pub(super) game: Option<String>,
    /// Mraha: `mraha`, `zanzibar` or `kujifunza`.
    pub(super) preset: Option<String>,
    /// Mraha: switch overrides, `{ takasia: 'on', central_entry: 'free' }` (booleans accepted).
    pub(super) switches: Vec<(String, String)>,
    pub(super) text: Option<String>,
    /// The game's JSON setup, as an object (read by the game's own reader).
    pub(super) setup: Option<JsValue>,
    pub(super) moves: Vec<String>,
    /// Tricérata: `triangle:N`, `square:N` or `hex:N`.
    pub(super) board: Option<String>,
    /// Tricérata: 1 (solitaire) to 6.
    pub(super) players: Option<u32>,
    /// Tricérata: stones per cell at the start, 1 to 3.
    pub(super) stones: Option<u32>,
    /// Tricérata: the Mort subite variant.
    pub(super) mort_subite: bool,
}

pub(super) fn bad_input(what: &str) -> Error {
    Error::new(
        code::SETUP_SYNTAX,
        format!("bad option or setup field {what}"),
    )
}

/// Field `key` of a JS object, `None` when absent, `null` or `undefined`.
pub(super) fn field(obj: &JsValue, key: &str) -> Option<JsValue> {
    js_sys::Reflect::get(obj, &JsValue::from_str(key))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

pub(super) fn text_field(obj: &JsValue, key: &str) -> Result<Option<String>, Error> {
    field(obj, key)
        .map(|v| v.as_string().ok_or_else(|| bad_input(key)))
        .transpose()
}

/// A switch value: text, or a boolean for the on/off switches.
pub(super) fn switch_text(v: &JsValue, key: &str) -> Result<String, Error> {
    match (v.as_string(), v.as_bool()) {
        (Some(t), _) => Ok(t),
        (None, Some(b)) => Ok(if b { "on" } else { "off" }.into()),
        _ => Err(bad_input(key)),
    }
}

pub(super) fn text_list(obj: &JsValue, key: &str) -> Result<Vec<String>, Error> {
    match field(obj, key) {
        None => Ok(Vec::new()),
        Some(v) if js_sys::Array::is_array(&v) => js_sys::Array::from(&v)
            .iter()
            .map(|t| t.as_string().ok_or_else(|| bad_input(key)))
            .collect(),
        Some(_) => Err(bad_input(key)),
    }
}

/// The entries of a plain object, values as switch text.
pub(super) fn switch_entries(obj: &JsValue) -> Result<Vec<(String, String)>, Error> {
    let obj: &js_sys::Object = obj.dyn_ref().ok_or_else(|| bad_input("switches"))?;
    js_sys::Object::keys(obj)
        .iter()
        .map(|k| {
            let key = k.as_string().unwrap_or_default();
            let v = field(obj, &key).ok_or_else(|| bad_input(&key))?;
            Ok((key.clone(), switch_text(&v, &key)?))
        })
        .collect()
}

/// An optional whole number from 0 to 1000.
pub(super) fn small_number(obj: &JsValue, key: &str) -> Result<Option<u32>, Error> {
    field(obj, key)
        .map(|v| {
            v.as_f64()
                .filter(|n| n.fract() == 0.0 && (0.0..=1000.0).contains(n))
                .map(|n| n as u32)
                .ok_or_else(|| bad_input(key))
        })
        .transpose()
}

impl Options {
    pub(super) fn read(o: &JsValue) -> Result<Options, Error> {
        if o.is_undefined() || o.is_null() {
            return Ok(Options::default());
        }
        if !o.is_object() {
            return Err(bad_input("options"));
        }
        Ok(Options {
            game: text_field(o, "game")?,
            preset: text_field(o, "preset")?,
            switches: field(o, "switches")
                .map(|s| switch_entries(&s))
                .transpose()?
                .unwrap_or_default(),
            text: text_field(o, "text")?,
            setup: field(o, "setup"),
            moves: text_list(o, "moves")?,
            board: text_field(o, "board")?,
            players: small_number(o, "players")?,
            stones: small_number(o, "stones")?,
            mort_subite: match field(o, "mort_subite") {
                None => false,
                Some(v) => v.as_bool().ok_or_else(|| bad_input("mort_subite"))?,
            },
        })
    }
}

pub(super) fn number_field(obj: &JsValue, key: &str) -> Result<i64, Error> {
    field(obj, key)
        .and_then(|v| v.as_f64())
        .filter(|n| n.fract() == 0.0 && n.abs() < 1e9)
        .map(|n| n as i64)
        .ok_or_else(|| bad_input(key))
}

pub(super) fn bool_field(obj: &JsValue, key: &str) -> Result<bool, Error> {
    field(obj, key)
        .and_then(|v| v.as_bool())
        .ok_or_else(|| bad_input(key))
}

pub(super) fn numbers(obj: &JsValue, key: &str) -> Result<Vec<i64>, Error> {
    match field(obj, key) {
        Some(v) if js_sys::Array::is_array(&v) => js_sys::Array::from(&v)
            .iter()
            .map(|n| {
                n.as_f64()
                    .filter(|n| n.fract() == 0.0 && n.abs() < 1e9)
                    .map(|n| n as i64)
                    .ok_or_else(|| bad_input(key))
            })
            .collect(),
        _ => Err(bad_input(key)),
    }
}

/// The Mraha JSON setup (`crate::mraha::setup`) read from a JS object.
pub(super) fn read_mraha_setup(o: &JsValue) -> Result<mraha::Setup, Error> {
    let side = |key: &str| -> Result<mraha::setup::SideSetup, Error> {
        let s = field(o, key).ok_or_else(|| bad_input(key))?;
        Ok(mraha::setup::SideSetup {
            front: numbers(&s, "front")?,
            back: numbers(&s, "back")?,
            hand: number_field(&s, "hand")?,
            nyumba: bool_field(&s, "nyumba")?,
        })
    };
    let rules = field(o, "rules").ok_or_else(|| bad_input("rules"))?;
    let rules = switch_entries(&rules)?
        .into_iter()
        .map(|(k, v)| (k, mraha::setup::SwitchValue::Text(v)))
        .collect();
    let pending = match field(o, "pending") {
        None => None,
        Some(p) => Some(mraha::setup::PendingSetup {
            decision: text_field(&p, "decision")?.ok_or_else(|| bad_input("decision"))?,
            direction: text_field(&p, "direction")?.ok_or_else(|| bad_input("direction"))?,
            namua: bool_field(&p, "namua")?,
            capturing: bool_field(&p, "capturing")?,
            seeds: field(&p, "seeds").map_or(Ok(0), |_| number_field(&p, "seeds"))?,
        }),
    };
    Ok(mraha::Setup {
        game: text_field(o, "game")?.ok_or_else(|| bad_input("game"))?,
        rules: mraha::setup::RulesSpec(rules),
        to_move: text_field(o, "to_move")?.ok_or_else(|| bad_input("to_move"))?,
        south: side("south")?,
        north: side("north")?,
        takasia: text_field(o, "takasia")?,
        pending,
    })
}
