// Whether two option sets make the same match: how the page knows that the match it is about to
// make is the one an engine's recorded opening answers (opening.js, engine.js), before anything
// else of the opening is loaded.

/** Options with their keys in order and without `seats` (the page's: the engine reads none). */
function canonical(value, top = true) {
  if (Array.isArray(value)) return value.map((v) => canonical(v, false));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort()
    .filter((k) => !(top && k === 'seats'))
    .map((k) => [k, canonical(value[k], false)]));
}

/** Whether matches created from `a` and from `b` are the same match (seats aside). */
export function sameMatch(a, b) {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
