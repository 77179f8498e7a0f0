// The page words every engine error itself: the match engine's wasm throws codes and numbers
// only (crate/src/error.rs, `msg!`). Every code the engine declares has its words in English and
// French in the `errors` part (loaded once the first board is drawn, and with the bad-link
// dialog), with the words of a refused part's range, each with its numbers.
// The referee's own codes (`REFEREE_ONLY`: a stdout it cannot write to) are no page's words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const words = (path) => JSON.parse(read(path));

/**
 * The codes declared in `error::code` that the page's engines can answer, read from its source:
 * all but those of `REFEREE_ONLY` (the referee's own, as a stdout it cannot write to).
 */
function engineCodes() {
  const module = read('crate/src/error.rs').split('pub mod code {')[1].split('\n}')[0];
  const declared = new Map([...module.matchAll(/pub const (\w+): &str = "([a-z_]+)";/g)].map((m) => [m[1], m[2]]));
  const only = module.match(/pub const REFEREE_ONLY: \[&str; \d+\] = \[([^\]]*)\]/)[1].split(',').map((n) => n.trim()).filter(Boolean);
  assert.ok(only.every((n) => declared.has(n)), `REFEREE_ONLY names ${only}`);
  return [...declared].filter(([name]) => !only.includes(name)).map(([, code]) => code);
}

test('the engine declares its codes (the reading of error.rs finds them)', () => {
  const codes = engineCodes();
  assert.ok(codes.length >= 20, `only ${codes.length} codes read`);
  assert.ok(codes.includes('board_too_large') && codes.includes('illegal_token'));
});

for (const lang of ['en', 'fr']) {
  test(`every engine error code has its words in ${lang}`, () => {
    const errors = words(`www/i18n/errors/${lang}.json`);
    const missing = engineCodes().filter((c) => typeof errors[`error.${c}`] !== 'string');
    assert.deepEqual(missing, []);
  });
}

test('the words of an accepted range are in both languages, each with its numbers', () => {
  const en = words('www/i18n/errors/en.json');
  const fr = words('www/i18n/errors/fr.json');
  assert.deepEqual(Object.keys(en).sort(), Object.keys(fr).sort());
  const wanted = { 'errors.range': ['{min}', '{max}'], 'errors.at_most': ['{max}'], 'errors.at_least': ['{min}'] };
  for (const [key, params] of Object.entries(wanted)) {
    for (const [lang, w] of [['en', en], ['fr', fr]]) {
      assert.equal(typeof w[key], 'string', `${key} in ${lang}`);
      for (const p of params) assert.ok(w[key].includes(p), `${key} in ${lang} says ${p}`);
    }
  }
});
