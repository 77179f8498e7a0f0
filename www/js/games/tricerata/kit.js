// Tricérata's kit (the interface: games/kit.js). Its board (drawing, input, animation) loads on
// demand: a page opening on another game does not fetch it.

import * as address from './address.js';
import { playerName } from './names.js';
import { loadBoard, loadTurn } from '../parts.js';

/** Its words: the players' names at once, the rest with the board (its `words`). */
const words = { playerName };

/** @type {import('../kit.js').Kit} */
export const kit = {
  ...address,
  board: () => loadBoard(address.id, () => import('./board.js')).then((board) => {
    Object.assign(words, board.words);
    return board;
  }),
  // What a turn shows (its animation steps, its words): loaded once the first board is drawn.
  turn: () => loadTurn(address.id, () => import('./turn.js')).then((turn) => {
    Object.assign(words, turn.words);
    return turn;
  }),
  lessons: () => import('./lessons.js'),
  // Each match has its own board (shape and size).
  boardPerMatch: true,
  // "Finish my turn": while a sowing's path goes on, the engine can end it.
  finishTurn: (view) => view.decision === 'path',
  words,
  // Its part of the settings dialog (loaded with the dialog).
  settings: () => import('./settings.js'),
  // Its puzzles' judge and goal words (the puzzle mode, loaded with it).
  puzzle: () => import('./puzzle.js'),
};
