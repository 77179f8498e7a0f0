//! The long walks without special pits with the side in one vector register, a lap a few
//! register instructions with no memory access. On the worst walk found (144,658,023 laps) a lap
//! takes about 1 ns natively, three cycles, against 2.5 ns in [`super::ages`], whose chain from
//! one lap to the next goes through a load.
//!
//! Two forms of the same walk: [`x86`], natively on an x86-64 processor with AVX (the referee,
//! the native players), and [`simd128`], in wasm's SIMD. A wasm module with SIMD does not compile
//! in every browser the page supports (Safari before 16.4), so the wasm form is a small module of
//! its own (`www/pkg/semailles_lanes.wasm`, cargo feature `wasm-lanes`), loaded beside the Mraha
//! players' module only where the browser validates it, and reached from that module through
//! the page (`crate::wasm::lanes`): a long walk is rare and takes thousands of laps, so the
//! crossing costs nothing measurable. The match engines keep [`super::ages`] (the crossing's
//! glue would weigh on the first board of a link to a game under way). Both forms give the same
//! answers as [`super::ages`], which takes over whenever they cannot go on.
//!
//! # The state: the side seen from the pit just lifted, one lane further
//!
//! Seen from the current pit `p` (lane `i` = pit `p + i` in the walk's direction), after `p`'s
//! `c` seeds are lifted, the register `z` holds in lane `i` the seeds of pit `p + i + 1`
//! (`i = 0..15`; lane 15 is pit `p + 16 = p`, just emptied, 0), and a second register `g` holds
//! `c − 1` in every lane. For `c ≤ 15` a lap is then, with `k = g + (1, 2, …, 15, 128)`:
//! - the next pit's seeds before the seed lands: `z`'s lane `c − 1`, that is `pshufb(z, g)`;
//!   with the landing seed the next lap lifts one more, so this *is* the next `g`;
//! - the side seen from the next pit, one lane further: lane `i` is pit `p + c + i + 1`, which
//!   is `z`'s lane `(c + i) mod 16` — `pshufb(z, k)`, whose lane 15 (`k ≥ 128`) comes out 0, the
//!   next pit being the one lifted — plus the seed sown there when the sowing wrapped past lane
//!   15, that is when `k > 15`: minus the comparison's −1.
//!
//! The chain from one lap to the next is two instructions (the shuffle and the subtraction),
//! and the same comparison says when a lap is not of this kind: lane 0 of `k > 15` is `c ≥ 16`,
//! lane 14 is `c ≥ 2`. A lap of 16 seeds or more (one lap in 65 on a random never-ending walk
//! of 78 million laps) is walked outside the fast loop with the general formulas (the seeds
//! sown per lane `(c + i) / 16`), and these rare laps are where the cycle test looks.
//!
//! # The cycle test at the laps of 16 seeds or more
//!
//! A lap has one possible past (see [`super::ages`]), so a walk that never ends comes back to
//! each of its states, turned, before it repeats any other. The walk compares its state at each
//! lap of 16 seeds or more with its state at the first such lap: the first equal one closes
//! the cycle (no pit is special, so the turn of the ring does not matter, see
//! [`super::laps::judge`]). A walk that goes [`QUIET_LAPS`] laps without such a lap is handed
//! back to [`super::ages`], whose test looks at every lap.

#[cfg(all(target_arch = "wasm32", feature = "wasm-lanes"))]
pub(crate) mod simd128;
#[cfg(target_arch = "x86_64")]
mod x86;

use super::laps::Run;
/// Where a walk never ends, the laps it took are counted as the plain walk's are.
#[cfg(any(target_arch = "x86_64", feature = "wasm-ai-mraha"))]
pub(crate) use super::verdicts::count_laps;

/// Laps without a lap of 16 seeds or more after which the walk goes back to [`super::ages`]
/// (fewer in tests, so that the hand-over is tested). Unused in the match engines' wasm, which
/// have no vector form of the walk, as `Walked`'s variants.
#[allow(dead_code)]
pub(crate) const QUIET_LAPS: u64 = if cfg!(test) { 1 << 12 } else { 1 << 22 };

/// What [`walk`] did: the run's end, or the walk handed back as it stands.
#[allow(dead_code)]
pub(crate) enum Walked {
    Ended(u128, usize, Run),
    /// The side, the current pit (before its lift) and the laps of the whole run.
    HandedBack(u128, usize, u64),
}

/// Goes on with a run without special pits that has already taken `laps` laps, from the end of
/// a lap at `last` on the mover's `side` (`side` and `last` in the walk's frame, where it moves
/// towards higher pits). `None` when this build or this processor has no form of the walk (or,
/// in the players' wasm module, when the browser has not loaded the lanes' module).
#[allow(unreachable_code, unused_variables)]
pub(super) fn walk(side: u128, last: usize, laps: u64) -> Option<Walked> {
    #[cfg(target_arch = "x86_64")]
    return x86::walk(side, last, laps);
    #[cfg(all(target_arch = "wasm32", feature = "wasm-ai-mraha"))]
    return crate::wasm::lanes::walk(side, last, laps);
    None
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;
    use crate::mraha::board;
    use crate::mraha::laps::tests::reference;
    use crate::rng::Rng;

    /// Random sides, many seeds (so that laps of 16 or more are common): the same ends as the
    /// plain walk, the same never-ending walks, and where the walk is handed back, a state from
    /// which the plain walk ends as it does from the start.
    #[test]
    fn lanes_agree_with_the_plain_walk() {
        if !is_x86_feature_detected!("avx") {
            return;
        }
        let plain = |side, last| reference(side, last, board::CLOCKWISE, 0, false, 1 << 22);
        let mut rng = Rng::new(5);
        let (mut ended, mut endless, mut handed) = (0, 0, 0);
        // Never-ending walks are rare among random sides: draw until enough of each are seen.
        for _ in 0..10_000_000 {
            if ended > 5_000 && endless > 100 && handed > 20 {
                break;
            }
            let mut counts = [0u8; 16];
            for _ in 0..2 + rng.below(63) {
                counts[rng.below(16)] += 1;
            }
            let last = rng.below(16);
            if counts[last] < 2 {
                continue;
            }
            let side = board::pack(&counts);
            let Some(expected) = plain(side, last) else {
                continue;
            };
            let never_ends = expected.2 == Run::Invalid;
            if !never_ends && ended > 5_000 {
                continue;
            }
            let case = format!("{counts:?} from {last}");
            match walk(side, last, 7).unwrap() {
                Walked::Ended(got, at, Run::Empty) => {
                    assert_eq!((got, at, Run::Empty), expected, "{case}");
                    ended += 1;
                }
                Walked::Ended(_, _, run) => {
                    assert_eq!((run, never_ends), (Run::Invalid, true), "{case}");
                    endless += 1;
                }
                Walked::HandedBack(got, at, laps) => {
                    assert!(laps >= 7 + QUIET_LAPS, "{case}");
                    let again = plain(got, at).unwrap();
                    if never_ends {
                        assert_eq!(again.2, Run::Invalid, "{case}");
                    } else {
                        assert_eq!(again, expected, "{case}");
                    }
                    handed += 1;
                }
            }
        }
        assert!(
            ended > 5_000 && endless > 100 && handed > 20,
            "{ended} {endless} {handed}"
        );
    }
}
