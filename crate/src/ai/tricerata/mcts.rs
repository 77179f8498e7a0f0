//! Tricérata with two to six players: **Monte-Carlo tree search over complete turns with a
//! reward per player** (the player named `mcts`).
//!
//! Each node of the tree is the position after a complete turn; the player to move there picks
//! the child whose average reward *for himself* is best (max-n by sampling), so every player is
//! modelled as playing for himself, with what he is likely to play — a strong capture — tried
//! first:
//!
//! * **Children**: the candidate turns ([`turns::candidates`]: the wide root set at the root,
//!   the narrow [`turns::INNER`] set inside), listed on a node's second visit and sorted by the
//!   mover's own evaluation one turn ahead ([`TriceratEval`]: his store race plus what the next
//!   player is about to take). They enter the tree one at a time, best-looking first
//!   (**progressive widening**: `ceil(WIDEN × visits^0.5)` children at a node, all of them at
//!   the root).
//! * **Selection**: PUCT, `Q + EXPLORE × P × sqrt(N) / (1 + n)`, with `Q` the mover's mean
//!   reward through the child and `P` a prior from the same evaluation (a softmax of
//!   temperature [`PRIOR_TEMPERATURE`] stones), so a capture is searched before a quiet turn.
//! * **Playouts**: every player plays a greedy-ish turn ([`playout_turn`]: a few lifts sampled,
//!   each sown to the largest capture in reach of its last stone, the one taking most kept,
//!   now and then another): what players who take their captures do. A playout runs to the
//!   end of the game (a game on `triangle:5` with 1 stone lasts about 15 turns, and its end, a
//!   race of lone stones, is what an evaluation misjudges) unless [`MctsParams::playout_turns`]
//!   cuts it; a cut playout is scored by the evaluation turned into a win chance for each
//!   player ([`win_chance`]).
//! * **Rewards**: 1 for a win alone, [`SHARED`] split among the players who share a win, 0
//!   for a loss.
//!
//! The most visited root turn is played. Deterministic given the position, the seed and a node
//! budget (a node is a playout turn or a candidate listed); with a clock and a time budget it
//! stops on time (the first iteration always completes).
//!
//! ## Measured
//! Against `greedy` seats at equal CPU time per turn (`mcts:360000` and `best:120000` both take
//! about 0.21 s on `triangle:5` with 3 players; `semailles match --game tricerata --players P
//! --board B --a mcts:360000 --b greedy --games N --seed 1`, the table in the README): no
//! stronger than the opponent model ([`super::model`]) on any board, weaker on the triangles and
//! with 4 players (3 players, `triangle:5` 12 of 30 against 15, `triangle:6` 14 against 18;
//! 4 players, `triangle:5` 6 of 32 against 12), the same where the seat decides (`square:5`,
//! `hex:3`); in one seat against two `best` seats 3 of 30. So `best` stays the model and this
//! search is kept to compare. The model knows the others' replies exactly (the largest capture
//! each can find in the wide lists); here their narrow lists and the playouts' sampled lifts
//! find less.

use super::turns::{self, Breadth};
use super::TriceratEval;
use crate::ai::clock::{Budget, Clock, Meter};
use crate::ai::game::{win_chance, Evaluator};
use crate::ai::tt::key_of;
use crate::ai::Stats;
use crate::game::{Game, Turn};
use crate::rng::Rng;
use crate::tricerata::event::NoTrace;
use crate::tricerata::{Position, Stage};

/// Nodes a time budget allows per millisecond when no clock stops it first: about twice the
/// rate measured natively (360 000 nodes in about 0.2 s of CPU on `triangle:5`).
pub const NODES_PER_MS: f64 = 3_000.0;
/// Evaluation units (hundredths of a stone) for which a cut playout's chance is about 73 %.
pub const SCALE: f64 = 250.0;
/// What a shared win is worth, split among those who share it (a win alone is 1).
pub const SHARED: f64 = 0.8;
/// The prior's softmax temperature, in evaluation units (one stone is 100).
pub const PRIOR_TEMPERATURE: f64 = 150.0;
/// PUCT's exploration constant.
pub const EXPLORE: f64 = 1.0;
/// Progressive widening: a node with `n` visits has at most `ceil(WIDEN × sqrt(n))` children.
pub const WIDEN: f64 = 2.0;
/// Lifts sampled by a playout turn (all of them when fewer cells hold stones).
const PLAYOUT_LIFTS: usize = 6;
/// The chance that a playout turn plays another sampled turn than the one taking the most.
const PLAYOUT_NOISE: f64 = 0.1;
/// Drops after which a playout's sowing is abandoned (a trap on a custom graph).
const MAX_DROPS: usize = 400;
/// A playout that reaches this many turns is scored by the evaluation.
const MAX_PLAYOUT_TURNS: u32 = 400;
/// The tree stops growing past this many nodes (a few hundred bytes each): the playouts then
/// start from its leaves, so a long budget stays within a phone's memory.
const MAX_NODES: usize = 60_000;

