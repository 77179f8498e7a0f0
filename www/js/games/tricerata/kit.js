// Tricérata's kit (the interface: games/kit.js). Its board (drawing, input, animation) loads on
// demand: a page opening on another game does not fetch it.

import * as address from './address.js';
import { playerName } from './names.js';
import { gameKit } from '../parts.js';

/** @type {import('../kit.js').Kit} */
export const kit = gameKit(address, playerName, () => import('./board.js'), () => import('./turn.js'), {
  lessons: () => import('./lessons.js'),
  // Each match has its own board (shape and size).
  boardPerMatch: true,
  // "Finish my turn": while a sowing's path goes on, the engine can end it.
  finishTurn: (view) => view.decision === 'path',
  // Its part of the settings dialog (loaded with the dialog).
  settings: () => import('./settings.js'),
  // Its puzzles' judge and goal words (the puzzle mode, loaded with it).
  puzzle: () => import('./puzzle.js'),
});
