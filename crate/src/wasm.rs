//! The wasm boundary: the only module (with its submodules in `wasm/`) that imports wasm-bindgen.
//!
//! It builds into several wasm modules, chosen by cargo features (see `build.sh`): the match
//! engine (the [`Match`] handle below, in `wasm/match_handle.rs`), one module per game —
//! `wasm-mraha`, `wasm-tricerata` (each implies `wasm-match`; together, the default, one module
//! plays both) — so a page fetches only the engine of the game it shows (`www/js/engines.js`),
//! and `wasm-ai`, the computer players (`wasm/ai.rs`; one module per game too, `wasm-ai-mraha` and
//! `wasm-ai-tricerata`: `www/js/players.js`), fetched only when a seat is given to the
//! computer or a hint is asked. Each players' module is larger than its game's engine (built for
//! speed: 85 KB and 146 KB gzipped), so the first board does not wait for them. Every engine
//! module holds the whole [`catalogue`]; a module asked for a game it does not play throws
//! `setup_game`, as for an unknown game.
//!
//! The page holds one [`Match`]: an opaque handle on a game in progress with its history. Every
//! answer crosses the boundary as a small JSON-shaped object (plain objects, arrays, strings,
//! numbers of 32 bits at most, `null`), every fault is thrown as `{code, message, token}` (with
//! `part`, `min` and `max` where they apply); the page words it from `code` and those numbers.
//! The match engines' `message` is empty (their messages are built natively only: see
//! `crate::error::msg!`); the players' module keeps its English one, for developers. No rule is
//! decided on the JavaScript side: the page offers exactly the `choices` of the current view.
//!
//! ```js
//! const m = Match.create({ game: 'mraha', preset: 'mraha', switches: { takasia: 'on' } });
//! const t = Match.create({ game: 'tricerata', board: 'triangle:4', players: 2, stones: 1 });
//! t.geometry();          // every place (cells, pits, stores) with its roles and position
//! catalogue();           // the games' options, presets, switches, boards, computer levels
//! m.view();              // { game, setup, decision, to_move, choices, legal, outcome, moves, … }
//! m.play('A6L');         // { events: [...the trace of the turn...], view }
//! t.play_all(['4', '5']); // several decisions at once (a computer's turn): all or nothing
//! m.undo(); m.redo();    // views
//! m.text();              // 'mraha.s.0000622000000000mn.0000622000000000mn'
//! choose_tokens(m.text(), '3', 42, true); // a computer player's turn (see `wasm/ai.rs`)
//! ```
//!
//! Values cross as JSON text written by [`crate::json_text`] and read by the page's own
//! `JSON.parse` (called from here, so the page still receives plain objects): serde_json and
//! serde-wasm-bindgen would each add kilobytes to the module the first board waits for.

#[cfg(feature = "wasm-ai")]
mod ai;
#[cfg(feature = "wasm-match")]
mod js_options;
#[cfg(feature = "wasm-ai-mraha")]
pub(crate) mod lanes;
#[cfg(feature = "wasm-match")]
mod match_handle;

#[cfg(feature = "wasm-match")]
pub use match_handle::{catalogue, levels, Match};

use crate::error::Error;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The match engines allocate with the small allocator (`crate::small_alloc`: a few hundred
/// bytes of code instead of dlmalloc's 7 KB); the computer players keep the standard one.
#[cfg(all(feature = "wasm-match", not(feature = "wasm-ai")))]
#[global_allocator]
static ALLOC: crate::small_alloc::WasmAlloc =
    crate::small_alloc::WasmAlloc(core::cell::UnsafeCell::new(crate::small_alloc::Heap::new()));

#[wasm_bindgen]
extern "C" {
    /// The page's `JSON.parse`: the engine's JSON text as plain objects.
    #[wasm_bindgen(js_namespace = JSON, js_name = parse)]
    fn json_parse(text: &str) -> JsValue;
    /// The page's `JSON.stringify` of a number: its shortest round-trip form (no float
    /// printing compiled into the module).
    #[wasm_bindgen(js_namespace = JSON, js_name = stringify)]
    fn json_number(x: f64) -> String;
}

/// The page's `Math.cos` and `Math.sin`, for the match engine's board drawings (see
/// `tricerata::geometry`).
#[cfg(all(feature = "wasm-match", not(feature = "wasm-ai")))]
pub(crate) mod js_math {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = Math)]
        pub(crate) fn cos(x: f64) -> f64;
        #[wasm_bindgen(js_namespace = Math)]
        pub(crate) fn sin(x: f64) -> f64;
    }
}

/// A float as JSON text (see `json_text`).
pub(crate) fn number_text(x: f64) -> String {
    json_number(x)
}

/// Panics (bugs, never bad input) go to the browser console with their Rust message — in the
/// computer players' module only: the match engines leave the hook out (its formatting is
/// kilobytes on the first board; a panic there still stops with `unreachable` in the console).
#[cfg(feature = "wasm-ai")]
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The crate version, shown in the page's footer and bug reports.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").into()
}

/// A value as the page receives it: plain objects and arrays, `null`, numbers.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    Ok(json_parse(&crate::json_text::to_json(value)))
}

/// The thrown form of an engine error: `{code, message, token}` (and `part` when set).
fn thrown(e: Error) -> JsValue {
    json_parse(&crate::json_text::to_json(&e))
}
