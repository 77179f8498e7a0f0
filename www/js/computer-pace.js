// How fast a computer's turn is shown: a person waiting through several computer seats in a row
// (Tricérata with three players or more) would otherwise watch each turn at the chosen speed,
// a dozen seconds or more before playing again. Every such turn but the last before the
// person's is shown faster; the last, which leaves the position the person plays from, at the
// chosen speed. A game of computers alone is watched as it is. Plain data, so Node's test
// runner loads it.

import { HUMAN, isComputer } from './seat-list.js';

/** A hurried turn's time against the chosen speed's: about the next speed up. */
export const HURRIED = 0.4;

/**
 * The share of its time that a computer's turn leading to `after` is shown in, with `seats`
 * seated: `HURRIED` when a person is seated and the seat to move in `after` is the computer's
 * too, the game going on; else 1.
 */
export function computerTurnPace(seats, after) {
  const next = seats?.[after?.to_move];
  return seats?.includes(HUMAN) && !after.outcome && isComputer(next) ? HURRIED : 1;
}
