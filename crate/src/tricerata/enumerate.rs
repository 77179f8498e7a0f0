//! Every way to finish the current turn, visiting each in-turn state once (rules, section 3,
//! "turns that could go on").
//!
//! An in-turn state is (board, current cell, stones in hand): what can follow depends on it
//! alone, so a state met again can reach nothing new and is skipped. The search is an explicit
//! depth-first walk (no recursion: a path may be thousands of drops long) that changes one board
//! in place and undoes each drop on the way back. States are remembered by a 128-bit signature:
//! two sums of 64 bits, each of one pseudo-random share per stone on the board (the shares of
//! its cell, [`z_stone`]), so a drop adds a share and a relay's lift of k stones takes k away
//! ([`sig_move`]); the stage's share ([`z_stage`]) is xored in. Two different boards have the
//! same signature only if their differences, cell by cell (integers below 2¹⁶), weigh both
//! halves' shares to 0 modulo 2⁶⁴: odds of 2⁻¹²⁸ for most pairs, 2⁻⁹⁸ at worst (every
//! difference a multiple of 2¹⁵), below 10⁻¹¹ for a billion states.

use super::position::{Position, Stage};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A hasher for keys that are already random (signatures): folds the bits, no mixing.
#[derive(Default)]
pub(crate) struct SigHasher(u64);

impl Hasher for SigHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7C_C1_B7_27_22_0A_95);
        }
    }
    fn write_u128(&mut self, v: u128) {
        self.0 ^= v as u64 ^ (v >> 64) as u64;
    }
    fn write_u64(&mut self, v: u64) {
        self.0 ^= v;
    }
}

pub(crate) type SigSet = HashSet<u128, BuildHasherDefault<SigHasher>>;

/// The in-turn states already visited. `insert` is told the state twice over: its signature
/// (board signature with the stage mixed in) and the state itself, so that an exact, compact
/// set can index the state directly.
pub(crate) trait Seen {
    /// Adds the state; `false` if it was there already.
    fn insert_state(&mut self, sig: u128, stones: &[u16], cell: u16, hand: u16) -> bool;
    fn count(&self) -> usize;
}

impl Seen for SigSet {
    #[inline]
    fn insert_state(&mut self, sig: u128, _: &[u16], cell: u16, hand: u16) -> bool {
        self.insert(sig ^ z_stage(cell, hand))
    }
    fn count(&self) -> usize {
        self.len()
    }
}

/// The in-turn states of the computer players' candidate walks, by 64 bits of their signature:
/// half the room of [`SigSet`]. Two states of one walk (thousands) share 64 bits with odds of
/// about 10⁻¹², and the cost would be a candidate turn left out, not a rule broken.
pub(crate) type ShortSigSet = HashSet<u64, BuildHasherDefault<SigHasher>>;

impl Seen for ShortSigSet {
    #[inline]
    fn insert_state(&mut self, sig: u128, _: &[u16], cell: u16, hand: u16) -> bool {
        self.insert(sig as u64 ^ (sig >> 64) as u64 ^ z_stage_short(cell, hand))
    }
    fn count(&self) -> usize {
        self.len()
    }
}

