//! Errors as values with stable string codes.
//!
//! The page translates `code`, never the Rust `message`; the referee prints both as one line of
//! JSON. Nothing coming from outside (a token, a setup, a text form) may make the engine panic:
//! every fault becomes one of these.
//!
//! The messages are built natively only (by [`msg!`], where they are formatted): in the match
//! engine's wasm, whose every byte delays the first board, an error is its `code`, its `token`,
//! its `part` and the numbers it speaks of ([`Error::min`], [`Error::max`]), and the page words
//! it itself from those (`www/i18n/`, `error.<code>` and the link part's words).

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
    /// The least value the input's part accepts, where the fault is a value below or above a
    /// range (for the page's words; the referee's message says it, so its JSON leaves it out).
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Option::is_none"))]
    pub min: Option<u32>,
    /// The greatest value the input's part accepts (as [`Error::min`]).
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    #[cfg_attr(target_arch = "wasm32", serde(skip_serializing_if = "Option::is_none"))]
    pub max: Option<u32>,
}

/// An error's message: `format!` natively; nothing in the match engine's wasm, where the
/// arguments are not even evaluated (the page words errors from their code and numbers).
#[cfg(not(all(
    target_arch = "wasm32",
    feature = "wasm-match",
    not(feature = "wasm-ai")
)))]
macro_rules! msg {
    ($($arg:tt)*) => {
        format!($($arg)*)
    };
}
/// An error's message: `format!` natively; nothing in the match engine's wasm, where the
/// arguments are not even evaluated (the page words errors from their code and numbers).
#[cfg(all(
    target_arch = "wasm32",
    feature = "wasm-match",
    not(feature = "wasm-ai")
))]
macro_rules! msg {
    ($($arg:tt)*) => {{
        // Type-checked, never called: no formatting code is compiled.
        let _ = || format!($($arg)*);
        String::new()
    }};
}
pub(crate) use msg;

/// Does this build keep error messages? (Not the match engine's wasm: see [`msg!`].)
const MESSAGES_KEPT: bool = !cfg!(all(
    target_arch = "wasm32",
    feature = "wasm-match",
    not(feature = "wasm-ai")
));

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
    /// An option of the other game (a bao's preset asked of Tricérata, a Tricérata board of the
    /// bao): refused by name rather than dropped.
    pub const OTHER_GAME_OPTION: &str = "other_game_option";
    /// The one-line text form cannot be read.
    pub const TEXT_FORM: &str = "text_form";
    /// Redo asked with nothing undone.
    pub const NOTHING_TO_REDO: &str = "nothing_to_redo";
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
    /// A fault of the program itself (a bug, a value that cannot cross to the page, a worker
    /// that died): never the player's doing nor the input's.
    pub const INTERNAL: &str = "internal";
    /// The referee's answer could not be written to its standard output (a pipe closed by the
    /// reader, a full disk): neither the input's fault nor the engine's.
    pub const OUTPUT_FAILED: &str = "output_failed";

    /// The codes that say an input is over one of the engine's limits rather than malformed: the
    /// referee exits with status 3 for them (2 for every other input fault).
    pub const OVER_A_LIMIT: [&str; 3] = [BOARD_TOO_LARGE, INPUT_TOO_LONG, TOO_LARGE];

    /// The codes only the referee answers, never the page's engines (the page writes to no
    /// standard output): they have no message in [`super::MESSAGES`], which holds the page's
    /// words.
    pub const REFEREE_ONLY: [&str; 1] = [OUTPUT_FAILED];
}

/// How a message quotes a piece of outside input (a token, a text, a name): in full when it is
/// short, else its first [`QUOTED_CHARS`] characters, `…` and its length in bytes. A message
/// that echoed a 120 KB token whole made an error line of 120 KB, which says no more than its
/// start does. Natively only: the match engine's wasm builds no message (see [`msg!`]).
pub fn quoted(input: &str) -> String {
    match input.char_indices().nth(QUOTED_CHARS) {
        None => format!("{input:?}"),
        Some((cut, _)) => format!("{:?}… ({} bytes)", &input[..cut], input.len()),
    }
}

/// The most characters of a piece of input a message quotes (see [`quoted`]): a Mraha text
/// form with every override fits whole.
pub const QUOTED_CHARS: usize = 120;

/// What a code tells a person, in the page's languages (`{token}` stands for the refused
/// token). The page's `www/i18n/<lang>.json` holds the same texts under `error.<code>`, and
/// under `error.<code>.<game>` where a game needs its own (a test keeps them equal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    pub code: &'static str,
    /// `None` for every game; else the game this text is for, in place of the general one.
    pub game: Option<&'static str>,
    pub en: &'static str,
    pub fr: &'static str,
}

const fn message(code: &'static str, en: &'static str, fr: &'static str) -> Message {
    Message {
        code,
        game: None,
        en,
        fr,
    }
}

const fn for_game(
    game: &'static str,
    code: &'static str,
    en: &'static str,
    fr: &'static str,
) -> Message {
    Message {
        code,
        game: Some(game),
        en,
        fr,
    }
}

