// The pure part of the lessons (no DOM, no engine): whether the tokens a player has played on a
// step's position, with the events the engine answered, solve the step; which token the hint
// shows; the `learn=` link parameter; the progress kept in storage. The step format is described
// in games/mraha/lessons.js. The engine always has the last word: a token it refuses never gets
// here, and `expect` is read from its own trace.

/** Whether an engine event has every field of `expect` (`{type: 'capture', cell: 8}`). */
export function eventMatches(event, expect) {
  return Object.entries(expect).every(([k, v]) => event[k] === v);
}

/** Whether `tokens` begins with `prefix`. */
function startsWith(tokens, prefix) {
  return prefix.length <= tokens.length && prefix.every((t, i) => tokens[i] === t);
}

/**
 * Where an attempt at a step stands: `'right'`, `'wrong'` or `'going'` (more to play).
 * @param {object} step      the step (`answer`, and `expect`, `turns` when it checks events)
 * @param {string[]} played  the tokens played on the step's position so far
 * @param {object[]} events  every event the engine answered to them, in order
 * @param {object} view      the engine's view after them
 */
export function judgeStep(step, played, events, view) {
  if (step.expect) {
    if (events.some((e) => eventMatches(e, step.expect))) return 'right';
    const turns = events.filter((e) => e.type === 'turn_end').length;
    if (turns >= (step.turns ?? 1) || view.outcome || !view.choices.length) return 'wrong';
    return 'going';
  }
  if (!startsWith(step.answer, played)) return 'wrong';
  return played.length === step.answer.length ? 'right' : 'going';
}

/** The token the hint shows: the answer's next one, while the player has followed it. */
export function hintToken(step, played) {
  return startsWith(step.answer, played) ? step.answer[played.length] ?? null : null;
}

/** The step's own explanation when a wrong attempt is its usual mistake, else null. */
export function mistakeText(step, played) {
  const m = step.mistake;
  return m && startsWith(played, m.tokens) ? m.text : null;
}

/** A text of the lesson data in a language (`{fr, en}`), French when it is missing. */
export function say(text, lang) {
  if (!text) return '';
  return text[lang] ?? text.fr ?? text.en ?? '';
}

/**
 * The `learn=` parameter: `learn=<game>` (that game's lessons), `learn=<game>.<lesson>` (one
 * lesson) or `learn=<game>.<lesson>.<n>` (its step n, from 1: where a reload or a teacher's link
 * comes back to). Null when absent. `step` is the step's index from 0, null when none is named,
 * -1 when what names it is no step number; the game, lesson and step are checked against the
 * registry and the data by the caller.
 */
export function parseLearn(value) {
  if (value === null || value === undefined) return null;
  const [game, lesson = null, ...rest] = String(value).split('.');
  const step = rest.length ? rest.join('.') : null;
  const index = step === null ? null : /^[1-9]\d{0,2}$/.test(step) ? Number(step) - 1 : -1;
  return { game: game || null, lesson: lesson || null, step: lesson ? index : null };
}

/** The `learn=` value of a lesson, at its step `index` (from 0; the first is left out). */
export function learnParam(game, lesson, index = 0) {
  if (!lesson) return game;
  return index > 0 ? `${game}.${lesson}.${index + 1}` : `${game}.${lesson}`;
}

/** The key under which the finished lessons are kept (storage.js adds its prefix). */
export const PROGRESS_KEY = 'lessons';

/** The finished lessons, as a set of `game.lesson`, from the stored text (tolerant of junk). */
export function readProgress(text) {
  try {
    const list = JSON.parse(text ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((x) => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The stored text of a progress set. */
export function writeProgress(done) {
  return JSON.stringify([...done].sort());
}
