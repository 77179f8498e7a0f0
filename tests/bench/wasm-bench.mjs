// Random full Mraha games played by the wasm engine (Mraha's computer players' module, built for
// speed by ./build.sh into www/pkg/), printing the line `semailles bench` prints natively for the
// same games:
//
//   node tests/bench/wasm-bench.mjs --preset zanzibar --games 20000 --seed 1
//   cargo run --release -- bench --game mraha --preset zanzibar --games 20000 --seed 1
//
// Needs `./build.sh --no-serve` first. One thread, like the native bench. `--pkg DIR` reads the
// players' module from another directory (another build, to compare two side by side).
// `--browser` plays the same games with the same module in headless Chromium (CHROMIUM_PATH,
// else /usr/bin/chromium): the engine the page's players run, in the browser's own wasm compiler
// rather than Node's, which is older.
//
// The players' long walks go through the lanes' module (wasm's SIMD: www/js/lanes.js) where the
// engine has SIMD, as in the page; `--no-lanes` plays without it (the plain walk of a browser
// without SIMD).
//
// `--warm-up N` first plays N other games (seed S + 1) in another instance of the same compiled
// module, so that the timed games run in V8's optimised code from their start, as the native
// referee's run in code compiled before it starts: the steady-state speed, without V8's
// compilation (on one processor, about 4 % of a 200,000-game run). The timed instance starts
// with its own memory, so no verdict remembered by the warm-up serves the timed games.
import { readdir, readFile } from 'node:fs/promises';
import { inChromium } from './in-chromium.mjs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hasSimd, installLanes } from '../../www/js/lanes.js';

const shipped = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'www', 'pkg');

function options(argv) {
  const opts = { preset: 'mraha', games: 20000, seed: 1, pkg: shipped, 'warm-up': 0 };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (name === '--browser' || name === '--no-lanes') {
      opts[name === '--browser' ? 'browser' : 'noLanes'] = true;
      i -= 1;
      continue;
    }
    if (!['--preset', '--games', '--seed', '--pkg', '--warm-up'].includes(name) || value === undefined) {
      throw new Error(
        `usage: wasm-bench.mjs [--preset P] [--games N] [--seed S] [--warm-up N] [--pkg DIR] [--browser] [--no-lanes] (not ${name})`,
      );
    }
    const text = ['--preset', '--pkg'].includes(name);
    opts[name.slice(2)] = text ? value : Number(value);
  }
  for (const key of ['games', 'seed', 'warm-up']) {
    if (!Number.isInteger(opts[key]) || opts[key] < 0 || opts[key] >= 2 ** 32) {
      throw new Error(`--${key}: a whole number below 2^32`);
    }
  }
  return opts;
}

/** Plays the games in this process: Node's wasm compiler. */
async function inNode({ preset, games, seed, pkg, 'warm-up': warmUp, noLanes }) {
  if (!noLanes && hasSimd()) {
    installLanes(await WebAssembly.compile(await readFile(join(pkg, 'semailles_lanes.wasm'))));
  }
  const compiled = await WebAssembly.compile(await readFile(join(pkg, 'semailles_ai_bg.wasm')));
  // Each instance its own copy of the glue (a module is evaluated once per URL).
  const instance = async (name) => {
    const glue = await import(`${pathToFileURL(resolve(pkg, 'semailles_ai.js')).href}?${name}`);
    await glue.default({ module_or_path: compiled });
    return glue;
  };
  if (warmUp > 0) {
    (await instance('warm-up')).bench_mraha(preset, warmUp, (seed + 1) % 2 ** 32);
  }
  const b = (await instance('timed')).bench_mraha(preset, games, seed);
  return { ...b };
}

/** Plays the games in a page of headless Chromium, the module served from `pkg` beside it. */
async function inBrowser({ preset, games, seed, pkg, 'warm-up': warmUp, noLanes }) {
  // Read before the page opens, so that a missing build stops here with its path.
  const files = {
    '/semailles_ai.js': ['text/javascript', await readFile(join(pkg, 'semailles_ai.js'))],
    '/semailles_ai_bg.wasm': ['application/wasm', await readFile(join(pkg, 'semailles_ai_bg.wasm'))],
    // The page's own loader of the lanes' module, at the places it expects (js/ and pkg/).
    '/pkg/semailles_lanes.wasm': ['application/wasm', await readFile(join(pkg, 'semailles_lanes.wasm'))],
    '/js/lanes.js': ['text/javascript', await readFile(new URL('../../www/js/lanes.js', import.meta.url))],
  };
  // The glue's own imports: wasm-bindgen's snippets (the players' side of the lanes' crossing).
  for (const entry of await readdir(join(pkg, 'snippets'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    files[`/${relative(pkg, path).split(sep).join('/')}`] = ['text/javascript', await readFile(path)];
  }
  return inChromium(
    files,
    async ([preset, games, seed, warmUp, noLanes]) => {
      if (!noLanes) {
        const { loadLanes } = await import('/js/lanes.js');
        if (!(await loadLanes((url) => WebAssembly.compileStreaming(fetch(url))))) throw new Error('the lanes module did not load');
      }
      const compiled = await WebAssembly.compileStreaming(fetch('/semailles_ai_bg.wasm'));
      const instance = async (name) => {
        const glue = await import(`/semailles_ai.js?${name}`);
        await glue.default({ module_or_path: compiled });
        return glue;
      };
      if (warmUp > 0) {
        (await instance('warm-up')).bench_mraha(preset, warmUp, (seed + 1) % 2 ** 32);
      }
      return { ...(await instance('timed')).bench_mraha(preset, games, seed) };
    },
    [preset, games, seed, warmUp, Boolean(noLanes)],
  );
}

try {
  const opts = options(process.argv.slice(2));
  const b = opts.browser ? await inBrowser(opts) : await inNode(opts);
  // The native line (crate/src/mraha/bench.rs, `impl Display for Bench`).
  console.log(
    `preset=${b.preset} games=${b.games} seconds=${b.seconds.toFixed(3)} ` +
      `games_per_second=${(b.games / b.seconds).toFixed(0)} ` +
      `avg_turns=${(b.turns / Math.max(b.games, 1)).toFixed(1)} unfinished=${b.unfinished} ` +
      `slowest_game_ms=${b.slowest_game_ms.toFixed(1)}`,
  );
} catch (e) {
  console.error(`wasm-bench: ${e.message || JSON.stringify(e)}`);
  process.exit(2);
}
