// Pointer and keyboard on the Tricérata board → intents. Every decision is one cell: the cell
// to lift, the next cell of the path (one tap per stone), the neighbour to capture, the cell to
// seize. The view's `choices` say which cells may be chosen; anything else is refused.
//
// Small cells forgive a finger: on a phone a triangle of a 6-row board is about 57 × 49 px, but
// the largest square inside it is 26 px, under the 44 px a fingertip needs. So a tap that lands
// on a cell that cannot be chosen, or beside the board, goes to the choosable cell in whose
// 44 × 44 px square (centred on the cell's centre) it lies, the nearest if several. A tap inside a choosable cell always chooses that
// cell, and the keyboard chooses exactly the focused cell.

import { KEY_ANGLE, moveFocus, mayGesture } from '../../board-input.js';

/** Half of a 44 px touch target: every choosable cell answers a tap this close to its centre
 * (across and up or down). */
export const REACH_PX = 22;

export class TricerataInput {
  /**
   * @param {import('./render.js').TricerataRenderer} renderer
   * @param {{play: (token: string) => void, refuse: (code: string, params?: object) => void,
   *          interrupt: () => void, locked?: () => (boolean|string|null)}} host
   */
  constructor(renderer, host) {
    this.r = renderer;
    this.host = host;
    this.view = null;
    this.onClick = (ev) => {
      // A click that no pointer made (detail 0) has no place to forgive: its own cell only.
      const cell = ev.detail === 0
        ? cellOf(ev.target, this.r.root)
        : this.cellAt(ev.clientX, ev.clientY, ev.target);
      if (cell === null) return;
      ev.preventDefault();
      this.#activate(cell);
    };
    this.onKey = (ev) => {
      const el = ev.target.closest?.('[data-cell]');
      if (ev.key === 'Escape') this.host.interrupt();
      else if ((ev.key === 'Enter' || ev.key === ' ') && el) {
        ev.preventDefault();
        this.#activate(Number(el.dataset.cell));
      } else if (ev.key in KEY_ANGLE) {
        ev.preventDefault();
        moveFocus([...this.r.root.querySelectorAll('.cell')], el, KEY_ANGLE[ev.key]);
        this.r.followFocus(document.activeElement);
      }
    };
    renderer.root.addEventListener('click', this.onClick);
    renderer.root.addEventListener('keydown', this.onKey);
  }

  detach() {
    this.r.root.removeEventListener('click', this.onClick);
    this.r.root.removeEventListener('keydown', this.onKey);
    this.r.detach?.();
  }

  setView(view) {
    this.view = view;
    this.r.showChoices(view);
  }

  hideChoices() {
    this.r.showChoices({ choices: [] });
  }

  /**
   * The cell a tap at a screen point chooses: the cell under it if choosable, else the nearest
   * choosable cell within REACH_PX across and up or down, else the cell under it (to be
   * refused), else null.
   * @param {Element} [target]  the element under the point, when the event already says it
   */
  cellAt(clientX, clientY, target = document.elementFromPoint(clientX, clientY)) {
    const under = cellOf(target, this.r.root);
    const choosable = this.view && !this.view.outcome ? (this.view.choices ?? []).map((c) => c.cell) : [];
    if (under !== null && choosable.includes(under)) return under;
    const near = this.r.cellNear(clientX, clientY, choosable, REACH_PX);
    return near ?? under;
  }

  #activate(cell) {
    const view = this.view;
    if (!mayGesture(this.host, view)) return;
    if (view.outcome) {
      this.host.refuse('game_over');
      return;
    }
    const choice = view.choices.find((c) => c.cell === cell);
    if (choice) this.host.play(choice.token);
    else this.host.refuse(`tri_not_${view.decision}`, { cell });
  }
}

/** The cell (number) an element belongs to on this board, or null. */
function cellOf(target, root) {
  const el = target?.closest?.('[data-cell]');
  return el && root.contains(el) ? Number(el.dataset.cell) : null;
}
