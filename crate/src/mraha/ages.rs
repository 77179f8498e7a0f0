//! The long walks: the same laps as [`super::laps`], for runs that have gone on for thousands of
//! laps (the never-ending turns of rules §13, with periods of tens of millions of laps), kept in
//! a form whose lap is a shorter chain of dependent instructions.
//!
//! Natively on an x86-64 processor with AVX, and in the Mraha players' wasm module where the
//! browser has wasm's SIMD, the walks without special pits go on in [`super::lanes`] instead,
//! which hands a walk back here when it cannot go on.
//!
//! The trakatra rule needs no test here: a run is handed over after more than
//! [`super::laps::TRAKATRA_LAPS`] laps, when it can no longer apply (proven in
//! [`super::laps`]); the same proof says that no turned copy of a segment can see an empty
//! front row, so the cycle test judges these runs as runs without the rule.
//!
//! # Seeds as crossings
//!
//! Unroll the ring: the walk's position is a growing integer `x`, its pit `x mod 16`. Every seed
//! of a lap lands one position further, so the sowing covers every position after the start,
//! once. A pit's seeds are therefore the positions congruent to it that the walk covered since
//! the pit was last lifted: with `y[k]` the position where pit `k` was last lifted,
//!
//! > seeds of pit `k` = ⌊(`x` − `y[k]`) / 16⌋,
//!
//! exactly `(x − y[k]) / 16` for the pit `x` itself, the seed just dropped included. A lap is then
//! `c = (x − y[p]) / 16; y[p] = x; x += c` with `p = x mod 16`: one load, a subtraction, a shift
//! and an addition, whatever `c` is (the full rounds of a lap of 16 or more are in the formula).
//! Before the first lap the pits that were never lifted get the positions that give their seeds:
//! `y[p + i] = x + i − 16 − 16·seeds` for `i = 1..15` ahead of the current pit `p`, and
//! `y[p] = x − 16·seeds` for `p` itself.
//!
//! Anticlockwise walks run in a mirrored frame (pit `k` is called `−k mod 16`), so the walk
//! always moves towards higher positions.
//!
//! # The cycle test on a hash turned with the ring
//!
//! The seen-from-the-current-pit state of [`super::laps`] is, here, the sixteen ages
//! `a[i] = x − y[p + i]` (the seeds of pit `p + i` are `a[i] / 16` rounded down, and
//! `a[i] ≡ −i mod 16`, so the ages and the seeds determine each other). Rebuilding it every lap
//! would cost what the short form saves, so the walk keeps instead, modulo the prime
//! `Q = 2⁶⁴ − 2³² + 1`, `g = Σₖ ωᵏ·y[k]` with `ω = 2¹²`, an element of order 16 (`2⁹⁶ ≡ −1`).
//! A lap moves one `y[p]` by `16·c`, so `g` moves by the tabled `ωᵖ·16c`: one addition modulo `Q`.
//! Since `Σᵢ ωⁱ = 0`,
//!
//! > `Σᵢ ωⁱ·a[i] = Σᵢ ωⁱ·(x − y[p+i]) = −ω⁻ᵖ·g`,
//!
//! so two states whose ages agree, whatever pit each stands on, have `g = ω^(p − p′)·g′`. Each
//! reference state keeps its `g` turned by every `ωʲ`, and a lap compares its `g` with one of
//! them. An equal hash is only a candidate: the two states are then rebuilt and compared exactly
//! before [`super::laps::judge`] decides, as it does for the short form, so a collision can
//! cost time but never change a verdict.
//!
//! # Without special pits, the seeds of the last laps
//!
//! A walk without special pits (the longest ones) needs less: it comes back to its first state
//! before any other (see [`walk`]), and the seeds each lap lifts depend only on the state seen
//! from the current pit. So when the walk is back, turned or not, its last [`WINDOW`] laps
//! lifted the same seeds as the laps that led to the first state. The walk keeps those counts
//! (modulo 16) in one `u64` shifted a lap at a time (a shift, a mask and an or, where the hash
//! took a table read, an addition and its reduction modulo `Q`, and a second table read to
//! compare); an equal window is only a candidate, checked exactly as an equal hash is.

