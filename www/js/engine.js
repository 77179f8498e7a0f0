// The only importer of the wasm package: loads the rules engine once and wraps the Match
// handle. Everything crossing this line is plain data (see crate/src/wasm.rs); the page never
// decides legality — it offers exactly `view.choices`.

import init, { Match, version } from '../pkg/semailles.js';

/**
 * @typedef {{token: string, kind: 'start'|'kotso'|'go'|'stop', pit: string, dir: 'L'|'R'|null}} Choice
 * @typedef {{player: number, tokens: string[], text: string}} TurnRecord
 * @typedef {{winners: number[], reason: string, scores: number[]|null, turns: number|null}} Outcome
 * @typedef {{code: string, message: string, token: string|null}} EngineError
 *   `code` is stable and translated by the page; `message` is English for developers only.
 * @typedef {object} View  Everything the page draws (game-specific fields besides these).
 * @property {string} game         'mraha' | 'tricerata'
 * @property {number} to_move
 * @property {string} decision     'start' | 'nyumba' | 'kotso' | … | 'over'
 * @property {Choice[]} choices
 * @property {string[]} legal
 * @property {Outcome|null} outcome
 * @property {TurnRecord[]} moves
 * @property {string} text         the one-line position form
 * @property {boolean} can_undo
 * @property {boolean} can_redo
 */

let ready = null;

/** Loads and instantiates the wasm once. */
export function loadEngine() {
  ready ??= init().then(() => ({ version: version() }));
  return ready;
}

/** Turns anything thrown by the engine into an EngineError. */
export function engineError(e) {
  if (e && typeof e === 'object' && typeof e.code === 'string') return e;
  return { code: 'internal', message: String(e), token: null };
}

/**
 * A game in progress. Methods return views or `{events, view}` and throw EngineError.
 */
export class Game {
  /** @param {object} options  see Match.create in crate/src/wasm.rs */
  constructor(options) {
    try {
      this.match = Match.create(options);
    } catch (e) {
      throw engineError(e);
    }
    this.options = options;
  }

  #call(fn) {
    try {
      return fn();
    } catch (e) {
      throw engineError(e);
    }
  }

  /** @returns {View} */
  view() { return this.#call(() => this.match.view()); }
  /** @returns {{events: object[], view: View}} */
  play(token) { return this.#call(() => this.match.play(token)); }
  /** @returns {View} */
  undo() { return this.#call(() => this.match.undo()); }
  /** @returns {{events: object[], view: View}} */
  redo() { return this.#call(() => this.match.redo()); }
  /** @returns {string} */
  text() { return this.match.text(); }
  /** @returns {string[]} the game record */
  tokens() { return this.match.tokens(); }

  /** Tricérata: the board's cells, polygons and stores as the engine defines them. */
  geometry() { return this.#call(() => this.match.geometry()); }
  /** Tricérata: tokens that end the current sowing ("finish my turn"). */
  finishSowing() { return this.#call(() => this.match.finish_sowing()); }

  /** Frees the wasm memory of this match (the handle is unusable afterwards). */
  dispose() {
    this.match?.free();
    this.match = null;
  }
}
