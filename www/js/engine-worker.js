// The engine in a worker: the matches live here, so a slow legality proof (a never-ending turn
// proven over millions of laps) never freezes the page. Messages: {id, op, handle, args} →
// {id, ok} or {id, err: {code, message, token}}. Driven by engine.js only, which first loads the
// engine of each game it plays here (`load`, with the page's compiled wasm Module, or its URL
// where a Module cannot be posted): the page fetched it already, so the worker does not fetch it
// again.

import { ENGINES } from './engines.js';

/** The engines instantiated here, by id (engines.js): their glue. */
const engines = {};
const matches = new Map();
let next = 1;

function error(e) {
  if (e && typeof e === 'object' && typeof e.code === 'string') return e;
  return { code: 'internal', message: String(e), token: null };
}

const ops = {
  load: async (_, id, moduleOrUrl) => {
    if (engines[id]) return;
    const glue = await ENGINES[id].glue();
    await glue.default({ module_or_path: moduleOrUrl });
    glue.setLater({ url: ENGINES[id].later });
    engines[id] = glue;
  },
  // The engine's later part, compiled by the page (or its address, where a Module cannot be
  // posted): until it comes, the instance fetches it itself if it needs it.
  later: async (_, id, moduleOrUrl) => {
    const module = typeof moduleOrUrl === 'string'
      ? await WebAssembly.compileStreaming(fetch(moduleOrUrl))
      : moduleOrUrl;
    engines[id].setLater({ module });
  },
  create: (_, options, id) => {
    const handle = next++;
    matches.set(handle, engines[id].Match.create(options));
    return handle;
  },
  view: (m) => m.view(),
  play: (m, token) => m.play(token),
  playAll: (m, tokens) => m.play_all(tokens),
  undo: (m) => m.undo(),
  redo: (m) => m.redo(),
  geometry: (m) => m.geometry(),
  finishSowing: (m) => m.finish_sowing(),
  // (called with no arguments: the handle comes right after the match)
  dispose: (m, handle) => {
    m.free();
    matches.delete(handle);
  },
};

self.onmessage = ({ data: { id, op, handle, args = [] } }) => {
  try {
    const answer = ops[op](matches.get(handle), ...args, handle);
    if (answer instanceof Promise) {
      answer.then((ok) => self.postMessage({ id, ok }), (e) => self.postMessage({ id, err: error(e) }));
    } else {
      self.postMessage({ id, ok: answer });
    }
  } catch (e) {
    self.postMessage({ id, err: error(e) });
  }
};
self.postMessage({ ready: true });