use super::board;
use super::laps::{judge, Mark, Run, Verdict};

/// The prime modulus of the hash, `2⁶⁴ − 2³² + 1`.
const Q: u64 = 0xFFFF_FFFF_0000_0001;
/// `ω = 2¹²`: `ω⁸ = 2⁹⁶ ≡ −1 (mod Q)`, so `ω` has order exactly 16.
const OMEGA: u64 = 1 << 12;
/// The position of the first current pit (plus its number): far enough from 0 that no `y[k]`
/// goes below it, far below `Q` for the billions of laps a walk may take.
const BASE: u64 = 1 << 32;
/// The most seeds a pit can hold.
const MAX_SEEDS: usize = board::TOTAL_SEEDS as usize;

const fn mul_mod(a: u64, b: u64) -> u64 {
    ((a as u128 * b as u128) % Q as u128) as u64
}

#[inline(always)]
fn add_mod(a: u64, b: u64) -> u64 {
    let (s, over) = a.overflowing_add(b);
    // Past 2⁶⁴ the sum is `s + 2⁶⁴ ≡ s − Q`; below, it may still be `Q` or more.
    if over || s >= Q {
        s.wrapping_sub(Q)
    } else {
        s
    }
}

crate::tables::lookup_table! {
    /// `ωᵏ` for `k = 0..16`.
    static POWERS: [u64; 16] = powers();
}

const fn powers() -> [u64; 16] {
    let mut p = [1u64; 16];
    let mut k = 1;
    while k < 16 {
        p[k] = mul_mod(p[k - 1], OMEGA);
        k += 1;
    }
    p
}

crate::tables::lookup_table! {
    /// `STEP[p][c] = ωᵖ·16c mod Q`: how `g` moves when pit `p` is lifted with `c` seeds.
    static STEP: [[u64; MAX_SEEDS + 1]; 16] = steps();
}

const fn steps() -> [[u64; MAX_SEEDS + 1]; 16] {
    let mut t = [[0u64; MAX_SEEDS + 1]; 16];
    let mut p = 0;
    while p < 16 {
        let mut c = 0;
        while c <= MAX_SEEDS {
            t[p][c] = mul_mod(powers()[p], 16 * c as u64);
            c += 1;
        }
        p += 1;
    }
    t
}

/// The side with pit `k` and pit `−k mod 16` exchanged (the mirrored frame, an involution).
#[inline(always)]
fn mirror(side: u128) -> u128 {
    side.swap_bytes().rotate_left(8)
}

/// Where a lap from `x` ends when its pit was last lifted at `lifted`: `x + (x − lifted) / 16`,
/// written so that it does not wait for the seeds: `17x` is ready before `lifted` is loaded, and
/// the chain from one lap to the next is the load, a subtraction and a shift (`17x` stays far
/// below 2⁶⁴: see [`BASE`]).
#[inline(always)]
fn next_position(x: u64, lifted: u64) -> u64 {
    next_position_16(x, lifted) >> 4
}

/// [`next_position`] times 16, the pit's four bits below it: what [`laps`] reads its next
/// pit's place from before the shift (see [`Ages`]).
#[inline(always)]
fn next_position_16(x: u64, lifted: u64) -> u64 {
    17 * x - lifted
}

/// The walk in the unrolled form (in the frame where it moves towards higher pits).
struct Walk {
    x: u64,
    y: [u64; 16],
    g: u64,
}

impl Walk {
    /// The walk standing on pit `p` of a side seen from it (`rel`'s byte `i` is pit `p + i`).
    fn new(rel: u128, p: usize) -> Walk {
        let x = BASE + p as u64;
        let mut w = Walk {
            x,
            y: [0; 16],
            g: 0,
        };
        for (i, &seeds) in board::unpack(rel).iter().enumerate() {
            let k = (p + i) & 15;
            let seeds = seeds as u64;
            w.y[k] = if i == 0 {
                x - 16 * seeds
            } else {
                x + i as u64 - 16 - 16 * seeds
            };
            w.g = add_mod(w.g, mul_mod(POWERS[k], w.y[k]));
        }
        w
    }

