// Every visible word goes through a key of i18n/<lang>.json. Markup names keys with
// `data-i18n="key"` (text content) and `data-i18n-attr="aria-label=key;title=key2"`; code calls
// `t(key, params)`, where `{name}` in a message is replaced by `params.name`.

import { storage } from './storage.js';

export const LANGUAGES = ['fr', 'en'];
/** The language shown, and the one asked last (being loaded, or the same). */
let lang = 'en';
let wanted = 'en';
/** What `t` reads: the language file's words with every part's. */
let messages = {};
/** The language file's own words. */
let main = {};
/** The parts loaded on demand (`i18n/<part>/<lang>.json`): their words, and their loading. */
const partWords = new Map();
const partLoads = new Map();
const listeners = new Set();

function merge() {
  messages = Object.assign({}, main, ...partWords.values());
}

async function fetchWords(path) {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

/** French when the page or the browser asks for it, else English. */
export function preferredLanguage() {
  const asked = new URLSearchParams(location.search).get('lang') || storage.get('lang');
  if (LANGUAGES.includes(asked)) return asked;
  const accepted = navigator.languages?.length ? navigator.languages : [navigator.language || ''];
  for (const l of accepted) {
    const base = String(l).toLowerCase().slice(0, 2);
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

export function currentLanguage() {
  return lang;
}

/** Loads a language (with every part loaded so far) and re-translates the document. */
export async function setLanguage(next) {
  if (!LANGUAGES.includes(next)) next = 'en';
  wanted = next;
  const names = [...partLoads.keys()];
  const [words, ...extra] = await Promise.all([
    fetchWords(`i18n/${next}.json`),
    ...names.map((part) => fetchWords(`i18n/${part}/${next}.json`)),
  ]);
  if (wanted !== next) return; // a later choice won
  main = words;
  names.forEach((part, i) => partWords.set(part, extra[i]));
  merge();
  lang = next;
  document.documentElement.lang = next;
  storage.set('lang', next);
  translate(document);
  for (const fn of listeners) fn(next);
}

/**
 * Loads the words of a feature that the first board does not show (`i18n/<part>/<lang>.json`,
 * e.g. the puzzles', a game's own), once, and again at every language change after; resolves
 * when they are there. Asked while a language loads, they come in that language.
 */
export function loadWords(part) {
  if (!partLoads.has(part)) {
    const asked = wanted;
    partLoads.set(part, fetchWords(`i18n/${part}/${asked}.json`).then(
      (words) => {
        // A language chosen meanwhile fetched this part in its own words (setLanguage).
        if (asked !== wanted) return;
        partWords.set(part, words);
        merge();
      },
      (e) => {
        partLoads.delete(part);
        throw e;
      },
    ));
  }
  return partLoads.get(part);
}

/** Calls `fn(lang)` after every language change. */
export function onLanguage(fn) {
  listeners.add(fn);
}

/** The message of `key` with `{param}`s filled in; the key itself when missing. */
export function t(key, params = {}) {
  const text = messages[key];
  if (typeof text !== 'string') return key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

/**
 * The message of an engine error `{code, token}` met in `game`: the game's own
 * (`error.<code>.<game>`), else the general one (`error.<code>`), else the fallback naming the
 * code. The engine's registry (crate/src/error.rs) holds the same texts.
 */
export function errorMessage(e, game) {
  const key = `error.${e.code}`;
  const params = { token: e.token ?? '', code: e.code };
  return has(key) || has(`${key}.${game}`) ? tOf(game, key, params) : t('error.unknown', params);
}

/** The message of `key` in game `game`'s own words where it has some (`key.game`), else `key`'s. */
export function tOf(game, key, params) {
  return t(has(`${key}.${game}`) ? `${key}.${game}` : key, params);
}

/** The language's plural rules (cached per language). */
const pluralRules = new Map();

/**
 * A message about a number `n`: the key `<key>.<category>` for the category the language's
 * plural rules (`Intl.PluralRules`) give `n` (`one`, `few`, `many`…), else `<key>.other`; `{n}`
 * in it is `n`.
 */
export function tn(key, n, params = {}) {
  if (!pluralRules.has(lang)) pluralRules.set(lang, new Intl.PluralRules(lang));
  const exact = `${key}.${pluralRules.get(lang).select(n)}`;
  return t(has(exact) ? exact : `${key}.other`, { ...params, n });
}

/** Does a message exist for this key? */
export function has(key) {
  return typeof messages[key] === 'string';
}

/** Translates the marked elements under `root`, and `root` itself (a dialog's own label). */
export function translate(root) {
  const marked = (sel) => [...(root.matches?.(sel) ? [root] : []), ...root.querySelectorAll(sel)];
  for (const el of marked('[data-i18n]')) {
    el.textContent = t(el.dataset.i18n);
  }
  for (const el of marked('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr.split(';')) {
      const [attr, key] = pair.split('=').map((s) => s.trim());
      if (attr && key) el.setAttribute(attr, t(key));
    }
  }
}

/** A structured message (arrays and objects of the language file, e.g. the rules panel). */
export function raw(key) {
  return messages[key];
}
