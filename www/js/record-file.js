// Saving and sharing a whole game: the record as JSON (the match options and its tokens, which
// replay it exactly, plus the moves in notation and the final position for people to read) and
// as a plain-text sheet in the rules' notation (loaded when the player saves or opens a game).
// Reading a record back only gathers options and tokens: the engine replays and checks them.

import { queryFor, optionsFromUrl } from './url-state.js';
import { gameOf } from './games/index.js';

export const RECORD_FORMAT = 'semailles-record';
/** The version of the JSON record this page writes and reads. */
export const RECORD_VERSION = 1;

/** The JSON record of a match. */
export function recordJson(options, tokens, view) {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    options: { ...options, moves: undefined },
    tokens,
    moves: view.moves.map((m) => ({ player: m.player, text: m.text })),
    position: view.text,
  };
}

/**
 * The record as text: a header with the settings and the link query, then numbered turns, each
 * written by `turnLine` (the page gives its language's words: "1. Sud : A6L"). Only the `#`
 * lines are read back (parseRecord); the turns are for people.
 */
export function recordText(options, tokens, view, playerName, turnLine = (n, player, move) => `${n}. ${player}: ${move}`) {
  const lines = [`# Semailles — ${gameOf(options.game).title}`];
  lines.push(`# ${queryFor(options, [], '')}`);
  view.moves.forEach((m, i) => lines.push(turnLine(i + 1, playerName(m.player), m.text)));
  lines.push(`# position: ${view.text}`);
  lines.push(`# tokens: ${tokens.join(' ')}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The options (with `moves`) a saved file asks for: a JSON record, or a text sheet (its settings
 * line and its `tokens:` line). Throws an Error with a `code`: 'record_empty' for an empty file,
 * 'record_damaged' for one that begins as a record of this page but cannot be read (cut short,
 * edited), 'bad_record' for anything else, 'record_version' (and its `version`) for a JSON
 * record of another version.
 */
export function parseRecord(content) {
  const trimmed = content.trim();
  if (!trimmed) throw Object.assign(new Error('an empty file'), { code: 'record_empty' });
  // A file that says it is one of this page's records (the JSON's format, the sheet's title).
  const ours = trimmed.includes(`"${RECORD_FORMAT}"`) || trimmed.startsWith('# Semailles');
  const bad = () => Object.assign(new Error('not a game record'), { code: ours ? 'record_damaged' : 'bad_record' });
  if (trimmed.startsWith('{')) {
    let r;
    try {
      r = JSON.parse(trimmed);
    } catch {
      throw bad();
    }
    if (r?.format !== RECORD_FORMAT || typeof r.options !== 'object' || !r.options || !Array.isArray(r.tokens)
      || !r.tokens.every((t) => typeof t === 'string')) throw bad();
    // Every record this page writes is version 1 (one written without it is read as such); a
    // version that is no number was edited by hand.
    if (r.version !== undefined && typeof r.version !== 'number') throw bad();
    if (r.version !== undefined && r.version !== RECORD_VERSION) {
      throw Object.assign(new Error('another version of the record'), { code: 'record_version', version: String(r.version) });
    }
    // An option the record leaves out (or leaves empty) is the game's default, as in a link; a
    // game the page has no kit for stays named, for the engine to refuse and the page to say so.
    const kit = gameOf(r.options.game);
    const given = Object.entries(r.options).filter(([, v]) => v !== undefined && v !== null);
    const game = typeof r.options.game === 'string' ? r.options.game : kit.id;
    return { ...kit.optionsFromParams(new URLSearchParams()), ...Object.fromEntries(given), game, moves: r.tokens };
  }
  const lines = trimmed.split('\n').map((l) => l.trim());
  const settings = lines.find((l) => /^#\s*(game|preset)=/.test(l));
  const tokens = lines.find((l) => l.startsWith('# tokens:'));
  if (!settings || tokens === undefined) throw bad();
  const options = optionsFromUrl(`?${settings.replace(/^#\s*/, '')}`);
  return { ...options, moves: tokens.slice('# tokens:'.length).trim().split(/\s+/).filter(Boolean) };
}

/** The link's query that would open a record read back (with its game, even one the page has no kit for). */
export function recordQuery(record) {
  const p = new URLSearchParams(queryFor(record, record.moves ?? [], ''));
  if (record.game !== gameOf(record.game).id) p.set('game', record.game);
  return p.toString();
}

/** Offers `content` as a file to save. */
export function download(name, type, content) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
