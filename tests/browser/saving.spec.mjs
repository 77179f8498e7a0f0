// Sharing and saving: the copied link, export then import of a whole record (JSON and text),
// and the last game coming back on a reload of the bare address.

import { test, expect, openGame, view, setSpeed, clickToken } from './fixtures.mjs';
import { readFileSync } from 'node:fs';

/** Plays the opening A6L then North's first legal start, by clicking. */
async function playTwoTurns(page) {
  await setSpeed(page, 'instant');
  await clickToken(page, 'A6L');
  const v = await view(page);
  await clickToken(page, v.choices.find((c) => c.kind === 'start').token);
  return view(page);
}

async function exported(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(button).click()]);
  // Said too, with the file's name, to one who cannot see the browser's downloads.
  await expect(page.locator('#message')).toContainText(download.suggestedFilename());
  return readFileSync(await download.path(), 'utf8');
}

async function importFile(page, name, content) {
  await page.locator('#import-file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
}

test('the copied link reproduces the position and the rules', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(page, '?preset=zanzibar&s.takasia=off');
  const before = await playTwoTurns(page);
  await page.locator('#btn-link').click();
  // The whole game, whatever position a review shows: said so.
  await expect(page.locator('#message')).toHaveText('Link copied: it brings back this game, its moves and its rules.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('moves=');
  const other = await context.newPage();
  await other.goto(link);
  await other.waitForSelector('body[data-ready="true"]');
  const after = await view(other);
  expect(after.text).toBe(before.text);
  expect(after.rules).toEqual(before.rules);
  expect(after.rules.takasia).toBe(before.rules.takasia);
});

test('export then import of a JSON record brings back the same game', async ({ page }) => {
  await openGame(page, '?preset=zanzibar');
  const played = await playTwoTurns(page);
  const json = await exported(page, '#btn-export-json');
  const record = JSON.parse(json);
  expect(record.format).toBe('semailles-record');
  expect(record.options.preset).toBe('zanzibar');
  expect(record.tokens).toEqual(played.moves.flatMap((m) => m.tokens));
  expect(record.position).toBe(played.text);
  // A new default game, then the file opened: the same position, rules and move list.
  await page.goto('index.html?preset=mraha');
  await page.waitForSelector('body[data-ready="true"]');
  expect((await view(page)).moves).toEqual([]);
  await importFile(page, 'game.json', json);
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 2);
  const back = await view(page);
  expect(back.text).toBe(played.text);
  expect(back.rules).toEqual(played.rules);
  expect(back.moves.map((m) => m.text)).toEqual(played.moves.map((m) => m.text));
});

test('the text record reads back too; a foreign file is refused and changes nothing', async ({ page }) => {
  await page.goto('index.html?game=tricerata&board=hex:2&players=3&stones=2');
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, 'instant');
  await page.locator('#btn-finish').waitFor({ state: 'visible' });
  const first = (await view(page)).legal[0];
  await page.locator(`svg.tri [data-cell="${first}"]`).click();
  await page.locator('#btn-finish').click();
  await page.waitForFunction(() => window.semailles.controller.view.decision !== 'path'
    && !window.semailles.controller.animating);
  const played = await view(page);
  const text = await exported(page, '#btn-export-text');
  expect(text).toContain('game=tricerata');
  expect(text).toContain(played.moves[0].text);
  await page.goto('index.html');
  await page.waitForSelector('body[data-ready="true"]');
  await importFile(page, 'game.txt', text);
  await page.waitForFunction(() => window.semailles.controller.view.game === 'tricerata');
  expect((await view(page)).text).toBe(played.text);
  await importFile(page, 'notes.txt', 'shopping list');
  await expect(page.locator('#message')).toHaveClass(/refused/);
  expect((await view(page)).text).toBe(played.text);
});

test('a file of a game the page does not know, or with seats it cannot give, is not opened as if it were right', async ({ page }) => {
  await openGame(page, '?lang=en');
  const record = (options) => JSON.stringify({ format: 'semailles-record', version: 1, options, tokens: [] });
  await importFile(page, 'chess.json', record({ game: 'chess' }));
  const dialog = page.locator('#link-problem');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('li[data-part="game=chess"]')).toHaveCount(1);
  await dialog.locator('#link-nearest').click();
  await expect(dialog).toHaveCount(0);
  expect((await view(page)).game).toBe('mraha');
  await importFile(page, 'seats.json', record({ game: 'tricerata', board: 'hex:2', players: 3, stones: 2, seats: ['h', '9', 'zz'] }));
  await expect(dialog.locator('li[data-part="seats=h.9.zz"]')).toHaveCount(1);
  // Meanwhile the game is the file's, each seat it could not give a person.
  expect((await view(page)).game).toBe('tricerata');
  expect(await page.evaluate(() => window.semailles.controller.seats)).toEqual(['h', 'h', 'h']);
});

