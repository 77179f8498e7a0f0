// The seats of the New game dialog when the number of seats changes (another number of players,
// another game): loaded with the dialog, after the first board.

import { HUMAN, isComputer, normaliseSeats } from './seat-list.js';

/**
 * `list` cut or padded to `n` seats: each seat kept keeps its choice and a new seat is a person.
 * When the seats left out held every person, the first seat is a person: the person choosing
 * goes on playing. (A rematch that had turned the seats, then a solitaire chosen, left the
 * computer to play the solitaire alone while the person watched; three Tricérata players, the
 * person third, made a bao of two computers.) Seats that were all the computer stay so.
 */
export function resizeSeats(list, n) {
  const seats = normaliseSeats(list, n);
  const hadPerson = Array.from(list ?? [], String).some((s) => !isComputer(s));
  if (hadPerson && !seats.includes(HUMAN)) seats[0] = HUMAN;
  return seats;
}
