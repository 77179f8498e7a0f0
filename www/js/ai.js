// The computer players, asked from the page: a position's text, its game and a level in, the
// tokens of the rest of the turn out. The search runs in its own worker (ai-worker.js, its own
// wasm instance of the game's players' module: players.js), so neither the page nor the match's
// worker waits for it.
//
// One question at a time, the newest wins: `ask` and `cancel` drop the answer of any earlier
// question (its promise resolves to null). A search still running is not waited for: its worker
// is terminated and a fresh one started, so an undo or a new game is never stuck behind a 1.5 s
// search (starting a worker costs a few tens of milliseconds; the wasm file is already cached).
//
// Where no worker can start (a sandboxed iframe), or it cannot load the game's players, the
// question is answered on the page's own thread with a short budget, so the page freezes for a
// fraction of a second at most.

import { engineError, levels } from './engine.js';
import { engineOf } from './engines.js';
import { playersOf } from './players.js';

/** The hint's spec: the strongest level on a shorter budget (the engine's catalogue). */
export function hintSpec() {
  return levels().hint;
}

/**
 * The spec played on the page's own thread, from the engine's catalogue: the weakest levels are
 * cheap by nature (a node budget) and keep theirs; the others, and the hint, get a short time.
 */
export function pageThreadSpec(spec) {
  return levels().page_thread[spec] ?? spec;
}

function randomSeed() {
  return Math.floor(Math.random() * 2 ** 32) >>> 0;
}

/** A computer player's tokens (or, with `judge`, its judgement of the position), on the page's
 * own thread (only where the worker cannot start, or cannot load the game's players). Throws an
 * EngineError. */
async function chooseOnPage(game, text, spec, seed, judge = false) {
  const m = await playersOf(game);
  try {
    if (judge) return m.judge_position(text, spec, seed >>> 0, true);
    return m.choose_tokens(text, spec, seed >>> 0, true);
  } catch (e) {
    throw engineError(e);
  }
}

export class Ai {
  /** Promise of the worker and its players' loads ({w, loads}), or of null when none can start. */
  #worker = null;
  #waiting = null; // {id, resolve, reject}: the question being answered
  #id = 0;
  /** The game of the last question or `warm`: a fresh worker loads its players at once. */
  #game = null;
  /** Where the last question was answered: 'worker' or 'page' (for tests and measures). */
  thread = null;

  #spawn() {
    this.#worker ??= new Promise((resolve) => {
      let w;
      try {
        w = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
      } catch {
        resolve(null);
        return;
      }
      /** By game: the worker's answer to `load`, true once its players are ready. */
      const loads = new Map();
      w.onmessage = ({ data }) => {
        if (data.ready) resolve({ w, loads });
        else if ('loaded' in data) loads.get(data.loaded)?.done(data.ok);
        else this.#answer(data);
      };
      w.onerror = (e) => {
        e.preventDefault?.();
        resolve(null);
      };
    });
    return this.#worker;
  }

  /** The worker, with the players of `game` loaded in it; null when either fails. */
  async #start(game) {
    const worker = await this.#spawn();
    if (!worker) return null;
    const id = engineOf(game);
    let load = worker.loads.get(id);
    if (!load) {
      load = {};
      load.ready = new Promise((done) => { load.done = done; });
      worker.loads.set(id, load);
      worker.w.postMessage({ load: id });
    }
    return (await load.ready) ? worker.w : null;
  }

  /** Starts the worker and loads the players of `game` ahead of the first question. */
  warm(game) {
    this.#game = game;
    this.#start(game);
  }

  #answer(data) {
    const q = this.#waiting;
    if (!q || q.id !== data.id) return; // a dropped question
    this.#waiting = null;
    if (data.err) q.reject(data.err);
    else q.resolve(data);
  }

  /**
   * The tokens of the rest of the turn that `spec` (`1`…`5`, `best:600ms`…) plays from the
   * position `text` of `game`: resolves to `{tokens}` (plus `{nodes, depth, millis}` with
   * `stats`, or `{judgement}` with `judge`: see crate/src/ai/evaluate.rs), or to null when a
   * newer question or `cancel` dropped it; rejects with an EngineError.
   */
  async ask(game, text, spec, { stats = false, judge = false, seed = randomSeed() } = {}) {
    this.cancel();
    this.#game = game;
    const id = ++this.#id;
    const w = await this.#start(game);
    if (id !== this.#id) return null;
    if (!w) {
      this.thread = 'page';
      // Let the page paint its "thinking" status before the search holds the thread.
      await new Promise((r) => setTimeout(r, 30));
      if (id !== this.#id) return null;
      const got = await chooseOnPage(game, text, pageThreadSpec(spec), seed, judge);
      if (id !== this.#id) return null;
      return judge ? { tokens: got.best, judgement: got } : { tokens: got };
    }
    this.thread = 'worker';
    return new Promise((resolve, reject) => {
      this.#waiting = { id, resolve, reject };
      w.postMessage({ id, game: engineOf(game), text, spec, seed, stats, judge });
    });
  }

  /** Drops the question being answered, ending its search at once. */
  cancel() {
    this.#id += 1;
    const q = this.#waiting;
    if (!q) return;
    this.#waiting = null;
    q.resolve(null);
    // The worker is mid-search: end it rather than wait, and have a fresh one ready.
    const old = this.#worker;
    this.#worker = null;
    old?.then((worker) => {
      if (!worker) return;
      worker.w.terminate();
      // A load it had not answered never will: a question waiting for it is dropped already.
      for (const load of worker.loads.values()) load.done(false);
    });
    if (this.#game !== null) this.#start(this.#game);
    else this.#spawn();
  }
}
