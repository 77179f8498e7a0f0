//! A game with its history (undo, redo, the move list), the same for every game; the
//! game-specific part is the [`Table`] trait.

use crate::error::Error;
use crate::game::{Game, Outcome};
use serde::Serialize;

/// One decision answered: enough to undo it and to print the move list.
#[derive(Clone)]
pub(super) struct Step<G> {
    pub(super) before: G,
    pub(super) token: String,
    pub(super) player: usize,
    /// The token began a turn (the decision before it was the start of a turn).
    pub(super) starts_turn: bool,
    /// What the trace said about it, for the printed marks.
    pub(super) marks: Marks,
}

/// What a trace says that the move list prints.
#[derive(Clone, Copy, Default)]
pub(super) struct Marks {
    pub(super) captured: bool,
    pub(super) game_end: bool,
}

/// A game with its history: the position now, the answered decisions, the undone ones.
#[derive(Clone)]
pub(super) struct Session<G: Game> {
    pub(super) pos: G,
    pub(super) history: Vec<Step<G>>,
    pub(super) redo: Vec<String>,
}

/// One turn of the printed move list.
#[derive(Serialize)]
pub(super) struct TurnRecord {
    pub(super) player: u32,
    pub(super) tokens: Vec<String>,
    /// The turn in the rules' notation with its marks: `*` trakatra, `+` nyumba sown on,
    /// `#` the winning turn (rules §11).
    pub(super) text: String,
}

/// The game-specific part of the boundary.
pub(super) trait Table: Game {
    fn marks(events: &[Self::Event]) -> Marks;
    /// Does this answer begin a turn?
    fn starts_turn(&self) -> bool;
    /// A turn of the move list, printed.
    fn print_turn(steps: &[&Step<Self>]) -> String;
}

impl<G: Table> Session<G> {
    pub(super) fn new(pos: G) -> Self {
        Session {
            pos,
            history: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// Plays a token (checked by the engine); on error nothing changes.
    pub(super) fn play(&mut self, token: &str) -> Result<Vec<G::Event>, Error> {
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

    /// Plays several tokens in turn (a computer's turn, "finish my turn"), each checked by the
    /// engine; the events of all of them, in order. If one is refused, the ones before it are
    /// taken back and the error is returned: all or nothing, so a bad list changes nothing.
    pub(super) fn play_all(&mut self, tokens: &[String]) -> Result<Vec<G::Event>, Error> {
        let (depth, redo) = (self.history.len(), self.redo.clone());
        let mut events = Vec::new();
        for token in tokens {
            match self.play(token) {
                Ok(e) => events.extend(e),
                Err(e) => {
                    while self.history.len() > depth {
                        self.undo();
                    }
                    self.redo = redo;
                    return Err(e);
                }
            }
        }
        Ok(events)
    }

    pub(super) fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(step) => {
                self.pos = step.before;
                self.redo.push(step.token);
                true
            }
            None => false,
        }
    }

    pub(super) fn moves(&self) -> Vec<TurnRecord> {
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

    pub(super) fn tokens(&self) -> Vec<String> {
        self.history.iter().map(|s| s.token.clone()).collect()
    }
}

/// The outcome as the page reads it.
#[derive(Serialize)]
pub(super) struct OutcomeView {
    pub(super) winners: Vec<u32>,
    pub(super) reason: &'static str,
    pub(super) scores: Option<Vec<u32>>,
    pub(super) turns: Option<u32>,
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