/// How the search is run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsParams {
    pub budget: Budget,
    /// Turns a playout plays before it is scored by the evaluation; `None`: to the end.
    pub playout_turns: Option<u32>,
    /// Seeds the playouts (the candidates are seeded by the positions themselves).
    pub seed: u64,
}

impl MctsParams {
    pub fn new(budget: Budget, seed: u64) -> MctsParams {
        MctsParams {
            budget,
            playout_turns: None,
            seed,
        }
    }
}

/// What the search found.
#[derive(Clone, Debug)]
pub struct MctsResult {
    /// Index of the chosen turn in the root's list.
    pub best: usize,
    pub nodes: u64,
    /// Iterations (playouts) run.
    pub iterations: u64,
    /// The deepest tree path reached, in complete turns.
    pub depth: u32,
    /// Visits of each root turn.
    pub visits: Vec<u32>,
    /// The root mover's mean reward through each root turn (0 when never visited).
    pub values: Vec<f64>,
}

struct Node {
    pos: Position,
    /// The player who chose the turn leading here (his reward is what `total` sums).
    chooser: usize,
    visits: u32,
    total: f64,
    /// The prior of the turn leading here among its siblings.
    prior: f64,
    /// The children in the tree (arena indexes), in the order they entered.
    children: Vec<usize>,
    /// The candidates not yet in the tree, the best-looking last (so `pop` takes it), with
    /// their priors; `None` until the node is listed.
    waiting: Option<Vec<(Turn<Position>, f64)>>,
}

impl Node {
    fn new(pos: Position, chooser: usize, prior: f64) -> Node {
        Node {
            pos,
            chooser,
            visits: 0,
            total: 0.0,
            prior,
            children: Vec::new(),
            waiting: None,
        }
    }
}

struct Search<'a, 'c> {
    eval: &'a TriceratEval,
    meter: Meter<'c>,
    params: MctsParams,
    rng: Rng,
    arena: Vec<Node>,
}

/// `turns` sorted best-looking first for `mover`, each with its prior (a softmax of his
/// evaluation one turn ahead), stable so deterministic.
fn with_priors(
    eval: &TriceratEval,
    turns: Vec<Turn<Position>>,
    mover: usize,
) -> Vec<(Turn<Position>, f64)> {
    let mut keyed: Vec<(i32, Turn<Position>)> = turns
        .into_iter()
        .map(|t| (eval.evaluate(&t.after, mover), t))
        .collect();
    crate::small_sort::sort_by_key(&mut keyed, |(v, _)| std::cmp::Reverse(*v));
    let top = keyed.first().map_or(0, |(v, _)| *v);
    let weights: Vec<f64> = keyed
        .iter()
        .map(|(v, _)| ((v.saturating_sub(top)) as f64 / PRIOR_TEMPERATURE).exp())
        .collect();
    let sum: f64 = weights.iter().sum::<f64>().max(f64::MIN_POSITIVE);
    keyed
        .into_iter()
        .zip(weights)
        .map(|((_, t), w)| (t, w / sum))
        .collect()
}

impl Search<'_, '_> {
    /// Lists the candidates of node `at` (counted as nodes of the budget), sorted.
    fn list(&mut self, at: usize, breadth: Breadth, given: Option<&[Turn<Position>]>) {
        let pos = &self.arena[at].pos;
        let mover = pos.to_move();
        let list = match given {
            Some(t) => t.to_vec(),
            None => turns::candidates(pos, breadth, key_of(pos)).turns,
        };
        for _ in 0..list.len() {
            self.meter.tick();
        }
        let mut sorted = with_priors(self.eval, list, mover);
        sorted.reverse();
        self.arena[at].waiting = Some(sorted);
    }

    /// Moves the next waiting candidate of `at` into the tree; its index, or `None`.
    fn widen(&mut self, at: usize) -> Option<usize> {
        if self.arena.len() >= MAX_NODES {
            return None;
        }
        let chooser = self.arena[at].pos.to_move();
        let (turn, prior) = self.arena[at].waiting.as_mut()?.pop()?;
        let i = self.arena.len();
        self.arena.push(Node::new(turn.after, chooser, prior));
        self.arena[at].children.push(i);
        Some(i)
    }

