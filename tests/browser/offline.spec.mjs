// Offline: once visited, the page reloads and plays with no network (service worker sw.js and
// the cache named after the build id that build.sh stamps into pkg/build.js).

import { test, expect, openGame, view, setSpeed, clickToken } from './fixtures.mjs';
import { readFileSync } from 'node:fs';
import { TEST_ROOT } from './test-root.mjs';

test('once visited, the game loads and plays offline', async ({ page, context }) => {
  await openGame(page);
  // Wait until the service worker controls the page (it claims it once its cache is full).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await context.setOffline(true);
  // The network is gone for the page…
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  // …yet a reload (with a game in its address) draws the board and a move plays.
  await page.goto('index.html?preset=zanzibar&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('svg.board .pit')).toHaveCount(32);
  await setSpeed(page, 'instant');
  await clickToken(page, 'A6L');
  expect((await view(page)).moves).toHaveLength(1);
  await expect(page.locator('#btn-undo')).toHaveText('Undo');
  await context.setOffline(false);
});

test('the cache is named after this build; the worker deletes older caches', async ({ page }) => {
  const build = readFileSync(new URL(`../../${TEST_ROOT}/pkg/build.js`, import.meta.url), 'utf8');
  const id = build.match(/SEMAILLES_BUILD = '([0-9a-f]+)'/)[1];
  await page.goto('index.html');
  await page.evaluate(() => caches.open('semailles-0000-old-build').then((c) => c.put('/x', new Response('old'))));
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  expect(await page.evaluate(() => caches.keys())).toEqual([`semailles-${id}`]);
});
