// The lanes' module (www/pkg/semailles_lanes.wasm, built by ./build.sh: the Mraha players' long
// walks in wasm's SIMD) against a plain walk written here: random sides of one row of 16 pits,
// the same ends, the same never-ending walks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { hasSimd } from '../../www/js/lanes.js';

const file = new URL('../../www/pkg/semailles_lanes.wasm', import.meta.url);
const skip = (!existsSync(file) && 'www/pkg/ is not built (./build.sh --no-serve)')
  || (!hasSimd() && 'this engine has no wasm SIMD');

const ENDED = 0, NEVER_ENDS = 1, HANDED_BACK = 2, PAUSED = 3;
/** Laps without a lap of 16 seeds or more after which the module hands a walk back. */
const QUIET_LAPS = 2 ** 22;

/** The side's 16 pits as the module's two 64-bit halves (pit i = byte i). */
function halves(pits) {
  let low = 0n, high = 0n;
  for (let i = 7; i >= 0; i--) low = (low << 8n) | BigInt(pits[i]);
  for (let i = 15; i >= 8; i--) high = (high << 8n) | BigInt(pits[i]);
  return [low, high];
}

function pitsOf(low, high) {
  const pits = [];
  for (let i = 0; i < 8; i++) pits.push(Number((low >> BigInt(8 * i)) & 0xffn));
  for (let i = 0; i < 8; i++) pits.push(Number((high >> BigInt(8 * i)) & 0xffn));
  return pits;
}

/**
 * The plain walk from the end of a lap at `at` (the pit the last seed fell in): lift it, sow
 * towards higher pits, go on from where the last seed falls, until it falls in an empty pit
 * (`ended`), or, before a lap of 16 seeds or more, the side seen from the pit about to be lifted
 * is the one seen before the first such lap (`never`: no pit is special, so it goes round for
 * ever; the module's own test), or `stop` laps are walked. Returns the side, the pit and the
 * laps walked.
 */
function plainWalk(start, at, stop) {
  const pits = Uint8Array.from(start);
  let first = null;
  for (let laps = 0; ; laps++) {
    const c = pits[at];
    if (c === 1) return { kind: 'ended', pits: [...pits], at, laps };
    if (c >= 16) {
      const turned = [...pits.subarray(at), ...pits.subarray(0, at)];
      if (first === null) first = turned;
      else if (turned.every((n, i) => n === first[i])) return { kind: 'never', at, laps };
    }
    if (laps === stop) return { kind: 'stopped', pits: [...pits], at, laps };
    pits[at] = 0;
    for (let j = 1; j <= c; j++) pits[(at + j) & 15] += 1;
    at = (at + c) & 15;
  }
}

function lanesWalk(lanes, pits, at, laps) {
  const [low, high] = halves(pits);
  lanes.lanes_begin(low, high, at, BigInt(laps));
  let answer;
  do answer = lanes.lanes_on(); while (answer === PAUSED);
  return {
    answer,
    pits: pitsOf(lanes.lanes_side_low(), lanes.lanes_side_high()),
    at: lanes.lanes_pit(),
    laps: Number(lanes.lanes_laps()),
  };
}

test('the lanes walk as the plain walk: the same ends, the same cycles, a walk handed back as it stands', { skip }, () => {
  const lanes = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(file)), {}).exports;
  // A small generator of its own, so that the sides drawn are the same at every run.
  let state = 12345;
  const below = (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const seen = { ended: 0, never: 0, handed: 0 };
  // Never-ending walks are rare among random sides (8 in 165,000 walks here, on cycles of 2.2
  // and 33 million laps), and a walk is handed back after 4 million quiet laps: the plain walk
  // checks the first few of each, and every walk that ends.
  for (let draw = 0; draw < 400_000 && (seen.never < 4 || seen.handed < 3); draw++) {
    const pits = new Array(16).fill(0);
    for (let s = 2 + below(63); s > 0; s--) pits[below(16)] += 1;
    const at = below(16);
    if (pits[at] < 2) continue;
    const got = lanesWalk(lanes, pits, at, 7);
    const walk = `${pits} from ${at}`;
    if (got.answer === ENDED) {
      const expected = plainWalk(pits, at, got.laps - 7);
      assert.deepEqual({ kind: 'ended', pits: got.pits, at: got.at, laps: got.laps - 7 }, expected, walk);
      seen.ended += 1;
    } else if (got.answer === NEVER_ENDS) {
      if (seen.never >= 4 || got.laps > 3_000_000) continue;
      assert.deepEqual(plainWalk(pits, at, got.laps - 7), { kind: 'never', at: got.at, laps: got.laps - 7 }, walk);
      seen.never += 1;
    } else {
      assert.equal(got.answer, HANDED_BACK, walk);
      if (seen.handed >= 3) continue;
      assert.ok(got.laps >= 7 + QUIET_LAPS, walk);
      const expected = plainWalk(pits, at, got.laps - 7);
      assert.deepEqual({ kind: 'stopped', pits: got.pits, at: got.at, laps: got.laps - 7 }, expected, walk);
      seen.handed += 1;
    }
  }
  assert.ok(seen.ended > 10_000 && seen.never === 4 && seen.handed === 3, JSON.stringify(seen));
});

test('the lanes module answers a call without a walk begun as such, not with a stale answer', { skip }, () => {
  const lanes = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(file)), {}).exports;
  assert.equal(lanes.lanes_on(), 4);
  const pits = [3, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  assert.equal(lanesWalk(lanes, pits, 0, 0).answer, ENDED);
  assert.equal(lanes.lanes_on(), 4);
});

test('the Mraha players play the same random games with the lanes module as without it, and call it', { skip }, async () => {
  const pkg = new URL('../../www/pkg/', import.meta.url);
  const compiled = new WebAssembly.Module(readFileSync(new URL('semailles_ai_bg.wasm', pkg)));
  // 100,000 games hold four walks long enough to go to the lanes (each never-ending here: a
  // wrong verdict would make a move legal that is not, and the games part ways). A fresh
  // instance each time (its own memory: no verdict remembered from the other run).
  const bench = async (name) => {
    const glue = await import(`${new URL('semailles_ai.js', pkg).href}?${name}`);
    await glue.default({ module_or_path: compiled });
    const b = glue.bench_mraha('mraha', 100_000, 1);
    return { games: b.games, turns: b.turns, unfinished: b.unfinished };
  };
  delete globalThis.__semaillesLanes;
  const plain = await bench('plain');
  const lanes = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(file)), {}).exports;
  let walks = 0;
  globalThis.__semaillesLanes = {
    ...lanes,
    lanes_begin: (...args) => {
      walks += 1;
      return lanes.lanes_begin(...args);
    },
  };
  try {
    assert.deepEqual(await bench('lanes'), plain);
  } finally {
    delete globalThis.__semaillesLanes;
  }
  assert.ok(walks > 0, 'no long walk went through the lanes module');
});