    /// The child of `at` to descend to: a new one when widening allows, else by PUCT.
    fn select(&mut self, at: usize, is_root: bool) -> Option<usize> {
        let node = &self.arena[at];
        let allowed = if is_root {
            usize::MAX
        } else {
            (WIDEN * (node.visits.max(1) as f64).sqrt()).ceil() as usize
        };
        if node.children.len() < allowed && node.waiting.as_ref().is_some_and(|w| !w.is_empty()) {
            if let Some(i) = self.widen(at) {
                return Some(i);
            }
        }
        let node = &self.arena[at];
        let sqrt_n = (node.visits.max(1) as f64).sqrt();
        node.children
            .iter()
            .copied()
            .map(|c| {
                let ch = &self.arena[c];
                let q = if ch.visits == 0 {
                    f64::INFINITY
                } else {
                    ch.total / ch.visits as f64
                };
                (
                    q + EXPLORE * ch.prior * sqrt_n / (1.0 + ch.visits as f64),
                    c,
                )
            })
            .fold(None, |best: Option<(f64, usize)>, (s, c)| match best {
                Some((b, _)) if b >= s => best,
                _ => Some((s, c)),
            })
            .map(|(_, c)| c)
    }

    /// One iteration: down the tree, a playout, the rewards back up. The deepest path's length.
    fn iterate(&mut self, path: &mut Vec<usize>) -> u32 {
        path.clear();
        path.push(0);
        let mut at = 0;
        loop {
            let node = &self.arena[at];
            if node.pos.outcome().is_some() {
                break;
            }
            if node.waiting.is_none() {
                if node.visits == 0 {
                    break;
                }
                self.list(at, turns::INNER, None);
            }
            match self.select(at, at == 0) {
                Some(c) => {
                    at = c;
                    path.push(at);
                    if self.arena[at].visits == 0 {
                        break;
                    }
                }
                None => break,
            }
        }
        let rewards = self.playout(self.arena[at].pos.clone());
        for &i in path.iter() {
            let node = &mut self.arena[i];
            node.visits += 1;
            node.total += rewards[node.chooser];
        }
        path.len() as u32 - 1
    }

    /// Plays from `pos` with the playout policy and scores the end for every player.
    fn playout(&mut self, mut pos: Position) -> Vec<f64> {
        let limit = self.params.playout_turns.unwrap_or(MAX_PLAYOUT_TURNS);
        let mut played = 0;
        while pos.outcome().is_none() && played < limit {
            self.meter.tick();
            if !playout_turn(&mut pos, &mut self.rng) {
                break;
            }
            played += 1;
        }
        rewards(&pos, self.eval)
    }
}

/// The rewards of `pos` for every player: the outcome when the game is over, else each
/// player's evaluation as a win chance.
fn rewards(pos: &Position, eval: &TriceratEval) -> Vec<f64> {
    let n = pos.players();
    match pos.outcome() {
        Some(o) => {
            let mut r = vec![0.0; n];
            match o.winners.len() {
                0 => {}
                1 => r[o.winners[0]] = 1.0,
                k => {
                    for &w in &o.winners {
                        r[w] = SHARED / k as f64;
                    }
                }
            }
            r
        }
        None => (0..n)
            .map(|p| win_chance(eval.evaluate(pos, p), SCALE))
            .collect(),
    }
}

/// Sows the hand of `pos` (a `Path` stage) greedily: the last stone on the empty neighbour
/// beside the largest heap when there is one, every other stone on a random neighbour; then
/// takes the largest capture. `false` if the sowing did not end within [`MAX_DROPS`].
fn greedy_sowing(pos: &mut Position, rng: &mut Rng) -> bool {
    let mut drops = 0;
    loop {
        match pos.stage {
            Stage::Path { cell, hand } => {
                drops += 1;
                if drops > MAX_DROPS {
                    return false;
                }
                let nb = pos.board.neighbours(cell as usize);
                let mut next = None;
                if hand == 1 {
                    let mut best = 0;
                    for &n in nb {
                        if pos.stones[n as usize] == 0 {
                            let take = turns::capture_from(pos, n);
                            if take > best {
                                best = take;
                                next = Some(n);
                            }
                        }
                    }
                }
                let n = next.unwrap_or_else(|| nb[rng.below(nb.len())]);
                pos.apply(n, &mut NoTrace);
            }
            Stage::Capture { .. } | Stage::Seize => {
                let cells = pos.legal_cells();
                let c = turns::largest(pos, &cells).expect("a legal answer");
                pos.apply(c, &mut NoTrace);
                return true;
            }
            Stage::Lift | Stage::Over { .. } => return true,
        }
    }
}

