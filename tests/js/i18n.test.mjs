// Words: both languages hold the same keys and the same {parameters}; a missing key shows itself.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
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

// A feature's words loaded on demand (`i18n/<part>/<lang>.json`, i18n.js `loadWords`): the same
// keys and parameters in every language, and none that the main files already have.
const partsDir = new URL('../../www/i18n/', import.meta.url);
const parts = readdirSync(partsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const loadPart = (part, lang) => JSON.parse(readFileSync(new URL(`${part}/${lang}.json`, partsDir), 'utf8'));

test('every part loaded on demand has the keys and parameters of English, and only its own keys', () => {
  assert.ok(parts.length > 0);
  const main = load('en');
  for (const part of parts) {
    const en = loadPart(part, 'en');
    for (const lang of LANGUAGES) {
      const m = loadPart(part, lang);
      assert.deepEqual(Object.keys(m).sort(), Object.keys(en).sort(), `${part} ${lang}`);
      for (const key of Object.keys(en)) assert.deepEqual(params(m[key]), params(en[key]), `${part} ${lang} ${key}`);
    }
    for (const key of Object.keys(en)) assert.ok(!(key in main), `${part}: ${key} is in the main files too`);
  }
});
