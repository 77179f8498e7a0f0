// Pointer and keyboard on the bao → intents. No rules here: the view's `choices` (from the
// engine) say what may be played; this module only maps clicks and keys onto them.
//
// A turn start is two gestures: a pit, then one of the direction arrows drawn beside it. The
// nyumba (stop / go) and kotso questions are answered on the board too. Every pit, arrow and
// button is focusable; Enter or Space plays it; the arrow keys move between pits (and the
// nyumba's buttons while it asks), or pick the arrow pointing that way once a pit is chosen;
// Escape cancels the choice.

import { KEY_ANGLE, moveFocus, mayGesture } from '../../board-input.js';
import { has } from '../../i18n.js';

export class MrahaInput {
  /**
   * @param {import('./render.js').MrahaRenderer} renderer
   * @param {{play: (token: string) => void, refuse: (code: string, params?: object) => void,
   *          interrupt: () => void, locked?: () => (boolean|string|null)}} host
   *   `play` sends a legal token, `refuse` reports a click that is no legal choice, `interrupt`
   *   is called before any gesture (it ends a running animation); `locked` (optional) is, while
   *   the board refuses gestures, the refusal's code or true (the computer's turn).
   */
  constructor(renderer, host) {
    this.r = renderer;
    this.host = host;
    this.view = null;
    this.selected = null;
    this.enabled = true;
    this.onClick = (ev) => this.#click(ev);
    this.onKey = (ev) => this.#key(ev);
    renderer.root.addEventListener('click', this.onClick);
    renderer.root.addEventListener('keydown', this.onKey);
  }

  /** The board is being replaced: stop listening to it (and it stops following the screen). */
  detach() {
    this.r.root.removeEventListener('click', this.onClick);
    this.r.root.removeEventListener('keydown', this.onKey);
    this.r.detach?.();
  }

  /**
   * A position: its choices shown. A new one forgets the pit chosen; the same one shown again
   * (the words in another language, the seats changed) keeps it, with its arrows.
   */
  setView(view) {
    const fresh = view !== this.view;
    this.#keepingFocus(() => {
      if (fresh) this.selected = null;
      this.view = view;
      this.r.showChoices(view, this.selected);
    });
    // The nyumba's question, or the kotso's, met with the focus on the board: the focus goes to
    // its first answer, so that a player on the keyboard (or a screen reader) is where the turn
    // waits, not on the pit just emptied. So does a person's new turn: to its first pit to play.
    const at = document.activeElement;
    if (!this.r.root.contains(at)) return;
    if (view.decision === 'nyumba') this.r.overlay.querySelector('.decision-button')?.focus({ preventScroll: true });
    else if (view.decision === 'kotso') this.r.root.querySelector('.pit.choice')?.focus({ preventScroll: true });
    else if (fresh && !this.host.locked?.() && !at.matches('.playable') && !this.r.overlay.contains(at)) {
      this.r.root.querySelector('.pit.playable')?.focus({ preventScroll: true });
    }
  }

  /** Hides every choice (while a turn is being animated). */
  hideChoices() {
    this.#keepingFocus(() => this.r.showChoices({ choices: [], outcome: null, decision: 'none' }, null));
  }

  /**
   * Runs `redraw` of the choices; when the keyboard's focus was on one of them (an arrow, a
   * nyumba or kotso button), which the redraw takes away, it goes to the pit that choice
   * belonged to, so that a player on the keyboard (or a screen reader) stays on the board
   * rather than being sent back to the top of the page after each turn.
   */
  #keepingFocus(redraw) {
    const focused = document.activeElement;
    const onChoice = !!focused && this.r.overlay.contains(focused);
    const token = onChoice ? focused.getAttribute('data-target') : null;
    const pit = this.view?.choices?.find((c) => c.token === token)?.pit ?? this.selected;
    redraw();
    if (!onChoice || this.r.root.contains(document.activeElement)) return;
    const home = (pit && this.r.pitElement(pit)) ?? this.r.root.querySelector('.pit');
    home?.focus({ preventScroll: true });
  }

  #click(ev) {
    const target = ev.target.closest?.('[data-target]');
    if (!target) return;
    ev.preventDefault();
    this.#activate(target, false);
  }

  #key(ev) {
    const target = ev.target.closest?.('[data-target]');
    if (ev.key === 'Escape') {
      this.host.interrupt();
      if (this.selected) this.#select(null, false);
      return;
    }
    if ((ev.key === 'Enter' || ev.key === ' ') && target) {
      ev.preventDefault();
      this.#activate(target, true);
      return;
    }
    if (ev.key in KEY_ANGLE) {
      ev.preventDefault();
      if (this.selected && this.#pickArrow(KEY_ANGLE[ev.key])) return;
      // From an arrow, no arrow that way: on to the pit that way from the pit chosen (from the
      // arrow itself, no pit being the start, the focus jumped to a corner of the board).
      const from = target?.dataset.token && this.selected ? this.r.pitElement(this.selected) : target;
      // At the nyumba's question, its other button comes before any pit that way.
      const buttons = [...this.r.overlay.querySelectorAll('.decision-button')];
      if (buttons.includes(from) && moveFocus(buttons, from, KEY_ANGLE[ev.key])) return;
      moveFocus([...this.r.root.querySelectorAll('.pit')], from, KEY_ANGLE[ev.key]);
    }
  }

  #activate(el, byKeyboard) {
    const view = this.view;
    if (!mayGesture(this.host, view)) return;
    if (el.dataset.token) {
      this.host.play(el.dataset.token);
      return;
    }
    const pit = el.dataset.pit;
    if (!pit) return;
    if (view.outcome) {
      this.host.refuse('game_over');
      return;
    }
    const mine = view.choices.filter((c) => c.pit === pit);
    if (view.decision === 'kotso' || view.decision === 'nyumba') {
      const direct = mine.find((c) => c.kind === 'kotso');
      if (direct) this.host.play(direct.token);
      else this.host.refuse(`not_${view.decision}`, { pit });
      return;
    }
    if (!mine.some((c) => c.kind === 'start')) {
      // A pit of the other side is named as his, for one learning which rows are his own, once
      // the turn's words have come (i18n/mraha-turn/, after the first board); before, the
      // general refusal.
      const owner = this.r.topo.owner(pit);
      const other = `other_side.${owner}`;
      this.host.refuse(owner !== view.to_move && has(`refuse.${other}`) ? other : 'not_playable', { pit });
      return;
    }
    this.#select(this.selected === pit ? null : pit, byKeyboard);
  }

  #select(pit, focusArrow) {
    const previous = this.selected;
    const focusInOverlay = !!document.activeElement?.closest?.('.overlay');
    this.selected = pit;
    if (pit) this.host.calm?.();
    this.r.showChoices(this.view, pit);
    if (pit && focusArrow) this.r.overlay.querySelector('.arrow')?.focus();
    else if (!pit && previous && focusInOverlay) this.r.pitElement(previous)?.focus();
  }

  /** The arrow of the selected pit closest to a screen direction. */
  #pickArrow(angle) {
    const arrows = [...this.r.overlay.querySelectorAll('.arrow')];
    const diff = (a) => Math.abs(((Number(a.dataset.angle) - angle + 540) % 360) - 180);
    const best = arrows.filter((a) => diff(a) <= 60).sort((a, b) => diff(a) - diff(b))[0];
    if (!best) return false;
    best.focus();
    return true;
  }
}
