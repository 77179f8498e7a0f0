// The game being played, kept in storage for a reload (with the engine's answers for it, which
// draw its board on the next visit before the engine has come: resume.js). How a game's
// decisions fall into its turns is in turns.js, which the first board does not load; saving a
// game to a file and reading one back are in record-file.js, loaded when the player saves or
// opens one.

import { queryFor, optionsFromUrl } from './url-state.js';
import { storage } from './storage.js';

/**
 * Remembers the current game where storage is allowed (the address already holds it), with
 * `extra` parameters (a game by link's `cg`).
 */
export function rememberGame(options, tokens, extra = {}) {
  const p = new URLSearchParams(queryFor(options, tokens, ''));
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  storage.set('game', p.toString());
}

/** The id of the game by link remembered last (`cg`), or null. */
export function rememberedLinkGame() {
  return new URLSearchParams(storage.get('game') ?? '').get('cg');
}

/** The last game remembered, as options with `moves`, or null. */
export function rememberedGame() {
  const q = storage.get('game');
  return q ? optionsFromUrl(`?${q}`) : null;
}

/**
 * Where the engine's answers for the game remembered are kept: written by resume.js, read back
 * by kept-answers.js (loaded only when some are kept).
 */
export const ANSWERS = 'answers';
