// The seats' selects of the settings dialog and the players panel (one per seat: a person or the
// computer at one of the engine's levels), read back into seats. Loaded with those panels,
// after the first board.

import { t } from './i18n.js';
import { html } from './svg.js';
import { HUMAN, normaliseSeats } from './seat-list.js';
import { playerName } from './ui.js';
import { levels } from './engine.js';

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
