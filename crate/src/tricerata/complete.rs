//! Complete turns: the distinct positions after the current turn (perft, computer players,
//! solver), perft itself, and a short way to finish a sowing for the player ("finish my turn").

use super::enumerate::{board_sig, walk_sowings, z_stage, SigSet, SowingEnd, Visitor};
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
        if !matches!(self.stage, Stage::Path { .. }) {
            return Vec::new();
        }
        match self.shortest_sowing(50_000, |_, _| Some(None)) {
            Search::Found(path) => path,
            Search::Exhausted => Vec::new(),
            Search::TooLong => self.random_finish(),
        }
    }

    /// Very unlikely: the search was too long. Walk at random (each drop may end the sowing).
    fn random_finish(&self) -> Vec<u16> {
        let mut p = self.clone();
        let mut rng = Rng::new(board_sig(&self.stones) as u64);
        let mut out = Vec::new();
        while let Stage::Path { cell, .. } = p.stage {
            if out.len() >= 1_000_000 {
                break;
            }
            let nb = p.board.neighbours(cell as usize);
            let n = nb[rng.below(nb.len())];
            p.apply(n, &mut NoTrace);
            out.push(n);
        }
        out
    }

    /// Breadth-first search, from a `Lift` or `Path` stage, for the sowing with the fewest
    /// answers whose end `accept` takes (given the board after the last drop and how the
    /// sowing ended, it answers `Some(extra answer)` to accept). Each in-turn state is visited
    /// once; at most `cap` states.
    pub(crate) fn shortest_sowing(
        &self,
        cap: usize,
        mut accept: impl FnMut(&[u16], SowingEnd) -> Option<Option<u16>>,
    ) -> Search {
        // Nodes: (parent, answer); the states of the current level are kept in full.
        let mut nodes: Vec<(u32, u16)> = vec![(u32::MAX, u16::MAX)];
        let mut level: Vec<(u32, Vec<u16>, u16, u16)> = Vec::new();
        match self.stage {
            Stage::Path { cell, hand } => level.push((0, self.stones.clone(), cell, hand)),
            Stage::Lift => {
                for c in 0..self.stones.len() {
                    let n = self.stones[c];
                    if n > 0 {
                        let mut s = self.stones.clone();
                        s[c] = 0;
                        nodes.push((0, c as u16));
                        level.push(((nodes.len() - 1) as u32, s, c as u16, n));
                    }
                }
            }
            _ => return Search::Exhausted,
        }
        let mut seen = SigSet::default();
        while !level.is_empty() {
            if nodes.len() > cap {
                return Search::TooLong;
            }
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
                        let stony = self.board.neighbours(d).iter().any(|&m| s[m as usize] > 0);
                        let how = if stony {
                            SowingEnd::Capture { cell: n }
                        } else {
                            SowingEnd::Alone { cell: n }
                        };
                        if let Some(extra) = accept(&s, how) {
                            let mut path = trail(&nodes, me);
                            path.extend(extra);
                            return Search::Found(path);
                        }
                        continue;
                    };
                    let key = board_sig(&s) ^ z_stage(c2, h2);
                    if seen.insert(key) {
                        next.push((me, s, c2, h2));
                    }
                }
            }
            level = next;
        }
        Search::Exhausted
    }
}

/// The answer of [`Position::shortest_sowing`].
pub(crate) enum Search {
    Found(Vec<u16>),
    /// Every in-turn state was visited: no sowing ends as wanted.
    Exhausted,
    /// The state cap was reached first.
    TooLong,
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

/// The cells of a search path: node `i`'s chain of `(parent, cell)` links back to the root
/// (parent `u32::MAX`), in playing order.
pub(crate) fn trail(nodes: &[(u32, u16)], mut i: u32) -> Vec<u16> {
    let mut out = Vec::new();
    while nodes[i as usize].0 != u32::MAX {
        out.push(nodes[i as usize].1);
        i = nodes[i as usize].0;
    }
    out.reverse();
    out
}
