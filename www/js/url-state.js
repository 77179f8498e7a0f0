// The game in the address: the options of the match and its record (`moves`, tokens joined by
// dots) and who plays each seat (`seats`, see seats.js), so a link or a reload brings back the
// exact game. Inside a sandboxed iframe changing the address may be refused: then the game
// simply is not reflected there.

import { seatsParam, parseSeatsParam } from './seat-list.js';
import { GAMES, gameOf } from './games/index.js';

/**
 * The page's own parameters that belong to a game: its game, its moves (`moves`, or a friend's
 * short `cm` with their count `cn`), a game by link (`cg`) and its seats. `lang`, `speed` and
 * `sound` are the reader's.
 */
const MATCH_PARAMS = ['game', 'moves', 'cm', 'cn', 'cg', 'seats'];

/**
 * Whether query `p` is a friend's short link, which compact-moves.js writes out: its moves
 * (`cm=`), or their count alone (`cn=`), left by a link cut short before its moves.
 */
export const isShortLink = (p) => p.has('cm') || p.has('cn');

/**
 * Whether an address names a game (a link: it opens that game; else a bare address resumes the
 * game played last here): any parameter of the page's or of a game's kit — a rule switch
 * (`s.takasia`) or Mort subite too, so that the engine judges them and a refused one is named,
 * not dropped without a word. Others (the language, a tracker's tag added by the site that
 * shared the link) are not.
 */
export function isGameLink(search = location.search) {
  const kits = Object.values(GAMES);
  return [...new URLSearchParams(search).keys()].some((k) => MATCH_PARAMS.includes(k) || kits.some((kit) => kit.ownsParam(k)));
}

/** The match options (with `moves`) a URL asks for, or null. */
export function optionsFromUrl(search = location.search) {
  const p = new URLSearchParams(search);
  const moves = p.get('moves') ? p.get('moves').split('.').filter(Boolean) : [];
  const seats = parseSeatsParam(p.get('seats'));
  const own = gameOf(p.get('game'));
  // Another game's options in the link (a Tricérata board in a bao's link) go to the engine
  // too, which refuses them by name (`other_game_option`): not dropped without a word. Left
  // empty (`board=`), one asks for nothing.
  const options = Object.assign(
    {},
    ...Object.values(GAMES).filter((kit) => kit !== own && [...p].some(([k, v]) => v && kit.ownsParam(k))).map((kit) => kit.optionsFromParams(p)),
    own.optionsFromParams(p),
  );
  // A game the page has no kit for is the engine's to refuse (and the link's repair to name),
  // not another game opened in its place.
  if (p.get('game') && p.get('game') !== options.game) options.game = p.get('game');
  return { ...options, moves, seats };
}

/**
 * The name of the engine's recorded opening that answers `options`, or null: a new game (no
 * moves, no position) that its game's kit says the build records (`openingName`: the game a bare
 * address opens, a preset's). The first board engine.js answers from that record.
 */
export function openingOf(options) {
  if (!options || options.moves?.length || options.text || options.setup) return null;
  const kit = gameOf(options.game);
  return kit.id === options.game ? kit.openingName(options) : null;
}

/** The query string (without `?`) that reproduces a match: options, record and language. */
export function queryFor(options, tokens, lang) {
  const p = new URLSearchParams();
  gameOf(options.game).writeParams(options, p);
  const seats = seatsParam(options.seats);
  if (seats) p.set('seats', seats);
  if (tokens.length) p.set('moves', tokens.join('.'));
  if (lang) p.set('lang', lang);
  return p.toString();
}

/**
 * Writes a match's options and record into the address (keeping `lang`, `speed` and `sound`:
 * an embed's state lives in its address), with
 * `extra` parameters (a game by link's `cg`).
 */
export function writeUrl(options, tokens, extra = {}) {
  const now = new URLSearchParams(location.search);
  const p = new URLSearchParams(queryFor(options, tokens, now.get('lang')));
  for (const k of ['speed', 'sound']) if (now.get(k)) p.set(k, now.get(k));
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  try {
    history.replaceState(null, '', `?${p}`);
  } catch {
    /* sandboxed: the address cannot change */
  }
}
