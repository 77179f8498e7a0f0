//! The [`Match`] handle: a game in progress with its history, as the page plays it. The game
//! itself is a [`Session`] of any game implementing [`Viewed`]; the handle converts its answers
//! to plain JS values and its errors to thrown `{code, message, token}`.

use super::js_options::read_options;
use super::{thrown, to_js};
use crate::error::{code, Error};
use crate::mraha;
use crate::session::{Session, Viewed};
use wasm_bindgen::prelude::*;

/// What the handle asks of a session, whatever its game: each answer already converted.
trait Handle {
    fn view(&self) -> Result<JsValue, JsValue>;
    fn play(&mut self, token: &str) -> Result<JsValue, JsValue>;
    fn play_all(&mut self, tokens: &[String]) -> Result<JsValue, JsValue>;
    fn undo(&mut self);
    fn redo(&mut self) -> Result<JsValue, JsValue>;
    fn text(&self) -> String;
    fn tokens(&self) -> Vec<String>;
    fn game(&self) -> &'static str;
    fn geometry(&self) -> Result<JsValue, JsValue>;
    fn finish_turn(&self) -> Vec<String>;
}

impl<G: Viewed> Handle for Session<G> {
    fn view(&self) -> Result<JsValue, JsValue> {
        to_js(&Session::view(self))
    }

    fn play(&mut self, token: &str) -> Result<JsValue, JsValue> {
        let events = Session::play(self, token).map_err(thrown)?;
        to_js(&self.played(events))
    }

    fn play_all(&mut self, tokens: &[String]) -> Result<JsValue, JsValue> {
        let events = Session::play_all(self, tokens).map_err(thrown)?;
        to_js(&self.played(events))
    }

    fn undo(&mut self) {
        Session::undo(self);
    }

    fn redo(&mut self) -> Result<JsValue, JsValue> {
        let events = Session::redo(self).map_err(thrown)?;
        to_js(&self.played(events))
    }

    fn text(&self) -> String {
        self.pos.to_text()
    }

    fn tokens(&self) -> Vec<String> {
        Session::tokens(self)
    }

    fn game(&self) -> &'static str {
        G::GAME
    }

    fn geometry(&self) -> Result<JsValue, JsValue> {
        to_js(&self.pos.geometry())
    }

    fn finish_turn(&self) -> Vec<String> {
        self.pos.finish_turn()
    }
}

/// A session of `G` from `start` with `moves` replayed, behind the handle's interface.
fn session<G: Viewed>(start: Result<G, Error>, moves: &[String]) -> Result<Box<dyn Handle>, Error> {
    Ok(Box::new(Session::replay(start?, moves)?))
}

/// A game in progress with its history, behind an opaque handle.
#[wasm_bindgen]
pub struct Match {
    inner: Box<dyn Handle>,
}

/// Every fact the page's settings and seats need (see `crate::catalogue`): the games with their
/// options, presets, switches and boards, and the computer levels.
#[wasm_bindgen]
pub fn catalogue() -> Result<JsValue, JsValue> {
    to_js(&crate::catalogue::catalogue())
}

/// The computer levels alone (the catalogue's `levels`): what the page needs before its first
/// board (the seats and the "play the computer" button), without building every game's entry.
#[wasm_bindgen]
pub fn levels() -> Result<JsValue, JsValue> {
    to_js(&crate::catalogue::levels(None))
}

#[wasm_bindgen]
impl Match {
    /// A new match: `{game, preset, switches}`, `{text}`, `{setup}`, each with optional `moves`.
    pub fn create(options: JsValue) -> Result<Match, JsValue> {
        let o = read_options(&options).map_err(thrown)?;
        let inner = match o.game.as_deref().unwrap_or(mraha::Position::GAME) {
            #[cfg(feature = "wasm-mraha")]
            mraha::Position::GAME => session(o.mraha_start(), &o.moves),
            #[cfg(feature = "wasm-tricerata")]
            crate::tricerata::Position::GAME => session(o.tri_start(), &o.moves),
            // A game this module does not play (another engine module may: www/js/engine.js
            // then asks the next one), or no game at all.
            other => Err(Error::new(
                code::SETUP_GAME,
                crate::error::msg!("unknown game {other:?} in this engine module"),
            )),
        };
        Ok(Match {
            inner: inner.map_err(thrown)?,
        })
    }

    /// Everything the page draws.
    pub fn view(&self) -> Result<JsValue, JsValue> {
        self.inner.view()
    }

    /// Plays a legal token: `{events, view}`. Throws `{code, …}` and changes nothing otherwise.
    pub fn play(&mut self, token: &str) -> Result<JsValue, JsValue> {
        self.inner.play(token)
    }

    /// Plays a list of legal tokens in order (a computer's whole turn, "finish my turn") in
    /// one call: `{events, view}` with the events of all of them, so the page animates the
    /// turn as one. Throws `{code, …}` (with the refused token) and changes nothing if one is
    /// refused.
    pub fn play_all(&mut self, tokens: Vec<String>) -> Result<JsValue, JsValue> {
        self.inner.play_all(&tokens)
    }

    /// Takes back the last answered decision; returns the view (unchanged if nothing to undo).
    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        self.inner.undo();
        self.inner.view()
    }

    /// Replays the last undone decision: `{events, view}`, or throws `nothing_to_redo`.
    pub fn redo(&mut self) -> Result<JsValue, JsValue> {
        self.inner.redo()
    }

    /// The one-line text form of the current position.
    pub fn text(&self) -> String {
        self.inner.text()
    }

    /// The tokens answered since the match began (the game record).
    pub fn tokens(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.tokens())
    }

    /// The game this match plays (`mraha`, `tricerata`).
    pub fn game(&self) -> String {
        self.inner.game().into()
    }

    /// The board as the engine describes it (see `crate::describe`): every place — pits,
    /// cells, stores — with its name, owner, roles, neighbours or sowing loop, and where to
    /// draw it.
    pub fn geometry(&self) -> Result<JsValue, JsValue> {
        self.inner.geometry()
    }

    /// The tokens of a short way to end the current sowing ("finish my turn"; Tricérata);
    /// empty where there is none.
    pub fn finish_sowing(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.finish_turn())
    }
}
