//! Complete turns: the distinct positions after the current turn (perft, computer players,
//! solver), perft itself, and a short way to finish a sowing for the player ("finish my turn").

use super::distinct::{PositionIndex, ENTRY_BYTES};
use super::enumerate::{board_sig, walk_sowings, z_stage, SigSet, SowingEnd, Visitor};
use super::event::NoTrace;
use super::position::{Position, Stage};
use crate::error::Result;
use crate::limits::MemoryCap;

/// Memory one in-turn state of the walk holds: its 16-byte signature in a hash set (with the
/// set's control bytes and load factor, and the old and new tables both alive while it doubles:
/// up to about 58 bytes), the walk's stack frame and path entry. Rounded up; measured: a count
/// stopped at `--max-memory 256M` peaked at 306 MB resident with 64 bytes here, so 80.
const STATE_BYTES: u64 = 80;

/// Collects the distinct positions after the turn, each with the first answers found to it,
/// within a memory cap (`None`: no cap).
struct Collect<'a> {
    from: &'a Position,
    prefix: &'a [u16],
    seen: PositionIndex,
    out: Vec<(Vec<u16>, Position)>,
    /// Whether each result keeps the answers that reach it (perft counts positions only: a
    /// turn of a large board can take a hundred thousand answers, and the answers were then
    /// most of a count's memory).
    answers: bool,
    /// Bytes the results hold, the walk's states held when last counted, and the most the two
    /// may hold together.
    bytes: u64,
    states: u64,
    room: u64,
    over: bool,
}

/// Memory one result holds: the position (in the list, its stores inline), its stones, its
/// entry in the index of those seen, and its answers.
fn result_bytes(p: &Position, actions: usize) -> u64 {
    let one = std::mem::size_of::<Position>() + 2 * p.stones.len() + 32;
    (one + 2 * actions + 24) as u64 + ENTRY_BYTES
}

impl Collect<'_> {
    fn add(&mut self, actions: Vec<u16>, after: Position) {
        if self.over {
            return;
        }
        let b = result_bytes(&after, actions.len());
        let out = &self.out;
        if self
            .seen
            .place_or_record(&after, out.len(), |i| &out[i].1)
            .is_some()
        {
            return;
        }
        // Recorded: the result goes in, or the whole list is given up (`over`).
        if self.bytes + b + self.states > self.room {
            self.over = true;
            return;
        }
        self.bytes += b;
        self.out.push((actions, after));
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
        let (keep, prefix) = (self.answers, self.prefix);
        let answers = |last: Option<u16>| {
            if !keep {
                return Vec::new();
            }
            // Allocated to their exact length: a clone grown by one answer held twice its room.
            let mut a = Vec::with_capacity(prefix.len() + path.len() + 1);
            a.extend_from_slice(prefix);
            a.extend_from_slice(path);
            a.extend(last);
            a
        };
        match p.stage {
            Stage::Capture { .. } => {
                for t in p.legal_cells() {
                    let mut q = p.clone();
                    q.apply(t, &mut NoTrace);
                    let a = answers(Some(t));
                    self.add(a, q);
                }
            }
            _ => {
                let a = answers(None);
                self.add(a, p)
            }
        }
        !self.over
    }

    fn keep_going(&mut self, seen: usize) -> bool {
        self.states = (seen as u64).saturating_mul(STATE_BYTES);
        if self.states + self.bytes > self.room {
            self.over = true;
        }
        !self.over
    }
}

impl Position {
    /// The distinct positions at the end of the current turn, each with the answers (cell ids,
    /// from the current decision on) that reach it first. A sowing ending alone on an empty
    /// cell ends the turn there: the next player's seizure is his own turn.
    ///
    /// Under the default memory cap ([`MemoryCap::default`]); a turn too large for it lists
    /// what was found (an incomplete list). Use [`Position::turn_results_capped`] to know.
    pub fn turn_results(&self) -> Vec<(Vec<u16>, Position)> {
        self.collect_results(MemoryCap::default().max(), true).0
    }

    /// [`Position::turn_results`] under `cap`: the results are charged to it (the caller
    /// releases them with [`results_bytes`] when done); `too_large` when the turn's states and
    /// results would pass it.
    pub fn turn_results_capped(&self, cap: &mut MemoryCap) -> Result<Vec<(Vec<u16>, Position)>> {
        self.results_under(cap, true)
    }

    /// [`Position::turn_results_capped`] without the answers (each list empty): the positions
    /// perft counts.
    fn turn_positions_capped(&self, cap: &mut MemoryCap) -> Result<Vec<(Vec<u16>, Position)>> {
        self.results_under(cap, false)
    }

