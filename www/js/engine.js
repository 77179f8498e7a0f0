// With its worker (engine-worker.js), the only user of the match engine's wasm modules, one per
// game (engines.js; the computer players have their own module, loaded by ai.js and
// ai-worker.js): loads them and wraps the Match handle. Everything crossing this line is plain
// data (see crate/src/wasm.rs); the page never decides legality — it offers exactly
// `view.choices`.
//
// The match being played runs in a worker when the browser allows it (`createGame`), so a slow
// legality proof never freezes the page; inside a sandboxed iframe, where a worker cannot be
// started, it runs here. Small one-off questions (the catalogue) are asked here directly.
//
// A first board that is a new game the build records (the game a bare address opens, a preset's)
// is answered from the engine's recorded opening (opening.js) until the engine, fetched once
// that board is drawn, has come.

import { ENGINES, engineOf, compileFrom } from './engines.js';
import { sameMatch } from './same-match.js';

/**
 * @typedef {{token: string, kind: 'start'|'kotso'|'go'|'stop', pit: string, dir: 'L'|'R'|null}} Choice
 * @typedef {{player: number, tokens: string[], text: string}} TurnRecord
 * @typedef {{winners: number[], reason: string, scores: number[]|null, turns: number|null}} Outcome
 * @typedef {{code: string, message: string, token: string|null, part?: string, min?: number, max?: number}} EngineError
 *   `code` is stable and worded by the page, with `token` and the range `min`–`max` a refused
 *   part accepts; `message` is empty from the match engine (its messages are built natively
 *   only) and never shown.
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
 * Each engine's wasm, fetched and compiled once: the page's instance and the match worker's are
 * made from this one Module (it is posted to the worker), so the file is fetched once.
 * @type {Record<string, Promise<WebAssembly.Module>>}
 */
const compiled = {};
function engineModule(id) {
  compiled[id] ??= compileFrom(ENGINES[id].wasm);
  return compiled[id];
}

/**
 * Each engine's later part (the functions its first board does not run), fetched and compiled
 * once the first board is drawn (`loadLaterParts`), then handed to the page's instance and the
 * worker's. Until then an instance that needs it fetches it itself, synchronously (its glue
 * knows the address).
 */
const laterCompiled = {};
let afterFirstBoard = false;
function laterModule(id) {
  laterCompiled[id] ??= compileFrom(ENGINES[id].later);
  return laterCompiled[id];
}

/** Each engine instantiated on the page: its glue, once ready (for the synchronous calls). */
const loading = {};
const loaded = {};
function pageEngine(id) {
  loading[id] ??= Promise.all([ENGINES[id].glue(), engineModule(id)]).then(async ([glue, module]) => {
    await glue.default({ module_or_path: module });
    glue.setLater({ url: ENGINES[id].later });
    loaded[id] = glue;
    if (afterFirstBoard) giveLaterPart(id);
    return glue;
  });
  return loading[id];
}

/** Hands engine `id`'s later part to the page's instance and, when it runs one, the worker's. */
function giveLaterPart(id) {
  return laterModule(id).then(async (module) => {
    loaded[id]?.setLater({ module });
    const w = await worker;
    if (w && (await w.engines[id])) {
      await w.call('later', 0, [id, module]).catch(() => w.call('later', 0, [id, String(ENGINES[id].later)]));
    }
  }).catch(() => {
    // Offline without it, say: each instance still fetches it itself when it needs it.
  });
}

/**
 * Once the first board is drawn: the engine whose recorded opening drew it (its first part,
 * its later part, its glue and the worker's script asked at once), and the later part of every
 * engine loaded so far (and of every engine loaded from now on), so that nothing the page asks
 * afterwards waits for a fetch.
 */
export function loadLaterParts() {
  afterFirstBoard = true;
  for (const id of Object.keys(recorded)) {
    laterModule(id);
    startEngine(id);
  }
  // (An engine that cannot be had fails its matches' questions, not the page.)
  return Promise.all(Object.keys(loading).map((id) => loading[id].then(() => giveLaterPart(id), () => {})));
}

/**
 * The engines' recorded openings (opening.js), by engine id: fetched for a first board that may
 * be one, kept when it is.
 * @type {Record<string, import('./opening.js').Opening>}
 */
const recorded = {};
/** opening.js's matches, loaded with the first recorded opening (only a new game needs them). */
let RecordedMatch = null;

/** Engine `id`'s recorded opening `name`, or null when it cannot be had. */
function fetchOpening(id, name) {
  return fetch(ENGINES[id].opening(name))
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
}

/**
 * The engine `id` on the page and in the worker where that game's matches will be played
 * (`createGame`), which starts meanwhile and gets the engine as soon as it is compiled: started
 * after the page's instance, as `createGame` alone would, its script's request waited for the
 * wasm, one more round trip before the first board (docs/performance.md, "The first board over
 * a slow network").
 */
function startEngine(id) {
  startWorker().then((w) => w && workerEngine(w, id));
  return pageEngine(id);
}

