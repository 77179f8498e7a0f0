// Times the match engine's view of one Mraha position, the answer the page waits for before it
// shows that position's playable pits: `Match.create({text})`, then `view()`, whose legal list
// holds every never-ending-turn proof of the position. Prints the legal list and the time:
//
//   node tests/bench/view-time.mjs [--pkg DIR] 'mraha.n.00010000021012000x.1232j3012d2143100x'
//
// Needs `./build.sh --no-serve` first (www/pkg/); `--pkg DIR` reads another build's engine, to
// compare two side by side. Both parts of the engine are loaded before the clock starts.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let pkg = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'www', 'pkg');
let text = null;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 1) {
  if (argv[i] === '--pkg' && argv[i + 1] !== undefined) pkg = argv[++i];
  else if (!argv[i].startsWith('--') && text === null) text = argv[i];
  else {
    console.error(`usage: view-time.mjs [--pkg DIR] TEXT (not ${argv[i]})`);
    process.exit(2);
  }
}
if (text === null) {
  console.error('usage: view-time.mjs [--pkg DIR] TEXT (a Mraha position in its text form)');
  process.exit(2);
}

try {
  const glue = await import(join(pkg, 'semailles.js'));
  glue.initSync({ module: readFileSync(join(pkg, 'semailles_bg.wasm')) });
  // A game from the start and its view first: the later part is in before the clock starts.
  glue.Match.create({ preset: 'mraha' }).view();
  const start = performance.now();
  const view = glue.Match.create({ text }).view();
  const ms = performance.now() - start;
  console.log(`legal=${view.legal.join(',')} ms=${ms.toFixed(0)}`);
} catch (e) {
  console.error(`view-time: ${e.message || JSON.stringify(e)}`);
  process.exit(2);
}
