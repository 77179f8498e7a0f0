//! What `Match.create` accepts (a shared link's parts, a saved record), as plain Rust values, and
//! the game they start. This module does not touch JavaScript: the wasm boundary reads the JS
//! object into [`Options`] (`wasm/js_options.rs`); the native build compiles it too (as
//! `crate::options`), so the fuzz harness and the tests drive exactly what a link drives.
//!
//! Every refusal names the part of the options at fault in [`Error::part`] (`board`, `players`,
//! `stones`, `text`, `setup`, `preset`, `switches`, `game`, `moves`), so the page can say which
//! part of a link is wrong ("triangle:500: triangle boards go up to triangle:12"). An option of
//! the other game (a bao's `preset` or `switches` given to Tricérata, a Tricérata `board`,
//! `players`, `stones` or `mort_subite` given to the bao) is refused too, by its part
//! (`other_game_option`): a link is never opened without one of its parts and without a word.
//!
//! ```
//! use semailles::options::{Options, Started};
//! let o = Options {
//!     game: Some("tricerata".into()),
//!     board: Some("triangle:500".into()),
//!     ..Options::default()
//! };
//! let e = o.start().unwrap_err();
//! assert_eq!((e.code, e.part), ("board_too_large", Some("board")));
//!
//! let o = Options { moves: vec!["A6L".into(), "Z9".into()], ..Options::default() };
//! let mut game = o.start().unwrap();
//! let replay = game.replay(&o.moves);
//! assert_eq!(replay.played, 1); // the legal token before the bad one is kept
//! assert_eq!(replay.refused.unwrap().token.as_deref(), Some("Z9"));
//! ```

use crate::error::{code, Error, Result};
use crate::game::Game;
use crate::limits;
use crate::{mraha, tricerata};
use std::sync::Arc;

/// The parts an error may name.
pub const PARTS: [&str; 12] = [
    "game",
    "preset",
    "switches",
    "text",
    "setup",
    "moves",
    "board",
    "players",
    "stones",
    "mort_subite",
    "options",
    "rules",
];

/// What `Match.create` accepts. Exactly one way of choosing the position: `text` (one-line
/// form), `setup` (Mraha's JSON setup), or the game's own start options; then `moves`, tokens
/// replayed in order (a shared link, a saved game).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `mraha` (default) or `tricerata`.
    pub game: Option<String>,
    /// Mraha: `mraha`, `zanzibar` or `kujifunza`.
    pub preset: Option<String>,
    /// Mraha: switch overrides, `(switch, value)` (booleans read as `on` / `off`).
    pub switches: Vec<(String, String)>,
    pub text: Option<String>,
    /// Mraha's JSON setup, already read.
    pub setup: Option<mraha::Setup>,
    pub moves: Vec<String>,
    /// Tricérata: `triangle:N`, `square:N` or `hex:N`.
    pub board: Option<String>,
    /// Tricérata: 1 (solitaire) to 6.
    pub players: Option<u32>,
    /// Tricérata: stones per cell at the start, 1 to 3.
    pub stones: Option<u32>,
    /// Tricérata: the Mort subite variant.
    pub mort_subite: bool,
}

/// A game started from options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Started {
    Mraha(mraha::Position),
    Tricerata(tricerata::Position),
}

/// What a replay of `moves` did: the first `played` tokens were played; the token at index
/// `played`, if any, was refused with `refused` (its `token` set, `part` = `moves`).
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    pub played: usize,
    pub refused: Option<Error>,
}

impl Options {
    /// The game these options start, before any move; every fault names its part.
    pub fn start(&self) -> Result<Started> {
        limits::check_tokens(&self.moves).map_err(|e| e.in_part("moves"))?;
        match self.game.as_deref().unwrap_or(mraha::ID) {
            mraha::ID => self.mraha_start().map(Started::Mraha),
            tricerata::ID => self.tri_start().map(Started::Tricerata),
            other => Err(Error::new(
                code::SETUP_GAME,
                crate::error::msg!("unknown game {other:?} (mraha, tricerata)"),
            )
            .in_part("game")),
        }
    }

