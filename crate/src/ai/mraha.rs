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

use super::computer::{Computer, ComputerGame, Searcher};
use super::game::{Evaluator, SearchGame, WIN};
use super::{Player, PlayerSpec};
use crate::game::Turn;
use crate::mraha::board::{self, NYUMBA};
use crate::mraha::{Action, Position, Rules};
use crate::rng::Rng;
use crate::turn_actions::Actions;
use std::cell::RefCell;
use std::collections::HashMap;

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
        turns_with_memo(self)
    }

    fn random_turn(&mut self, rng: &mut Rng) -> bool {
        self.play_random_turn(rng)
    }
}

/// What decides whether a trakatra start is legal: only the mover's own side. A trakatra never
/// captures, so the opponent's pits play no part in whether it ends or empties the front row.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct OwnSide {
    side: u128,
    hand: u8,
    nyumba: bool,
    takasia: Option<u8>,
    rules: Rules,
}

/// Entries kept before the memo is emptied (bounded memory on a phone).
const MEMO_LIMIT: usize = 1 << 16;

thread_local! {
    /// For each own-side state seen in a trakatra, the candidate starts (bit `i` of the
    /// candidate list) found illegal. Some never-ending trakatra take a long time to prove so
    /// (hundreds of milliseconds: the engine follows the cycle until it closes), and the search
    /// meets the same own side under many opponent sides; this memo pays that cost once.
    static ILLEGAL_TRAKATRA: RefCell<HashMap<OwnSide, u32>> = RefCell::new(HashMap::new());
}

/// The same list as [`Position::turns`], in the same order, skipping trakatra starts already
/// known to be illegal.
fn turns_with_memo(pos: &Position) -> Vec<Turn<Position>> {
    let starts = pos.candidate_starts();
    if pos.pending.is_some() || starts.capturing {
        return pos.turns();
    }
    let m = pos.to_move as usize;
    let key = OwnSide {
        side: pos.sides[m],
        hand: pos.hands[m],
        nyumba: pos.nyumba[m],
        takasia: pos.takasia,
        rules: pos.rules,
    };
    let known = ILLEGAL_TRAKATRA.with(|memo| memo.borrow().get(&key).copied());
    let mut illegal = known.unwrap_or(0);
    let mut out = Vec::with_capacity(starts.len);
    for (i, (pit, dir)) in starts.iter().enumerate() {
        if illegal & (1 << i) != 0 {
            continue;
        }
        let start = Action::Start { pit, dir };
        // Played in the list's own slot (see `Position::play_if_legal`).
        out.push(Turn {
            actions: Actions::one(start),
            after: *pos,
        });
        let slot = out.len() - 1;
        if !pos.play_if_legal(start, &mut out[slot].after) {
            out.pop();
            illegal |= 1 << i;
        } else if out[slot].after.pending.is_some() {
            let next = out.pop().expect("just pushed").after;
            for rest in next.turns() {
                out.push(Turn {
                    actions: Actions::concat(&[&[start], &rest.actions]),
                    after: rest.after,
                });
            }
        }
    }
    if known.is_none() {
        ILLEGAL_TRAKATRA.with(|memo| {
            let mut memo = memo.borrow_mut();
            if memo.len() >= MEMO_LIMIT {
                memo.clear();
            }
            memo.insert(key, illegal);
        });
    }
    crate::small_sort::sort_by(&mut out, |a, b| a.actions.cmp(&b.actions));
    out
}

/// The seeds of the largest opponent pit `player` could capture if he were to move now, judged
/// on first laps as the rules judge captures (section 4).
pub fn best_capture(pos: &Position, player: usize) -> u8 {
    let theirs = pos.sides[1 - player];
    // Bit `t`: the opponent's pit `t` (a namua capture in front pit `k` takes pit `7 - k`).
    let targets = if pos.hands[player] > 0 {
        pos.namua_capture_pits(player).reverse_bits()
    } else {
        pos.mtaji_capture_targets(player)
    };
    (0..8)
        .filter(|&t| targets & (1 << t) != 0)
        .map(|t| board::get(theirs, t))
        .max()
        .unwrap_or(0)
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

    fn quiet(&self, pos: &Position) -> bool {
        pos.kamu().is_some() || !pos.has_capture(pos.to_move as usize)
    }

    fn gain(&self, before: &Position, after: &Position, mover: usize) -> i32 {
        let them = 1 - mover;
        let lost = board::total(before.sides[them]) as i32 - board::total(after.sides[them]) as i32;
        self.weights.seed * lost
    }
}

impl ComputerGame for Position {
    /// The shared search with [`MrahaEval`].
    fn computer(spec: PlayerSpec, seed: u64) -> Box<dyn Computer<Self>> {
        Box::new(Searcher {
            player: Player::new(spec, seed),
            eval: MrahaEval::default(),
        })
    }
}
