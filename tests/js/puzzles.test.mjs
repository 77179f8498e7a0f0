// The puzzle mode's pure parts: the streak and the solved puzzles (puzzle-progress.js), puzzle
// links, what comes next, and each game's judge (games/<id>/puzzle.js) — on hand-made views, and
// on the engine's own views of every shipped puzzle (its solution is right, any other turn wrong).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMPTY, readProgress, writeProgress, judged, gaveUp, parseRef, refOf, nextIndex,
} from '../../www/js/puzzle-progress.js';
import * as mraha from '../../www/js/games/mraha/puzzle.js';
import * as tricerata from '../../www/js/games/tricerata/puzzle.js';
import { ENGINES } from '../../www/js/engines.js';

const top = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const list = (game) => JSON.parse(readFileSync(join(top, 'www', 'puzzles', `${game}.json`), 'utf8'));

test('the streak counts puzzles solved at the first try, in a row; a wrong first try ends it', () => {
  let p = readProgress(null);
  assert.deepEqual(p, { solved: [], streak: 0, best: 0 });
  p = judged(p, 'a-001', true, true);
  p = judged(p, 'a-002', true, true);
  assert.deepEqual(p, { solved: ['a-001', 'a-002'], streak: 2, best: 2 });
  // Solved again (Try again after a right answer): neither the streak nor the list changes.
  assert.deepEqual(judged(p, 'a-002', true, false), p);
  p = judged(p, 'a-003', false, true);
  assert.deepEqual(p, { solved: ['a-001', 'a-002'], streak: 0, best: 2 });
  // Right at the second try: solved, but the streak stays ended.
  p = judged(p, 'a-003', true, false);
  assert.deepEqual(p, { solved: ['a-001', 'a-002', 'a-003'], streak: 0, best: 2 });
  p = judged(p, 'a-004', true, true);
  assert.equal(p.streak, 1);
  // The solution shown before any verdict ends the streak; after a verdict it changes nothing.
  assert.equal(gaveUp(p, true).streak, 0);
  assert.deepEqual(gaveUp(p, false), p);
  // Right once its solution was shown (replayed after Show the solution): not marked solved.
  const helped = judged(gaveUp(p, true), 'a-005', true, false, true);
  assert.deepEqual(helped.solved, p.solved);
  assert.equal(helped.streak, 0);
});

test('the stored progress reads back, and anything malformed is no progress, never a crash', () => {
  const p = judged(judged(EMPTY, 'x-001', true, true), 'x-002', true, true);
  assert.deepEqual(readProgress(writeProgress(p)), p);
  for (const bad of ['', '{', 'null', '42', '"text"', '[]', '{"solved":"x","streak":-3,"best":1.5}']) {
    const r = readProgress(bad);
    assert.deepEqual(r, { solved: [], streak: 0, best: 0 }, bad);
  }
  assert.deepEqual(readProgress('{"solved":["a","a",3,"b"],"streak":4,"best":2}'), { solved: ['a', 'b'], streak: 4, best: 4 });
  // EMPTY itself is never changed by a verdict.
  judged(EMPTY, 'y', true, true);
  assert.deepEqual(EMPTY, { solved: [], streak: 0, best: 0 });
});

test('puzzle links: <game>.<n> from 1, or the puzzle id; anything else names no puzzle', () => {
  const games = ['mraha', 'tricerata'];
  assert.deepEqual(parseRef('mraha.12', games), { game: 'mraha', index: 11 });
  assert.deepEqual(parseRef('tricerata-004', games), { game: 'tricerata', index: 3 });
  assert.deepEqual(parseRef(' Mraha.1 ', games), { game: 'mraha', index: 0 });
  for (const bad of [null, '', 'mraha', 'mraha.0', 'mraha.-1', 'chess.3', 'mraha.1.2', 'mraha.x', 'toString.1', 'mraha.99999']) {
    assert.equal(parseRef(bad, games), null, String(bad));
  }
  assert.equal(refOf('mraha', 11), 'mraha.12');
  assert.deepEqual(parseRef(refOf('tricerata', 30), games), { game: 'tricerata', index: 30 });
});

