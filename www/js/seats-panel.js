// The players panel beside the board: who sits at each seat of the game being played, a person
// or the computer at a level, changed at once (the computer takes over a seat, or hands it back
// to a person). Wired once the first board is drawn: the board does not need it.

import { onLanguage } from './i18n.js';
import { seatFields, seatsFromForm, seatsParam, seatCount, rememberLevel } from './seats.js';
import { clear } from './svg.js';

/** Fills the panel's form (`#seats`) and keeps it in step; `refresh` after every change. */
export function wireSeats(controller) {
  const form = document.getElementById('seats');
  let shown = '';
  const refresh = () => {
    const view = controller.view;
    if (!view) return;
    const key = `${document.documentElement.lang}|${view.game}|${seatCount(view)}|${seatsParam(controller.seats)}`;
    if (key === shown) return;
    shown = key;
    // The list just changed by the keyboard is drawn anew: the focus goes to its new self (it
    // fell to the page's body with the old one).
    const focused = form.contains(document.activeElement) ? document.activeElement.id : null;
    clear(form);
    form.append(...seatFields(view, controller.seats, 'seat'));
    if (focused) document.getElementById(focused)?.focus();
  };
  form.addEventListener('change', () => {
    const seats = seatsFromForm(form, seatCount(controller.view));
    rememberLevel(seats);
    controller.setSeats(seats);
  });
  form.addEventListener('submit', (ev) => ev.preventDefault());
  onLanguage(refresh);
  refresh();
  return { refresh };
}
