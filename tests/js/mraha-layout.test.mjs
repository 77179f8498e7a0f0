// Mraha's two drawings of the bao, placed from the engine's geometry (a fixture printed by
// `semailles describe --game mraha`): every pit inside the wood, none overlapping, the board
// turned in the tall drawing, the trays above and below it (wide) or beside it (tall).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { boardLayout, P, PIT_R } from '../../www/js/games/mraha/layout.js';
import { topology } from '../../www/js/games/mraha/topology.js';

const { geometry } = JSON.parse(readFileSync(new URL('./fixtures/mraha.describe.json', import.meta.url)));
const topo = topology(geometry);
const baoLayout = (tall, from = 0) => boardLayout(tall, topo, from);
const loopIndex = topo.loop;
const owner = topo.owner;

const PITS = [];
for (const row of ['A', 'B', 'a', 'b']) for (let i = 1; i <= 8; i += 1) PITS.push(`${row}${i}`);

test('loop index runs A1..A8 then B8..B1, and capitals are South', () => {
  assert.deepEqual(['A1', 'A8', 'B8', 'B1', 'a3', 'b6'].map(loopIndex), [0, 7, 8, 15, 2, 10]);
  assert.equal(owner('A5'), 0);
  assert.equal(owner('b2'), 1);
});

for (const tall of [false, true]) {
  const name = tall ? 'tall' : 'wide';

  test(`${name}: every pit lies inside the wood, a pit's width from every other`, () => {
    const l = baoLayout(tall);
    const at = PITS.map((n) => l.pit(n));
    for (const c of at) {
      assert.ok(c.x - PIT_R >= l.board.x && c.x + PIT_R <= l.board.x + l.board.w, `x ${c.x}`);
      assert.ok(c.y - PIT_R >= l.board.y && c.y + PIT_R <= l.board.y + l.board.h, `y ${c.y}`);
    }
    for (let i = 0; i < at.length; i += 1) {
      for (let j = i + 1; j < at.length; j += 1) {
        assert.ok(Math.hypot(at[i].x - at[j].x, at[i].y - at[j].y) >= P, `${PITS[i]} ${PITS[j]}`);
      }
    }
  });

  test(`${name}: each tray clear of the wood and inside the view, its well inside it`, () => {
    const l = baoLayout(tall);
    for (const player of [0, 1]) {
      const { box, well } = l.tray(player);
      const clear = box.x + box.w <= l.board.x || box.x >= l.board.x + l.board.w
        || box.y + box.h <= l.board.y || box.y >= l.board.y + l.board.h;
      assert.ok(clear, `tray ${player}`);
      assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.w <= l.W && box.y + box.h <= l.H, `tray ${player}`);
      assert.ok(well.x >= box.x && well.y >= box.y && well.x + well.w <= box.x + box.w
        && well.y + well.h <= box.y + box.h, `well ${player}`);
    }
  });

  test(`${name}: the groove separates South's pits from North's`, () => {
    const l = baoLayout(tall);
    const g = l.groove;
    for (const n of PITS) {
      const c = l.pit(n);
      // Wide: South below the groove line; tall: South to its right (the board turned counter-clockwise).
      const south = tall ? c.x > g.x1 : c.y > g.y1;
      assert.equal(south, owner(n) === 0, n);
    }
  });
}

test('wide: North\'s tray above the board, South\'s below', () => {
  const l = baoLayout(false);
  assert.ok(l.tray(1).box.y + l.tray(1).box.h <= l.board.y);
  assert.ok(l.tray(0).box.y >= l.board.y + l.board.h);
});

test('tall: each tray beside its owner\'s rows (North\'s at the left, South\'s at the right), as tall as the board', () => {
  const l = baoLayout(true);
  assert.ok(l.tray(1).box.x + l.tray(1).box.w <= Math.min(...PITS.map((n) => l.pit(n).x)));
  assert.ok(l.tray(0).box.x >= Math.max(...PITS.map((n) => l.pit(n).x)));
  for (const player of [0, 1]) assert.ok(l.tray(player).box.h >= l.board.h - 4);
});

test('wide: South\'s and North\'s nyumba face each other across the groove (A5 column 5, a5 column 4)', () => {
  const l = baoLayout(false);
  assert.equal(l.pit('A5').x, l.pit('a4').x);
  assert.equal(l.pit('A1').x, l.pit('a8').x);
  assert.ok(l.pit('A1').x < l.pit('A8').x, 'South reads left to right');
});

test('tall: South\'s front row is the inner right column, A1 at the bottom', () => {
  const l = baoLayout(true);
  assert.ok(l.pit('A1').x < l.pit('B1').x, 'front row inside');
  assert.ok(l.pit('A1').y > l.pit('A8').y, 'A1 below A8');
  assert.ok(l.W < l.H, 'taller than wide');
});

for (const tall of [false, true]) {
  test(`${tall ? 'tall' : 'wide'}, seen from North: the board turned half a turn, North's tray nearest`, () => {
    const south = baoLayout(tall, 0);
    const north = baoLayout(tall, 1);
    assert.equal(north.W, south.W);
    assert.equal(north.H, south.H);
    // Every pit at the place its half-turn partner had: a point and its image about the
    // board's centre.
    const cx = south.board.x + south.board.w / 2;
    const cy = south.board.y + south.board.h / 2;
    for (const n of PITS) {
      const a = south.pit(n);
      const b = north.pit(n);
      assert.deepEqual([b.x - cx, b.y - cy], [cx - a.x, cy - a.y], n);
    }
    // North's a1 at the bottom left of the wide board (bottom right of the tall one, the rows
    // turned a quarter turn), as South's A1 is from South's side.
    const [a1, A1] = [north.pit('a1'), south.pit('A1')];
    assert.deepEqual([a1.x, a1.y], [A1.x, A1.y]);
    // The trays: the nearer one North's (below the wide board; beside the tall one's right-hand
    // columns, now North's), South's the farther.
    const near = (l, player) => (tall ? l.tray(player).box.x > l.board.x : l.tray(player).y > l.board.y);
    assert.ok(near(north, 1) && !near(north, 0));
    assert.ok(near(south, 0) && !near(south, 1));
    // The nyumba's buttons stand over its own back row, either way: past the nyumba, away
    // from the groove.
    for (const [l, player] of [[south, 0], [north, 1]]) {
      const nyumba = topo.nyumba(player);
      const [button] = l.nyumbaButtons(nyumba, 1);
      const c = l.pit(nyumba);
      const back = l.pit(`${nyumba[0] === 'A' ? 'B' : 'b'}${nyumba.slice(1)}`);
      assert.ok(Math.hypot(button.x - back.x, button.y - back.y) < Math.hypot(button.x - c.x, button.y - c.y), `${nyumba}`);
    }
  });
}
