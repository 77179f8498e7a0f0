// The settings chosen before a game: the game, then (Mraha) the preset and every rule switch,
// each with a one-line explanation. The presets' switch values are asked of the engine, so the
// page cannot drift from the rules.

import { t, errorMessage } from './i18n.js';
import { html, clear } from './svg.js';
import { Game } from './engine.js';
import { seatFields, seatsFromForm, normaliseSeats, rememberLevel } from './seats.js';

/** The Mraha presets and switches the page offers, with their values (rules §10). */
export const MRAHA_PRESETS = ['mraha', 'zanzibar', 'kujifunza'];
export const MRAHA_SWITCHES = {
  central_entry: ['sustain', 'free', 'ahead'],
  namua_singletons: ['never', 'bao'],
  nyumba_stop: ['optional', 'forced'],
  takasia: ['off', 'on'],
  singleton_captures: ['off', 'on'],
  first_player: ['south', 'north'],
};

/** Tricérata: board families with their sizes (rules §1), players, stones per cell. */
export const TRI_SHAPES = { triangle: [2, 12, 4], square: [2, 12, 4], hex: [2, 7, 3] };
export const TRI_PLAYERS = [1, 2, 3, 4, 5, 6];
export const TRI_STONES = [1, 2, 3];

/** The switch values of a preset, from the engine. */
function presetRules(preset) {
  const g = new Game({ game: 'mraha', preset });
  try {
    return g.view().rules;
  } finally {
    g.dispose();
  }
}

export class Settings {
  /**
   * @param {HTMLDialogElement} dialog
   * @param {(options: object) => Promise} start  starts a game; rejects with an engine error
   */
  constructor(dialog, start) {
    this.dialog = dialog;
    this.start = start;
    this.form = dialog.querySelector('form');
    this.mraha = dialog.querySelector('#settings-mraha');
    this.tri = dialog.querySelector('#settings-tricerata');
    this.error = dialog.querySelector('#settings-error');
    this.seats = dialog.querySelector('#settings-seats');
    this.values = { preset: 'mraha', switches: {} };
    this.form.addEventListener('submit', (ev) => this.#submit(ev));
    dialog.querySelector('#settings-cancel').addEventListener('click', () => dialog.close());
    this.form.addEventListener('change', (ev) => {
      if (ev.target.name === 'preset') this.#applyPreset(ev.target.value);
      if (ev.target.name === 'game') this.#showGame(ev.target.value);
      if (ev.target.name === 'shape') this.#fitSize();
      if (ev.target.name === 'players') this.#fitMortSubite();
      if (ev.target.name === 'game' || ev.target.name === 'players') this.#buildSeats(this.#formSeats());
    });
  }

  /** Opens the dialog with the current match's rules and seats selected. */
  open(rules, game = 'mraha', seats = []) {
    this.build(game === 'mraha' ? rules : null, game === 'tricerata' ? rules : null);
    this.form.elements.game.value = game;
    this.#showGame(game);
    this.#buildSeats(seats);
    this.error.textContent = '';
    if (!this.dialog.open) this.dialog.showModal();
    this.form.querySelector('input[name="preset"]:checked')?.focus();
  }

  /** How many seats the form's game has, and a view that names them. */
  #seatView() {
    const game = this.form.elements.game.value || 'mraha';
    if (game === 'tricerata') {
      const players = Number(this.form.elements.players.value) || 2;
      return { view: { game, players }, n: players };
    }
    return { view: { game }, n: 2 };
  }

