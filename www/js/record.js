// The game being played, kept in storage for a reload (with the engine's answers for it, which
// draw its board on the next visit before the engine has come: resume.js), and how a game's
// decisions fall into its turns (the review's steps). Saving a game to a file and reading one
// back are in record-file.js, loaded when the player saves or opens one.

import { queryFor, optionsFromUrl } from './url-state.js';
import { storage } from './storage.js';

/** The decisions answered so far in a view's game (its record's tokens). */
export function decisions(view) {
  return (view?.moves ?? []).reduce((n, m) => n + m.tokens.length, 0);
}

/**
 * Where step `step` (decisions answered) falls among the turns of `moves`: the turn it is in
 * (1-based; 0 before the first), how many decisions of that turn it has answered, and the
 * turn's length. (The review's banner.)
 */
export function turnOfStep(moves, step) {
  let done = 0;
  for (let i = 0; i < moves.length; i++) {
    const n = moves[i].tokens.length;
    if (step <= done + n && step > done) return { turn: i + 1, answered: step - done, length: n };
    done += n;
  }
  return { turn: 0, answered: 0, length: 0 };
}

/** The step at the end of turn `turn` (1-based) of `moves`. */
export function stepAfterTurn(moves, turn) {
  return moves.slice(0, turn).reduce((n, m) => n + m.tokens.length, 0);
}

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
