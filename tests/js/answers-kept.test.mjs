// The engine's answers kept with the game remembered (www/js/kept-answers.js `answersKept`):
// only those this page's engines gave, in an Opening's shape, are taken. The engines' build is
// written into the shipped page (tools/ship.mjs); here it is set before the module is loaded.
import test from 'node:test';
import assert from 'node:assert/strict';

globalThis.SEMAILLES_ENGINES_BUILD = 'build-one';
const { answersKept, isOpening } = await import('../../www/js/kept-answers.js');

const answers = (build) => ({ build, options: { game: 'mraha', moves: ['A6L'] }, version: '1', levels: {}, view: { legal: [] }, geometry: {}, plays: {} });

test("the answers of this build's engines are taken", () => {
  assert.deepEqual(answersKept(JSON.stringify(answers('build-one'))), answers('build-one'));
});

test("other engines' answers, damaged ones and none at all are not", () => {
  const shapeless = JSON.stringify({ ...answers('build-one'), view: {} });
  for (const kept of [JSON.stringify(answers('build-two')), JSON.stringify(answers(undefined)), shapeless, '{"build":', '', 'null', '7', null]) {
    assert.equal(answersKept(kept), null, kept);
  }
});

test('only the shape of a record is taken for answers', () => {
  const record = answers('build-one');
  assert.ok(isOpening(record));
  const damaged = [
    null, 7, 'text', [], {},
    { ...record, options: null },
    { ...record, version: 1 },
    { ...record, view: { legal: 'x' } },
    { ...record, geometry: [] },
    { ...record, plays: { x: null } },
    { ...record, plays: { x: { events: [] } } },
    { ...record, levels: undefined },
  ];
  for (const value of damaged) assert.equal(isOpening(value), false, JSON.stringify(value));
  assert.ok(isOpening({ ...record, plays: { x: { events: [], view: { legal: [] } } } }));
});