test('the next puzzle is the next one not solved, going round; all solved: simply the next', () => {
  const ids = ['a', 'b', 'c', 'd'];
  assert.equal(nextIndex(ids, -1, []), 0);
  assert.equal(nextIndex(ids, -1, ['a', 'b']), 2);
  assert.equal(nextIndex(ids, 0, ['b']), 2);
  assert.equal(nextIndex(ids, 2, ['d', 'a']), 1);
  assert.equal(nextIndex(ids, 3, ids), 0);
  assert.equal(nextIndex(ids, 1, ids), 2);
  assert.equal(nextIndex([], -1, []), -1);
});

/** A Mraha view with only what the judge reads. */
function mrahaView({ toMove = 'south', south = 20, north = 20, outcome = null, moves = [] }) {
  const side = (n) => ({ front: [n, 0, 0, 0, 0, 0, 0, 0], back: [0, 0, 0, 0, 0, 0, 0, 0], hand: 2 });
  return {
    to_move: toMove === 'south' ? 0 : 1, setup: { to_move: toMove, south: side(south), north: side(north) }, outcome, moves,
  };
}

test('Mraha: a turn is judged on what it took, or on whether it won', () => {
  const start = mrahaView({ toMove: 'north', south: 20 });
  const cap = { goal: 'capture_most' };
  const played = { moves: [{ player: 1, tokens: ['a5R'] }] };
  const best = { ...mrahaView({ toMove: 'south', south: 11 }), ...played };
  assert.deepEqual(mraha.judge(cap, start, best, best), { right: true, key: 'puzzle.mraha.right.capture_most', params: { taken: 9 } });
  const end = { ...mrahaView({ toMove: 'south', south: 14 }), ...played };
  assert.deepEqual(mraha.judge(cap, start, end, best), {
    right: false, key: 'puzzle.mraha.wrong.capture_most', params: { taken: 6, best: 9 },
  });
  const won = mrahaView({ toMove: 'south', outcome: { winners: [1], reason: 'kamu' } });
  const lost = mrahaView({ toMove: 'south', outcome: { winners: [0], reason: 'kamu' } });
  assert.equal(mraha.judge({ goal: 'win' }, start, won, won).right, true);
  assert.equal(mraha.judge({ goal: 'win' }, start, lost, won).right, false);
  assert.equal(mraha.judge({ goal: 'win' }, start, end, won).key, 'puzzle.mraha.wrong.win');
  const blocked = mrahaView({ toMove: 'south', outcome: { winners: [1], reason: 'no_move' } });
  assert.equal(mraha.judge({ goal: 'no_move' }, start, blocked, blocked).right, true);
  assert.equal(mraha.judge({ goal: 'no_move' }, start, won, blocked).right, false);
  // Over when the other side is to move, not after the turn's first decision.
  assert.equal(mraha.done(cap, { outcome: null, to_move: 1, moves: [] }), false);
  assert.equal(mraha.done(cap, { outcome: null, to_move: 1, moves: [{ player: 1, tokens: ['a5R'] }] }), false);
  assert.equal(mraha.done(cap, { outcome: null, to_move: 0, moves: [{ player: 1, tokens: ['a5R', 'go'] }] }), true);
  assert.equal(mraha.goal({ goal: 'win' }).key, 'puzzle.mraha.goal.win');
});

test('Tricérata: right when the board is empty in par turns; over par, not empty, or stones left after par turns, wrong', () => {
  const puzzle = { goal: 'empty_board', par: 4 };
  const end = (turns, reason = 'board_empty') => ({ turns, outcome: { winners: [0], reason, turns } });
  assert.deepEqual(tricerata.judge(puzzle, {}, end(4)), { right: true, key: 'puzzle.tricerata.right', params: { turns: 4 } });
  assert.deepEqual(tricerata.judge(puzzle, {}, end(7)), { right: false, key: 'puzzle.tricerata.wrong', params: { turns: 7, par: 4 } });
  assert.equal(tricerata.judge(puzzle, {}, end(4, 'no_sowing_ends')).key, 'puzzle.tricerata.wrong.not_empty');
  assert.equal(tricerata.done(puzzle, { outcome: null, turns: 3 }), false);
  // Stones left after par turns: over at once, wrong (par can no longer be made).
  assert.equal(tricerata.done(puzzle, { outcome: null, turns: 4 }), true);
  assert.deepEqual(tricerata.judge(puzzle, {}, { turns: 4, outcome: null }), {
    right: false, key: 'puzzle.tricerata.wrong.stones_left', params: { turns: 4, par: 4 },
  });
  assert.deepEqual(tricerata.progress(puzzle, { turns: 2 }), { key: 'puzzle.tricerata.progress', params: { turns: 2, par: 4 } });
  assert.deepEqual(tricerata.goal(puzzle), { key: 'puzzle.tricerata.goal', params: { par: 4 } });
});