/**
 * Readies the first board of `game` (the default game's when it is missing or unknown), so
 * that page fetches no other game's engine; resolves to `{version}`.
 *
 * `first`, the options of that board; `name`, the recorded opening that answers them
 * (url-state.js `openingOf`: a new game the build records), when there is one; `kept`, the text
 * of the answers kept for the game remembered (record.js `ANSWERS`; kept-answers.js reads it),
 * if any. When those answers, or else the named record, answer `first`, they are used
 * instead of the engine, which comes once the board is drawn (`loadLaterParts`), and the match
 * `createGame` makes from them is answered from them until then (opening.js). Otherwise (or when
 * the record is missing) the engine itself is loaded now.
 */
export async function loadEngine(game, first = null, name = null, kept = null) {
  const id = engineOf(game);
  // The name comes from the address (a link's preset): only a plain word names a record, so
  // that a path in a link cannot have another file read as one.
  const named = /^[\w-]+$/.test(name ?? '');
  if (first && (named || kept) && engineOf(first.game) === id) {
    const answering = (opening) => (opening && sameMatch(opening.options, first) ? opening : null);
    const [stored, recordedMatches] = await Promise.all([
      kept && import('./kept-answers.js').then((k) => k.answersKept(kept)).then(answering, () => null),
      import('./opening.js').catch(() => null),
    ]);
    const opening = stored ?? (named ? await fetchOpening(id, name) : null);
    if (recordedMatches && answering(opening)) {
      RecordedMatch = recordedMatches.RecordedMatch;
      recorded[id] = opening;
      return { version: opening.version };
    }
  }
  return startEngine(id).then((glue) => ({ version: glue.version() }));
}

/**
 * Uses an engine glue instantiated by the caller (Node scripts, which have no `fetch` of files:
 * `initSync` on the wasm's bytes) as the page's engine of `game`.
 */
export function adoptEngine(game, glue) {
  const id = engineOf(game);
  loaded[id] = glue;
  loading[id] = Promise.resolve(glue);
}

/** Is the engine of `game` here yet: does a question now wait for its answer, or its download? */
export function engineHere(game) {
  return !!loaded[engineOf(game)];
}

/** Any engine loaded on the page (each holds the whole catalogue). */
function anyEngine(what) {
  const glue = Object.values(loaded)[0];
  if (!glue) throw new Error(`${what}() before loadEngine()`);
  return glue;
}

/**
 * Every game with its options (presets, switches, boards and their ranges, players) and the
 * computer levels, as the engine defines them (crate/src/catalogue.rs; every engine module
 * holds the whole catalogue). After `loadEngine`.
 */
export function catalogue() {
  return anyEngine('catalogue').catalogue();
}

/** The engines' version (each engine has the same), after `loadEngine` has loaded one. */
export function version() {
  return anyEngine('version').version();
}

/**
 * The computer levels alone (the catalogue's `levels`: the seats' levels, the hint's and the
 * page thread's budgets), which the first board needs. After `loadEngine` (from the recorded
 * opening until an engine is loaded).
 */
export function levels() {
  const opening = Object.values(recorded)[0];
  if (opening && !Object.keys(loaded).length) return JSON.parse(JSON.stringify(opening.levels));
  return anyEngine('levels').levels();
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
  /**
   * On the page's thread, synchronously: the engine of the game must be loaded already
   * (`loadEngine(game)`, or a `createGame` of that game).
   */
  constructor(options) {
    const glue = loaded[engineOf(options?.game)];
    if (!glue) {
      throw { code: 'internal', message: `the engine of ${options?.game} is not loaded`, token: null };
    }
    try {
      this.match = glue.Match.create(options);
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
      try {
        w.postMessage({ id, op, handle, args });
      } catch (e) {
        pending.delete(id);
        fail(e);
      }
    });
    w.onmessage = ({ data }) => {
      if (data.ready) resolve({ call, engines: {} });
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
  });
  return worker;
}

/**
 * The engine `id` instantiated in the worker from the page's compiled Module (where a Module
 * cannot be posted, the worker fetches the file itself); resolves to false when it cannot be.
 */
function workerEngine(w, id) {
  if (!w.engines[id]) {
    w.engines[id] = engineModule(id).then(
      (module) => w.call('load', 0, [id, module])
        .catch(() => w.call('load', 0, [id, String(ENGINES[id].wasm)]))
        .then(() => true, () => false),
      () => false,
    );
    // An engine loaded after the first board gets its later part at once.
    if (afterFirstBoard) w.engines[id].then((ok) => ok && giveLaterPart(id));
  }
  return w.engines[id];
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
 * EngineErrors. Before its engine has come, a match of a recorded opening's options is
 * answered from the record (`loadEngine`).
 */
export async function createGame(options) {
  const id = engineOf(options?.game);
  const opening = recorded[id];
  if (opening && !loaded[id] && sameMatch(opening.options, options)) {
    return new RecordedMatch(opening, options, () => engineGame(options));
  }
  return engineGame(options);
}

/** A new match of the engine itself (loaded first if it is not yet). */
async function engineGame(options) {
  const id = engineOf(options?.game);
  // The page's own instance too: the game's record is written synchronously (`Game`).
  await startEngine(id);
  const w = await startWorker();
  if (!w || !(await workerEngine(w, id))) return new LocalGame(options);
  const handle = await w.call('create', 0, [options, id]);
  return new RemoteGame(w.call, handle, options);
}
