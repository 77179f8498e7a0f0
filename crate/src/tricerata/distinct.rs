//! The distinct positions a turn can lead to, kept in a list, each found again by its contents.
//!
//! The computer players' candidate turns and the complete turns of a position (perft, the
//! solver) meet the same position after a turn many times and keep it once. Their list already
//! holds each position; this index holds only its hash and its place in that list, so a
//! position is neither copied into a set nor hashed twice (a standard set of positions cost
//! the Tricérata computer two fifths of its time: SipHash over the stones, a copy of each
//! position and the set's growth).

use super::position::Position;
use crate::fast_hash::fast_hash;
use hashbrown::hash_table::{Entry, HashTable};

/// Where each recorded position sits in its owner's list, by the position's hash.
#[derive(Default)]
pub(crate) struct PositionIndex {
    /// (hash of the position, its place in the list).
    table: HashTable<(u64, usize)>,
}

/// Memory one recorded position adds to the index: its entry (16 bytes), a control byte, and
/// room for the table's load factor (at most 7/8 full) and its doubling (old and new tables
/// alive at once), rounded up.
pub(crate) const ENTRY_BYTES: u64 = 48;

impl PositionIndex {
    /// The place of a position equal to `p`, if one was recorded; otherwise records `p` at
    /// place `next` and answers `None`. `at(i)` is the position at place `i` of the list.
    #[inline]
    pub(crate) fn place_or_record<'a>(
        &mut self,
        p: &Position,
        next: usize,
        at: impl Fn(usize) -> &'a Position,
    ) -> Option<usize> {
        let hash = fast_hash(p);
        let entry = self
            .table
            .entry(hash, |&(h, i)| h == hash && at(i) == p, |&(h, _)| h);
        match entry {
            Entry::Occupied(found) => Some(found.get().1),
            Entry::Vacant(room) => {
                room.insert((hash, next));
                None
            }
        }
    }

    /// Forgets every position, keeping the room: an index serves list after list.
    pub(crate) fn clear(&mut self) {
        self.table.clear();
    }

    /// Positions the index can hold without growing.
    pub(crate) fn capacity(&self) -> usize {
        self.table.capacity()
    }

    /// Positions recorded.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.table.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tricerata::event::NoTrace;
    use crate::tricerata::Board;
    use std::sync::Arc;

    /// The positions after each legal first drop of every start, some of them equal.
    fn some_positions() -> Vec<Position> {
        let board = Arc::new(Board::parse_family("triangle:4").unwrap());
        let start = Position::start(board, 2, 2, false).unwrap();
        let mut out = Vec::new();
        for lift in start.legal_cells() {
            let mut p = start.clone();
            p.apply(lift, &mut NoTrace);
            for drop in p.legal_cells() {
                let mut q = p.clone();
                q.apply(drop, &mut NoTrace);
                out.push(q.clone());
                out.push(q);
            }
        }
        out
    }

    #[test]
    fn keeps_each_position_once_at_its_first_place() {
        let all = some_positions();
        let mut list: Vec<Position> = Vec::new();
        let mut index = PositionIndex::default();
        for p in &all {
            let next = list.len();
            match index.place_or_record(p, next, |i| &list[i]) {
                Some(i) => assert_eq!(&list[i], p),
                None => list.push(p.clone()),
            }
        }
        assert_eq!(index.len(), list.len());
        // Against a plain search: the same distinct positions in the same order.
        let mut plain: Vec<&Position> = Vec::new();
        for p in &all {
            if !plain.contains(&p) {
                plain.push(p);
            }
        }
        assert_eq!(plain.len(), list.len());
        assert!(plain.iter().zip(&list).all(|(a, b)| *a == b));
        assert!(list.len() < all.len() / 2 + 1, "the doubles were found");
    }
}
