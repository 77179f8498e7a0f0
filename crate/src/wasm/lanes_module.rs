//! The lanes' module (cargo feature `wasm-lanes`, `www/pkg/semailles_lanes.wasm`): the long
//! walks without special pits in wasm's SIMD ([`crate::mraha::lanes`]), for the Mraha players'
//! module, which cannot hold SIMD itself (it must compile in browsers without it). Plain wasm
//! exports, no wasm-bindgen: numbers in, numbers out, called by `www/js/lanes.js`, which the
//! players' module calls through (`crate::wasm::lanes`).
//!
//! A walk: [`lanes_begin`], then [`lanes_on`] while it answers [`PAUSED`] (a stride each,
//! `STRIDE` laps), then the answer's side, pit and laps read by [`lanes_side_low`],
//! [`lanes_side_high`], [`lanes_pit`] and [`lanes_laps`].

use crate::mraha::lanes::simd128::Walker;
use crate::mraha::lanes::Walked;
use crate::mraha::laps::Run;

/// [`lanes_on`]'s answers.
const ENDED: u32 = 0;
const NEVER_ENDS: u32 = 1;
const HANDED_BACK: u32 = 2;
const PAUSED: u32 = 3;
const NO_WALK: u32 = 4;

/// The walk under way and the last answer's side, pit and laps. The module runs on one
/// thread, and its caller reads an answer before it begins another walk.
struct Lanes {
    walker: Option<Walker>,
    side: u128,
    pit: usize,
    laps: u64,
}

static mut LANES: Lanes = Lanes {
    walker: None,
    side: 0,
    pit: 0,
    laps: 0,
};

fn lanes() -> &'static mut Lanes {
    // SAFETY: one thread (no shared memory), and each export takes this once and drops it
    // before it returns.
    unsafe { &mut *core::ptr::addr_of_mut!(LANES) }
}

/// Begins a walk from the end of a lap at `last` on the side `low | high << 64`, in the walk's
/// frame, after `laps` laps of the run; the walk then goes on by [`lanes_on`].
#[no_mangle]
pub extern "C" fn lanes_begin(low: u64, high: u64, last: u32, laps: u64) {
    let side = low as u128 | (high as u128) << 64;
    lanes().walker = Some(Walker::new(side, last as usize & 15, laps));
}

/// Walks a stride: [`ENDED`] (on an empty pit), [`NEVER_ENDS`], [`HANDED_BACK`] (the plain walk
/// goes on from the answer) or [`PAUSED`] (call again); [`NO_WALK`] when none was begun.
#[no_mangle]
pub extern "C" fn lanes_on() -> u32 {
    let l = lanes();
    let Some(walker) = l.walker.as_mut() else {
        return NO_WALK;
    };
    let (side, pit, laps, answer) = match walker.on() {
        None => return PAUSED,
        Some(Walked::Ended(side, pit, Run::Invalid)) => (side, pit, walker.laps(), NEVER_ENDS),
        Some(Walked::Ended(side, pit, _)) => (side, pit, walker.laps(), ENDED),
        Some(Walked::HandedBack(side, pit, laps)) => (side, pit, laps, HANDED_BACK),
    };
    (l.side, l.pit, l.laps, l.walker) = (side, pit, laps, None);
    answer
}

/// The answer's side, its low 64 bits.
#[no_mangle]
pub extern "C" fn lanes_side_low() -> u64 {
    lanes().side as u64
}

/// The answer's side, its high 64 bits.
#[no_mangle]
pub extern "C" fn lanes_side_high() -> u64 {
    (lanes().side >> 64) as u64
}

/// The answer's pit.
#[no_mangle]
pub extern "C" fn lanes_pit() -> u32 {
    lanes().pit as u32
}

/// The answer's laps, the whole run's.
#[no_mangle]
pub extern "C" fn lanes_laps() -> u64 {
    lanes().laps
}