    /// The current pit.
    #[inline(always)]
    fn pit(&self) -> usize {
        (self.x & 15) as usize
    }

    /// The side seen from the current pit, as [`super::laps`] keeps it.
    fn rel(&self) -> u128 {
        let p = self.pit();
        let mut counts = [0u8; 16];
        for (i, seeds) in counts.iter_mut().enumerate() {
            *seeds = ((self.x - self.y[(p + i) & 15]) >> 4) as u8;
        }
        board::pack(&counts)
    }
}

/// A reference state of the cycle test: what [`judge`] needs, and its hash turned by every `ωʲ`.
struct Reference {
    mark: Mark,
    /// For each current pit `q`, the hash the walk has there when its state is this one's:
    /// this one's turned by `ω^(q − p)`.
    at: [u64; 16],
}

impl Reference {
    fn new(w: &Walk) -> Reference {
        let p = w.pit();
        let mut at = [0; 16];
        for (q, h) in at.iter_mut().enumerate() {
            *h = mul_mod(POWERS[(q + 16 - p) & 15], w.g);
        }
        Reference {
            mark: Mark::new(w.rel(), p),
            at,
        }
    }
}

/// Goes on with a run of plain laps that has already taken `laps` laps, from the end of a lap at
/// `last` on the mover's `side`: the same contract and the same answers as
/// [`super::laps::run_laps`] (which hands its long runs over to this, after more than
/// [`super::laps::TRAKATRA_LAPS`] laps, whatever the rule).
pub(crate) fn run_long(
    side: u128,
    last: usize,
    dir: i8,
    special: u16,
    laps: u64,
) -> (u128, usize, Run) {
    // Without special pits (a trakatra with no intact nyumba and no takasia, as in the longest
    // walks found) a lap neither tests its pit nor records it among the relayed ones: `judge`
    // only reads them against special pits. The match engines have this second loop too: no
    // first board runs a long walk, so both loops are in the engine's later part, fetched once
    // the board is drawn (tools/split-engine.mjs).
    if special == 0 {
        // Where a vector form of the walk is at hand (natively on an x86-64 processor with AVX,
        // in the Mraha players' wasm module once the lanes' module is loaded) the walk goes on
        // in one vector register ([`super::lanes`]), and comes back here only if it cannot.
        let (side, last, laps) = {
            let mirrored = dir < 0;
            let in_frame = if mirrored { mirror(side) } else { side };
            match super::lanes::walk(in_frame, Progress::name(mirrored, last), laps) {
                None => (side, last, laps),
                Some(super::lanes::Walked::Ended(side, at, run)) => {
                    let side = if mirrored { mirror(side) } else { side };
                    return (side, Progress::name(mirrored, at), run);
                }
                Some(super::lanes::Walked::HandedBack(side, at, laps)) => {
                    let side = if mirrored { mirror(side) } else { side };
                    (side, Progress::name(mirrored, at), laps)
                }
            }
        };
        walk::<false>(side, last, dir, special, laps)
    } else {
        walk::<true>(side, last, dir, special, laps)
    }
}

/// Laps walked per call of [`stride`]. A wasm engine runs a function's first calls in its
/// baseline code and only a later call in its optimised code (V8 has no on-stack replacement
/// for wasm): a walk of a hundred million laps in one call would run wholly in the baseline
/// code, about half as fast (the worst listing in the page's engine: 1.1–1.3 s, against
/// 0.6–0.7 s with Node's `--no-liftoff`). In strides, only its first few run there; a call
/// every 65,536 laps costs nothing measurable there. In tests, a few laps: the walks there are
/// short, and each must still cross strides.
const STRIDE: u64 = if cfg!(test) { 4 } else { 1 << 16 };

