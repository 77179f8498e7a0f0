// The pure parts of the board's looks: the last turn's marks read from the engine's events (both
// games), words true to the state (trakatra, a waiting decision), plurals by the language.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { turnMarks as mrahaMarks } from '../../www/js/games/mraha/marks.js';
import { turnMarks as triMarks } from '../../www/js/games/tricerata/marks.js';
import { summarise, played, hint } from '../../www/js/games/mraha/turn-words.js';
import { summarise as triSummarise, end as triEnd } from '../../www/js/games/tricerata/turn-words.js';
import { setLanguage, tn, t, loadWords } from '../../www/js/i18n.js';

test('Mraha: a namua turn is marked by its start and the pits it sowed', () => {
  const m = mrahaMarks([
    { type: 'place', pit: 'A6' }, { type: 'lift', pit: 'A6', seeds: 3 },
    { type: 'sow', pit: 'A5' }, { type: 'sow', pit: 'A4' }, { type: 'sow', pit: 'A3' },
    { type: 'turn_end' },
  ]);
  assert.equal(m.start, 'A6');
  assert.deepEqual([...m.sown], ['A5', 'A4', 'A3']);
  assert.deepEqual(m.captured, []);
});

test('Mraha: each capture is marked with the kotso its seeds entered by', () => {
  const m = mrahaMarks([
    { type: 'place', pit: 'a6' }, { type: 'capture', pit: 'A3', seeds: 1 },
    { type: 'enter', kotso: 'a1', seeds: 1 }, { type: 'sow', pit: 'a1' },
    { type: 'relay', pit: 'a1', seeds: 2 }, { type: 'capture', pit: 'A7', seeds: 2 },
    { type: 'enter', kotso: 'a8', seeds: 2 }, { type: 'turn_end' },
  ]);
  assert.equal(m.start, 'a6');
  assert.deepEqual(m.captured, ['A3', 'A7']);
  assert.deepEqual(m.entered, [{ from: 'A3', kotso: 'a1' }, { from: 'A7', kotso: 'a8' }]);
  assert.deepEqual([...m.relays], ['a1']);
  assert.deepEqual(mrahaMarks([]).start, null);
});

test('Tricérata: the lifted cell, the path in order, the cells taken', () => {
  const m = triMarks([
    { type: 'lift', cell: 6, stones: 2 }, { type: 'sow', cell: 5, hand: 1 },
    { type: 'sow', cell: 1, hand: 0 }, { type: 'relay', cell: 1, stones: 3 },
    { type: 'sow', cell: 2, hand: 2 }, { type: 'capture', cell: 3, stones: 2, player: 0 },
    { type: 'turn_end' },
  ]);
  assert.equal(m.start, 6);
  assert.deepEqual(m.path, [6, 5, 1, 2]);
  assert.deepEqual(m.relays, [1]);
  assert.deepEqual(m.taken, [3]);
});

test('Mraha words: no trakatra when the turn captured before its Stop; a decision waits only at the end', () => {
  const stop = [{ type: 'nyumba_stop', pit: 'A5' }, { type: 'turn_end' }];
  const capturedBefore = [{ type: 'capture', pit: 'a3', seeds: 2 }, { type: 'enter', kotso: 'A1', seeds: 2 }, { type: 'decision' }];
  // Before any language is loaded the words are their keys.
  assert.ok(!summarise(stop, [...capturedBefore, ...stop]).includes('summary.trakatra'));
  assert.ok(summarise(stop, stop).includes('summary.trakatra'));
  assert.ok(summarise(capturedBefore).includes('summary.waiting'));
  const computersWholeTurn = [...capturedBefore, { type: 'sow', pit: 'A2' }, ...stop];
  assert.ok(!summarise(computersWholeTurn).includes('summary.waiting'));
});

test('plurals follow the language (Intl.PluralRules): English 1 stone, 2 stones; French 0 and 1 pierre', async () => {
  // setLanguage fetches i18n/<lang>.json and translates the document: both stand-ins here.
  globalThis.fetch = async (url) => ({
    ok: true,
    json: async () => JSON.parse(readFileSync(new URL(`../../www/${url}`, import.meta.url), 'utf8')),
  });
  globalThis.document = { documentElement: {}, querySelectorAll: () => [] };
  try {
    await setLanguage('en');
    // Tricérata's own words (i18n/tricerata/), loaded with its board; a language chosen after
    // brings them in its words.
    await loadWords('tricerata');
    assert.equal(tn('cell.label', 1, { cell: 4 }), 'cell 4: 1 stone');
    assert.equal(tn('cell.label', 2, { cell: 4 }), 'cell 4: 2 stones');
    assert.equal(tn('cell.label', 0, { cell: 4 }), 'cell 4: 0 stones');
    await setLanguage('fr');
    assert.equal(tn('cell.label', 0, { cell: 4 }), 'case 4\u00a0: 0 pierre');
    assert.equal(tn('cell.label', 1, { cell: 4 }), 'case 4\u00a0: 1 pierre');
    assert.equal(tn('cell.label', 3, { cell: 4 }), 'case 4\u00a0: 3 pierres');
    // The words of a turn and of the end (i18n/tricerata-turn/), loaded once the board is drawn.
    await loadWords('tricerata-turn');
    assert.equal(tn('tri.end.solitaire', 1), 'Plateau vidé en 1 tour.');
    // A game ended by Mort subite names who let their last stone fall alone (the last turn's player).
    const mort = { game: 'tricerata', players: 3, moves: [{ player: 0 }, { player: 1 }], outcome: { winners: [2], reason: 'mort_subite', scores: [1, 2, 7] } };
    const why = t('end.mort_subite', triEnd(mort, {}).params);
    assert.match(why, /^Mort subite\u00a0: Joueur 2 a laissé tomber sa dernière pierre seule/);
    assert.match(why, /Scores\u00a0: Joueur 1\u00a0: 1 · Joueur 2\u00a0: 2 · Joueur 3\u00a0: 7\.$/);
    // A long path's relays counted as a verb, not a number beside the cells' numbers ("joue 14,
    // 12 relais" read as a relay at 12); Mort subite named, not cried out mid-sentence.
    const relays = Array.from({ length: 12 }, (_, i) => ({ type: 'relay', cell: i, stones: 2 }));
    assert.deepEqual(triSummarise([...relays, { type: 'mort_subite', cell: 7, heir: 2, stones: 5 }]), ['relaie 12 fois', 'mort subite en case 7\u00a0: Joueur 3 hérite de 5 pierres']);
    await setLanguage('en');
    assert.deepEqual(triSummarise(relays), ['relays 12 times']);
    // A capture still to choose is said so; one chosen in the same words (the computer's whole
    // turn) only after "falls alone".
    const due = { type: 'capture_due' };
    assert.deepEqual(triSummarise([due]), ['the last stone falls alone, a capture to choose']);
    assert.deepEqual(triSummarise([due, { type: 'capture', cell: 4, stones: 2 }]), ['the last stone falls alone', 'captures cell 4 (2 stones)']);
  } finally {
    delete globalThis.fetch;
    delete globalThis.document;
  }
});

