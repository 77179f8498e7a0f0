//! Complete turns: the distinct positions after the current turn (perft, computer players,
//! solver), perft itself, and a short way to finish a sowing for the player ("finish my turn").

use super::enumerate::{board_sig, walk_sowings, SigSet, SowingEnd, Visitor};
use super::event::NoTrace;
use super::position::{Position, Stage};
use crate::rng::Rng;
use std::collections::HashSet;

/// Collects the distinct positions after the turn, each with the first answers found to it.
struct Collect<'a> {
    from: &'a Position,
    prefix: &'a [u16],
    seen: HashSet<Position>,
    out: Vec<(Vec<u16>, Position)>,
}

impl Collect<'_> {
    fn add(&mut self, actions: Vec<u16>, after: Position) {
        if !self.seen.contains(&after) {
            self.seen.insert(after.clone());
            self.out.push((actions, after));
        }
    }
}

/// The position just before the last drop of a sowing that ends on `last`, with one stone in
/// hand: playing `last` from it applies the end-of-sowing rules themselves.
fn before_last_drop(from: &Position, stones: &[u16], last: u16) -> Position {
    let mut p = from.with_stones(stones);
    p.stones[last as usize] -= 1;
    p.on_board -= 1;
    p.stage = Stage::Path {
        cell: last,
        hand: 1,
    };
    p
}

impl Visitor for Collect<'_> {
    fn end(&mut self, stones: &[u16], _sig: u128, path: &[u16], how: SowingEnd) -> bool {
        let last = match how {
            SowingEnd::Capture { cell } | SowingEnd::Alone { cell } => cell,
        };
        let mut p = before_last_drop(self.from, stones, last);
        p.apply(last, &mut NoTrace);
        let mut actions = self.prefix.to_vec();
        actions.extend_from_slice(path);
        match p.stage {
            Stage::Capture { .. } => {
                for t in p.legal_cells() {
                    let mut q = p.clone();
                    q.apply(t, &mut NoTrace);
                    let mut a = actions.clone();
                    a.push(t);
                    self.add(a, q);
                }
            }
            _ => self.add(actions, p),
        }
        true
    }
}

impl Position {
    /// The distinct positions at the end of the current turn, each with the answers (cell ids,
    /// from the current decision on) that reach it first. A sowing ending alone on an empty
    /// cell ends the turn there: the next player's seizure is his own turn.
    pub fn turn_results(&self) -> Vec<(Vec<u16>, Position)> {
        let mut c = Collect {
            from: self,
            prefix: &[],
            seen: HashSet::new(),
            out: Vec::new(),
        };
        match self.stage {
            Stage::Lift | Stage::Path { .. } => {
                walk_sowings(self, &mut c);
            }
            Stage::Capture { .. } | Stage::Seize => {
                for t in self.legal_cells() {
                    let mut q = self.clone();
                    q.apply(t, &mut NoTrace);
                    c.add(vec![t], q);
                }
            }
            Stage::Over { .. } => {}
        }
        c.out
    }

    /// A short sequence of drops that ends the current sowing (fewest drops found by a
    /// breadth-first search over in-turn states, each visited once); empty outside a sowing,
    /// and empty when no sowing from here can ever end (a forced loop on a custom graph).
    /// The capture, if one follows, is left to the player.
    pub fn finish_sowing(&self) -> Vec<u16> {
        let Stage::Path { cell, hand } = self.stage else {
            return Vec::new();
        };
        const CAP: usize = 50_000;
        // Nodes: (parent, drop); states of the current level kept in full.
        let mut nodes: Vec<(u32, u16)> = vec![(u32::MAX, u16::MAX)];
        let mut level: Vec<(u32, Vec<u16>, u16, u16)> = vec![(0, self.stones.clone(), cell, hand)];
        let mut seen = SigSet::default();
        let trail = |nodes: &Vec<(u32, u16)>, mut i: u32| {
            let mut out = Vec::new();
            while nodes[i as usize].0 != u32::MAX {
                out.push(nodes[i as usize].1);
                i = nodes[i as usize].0;
            }
            out.reverse();
            out
        };
        while !level.is_empty() && nodes.len() < CAP {
            let mut next = Vec::new();
            for (id, stones, cell, hand) in &level {
                for &n in self.board.neighbours(*cell as usize) {
                    let mut s = stones.clone();
                    let d = n as usize;
                    s[d] += 1;
                    nodes.push((*id, n));
                    let me = (nodes.len() - 1) as u32;
                    let (c2, h2) = if *hand > 1 {
                        (n, hand - 1)
                    } else if s[d] >= 2 {
                        let lifted = s[d];
                        s[d] = 0;
                        (n, lifted)
                    } else {
                        return trail(&nodes, me);
                    };
                    let key = board_sig(&s) ^ ((c2 as u128) << 100) ^ ((h2 as u128) << 80);
                    if seen.insert(key) {
                        next.push((me, s, c2, h2));
                    }
                }
            }
            level = next;
        }
        if level.is_empty() {
            // Every in-turn state was visited and none ends the sowing: a forced endless loop
            // (possible on some custom graphs, e.g. two cells holding 3 and 1 stones).
            return Vec::new();
        }
        // Very unlikely: a long search. Walk at random (each drop may end the sowing).
        let mut p = self.clone();
        let mut rng = Rng::new(board_sig(&self.stones) as u64);
        let mut out = Vec::new();
        while matches!(p.stage, Stage::Path { .. }) && out.len() < 1_000_000 {
            let Stage::Path { cell, .. } = p.stage else {
                break;
            };
            let nb = p.board.neighbours(cell as usize);
            let n = nb[rng.below(nb.len())];
            p.apply(n, &mut NoTrace);
            out.push(n);
        }
        out
    }
}

/// perft(P, d): the sum over the distinct positions Q after one complete turn from P of
/// perft(Q, d − 1); perft(·, 0) = 1 and a finished game (empty board) is a leaf worth 1.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 || matches!(pos.stage, Stage::Over { .. }) {
        return 1;
    }
    let results = pos.turn_results();
    if depth == 1 {
        return results.len() as u64;
    }
    results.iter().map(|(_, q)| perft(q, depth - 1)).sum()
}
