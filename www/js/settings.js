// The settings chosen before a game: the game, its own settings (built by its kit from the
// engine's catalogue: presets, switches, boards, ranges) and who sits at each seat. The page
// writes none of the engine's facts again, so it cannot drift from the rules.

import { t, errorMessage } from './i18n.js';
import { html } from './svg.js';
import { catalogue } from './engine.js';
import { GAMES, DEFAULT_GAME, gameOf } from './games/index.js';
import { rememberLevel } from './seats.js';
import { resizeSeats } from './seat-resize.js';
import { seatFields, seatsFromForm } from './seat-fields.js';

/** A game's catalogue entry (its options, players…), asked of the engine once. */
let entries = null;
function entryOf(id) {
  entries ??= new Map(catalogue().games.map((g) => [g.id, g]));
  return entries.get(id);
}

/** Each game's part of the dialog: its kit's settings module, loaded with the dialog. */
const parts = {};

/** A translated element: its text is `key`'s, and follows the language (`data-i18n`). */
function worded(tag, key, attrs = {}) {
  return html(tag, { ...attrs, 'data-i18n': key }, [t(key)]);
}

/**
 * The dialog, added to the page when first opened (the first board's page does not carry it):
 * who plays, the game and one box per game (filled below), and the buttons. The Learn and
 * Puzzles buttons are the lessons' and the puzzles' (main.js listens for them).
 */
function settingsDialog() {
  const button = (id, key, cls = 'btn', type = 'button') => worded('button', key, { type, id, class: cls });
  const dialog = html('dialog', { id: 'settings', class: 'dialog', 'data-i18n-attr': 'aria-label=settings.title', 'aria-label': t('settings.title') }, [
    html('form', { id: 'settings-form', method: 'dialog', class: 'settings' }, [
      worded('h2', 'settings.title'),
      html('fieldset', { id: 'settings-seats', class: 'seats' }, [worded('legend', 'settings.seats')]),
      html('fieldset', { class: 'games' }, [worded('legend', 'settings.game')]),
      html('p', { id: 'settings-error', class: 'message', role: 'alert' }),
      html('div', { class: 'dialog-buttons' }, [
        button('settings-learn', 'btn.learn'),
        button('settings-cancel', 'btn.cancel'),
        button('settings-puzzles', 'settings.puzzles'),
        button('settings-start', 'btn.start', 'btn primary', 'submit'),
      ]),
    ]),
  ]);
  document.body.append(dialog);
  return dialog;
}

/** Wide enough for the dialog's two columns. */
const WIDE = '(min-width: 900px)';

/**
 * A game's rule options fold under their title (a disclosure, open where the dialog still fits
 * the window: see `#fit`), so that who plays, the game, its variant and the Play button fit in
 * the window without scrolling.
 */
function foldSwitches(box) {
  for (const fs of box.querySelectorAll(':scope > fieldset.switches')) {
    const legend = fs.querySelector('legend');
    legend?.classList.add('visually-hidden');
    const fold = html('details', { class: 'more-rules', open: true }, [
      html('summary', {}, [legend?.textContent ?? '']),
    ]);
    fs.replaceWith(fold);
    fold.append(fs);
  }
}

export class Settings {
  /**
   * The dialog (`#settings`, added to the page), once every game's part of it is loaded: all on
   * demand, when the player first asks for a new game. Its words, every game's words and its
   * looks (panels.css) are asked with this module by its only importer, page-buttons.js, with
   * the games' parts, and are there before this is called.
   * @param {(options: object) => Promise} start
   */
  static async create(start) {
    await Promise.all(Object.values(GAMES).map(async (kit) => {
      parts[kit.id] ??= await kit.settings();
    }));
    return new Settings(settingsDialog(), start);
  }

