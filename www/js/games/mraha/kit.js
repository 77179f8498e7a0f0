// Mraha wa tso's kit (the interface: games/kit.js). Its board (drawing, input, animation) loads
// on demand: a page opening on another game does not fetch it.

import * as address from './address.js';
import { playerName } from './names.js';
import { gameKit } from '../parts.js';

/** @type {import('../kit.js').Kit} */
export const kit = gameKit(address, playerName, () => import('./board.js'), () => import('./turn.js'), {
  lessons: () => import('./lessons.js'),
  boardPerMatch: false,
  finishTurn: null,
  // Its part of the settings dialog (loaded with the dialog).
  settings: () => import('./settings.js'),
  // Its puzzles' judge and goal words (the puzzle mode, loaded with it).
  puzzle: () => import('./puzzle.js'),
});
