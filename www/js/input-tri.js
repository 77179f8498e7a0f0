// Pointer and keyboard on the Tricérata board → intents. Every decision is one cell: the cell
// to lift, the next cell of the path (one tap per stone), the neighbour to capture, the cell to
// seize. The view's `choices` say which cells may be chosen; anything else is refused.

import { KEY_ANGLE, moveFocus } from './input.js';

export class TriInput {
  /**
   * @param {import('./render-tri.js').TriRenderer} renderer
   * @param {{play: (token: string) => void, refuse: (code: string, params?: object) => void,
   *          interrupt: () => void, locked?: () => boolean}} host
   */
  constructor(renderer, host) {
    this.r = renderer;
    this.host = host;
    this.view = null;
    this.onClick = (ev) => {
      const el = ev.target.closest?.('[data-cell]');
      if (!el) return;
      ev.preventDefault();
      this.#activate(el);
    };
    this.onKey = (ev) => {
      const el = ev.target.closest?.('[data-cell]');
      if (ev.key === 'Escape') this.host.interrupt();
      else if ((ev.key === 'Enter' || ev.key === ' ') && el) {
        ev.preventDefault();
        this.#activate(el);
      } else if (ev.key in KEY_ANGLE) {
        ev.preventDefault();
        moveFocus([...this.r.root.querySelectorAll('.cell')], el, KEY_ANGLE[ev.key]);
      }
    };
    renderer.root.addEventListener('click', this.onClick);
    renderer.root.addEventListener('keydown', this.onKey);
  }

  detach() {
    this.r.root.removeEventListener('click', this.onClick);
    this.r.root.removeEventListener('keydown', this.onKey);
  }

  setView(view) {
    this.view = view;
    this.r.showChoices(view);
  }

  hideChoices() {
    this.r.showChoices({ choices: [] });
  }

  #activate(el) {
    this.host.interrupt();
    const view = this.view;
    if (!view) return;
    if (this.host.locked?.()) {
      this.host.refuse('computer_turn');
      return;
    }
    if (view.outcome) {
      this.host.refuse('game_over');
      return;
    }
    const cell = Number(el.dataset.cell);
    const choice = view.choices.find((c) => c.cell === cell);
    if (choice) this.host.play(choice.token);
    else this.host.refuse(`tri_not_${view.decision}`, { cell });
  }
}
