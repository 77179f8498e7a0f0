// Tricérata's board, loaded when a Tricérata match is first drawn (the kit's `board()`, which
// brings its words, i18n/tricerata/, and its looks, board.css beside this module, at the same
// time: games/parts.js): its drawing and its input; a page on another game never fetches
// it. Its animation steps come later (the kit's `turn()`).

export { TricerataRenderer as Renderer } from './render.js';
export * as words from './words.js';
export { TricerataInput as Input } from './input.js';