    fn results_under(
        &self,
        cap: &mut MemoryCap,
        answers: bool,
    ) -> Result<Vec<(Vec<u16>, Position)>> {
        let room = cap.max().saturating_sub(cap.used());
        let (out, complete, bytes) = self.collect_results(room, answers);
        if !complete {
            return Err(cap.over());
        }
        cap.charge(bytes)?;
        Ok(out)
    }

    /// The results (with their answers or not), whether the list is complete, and the bytes
    /// it holds.
    fn collect_results(&self, room: u64, answers: bool) -> (Vec<(Vec<u16>, Position)>, bool, u64) {
        let mut c = Collect {
            from: self,
            prefix: &[],
            seen: PositionIndex::default(),
            out: Vec::new(),
            answers,
            bytes: 0,
            states: 0,
            room,
            over: false,
        };
        match self.stage {
            Stage::Lift | Stage::Path { .. } => {
                walk_sowings(self, &mut c);
            }
            Stage::Capture { .. } | Stage::Seize => {
                for t in self.legal_cells() {
                    let mut q = self.clone();
                    q.apply(t, &mut NoTrace);
                    c.add(if answers { vec![t] } else { Vec::new() }, q);
                }
            }
            Stage::Over { .. } => {}
        }
        (c.out, !c.over, c.bytes)
    }

    /// A short sequence of drops that ends the current sowing (fewest drops found by a
    /// breadth-first search over in-turn states, each visited once); empty outside a sowing,
    /// and empty when no sowing from here can ever end (a forced loop on a custom graph, which
    /// the legal answers never enter). The capture, if one follows, is left to the player.
    ///
    /// Bounded: the breadth-first search visits at most 50 000 states; past them (very large
    /// hands) a depth-first walk takes the first end it meets, within [`FINISH_STATES`] states,
    /// so the path is never longer than that.
    pub fn finish_sowing(&self) -> Vec<u16> {
        if !matches!(self.stage, Stage::Path { .. }) {
            return Vec::new();
        }
        match self.shortest_sowing(50_000, |_, _| Some(None)) {
            Search::Found(path) => path,
            Search::Exhausted => Vec::new(),
            Search::TooLong => self.first_finish(),
        }
    }

    /// The first end of the sowing a depth-first walk meets (at most [`FINISH_STATES`] states).
    fn first_finish(&self) -> Vec<u16> {
        struct First(Option<Vec<u16>>);
        impl Visitor for First {
            fn end(&mut self, _: &[u16], _: u128, path: &[u16], _: SowingEnd) -> bool {
                self.0 = Some(path.to_vec());
                false
            }
            fn keep_going(&mut self, seen: usize) -> bool {
                seen < FINISH_STATES
            }
        }
        let mut first = First(None);
        walk_sowings(self, &mut first);
        first.0.unwrap_or_default()
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

/// Most in-turn states "finish my turn" visits past its breadth-first search.
pub const FINISH_STATES: usize = 1_000_000;

/// The answer of [`Position::shortest_sowing`].
pub(crate) enum Search {
    Found(Vec<u16>),
    /// Every in-turn state was visited: no sowing ends as wanted.
    Exhausted,
    /// The state cap was reached first.
    TooLong,
}

/// The bytes [`Position::turn_results_capped`] charged for `results`.
pub fn results_bytes(results: &[(Vec<u16>, Position)]) -> u64 {
    results.iter().map(|(a, p)| result_bytes(p, a.len())).sum()
}

/// perft(P, d): the number of distinct positions after exactly `d` complete turns, as in chess:
/// the sum over the distinct positions Q after one complete turn from P of perft(Q, d − 1);
/// perft(·, 0) = 1, and a finished game has no turn after its end (perft = 0 for d ≥ 1).
/// Under the default memory cap of 2 GB: `too_large` past it.
pub fn perft(pos: &Position, depth: u32) -> Result<u64> {
    perft_capped(pos, depth, &mut MemoryCap::default())
}

/// [`perft`] under `cap`: the turn lists along the current line of the walk are charged to it
/// while they live.
pub fn perft_capped(pos: &Position, depth: u32, cap: &mut MemoryCap) -> Result<u64> {
    if depth == 0 {
        return Ok(1);
    }
    if matches!(pos.stage, Stage::Over { .. }) {
        return Ok(0);
    }
    let results = pos.turn_positions_capped(cap)?;
    let held = results_bytes(&results);
    let total = if depth == 1 {
        Ok(results.len() as u64)
    } else {
        results.iter().try_fold(0u64, |sum, (_, q)| {
            Ok(sum + perft_capped(q, depth - 1, cap)?)
        })
    };
    cap.release(held);
    total
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
