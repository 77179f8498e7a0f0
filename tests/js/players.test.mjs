// The computer players' modules, one per game (www/js/players.js), against the real wasm built by
// ./build.sh, run in Node: every game the page knows has its engine and its players; each
// players' module plays a legal turn of its own game and refuses the other game's positions
// (`setup_game`), so a page can never be answered by the wrong game's players.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GAMES } from '../../www/js/games/index.js';
import { ENGINES } from '../../www/js/engines.js';
import { PLAYERS } from '../../www/js/players.js';

/** Loads a module's glue and instantiates its wasm from the file (Node cannot fetch `file:`). */
async function load({ wasm, glue }) {
  const m = await glue();
  await m.default({ module_or_path: readFileSync(wasm) });
  return m;
}

const engines = {};
const players = {};
for (const id of Object.keys(ENGINES)) engines[id] = await load(ENGINES[id]);
for (const id of Object.keys(PLAYERS)) players[id] = await load(PLAYERS[id]);

/** The start position's text of each game, as its engine writes it. */
function startText(id) {
  const match = engines[id].Match.create({ game: id });
  const text = match.text();
  match.free();
  return text;
}

test('every game has its engine and its players, and nothing else has', () => {
  assert.deepEqual(Object.keys(PLAYERS).sort(), Object.keys(GAMES).sort());
  assert.deepEqual(Object.keys(ENGINES).sort(), Object.keys(GAMES).sort());
});

test('each players\' module plays a legal turn of its own game', () => {
  for (const id of Object.keys(PLAYERS)) {
    const match = engines[id].Match.create({ game: id });
    const tokens = players[id].choose_tokens(match.text(), '1', 7, false);
    assert.ok(tokens.length > 0, `${id}: no turn chosen`);
    // The engine plays the whole turn, checked token by token; it is then the next turn.
    const before = match.view();
    const { view } = match.play_all(tokens);
    assert.equal(view.moves.length, before.moves.length + 1, `${id}: ${tokens.join(' ')}`);
    match.free();
  }
});

test('each players\' module refuses the other game\'s positions', () => {
  for (const id of Object.keys(PLAYERS)) {
    for (const other of Object.keys(ENGINES).filter((g) => g !== id)) {
      assert.throws(
        () => players[id].choose_tokens(startText(other), '1', 7, false),
        (e) => e.code === 'setup_game',
        `${id}'s players answered a ${other} position`,
      );
      assert.throws(
        () => players[id].judge_position(startText(other), '1', 7, false),
        (e) => e.code === 'setup_game',
      );
    }
  }
});
