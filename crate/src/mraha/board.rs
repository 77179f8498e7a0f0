//! Pit indexing and the constant tables that make a lap O(1).
//!
//! A player's 16 pits form a loop, `k = 0..7` = `A1..A8` (front row, from the owner's left),
//! `k = 8..15` = `B8..B1` (back row, back toward the left). Clockwise (R) is `k + 1`, anticlockwise
//! (L) is `k - 1`, modulo 16. One side is packed into a `u128`, one byte per pit, so sowing a lap
//! of `n` seeds is one addition of a precomputed mask (no pit ever holds more than 64 seeds, so
//! bytes never carry into each other).

/// Seeds in the game.
pub const TOTAL_SEEDS: u32 = 64;
/// The front row's eight bytes.
pub const FRONT: u128 = (1u128 << 64) - 1;
/// One seed in every pit.
pub const ONES: u128 = 0x0101_0101_0101_0101_0101_0101_0101_0101;
/// The nyumba is `A5`.
pub const NYUMBA: usize = 4;
/// The kotso (corners) `A1` and `A8`.
pub const KOTSO_LEFT: usize = 0;
pub const KOTSO_RIGHT: usize = 7;
/// The kimbi, the four outer columns `A1`, `A2`, `A7`, `A8` (a capture there enters by the
/// nearest kotso, rules §5).
pub const KIMBI: [usize; 4] = [0, 1, 6, 7];
/// Pits in a row; a player's loop holds two rows.
pub const ROW: usize = 8;
pub const LOOP: usize = 2 * ROW;

/// Clockwise (R, toward the player's own right along his front row) is +1.
pub const CLOCKWISE: i8 = 1;
pub const ANTICLOCKWISE: i8 = -1;

// Pit `k`'s byte is reached through the 64-bit half that holds it: a 128-bit shift by a variable
// amount is a call into the runtime on wasm32 (which has no 128-bit shifts), a 64-bit one is a
// single instruction everywhere.

/// `n` in pit `k`'s byte, zero elsewhere.
#[inline(always)]
pub fn at(k: usize, n: u8) -> u128 {
    let v = (n as u64) << (8 * (k & 7));
    if k < 8 {
        v as u128
    } else {
        (v as u128) << 64
    }
}

/// The seeds of pit `k`.
#[inline(always)]
pub fn get(side: u128, k: usize) -> u8 {
    let half = if k < 8 {
        side as u64
    } else {
        (side >> 64) as u64
    };
    (half >> (8 * (k & 7))) as u8
}

/// The side with pit `k` emptied.
#[inline(always)]
pub fn clear(side: u128, k: usize) -> u128 {
    side & !at(k, 0xFF)
}

/// The side with `n` seeds added to pit `k`.
#[inline(always)]
pub fn add(side: u128, k: usize, n: u8) -> u128 {
    plus(side, at(k, n))
}

/// `a + b` for sides whose bytes never carry (no pit holds more than [`TOTAL_SEEDS`]): each
/// 64-bit half added on its own. The same as the 128-bit sum, but on wasm32, which has no
/// 128-bit addition, that sum is two 64-bit ones joined by a carry test (a comparison, a
/// widening, a third addition) that lengthens every lap's chain.
#[inline(always)]
pub fn plus(a: u128, b: u128) -> u128 {
    let lo = (a as u64).wrapping_add(b as u64);
    let hi = ((a >> 64) as u64).wrapping_add((b >> 64) as u64);
    (hi as u128) << 64 | lo as u128
}

/// `a - b` for a side `a` holding, in every pit, at least `b`'s seeds (no byte borrows): each
/// half on its own, as [`plus`].
#[inline(always)]
pub fn minus(a: u128, b: u128) -> u128 {
    let lo = (a as u64).wrapping_sub(b as u64);
    let hi = ((a >> 64) as u64).wrapping_sub((b >> 64) as u64);
    (hi as u128) << 64 | lo as u128
}

const HIGH: u64 = 0x8080_8080_8080_8080;

/// The bytes of a half (eight pits) holding at least `min` seeds (1 ≤ `min` ≤ 128), as their
/// high bits.
///
/// Without a loop over the pits: a pit holds at most [`TOTAL_SEEDS`] seeds, so adding
/// `128 − min` to every byte sets its high bit exactly when it holds `min` or more, and never
/// carries into the next byte.
#[inline(always)]
pub fn holding_high_bits(half: u64, min: u8) -> u64 {
    half.wrapping_add((0x80 - min as u64) * (ONES as u64)) & HIGH
}

/// The bytes where two halves are equal, as their high bits, for halves whose bytes are all
/// below 128 (as a pit's count is): their exclusive or is then below 128 in every byte, and
/// adding 127 sets a byte's high bit exactly when it is not zero, without a carry.
#[inline(always)]
pub fn equal_high_bits(a: u64, b: u64) -> u64 {
    !((a ^ b).wrapping_add(0x7F * ONES as u64)) & HIGH
}