// ---- the judges on the engine's views of every shipped puzzle (needs ./build.sh's www/pkg/)

const noEngine = !Object.values(ENGINES).every((e) => existsSync(e.wasm))
  && 'www/pkg/ is not built (./build.sh --no-serve)';

/** The game's own match engine (one wasm module per game, as the page loads them). */
async function engine(game) {
  const { wasm, glue } = ENGINES[game];
  const m = await glue();
  m.initSync({ module: readFileSync(wasm) });
  return m;
}

/** Plays `first`, then the first choice offered, until `kit.done`: one attempt. */
function attempt(m, kit, puzzle, game, first) {
  const match = m.Match.create({ game, text: puzzle.position });
  const start = match.view();
  let view = match.play(first).view;
  for (let guard = 0; !kit.done(puzzle, view) && guard < 5000; guard += 1) view = match.play(view.choices[0].token).view;
  match.free();
  return { start, view };
}

test('every shipped Mraha puzzle: its solution is judged right, every other first choice wrong', { skip: noEngine }, async () => {
  const m = await engine('mraha');
  for (const puzzle of list('mraha')) {
    const match = m.Match.create({ game: 'mraha', text: puzzle.position });
    const start = match.view();
    const best = match.play_all(puzzle.solution).view;
    match.free();
    assert.ok(mraha.done(puzzle, best), puzzle.id);
    assert.equal(mraha.judge(puzzle, start, best, best).right, true, puzzle.id);
    for (const c of start.choices.filter((ch) => ch.token !== puzzle.solution[0])) {
      const { view } = attempt(m, mraha, puzzle, 'mraha', c.token);
      const verdict = mraha.judge(puzzle, start, view, best);
      assert.equal(verdict.right, false, `${puzzle.id} ${c.token}`);
      if (puzzle.goal === 'capture_most') assert.ok(verdict.params.taken < verdict.params.best, `${puzzle.id} ${c.token}`);
    }
  }
});

test('every shipped Tricérata solitaire: its solution empties the board in par, judged right at its last decision only', { skip: noEngine }, async () => {
  const m = await engine('tricerata');
  for (const puzzle of list('tricerata')) {
    const match = m.Match.create({ game: 'tricerata', text: puzzle.position });
    const start = match.view();
    // Played decision by decision, the page's way: not over before its last one.
    let end = start;
    puzzle.solution.forEach((token, i) => {
      assert.equal(tricerata.done(puzzle, end), false, `${puzzle.id} before decision ${i + 1}`);
      end = match.play(token).view;
    });
    match.free();
    assert.ok(tricerata.done(puzzle, end), puzzle.id);
    assert.deepEqual(tricerata.judge(puzzle, start, end), { right: true, key: 'puzzle.tricerata.right', params: { turns: puzzle.par } }, puzzle.id);
  }
  // A careless player (the first cell offered each time) would empty the first board in 6
  // turns, where par is 3: the attempt is over after 3, stones left, wrong, with both numbers.
  const puzzle = list('tricerata')[0];
  const first = m.Match.create({ game: 'tricerata', text: puzzle.position });
  const { start, view } = attempt(m, tricerata, puzzle, 'tricerata', first.view().choices[0].token);
  first.free();
  assert.equal(view.outcome, null);
  assert.equal(view.turns, puzzle.par);
  assert.deepEqual(tricerata.judge(puzzle, start, view), {
    right: false, key: 'puzzle.tricerata.wrong.stones_left', params: { turns: 3, par: puzzle.par },
  });
});
