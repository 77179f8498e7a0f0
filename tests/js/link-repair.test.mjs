// link-repair.js: what a refused link's parts are and its nearest valid game, against a fake
// engine with limits of its own (the module must take every limit from the engine's answers).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { repairLink } from '../../www/js/link-repair.js';

/** A fake game: `size` at most 9, `n` at most 4, moves are 'a'…'e' (and 'x' never). */
const optionsOf = (search) => {
  const p = new URLSearchParams(search);
  return {
    size: Number(p.get('size') ?? 3),
    n: Number(p.get('n') ?? 2),
    moves: p.get('moves') ? p.get('moves').split('.') : [],
  };
};
function engine() {
  const calls = [];
  const attempt = async (o) => {
    calls.push(o);
    if (!(o.size <= 9)) throw { code: 'setup_board', message: '', max: 9 };
    if (!(o.n <= 4)) throw { code: 'setup_player', message: '', min: 1, max: 4 };
    const bad = o.moves.find((m) => !'abcde'.includes(m) || m.length !== 1);
    if (bad !== undefined) throw { code: 'unknown_token', message: `no move ${bad}`, token: bad };
  };
  return { attempt, calls };
}

test('an accepted link needs no repair', async () => {
  assert.equal(await repairLink('?size=4&n=3&moves=a.b', engine().attempt, optionsOf), null);
});

test('a refused option is named and goes back to its default; the others stay', async () => {
  const r = await repairLink('?size=500&n=3&moves=a.b', engine().attempt, optionsOf);
  assert.deepEqual(r.problems.map((p) => [p.part, p.code]), [['size=500', 'setup_board']]);
  // The engine's range is kept for the page's words; its (empty) message is not.
  assert.deepEqual(r.problems[0], { part: 'size=500', code: 'setup_board', max: 9 });
  assert.deepEqual(r.nearest, { size: 3, n: 3, moves: ['a', 'b'] });
  assert.equal(r.search, 'n=3&moves=a.b');
});

test('two refused options are both named', async () => {
  const r = await repairLink('?n=99&size=12', engine().attempt, optionsOf);
  assert.deepEqual(r.problems.map((p) => p.part).sort(), ['n=99', 'size=12']);
  assert.deepEqual(r.nearest, { size: 3, n: 2, moves: [] });
});

test('an unknown token keeps the legal moves before it and names the token', async () => {
  const r = await repairLink('?moves=a.b.c.x.d.e', engine().attempt, optionsOf);
  assert.equal(r.problems.length, 1);
  assert.deepEqual(r.problems[0], { part: 'moves', code: 'unknown_token', token: 'x', kept: 3 });
  assert.deepEqual(r.nearest.moves, ['a', 'b', 'c']);
  assert.equal(r.search, 'moves=a.b.c');
});

test('a refused first token keeps no move', async () => {
  const r = await repairLink('?size=4&moves=zz.a', engine().attempt, optionsOf);
  assert.equal(r.problems[0].token, 'zz');
  assert.deepEqual(r.nearest.moves, []);
  assert.equal(r.search, 'size=4');
});

test('long records are searched in few engine calls (a binary search)', async () => {
  const moves = Array.from({ length: 1000 }, () => 'a');
  moves[700] = 'x';
  const e = engine();
  const r = await repairLink(`?moves=${moves.join('.')}`, e.attempt, optionsOf);
  assert.equal(r.problems[0].kept, 700);
  assert.ok(e.calls.length < 20, `${e.calls.length} calls`);
});

test('two options the engine refuses alike are both named, and an accepted one is not', async () => {
  // The shipped engine's errors carry a code and no words: two bad switches look the same, so
  // neither one's removal changes the refusal.
  const optionsOf = (search) => {
    const p = new URLSearchParams(search);
    const switches = {};
    for (const [k, v] of p) if (k.startsWith('s.')) switches[k.slice(2)] = v;
    return { preset: p.get('preset') ?? 'plain', switches, moves: [] };
  };
  const attempt = async (o) => {
    if (o.preset !== 'plain' && o.preset !== 'fast') throw { code: 'setup_preset' };
    if (Object.values(o.switches).some((v) => v !== 'on' && v !== 'off')) throw { code: 'setup_switch', part: 'switches' };
  };
  const r = await repairLink('?preset=fast&s.x=maybe&s.y=on&s.z=1', attempt, optionsOf);
  assert.deepEqual(r.problems.map((p) => p.part), ['s.x=maybe', 's.z=1']);
  assert.deepEqual(r.nearest, { preset: 'fast', switches: { y: 'on' }, moves: [] });
  assert.equal(r.search, 'preset=fast&s.y=on');
});

test('a refused game is named and the default game comes without its options', async () => {
  const optionsOf = (search) => {
    const p = new URLSearchParams(search);
    return { game: p.get('game') ?? 'one', size: Number(p.get('size') ?? 3), moves: [] };
  };
  const attempt = async (o) => {
    if (o.game !== 'one') throw { code: 'setup_game' };
  };
  const r = await repairLink('?game=chess&size=5', attempt, optionsOf);
  assert.deepEqual(r.problems, [{ part: 'game=chess', code: 'setup_game' }]);
  assert.deepEqual(r.nearest, { game: 'one', size: 3, moves: [] });
});
