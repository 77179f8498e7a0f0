// The engine's answers for a match (www/js/opening-answers.js), as the build records them for
// new games and the page keeps them for the game remembered: the view and geometry of one
// match, each legal tap on a match of its own, every match disposed.
import test from 'node:test';
import assert from 'node:assert/strict';
import { recordAnswers } from '../../www/js/opening-answers.js';
import { isOpening } from '../../www/js/kept-answers.js';

/** An engine of a made-up game whose matches log what they are asked; `refuse` is refused. */
function engine(refuse = null) {
  const log = [];
  let made = 0;
  const create = (options) => {
    made += 1;
    const id = made;
    log.push(['create', id, options.moves.join()]);
    return {
      view: () => ({ legal: ['x', 'y'], moves: options.moves, text: 'here' }),
      geometry: async () => ({ places: ['p', 'q'] }),
      play: async (token) => {
        log.push(['play', id, token]);
        if (token === refuse) throw { code: 'illegal', token };
        return { events: [{ type: 'sow', token }], view: { legal: [], text: `after ${token}` } };
      },
      dispose: () => log.push(['dispose', id]),
    };
  };
  return { create, version: '9', levels: { seats: [] }, log };
}

test('the view and geometry of one match, then each legal tap on a match of its own', async () => {
  const e = engine();
  const options = { game: 'g', moves: ['a', 'b'], seats: [] };
  const record = await recordAnswers(e, options);
  assert.deepEqual(Object.keys(record), ['options', 'version', 'levels', 'view', 'geometry', 'plays']);
  assert.equal(record.options, options);
  assert.equal(record.version, '9');
  assert.deepEqual(record.geometry, { places: ['p', 'q'] });
  assert.deepEqual(Object.keys(record.plays), ['x', 'y']);
  assert.equal(record.plays.y.view.text, 'after y');
  assert.deepEqual(e.log, [
    ['create', 1, 'a,b'], ['dispose', 1],
    ['create', 2, 'a,b'], ['play', 2, 'x'], ['dispose', 2],
    ['create', 3, 'a,b'], ['play', 3, 'y'], ['dispose', 3],
  ]);
  assert.ok(isOpening(record));
});

test('a refused tap fails the record, its match disposed all the same', async () => {
  const e = engine('y');
  await assert.rejects(recordAnswers(e, { game: 'g', moves: [], seats: [] }), { code: 'illegal' });
  assert.deepEqual(e.log.slice(-2), [['play', 3, 'y'], ['dispose', 3]]);
});
