//! The transposition table: positions already searched, keyed by a hash of the position.
//!
//! The hash is computed with a small multiplicative hasher of our own rather than the standard
//! `RandomState`, so it is the same on every run and every platform (determinism when seeded).

use std::hash::{Hash, Hasher};

/// A fast deterministic hasher (multiply-rotate, in the style of FxHash), finished with a
/// SplitMix64 mix so that the low bits index the table well.
#[derive(Default)]
struct MixHasher(u64);

impl Hasher for MixHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut buf = [0u8; 8];
            buf[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(buf));
        }
    }

    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u8(&mut self, v: u8) {
        self.write_u64(v as u64)
    }

    fn write_u128(&mut self, v: u128) {
        self.write_u64(v as u64);
        self.write_u64((v >> 64) as u64);
    }

    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// The deterministic 64-bit key of a position.
pub fn key_of<T: Hash>(value: &T) -> u64 {
    let mut h = MixHasher::default();
    value.hash(&mut h);
    h.finish()
}

/// What the stored value means (alpha-beta bounds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true value is at least this (a cut at a maximising node).
    Lower,
    /// The true value is at most this.
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: u64,
    pub value: i32,
    pub depth: u8,
    pub bound: Bound,
    /// Index of the best turn in the position's list of turns (the list's order is fixed).
    pub best: u8,
}

/// A fixed-size, always-replace-if-deeper-or-different table.
pub struct Table {
    slots: Vec<Option<Entry>>,
    mask: usize,
}

impl Table {
    /// A table of about `2^bits` entries.
    pub fn new(bits: u32) -> Self {
        let size = 1usize << bits.clamp(4, 24);
        Table {
            slots: vec![None; size],
            mask: size - 1,
        }
    }

    pub fn get(&self, key: u64) -> Option<Entry> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    pub fn put(&mut self, entry: Entry) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        match slot {
            Some(old) if old.key == entry.key && old.depth > entry.depth => {}
            _ => *slot = Some(entry),
        }
    }
}