#[inline]
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The signature shares of one stone on `cell`, one for each half of the signature. (The
/// signature was once a xor of one share per cell and count: a drop cost four of these mixes
/// rather than none, and a candidate walk about a fifth more.)
#[inline]
pub(crate) const fn z_stone(cell: usize) -> u128 {
    let k = (cell as u64)
        .wrapping_add(1)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (mix(k ^ 0x1234_5678) as u128) << 64 | mix(k ^ 0xDEAD_BEEF_0BAD_CAFE) as u128
}

/// Cells whose [`z_stone`] is kept in [`STONE_SHARES`]: more than any board has (custom boards
/// up to [`crate::tricerata::geometry::MAX_CUSTOM_CELLS`], the families up to 144).
const SHARED_CELLS: usize = 256;

crate::tables::lookup_table! {
    /// Every cell's [`z_stone`], for the walks: a walk of a few drops on a board of a hundred
    /// cells would otherwise spend more on mixing its board's shares than on its drops.
    static STONE_SHARES: [u128; SHARED_CELLS] = stone_shares();
}

/// [`z_stone`] from the table.
#[inline]
pub(crate) fn stone_share(cell: usize) -> u128 {
    STONE_SHARES
        .get(cell)
        .copied()
        .unwrap_or_else(|| z_stone(cell))
}

const fn stone_shares() -> [u128; SHARED_CELLS] {
    let mut shares = [0; SHARED_CELLS];
    let mut cell = 0;
    while cell < SHARED_CELLS {
        shares[cell] = z_stone(cell);
        cell += 1;
    }
    shares
}

/// `sig` with one cell's stones changed from `from` to `to`, `share` being that cell's
/// [`z_stone`]. Each half is a sum of its own modulo 2⁶⁴, so no 128-bit multiplication is
/// needed (in wasm, a call to a compiler routine on every relay).
#[inline]
pub(crate) fn sig_move(sig: u128, share: u128, from: u16, to: u16) -> u128 {
    let k = u64::from(to).wrapping_sub(u64::from(from));
    let lo = (sig as u64).wrapping_add((share as u64).wrapping_mul(k));
    let hi = ((sig >> 64) as u64).wrapping_add(((share >> 64) as u64).wrapping_mul(k));
    (hi as u128) << 64 | lo as u128
}

/// The signature share of the turn's stage: current cell and hand (hand 0: the sowing ended
/// there).
#[inline]
pub(crate) fn z_stage(cell: u16, hand: u16) -> u128 {
    let k = (0xC0FFEE_u64 << 40 | (cell as u64) << 20 | hand as u64)
        .wrapping_mul(0xD6E8_FEB8_6659_FD93);
    (mix(k ^ 0x5555) as u128) << 64 | mix(k ^ 0xAAAA_AAAA) as u128
}

/// [`z_stage`] in 64 bits, for [`ShortSigSet`]: one mix instead of two.
#[inline]
fn z_stage_short(cell: u16, hand: u16) -> u64 {
    mix((0xC0FFEE_u64 << 40 | (cell as u64) << 20 | hand as u64)
        .wrapping_mul(0xD6E8_FEB8_6659_FD93))
}

/// The signature of a board.
pub(crate) fn board_sig(stones: &[u16]) -> u128 {
    stones
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .fold(0, |s, (c, &n)| sig_move(s, stone_share(c), 0, n))
}

/// How a sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SowingEnd {
    /// The last stone fell alone on `cell` next to stones: a capture follows.
    Capture { cell: u16 },
    /// The last stone fell alone on `cell` with every neighbour empty: a seizure (or, with
    /// Mort subite on an interior cell, the end) follows.
    Alone { cell: u16 },
}

/// What the walk reports at each end of a sowing: the board at that moment, the board's
/// signature, the answers from the turn's start (lift, drops…) and how it ended. Return `false`
/// to stop the walk.
pub(crate) trait Visitor {
    fn end(&mut self, stones: &[u16], sig: u128, path: &[u16], how: SowingEnd) -> bool;
    /// Asked every [`Visitor::STEPS_PER_CHECK`] steps of the walk with the number of states
    /// seen: `false` stops the walk (time or memory limits of the solver).
    fn keep_going(&mut self, _seen: usize) -> bool {
        true
    }
    /// Steps of the walk (drops and the steps back) between two questions to
    /// [`Visitor::keep_going`]: a few thousand by default, as an answer may read the clock.
    const STEPS_PER_CHECK: u32 = 4096;
}

struct Frame {
    cell: u16,
    hand: u16,
    next: u8,
    /// The drop that led here (`u16::MAX` for the root) and the stones lifted by a relay there.
    dropped: u16,
    relayed: u16,
}

/// Walks every sowing continuation from a `Path` or `Lift` stage. Returns `false` if the
/// visitor stopped it.
pub(crate) fn walk_sowings<V: Visitor>(pos: &Position, visitor: &mut V) -> bool {
    walk_sowings_in(pos, &mut SigSet::default(), visitor)
}

