//! The one interface of a computer player, whatever the game: the page's worker, the referee's
//! match and the tests hold a `Box<dyn Computer<G>>` made by the game's [`ComputerGame::computer`]
//! and know nothing of how it searches.
//!
//! A new search (another algorithm, another game) implements [`Computer`] and is returned by
//! its game's [`ComputerGame::computer`] for the levels it serves; nothing else changes.

use super::clock::{Begun, Budget, Clock};
use super::game::{Evaluator, SearchGame};
use super::level::{Level, PlayerSpec};
use super::player::{Player, Stats};
use crate::error::Result;
use crate::game::Game;

/// A seated computer player of the game `G`, seeded: the same seed, level and node budget
/// always choose the same turns.
pub trait Computer<G: Game> {
    /// The actions of the rest of the current turn (the whole turn at its start), or `None`
    /// when the game is over (or no turn can be found). `clock` enables the level's time limit,
    /// which counts from this call: an implementation that lists its turns before searching
    /// passes its searches the clock as a [`Begun`] made on entry, so that the listing is paid
    /// from the same budget (the page's cap is the time the player waits).
    fn choose(&mut self, pos: &G, clock: Option<&mut dyn Clock>) -> Option<Vec<G::Action>>;

    /// What its searches cost so far (zeros for a player that does not search).
    fn stats(&self) -> Stats;
}

/// A game that has computer players: how a level becomes a player of this game.
pub trait ComputerGame: Game + 'static {
    /// The player of level `spec` (its own budget if it names one), seeded by `seed`.
    fn computer(spec: PlayerSpec, seed: u64) -> Box<dyn Computer<Self>>;

    /// The budget of `level` when the player names none: the shared levels' own, unless the
    /// game's nodes cost more.
    fn default_budget(level: Level) -> Budget {
        level.style().budget
    }
}

/// The shared [`Player`] (alpha-beta, MCTS, random, greedy) with a game's evaluation: a
/// game's computer player when the shared search serves it as it is.
pub struct Searcher<E> {
    pub player: Player,
    pub eval: E,
}

impl<G: SearchGame, E: Evaluator<G>> Computer<G> for Searcher<E> {
    fn choose(&mut self, pos: &G, clock: Option<&mut dyn Clock>) -> Option<Vec<G::Action>> {
        // The time budget counts from here, listing the turns included.
        let mut begun = clock.map(Begun::now);
        let clock = begun.as_mut().map(|c| c as &mut dyn Clock);
        self.player.choose_turn(pos, &self.eval, clock)
    }

    fn stats(&self) -> Stats {
        self.player.stats.clone()
    }
}

/// What one choice gave: the tokens to play, and what the search cost.
#[derive(Clone, Debug, PartialEq)]
pub struct Chosen {
    /// The tokens of the rest of the current turn, each legal in turn; empty when the game is
    /// over.
    pub tokens: Vec<String>,
    pub stats: Stats,
}

/// The turn a fresh computer player `spec` (`1`…`5`, `best`, `ab`, `random`, `greedy`,
/// optionally `:NODES` or `:MILLISms`) chooses from `pos`, as tokens, with its cost. Seeded
/// by `seed`; `clock` enables the level's time limit.
pub fn choose<G: ComputerGame>(
    pos: &G,
    spec: &str,
    seed: u64,
    clock: Option<&mut dyn Clock>,
) -> Result<Chosen> {
    let mut player = G::computer(PlayerSpec::parse(spec)?, seed);
    let actions = player.choose(pos, clock).unwrap_or_default();
    Ok(Chosen {
        tokens: pos.tokens_of(&actions),
        stats: player.stats(),
    })
}

/// [`choose`]'s tokens alone.
pub fn choose_tokens<G: ComputerGame>(
    pos: &G,
    spec: &str,
    seed: u64,
    clock: Option<&mut dyn Clock>,
) -> Result<Vec<String>> {
    Ok(choose(pos, spec, seed, clock)?.tokens)
}
