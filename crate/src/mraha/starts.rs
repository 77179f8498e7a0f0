//! The candidate starts of a turn (sections 4, 6 and 8): captures if any capture exists, else the
//! trakatra starts allowed by the nyumba, singleton, front-row and takasia rules. The filters that
//! need the whole turn (never-ending, front row emptied) come after, in `legal.rs`.

use super::board::{self, KOTSO_LEFT, KOTSO_RIGHT, NYUMBA};
#[cfg(test)]
use super::board::{ANTICLOCKWISE, CLOCKWISE};
use super::position::Position;
use super::rules::NamuaSingletons;

/// At most 16 pits × 2 directions, each start one byte (`pit << 1`, plus 1 when clockwise).
///
/// Why a byte and not a `(u8, i8)` pair: every turn of every playout builds this list, and at
/// 69 bytes its zeroing and its return were `memory.fill` and `memory.copy` in the wasm, each a
/// call out of the compiled code into the runtime; at 32 bytes of items the compiler writes
/// them as a few plain stores.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Starts {
    items: [u8; 32],
    pub len: usize,
    /// The starts are captures (captures are compulsory).
    pub capturing: bool,
}

impl Starts {
    /// The starts of two sets of pits (bit `k`: pit `k`), sorted: by pit, anticlockwise (-1)
    /// before clockwise.
    ///
    /// Written in place without a branch per start, the count kept in a local (a push through
    /// `self` made the compiler store and reload it around every byte written: a byte store
    /// may alias it): each pit's two bytes are written, and the count moves past those of its
    /// directions in the sets. A byte written past the count is overwritten or never read; the
    /// count reaches 32 only after the last pit's last byte. In place rather than in a local
    /// array moved out: reading the bytes just written as one 16-byte word stalls the
    /// processor (a store cannot be forwarded to a wider load), a quarter of the function's
    /// time.
    #[inline(always)]
    fn from_bits(anticlockwise: u16, clockwise: u16, capturing: bool) -> Self {
        let mut s = Starts {
            items: [0; 32],
            len: 0,
            capturing,
        };
        let mut len = 0;
        let mut pits = anticlockwise | clockwise;
        while pits != 0 {
            let k = pits.trailing_zeros();
            pits &= pits - 1;
            s.items[len & 31] = (k as u8) << 1;
            len += (anticlockwise >> k & 1) as usize;
            s.items[len & 31] = (k as u8) << 1 | 1;
            len += (clockwise >> k & 1) as usize;
        }
        s.len = len;
        s
    }

    /// The start at `i`: its pit and direction.
    #[inline(always)]
    pub fn get(&self, i: usize) -> (u8, i8) {
        let b = self.items[i];
        // Bit 0 set: clockwise (+1), else anticlockwise (-1).
        (b >> 1, 2 * (b & 1) as i8 - 1)
    }

    /// The starts in order, as pit and direction.
    pub fn iter(&self) -> impl Iterator<Item = (u8, i8)> + '_ {
        (0..self.len).map(|i| self.get(i))
    }

    pub fn remove(&mut self, i: usize) {
        self.items[i] = self.items[self.len - 1];
        self.len -= 1;
    }
}

impl Position {
    /// The mtaji capturing starts of `player` (first lap of 2–15 seeds, or a singleton under
    /// `singleton_captures`, ending in a bi-pleine front pit). Calls `found(k, dir, target)`.
    /// The plain definition: the engine uses the branch-free sets below, tested against it.
    #[cfg(test)]
    pub(crate) fn mtaji_captures(&self, player: usize, mut found: impl FnMut(usize, i8, usize)) {
        let side = self.sides[player];
        let min = if self.rules.singleton_captures { 1 } else { 2 };
        for k in 0..16 {
            let n = board::get(side, k);
            if n < min || n > 15 {
                continue;
            }
            for dir in [ANTICLOCKWISE, CLOCKWISE] {
                if let Some(target) = self.first_lap_captures(player, k, dir, n) {
                    found(k, dir, target);
                }
            }
        }
    }

    /// Namua captures of `player`: front pits that are bi-pleine before the hand seed.
    #[inline(always)]
    pub(crate) fn namua_capture_pits(&self, player: usize) -> u8 {
        let mine = board::front_holding(self.sides[player], 1);
        let theirs = board::facing_holding(self.sides[1 - player], 1);
        mine & theirs
    }

    /// The player has a capturing start, judged on first laps in his own phase.
    pub(crate) fn has_capture(&self, player: usize) -> bool {
        if self.hands[player] > 0 {
            return self.namua_capture_pits(player) != 0;
        }
        let (anticlockwise, clockwise) = self.mtaji_capture_bits(player);
        anticlockwise | clockwise != 0
    }