/// [`walk_sowings`] with the set of states already seen: states in it are skipped, new ones
/// added. The solver shares one set across many turns (a state's continuations do not depend
/// on how it was reached).
pub(crate) fn walk_sowings_in<V: Visitor, S: Seen>(
    pos: &Position,
    seen: &mut S,
    visitor: &mut V,
) -> bool {
    with_buffers(|buffers| walk_in(pos, seen, visitor, buffers))
}

/// Runs `f` with the thread's kept [`Buffers`]. A walk nested in a visitor's call finds them
/// taken, and walks in new ones.
#[cfg(not(all(target_arch = "wasm32", not(feature = "wasm-ai"))))]
fn with_buffers<T>(f: impl FnOnce(&mut Buffers) -> T) -> T {
    thread_local! {
        /// The working lists of the walks, kept from one walk to the next: the computer players
        /// walk from every start of every candidate list, tens of thousands of walks a search,
        /// and these lists were allocated and grown anew in each.
        static BUFFERS: std::cell::RefCell<Buffers> = const {
            std::cell::RefCell::new(Buffers {
                stones: Vec::new(),
                path: Vec::new(),
                stack: Vec::new(),
            })
        };
    }
    let mut buffers = BUFFERS.with(|b| b.take());
    let out = f(&mut buffers);
    BUFFERS.with(|b| b.replace(buffers));
    out
}

/// The match engines' wasm walks a few times an answer, in buffers of its own: kept buffers
/// would add their code (about 140 bytes gzipped) to the part of Tricérata's engine that its
/// first board fetches.
#[cfg(all(target_arch = "wasm32", not(feature = "wasm-ai")))]
fn with_buffers<T>(f: impl FnOnce(&mut Buffers) -> T) -> T {
    f(&mut Buffers::default())
}

/// A walk's working lists: the board as the walk changes it, the drops from the start, the
/// states under way.
#[derive(Default)]
struct Buffers {
    stones: Vec<u16>,
    path: Vec<u16>,
    stack: Vec<Frame>,
}

fn walk_in<V: Visitor, S: Seen>(
    pos: &Position,
    seen: &mut S,
    visitor: &mut V,
    buffers: &mut Buffers,
) -> bool {
    let Buffers {
        stones,
        path,
        stack,
    } = buffers;
    stones.clear();
    stones.extend_from_slice(&pos.stones);
    path.clear();
    let mut sig = board_sig(stones);
    // The stones' shares, read from a table rather than mixed at each drop.
    let computed: Vec<u128>;
    let shares: &[u128] = match STONE_SHARES.get(..stones.len()) {
        Some(shares) => shares,
        None => {
            computed = (0..stones.len()).map(z_stone).collect();
            &computed
        }
    };
    match pos.stage {
        Stage::Path { cell, hand } => {
            seen.insert_state(sig, stones, cell, hand);
            walk_from(
                pos, shares, stones, &mut sig, seen, path, stack, cell, hand, visitor,
            )
        }
        Stage::Lift => {
            for c in 0..stones.len() {
                let n = stones[c];
                if n == 0 {
                    continue;
                }
                sig = sig_move(sig, shares[c], n, 0);
                stones[c] = 0;
                if seen.insert_state(sig, stones, c as u16, n) {
                    path.push(c as u16);
                    let go = walk_from(
                        pos, shares, stones, &mut sig, seen, path, stack, c as u16, n, visitor,
                    );
                    path.pop();
                    if !go {
                        return false;
                    }
                }
                stones[c] = n;
                sig = sig_move(sig, shares[c], 0, n);
            }
            true
        }
        _ => true,
    }
}

