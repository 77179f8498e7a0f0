//! A manageable set of candidate turns for a Tricérata position.
//!
//! With free paths the complete turns of a position are far too many to list (millions of
//! in-turn states from the start of the triangle of 3 rows with 2 stones per cell), so the
//! computer players choose among a sample built in three ways, each deterministic given the
//! position and a seed:
//!
//! 1. **A bounded exact walk** from each start (each liftable cell, or the current sowing): the
//!    engine's own walk over in-turn states ([`crate::tricerata::enumerate`]), stopped after a
//!    number of sowing ends. When every walk finishes the list is *every* turn (`exact`).
//! 2. **Biased random completions** of each start: the stones go to random neighbours, or,
//!    in the *piling* completions, mostly to the neighbour holding the most stones (relays then
//!    pile the stones up into one heap); the last stone of the hand goes, with a chance that
//!    varies from one completion to the next, to an empty cell next to the largest heap it
//!    could capture. (Piling took the solitaire beam from 10.5 to 6.5 turns on `triangle:8`
//!    with 2 stones.)
//! 3. **A greedy completion** of each start: the last stone always to the largest capture in
//!    reach (the turn a player "who takes the most now" looks for).
//!
//! Every candidate's sowing is at most [`drop_bound`] drops long (`max(64, 2 × stones in
//! play)`, looser in solitaire): a computer turn is animated and written drop by drop, and a person must be able to
//! follow it. Walk ends past the bound are left out (and the start is then sampled as well:
//! the depth-first walk reaches each in-turn state once, maybe first by a long path); a
//! completion past half the bound heads for an end (the last stone on an empty cell), and is
//! abandoned at the bound. Only when no sowing ends within the bound does the engine's shortest
//! finish ([`Position::finish_sowing`]) of each start stand in. (Before the bound, random
//! completions of thousands of drops were chosen on dense boards: `triangle:4` with 2 stones,
//! `best` averaged 259 decisions a turn, longest 3010; with it 18, longest 66, and `best`
//! beat `random` 10–0 instead of 7–3.)
//!
//! The distinct positions after the turn are kept (the fewest answers found to each), then, if
//! there are too many, the ones that take the most stones and a seeded share of the others.

use crate::game::Turn;
use crate::rng::Rng;
use crate::tricerata::distinct::{PositionIndex, ENTRY_BYTES};
use crate::tricerata::enumerate::{walk_sowings_in, ShortSigSet, SowingEnd, Visitor};
use crate::tricerata::event::NoTrace;
use crate::tricerata::{Position, Stage};
use crate::turn_actions::Actions;
use std::cell::RefCell;

thread_local! {
    /// The in-turn states of the walks, kept from one position's candidates to the next (see
    /// [`candidates`]): one set for the narrow lists (a search's inner positions), one for the
    /// wide ones (its root, the others' replies modelled with three players or more). Emptying
    /// a set costs in proportion to its room: with one set, each start of a narrow list (a walk
    /// of a few hundred states) emptied the room a wide one had left (tens of thousands of
    /// states), a seventh of a two-player search's time.
    static SEEN: [RefCell<ShortSigSet>; 2] = Default::default();

    /// The candidate pools (their index of positions, spare positions, drop list and the room
    /// of their list of turns), kept from one list to the next like [`SEEN`] (narrow, wide): a
    /// search asks for thousands of lists, and each grew all of them anew.
    static POOLS: [RefCell<Pool>; 2] = Default::default();
}

/// The most positions whose room a kept pool's index keeps (see [`SEEN_KEPT`]).
const INDEX_KEPT: usize = 1 << 12;

/// The most spare positions a kept pool keeps.
const SPARE_KEPT: usize = 64;

/// The most in-turn states whose room [`SEEN`] keeps between two positions (about 1 MB). A
/// search asks for thousands of candidate lists and each walk empties the set first, at a cost
/// in proportion to its room: a rare larger set is given back rather than kept and emptied
/// before every later walk.
const SEEN_KEPT: usize = 1 << 16;

/// How wide a candidate list is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Breadth {
    /// Sowing ends the exact walks may report in all, shared among the starts (at least 2 each)
    /// before they give up.
    pub walk_ends: usize,
    /// Biased random completions per start.
    pub samples: usize,
    /// Most turns kept in the end.
    pub max_turns: usize,
    /// Width of the search for turns that pile the stones up and capture the heap
    /// ([`super::heaps`]), 0 for none.
    pub heaps: usize,
}

