// Mraha wa tso's kit (the interface: games/kit.js).

import * as address from './address.js';
import * as words from './words.js';
import * as settings from './settings.js';
import { MrahaRenderer } from './render.js';
import { MrahaInput } from './input.js';
import { mrahaSteps } from './steps.js';

/** @type {import('../kit.js').Kit} */
export const kit = {
  ...address,
  Renderer: MrahaRenderer,
  Input: MrahaInput,
  steps: mrahaSteps,
  boardPerMatch: false,
  finishTurn: null,
  words,
  settings,
};
