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

/** The board of game `id`, `importBoard` importing its module. */
export function loadBoard(id, importBoard) {
  return withFiles(importBoard, () => [loadBoardStyle(id), loadWords(id)]);
}

/** What a turn shows on the board of game `id`, `importTurn` importing its module. */
export function loadTurn(id, importTurn) {
  return withFiles(importTurn, () => [loadSiteStyle('turn.css'), loadWords(`${id}-turn`)]);
}