/// Whether a stride pauses after [`STRIDE`] laps: in a wasm engine, and in tests (so that the
/// pauses are tested natively too). A native walk has no baseline code to leave, and the test
/// in every lap cost it 3 to 11 % (medians of 15 and 21 pairs of runs, the worst listing).
const PAUSES: bool = cfg!(any(target_arch = "wasm32", test));

/// Laps whose seeds the cycle test of a walk without special pits watches (see [`walk`]), four
/// bits each (the seeds modulo 16: how far the lap moves), so that the window is a `u64`
/// shifted by four bits a lap, the oldest lap falling out of it. On the worst walk found, 8
/// false candidates in 144,662,119 laps (8 laps of 8 bits: 519; 10 of 6 bits: 43).
const WINDOW: u32 = 16;
const WINDOW_BITS: u32 = 4;
const WINDOW_MASK: u64 = (1 << WINDOW_BITS) - 1;
const _: () = assert!(WINDOW * WINDOW_BITS == u64::BITS);

/// A long walk in progress, between two strides: where it stands and what its cycle test
/// remembers, all in the walk's frame.
struct Progress {
    w: Walk,
    /// The walk's first state: a walk without special pits comes back to it (see [`walk`]).
    first: Reference,
    /// Brent's saved state, moved on after `power` laps (walks with special pits only).
    saved: Reference,
    power: u64,
    /// Laps since `saved`.
    lam: u64,
    /// The pits relayed from since the references were last told.
    relayed: u16,
    /// Laps of the whole run so far.
    laps: u64,
    /// The seeds lifted by the last [`WINDOW`] laps (see [`Hot::window`]).
    window: u64,
    /// The same, for the laps that led to `first` (walks without special pits only).
    first_window: u64,
    /// The walk's frame is the mirrored one (an anticlockwise run).
    mirrored: bool,
    /// The special pits.
    special: u16,
}

impl Progress {
    /// The pit the walk's frame calls `k`: `k`, or `−k mod 16` in the mirrored frame (an
    /// involution, so the same turns a frame's name back into the side's).
    fn name(mirrored: bool, k: usize) -> usize {
        if mirrored {
            (16 - k) & 15
        } else {
            k
        }
    }

    /// The side and the current pit as the run's caller sees them.
    fn absolute(&self) -> (u128, usize) {
        let p = self.w.pit();
        let side = board::rotate_left(self.w.rel(), p as u32);
        let side = if self.mirrored { mirror(side) } else { side };
        (side, Progress::name(self.mirrored, p))
    }
}

/// The loop of [`run_long`]; `SPECIAL`: some pit is special. The laps themselves are walked by
/// [`stride`], a call at a time.
///
/// # Without special pits, the walk's start is on its cycle
///
/// A lap has one possible past. In the walk's frame, pit `k`'s age `x − y[k]` is `16·seeds +
/// d`, `d` its distance behind the current pit. The pit lifted by the last lap has age `c`, the
/// seeds it carried; every other pit has a larger one: a pit sown by that lap holds the seeds it
/// received, `r ≥ 1` of them, and `16·r + d > c` unless it is the lifted pit itself; a pit it did
/// not sow lies `d > c` behind. So the state before a lap is the state after it with its
/// youngest pit given back its seeds: two states never lead to the same one, the same holds for
/// states turned around the ring (the laps do not depend on where the ring starts), and a walk
/// that never ends comes back to its very first state, turned, before any other. With special
/// pits a run may be stopped and restarted, so Brent's saved state is kept there.
///
/// Without special pits the state compared is the one after the walk's first [`WINDOW`] laps
/// (on the cycle too), and the candidates are the laps where the window of the last laps' seeds
/// equals the one that led to it (the module's doc). A walk that lands within those laps stops
/// in the first stride.
#[inline(never)]
fn walk<const SPECIAL: bool>(
    side: u128,
    last: usize,
    dir: i8,
    special: u16,
    laps: u64,
) -> (u128, usize, Run) {
    let mirrored = dir < 0;
    // The special pits, named in the walk's frame.
    let special = if mirrored {
        special.reverse_bits().rotate_left(1)
    } else {
        special
    };
    let side = if mirrored { mirror(side) } else { side };
    let start = Progress::name(mirrored, last);
    let mut w = Walk::new(board::rotate_right(side, start as u32), start);
    // Without special pits the cycle test watches the seeds lifted by the last laps: the first
    // state it compares with is the one after `WINDOW` laps, when they are known.
    let (mut laps, mut window) = (laps, 0);
    if !SPECIAL {
        for _ in 0..WINDOW {
            let p = w.pit();
            let lifted = w.y[p];
            let c = (w.x - lifted) >> 4;
            if c == 1 {
                break;
            }
            w.y[p] = w.x;
            w.x = next_position(w.x, lifted);
            window = window << WINDOW_BITS | (c & WINDOW_MASK);
            laps += 1;
        }
    }
    let mut progress = Progress {
        first: Reference::new(&w),
        saved: Reference::new(&w),
        w,
        power: 1,
        lam: 0,
        relayed: 0,
        laps,
        window,
        first_window: window,
        mirrored,
        special,
    };
    loop {
        if let Some(end) = stride::<SPECIAL>(&mut progress) {
            return end;
        }
    }
}

