// Mraha's board, loaded when a Mraha match is first drawn (the kit's `board()`, which brings
// its words, i18n/mraha/, and its looks, board.css beside this module, at the same time:
// games/parts.js): its drawing and its input; a page on another game never fetches it.
// Its animation steps come later (the kit's `turn()`).

export { MrahaRenderer as Renderer } from './render.js';
export * as words from './words.js';
export { MrahaInput as Input } from './input.js';
