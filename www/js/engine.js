// The only importer of the match engine's wasm (with its worker, engine-worker.js; the computer
// players have their own module, loaded by ai.js and ai-worker.js): loads the rules
// engine and wraps the Match handle. Everything crossing this line is plain data (see
// crate/src/wasm.rs); the page never decides legality — it offers exactly `view.choices`.
//
// The match being played runs in a worker when the browser allows it (`createGame`), so a slow
// legality proof never freezes the page; inside a sandboxed iframe, where a worker cannot be
// started, it runs here. Small one-off questions (the catalogue) are asked here directly.

import init, { Match, version, catalogue as engineCatalogue } from '../pkg/semailles.js';

/**
 * @typedef {{token: string, kind: 'start'|'kotso'|'go'|'stop', pit: string, dir: 'L'|'R'|null}} Choice
 * @typedef {{player: number, tokens: string[], text: string}} TurnRecord
 * @typedef {{winners: number[], reason: string, scores: number[]|null, turns: number|null}} Outcome
 * @typedef {{code: string, message: string, token: string|null}} EngineError
 *   `code` is stable and translated by the page; `message` is English for developers only.
 * @typedef {object} View  Everything the page draws (game-specific fields besides these).
 * @property {string} game         the game's id (its kit's, games/index.js)
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

/**
 * The engine's wasm, fetched and compiled once: the page's instance and the match worker's are
 * made from this one Module (it is posted to the worker), so the file is fetched once. The path
 * is relative to this module, which holds in www/ and in the bundled page alike (js/ beside pkg/).
 */
const WASM_URL = new URL('../pkg/semailles_bg.wasm', import.meta.url);
let compiled = null;
function engineModule() {
  compiled ??= WebAssembly.compileStreaming(fetch(WASM_URL)).catch(
    // A host that sends the wasm with another MIME type: compile from the bytes.
    async () => WebAssembly.compile(await (await fetch(WASM_URL)).arrayBuffer()),
  );
  return compiled;
}

let ready = null;

/** Loads and instantiates the wasm once. */
export function loadEngine() {
  ready ??= engineModule()
    .then((module) => init({ module_or_path: module }))
    .then(() => ({ version: version() }));
  return ready;
}

/**
 * Every game with its options (presets, switches, boards and their ranges, players) and the
 * computer levels, as the engine defines them (crate/src/catalogue.rs). After `loadEngine`.
 */
export function catalogue() {
  return engineCatalogue();
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
  /** Plays tokens in order, all or nothing. @returns {{events: object[], view: View}} */
  playAll(tokens) { return this.#call(() => this.match.play_all(tokens)); }
  /** @returns {View} */
  undo() { return this.#call(() => this.match.undo()); }
  /** @returns {{events: object[], view: View}} */
  redo() { return this.#call(() => this.match.redo()); }
  /** @returns {string} */
  text() { return this.match.text(); }
  /** @returns {string[]} the game record */
  tokens() { return this.match.tokens(); }

  /** The board's places (and, for the page, where they are drawn) as the engine defines them. */
  geometry() { return this.#call(() => this.match.geometry()); }
  /** Tokens that end the current sowing ("finish my turn", where the game has it). */
  finishSowing() { return this.#call(() => this.match.finish_sowing()); }

  /** Frees the wasm memory of this match (the handle is unusable afterwards). */
  dispose() {
    this.match?.free();
    this.match = null;
  }
}

/** A match on the page's own thread, behind the same promise API as the worker's. */
class LocalGame {
  constructor(options) {
    this.game = new Game(options);
    this.options = options;
  }
  async view() { return this.game.view(); }
  async play(token) { return this.game.play(token); }
  async playAll(tokens) { return this.game.playAll(tokens); }
  async undo() { return this.game.undo(); }
  async redo() { return this.game.redo(); }
  async geometry() { return this.game.geometry(); }
  async finishSowing() { return this.game.finishSowing(); }
  dispose() { this.game.dispose(); }
}

/** The worker, started once; resolves to null when it cannot run (then matches run here). */
let worker = null;
function startWorker() {
  worker ??= new Promise((resolve) => {
    let w;
    try {
      w = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
    } catch {
      resolve(null);
      return;
    }
    const pending = new Map();
    let id = 0;
    const call = (op, handle, args) => new Promise((ok, fail) => {
      id += 1;
      pending.set(id, { ok, fail });
      w.postMessage({ id, op, handle, args });
    });
    w.onmessage = ({ data }) => {
      if (data.ready) resolve({ call });
      else if (data.failed) resolve(null);
      else {
        const p = pending.get(data.id);
        pending.delete(data.id);
        if (data.err) p?.fail(data.err);
        else p?.ok(data.ok);
      }
    };
    w.onerror = (e) => {
      e.preventDefault?.();
      resolve(null);
    };
    // The worker instantiates the page's compiled Module; where a Module cannot be posted, it
    // fetches the file itself.
    engineModule().then(
      (module) => {
        try {
          w.postMessage({ module });
        } catch {
          w.postMessage({ url: String(WASM_URL) });
        }
      },
      () => resolve(null),
    );
  });
  return worker;
}

/** A match in the worker. */
class RemoteGame {
  constructor(call, handle, options) {
    this.call = call;
    this.handle = handle;
    this.options = options;
  }
  view() { return this.call('view', this.handle, []); }
  play(token) { return this.call('play', this.handle, [token]); }
  playAll(tokens) { return this.call('playAll', this.handle, [tokens]); }
  undo() { return this.call('undo', this.handle, []); }
  redo() { return this.call('redo', this.handle, []); }
  geometry() { return this.call('geometry', this.handle, []); }
  finishSowing() { return this.call('finishSowing', this.handle, []); }
  dispose() { this.call('dispose', this.handle, []).catch(() => {}); }
}

/**
 * A new match (in the worker when possible). Every method returns a promise; errors are
 * EngineErrors.
 */
export async function createGame(options) {
  const w = await startWorker();
  if (!w) return new LocalGame(options);
  const handle = await w.call('create', 0, [options]);
  return new RemoteGame(w.call, handle, options);
}
