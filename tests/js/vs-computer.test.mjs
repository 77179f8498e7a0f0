// "Play the computer" with a game under way: which seats the computer takes in that game.
import test from 'node:test';
import assert from 'node:assert/strict';
import { takeOver } from '../../www/js/vs-computer.js';

test('the person to move keeps the seat, the computer takes every other', () => {
  assert.deepEqual(takeOver(['h', 'h'], 1, '3'), ['3', 'h']);
  assert.deepEqual(takeOver(['h', 'h'], 0, '5'), ['h', '5']);
  assert.deepEqual(takeOver(['h', 'h', 'h', 'h'], 2, '2'), ['2', '2', 'h', '2']);
});

test('seats already the computer keep their level', () => {
  assert.deepEqual(takeOver(['h', 'h', '1'], 0, '4'), ['h', '4', '1']);
});

test('the computer to move: the first person keeps their seat', () => {
  assert.deepEqual(takeOver(['1', 'h', 'h'], 0, '3'), ['1', 'h', '3']);
  // Nobody is a person: the seat to move is handed to one.
  assert.deepEqual(takeOver(['2', '2'], 1, '3'), ['2', 'h']);
});

test('nothing to offer when the computer already holds every other seat, or in solitaire', () => {
  assert.equal(takeOver(['h', '3'], 0, '5'), null);
  assert.equal(takeOver(['h', '3'], 1, '5'), null);
  assert.equal(takeOver(['h'], 0, '3'), null);
});
