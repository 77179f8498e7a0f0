// The analysis's arithmetic: what a turn cost against the computer's turn, and the graph.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { verdicts, advantages, CLAMP, MISTAKE, INACCURACY } from '../../www/js/judge.js';

const turn = (player, ...tokens) => ({ player, tokens, text: tokens.join('') });
const judged = (player, values, best, bestValue) => ({ player, values, best, best_value: bestValue });

test('a turn that is the computer’s own costs nothing', () => {
  const moves = [turn(0, 'A6L')];
  const j = [judged(0, [0, 0], ['A6L'], 300), judged(1, [100, -100], ['a6L'], 0)];
  assert.deepEqual(verdicts(moves, j), [{ loss: 0, kind: null, better: null }]);
});

test('a turn worse than the computer’s by the thresholds is an inaccuracy or a mistake, with the better turn', () => {
  const moves = [turn(0, 'A6L'), turn(1, 'a2R', 'go')];
  const j = [
    judged(0, [0, 0], ['A5R'], 500), // the played turn leaves South at 500 - INACCURACY
    judged(1, [500 - INACCURACY, -(500 - INACCURACY)], ['a1L'], 600),
    judged(0, [0, 0], [], 0), // North played a turn worth -0 to him against 600: a mistake
  ];
  const v = verdicts(moves, j);
  assert.equal(v[0].kind, 'inaccuracy');
  assert.equal(v[0].loss, INACCURACY);
  assert.deepEqual(v[0].better, ['A5R']);
  assert.equal(v[1].kind, 'mistake');
  assert.ok(v[1].loss >= MISTAKE);
  assert.deepEqual(v[1].better, ['a1L']);
});

test('a turn better than the computer’s own costs nothing; an unjudged turn has no verdict', () => {
  const moves = [turn(0, 'A6L'), turn(1, 'a6L')];
  const j = [judged(0, [0, 0], ['A5R'], 100), judged(1, [300, -300], ['a1L'], -200)];
  const v = verdicts(moves, j);
  assert.equal(v[0].loss, 0);
  assert.equal(v[1], null);
});

test('wins are clamped: a won game does not dwarf the graph, nor make a huge loss', () => {
  const WIN = 1_000_000;
  assert.deepEqual(advantages([judged(0, [WIN, -WIN], [], WIN), null, judged(1, [-50, 50], [], 0)]), [CLAMP, null, -100]);
  const moves = [turn(0, 'A6L')];
  const v = verdicts(moves, [judged(0, [0, 0], ['A5R'], WIN), judged(1, [-WIN, WIN], [], 0)]);
  assert.equal(v[0].loss, 2 * CLAMP);
});

test('with three players the graph shows player 0 against the best of the others', () => {
  assert.deepEqual(advantages([judged(0, [300, 100, 200], [], 0)]), [100]);
  assert.deepEqual(advantages([judged(0, [250], [], 0)]), [250]);
});

test('the graph from another player\'s side: his value against the best of the others', () => {
  assert.deepEqual(advantages([judged(0, [300, 100, 200], [], 0), null], 1), [-200, null]);
  assert.deepEqual(advantages([judged(0, [300, 100, 200], [], 0)], 2), [-100]);
  const WIN = 1_000_000;
  assert.deepEqual(advantages([judged(0, [WIN, -WIN], [], WIN)], 1), [-CLAMP]);
});
