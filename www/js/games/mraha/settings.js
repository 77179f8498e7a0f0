// Mraha's part of the settings dialog: the presets (radio buttons) and every rule switch (a
// select), each with its one-line explanation. Everything offered — presets, the switch values
// each preset sets, switches, their values and defaults, the words' keys — is the engine's
// catalogue entry (`catalogue()`, `semailles describe --game mraha`).

import { t } from '../../i18n.js';
import { html, clear } from '../../svg.js';
import { unusedOptions } from '../../unused-options.js';

/** The catalogue's preset option and its switch options. */
export function model(entry) {
  const preset = entry.options.find((o) => o.group === 'preset');
  const switches = entry.options.filter((o) => o.group !== 'preset');
  return { preset, switches };
}

/** The switch values a preset sets (the default preset when the name is unknown). */
export function presetRules(entry, name) {
  const { preset } = model(entry);
  const value = preset.values.find((v) => v.id === name) ?? preset.values.find((v) => v.id === preset.default);
  return { preset: value.id, ...value.sets };
}

/** The switches a new game of the preset never consults, as the engine says (none when unknown). */
export function unusedSwitches(entry, name) {
  return unusedOptions(entry, { [model(entry).preset.id]: name });
}

/**
 * A game's options from the form's values: the preset and the switches that differ from it,
 * but for those its game never consults (an address naming them would say what does not play).
 */
export function optionsFrom(entry, values) {
  const base = presetRules(entry, values.preset);
  const unused = unusedSwitches(entry, base.preset);
  const switches = {};
  for (const s of model(entry).switches) {
    const v = values[s.id];
    if (v && v !== base[s.id] && !unused.includes(s.id)) switches[s.id] = v;
  }
  return { preset: base.preset, switches };
}

/**
 * Builds the part in `box`: `rules` are the match's (the dialog opened over a Mraha game), else
 * the last preset chosen, else the default.
 */
export function build(box, entry, rules, last) {
  const { preset, switches } = model(entry);
  const current = rules ?? presetRules(entry, last?.preset);
  clear(box);
  const presets = html('fieldset', { class: 'presets' }, [html('legend', {}, [t(preset.label)])]);
  for (const p of preset.values) {
    presets.append(html('label', { class: 'option' }, [
      html('input', { type: 'radio', name: preset.id, value: p.id, checked: current.preset === p.id }),
      html('span', { class: 'option-name' }, [t(p.label)]),
      html('small', { class: 'help' }, [t(p.help)]),
    ]));
  }
  const fs = html('fieldset', { class: 'switches' }, [html('legend', {}, [t(`settings.${switches[0].group}`)])]);
  for (const s of switches) {
    const id = `switch-${s.id}`;
    // Its explanation is the list's description: read with it, as it is seen beside it.
    const select = html('select', { id, name: s.id, 'aria-describedby': `${id}-help` }, s.values.map((v) =>
      html('option', { value: v.id, selected: current[s.id] === v.id }, [t(v.label)])));
    fs.append(html('div', { class: 'switch' }, [
      html('label', { for: id, class: 'option-name' }, [t(s.label)]),
      select,
      html('small', { id: `${id}-help`, class: 'help' }, [t(s.help)]),
    ]));
  }
  box.append(presets, fs);
  fitUnused(box, entry, current.preset);
}

/**
 * The switches the preset's game never consults are greyed, and said to be so after their
 * explanation (which is their description: the note is read with it, and only then).
 */
function fitUnused(box, entry, preset) {
  const unused = unusedSwitches(entry, preset);
  for (const s of model(entry).switches) {
    const select = box.querySelector(`#switch-${s.id}`);
    if (!select) continue;
    select.disabled = unused.includes(s.id);
    const help = box.querySelector(`#switch-${s.id}-help`);
    const note = help.querySelector('.unused-note');
    if (select.disabled && !note) help.append(html('span', { class: 'unused-note' }, [` ${t('settings.unused')}`]));
    if (!select.disabled) note?.remove();
  }
}

/** A field changed: a new preset sets every switch to its values. */
export function changed(form, entry, name) {
  if (name !== model(entry).preset.id) return;
  const preset = form.elements[name].value;
  const rules = presetRules(entry, preset);
  for (const s of model(entry).switches) {
    const select = form.elements[s.id];
    if (select) select.value = rules[s.id];
  }
  fitUnused(form, entry, preset);
}

/** The options the form asks for. */
export function read(data, entry) {
  const values = Object.fromEntries(entry.options.map((o) => [o.id, data.get(o.id)]));
  return optionsFrom(entry, values);
}

/** A view naming the seats of the game the form describes (two at the bao). */
export function seatView(form, id) {
  return { game: id };
}
