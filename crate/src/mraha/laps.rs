//! The hot loop of a turn: relays lap after lap while each lap ends in an occupied, ordinary pit,
//! and the proof that such a run never ends.
//!
//! Nothing but the mover's pits and the current pit change here (the opponent's pits, the hands,
//! the direction and the nyumba only change at special pits), so the mover's side and the
//! current pit are the whole state, and the run is a deterministic walk that either stops or
//! cycles.
//!
//! # The state, seen from the current pit
//!
//! The sixteen pits form a ring and a lap does the same thing wherever it starts, so once a run
//! has gone past its first laps ([`run_laps`]) the side is kept *rotated*: byte 0 is the pit
//! the last seed fell into. A lap is then one byte read,
//! one 16-entry mask addition and one rotation, with no per-seed work, and the rotated side
//! (`rel`, 16 bytes) is the compact state that the cycle test compares.
//!
//! # Cycles, and cycles up to a rotation
//!
//! The cycle test starts after the run's first [`TRAKATRA_LAPS`] laps (walked on the side as it
//! is: most runs end within them). `rel` is then compared with its value at that point (a lap
//! is invertible whenever a pit is empty, so most cycles run through their start and are caught
//! after exactly one period) and with Brent's saved value (which catches the rest within two
//! periods). When `rel` repeats after `λ` laps while the current pit moved by `d`, the ring
//! itself has only turned by `d`: the next `λ` laps are the same laps turned by `d`, and so on. The pits that are not alike —
//! the special pits, and the front row that the trakatra rule watches — are the only things
//! that can make a turned copy of the segment stop where the segment itself did not. So:
//! - `d = 0`: the run is back where it was, for ever (a never-ending turn);
//! - otherwise the pits the segment relayed from, turned by `d`, `2d`, …, are checked against
//!   the special pits. If no turned copy meets one (the trakatra rule no longer applies: see
//!   [`cycle_laps`]), the run is never-ending after only `λ` laps instead of
//!   `λ · 16 / gcd(d, 16)`. If the `j`-th copy meets one, the walk jumps straight to the start
//!   of that copy (`rel` is unchanged, only the current pit moves) and stops inside it.
//!
//! Random Zanzibar games hold runs of hundreds of millions of laps whose period is a sixteenth
//! of the absolute one: this is what makes them cheap.
//!
//! Runs longer than [`LONG_RUN`] laps (the never-ending ones, nearly always) go on in
//! [`super::ages`], whose lap is a shorter chain of dependent instructions (and, natively on a
//! processor with AVX or in the players' wasm with SIMD, those without special pits in one
//! vector register: `super::lanes`); a
//! run that keeps a trace stays here, where every lap and seed is listed.

use super::board;
use super::event::{Event, Trace};

/// Laps after which no eight consecutive pits can be empty after a lift, so that the trakatra
/// rule cannot apply again in the run (see [`cycle_laps`]).
pub(super) const TRAKATRA_LAPS: u64 = 8;

/// Laps after which a run goes on in [`super::ages`] (few enough in tests that both forms are
/// tested on the same walks).
const LONG_RUN: u64 = if cfg!(test) {
    3 * TRAKATRA_LAPS
} else {
    1 << 12
};
// The long form has no trakatra test: it must only see runs where the rule can no longer apply.
const _: () = assert!(LONG_RUN >= TRAKATRA_LAPS);

/// How a run of plain laps stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Run {
    /// The last seed fell into an empty pit: the turn ends.
    Empty,
    /// The lap ended in an occupied special pit (capture, takasia, nyumba): the caller decides.
    Special,
    /// The laps repeat for ever, or a trakatra emptied the front row.
    Invalid,
}

/// One lap of the rotated side, for each number of seeds lifted from pit 0: how far the current
/// pit moves, and what the sowing adds once the side is turned to the new current pit.
struct Lap {
    turn: [u8; 256],
    adds: [u128; 256],
}

crate::tables::lookup_table! {
    static LAPS: [Lap; 2] = [lap_table(board::CLOCKWISE), lap_table(board::ANTICLOCKWISE)];
}

const fn lap_table(dir: i8) -> Lap {
    let mut lap = Lap {
        turn: [0; 256],
        adds: [0; 256],
    };
    let mut c = 0;
    while c < 256 {
        let turn = if dir > 0 {
            c & 15
        } else {
            (16 - (c & 15)) & 15
        };
        // Every pit gets a seed per full round, then the rest go to pits 1, 2, … (or 15, 14, …).
        let mut sown = (c >> 4) as u128 * board::ONES;
        let mut r = 1;
        while r <= c & 15 {
            let pit = if dir > 0 { r } else { 16 - r };
            sown += 1 << (8 * pit);
            r += 1;
        }
        lap.turn[c] = turn as u8;
        lap.adds[c] = sown.rotate_right(8 * turn as u32);
        c += 1;
    }
    lap
}

