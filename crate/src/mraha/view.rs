//! Mraha wa tso as the page sees it: its view (the setup, phases, choices with pit and
//! direction) and its move list's marks (rules §11).

use super::{board, Action, Event, Phase, Position, Setup};
use crate::describe::Geometry;
use crate::fields::Fields;
use crate::game::{Decision, Game};
use crate::session::{History, Marks, OutcomeView, Step, TurnRecord, Viewed};
use serde::Serialize;

impl Viewed for Position {
    const GAME: &'static str = super::ID;
    type View = MrahaView;

    fn view(&self, history: History) -> MrahaView {
        view_of(self, history)
    }

    /// The bao is the same for every position.
    fn geometry(&self) -> Geometry {
        super::geometry()
    }

    fn marks(events: &[Event]) -> Marks {
        let mut m = Marks::default();
        for e in events {
            match e {
                Event::Capture { .. } => m.captured = true,
                Event::GameEnd { .. } => m.game_end = true,
                _ => {}
            }
        }
        m
    }

    fn starts_turn(&self) -> bool {
        begins_turn(self.decision())
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

/// One legal answer, with what the board needs to offer it: the pit (or cell) to click and, for
/// a start, the direction arrow.
#[derive(Serialize)]
pub struct Choice {
    token: String,
    /// `start`, `kotso`, `go`, `stop`.
    kind: &'static str,
    /// The pit in the notation (`A6`, `a1`); for `go`/`stop`, the nyumba.
    pit: String,
    /// `L` or `R` for a start, else `null`.
    dir: Option<char>,
}

/// Everything the page draws for a Mraha game.
#[derive(Serialize)]
pub struct MrahaView {
    game: &'static str,
    /// The rules in force: preset and every switch, as text values.
    rules: Fields<&'static str, String>,
    /// The engine's JSON setup of the position (pits from each owner's left, hands, nyumba,
    /// takasia, to_move, pending).
    setup: Setup,
    /// Per player (0 = South): the nyumba is functional (intact and 6 or more seeds).
    functional: [bool; 2],
    /// Per player: `namua` or `mtaji`.
    phase: [Phase; 2],
    /// Captured seeds held mid-turn, waiting for their kotso.
    in_flight: u32,
    to_move: u32,
    decision: Decision,
    /// The next decision begins a turn: false in the middle of one and once the game is over
    /// (the page numbers a refused token of a link by the move it belongs to).
    starts_turn: bool,
    choices: Vec<Choice>,
    legal: Vec<String>,
    outcome: Option<OutcomeView>,
    text: String,
    moves: Vec<TurnRecord>,
    can_undo: bool,
    can_redo: bool,
    /// Decisions answered so far.
    ply: u32,
}

/// A decision that begins a turn (the move list's next entry): the start, pit and direction.
fn begins_turn(decision: Decision) -> bool {
    decision == Decision::Start
}

fn view_of(pos: &Position, history: History) -> MrahaView {
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
    let mut rules_view: Fields<&'static str, String> = super::rules::SWITCHES
        .iter()
        .map(|&k| (k, rules.get(k).unwrap_or_default()))
        .collect();
    rules_view.insert("preset", rules.preset.name().into());
    MrahaView {
        game: super::ID,
        rules: rules_view,
        setup: pos.to_setup(),
        functional: [pos.nyumba_functional(0), pos.nyumba_functional(1)],
        phase: [pos.phase(0), pos.phase(1)],
        in_flight: pos.seeds_in_flight() as u32,
        to_move: m as u32,
        decision,
        starts_turn: begins_turn(decision),
        legal: choices.iter().map(|c| c.token.clone()).collect(),
        choices,
        outcome,
        text: pos.to_text(),
        moves: history.moves,
        can_undo: history.can_undo,
        can_redo: history.can_redo,
        ply: history.ply,
    }
}
