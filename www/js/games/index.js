// The one place where the page's games are registered. Shared modules ask here for a game by
// its id (the engine's `view.game`, a link's `game=`) and never name a game themselves.
//
// Each game's `address.js` is plain data and functions (no page, no engine), so the address,
// the records and the seats can use it, and Node's test runner can load it.

import * as mraha from './mraha/address.js';
import * as tricerata from './tricerata/address.js';

/** Every game, by id. The first is the default: links without `game=` open it. */
export const GAMES = { [mraha.id]: mraha, [tricerata.id]: tricerata };
export const DEFAULT_GAME = mraha.id;

/** The game of an id; unknown or missing ids are the default game (old links, odd records). */
export function gameOf(id) {
  return Object.prototype.hasOwnProperty.call(GAMES, id) ? GAMES[id] : GAMES[DEFAULT_GAME];
}
