// The game in the address: old share links must keep opening the same game, and every game the
// page writes must read back to the same options.
import test from 'node:test';
import assert from 'node:assert/strict';
import { optionsFromUrl, queryFor, openingOf, isGameLink } from '../../www/js/url-state.js';

test('an empty address opens the default Mraha wa tso game', () => {
  assert.deepEqual(optionsFromUrl(''), { game: 'mraha', preset: 'mraha', switches: {}, moves: [], seats: [] });
});

test('a bao link keeps its preset, switches, moves and seats', () => {
  const o = optionsFromUrl('?preset=kujifunza&s.nyumba=off&seats=h.3&moves=A5L.b3R');
  assert.equal(o.game, 'mraha');
  assert.equal(o.preset, 'kujifunza');
  assert.deepEqual(o.switches, { nyumba: 'off' });
  assert.deepEqual(o.moves, ['A5L', 'b3R']);
  assert.deepEqual(o.seats, ['h', '3']);
});

test('a Tricérata link keeps board, players, stones and Mort subite', () => {
  const o = optionsFromUrl('?game=tricerata&board=hexagon:3&players=3&stones=2&mort_subite=on&moves=a.b.c');
  assert.deepEqual(o, {
    game: 'tricerata', board: 'hexagon:3', players: 3, stones: 2, mort_subite: true, moves: ['a', 'b', 'c'], seats: [],
  });
});

test('a Tricérata link without settings gets the small two-player board', () => {
  const o = optionsFromUrl('?game=tricerata');
  assert.equal(o.board, 'triangle:4');
  assert.equal(o.players, 2);
  assert.equal(o.stones, 1);
  assert.equal(o.mort_subite, false);
});

test('the other game\'s options in a link go to the engine with the link\'s game, not dropped', () => {
  const tri = optionsFromUrl('?game=tricerata&players=3&s.takasia=on');
  assert.equal(tri.game, 'tricerata');
  assert.equal(tri.players, 3);
  assert.deepEqual(tri.switches, { takasia: 'on' });
  const bao = optionsFromUrl('?preset=zanzibar&board=hex:3');
  assert.equal(bao.game, 'mraha');
  assert.equal(bao.preset, 'zanzibar');
  assert.equal(bao.board, 'hex:3');
  // Left empty, they ask for nothing: no other game's option to refuse ("board= is an option of
  // the other game" was said of an empty board=).
  const empty = optionsFromUrl('?game=&preset=&board=&players=&moves=');
  assert.deepEqual(empty, optionsFromUrl(''));
});

test('empty move tokens in a link are dropped', () => {
  assert.deepEqual(optionsFromUrl('?moves=A5L..b3R.').moves, ['A5L', 'b3R']);
});

test('queryFor then optionsFromUrl gives back the same bao game', () => {
  const options = { game: 'mraha', preset: 'kujifunza', switches: { nyumba: 'off' }, seats: ['3', 'h'] };
  const q = queryFor(options, ['A5L', 'b3R'], 'fr');
  assert.equal(new URLSearchParams(q).get('lang'), 'fr');
  assert.deepEqual(optionsFromUrl(`?${q}`), { ...options, moves: ['A5L', 'b3R'] });
});

test('queryFor then optionsFromUrl gives back the same Tricérata game', () => {
  const options = { game: 'tricerata', board: 'triangle:5', players: 3, stones: 1, mort_subite: false, seats: [] };
  const q = queryFor(options, ['x'], '');
  assert.ok(!q.includes('mort_subite'), 'Mort subite off is left out of the link');
  assert.ok(!q.includes('lang'), 'no language when none is given');
  assert.deepEqual(optionsFromUrl(`?${q}`), { ...options, moves: ['x'] });
});

test('seats where everyone is a person are left out of the link', () => {
  assert.ok(!queryFor({ game: 'mraha', preset: 'mraha', seats: ['h', 'h'] }, [], '').includes('seats'));
});

test('a new game of a preset, or a bare address\'s, names the recorded opening that answers it; a game under way or with switches none', () => {
  assert.equal(openingOf(optionsFromUrl('')), 'mraha');
  assert.equal(openingOf(optionsFromUrl('?preset=kujifunza&seats=1.h&lang=fr')), 'kujifunza');
  assert.equal(openingOf(optionsFromUrl('?game=mraha&preset=zanzibar')), 'zanzibar');
  assert.equal(openingOf(optionsFromUrl('?game=tricerata')), 'default');
  assert.equal(openingOf(optionsFromUrl('?preset=zanzibar&s.takasia=off')), null);
  assert.equal(openingOf(optionsFromUrl('?moves=A6L')), null);
  assert.equal(openingOf(optionsFromUrl('?game=tricerata&stones=2')), null);
  assert.equal(openingOf(optionsFromUrl('?game=tricerata&mort_subite=on')), null);
  assert.equal(openingOf({ game: 'mraha', text: 'mraha.s.0000622000000000mn.0000622000000000mn' }), null);
  assert.equal(openingOf({ game: 'nope', preset: 'mraha', switches: {} }), null);
  assert.equal(openingOf(null), null);
});

test('every parameter of a game the page writes makes a link, each on its own', () => {
  const games = [
    { game: 'mraha', preset: 'zanzibar', switches: { takasia: 'off', nyumba: 'off' }, seats: ['h', '2'] },
    { game: 'tricerata', board: 'hexagon:3', players: 3, stones: 2, mort_subite: true, seats: ['h', '1', 'h'] },
  ];
  for (const options of games) {
    for (const [key, value] of new URLSearchParams(queryFor(options, ['A6L'], 'fr'))) {
      if (key === 'lang') continue;
      assert.ok(isGameLink(`?${new URLSearchParams({ [key]: value })}`), `${key} alone opens a game`);
    }
  }
  for (const key of ['cm', 'cg']) assert.ok(isGameLink(`?${key}=x`), key);
});

test('the reader\'s own parameters and a site\'s tags do not make a link', () => {
  for (const search of ['', '?lang=fr', '?speed=instant&lang=en', '?utm_source=chat&fbclid=1', '?learn=mraha-1', '?puzzle=mraha-3']) {
    assert.equal(isGameLink(search), false, search);
  }
});
