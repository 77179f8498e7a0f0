// corr-store.js: the correspondence games kept by a browser and how a link stands to them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  newId, validId, getGame, putGame, listGames, removeGame, relation, rulesOf, KEPT,
} from '../../www/js/corr-store.js';

function memory() {
  const m = new Map();
  return { get: (k) => m.get(k) ?? null, set: (k, v) => m.set(k, String(v)), raw: m };
}

const game = (id, extra = {}) => ({
  id, game: 'g', rules: 'a=1', tokens: [], floor: 0, me: 0, toMove: 0, over: false,
  last: '', lastBy: -1, updated: 1, ...extra,
});

test('ids are 8 characters of the id alphabet, and links are checked for them', () => {
  const id = newId((n) => Uint8Array.from({ length: n }, (_, i) => i * 37));
  assert.match(id, /^[a-z0-9]{8}$/);
  assert.ok(validId(id));
  for (const bad of ['', 'abc', 'ABCDEFGH', 'a'.repeat(17), 'abcd efg', null, 12345678]) assert.ok(!validId(bad), String(bad));
  // An id cut short or lengthened on its way, or with a character no id has (l, o, 0, 1).
  for (const bad of [id.slice(0, 4), id.slice(0, 7), `${id}x`, 'abcdefgl', 'abcd0123']) assert.ok(!validId(bad), bad);
});

test('games are stored, listed newest first, replaced by id and removed', () => {
  const s = memory();
  putGame(s, game('aaaa2222', { updated: 1 }));
  putGame(s, game('bbbb3333', { updated: 5 }));
  assert.deepEqual(listGames(s).map((g) => g.id), ['bbbb3333', 'aaaa2222']);
  putGame(s, game('aaaa2222', { updated: 9, tokens: ['x'] }));
  assert.deepEqual(listGames(s).map((g) => g.id), ['aaaa2222', 'bbbb3333']);
  assert.deepEqual(getGame(s, 'aaaa2222').tokens, ['x']);
  removeGame(s, 'aaaa2222');
  assert.equal(getGame(s, 'aaaa2222'), null);
});

test('at most KEPT games are kept, finished ones go first', () => {
  const s = memory();
  putGame(s, game('fini9999', { over: true, updated: 1e9 }));
  for (let i = 0; i < KEPT; i++) putGame(s, game(`g${String(i).padStart(7, '0').replace(/[01]/g, (d) => 'xy'[d])}`, { updated: i }));
  assert.equal(listGames(s).length, KEPT);
  assert.equal(getGame(s, 'fini9999'), null);
});

test('damaged storage reads as no games', () => {
  const s = memory();
  for (const bad of ['nonsense', '[1,2]', '{"x y":{"tokens":[]}}', '{"abcd1234":{"tokens":3}}']) {
    s.set('corr', bad);
    assert.deepEqual(listGames(s), []);
  }
});

test('how a link stands to the stored game', () => {
  const stored = game('abcd1234', { tokens: ['1', '2', '3'] });
  assert.deepEqual(relation(null, 'a=1', ['1']), { kind: 'new', at: 0 });
  assert.deepEqual(relation(stored, 'a=1', ['1', '2', '3']), { kind: 'same', at: 3 });
  assert.deepEqual(relation(stored, 'a=1', ['1', '2', '3', '4']), { kind: 'ahead', at: 3 });
  assert.deepEqual(relation(stored, 'a=1', ['1', '2']), { kind: 'behind', at: 2 });
  assert.deepEqual(relation(stored, 'a=1', ['1', '9', '3']), { kind: 'fork', at: 1 });
  assert.equal(relation(stored, 'a=2', ['1', '2', '3']).kind, 'fork');
});

test('the rules part of a link ignores moves, seats, id, language and order', () => {
  assert.equal(rulesOf('?b=2&moves=1.2&a=1&cg=abcd1234&seats=h.h&lang=fr&speed=fast'), 'a=1&b=2');
  assert.equal(rulesOf('a=1&b=2'), rulesOf('?b=2&a=1'));
});