#[allow(clippy::too_many_arguments)]
fn walk_from<V: Visitor, S: Seen>(
    pos: &Position,
    shares: &[u128],
    stones: &mut [u16],
    sig: &mut u128,
    seen: &mut S,
    path: &mut Vec<u16>,
    stack: &mut Vec<Frame>,
    cell: u16,
    hand: u16,
    visitor: &mut V,
) -> bool {
    let board = &pos.board;
    let root_len = path.len();
    stack.clear();
    stack.push(Frame {
        cell,
        hand,
        next: 0,
        dropped: u16::MAX,
        relayed: 0,
    });
    let mut ticks = 0u32;
    while !stack.is_empty() {
        ticks = ticks.wrapping_add(1);
        if ticks.is_multiple_of(V::STEPS_PER_CHECK) && !visitor.keep_going(seen.count()) {
            unwind(stack, shares, stones, sig);
            path.truncate(root_len);
            return false;
        }
        let top = stack.last_mut().expect("non-empty");
        let nb = board.neighbours(top.cell as usize);
        if top.next as usize == nb.len() {
            // Back out of this state: undo the relay and the drop that led here.
            let f = stack.pop().expect("non-empty");
            if f.dropped != u16::MAX {
                let d = f.dropped as usize;
                let now = stones[d];
                let before = (if f.relayed > 0 { f.relayed } else { now }) - 1;
                *sig = sig_move(*sig, shares[d], now, before);
                stones[d] = before;
                path.pop();
            }
            continue;
        }
        let n = nb[top.next as usize];
        top.next += 1;
        let hand = top.hand - 1;
        let d = n as usize;
        let old = stones[d];
        stones[d] = old + 1;
        let stone = shares[d];
        // Undone by restoring the signature rather than moving the stone back (most steps
        // meet a state seen before and are undone at once).
        let before = *sig;
        *sig = sig_move(before, stone, old, old + 1);
        let undo = |stones: &mut [u16], sig: &mut u128| {
            *sig = before;
            stones[d] = old;
        };
        if hand > 0 {
            if seen.insert_state(*sig, stones, n, hand) {
                path.push(n);
                stack.push(Frame {
                    cell: n,
                    hand,
                    next: 0,
                    dropped: n,
                    relayed: 0,
                });
            } else {
                undo(stones, sig);
            }
        } else if old > 0 {
            // Relay: lift the old + 1 stones.
            let lifted = old + 1;
            *sig = sig_move(*sig, stone, lifted, 0);
            stones[d] = 0;
            if seen.insert_state(*sig, stones, n, lifted) {
                path.push(n);
                stack.push(Frame {
                    cell: n,
                    hand: lifted,
                    next: 0,
                    dropped: n,
                    relayed: lifted,
                });
            } else {
                undo(stones, sig);
            }
        } else {
            // The last stone fell on an empty cell: the sowing ends here.
            if seen.insert_state(*sig, stones, n, 0) {
                let stony = board.neighbours(d).iter().any(|&m| stones[m as usize] > 0);
                let how = if stony {
                    SowingEnd::Capture { cell: n }
                } else {
                    SowingEnd::Alone { cell: n }
                };
                path.push(n);
                let go = visitor.end(stones, *sig, path, how);
                path.pop();
                if !go {
                    undo(stones, sig);
                    unwind(stack, shares, stones, sig);
                    path.truncate(root_len);
                    return false;
                }
            }
            undo(stones, sig);
        }
    }
    debug_assert_eq!(path.len(), root_len);
    true
}

