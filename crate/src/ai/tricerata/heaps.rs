//! Turns that pile the stones up into one heap and capture it: a beam search over in-turn
//! states.
//!
//! Why: the candidate sets of [`super::turns`] (a bounded walk plus biased random completions)
//! find the captures of a few relays, but a free path can do far more within the drop bound:
//! collect stones into the hand by relays, drop most of them on one cell, and end beside it.
//! Measured on positions of `square:5` games with 3 players (1 stone per cell, 15 or 16 stones
//! on the board): the root candidates' largest capture was 5 or 8, this search's 12 or 13 within
//! 64 drops — most of the board, a won game. Such a turn is a narrow path through millions of
//! in-turn states (a breadth-first walk of 5 million states reaches only 16 to 20 drops), so the
//! search keeps, after each drop, the `width` states that look most promising for a large
//! capture: the most stones in hand and in the largest heap (`promise`).
//!
//! Deterministic: no randomness, ties kept in the order found.

use super::turns::drop_bound;
use crate::tricerata::enumerate::{board_sig, sig_move, stone_share, Seen, ShortSigSet};
use crate::tricerata::{Position, Stage};
use std::collections::HashSet;

/// A state of the beam: the board (in the layer's arena), where the hand is, and how it was
/// reached.
#[derive(Clone, Copy)]
struct Node {
    cell: u16,
    hand: u16,
    /// Index of the state it came from in the previous layer (`u32::MAX` for a start).
    parent: u32,
    /// The answer that led here: the drop, or the lifted cell for a start.
    answer: u16,
    /// The board's signature (updated drop by drop).
    sig: u128,
}

/// A sowing's end that captures: the stones it can take, and where it ended.
#[derive(Clone, Copy)]
struct End {
    take: u16,
    layer: usize,
    node: u32,
    cell: u16,
}

/// How promising an in-turn state is for a large capture: twice the largest heap on the board,
/// the second largest and the stones in hand (the hand can be dropped mostly on one cell; a
/// heap can be relayed into the hand or captured). Measured against other weightings (the
/// largest capture found, summed over the positions of 10 `greedy` games with 3 players, beam
/// of 200): `triangle:5` 365 against 357 for `2 × largest + hand`, 327 for `largest + hand`;
/// `hex:3` 327 against 317 and 307; `square:5` 266 against 259 and 258 (the root candidates
/// alone: 203, 155, 205).
fn promise(stones: &[u16], hand: u16) -> i32 {
    let (mut m1, mut m2) = (0, 0);
    for &s in stones {
        if s > m1 {
            m2 = m1;
            m1 = s;
        } else if s > m2 {
            m2 = s;
        }
    }
    2 * m1 as i32 + m2 as i32 + hand as i32
}

