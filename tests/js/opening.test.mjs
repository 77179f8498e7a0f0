// A new game's first answers from its recorded opening (www/js/opening.js): the record answers
// the view, the geometry and one first tap, and nothing else; every other question goes to the
// engine's match, brought first to where the recorded one stands.
import test from 'node:test';
import assert from 'node:assert/strict';
import { RecordedMatch } from '../../www/js/opening.js';
import { sameMatch } from '../../www/js/same-match.js';

/** A record of a tiny made-up game: two legal first tokens. */
function opening() {
  const view = { legal: ['x', 'y'], moves: [], text: 'start' };
  const after = (token) => ({ events: [{ type: 'sow', token }], view: { legal: ['z'], moves: [{ tokens: [token] }], text: token } });
  return {
    options: { game: 'g', size: 3, moves: [], seats: [] },
    version: '1',
    levels: {},
    view,
    geometry: { places: ['p'] },
    plays: { x: after('x'), y: after('y') },
  };
}

/** A stand-in for the engine's match: logs each call, answers with what it was asked. */
function engine() {
  const calls = [];
  let made = 0;
  const make = async () => {
    made += 1;
    return {
      play: async (token) => { calls.push(['play', token]); return { events: [], view: { text: `engine after ${token}` } }; },
      playAll: async (tokens) => { calls.push(['playAll', ...tokens]); return { events: [], view: {} }; },
      undo: async () => { calls.push(['undo']); return { text: 'engine undone' }; },
      redo: async () => { calls.push(['redo']); return { events: [], view: {} }; },
      view: async () => { calls.push(['view']); return { text: 'engine view' }; },
      finishSowing: async () => { calls.push(['finishSowing']); return []; },
      dispose: () => { calls.push(['dispose']); },
    };
  };
  return { calls, make, made: () => made };
}

test('the view, the geometry and the first tap come from the record, the engine untouched', async () => {
  const e = engine();
  const match = new RecordedMatch(opening(), opening().options, e.make);
  assert.deepEqual((await match.view()).legal, ['x', 'y']);
  assert.deepEqual(await match.geometry(), { places: ['p'] });
  const played = await match.play('y');
  assert.deepEqual(played.events, [{ type: 'sow', token: 'y' }]);
  assert.equal((await match.view()).text, 'y');
  assert.equal(e.made(), 0);
});

test('the second move goes to the engine, which first plays the recorded tap', async () => {
  const e = engine();
  const match = new RecordedMatch(opening(), opening().options, e.make);
  await match.play('x');
  const second = await match.play('z');
  assert.equal(second.view.text, 'engine after z');
  assert.deepEqual(e.calls, [['play', 'x'], ['play', 'z']]);
  // From then on every answer is the engine's, the view too.
  assert.equal((await match.view()).text, 'engine view');
  assert.equal(e.made(), 1);
});

test('a token the record does not hold, an undo, a whole turn: the engine answers', async () => {
  for (const [ask, expected] of [
    [(m) => m.play('nope'), [['play', 'nope']]],
    [(m) => m.playAll(['x']), [['playAll', 'x']]],
    [(m) => m.finishSowing(), [['finishSowing']]],
  ]) {
    const e = engine();
    await ask(new RecordedMatch(opening(), opening().options, e.make));
    assert.deepEqual(e.calls, expected);
  }
  const e = engine();
  const match = new RecordedMatch(opening(), opening().options, e.make);
  await match.play('y');
  assert.equal((await match.undo()).text, 'engine undone');
  assert.deepEqual(e.calls, [['play', 'y'], ['undo']]);
});

test('after the first tap, a token the record holds for the first tap is the engine\'s to judge', async () => {
  const e = engine();
  const match = new RecordedMatch(opening(), opening().options, e.make);
  await match.play('x');
  await match.play('y');
  assert.deepEqual(e.calls, [['play', 'x'], ['play', 'y']]);
});

test('once the engine answered, the record answers nothing more, a legal first token included', async () => {
  const e = engine();
  const match = new RecordedMatch(opening(), opening().options, e.make);
  await match.undo();
  await match.play('x');
  assert.deepEqual(e.calls, [['undo'], ['play', 'x']]);
});

test('each answer is a copy: changing it changes neither the record nor the next answer', async () => {
  const match = new RecordedMatch(opening(), opening().options, engine().make);
  const first = await match.view();
  first.legal.push('changed');
  assert.deepEqual((await match.view()).legal, ['x', 'y']);
});

test('an engine that cannot replay the recorded tap fails the question and is disposed', async () => {
  const calls = [];
  const broken = async () => ({
    play: async () => { throw { code: 'illegal_token', message: '', token: 'x' }; },
    dispose: () => calls.push('dispose'),
  });
  const match = new RecordedMatch(opening(), opening().options, broken);
  await match.play('x');
  await assert.rejects(match.play('z'), (e) => e.code === 'illegal_token');
  assert.deepEqual(calls, ['dispose']);
});

test('disposing frees the engine match made for it', async () => {
  const e = engine();
  const match = new RecordedMatch(opening(), opening().options, e.make);
  await match.play('x');
  await match.play('z');
  match.dispose();
  await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual(e.calls.at(-1), ['dispose']);
});

test('the same match whatever the order of the options or the seats; any other option differs', () => {
  const a = { game: 'mraha', preset: 'mraha', switches: { b: 1, a: 2 }, moves: [], seats: [] };
  assert.ok(sameMatch(a, { seats: ['1', 'h'], moves: [], switches: { a: 2, b: 1 }, preset: 'mraha', game: 'mraha' }));
  assert.ok(!sameMatch(a, { ...a, preset: 'zanzibar' }));
  assert.ok(!sameMatch(a, { ...a, moves: ['A6L'] }));
  assert.ok(!sameMatch(a, { ...a, switches: { a: 2 } }));
  assert.ok(!sameMatch(a, { ...a, text: 'mraha.s.x' }));
  // Seats are left out at the top only: a field named so inside another still counts.
  assert.ok(!sameMatch({ ...a, switches: { seats: 1 } }, { ...a, switches: {} }));
});
