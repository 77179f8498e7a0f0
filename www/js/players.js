// The computer players' wasm modules, one per game as the match engines are (build.sh builds
// each with its cargo feature, crate/src/wasm/ai.rs): a page fetches only the players of the
// game being played, and only when a seat is given to the computer or a hint is asked. Shared
// by ai.js (the page's own thread, where no worker can start) and its worker (ai-worker.js), the
// only importers of these modules.

import { engineOf, compileFrom } from './engines.js';
import { loadLanes } from './lanes.js';

/**
 * Each game's players: their wasm file and their JS glue (loaded on demand), and what else they
 * load beside them (Mraha's: its long walks in wasm's SIMD where the browser has it, lanes.js).
 */
export const PLAYERS = {
  mraha: {
    wasm: new URL('../pkg/semailles_ai_bg.wasm', import.meta.url),
    glue: () => import('../pkg/semailles_ai.js'),
    beside: () => loadLanes(compileFrom),
  },
  tricerata: {
    wasm: new URL('../pkg/semailles_ai_tricerata_bg.wasm', import.meta.url),
    glue: () => import('../pkg/semailles_ai_tricerata.js'),
  },
};

const loaded = {};

/**
 * The players' module of `game` (the default game's for a missing or unknown id, as for the
 * engines), loaded and instantiated once in this thread. The wasm is fetched and compiled while
 * the glue comes: fetched by the glue once it had come, it was one more round trip before the
 * computer's first move on a slow network (docs/performance.md).
 */
export function playersOf(game) {
  const id = engineOf(game);
  const { glue, wasm, beside } = PLAYERS[id];
  loaded[id] ??= Promise.all([glue(), compileFrom(wasm), beside?.()]).then(async ([m, module]) => {
    await m.default({ module_or_path: module });
    return m;
  });
  return loaded[id];
}
