// Games played through the match engine's wasm as the page plays them (www/pkg/, built by
// ./build.sh): `Match.create`, then, turn after turn, `view()` (the legal choices: every
// legality proof) and `play()` of a seeded random choice (the traced turn), to the end or a cap.
// Prints the CPU-free wall time and what was played, so two builds of the engine can be
// compared on the same games:
//
//   node tests/bench/engine-bench.mjs [--game mraha|tricerata] [--games N] [--seed S] [--pkg DIR]

import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = { game: 'mraha', games: 200, seed: 1, pkg: join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'www', 'pkg') };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const name = argv[i].replace(/^--/, '');
  if (!(name in args) || argv[i + 1] === undefined) {
    console.error(`usage: engine-bench.mjs [--game G] [--games N] [--seed S] [--pkg DIR] (not ${argv[i]})`);
    process.exit(2);
  }
  args[name] = name === 'game' || name === 'pkg' ? argv[i + 1] : Number(argv[i + 1]);
}

const file = args.game === 'tricerata' ? 'semailles_tricerata' : 'semailles';
const glue = await import(pathToFileURL(resolve(args.pkg, `${file}.js`)).href);
glue.initSync({ module: await readFile(join(args.pkg, `${file}_bg.wasm`)) });

// A small seeded generator (xorshift32): the same choices for the same engine answers.
let state = args.seed >>> 0 || 1;
const below = (n) => {
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state % n;
};

const MAX_DECISIONS = 2000;
let decisions = 0;
let finished = 0;
let events = 0;
const start = performance.now();
for (let g = 0; g < args.games; g += 1) {
  const m = glue.Match.create(args.game === 'tricerata' ? { game: 'tricerata', players: 2 } : { preset: 'mraha' });
  let view = m.view();
  for (let d = 0; d < MAX_DECISIONS && !view.outcome && view.legal.length; d += 1) {
    const played = m.play(view.legal[below(view.legal.length)]);
    events += played.events.length;
    view = played.view;
    decisions += 1;
  }
  if (view.outcome) finished += 1;
  m.free();
}
const ms = performance.now() - start;
console.log(
  `game=${args.game} games=${args.games} finished=${finished} decisions=${decisions} events=${events} ` +
    `ms=${ms.toFixed(0)} us_per_decision=${((ms * 1000) / Math.max(decisions, 1)).toFixed(1)}`,
);