/// The root of a decision: wide. The `greedy` and `random` players choose among these (so
/// they stay the baselines they were measured as); the searching players add the heap turns
/// ([`SEARCH_ROOT`]).
pub const ROOT: Breadth = Breadth {
    walk_ends: 4000,
    samples: 12,
    max_turns: 160,
    heaps: 0,
};

/// The root of the strongest player's decision: [`ROOT`] and the largest captures a beam of
/// 400 in-turn states per drop finds ([`super::heaps`]); the weaker levels search narrower
/// beams ([`super::root_breadth`]).
pub const SEARCH_ROOT: Breadth = Breadth { heaps: 400, ..ROOT };

/// Sowings ending in the largest captures that the heap search adds to a candidate set: the
/// captures of equal size leave different boards, and the search then chooses the one that
/// leaves the next players least. Measured (`best:120000` against `greedy` seats, beam 200
/// then 400): keeping 6 won 17 of 30 on `square:5` with 3 players and 16 of 32 with 4; 32
/// with the beam of 400 won 21 and 18 (`triangle:5`: 26 of 30 and 16 of 32 either way).
const HEAP_KEEP: usize = 32;

/// Positions inside a search: narrow, so that a node costs little.
pub const INNER: Breadth = Breadth {
    walk_ends: 48,
    samples: 3,
    max_turns: 24,
    heaps: 0,
};

/// Drops a playout's sowing may take before it is abandoned (a trap on a custom graph).
const MAX_DROPS: usize = 4_000;

/// The fewest drops [`drop_bound`] allows, whatever the board.
const MIN_DROP_BOUND: usize = 64;

/// The most drops a candidate's sowing may take from `pos`: `max(64, 2 × stones in play)`
/// (8 × in solitaire). A computer turn is animated drop by drop and written
/// one cell per drop, so a turn must stay short enough for a person to follow (and to have
/// played it). Longer sowings found by the walk or the completions are left out; only when no
/// start has a shorter ending does the engine's own shortest finish
/// ([`Position::finish_sowing`]) stand in, however long.
pub fn drop_bound(pos: &Position) -> usize {
    let per_stone = if pos.players == 1 { SOLO_PER_STONE } else { 2 };
    (per_stone * (pos.on_board() + pos.in_hand()) as usize).max(MIN_DROP_BOUND)
}

/// Drops per stone in play a solitaire candidate may take. The solitaire beam needs the long
/// piling relays more: with 2 per stone `best` took 7 turns on `triangle:8` with 2 stones
/// instead of 5.5 (2 games); with 8 it plays as before. (The solitaire hint's turns are long
/// anyway once the solver proves the game: its path is not shortened.)
const SOLO_PER_STONE: usize = 8;

/// In-turn states the walk may visit per sowing end it may report.
const STATES_PER_END: usize = 64;

/// The candidate turns and whether they are every turn of the position.
pub struct Candidates {
    pub turns: Vec<Turn<Position>>,
    pub exact: bool,
}

/// The most bytes the turns of one list may hold before half of them are let go (see
/// [`Pool::thin`]). On the page's largest boards with 3 stones the longest lists found (two
/// games of `best` or level 3 against `greedy`) stay below: 17,449 turns on `hex:7` with 2
/// players, and in solitaire 65,218 on `hex:7` (36 MB by [`turn_bytes`]), 56,712 on
/// `square:12` (31 MB), 41,325 on `triangle:12` (24 MB); those games are the same with the
/// room or without it. On a custom board where every cell touches every other, each sowing
/// end offers a capture of every cell: a `random` player's list on 255 such cells with 3
/// stones grew to 1,275,954 turns, and a game of `match` to 909 MB resident (85 MB with the
/// room, for 1.06 times the CPU: the turns let go are indexed anew).
const POOL_BYTES: usize = 64 << 20;

/// Memory a turn of the list holds: the position (its stones apart), its stones, its answers
/// and its entry in the index of positions seen.
fn turn_bytes(after: &Position, answers: usize) -> usize {
    std::mem::size_of::<Turn<Position>>()
        + 2 * (after.stones.len() + answers)
        + ENTRY_BYTES as usize
}

