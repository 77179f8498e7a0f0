//! Reading `Match.create`'s options (and a Mraha JSON setup given as an object) from plain JS
//! values, field by field with `Reflect`, into the plain [`Options`] of `wasm/options.rs`
//! (which the native build compiles too). Read field by field rather than through serde: a
//! serde deserializer (with the untagged switch values) would add more to the wasm than the
//! rest of the boundary.

use crate::error::{code, Error};
#[cfg(feature = "wasm-mraha")]
use crate::mraha;
pub(super) use crate::options::Options;
use wasm_bindgen::prelude::*;
#[cfg(feature = "wasm-mraha")]
use wasm_bindgen::JsCast;

pub(super) fn bad_input(what: &str) -> Error {
    let e = Error::new(
        code::SETUP_SYNTAX,
        crate::error::msg!("bad option or setup field {what}"),
    );
    match crate::options::PARTS.iter().find(|p| **p == what) {
        Some(part) => e.in_part(part),
        None => e,
    }
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
#[cfg(feature = "wasm-mraha")]
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
#[cfg(feature = "wasm-mraha")]
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
#[cfg(feature = "wasm-tricerata")]
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

/// `Match.create`'s options from a JS object (`undefined` or `null`: the defaults).
pub(super) fn read_options(o: &JsValue) -> Result<Options, Error> {
    if o.is_undefined() || o.is_null() {
        return Ok(Options::default());
    }
    if !o.is_object() {
        return Err(bad_input("options"));
    }
    let game = text_field(o, "game")?;
    let setup = match field(o, "setup") {
        None => None,
        // Only Mraha positions have a JSON setup here; Tricérata's travel as text forms.
        Some(_) if game.as_deref() == Some(crate::tricerata::ID) => {
            return Err(Error::new(
                code::SETUP_SYNTAX,
                "a Tricérata position is given by its text form",
            )
            .in_part("setup"))
        }
        #[cfg(feature = "wasm-mraha")]
        Some(s) => Some(read_mraha_setup(&s).map_err(|e| e.in_part("setup"))?),
        // A module without Mraha refuses every Mraha game (`setup_game`, in `Match.create`):
        // it need not read the setup first.
        #[cfg(not(feature = "wasm-mraha"))]
        Some(_) => None,
    };
    // Each game's options are read by a module that plays that game; a module without it only
    // notes that they are there: the other game's start refuses them by their part
    // (`other_game_option`, `wasm/options.rs`), whatever their values.
    #[cfg(not(all(feature = "wasm-mraha", feature = "wasm-tricerata")))]
    let there = |key| field(o, key).is_some();
    Ok(Options {
        game,
        #[cfg(feature = "wasm-mraha")]
        preset: text_field(o, "preset")?,
        #[cfg(feature = "wasm-mraha")]
        switches: field(o, "switches")
            .map(|s| switch_entries(&s))
            .transpose()?
            .unwrap_or_default(),
        #[cfg(not(feature = "wasm-mraha"))]
        preset: there("preset").then(String::new),
        #[cfg(not(feature = "wasm-mraha"))]
        switches: there("switches")
            .then(Default::default)
            .into_iter()
            .collect(),
        text: text_field(o, "text")?,
        setup,
        moves: text_list(o, "moves")?,
        #[cfg(feature = "wasm-tricerata")]
        board: text_field(o, "board")?,
        #[cfg(feature = "wasm-tricerata")]
        players: small_number(o, "players")?,
        #[cfg(feature = "wasm-tricerata")]
        stones: small_number(o, "stones")?,
        #[cfg(feature = "wasm-tricerata")]
        mort_subite: match field(o, "mort_subite") {
            None => false,
            Some(v) => v.as_bool().ok_or_else(|| bad_input("mort_subite"))?,
        },
        #[cfg(not(feature = "wasm-tricerata"))]
        board: there("board").then(String::new),
        #[cfg(not(feature = "wasm-tricerata"))]
        players: there("players").then_some(0),
        #[cfg(not(feature = "wasm-tricerata"))]
        stones: there("stones").then_some(0),
        #[cfg(not(feature = "wasm-tricerata"))]
        mort_subite: there("mort_subite"),
    })
}

#[cfg(feature = "wasm-mraha")]
pub(super) fn number_field(obj: &JsValue, key: &str) -> Result<i64, Error> {
    field(obj, key)
        .and_then(|v| v.as_f64())
        .filter(|n| n.fract() == 0.0 && n.abs() < 1e9)
        .map(|n| n as i64)
        .ok_or_else(|| bad_input(key))
}

#[cfg(feature = "wasm-mraha")]
pub(super) fn bool_field(obj: &JsValue, key: &str) -> Result<bool, Error> {
    field(obj, key)
        .and_then(|v| v.as_bool())
        .ok_or_else(|| bad_input(key))
}

#[cfg(feature = "wasm-mraha")]
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

/// The Mraha JSON setup (`crate::mraha::setup`) read from a JS object. Kept out of line: the
/// page never sends a setup, so this stays out of the engine's first part (see
/// tools/split-engine.mjs), which inlining it into `Match.create` would defeat.
#[cfg(feature = "wasm-mraha")]
#[inline(never)]
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
