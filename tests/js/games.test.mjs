// The registry of the page's games and each game's address part.
import test from 'node:test';
import assert from 'node:assert/strict';
import { GAMES, DEFAULT_GAME, gameOf } from '../../www/js/games/index.js';

test('every registered game is found by its own id, and has a title', () => {
  assert.ok(Object.keys(GAMES).length >= 2);
  for (const [id, game] of Object.entries(GAMES)) {
    assert.equal(gameOf(id), game);
    assert.equal(game.id, id);
    assert.ok(game.title.length > 0);
  }
});

test('a missing or unknown game id is the default game, never an inherited property', () => {
  for (const id of [undefined, null, '', 'chess', 'toString', '__proto__', 'constructor']) {
    assert.equal(gameOf(id).id, DEFAULT_GAME, String(id));
  }
});

test('each game writes parameters that read back to the same options', () => {
  const samples = {
    mraha: { game: 'mraha', preset: 'kujifunza', switches: { nyumba: 'off', kotso: 'on' } },
    tricerata: { game: 'tricerata', board: 'hexagon:2', players: 4, stones: 3, mort_subite: true },
  };
  for (const [id, options] of Object.entries(samples)) {
    const p = new URLSearchParams();
    gameOf(id).writeParams(options, p);
    assert.deepEqual(gameOf(p.get('game')).optionsFromParams(p), options, id);
  }
});

test('the default game writes no game= into its links, so old links keep opening it', () => {
  const p = new URLSearchParams();
  gameOf(DEFAULT_GAME).writeParams(gameOf(DEFAULT_GAME).optionsFromParams(p), p);
  assert.equal(p.get('game'), null);
});

test('each game counts its seats from the view', () => {
  assert.equal(gameOf('mraha').seatCount({ game: 'mraha' }), 2);
  assert.equal(gameOf('tricerata').seatCount({ game: 'tricerata', players: 3 }), 3);
});