/// Whose stones a turn takes: the player to move and their store before it.
#[derive(Clone, Copy, Default)]
struct Taker {
    mover: usize,
    before: u16,
}

impl Taker {
    fn of(pos: &Position) -> Taker {
        let mover = pos.to_move as usize;
        Taker {
            mover,
            before: pos.stores[mover],
        }
    }

    /// The stones the turn leading to `after` took.
    fn taken(self, after: &Position) -> u16 {
        after.stores[self.mover] - self.before
    }
}

/// Gathers distinct turns (by the position after them), in the order found, each with the
/// fewest answers found to it, within [`POOL_BYTES`].
#[derive(Default)]
struct Pool {
    index: PositionIndex,
    turns: Vec<Turn<Position>>,
    /// What the turns hold ([`turn_bytes`]), counted as they come in.
    bytes: usize,
    /// The list's mover and seed, for letting turns go when it grows past [`POOL_BYTES`].
    taker: Taker,
    seed: u64,
    /// Whether turns were let go ([`Pool::thin`]): the list is then not every turn.
    thinned: bool,
    /// Positions built for turns found before, given back by [`Pool::add`]: the next ones are
    /// built in their lists rather than in new ones.
    spare: Vec<Position>,
    /// The drops of a completion (one list for every completion).
    drops: Vec<u16>,
}

impl Pool {
    /// Starts the list of `pos`'s turns, drawn with `seed`.
    fn begin(&mut self, pos: &Position, seed: u64) {
        self.bytes = 0;
        self.taker = Taker::of(pos);
        self.seed = seed;
        self.thinned = false;
    }

    /// A copy of `src`, in a position given back if there is one.
    fn copy_of(&mut self, src: &Position) -> Position {
        match self.spare.pop() {
            Some(mut p) => {
                p.clone_from(src);
                p
            }
            None => src.clone(),
        }
    }

    /// Keeps `keep` turns: half by the stones they take (most first), the rest drawn at random
    /// (seeded), in their original order.
    fn trim(&mut self, keep: usize, seed: u64) {
        let order = by_taken(self.taker, &self.turns);
        let mut chosen = vec![false; order.len()];
        let top = keep.div_ceil(2);
        for &i in order.iter().take(top) {
            chosen[i] = true;
        }
        let mut rest: Vec<usize> = order[top..].to_vec();
        let mut rng = Rng::new(seed ^ 0x7452_4942);
        for _ in top..keep {
            let k = rng.below(rest.len());
            chosen[rest.swap_remove(k)] = true;
        }
        let mut chosen = chosen.into_iter();
        self.turns.retain(|_| chosen.next() == Some(true));
    }

    /// Adds the turn `prefix`, `rest` (answers from the decision) leading to `after`, unless a
    /// turn with as few answers already leads there. Most turns found lead to a position found
    /// before: their answers are only written out when kept.
    fn add(&mut self, after: Position, prefix: &[u16], rest: &[u16]) {
        let len = prefix.len() + rest.len();
        let actions = || Actions::concat(&[prefix, rest]);
        let turns = &self.turns;
        match self
            .index
            .place_or_record(&after, turns.len(), |i| &turns[i].after)
        {
            Some(i) => {
                if len < self.turns[i].actions.len() {
                    self.turns[i].actions = actions();
                }
                self.spare.push(after);
            }
            None => {
                self.bytes += turn_bytes(&after, len);
                self.turns.push(Turn {
                    actions: actions(),
                    after,
                });
                if self.bytes > POOL_BYTES {
                    self.thin();
                }
            }
        }
    }

    /// Lets half the turns go, as the list's end keeps its share ([`Pool::trim`]: those
    /// taking the most stones, and a seeded draw of the rest), and indexes those kept anew.
    /// Only a board far denser than the page's fills [`POOL_BYTES`]; its list is then no
    /// longer every turn found, nor drawn from all of them, but its memory stays bounded.
    fn thin(&mut self) {
        self.trim(self.turns.len() / 2, self.seed ^ 0x5448_494e);
        self.thinned = true;
        self.index.clear();
        self.bytes = 0;
        let (index, turns) = (&mut self.index, &self.turns);
        for (i, t) in turns.iter().enumerate() {
            index.place_or_record(&t.after, i, |j| &turns[j].after);
            self.bytes += turn_bytes(&t.after, t.actions.len());
        }
    }

