//! The computer players at the wasm boundary, for the page's AI worker (`www/js/ai-worker.js`,
//! its own wasm instance, apart from the match's). The worker knows only the position's one-line
//! text: it answers with tokens, which the page then plays through the match, checked by the
//! engine and animated like a human's turn.
//!
//! One module per game, as for the match engines: the features `wasm-ai-mraha` and
//! `wasm-ai-tricerata` (each implies `wasm-ai`) choose the players it holds, so a page fetches
//! only its own game's (`www/js/players.js`). A position of a game the module does not play is
//! refused with `setup_game`, as the match engines refuse a game they do not play.
//!
//! ```js
//! choose_tokens('mraha.s.0000622000000000mn.0000622000000000mn', '3', 42, true); // ['A6L']
//! search_stats(text, 'best:1000ms', 42, true); // { tokens, nodes, depth, millis }
//! ```

use super::{thrown, to_js};
use crate::ai::choose::is_mraha_text;
use crate::ai::computer::{choose, Chosen};
use crate::ai::evaluate::{judge_position as judge, Judgement};
use crate::ai::{Clock, FnClock};
use crate::error::{code, Error};
#[cfg(feature = "wasm-ai-tricerata")]
use crate::{ai::tricerata::TriceratEval, tricerata};
#[cfg(feature = "wasm-ai-mraha")]
use crate::{ai::MrahaEval, mraha};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`, in a worker as on the page: milliseconds, monotonic.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// The position a question is about, in one of the games this module plays.
enum Asked {
    #[cfg(feature = "wasm-ai-mraha")]
    Mraha(mraha::Position),
    #[cfg(feature = "wasm-ai-tricerata")]
    Tricerata(tricerata::Position),
}

/// Reads the position `text` (Mraha's begins with its preset's name, else Tricérata's), or
/// refuses it with `setup_game` when this module does not play its game.
fn asked(text: &str) -> Result<Asked, JsValue> {
    if is_mraha_text(text) {
        #[cfg(feature = "wasm-ai-mraha")]
        return Ok(Asked::Mraha(
            mraha::Position::from_text(text).map_err(thrown)?,
        ));
    } else {
        #[cfg(feature = "wasm-ai-tricerata")]
        return Ok(Asked::Tricerata(
            tricerata::Position::from_text(text).map_err(thrown)?,
        ));
    }
    #[allow(unreachable_code)]
    Err(thrown(Error::new(
        code::SETUP_GAME,
        "these computer players do not play this game",
    )))
}

/// The turn `spec` plays from the position `text` (see [`choose_tokens`]).
fn chosen(
    text: &str,
    spec: &str,
    seed: u32,
    clock: Option<&mut dyn Clock>,
) -> Result<Chosen, JsValue> {
    let seed = seed as u64;
    match asked(text)? {
        #[cfg(feature = "wasm-ai-mraha")]
        Asked::Mraha(pos) => choose(&pos, spec, seed, clock),
        #[cfg(feature = "wasm-ai-tricerata")]
        Asked::Tricerata(pos) => choose(&pos, spec, seed, clock),
    }
    .map_err(thrown)
}

/// The tokens a computer player `spec` (`1`…`5`, `best`, `ab`, `random`, `greedy`, optionally
/// `:NODES` or `:MILLISms`) plays from the position `text`: the rest of the current turn, empty
/// when the game is over. `timed` lets the level's time limit run on `performance.now()`;
/// without it only the node budget counts (deterministic for a seed). Throws `{code, …}` for
/// an unreadable position (`text_form`) or an unknown level (`setup_switch`).
#[wasm_bindgen]
pub fn choose_tokens(text: &str, spec: &str, seed: u32, timed: bool) -> Result<JsValue, JsValue> {
    let mut clock = FnClock(performance_now);
    let clock: Option<&mut dyn Clock> = if timed { Some(&mut clock) } else { None };
    to_js(&chosen(text, spec, seed, clock)?.tokens)
}

/// What one search cost, for measuring the engine in the browser.
#[derive(Serialize)]
struct SearchStats {
    tokens: Vec<String>,
    /// Positions visited (as a JS number: exact up to 2^53).
    nodes: f64,
    /// Depth completed (alpha-beta, in turns) or tree depth reached (MCTS).
    depth: u32,
    /// Wall time of the search, by `performance.now()`.
    millis: f64,
}

/// [`choose_tokens`] with the search's cost: `{tokens, nodes, depth, millis}` (nodes and depth
/// 0 when there was nothing to choose).
#[wasm_bindgen]
pub fn search_stats(text: &str, spec: &str, seed: u32, timed: bool) -> Result<JsValue, JsValue> {
    let mut clock = FnClock(performance_now);
    let start = performance_now();
    let chosen = {
        let clock: Option<&mut dyn Clock> = if timed { Some(&mut clock) } else { None };
        chosen(text, spec, seed, clock)?
    };
    let millis = performance_now() - start;
    to_js(&SearchStats {
        tokens: chosen.tokens,
        nodes: chosen.stats.nodes as f64,
        depth: chosen.stats.depth_sum as u32,
        millis,
    })
}

/// Random full Mraha games of `preset`, timed by `performance.now()`: what `semailles bench --game
/// mraha --preset P --games N --seed S` measures natively, for the same games (a seed below
/// 2³²), as `{preset, games, seconds, turns, unfinished, slowest_game_ms}`; the caller
/// (`tests/bench/wasm-bench.mjs`) prints the native command's line from it (formatting it here
/// would add the float printing machinery to the module). Throws `{code, …}` for an unknown
/// preset.
#[cfg(feature = "wasm-ai-mraha")]
#[wasm_bindgen]
pub fn bench_mraha(preset: &str, games: u32, seed: u32) -> Result<JsValue, JsValue> {
    let rules = mraha::Rules::preset(preset).map_err(thrown)?;
    let start = mraha::Position::start(rules);
    let mut clock = FnClock(performance_now);
    to_js(&mraha::bench::random_games(
        preset,
        &start,
        games,
        seed as u64,
        &mut clock,
    ))
}

/// How the computer judges the position `text` (the page's analysis, www/js/analysis.js):
/// `{player, values, best, best_value}` — the player to move, the position's value for each
/// player, the rest of the turn `spec` plays from it, and the value of the position after that
/// turn for the player to move (see `crate::ai::evaluate`). Throws `{code, …}` like
/// [`choose_tokens`].
#[wasm_bindgen]
pub fn judge_position(text: &str, spec: &str, seed: u32, timed: bool) -> Result<JsValue, JsValue> {
    let mut clock = FnClock(performance_now);
    let clock: Option<&mut dyn Clock> = if timed { Some(&mut clock) } else { None };
    let seed = seed as u64;
    let judgement: Judgement = match asked(text)? {
        #[cfg(feature = "wasm-ai-mraha")]
        Asked::Mraha(pos) => judge(&pos, &MrahaEval::default(), spec, seed, clock),
        #[cfg(feature = "wasm-ai-tricerata")]
        Asked::Tricerata(pos) => judge(&pos, &TriceratEval::default(), spec, seed, clock),
    }
    .map_err(thrown)?;
    to_js(&judgement)
}
