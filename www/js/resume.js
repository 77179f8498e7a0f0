// The game remembered under way, back on the next visit without waiting for its engine. The
// page keeps the game played here (record.js); this keeps beside it what the engine answers for
// it — its view and geometry, and each legal tap played — so that the next visit draws the board
// and plays its first tap from those answers (opening.js) and fetches the engine once the board
// is drawn, as a new game does from the build's records. Loaded once the first board is drawn;
// the answers are asked of the engine's worker, a match per tap, in the page's quiet moments.
// They are used only by a page with the same engines (kept-answers.js `ANSWERS_BUILD`): a new
// version of the site never draws a board from another engine's answers.

import { recordAnswers } from './opening-answers.js';
import { createGame, levels, version } from './engine.js';
import { rememberedGame, ANSWERS } from './record.js';
import { sameMatch } from './same-match.js';
import { storage } from './storage.js';

/**
 * Answers longer than this (characters, as kept: kept-answers.js `keepable`) are not kept: a
 * position with a great many taps late in a long game, in a browser that cannot gzip them. The
 * next visit then loads the engine before the board, as it would without them.
 */
export const MOST_CHARACTERS = 400_000;

/** How long the game must stay unchanged before its answers are asked (a turn's taps and their
 *  animation pass first). */
const QUIET_MS = 600;

/**
 * `ask` run once things have been still for `quietMs`: the function returned is called at each
 * change, and a change starts the wait again. One ask at a time: a change whose wait ends while
 * an ask runs is asked again after it, once more quietly. A failed ask is forgotten (the next
 * change asks again).
 * @param {() => Promise<void>} ask
 * @param {number} quietMs
 * @returns {() => void}
 */
export function whenQuiet(ask, quietMs) {
  let timer = null;
  let asking = null;
  let changed = false;
  const change = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (asking) {
        changed = true;
        return;
      }
      asking = new Promise((resolve) => resolve(ask())).catch(() => {}).finally(() => {
        asking = null;
        if (changed) {
          changed = false;
          change();
        }
      });
    }, quietMs);
  };
  return change;
}

/** The page's engine, as the answers are asked of it: its match worker. */
const pageEngine = () => ({ create: createGame, version: version(), levels: levels() });

/**
 * Asks `engine` its answers for the game remembered, and keeps them if it is still that game
 * when they come. Nothing in the page run from its sources, which has no engines' build to
 * check them against; nothing asked when the answers kept are already that game's.
 * @param {{create: Function, version: string, levels: object}} engine
 */
export async function askAnswers(engine) {
  // Imported here, not above: a static import would have the bundle split kept-answers.js,
  // which a first board may need, into one more file.
  const { ANSWERS_BUILD, answersKept, keepable } = await import('./kept-answers.js');
  const options = rememberedGame();
  if (!ANSWERS_BUILD || !options) return;
  const kept = await answersKept(storage.get(ANSWERS));
  if (kept && sameMatch(kept.options, options)) return;
  const answers = await recordAnswers(engine, options);
  const text = await keepable({ ...answers, build: ANSWERS_BUILD });
  const now = rememberedGame();
  if (!now || !sameMatch(now, options)) return;
  // Too long, the answers kept for an earlier position are dropped all the same (an empty text
  // answers nothing).
  storage.set(ANSWERS, text.length <= MOST_CHARACTERS ? text : '');
}

/**
 * Keeps the answers for the game remembered now, once the game has been still for a moment (a
 * change meanwhile starts the wait again).
 */
export const keepAnswers = whenQuiet(() => askAnswers(pageEngine()), QUIET_MS);