test('a part of the words asked while a language loads comes in that language, and stays', async () => {
  const asked = [];
  let release;
  const held = new Promise((r) => { release = r; });
  globalThis.fetch = async (url) => {
    asked.push(url);
    // The language file is slow: the part is asked (and answered) before it arrives.
    if (url === 'i18n/fr.json') await held;
    return { ok: true, json: async () => JSON.parse(readFileSync(new URL(`../../www/${url}`, import.meta.url), 'utf8')) };
  };
  globalThis.document = { documentElement: {}, querySelectorAll: () => [] };
  try {
    await setLanguage('en');
    const french = setLanguage('fr');
    await loadWords('mraha');
    release();
    await french;
    assert.equal(t('player.0'), 'Sud');
    assert.equal(t('refuse.game_over'), 'La partie est finie : lancez une nouvelle partie.');
    assert.ok(asked.includes('i18n/mraha/fr.json'));
    assert.ok(!asked.includes('i18n/mraha/en.json'), asked.join(' '));
  } finally {
    delete globalThis.fetch;
    delete globalThis.document;
  }
});

test('Mraha words: a nyumba\'s answer is said with its button\'s word, not the notation\'s stop or go', async () => {
  globalThis.fetch = async (url) => ({
    ok: true,
    json: async () => JSON.parse(readFileSync(new URL(`../../www/${url}`, import.meta.url), 'utf8')),
  });
  globalThis.document = { documentElement: {}, querySelectorAll: () => [] };
  try {
    await setLanguage('fr');
    await loadWords('mraha');
    await loadWords('mraha-turn');
    assert.equal(played({ kind: 'stop', token: 'stop' }), 'choisit «\u00a0Rester\u00a0»');
    assert.equal(played({ kind: 'go', token: 'go' }), 'choisit «\u00a0Semer\u00a0»');
    // A hint names the button too, then what it does, without a colon after the hint's own.
    assert.equal(hint({ kind: 'stop', token: 'stop' }), 'Indice\u00a0: «\u00a0Rester\u00a0», le tour s’arrête dans la nyumba et la maison reste intacte.');
    // One capture is one "prise", two are "prises".
    const take = (pit, seeds) => ({ type: 'capture', pit, seeds });
    assert.deepEqual(summarise([take('a2', 1), { type: 'turn_end' }]), ['prise\u00a0: a2 (1) — 1 tso en tout']);
    assert.deepEqual(summarise([take('a2', 1), take('a3', 4), { type: 'turn_end' }]), ['prises\u00a0: a2 (1), a3 (4) — 5 tso en tout']);
    await setLanguage('en');
    assert.equal(played({ kind: 'stop', token: 'stop' }), 'chooses “Stop”');
    assert.equal(hint({ kind: 'go', token: 'go' }), 'Hint: “Sow on”, the nyumba is lifted and sown on (the house is destroyed).');
    // The kotso chosen is named as the way the captured seeds enter; other choices keep the
    // page's own words (their token).
    assert.equal(played({ kind: 'kotso', token: 'a1', pit: 'a1' }), 'enters by the kotso a1');
    assert.equal(played({ token: 'x' }), null);
    // The answer that ends a turn says the whole turn (its earlier call captured and relayed);
    // an answer that leaves another question waiting says its own call only.
    const asked = [{ type: 'capture', pit: 'A6', seeds: 4 }, { type: 'relay', pit: 'a2', seeds: 2 }, { type: 'decision', decision: 'kotso' }];
    const answer = [{ type: 'enter', kotso: 'a1', direction: 'R', seeds: 4 }, { type: 'relay', pit: 'a5', seeds: 3 }, { type: 'turn_end' }];
    assert.deepEqual(summarise(answer, [...asked, ...answer]), ['captured A6 (4) — 4 tso in all', '2 relays']);
    const askedAgain = [...answer.slice(0, 2), { type: 'decision', decision: 'nyumba' }];
    assert.deepEqual(summarise(askedAgain, [...asked, ...askedAgain]), ['1 relay', 'a decision is waiting']);
    assert.deepEqual(summarise([{ type: 'turn_end' }], [{ type: 'relay' }, { type: 'turn_end' }]), ['trakatra (sowing without capture)', '1 relay']);
  } finally {
    delete globalThis.fetch;
    delete globalThis.document;
  }
});
