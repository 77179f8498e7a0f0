//! The Tricérata computer players (not written yet: see issue 5).

use super::clock::Clock;
use crate::error::{code, Error, Result};
use crate::tricerata::Position;

/// The tokens a computer player `spec` plays from `pos` (see [`super::choose`]).
pub fn choose_tokens(
    _pos: &Position,
    _spec: &str,
    _seed: u64,
    _clock: Option<&mut dyn Clock>,
) -> Result<Vec<String>> {
    Err(Error::new(
        code::SETUP_GAME,
        "no computer player for Tricérata yet",
    ))
}
