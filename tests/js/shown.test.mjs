// How the page quotes a link's text in its messages (www/js/shown.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shown } from '../../www/js/shown.js';

test('a link\'s text quoted: control and direction characters by their codes, a long one cut', () => {
  assert.equal(shown('players=9'), 'players=9');
  assert.equal(shown('a\u0000b\u202ec'), 'a\\u{0}b\\u{202e}c');
  assert.equal(shown('x'.repeat(100000)), `${'x'.repeat(60)}…`);
  assert.equal(shown('abcdef', 3), 'abc…');
  // Cut by characters, not UTF-16 units: an emoji is not split in two.
  assert.equal(shown('😀😀😀', 2), '😀😀…');
  assert.equal(shown(42), '42');
});
