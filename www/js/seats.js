// Who sits at each seat: a person (`h`) or the computer at a level (`1` beginner … `5`
// strongest). Seats are part of a game's record: the address (`seats=h.3`), the remembered
// game and saved files keep them, so a shared link or a reload brings back the same opponents.

import { t } from './i18n.js';
import { html } from './svg.js';
import {
  HUMAN, LEVELS, isComputer, seatCount, normaliseSeats, seatsParam, parseSeatsParam, seatsRefused,
  versusComputer as pureVersusComputer,
} from './seat-list.js';
import { playerName } from './ui.js';
import { storage } from './storage.js';
import { levels } from './engine.js';

export { HUMAN, LEVELS, isComputer, seatCount, normaliseSeats, seatsParam, parseSeatsParam, seatsRefused };

/** The level last chosen for the computer (the quick "play the computer" start uses it). */
export function preferredLevel() {
  const l = storage.get('ai-level');
  return isComputer(l) ? l : '3';
}

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

/**
 * One labelled select per seat (`name` = `seat-0`, `seat-1`…), for the settings dialog and the
 * players panel; the computer's levels are the engine's (its catalogue). `view` names the seats (`{game}` is enough at the bao).
 */
export function seatFields(view, seats, idPrefix) {
  return seats.map((seat, p) => {
    const id = `${idPrefix}-${p}`;
    const options = [html('option', { value: HUMAN, selected: seat === HUMAN }, [t('seat.human')])];
    for (const l of levels().seats) {
      options.push(html('option', { value: l.id, selected: seat === l.id }, [t('seat.computer', { level: t(l.label) })]));
    }
    return html('div', { class: 'seat' }, [
      html('label', { for: id, class: 'seat-name' }, [playerName(view, p)]),
      html('select', { id, name: `seat-${p}`, 'data-seat': p }, options),
    ]);
  });
}

/** The seats chosen in a form built with `seatFields`. */
export function seatsFromForm(form, n) {
  return normaliseSeats(Array.from({ length: n }, (_, p) => form.elements[`seat-${p}`]?.value), n);
}
