// The keeping of the engine's answers for the game remembered (www/js/resume.js): asked once the
// game has been still for a moment, one ask at a time, and kept only if the game is still the
// one they answer. The page's storage and record are the real modules (in Node the storage is
// the page's in-memory one); the engine is a made-up one that counts what it is asked.
import test, { mock } from 'node:test';
import assert from 'node:assert/strict';

globalThis.SEMAILLES_ENGINES_BUILD = 'build-test';
const { whenQuiet, askAnswers, MOST_CHARACTERS } = await import('../../www/js/resume.js');
const { answersKept } = await import('../../www/js/kept-answers.js');
const { rememberGame, rememberedGame, ANSWERS } = await import('../../www/js/record.js');
const { storage } = await import('../../www/js/storage.js');

/** Lets every promise settled so far run its callbacks (the mocked timers leave setImmediate). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Mocked timers and `whenQuiet` over an ask that counts its calls and ends only when told
 * (`finish`, `fail`); `wait(ms)` lets the mocked time pass (600 ms unless told).
 */
function heldAsks(t) {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const calls = [];
  const ask = () => new Promise((resolve, reject) => calls.push({ resolve, reject }));
  return {
    calls,
    change: whenQuiet(ask, 600),
    wait: (ms = 600) => t.mock.timers.tick(ms),
    finish: () => calls.at(-1).resolve(),
    fail: () => calls.at(-1).reject(new Error('worker gone')),
  };
}

test('asked once, a quiet moment after the last of several changes', (t) => {
  const { calls, change, wait } = heldAsks(t);
  change();
  wait(400);
  change();
  wait(400);
  change();
  wait(599);
  assert.equal(calls.length, 0, 'not before the game has been still for 600 ms');
  wait(1);
  assert.equal(calls.length, 1);
  wait(5000);
  assert.equal(calls.length, 1, 'nothing more without a change');
});

test('a change during an ask is asked after it, never beside it', async (t) => {
  const { calls, change, wait, finish } = heldAsks(t);
  change();
  wait();
  assert.equal(calls.length, 1);
  change();
  wait();
  await settle();
  assert.equal(calls.length, 1, 'the first ask still runs');
  finish();
  await settle();
  assert.equal(calls.length, 1, 'the second waits its quiet moment again');
  wait();
  assert.equal(calls.length, 2);
});

test('a change made and quiet again before the ask ends is asked once, not twice', async (t) => {
  const { calls, change, wait, finish } = heldAsks(t);
  change();
  wait();
  change();
  wait();
  change();
  wait();
  finish();
  await settle();
  wait(1200);
  assert.equal(calls.length, 2);
});

test('a failed ask is forgotten: the next change asks again', async (t) => {
  const { calls, change, wait, fail } = heldAsks(t);
  change();
  wait();
  fail();
  await settle();
  change();
  wait();
  assert.equal(calls.length, 2);
});

/**
 * An engine of a made-up game: each match's view offers `taps`, and `during` runs at the first
 * match it makes (the player moving on while the answers are asked).
 */
function engine({ taps = ['x', 'y'], during = () => {}, text = () => '' } = {}) {
  let made = 0;
  const create = (options) => {
    if (made++ === 0) during();
    return {
      view: () => ({ legal: taps, moves: options.moves, text: text() }),
      geometry: () => ({ places: ['p', 'q'] }),
      play: (token) => ({ events: [{ type: 'sow', token }], view: { legal: [], text: `after ${token}${text()}` } }),
      dispose: () => {},
    };
  };
  return { create, version: '9', levels: { seats: [] }, matches: () => made };
}

const game = (moves) => rememberGame({ game: 'mraha', preset: 'zanzibar', seats: [] }, moves);

test("the game remembered gets its engine's answers, kept with the build that gave them", async () => {
  storage.set(ANSWERS, '');
  game(['A6L', 'b6R']);
  const e = engine();
  await askAnswers(e);
  const kept = await answersKept(storage.get(ANSWERS));
  assert.equal(kept.build, 'build-test');
  assert.deepEqual(kept.options, rememberedGame());
  assert.deepEqual(kept.view.moves, ['A6L', 'b6R']);
  assert.deepEqual(Object.keys(kept.plays), ['x', 'y']);
  assert.equal(kept.plays.y.view.text, 'after y');
  // Asked again for the same game, the engine is not asked at all.
  const made = e.matches();
  await askAnswers(e);
  assert.equal(e.matches(), made);
  // Another position is.
  game(['A6L', 'b6R', 'A5L']);
  await askAnswers(e);
  assert.ok(e.matches() > made);
  assert.deepEqual((await answersKept(storage.get(ANSWERS))).view.moves, ['A6L', 'b6R', 'A5L']);
});

test('answers for a game that moved on while they were asked are not kept', async () => {
  game(['A6L']);
  await askAnswers(engine());
  const before = storage.get(ANSWERS);
  game(['A6L', 'b6R']);
  await askAnswers(engine({ during: () => game(['A6L', 'b6R', 'A5L']) }));
  assert.equal(storage.get(ANSWERS), before, "the earlier position's answers stay as they were");
});

test('answers too long to keep drop the earlier ones rather than stay wrong', async () => {
  game(['A6L']);
  await askAnswers(engine());
  assert.notEqual(storage.get(ANSWERS), '');
  game(['A6L', 'b6R']);
  // Text that does not compress: random characters in the view of each of 40 taps.
  const random = () => Array.from({ length: 20_000 }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
  const taps = Array.from({ length: 40 }, (_, i) => `t${i}`);
  await askAnswers(engine({ taps, text: random }));
  assert.equal(storage.get(ANSWERS), '');
  assert.ok(MOST_CHARACTERS < 40 * 20_000);
});
