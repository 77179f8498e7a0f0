// Records the games' openings (run by ./build.sh once the engines are split): for each new game
// a game's kit says the build records (`recordedStarts`: the game a bare address opens, each
// preset's), what the game's engine answers — its version, the computer levels, the match's
// view and geometry, and each legal token of that view played as the first tap
// (www/js/opening-answers.js, which the page uses for a game under way) — into the file
// engines.js names for it (`pkg/<engine>_opening.<name>.json`, the name the kit's
// `openingName` gives). A page opening on such a game draws its first board and plays its first
// tap from these answers (www/js/opening.js) and fetches the engine once the board is drawn.
//
//   node tools/record-openings.mjs <pkg dir>      e.g. www/pkg
//
// The options are the page's own (the kit's, with `moves` and `seats` as `optionsFromUrl` adds
// them), so that the page finds the record for the very match it makes; the answers are the
// split engine's, as shipped. Prints each record's size.

import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadGlue } from './split/load.mjs';

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node tools/record-openings.mjs <pkg dir>');
  process.exit(2);
}

// The page's modules read `location` only when asked about the address; these questions name
// theirs.
globalThis.location ??= { search: '' };
const { ENGINES, engineOf } = await import('../www/js/engines.js');
const { GAMES } = await import('../www/js/games/index.js');
const { openingOf } = await import('../www/js/url-state.js');
const { recordAnswers } = await import('../www/js/opening-answers.js');

/** A file of `dir` named as engines.js names it (its wasm, later part, opening). */
const inDir = (url) => join(dir, basename(fileURLToPath(url)));

/** Engine `id` loaded from `dir`: the glue beside its first part, its later part beside it. */
async function engine(id) {
  const wasm = inDir(ENGINES[id].wasm);
  const glue = wasm.replace(/_bg\.wasm$/, '.js');
  const later = inDir(ENGINES[id].later);
  return loadGlue(readFileSync(glue, 'utf8'), readFileSync(wasm), {}, { [basename(later)]: readFileSync(later) });
}

/** Engine glue `glue` as the recorder asks it (www/js/opening-answers.js). */
function asked(glue) {
  const create = (options) => {
    const match = glue.Match.create(options);
    return { view: () => match.view(), geometry: () => match.geometry(), play: (t) => match.play(t), dispose: () => match.free() };
  };
  return { create, version: glue.version(), levels: glue.levels() };
}

const engines = {};
for (const [game, kit] of Object.entries(GAMES)) {
  const id = engineOf(game);
  if (id !== game) throw new Error(`record-openings: the game ${game} has no engine of its own in engines.js`);
  engines[id] ??= await engine(id);
  const entry = engines[id].catalogue().games.find((g) => g.id === game);
  for (const start of kit.recordedStarts(entry)) {
    const options = { ...start, moves: [], seats: [] };
    // The name the page will ask for, from the same options.
    const name = openingOf(options);
    if (!name || !/^[\w-]+$/.test(name)) throw new Error(`record-openings: ${JSON.stringify(options)} is named ${name}`);
    const text = JSON.stringify(await recordAnswers(asked(engines[id]), options));
    const file = inDir(ENGINES[id].opening(name));
    writeFileSync(file, text);
    console.log(`record-openings: ${game} ${name}: ${Object.keys(JSON.parse(text).plays).length} first taps, ${text.length} B (${gzipSync(text, { level: 9 }).length} B gzipped) in ${file}`);
  }
}
