// Tricérata's board, loaded when a Tricérata match is first drawn (the kit's `board()`): its
// drawing, its input and its animation steps.

export { TricerataRenderer as Renderer } from './render.js';
export { TricerataInput as Input } from './input.js';
export { tricerataSteps as steps } from './steps.js';
