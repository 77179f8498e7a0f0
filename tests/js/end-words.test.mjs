// The end of a game in words, from a kit's `end`: Tricérata's scores each after its player's name
// and the language's colon ("Player 1: 5", "Joueur 1 : 5", a no-break space before it), never run into the player's number.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setLanguage, loadWords } from '../../www/js/i18n.js';
import { end } from '../../www/js/games/tricerata/turn-words.js';

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
    await loadWords('tricerata-turn');
    assert.equal(end(view, { scores: 'Player 1 5 · Player 2 6' }).params.scores, 'Player 1: 5 · Player 2: 6');
    await setLanguage('fr');
    assert.equal(end(view, { scores: '' }).params.scores, 'Joueur 1\u00a0: 5 · Joueur 2\u00a0: 6');
  } finally {
    delete globalThis.fetch;
    delete globalThis.document;
  }
});

test('a shared win that the one person here shares is said to them; one they do not share names the winners', async () => {
  globalThis.fetch = async (url) => ({
    ok: true,
    json: async () => JSON.parse(readFileSync(new URL(`../../www/${url}`, import.meta.url), 'utf8')),
  });
  globalThis.document = { documentElement: {}, querySelectorAll: () => [], getElementById: () => null };
  try {
    const { endSentence } = await import('../../www/js/end-words.js');
    // The kit's end words come with its turn's module (loaded after the first board): here, its turn words alone.
    const { gameOf } = await import('../../www/js/games/index.js');
    Object.assign(gameOf('tricerata').words, await import('../../www/js/games/tricerata/turn-words.js'));
    const view = (winners) => ({ game: 'tricerata', players: 3, outcome: { winners, scores: [4, 2, 4], reason: 'board_empty' } });
    await setLanguage('en');
    await loadWords('later');
    await loadWords('tricerata');
    await loadWords('tricerata-turn');
    const vsTwo = ['h', '1', '2'];
    assert.equal(endSentence(view([0, 2]), vsTwo).head, 'You share the win with Player 3!');
    assert.equal(endSentence(view([1, 2]), vsTwo).head, 'Shared win: Player 2, Player 3!');
    assert.equal(endSentence(view([0]), vsTwo).head, 'You win!');
    assert.equal(endSentence(view([1]), vsTwo).head, 'The computer (Player 2) wins.');
    // With friends on this screen (two people here) the names say it.
    assert.equal(endSentence(view([0, 2]), ['h', 'h', '1']).head, 'Shared win: Player 1, Player 3!');
    // A game by link: the friend's seat is played elsewhere.
    assert.equal(endSentence(view([0, 1]), ['h', 'r', 'r']).head, 'You share the win with Player 2!');
    // Every player a winner: a draw, whoever plays here.
    assert.equal(endSentence(view([0, 1, 2]), vsTwo).head, 'Draw!');
    assert.equal(endSentence(view([0, 1, 2]), ['h', 'h', 'h']).head, 'Draw!');
    await setLanguage('fr');
    assert.equal(endSentence(view([0, 2]), vsTwo).head, 'Vous partagez la victoire avec Joueur 3\u202f!');
    assert.equal(endSentence(view([0, 1, 2]), vsTwo).head, 'Partie nulle\u202f!');
  } finally {
    delete globalThis.fetch;
    delete globalThis.document;
  }
});
