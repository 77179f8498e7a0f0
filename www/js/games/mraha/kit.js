// Mraha wa tso's kit (the interface: games/kit.js). Its board (drawing, input, animation) loads
// on demand: a page opening on another game does not fetch it.

import * as address from './address.js';
import * as words from './words.js';
import * as settings from './settings.js';

/** @type {import('../kit.js').Kit} */
export const kit = {
  ...address,
  board: () => import('./board.js'),
  lessons: () => import('./lessons.js'),
  boardPerMatch: false,
  finishTurn: null,
  words,
  settings,
  // Its puzzles' judge and goal words (the puzzle mode, loaded with it).
  puzzle: () => import('./puzzle.js'),
};
