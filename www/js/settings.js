// The settings chosen before a game: the game, then (Mraha) the preset and every rule switch,
// each with a one-line explanation. The presets' switch values are asked of the engine, so the
// page cannot drift from the rules.

import { t } from './i18n.js';
import { html, clear } from './svg.js';
import { Game } from './engine.js';

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
   * @param {(options: object) => void} start  starts a game; throws an engine error to show
   */
  constructor(dialog, start) {
    this.dialog = dialog;
    this.start = start;
    this.form = dialog.querySelector('form');
    this.mraha = dialog.querySelector('#settings-mraha');
    this.error = dialog.querySelector('#settings-error');
    this.values = { preset: 'mraha', switches: {} };
    this.form.addEventListener('submit', (ev) => this.#submit(ev));
    dialog.querySelector('#settings-cancel').addEventListener('click', () => dialog.close());
    this.form.addEventListener('change', (ev) => {
      if (ev.target.name === 'preset') this.#applyPreset(ev.target.value);
    });
  }

  /** Opens the dialog with the current match's rules selected. */
  open(rules) {
    this.build(rules);
    this.error.textContent = '';
    if (!this.dialog.open) this.dialog.showModal();
    this.form.querySelector('input[name="preset"]:checked')?.focus();
  }

  /** (Re)builds the form in the current language. */
  build(rules = null) {
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
    const preset = data.get('preset') || 'mraha';
    const base = presetRules(preset);
    const switches = {};
    for (const name of Object.keys(MRAHA_SWITCHES)) {
      const v = data.get(name);
      if (v && v !== base[name]) switches[name] = v;
    }
    return { game: data.get('game') || 'mraha', preset, switches };
  }

  #submit(ev) {
    ev.preventDefault();
    const options = this.options();
    try {
      this.start(options);
      this.values = { preset: options.preset, switches: options.switches };
      this.dialog.close();
    } catch (e) {
      this.error.textContent = t(`error.${e.code}`, { token: e.token ?? '' });
    }
  }
}
