// The engine in a worker: the matches live here, so a slow legality proof (a never-ending turn
// proven over millions of laps) never freezes the page. Messages: {id, op, handle, args} →
// {id, ok} or {id, err: {code, message, token}}. Driven by engine.js only, whose first message
// is the compiled wasm Module ({module}; {url} where a Module cannot be posted): the page fetched
// it already, so the worker does not fetch it again.

import init, { Match } from '../pkg/semailles.js';

const matches = new Map();
let next = 1;

function error(e) {
  if (e && typeof e === 'object' && typeof e.code === 'string') return e;
  return { code: 'internal', message: String(e), token: null };
}

const ops = {
  create: (_, options) => {
    const handle = next++;
    matches.set(handle, Match.create(options));
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

self.onmessage = ({ data }) => init({ module_or_path: data.module ?? data.url }).then(
  () => {
    self.onmessage = ({ data: { id, op, handle, args = [] } }) => {
      try {
        const m = matches.get(handle);
        self.postMessage({ id, ok: ops[op](m, ...args, handle) });
      } catch (e) {
        self.postMessage({ id, err: error(e) });
      }
    };
    self.postMessage({ ready: true });
  },
  (e) => self.postMessage({ failed: String(e) }),
);