/// What the cycle test remembers of one reference point of the walk.
#[derive(Clone, Copy)]
pub(super) struct Mark {
    /// The rotated side at the reference point.
    pub(super) rel: u128,
    /// The current pit at the reference point.
    pub(super) last: usize,
    /// The pits relayed from since the reference point.
    pub(super) relayed: u16,
}

impl Mark {
    pub(super) fn new(rel: u128, last: usize) -> Mark {
        Mark {
            rel,
            last,
            relayed: 0,
        }
    }
}

/// What a repetition of the rotated side proves.
pub(super) enum Verdict {
    /// The walk never ends.
    Endless,
    /// The walk goes on as turned copies of the segment; jump to the start of the first copy
    /// that stops (the current pit to use).
    JumpTo(usize),
}

/// The segment since `mark` brought the rotated side back, the current pit now at `last`.
pub(super) fn judge(mark: &Mark, last: usize, special: u16) -> Verdict {
    let d = (last + 16 - mark.last) & 15;
    if d == 0 {
        return Verdict::Endless;
    }
    let copies = 16 >> d.trailing_zeros();
    for j in 1..copies {
        let shift = (j * d) & 15;
        if mark.relayed.rotate_left(shift as u32) & special != 0 {
            return Verdict::JumpTo((mark.last + shift) & 15);
        }
    }
    Verdict::Endless
}

/// Runs plain laps from the end of a lap at `last` on the mover's `side`, in `dir`. `special`
/// marks the pits where an occupied landing needs the caller; `trakatra` applies the rule that a
/// lift emptying the front row must drop its next seed there. Returns the side, the pit where
/// the run stopped and why.
///
/// The first [`TRAKATRA_LAPS`] laps are walked on the side as it is, with no cycle test: most
/// runs end within them (the random-game bench: 9.6 million runs for 6.8 million laps), and
/// this is where the trakatra rule applies, a test on the side's front half. A run that is still
/// going then turns the side to its current pit and goes on in [`cycle_laps`], where the cycle
/// test runs and the trakatra rule no longer can: an endless run is only proven endless a few
/// laps later.
#[inline(always)]
pub(crate) fn run_laps<T: Trace>(
    mut side: u128,
    mut last: usize,
    dir: i8,
    special: u16,
    trakatra: bool,
    m: usize,
    t: &mut T,
) -> (u128, usize, Run) {
    let masks = board::masks_of(dir);
    for _ in 0..TRAKATRA_LAPS {
        let c = board::get(side, last);
        if c == 1 {
            return (side, last, Run::Empty);
        }
        if special >> last & 1 != 0 {
            return (side, last, Run::Special);
        }
        if t.on() {
            t.push(Event::Relay {
                pit: board::pit_name(m, last),
                seeds: c,
            });
        }
        side = board::clear(side, last);
        // The front row (pits 0..8) is empty and the next seed goes to the back row.
        if trakatra && side & board::FRONT == 0 && board::step(last, dir, 1) >= 8 {
            return (side, last, Run::Invalid);
        }
        let from = last;
        (side, last) = board::sow_with(masks, side, last, dir, c);
        if t.on() {
            push_sowing(from, dir, c, m, t);
        }
    }
    cycle_laps(side, last, dir, special, m, t)
}

/// The `Sow` events of a lap of `c` seeds from `from`.
fn push_sowing<T: Trace>(from: usize, dir: i8, c: u8, m: usize, t: &mut T) {
    let mut k = from;
    for _ in 0..c {
        k = board::step(k, dir, 1);
        t.push(Event::Sow {
            pit: board::pit_name(m, k),
        });
    }
}

