// How long a Tricérata computer takes a turn as the page asks it: the computer players' wasm
// module (www/pkg/, built by ./build.sh) called as the worker calls it, `choose_tokens(text,
// level, seed, true)` with the page's clock on, from the start of a game on each board, turn
// after turn. Prints each board's median and longest turn, then every turn's time, so that a
// level's time cap (1.5 s for `best`) can be checked, overrun included:
//
//   node tests/bench/turn-time.mjs [--level best] [--turns 8] [--pkg DIR] [BOARD,PLAYERS,STONES …]
//
// `--text POSITION` (a position's text form, either game) times instead one decision from that
// position, 3 times in the same module (the first pays for what the engine then remembers):
//
//   node tests/bench/turn-time.mjs --text 'mraha.n.00010000021012000x.1232j3012d2143100x'
//
// The Mraha players walk their long walks in the lanes' module (wasm's SIMD, www/js/lanes.js)
// where this engine has SIMD, as in the page; `--no-lanes` times them without it.
//
// Wall time in this process: run it on a quiet machine.

import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hasSimd, installLanes } from '../../www/js/lanes.js';

const args = { level: 'best', turns: 8, text: null, pkg: join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'www', 'pkg') };
const cases = [];
const argv = process.argv.slice(2).filter((a) => a !== '--no-lanes');
const lanes = !process.argv.includes('--no-lanes') && hasSimd();
for (let i = 0; i < argv.length; i++) {
  const name = argv[i].startsWith('--') ? argv[i].slice(2) : null;
  if (name === null) {
    const [board, players, stones = '1'] = argv[i].split(',');
    if (!board || !(Number(players) >= 2) || !(Number(stones) >= 1)) {
      console.error(`turn-time: a case is BOARD,PLAYERS[,STONES] (not ${argv[i]})`);
      process.exit(2);
    }
    cases.push([board, Number(players), Number(stones)]);
  } else if (name in args && argv[i + 1] !== undefined) {
    args[name] = name === 'turns' ? Number(argv[++i]) : argv[++i];
  } else {
    console.error(`usage: turn-time.mjs [--level L] [--turns N] [--pkg DIR] [--no-lanes] [--text POSITION | BOARD,PLAYERS,STONES …] (not ${argv[i]})`);
    process.exit(2);
  }
}
if (cases.length === 0) {
  cases.push(['triangle:5', 3, 1], ['square:5', 3, 1], ['triangle:6', 4, 1], ['hex:5', 6, 1], ['hex:5', 6, 3], ['triangle:12', 3, 3]);
}

/** A players' module of the build (one per game: www/js/players.js), loaded in this process. */
async function players(name) {
  if (lanes && !globalThis.__semaillesLanes) {
    installLanes(await WebAssembly.compile(await readFile(join(args.pkg, 'semailles_lanes.wasm'))));
  }
  const glue = await import(pathToFileURL(resolve(args.pkg, `${name}.js`)).href);
  await glue.default({ module_or_path: await readFile(join(args.pkg, `${name}_bg.wasm`)) });
  return glue;
}

if (args.text !== null) {
  // Which game's players: a module refuses a position of a game it does not play
  // (`setup_game`) before it reads the level, so a level it refuses asks nothing else of it.
  let ai = await players('semailles_ai_tricerata');
  try {
    ai.choose_tokens(args.text, '-', 1, false);
  } catch (e) {
    if (e?.code === 'setup_game') ai = await players('semailles_ai');
  }
  const times = [];
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    try {
      ai.choose_tokens(args.text, args.level, run + 1, true);
    } catch (e) {
      console.error(`turn-time: ${e.message ?? JSON.stringify(e)}`);
      process.exit(2);
    }
    times.push((performance.now() - t0).toFixed(0));
  }
  console.log(`${args.text} level=${args.level} lanes=${lanes ? 'yes' : 'no'} each_ms=${times.join(',')}`);
  process.exit(0);
}
const ai = await players('semailles_ai_tricerata');
const engine = await import(pathToFileURL(resolve(args.pkg, 'semailles_tricerata.js')).href);
engine.initSync({ module: await readFile(join(args.pkg, 'semailles_tricerata_bg.wasm')) });

for (const [board, players, stones] of cases) {
  const game = engine.Match.create({ game: 'tricerata', board, players, stones });
  const times = [];
  for (let turn = 0; turn < args.turns && !game.view().outcome; turn++) {
    const t0 = performance.now();
    const tokens = ai.choose_tokens(game.text(), args.level, turn + 1, true);
    times.push(performance.now() - t0);
    game.play_all(tokens);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (t) => t.toFixed(0);
  console.log(
    `${board} players=${players} stones=${stones} level=${args.level} turns=${times.length} ` +
      `median_ms=${ms(sorted[sorted.length >> 1])} longest_ms=${ms(sorted.at(-1))} each_ms=${times.map(ms).join(',')}`,
  );
}