    /// Adds the turn(s) a finished sowing leads to: one per capture choice, or the sowing alone.
    fn add_sowing(&mut self, after_sowing: Position, prefix: &[u16], drops: &[u16]) {
        if let Stage::Capture { .. } = after_sowing.stage {
            let mut answers = Vec::with_capacity(prefix.len() + drops.len() + 1);
            answers.extend_from_slice(prefix);
            answers.extend_from_slice(drops);
            for t in after_sowing.legal_cells() {
                let mut q = self.copy_of(&after_sowing);
                q.apply(t, &mut NoTrace);
                answers.push(t);
                self.add(q, &answers, &[]);
                answers.pop();
            }
            self.spare.push(after_sowing);
        } else {
            self.add(after_sowing, prefix, drops);
        }
    }
}

/// The walk's visitor: every sowing end from one start within the drop bound, up to a count.
struct Ends<'a> {
    start: &'a Position,
    prefix: &'a [u16],
    pool: &'a mut Pool,
    found: usize,
    limit: usize,
    /// Most drops of a sowing kept ([`drop_bound`]).
    bound: usize,
    /// Whether an end was left out for its length (the walk is depth-first and visits each
    /// in-turn state once, so a long path may hide a short one to the same end).
    skipped: bool,
}

impl Visitor for Ends<'_> {
    fn end(&mut self, stones: &[u16], _sig: u128, path: &[u16], how: SowingEnd) -> bool {
        if path.len() > self.bound {
            self.skipped = true;
            return true;
        }
        let last = match how {
            SowingEnd::Capture { cell } | SowingEnd::Alone { cell } => cell,
        };
        // The position just before the last drop, one stone in hand: playing `last` applies the
        // end-of-sowing rules themselves.
        let mut p = self.pool.copy_of(self.start);
        p.set_stones(stones);
        p.stones[last as usize] -= 1;
        p.on_board -= 1;
        p.stage = Stage::Path {
            cell: last,
            hand: 1,
        };
        p.apply(last, &mut NoTrace);
        self.pool.add_sowing(p, self.prefix, path);
        self.found += 1;
        self.found < self.limit
    }

    /// Long relays can visit many states between two ends: stop there too.
    fn keep_going(&mut self, seen: usize) -> bool {
        seen < self.limit * STATES_PER_END
    }

    /// The question costs a comparison, so it is asked often enough for the walk to stop near
    /// its budget of states: asked every 4,096 steps, a wide list's walks (a budget of about
    /// 2,900 states each with three players on `hex:5`) went on to about 8,000. The states past
    /// the budget rarely add a turn: nine matches on six boards (docs/performance.md) played
    /// the same games either way.
    const STEPS_PER_CHECK: u32 = 64;
}

/// The stones a capture from `cell` (where a last stone would fall alone) could take: the
/// largest neighbour, 0 if all are empty.
pub(super) fn capture_from(pos: &Position, cell: u16) -> u16 {
    pos.board
        .neighbours(cell as usize)
        .iter()
        .map(|&n| pos.stones[n as usize])
        .max()
        .unwrap_or(0)
}

/// How a completion drops its stones.
#[derive(Clone, Copy, Debug)]
struct Policy {
    /// With the last stone in hand: the chance of taking the empty neighbour next to the
    /// largest heap (the capture now).
    greed: f64,
    /// Otherwise: the chance of dropping on the neighbour holding the most stones (piling
    /// stones up by relays, for a larger capture later).
    pile: f64,
}

/// The completions tried from each start, in turn: the greedy one first, then shorter and
/// longer sowings, with and without piling.
const POLICIES: [Policy; 6] = [
    Policy {
        greed: 1.0,
        pile: 0.0,
    },
    Policy {
        greed: 0.6,
        pile: 0.0,
    },
    Policy {
        greed: 0.5,
        pile: 0.8,
    },
    Policy {
        greed: 0.3,
        pile: 0.0,
    },
    Policy {
        greed: 0.3,
        pile: 0.95,
    },
    Policy {
        greed: 0.1,
        pile: 0.5,
    },
];