/// What a lap changes besides the ages, carried from one call of [`laps`] to the next.
#[derive(Clone, Copy)]
struct Hot {
    x: u64,
    g: u64,
    /// Laps of the whole run.
    laps: u64,
    /// Laps since Brent's saved state (walks with special pits only).
    lam: u64,
    /// The pits relayed from since the references were last told (walks with special pits only).
    relayed: u16,
    /// The seeds lifted by the last [`WINDOW`] laps, [`WINDOW_BITS`] bits each, the latest in
    /// the lowest bits (walks without special pits only).
    window: u64,
}

/// Where [`laps`] keeps the ages while it walks them: pit `k`'s `y[k]` at index `SPREAD · k`.
/// A lap from position `x` lands at `t >> 4` with `t = 17x − lifted`, so the next pit's age is
/// found from `t & 0xF0`: the loop carries that number (`at`), sixteen times the pit.
///
/// In a wasm engine the ages are 16 bytes apart, so that `at` is the age's byte offset, and the
/// buffer is a static, whose address is a constant that V8 folds into the load: from one lap to
/// the next the chain is a load, a subtraction and an and, where it was a load, a subtraction, a
/// shift, an and and the addition of the frame's address. Measured on the worst position: its
/// view in the page's engine 506 → 420 ms in Node 20 and 567 → 510 ms in Chromium 156; the
/// computer's first decision there 474 → 369 ms. The native layout there was slower (the
/// players' module's slowest of the bench's 300,000 mraha games 278 → 347 ms).
///
/// Natively the buffer is in the frame and the ages are 128 bytes apart: `at` is then the age's
/// index, which x86's load scales by 8, and the chain is the same load, subtraction and and.
/// With the wasm layout LLVM wrote that index as `(t >> 3) & 0x1E`, one instruction more, and
/// the worst listing took 0.37 s of CPU against 0.28 (`time_legal`, 9 pinned pairs).
type Ages = [u64; 16 * SPREAD];

/// How many `u64`s apart two pits' ages are in [`Ages`]: pit `k`'s at index `SPREAD · k`.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
const SPREAD: usize = 2;
#[cfg(not(all(target_arch = "wasm32", not(target_feature = "atomics"))))]
const SPREAD: usize = 16;

/// The index in [`Ages`] of the age that starts at byte offset `at` of the wasm layout (`at`
/// being 16 times a pit).
#[inline(always)]
fn slot(at: usize) -> usize {
    at / 16 * SPREAD
}

