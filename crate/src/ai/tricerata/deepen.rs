//! Iterative deepening over the root's turns, shared by the two searches for three players or
//! more (max-n in [`super::multi`], the opponent model in [`super::model`]). Each iteration
//! searches the root's turns one complete turn deeper, the previous iteration's best first; a
//! partial iteration (the budget ran out in it) still counts, since its first turn was the
//! previous best, so any turn that beat it is better at this depth. The deepening stops when
//! the best turn is decided (a win found), when half the budget is spent (the next iteration
//! would not finish), or when the budget runs out.

use crate::game::Turn;
use crate::tricerata::Position;
use std::cmp::Ordering;

/// One search's side of the deepening.
pub(super) trait RootSearch {
    /// The searching player's value of a position.
    type Value: Copy;
    /// `Less` when `a` is better than `b` for the searching player: sorting by it puts the
    /// best first.
    fn better_first(a: &Self::Value, b: &Self::Value) -> Ordering;
    /// The value of `pos` (a root turn's position) searched `depth` complete turns deeper.
    fn value(&mut self, pos: &Position, depth: u32) -> Self::Value;
    /// Whether the budget may end an iteration before its first turn is searched (not in the
    /// first iteration, which always completes, so even a tiny budget looks one turn ahead).
    fn arm(&mut self, armed: bool);
    /// Whether the budget has run out.
    fn out(&self) -> bool;
    /// The share of the budget spent (reading a clock may need `&mut`).
    fn used(&mut self) -> f64;
    /// Whether the root's best value ends the deepening (a win found).
    fn decided(&self, best: &Self::Value) -> bool;
    /// The nodes the search has spent.
    fn nodes(&self) -> u64;
    /// How many of the root's `n` turns, best first, an iteration at `depth` searches.
    fn width(&self, _depth: u32, n: usize) -> usize {
        n
    }
}

/// What a search for three players or more found at the root.
#[derive(Clone, Debug)]
pub struct Searched<V> {
    /// Index of the chosen turn in the root's list.
    pub best: usize,
    /// The deepest iteration completed.
    pub depth: u32,
    pub nodes: u64,
    /// The searching player's value of each root turn at the deepest completed iteration.
    pub values: Vec<V>,
}

/// Deepens over `turns` from `values`, each turn's value one turn ahead, up to `max_depth`.
pub(super) fn deepen<S: RootSearch>(
    s: &mut S,
    turns: &[Turn<Position>],
    mut values: Vec<S::Value>,
    max_depth: u32,
) -> Searched<S::Value> {
    let n = turns.len();
    let mut order: Vec<usize> = (0..n).collect();
    // Stable sorts throughout: equal values keep the candidates' order (deterministic).
    crate::small_sort::sort_by(&mut order, |&i, &j| S::better_first(&values[i], &values[j]));
    let mut result = Searched {
        best: order.first().copied().unwrap_or(0),
        depth: 0,
        nodes: 0,
        values: values.clone(),
    };
    if n <= 1 {
        return result;
    }
    for depth in 1..=max_depth.max(1) {
        s.arm(depth > 1);
        let mut iter_best: Option<(usize, S::Value)> = None;
        for &i in order.iter().take(s.width(depth, n).max(1)) {
            let v = s.value(&turns[i].after, depth - 1);
            if s.out() {
                break;
            }
            values[i] = v;
            if iter_best
                .as_ref()
                .is_none_or(|(_, b)| S::better_first(&v, b) == Ordering::Less)
            {
                iter_best = Some((i, v));
            }
        }
        if let Some((i, _)) = iter_best {
            result.best = i;
        }
        if s.out() {
            break;
        }
        result.depth = depth;
        result.values = values.clone();
        if s.decided(&values[result.best]) || s.used() > 0.5 {
            break;
        }
        // Next iteration: best first, then by this iteration's values.
        let best = result.best;
        crate::small_sort::sort_by(&mut order, |&i, &j| {
            (j == best)
                .cmp(&(i == best))
                .then_with(|| S::better_first(&values[i], &values[j]))
        });
    }
    result.nodes = s.nodes();
    result
}
