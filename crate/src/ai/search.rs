//! Alpha-beta over complete turns, with iterative deepening, move ordering (the transposition
//! table's best turn, then the turns that capture most) and a transposition table.
//!
//! Values are always from the root player's point of view: the root player maximises and every
//! other player minimises. With two players that is minimax; with three to six it is the
//! *paranoid* search (everyone else is assumed to play against the root player), which keeps
//! alpha-beta's cut-offs — the planned Tricérata player uses it unchanged.

use super::clock::{Budget, Clock, Meter};
use super::game::{terminal_value, Evaluator, SearchGame, WIN, WIN_ZONE};
use super::tt::{key_of, Bound, Entry, Table};
use crate::game::Turn;

const INF: i32 = WIN + 1;

/// How deep and how long to search.
#[derive(Clone, Copy, Debug)]
pub struct SearchParams {
    /// Deepest iteration, in complete turns.
    pub max_depth: u32,
    pub budget: Budget,
    /// Search every root turn with a full window, so that `values` are exact for all of them
    /// (the weaker levels pick among them with noise); otherwise only the best is exact.
    pub all_exact: bool,
    /// How many times one line may be searched past its depth because the position is not
    /// quiet (the mover has a capture: captures are compulsory, so the leaf's looks lie).
    pub extensions: u32,
}

#[derive(Clone, Debug)]
pub struct SearchResult {
    /// Index of the chosen turn in the root's list.
    pub best: usize,
    pub value: i32,
    /// The deepest iteration completed (0 if only ordering was done).
    pub depth: u32,
    pub nodes: u64,
    /// The last values seen for each root turn (exact with `all_exact`, else bounds).
    pub values: Vec<i32>,
}

struct Searcher<'a, 'c, G, E> {
    eval: &'a E,
    tt: &'a mut Table,
    meter: Meter<'c>,
    root_player: usize,
    _game: std::marker::PhantomData<G>,
}

/// Win values are stored relative to the node, so that a table hit at another ply is right.
fn to_tt(v: i32, ply: u32) -> i32 {
    if v > WIN_ZONE {
        v + ply as i32
    } else if v < -WIN_ZONE {
        v - ply as i32
    } else {
        v
    }
}

fn from_tt(v: i32, ply: u32) -> i32 {
    if v > WIN_ZONE {
        v - ply as i32
    } else if v < -WIN_ZONE {
        v + ply as i32
    } else {
        v
    }
}

impl<G: SearchGame, E: Evaluator<G>> Searcher<'_, '_, G, E> {
    fn leaf(&self, pos: &G, ply: u32) -> i32 {
        let v = self.eval.evaluate(pos, self.root_player);
        if v >= WIN {
            WIN - ply as i32
        } else if v <= -WIN {
            -(WIN - ply as i32)
        } else {
            v
        }
    }

