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

test('the hurried turns of a round share at most 2 × HURRIED of one turn\'s time, however many computer seats play in a row', () => {
  // Two or three computer seats in a row: one or two hurried turns, each HURRIED.
  assert.equal(computerTurnPace(['h', '3', '3', '3'], { to_move: 2, outcome: null }), HURRIED);
  // Five in a row (6 players, one person): four hurried turns, each half of HURRIED.
  const five = ['h', '3', '3', '3', '3', '3'];
  assert.equal(computerTurnPace(five, { to_move: 2, outcome: null }), HURRIED / 2);
  // The last before the person still at the chosen speed.
  assert.equal(computerTurnPace(five, { to_move: 0, outcome: null }), 1);
  // Four in a row: three hurried turns, each two thirds of HURRIED.
  assert.equal(computerTurnPace(['h', '3', '3', '3', '3'], { to_move: 3, outcome: null }), HURRIED * 2 / 3);
  // Runs are counted round the table (seats 3, 4, 5, 0 and 1 play in a row)…
  assert.equal(computerTurnPace(['3', '3', 'h', '3', '3', '3'], { to_move: 1, outcome: null }), HURRIED / 2);
  // …and the longest counts: two people apart, runs of 1 and 3 (two hurried turns).
  assert.equal(computerTurnPace(['3', 'h', '3', '3', '3', 'h'], { to_move: 3, outcome: null }), HURRIED);
});
