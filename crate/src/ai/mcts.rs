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
/// At most this many tree nodes (104 bytes each, a Tricérata position's stones besides): past
/// it the tree stops growing and the playouts go on from its leaves, so a long budget stays
/// within a phone's memory.
const MAX_NODES: usize = 200_000;
/// UCB1's exploration constant.
const EXPLORE: f64 = 0.7;

/// Natural logarithms of visit counts, each computed once and kept from one search to the
/// next ([`LN_OF_VISITS`]): the selection asks for one at every level of every iteration
/// (`ln` was a tenth of a Mraha search's native time, and wasm has no hardware logarithm
/// either), the root's a new one each iteration, the same in every search. The same values as
/// `ln()`, so the same searches.
#[derive(Default)]
struct LnOfVisits(Vec<f64>);

thread_local! {
    static LN_OF_VISITS: std::cell::RefCell<LnOfVisits> = Default::default();
}

impl LnOfVisits {
    /// Counts below this are remembered (4 MB at most: a root visited 2,000,000 times, the
    /// node cap of the page's strongest level, is rare); larger ones are computed each time.
    const REMEMBERED: usize = 1 << 19;

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

/// A node of the tree, apart from its position (kept in a list of their own at the same
/// places): the selection walks down by nodes alone, reading each node's children side by
/// side, instead of a position's worth of memory per node (the selection was a fifth of a
/// Mraha search's time, waiting on memory).
#[derive(Clone, Copy, Default)]
struct Node {
    /// The sum of the rewards of `chooser` over the visits.
    total: f64,
    /// `total / visits`, computed once per visit rather than at every look at the node.
    mean: f64,
    /// `√(1 / visits)`, likewise.
    inv_sqrt_visits: f64,
    visits: u32,
    /// Its children's places, `first..first + count`, once `expanded`.
    first: u32,
    count: u32,
    expanded: bool,
    /// The player who chose the turn leading here (whose reward `total` sums).
    chooser: u8,
}

impl Node {
    /// A node not yet visited, reached by a turn of `chooser`.
    fn leaf(chooser: usize) -> Node {
        Node {
            chooser: chooser as u8,
            ..Node::default()
        }
    }

    fn children(&self) -> std::ops::Range<usize> {
        self.first as usize..(self.first + self.count) as usize
    }
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
    let mut tree = Tree::new(root, turns);
    // At least one visit per root turn, whatever the budget.
    meter.armed = false;
    loop {
        if meter.nodes >= turns.len() as u64 {
            meter.armed = true;
        }
        if tree.iteration(eval, &mut meter, rng) {
            break;
        }
    }
    LN_OF_VISITS.with(|cell| cell.replace(tree.ln_of));
    let nodes = &tree.nodes;
    let best = (0..turns.len())
        .max_by_key(|&i| (nodes[1 + i].visits, std::cmp::Reverse(i)))
        .unwrap_or(0);
    MctsResult {
        best,
        nodes: meter.nodes,
        depth: tree.deepest,
    }
}

/// What a search grows and reuses from one iteration to the next.
struct Tree<G> {
    /// The positions, and the nodes at the same places: the root, then its turns.
    positions: Vec<G>,
    nodes: Vec<Node>,
    /// The places from the root to the node an iteration judges.
    path: Vec<usize>,
    ln_of: LnOfVisits,
    /// The longest path yet, in turns from the root.
    deepest: u32,
}

impl<G: SearchGame> Tree<G> {
    fn new(root: &G, turns: &[Turn<G>]) -> Self {
        let mut positions: Vec<G> = Vec::with_capacity(turns.len() + 1);
        positions.push(root.clone());
        positions.extend(turns.iter().map(|t| t.after.clone()));
        let mut nodes = vec![Node::leaf(root.to_move()); positions.len()];
        nodes[0].expanded = true;
        nodes[0].first = 1;
        nodes[0].count = turns.len() as u32;
        Tree {
            positions,
            nodes,
            path: Vec::new(),
            ln_of: LN_OF_VISITS.with(|cell| cell.take()),
            deepest: 0,
        }
    }

    /// One iteration: down the tree by UCB1, one expansion, a playout, its rewards up the
    /// path; whether the budget is spent. A call of its own (kept out of line by `build.sh`'s
    /// wasm-opt too): V8 runs a call in the code it had when the call began, so an iteration
    /// inlined into the search's one long call ran a worker's whole first search in V8's
    /// baseline code; called once an iteration, it runs in its optimised code after the first
    /// few. Natively, where no such tiers exist, it stays inline (out of line, a native
    /// search took 1.02 times as long).
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn iteration<E: Evaluator<G>>(&mut self, eval: &E, meter: &mut Meter, rng: &mut Rng) -> bool {
        let Tree {
            positions,
            nodes,
            path,
            ln_of,
            deepest,
        } = self;
        path.clear();
        let mut at = 0usize;
        path.push(at);
        // Selection, by UCB1 written as `mean + EXPLORE·√(ln N)·√(1/n)`: the root of the
        // parent's logarithm once per level and each child's `√(1/n)` once per visit, instead of
        // a division and a root per child looked at (a fifth of a Mraha search's time). The
        // same value as `√(ln N / n)` but for the last bit, so a near tie may break the other
        // way (none did in the matches checked).
        while nodes[at].expanded && nodes[at].count > 0 {
            let explore = EXPLORE * ln_of.of(nodes[at].visits.max(1)).sqrt();
            let children = nodes[at].children();
            let mut best = children.start;
            let mut best_score = f64::NEG_INFINITY;
            for (node, c) in nodes[children.clone()].iter().zip(children) {
                let score = if node.visits == 0 {
                    f64::INFINITY
                } else {
                    node.mean + explore * node.inv_sqrt_visits
                };
                if score > best_score {
                    best_score = score;
                    best = c;
                }
            }
            at = best;
            path.push(at);
        }
        *deepest = (*deepest).max(path.len() as u32 - 1);
        // Expansion (a node is expanded on its second visit).
        if !nodes[at].expanded && nodes[at].visits > 0 && positions.len() < MAX_NODES {
            let kids = positions[at].search_turns();
            let chooser = positions[at].to_move();
            let first = positions.len();
            positions.extend(kids.into_iter().map(|t| t.after));
            nodes.resize(positions.len(), Node::leaf(chooser));
            let node = &mut nodes[at];
            node.expanded = true;
            node.first = first as u32;
            node.count = (positions.len() - first) as u32;
            if node.count > 0 {
                at = first;
                path.push(at);
            }
        }
        // Playout and evaluation.
        let mut pos = positions[at].clone();
        let mut out = meter.tick();
        let mut over = nodes[at].expanded && nodes[at].count == 0;
        for _ in 0..PLAYOUT_TURNS {
            if over || !pos.random_turn(rng) {
                over = true;
                break;
            }
            out |= meter.tick();
        }
        let r = rewards(&pos, eval, over);
        for &i in path.iter() {
            let node = &mut nodes[i];
            node.visits += 1;
            node.total += r[node.chooser as usize];
            node.mean = node.total / node.visits as f64;
            node.inv_sqrt_visits = (1.0 / node.visits as f64).sqrt();
        }
        out
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
        assert_eq!(ln.0.len(), 70_001);
        assert_eq!(ln.of((1 << 19) + 5), (((1 << 19) + 5) as f64).ln());
        assert_eq!(ln.0.len(), 70_001);
    }
}
