// The end of a game in words, from a kit's `end`: Tricérata's scores each after its player's name
// and the language's colon ("Player 1: 5", "Joueur 1 : 5", a no-break space before it), never run into the player's number.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setLanguage, loadWords } from '../../www/js/i18n.js';
import { end } from '../../www/js/games/tricerata/words.js';

test('Tricérata\'s scores: each player\'s name, a colon as the language writes it, the score', async () => {
  // setLanguage fetches i18n/<lang>.json and translates the document: both stand-ins here.
  globalThis.fetch = async (url) => ({
    ok: true,
    json: async () => JSON.parse(readFileSync(new URL(`../../www/${url}`, import.meta.url), 'utf8')),
  });
  globalThis.document = { documentElement: {}, querySelectorAll: () => [] };
  try {
    const view = { players: 2, outcome: { winners: [1], scores: [5, 6], reason: 'board_empty' } };
    await setLanguage('en');
    await loadWords('tricerata');
    assert.equal(end(view, { scores: 'Player 1 5 · Player 2 6' }).params.scores, 'Player 1: 5 · Player 2: 6');
    await setLanguage('fr');
    assert.equal(end(view, { scores: '' }).params.scores, 'Joueur 1\u00a0: 5 · Joueur 2\u00a0: 6');
  } finally {
    delete globalThis.fetch;
    delete globalThis.document;
  }
});
