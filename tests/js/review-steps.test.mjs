// Where a review step falls among the turns of the record (the banner's "move 12 of 40,
// decision 2 of 3"), and the step at the end of a turn (a click on the move list).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decisions, turnOfStep, stepAfterTurn, undoTarget } from '../../www/js/turns.js';

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

const nobody = () => false;
const north = (p) => p === 1;

test('Undo in a turn under way of a person takes back its last decision only', () => {
  // Player 0 has answered 3 then 4 of a path and is still sowing.
  const view = { moves, to_move: 0, starts_turn: false, outcome: null };
  assert.equal(undoTarget(view, nobody), 5);
  assert.equal(undoTarget(view, north), 5);
});

test('Undo once a turn is over takes back the last turn of a person whole', () => {
  // Two people: the last turn, player 0's three decisions.
  assert.equal(undoTarget({ moves, to_move: 1, starts_turn: true, outcome: null }, nobody), 3);
  // North is the computer and has answered: its turn goes, and South's before it, whole.
  const answered = [...moves, { player: 1, tokens: ['a4L', 'stop'] }];
  assert.equal(undoTarget({ moves: answered, to_move: 0, starts_turn: true, outcome: null }, north), 3);
  // The computer in the middle of its turn: still back to the beginning of the person's.
  assert.equal(undoTarget({ moves: answered, to_move: 1, starts_turn: false, outcome: null }, north), 3);
  // A game over: the last person's turn too.
  assert.equal(undoTarget({ moves, to_move: 1, starts_turn: false, outcome: { winners: [0] } }, nobody), 3);
  // Only the computer's turns: back to the start.
  assert.equal(undoTarget({ moves: moves.slice(0, 2), to_move: 0, starts_turn: true, outcome: null }, () => true), 0);
});
