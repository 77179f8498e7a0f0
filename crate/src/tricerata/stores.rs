//! The players' gain stores, held in the position itself rather than in a list of their own.
//!
//! The computer players copy positions by the million (a candidate turn's position, a search
//! node's): with the stores in a `Vec`, each copy was two allocations (the stones and the
//! stores) and each release two frees, and glibc's malloc and free were a fifth of a Tricérata
//! search's time. At most [`MAX_PLAYERS`] players sit at a table, so the stores fit inline.

use super::position::MAX_PLAYERS;
use std::hash::{Hash, Hasher};
use std::ops::{Deref, DerefMut};

/// One store per player, read and written as a slice of as many counts as there are players.
#[derive(Clone, Copy)]
pub struct Stores {
    players: u8,
    counts: [u16; MAX_PLAYERS],
}

impl Stores {
    /// `players` empty stores. `players` is at most [`MAX_PLAYERS`] (checked where a position is
    /// made, before its stores).
    pub(crate) fn empty(players: usize) -> Stores {
        debug_assert!(players <= MAX_PLAYERS);
        Stores {
            players: players.min(MAX_PLAYERS) as u8,
            counts: [0; MAX_PLAYERS],
        }
    }

    /// The stores holding `counts` (at most [`MAX_PLAYERS`] of them, checked before).
    pub(crate) fn of(counts: &[u16]) -> Stores {
        let mut s = Stores::empty(counts.len());
        let n = s.len();
        s.copy_from_slice(&counts[..n]);
        s
    }
}

// (`get`, not an index: `players` never exceeds the array, and the index's panic path, copied
// wherever the stores are read, made the page's engine larger.)
impl Deref for Stores {
    type Target = [u16];
    fn deref(&self) -> &[u16] {
        self.counts.get(..self.players as usize).unwrap_or(&[])
    }
}

impl DerefMut for Stores {
    fn deref_mut(&mut self) -> &mut [u16] {
        self.counts
            .get_mut(..self.players as usize)
            .unwrap_or(&mut [])
    }
}

impl PartialEq for Stores {
    fn eq(&self, o: &Stores) -> bool {
        **self == **o
    }
}
impl Eq for Stores {}

/// Hashed as the slice it reads as (as its `Vec` was): the computer players' seeds, drawn
/// from positions' hashes, and so their games, stay the same.
impl Hash for Stores {
    fn hash<H: Hasher>(&self, h: &mut H) {
        (**self).hash(h);
    }
}

impl std::fmt::Debug for Stores {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::hash_map::DefaultHasher;

    fn hash_of<T: Hash + ?Sized>(t: &T) -> u64 {
        let mut h = DefaultHasher::new();
        t.hash(&mut h);
        h.finish()
    }

    #[test]
    fn stores_read_hash_and_compare_as_their_counts() {
        let counts = vec![3u16, 0, 7];
        let mut s = Stores::of(&counts);
        assert_eq!(&*s, &counts[..]);
        assert_eq!(s.len(), 3);
        assert_eq!(hash_of(&s), hash_of(&counts));
        assert_eq!(s, Stores::of(&[3, 0, 7]));
        assert_ne!(s, Stores::of(&[3, 0, 7, 0]));
        s[1] += 2;
        assert_eq!(&*s, &[3, 2, 7]);
        assert_eq!(&*Stores::empty(MAX_PLAYERS), &[0; MAX_PLAYERS]);
    }
}