/// The sowings of `pos` (a `Lift` or `Path` stage) that end in the largest captures found by a
/// beam of `width` states per drop, at most `keep` of them, largest capture first: each as the
/// answers from the turn's start (or from the sowing under way) and the position after the
/// sowing (a `Capture` stage). Every sowing is at most [`drop_bound`] drops long.
pub fn heap_sowings(pos: &Position, width: usize, keep: usize) -> Vec<(Vec<u16>, Position)> {
    let n = pos.stones.len();
    let board = pos.board.clone();
    let bound = drop_bound(pos);
    let mut layers: Vec<Vec<Node>> = Vec::new();
    let mut boards: Vec<u16> = Vec::new();
    let mut first: Vec<Node> = Vec::new();
    let sig0 = board_sig(&pos.stones);
    // The drops already made before the first layer (a sowing under way has none listed).
    match pos.stage {
        Stage::Lift => {
            for c in 0..n {
                let s = pos.stones[c];
                if s > 0 {
                    boards.extend_from_slice(&pos.stones);
                    let at = boards.len() - n + c;
                    boards[at] = 0;
                    first.push(Node {
                        cell: c as u16,
                        hand: s,
                        parent: u32::MAX,
                        answer: c as u16,
                        sig: sig_move(sig0, stone_share(c), s, 0),
                    });
                }
            }
        }
        Stage::Path { cell, hand } => {
            boards.extend_from_slice(&pos.stones);
            first.push(Node {
                cell,
                hand,
                parent: u32::MAX,
                answer: u16::MAX,
                sig: sig0,
            });
        }
        _ => return Vec::new(),
    }
    // The in-turn states met, by 64 bits of their signature as the candidate walks keep them
    // (half the room of 128). Grown from nothing for each search: a set kept from the last,
    // at the room of up to a million states, made every insertion a miss of the caches.
    let mut seen = ShortSigSet::default();
    let mut ends: Vec<End> = Vec::new();
    let mut frontier = first;
    // The walk's bound counts the lifted cell as well.
    let limit = bound - usize::from(pos.stage == Stage::Lift);
    let mut drops = 0;
    // Each layer's new states and their boards, and the order they are kept in: one buffer
    // each for every layer (allocated anew for each layer, they were most of the search's
    // memory traffic).
    let mut next: Vec<(i32, Node)> = Vec::new();
    let mut next_boards: Vec<u16> = Vec::new();
    let mut order: Vec<usize> = Vec::new();
    while !frontier.is_empty() && drops < limit {
        drops += 1;
        let layer = layers.len();
        next.clear();
        next_boards.clear();
        for (i, node) in frontier.iter().enumerate() {
            let st = &boards[i * n..(i + 1) * n];
            for &m in board.neighbours(node.cell as usize) {
                let d = m as usize;
                let old = st[d];
                // The hand after the drop and the stones left on `d`.
                let (hand, now) = if node.hand > 1 {
                    (node.hand - 1, old + 1)
                } else if old > 0 {
                    // Relay: the last stone fell on stones, lift them all.
                    (old + 1, 0)
                } else {
                    // The last stone on an empty cell: the sowing ends (`d` is no neighbour
                    // of its own, so the board around it is as it was).
                    let take = board
                        .neighbours(d)
                        .iter()
                        .map(|&k| st[k as usize])
                        .max()
                        .unwrap_or(0);
                    if take > 0 {
                        ends.push(End {
                            take,
                            layer,
                            node: i as u32,
                            cell: m,
                        });
                    }
                    continue;
                };
                let sig = sig_move(node.sig, stone_share(d), old, now);
                // The board is copied only for a state not met before (most are).
                if seen.insert_state(sig, st, m, hand) {
                    let at = next_boards.len();
                    next_boards.extend_from_slice(st);
                    next_boards[at + d] = now;
                    next.push((
                        promise(&next_boards[at..], hand),
                        Node {
                            cell: m,
                            hand,
                            parent: i as u32,
                            answer: m,
                            sig,
                        },
                    ));
                }
            }
        }
        order.clear();
        order.extend(0..next.len());
        order.sort_by_key(|&k| std::cmp::Reverse(next[k].0));
        order.truncate(width);
        layers.push(frontier);
        frontier = order.iter().map(|&k| next[k].1).collect();
        boards.clear();
        for &k in &order {
            boards.extend_from_slice(&next_boards[k * n..(k + 1) * n]);
        }
    }
    layers.push(frontier);
    // Largest capture first, then the shortest sowing, then the order found.
    ends.sort_by_key(|e| (std::cmp::Reverse(e.take), e.layer));
    let mut out: Vec<(Vec<u16>, Position)> = Vec::new();
    let mut boards_out: HashSet<Vec<u16>> = HashSet::new();
    for e in ends {
        if out.len() >= keep {
            break;
        }
        let mut answers = vec![e.cell];
        let (mut layer, mut i) = (e.layer, e.node);
        loop {
            let node = layers[layer][i as usize];
            if node.answer != u16::MAX {
                answers.push(node.answer);
            }
            if node.parent == u32::MAX {
                break;
            }
            i = node.parent;
            layer -= 1;
        }
        answers.reverse();
        let mut q = pos.clone();
        for &a in &answers {
            q.apply(a, &mut crate::tricerata::event::NoTrace);
        }
        debug_assert!(matches!(q.stage, Stage::Capture { .. }));
        if boards_out.insert(q.stones.clone()) {
            out.push((answers, q));
        }
    }
    out
}
