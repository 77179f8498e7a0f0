// Tricérata's part of the settings dialog: the board's shape and size, stones per cell, the
// number of players and Mort subite. The shapes, each shape's size range and default, the
// ranges of stones and players and what Mort subite requires are the engine's catalogue entry
// (`catalogue()`, `semailles describe --game tricerata`).

import { t } from '../../i18n.js';
import { html, clear } from '../../svg.js';

const option = (entry, id) => entry.options.find((o) => o.id === id);
const range = (o) => Array.from({ length: o.max - o.min + 1 }, (_, i) => o.min + i);

/** The size range (min, max, default) of a board shape. */
export function sizeRange(entry, shape) {
  const size = option(entry, 'size');
  return size.ranges[shape] ?? size.ranges[option(entry, 'board').default];
}

/** Whether Mort subite may be played with this many players. */
export function mortSubiteAllowed(entry, players) {
  const need = option(entry, 'mort_subite').requires;
  return !need || Number(players) >= need.min;
}

/**
 * A game's options from the form's values. The size field is a number field, which accepts
 * "1e1" or "04" as the number they make: the engine is asked for that number in its own form
 * (it reads sizes as plain digits); anything else goes as typed, for the engine to name.
 */
export function optionsFrom(values) {
  const size = Number(values.size);
  return {
    board: `${values.shape}:${Number.isSafeInteger(size) && size > 0 ? size : values.size}`,
    players: Number(values.players),
    stones: Number(values.stones),
    mort_subite: values.mort_subite === 'on',
  };
}

/** The defaults, in the form's terms. */
function defaults(entry) {
  const v = (id) => String(option(entry, id).default);
  return { board: v('board'), size: v('size'), players: v('players'), stones: v('stones'), mort_subite: v('mort_subite') };
}

/** Builds the part in `box` with the match's `rules` (the dialog opened over Tricérata) or the defaults. */
export function build(box, entry, rules) {
  const r = rules ?? defaults(entry);
  clear(box);
  // Each control's explanation is its description: read with it, as it is seen beside it.
  const field = (o, control) => {
    control.setAttribute('aria-describedby', `${control.id}-help`);
    return html('div', { class: 'switch' }, [
      html('label', { for: control.id, class: 'option-name' }, [t(o.label)]),
      control,
      html('small', { id: `${control.id}-help`, class: 'help' }, [t(o.help)]),
    ]);
  };
  const select = (name, values, current, label) => html('select', { id: `tri-${name}`, name },
    values.map((v) => html('option', { value: v, selected: String(current) === String(v) }, [label(v)])));
  const board = option(entry, 'board');
  const stones = option(entry, 'stones');
  const players = option(entry, 'players');
  const mort = option(entry, 'mort_subite');
  const labels = Object.fromEntries(board.values.map((v) => [v.id, v.label]));
  const fs = html('fieldset', { class: 'switches' }, [html('legend', {}, [t(`settings.${board.group}`)])]);
  fs.append(
    field(board, select('shape', board.values.map((v) => v.id), r.board, (v) => t(labels[v]))),
    field(option(entry, 'size'), html('input', { id: 'tri-size', name: 'size', type: 'number', value: r.size, required: true })),
    field(stones, select('stones', range(stones), r.stones, String)),
    field(players, select('players', range(players), r.players, (v) => (v === 1 ? t('switch.players.solo') : String(v)))),
    field(mort, html('input', { id: 'tri-mort_subite', name: 'mort_subite', type: 'checkbox', checked: r.mort_subite === 'on' })),
  );
  box.append(fs);
  // The chosen shape's sizes, said under the field (fitSize), and a size out of them refused in
  // the page's words rather than the browser's.
  box.querySelector('#tri-size-help').append(html('span', { id: 'tri-size-range' }));
  const size = box.querySelector('#tri-size');
  size.addEventListener('input', () => checkSize(size));
  fitSize(box.closest('form'), entry);
  fitMortSubite(box.closest('form'), entry);
}

/** The size field keeps to the chosen shape's range. */
function fitSize(form, entry) {
  const { min, max, default: dflt } = sizeRange(entry, form.elements.shape.value);
  const size = form.elements.size;
  size.min = min;
  size.max = max;
  const n = Number(size.value);
  if (!(n >= min && n <= max)) size.value = dflt;
  const range = form.querySelector('#tri-size-range');
  if (range) range.textContent = ` ${t('switch.size.range', { min, max })}`;
  checkSize(size);
}

/** The size field's own refusal (a whole number of the shape's range), or none. */
function checkSize(size) {
  size.setCustomValidity('');
  if (!size.validity.valid) size.setCustomValidity(t('switch.size.invalid', { min: size.min, max: size.max }));
}

/**
 * Mort subite is offered only to as many players as it requires, and says so while it is off.
 * Ticked, then off for a solitaire, it comes back ticked with more players again: a player
 * trying the solitaire on the way has not changed their mind about it.
 */
function fitMortSubite(form, entry) {
  const allowed = mortSubiteAllowed(entry, form.elements.players.value);
  const box = form.elements.mort_subite;
  if (!allowed && box.checked) box.dataset.wanted = 'true';
  if (allowed && box.disabled && box.dataset.wanted) box.checked = true;
  if (allowed) delete box.dataset.wanted;
  box.disabled = !allowed;
  if (!allowed) box.checked = false;
  const need = option(entry, 'mort_subite').requires;
  const help = form.querySelector('#tri-mort_subite-help');
  help?.querySelector('.needs')?.remove();
  if (!allowed && help && need) help.append(html('span', { class: 'needs' }, [` ${t('switch.mort_subite.needs', { min: need.min })}`]));
}

export function changed(form, entry, name) {
  if (name === 'shape') fitSize(form, entry);
  if (name === 'players') fitMortSubite(form, entry);
}

export function read(data) {
  return optionsFrom(Object.fromEntries(['shape', 'size', 'players', 'stones', 'mort_subite'].map((k) => [k, data.get(k)])));
}

/** A view naming the seats: one per player chosen. */
export function seatView(form, id) {
  return { game: id, players: Number(form.elements.players?.value) || 2 };
}
