// Compact moves for the links sent to a friend (`cm=`), short enough for chat apps and SMS: each
// token is written as its rank among the tokens legal at that point, sorted (one character of
// DIGITS when at most 64 are legal, two otherwise). The rules define the set of legal tokens,
// not their order, so the sorted rank stays valid as long as the rules do. The first character
// is the version of the encoding; the plain `moves=` links keep opening as they always did.
// Encoding and decoding replay the game on the engine (this thread's Match): loaded on demand.

import { Game } from './engine.js';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const VERSION = '1';

const width = (n) => (n <= DIGITS.length ? 1 : 2);

/** The `cm=` value of a game's tokens. Throws the engine's error when a token is not legal. */
export function encodeMoves(options, tokens) {
  const game = new Game({ ...options, moves: [] });
  try {
    let out = VERSION;
    let view = game.view();
    for (const token of tokens) {
      const legal = [...view.legal].sort();
      const i = legal.indexOf(token);
      if (i < 0) throw { code: 'illegal_token', message: `${token} is not legal here`, token };
      out += width(legal.length) === 1 ? DIGITS[i] : DIGITS[i >> 6] + DIGITS[i & 63];
      view = game.play(token).view;
    }
    return out;
  } finally {
    game.dispose();
  }
}

/**
 * The tokens of a `cm=` value. A part that cannot be read (another version, a character out of
 * range) ends the decoding: `bad` names it, `tokens` are the moves before it.
 * @returns {{tokens: string[], bad: string|null}}
 */
export function decodeMoves(options, text) {
  if (!text.startsWith(VERSION)) {
    // Named by its first characters, and said to go on when it does (not taken for all of it).
    const chars = [...text];
    return { tokens: [], bad: `cm=${chars.slice(0, 8).join('')}${chars.length > 8 ? '…' : ''}` };
  }
  const game = new Game({ ...options, moves: [] });
  const tokens = [];
  try {
    let view = game.view();
    let at = 1;
    while (at < text.length) {
      const legal = [...view.legal].sort();
      const w = width(legal.length);
      const digits = [...text.slice(at, at + w)].map((c) => DIGITS.indexOf(c));
      const i = w === 1 ? digits[0] : digits[0] * 64 + digits[1];
      if (digits.length < w || digits.some((d) => d < 0) || !(i < legal.length)) {
        // Named by whole characters: a character outside the alphabet may be two UTF-16 units.
        return { tokens, bad: `cm[${tokens.length + 1}]=${[...text.slice(at)].slice(0, w).join('')}` };
      }
      tokens.push(legal[i]);
      view = game.play(legal[i]).view;
      at += w;
    }
    return { tokens, bad: null };
  } finally {
    game.dispose();
  }
}

/**
 * A link's query with its `cm=` written out as plain `moves=`, so that the rest of the page
 * reads one form. An unreadable part becomes a token the engine refuses, named after it (the
 * refused-link message then names it and keeps the moves before it); so do moves missing from
 * the count the link was sent with (`cn=`, correspondence.js): `cn=<count>`, a link cut short.
 */
export function expandCompact(search, optionsOf) {
  const p = new URLSearchParams(search);
  const cm = p.get('cm');
  const count = p.get('cn');
  p.delete('cm');
  p.delete('cn');
  if (cm === null && count === null) return p.toString();
  let decoded;
  try {
    decoded = decodeMoves({ ...optionsOf(`?${p}`), moves: [] }, cm ?? VERSION);
  } catch {
    // The options themselves are refused: leave the moves for after they are repaired.
    decoded = { tokens: [], bad: null };
  }
  // A count that is no number (a link's own damage) says nothing: the moves read stand.
  if (!decoded.bad && /^\d{1,6}$/.test(count ?? '') && decoded.tokens.length < Number(count)) decoded.bad = `cn=${count}`;
  const tokens = decoded.bad ? [...decoded.tokens, decoded.bad] : decoded.tokens;
  if (tokens.length) p.set('moves', tokens.join('.'));
  return p.toString();
}