  #formSeats() {
    const seats = [];
    for (const select of this.seats.querySelectorAll('select')) seats[Number(select.dataset.seat)] = select.value;
    return seats;
  }

  /** One select per seat of the chosen game, keeping the choices already made. */
  #buildSeats(seats) {
    for (const old of this.seats.querySelectorAll('.seat')) old.remove();
    const { view, n } = this.#seatView();
    this.seats.append(...seatFields(view, normaliseSeats(seats, n), 'settings-seat'));
  }

  #showGame(game) {
    this.mraha.hidden = game !== 'mraha';
    this.tri.hidden = game !== 'tricerata';
  }

  /** (Re)builds the form in the current language. */
  build(rules = null, triRules = null) {
    this.#buildTri(triRules);
    const current = rules ?? presetRules(this.values.preset);
    clear(this.mraha);
    const presets = html('fieldset', { class: 'presets' }, [html('legend', {}, [t('settings.preset')])]);
    for (const p of MRAHA_PRESETS) {
      presets.append(html('label', { class: 'option' }, [
        html('input', { type: 'radio', name: 'preset', value: p, checked: current.preset === p }),
        html('span', { class: 'option-name' }, [t(`preset.${p}`)]),
        html('small', { class: 'help' }, [t(`preset.${p}.help`)]),
      ]));
    }
    const switches = html('fieldset', { class: 'switches' }, [html('legend', {}, [t('settings.switches')])]);
    for (const [name, values] of Object.entries(MRAHA_SWITCHES)) {
      const id = `switch-${name}`;
      const select = html('select', { id, name }, values.map((v) =>
        html('option', { value: v, selected: current[name] === v }, [t(`switch.${name}.${v}`)])));
      switches.append(html('div', { class: 'switch' }, [
        html('label', { for: id, class: 'option-name' }, [t(`switch.${name}`)]),
        select,
        html('small', { class: 'help' }, [t(`switch.${name}.help`)]),
      ]));
    }
    this.mraha.append(presets, switches);
  }

  /** Tricérata: board, size, stones per cell, players, Mort subite. */
  #buildTri(rules) {
    const r = rules ?? this.triValues ?? { board: 'triangle', size: '4', players: '2', stones: '1', mort_subite: 'off' };
    clear(this.tri);
    const field = (name, control, help) => html('div', { class: 'switch' }, [
      html('label', { for: `tri-${name}`, class: 'option-name' }, [t(`switch.${name}`)]),
      control,
      html('small', { class: 'help' }, [help]),
    ]);
    const select = (name, values, current, label) => html('select', { id: `tri-${name}`, name },
      values.map((v) => html('option', { value: v, selected: String(current) === String(v) }, [label(v)])));
    const fs = html('fieldset', { class: 'switches' }, [html('legend', {}, [t('settings.board')])]);
    fs.append(
      field('board', select('shape', Object.keys(TRI_SHAPES), r.board, (v) => t(`switch.board.${v}`)), t('switch.board.help')),
      field('size', html('input', { id: 'tri-size', name: 'size', type: 'number', value: r.size, required: true }), t('switch.size.help')),
      field('stones', select('stones', TRI_STONES, r.stones, String), t('switch.stones.help')),
      field('players', select('players', TRI_PLAYERS, r.players, (v) => (v === 1 ? t('switch.players.solo') : String(v))), t('switch.players.help')),
      field('mort_subite', html('input', { id: 'tri-mort_subite', name: 'mort_subite', type: 'checkbox', checked: r.mort_subite === 'on' }), t('switch.mort_subite.help')),
    );
    this.tri.append(fs);
    this.#fitSize();
    this.#fitMortSubite();
  }

  #fitSize() {
    const [min, max, dflt] = TRI_SHAPES[this.form.elements.shape.value];
    const size = this.form.elements.size;
    size.min = min;
    size.max = max;
    const n = Number(size.value);
    if (!(n >= min && n <= max)) size.value = dflt;
  }

  /** Mort subite needs two players or more. */
  #fitMortSubite() {
    const solo = this.form.elements.players.value === '1';
    const box = this.form.elements.mort_subite;
    box.disabled = solo;
    if (solo) box.checked = false;
  }

  #applyPreset(preset) {
    const rules = presetRules(preset);
    for (const name of Object.keys(MRAHA_SWITCHES)) {
      const select = this.form.elements[name];
      if (select) select.value = rules[name];
    }
  }

  /** The options of the form: the preset and the switches that differ from it. */
  options() {
    const data = new FormData(this.form);
    const seats = seatsFromForm(this.form, this.#seatView().n);
    if (data.get('game') === 'tricerata') {
      return {
        game: 'tricerata',
        board: `${data.get('shape')}:${data.get('size')}`,
        players: Number(data.get('players')),
        stones: Number(data.get('stones')),
        mort_subite: data.get('mort_subite') === 'on',
        seats,
      };
    }
    const preset = data.get('preset') || 'mraha';
    const base = presetRules(preset);
    const switches = {};
    for (const name of Object.keys(MRAHA_SWITCHES)) {
      const v = data.get(name);
      if (v && v !== base[name]) switches[name] = v;
    }
    return { game: data.get('game') || 'mraha', preset, switches, seats };
  }

  async #submit(ev) {
    ev.preventDefault();
    const options = this.options();
    try {
      await this.start(options);
      rememberLevel(options.seats);
      if (options.game === 'mraha') this.values = { preset: options.preset, switches: options.switches };
      else this.triValues = null;
      this.dialog.close();
    } catch (e) {
      this.error.textContent = errorMessage(e, options.game);
    }
  }
}
