// The computer players' worker: its own wasm instance, apart from the match's worker, so a
// 1.5 s search never delays a move, an undo or a drawing. It knows only a position's text.
// Messages: {id, text, spec, seed, stats, judge} → {id, tokens} (with {nodes, depth, millis}
// when `stats` is asked, Mraha only; with `judge`, {id, tokens, judgement}: the position's
// values and the computer's turn, for the analysis) or {id, err: {code, message, token}}.
// Driven by ai.js only.

import init, { choose_tokens, search_stats, judge_position } from '../pkg/semailles_ai.js';

function error(e) {
  if (e && typeof e === 'object' && typeof e.code === 'string') return e;
  return { code: 'internal', message: String(e), token: null };
}

// The wasm's path relative to this module holds in www/ and in the bundled page (js/ beside pkg/).
init({ module_or_path: new URL('../pkg/semailles_ai_bg.wasm', import.meta.url) }).then(
  () => {
    self.onmessage = ({ data: { id, text, spec, seed, stats, judge } }) => {
      try {
        let answer;
        if (judge) {
          const judgement = judge_position(text, spec, seed, true);
          answer = { tokens: judgement.best, judgement };
        } else if (stats) answer = search_stats(text, spec, seed, true);
        else answer = { tokens: choose_tokens(text, spec, seed, true) };
        self.postMessage({ id, ...answer });
      } catch (e) {
        self.postMessage({ id, err: error(e) });
      }
    };
    self.postMessage({ ready: true });
  },
  (e) => self.postMessage({ failed: String(e) }),
);
