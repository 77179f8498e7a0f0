//! Tricérata as the page sees it: its view (stones, stores, the stage of the turn, the
//! choosable cells, the solitaire par) and its move list in the rules' notation.

use super::{Event, Position, Stage};
use crate::describe::Geometry;
use crate::fields::Fields;
use crate::game::{Decision, Game};
use crate::session::{History, Marks, OutcomeView, Step, TurnRecord, Viewed};
use serde::Serialize;

impl Viewed for Position {
    const GAME: &'static str = super::ID;
    type View = TriView;

    fn view(&self, history: History) -> TriView {
        view_of(self, history)
    }

    fn geometry(&self) -> Geometry {
        self.board().geometry(self.players())
    }

    /// The tokens of a short path that ends the sowing under way; empty outside a sowing.
    fn finish_turn(&self) -> Vec<String> {
        self.finish_sowing()
            .into_iter()
            .map(|c| c.to_string())
            .collect()
    }

    fn marks(events: &[Event]) -> Marks {
        let mut m = Marks::default();
        for e in events {
            match e {
                Event::Capture { .. } | Event::Seize { .. } => m.captured = true,
                Event::GameEnd { .. } => m.game_end = true,
                _ => {}
            }
        }
        m
    }

    fn starts_turn(&self) -> bool {
        begins_turn(self.decision())
    }

    /// The rules' notation (`4-5-6-2x1`, `s7`), written by the engine from the turn's start.
    fn print_turn(steps: &[&Step<Self>]) -> String {
        let cells: Option<Vec<u16>> = steps.iter().map(|s| s.token.parse().ok()).collect();
        cells
            .and_then(|c| super::notation(&steps[0].before, &c).ok())
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
pub struct TriChoice {
    token: String,
    /// `lift`, `path`, `capture`, `seize`.
    kind: Decision,
    cell: u32,
}

/// Where the turn stands: the pending decision with its cell and the stones in hand.
#[derive(Serialize)]
pub struct StageView {
    kind: Decision,
    cell: Option<u32>,
    hand: Option<u32>,
}

/// Everything the page draws for a Tricérata game (the board's geometry comes once, from
/// `Match.geometry()`).
#[derive(Serialize)]
pub struct TriView {
    game: &'static str,
    /// Board family and size, players, stones per cell, Mort subite, as text values.
    rules: Fields<&'static str, String>,
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
    /// The next decision begins a turn: false in the middle of one and once the game is over
    /// (the page numbers a refused token of a link by the move it belongs to).
    starts_turn: bool,
    choices: Vec<TriChoice>,
    legal: Vec<String>,
    outcome: Option<OutcomeView>,
    text: String,
    /// The best known solitaire score of this board, when known.
    par: Option<u32>,
    moves: Vec<TurnRecord>,
    can_undo: bool,
    can_redo: bool,
    /// Decisions answered so far.
    ply: u32,
}

/// A decision that begins a turn (the move list's next entry): a lift, or the seizure the
/// next player makes after a lone last stone with no loaded neighbour.
fn begins_turn(decision: Decision) -> bool {
    matches!(decision, Decision::Lift | Decision::Seize)
}

fn view_of(pos: &Position, history: History) -> TriView {
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
        Stage::Path { cell, hand } => (Some(cell as u32), Some(hand as u32)),
        Stage::Capture { cell } => (Some(cell as u32), None),
        _ => (None, None),
    };
    let board = pos.board();
    let mut rules = Fields::new();
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
        game: super::ID,
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
        starts_turn: begins_turn(decision),
        legal: choices.iter().map(|c| c.token.clone()).collect(),
        choices,
        outcome: pos.outcome().map(OutcomeView::from),
        text: pos.to_text(),
        par: match (pos.players(), board.size()) {
            (1, Some(n)) => super::par::par(
                board.shape_name(),
                n,
                (pos.total_stones() / board.cells().max(1) as u32) as u8,
            ),
            _ => None,
        },
        moves: history.moves,
        can_undo: history.can_undo,
        can_redo: history.can_redo,
        ply: history.ply,
    }
}
