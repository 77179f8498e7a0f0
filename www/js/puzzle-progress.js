// The puzzles' bookkeeping, pure (no page, no engine; tests/js/puzzle-progress.test.mjs): which
// puzzles were solved, the streak (puzzles solved in a row, each at its first try), how a link
// names a puzzle (`?puzzle=<game>.<number>`, the number counted from 1 in its game's list) and
// which puzzle comes next. The page keeps the progress in the browser's storage as JSON.

/** No puzzle solved yet. */
export const EMPTY = Object.freeze({ solved: [], streak: 0, best: 0 });

/**
 * The progress kept in storage, read back; anything unreadable or malformed is no progress
 * (never a crash: the storage may hold an older page's data or a hand-edited value).
 */
export function readProgress(text) {
  let data;
  try {
    data = JSON.parse(text ?? '');
  } catch {
    return { ...EMPTY, solved: [] };
  }
  if (!data || typeof data !== 'object') return { ...EMPTY, solved: [] };
  const count = (n) => (Number.isSafeInteger(n) && n >= 0 ? n : 0);
  const solved = Array.isArray(data.solved) ? [...new Set(data.solved.filter((id) => typeof id === 'string'))] : [];
  const streak = count(data.streak);
  return { solved, streak, best: Math.max(count(data.best), streak) };
}

/** The progress as stored. */
export function writeProgress(progress) {
  return JSON.stringify(progress);
}

/**
 * A verdict on puzzle `id`. `first`: the first verdict since the puzzle was shown (no wrong
 * try, no solution shown before it); only that one moves the streak — a right one adds one, a
 * wrong one ends it. A right answer marks the puzzle solved whatever the try, unless `helped`:
 * its solution was shown since the puzzle was opened, and replaying it finds nothing (the mark
 * then waits for a right answer on another opening).
 */
export function judged(progress, id, right, first, helped = false) {
  const solved = right && !helped && !progress.solved.includes(id) ? [...progress.solved, id] : progress.solved;
  let streak = progress.streak;
  if (first) streak = right ? streak + 1 : 0;
  return { solved, streak, best: Math.max(progress.best, streak) };
}

/** The solution was shown before any verdict: the puzzle is given up, the streak ends. */
export function gaveUp(progress, first) {
  return first ? { ...progress, streak: 0 } : progress;
}

/**
 * The puzzle a link's `puzzle=` names among `games` (the ids having puzzles): `<game>.<n>`
 * (n from 1) or a puzzle's own id `<game>-<nnn>`. `index` is from 0; the list's length is
 * checked when the list is loaded. Null when it names no puzzle.
 * @returns {{game: string, index: number}|null}
 */
export function parseRef(text, games) {
  const m = /^([a-z]+)[.-](\d{1,4})$/.exec(String(text ?? '').trim().toLowerCase());
  if (!m || !games.includes(m[1])) return null;
  const n = Number(m[2]);
  return n >= 1 ? { game: m[1], index: n - 1 } : null;
}

/** The link's name of the puzzle at `index` (from 0) of `game`'s list. */
export function refOf(game, index) {
  return `${game}.${index + 1}`;
}

/**
 * The puzzle after `index` in a list of `ids`: the next not solved yet, going round; when all
 * are solved, simply the next one. `index` -1: the first one not solved.
 */
export function nextIndex(ids, index, solved) {
  const n = ids.length;
  if (!n) return -1;
  for (let k = 1; k <= n; k += 1) {
    const i = (index + k + n) % n;
    if (!solved.includes(ids[i])) return i;
  }
  return (index + 1 + n) % n;
}
