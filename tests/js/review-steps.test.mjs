// Where a review step falls among the turns of the record (the banner's "move 12 of 40,
// decision 2 of 3"), and the step at the end of a turn (a click on the move list).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decisions, turnOfStep, stepAfterTurn } from '../../www/js/record.js';

const moves = [
  { player: 0, tokens: ['A6L'] },
  { player: 1, tokens: ['a2R', 'stop'] },
  { player: 0, tokens: ['3', '4', '5'] },
];

test('the start is before the first move', () => {
  assert.deepEqual(turnOfStep(moves, 0), { turn: 0, answered: 0, length: 0 });
});

test('each step is in its turn; mid-turn answers count within their turn', () => {
  assert.deepEqual(turnOfStep(moves, 1), { turn: 1, answered: 1, length: 1 });
  assert.deepEqual(turnOfStep(moves, 2), { turn: 2, answered: 1, length: 2 });
  assert.deepEqual(turnOfStep(moves, 3), { turn: 2, answered: 2, length: 2 });
  assert.deepEqual(turnOfStep(moves, 5), { turn: 3, answered: 2, length: 3 });
  assert.deepEqual(turnOfStep(moves, 6), { turn: 3, answered: 3, length: 3 });
});

test('a click on a turn goes to the step after its last decision', () => {
  assert.equal(stepAfterTurn(moves, 0), 0);
  assert.equal(stepAfterTurn(moves, 1), 1);
  assert.equal(stepAfterTurn(moves, 2), 3);
  assert.equal(stepAfterTurn(moves, 3), 6);
  assert.equal(decisions({ moves }), 6);
  assert.equal(decisions(null), 0);
});
