//! The one call a page's worker (or any tool holding only a position's text) needs: which tokens
//! a computer player plays from a position given in its one-line text form, for either game.
//! The worker has its own wasm instance and knows nothing of the match being played: it gets the
//! text of the position, a level and a seed, and answers with tokens that the page then plays
//! through the match, checked and animated like a human's.

use super::clock::Clock;
use super::computer::{choose, Chosen};
use crate::error::Result;
use crate::{mraha, tricerata};

/// The tokens of the rest of the current turn (the whole turn at its start) that a computer
/// player `spec` (`1`…`5`, `best`, `random`, `greedy`, optionally `:NODES` or `:MILLISms`)
/// plays from the position `text` (Mraha wa tso's begins with its preset's name, else
/// Tricérata), seeded by `seed`, with what the search cost; `clock` enables the level's time
/// limit. No tokens when the game is over.
pub fn choose_for_text(
    text: &str,
    spec: &str,
    seed: u64,
    clock: Option<&mut dyn Clock>,
) -> Result<Chosen> {
    if is_mraha_text(text) {
        choose(&mraha::Position::from_text(text)?, spec, seed, clock)
    } else {
        choose(&tricerata::Position::from_text(text)?, spec, seed, clock)
    }
}

/// [`choose_for_text`]'s tokens alone.
pub fn choose_tokens_for_text(
    text: &str,
    spec: &str,
    seed: u64,
    clock: Option<&mut dyn Clock>,
) -> Result<Vec<String>> {
    Ok(choose_for_text(text, spec, seed, clock)?.tokens)
}

/// A Mraha position's text begins with its preset's name and its switch overrides
/// (`kujifunza.s…`, `mraha-tk1.s…`); a Tricérata position's with its board.
pub(crate) fn is_mraha_text(text: &str) -> bool {
    let rules = text.split('.').next().unwrap_or("");
    let preset = rules.split('-').next().unwrap_or("");
    mraha::Preset::from_name(preset).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    /// Every preset, with and without a switch override, reaches the Mraha player, whose
    /// tokens play legally from the position the text describes.
    #[test]
    fn every_mraha_text_reaches_the_mraha_player() {
        for preset in ["mraha", "zanzibar", "kujifunza"] {
            for pair in [None, Some("takasia=on"), Some("central_entry=free")] {
                let mut rules = mraha::Rules::preset(preset).unwrap();
                if let Some(pair) = pair {
                    rules.set_pair(pair).unwrap();
                }
                let mut pos = mraha::Position::start(rules);
                let text = pos.to_text();
                let tokens = choose_tokens_for_text(&text, "2", 7, None).unwrap();
                assert!(!tokens.is_empty(), "{text}");
                for t in &tokens {
                    pos.play(t).unwrap_or_else(|e| panic!("{text}: {t}: {e}"));
                }
            }
        }
    }

    #[test]
    fn unreadable_text_is_an_error() {
        let e = choose_tokens_for_text("mraha.q.nonsense", "2", 7, None).unwrap_err();
        assert_eq!(e.code, crate::error::code::TEXT_FORM);
    }
}