/// The laps of a run after its first [`TRAKATRA_LAPS`], with the cycle test.
///
/// # The trakatra rule only matters in the first laps
///
/// Number the places of the run `0, 1, 2, …` (place `s` is pit `start + s` around the ring, the
/// run starting on place 0): every later place is sown once, and a lap starts at the place its
/// last seed fell on.
/// A pit is empty after a lift only if its latest place was where a lap started (a place that
/// was only sown leaves a seed behind), and laps carry at least two seeds (a lap of one ends
/// the run), so the laps start two places apart or more. Once the run is 16 places long —
/// after [`TRAKATRA_LAPS`] laps at the latest — the latest place of each pit is one of the last
/// 16, of which at most 8 are lap starts, and 8 only when they are every second place: all of
/// one parity. Eight consecutive pits hold both parities, so they are never all empty after a
/// lift: the front row cannot empty (the trakatra rule cannot stop the run), and no turned copy
/// of a segment of these laps can see it empty either, so [`judge`] needs no word of the rule.
#[inline(always)]
fn cycle_laps<T: Trace>(
    side: u128,
    mut last: usize,
    dir: i8,
    special: u16,
    m: usize,
    t: &mut T,
) -> (u128, usize, Run) {
    let lap = &LAPS[(dir < 0) as usize];
    let mut rel = board::rotate_right(side, last as u32);
    let mut first = Mark::new(rel, last);
    let mut saved = first;
    let (mut power, mut lam, mut laps) = (1u64, 0u64, TRAKATRA_LAPS);
    let absolute = |rel: u128, last: usize| board::rotate_left(rel, last as u32);
    loop {
        let c = rel as u8;
        if c == 1 {
            return (absolute(rel, last), last, Run::Empty);
        }
        if special >> last & 1 != 0 {
            return (absolute(rel, last), last, Run::Special);
        }
        first.relayed |= 1 << last;
        saved.relayed |= 1 << last;
        rel &= !0xFF;
        if t.on() {
            t.push(Event::Relay {
                pit: board::pit_name(m, last),
                seeds: c,
            });
        }
        let from = last;
        let turn = lap.turn[c as usize] as u32;
        rel = board::plus(board::rotate_right(rel, turn), lap.adds[c as usize]);
        last = (from + turn as usize) & 15;
        laps += 1;
        if t.on() {
            push_sowing(from, dir, c, m, t);
        }
        if rel == first.rel || rel == saved.rel {
            let mark = if rel == first.rel { &first } else { &saved };
            match judge(mark, last, special) {
                Verdict::Endless => {
                    super::verdicts::count_laps(laps);
                    return (absolute(rel, last), last, Run::Invalid);
                }
                // A trace lists every lap: no jumping when one is kept.
                Verdict::JumpTo(at) if !t.on() => {
                    last = at;
                    first = Mark::new(rel, last);
                    saved = first;
                    (power, lam) = (1, 0);
                }
                _ => {}
            }
        }
        lam += 1;
        if lam == power {
            saved = Mark::new(rel, last);
            power <<= 1;
            lam = 0;
        }
        // A run this long is likely a never-ending one: the rest goes the way whose laps are
        // cheaper (a trace lists every lap, and keeps this form).
        if !t.on() && laps >= LONG_RUN {
            let side = absolute(rel, last);
            return super::ages::run_long(side, last, dir, special, laps);
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::mraha::event::NoTrace;
    use crate::rng::Rng;

    /// Bit `i` set when the pits `i..i+8` (around the ring) are all empty.
    fn empty_windows(empty: u16) -> u16 {
        let pairs = empty & empty.rotate_right(1);
        let fours = pairs & pairs.rotate_right(2);
        fours & fours.rotate_right(4)
    }

    #[test]
    fn empty_windows_are_eight_empty_pits_in_a_row() {
        let mut empty = 0u16;
        assert_eq!(empty_windows(empty), 0);
        for k in 3..11 {
            empty |= 1 << k;
        }
        assert_eq!(empty_windows(empty), 1 << 3);
        // Around the ring: pits 12..16 and 0..4.
        let empty: u16 = 0xF00F;
        assert_eq!(empty_windows(empty), 1 << 12);
        assert_eq!(empty_windows(0xFFFF), 0xFFFF);
        assert_eq!(empty_windows(0x7F7F), 0);
    }

    /// The rules read plainly: one lap at a time on the absolute side, the repetition found by
    /// Brent's method on the absolute state. `None` when the walk is longer than `limit` laps.
    /// (The long walks' own tests compare with it too.)
    pub(in crate::mraha) fn reference(
        mut side: u128,
        mut last: usize,
        dir: i8,
        special: u16,
        trakatra: bool,
        limit: u64,
    ) -> Option<(u128, usize, Run)> {
        let (mut saved, mut power, mut lam) = ((side, last), 1u64, 0u64);
        for _ in 0..limit {
            let c = board::get(side, last);
            if c == 1 {
                return Some((side, last, Run::Empty));
            }
            if special >> last & 1 != 0 {
                return Some((side, last, Run::Special));
            }
            side = board::clear(side, last);
            if trakatra && side & board::FRONT == 0 && board::step(last, dir, 1) >= 8 {
                return Some((side, last, Run::Invalid));
            }
            (side, last) = board::sow(side, last, dir, c);
            if (side, last) == saved {
                return Some((side, last, Run::Invalid));
            }
            lam += 1;
            if lam == power {
                (saved, power, lam) = ((side, last), power * 2, 0);
            }
        }
        None
    }

    fn random_side(rng: &mut Rng, max_seeds: usize) -> [u8; 16] {
        let mut counts = [0u8; 16];
        for _ in 0..2 + rng.below(max_seeds - 1) {
            counts[rng.below(16)] += 1;
        }
        counts
    }

    fn random_dir(rng: &mut Rng) -> i8 {
        if rng.below(2) == 0 {
            board::CLOCKWISE
        } else {
            board::ANTICLOCKWISE
        }
    }

    /// The claim that lets the loop drop the trakatra test: walked plainly, no lift after the
    /// first [`TRAKATRA_LAPS`] laps of a run leaves eight consecutive pits empty.
    #[test]
    fn eight_empty_pits_in_a_row_only_in_the_first_laps() {
        let mut rng = Rng::new(21);
        let mut seen_at = [0u32; TRAKATRA_LAPS as usize];
        for _ in 0..20_000 {
            // Few seeds, so that empty pits are common.
            let counts = random_side(&mut rng, 20);
            let mut last = rng.below(16);
            let dir = random_dir(&mut rng);
            if counts[last] == 0 {
                continue;
            }
            let mut side = board::pack(&counts);
            for lap in 0..2_000u64 {
                let c = board::get(side, last);
                if c == 1 {
                    break;
                }
                side = board::clear(side, last);
                let empty = (0..16).fold(0u16, |e, k| e | ((board::get(side, k) == 0) as u16) << k);
                if empty_windows(empty) != 0 {
                    assert!(lap < TRAKATRA_LAPS, "lap {lap}: {:?}", board::unpack(side));
                    seen_at[lap as usize] += 1;
                }
                (side, last) = board::sow(side, last, dir, c);
            }
        }
        // The test can fail: such lifts are common in the first laps.
        assert!(
            seen_at[0] > 100 && seen_at[1..].iter().sum::<u32>() > 10,
            "{seen_at:?}"
        );
    }

    /// Compares one walk with the plain one; returns how the plain walk stopped, if it did
    /// within `limit` laps.
    fn check(side: u128, last: usize, dir: i8, special: u16, trakatra: bool) -> Option<Run> {
        let expected = reference(side, last, dir, special, trakatra, 1 << 21)?;
        let got = run_laps(side, last, dir, special, trakatra, 0, &mut NoTrace);
        let case = format!(
            "{:?} from {last} dir {dir} special {special:b} trakatra {trakatra}",
            board::unpack(side)
        );
        if expected.2 == Run::Invalid {
            // Where an endless walk is abandoned does not matter.
            assert_eq!(got.2, Run::Invalid, "{case}");
        } else {
            assert_eq!(got, expected, "{case}");
        }
        Some(expected.2)
    }

    /// Random sides, random special pits, both rules: the same answers as the plain walk.
    #[test]
    fn laps_agree_with_the_plain_walk() {
        let mut rng = Rng::new(16);
        let mut stops = [0u32; 3];
        for _ in 0..50_000 {
            let counts = random_side(&mut rng, 40);
            let last = rng.below(16);
            if counts[last] == 0 {
                continue;
            }
            let special = match rng.below(3) {
                0 => 0,
                1 => 1 << rng.below(16),
                _ => rng.next_u64() as u16 & rng.next_u64() as u16,
            };
            let (dir, trakatra) = (random_dir(&mut rng), rng.below(2) == 0);
            if let Some(run) = check(board::pack(&counts), last, dir, special, trakatra) {
                stops[run as usize] += 1;
            }
        }
        // Empty, special, endless.
        assert!(
            stops[0] > 1_000 && stops[1] > 1_000 && stops[2] > 10,
            "stops {stops:?}"
        );
    }

    /// Walks that never end when no pit is special, then the same walks with special pits and
    /// the trakatra rule: where the proof by turned copies, and the jumps to the copy that
    /// stops, do their work.
    #[test]
    fn endless_walks_agree_with_the_plain_walk_whatever_the_special_pits() {
        let mut rng = Rng::new(13);
        let mut endless = Vec::new();
        while endless.len() < 40 {
            let counts = random_side(&mut rng, 40);
            let last = rng.below(16);
            let dir = random_dir(&mut rng);
            let side = board::pack(&counts);
            if counts[last] > 0 && check(side, last, dir, 0, false) == Some(Run::Invalid) {
                endless.push((side, last, dir));
            }
        }
        let mut stops = [0u32; 3];
        for &(side, last, dir) in &endless {
            let singles = (0..16).map(|k| 1u16 << k);
            for special in [0]
                .into_iter()
                .chain(singles)
                .chain((0..16).map(|_| rng.next_u64() as u16))
            {
                for trakatra in [false, true] {
                    if let Some(run) = check(side, last, dir, special, trakatra) {
                        stops[run as usize] += 1;
                    }
                }
            }
        }
        assert!(stops[1] > 1_000 && stops[2] >= 40, "stops {stops:?}");
    }
}