/// Undoes every frame of the stack, so the caller's board is restored.
fn unwind(stack: &mut Vec<Frame>, shares: &[u128], stones: &mut [u16], sig: &mut u128) {
    while let Some(f) = stack.pop() {
        if f.dropped != u16::MAX {
            let d = f.dropped as usize;
            let now = stones[d];
            let before = (if f.relayed > 0 { f.relayed } else { now }) - 1;
            *sig = sig_move(*sig, shares[d], now, before);
            stones[d] = before;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::tricerata::event::NoTrace;

    #[test]
    fn a_signature_moved_stone_by_stone_is_the_boards_own() {
        let mut rng = Rng::new(3);
        // 40 cells read their shares from the table; 300 are past it (computed).
        for cells in [40, 300] {
            let mut stones: Vec<u16> = (0..cells).map(|_| rng.below(4) as u16).collect();
            let mut sig = board_sig(&stones);
            for _ in 0..2_000 {
                let c = rng.below(cells);
                let to = rng.below(20) as u16;
                sig = sig_move(sig, stone_share(c), stones[c], to);
                stones[c] = to;
                assert_eq!(sig, board_sig(&stones), "{cells} cells");
            }
            // A stone moved from one cell to another changes the signature.
            let (a, b) = (0, cells - 1);
            stones[a] += 1;
            let mut moved = stones.clone();
            moved[a] -= 1;
            moved[b] += 1;
            assert_ne!(board_sig(&stones), board_sig(&moved));
        }
    }

    /// Records the first 30 ends a walk reports (their boards and paths); with `nested`,
    /// walks that position at each end, from inside the outer walk.
    struct Record<'a> {
        ends: Vec<(Vec<u16>, Vec<u16>)>,
        nested: Option<&'a Position>,
        nested_ends: Vec<usize>,
    }

    impl Visitor for Record<'_> {
        fn end(&mut self, stones: &[u16], _: u128, path: &[u16], _: SowingEnd) -> bool {
            self.ends.push((stones.to_vec(), path.to_vec()));
            if let Some(inner) = self.nested {
                let mut again = Record {
                    ends: Vec::new(),
                    nested: None,
                    nested_ends: Vec::new(),
                };
                walk_sowings(inner, &mut again);
                self.nested_ends.push(again.ends.len());
            }
            self.ends.len() < 30
        }
    }

    #[test]
    fn a_walk_inside_a_walk_leaves_both_as_they_are_alone() {
        // The walks keep their working lists from one walk to the next: a walk started from a
        // visitor's call, while those lists are in use, must not disturb the outer walk.
        let mut outer = Position::start_on("triangle:4", 2, 1, false).unwrap();
        outer.apply(outer.legal_cells()[2], &mut NoTrace);
        let mut inner = Position::start_on("square:3", 2, 1, false).unwrap();
        inner.apply(inner.legal_cells()[0], &mut NoTrace);
        let alone = |pos: &Position| {
            let mut r = Record {
                ends: Vec::new(),
                nested: None,
                nested_ends: Vec::new(),
            };
            walk_sowings(pos, &mut r);
            r.ends
        };
        let (outer_alone, inner_alone) = (alone(&outer), alone(&inner));
        assert!(outer_alone.len() > 1 && inner_alone.len() > 1);
        let mut both = Record {
            ends: Vec::new(),
            nested: Some(&inner),
            nested_ends: Vec::new(),
        };
        walk_sowings(&outer, &mut both);
        assert_eq!(both.ends, outer_alone);
        assert_eq!(both.nested_ends.len(), outer_alone.len());
        assert!(both.nested_ends.iter().all(|&n| n == inner_alone.len()));
        // And the lists kept serve the next walk as before.
        assert_eq!(alone(&outer), outer_alone);
    }

    /// Stops when the walk has seen more than `budget` states, asked every `STEPS` steps.
    struct Budgeted<const STEPS: u32> {
        budget: usize,
    }

    impl<const STEPS: u32> Visitor for Budgeted<STEPS> {
        fn end(&mut self, _: &[u16], _: u128, _: &[u16], _: SowingEnd) -> bool {
            true
        }
        fn keep_going(&mut self, seen: usize) -> bool {
            seen <= self.budget
        }
        const STEPS_PER_CHECK: u32 = STEPS;
    }

    #[test]
    fn a_walk_stops_within_its_visitors_check_interval_of_the_budget() {
        let mut pos = Position::start_on("hex:5", 3, 2, false).unwrap();
        let lift = pos.legal_cells()[0];
        pos.apply(lift, &mut NoTrace);
        let budget = 500;
        let mut seen = SigSet::default();
        assert!(!walk_sowings_in(
            &pos,
            &mut seen,
            &mut Budgeted::<64> { budget }
        ));
        // Each step adds at most one state.
        assert!(
            seen.len() > budget && seen.len() <= budget + 64,
            "{}",
            seen.len()
        );
        let mut seen = SigSet::default();
        assert!(!walk_sowings_in(
            &pos,
            &mut seen,
            &mut Budgeted::<4096> { budget }
        ));
        assert!(seen.len() > budget + 64, "{}", seen.len());
    }
}
