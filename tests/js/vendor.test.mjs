// The QR library shipped in www/vendor/uqr/ is the npm package's own ES module (package.json
// pins it): copied unchanged, with its licence. To update: npm install --save-dev uqr@<version>,
// then copy node_modules/uqr/dist/index.mjs and LICENSE over the vendored files.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const read = (p) => readFileSync(new URL(p, root), 'utf8');

const installed = existsSync(new URL('node_modules/uqr/dist/index.mjs', root));

test('the vendored QR library is the installed package, unchanged, with its licence', {
  skip: !installed && 'node_modules/uqr is not installed yet (npm ci)',
}, () => {
  assert.equal(read('www/vendor/uqr/uqr.mjs'), read('node_modules/uqr/dist/index.mjs'));
  assert.equal(read('www/vendor/uqr/LICENSE'), read('node_modules/uqr/LICENSE'));
});

test('the vendored QR library encodes a link into a square of the size of its version', async () => {
  const { encode } = await import('../../www/vendor/uqr/uqr.mjs');
  const { size, data } = encode('https://example.org/?preset=kujifunza&cm=1AbC', { ecc: 'L', border: 0 });
  assert.equal((size - 21) % 4, 0);
  assert.equal(data.length, size);
  // The three finder patterns' dark corners.
  assert.equal(data[0][0], true);
  assert.equal(data[0][size - 1], true);
  assert.equal(data[size - 1][0], true);
});
