// The engine's answers kept for the game remembered under way (resume.js writes them into the
// site's storage), read back on the next visit to draw its first board (opening.js answers from
// them). Loaded only when some are kept: a page without them never fetches this.

/**
 * This build's engines, as a hash of their files (tools/ship.mjs writes it in); null in the page
 * run from its sources. Kept with the answers: a later page uses them only if its engines are
 * the same, since only the same engines give the same answers.
 */
export const ANSWERS_BUILD = globalThis.SEMAILLES_ENGINES_BUILD ?? null;

/**
 * Whether `value` has the shape of opening.js's `Opening`: what the site's storage holds may
 * have been written by another page of the site, or cut short.
 */
export function isOpening(value) {
  const object = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
  return object(value) && object(value.options) && typeof value.version === 'string'
    && object(value.levels) && object(value.view) && Array.isArray(value.view.legal)
    && object(value.geometry) && object(value.plays)
    && Object.values(value.plays).every((answer) => object(answer) && object(answer.view));
}

/**
 * The answers kept for the game remembered (the text resume.js stored), when this page's engines
 * gave them and they have an Opening's shape; else null. Whether they answer the match the page
 * makes is for engine.js `loadEngine` to check.
 */
export function answersKept(text) {
  if (!ANSWERS_BUILD || !text) return null;
  try {
    const answers = JSON.parse(text);
    return answers?.build === ANSWERS_BUILD && isOpening(answers) ? answers : null;
  } catch {
    return null;
  }
}
