// The Mraha players' long walks in wasm's SIMD (crate/src/mraha/lanes/mod.rs): a module of its
// own, pkg/semailles_lanes.wasm, since a module with SIMD does not compile in every browser the
// page supports (Safari before 16.4). Where the browser validates SIMD, it is loaded into the
// thread beside the Mraha players' module, which calls it through `globalThis.__semaillesLanes`
// (crate/src/wasm/lanes.rs); elsewhere the players walk in plain wasm: the same answers, more
// slowly. Loaded by players.js (the page's players) and the wasm bench.

/** The smallest module that uses SIMD: a function returning a `v128` constant. */
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // the magic number, version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // a type: () -> v128
  0x03, 0x02, 0x01, 0x00, // a function of that type
  0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, ...new Array(16).fill(0), 0x0b, // v128.const 0
]);

export const LANES_WASM = new URL('../pkg/semailles_lanes.wasm', import.meta.url);

/** Whether this browser compiles wasm's SIMD. */
export function hasSimd() {
  return WebAssembly.validate(SIMD_PROBE);
}

/** Makes the compiled lanes' module the one this thread's players call. */
export function installLanes(module) {
  globalThis.__semaillesLanes = new WebAssembly.Instance(module, {}).exports;
}

/**
 * Loads the lanes' module into this thread, once, where the browser has SIMD (`compile` fetches
 * and compiles a wasm URL); true if the players now walk with it. A failure only leaves them
 * walking without it.
 */
export async function loadLanes(compile) {
  if (globalThis.__semaillesLanes) return true;
  if (!hasSimd()) return false;
  try {
    installLanes(await compile(LANES_WASM));
    return true;
  } catch {
    return false;
  }
}
