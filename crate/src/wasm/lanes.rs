//! The Mraha players' long walks in the lanes' module (`crate::lanes_module`, in wasm's SIMD),
//! reached through the page: `www/js/lanes.js` loads that module beside the players' where the
//! browser validates it and leaves its exports in `globalThis.__semaillesLanes`, which the
//! functions below call. Without it (a browser without wasm SIMD, or before it has come), a
//! walk answers `None` and goes on in the plain walk (`crate::mraha::ages`): the same answers,
//! more slowly.
//!
//! A walk crosses to JavaScript a few times (begin, a stride per 65,536 laps, the answer's four
//! numbers); it is reached only after thousands of laps, so the crossings cost nothing
//! measurable.

use crate::mraha::lanes::{count_laps, Walked};
use crate::mraha::laps::Run;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = "
const lanes = () => globalThis.__semaillesLanes;
export function lanes_walk(low, high, last, laps) {
  const l = lanes();
  if (l === undefined) return 4;
  l.lanes_begin(low, high, last, laps);
  let answer;
  do answer = l.lanes_on(); while (answer === 3);
  return answer;
}
export const lanes_side_low = () => lanes().lanes_side_low();
export const lanes_side_high = () => lanes().lanes_side_high();
export const lanes_pit = () => lanes().lanes_pit();
export const lanes_laps = () => lanes().lanes_laps();
")]
extern "C" {
    /// The walk's answer (the lanes' module's `lanes_on`), or 4 without the lanes' module.
    fn lanes_walk(low: u64, high: u64, last: u32, laps: u64) -> u32;
    fn lanes_side_low() -> u64;
    fn lanes_side_high() -> u64;
    fn lanes_pit() -> u32;
    fn lanes_laps() -> u64;
}

/// [`crate::mraha::lanes::walk`] in the lanes' module, or `None` without it.
pub(crate) fn walk(side: u128, last: usize, laps: u64) -> Option<Walked> {
    let answer = lanes_walk(side as u64, (side >> 64) as u64, last as u32, laps);
    if answer > 2 {
        return None;
    }
    let side = lanes_side_low() as u128 | (lanes_side_high() as u128) << 64;
    let (pit, laps) = (lanes_pit() as usize & 15, lanes_laps());
    Some(match answer {
        0 => Walked::Ended(side, pit, Run::Empty),
        1 => {
            count_laps(laps);
            Walked::Ended(side, pit, Run::Invalid)
        }
        _ => Walked::HandedBack(side, pit, laps),
    })
}
