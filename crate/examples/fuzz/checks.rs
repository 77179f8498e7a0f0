//! The invariants every position must keep, for any game: its text and JSON forms read back to
//! the same position, every listed token plays and conserves the seeds or stones, a refused
//! token changes nothing.

use super::gen::{chance, mutate_text, noise, pick};
use semailles::error::Result;
use semailles::game::Game;
use semailles::rng::Rng;

/// What the harness needs of a game besides [`Game`].
pub trait Fuzzed: Game {
    fn read_text(text: &str) -> Result<Self>;
    fn write_json(&self) -> String;
    fn read_json(text: &str) -> Result<Self>;
    /// Seeds or stones in the game (board, hands, stores): constant through a game.
    fn total(&self) -> u64;
}

/// A broken invariant, described with the input that broke it.
pub type Check = std::result::Result<(), String>;

/// Text and JSON round trips, and every legal token played from here.
pub fn check_position<G: Fuzzed>(p: &G) -> Check {
    let text = p.to_text();
    match G::read_text(&text) {
        Ok(q) if q == *p => {}
        Ok(_) => return Err(format!("text {text:?} reads back as another position")),
        Err(e) => return Err(format!("own text {text:?} refused: {e}")),
    }
    let json = p.write_json();
    match G::read_json(&json) {
        Ok(q) if q == *p => {}
        Ok(_) => return Err(format!("JSON of {text:?} reads back as another position")),
        Err(e) => return Err(format!("own JSON of {text:?} refused: {e}")),
    }
    let total = p.total();
    let legal = p.legal_tokens();
    if legal.is_empty() != p.outcome().is_some() {
        return Err(format!(
            "{text:?}: no legal token but no outcome, or the reverse"
        ));
    }
    for token in legal {
        let mut q = p.clone();
        if let Err(e) = q.play(&token) {
            return Err(format!("{text:?}: listed token {token:?} refused: {e}"));
        }
        if q.total() != total {
            return Err(format!("{text:?}: token {token:?} changed the total"));
        }
    }
    Ok(())
}

/// Plays a token that should be refused; a refusal must leave the position as it was.
pub fn check_refusal<G: Fuzzed>(p: &G, token: &str) -> Check {
    let mut q = p.clone();
    if q.play(token).is_err() && q != *p {
        return Err(format!(
            "{:?}: refused {token:?} changed the position",
            p.to_text()
        ));
    }
    Ok(())
}

/// A random game of up to `steps` answers from `p`, with bad tokens mixed in; every position
/// met is checked every `every` steps. Returns the last position.
pub fn random_walk<G: Fuzzed>(
    p: &G,
    rng: &mut Rng,
    steps: usize,
    every: usize,
) -> std::result::Result<G, String> {
    let mut p = p.clone();
    for step in 0..steps {
        if step % every.max(1) == 0 {
            check_position(&p)?;
        }
        let legal = p.legal_tokens();
        if legal.is_empty() {
            break;
        }
        if chance(rng, 15) {
            let bad = if chance(rng, 50) {
                {
                    let t: &String = pick(rng, &legal);
                    mutate_text(rng, t)
                }
            } else {
                noise(rng, 5)
            };
            check_refusal(&p, &bad)?;
        }
        let token = pick(rng, &legal).clone();
        let total = p.total();
        p.play(&token)
            .map_err(|e| format!("{:?}: listed token {token:?} refused: {e}", p.to_text()))?;
        if p.total() != total {
            return Err(format!("token {token:?} changed the total"));
        }
    }
    Ok(p)
}
