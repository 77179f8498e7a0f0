//! The one small game API shared by the tests, the referee, the computer players and the wasm
//! boundary.
//!
//! Words (after boardgame.io): a *phase* is a regime of the whole game (namua, mtaji), a *turn*
//! belongs to one player, a *decision* is what the player to move must answer now — the start of
//! a turn or a sub-decision inside it (nyumba stop/go, kotso, next cell of a path…). A multi-step
//! turn is a run of decisions by the same player.
//!
//! Legality means "in the legal list": a token from outside is resolved against
//! [`Game::legal_actions`], and [`Game::play`] refuses anything else with an error value,
//! leaving the position unchanged.

use crate::error::{code, Error, Result};
use crate::turn_actions::Actions;
use serde::Serialize;
use std::fmt::Debug;
use std::hash::Hash;

/// What the player to move must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Mraha: the start of a turn (pit and direction).
    Start,
    /// Mraha: stop in the nyumba or sow it on (`stop` / `go`).
    Nyumba,
    /// Mraha: the kotso where captured seeds enter (`A1` / `A8`).
    Kotso,
    /// Tricérata: the cell to lift at the start of a turn.
    Lift,
    /// Tricérata: the next cell of the sowing path.
    Path,
    /// Tricérata: the neighbour whose stones are captured.
    Capture,
    /// Tricérata: the cell seized by the next player.
    Seize,
    /// The game is over; nothing is legal.
    Over,
}

impl Decision {
    /// The decision in the words of the rules (sections 3, 5, 7 and 11 of Mraha's, 3 and 6 of
    /// Tricérata's), for messages: never the Rust names of the variants.
    pub fn words(self) -> &'static str {
        match self {
            Decision::Start => "the start of a turn (a pit and a direction)",
            Decision::Nyumba => "the nyumba's question (stop or go)",
            Decision::Kotso => "the choice of the kotso where the captured seeds enter",
            Decision::Lift => "the cell to lift",
            Decision::Path => "the next cell of the sowing",
            Decision::Capture => "the neighbour to capture",
            Decision::Seize => "the cell to seize",
            Decision::Over => "nothing: the game is over",
        }
    }
}

/// How a game ended. Players are indices (`0` = South / player 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// The winners: one player, several for a shared win, empty when nobody wins.
    pub winners: Vec<usize>,
    /// Why, as a stable code: `kamu`, `no_move`, `board_empty`, `mort_subite`, `solitaire`…
    pub reason: &'static str,
    /// Final scores per player, for games that keep score.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<u32>>,
    /// Turns taken (solitaire's score).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turns: Option<u32>,
}

/// A complete turn: the actions of one player from the start of his turn to its end, and the
/// position after it.
#[derive(Clone, Debug)]
pub struct Turn<G: Game> {
    pub actions: Actions<G::Action>,
    pub after: G,
}

/// The shared verbs. Every game implements them; every tool uses only them (plus the game's own
/// setup and geometry where it must).
pub trait Game: Clone + Debug + PartialEq + Eq + Hash {
    /// A compact, cheap answer to a decision. Its `Ord` is the order of the legal list.
    type Action: Copy + Debug + PartialEq + Eq + Ord + Hash;
    /// One step of the trace the page animates.
    type Event: Clone + Debug + Serialize;

    /// Number of players.
    fn num_players(&self) -> usize;
    /// The player who must answer the current decision.
    fn to_move(&self) -> usize;
    /// The player's name in the game's formats (`south`, `north`; `0`, `1`…).
    fn player_label(&self, player: usize) -> PlayerLabel;
    /// What must be decided now; [`Decision::Over`] when the game is over.
    fn decision(&self) -> Decision;
    /// The legal actions of the current decision, sorted and unique; empty only when the game
    /// is over.
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// The token (notation) of an action in this position.
    fn action_token(&self, action: Self::Action) -> String;
    /// Plays a legal action; `events`, when given, receives the trace. The action must come from
    /// [`Game::legal_actions`] of this very position.
    fn play_unchecked(&mut self, action: Self::Action, events: Option<&mut Vec<Self::Event>>);
    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;
    /// Every complete turn of the player to move from the start of his turn (for perft and the
    /// computer players). Only meaningful at the start of a turn.
    fn complete_turns(&self) -> Vec<Turn<Self>>;
    /// The compact one-line text form (URLs, undo, the worker, bug reports).
    fn to_text(&self) -> String;

    /// The legal tokens of the current decision, in the order of the legal list.
    fn legal_tokens(&self) -> Vec<String> {
        self.legal_actions()
            .into_iter()
            .map(|a| self.action_token(a))
            .collect()
    }

    /// The tokens of a sequence of actions played from here (a computer player's turn), each
    /// read in the position it is played from.
    fn tokens_of(&self, actions: &[Self::Action]) -> Vec<String> {
        let mut p = self.clone();
        actions
            .iter()
            .map(|&a| {
                let token = p.action_token(a);
                p.play_unchecked(a, None);
                token
            })
            .collect()
    }

    /// Does `token` name an action of this game at all, legal now or not? `unknown_token` is
    /// for a token that names none (garbage, the other game's token), `illegal_token` for one
    /// that names an action the position does not allow. Every token, unless a game says.
    fn names_an_action(&self, token: &str) -> bool {
        let _ = token;
        true
    }

    /// What this game's tokens look like, in the notation's words: the message of a token that
    /// names no action says it.
    fn token_forms(&self) -> &'static str {
        "the tokens of the legal list"
    }

    /// Resolves a token against the legal list: `game_over` when nothing is legal,
    /// `unknown_token` when it names no action of the game ([`Game::names_an_action`]),
    /// `illegal_token` when it names one that is not legal now.
    fn parse_token(&self, token: &str) -> Result<Self::Action> {
        let legal = self.legal_actions();
        if legal.is_empty() {
            return Err(Error::with_token(
                code::GAME_OVER,
                "the game is over",
                token,
            ));
        }
        legal
            .into_iter()
            .find(|&a| self.action_token(a) == token)
            .ok_or_else(|| self.refused_token(token))
    }

    /// The error of a token that is not in the legal list (see [`Game::parse_token`]). Kept
    /// out of line and cold: a played token never comes here, so none of this (nor
    /// [`Game::names_an_action`]) weighs on the part of the page's engine its first board runs.
    #[cold]
    #[inline(never)]
    fn refused_token(&self, token: &str) -> Error {
        if !self.names_an_action(token) {
            return Error::with_token(
                code::UNKNOWN_TOKEN,
                crate::error::msg!(
                    "{} names no move of this game: {}",
                    crate::error::quoted(token),
                    self.token_forms()
                ),
                token,
            );
        }
        Error::with_token(
            code::ILLEGAL_TOKEN,
            crate::error::msg!(
                "{} is not legal now: the player to move answers {}",
                crate::error::quoted(token),
                self.decision().words()
            ),
            token,
        )
    }

    /// Plays a token if it is legal and returns the trace; on error the position is unchanged.
    fn play(&mut self, token: &str) -> Result<Vec<Self::Event>> {
        let action = self.parse_token(token)?;
        let mut events = Vec::new();
        self.play_unchecked(action, Some(&mut events));
        Ok(events)
    }
}

/// A player's name as the game's formats write it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum PlayerLabel {
    Name(&'static str),
    Index(usize),
}
