//! Mraha wa tso for the computer players: complete turns, and an evaluation that knows the game.
//!
//! The evaluation, for one player against the other (hundredths of a seed):
//! * **seeds owned** (board and hand): captures are the whole game of Bao;
//! * **the front row**: each occupied front pit guards against *kamu* (an empty front row loses),
//!   with an extra penalty when only one or two remain;
//! * **threatened pits**: the largest pit the player to move can capture now (he will), and,
//!   weighted less, the largest the other could capture on his next turn;
//! * **the nyumba**: an intact, functional house while the owner still has seeds in hand (the tax
//!   and the stop give him safe, flexible turns);
//! * **seeds in hand**: a little extra per seed, as they can never be captured;
//! * **mobility**: pits of two seeds or more, from which a mtaji turn can start.

use super::game::{Evaluator, SearchGame, WIN};
use crate::game::Turn;
use crate::mraha::board::{self, NYUMBA};
use crate::mraha::Position;
use crate::rng::Rng;

/// The evaluation's weights (hundredths of a seed). Public so that tuning runs can vary them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    pub seed: i32,
    pub hand_seed: i32,
    pub front_pit: i32,
    pub kamu_danger: i32,
    pub capture_now: i32,
    pub threat: i32,
    pub nyumba: i32,
    pub mobility: i32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            seed: 100,
            hand_seed: 10,
            front_pit: 25,
            kamu_danger: 150,
            capture_now: 60,
            threat: 25,
            nyumba: 150,
            mobility: 8,
        }
    }
}

/// The evaluation of Mraha positions.
#[derive(Clone, Copy, Debug, Default)]
pub struct MrahaEval {
    pub weights: Weights,
}

impl SearchGame for Position {
    fn search_turns(&self) -> Vec<Turn<Self>> {
        if self.kamu().is_some() {
            return Vec::new();
        }
        self.turns()
            .into_iter()
            .map(|(actions, after)| Turn { actions, after })
            .collect()
    }

    fn random_turn(&mut self, rng: &mut Rng) -> bool {
        self.play_random_turn(rng)
    }
}

/// The seeds of the largest opponent pit `player` could capture if he were to move now, judged
/// on first laps as the rules judge captures (section 4).
pub fn best_capture(pos: &Position, player: usize) -> u8 {
    let theirs = pos.sides[1 - player];
    let mut best = 0u8;
    if pos.hands[player] > 0 {
        let pits = pos.namua_capture_pits(player);
        for k in 0..8 {
            if pits & (1 << k) != 0 {
                best = best.max(board::get(theirs, 7 - k));
            }
        }
    } else {
        pos.mtaji_captures(player, |_, _, target| {
            best = best.max(board::get(theirs, target));
        });
    }
    best
}

impl MrahaEval {
    /// The terms that belong to one player alone.
    fn side(&self, pos: &Position, p: usize) -> i32 {
        let w = &self.weights;
        let counts = board::unpack(pos.sides[p]);
        let on_board: i32 = counts.iter().map(|&c| c as i32).sum();
        let hand = pos.hands[p] as i32;
        let front = counts[..8].iter().filter(|&&c| c > 0).count() as i32;
        let mobile = counts.iter().filter(|&&c| c >= 2).count() as i32;
        let mut v = w.seed * (on_board + hand) + w.hand_seed * hand;
        v += w.front_pit * front + w.mobility * mobile;
        if front <= 2 {
            v -= w.kamu_danger * (3 - front);
        }
        if hand > 0 && pos.nyumba[p] && counts[NYUMBA] >= 6 {
            v += w.nyumba;
        }
        v
    }
}

impl Evaluator<Position> for MrahaEval {
    fn evaluate(&self, pos: &Position, me: usize) -> i32 {
        if let Some(winner) = pos.kamu() {
            return if winner == me { WIN } else { -WIN };
        }
        let w = &self.weights;
        let mut v = self.side(pos, me) - self.side(pos, 1 - me);
        let stm = pos.to_move as usize;
        let tempo = w.capture_now * best_capture(pos, stm) as i32
            - w.threat * best_capture(pos, 1 - stm) as i32;
        v += if stm == me { tempo } else { -tempo };
        v
    }

    fn gain(&self, before: &Position, after: &Position, mover: usize) -> i32 {
        let them = 1 - mover;
        let lost = board::total(before.sides[them]) as i32 - board::total(after.sides[them]) as i32;
        self.weights.seed * lost
    }
}