    /// The mtaji starts that capture, as two sets of pits (bit `k`: pit `k`), anticlockwise and
    /// clockwise: the same starts as [`Position::mtaji_captures`], found without a branch per
    /// pit (which the processor mispredicts: this runs once per turn of every playout) and
    /// without a loop over the pits: one round of byte-wise tests per target
    /// ([`first_laps_ending_at`]), and most positions have few targets.
    #[inline(always)]
    pub(crate) fn mtaji_capture_bits(&self, player: usize) -> (u16, u16) {
        let side = self.sides[player];
        let (lifts_lo, lifts_hi) = self.lifting_pits(side);
        let mut targets = self.namua_capture_pits(player);
        let (mut anticlockwise, mut clockwise) = ((0u64, 0u64), (0u64, 0u64));
        while targets != 0 {
            let t = targets.trailing_zeros();
            targets &= targets - 1;
            let (a, c) = first_laps_ending_at(side, t);
            anticlockwise = (anticlockwise.0 | a.0, anticlockwise.1 | a.1);
            clockwise = (clockwise.0 | c.0, clockwise.1 | c.1);
        }
        let bits = |(lo, hi): (u64, u64)| {
            board::gather_high_bits(lo & lifts_lo) as u16
                | (board::gather_high_bits(hi & lifts_hi) as u16) << 8
        };
        (bits(anticlockwise), bits(clockwise))
    }

    /// The opponent's pits that an mtaji capturing start of `player` would capture (bit `t`:
    /// his pit `t`): the targets of [`Position::mtaji_captures`], found as
    /// [`Position::mtaji_capture_bits`] finds the starts (the computer's evaluation asks for them
    /// twice per position judged).
    #[inline(always)]
    pub(crate) fn mtaji_capture_targets(&self, player: usize) -> u8 {
        let side = self.sides[player];
        let (lifts_lo, lifts_hi) = self.lifting_pits(side);
        let mut targets = self.namua_capture_pits(player);
        // The front pits where a capturing first lap ends.
        let mut ends = 0u8;
        while targets != 0 {
            let t = targets.trailing_zeros();
            targets &= targets - 1;
            let (a, c) = first_laps_ending_at(side, t);
            let any = ((a.0 | c.0) & lifts_lo) | ((a.1 | c.1) & lifts_hi);
            ends |= ((any != 0) as u8) << t;
        }
        // A lap ending in front pit `e` captures the opponent's pit `7 - e`.
        ends.reverse_bits()
    }

    /// The pits a capturing first lap may be lifted from (2 to 15 seeds, or 1 to 15 under
    /// `singleton_captures`; 16 or more would go round the loop), as the high bits of their
    /// bytes in the side's two halves.
    #[inline(always)]
    fn lifting_pits(&self, side: u128) -> (u64, u64) {
        let min = if self.rules.singleton_captures { 1 } else { 2 };
        let lifting =
            |half: u64| board::holding_high_bits(half, min) & !board::holding_high_bits(half, 16);
        (lifting(side as u64), lifting((side >> 64) as u64))
    }

    /// The candidate starts of the player to move, before the whole-turn filters.
    pub(crate) fn candidate_starts(&self) -> Starts {
        let m = self.to_move as usize;
        let (anticlockwise, clockwise, capturing) = if self.front_empty(m) {
            (0, 0, false)
        } else if self.hands[m] > 0 {
            self.namua_starts(m)
        } else {
            self.mtaji_starts(m)
        };
        Starts::from_bits(anticlockwise, clockwise, capturing)
    }

    /// The namua starts, as sets of pits anticlockwise and clockwise, and whether they capture.
    fn namua_starts(&self, m: usize) -> (u16, u16, bool) {
        let captures = self.namua_capture_pits(m) as u16;
        if captures != 0 {
            // The token's letter is the direction the captured seeds travel from their kotso;
            // a kimbi capture has only its forced letter: clockwise from the left kotso's
            // columns (A1, A2), anticlockwise from the right one's (A7, A8).
            let left_kimbi = 1 << KOTSO_LEFT | 1 << (KOTSO_LEFT + 1);
            let right_kimbi = 1 << KOTSO_RIGHT | 1 << (KOTSO_RIGHT - 1);
            return (captures & !left_kimbi, captures & !right_kimbi, true);
        }
        let side = self.sides[m];
        let takasia = self.takasia.map_or(0u8, |k| 1 << k);
        let occupied = board::front_holding(side, 1) & !takasia;
        let loaded = board::front_holding(side, 2) & !takasia;
        let functional = self.nyumba_functional(m);
        let nyumba_bit = if functional { 1u8 << NYUMBA } else { 0 };
        let tax_only = || if functional { 1u8 << NYUMBA } else { 0 };
        let pits = match self.rules.namua_singletons {
            NamuaSingletons::Never => {
                let normal = loaded & !nyumba_bit;
                if normal != 0 {
                    normal
                } else if functional {
                    tax_only()
                } else {
                    occupied
                }
            }
            NamuaSingletons::Bao => {
                if functional {
                    let normal = occupied & !nyumba_bit;
                    if normal != 0 {
                        normal
                    } else {
                        tax_only()
                    }
                } else if loaded != 0 {
                    loaded
                } else {
                    occupied
                }
            }
        };
        let pits = pits as u16;
        (pits, pits, false)
    }

