//! An exact, dense numbering of in-turn states, so the solver can remember them in a bit set.
//!
//! A state is the stones of each of the `n` cells, the stones in hand, and the current cell. The
//! counts with the hand form a composition of the total `T` into `n + 1` parts; compositions of
//! `T` are numbered `0 .. C(T + n, n)` by the combinatorial number system (the positions of the
//! `n` "bars" between the parts), those of smaller totals before them. On small boards this
//! is a few megabytes for every state the whole search can meet, with no hashing and no chance
//! of collision.

use crate::tricerata::enumerate::Seen;

pub(crate) struct Ranker {
    n: usize,
    /// `binom[a * (n + 2) + b]` = C(a, b) for a ≤ max_total + n, b ≤ n + 1.
    binom: Vec<u64>,
    /// `offset[t]`: the compositions of totals below `t`.
    offset: Vec<u64>,
    size: u64,
}

impl Ranker {
    /// A numbering for `cells` cells and totals up to `max_total`, if it has at most
    /// `max_states` numbers.
    pub(crate) fn new(cells: usize, max_total: u32, max_states: u64) -> Option<Ranker> {
        let n = cells;
        let rows = max_total as usize + n + 1;
        let w = n + 2;
        let mut binom = vec![0u64; rows * w];
        for a in 0..rows {
            binom[a * w] = 1;
            for b in 1..w.min(a + 1) {
                let v = binom[(a - 1) * w + b - 1].checked_add(if b < a {
                    binom[(a - 1) * w + b]
                } else {
                    0
                })?;
                binom[a * w + b] = v;
            }
        }
        let mut offset = Vec::with_capacity(max_total as usize + 2);
        let mut acc = 0u64;
        for t in 0..=max_total as usize + 1 {
            offset.push(acc);
            if t <= max_total as usize {
                acc = acc.checked_add(binom[(t + n) * w + n])?;
            }
        }
        let size = acc.checked_mul(cells as u64)?;
        (size <= max_states).then_some(Ranker {
            n,
            binom,
            offset,
            size,
        })
    }

    /// The number of a state.
    #[inline]
    pub(crate) fn index(&self, stones: &[u16], hand: u16, cell: u16) -> u64 {
        let w = self.n + 2;
        let mut prefix = 0usize;
        let mut r = 0u64;
        for (k, &s) in stones.iter().enumerate() {
            prefix += s as usize;
            r += self.binom[(prefix + k) * w + k + 1];
        }
        let t = prefix + hand as usize;
        (self.offset[t] + r) * self.n as u64 + cell as u64
    }
}

impl Ranker {
    /// The number of a board alone (no hand, no cell): turn-start positions of the solver.
    #[inline]
    pub(crate) fn board_index(&self, stones: &[u16], except: Option<usize>) -> u64 {
        let w = self.n + 2;
        let mut prefix = 0usize;
        let mut r = 0u64;
        for (k, &s) in stones.iter().enumerate() {
            if Some(k) != except {
                prefix += s as usize;
            }
            r += self.binom[(prefix + k) * w + k + 1];
        }
        self.offset[prefix] + r
    }

    /// The board of a [`Ranker::board_index`].
    pub(crate) fn board_of(&self, index: u64, out: &mut [u16]) {
        let w = self.n + 2;
        let t = (0..self.offset.len() - 1)
            .rev()
            .find(|&t| self.offset[t] <= index)
            .expect("offset[0] = 0");
        let mut r = index - self.offset[t];
        let mut bars = vec![0usize; self.n];
        let mut b = t + self.n;
        for k in (0..self.n).rev() {
            b -= 1;
            while self.binom[b * w + k + 1] > r {
                b -= 1;
            }
            r -= self.binom[b * w + k + 1];
            bars[k] = b;
        }
        for k in 0..self.n {
            out[k] = (if k == 0 {
                bars[0]
            } else {
                bars[k] - bars[k - 1] - 1
            }) as u16;
        }
    }
}

/// The set of states seen, one bit per state number.
pub(crate) struct BitSeen {
    ranker: Ranker,
    bits: Vec<u64>,
    count: usize,
}

impl BitSeen {
    pub(crate) fn new(ranker: Ranker) -> BitSeen {
        let words = ranker.size.div_ceil(64) as usize;
        BitSeen {
            ranker,
            bits: vec![0; words],
            count: 0,
        }
    }
}

impl Seen for BitSeen {
    #[inline]
    fn insert_state(&mut self, _sig: u128, stones: &[u16], cell: u16, hand: u16) -> bool {
        let i = self.ranker.index(stones, hand, cell);
        let (w, b) = ((i / 64) as usize, i % 64);
        let fresh = self.bits[w] & (1 << b) == 0;
        self.bits[w] |= 1 << b;
        self.count += fresh as usize;
        fresh
    }
    fn count(&self) -> usize {
        self.count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_dense_and_distinct() {
        // Three cells, totals up to 4: every (counts, hand, cell) gets its own number below
        // the size, and all numbers are used.
        let r = Ranker::new(3, 4, 1 << 20).unwrap();
        let mut seen = std::collections::HashSet::new();
        for a in 0..=4u16 {
            for b in 0..=4 - a {
                for c in 0..=4 - a - b {
                    for h in 0..=4 - a - b - c {
                        for cell in 0..3 {
                            let i = r.index(&[a, b, c], h, cell);
                            assert!(i < r.size);
                            assert!(seen.insert(i));
                        }
                    }
                }
            }
        }
        assert_eq!(seen.len() as u64, r.size);
    }

    #[test]
    fn boards_number_and_come_back() {
        let r = Ranker::new(4, 6, 1 << 20).unwrap();
        let mut seen = std::collections::HashSet::new();
        let mut out = [0u16; 4];
        for i in 0..6u16.pow(4) {
            let b = [i % 6, i / 6 % 6, i / 36 % 6, i / 216];
            if b.iter().sum::<u16>() > 6 {
                continue;
            }
            let k = r.board_index(&b, None);
            assert!(seen.insert(k));
            r.board_of(k, &mut out);
            assert_eq!(out, b);
            let mut z = b;
            z[2] = 0;
            assert_eq!(r.board_index(&b, Some(2)), r.board_index(&z, None));
        }
        assert_eq!(r.board_index(&[0; 4], None), 0);
    }
}
