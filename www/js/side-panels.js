// The panels beside the board, wired once the first board is drawn (the board does not need
// them): the players — who sits at each seat of the game being played, a person or the computer
// at a level, changed at once (the computer takes over a seat, or hands it back to a person;
// from the keys, once the list is left or Enter pressed) —
// and the rules of this game.

import { onLanguage, t, has } from './i18n.js';
import { seatsParam, seatCount, rememberLevel } from './seats.js';
import { seatFields, seatsFromForm } from './seat-fields.js';
import { clear, html } from './svg.js';
import { loadOptionsWords } from './games/index.js';
import { catalogue, loadEngine } from './engine.js';
import { unusedOptions } from './unused-options.js';

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
  const chosen = () => seatsFromForm(form, seatCount(controller.view));
  /** Seats the form's lists, where they differ from the game's (a change made by the keys, waiting). */
  const apply = () => {
    const seats = chosen();
    if (seats.join('.') === controller.seats.join('.')) return false;
    rememberLevel(seats);
    controller.setSeats(seats);
    return true;
  };
  // A closed list moved through by the keys changes at each key (Chromium): going down to the
  // computer's level 3, its level 1 took the seat and played at once. A change made so waits
  // until the player presses Enter or leaves the list; a click, or a choice in the open list,
  // applies at once.
  let keyed = false;
  form.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && apply()) {
      ev.preventDefault();
      return;
    }
    keyed = !ev.altKey && (/^(Arrow|Page|Home|End)/.test(ev.key) || /^\S$/.test(ev.key));
  });
  form.addEventListener('pointerdown', () => { keyed = false; });
  form.addEventListener('change', () => { if (!keyed) apply(); });
  form.addEventListener('focusout', apply);
  form.addEventListener('submit', (ev) => ev.preventDefault());
  onLanguage(refresh);
  refresh();
  return { refresh };
}

/**
 * The rules of the game on the board (`#current-rules`): its preset, then each switch, in the
 * page's words. Returns the function that shows a view's, drawn again only when they change.
 */
export function rulesInForce() {
  const list = document.getElementById('current-rules');
  let shown = '';
  return (view) => {
    const key = JSON.stringify(view.rules ?? null) + document.documentElement.lang;
    if (key === shown) return;
    shown = key;
    clear(list);
    if (!view.rules) return;
    // The options' names come after the first board, with this panel, and the engine with its
    // catalogue: drawn once they are here (or without them, the values as the link writes
    // them and every option, should they fail to come).
    const draw = () => {
      if (shown !== key) return;
      let unused = [];
      try {
        unused = unusedOptions(catalogue().games.find((g) => g.id === view.game), view.rules);
      } catch { /* no engine: every option shown */ }
      drawRules(list, view.rules, unused);
    };
    Promise.all([loadOptionsWords(view.game), loadEngine(view.game)]).then(draw, draw);
  };
}

/**
 * The rules' list: its preset first, then each switch, its name and its value; not the
 * `unused` ones, which these rules never consult (the engine's word).
 */
function drawRules(list, rules, unused) {
  clear(list);
  const entries = Object.entries(rules).sort(([a], [b]) => (a === 'preset' ? -1 : b === 'preset' ? 1 : 0));
  for (const [name, value] of entries) {
    if (unused.includes(name)) continue;
    const valueKey = name === 'preset' ? `preset.${value}` : `switch.${name}.${value}`;
    list.append(
      html('dt', {}, [has(`switch.${name}`) ? t(`switch.${name}`) : name]),
      html('dd', {}, [has(valueKey) ? t(valueKey) : String(value)]),
    );
  }
}
