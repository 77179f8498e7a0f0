//! The solver's proof: iterative deepening on the number of turns (IDA*), depth first over
//! the positions at the start of a turn.
//!
//! A node is a turn-start board and whether a seizure is due; its children are the distinct
//! boards its complete turns lead to (a sowing's ends are found by the engine's walk over
//! in-turn states, each state once per node). For a budget of `d` turns the search goes down
//! only where [`lower_bound`] allows it, and remembers each node it has shown cannot be
//! finished within a budget (a transposition table of proven bounds, kept across the rounds):
//! a failed round at `d` proves the optimum is above `d`, the first round that succeeds gives
//! the optimal game.
//!
//! The bound (admissible): the board empties only by a seizure, and a seizure empties it only
//! when all the stones are in one cell; a sowing's last stone stays on the board, so a board
//! of one stone is always met just before the end: sowing it (alone) and seizing it are the
//! last two turns. Hence: a sowing start with one stone needs 2 turns, with more 3; a due
//! seizure 1 if one cell holds stones, 3 if it leaves a single stone, else 4. Where the bound
//! is exact (the small cases), a child meeting the budget ends the walk at once.
//!
//! Children are tried in order of promise (fewest stones left, then fewest occupied cells), so
//! the game, when it exists, is usually found among the first children.
//!
//! **Memory** (`solve --max-memory`): the proof holds its table, the children lists along the
//! current line, and the walk's set of in-turn states (kept from walk to walk, so its largest
//! size stays held). Each is charged at its size in bytes against a [`MemoryCap`]: the table is
//! emptied when it would pass the cap (only speed is lost, as at [`MAX_TABLE`]); a walk that
//! would pass it stops the proof ([`Proof::TooLarge`]), which the solver answers `too_large`,
//! as an exhaustive count does past its cap.

use super::solver::{gather_game, Deadline};
use crate::limits::MemoryCap;
use crate::tricerata::enumerate::{walk_sowings_in, SigSet, SowingEnd, Visitor};
use crate::tricerata::event::NoTrace;
use crate::tricerata::geometry::Board;
use crate::tricerata::position::{Position, Stage};
use std::collections::{HashMap, HashSet};

/// A turn-start node: one byte per cell, then 1 if a seizure is due.
pub(super) type Key = Box<[u8]>;

/// Most nodes whose failed budgets are remembered (about 100 bytes each); the table is
/// emptied when full (only speed is lost).
const MAX_TABLE: usize = 4_000_000;
/// Most in-turn states one walk may visit (about 32 bytes each).
const MAX_WALK: usize = 8_000_000;
/// Most in-turn states the quick look for a child's 3-turn finish visits.
const QUICK_STATES: usize = 20_000;

/// Memory one in-turn state of a walk holds (its signature in the set, with the set's room
/// and its doubling, the walk's frame and path entry): the figure perft charges.
pub(super) const STATE_BYTES: u64 = 80;

/// Memory one node of the table holds, on a board of `cells` cells: its key (a byte a cell and
/// one more), its slot (the key's pointer and length, the budget) with the table's control byte
/// and room, and the old slots beside the new ones while the table doubles.
fn table_entry_bytes(cells: usize) -> u64 {
    cells as u64 + 1 + 3 * 26
}

/// Memory one child holds while its parent's children are listed: its key, its slot in the
/// set of those found (doubling as it grows), its place in the list, and its sort key's copy.
fn child_bytes_listing(cells: usize) -> u64 {
    2 * (cells as u64 + 1) + 3 * 18 + 16 + 40
}

/// Memory one child holds in its parent's list once listed: its key and its place.
fn child_bytes_listed(cells: usize) -> u64 {
    cells as u64 + 1 + 16
}

/// The result of the proof within its time.
pub(super) enum Proof {
    /// The optimal game, as the chain of turn-start nodes from the start to the empty board,
    /// with the answers of the turns already known on the way (each with the node it reaches).
    Optimal(Vec<Key>, Vec<(Key, Vec<u16>)>),
    /// Stopped by the time (or a walk's own bound, [`MAX_WALK`]): no game shorter than this
    /// many turns exists.
    AtLeast(u32),
    /// Stopped by the memory cap: a walk would have passed it. No game shorter than this many
    /// turns exists.
    TooLarge(u32),
}

fn total(key: &[u8]) -> u32 {
    key[..key.len() - 1].iter().map(|&s| s as u32).sum()
}