/// One playout turn from the start of a turn: a seizure takes the largest heap; a sowing turn
/// samples [`PLAYOUT_LIFTS`] lifts, sows each greedily ([`greedy_sowing`]) and keeps the one
/// that takes the most (another sampled one with a chance of [`PLAYOUT_NOISE`]). `false` when
/// the game is over or no sowing ended.
pub fn playout_turn(pos: &mut Position, rng: &mut Rng) -> bool {
    match pos.stage {
        Stage::Over { .. } => false,
        Stage::Seize | Stage::Capture { .. } | Stage::Path { .. } => greedy_sowing(pos, rng),
        Stage::Lift => {
            let mut cells: Vec<u16> = (0..pos.stones.len() as u16)
                .filter(|&c| pos.stones[c as usize] > 0)
                .collect();
            let k = cells.len().min(PLAYOUT_LIFTS);
            // A partial shuffle: the first `k` cells are a uniform sample.
            for i in 0..k {
                let j = i + rng.below(cells.len() - i);
                cells.swap(i, j);
            }
            let mut tried: Vec<(u16, Position)> = Vec::with_capacity(k);
            for &c in &cells[..k] {
                let mut q = pos.clone();
                q.apply(c, &mut NoTrace);
                if greedy_sowing(&mut q, rng) {
                    tried.push((turns::taken(pos, &q), q));
                }
            }
            if tried.is_empty() {
                return false;
            }
            let pick = if tried.len() > 1 && rng.unit() < PLAYOUT_NOISE {
                rng.below(tried.len())
            } else {
                let top = tried.iter().map(|(t, _)| *t).max().unwrap_or(0);
                tried.iter().position(|(t, _)| *t == top).unwrap_or(0)
            };
            *pos = tried.swap_remove(pick).1;
            true
        }
    }
}

/// Chooses among the root's `turns` (the wide candidate set) for the player to move at `root`.
pub fn search(
    root: &Position,
    turns: &[Turn<Position>],
    eval: &TriceratEval,
    params: MctsParams,
    clock: Option<&mut dyn Clock>,
) -> MctsResult {
    let n = turns.len();
    let mut s = Search {
        eval,
        meter: Meter::new(params.budget, clock),
        params,
        rng: Rng::new(params.seed ^ key_of(root)),
        arena: vec![Node::new(root.clone(), root.to_move(), 1.0)],
    };
    // The root's children are the given turns, in their given order (so that index `i` of the
    // arena's children is turn `i`), priors from the mover's evaluation.
    let mover = root.to_move();
    let sorted = with_priors(eval, turns.to_vec(), mover);
    s.arena[0].waiting = Some(Vec::new());
    for t in turns {
        let prior = sorted
            .iter()
            .find(|(u, _)| u.after == t.after)
            .map_or(0.0, |(_, p)| *p);
        let i = s.arena.len();
        s.arena.push(Node::new(t.after.clone(), mover, prior));
        s.arena[0].children.push(i);
    }
    for _ in 0..n {
        s.meter.tick();
    }
    let mut depth = 0;
    let mut iterations = 0u64;
    let mut path = Vec::new();
    if n > 1 {
        s.meter.armed = false;
        loop {
            depth = depth.max(s.iterate(&mut path));
            iterations += 1;
            s.meter.armed = true;
            if s.meter.out || s.meter.tick() {
                break;
            }
        }
    }
    let root = &s.arena[0];
    let visits: Vec<u32> = root.children.iter().map(|&c| s.arena[c].visits).collect();
    let values: Vec<f64> = root
        .children
        .iter()
        .map(|&c| {
            let ch = &s.arena[c];
            if ch.visits == 0 {
                0.0
            } else {
                ch.total / ch.visits as f64
            }
        })
        .collect();
    // The most visited; ties: the better mean, then the first.
    let best = (0..n)
        .max_by(|&i, &j| {
            visits[i]
                .cmp(&visits[j])
                .then(values[i].total_cmp(&values[j]))
                .then(j.cmp(&i))
        })
        .unwrap_or(0);
    MctsResult {
        best,
        nodes: s.meter.nodes,
        iterations,
        depth,
        visits,
        values,
    }
}

/// The answers of the rest of the current turn for the player to move at `pos`, chosen among
/// the wide root candidates seeded by `seed`; `None` when the game is over. Adds the search's
/// cost to `stats`.
pub fn choose(
    pos: &Position,
    budget: Budget,
    seed: u64,
    clock: Option<&mut dyn Clock>,
    stats: &mut Stats,
) -> Option<Vec<u16>> {
    super::choose_among_root(pos, super::turns::ROOT, seed, stats, |turns| {
        let eval = TriceratEval::default();
        let r = search(pos, turns, &eval, MctsParams::new(budget, seed), clock);
        (r.best, r.nodes, r.depth)
    })
}
