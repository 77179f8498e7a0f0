//! The one call a page's worker (or any tool holding only a position's text) needs: which tokens
//! a computer player plays from a position given in its one-line text form, for either game.
//! The worker has its own wasm instance and knows nothing of the match being played: it gets the
//! text of the position, a level and a seed, and answers with tokens that the page then plays
//! through the match, checked and animated like a human's.

use super::clock::Clock;
use crate::error::Result;
use crate::{mraha, tricerata};

/// The tokens of the rest of the current turn (the whole turn at its start) that a computer
/// player `spec` (`1`…`5`, `best`, `random`, `greedy`, optionally `:NODES` or `:MILLISms`)
/// plays from the position `text` (`mraha.…` for Mraha wa tso, else Tricérata), seeded by
/// `seed`; `clock` enables the level's time limit. Empty when the game is over.
pub fn choose_tokens_for_text(
    text: &str,
    spec: &str,
    seed: u64,
    clock: Option<&mut dyn Clock>,
) -> Result<Vec<String>> {
    if text.starts_with("mraha.") {
        let pos = mraha::Position::from_text(text)?;
        super::mraha::choose_tokens(&pos, spec, seed, clock)
    } else {
        let pos = tricerata::Position::from_text(text)?;
        super::tricerata::choose_tokens(&pos, spec, seed, clock)
    }
}
