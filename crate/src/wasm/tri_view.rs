//! Tricérata at the boundary: its view (stones, stores, the stage of the turn, the choosable
//! cells), its move list in the engine's notation, its start options.

use super::js_options::Options;
use super::session::{Marks, OutcomeView, Session, Step, Table, TurnRecord};
use crate::error::Error;
use crate::game::{Decision, Game};
use crate::tricerata;
use serde::Serialize;
use std::collections::BTreeMap;

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

/// One legal answer at Tricérata: a cell.
#[derive(Serialize)]
pub(super) struct TriChoice {
    token: String,
    /// `lift`, `path`, `capture`, `seize`.
    kind: Decision,
    cell: u32,
}

/// Where the turn stands: the pending decision with its cell and the stones in hand.
#[derive(Serialize)]
pub(super) struct StageView {
    kind: Decision,
    cell: Option<u32>,
    hand: Option<u32>,
}

/// Everything the page draws for a Tricérata game (the board's geometry comes once, from
/// `Match.geometry()`).
#[derive(Serialize)]
pub(super) struct TriView {
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

pub(super) fn tri_view(s: &Session<tricerata::Position>) -> TriView {
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
        par: match (pos.players(), board.size()) {
            (1, Some(n)) => crate::ai::tricerata::par::par(
                board.shape_name(),
                n,
                (pos.total_stones() / board.cells().max(1) as u32) as u8,
            ),
            _ => None,
        },
    }
}

pub(super) fn tri_start(o: &Options) -> Result<tricerata::Position, Error> {
    o.tri_start()
}
