// The way into the puzzle mode (puzzles.js, loaded at its first use), shared by the full page and
// the embed: the mode's module, its words (i18n/puzzles/) and its looks (puzzles.css) asked at
// once, with the puzzle part of the game asked for when it is known (its kit's `puzzle()`). Asked
// by the mode once it had come, they were one more round trip each on a slow network
// (docs/performance.md).

import { loadWords } from './i18n.js';
import { loadSiteStyle } from './style-sheet.js';
import { gameOf } from './games/index.js';

/** The puzzle mode's module, its words and looks there; the puzzle part of `game` asked too. */
export function loadPuzzleMode(game = null) {
  return Promise.all([
    import('./puzzles.js'), loadWords('puzzles'), loadSiteStyle('puzzles.css'), game && gameOf(game).puzzle?.(),
  ]).then(([mode]) => mode);
}