    /// The mtaji starts, as sets of pits anticlockwise and clockwise, and whether they capture.
    fn mtaji_starts(&self, m: usize) -> (u16, u16, bool) {
        let (anticlockwise, clockwise) = self.mtaji_capture_bits(m);
        if anticlockwise | clockwise != 0 {
            return (anticlockwise, clockwise, true);
        }
        // A trakatra lifts 2 seeds or more, from the front row if it has such a pit, else from
        // the back row; not from the takasiaed pit (always a front pit).
        let side = self.sides[m];
        let takasia = self.takasia.map_or(0, |k| 1u16 << k);
        let front = board::front_holding(side, 2) as u16;
        let pits = if front != 0 {
            front
        } else {
            (board::gather_high_bits(board::holding_high_bits((side >> 64) as u64, 2)) as u16) << 8
        };
        let pits = pits & !takasia;
        (pits, pits, false)
    }

    /// Takasia (section 8), for the player now to move (Y) after the opponent (X) ended a mtaji
    /// trakatra: the one front pit of Y that X's capturing starts would take, if Y has no
    /// capture and the pit is not exempt.
    pub(crate) fn takasia_after_trakatra(&self) -> Option<usize> {
        let y = self.to_move as usize;
        let x = 1 - y;
        if self.has_capture(y) {
            return None;
        }
        let targets = if self.hands[x] > 0 {
            self.namua_capture_pits(x).reverse_bits()
        } else {
            self.mtaji_capture_targets(x)
        };
        if targets.count_ones() != 1 {
            return None;
        }
        let t = targets.trailing_zeros() as usize;
        let side = self.sides[y];
        let count = board::get(side, t);
        let exempt = count <= 1
            || (t == NYUMBA && self.nyumba_functional(y))
            || board::front_holding(side, 1) == 1 << t
            || board::front_holding(side, 2) == 1 << t;
        (!exempt).then_some(t)
    }
}

/// The pits whose first lap, lifted, would end at front pit `t` (0..8), anticlockwise and
/// clockwise, as the high bits of their bytes in the side's two halves (low, high), whatever
/// their count may be lifted: pit `k` holding `n` ends at `(k + n) mod 16` clockwise and at
/// `(k − n) mod 16` anticlockwise, so the pits that reach `t` are those whose byte equals
/// `(t − k) mod 16`, or `(k − t) mod 16`: one byte-wise comparison of each half with a vector
/// of those values (which `n ≤ 15` makes exact).
#[inline(always)]
fn first_laps_ending_at(side: u128, t: u32) -> ((u64, u64), (u64, u64)) {
    const ONES: u64 = board::ONES as u64;
    const LOW_NIBBLES: u64 = 0x0F * ONES;
    // Byte j of each half: (−k) mod 16 and k, for k = j (low half) and k = 8 + j (high half).
    const MINUS_K: (u64, u64) = (0x090A_0B0C_0D0E_0F00, 0x0102_0304_0506_0708);
    const K: (u64, u64) = (0x0706_0504_0302_0100, 0x0F0E_0D0C_0B0A_0908);
    let (lo, hi) = (side as u64, (side >> 64) as u64);
    let add = |v: u64, n: u32| v.wrapping_add(n as u64 * ONES) & LOW_NIBBLES;
    let clockwise = (
        board::equal_high_bits(lo, add(MINUS_K.0, t)),
        board::equal_high_bits(hi, add(MINUS_K.1, t)),
    );
    let anticlockwise = (
        board::equal_high_bits(lo, add(K.0, 16 - t)),
        board::equal_high_bits(hi, add(K.1, 16 - t)),
    );
    (anticlockwise, clockwise)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mraha::Rules;
    use crate::rng::Rng;

    /// The branch-free capture sets list exactly the starts and targets of `mtaji_captures`, on the
    /// positions of random games of every preset, for both players.
    #[test]
    fn capture_bits_are_the_mtaji_captures() {
        let mut rng = Rng::new(7);
        let mut captures = 0;
        for preset in ["mraha", "zanzibar", "kujifunza"] {
            let start = Position::start(Rules::preset(preset).unwrap());
            for _ in 0..300 {
                let mut pos = start;
                loop {
                    for player in 0..2 {
                        let mut expected = (0u16, 0u16);
                        pos.mtaji_captures(player, |k, dir, _| {
                            if dir == ANTICLOCKWISE {
                                expected.0 |= 1 << k;
                            } else {
                                expected.1 |= 1 << k;
                            }
                        });
                        assert_eq!(pos.mtaji_capture_bits(player), expected);
                        let mut targets = 0u8;
                        pos.mtaji_captures(player, |_, _, t| targets |= 1 << t);
                        assert_eq!(pos.mtaji_capture_targets(player), targets);
                        captures += (expected.0 | expected.1).count_ones();
                    }
                    if !pos.play_random_turn(&mut rng) {
                        break;
                    }
                }
            }
        }
        assert!(captures > 10_000, "{captures} capturing starts seen");
    }
}
