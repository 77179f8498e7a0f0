//! Errors as values with stable string codes.
//!
//! The page translates `code`, never the Rust `message`; the referee prints both as one line of
//! JSON. Nothing coming from outside (a token, a setup, a text form) may make the engine panic:
//! every fault becomes one of these.

use serde::Serialize;
use std::fmt;

/// An error with a stable machine-readable `code`, a human `message` (English) and, when the
/// fault is a token, the token itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Error {
    pub code: &'static str,
    pub message: String,
    /// The offending token, `null` when the fault is not a token.
    pub token: Option<String>,
    /// Which part of the input is at fault (`board`, `players`, `moves`, `text`…), when the
    /// input has named parts (the page's options, a shared link); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub part: Option<&'static str>,
}

/// The stable codes. Setup codes start with `setup_`, text-form codes with `text_`.
pub mod code {
    /// The token is well formed but not in the legal list of the current decision.
    pub const ILLEGAL_TOKEN: &str = "illegal_token";
    /// The token cannot name any action of this game.
    pub const UNKNOWN_TOKEN: &str = "unknown_token";
    /// The game is over: no token is legal.
    pub const GAME_OVER: &str = "game_over";
    /// The JSON of a setup cannot be parsed (syntax, missing field, wrong type).
    pub const SETUP_SYNTAX: &str = "setup_syntax";
    /// The setup names another game.
    pub const SETUP_GAME: &str = "setup_game";
    /// Unknown preset name.
    pub const SETUP_PRESET: &str = "setup_preset";
    /// Unknown switch, or a value the switch does not take.
    pub const SETUP_SWITCH: &str = "setup_switch";
    /// A row does not have the right number of pits / the stones list the right number of cells.
    pub const SETUP_LENGTH: &str = "setup_length";
    /// A count out of its range.
    pub const SETUP_COUNT: &str = "setup_count";
    /// The seeds or stones do not add up to the game's total.
    pub const SETUP_TOTAL: &str = "setup_total";
    /// A player name or index that does not exist.
    pub const SETUP_PLAYER: &str = "setup_player";
    /// A pit or cell that does not exist or cannot be used where it is named.
    pub const SETUP_PIT: &str = "setup_pit";
    /// A board description that is not a valid board.
    pub const SETUP_BOARD: &str = "setup_board";
    /// Facts of the setup that contradict each other.
    pub const SETUP_INCONSISTENT: &str = "setup_inconsistent";
    /// The one-line text form cannot be read.
    pub const TEXT_FORM: &str = "text_form";
    /// A board larger than the largest the engine plays (a family's size, a custom board's cells).
    pub const BOARD_TOO_LARGE: &str = "board_too_large";
    /// An input longer than its documented maximum (a text form, a setup, a list of tokens).
    pub const INPUT_TOO_LONG: &str = "input_too_long";
    /// A computer budget that is not a finite positive number within its maximum.
    pub const BAD_BUDGET: &str = "bad_budget";
    /// A command-line argument the referee cannot read (unknown option, missing value…).
    pub const BAD_ARGUMENT: &str = "bad_argument";
    /// The work asked for would need more memory than allowed (`--max-memory`).
    pub const TOO_LARGE: &str = "too_large";
    /// A fault of the engine itself (a bug), never of the input.
    pub const INTERNAL: &str = "internal";

    /// The codes that say an input is over one of the engine's limits rather than malformed: the
    /// referee exits with status 3 for them (2 for every other input fault).
    pub const OVER_A_LIMIT: [&str; 3] = [BOARD_TOO_LARGE, INPUT_TOO_LONG, TOO_LARGE];
}

impl Error {
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        Error {
            code,
            message: message.into(),
            token: None,
            part: None,
        }
    }

    /// The same error, naming the part of the input at fault.
    pub fn in_part(mut self, part: &'static str) -> Self {
        self.part = Some(part);
        self
    }

    /// Is the input over one of the engine's limits (rather than malformed)?
    pub fn is_over_a_limit(&self) -> bool {
        code::OVER_A_LIMIT.contains(&self.code)
    }

    pub fn with_token(code: &'static str, message: impl Into<String>, token: &str) -> Self {
        Error {
            code,
            message: message.into(),
            token: Some(token.to_string()),
            part: None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;