/// The playout's policy: half greedy, no piling.
const PLAYOUT: Policy = Policy {
    greed: 0.5,
    pile: 0.0,
};

/// The next drop of a sowing from `pos` (a `Path` stage at `cell` with `hand` stones).
fn biased_drop(pos: &Position, cell: u16, hand: u16, policy: Policy, rng: &mut Rng) -> u16 {
    let nb = pos.board.neighbours(cell as usize);
    if hand == 1 && (policy.greed >= 1.0 || rng.unit() < policy.greed) {
        let mut best: Option<(u16, u16)> = None;
        for &n in nb {
            if pos.stones[n as usize] == 0 {
                // The cell is empty now; once the stone falls its neighbours are unchanged.
                let take = capture_from(pos, n);
                if take > 0 && best.is_none_or(|(b, _)| take > b) {
                    best = Some((take, n));
                }
            }
        }
        if let Some((_, n)) = best {
            return n;
        }
    }
    if policy.pile > 0.0 && rng.unit() < policy.pile {
        if let Some(&n) = nb.iter().max_by_key(|&&n| pos.stones[n as usize]) {
            return n;
        }
    }
    nb[rng.below(nb.len())]
}

/// A drop that heads for the end of the sowing: the last stone on an empty neighbour (the one
/// beside the largest heap), the one before it on a neighbour that has an empty neighbour;
/// otherwise at random.
fn closing_drop(pos: &Position, cell: u16, hand: u16, rng: &mut Rng) -> u16 {
    let nb = pos.board.neighbours(cell as usize);
    let empty = |c: u16| pos.stones[c as usize] == 0;
    if hand == 1 {
        if let Some(&n) = nb
            .iter()
            .filter(|&&n| empty(n))
            .max_by_key(|&&n| capture_from(pos, n))
        {
            return n;
        }
    } else if hand == 2 {
        let near: Vec<u16> = nb
            .iter()
            .copied()
            .filter(|&n| pos.board.neighbours(n as usize).iter().any(|&m| empty(m)))
            .collect();
        if !near.is_empty() {
            return near[rng.below(near.len())];
        }
    }
    nb[rng.below(nb.len())]
}

/// Completes the sowing of `pos` (a `Path` stage) with [`biased_drop`], then, past half of
/// `bound` drops, with [`closing_drop`], writing the drops into `drops` (emptied first: one
/// buffer serves every completion of a list); `false` if it did not end within `bound`.
/// `pos` is left at the end of the sowing.
fn complete_sowing(
    pos: &mut Position,
    policy: Policy,
    bound: usize,
    rng: &mut Rng,
    drops: &mut Vec<u16>,
) -> bool {
    drops.clear();
    while let Stage::Path { cell, hand } = pos.stage {
        if drops.len() >= bound {
            return false;
        }
        let n = if drops.len() < bound / 2 {
            biased_drop(pos, cell, hand, policy, rng)
        } else {
            closing_drop(pos, cell, hand, rng)
        };
        pos.apply(n, &mut NoTrace);
        drops.push(n);
    }
    true
}

/// The largest heap among `cells` (ties: the lowest id), for captures and seizures.
pub(super) fn largest(pos: &Position, cells: &[u16]) -> Option<u16> {
    cells
        .iter()
        .copied()
        .max_by_key(|&c| (pos.stones[c as usize], std::cmp::Reverse(c)))
}

/// Plays one whole turn from the start of a turn (or the rest of one) with the playout policy:
/// a uniform lift, biased drops (the last stone of the hand beside the largest heap half the time), the largest capture and the
/// largest seizure. `false` if the game is over (or a sowing is trapped for ever).
pub fn playout_turn(pos: &mut Position, rng: &mut Rng) -> bool {
    let turns = pos.turns;
    let mut drops = 0usize;
    while pos.turns == turns {
        let cell = match pos.stage {
            Stage::Over { .. } => return false,
            Stage::Lift => {
                let nonempty = pos.stones.iter().filter(|&&s| s > 0).count();
                let k = rng.below(nonempty);
                pos.stones
                    .iter()
                    .enumerate()
                    .filter(|(_, &s)| s > 0)
                    .nth(k)
                    .map(|(i, _)| i as u16)
                    .expect("a non-empty cell")
            }
            Stage::Path { cell, hand } => {
                drops += 1;
                if drops > MAX_DROPS {
                    return false;
                }
                biased_drop(pos, cell, hand, PLAYOUT, rng)
            }
            Stage::Capture { .. } | Stage::Seize => {
                largest(pos, &pos.legal_cells()).expect("a legal answer")
            }
        };
        pos.apply(cell, &mut NoTrace);
    }
    true
}