/// The ages' buffer of a wasm engine. Such an engine runs on one thread (it is built without
/// the `atomics` feature: no shared memory), and [`laps`], the only user, calls nothing that
/// walks, so the buffer is never in use twice at once.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
static mut WASM_AGES: Ages = [0; 16 * SPREAD];

/// Walks laps until something rare happens: the run lands (its end: `Some`), or, after a lap,
/// the hash meets a reference's (with special pits) or the window meets `first_window`
/// (without), Brent's power is reached or the stride ends (`None`; the caller tells which).
/// `y` is the walk's ages, `first_at` and `saved_at` the references' hashes, `power` Brent's.
/// The laps read and write the ages laid out as [`Ages`] says, copied there from `y` and back.
///
/// In a wasm engine this loop is a function of its own, with no call in it: inside [`stride`],
/// whose values are still needed past its calls, V8's optimiser wrote five of them to memory in
/// every lap (the position, the hash, the lap count, the next pit, the stride's test), besides
/// the age; here they leave the loop only through what it returns (measured on the worst
/// position's walk in the page's engine: 747 -> 627 ms in Node 20, 866 -> 791 ms in Chromium
/// 156). Natively LLVM keeps them in registers either way, and inlines it.
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn laps<const SPECIAL: bool>(
    h: Hot,
    y: &mut [u64; 16],
    first_at: &[u64; 16],
    saved_at: &[u64; 16],
    first_window: u64,
    power: u64,
    special: u16,
) -> (Hot, Option<Run>) {
    #[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
    // SAFETY: one thread, and no other reference to the buffer while this one lives (see
    // `WASM_AGES`).
    let ages: &mut Ages = unsafe { &mut *core::ptr::addr_of_mut!(WASM_AGES) };
    #[cfg(not(all(target_arch = "wasm32", not(target_feature = "atomics"))))]
    let ages: &mut Ages = &mut [0; 16 * SPREAD];
    for (k, &age) in y.iter().enumerate() {
        ages[SPREAD * k] = age;
    }
    let walked = laps_in::<SPECIAL>(h, ages, first_at, saved_at, first_window, power, special);
    for (k, age) in y.iter_mut().enumerate() {
        *age = ages[SPREAD * k];
    }
    walked
}

/// [`laps`] on the ages laid out as [`Ages`] says.
#[inline(always)]
fn laps_in<const SPECIAL: bool>(
    mut h: Hot,
    ages: &mut Ages,
    first_at: &[u64; 16],
    saved_at: &[u64; 16],
    first_window: u64,
    power: u64,
    special: u16,
) -> (Hot, Option<Run>) {
    let step: &[[u64; MAX_SEEDS + 1]; 16] = &STEP;
    let Hot {
        mut x,
        mut g,
        mut laps,
        mut lam,
        mut relayed,
        mut window,
    } = h;
    // The current pit's age in `ages`, in bytes (its index times 8); the pit is `at >> 4`.
    let mut at = ((x & 15) << 4) as usize;
    // One way back and every rare event as a way out: a wasm engine's optimiser then keeps the
    // loop's state in registers (with a second way back, it kept it in memory: a third more
    // time per lap).
    let landed = loop {
        let p = at >> 4;
        let lifted = ages[slot(at)];
        let c = ((x - lifted) >> 4) as usize;
        if c == 1 || (SPECIAL && special >> p & 1 != 0) {
            break Some(if c == 1 { Run::Empty } else { Run::Special });
        }
        if SPECIAL {
            relayed |= 1 << p;
            lam += 1;
        }
        ages[slot(at)] = x;
        let t = next_position_16(x, lifted);
        at = (t & 0xF0) as usize;
        x = t >> 4;
        laps += 1;
        let candidate = if SPECIAL {
            g = add_mod(g, step[p][c]);
            let q = (x & 15) as usize;
            g == first_at[q] || g == saved_at[q] || lam == power
        } else {
            window = window << WINDOW_BITS | (c as u64 & WINDOW_MASK);
            window == first_window
        };
        if candidate || (PAUSES && laps % STRIDE == 0) {
            break None;
        }
    };
    h = Hot {
        x,
        g,
        laps,
        lam,
        relayed,
        window,
    };
    (h, landed)
}

