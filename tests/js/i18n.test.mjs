// Words: both languages hold the same keys and the same {parameters}; a missing key shows itself.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { t, has, LANGUAGES } from '../../www/js/i18n.js';

const load = (lang) => JSON.parse(readFileSync(new URL(`../../www/i18n/${lang}.json`, import.meta.url), 'utf8'));
const params = (text) => JSON.stringify(text).match(/\{\w+\}/g)?.sort() ?? [];

test('every language file has exactly the keys of English', () => {
  const en = Object.keys(load('en')).sort();
  for (const lang of LANGUAGES) assert.deepEqual(Object.keys(load(lang)).sort(), en, lang);
});

test('every message names the same {parameters} in every language', () => {
  const en = load('en');
  for (const lang of LANGUAGES) {
    const m = load(lang);
    for (const key of Object.keys(en)) assert.deepEqual(params(m[key]), params(en[key]), `${lang} ${key}`);
  }
});

test('before any language is loaded a key shows as itself and is not known', () => {
  assert.equal(t('status.your_turn', { name: 'Ana' }), 'status.your_turn');
  assert.equal(has('status.your_turn'), false);
});
