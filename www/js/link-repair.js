// What is wrong with a link (or an imported record, read as the link that would reproduce it)
// that the engine refused, and the nearest game it does accept. Pure: the engine is asked
// through `attempt(options)` (resolves when it makes the match, rejects with its error), so the
// page's limits stay the engine's and this module names no game and no limit.
//
// The nearest game keeps every part of the link the engine accepts: a refused option goes back
// to the game's default, the others stay; then the longest run of legal moves is kept and the
// first token refused is named.

/** Parameters of a link that are not options of the match. */
const NOT_OPTIONS = new Set(['moves', 'seats', 'lang', 'speed', 'sound', 'cg', 'cn', 'game']);

/**
 * @typedef {{part: string, code: string, token?: string|null, min?: number, max?: number, kept?: number}} Problem
 *   `part` is the link's part the engine refused (`board=triangle:500`, `moves`); `code`,
 *   `token`, `min` and `max` are the engine's error (the range the part accepts, where the fault
 *   is a value out of it), which the page words itself (link-problem.js).
 * @typedef {{problems: Problem[], nearest: object, search: string}} Repair
 *   `nearest` = the options (with `moves`) of the nearest game the engine accepts, `search` its
 *   query string.
 */

/**
 * Finds what the engine refuses in `search` and the nearest valid game.
 * @param {string} search  the query (with or without `?`)
 * @param {(options: object) => Promise<unknown>} attempt
 * @param {(search: string) => object} optionsOf  a query's options with `moves` (url-state.js)
 * @returns {Promise<Repair|null>} null when the engine accepts the whole link
 */
export async function repairLink(search, attempt, optionsOf) {
  const params = new URLSearchParams(search);
  const wanted = optionsOf(`?${params}`);
  const problems = [];
  const refusal = async (options) => {
    try {
      await attempt(options);
      return null;
    } catch (e) {
      return e ?? { code: 'internal' };
    }
  };
  /** What the page words of an engine error (its `message`, where the engine has one, is not shown). */
  const said = (e) => {
    const out = { code: e?.code ?? 'internal' };
    for (const k of ['token', 'min', 'max']) if (e?.[k] != null) out[k] = e[k];
    // The option the engine blames (its `part`: `players`…), for words of that option.
    if (e?.part) out.field = e.part;
    return out;
  };

  // The options, without moves: drop refused parts one by one, each back to its default.
  let kept = params;
  let error = await refusal({ ...wanted, moves: [] });
  while (error) {
    const found = await dropOne(kept, refusal, optionsOf);
    if (!found) {
      // No one part's removal changes the refusal: the game itself is refused, or several parts
      // are refused alike (the shipped engine's errors carry a code, not the words that would
      // tell two bad switches apart). The link is rebuilt from its game alone.
      kept = await rebuild(kept, refusal, optionsOf, (part, e) => problems.push({ part, ...said(e) }));
      break;
    }
    problems.push({ part: found.part, ...said(error) });
    kept = found.params;
    error = found.error;
  }

  // The moves: the longest legal beginning (legality of a beginning only shrinks with length).
  const options = optionsOf(`?${kept}`);
  const moves = options.moves ?? [];
  if (moves.length && (await refusal(options))) {
    let lo = 0; // a legal beginning
    let hi = moves.length; // an illegal one
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (await refusal({ ...options, moves: moves.slice(0, mid) })) hi = mid;
      else lo = mid;
    }
    const e = await refusal({ ...options, moves: moves.slice(0, hi) });
    problems.push({ part: 'moves', ...said(e ?? { code: 'illegal_token' }), token: moves[lo], kept: lo });
    options.moves = moves.slice(0, lo);
    if (lo) kept.set('moves', options.moves.join('.'));
    else kept.delete('moves');
  }
  if (!problems.length) return null;
  return { problems, nearest: options, search: kept.toString() };
}

/**
 * The link's game alone (the default game, without the link's options, where the engine refuses
 * it), then each option part added in the link's order and kept where the engine accepts the
 * game with it; each part refused is told to `refused(part, error)`. Returns the parts kept, in
 * the link's order.
 */
async function rebuild(params, refusal, optionsOf, refused) {
  const entries = [...params];
  const keep = new Set(entries.flatMap(([k], i) => (NOT_OPTIONS.has(k) ? [i] : [])));
  const withKept = () => new URLSearchParams(entries.filter((_, i) => keep.has(i)));
  const refuses = (search) => refusal({ ...optionsOf(`?${search}`), moves: [] });
  const game = entries.findIndex(([k]) => k === 'game');
  const gameError = game >= 0 ? await refuses(withKept()) : null;
  if (gameError) {
    // The default game, with none of the refused game's options.
    refused(`game=${entries[game][1]}`, gameError);
    keep.delete(game);
    return withKept();
  }
  for (const [i, [k, v]] of entries.entries()) {
    if (keep.has(i)) continue;
    keep.add(i);
    const error = await refuses(withKept());
    if (error) {
      refused(`${k}=${v}`, error);
      keep.delete(i);
    }
  }
  return withKept();
}

/**
 * The first option part whose removal changes the engine's answer (it accepts, or refuses
 * something else further on), or null.
 */
async function dropOne(params, refusal, optionsOf) {
  const before = await refusal({ ...optionsOf(`?${params}`), moves: [] });
  // The part the engine blames first (Mort subite, not the solitaire's `players=1`), then the
  // others in the link's order.
  const order = [...params].sort(([a], [b]) => (b === before?.part) - (a === before?.part));
  for (const [k, v] of order) {
    if (NOT_OPTIONS.has(k)) continue;
    const fewer = new URLSearchParams(params);
    fewer.delete(k);
    const error = await refusal({ ...optionsOf(`?${fewer}`), moves: [] });
    if (!error || !sameError(error, before)) {
      return { part: `${k}=${v}`, params: fewer, error };
    }
  }
  return null;
}

/** Are two engine errors the same refusal (code, part, token, range and message alike)? */
function sameError(a, b) {
  const key = (e) => JSON.stringify([e?.code, e?.part, e?.token, e?.min, e?.max, e?.message]);
  return key(a) === key(b);
}
