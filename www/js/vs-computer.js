// "Play the computer" pressed while a game is under way: that game is the only one this page
// keeps (a new game replaces it in the address and in the game remembered), so the player is
// asked first, and offered what the button may also have meant: the computer takes the other
// side of this very game. Loaded when the button is pressed with a game under way.

import { ask } from './ask.js';
import { loadWords, t } from './i18n.js';
import { html } from './svg.js';
import { loadPanelStyle } from './style-sheet.js';
import { HUMAN, isComputer } from './seat-list.js';

/**
 * The seats of this game with the computer (at `level`) on every side but one person's: the seat
 * to move when a person holds it (the one who pressed the button), else the first person's seat,
 * else the seat to move. Seats already the computer's keep their level. Null when that changes
 * nothing (the computer already holds every other seat, or the game has one seat).
 */
export function takeOver(seats, toMove, level) {
  if (seats.length < 2) return null;
  const firstPerson = seats.findIndex((s) => !isComputer(s));
  const keep = !isComputer(seats[toMove]) ? toMove : firstPerson >= 0 ? firstPerson : toMove;
  const next = seats.map((s, i) => (i === keep ? HUMAN : isComputer(s) ? s : level));
  return next.every((s, i) => s === seats[i]) ? null : next;
}

/**
 * Asks what to do with the game under way: resolves 'new' (a new game against the computer),
 * 'continue' (only offered when `canContinue`: the computer takes the other side here) or
 * 'cancel' (also Escape).
 * @param {string} levelName  the level's name, as the button says it
 */
export async function askVsComputer(canContinue, levelName) {
  await Promise.all([loadWords('later'), loadPanelStyle()]);
  const buttons = [html('button', { type: 'button', class: 'btn', value: 'cancel' }, [t('btn.cancel')])];
  if (canContinue) {
    buttons.push(html('button', { type: 'button', class: 'btn', value: 'continue', id: 'vs-continue' }, [
      t('vs.continue', { level: levelName }),
    ]));
  }
  buttons.push(html('button', { type: 'button', class: 'btn primary', value: 'new', id: 'vs-new', autofocus: true }, [
    t('vs.new', { level: levelName }),
  ]));
  const dialog = html('dialog', { id: 'vs-computer', class: 'dialog', 'aria-labelledby': 'vs-computer-title' }, [
    html('h2', { id: 'vs-computer-title' }, [t('vs.title')]),
    html('p', {}, [t(canContinue ? 'vs.text_continue' : 'vs.text')]),
    html('div', { class: 'dialog-buttons' }, buttons),
  ]);
  return ask(dialog, 'cancel');
}
