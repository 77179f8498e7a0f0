// Who sits at each seat: a person (`h`) or the computer at a level (`1` beginner … `5`
// strongest). Seats are part of a game's record: the address (`seats=h.3`), the remembered
// game and saved files keep them, so a shared link or a reload brings back the same opponents.
// The seats' selects of the settings dialog and the players panel are in seat-fields.js, which
// the first board does not load.

import { t } from './i18n.js';
import {
  HUMAN, LEVELS, isComputer, seatCount, normaliseSeats, seatsParam, parseSeatsParam, seatsRefused,
  versusComputer as pureVersusComputer,
} from './seat-list.js';
import { storage } from './storage.js';
import { levels } from './engine.js';

export { HUMAN, LEVELS, isComputer, seatCount, normaliseSeats, seatsParam, parseSeatsParam, seatsRefused };

/** The level last chosen for the computer (the quick "play the computer" start uses it). */
export function preferredLevel() {
  const l = storage.get('ai-level');
  return isComputer(l) ? l : '3';
}

/** Remembers the computer's level of `seats`, if one is the computer's, for `preferredLevel`. */
export function rememberLevel(seats) {
  const l = seats.find(isComputer);
  if (l) storage.set('ai-level', l);
}

/** The name of a computer level (the engine's label, in the page's words); the last chosen by default. */
export function levelName(id = preferredLevel()) {
  const level = levels().seats.find((l) => l.id === id);
  return level ? t(level.label) : id;
}

/** "Play the computer" at the level last chosen. */
export function versusComputer(n, level = preferredLevel()) {
  return pureVersusComputer(n, level);
}
