//! Sowings that can never end (custom boards only): can the sowing from an in-turn state
//! (board, current cell, stones in hand) still end somewhere?
//!
//! On the regular boards it always can (rules, section 3, "turns that could go on"). On a custom
//! graph it may not: two cells holding 3 and 1 stones force the same loop for ever. The rule
//! this engine plays (see the module `tricerata` above): a lift or a next cell after which the
//! sowing could never end is not a legal answer, and a game whose every lift is such ends.
//!
//! The answer is a breadth-first search over in-turn states, each visited once, stopped at the
//! first end of a sowing (usually a few drops away) or once every reachable state is seen (a
//! trap: a small closed set of states). The search is capped at [`MAX_STATES`] states; past it
//! the sowing is taken to be able to end (a trap of that many states has never been seen: the
//! traps are the small forced loops), so the check costs at most that, whatever the board.

use super::enumerate::{board_sig, z_stage, SigSet};
use super::geometry::{Board, BoardSpec};

/// Most in-turn states one check visits.
pub const MAX_STATES: usize = 20_000;

/// Can a sowing from (`stones`, `cell`, `hand` stones in hand, `hand` ≥ 1) end? Always `true`
/// on a regular board.
pub fn can_end(board: &Board, stones: &[u16], cell: u16, hand: u16) -> bool {
    if !matches!(board.spec(), BoardSpec::Custom(_)) || hand == 0 {
        return true;
    }
    // The common case, at once: a walk of `hand` drops ends on an empty neighbour.
    if near_end(board, stones, cell, hand) {
        return true;
    }
    greedy_end(board, stones, cell, hand) || searched_end(board, stones, cell, hand)
}

/// A sowing from `cell` with `hand` stones (`hand` ≥ 1) that surely can end, seen from `cell`'s
/// neighbours alone: some neighbour `e` is empty and a walk of exactly `hand` drops ends there,
/// without passing through `e` before (the path is free: rules, section 3). One stone: drop it
/// on `e`. An odd hand: go back and forth between `cell` and another neighbour `a`, then drop
/// the last stone on `e`. An even hand: the same, ending on `a`, when `a` is also beside `e`.
/// `false` says nothing. Reads neither `cell`'s own count nor any cell two steps away, so the
/// callers ask it before the drop or the lift on `cell` is written, and copy the board only
/// when it fails: on a dense graph (a large complete one, say) each next cell was asked by
/// copying the board and sowing greedily, degree × degree work per drop.
fn near_end(board: &Board, stones: &[u16], cell: u16, hand: u16) -> bool {
    let nb = board.neighbours(cell as usize);
    let Some(&e) = nb.iter().find(|&&n| stones[n as usize] == 0) else {
        return false;
    };
    if hand == 1 || (hand % 2 == 1 && nb.len() >= 2) {
        return true;
    }
    let beside_e = board.neighbours(e as usize);
    nb.iter()
        .any(|&a| a != e && beside_e.binary_search(&a).is_ok())
}