/// The stones the mover put in his store during the turn.
pub fn taken(before: &Position, after: &Position) -> u16 {
    Taker::of(before).taken(after)
}

/// The candidate turns of `pos` (any stage but over), deterministic given `pos`, `breadth` and
/// `seed`.
pub fn candidates(pos: &Position, breadth: Breadth, seed: u64) -> Candidates {
    let wide = usize::from(breadth.walk_ends > INNER.walk_ends);
    let mut pool = POOLS.with(|pools| pools[wide].take());
    pool.begin(pos, seed);
    let mut exact = true;
    match pos.stage {
        Stage::Over { .. } => {}
        Stage::Capture { .. } | Stage::Seize => {
            for c in pos.legal_cells() {
                let mut q = pool.copy_of(pos);
                q.apply(c, &mut NoTrace);
                pool.add(q, &[c], &[]);
            }
        }
        Stage::Lift | Stage::Path { .. } => {
            // The starts: each liftable cell, or the sowing under way. Each is built in turn in
            // one position (`start`) rather than all at once, each in a list of its own.
            let (lifts, starts) = if pos.stage == Stage::Lift {
                let lifts = pos.legal_cells();
                let starts = lifts.len();
                (lifts, starts)
            } else {
                (Vec::new(), 1)
            };
            let mut start = pool.copy_of(pos);
            let mut rng = Rng::new(seed);
            let per_start = (breadth.walk_ends / starts.max(1)).max(2);
            let bound = drop_bound(pos);
            let mut drops = std::mem::take(&mut pool.drops);
            // One set of in-turn states for every start's walk, emptied between them, and kept
            // for the next position's: it keeps its room instead of growing again from nothing
            // (its growth and its release were a tenth of a search's time).
            let mut seen = SEEN.with(|sets| sets[wide].take());
            for k in 0..starts {
                let prefix = start_of(pos, lifts.get(k), &mut start);
                let mut ends = Ends {
                    start: &start,
                    prefix,
                    pool: &mut pool,
                    found: 0,
                    limit: per_start,
                    bound,
                    skipped: false,
                };
                seen.clear();
                let whole = walk_sowings_in(&start, &mut seen, &mut ends);
                if whole && !ends.skipped {
                    // The walk saw every end of this start: sampling adds nothing.
                    continue;
                }
                exact = false;
                for k in 0..=breadth.samples {
                    let mut q = pool.copy_of(&start);
                    let policy = POLICIES[k % POLICIES.len()];
                    if complete_sowing(&mut q, policy, bound, &mut rng, &mut drops) {
                        pool.add_sowing(q, prefix, &drops);
                    } else {
                        pool.spare.push(q);
                    }
                }
            }
            if seen.capacity() <= SEEN_KEPT {
                SEEN.with(|sets| sets[wide].replace(seen));
            }
            if breadth.heaps > 0 && !exact {
                for (actions, q) in super::heaps::heap_sowings(pos, breadth.heaps, HEAP_KEEP) {
                    pool.add_sowing(q, &actions, &[]);
                }
            }
            pool.drops = drops;
            if pool.turns.is_empty() {
                // No sowing ended within the bound: the engine's own shortest finish of each
                // start, however long.
                exact = false;
                for k in 0..starts {
                    let prefix = start_of(pos, lifts.get(k), &mut start);
                    let drops = start.finish_sowing();
                    if !drops.is_empty() {
                        let mut q = pool.copy_of(&start);
                        for &d in &drops {
                            q.apply(d, &mut NoTrace);
                        }
                        pool.add_sowing(q, prefix, &drops);
                    }
                }
            }
            pool.spare.push(start);
        }
    }
    if pool.thinned || pool.turns.len() > breadth.max_turns {
        exact = false;
        pool.trim(breadth.max_turns, seed);
    }
    // The turns leave in a list of their own size; the pool's keeps its room for the next
    // list (grown from nothing in every list, its copies were a twentieth of a two-player
    // search).
    let turns = pool.turns.drain(..).collect();
    pool.index.clear();
    pool.spare.truncate(SPARE_KEPT);
    if pool.index.capacity() <= INDEX_KEPT {
        POOLS.with(|pools| pools[wide].replace(pool));
    }
    Candidates { turns, exact }
}