  /**
   * @param {HTMLDialogElement} dialog  holds one `#settings-<id>` box per game
   * @param {(options: object) => Promise} start  starts a game; rejects with an engine error
   */
  constructor(dialog, start) {
    this.dialog = dialog;
    this.start = start;
    this.form = dialog.querySelector('form');
    this.boxes = this.#gameChoices();
    this.error = dialog.querySelector('#settings-error');
    this.seats = dialog.querySelector('#settings-seats');
    /** The options last started, by game (a game's part opens on them when not being played). */
    this.last = {};
    /**
     * The seats as chosen, by seat: the match's when the dialog opened, then each one the player
     * changed, those of seats since left out too (they come back with them). A seat the form
     * changed by itself (the first made a person for a solitaire) is no choice, and not kept.
     */
    this.chosen = [];
    this.form.addEventListener('submit', (ev) => this.#submit(ev));
    dialog.querySelector('#settings-cancel').addEventListener('click', () => dialog.close());
    this.form.addEventListener('change', (ev) => {
      const name = ev.target.name;
      if (ev.target.dataset.seat !== undefined) this.chosen[Number(ev.target.dataset.seat)] = ev.target.value;
      if (name === 'game') this.#showGame(ev.target.value);
      else parts[gameOf(this.#game()).id].changed(this.form, entryOf(this.#game()), name);
      // A new game or a new number of players: one select per seat, keeping the choices made,
      // those of seats left out too (three players, a solitaire tried, three again: the same
      // three seats).
      if (name === 'game' || this.seats.querySelectorAll('select').length !== this.#seatView().n) {
        this.#buildSeats(this.chosen);
      }
      if (name === 'game') this.#fit();
    });
  }

  /**
   * One radio button per registered game, and after them one box per game for its own settings
   * (`#settings-<id>`, built by its kit); the first game is chosen.
   */
  #gameChoices() {
    const games = this.form.querySelector('fieldset.games');
    const boxes = {};
    let after = games;
    for (const id of Object.keys(GAMES)) {
      const key = `game.${id}`;
      // The space between the choices, as between inline elements written on their own lines.
      games.append(' ', html('label', {}, [
        html('input', { type: 'radio', name: 'game', value: id, checked: id === DEFAULT_GAME }),
        ' ',
        html('span', { 'data-i18n': key }, [t(key)]),
      ]));
      boxes[id] = html('div', { id: `settings-${id}`, class: 'game-settings', hidden: id !== DEFAULT_GAME });
      after.after(boxes[id]);
      after = boxes[id];
    }
    return boxes;
  }

  /** Opens the dialog with the current match's rules and seats selected. */
  open(rules, game = DEFAULT_GAME, seats = []) {
    this.chosen = [...seats];
    this.build(rules, game);
    this.form.elements.game.value = game;
    this.#showGame(game);
    this.#buildSeats(seats);
    this.error.textContent = '';
    if (!this.dialog.open) this.dialog.showModal();
    this.#fit();
    // The focus on the dialog's first field (who plays), as a dialog's reading begins there; on
    // the variant, a keyboard or screen reader passed the fields above it by.
    this.form.querySelector('select, input[type="radio"]:checked, input:not([type="radio"]), button')?.focus();
  }

  /**
   * The chosen game's rule options are unfolded on a wide screen (the dialog's second column)
   * and, on a narrow one, when the whole dialog still fits the window.
   */
  #fit() {
    const fold = this.boxes[this.#game()]?.querySelector('.more-rules');
    if (!fold) return;
    fold.open = true;
    if (matchMedia(WIDE).matches) return;
    if (this.dialog.scrollHeight > this.dialog.clientHeight + 1) fold.open = false;
  }

  #game() {
    return this.form.elements.game.value || DEFAULT_GAME;
  }

  /** How many seats the form's game has, and a view that names them. */
  #seatView() {
    const kit = gameOf(this.#game());
    const view = parts[kit.id].seatView(this.form, kit.id);
    return { view, n: kit.seatCount(view) };
  }

  /** One select per seat of the chosen game, keeping the choices already made. */
  #buildSeats(seats) {
    for (const old of this.seats.querySelectorAll('.seat')) old.remove();
    const { view, n } = this.#seatView();
    this.seats.append(...seatFields(view, resizeSeats(seats, n), 'settings-seat'));
  }

  #showGame(game) {
    for (const [id, box] of Object.entries(this.boxes)) box.hidden = id !== game;
  }

  /** (Re)builds every game's part in the current language; `rules` are those of `game`'s match. */
  build(rules = null, game = null) {
    for (const id of Object.keys(GAMES)) {
      parts[id].build(this.boxes[id], entryOf(id), id === game ? rules : null, this.last[id] ?? null);
      foldSwitches(this.boxes[id]);
    }
  }

  /** The options of the form (the game's own, and the seats). */
  options() {
    const data = new FormData(this.form);
    const kit = gameOf(this.#game());
    const seats = seatsFromForm(this.form, this.#seatView().n);
    return { game: kit.id, ...parts[kit.id].read(data, entryOf(kit.id)), seats };
  }

  async #submit(ev) {
    ev.preventDefault();
    const options = this.options();
    try {
      // Remembered first: the new game's start names it ("Play the computer (1 beginner)").
      rememberLevel(options.seats);
      await this.start(options);
      this.last[options.game] = options;
      this.dialog.close();
      // The new game is where the player goes on: the focus goes to its board (a place to
      // play, else its first place), not back to New game at the top of the page, from where a
      // keyboard crossed the whole top bar to reach it; and opened from a dialog now gone (a
      // link's problem: Choose another game), the browser had nowhere to give it back. (The
      // focus keeper comes with the turn's buttons, loaded by then.)
      import('./focus-keeper.js').then((k) => k.gamePlace()?.focus({ preventScroll: true }));
    } catch (e) {
      this.error.textContent = errorMessage(e, options.game);
    }
  }
}