/// Eight high bits of a half's bytes gathered into one byte (byte `k`'s bit to bit `k`) by one
/// multiplication: byte `k`'s bit lands on bit `56 + k`, and no two of the products overlap, so
/// nothing carries.
#[inline(always)]
pub fn gather_high_bits(high_bits: u64) -> u8 {
    ((high_bits >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

/// Bit `k` set for each front pit `k < 8` of `side` holding at least `min` seeds (`min` ≥ 1).
#[inline(always)]
pub fn front_holding(side: u128, min: u8) -> u8 {
    gather_high_bits(holding_high_bits(side as u64, min))
}

/// [`front_holding`] in the facing order: bit `k` set when pit `7 − k`, the pit facing the
/// other player's front pit `k`, holds at least `min` seeds. The same gathering with the
/// multiplier that sends byte `k`'s bit to bit `63 − k` (again without overlaps), where a
/// bit reversal afterwards would cost a dozen instructions (neither wasm32 nor x86-64 has one).
#[inline(always)]
pub fn facing_holding(side: u128, min: u8) -> u8 {
    ((holding_high_bits(side as u64, min) >> 7).wrapping_mul(0x8040_2010_0804_0201) >> 56) as u8
}

/// The side turned by `pits` pits towards pit 0 (pit `pits` becomes pit 0), `pits` < 16.
#[inline(always)]
pub fn rotate_right(side: u128, pits: u32) -> u128 {
    let (mut lo, mut hi) = (side as u64, (side >> 64) as u64);
    if pits & 8 != 0 {
        (lo, hi) = (hi, lo);
    }
    let s = 8 * (pits & 7);
    // `(x << 1) << (63 - s)` is `x << (64 - s)`, and 0 when s is 0.
    let (lo, hi) = (
        lo >> s | (hi << 1) << (63 - s),
        hi >> s | (lo << 1) << (63 - s),
    );
    (hi as u128) << 64 | lo as u128
}

/// The side turned by `pits` pits away from pit 0 (pit 0 becomes pit `pits`), `pits` < 16.
#[inline(always)]
pub fn rotate_left(side: u128, pits: u32) -> u128 {
    rotate_right(side, (16 - pits) & 15)
}

/// The pit `steps` steps from `k` in direction `dir`.
#[inline(always)]
pub fn step(k: usize, dir: i8, steps: usize) -> usize {
    if dir > 0 {
        (k + steps) & 15
    } else {
        (k + 16 * 4 - (steps & 63)) & 15
    }
}

crate::tables::lookup_table! {
    /// `MASKS[d][from][r]`: one seed in each of the `r` pits after `from` in direction `d`
    /// (`d = 0` clockwise, `1` anticlockwise).
    static MASKS: [[[u128; 16]; 16]; 2] = build_masks();
}

const fn build_masks() -> [[[u128; 16]; 16]; 2] {
    let mut t = [[[0u128; 16]; 16]; 2];
    let mut d = 0;
    while d < 2 {
        let mut from = 0;
        while from < 16 {
            let mut r = 1;
            let mut acc = 0u128;
            while r < 16 {
                let pit = if d == 0 {
                    (from + r) % 16
                } else {
                    (from + 16 - r) % 16
                };
                acc |= 1u128 << (8 * pit);
                t[d][from][r] = acc;
                r += 1;
            }
            from += 1;
        }
        d += 1;
    }
    t
}

/// The mask table of one direction (`dir` = +1 or -1), for loops that keep the direction.
#[inline(always)]
pub fn masks_of(dir: i8) -> &'static [[u128; 16]; 16] {
    &MASKS[(dir < 0) as usize]
}

/// Sows `n` seeds one per pit starting with the pit after `from`; returns the new side and the
/// pit of the last seed.
#[inline(always)]
pub fn sow(side: u128, from: usize, dir: i8, n: u8) -> (u128, usize) {
    sow_with(masks_of(dir), side, from, dir, n)
}

/// [`sow`] with the mask table of `dir` ([`masks_of`]) taken once, before a loop.
#[inline(always)]
pub fn sow_with(
    masks: &[[u128; 16]; 16],
    side: u128,
    from: usize,
    dir: i8,
    n: u8,
) -> (u128, usize) {
    let rest = (n % 16) as usize;
    let mut side = plus(side, masks[from][rest]);
    if n >= 16 {
        // A seed in every pit per full round (rare; a branch, so that wasm32 does not pay for
        // it on every lap). One 64-bit multiplication for both halves: a 128-bit one is a call
        // into the runtime on wasm32 (`__multi3`), and no pit's count carries into the next.
        let round = (n / 16) as u64 * (ONES as u64);
        side = plus(side, (round as u128) << 64 | round as u128);
    }
    (side, step(from, dir, n as usize))
}

/// The opponent's front pit facing the front pit `k` (rules §1: `Ai` faces `a(9-i)`).
pub fn facing(k: usize) -> usize {
    ROW - 1 - k
}

/// `A1..A8` / `B1..B8` for pit `k`; lower case for North (player 1).
pub fn pit_name(player: usize, k: usize) -> String {
    let (row, num) = if k < 8 { (b'A', k + 1) } else { (b'B', 16 - k) };
    let row = if player == 0 {
        row
    } else {
        row.to_ascii_lowercase()
    };
    // Built by hand, not `format!`: the match engine's first part carries no formatting.
    [row as char, (b'0' + num as u8) as char].iter().collect()
}

/// The inverse of [`pit_name`]: `(player, k)`.
pub fn parse_pit(name: &str) -> Option<(usize, usize)> {
    let mut chars = name.chars();
    let row = chars.next()?;
    let num: usize = chars.as_str().parse().ok()?;
    if !(1..=8).contains(&num) || chars.as_str().starts_with('+') {
        return None;
    }
    let player = if row.is_ascii_uppercase() { 0 } else { 1 };
    match row.to_ascii_uppercase() {
        'A' => Some((player, num - 1)),
        'B' => Some((player, 16 - num)),
        _ => None,
    }
}

/// The player's 16 counts as a side.
pub fn pack(counts: &[u8; 16]) -> u128 {
    u128::from_le_bytes(*counts)
}

pub fn unpack(side: u128) -> [u8; 16] {
    side.to_le_bytes()
}

/// Total seeds of a side.
pub fn total(side: u128) -> u32 {
    unpack(side).iter().map(|&c| c as u32).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pits_and_turns_match_the_bytes() {
        let counts: [u8; 16] = [3, 0, 7, 1, 255, 9, 0, 2, 5, 128, 4, 0, 6, 11, 1, 8];
        let side = pack(&counts);
        for k in 0..16 {
            assert_eq!(get(side, k), counts[k]);
            let mut cleared = counts;
            cleared[k] = 0;
            assert_eq!(clear(side, k), pack(&cleared));
            let mut added = cleared;
            added[k] = 42;
            assert_eq!(add(pack(&cleared), k, 42), pack(&added));
            let turned = rotate_right(side, k as u32);
            assert_eq!(turned, side.rotate_right(8 * k as u32), "right by {k}");
            assert_eq!(get(turned, 0), counts[k]);
            assert_eq!(rotate_left(turned, k as u32), side, "left by {k}");
        }
    }

    #[test]
    fn sowing_by_mask_matches_one_by_one() {
        for from in 0..16 {
            for dir in [CLOCKWISE, ANTICLOCKWISE] {
                for n in 1..=40u8 {
                    let mut counts = [0u8; 16];
                    let mut k = from;
                    for _ in 0..n {
                        k = step(k, dir, 1);
                        counts[k] += 1;
                    }
                    let (side, last) = sow(0, from, dir, n);
                    assert_eq!(unpack(side), counts, "from {from} dir {dir} n {n}");
                    assert_eq!(last, k);
                }
            }
        }
    }

    /// The loop-free forms agree with the plain ones on every side the game can hold (no pit
    /// above 64 seeds).
    #[test]
    fn word_tricks_match_the_plain_forms() {
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..20_000 {
            let mut counts = [0u8; 16];
            for _ in 0..rng.below(65) {
                counts[rng.below(16)] += 1;
            }
            if rng.below(8) == 0 {
                counts[rng.below(16)] = 64;
            }
            let side = pack(&counts);
            for min in 1..=65u8 {
                let plain = (0..8).fold(0u8, |bits, k| bits | ((counts[k] >= min) as u8) << k);
                assert_eq!(front_holding(side, min), plain, "{counts:?} min {min}");
                assert_eq!(facing_holding(side, min), plain.reverse_bits());
            }
            let mut other = [0u8; 16];
            for (k, o) in other.iter_mut().enumerate() {
                *o = rng.below(65 - counts[k] as usize) as u8;
            }
            let other = pack(&other);
            assert_eq!(plus(side, other), side + other);
            assert_eq!(minus(plus(side, other), other), side);
            assert_eq!(minus(side, side), 0);
        }
    }

    #[test]
    fn pit_names_round_trip() {
        for player in 0..2 {
            for k in 0..16 {
                assert_eq!(parse_pit(&pit_name(player, k)), Some((player, k)));
            }
        }
        assert_eq!(pit_name(0, 8), "B8");
        assert_eq!(pit_name(1, 15), "b1");
        assert_eq!(parse_pit("A9"), None);
        assert_eq!(parse_pit("C1"), None);
    }
}
