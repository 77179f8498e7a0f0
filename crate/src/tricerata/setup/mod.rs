//! The position formats: the JSON setup (read and written, validated with one clear error per
//! fault) and the compact one-line text form for URLs.
//!
//! JSON: `{"game":"tricerata","board":{"shape":"triangle","size":4},"players":2,
//! "stones":[…per cell id…],"stores":[…per player…],"to_move":0,"turns":0,"mort_subite":false}`.
//! `board` is `{"shape":"triangle"|"square"|"hex","size":N}` or `{"shape":"custom","cells":[
//! {"neighbours":[1,2],"interior":true,"x":0.5,"y":1.0},…]}` (`interior` optional: when no cell
//! gives it, the cells of maximum degree are interior; `x`/`y` optional, all or none, kept to
//! thousandths). `turns` defaults to 0 and `mort_subite` to false. A position inside a turn adds
//! `"pending"`: `{"decision":"path","cell":C,"hand":H}` (H stones in hand, the next one goes
//! next to C), `{"decision":"capture","cell":C}` (the last stone fell alone on C) or
//! `{"decision":"seize"}`. A game ended by Mort subite adds `"ended":"mort_subite"`.
//!
//! Text: `<board>.<players>[m].<to move>.<turns>.<stones>.<stores>[.<pending>]`, e.g. the start
//! of the triangle of 2 rows for 2 players with 1 stone per cell is `t2.2.0.0.1111.00`.
//! `<board>` is `t<n>`, `s<n>`, `h<n>` or a custom graph `c<cell>_<cell>…` (`C` when interior
//! marks are given) where a cell is its neighbours joined by `-`, then `i` if marked interior,
//! then `x<x>y<y>` in thousandths (a negative number starts with `n`). `m` marks Mort subite.
//! A count is one character of `0-9a-zA-Z` (0 to 61) or `*` and two more (62 + a base-62
//! number). `<pending>` is `p<cell><hand>` or `c<cell>` (two counts / one count), `s` (seize) or
//! `x` (ended by Mort subite). Only the characters `A-Za-z0-9._-*`: nothing to escape in a URL.
//!
//! Every number (a board's size, players, the player to move, turns, a neighbour's id, a
//! coordinate after its `n`) is written in plain decimal, without a sign or a leading zero, and
//! read only so: `t+2`, `t02`, a player count `+2` (which `str::parse` took) are `text_form`,
//! naming the part. A cell's neighbours are ids joined by single `-`: an empty piece (`-1`,
//! `1--2`, `1-`, which were skipped) is refused too.
//!
//! The JSON form is read and written in [`json`], the text form in [`text`], the board part of
//! the text form in [`board`]; the text form is read through the JSON setup's validation.

mod board;
mod json;
mod text;

pub use text::to_text;

use crate::error::Error;
use serde::{Deserialize, Serialize};

/// The board as JSON describes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSetup {
    pub shape: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cells: Option<Vec<CellSetup>>,
}

/// One cell of a custom board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CellSetup {
    pub neighbours: Vec<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interior: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub y: Option<f64>,
}

/// The decision pending inside a turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingSetup {
    /// `path`, `capture` or `seize`.
    pub decision: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cell: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<i64>,
}

/// The JSON setup of a position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub game: String,
    pub board: BoardSetup,
    pub players: i64,
    pub stones: Vec<i64>,
    pub stores: Vec<i64>,
    pub to_move: i64,
    #[serde(default)]
    pub turns: i64,
    #[serde(default)]
    pub mort_subite: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<PendingSetup>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
}

fn err(code: &'static str, msg: impl Into<String>) -> Error {
    Error::new(code, msg)
}