/// Turns still needed, at least (see the module doc), and whether that is exact.
pub(super) fn lower_bound(key: &[u8]) -> (u32, bool) {
    let n = key.len() - 1;
    let stones = &key[..n];
    let seize = key[n] == 1;
    let sum = total(key);
    let cells = stones.iter().filter(|&&s| s > 0).count();
    let largest = stones.iter().copied().max().unwrap_or(0) as u32;
    match (sum, seize) {
        (0, _) => (0, true),
        (_, true) if cells == 1 => (1, true),
        // The seizure of the largest heap leaves one stone: sow it, seize it.
        (_, true) if sum - largest == 1 => (3, true),
        (_, true) => (4, false),
        (1, false) => (2, true),
        (_, false) => (3, false),
    }
}

/// The node of a turn-start position (its cells hold at most 255 stones each).
pub(super) fn root_key(start: &Position) -> Key {
    let mut root: Vec<u8> = start.stones.iter().map(|&s| s.min(255) as u8).collect();
    root.push((start.stage == Stage::Seize) as u8);
    root.into()
}

/// Proves the optimum from `start` (a turn start of a solitaire game holding at most 255
/// stones) by rounds of growing budget, from the root's bound up to `upper - 1` (a game of
/// `upper` turns is known), holding at most what `cap` leaves room for.
pub(super) fn prove(
    start: &Position,
    upper: u32,
    deadline: &mut Deadline,
    cap: &MemoryCap,
) -> Proof {
    let root = root_key(start);
    let mut template = start.clone();
    template.stage = Stage::Lift;
    let mut search = Search {
        template,
        board: start.board.clone(),
        deadline,
        failed: HashMap::new(),
        walk_seen: SigSet::default(),
        stopped: false,
        chain: Vec::new(),
        known: Vec::new(),
        stats: super::solver::stats_asked(),
        nodes: 0,
        room: cap.max().saturating_sub(cap.used()),
        lists: 0,
        walk_peak: 0,
        over_memory: false,
    };
    let mut budget = lower_bound(&root).0;
    while budget < upper {
        if search.dfs(&root, budget) {
            search.chain.push(root);
            search.chain.reverse();
            return Proof::Optimal(search.chain, search.known);
        }
        if search.over_memory {
            return Proof::TooLarge(budget);
        }
        if search.stopped {
            return Proof::AtLeast(budget);
        }
        if search.printing() {
            eprintln!(
                "no game of {budget} turns: {} nodes, {} in the table, {:.0} ms",
                search.nodes,
                search.failed.len(),
                search.deadline.now_ms()
            );
        }
        budget += 1;
    }
    Proof::AtLeast(upper)
}

struct Search<'d, 'c> {
    /// The start position at a sowing start: boards are put into it to walk their turns.
    template: Position,
    board: std::sync::Arc<Board>,
    deadline: &'d mut Deadline<'c>,
    /// Node → the largest budget it was shown not to be finished within.
    failed: HashMap<Key, u32>,
    /// The walk's set of in-turn states, emptied before each walk (its memory is reused).
    walk_seen: SigSet,
    stopped: bool,
    /// The nodes below the root of the game found, last first.
    chain: Vec<Key>,
    /// Turns of the game already played out by the quick looks: the node reached, the answers.
    known: Vec<(Key, Vec<u16>)>,
    stats: bool,
    nodes: u64,
    /// The bytes the proof may hold (see the module doc), and what the children lists along
    /// the current line hold.
    room: u64,
    lists: u64,
    /// The most in-turn states a walk has seen: the walk's set keeps their room.
    walk_peak: u64,
    /// A walk stopped because it would have passed `room`.
    over_memory: bool,
}

impl Search<'_, '_> {
    /// Bytes held now: the table, the children lists, the walk's set at its largest.
    fn held(&self) -> u64 {
        self.failed.len() as u64 * table_entry_bytes(self.board.cells())
            + self.lists
            + self.walk_peak * STATE_BYTES
    }

    /// Remembers that `key` cannot be finished within `budget`, emptying the table first if it
    /// is full (its count or the memory): only speed is lost.
    fn remember_failure(&mut self, key: &Key, budget: u32) {
        let entry = table_entry_bytes(self.board.cells());
        if self.failed.len() >= MAX_TABLE || self.held() + entry > self.room {
            self.failed = HashMap::new();
        }
        if self.held() + entry <= self.room {
            self.failed.insert(key.clone(), budget);
        }
    }

    /// Whether to print progress lines ([`super::solver::stats_asked`]): never in wasm, where
    /// the test is then known at compile time and the printing code left out.
    fn printing(&self) -> bool {
        cfg!(not(target_arch = "wasm32")) && self.stats
    }

