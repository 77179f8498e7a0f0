// Mraha's board, loaded when a Mraha match is first drawn (the kit's `board()`): its drawing,
// its input, its words (i18n/mraha/) and its looks (board.css beside this
// module), there before the module resolves, so no bao is ever drawn unstyled or unworded; a
// page on another game never fetches them. Its animation steps come later (the kit's `turn()`).

import { loadStyle } from '../../style-sheet.js';
import { loadWords } from '../../i18n.js';

export { MrahaRenderer as Renderer } from './render.js';
export * as words from './words.js';
export { MrahaInput as Input } from './input.js';

// (Node's unit tests load the drawing without a document.)
if (typeof document !== 'undefined') {
  await Promise.all([loadStyle(new URL('./board.css', import.meta.url)), loadWords('mraha')]);
}
