// Who sits at each seat, as the address and the records keep it.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  HUMAN, LEVELS, isComputer, seatCount, normaliseSeats, seatsParam, parseSeatsParam, versusComputer,
} from '../../www/js/seat-list.js';

test('the computer levels are 1 to 5 and nothing else', () => {
  for (const l of LEVELS) assert.ok(isComputer(String(l)));
  for (const s of ['0', '6', 'h', '', '3 ', 'best', undefined, null]) assert.equal(isComputer(s), false, String(s));
});

test('the bao has two seats, Tricérata as many as its players', () => {
  assert.equal(seatCount({ game: 'mraha' }), 2);
  assert.equal(seatCount({ game: 'tricerata', players: 4 }), 4);
});

test('a short, long or garbled seat list is cut or padded with people', () => {
  assert.deepEqual(normaliseSeats(['3'], 3), ['3', HUMAN, HUMAN]);
  assert.deepEqual(normaliseSeats(['h', '5', '2', '1'], 2), [HUMAN, '5']);
  assert.deepEqual(normaliseSeats(['9', 'x', 4], 3), [HUMAN, HUMAN, '4']);
  assert.deepEqual(normaliseSeats(undefined, 2), [HUMAN, HUMAN]);
});

test('the seats address form reads back to the same list', () => {
  const seats = ['h', '3', '5'];
  assert.deepEqual(parseSeatsParam(seatsParam(seats)), seats);
  assert.equal(seatsParam([HUMAN, HUMAN]), null);
  assert.equal(seatsParam(undefined), null);
  assert.deepEqual(parseSeatsParam(null), []);
});

test('playing the computer puts a person first and the computer everywhere else', () => {
  assert.deepEqual(versusComputer(2, '4'), [HUMAN, '4']);
  assert.deepEqual(versusComputer(4, '1'), [HUMAN, '1', '1', '1']);
});

test('the New game dialog keeps a person playing when the seats left out held every person', async () => {
  const { resizeSeats } = await import('../../www/js/seat-resize.js');
  // A rematch turned three seats (the person third), then a solitaire is chosen: the person plays it.
  assert.deepEqual(resizeSeats(['3', '3', HUMAN], 1), [HUMAN]);
  // The same three seats become a bao: the person takes the first seat, the computer keeps the other.
  assert.deepEqual(resizeSeats(['3', '5', HUMAN], 2), [HUMAN, '5']);
  // A person among the seats kept: every choice kept as it was.
  assert.deepEqual(resizeSeats(['3', HUMAN, '4'], 2), ['3', HUMAN]);
  // The computer alone before stays alone; new seats are people.
  assert.deepEqual(resizeSeats(['3', '3'], 1), ['3']);
  assert.deepEqual(resizeSeats(['3'], 3), ['3', HUMAN, HUMAN]);
  assert.deepEqual(resizeSeats(undefined, 2), [HUMAN, HUMAN]);
  // Sparse, as read from the dialog's selects.
  const read = [];
  read[1] = '2';
  read[0] = '4';
  read[2] = HUMAN;
  assert.deepEqual(resizeSeats(read, 1), [HUMAN]);
});
