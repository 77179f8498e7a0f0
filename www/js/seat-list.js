// Who sits at each seat, as plain data: a person (`h`) or the computer at a level (`1` beginner
// … `5` strongest), and the address form of the list (`h.3`). No page, storage or engine here,
// so the address and the records can use it (and Node's test runner can load it).

import { gameOf } from './games/index.js';

/** The levels a seat can have: 1 beginner … 5 strongest (the engine's `best`). */
export const LEVELS = [1, 2, 3, 4, 5];

export const HUMAN = 'h';
const LEVEL_NAMES = LEVELS.map(String);

export function isComputer(seat) {
  return LEVEL_NAMES.includes(seat);
}

/** How many seats a game has (the bao: two; Tricérata: its number of players). */
export function seatCount(view) {
  return gameOf(view.game).seatCount(view);
}

/** `n` seats from a list that may be short, long or hold anything: unknown entries are people. */
export function normaliseSeats(list, n) {
  return Array.from({ length: n }, (_, i) => (isComputer(String(list?.[i])) ? String(list[i]) : HUMAN));
}

/** The address form, `h.3`, or null when every seat is a person (the default, left out). */
export function seatsParam(seats) {
  return seats?.some(isComputer) ? seats.join('.') : null;
}

/**
 * The seats asked (the address form, `h.9.zz`) as a refused part of a link or a file, where the
 * page did not give them as asked (a level it does not have, a seat more or fewer); or null.
 */
export function seatsRefused(asked, given) {
  return asked && asked !== given.join('.') ? { part: `seats=${asked}`, code: 'seats', field: 'seats' } : null;
}

export function parseSeatsParam(text) {
  return text ? text.split('.') : [];
}

/** "Play the computer": the first seat a person, every other seat the computer (solitaire: a person). */
export function versusComputer(n, level) {
  return Array.from({ length: n }, (_, i) => (i === 0 ? HUMAN : level));
}
