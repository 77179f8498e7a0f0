//! The wasm boundary: the only module that imports wasm-bindgen.
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
//! ```
//!
//! serde_json is deliberately not used here (nor reached from here): it would add tens of
//! kilobytes to the page; values go through serde-wasm-bindgen directly.

use crate::error::{code, Error};
use crate::game::{Decision, Game, Outcome};
use crate::mraha::{self, board, Action};
use crate::tricerata;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;
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

/// What `Match.create` accepts. Exactly one way of choosing the position:
/// `text` (one-line form), `setup` (the engine's JSON setup as an object), or the game's own
/// start options; then `moves`, tokens replayed in order (a shared link, a saved game).
///
/// Read field by field with `Reflect` rather than through serde: a serde deserializer (with the
/// untagged switch values) would add more to the wasm than the rest of the boundary.
#[derive(Default)]
struct Options {
    /// `mraha` (default) or `tricerata`.
    game: Option<String>,
    /// Mraha: `mraha`, `zanzibar` or `kujifunza`.
    preset: Option<String>,
    /// Mraha: switch overrides, `{ takasia: 'on', central_entry: 'free' }` (booleans accepted).
    switches: Vec<(String, String)>,
    text: Option<String>,
    /// The game's JSON setup, as an object (read by the game's own reader).
    setup: Option<JsValue>,
    moves: Vec<String>,
    /// Tricérata: `triangle:N`, `square:N` or `hex:N`.
    board: Option<String>,
    /// Tricérata: 1 (solitaire) to 6.
    players: Option<u32>,
    /// Tricérata: stones per cell at the start, 1 to 3.
    stones: Option<u32>,
    /// Tricérata: the Mort subite variant.
    mort_subite: bool,
}

fn bad_input(what: &str) -> Error {
    Error::new(
        code::SETUP_SYNTAX,
        format!("bad option or setup field {what}"),
    )
}