/// Walks up to [`STRIDE`] laps of `s`: the run's end (the side, the current pit, why) if it
/// comes, else `None` with `s` brought up to date.
#[inline(never)]
fn stride<const SPECIAL: bool>(s: &mut Progress) -> Option<(u128, usize, Run)> {
    let special = s.special;
    // The hot fields as locals, and the arrays a lap reads as arrays of this frame: through
    // `s`, their addresses took registers the loop needs (measured: 9 % more time natively).
    // `s` is brought up to date only where it is read, and when the stride ends.
    let mut h = Hot {
        x: s.w.x,
        g: s.w.g,
        laps: s.laps,
        lam: s.lam,
        relayed: s.relayed,
        window: s.window,
    };
    let mut power = s.power;
    let mut y = s.w.y;
    let (mut first_at, mut saved_at) = (s.first.at, s.saved.at);
    let end = loop {
        let landed;
        (h, landed) = laps::<SPECIAL>(
            h,
            &mut y,
            &first_at,
            &saved_at,
            s.first_window,
            power,
            special,
        );
        let Hot { x, g, laps, .. } = h;
        if let Some(run) = landed {
            (s.w.x, s.w.y) = (x, y);
            let (side, last) = s.absolute();
            break Some((side, last, run));
        }
        let q = (x & 15) as usize;
        // Without special pits the start is on the cycle (see above `walk`): Brent's saved state
        // could only close it later, and the last laps' seeds tell when the walk may be back.
        let (at_first, at_saved) = if SPECIAL {
            (g == first_at[q], g == saved_at[q])
        } else {
            (h.window == s.first_window, false)
        };
        if at_first || at_saved {
            (s.w.x, s.w.y, s.w.g) = (x, y, g);
            s.first.mark.relayed |= h.relayed;
            s.saved.mark.relayed |= h.relayed;
            h.relayed = 0;
            let reference = if at_first { &s.first } else { &s.saved };
            let rel = s.w.rel();
            if rel == reference.mark.rel {
                // No trakatra here: see [`super::laps::TRAKATRA_LAPS`].
                match judge(&reference.mark, q, special) {
                    Verdict::Endless => {
                        super::verdicts::count_laps(laps);
                        let (side, last) = s.absolute();
                        break Some((side, last, Run::Invalid));
                    }
                    Verdict::JumpTo(at) => {
                        s.w = Walk::new(rel, at);
                        (h.x, h.g) = (s.w.x, s.w.g);
                        y = s.w.y;
                        s.first = Reference::new(&s.w);
                        s.saved = Reference::new(&s.w);
                        // The laps that led here are the segment's last ones, turned: the same
                        // seeds.
                        s.first_window = h.window;
                        (first_at, saved_at) = (s.first.at, s.saved.at);
                        (power, h.lam) = (1, 0);
                    }
                }
            }
        }
        if SPECIAL && h.lam == power {
            (s.w.x, s.w.y, s.w.g) = (h.x, y, h.g);
            s.first.mark.relayed |= h.relayed;
            h.relayed = 0;
            s.saved = Reference::new(&s.w);
            saved_at = s.saved.at;
            power <<= 1;
            h.lam = 0;
        }
        if PAUSES && h.laps.is_multiple_of(STRIDE) {
            break None;
        }
    };
    (s.w.x, s.w.y, s.w.g) = (h.x, y, h.g);
    (s.laps, s.lam, s.power, s.relayed) = (h.laps, h.lam, power, h.relayed);
    s.window = h.window;
    end
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn omega_has_order_sixteen() {
        assert_eq!(mul_mod(POWERS[15], OMEGA), 1);
        assert_eq!(POWERS[8], Q - 1);
        assert_eq!(add_mod(Q - 1, 1), 0);
        assert_eq!(add_mod(Q - 1, Q - 1), Q - 2);
    }

    /// The same side seen from another pit has its hash turned, and the walk rebuilds the side
    /// it was given.
    #[test]
    fn the_hash_turns_with_the_ring() {
        let mut rng = Rng::new(7);
        for _ in 0..1_000 {
            let mut counts = [0u8; 16];
            for _ in 0..rng.below(64) {
                counts[rng.below(16)] += 1;
            }
            let rel = board::pack(&counts);
            let (p, q) = (rng.below(16), rng.below(16));
            let (a, b) = (Walk::new(rel, p), Walk::new(rel, q));
            assert_eq!(a.rel(), rel);
            assert_eq!(b.pit(), q);
            assert_eq!(Reference::new(&a).at[q], b.g);
            // Another side seen from `q` does not pass for this one.
            counts[rng.below(16)] += 1;
            let c = Walk::new(board::pack(&counts), q);
            assert_ne!(Reference::new(&a).at[q], c.g);
        }
    }

    /// The walk of this module without special pits, called directly (on a processor with AVX
    /// the runs reach it only when [`super::super::lanes`] hands one back, but it is the match
    /// engines' walk, and the players' where the browser has no wasm SIMD): random sides in
    /// both directions, the same ends and the same never-ending walks as the plain walk.
    #[test]
    fn walks_without_special_pits_agree_with_the_plain_walk() {
        use crate::mraha::laps::tests::reference;
        let mut rng = Rng::new(9);
        let (mut ended, mut endless) = (0, 0);
        for _ in 0..10_000_000 {
            if ended > 5_000 && endless > 100 {
                break;
            }
            let mut counts = [0u8; 16];
            for _ in 0..2 + rng.below(63) {
                counts[rng.below(16)] += 1;
            }
            let last = rng.below(16);
            let dir = if rng.below(2) == 0 {
                board::CLOCKWISE
            } else {
                board::ANTICLOCKWISE
            };
            if counts[last] < 2 {
                continue;
            }
            let side = board::pack(&counts);
            let Some(expected) = reference(side, last, dir, 0, false, 1 << 22) else {
                continue;
            };
            if expected.2 == Run::Empty && ended > 5_000 {
                continue;
            }
            let got = walk::<false>(side, last, dir, 0, 0);
            let case = format!("{counts:?} from {last} dir {dir}");
            if expected.2 == Run::Invalid {
                assert_eq!(got.2, Run::Invalid, "{case}");
                endless += 1;
            } else {
                assert_eq!(got, expected, "{case}");
                ended += 1;
            }
        }
        assert!(ended > 5_000 && endless > 100, "{ended} {endless}");
    }

    /// The claim that lets a walk without special pits drop Brent's saved state: a lap has one
    /// possible past, the state after it with its youngest pit given back its seeds. Random
    /// sides, walked forward up to 200 laps, then back lap by lap to where they started.
    #[test]
    fn a_lap_has_one_possible_past() {
        let mut rng = Rng::new(11);
        let mut laps_undone = 0;
        for _ in 0..10_000 {
            let mut counts = [0u8; 16];
            for _ in 0..2 + rng.below(63) {
                counts[rng.below(16)] += 1;
            }
            let mut w = Walk::new(board::pack(&counts), rng.below(16));
            let mut past = Vec::new();
            for _ in 0..200 {
                let p = w.pit();
                let c = (w.x - w.y[p]) >> 4;
                if c < 2 {
                    break;
                }
                past.push((w.x, w.y));
                w.y[p] = w.x;
                w.x += c;
            }
            while let Some(before) = past.pop() {
                // The youngest pit: the largest place of a lift.
                let k = (0..16).max_by_key(|&k| w.y[k]).unwrap();
                let c = w.x - w.y[k];
                assert!(c >= 2, "a lap of {c} seeds");
                w.x = w.y[k];
                w.y[k] = w.x - 16 * c;
                assert_eq!((w.x, w.y), before);
                laps_undone += 1;
            }
        }
        assert!(laps_undone > 20_000, "{laps_undone} laps undone");
    }
}
