// Every visible word goes through a key of i18n/<lang>.json. Markup names keys with
// `data-i18n="key"` (text content) and `data-i18n-attr="aria-label=key;title=key2"`; code calls
// `t(key, params)`, where `{name}` in a message is replaced by `params.name`.

import { storage } from './storage.js';

export const LANGUAGES = ['fr', 'en'];
let lang = 'en';
let messages = {};
const listeners = new Set();
/** The features whose words were loaded on demand (`i18n/<part>/<lang>.json`). */
const parts = new Set();

async function fetchWords(path) {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

/** French when the page or the browser asks for it, else English. */
export function preferredLanguage() {
  const asked = new URLSearchParams(location.search).get('lang') || storage.get('lang');
  if (LANGUAGES.includes(asked)) return asked;
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language || ''];
  for (const l of wanted) {
    const base = String(l).toLowerCase().slice(0, 2);
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

export function currentLanguage() {
  return lang;
}

/** Loads a language and re-translates the document. */
export async function setLanguage(next) {
  if (!LANGUAGES.includes(next)) next = 'en';
  const [main, ...extra] = await Promise.all([
    fetchWords(`i18n/${next}.json`),
    ...[...parts].map((part) => fetchWords(`i18n/${part}/${next}.json`)),
  ]);
  messages = Object.assign(main, ...extra);
  lang = next;
  document.documentElement.lang = next;
  storage.set('lang', next);
  translate(document);
  for (const fn of listeners) fn(next);
}

/**
 * Loads the words of a feature that the first page does not need (`i18n/<part>/<lang>.json`,
 * e.g. the puzzles'), now and at every language change after.
 */
export async function loadWords(part) {
  if (parts.has(part)) return;
  parts.add(part);
  try {
    Object.assign(messages, await fetchWords(`i18n/${part}/${lang}.json`));
  } catch (e) {
    parts.delete(part);
    throw e;
  }
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
  if (has(`${key}.${game}`)) return t(`${key}.${game}`, params);
  return has(key) ? t(key, params) : t('error.unknown', params);
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