/// Field `key` of a JS object, `None` when absent, `null` or `undefined`.
fn field(obj: &JsValue, key: &str) -> Option<JsValue> {
    js_sys::Reflect::get(obj, &JsValue::from_str(key))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

fn text_field(obj: &JsValue, key: &str) -> Result<Option<String>, Error> {
    field(obj, key)
        .map(|v| v.as_string().ok_or_else(|| bad_input(key)))
        .transpose()
}

/// A switch value: text, or a boolean for the on/off switches.
fn switch_text(v: &JsValue, key: &str) -> Result<String, Error> {
    match (v.as_string(), v.as_bool()) {
        (Some(t), _) => Ok(t),
        (None, Some(b)) => Ok(if b { "on" } else { "off" }.into()),
        _ => Err(bad_input(key)),
    }
}

fn text_list(obj: &JsValue, key: &str) -> Result<Vec<String>, Error> {
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
fn switch_entries(obj: &JsValue) -> Result<Vec<(String, String)>, Error> {
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
fn small_number(obj: &JsValue, key: &str) -> Result<Option<u32>, Error> {
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
    fn read(o: &JsValue) -> Result<Options, Error> {
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

/// One decision answered: enough to undo it and to print the move list.
#[derive(Clone)]
struct Step<G> {
    before: G,
    token: String,
    player: usize,
    /// The token began a turn (the decision before it was the start of a turn).
    starts_turn: bool,
    /// What the trace said about it, for the printed marks.
    marks: Marks,
}

/// What a trace says that the move list prints.
#[derive(Clone, Copy, Default)]
struct Marks {
    captured: bool,
    game_end: bool,
}

/// A game with its history: the position now, the answered decisions, the undone ones.
#[derive(Clone)]
struct Session<G: Game> {
    pos: G,
    history: Vec<Step<G>>,
    redo: Vec<String>,
}

/// One turn of the printed move list.
#[derive(Serialize)]
struct TurnRecord {
    player: u32,
    tokens: Vec<String>,
    /// The turn in the rules' notation with its marks: `*` trakatra, `+` nyumba sown on,
    /// `#` the winning turn (rules §11).
    text: String,
}

/// The game-specific part of the boundary.
trait Table: Game {
    fn marks(events: &[Self::Event]) -> Marks;
    /// Does this answer begin a turn?
    fn starts_turn(&self) -> bool;
    /// A turn of the move list, printed.
    fn print_turn(steps: &[&Step<Self>]) -> String;
}

impl Table for mraha::Position {
    fn marks(events: &[mraha::Event]) -> Marks {
        let mut m = Marks::default();
        for e in events {
            match e {
                mraha::Event::Capture { .. } => m.captured = true,
                mraha::Event::GameEnd { .. } => m.game_end = true,
                _ => {}
            }
        }
        m
    }

    fn starts_turn(&self) -> bool {
        self.decision() == Decision::Start
    }

    fn print_turn(steps: &[&Step<Self>]) -> String {
        let tokens: Vec<&str> = steps.iter().map(|s| s.token.as_str()).collect();
        let mut text = tokens.join(" ");
        if !steps.iter().any(|s| s.marks.captured) {
            text.push('*');
        }
        if steps.iter().any(|s| s.token == "go") {
            text.push('+');
        }
        if steps.iter().any(|s| s.marks.game_end) {
            text.push('#');
        }
        text
    }
}

impl Table for tricerata::Position {
    fn marks(events: &[tricerata::Event]) -> Marks {
        let mut m = Marks::default();
        for e in events {
            match e {
                tricerata::Event::Capture { .. } | tricerata::Event::Seize { .. } => {
                    m.captured = true
                }
                tricerata::Event::GameEnd { .. } => m.game_end = true,
                _ => {}
            }
        }
        m
    }

    fn starts_turn(&self) -> bool {
        matches!(self.decision(), Decision::Lift | Decision::Seize)
    }

    /// The rules' notation (`4-5-6-2x1`, `s7`), written by the engine from the turn's start.
    fn print_turn(steps: &[&Step<Self>]) -> String {
        let cells: Option<Vec<u16>> = steps.iter().map(|s| s.token.parse().ok()).collect();
        cells
            .and_then(|c| tricerata::notation(&steps[0].before, &c).ok())
            .unwrap_or_else(|| {
                steps
                    .iter()
                    .map(|s| s.token.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
    }
}

impl<G: Table> Session<G> {
    fn new(pos: G) -> Self {
        Session {
            pos,
            history: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// Plays a token (checked by the engine); on error nothing changes.
    fn play(&mut self, token: &str) -> Result<Vec<G::Event>, Error> {
        let before = self.pos.clone();
        let player = self.pos.to_move();
        let starts_turn = self.pos.starts_turn();
        let events = self.pos.play(token)?;
        self.history.push(Step {
            before,
            token: token.to_string(),
            player,
            starts_turn,
            marks: G::marks(&events),
        });
        // Replaying the undone line keeps the rest of it; anything else forgets it.
        if self.redo.last().map(String::as_str) == Some(token) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        Ok(events)
    }

    fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(step) => {
                self.pos = step.before;
                self.redo.push(step.token);
                true
            }
            None => false,
        }
    }

    fn moves(&self) -> Vec<TurnRecord> {
        let mut turns: Vec<Vec<&Step<G>>> = Vec::new();
        for step in &self.history {
            match turns.last_mut() {
                Some(turn) if !step.starts_turn => turn.push(step),
                _ => turns.push(vec![step]),
            }
        }
        turns
            .iter()
            .map(|steps| TurnRecord {
                player: steps[0].player as u32,
                tokens: steps.iter().map(|s| s.token.clone()).collect(),
                text: G::print_turn(steps),
            })
            .collect()
    }

    fn tokens(&self) -> Vec<String> {
        self.history.iter().map(|s| s.token.clone()).collect()
    }
}

/// One legal answer, with what the board needs to offer it: the pit (or cell) to click and, for
/// a start, the direction arrow.
#[derive(Serialize)]
struct Choice {
    token: String,
    /// `start`, `kotso`, `go`, `stop`.
    kind: &'static str,
    /// The pit in the notation (`A6`, `a1`); for `go`/`stop`, the nyumba.
    pit: String,
    /// `L` or `R` for a start, else `null`.
    dir: Option<char>,
}

/// The outcome as the page reads it.
#[derive(Serialize)]
struct OutcomeView {
    winners: Vec<u32>,
    reason: &'static str,
    scores: Option<Vec<u32>>,
    turns: Option<u32>,
}

impl From<Outcome> for OutcomeView {
    fn from(o: Outcome) -> Self {
        OutcomeView {
            winners: o.winners.iter().map(|&w| w as u32).collect(),
            reason: o.reason,
            scores: o.scores,
            turns: o.turns,
        }
    }
}

/// Everything the page draws for a Mraha game.
#[derive(Serialize)]
struct MrahaView {
    game: &'static str,
    /// The rules in force: preset and every switch, as text values.
    rules: BTreeMap<&'static str, String>,
    /// The engine's JSON setup of the position (pits from each owner's left, hands, nyumba,
    /// takasia, to_move, pending).
    setup: mraha::Setup,
    /// Per player (0 = South): the nyumba is functional (intact and 6 or more seeds).
    functional: [bool; 2],
    /// Per player: `namua` or `mtaji`.
    phase: [mraha::Phase; 2],
    /// Captured seeds held mid-turn, waiting for their kotso.
    in_flight: u32,
    to_move: u32,
    decision: Decision,
    choices: Vec<Choice>,
    legal: Vec<String>,
    outcome: Option<OutcomeView>,
    moves: Vec<TurnRecord>,
    text: String,
    can_undo: bool,
    can_redo: bool,
    /// Decisions answered so far.
    ply: u32,
}

fn mraha_view(s: &Session<mraha::Position>) -> MrahaView {
    let pos = &s.pos;
    let m = pos.to_move();
    let nyumba = board::pit_name(m, board::NYUMBA);
    let choices: Vec<Choice> = pos
        .legal_actions()
        .into_iter()
        .map(|a| {
            let token = pos.action_token(a);
            match a {
                Action::Start { pit, dir } => Choice {
                    token,
                    kind: "start",
                    pit: board::pit_name(m, pit as usize),
                    dir: Some(if dir == board::CLOCKWISE { 'R' } else { 'L' }),
                },
                Action::Kotso(k) => Choice {
                    token,
                    kind: "kotso",
                    pit: board::pit_name(m, k as usize),
                    dir: None,
                },
                Action::Go | Action::Stop => Choice {
                    token,
                    kind: if a == Action::Go { "go" } else { "stop" },
                    pit: nyumba.clone(),
                    dir: None,
                },
            }
        })
        .collect();
    // The decision follows from the legal list (one listing per view: listing can be costly).
    let decision = match choices.first().map(|c| c.kind) {
        None => Decision::Over,
        Some("start") => Decision::Start,
        Some("kotso") => Decision::Kotso,
        Some(_) => Decision::Nyumba,
    };
    let outcome = if choices.is_empty() {
        pos.outcome().map(OutcomeView::from)
    } else {
        None
    };
    let rules = pos.rules();
    let mut rules_view: BTreeMap<&'static str, String> = mraha::rules::SWITCHES
        .iter()
        .map(|&k| (k, rules.get(k).unwrap_or_default()))
        .collect();
    rules_view.insert("preset", rules.preset.name().into());
    MrahaView {
        game: "mraha",
        rules: rules_view,
        setup: pos.to_setup(),
        functional: [pos.nyumba_functional(0), pos.nyumba_functional(1)],
        phase: [pos.phase(0), pos.phase(1)],
        in_flight: pos.seeds_in_flight() as u32,
        to_move: m as u32,
        decision,
        legal: choices.iter().map(|c| c.token.clone()).collect(),
        choices,
        outcome,
        moves: s.moves(),
        text: pos.to_text(),
        can_undo: !s.history.is_empty(),
        can_redo: !s.redo.is_empty(),
        ply: s.history.len() as u32,
    }
}

/// One legal answer at Tricérata: a cell.
#[derive(Serialize)]
struct TriChoice {
    token: String,
    /// `lift`, `path`, `capture`, `seize`.
    kind: Decision,
    cell: u32,
}

/// Where the turn stands: the pending decision with its cell and the stones in hand.
#[derive(Serialize)]
struct StageView {
    kind: Decision,
    cell: Option<u32>,
    hand: Option<u32>,
}

/// Everything the page draws for a Tricérata game (the board's geometry comes once, from
/// `Match.geometry()`).
#[derive(Serialize)]
struct TriView {
    game: &'static str,
    /// Board family and size, players, stones per cell, Mort subite, as text values.
    rules: BTreeMap<&'static str, String>,
    players: u32,
    mort_subite: bool,
    /// Stones per cell, by cell id.
    stones: Vec<u32>,
    /// Each player's gain store.
    stores: Vec<u32>,
    to_move: u32,
    /// Turns played (the solitaire score).
    turns: u32,
    stage: StageView,
    decision: Decision,
    choices: Vec<TriChoice>,
    legal: Vec<String>,
    outcome: Option<OutcomeView>,
    moves: Vec<TurnRecord>,
    text: String,
    can_undo: bool,
    can_redo: bool,
    ply: u32,
    /// The best known solitaire score of this board, when known.
    par: Option<u32>,
}

fn tri_view(s: &Session<tricerata::Position>) -> TriView {
    let pos = &s.pos;
    let decision = pos.decision();
    let choices: Vec<TriChoice> = pos
        .legal_actions()
        .into_iter()
        .map(|c| TriChoice {
            token: pos.action_token(c),
            kind: decision,
            cell: c as u32,
        })
        .collect();
    let stage = match pos.stage() {
        tricerata::Stage::Path { cell, hand } => (Some(cell as u32), Some(hand as u32)),
        tricerata::Stage::Capture { cell } => (Some(cell as u32), None),
        _ => (None, None),
    };
    let board = pos.board();
    let mut rules = BTreeMap::new();
    rules.insert("board", board.shape_name().to_string());
    if let Some(n) = board.size() {
        rules.insert("size", n.to_string());
    }
    rules.insert("players", pos.players().to_string());
    rules.insert(
        "stones",
        (pos.total_stones() / board.cells().max(1) as u32).to_string(),
    );
    rules.insert(
        "mort_subite",
        if pos.mort_subite() { "on" } else { "off" }.into(),
    );
    TriView {
        game: "tricerata",
        rules,
        players: pos.players() as u32,
        mort_subite: pos.mort_subite(),
        stones: pos.stones().iter().map(|&n| n as u32).collect(),
        stores: pos.stores().iter().map(|&n| n as u32).collect(),
        to_move: pos.to_move() as u32,
        turns: pos.turns(),
        stage: StageView {
            kind: decision,
            cell: stage.0,
            hand: stage.1,
        },
        decision,
        legal: choices.iter().map(|c| c.token.clone()).collect(),
        choices,
        outcome: pos.outcome().map(OutcomeView::from),
        moves: s.moves(),
        text: pos.to_text(),
        can_undo: !s.history.is_empty(),
        can_redo: !s.redo.is_empty(),
        ply: s.history.len() as u32,
        par: None,
    }
}

fn tri_start(o: &Options) -> Result<tricerata::Position, Error> {
    if let Some(text) = &o.text {
        return tricerata::Position::from_text(text);
    }
    if o.setup.is_some() {
        return Err(Error::new(
            code::SETUP_SYNTAX,
            "a Tricérata position is given by its text form",
        ));
    }
    let board = tricerata::Board::parse_family(o.board.as_deref().unwrap_or("triangle:4"))?;
    tricerata::Position::start(
        Arc::new(board),
        o.players.unwrap_or(2) as usize,
        o.stones.unwrap_or(1).min(255) as u8,
        o.mort_subite,
    )
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

fn number_field(obj: &JsValue, key: &str) -> Result<i64, Error> {
    field(obj, key)
        .and_then(|v| v.as_f64())
        .filter(|n| n.fract() == 0.0 && n.abs() < 1e9)
        .map(|n| n as i64)
        .ok_or_else(|| bad_input(key))
}

fn bool_field(obj: &JsValue, key: &str) -> Result<bool, Error> {
    field(obj, key)
        .and_then(|v| v.as_bool())
        .ok_or_else(|| bad_input(key))
}

fn numbers(obj: &JsValue, key: &str) -> Result<Vec<i64>, Error> {
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
fn read_mraha_setup(o: &JsValue) -> Result<mraha::Setup, Error> {
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

fn mraha_start(o: &Options) -> Result<mraha::Position, Error> {
    if let Some(text) = &o.text {
        return mraha::Position::from_text(text);
    }
    if let Some(setup) = &o.setup {
        return mraha::Position::from_setup(&read_mraha_setup(setup)?);
    }
    let mut spec = vec![(
        "preset".to_string(),
        mraha::setup::SwitchValue::Text(o.preset.clone().unwrap_or_else(|| "mraha".into())),
    )];
    spec.extend(
        o.switches
            .iter()
            .map(|(k, v)| (k.clone(), mraha::setup::SwitchValue::Text(v.clone()))),
    );
    Ok(mraha::Position::start(
        mraha::setup::RulesSpec(spec).to_rules()?,
    ))
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
