// Tricérata's kit (the interface: games/kit.js).

import * as address from './address.js';
import * as words from './words.js';
import * as settings from './settings.js';
import { TricerataRenderer } from './render.js';
import { TricerataInput } from './input.js';
import { tricerataSteps } from './steps.js';

/** @type {import('../kit.js').Kit} */
export const kit = {
  ...address,
  Renderer: TricerataRenderer,
  Input: TricerataInput,
  steps: tricerataSteps,
  // Each match has its own board (shape and size).
  boardPerMatch: true,
  // "Finish my turn": while a sowing's path goes on, the engine can end it.
  finishTurn: (view) => view.decision === 'path',
  words,
  settings,
};
