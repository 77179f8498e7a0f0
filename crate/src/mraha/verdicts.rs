//! A memory of the verdicts that were expensive to reach.
//!
//! Proving that a turn never ends can take hundreds of millions of laps (rules §13: cycles of
//! tens of millions of laps occur in random play). The legal list of such a position is asked
//! for again and again — by the page (view, then play), by a computer player's iterative
//! deepening — so the verdicts that cost more than [`EXPENSIVE_LAPS`] are kept, per thread, keyed
//! by the exact position and action. The answer is the same as recomputing it; only its cost
//! changes. Cheap verdicts are never stored, and a lookup first reads one bit of a filter of the
//! kept positions, so the common path pays a few instructions; a set bit then looks the key up
//! among the kept verdicts one by one. They are few (each cost a million laps or more: a handful
//! in a game), at most [`CAPACITY`], and the memory is emptied when full, so the scan is short;
//! a hash table would cost the page's first board its code (about a kilobyte gzipped, for
//! the standard table's), to find one of a handful.

use super::action::Action;
use super::position::Position;
use std::cell::{Cell, RefCell};

/// Laps of cycle search above which a verdict is worth keeping (few in tests, so that every
/// test that lists legal moves also asks the memory).
const EXPENSIVE_LAPS: u64 = if cfg!(test) { 1 << 6 } else { 1 << 20 };
/// At most this many verdicts are kept; the memory is emptied when it is full. (With a full
/// memory, a lookup's filter bit is set by chance once in 64, and then scans 64 keys.)
const CAPACITY: usize = 64;

/// The kept verdicts: the position and action asked, and the position after the turn (`None`:
/// the turn never ends).
type Known = Vec<(Position, Action, Option<Position>)>;

/// Bits of the filter below.
const FILTER_BITS: usize = 4096;

thread_local! {
    static LAPS: Cell<u64> = const { Cell::new(0) };
    static KNOWN: RefCell<Known> = RefCell::new(Known::default());
    /// Bit [`filter_bit`] of each kept verdict's position. A lookup whose bit is clear — nearly
    /// every one: few verdicts are kept — ends there, without hashing the whole position (once
    /// one verdict was kept, that hash on every start tried was a seventh of the alpha-beta
    /// search's time).
    static FILTER: [Cell<u64>; FILTER_BITS / 64] = const { [const { Cell::new(0) }; FILTER_BITS / 64] };
}

/// The position's bit in the filter: the two sides folded and mixed (a multiplication).
#[inline(always)]
fn filter_bit(pos: &Position) -> usize {
    let [a, b] = pos.sides;
    let folded = (a as u64)
        ^ ((a >> 64) as u64).rotate_left(17)
        ^ (b as u64).rotate_left(31)
        ^ ((b >> 64) as u64).rotate_left(47);
    (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - FILTER_BITS.trailing_zeros())) as usize
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
    let bit = filter_bit(pos);
    if FILTER.with(|f| f[bit / 64].get() >> (bit % 64) & 1) == 0 {
        return None;
    }
    KNOWN.with(|k| {
        k.borrow()
            .iter()
            .find(|(p, a, _)| p == pos && *a == action)
            .map(|&(_, _, verdict)| verdict)
    })
}

/// Whether reaching a verdict took enough laps since `laps_before` to be kept.
#[inline]
pub(crate) fn expensive(laps_before: u64) -> bool {
    laps().wrapping_sub(laps_before) >= EXPENSIVE_LAPS
}

/// Keeps an expensive verdict (see [`expensive`]).
pub(crate) fn remember(pos: &Position, action: Action, verdict: Option<Position>) {
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        if let Some(kept) = k.iter_mut().find(|(p, a, _)| p == pos && *a == action) {
            kept.2 = verdict;
            return;
        }
        if k.len() >= CAPACITY {
            k.clear();
            FILTER.with(|f| f.iter().for_each(|w| w.set(0)));
        }
        k.push((*pos, action, verdict));
    });
    let bit = filter_bit(pos);
    FILTER.with(|f| f[bit / 64].set(f[bit / 64].get() | 1 << (bit % 64)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mraha::Rules;
    use crate::rng::Rng;

    /// A stored verdict is what the position answers, whatever a walk would say: planted
    /// verdicts (this test's thread has its own memory) come back as they were kept.
    #[test]
    fn a_kept_verdict_is_the_answer() {
        let pos = Position::start(Rules::preset("mraha").unwrap());
        let (action, after) = pos.legal_moves()[0];
        let mut planted = after;
        planted.hands = [3, 4];
        remember(&pos, action, Some(planted));
        let mut next = pos;
        assert!(pos.play_if_legal(action, &mut next));
        assert_eq!(next, planted);
        assert_eq!(pos.try_action(action), Some(planted));
        assert!(pos.legal_moves().contains(&(action, planted)));
        remember(&pos, action, None);
        assert!(!pos.play_if_legal(action, &mut pos.clone()));
        assert!(!pos.legal_moves().iter().any(|(a, _)| *a == action));
    }

    /// In random games, a legal list that needed long proofs is the same when asked again (its
    /// verdicts recalled, not walked again) and when computed by a thread with an empty memory.
    #[test]
    fn recalled_lists_are_the_lists() {
        let mut rng = Rng::new(17);
        let mut checked = 0;
        for preset in ["mraha", "zanzibar", "kujifunza"] {
            for _ in 0..5000 {
                let mut pos = Position::start(Rules::preset(preset).unwrap());
                for _ in 0..300 {
                    let before = laps();
                    let first = pos.legal_moves();
                    if expensive(before) {
                        let again_before = laps();
                        let again = pos.legal_moves();
                        assert!(!expensive(again_before), "walked again: {pos:?}");
                        let fresh = std::thread::spawn(move || pos.legal_moves())
                            .join()
                            .unwrap();
                        assert_eq!(first, again);
                        assert_eq!(first, fresh);
                        checked += 1;
                    }
                    if !pos.play_random_turn(&mut rng) {
                        break;
                    }
                }
            }
        }
        // About 10 such lists in these 15,000 games, one of a walk of 20 million laps.
        assert!(checked >= 5, "{checked} long lists");
    }
}
