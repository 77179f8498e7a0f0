// Saved games: a JSON record and a text sheet both read back to the game that was saved.
import test from 'node:test';
import assert from 'node:assert/strict';
import { RECORD_FORMAT, recordJson, recordText, parseRecord, recordQuery } from '../../www/js/record-file.js';
import { seatsRefused } from '../../www/js/seat-list.js';
import { rememberGame, rememberedGame, rememberedLinkGame } from '../../www/js/record.js';
import { queryFor } from '../../www/js/url-state.js';

const bao = { game: 'mraha', preset: 'kujifunza', switches: { nyumba: 'off' }, seats: ['h', '2'] };
const tri = { game: 'tricerata', board: 'triangle:4', players: 3, stones: 1, mort_subite: true, seats: [] };
const view = { moves: [{ player: 0, text: 'A5 L' }, { player: 1, text: 'b3 R' }], text: 'position text' };
const names = (p) => ['Ana', 'Bo'][p];

test('a JSON record holds the format, options, tokens, notation and position', () => {
  const r = recordJson(bao, ['A5L', 'b3R'], view);
  assert.equal(r.format, RECORD_FORMAT);
  assert.deepEqual(r.tokens, ['A5L', 'b3R']);
  assert.deepEqual(r.moves, [{ player: 0, text: 'A5 L' }, { player: 1, text: 'b3 R' }]);
  assert.equal(r.position, 'position text');
});

test('a saved JSON record reads back to the same game', () => {
  const text = JSON.stringify(recordJson(tri, ['a', 'b'], view));
  assert.deepEqual(parseRecord(text), { ...tri, moves: ['a', 'b'] });
});

test('a text sheet numbers the turns and reads back to the same game', () => {
  const sheet = recordText(bao, ['A5L', 'b3R'], view, names);
  assert.match(sheet, /^# Semailles — Mraha wa tso\n/);
  assert.match(sheet, /\n1\. Ana: A5 L\n2\. Bo: b3 R\n/);
  assert.deepEqual(parseRecord(sheet), { ...bao, moves: ['A5L', 'b3R'] });
});

test('a Tricérata sheet reads back to a Tricérata game', () => {
  const sheet = recordText(tri, ['a'], { moves: [{ player: 0, text: 'a' }], text: '' }, names);
  assert.match(sheet, /Tricérata/);
  assert.deepEqual(parseRecord(sheet), { ...tri, moves: ['a'] });
});

test('an empty file, and a record of this page cut short or edited, are said apart', () => {
  const saved = JSON.stringify(recordJson(tri, ['a', 'b'], view));
  const sheet = recordText(bao, ['A5L', 'b3R'], view, names);
  assert.throws(() => parseRecord(' \n'), (e) => e.code === 'record_empty');
  for (const content of [
    `{"format":"${RECORD_FORMAT}","options":{},"tokens":[1,2]}`, `{"format":"${RECORD_FORMAT}","tokens":[]}`,
    saved.slice(0, saved.length / 2), saved.replace('"tokens":["a","b"]', '"tokens":"a b"'), sheet.replace(/# tokens:.*\n/, '')]) {
    assert.throws(() => parseRecord(content), (e) => e.code === 'record_damaged', content);
  }
});

test('anything that is not a record is refused with bad_record', () => {
  const bad = [
    'hello', '{', '{"format":"other","options":{},"tokens":[]}',
    '# preset=mraha\n1. a: b',
  ];
  for (const content of bad) {
    assert.throws(() => parseRecord(content), (e) => e.code === 'bad_record', JSON.stringify(content));
  }
});

test('an option a JSON record leaves out or empty is the game\'s default, never "undefined"', () => {
  const record = (options) => JSON.stringify({ format: RECORD_FORMAT, version: 1, options, tokens: [] });
  const r = parseRecord(record({ game: 'tricerata', board: 'triangle:500', players: 99, stones: null }));
  assert.equal(r.board, 'triangle:500');
  assert.equal(r.players, 99);
  assert.equal(typeof r.stones, 'number');
  assert.ok(Object.values(r).every((v) => v !== undefined && v !== null), JSON.stringify(r));
  // Written out as a link again, no part says "undefined".
  assert.doesNotMatch(new URLSearchParams(queryFor(r, [], '')).toString(), /undefined|null/);
  const bao = parseRecord(record({ game: 'mraha' }));
  assert.equal(bao.preset, 'mraha');
  assert.deepEqual(bao.switches, {});
});

test('a JSON record of another version is refused by its version; one without a version is read', () => {
  const record = (version) => JSON.stringify({ format: RECORD_FORMAT, version, options: { game: 'mraha' }, tokens: ['A6L'] });
  assert.throws(() => parseRecord(record(2)), (e) => e.code === 'record_version' && e.version === '2');
  assert.deepEqual(parseRecord(record(undefined)).moves, ['A6L']);
  // A version that is no number (a record edited by hand) is a damaged record, not another
  // version that would be "version 1" again.
  for (const v of ['1', '2', null, [1]]) {
    assert.throws(() => parseRecord(record(v)), (e) => e.code === 'record_damaged', JSON.stringify(v));
  }
});

test('a record of a game the page does not know keeps its name, for the engine to refuse', () => {
  const r = parseRecord(JSON.stringify({ format: RECORD_FORMAT, version: 1, options: { game: 'chess' }, tokens: [] }));
  assert.equal(r.game, 'chess');
  assert.equal(new URLSearchParams(recordQuery(r)).get('game'), 'chess');
  // A known game's link is the page's own: the bao's names no game.
  assert.equal(new URLSearchParams(recordQuery({ ...bao, moves: ['A6L'] })).get('game'), null);
  assert.equal(new URLSearchParams(recordQuery({ ...bao, moves: ['A6L'] })).get('moves'), 'A6L');
});

test('seats a link or a record asked for and the page did not give are a refused part', () => {
  assert.deepEqual(seatsRefused('h.9.zz', ['h', 'h', 'h']), { part: 'seats=h.9.zz', code: 'seats', field: 'seats' });
  assert.equal(seatsRefused('h.2', ['h', '2']), null);
  assert.equal(seatsRefused('', ['h', 'h']), null);
  assert.equal(seatsRefused(null, ['h', 'h']), null);
});

test('the remembered game is the last one remembered', () => {
  rememberGame(bao, ['A5L']);
  rememberGame(tri, ['a', 'b']);
  assert.deepEqual(rememberedGame(), { ...tri, moves: ['a', 'b'] });
});

test('a game by link is remembered with its id, other games without', () => {
  rememberGame(tri, ['a'], { cg: 'abcd2345' });
  assert.equal(rememberedLinkGame(), 'abcd2345');
  assert.deepEqual(rememberedGame(), { ...tri, moves: ['a'] });
  rememberGame(bao, []);
  assert.equal(rememberedLinkGame(), null);
});
