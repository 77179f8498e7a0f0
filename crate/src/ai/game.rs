//! What the computer players need from a game, on top of [`Game`]: the complete turns without
//! the extra cost of [`Game::complete_turns`]'s outcome check, and a judge of positions.
//!
//! Everything in the search is written against these two traits, so a Tricérata player is an
//! implementation of them (its turns are its `complete_turns`; its evaluator scores one
//! player's prospects) plus a level table; the search itself is paranoid alpha-beta, which for
//! two players is plain minimax.

use crate::game::{Game, Turn};
use crate::rng::Rng;

/// The value of a won position; a win in fewer turns is worth more (`WIN - plies`).
pub const WIN: i32 = 1_000_000;
/// Values beyond this are wins or losses, not evaluations.
pub const WIN_ZONE: i32 = WIN - 10_000;

/// An evaluation `v` as a chance to win, 0 to 1: certain past [`WIN_ZONE`], else a logistic
/// whose `scale` (evaluation units) gives about 73 %. Searches that average values (MCTS, the
/// Tricérata opponent model) need chances: evaluation units do not average.
pub fn win_chance(v: i32, scale: f64) -> f64 {
    if v > WIN_ZONE {
        1.0
    } else if v < -WIN_ZONE {
        0.0
    } else {
        1.0 / (1.0 + (-(v as f64) / scale).exp())
    }
}

pub trait SearchGame: Game {
    /// Every complete turn of the player to move, in a fixed order; empty when the game is over.
    fn search_turns(&self) -> Vec<Turn<Self>>;

    /// Plays one random complete turn (playouts); `false` when the game is over.
    fn random_turn(&mut self, rng: &mut Rng) -> bool {
        let mut turns = self.search_turns();
        if turns.is_empty() {
            return false;
        }
        let i = rng.below(turns.len());
        *self = turns.swap_remove(i).after;
        true
    }
}

/// Judges positions for the search, in hundredths of the game's unit (a seed, a stone).
pub trait Evaluator<G> {
    /// How good `pos` is for `player`. Must return `WIN` / `-WIN` (or 0 for a draw) when it
    /// can see that the game is over.
    fn evaluate(&self, pos: &G, player: usize) -> i32;

    /// What the turn from `before` to `after` took from the mover's opponents (captured seeds),
    /// in the same units. Orders the search and is the whole of the `greedy` player.
    fn gain(&self, before: &G, after: &G, mover: usize) -> i32;

    /// `false` when the position is in the middle of an exchange (in Mraha: the player to move
    /// has a capture) and a leaf there would be misjudged.
    fn quiet(&self, _pos: &G) -> bool {
        true
    }
}

/// The value of a finished game for `player` at `ply` turns from the root.
pub fn terminal_value<G: Game>(pos: &G, player: usize, ply: u32) -> i32 {
    match pos.outcome() {
        Some(o) if o.winners.contains(&player) => WIN - ply as i32,
        Some(o) if o.winners.is_empty() => 0,
        Some(_) => -(WIN - ply as i32),
        None => 0,
    }
}
