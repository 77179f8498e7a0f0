// Every lesson step against the real engine (the wasm built by ./build.sh, run in Node): its
// position is read, its answer is legal and solves the step, its usual mistake is legal and does
// not; every text is in French and English. So no lesson can go stale when the engine changes.
// Also the pure helpers of www/js/lesson-logic.js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GAMES } from '../../www/js/games/index.js';
import { ENGINES } from '../../www/js/engines.js';
import {
  judgeStep, hintToken, mistakeText, parseLearn, learnParam, readProgress, writeProgress, eventMatches,
} from '../../www/js/lesson-logic.js';

/** Each game's own match engine (one wasm module per game, as the page loads them). */
const engines = {};
for (const [id, { wasm, glue }] of Object.entries(ENGINES)) {
  engines[id] = await glue();
  await engines[id].default({ module_or_path: readFileSync(wasm) });
}

/** Plays tokens on a step's position one by one, judging after each. */
function attempt(game, step, tokens) {
  const match = engines[game].Match.create({ game, text: step.position });
  const played = [];
  const events = [];
  let verdict = 'going';
  let view = match.view();
  for (const token of tokens) {
    assert.equal(verdict, 'going', `${tokens.join(' ')}: the step was over before ${token}`);
    assert.ok(view.legal.includes(token), `${token} is not legal at ${view.text} (legal: ${view.legal})`);
    const r = match.play(token);
    played.push(token);
    events.push(...r.events);
    view = r.view;
    verdict = judgeStep(step, played, events, view);
  }
  match.free();
  return verdict;
}

const bothLanguages = (text, where) => {
  assert.ok(text && typeof text.fr === 'string' && text.fr.length > 0, `${where}: French text`);
  assert.ok(typeof text.en === 'string' && text.en.length > 0, `${where}: English text`);
};

for (const kit of Object.values(GAMES)) {
  test(`${kit.id}: every lesson's answers solve their steps on the engine, its mistakes do not`, async () => {
    const { lessons } = await kit.lessons();
    assert.ok(lessons.length >= 5, 'a handful of lessons');
    const ids = new Set();
    for (const lesson of lessons) {
      assert.match(lesson.id, /^[a-z][a-z0-9-]*$/, 'a lesson id fits a link');
      assert.ok(!ids.has(lesson.id), `lesson ${lesson.id} twice`);
      ids.add(lesson.id);
      bothLanguages(lesson.title, lesson.id);
      assert.ok(lesson.steps.length >= 1);
      lesson.steps.forEach((step, i) => {
        const where = `${kit.id}.${lesson.id} step ${i + 1}`;
        bothLanguages(step.text, where);
        if (step.done) bothLanguages(step.done, `${where} done`);
        assert.equal(attempt(kit.id, step, step.answer), 'right', `${where}: its answer`);
        if (step.mistake) {
          bothLanguages(step.mistake.text, `${where} mistake`);
          assert.equal(attempt(kit.id, step, step.mistake.tokens), 'wrong', `${where}: its mistake`);
        }
      });
    }
  });
}

test("mraha: every lesson's hands are hands a game can hold (none above its preset's start, the mover's as the namua leaves it)", async () => {
  const { lessons } = await GAMES.mraha.lessons();
  for (const lesson of lessons) {
    lesson.steps.forEach((step, i) => {
      const match = engines.mraha.Match.create({ game: 'mraha', text: step.position });
      const { setup, rules } = match.view();
      match.free();
      const fresh = engines.mraha.Match.create({ game: 'mraha', preset: rules.preset });
      const start = fresh.view().setup;
      fresh.free();
      const where = `mraha.${lesson.id} step ${i + 1} (${step.position})`;
      for (const side of ['south', 'north']) {
        assert.ok(setup[side].hand <= start[side].hand, `${where}: ${side} holds ${setup[side].hand}, more than the ${start[side].hand} it starts with`);
      }
      // A hand gives one tso a turn, the first player's first: the first player to move holds as
      // many as the other, the second one fewer.
      const first = rules.first_player;
      const second = first === 'south' ? 'north' : 'south';
      const behind = setup.to_move === first ? 0 : 1;
      if (setup[first].hand || setup[second].hand) {
        assert.equal(setup[second].hand - setup[first].hand, behind, `${where}: hands ${setup.south.hand} (South) and ${setup.north.hand} (North), ${setup.to_move} to move`);
      }
    });
  }
});

test('an answer step: right when played whole, wrong at the first token off it', () => {
  const step = { answer: ['5', '6', '7'] };
  const view = { outcome: null, choices: [{}] };
  assert.equal(judgeStep(step, ['5'], [], view), 'going');
  assert.equal(judgeStep(step, ['5', '6', '7'], [], view), 'right');
  assert.equal(judgeStep(step, ['5', '4'], [], view), 'wrong');
  assert.equal(hintToken(step, ['5']), '6');
  assert.equal(hintToken(step, ['4']), null);
});

test('an event step: right on the event, wrong once its turns are over without it', () => {
  const step = { answer: ['A4R'], expect: { type: 'capture' } };
  const going = { outcome: null, choices: [{}] };
  assert.equal(judgeStep(step, ['x'], [{ type: 'sow', pit: 'A5' }], going), 'going');
  assert.equal(judgeStep(step, ['x'], [{ type: 'capture', pit: 'a2' }], going), 'right');
  assert.equal(judgeStep(step, ['x'], [{ type: 'turn_end' }], going), 'wrong');
  assert.equal(judgeStep({ ...step, turns: 2 }, ['x'], [{ type: 'turn_end' }], going), 'going');
  assert.ok(eventMatches({ type: 'enter', kotso: 'A8', seeds: 5 }, { type: 'enter', kotso: 'A8' }));
  assert.ok(!eventMatches({ type: 'enter', kotso: 'A1' }, { type: 'enter', kotso: 'A8' }));
  const m = { tokens: ['A4L'], text: { fr: 'non', en: 'no' } };
  assert.deepEqual(mistakeText({ ...step, mistake: m }, ['A4L']), m.text);
  assert.equal(mistakeText({ ...step, mistake: m }, ['B8L']), null);
});

test('the learn= link and the stored progress', () => {
  assert.deepEqual(parseLearn('mraha.capture'), { game: 'mraha', lesson: 'capture', step: null });
  assert.deepEqual(parseLearn('tricerata'), { game: 'tricerata', lesson: null, step: null });
  assert.equal(parseLearn(null), null);
  assert.equal(learnParam('mraha', 'kotso'), 'mraha.kotso');
  // A step, from 1 in the address and from 0 in the page; anything else names no step (-1).
  assert.deepEqual(parseLearn('mraha.capture.3'), { game: 'mraha', lesson: 'capture', step: 2 });
  for (const bad of ['0', 'x', '-1', '1.5', '', '9999']) assert.equal(parseLearn(`mraha.capture.${bad}`).step, -1, bad);
  assert.equal(learnParam('mraha', 'capture', 2), 'mraha.capture.3');
  assert.equal(learnParam('mraha', 'capture', 0), 'mraha.capture');
  assert.deepEqual(parseLearn(learnParam('tricerata', 'lift', 4)), { game: 'tricerata', lesson: 'lift', step: 4 });
  assert.deepEqual([...readProgress('["mraha.end","x",3]')], ['mraha.end', 'x']);
  assert.equal(readProgress('{oops').size, 0);
  assert.equal(writeProgress(new Set(['b', 'a'])), '["a","b"]');
});

