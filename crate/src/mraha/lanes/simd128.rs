//! The walk of [`super`] in wasm's SIMD, for the lanes' module (`crate::lanes_module`).
//!
//! The same state and laps as [`super::x86`], with two differences of the instruction set:
//! `i8x16.swizzle` gives 0 for every index of 16 or more (not only for those whose high bit is
//! set, as `pshufb` does), so an index is masked to its four low bits but in `k`'s lane 15,
//! whose 128 or more must still give 0; and a walk goes by strides of [`STRIDE`] laps, one
//! call each, since a wasm engine runs a function's first calls in its baseline code and only a
//! later call in its optimised code (as the strides of [`crate::mraha::ages`]): the walk's
//! state waits between two calls in a [`Walker`].

use core::arch::wasm32::*;

use super::{Walked, QUIET_LAPS};
use crate::mraha::board;
use crate::mraha::laps::Run;

/// Laps walked per call of [`Walker::on`] (about 0.1 ms).
pub(crate) const STRIDE: u64 = 1 << 16;

/// A side's bytes as a vector's lanes (lane `i` = byte `i`: wasm is little-endian). Every
/// function here that touches a vector enables SIMD itself: the module is built with the crate's
/// plain flags (one set for all the modules of a profile).
#[inline]
#[target_feature(enable = "simd128")]
fn lanes(side: u128) -> v128 {
    u64x2(side as u64, (side >> 64) as u64)
}

#[inline]
#[target_feature(enable = "simd128")]
fn bytes(v: v128) -> u128 {
    u64x2_extract_lane::<0>(v) as u128 | (u64x2_extract_lane::<1>(v) as u128) << 64
}

/// The lane offsets of `k` (see [`super`]).
const OFFSETS: v128 = u8x16(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 128);
/// `k`'s index mask: four bits in lanes 0 to 14, all of lane 15 (128 or more: a 0).
const INDEX: v128 = u8x16(
    15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 255,
);
/// The lanes that gain seeds in a lap of 16 or more: all but lane 15, the pit lifted.
const SOWN: v128 = u8x16(
    15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 0,
);

/// A walk under way between two strides: the state of [`super`] (`z`, `g`, and the laps'
/// `c − 1` summed in every lane, modulo 256), where it started, and its cycle test's reference.
pub(crate) struct Walker {
    z: v128,
    g: v128,
    moved: v128,
    last: usize,
    start_laps: u64,
    laps: u64,
    /// Laps since the last lap of 16 seeds or more (or since the walk came here).
    quiet: u64,
    /// `z` and `g` at the first lap of 16 seeds or more.
    first: Option<(v128, v128)>,
}

impl Walker {
    /// A walk that goes on with a run without special pits, as [`super::walk`] says.
    #[target_feature(enable = "simd128")]
    pub(crate) fn new(side: u128, last: usize, laps: u64) -> Walker {
        let rel = board::rotate_right(side, last as u32);
        Walker {
            z: lanes(rel >> 8),
            g: u8x16_splat((rel as u8).wrapping_sub(1)),
            moved: u8x16_splat(0),
            last,
            start_laps: laps,
            laps,
            quiet: 0,
            first: None,
        }
    }

    /// Laps of the whole run so far.
    pub(crate) fn laps(&self) -> u64 {
        self.laps
    }

    /// The current pit: `last`, moved by every lap's seeds.
    #[target_feature(enable = "simd128")]
    fn pit(&self) -> usize {
        let moved = u8x16_extract_lane::<0>(self.moved) as usize;
        (self.last + moved + (self.laps - self.start_laps) as usize) & 15
    }

    /// The side, in the mover's frame, with `seeds` in the current pit.
    #[target_feature(enable = "simd128")]
    fn side(&self, seeds: u8) -> u128 {
        board::rotate_left(bytes(self.z) << 8 | seeds as u128, self.pit() as u32)
    }

    /// Walks at most about [`STRIDE`] laps: the walk's end or its hand-over, or `None` when the
    /// stride is over and the walk goes on at the next call.
    #[target_feature(enable = "simd128")]
    pub(crate) fn on(&mut self) -> Option<Walked> {
        let mut left = STRIDE;
        loop {
            let budget = left.min(QUIET_LAPS - self.quiet);
            let walked = self.fast_laps(budget);
            self.laps += walked;
            self.quiet += walked;
            left -= walked;
            let c = u8x16_extract_lane::<0>(self.g).wrapping_add(1);
            if c == 1 {
                return Some(Walked::Ended(self.side(1), self.pit(), Run::Empty));
            }
            if c < 16 {
                if self.quiet >= QUIET_LAPS {
                    return Some(Walked::HandedBack(self.side(c), self.pit(), self.laps));
                }
                // The stride is over (the fast laps stop only there or before another kind).
                return None;
            }
            match self.first {
                None => self.first = Some((self.z, self.g)),
                Some((z, g)) => {
                    if i8x16_all_true(v128_and(i8x16_eq(self.z, z), i8x16_eq(self.g, g))) {
                        return Some(Walked::Ended(self.side(c), self.pit(), Run::Invalid));
                    }
                }
            }
            self.general_lap();
            self.laps += 1;
            self.quiet = 0;
            if left <= 1 {
                return None;
            }
            left -= 1;
        }
    }

    /// One lap of any number of seeds (1 to 64), as [`super::x86`]'s.
    #[target_feature(enable = "simd128")]
    fn general_lap(&mut self) {
        let low = u8x16_splat(15);
        let k = i8x16_add(self.g, OFFSETS);
        let sown = v128_and(u8x16_shr(k, 4), SOWN);
        let rounds = u8x16_shr(self.g, 4);
        let next_g = i8x16_add(i8x16_swizzle(self.z, v128_and(self.g, low)), rounds);
        self.z = i8x16_add(i8x16_swizzle(self.z, v128_and(k, INDEX)), sown);
        self.moved = i8x16_add(self.moved, self.g);
        self.g = next_g;
    }

    /// Walks laps of 2 to 15 seeds, at most `budget`; returns how many, and leaves the state
    /// before the first lap that is not of that kind (its `g` then tells which) or after the
    /// last one walked. Lane 0 of `k > 15` is `c ≥ 16`, lane 14 is `c ≥ 2` (see [`super`]).
    #[target_feature(enable = "simd128")]
    fn fast_laps(&mut self, budget: u64) -> u64 {
        let fifteen = u8x16_splat(15);
        let (mut z, mut g, mut moved) = (self.z, self.g, self.moved);
        let mut walked = 0;
        while walked < budget {
            let k = i8x16_add(g, OFFSETS);
            let m = i8x16_gt(k, fifteen);
            if i8x16_bitmask(m) & 0x4001 != 0x4000 {
                break;
            }
            let next_g = i8x16_swizzle(z, g);
            z = i8x16_sub(i8x16_swizzle(z, v128_and(k, INDEX)), m);
            moved = i8x16_add(moved, g);
            g = next_g;
            walked += 1;
        }
        (self.z, self.g, self.moved) = (z, g, moved);
        walked
    }
}
