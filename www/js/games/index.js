// The one place where the page's games are registered. Shared modules ask here for a game's kit
// by its id (the engine's `view.game`, a link's `game=`) and never name a game themselves.
// The kit interface is in kit.js; a new game is a new engine module, a new kit, and one line
// here.

import { kit as mraha } from './mraha/kit.js';
import { kit as tricerata } from './tricerata/kit.js';
import { loadWords } from '../i18n.js';

/** Every game's kit, by id. The first is the default: links without `game=` open it. */
export const GAMES = { [mraha.id]: mraha, [tricerata.id]: tricerata };
export const DEFAULT_GAME = mraha.id;

/**
 * The kit of an id; unknown or missing ids are the default game (old links, odd records).
 * @returns {import('./kit.js').Kit}
 */
export function gameOf(id) {
  return Object.prototype.hasOwnProperty.call(GAMES, id) ? GAMES[id] : GAMES[DEFAULT_GAME];
}

/**
 * Every game's own words (`i18n/<id>/<lang>.json`: its status lines, its players' names…) and
 * the names of its options (`i18n/<id>-options/`: its presets, switches and their values). The
 * first come with its board; a view that names the players or the options of any game (the
 * settings, the list of games by link) loads them all first.
 */
export function loadGamesWords() {
  return Promise.all(Object.keys(GAMES).flatMap((id) => [loadWords(id), loadOptionsWords(id)]));
}

/**
 * The names of a game's options, which no board needs (they are not fetched before the first
 * one): the settings, and the rules in force beside the board, ask for them.
 */
export function loadOptionsWords(id) {
  return loadWords(`${gameOf(id).id}-options`);
}
