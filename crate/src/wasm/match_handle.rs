//! The [`Match`] handle: a game in progress with its history, as the page plays it.

use super::js_options::read_options;
use super::mraha_view::{mraha_start, mraha_view};
use super::session::Session;
use super::tri_view::{tri_start, tri_view};
use super::{fail, to_js};
use crate::error::{code, Error};
use crate::game::Game;
use crate::{mraha, tricerata};
use serde::Serialize;
use wasm_bindgen::prelude::*;

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

/// Every fact the page's settings and seats need (see `crate::catalogue`): the games with their
/// options, presets, switches and boards, and the computer levels.
#[wasm_bindgen]
pub fn catalogue() -> Result<JsValue, JsValue> {
    to_js(&crate::catalogue::catalogue())
}

#[wasm_bindgen]
impl Match {
    /// A new match: `{game, preset, switches}`, `{text}`, `{setup}`, each with optional `moves`.
    pub fn create(options: JsValue) -> Result<Match, JsValue> {
        let o = read_options(&options).map_err(fail)?;
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

    /// Plays a list of legal tokens in order (a computer's whole turn, "finish my turn") in
    /// one call: `{events, view}` with the events of all of them, so the page animates the
    /// turn as one. Throws `{code, …}` (with the refused token) and changes nothing if one is
    /// refused.
    pub fn play_all(&mut self, tokens: Vec<String>) -> Result<JsValue, JsValue> {
        match &mut self.inner {
            Inner::Mraha(s) => {
                let events = s.play_all(&tokens).map_err(fail)?;
                to_js(&Played {
                    events,
                    view: mraha_view(s),
                })
            }
            Inner::Tricerata(s) => {
                let events = s.play_all(&tokens).map_err(fail)?;
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

    /// The board as the engine describes it (see `crate::describe`): every place — pits,
    /// cells, stores — with its name, owner, roles, neighbours or sowing loop, and where to
    /// draw it.
    pub fn geometry(&self) -> Result<JsValue, JsValue> {
        match &self.inner {
            Inner::Mraha(_) => to_js(&mraha::geometry()),
            Inner::Tricerata(s) => to_js(&s.pos.board().geometry(s.pos.players())),
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
