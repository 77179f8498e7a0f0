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
 * seated: hurried when a person is seated and the seat to move in `after` is the computer's
 * too, the game going on; else 1. Hurried is `HURRIED`, less where more than two such turns
 * come in a row: a round's hurried turns take at most two hurried turns' time, so that five
 * computer seats (four hurried turns of long relays, about 3 s each at the normal speed) do
 * not keep the person waiting twenty seconds; what each did is written under the board.
 */
export function computerTurnPace(seats, after) {
  const next = seats?.[after?.to_move];
  if (!seats?.includes(HUMAN) || after.outcome || !isComputer(next)) return 1;
  return HURRIED * Math.min(1, 2 / (longestComputerRun(seats) - 1));
}

/** The most computer seats that play one after another, round the table (a person seated). */
function longestComputerRun(seats) {
  let longest = 0;
  let run = 0;
  // Twice round, so that a run across the table's end is counted whole.
  for (const seat of [...seats, ...seats]) {
    run = isComputer(seat) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return Math.min(longest, seats.length - 1);
}
