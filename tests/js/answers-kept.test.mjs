// The engine's answers kept with the game remembered (www/js/kept-answers.js `answersKept`):
// only those this page's engines gave, in an Opening's shape, are taken. The engines' build is
// written into the shipped page (tools/ship.mjs); here it is set before the module is loaded.
import test from 'node:test';
import assert from 'node:assert/strict';

globalThis.SEMAILLES_ENGINES_BUILD = 'build-one';
const { answersKept, isOpening, keepable } = await import('../../www/js/kept-answers.js');

const answers = (build) => ({ build, options: { game: 'mraha', moves: ['A6L'] }, version: '1', levels: {}, view: { legal: [] }, geometry: {}, plays: {} });

test("the answers of this build's engines are taken, kept gzipped or as JSON", async () => {
  const kept = await keepable(answers('build-one'));
  assert.match(kept, /^gz:[A-Za-z0-9+/]+=*$/);
  assert.deepEqual(await answersKept(kept), answers('build-one'));
  assert.deepEqual(await answersKept(JSON.stringify(answers('build-one'))), answers('build-one'));
});

test('answers that repeat themselves are kept much shorter than their JSON', async () => {
  const long = answers('build-one');
  const view = { legal: ['x'], moves: Array.from({ length: 200 }, (_, i) => ({ player: i % 2, tokens: [`t${i}`], text: `t${i}` })) };
  long.plays = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${i}`, { events: [], view: { ...view, text: `after ${i}` } }]));
  const kept = await keepable(long);
  assert.ok(kept.length * 10 < JSON.stringify(long).length, `${kept.length} against ${JSON.stringify(long).length}`);
  assert.deepEqual(await answersKept(kept), long);
});

test("other engines' answers, damaged ones and none at all are not", async () => {
  const shapeless = JSON.stringify({ ...answers('build-one'), view: {} });
  const gzipped = await keepable(answers('build-one'));
  const spoilt = [
    JSON.stringify(answers('build-two')), await keepable(answers('build-two')), JSON.stringify(answers(undefined)),
    shapeless, await keepable({ ...answers('build-one'), view: {} }), gzipped.slice(0, 40), 'gz:!!', 'gz:',
    '{"build":', '', 'null', '7', null,
  ];
  for (const kept of spoilt) assert.equal(await answersKept(kept), null, kept);
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

test('answers past 4 MB of JSON are neither kept nor, planted gzipped, unpacked', async () => {
  const huge = { ...answers('build-one'), padding: ' '.repeat(5_000_000) };
  assert.equal(await keepable(huge), '');
  // A text no page kept: the same answers gzipped by hand.
  const gzipped = await new Response(new Blob([JSON.stringify(huge)]).stream()
    .pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
  const planted = `gz:${Buffer.from(gzipped).toString('base64')}`;
  assert.ok(planted.length < 20_000, `${planted.length}`);
  assert.equal(await answersKept(planted), null);
  const under = { ...answers('build-one'), padding: ' '.repeat(3_000_000) };
  assert.deepEqual(await answersKept(await keepable(under)), under);
});
