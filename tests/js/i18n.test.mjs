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

// French sets a no-break space before a colon and inside « », a narrow one before ; ! and ?, so
// that a line never breaks between a word and its mark (a phone's narrow lines broke "Notation :"
// before its colon). Every French text the page shows: the words files, and the lessons' steps.
const frenchBreaks = (text) => text.match(/\S [:;!?»]|« \S/g) ?? [];

test('French words never put a plain space before : ; ! ? » or after «', () => {
  // A message may be a string, a list of paragraphs or a plural's forms: every string in it.
  const strings = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(strings));
  const texts = [load('fr'), ...parts.map((part) => loadPart(part, 'fr'))].flatMap(strings);
  for (const dir of ['mraha', 'tricerata']) {
    const src = readFileSync(new URL(`../../www/js/games/${dir}/lessons.js`, import.meta.url), 'utf8');
    texts.push(...[...src.matchAll(/fr: '((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]));
  }
  assert.ok(texts.length > 400, `only ${texts.length} French texts read`);
  const found = texts.flatMap((text) => frenchBreaks(text).map((b) => `${b} in "${text}"`));
  assert.deepEqual(found, []);
  // The check reads what it means to: a plain space is caught, the no-break spaces are not.
  assert.deepEqual(frenchBreaks('Notation : A6 ; « bao »'), ['n :', '6 ;', '« b', 'o »']);
  assert.deepEqual(frenchBreaks('Notation\u00a0: A6\u202f; «\u00a0bao\u00a0»'), []);
});

// French writes its apostrophe ’, as every words file does: a straight ' between two letters is
// a slip (the page's own French text, shown before the words load, had two).
const straightApostrophes = (text) => text.match(/\p{L}'\p{L}/gu) ?? [];

test('French text writes ’, never a straight apostrophe between two letters', () => {
  const strings = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(strings));
  const texts = [load('fr'), ...parts.map((part) => loadPart(part, 'fr'))].flatMap(strings);
  // The pages are written in French (their words before the language is known): their text,
  // comments (English, for the developers) left out.
  for (const page of ['index.html', 'embed.html']) {
    const html = readFileSync(new URL(`../../www/${page}`, import.meta.url), 'utf8');
    assert.match(html, /<html lang="fr"/, page);
    texts.push(html.replace(/<!--[\s\S]*?-->/g, ''));
  }
  const found = texts.flatMap((text) => straightApostrophes(text).map((a) => `${a} in "${text.slice(0, 80)}…"`));
  assert.deepEqual(found, []);
  assert.deepEqual(straightApostrophes("pour l'instant, l’animation"), ["l'i"]);
});
