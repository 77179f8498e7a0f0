// The correspondence games this browser plays, kept in storage: for each game id, the rules
// (the link's query without moves), the moves so far, the seat this browser plays, whose turn
// it is and the opponent's last move. Pure but for the storage object handed in, so that Node
// tests it; the page's part is correspondence.js.
//
// A link names its game with `cg=<id>`. Opening it compares it with the game stored under that
// id (`relation`): the same moves, or more (the friend's answer) are applied; fewer (an older
// link), other moves or other rules (a fork) are not applied without asking.

const KEY = 'corr';
/** Games kept at most (the oldest finished ones go first). */
export const KEPT = 50;

/** The letters and digits of a game id (none that reads as another: no l, o, 0 or 1). */
const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A new game id: 8 letters and digits from the browser's random source. */
export function newId(random = (n) => crypto.getRandomValues(new Uint8Array(n))) {
  return Array.from(random(8), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/**
 * Whether a string can be a game id (links are outside input): exactly what `newId` makes (as
 * every id has been), so that an id cut short or lengthened on its way is not taken for another
 * game, which then stood in the list beside the real one.
 */
export function validId(id) {
  return typeof id === 'string' && id.length === 8 && [...id].every((c) => ID_ALPHABET.includes(c));
}

/**
 * @typedef {object} CorrGame
 * @property {string} id
 * @property {string} game      the game's id
 * @property {string} rules     the link's query without `moves`, `seats`, `cg`, `lang`
 * @property {string[]} tokens  the moves so far
 * @property {number} floor     tokens that cannot be taken back (received, or sent)
 * @property {number} me        the seat this browser plays
 * @property {boolean} [unsure] `me` is the seat the link was sent to, guessed: a game of three
 *   players or more opened here from a link (perhaps sent to a group), no move played here yet;
 *   the player can still choose another seat
 * @property {number} toMove
 * @property {boolean} over
 * @property {string} last      the last turn's text (notation), '' before the first
 * @property {number} lastBy    who played it (-1 before the first)
 * @property {number} updated   ms since the epoch
 */

/** Every game stored, newest first. */
export function listGames(storage) {
  return Object.values(readAll(storage)).sort((a, b) => b.updated - a.updated);
}

export function getGame(storage, id) {
  return readAll(storage)[id] ?? null;
}

/** Stores a game (replacing the one with its id); keeps at most KEPT games. */
export function putGame(storage, game) {
  const all = readAll(storage);
  all[game.id] = game;
  const ids = Object.values(all)
    .sort((a, b) => (a.over - b.over) || (b.updated - a.updated))
    .map((g) => g.id);
  for (const id of ids.slice(KEPT)) delete all[id];
  storage.set(KEY, JSON.stringify(all));
}

export function removeGame(storage, id) {
  const all = readAll(storage);
  delete all[id];
  storage.set(KEY, JSON.stringify(all));
}

function readAll(storage) {
  try {
    const all = JSON.parse(storage.get(KEY) ?? '{}');
    if (!all || typeof all !== 'object' || Array.isArray(all)) return {};
    for (const [id, g] of Object.entries(all)) if (!validId(id) || !Array.isArray(g?.tokens)) delete all[id];
    return all;
  } catch {
    return {};
  }
}

/**
 * How a link's game stands to the stored one: 'new' (nothing stored), 'same' (the same moves),
 * 'ahead' (the stored moves and more: the friend's answer), 'behind' (an older link: fewer
 * moves), 'fork' (other moves, or other rules). `at` = the number of moves they share.
 */
export function relation(stored, rules, tokens) {
  if (!stored) return { kind: 'new', at: 0 };
  let at = 0;
  while (at < stored.tokens.length && at < tokens.length && stored.tokens[at] === tokens[at]) at++;
  if (stored.rules !== rules) return { kind: 'fork', at: 0 };
  if (at === stored.tokens.length && at === tokens.length) return { kind: 'same', at };
  if (at === stored.tokens.length) return { kind: 'ahead', at };
  if (at === tokens.length) return { kind: 'behind', at };
  return { kind: 'fork', at };
}

/** The rules part of a link: its query without the moves, the seats, the game id, the reader's language, speed and sound. */
export function rulesOf(search) {
  const p = new URLSearchParams(search);
  for (const k of ['moves', 'cm', 'cn', 'seats', 'cg', 'lang', 'speed', 'sound']) p.delete(k);
  p.sort();
  return p.toString();
}
