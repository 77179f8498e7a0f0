//! Monte-Carlo tree search over complete turns (UCT): the `best` level. Measured on the `mraha`
//! preset it beats the strong alpha-beta (`ab`) at comparable time (23–7 at 100 ms nominal each;
//! 16–14 giving alpha-beta 300 ms), so it is the strongest level.
//!
//! Each iteration walks down the tree by UCB1, expands one position, plays a few random turns
//! from it and judges the end with the evaluation squashed to a win chance. Rewards are kept per
//! player (max-n style: each node holds the reward of the player who chose it), so the same code
//! serves three to six Tricérata players.

use super::clock::{Budget, Clock, Meter};
use super::game::{win_chance, Evaluator, SearchGame};
use crate::game::Turn;
use crate::rng::Rng;

/// Random turns played after the tree's edge before judging.
const PLAYOUT_TURNS: u32 = 4;
/// Evaluation units for which the win chance is about 73 % (logistic scale).
const SCALE: f64 = 300.0;
/// At most this many tree nodes (112 bytes each, a Tricérata position's stones besides): past
/// it the tree stops growing and the playouts go on from its leaves, so a long budget stays
/// within a phone's memory.
const MAX_NODES: usize = 200_000;
/// UCB1's exploration constant.
const EXPLORE: f64 = 0.7;

/// Natural logarithms of visit counts, each computed once: the selection asks for one at
/// every level of every iteration (`ln` was a tenth of a Mraha search's native time, and wasm
/// has no hardware logarithm either). The same values as `ln()`, so the same searches.
#[derive(Default)]
struct LnOfVisits(Vec<f64>);

impl LnOfVisits {
    /// Counts below this are remembered (512 KB at most); larger ones are computed each time.
    const REMEMBERED: usize = 1 << 16;

    fn of(&mut self, visits: u32) -> f64 {
        let n = visits as usize;
        if n >= Self::REMEMBERED {
            return (n as f64).ln();
        }
        while self.0.len() <= n {
            let k = self.0.len();
            self.0.push((k as f64).ln());
        }
        self.0[n]
    }
}

/// A position of the tree. Its visits and rewards are kept apart ([`Stat`]), so that choosing
/// among children reads their counts side by side instead of one position's worth of memory
/// each (the selection was a fifth of a Mraha search's time, waiting on memory).
struct Node<G> {
    pos: G,
    /// The player who chose the turn leading here (whose reward `total` sums).
    chooser: usize,
    /// Its children's places (consecutive: `first..first + count`), once expanded.
    children: Option<Children>,
}

#[derive(Clone, Copy)]
struct Children {
    first: usize,
    count: usize,
}

impl Children {
    fn places(self) -> std::ops::Range<usize> {
        self.first..self.first + self.count
    }
}

/// A node's visits and the sum of its chooser's rewards, at the node's place.
#[derive(Clone, Copy, Default)]
struct Stat {
    visits: u32,
    total: f64,
}

pub struct MctsResult {
    pub best: usize,
    pub nodes: u64,
    pub depth: u32,
}

/// The rewards at the end of a playout: the outcome when the game ended (`over`), else the
/// evaluation squashed to a win chance. The outcome is only asked for when the playout found no
/// turn to play: listing the legal moves at every playout's end would cost more than the playout.
fn rewards<G: SearchGame, E: Evaluator<G>>(pos: &G, eval: &E, over: bool) -> Vec<f64> {
    let n = pos.num_players();
    if over {
        if let Some(o) = pos.outcome() {
            let mut r = vec![0.0; n];
            if o.winners.is_empty() {
                r.iter_mut().for_each(|x| *x = 1.0 / n as f64);
            }
            for &w in &o.winners {
                r[w] = 1.0 / o.winners.len() as f64;
            }
            return r;
        }
    }
    (0..n)
        .map(|p| win_chance(eval.evaluate(pos, p), SCALE))
        .collect()
}

/// Chooses among the root's `turns`; the most visited turn wins.
pub fn search<G: SearchGame, E: Evaluator<G>>(
    root: &G,
    turns: &[Turn<G>],
    eval: &E,
    budget: Budget,
    rng: &mut Rng,
    clock: Option<&mut dyn Clock>,
) -> MctsResult {
    let mut meter = Meter::new(budget, clock);
    let mover = root.to_move();
    let mut arena: Vec<Node<G>> = Vec::new();
    arena.push(Node {
        pos: root.clone(),
        chooser: mover,
        children: Some(Children {
            first: 1,
            count: turns.len(),
        }),
    });
    for t in turns {
        arena.push(Node {
            pos: t.after.clone(),
            chooser: mover,
            children: None,
        });
    }
    let mut stats = vec![Stat::default(); arena.len()];
    let mut deepest = 0u32;
    let mut path = Vec::new();
    let mut ln_of = LnOfVisits::default();
    // At least one visit per root turn, whatever the budget.
    meter.armed = false;
    loop {
        if meter.nodes >= turns.len() as u64 {
            meter.armed = true;
        }
        path.clear();
        let mut at = 0usize;
        path.push(at);
        // Selection.
        while let Some(children) = arena[at].children {
            if children.count == 0 {
                break;
            }
            let log_n = ln_of.of(stats[at].visits.max(1));
            let mut best = children.first;
            let mut best_score = f64::NEG_INFINITY;
            for (node, c) in stats[children.places()].iter().zip(children.places()) {
                let score = if node.visits == 0 {
                    f64::INFINITY
                } else {
                    node.total / node.visits as f64 + EXPLORE * (log_n / node.visits as f64).sqrt()
                };
                if score > best_score {
                    best_score = score;
                    best = c;
                }
            }
            at = best;
            path.push(at);
        }
        deepest = deepest.max(path.len() as u32 - 1);
        // Expansion (a node is expanded on its second visit).
        if arena[at].children.is_none() && stats[at].visits > 0 && arena.len() < MAX_NODES {
            let pos = arena[at].pos.clone();
            let chooser = pos.to_move();
            let kids = pos.search_turns();
            let first = arena.len();
            let count = kids.len();
            for t in kids {
                arena.push(Node {
                    pos: t.after,
                    chooser,
                    children: None,
                });
            }
            stats.resize(arena.len(), Stat::default());
            arena[at].children = Some(Children { first, count });
            if count > 0 {
                at = first;
                path.push(at);
            }
        }
        // Playout and evaluation.
        let mut pos = arena[at].pos.clone();
        let mut out = meter.tick();
        let mut over = arena[at].children.is_some_and(|c| c.count == 0);
        for _ in 0..PLAYOUT_TURNS {
            if over || !pos.random_turn(rng) {
                over = true;
                break;
            }
            out |= meter.tick();
        }
        let r = rewards(&pos, eval, over);
        for &i in &path {
            let stat = &mut stats[i];
            stat.visits += 1;
            stat.total += r[arena[i].chooser];
        }
        if out {
            break;
        }
    }
    let root = arena[0].children.expect("root expanded");
    let best = (0..turns.len())
        .max_by_key(|&i| (stats[root.first + i].visits, std::cmp::Reverse(i)))
        .unwrap_or(0);
    MctsResult {
        best,
        nodes: meter.nodes,
        depth: deepest,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembered_logarithms_are_the_logarithms() {
        let mut ln = LnOfVisits::default();
        // Asked out of order, below and past the remembered range.
        for n in [5u32, 1, 70_000, 4_096, 2, 65_535, 65_536, 3, 1 << 20, 77] {
            assert_eq!(ln.of(n), (n as f64).ln(), "ln {n}");
        }
        assert_eq!(ln.0.len(), 65_536);
    }
}