#[cfg(test)]
thread_local! {
    /// The states [`searched_end`] visited on this thread (the tests count a replay's work).
    pub(crate) static SEARCHED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The exact answer of [`can_end`] by breadth-first search (capped at [`MAX_STATES`]).
fn searched_end(board: &Board, stones: &[u16], cell: u16, hand: u16) -> bool {
    #[cfg(test)]
    SEARCHED.with(|n| n.set(n.get() + 1));
    let mut seen = SigSet::default();
    seen.insert(board_sig(stones) ^ z_stage(cell, hand));
    let mut level = vec![(stones.to_vec(), cell, hand)];
    let mut visited = 1usize;
    while !level.is_empty() {
        let mut next = Vec::new();
        for (s, c, h) in &level {
            for &n in board.neighbours(*c as usize) {
                let d = n as usize;
                if *h == 1 && s[d] == 0 {
                    return true;
                }
                let mut s2 = s.clone();
                s2[d] += 1;
                let h2 = if *h > 1 {
                    h - 1
                } else {
                    let lifted = s2[d];
                    s2[d] = 0;
                    lifted
                };
                if seen.insert(board_sig(&s2) ^ z_stage(n, h2)) {
                    visited += 1;
                    #[cfg(test)]
                    SEARCHED.with(|n| n.set(n.get() + 1));
                    if visited > MAX_STATES {
                        return true;
                    }
                    next.push((s2, n, h2));
                }
            }
        }
        level = next;
    }
    false
}

/// Most drops [`greedy_end`] plays before it gives up.
const GREEDY_DROPS: usize = 256;

/// One sowing played out greedily — each stone to the emptiest neighbour (the first in turn
/// among equals), the last one to an empty neighbour when there is one: `true` if it ends.
/// Nearly every sowing that can end is ended so within a few drops, without the breadth-first
/// search's sets and copies (which made every turn end of a custom board cost thousands of
/// states: perft there was several times slower than on the same graph built in). `false`
/// says nothing: the exact search decides then.
fn greedy_end(board: &Board, stones: &[u16], cell: u16, hand: u16) -> bool {
    let mut s = stones.to_vec();
    let (mut c, mut h) = (cell as usize, hand);
    for step in 0..GREEDY_DROPS {
        let nb = board.neighbours(c);
        if h == 1 && nb.iter().any(|&n| s[n as usize] == 0) {
            return true;
        }
        // The emptiest neighbour, ties broken in turn so that the walk does not circle.
        let k = nb.len();
        let mut to = nb[step % k] as usize;
        for i in 0..k {
            let n = nb[(step + i) % k] as usize;
            if s[n] < s[to] {
                to = n;
            }
        }
        s[to] += 1;
        h -= 1;
        if h == 0 {
            // It fell on stones (an empty cell would have ended it above): relay.
            h = s[to];
            s[to] = 0;
        }
        c = to;
    }
    false
}

/// Can the sowing still end after the drop of the next stone on `next` (from a sowing with
/// `hand` stones in hand)? A last stone on an empty cell ends it there.
pub fn can_end_after_drop(board: &Board, stones: &[u16], next: u16, hand: u16) -> bool {
    if !matches!(board.spec(), BoardSpec::Custom(_)) {
        return true;
    }
    let d = next as usize;
    let after = stones[d] + 1;
    let (hand, left) = match hand {
        2.. => (hand - 1, after),
        _ if after >= 2 => (after, 0),
        _ => return true,
    };
    // `near_end` does not read `next` itself: asked before the board is copied.
    if near_end(board, stones, next, hand) {
        return true;
    }
    let mut s = stones.to_vec();
    s[d] = left;
    greedy_end(board, &s, next, hand) || searched_end(board, &s, next, hand)
}

/// Can the sowing end after lifting `cell`?
pub fn can_end_after_lift(board: &Board, stones: &[u16], cell: u16) -> bool {
    if !matches!(board.spec(), BoardSpec::Custom(_)) {
        return true;
    }
    let n = stones[cell as usize];
    if n == 0 || near_end(board, stones, cell, n) {
        return true;
    }
    let mut s = stones.to_vec();
    s[cell as usize] = 0;
    greedy_end(board, &s, cell, n) || searched_end(board, &s, cell, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::tricerata::geometry::CustomSpec;

    fn custom(neighbours: Vec<Vec<u16>>) -> Board {
        Board::new(BoardSpec::Custom(CustomSpec {
            neighbours,
            interior: None,
            coords: None,
        }))
        .unwrap()
    }

    /// Whether some path of exactly `hand` drops from `cell` puts its last stone on a cell empty
    /// until then (every path tried: small graphs and hands only).
    fn ends_without_relay(board: &Board, stones: &[u16], cell: u16, hand: u16) -> bool {
        let mut s = stones.to_vec();
        fn walk(board: &Board, s: &mut [u16], at: u16, hand: u16) -> bool {
            board.neighbours(at as usize).iter().any(|&n| {
                let d = n as usize;
                if hand == 1 {
                    return s[d] == 0;
                }
                s[d] += 1;
                let ends = walk(board, s, n, hand - 1);
                s[d] -= 1;
                ends
            })
        }
        walk(board, &mut s, cell, hand)
    }

    /// The greedy sowing only ever answers `true` for a sowing that can end, so `can_end`
    /// agrees with the exact search on random states of small graphs, traps included.
    #[test]
    fn the_greedy_answer_agrees_with_the_exact_search() {
        let boards = [
            custom(vec![vec![1], vec![0]]),
            custom(vec![vec![1], vec![0, 2], vec![1]]),
            custom(vec![vec![1, 2], vec![0, 2], vec![0, 1]]),
            custom(vec![
                vec![1, 3],
                vec![0, 2],
                vec![1, 3],
                vec![0, 2],
                vec![5],
                vec![4],
            ]),
            custom(
                (0..5u16)
                    .map(|i| (0..5).filter(|&j| j != i).collect())
                    .collect(),
            ),
        ];
        let mut rng = Rng::new(7);
        let (mut traps, mut ends, mut near) = (0, 0, 0);
        for board in &boards {
            let n = board.cells();
            for _ in 0..3000 {
                let stones: Vec<u16> = (0..n).map(|_| rng.below(4) as u16).collect();
                let cell = rng.below(n) as u16;
                let hand = 1 + rng.below(5) as u16;
                let exact = searched_end(board, &stones, cell, hand);
                if greedy_end(board, &stones, cell, hand) {
                    assert!(exact, "{stones:?} at {cell} with {hand}");
                }
                assert_eq!(can_end(board, &stones, cell, hand), exact);
                if near_end(board, &stones, cell, hand) {
                    assert!(
                        ends_without_relay(board, &stones, cell, hand),
                        "near: {stones:?} at {cell} with {hand}"
                    );
                    near += 1;
                }
                // Asked before the drop on `cell` is written: the same answer as after.
                let mut dropped = stones.clone();
                dropped[cell as usize] += 1;
                let relay = dropped[cell as usize];
                let mut lifted = dropped.clone();
                lifted[cell as usize] = 0;
                let after_drop = match hand {
                    2.. => searched_end(board, &dropped, cell, hand - 1),
                    _ if relay >= 2 => searched_end(board, &lifted, cell, relay),
                    _ => true,
                };
                assert_eq!(can_end_after_drop(board, &stones, cell, hand), after_drop);
                let mut emptied = stones.clone();
                emptied[cell as usize] = 0;
                let after_lift = stones[cell as usize] == 0
                    || searched_end(board, &emptied, cell, stones[cell as usize]);
                assert_eq!(can_end_after_lift(board, &stones, cell), after_lift);
                if exact {
                    ends += 1;
                } else {
                    traps += 1;
                }
            }
        }
        assert!(
            traps > 0 && ends > 0 && near > 0,
            "every case met: {traps} traps, {ends} ends, {near} seen from the neighbours"
        );
    }
}
