// Mraha's board, loaded when a Mraha match is first drawn (the kit's `board()`): its drawing,
// its input and its animation steps.

export { MrahaRenderer as Renderer } from './render.js';
export { MrahaInput as Input } from './input.js';
export { mrahaSteps as steps } from './steps.js';
