// A game shown without its last turn being played on this page — a friend's link, a reload,
// "Play from here" — has that turn marked on the board and said under it, as a turn played here
// is: the person opening a friend's move sees what the friend did.

import { test, expect, view, settled, clickToken } from './fixtures.mjs';

/** The marks drawn on the board (the last turn's start, sowings, captures…). */
const marks = (page) => page.locator('svg.board .marks > *');

test('a Mraha link to a game under way marks and says its last turn', async ({ page }) => {
  await page.goto('index.html?lang=en&preset=mraha&moves=A6L.a6R.A4R.a7L.A1R.a7L');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#message')).toHaveText(/^North: sows a7 to the left/);
  await expect(marks(page).first()).toBeAttached();
  const turn = await page.evaluate(() => window.semailles.controller.turnEvents);
  expect(turn.some((e) => e.type === 'place' && e.pit === 'a7')).toBe(true);
});

test('a Tricérata link marks the last turn of the player who played it', async ({ page }) => {
  await page.goto('index.html?lang=en&game=tricerata&board=triangle:3&players=2&stones=1&moves=3.4');
  await page.waitForSelector('body[data-ready="true"]');
  const v = await view(page);
  expect(v.moves.length).toBeGreaterThan(0);
  await expect(page.locator('#message')).not.toBeEmpty();
  await expect(marks(page).first()).toBeAttached();
});

test('a new game and a link with no moves mark nothing', async ({ page }) => {
  await page.goto('index.html?lang=en&preset=zanzibar');
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForTimeout(500);
  await expect(marks(page)).toHaveCount(0);
  await expect(page.locator('#message')).toBeEmpty();
});

test('"Play from here" marks the turn that led to the position kept', async ({ page }) => {
  await page.goto('index.html?lang=en&preset=mraha&moves=A6L.a6R.A4R.a7L.A1R.a7L');
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#speed', 'instant');
  await page.locator('#moves [data-turn="3"]').click();
  await page.locator('#review-branch').click();
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 3);
  await settled(page);
  await page.waitForFunction(() => window.semailles.controller.turnEvents.length > 0);
  const turn = await page.evaluate(() => window.semailles.controller.turnEvents);
  // Move 3 is South's A4R: its first seed placed is marked, not North's a7L of the line taken back.
  expect(turn.some((e) => e.type === 'place' && e.pit === 'A4')).toBe(true);
  await expect(marks(page).first()).toBeAttached();
});

test('what the last turn did is said again in the language chosen, not wiped', async ({ page }) => {
  await page.goto('index.html?lang=fr&preset=mraha&moves=A6L.a6R.A4R.a7L.A1R.a7L');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#message')).toHaveText(/^Nord\s: sème a7 vers la gauche/);
  await page.selectOption('#lang', 'en');
  await expect(page.locator('#message')).toHaveText(/^North: sows a7 to the left \(L\), captured A2/);
  // A turn played here too.
  await page.selectOption('#speed', 'instant');
  const start = (await view(page)).choices.find((c) => c.kind === 'start');
  await clickToken(page, start.token);
  await settled(page);
  await expect(page.locator('#message')).toHaveText(/^South: /);
  const english = await page.locator('#message').textContent();
  await page.selectOption('#lang', 'fr');
  await expect(page.locator('#message')).toHaveText(/^Sud\s: /);
  await page.selectOption('#lang', 'en');
  await expect(page.locator('#message')).toHaveText(english);
});

test('a turn redone is said whole, how it began included', async ({ page }) => {
  await page.goto('index.html?lang=en&preset=mraha&moves=A6L.a6R.A4R');
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#speed', 'instant');
  const whole = /^South: sows A4 to the right \(R\), captured a5 \(6\)/;
  await expect(page.locator('#message')).toHaveText(whole);
  await page.locator('#btn-undo').click();
  await settled(page);
  await page.locator('#btn-redo').click();
  await settled(page);
  await expect(page.locator('#message')).toHaveText(whole);
});
