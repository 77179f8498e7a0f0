// The match engine's wasm modules, one per game (build.sh builds each with its cargo feature,
// crate/src/wasm.rs): a page fetches only the engine of the game it shows, and another game's
// when that game is chosen. Shared by engine.js and its worker (engine-worker.js), the only
// importers of these modules. The first is the default game's: a match without `game` (or with
// an unknown one, which that engine then refuses with `setup_game`) is asked of it, as the
// engine itself defaults to it.

/**
 * Each game's engine: its wasm file, its later part (the functions its first board does not
 * run, split off by tools/split-engine.mjs and fetched once the board is drawn), its JS glue
 * (loaded on demand, a chunk of its own), and the address of its answers for each new game the
 * build records, by the name the game's kit gives it (`openingName`; written by
 * tools/record-openings.mjs; opening.js).
 */
export const ENGINES = {
  mraha: {
    wasm: new URL('../pkg/semailles_bg.wasm', import.meta.url),
    later: new URL('../pkg/semailles_later.wasm', import.meta.url),
    glue: () => import('../pkg/semailles.js'),
    opening: (name) => new URL(`../pkg/semailles_opening.${name}.json`, import.meta.url),
  },
  tricerata: {
    wasm: new URL('../pkg/semailles_tricerata_bg.wasm', import.meta.url),
    later: new URL('../pkg/semailles_tricerata_later.wasm', import.meta.url),
    glue: () => import('../pkg/semailles_tricerata.js'),
    opening: (name) => new URL(`../pkg/semailles_tricerata_opening.${name}.json`, import.meta.url),
  },
};

/** The id of the engine that plays `game` (the default game's for a missing or unknown id). */
export function engineOf(game) {
  return Object.prototype.hasOwnProperty.call(ENGINES, game) ? game : Object.keys(ENGINES)[0];
}

/**
 * The wasm at `url`, fetched and compiled (an engine's, or the computer players' in players.js):
 * a Module that the glue instantiates, fetched while the glue itself is still coming.
 */
export async function compileFrom(url) {
  // Fetched once: a network error is the caller's to handle (the computer's worker then hands
  // its questions to the page), not a reason to fetch again.
  const response = await fetch(url);
  try {
    return await WebAssembly.compileStreaming(response.clone());
  } catch {
    // A host that sends the wasm with another MIME type: compile from the bytes.
    return WebAssembly.compile(await response.arrayBuffer());
  }
}
