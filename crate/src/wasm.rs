//! The wasm boundary: the only module (with its submodules in `wasm/`) that imports wasm-bindgen.
//!
//! The page holds one [`Match`]: an opaque handle on a game in progress with its history. Every
//! answer crosses the boundary as a small JSON-shaped object (plain objects, arrays, strings,
//! numbers of 32 bits at most, `null`), every fault is thrown as `{code, message, token}`; the
//! page translates `code` and never shows `message` (English, for developers). No rule is decided
//! on the JavaScript side: the page offers exactly the `choices` of the current view.
//!
//! ```js
//! const m = Match.create({ game: 'mraha', preset: 'mraha', switches: { takasia: 'on' } });
//! const t = Match.create({ game: 'tricerata', board: 'triangle:4', players: 2, stones: 1 });
//! t.geometry();          // the cells' polygons and the stores, drawn by the page as given
//! m.view();              // { game, setup, decision, to_move, choices, legal, outcome, moves, … }
//! m.play('A6L');         // { events: [...the trace of the turn...], view }
//! m.undo(); m.redo();    // views
//! m.text();              // 'mraha.s.0000622000000000mn.0000622000000000mn'
//! choose_tokens(m.text(), '3', 42, true); // a computer player's turn (see `wasm/ai.rs`)
//! ```
//!
//! serde_json is deliberately not used here (nor reached from here): it would add tens of
//! kilobytes to the page; values go through serde-wasm-bindgen directly.

mod ai;
mod mraha_view;
mod options;
mod session;
mod tri_view;

use crate::error::{code, Error};
use crate::game::Game;
use crate::mraha;
use crate::tricerata;
use mraha_view::{mraha_start, mraha_view};
use options::Options;
use serde::Serialize;
use session::Session;
use tri_view::{tri_start, tri_view};
use wasm_bindgen::prelude::*;

/// Panics (bugs, never bad input) go to the browser console with their Rust message.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The crate version, shown in the page's footer and bug reports.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").into()
}

fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| thrown(&Error::new(code::SETUP_SYNTAX, e.to_string())))
}

/// The thrown form of an engine error: `{code, message, token}`.
fn thrown(e: &Error) -> JsValue {
    e.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or_else(|_| JsValue::from_str(e.code))
}

fn fail(e: Error) -> JsValue {
    thrown(&e)
}

/// The games a match can hold.
#[derive(Clone)]
enum Inner {
    Mraha(Session<mraha::Position>),
    Tricerata(Session<tricerata::Position>),
}

/// A game in progress with its history, behind an opaque handle.
#[wasm_bindgen]
pub struct Match {
    inner: Inner,
}

/// `{ events, view }`, the answer to `play`.
#[derive(Serialize)]
struct Played<E, V> {
    events: Vec<E>,
    view: V,
}

#[wasm_bindgen]
impl Match {
    /// A new match: `{game, preset, switches}`, `{text}`, `{setup}`, each with optional `moves`.
    pub fn create(options: JsValue) -> Result<Match, JsValue> {
        let o = Options::read(&options).map_err(fail)?;
        let inner = match o.game.as_deref().unwrap_or("mraha") {
            "mraha" => {
                let mut s = Session::new(mraha_start(&o).map_err(fail)?);
                for token in &o.moves {
                    s.play(token).map_err(fail)?;
                }
                Inner::Mraha(s)
            }
            "tricerata" => {
                let mut s = Session::new(tri_start(&o).map_err(fail)?);
                for token in &o.moves {
                    s.play(token).map_err(fail)?;
                }
                Inner::Tricerata(s)
            }
            other => {
                return Err(fail(Error::new(
                    code::SETUP_GAME,
                    format!("unknown game {other:?}"),
                )))
            }
        };
        Ok(Match { inner })
    }

    /// Everything the page draws.
    pub fn view(&self) -> Result<JsValue, JsValue> {
        match &self.inner {
            Inner::Mraha(s) => to_js(&mraha_view(s)),
            Inner::Tricerata(s) => to_js(&tri_view(s)),
        }
    }

    /// Plays a legal token: `{events, view}`. Throws `{code, …}` and changes nothing otherwise.
    pub fn play(&mut self, token: &str) -> Result<JsValue, JsValue> {
        match &mut self.inner {
            Inner::Mraha(s) => {
                let events = s.play(token).map_err(fail)?;
                to_js(&Played {
                    events,
                    view: mraha_view(s),
                })
            }
            Inner::Tricerata(s) => {
                let events = s.play(token).map_err(fail)?;
                to_js(&Played {
                    events,
                    view: tri_view(s),
                })
            }
        }
    }

    /// Takes back the last answered decision; returns the view (unchanged if nothing to undo).
    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        match &mut self.inner {
            Inner::Mraha(s) => {
                s.undo();
            }
            Inner::Tricerata(s) => {
                s.undo();
            }
        }
        self.view()
    }

    /// Replays the last undone decision: `{events, view}`, or throws `nothing_to_redo`.
    pub fn redo(&mut self) -> Result<JsValue, JsValue> {
        let token = match &self.inner {
            Inner::Mraha(s) => s.redo.last().cloned(),
            Inner::Tricerata(s) => s.redo.last().cloned(),
        };
        match token {
            Some(t) => self.play(&t),
            None => Err(fail(Error::new("nothing_to_redo", "nothing to redo"))),
        }
    }

    /// The one-line text form of the current position.
    pub fn text(&self) -> String {
        match &self.inner {
            Inner::Mraha(s) => s.pos.to_text(),
            Inner::Tricerata(s) => s.pos.to_text(),
        }
    }

    /// The tokens answered since the match began (the game record).
    pub fn tokens(&self) -> Result<JsValue, JsValue> {
        match &self.inner {
            Inner::Mraha(s) => to_js(&s.tokens()),
            Inner::Tricerata(s) => to_js(&s.tokens()),
        }
    }

    /// The game this match plays (`mraha`, `tricerata`).
    pub fn game(&self) -> String {
        match &self.inner {
            Inner::Mraha(_) => "mraha".into(),
            Inner::Tricerata(_) => "tricerata".into(),
        }
    }

    /// Tricérata: the board as the engine draws it (cells with polygons and centres, the
    /// stores around the board, the viewBox). `null` for Mraha, whose board is fixed.
    pub fn geometry(&self) -> Result<JsValue, JsValue> {
        match &self.inner {
            Inner::Mraha(_) => Ok(JsValue::NULL),
            Inner::Tricerata(s) => to_js(&s.pos.board().view(s.pos.players())),
        }
    }

    /// Tricérata: the tokens of a short path that ends the current sowing ("finish my turn");
    /// empty outside a sowing.
    pub fn finish_sowing(&self) -> Result<JsValue, JsValue> {
        match &self.inner {
            Inner::Mraha(_) => to_js(&Vec::<String>::new()),
            Inner::Tricerata(s) => {
                let tokens: Vec<String> = s
                    .pos
                    .finish_sowing()
                    .into_iter()
                    .map(|c| c.to_string())
                    .collect();
                to_js(&tokens)
            }
        }
    }
}
