// The computer players' worker: its own wasm instance, apart from the match's worker, so a
// 1.5 s search never delays a move, an undo or a drawing. It knows only a position's text and
// its game, whose players' module (players.js) it loads when ai.js first asks for that game.
// Messages: {load: game} → {loaded: game, ok} (its players loaded, or they cannot be: ai.js
// then asks on the page's thread), and {id, game, text, spec, seed, stats, judge} → {id, tokens}
// (with {nodes, depth, millis} when `stats` is asked; with `judge`, {id, tokens, judgement}: the
// position's values and the computer's turn, for the analysis) or {id, err: {code, message,
// token}}. It says {ready: true} once it runs. Driven by ai.js only.

import { playersOf } from './players.js';

function error(e) {
  if (e && typeof e === 'object' && typeof e.code === 'string') return e;
  return { code: 'internal', message: String(e), token: null };
}

self.onmessage = async ({ data: { load, id, game, text, spec, seed, stats, judge } }) => {
  if (load !== undefined) {
    playersOf(load).then(
      () => self.postMessage({ loaded: load, ok: true }),
      () => self.postMessage({ loaded: load, ok: false }),
    );
    return;
  }
  try {
    const m = await playersOf(game);
    let answer;
    if (judge) {
      const judgement = m.judge_position(text, spec, seed, true);
      answer = { tokens: judgement.best, judgement };
    } else if (stats) answer = m.search_stats(text, spec, seed, true);
    else answer = { tokens: m.choose_tokens(text, spec, seed, true) };
    self.postMessage({ id, ...answer });
  } catch (e) {
    self.postMessage({ id, err: error(e) });
  }
};
self.postMessage({ ready: true });
