// How long a game's link gets: random games played to their end by the page's engine (wasm,
// www/pkg/), each written as the link "Send my move" sends (the rules, the compact moves of
// compact-moves.js and the game's id) and as the plain link of the address bar (`moves=`), on
// a base address of a typical static host. Prints, per game, the longest, the median and the
// shortest link, in characters:
//
//   node tests/bench/link-length.mjs --games 1000 --seed 1
//
//   node tests/bench/link-length.mjs --games 100 --board triangle:12
//   node tests/bench/link-length.mjs --games 20 --board triangle:12 --players 3 --stones 3
//
// Needs `./build.sh --no-serve` first. A game that has not ended after --max-turns turns (a
// random game can go round for long) is measured where it stopped and counted apart.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as mrahaEngine from '../../www/pkg/semailles.js';
import * as triEngine from '../../www/pkg/semailles_tricerata.js';
import { queryFor } from '../../www/js/url-state.js';
import { encodeMoves } from '../../www/js/compact-moves.js';
import { adoptEngine } from '../../www/js/engine.js';

const BASE = 'https://association.example.org/semailles/index.html?';
const GAMES = {
  mraha: { game: 'mraha', preset: 'mraha', switches: {} },
  kujifunza: { game: 'mraha', preset: 'kujifunza', switches: {} },
  tricerata: { game: 'tricerata', board: 'triangle:4', players: 2, stones: 1, mort_subite: false },
};

function args(argv) {
  const o = { games: 1000, seed: 1, 'max-turns': 2000, board: null, players: 2, stones: 1 };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.slice(2);
    if (name === 'board' && argv[i + 1]) {
      o.board = argv[i + 1];
      continue;
    }
    const value = Number(argv[i + 1]);
    if (!(name in o) || !Number.isInteger(value) || value < 1) {
      throw new Error(`usage: link-length.mjs [--games N] [--seed S] [--max-turns T] [--board B [--players P] [--stones S]] (not ${argv[i]})`);
    }
    o[name] = value;
  }
  return o;
}

/** A small seeded generator (xorshift32), so a run can be repeated. */
function random(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

function playOut(options, rand, maxTurns) {
  const m = ENGINES[options.game].Match.create(options);
  let v = m.view();
  while (!v.outcome && v.moves.length < maxTurns) {
    v = m.play(v.legal[Math.floor(rand() * v.legal.length)]).view;
  }
  const tokens = m.tokens();
  m.free();
  return { tokens, ended: !!v.outcome, turns: v.moves.length };
}

const o = args(process.argv.slice(2));
const pkg = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'www', 'pkg');
// One engine module per game (www/js/engines.js).
const ENGINES = { mraha: mrahaEngine, tricerata: triEngine };
mrahaEngine.initSync({ module: await readFile(join(pkg, 'semailles_bg.wasm')) });
triEngine.initSync({ module: await readFile(join(pkg, 'semailles_tricerata_bg.wasm')) });
for (const [game, glue] of Object.entries(ENGINES)) adoptEngine(game, glue);
const rand = random(o.seed);
// `--board triangle:12`: Tricérata on that board alone.
const games = o.board
  ? { [`tricerata ${o.board}, ${o.players} players, ${o.stones} stones`]: { ...GAMES.tricerata, board: o.board, players: o.players, stones: o.stones } }
  : GAMES;
for (const [name, options] of Object.entries(games)) {
  const lengths = [];
  const plain = [];
  let longest = null;
  let unended = 0;
  for (let g = 0; g < o.games; g++) {
    const { tokens, ended, turns } = playOut(options, rand, o['max-turns']);
    if (!ended) unended += 1;
    const rules = queryFor(options, [], '');
    // As correspondence.js writes it: the moves' count, the game's id, then the moves.
    const count = tokens.length ? `&cn=${tokens.length}` : '';
    const link = `${BASE}${rules}${count}&cg=abcd2345${tokens.length ? `&cm=${encodeMoves(options, tokens)}` : ''}`;
    plain.push(`${BASE}${queryFor(options, tokens, '')}&cg=abcd2345`.length);
    lengths.push(link.length);
    if (!longest || link.length > longest.length) longest = { length: link.length, turns, tokens: tokens.length };
  }
  lengths.sort((a, b) => a - b);
  plain.sort((a, b) => a - b);
  console.log(`${name}: ${o.games} games, link sent: max ${longest.length} (${longest.turns} turns, ${longest.tokens} tokens), `
    + `median ${lengths[lengths.length >> 1]}, min ${lengths[0]}; plain moves= link: max ${plain.at(-1)}, `
    + `median ${plain[plain.length >> 1]}; not ended after ${o['max-turns']} turns: ${unended}`);
}
