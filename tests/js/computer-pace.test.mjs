import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computerTurnPace, HURRIED } from '../../www/js/computer-pace.js';

test('a computer turn with another computer seat to follow, a person seated, is hurried', () => {
  assert.equal(computerTurnPace(['h', '3', '3'], { to_move: 2, outcome: null }), HURRIED);
  assert.ok(HURRIED > 0 && HURRIED < 1);
});

test('the last computer turn before a person, the game\'s end and computers alone keep the chosen speed', () => {
  assert.equal(computerTurnPace(['h', '3', '3'], { to_move: 0, outcome: null }), 1);
  assert.equal(computerTurnPace(['h', '3', '3'], { to_move: 2, outcome: { winners: [1] } }), 1);
  assert.equal(computerTurnPace(['3', '5', '2'], { to_move: 1, outcome: null }), 1);
  // Two seats: the bao against the computer never hurries.
  assert.equal(computerTurnPace(['h', '5'], { to_move: 0, outcome: null }), 1);
  assert.equal(computerTurnPace(null, { to_move: 0 }), 1);
});