    /// The Mraha start, text form or setup these options give.
    pub fn mraha_start(&self) -> Result<mraha::Position> {
        refuse_other_game(&[
            ("board", self.board.is_some()),
            ("players", self.players.is_some()),
            ("stones", self.stones.is_some()),
            ("mort_subite", self.mort_subite),
        ])?;
        if let Some(text) = &self.text {
            return mraha::Position::from_text(text).map_err(|e| e.in_part("text"));
        }
        if let Some(setup) = &self.setup {
            return mraha::Position::from_setup(setup).map_err(|e| e.in_part("setup"));
        }
        let mut spec = vec![(
            "preset".to_string(),
            mraha::setup::SwitchValue::Text(self.preset.clone().unwrap_or_else(|| "mraha".into())),
        )];
        spec.extend(
            self.switches
                .iter()
                .map(|(k, v)| (k.clone(), mraha::setup::SwitchValue::Text(v.clone()))),
        );
        let rules = mraha::setup::RulesSpec(spec).to_rules().map_err(|e| {
            let part = if e.code == code::SETUP_PRESET {
                "preset"
            } else {
                "switches"
            };
            e.in_part(part)
        })?;
        Ok(mraha::Position::start(rules))
    }

    /// The Tricérata start or text form these options give.
    pub fn tri_start(&self) -> Result<tricerata::Position> {
        refuse_other_game(&[
            ("preset", self.preset.is_some()),
            ("switches", !self.switches.is_empty()),
        ])?;
        if let Some(text) = &self.text {
            return tricerata::Position::from_text(text).map_err(|e| e.in_part("text"));
        }
        if self.setup.is_some() {
            return Err(Error::new(
                code::SETUP_SYNTAX,
                "a Tricérata position is given by its text form",
            )
            .in_part("setup"));
        }
        let board = tricerata::Board::parse_family(self.board.as_deref().unwrap_or("triangle:4"))
            .map_err(|e| e.in_part("board"))?;
        let players = self
            .players
            .unwrap_or(tricerata::position::DEFAULT_PLAYERS as u32);
        let stones = self
            .stones
            .unwrap_or(tricerata::position::DEFAULT_STONES as u32);
        let part = |e: Error| {
            let part = match e.code {
                code::SETUP_COUNT => "stones",
                code::SETUP_INCONSISTENT => "mort_subite",
                _ => "players",
            };
            e.in_part(part)
        };
        tricerata::Position::start(
            Arc::new(board),
            players as usize,
            stones.min(255) as u8,
            self.mort_subite,
        )
        .map_err(part)
    }
}

/// The first of the other game's options that is set (`(part, set)`), refused by its part: a
/// link to Tricérata with a bao's `preset`, or to the bao with a Tricérata `board`, is named as
/// wrong rather than opened without it.
fn refuse_other_game(theirs: &[(&'static str, bool)]) -> Result<()> {
    match theirs.iter().find(|(_, set)| *set) {
        Some((part, _)) => Err(Error::new(
            code::OTHER_GAME_OPTION,
            crate::error::msg!("{part} is an option of the other game"),
        )
        .in_part(part)),
        None => Ok(()),
    }
}

impl Started {
    /// Plays `moves` in order, keeping every legal token before the first refused one.
    pub fn replay(&mut self, moves: &[String]) -> Replay {
        match self {
            Started::Mraha(p) => replay(p, moves),
            Started::Tricerata(p) => replay(p, moves),
        }
    }
}

/// [`Started::replay`] for any game.
pub fn replay<G: Game>(pos: &mut G, moves: &[String]) -> Replay {
    for (i, token) in moves.iter().enumerate() {
        if let Err(e) = pos.play(token) {
            let mut e = e.in_part("moves");
            e.message = crate::error::msg!("move {i} ({token:?}): {}", e.message);
            e.token = Some(token.clone());
            return Replay {
                played: i,
                refused: Some(e),
            };
        }
    }
    Replay {
        played: moves.len(),
        refused: None,
    }
}