/// Every code, each with its general message, then the games' own messages.
pub const MESSAGES: &[Message] = &[
    message(
        code::ILLEGAL_TOKEN,
        "That move is not allowed here ({token}).",
        "Ce coup n’est pas permis ici ({token}).",
    ),
    message(
        code::UNKNOWN_TOKEN,
        "There is no such move ({token}).",
        "Ce coup n’existe pas ({token}).",
    ),
    message(code::GAME_OVER, "The game is over.", "La partie est finie."),
    message(
        code::SETUP_SYNTAX,
        "Unreadable settings.",
        "Réglages illisibles.",
    ),
    message(code::SETUP_GAME, "Unknown game.", "Jeu inconnu."),
    message(code::SETUP_PRESET, "Unknown variant.", "Variante inconnue."),
    message(
        code::SETUP_SWITCH,
        "Invalid rule option.",
        "Option de règle invalide.",
    ),
    message(
        code::SETUP_LENGTH,
        "Invalid position: wrong number of places.",
        "Position invalide : mauvais nombre de cases.",
    ),
    message(
        code::SETUP_COUNT,
        "Invalid position: a count out of range.",
        "Position invalide : un nombre hors limites.",
    ),
    message(
        code::SETUP_TOTAL,
        "Invalid position: wrong total.",
        "Position invalide : mauvais total.",
    ),
    message(
        code::SETUP_PLAYER,
        "Invalid position: unknown player.",
        "Position invalide : joueur inconnu.",
    ),
    message(
        code::SETUP_PIT,
        "Invalid position: impossible place.",
        "Position invalide : case impossible.",
    ),
    message(code::SETUP_BOARD, "Invalid board.", "Tablier invalide."),
    message(
        code::SETUP_INCONSISTENT,
        "Inconsistent position.",
        "Position incohérente.",
    ),
    message(
        code::OTHER_GAME_OPTION,
        "An option of the other game, not of this one.",
        "Une option de l’autre jeu, pas de celui-ci.",
    ),
    message(
        code::TEXT_FORM,
        "Unreadable position.",
        "Position illisible.",
    ),
    message(
        code::NOTHING_TO_REDO,
        "Nothing to redo.",
        "Rien à rétablir.",
    ),
    message(
        code::BOARD_TOO_LARGE,
        "That board is larger than the largest the game plays.",
        "Ce plateau dépasse le plus grand que le jeu sait jouer.",
    ),
    message(
        code::INPUT_TOO_LONG,
        "Too long: the engine refuses an input this long.",
        "Trop long : le moteur refuse une saisie de cette longueur.",
    ),
    message(
        code::BAD_BUDGET,
        "Invalid thinking budget for the computer.",
        "Budget de réflexion de l’ordinateur invalide.",
    ),
    message(
        code::BAD_ARGUMENT,
        "Invalid argument.",
        "Argument invalide.",
    ),
    message(
        code::TOO_LARGE,
        "Too large to compute within the memory allowed.",
        "Trop grand pour être calculé dans la mémoire permise.",
    ),
    message(
        code::INTERNAL,
        "Internal error of the game.",
        "Erreur interne du jeu.",
    ),
    for_game(
        "mraha",
        code::SETUP_LENGTH,
        "Invalid position: wrong number of pits.",
        "Position invalide : mauvais nombre de cases.",
    ),
    for_game(
        "mraha",
        code::SETUP_COUNT,
        "Invalid position: a count of seeds out of range.",
        "Position invalide : nombre de graines hors limites.",
    ),
    for_game(
        "mraha",
        code::SETUP_TOTAL,
        "Invalid position: there must be 64 tso in all.",
        "Position invalide : il faut 64 tso en tout.",
    ),
    for_game(
        "mraha",
        code::SETUP_PIT,
        "Invalid position: impossible pit.",
        "Position invalide : case impossible.",
    ),
    for_game(
        "tricerata",
        code::SETUP_LENGTH,
        "Invalid position: the stones do not fill the board's cells.",
        "Position invalide : les pierres ne correspondent pas aux cases du plateau.",
    ),
    for_game(
        "tricerata",
        code::SETUP_COUNT,
        "Invalid position: a count of stones out of range.",
        "Position invalide : nombre de pierres hors limites.",
    ),
    for_game(
        "tricerata",
        code::SETUP_TOTAL,
        "Invalid position: too many stones for the board.",
        "Position invalide : trop de pierres pour le plateau.",
    ),
    for_game(
        "tricerata",
        code::SETUP_PIT,
        "Invalid position: impossible cell.",
        "Position invalide : case impossible.",
    ),
    for_game(
        "tricerata",
        code::SETUP_BOARD,
        "Invalid board: check its shape and size.",
        "Plateau invalide : vérifiez sa forme et sa taille.",
    ),
];

impl Error {
    /// An error; `message` is dropped where messages are not kept (the match engine's wasm).
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        Error {
            code,
            message: if MESSAGES_KEPT {
                message.into()
            } else {
                String::new()
            },
            token: None,
            part: None,
            min: None,
            max: None,
        }
    }

    /// The same error, with the range of values the input's part accepts (`min` or `max` may
    /// be absent: no bound on that side, or not the point).
    pub fn within(mut self, min: Option<u32>, max: Option<u32>) -> Self {
        self.min = min;
        self.max = max;
        self
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
            token: Some(token.into()),
            ..Error::new(code, message)
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

/// `expect` for a result that is never an error whatever the input (a fact of the program):
/// natively it panics with `why` and the error; in the match engine's wasm it stops with
/// `unreachable` without formatting anything (the error's `Debug` would bring `fmt`'s string
/// escaping and Unicode tables into the module).
pub(crate) trait Surely<T> {
    fn surely(self, why: &'static str) -> T;
}

impl<T> Surely<T> for Result<T> {
    #[inline]
    fn surely(self, why: &'static str) -> T {
        match self {
            Ok(value) => value,
            #[cfg(all(
                target_arch = "wasm32",
                feature = "wasm-match",
                not(feature = "wasm-ai")
            ))]
            Err(_) => {
                let _ = why;
                core::arch::wasm32::unreachable()
            }
            #[cfg(not(all(
                target_arch = "wasm32",
                feature = "wasm-match",
                not(feature = "wasm-ai")
            )))]
            Err(e) => panic!("{why}: {e:?}"),
        }
    }
}
