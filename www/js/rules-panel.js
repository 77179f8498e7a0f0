// The short rules-and-vocabulary panel: sections and the Shimaore words of the game, all from
// its own words (`rules.body`, `vocab`: i18n/rules/, loaded with it).

import { raw, t, loadWords, translate } from './i18n.js';
import { html, clear } from './svg.js';
import { loadPanelStyle } from './style-sheet.js';

/** Fills the panel's `body` (and translates its dialog) once its words are loaded. */
export async function fillRules(body) {
  await Promise.all([loadWords('rules'), loadPanelStyle()]);
  translate(body.closest('dialog') ?? body);
  clear(body);
  for (const section of raw('rules.body') ?? []) {
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
}
