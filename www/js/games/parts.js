// A kit's parts loaded on demand, each with its looks and its words asked at the same time as
// its module and there before it resolves, so that nothing is ever drawn unstyled or unworded:
// the board (`board()`: js/games/<id>/board.css, i18n/<id>/) and what a turn shows (`turn()`:
// turn.css, i18n/<id>-turn/). Asked by the module itself once it had run, the looks and the
// words were one more round trip on a slow network, before the first board and before the
// first turn's animation (docs/performance.md, "The first board over a slow network").

import { loadBoardStyle, loadSiteStyle } from '../style-sheet.js';
import { loadWords } from '../i18n.js';

/** `importModule()`'s module, once it and `files()` (promises) are all there. */
function withFiles(importModule, files) {
  // (Node's unit tests load the kits' modules without a document.)
  const asked = typeof document === 'undefined' ? [] : files();
  return Promise.all([importModule(), ...asked]).then(([module]) => module);
}

/**
 * A game's kit (games/kit.js) from its own parts: its `address` module, its players' names (its
 * words at once), the imports of its board (drawing, input, animation) and of what a turn shows
 * (its animation steps, its words: loaded once the first board is drawn), each with its looks
 * and words, and `own`, the rest of its interface. The words of the board and of a turn join
 * the kit's as each part comes.
 */
export function gameKit(address, playerName, importBoard, importTurn, own) {
  const words = { playerName };
  const adding = (part) => part.then((module) => (Object.assign(words, module.words), module));
  return {
    ...address,
    board: () => adding(withFiles(importBoard, () => [loadBoardStyle(address.id), loadWords(address.id)])),
    turn: () => adding(withFiles(importTurn, () => [loadSiteStyle('turn.css'), loadWords(`${address.id}-turn`)])),
    words,
    ...own,
  };
}
