// Tricérata in the address and the records: `game=tricerata`, its board (`triangle:4`), the
// number of players, stones per place and Mort subite (`mort_subite=on`, left out when off).

import { sameMatch } from '../../same-match.js';

export const id = 'tricerata';
export const title = 'Tricérata';

/** Whether a link's parameter `key` is one of this game's options (read by `optionsFromParams`). */
export const ownsParam = (key) => ['board', 'players', 'stones', 'mort_subite'].includes(key);

/** The options a link's parameters ask for (without `moves` and `seats`). */
export function optionsFromParams(p) {
  return {
    game: id,
    board: p.get('board') || 'triangle:4',
    players: Number(p.get('players') || 2),
    stones: Number(p.get('stones') || 1),
    // on or off; any other value goes to the engine as it came, which refuses it by name.
    mort_subite: p.has('mort_subite') ? ({ on: true, off: false }[p.get('mort_subite')] ?? p.get('mort_subite')) : false,
  };
}

/** Writes a match's options into `p` (the inverse of `optionsFromParams`). */
export function writeParams(options, p) {
  p.set('game', id);
  p.set('board', options.board);
  p.set('players', String(options.players));
  p.set('stones', String(options.stones));
  if (options.mort_subite) p.set('mort_subite', 'on');
}

/**
 * The name of the recorded opening that answers `options`, a new game (tools/record-openings.mjs,
 * www/js/opening.js): the game a bare `?game=tricerata` opens is `default`; the others have none.
 */
export function openingName(options) {
  const { moves, ...match } = options;
  return sameMatch(match, optionsFromParams(new URLSearchParams())) ? 'default' : null;
}

/** The new games the build records: the one a bare `?game=tricerata` opens. */
export function recordedStarts() {
  return [optionsFromParams(new URLSearchParams())];
}

/** One seat per player. */
export function seatCount(view) {
  return view.players;
}
