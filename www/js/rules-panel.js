// The short rules-and-vocabulary panel: sections and the Shimaore words of the game, all from
// the language file (`rules.body`, `vocab`).

import { raw, t } from './i18n.js';
import { html, clear } from './svg.js';

export function fillRules(body) {
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
