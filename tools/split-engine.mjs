// Splits a match engine's wasm into what its first board runs and the rest (run by ./build.sh
// after wasm-opt, on a module that still has its names):
//
//   node tools/split-engine.mjs <pkg dir> <module> <game>     e.g. www/pkg semailles mraha
//
// 1. profile: the engine, instrumented, plays tools/split/scenarios.mjs's `firstBoard` (what the
//    page asks before its first board is drawn and while ordinary turns are played);
// 2. split (tools/split/split.mjs): the functions that ran stay in `<module>_bg.wasm`, the
//    others move to `<module>_later.wasm`, which the page fetches once the board is drawn;
// 3. the glue `<module>.js` learns to load the later part (tools/split/glue.mjs), and the
//    names between the first part and the glue are shortened (tools/split/names.mjs);
// 4. check: the split engine answers `everything` (the rare and refused questions too) exactly
//    as the whole one, and answers `firstBoard` without its later part. Any difference stops
//    the build.
// Prints both parts' sizes.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { functionsRun } from './split/profile.mjs';
import { split, withoutCustomSections } from './split/split.mjs';
import { patchGlue } from './split/glue.mjs';
import { shortenNames } from './split/names.mjs';
import { loadGlue } from './split/load.mjs';
import { everything, firstBoard } from './split/scenarios.mjs';

const [dir, name, game] = process.argv.slice(2);
if (!dir || !name || !game) {
  console.error('usage: node tools/split-engine.mjs <pkg dir> <module> <game>');
  process.exit(2);
}
const wasmFile = join(dir, `${name}_bg.wasm`);
const glueFile = join(dir, `${name}.js`);
const laterName = `${name}_later.wasm`;

const whole = readFileSync(wasmFile);
const glue = readFileSync(glueFile, 'utf8');

const ran = await functionsRun(whole, glue, (g) => firstBoard(g, game));
const halves = split(whole, ran);
const named = shortenNames(halves.first, patchGlue(glue, laterName), `./${name}_bg.js`);
// Shipped without custom sections (tools/split/split.mjs, `withoutCustomSections`).
const parts = { first: withoutCustomSections(named.bytes), later: withoutCustomSections(halves.later), moved: halves.moved };
const patched = named.source;

// The split engine must answer as the whole one, and play the first board without its later part.
const expected = everything(await loadGlue(glue, whole), game);
const answered = everything(await loadGlue(patched, parts.first, {}, { [laterName]: parts.later }), game);
const differs = expected.findIndex((line, i) => line !== answered[i]);
if (differs >= 0 || expected.length !== answered.length) {
  const at = differs >= 0 ? differs : Math.min(expected.length, answered.length);
  console.error(`split-engine: ${name} split answers otherwise than whole at answer ${at}:`);
  console.error(`  whole: ${String(expected[at]).slice(0, 300)}\n  split: ${String(answered[at]).slice(0, 300)}`);
  process.exit(1);
}
// Without the later part beside it, a moved function run would throw: the answers would differ.
const firstOnly = firstBoard(await loadGlue(patched, parts.first, {}, {}), game);
if (firstOnly.some((line, i) => line !== expected[i])) {
  console.error(`split-engine: ${name}'s first board needs its later part`);
  process.exit(1);
}

writeFileSync(wasmFile, parts.first);
writeFileSync(join(dir, laterName), parts.later);
writeFileSync(glueFile, patched);
const size = (bytes) => `${bytes.length} B (${gzipSync(bytes, { level: 9 }).length} B gzipped)`;
console.log(`split-engine: ${name}: ${parts.moved} functions moved; first part ${size(parts.first)}, later part ${size(parts.later)}, answers checked: ${expected.length}`);