    /// The order in which to try the turns: the remembered best first, then by gain.
    fn order(&self, pos: &G, turns: &[Turn<G>], first: Option<usize>) -> Vec<usize> {
        let mover = pos.to_move();
        let mut keyed: Vec<(i32, usize)> = turns
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let k = if Some(i) == first {
                    i32::MAX
                } else {
                    self.eval.gain(pos, &t.after, mover)
                };
                (k, i)
            })
            .collect();
        // Stable: equal gains keep the list's order, so the search is deterministic.
        crate::small_sort::sort_by_key(&mut keyed, |&(k, _)| std::cmp::Reverse(k));
        keyed.into_iter().map(|(_, i)| i).collect()
    }

    #[allow(clippy::too_many_arguments)]
    fn alphabeta(
        &mut self,
        pos: &G,
        mut depth: u32,
        ply: u32,
        mut alpha: i32,
        mut beta: i32,
        extensions: u32,
    ) -> i32 {
        if self.meter.tick() {
            return 0;
        }
        let mut extensions = extensions;
        if depth == 0 {
            // A position where the mover must capture is not judged by its looks: search on
            // (a bounded number of times along one line).
            if extensions == 0 || self.eval.quiet(pos) {
                return self.leaf(pos, ply);
            }
            extensions -= 1;
            depth = 1;
        }
        let key = key_of(pos);
        let mut remembered = None;
        if let Some(e) = self.tt.get(key) {
            remembered = Some(e.best as usize);
            if e.depth as u32 >= depth {
                let v = from_tt(e.value, ply);
                match e.bound {
                    Bound::Exact => return v,
                    Bound::Lower if v >= beta => return v,
                    Bound::Upper if v <= alpha => return v,
                    _ => {}
                }
            }
        }
        let turns = pos.search_turns();
        if turns.is_empty() {
            return terminal_value(pos, self.root_player, ply);
        }
        let remembered = remembered.filter(|&i| i < turns.len());
        let maximising = pos.to_move() == self.root_player;
        let (alpha0, beta0) = (alpha, beta);
        let mut best_v = if maximising { -INF } else { INF };
        let mut best_i = 0;
        for i in self.order(pos, &turns, remembered) {
            let v = self.alphabeta(&turns[i].after, depth - 1, ply + 1, alpha, beta, extensions);
            if self.meter.out {
                return 0;
            }
            if maximising {
                if v > best_v {
                    best_v = v;
                    best_i = i;
                }
                alpha = alpha.max(v);
            } else {
                if v < best_v {
                    best_v = v;
                    best_i = i;
                }
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        let bound = if best_v <= alpha0 {
            Bound::Upper
        } else if best_v >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.tt.put(Entry {
            key,
            value: to_tt(best_v, ply),
            depth: depth.min(255) as u8,
            bound,
            best: best_i.min(255) as u8,
        });
        best_v
    }
}

/// Searches the root's `turns` (the root's own [`SearchGame::search_turns`], passed in so the
/// caller can map the chosen index back to actions). The first iteration always completes, so
/// even a tiny budget gives a one-turn look-ahead.
pub fn search<G: SearchGame, E: Evaluator<G>>(
    root: &G,
    turns: &[Turn<G>],
    eval: &E,
    tt: &mut Table,
    params: SearchParams,
    clock: Option<&mut dyn Clock>,
) -> SearchResult {
    let mut s = Searcher {
        eval,
        tt,
        meter: Meter::new(params.budget, clock),
        root_player: root.to_move(),
        _game: std::marker::PhantomData,
    };
    let n = turns.len();
    let mut values = vec![0; n];
    let mut order = s.order(root, turns, None);
    let mut result = SearchResult {
        best: order.first().copied().unwrap_or(0),
        value: 0,
        depth: 0,
        nodes: 0,
        values: values.clone(),
    };
    if n <= 1 && !params.all_exact {
        return result;
    }
    for depth in 1..=params.max_depth.max(1) {
        s.meter.armed = depth > 1;
        let mut alpha = -INF;
        let mut iter_best: Option<(usize, i32)> = None;
        for &i in &order {
            let lower = if params.all_exact { -INF } else { alpha };
            let v = s.alphabeta(&turns[i].after, depth - 1, 1, lower, INF, params.extensions);
            if s.meter.out {
                break;
            }
            values[i] = v;
            if iter_best.is_none_or(|(_, b)| v > b) {
                iter_best = Some((i, v));
                alpha = alpha.max(v);
            }
        }
        if let Some((i, v)) = iter_best {
            // A partial iteration still counts: its first turn was the previous best, so any
            // turn that beat it is better at this depth.
            result.best = i;
            result.value = v;
        }
        if s.meter.out {
            break;
        }
        result.depth = depth;
        result.values = values.clone();
        // A proven result, or too little budget left to finish another iteration.
        if result.value.abs() > WIN_ZONE || s.meter.used() > 0.6 {
            break;
        }
        // Next iteration: best first, then by this iteration's values.
        crate::small_sort::sort_by(&mut order, |&a, &b| values[b].cmp(&values[a]));
        let pos = order.iter().position(|&i| i == result.best).unwrap_or(0);
        let b = order.remove(pos);
        order.insert(0, b);
    }
    result.nodes = s.meter.nodes;
    result
}
