//! A game with its history, as the page plays it: undo, redo, the printed move list, and the
//! view the page draws — the same for every game. What differs by game (its notation marks,
//! when a turn begins, its view, its board) is the [`Viewed`] trait, implemented next to each
//! game (`mraha/view.rs`, `tricerata/view.rs`). The wasm boundary only converts these values.

use crate::describe::Geometry;
use crate::error::{code, Error};
use crate::game::{Game, Outcome};
use serde::Serialize;

/// One decision answered: enough to undo it and to print the move list.
#[derive(Clone, Debug)]
pub struct Step<G> {
    pub before: G,
    pub token: String,
    pub player: usize,
    /// The token began a turn (the decision before it was the start of a turn).
    pub starts_turn: bool,
    /// What the trace said about it, for the printed marks.
    pub marks: Marks,
}

/// What a trace says that the move list prints.
#[derive(Clone, Copy, Debug, Default)]
pub struct Marks {
    pub captured: bool,
    pub game_end: bool,
}

/// What the page needs of a game beyond [`Game`]: its id, its move list's notation, its view
/// and its board.
pub trait Viewed: Game + 'static {
    /// The game's id in the catalogue (`mraha`, `tricerata`).
    const GAME: &'static str;
    /// Everything the page draws of a position, besides the history.
    type View: Serialize;

    /// The marks a decision's trace earns in the move list.
    fn marks(events: &[Self::Event]) -> Marks;
    /// Does the current decision begin a turn?
    fn starts_turn(&self) -> bool;
    /// A turn of the move list, printed in the game's notation.
    fn print_turn(steps: &[&Step<Self>]) -> String;
    /// The view of this position, with the session's part (its fields are the view's own:
    /// serde's `flatten` would add several kilobytes to the page's wasm).
    fn view(&self, history: History) -> Self::View;
    /// Every place of the board, with its roles and where to draw it.
    fn geometry(&self) -> Geometry;
    /// The tokens of a short way to end the decision run under way ("finish my turn"), where
    /// the game has one; empty otherwise.
    fn finish_turn(&self) -> Vec<String> {
        Vec::new()
    }
}

/// A game with its history: the position now, the answered decisions, the undone ones.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    pub pos: G,
    pub history: Vec<Step<G>>,
    pub redo: Vec<String>,
}

/// One turn of the printed move list.
#[derive(Serialize)]
pub struct TurnRecord {
    pub player: u32,
    pub tokens: Vec<String>,
    /// The turn in the game's notation with its marks (Mraha: `*` trakatra, `+` nyumba sown
    /// on, `#` the winning turn; Tricérata: `4-5-6-2x1`, `s7`).
    pub text: String,
}

/// The history's part of every game's view.
pub struct History {
    pub moves: Vec<TurnRecord>,
    pub can_undo: bool,
    pub can_redo: bool,
    /// Decisions answered so far.
    pub ply: u32,
}

/// `{ events, view }`, the answer to a play.
#[derive(Serialize)]
pub struct Played<E, V> {
    pub events: Vec<E>,
    pub view: V,
}

impl<G: Viewed> Session<G> {
    pub fn new(pos: G) -> Self {
        Session {
            pos,
            history: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// A session from `pos` with `tokens` replayed (a shared link, a saved game).
    pub fn replay(pos: G, tokens: &[String]) -> Result<Self, Error> {
        let mut s = Session::new(pos);
        for token in tokens {
            s.play(token)?;
        }
        Ok(s)
    }

    /// Plays a token (checked by the engine); on error nothing changes.
    pub fn play(&mut self, token: &str) -> Result<Vec<G::Event>, Error> {
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
    pub fn play_all(&mut self, tokens: &[String]) -> Result<Vec<G::Event>, Error> {
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

    /// Takes back the last answered decision; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(step) => {
                self.pos = step.before;
                self.redo.push(step.token);
                true
            }
            None => false,
        }
    }

    /// Replays the last undone decision, or fails with `nothing_to_redo`.
    pub fn redo(&mut self) -> Result<Vec<G::Event>, Error> {
        match self.redo.last().cloned() {
            Some(token) => self.play(&token),
            None => Err(Error::new(code::NOTHING_TO_REDO, "nothing to redo")),
        }
    }

    /// The move list: the answered decisions grouped by turn, printed.
    pub fn moves(&self) -> Vec<TurnRecord> {
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

    /// The tokens answered since the session began (the game record).
    pub fn tokens(&self) -> Vec<String> {
        self.history.iter().map(|s| s.token.clone()).collect()
    }

    /// Everything the page draws.
    pub fn view(&self) -> G::View {
        self.pos.view(History {
            moves: self.moves(),
            can_undo: !self.history.is_empty(),
            can_redo: !self.redo.is_empty(),
            ply: self.history.len() as u32,
        })
    }

    /// The answer to a play: its events and the view after it.
    pub fn played(&self, events: Vec<G::Event>) -> Played<G::Event, G::View> {
        Played {
            events,
            view: self.view(),
        }
    }
}

/// The outcome as the page reads it.
#[derive(Serialize)]
pub struct OutcomeView {
    pub winners: Vec<u32>,
    pub reason: &'static str,
    pub scores: Option<Vec<u32>>,
    pub turns: Option<u32>,
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
