// Times the match engine's view of one Mraha position, the answer the page waits for before it
// shows that position's playable pits: `Match.create({text})`, then `view()`, whose legal list
// holds every never-ending-turn proof of the position. Prints the legal list and the time:
//
//   node tests/bench/view-time.mjs [--pkg DIR] [--browser] 'mraha.n.00010000021012000x.1232j3012d2143100x'
//
// Needs `./build.sh --no-serve` first (www/pkg/); `--pkg DIR` reads another build's engine, to
// compare two side by side. Both parts of the engine are loaded before the clock starts.
// `--browser` asks the same question of the same engine in headless Chromium (CHROMIUM_PATH,
// else /usr/bin/chromium), whose wasm compiler is the page's.

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { inChromium } from './in-chromium.mjs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

let pkg = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'www', 'pkg');
let text = null;
let browser = false;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 1) {
  if (argv[i] === '--pkg' && argv[i + 1] !== undefined) pkg = argv[++i];
  else if (argv[i] === '--browser') browser = true;
  else if (!argv[i].startsWith('--') && text === null) text = argv[i];
  else {
    console.error(`usage: view-time.mjs [--pkg DIR] [--browser] TEXT (not ${argv[i]})`);
    process.exit(2);
  }
}
if (text === null) {
  console.error('usage: view-time.mjs [--pkg DIR] [--browser] TEXT (a Mraha position in its text form)');
  process.exit(2);
}

/** The engine in this process: Node's wasm compiler. */
async function inNode() {
  const glue = await import(pathToFileURL(resolve(pkg, 'semailles.js')).href);
  glue.initSync({ module: readFileSync(join(pkg, 'semailles_bg.wasm')) });
  // A game from the start and its view first: the later part is in before the clock starts.
  glue.Match.create({ preset: 'mraha' }).view();
  const start = performance.now();
  const view = glue.Match.create({ text }).view();
  return { legal: view.legal, ms: performance.now() - start };
}

/** The engine in a page of headless Chromium, `pkg` served beside it. */
async function inBrowser() {
  // Read before the page opens, so that a missing build stops here with its path. An engine
  // built in one part has no later part.
  const files = {};
  for (const [name, type] of [['semailles.js', 'text/javascript'], ['semailles_bg.wasm', 'application/wasm']]) {
    files[`/${name}`] = [type, await readFile(join(pkg, name))];
  }
  const later = await readFile(join(pkg, 'semailles_later.wasm')).catch(() => null);
  if (later) files['/semailles_later.wasm'] = ['application/wasm', later];
  return inChromium(
    files,
    async ([text, split]) => {
      const glue = await import('/semailles.js');
      await glue.default({ module_or_path: '/semailles_bg.wasm' });
      // The later part handed over as the page does once its board is drawn.
      if (split) glue.setLater({ module: await WebAssembly.compileStreaming(fetch('/semailles_later.wasm')) });
      glue.Match.create({ preset: 'mraha' }).view();
      const start = performance.now();
      const view = glue.Match.create({ text }).view();
      return { legal: view.legal, ms: performance.now() - start };
    },
    [text, Boolean(later)],
  );
}

try {
  const { legal, ms } = browser ? await inBrowser() : await inNode();
  console.log(`legal=${legal.join(',')} ms=${ms.toFixed(0)}`);
} catch (e) {
  console.error(`view-time: ${e.message || JSON.stringify(e)}`);
  process.exit(2);
}