    /// Whether `key` can be finished within `budget` turns; on success `chain` holds the
    /// nodes after it, last first.
    fn dfs(&mut self, key: &Key, budget: u32) -> bool {
        let (bound, _) = lower_bound(key);
        if bound > budget || self.stopped {
            return false;
        }
        if total(key) == 0 {
            return true;
        }
        if self.failed.get(key).is_some_and(|&b| b >= budget) {
            return false;
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(64) && self.deadline.passed() {
            self.stopped = true;
            return false;
        }
        let children = match self.children(key, budget - 1) {
            Children::Finish(child) => {
                self.finish(child);
                return true;
            }
            Children::List(list) => list,
            Children::Stopped => {
                self.stopped = true;
                return false;
            }
        };
        if self.printing() && budget >= 4 {
            eprintln!(
                "budget {budget}: {} children, {:.0} ms",
                children.len(),
                self.deadline.now_ms()
            );
        }
        // The list is held while its children are walked.
        let listed = children.len() as u64 * child_bytes_listed(self.board.cells());
        self.lists += listed;
        let found = self.walk_children(&children, budget);
        self.lists -= listed;
        if found {
            return true;
        }
        if self.stopped {
            return false;
        }
        self.remember_failure(key, budget);
        false
    }

    /// The children of a node walked in order (after a quick look for 3-turn finishes when
    /// `budget` is 4): whether one can be finished within `budget - 1` turns.
    fn walk_children(&mut self, children: &[Key], budget: u32) -> bool {
        if budget - 1 == 3 && self.quick_threes(children) {
            return true;
        }
        if self.stopped {
            return false;
        }
        for child in children {
            if self.dfs(child, budget - 1) {
                self.chain.push(child.clone());
                return true;
            }
            if self.stopped {
                return false;
            }
        }
        false
    }

    /// Before the children are walked in full: a short best-first look in each sowing-start
    /// child for a 3-turn finish (one sowing whose capture leaves a single stone). Where one
    /// exists it is usually met within a few thousand in-turn states, where the depth-first
    /// walk of a child that has none costs all of its states; the full walks then only have
    /// to show the failures. On success the chain holds the game below the parent.
    ///
    /// The clock is read before every child and inside each look: a node can have a hundred
    /// thousand children (a 150-cell path: 124 848), each look up to [`QUICK_STATES`] states,
    /// and with no reading in between the proof ran a minute past a 1 s limit. When the time is
    /// up, `stopped` is set.
    fn quick_threes(&mut self, children: &[Key]) -> bool {
        let n = self.board.cells();
        for child in children {
            if child[n] == 1 {
                continue;
            }
            if self.deadline.passed() {
                self.stopped = true;
                return false;
            }
            let stones: Vec<u16> = child[..n].iter().map(|&s| s as u16).collect();
            let pos = self.template.with_stones(&stones);
            let room = self.room.saturating_sub(self.held());
            let look = gather_game(&pos, false, QUICK_STATES, Some(&mut *self.deadline), room);
            let Some(game) = look else {
                continue;
            };
            // The board after the game's first turn (one stone left): the rest is forced.
            let mut p = pos.clone();
            let mut actions = game.actions.iter();
            while p.turns == pos.turns {
                let a = *actions.next().expect("a first turn");
                p.apply(a, &mut NoTrace);
            }
            let reached = root_key(&p);
            let first = game.actions.len() - actions.len();
            self.known
                .push((reached.clone(), game.actions[..first].to_vec()));
            self.finish(reached);
            self.chain.push(child.clone());
            return true;
        }
        false
    }

    /// Completes the chain below a child whose bound is exact: the rest is forced (sow the
    /// lone stone, seize; or seize the largest heap first).
    fn finish(&mut self, child: Key) {
        let mut rest = Vec::new();
        let mut k = child;
        loop {
            rest.push(k.clone());
            let n = k.len() - 1;
            if total(&k) == 0 {
                break;
            }
            let mut next = k.to_vec();
            if k[n] == 1 {
                let big = (0..n).max_by_key(|&c| k[c]).expect("a cell");
                next[big] = 0;
                next[n] = 0;
            } else {
                // One stone alone: its sowing ends alone (the board has no other stone).
                let c = (0..n).find(|&c| k[c] > 0).expect("a stone");
                let to = self.board.neighbours(c)[0] as usize;
                next[c] = 0;
                next[to] = 1;
                next[n] = 1;
            }
            k = next.into();
        }
        rest.reverse();
        self.chain.extend(rest);
    }

    /// The children of `key` that can still finish within `budget` turns, most promising
    /// first, or one whose exact bound meets the budget.
    fn children(&mut self, key: &Key, budget: u32) -> Children {
        let n = key.len() - 1;
        let mut found: HashSet<Key> = HashSet::new();
        let mut fits = |child: Key, found: &mut HashSet<Key>| -> Option<Key> {
            let (b, exact) = lower_bound(&child);
            if b > budget {
                return None;
            }
            if exact {
                return Some(child);
            }
            found.insert(child);
            None
        };
        if key[n] == 1 {
            for c in 0..n {
                if key[c] > 0 {
                    let mut v = key.to_vec();
                    v[c] = 0;
                    v[n] = 0;
                    if let Some(k) = fits(v.into(), &mut found) {
                        return Children::Finish(k);
                    }
                }
            }
        } else {
            let stones: Vec<u16> = key[..n].iter().map(|&s| s as u16).collect();
            let pos = self.template.with_stones(&stones);
            self.walk_seen.clear();
            let held = self.held();
            let mut v = Ends {
                board: &self.board,
                fits: &mut fits,
                found: &mut found,
                finish: None,
                deadline: &mut *self.deadline,
                ticks: 0,
                late: false,
                room: Room {
                    left: self.room.saturating_sub(held),
                    walk_peak: self.walk_peak,
                    child: child_bytes_listing(n),
                    over: false,
                },
            };
            walk_sowings_in(&pos, &mut self.walk_seen, &mut v);
            let (finish, late, room) = (v.finish, v.late, v.room);
            self.walk_peak = self.walk_peak.max(self.walk_seen.len() as u64);
            self.over_memory |= room.over;
            if let Some(k) = finish {
                return Children::Finish(k);
            }
            if late {
                return Children::Stopped;
            }
        }
        let mut list: Vec<Key> = found.into_iter().collect();
        list.sort_by_cached_key(|k| {
            let occupied = k[..n].iter().filter(|&&s| s > 0).count();
            (lower_bound(k).0, total(k), occupied, k.clone())
        });
        Children::List(list)
    }
}

enum Children {
    /// A child whose exact bound meets the budget: the game is found.
    Finish(Key),
    List(Vec<Key>),
    Stopped,
}

/// The room a walk may take: what the proof does not hold already (`left`), against the walk's
/// set (no less than its largest, which it keeps) and the children it finds.
struct Room {
    left: u64,
    walk_peak: u64,
    /// Bytes a child holds while it is listed.
    child: u64,
    /// The walk stopped for want of room.
    over: bool,
}

impl Room {
    /// Do `seen` states and `children` children fit?
    fn fits(&mut self, seen: usize, children: usize) -> bool {
        let states = self.walk_peak.max(seen as u64) * STATE_BYTES;
        if states + children as u64 * self.child > self.left {
            self.over = true;
        }
        !self.over
    }
}

/// The walk's visitor: every turn end of a sowing start, as children.
struct Ends<'a, 'c, F: FnMut(Key, &mut HashSet<Key>) -> Option<Key>> {
    board: &'a Board,
    fits: &'a mut F,
    found: &'a mut HashSet<Key>,
    finish: Option<Key>,
    deadline: &'a mut Deadline<'c>,
    ticks: u32,
    late: bool,
    room: Room,
}

impl<F: FnMut(Key, &mut HashSet<Key>) -> Option<Key>> Visitor for Ends<'_, '_, F> {
    fn end(&mut self, stones: &[u16], _sig: u128, _path: &[u16], how: SowingEnd) -> bool {
        let mut v: Vec<u8> = stones.iter().map(|&s| s as u8).collect();
        v.push(0);
        let n = stones.len();
        let hit = match how {
            SowingEnd::Capture { cell } => {
                let mut hit = None;
                for &t in self.board.neighbours(cell as usize) {
                    let t = t as usize;
                    if stones[t] > 0 {
                        let mut c = v.clone();
                        c[t] = 0;
                        hit = hit.or((self.fits)(c.into(), self.found));
                    }
                }
                hit
            }
            SowingEnd::Alone { .. } => {
                v[n] = 1;
                (self.fits)(v.into(), self.found)
            }
        };
        if hit.is_some() {
            self.finish = hit;
            return false;
        }
        self.ticks += 1;
        if self.ticks.is_multiple_of(1024) && self.deadline.passed() {
            self.late = true;
            return false;
        }
        true
    }

    fn keep_going(&mut self, seen: usize) -> bool {
        if seen > MAX_WALK || self.deadline.passed() || !self.room.fits(seen, self.found.len()) {
            self.late = true;
        }
        !self.late
    }
}
