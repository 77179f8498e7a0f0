// Each game's kit, read from the engine's own description (fixtures printed by
// `semailles describe --game mraha` and `--game tricerata`): the bao's topology, the settings
// models built from the catalogue entries, and the interface every kit offers the page.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GAMES } from '../../www/js/games/index.js';
import { topology } from '../../www/js/games/mraha/topology.js';
import * as mrahaSettings from '../../www/js/games/mraha/settings.js';
import * as triSettings from '../../www/js/games/tricerata/settings.js';

const fixture = (name) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.describe.json`, import.meta.url)));
const mraha = fixture('mraha');
const tricerata = fixture('tricerata');

test('every kit offers the whole interface the shared page uses', async () => {
  for (const [id, kit] of Object.entries(GAMES)) {
    assert.equal(kit.id, id);
    for (const f of ['optionsFromParams', 'writeParams', 'seatCount', 'board']) {
      assert.equal(typeof kit[f], 'function', `${id}.${f}`);
    }
    const board = await kit.board();
    for (const f of ['Renderer', 'Input']) assert.equal(typeof board[f], 'function', `${id} board.${f}`);
    // Then what a turn shows, loaded once the first board is drawn.
    assert.equal(typeof kit.turn, 'function', `${id}.turn`);
    const turn = await kit.turn();
    assert.equal(typeof turn.steps, 'function', `${id} turn.steps`);
    assert.equal(typeof kit.boardPerMatch, 'boolean', `${id}.boardPerMatch`);
    assert.ok(kit.finishTurn === null || typeof kit.finishTurn === 'function', `${id}.finishTurn`);
    for (const f of ['playerName', 'summarise', 'played', 'status', 'end', 'hint']) {
      assert.equal(typeof kit.words[f], 'function', `${id}.words.${f}`);
    }
    for (const k of ['sowingKey', 'movesEmptyKey']) assert.equal(typeof kit.words[k], 'string', `${id}.words.${k}`);
    const settings = await kit.settings();
    for (const f of ['build', 'changed', 'read', 'seatView']) {
      assert.equal(typeof settings[f], 'function', `${id}.settings.${f}`);
    }
  }
});

test('each kit reads its seats from the settings form it builds', async () => {
  const form = { elements: { players: { value: '5' } } };
  for (const kit of Object.values(GAMES)) {
    const view = (await kit.settings()).seatView(form, kit.id);
    assert.equal(view.game, kit.id);
    assert.ok(kit.seatCount(view) >= 1);
  }
  const tri = await GAMES.tricerata.settings();
  assert.equal(GAMES.tricerata.seatCount(tri.seatView(form, 'tricerata')), 5);
});

test('the bao\'s topology: 32 pits, each loop A1…A8 then B8…B1, as the engine numbers them', () => {
  const topo = topology(mraha.geometry);
  assert.equal(topo.pits.length, 32);
  assert.deepEqual(topo.pits.slice(0, 16), [
    'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'B8', 'B7', 'B6', 'B5', 'B4', 'B3', 'B2', 'B1',
  ]);
  assert.equal(topo.pitAt(1, 0), 'a1');
  assert.equal(topo.pitAt(1, 15), 'b1');
  assert.deepEqual(['A1', 'B1', 'a3', 'b6'].map(topo.loop), [0, 15, 2, 10]);
  assert.deepEqual(['A5', 'b2'].map(topo.owner), [0, 1]);
});

test('the bao\'s topology: loop neighbours close the loop both ways', () => {
  const topo = topology(mraha.geometry);
  assert.equal(topo.next('A1', 'R'), 'A2');
  assert.equal(topo.next('A1', 'L'), 'B1');
  assert.equal(topo.next('B1', 'R'), 'A1');
  assert.equal(topo.next('A8', 'R'), 'B8');
  for (const pit of topo.pits) {
    assert.equal(topo.next(topo.next(pit, 'R'), 'L'), pit, pit);
    assert.equal(topo.owner(topo.next(pit, 'R')), topo.owner(pit), pit);
  }
});

test('the bao\'s topology: nyumba, kotso and the pits facing across the groove', () => {
  const topo = topology(mraha.geometry);
  assert.equal(topo.nyumba(0), 'A5');
  assert.equal(topo.nyumba(1), 'a5');
  assert.ok(topo.isNyumba('a5') && !topo.isNyumba('A4'));
  assert.deepEqual([...topo.kotso].sort(), ['A1', 'A8', 'a1', 'a8']);
  // South's A1 faces North's a8, and facing is mutual; back rows face nothing.
  assert.equal(topo.faces('a8'), 'A1');
  assert.equal(topo.faces('A5'), 'a4');
  for (const pit of topo.pits.filter((p) => topo.loop(p) < 8)) assert.equal(topo.faces(topo.faces(pit)), pit, pit);
  assert.equal(topo.faces('B3'), null);
  assert.throws(() => topo.owner('C1'), /no pit C1/);
});

test('Mraha settings: presets set the switches as the engine says; only differences are kept', () => {
  const entry = mraha.catalogue;
  const zanzibar = mrahaSettings.presetRules(entry, 'zanzibar');
  assert.equal(zanzibar.preset, 'zanzibar');
  assert.equal(zanzibar.takasia, 'on');
  assert.equal(zanzibar.nyumba_stop, 'forced');
  assert.equal(mrahaSettings.presetRules(entry, 'no-such-preset').preset, entry.options[0].default);
  const { switches } = mrahaSettings.model(entry);
  assert.ok(switches.some((s) => s.id === 'central_entry' && s.values.map((v) => v.id).includes('ahead')));
  const values = { ...zanzibar, preset: 'zanzibar', takasia: 'off' };
  assert.deepEqual(mrahaSettings.optionsFrom(entry, values), { preset: 'zanzibar', switches: { takasia: 'off' } });
  assert.deepEqual(mrahaSettings.optionsFrom(entry, { ...zanzibar }), { preset: 'zanzibar', switches: {} });
  // The switches a preset's game never consults (the engine's word) are left out of its options.
  assert.deepEqual(mrahaSettings.unusedSwitches(entry, 'kujifunza'), ['namua_singletons', 'nyumba_stop']);
  assert.deepEqual(mrahaSettings.unusedSwitches(entry, 'zanzibar'), []);
  const learners = { ...mrahaSettings.presetRules(entry, 'kujifunza'), nyumba_stop: 'forced', namua_singletons: 'bao', takasia: 'on' };
  assert.deepEqual(mrahaSettings.optionsFrom(entry, learners), { preset: 'kujifunza', switches: { takasia: 'on' } });
});

test('Tricérata settings: size ranges by shape, Mort subite by players, options in the address form', () => {
  const entry = tricerata.catalogue;
  assert.deepEqual(triSettings.sizeRange(entry, 'hex'), { min: 2, max: 7, default: 3 });
  assert.deepEqual(triSettings.sizeRange(entry, 'square'), { min: 2, max: 12, default: 4 });
  assert.deepEqual(triSettings.sizeRange(entry, 'nonsense'), triSettings.sizeRange(entry, 'triangle'));
  assert.equal(triSettings.mortSubiteAllowed(entry, 1), false);
  assert.equal(triSettings.mortSubiteAllowed(entry, '2'), true);
  assert.deepEqual(
    triSettings.optionsFrom({ shape: 'hex', size: '3', players: '4', stones: '2', mort_subite: 'on' }),
    { board: 'hex:3', players: 4, stones: 2, mort_subite: true },
  );
  assert.equal(triSettings.optionsFrom({ shape: 'square', size: '5', players: '1', stones: '1', mort_subite: null }).mort_subite, false);
  // A number field takes "1e1", " 4" or "04" as a number within the range: the board the
  // engine is asked for is the number the player sees, written as the engine reads sizes.
  for (const [typed, size] of [['1e1', 10], ['04', 4], ['4.0', 4]]) {
    assert.equal(triSettings.optionsFrom({ shape: 'triangle', size: typed, players: '2', stones: '1', mort_subite: null }).board, `triangle:${size}`, typed);
  }
});

test('the levels a seat may hold in an address are the engine\'s computer levels', async () => {
  const { LEVELS } = await import('../../www/js/seat-list.js');
  for (const d of [mraha, tricerata]) assert.deepEqual(LEVELS.map(String), d.levels.seats.map((s) => s.id));
});

test('the shared page code names no game: game ids are written only in the kits', async () => {
  const { readdirSync } = await import('node:fs');
  const root = new URL('../../www/js/', import.meta.url);
  const ids = Object.keys(GAMES).join('|');
  const quoted = new RegExp(`['"\`](${ids}|bao)['"\`]`, 'g');
  const found = [];
  for (const file of readdirSync(root, { recursive: true })) {
    if (!file.endsWith('.js') || file.startsWith('games')) continue;
    const text = readFileSync(new URL(file, root), 'utf8');
    for (const m of text.matchAll(quoted)) found.push(`${file}: ${m[0]}`);
  }
  assert.deepEqual(found, []);
});
