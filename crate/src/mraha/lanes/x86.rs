//! The walk of [`super`] on an x86-64 processor with AVX: the native referee's and the native
//! players' (the processor is asked once per walk).

use core::arch::x86_64::*;

use super::{Walked, QUIET_LAPS};
use crate::mraha::board;
use crate::mraha::laps::Run;

/// Goes on with a run without special pits that has already taken `laps` laps, from the end of
/// a lap at `last` on the mover's `side` (`side` and `last` in the walk's frame, where it moves
/// towards higher pits). `None` when the processor has no AVX.
pub(super) fn walk(side: u128, last: usize, laps: u64) -> Option<Walked> {
    if !is_x86_feature_detected!("avx") {
        return None;
    }
    // SAFETY: the processor has AVX, checked above.
    Some(unsafe { walk_avx(side, last, laps) })
}

/// A side's bytes as a vector's lanes (lane `i` = byte `i`).
#[inline(always)]
fn lanes(side: u128) -> __m128i {
    // SAFETY: both are 16 bytes of plain data; x86 is little-endian, so lane `i` is byte `i`.
    unsafe { core::mem::transmute::<u128, __m128i>(side) }
}

#[inline(always)]
fn bytes(v: __m128i) -> u128 {
    // SAFETY: as in `lanes`.
    unsafe { core::mem::transmute::<__m128i, u128>(v) }
}

/// The lane offsets of `k` (see the module's doc).
#[inline(always)]
fn offsets() -> __m128i {
    lanes(u128::from_le_bytes([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 128,
    ]))
}

/// The walk state of the module's doc: `z`, `g`, and the sum of the laps' `c − 1` so far
/// (in every lane, modulo 256), from which the current pit follows.
#[derive(Clone, Copy)]
struct State {
    z: __m128i,
    g: __m128i,
    moved: __m128i,
}

#[target_feature(enable = "avx")]
unsafe fn walk_avx(side: u128, last: usize, mut laps: u64) -> Walked {
    let rel = board::rotate_right(side, last as u32);
    let mut s = State {
        z: lanes(rel >> 8),
        g: _mm_set1_epi8((rel as u8).wrapping_sub(1) as i8),
        moved: _mm_setzero_si128(),
    };
    let start_laps = laps;
    // The current pit: `last`, moved by every lap's seeds.
    let pit = |s: &State, laps: u64| {
        (last + _mm_cvtsi128_si32(s.moved) as u8 as usize + (laps - start_laps) as usize) & 15
    };
    let side_of = |s: &State, seeds: u8| bytes(s.z) << 8 | seeds as u128;
    let mut first: Option<State> = None;
    loop {
        let quiet = fast_laps(&mut s, QUIET_LAPS);
        laps += quiet;
        let c = (_mm_cvtsi128_si32(s.g) as u8).wrapping_add(1);
        let p = pit(&s, laps);
        if c == 1 {
            return Walked::Ended(board::rotate_left(side_of(&s, 1), p as u32), p, Run::Empty);
        }
        if c < 16 {
            // QUIET_LAPS laps without a lap of 16 seeds or more.
            return Walked::HandedBack(board::rotate_left(side_of(&s, c), p as u32), p, laps);
        }
        match first {
            None => first = Some(s),
            Some(f) => {
                let same = _mm_and_si128(_mm_cmpeq_epi8(s.z, f.z), _mm_cmpeq_epi8(s.g, f.g));
                if _mm_movemask_epi8(same) == 0xFFFF {
                    super::count_laps(laps);
                    let side = board::rotate_left(side_of(&s, c), p as u32);
                    return Walked::Ended(side, p, Run::Invalid);
                }
            }
        }
        general_lap(&mut s);
        laps += 1;
    }
}

/// One lap of any number of seeds (1 to 64): the next pit's seeds gain a seed per full round
/// of the sowing, and each lane gains `(c + i) / 16` seeds (the module's doc). `pshufb` reads
/// an index's low four bits, or gives 0 when its high bit is set: `g` and `k` stay below 128
/// (64 seeds at most) but in `k`'s lane 15, so no index needs a mask.
#[target_feature(enable = "avx")]
unsafe fn general_lap(s: &mut State) {
    let low = _mm_set1_epi8(15);
    let k = _mm_add_epi8(s.g, offsets());
    // The seeds sown per lane; lane 15 gains nothing: it is the pit lifted.
    let sown_mask = lanes(bytes(low) & !(0xFF << 120));
    let sown = _mm_and_si128(_mm_srli_epi16::<4>(k), sown_mask);
    let rounds = _mm_and_si128(_mm_srli_epi16::<4>(s.g), low);
    let next_g = _mm_add_epi8(_mm_shuffle_epi8(s.z, s.g), rounds);
    s.z = _mm_add_epi8(_mm_shuffle_epi8(s.z, k), sown);
    s.moved = _mm_add_epi8(s.moved, s.g);
    s.g = next_g;
}

/// Walks laps of 2 to 15 seeds, at most `budget`; returns how many. `s` is left before the
/// first lap that is not of that kind (its `g` then tells which) or after the last one walked.
///
/// Written as assembly, two laps per turn of the loop: from the intrinsics LLVM wrote the
/// subtraction of the comparison as an `and` and an addition, one more instruction on the
/// chain from one lap to the next (measured on a walk of 78 million laps: 1.04 ns a lap against
/// 1.13).
#[target_feature(enable = "avx")]
unsafe fn fast_laps(s: &mut State, budget: u64) -> u64 {
    let (mut z, mut g, mut moved) = (s.z, s.g, s.moved);
    let mut left = budget;
    // SAFETY: registers only; no memory, no stack, the flags clobbered (the default).
    unsafe {
        core::arch::asm!(
            "2:",
            "test {left}, {left}",
            "jz 4f",
            "vpaddb {k}, {g}, {offsets}",
            "vpcmpgtb {m}, {k}, {fifteen}",
            "vpmovmskb {r:e}, {m}",
            "and {r:e}, 0x4001",
            "cmp {r:e}, 0x4000",
            "jne 4f",
            "vpshufb {g2}, {z}, {g}",
            "vpshufb {z}, {z}, {k}",
            "vpsubb {z}, {z}, {m}",
            "vpaddb {moved}, {moved}, {g}",
            "dec {left}",
            "jz 3f",
            "vpaddb {k}, {g2}, {offsets}",
            "vpcmpgtb {m}, {k}, {fifteen}",
            "vpmovmskb {r:e}, {m}",
            "and {r:e}, 0x4001",
            "cmp {r:e}, 0x4000",
            "jne 3f",
            "vpshufb {g}, {z}, {g2}",
            "vpshufb {z}, {z}, {k}",
            "vpsubb {z}, {z}, {m}",
            "vpaddb {moved}, {moved}, {g2}",
            "dec {left}",
            "jmp 2b",
            "3:",
            "vmovdqa {g}, {g2}",
            "4:",
            k = out(xmm_reg) _,
            m = out(xmm_reg) _,
            g2 = out(xmm_reg) _,
            r = out(reg) _,
            g = inout(xmm_reg) g,
            z = inout(xmm_reg) z,
            moved = inout(xmm_reg) moved,
            left = inout(reg) left,
            offsets = in(xmm_reg) offsets(),
            fifteen = in(xmm_reg) _mm_set1_epi8(15),
            options(pure, nomem, nostack),
        );
    }
    (s.z, s.g, s.moved) = (z, g, moved);
    budget - left
}
