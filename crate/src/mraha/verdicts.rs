//! A memory of the verdicts that were expensive to reach.
//!
//! Proving that a turn never ends can take hundreds of millions of laps (rules §13: cycles of
//! tens of millions of laps occur in random play). The legal list of such a position is asked
//! for again and again — by the page (view, then play), by a computer player's iterative
//! deepening — so the verdicts that cost more than [`EXPENSIVE_LAPS`] are kept, per thread, keyed
//! by the exact position and action. The answer is the same as recomputing it; only its cost
//! changes. Cheap verdicts are never stored, so the common path pays one branch; once one is,
//! every legal list looks its actions up, so the key is hashed by a multiply-and-rotate hash
//! ([`crate::fast_hash`]) rather than SipHash, whose resistance to chosen keys is not needed here
//! (the keys are positions of a game, and the memory is small and emptied when full).

use super::action::Action;
use super::position::Position;
use crate::fast_hash::FastBuild;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;

/// Laps of cycle search above which a verdict is worth keeping.
const EXPENSIVE_LAPS: u64 = 1 << 20;
/// At most this many verdicts are kept; the memory is emptied when it is full.
const CAPACITY: usize = 1024;

type Known = HashMap<(Position, Action), Option<Position>, FastBuild>;

thread_local! {
    static LAPS: Cell<u64> = const { Cell::new(0) };
    static KNOWN: RefCell<Known> = RefCell::new(Known::default());
    static ANY: Cell<bool> = const { Cell::new(false) };
}

/// Counts the laps a cycle search needed (called once per proven cycle).
pub(crate) fn count_laps(laps: u64) {
    LAPS.with(|c| c.set(c.get().wrapping_add(laps)));
}

/// Laps of cycle search so far on this thread.
pub(crate) fn laps() -> u64 {
    LAPS.with(Cell::get)
}

/// A stored verdict, if any.
#[inline]
pub(crate) fn recall(pos: &Position, action: Action) -> Option<Option<Position>> {
    if !ANY.with(Cell::get) {
        return None;
    }
    KNOWN.with(|k| k.borrow().get(&(*pos, action)).copied())
}

/// Keeps the verdict if reaching it took many laps since `laps_before`.
#[inline]
pub(crate) fn remember(
    pos: &Position,
    action: Action,
    verdict: Option<Position>,
    laps_before: u64,
) {
    if laps().wrapping_sub(laps_before) < EXPENSIVE_LAPS {
        return;
    }
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        if k.len() >= CAPACITY {
            k.clear();
        }
        k.insert((*pos, action), verdict);
    });
    ANY.with(|a| a.set(true));
}
