// A kit's board (its `board()`): the board's module, its looks (js/games/<id>/board.css) and its
// words (i18n/<id>/), asked at the same time and there before it resolves, so no board is ever
// drawn unstyled or unworded. Asked by the module itself once loaded, the looks and the words
// were one more round trip before the first board on a slow network (docs/performance.md, "The
// first board over a slow network").

import { loadBoardStyle } from '../style-sheet.js';
import { loadWords } from '../i18n.js';

/** The board of game `id`, `importBoard` importing its module. */
export function loadBoard(id, importBoard) {
  // (Node's unit tests load the drawing without a document.)
  const files = typeof document === 'undefined' ? [] : [loadBoardStyle(id), loadWords(id)];
  return Promise.all([importBoard(), ...files]).then(([board]) => board);
}