/// Builds in `start` the start of a sowing from `pos`: after lifting `lift`, or `pos` itself
/// (a sowing under way) when there is none. Returns the answers that lead there.
fn start_of<'a>(pos: &Position, lift: Option<&'a u16>, start: &mut Position) -> &'a [u16] {
    start.clone_from(pos);
    match lift {
        Some(cell) => {
            start.apply(*cell, &mut NoTrace);
            std::slice::from_ref(cell)
        }
        None => &[],
    }
}

/// The places of `turns`, the turn taking the most stones first, ties in their order: a
/// counting sort, as stones taken are few (the same order as sorting by that key and place).
fn by_taken(taker: Taker, turns: &[Turn<Position>]) -> Vec<usize> {
    let taken: Vec<u16> = turns.iter().map(|t| taker.taken(&t.after)).collect();
    let most = taken.iter().copied().max().unwrap_or(0) as usize;
    // next[k]: the next free place in the order for the turns taking `most - k` stones.
    let mut next = vec![0usize; most + 2];
    for &t in &taken {
        next[most - t as usize + 1] += 1;
    }
    for k in 1..next.len() {
        next[k] += next[k - 1];
    }
    let mut order = vec![0usize; turns.len()];
    for (i, &t) in taken.iter().enumerate() {
        let at = &mut next[most - t as usize];
        order[*at] = i;
        *at += 1;
    }
    order
}

/// The stones a position at a `Capture` stage can take (its largest neighbour), 0 otherwise.
pub fn capture_take(q: &Position) -> u16 {
    if let Stage::Capture { cell } = q.stage {
        capture_from(q, cell)
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions a few random turns into games on several boards, with 1 to 4 players.
    fn positions() -> Vec<Position> {
        let mut out = Vec::new();
        let mut rng = Rng::new(11);
        for (family, players, stones) in [
            ("triangle:5", 3, 1),
            ("square:4", 2, 2),
            ("hex:2", 4, 1),
            ("triangle:4", 1, 2),
        ] {
            let mut p = Position::start_on(family, players, stones, false).unwrap();
            for _ in 0..6 {
                out.push(p.clone());
                if !playout_turn(&mut p, &mut rng) {
                    break;
                }
            }
        }
        out
    }

    #[test]
    fn the_counting_sort_orders_turns_as_sorting_by_stones_taken_then_place() {
        let mut checked = 0;
        for p in positions() {
            let turns = candidates(&p, ROOT, 3).turns;
            let order = by_taken(Taker::of(&p), &turns);
            let mut sorted: Vec<usize> = (0..turns.len()).collect();
            sorted.sort_by_key(|&i| (std::cmp::Reverse(taken(&p, &turns[i].after)), i));
            assert_eq!(order, sorted);
            checked += usize::from(turns.iter().any(|t| taken(&p, &t.after) > 0));
        }
        assert!(checked > 0, "no position had a capturing turn");
    }

    #[test]
    fn the_lists_do_not_depend_on_the_lists_asked_before() {
        let all = positions();
        let first: Vec<Vec<Turn<Position>>> =
            all.iter().map(|p| candidates(p, INNER, 7).turns).collect();
        // Again, in reverse order and after wide lists: the set of in-turn states kept from
        // one list to the next ([`SEEN`]) now comes from other boards and player counts.
        for p in &all {
            candidates(p, ROOT, 1);
        }
        for (p, expected) in all.iter().zip(&first).rev() {
            let again = candidates(p, INNER, 7).turns;
            assert_eq!(again.len(), expected.len());
            for (a, b) in again.iter().zip(expected) {
                assert_eq!(a.actions, b.actions);
                assert_eq!(a.after, b.after);
                assert_eq!(a.after.stores(), b.after.stores());
            }
        }
    }
}