test('while a damaged file\'s question is open, the address and the game remembered are still the player\'s game', async ({ page }) => {
  await openGame(page, '?preset=zanzibar&lang=en');
  const mine = await playTwoTurns(page);
  const address = page.url();
  // A record whose second move is refused: its first move is on the board meanwhile.
  const record = JSON.stringify({ format: 'semailles-record', version: 1, options: { game: 'mraha', preset: 'mraha' }, tokens: ['A6L', 'ZZZ'] });
  await importFile(page, 'cut.json', record);
  const dialog = page.locator('#link-problem');
  await expect(dialog).toBeVisible();
  expect((await view(page)).moves).toHaveLength(1);
  expect(page.url()).toBe(address);
  // A reload with the question open: the game played before, by its address and by the bare one.
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  expect((await view(page)).text).toBe(mine.text);
  await page.goto('index.html');
  await page.waitForSelector('body[data-ready="true"]');
  expect((await view(page)).text).toBe(mine.text);
  // Answered, the file's game is the one kept.
  await importFile(page, 'cut.json', record);
  await dialog.locator('#link-nearest').click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).searchParams.get('moves')).toBe('A6L');
  await page.goto('index.html');
  await page.waitForSelector('body[data-ready="true"]');
  expect((await view(page)).moves.flatMap((m) => m.tokens)).toEqual(['A6L']);
});

test('the text sheet writes its turns in the page\'s language: a French no-break space before the colon', async ({ page }) => {
  await openGame(page, '?lang=fr&moves=A6L');
  const text = await exported(page, '#btn-export-text');
  expect(text).toContain('\n1. Sud\u00a0: A6L');
  // It reads back all the same.
  await page.goto('index.html?lang=fr');
  await page.waitForSelector('body[data-ready="true"]');
  await importFile(page, 'partie.txt', text);
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
});

test('the game survives a reload, even of the bare address', async ({ page }) => {
  await openGame(page);
  const played = await playTwoTurns(page);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  expect((await view(page)).text).toBe(played.text);
  await page.goto('index.html');
  await page.waitForSelector('body[data-ready="true"]');
  expect((await view(page)).text).toBe(played.text);
  expect((await view(page)).moves).toHaveLength(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** Whether `text` is written, visibly, within the screen as it is now scrolled. */
  const shownOnScreen = (page, text) => page.evaluate((text) => [...document.querySelectorAll('body *')]
    .some((el) => {
      if (el.children.length || !el.textContent.includes(text)) return false;
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && getComputedStyle(el).visibility !== 'hidden';
    }), text);

  test('what Open a game… did is said where the player is, beside the button', async ({ page }) => {
    await openGame(page, '?lang=fr');
    const json = JSON.stringify({ format: 'semailles-record', version: 1, options: { game: 'mraha', preset: 'mraha' }, tokens: ['A6L'] });
    await page.locator('#btn-import').scrollIntoViewIfNeeded();
    await importFile(page, 'hello.json', '{"hello":"world"}');
    await expect(page.locator('#message')).toHaveClass(/refused/);
    await expect.poll(() => shownOnScreen(page, 'Ce fichier n’est pas une partie enregistrée par Semailles.')).toBe(true);
    // An empty file, and a saved game cut short, are said as such.
    await importFile(page, 'empty.json', '');
    await expect.poll(() => shownOnScreen(page, 'Ce fichier est vide\u00a0: il ne contient aucune partie.')).toBe(true);
    await importFile(page, 'cut.json', json.slice(0, 60));
    await expect.poll(() => shownOnScreen(page, 'mais tronquée ou abîmée')).toBe(true);
    expect((await view(page)).moves).toHaveLength(0);
    await importFile(page, 'game.json', json);
    await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
    await page.locator('#btn-import').scrollIntoViewIfNeeded();
    await expect.poll(() => shownOnScreen(page, 'Partie ouverte.')).toBe(true);
    await expect.poll(() => shownOnScreen(page, 'Ce fichier')).toBe(false);
  });
});
