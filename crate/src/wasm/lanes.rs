//! The Mraha players' long walks in the lanes' module (`crate::lanes_module`, in wasm's SIMD),
//! reached through the page: `www/js/lanes.js` loads that module beside the players' where the
//! browser validates it and leaves its exports in `globalThis.__semaillesLanes`, which the
//! function below calls. Without it (a browser without wasm SIMD, or before it has come), a
//! walk answers `None` and goes on in the plain walk (`crate::mraha::ages`): the same answers,
//! more slowly.
//!
//! A walk crosses to JavaScript a few times (begin, a stride per 65,536 laps, the answer); it
//! is reached only after thousands of laps, so the crossings cost nothing measurable. The
//! crossing is one imported function, whose one slice carries the walk's start in and its
//! answer out: wasm-bindgen's glue imports an inline snippet once per function it declares, so
//! a single function keeps the shipped glue free of repeated imports.

use crate::mraha::lanes::{count_laps, Walked};
use crate::mraha::laps::Run;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = "
export function lanes_walk(state) {
  const l = globalThis.__semaillesLanes;
  if (l === undefined) return 4;
  l.lanes_begin(state[0], state[1], Number(state[2]), state[3]);
  let answer;
  do answer = l.lanes_on(); while (answer === 3);
  if (answer < 3) {
    state[0] = l.lanes_side_low();
    state[1] = l.lanes_side_high();
    state[2] = BigInt(l.lanes_pit());
    state[3] = l.lanes_laps();
  }
  return answer;
}
")]
extern "C" {
    /// Walks `state` (in: the side's low and high 64 bits, the last pit, the run's laps; out,
    /// for an answer of 0 to 2: the answer's side, pit and laps, the same way). Answers the
    /// lanes' module's `lanes_on` (0 ended, 1 never ends, 2 handed back), or 4 without it.
    fn lanes_walk(state: &mut [u64]) -> u32;
}

/// [`crate::mraha::lanes::walk`] in the lanes' module, or `None` without it.
pub(crate) fn walk(side: u128, last: usize, laps: u64) -> Option<Walked> {
    let mut state = [side as u64, (side >> 64) as u64, last as u64, laps];
    let answer = lanes_walk(&mut state);
    if answer > 2 {
        return None;
    }
    let side = state[0] as u128 | (state[1] as u128) << 64;
    let (pit, laps) = (state[2] as usize & 15, state[3]);
    Some(match answer {
        0 => Walked::Ended(side, pit, Run::Empty),
        1 => {
            count_laps(laps);
            Walked::Ended(side, pit, Run::Invalid)
        }
        _ => Walked::HandedBack(side, pit, laps),
    })
}
