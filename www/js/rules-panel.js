// The short rules-and-vocabulary panel: sections and the Shimaore words of the game, all from
// its own words (`rules.body`, `vocab`: i18n/rules/). Those words and its looks (panels.css) are
// asked with this module by its only importer, page-buttons.js, and are there before it is used;
// a change of language brings the words again before the panel is filled anew (i18n.js).

import { raw, t } from './i18n.js';
import { html, clear } from './svg.js';

/** The dialog (`#rules`), added to the page the first time (the first board's page does not carry it). */
function rulesDialog() {
  const title = html('h2', { 'data-i18n': 'rules.title', tabindex: -1 }, [t('rules.title')]);
  const close = html('button', { type: 'button', id: 'rules-close', class: 'btn primary', 'data-i18n': 'btn.close' }, [t('btn.close')]);
  const dialog = html('dialog', { id: 'rules', class: 'dialog rules', 'data-i18n-attr': 'aria-label=rules.title', 'aria-label': t('rules.title') }, [
    title,
    html('div', { id: 'rules-body', class: 'rules-body' }),
    html('div', { class: 'dialog-buttons' }, [close]),
  ]);
  close.addEventListener('click', () => dialog.close());
  document.body.append(dialog);
  return dialog;
}

/**
 * Opens the panel, in the current language, read from the top (not from its Close button): the
 * rules of `game`, the game being played, come first.
 */
export async function showRules(game) {
  const dialog = await fillRules(game);
  dialog.showModal();
  dialog.querySelector('h2').focus();
  dialog.scrollTop = 0;
}

/**
 * Fills the panel (added to the page if need be), the sections of `game` first (each section
 * names its game); resolves to its dialog. Called again after a change of language.
 */
export async function fillRules(game) {
  const dialog = document.getElementById('rules') ?? rulesDialog();
  const body = dialog.querySelector('#rules-body');
  clear(body);
  const sections = raw('rules.body') ?? [];
  const first = sections.filter((section) => section.game === game);
  for (const section of [...first, ...sections.filter((section) => !first.includes(section))]) {
    body.append(html('h3', {}, [section.h]));
    for (const p of section.p ?? []) body.append(html('p', {}, [p]));
  }
  body.append(html('h3', {}, [t('vocab.title')]));
  const dl = html('dl', { class: 'vocab' });
  for (const [word, meaning] of raw('vocab') ?? []) {
    dl.append(html('dt', { lang: 'swb' }, [word]), html('dd', {}, [meaning]));
  }
  body.append(dl);
  body.append(html('p', { class: 'muted source' }, [t('vocab.source')]));
  return dialog;
}
