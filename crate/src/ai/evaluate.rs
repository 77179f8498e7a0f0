//! What the page's analysis asks of a position given in its one-line text form: the turn a
//! computer player would play from it, and how good the position is for each player. Both
//! games, as [`super::choose_tokens_for_text`].
//!
//! The values are the computer's static evaluation (hundredths of a seed or a stone, from one
//! player's view; a finished game is worth ±[`super::game::WIN`]). The analysis compares, for
//! the player who moved, the position after the turn he played with the position after the
//! turn the computer prefers: both are one turn later, judged by the same evaluator.

use super::choose::is_mraha_text;
use super::clock::Clock;
use super::computer::{choose, ComputerGame};
use super::game::Evaluator;
use super::mraha::MrahaEval;
use super::tricerata::TriceratEval;
use crate::error::Result;
use crate::game::Game;
use crate::{mraha, tricerata};
use serde::Serialize;

/// One position judged.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Judgement {
    /// The player to move.
    pub player: usize,
    /// The value of the position for each player.
    pub values: Vec<i32>,
    /// The rest of the turn the computer plays from here (empty when the game is over).
    pub best: Vec<String>,
    /// The value, for the player to move, of the position after `best` (his value now when the
    /// game is over).
    pub best_value: i32,
}

fn judge<G: Game, E: Evaluator<G>>(pos: &G, eval: &E, best: Vec<String>) -> Result<Judgement> {
    let player = pos.to_move();
    let values = (0..pos.num_players())
        .map(|p| eval.evaluate(pos, p))
        .collect::<Vec<_>>();
    let mut after = pos.clone();
    for token in &best {
        after.play(token)?;
    }
    Ok(Judgement {
        player,
        best_value: eval.evaluate(&after, player),
        values,
        best,
    })
}

/// Judges the position `text` with the computer player `spec` (see
/// [`super::choose_for_text`]), seeded by `seed`; `clock` enables the level's time limit.
pub fn judge_text(
    text: &str,
    spec: &str,
    seed: u64,
    clock: Option<&mut dyn Clock>,
) -> Result<Judgement> {
    if is_mraha_text(text) {
        judge_position(
            &mraha::Position::from_text(text)?,
            &MrahaEval::default(),
            spec,
            seed,
            clock,
        )
    } else {
        judge_position(
            &tricerata::Position::from_text(text)?,
            &TriceratEval::default(),
            spec,
            seed,
            clock,
        )
    }
}

/// Judges `pos` with the computer player `spec` and the game's evaluator `eval`: what
/// [`judge_text`] does once it has read the text, for a caller holding one game only (the
/// players' wasm module of that game).
pub fn judge_position<G: ComputerGame, E: Evaluator<G>>(
    pos: &G,
    eval: &E,
    spec: &str,
    seed: u64,
    clock: Option<&mut dyn Clock>,
) -> Result<Judgement> {
    let best = choose(pos, spec, seed, clock)?.tokens;
    judge(pos, eval, best)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At the start of a bao the sides are even; the computer's turn keeps or improves the
    /// mover's value, and its tokens are legal.
    #[test]
    fn the_opening_is_even_and_the_best_turn_is_legal() {
        let pos = mraha::Position::start(mraha::Rules::preset("mraha").unwrap());
        let j = judge_text(&pos.to_text(), "2", 7, None).unwrap();
        assert_eq!(j.player, pos.to_move());
        assert_eq!(j.values[0], j.values[1]);
        assert!(!j.best.is_empty());
        let mut after = pos;
        for t in &j.best {
            after.play(t).unwrap();
        }
        assert!(j.best_value >= j.values[j.player], "{j:?}");
    }

    /// A Tricérata position is judged for each of its players.
    #[test]
    fn a_tricerata_position_has_a_value_per_player() {
        let text = choose_tricerata_start();
        let j = judge_text(&text, "1", 3, None).unwrap();
        let players = tricerata::Position::from_text(&text).unwrap().num_players();
        assert_eq!(j.values.len(), players);
        assert!(!j.best.is_empty());
    }

    fn choose_tricerata_start() -> String {
        tricerata::Position::start_on("triangle:4", 2, 2, false)
            .unwrap()
            .to_text()
    }

    /// Unreadable text is refused with an error, not a panic.
    #[test]
    fn bad_text_is_an_error() {
        assert!(judge_text("nonsense", "1", 1, None).is_err());
    }
}
