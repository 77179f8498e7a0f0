//! A multiply-and-rotate hash for the engine's own tables.
//!
//! The standard tables hash with SipHash, which resists keys chosen to collide: not needed
//! here, where every key is a position or a part of one that the engine made itself, and
//! costly where a search hashes a position per candidate turn (a fifth of the Tricérata
//! computer's time went into SipHash). This hash takes eight bytes per step.

use std::hash::{Hash, Hasher};

/// One word at a time: rotate, mix the word in, multiply by an odd constant.
#[derive(Default)]
pub(crate) struct FastHasher(u64);

/// The hash of `value`.
#[inline]
pub(crate) fn fast_hash<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = FastHasher::default();
    value.hash(&mut h);
    h.finish()
}

impl FastHasher {
    #[inline(always)]
    fn mix(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517C_C1B7_2722_0A95);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for w in &mut words {
            self.mix(u64::from_le_bytes(w.try_into().expect("8 bytes")));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            // The last bytes, little-endian, zero-padded: gathered byte by byte, because a copy
            // into a padded word is a `memory.copy` of a varying length in wasm, which V8 runs
            // as a call out of the compiled code (the Tricérata pool hashes a position per turn
            // found).
            let word = rest
                .iter()
                .enumerate()
                .fold(0u64, |w, (i, &b)| w | u64::from(b) << (8 * i));
            self.mix(word);
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.mix(n as u64);
    }
    fn write_u16(&mut self, n: u16) {
        self.mix(n as u64);
    }
    fn write_u32(&mut self, n: u32) {
        self.mix(n as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.mix(n);
    }
    fn write_u128(&mut self, n: u128) {
        self.mix(n as u64);
        self.mix((n >> 64) as u64);
    }
    fn write_usize(&mut self, n: usize) {
        self.mix(n as u64);
    }
    fn finish(&self) -> u64 {
        // The table takes its bucket from the low bits and a tag from the high bits: fold the
        // well-mixed high half down.
        self.0 ^ self.0 >> 32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_counts_and_the_tail_too() {
        let base: Vec<u8> = (0..21).collect();
        let h = fast_hash(&base[..]);
        for i in 0..base.len() {
            let mut other = base.clone();
            other[i] ^= 1;
            assert_ne!(fast_hash(&other[..]), h, "byte {i}");
        }
        // The length is part of a slice's hash: a trailing zero is not lost in the padding.
        let mut longer = base.clone();
        longer.push(0);
        assert_ne!(fast_hash(&longer[..]), h);
    }

    #[test]
    fn spreads_small_keys_over_the_low_bits() {
        // A table of 1024 buckets takes the low 10 bits: 1000 consecutive keys land in many.
        let buckets: std::collections::HashSet<u64> =
            (0u64..1000).map(|k| fast_hash(&k) & 1023).collect();
        assert!(buckets.len() > 550, "{} buckets", buckets.len());
    }
}
