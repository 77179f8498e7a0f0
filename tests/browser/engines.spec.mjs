// One match engine module per game (www/js/engines.js): a page fetches only the engine of the
// game it shows, once (the worker gets the page's compiled module), and another game's only
// when that game is chosen; a tap plays as soon as the board is drawn.

import { test, expect, view, settled, clickToken } from './fixtures.mjs';

// The offline copy's worker would fetch every file of the build: only the page's own requests.
test.use({ serviceWorkers: 'block' });

/** Records the names of the wasm files the page and its workers fetch. */
function wasmFetches(page) {
  const names = [];
  page.context().on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.wasm')) names.push(path.split('/').pop());
  });
  return names;
}

test('the Mraha page fetches only the Mraha engine; Tricérata\'s comes when Tricérata is chosen', async ({ page }) => {
  const fetched = wasmFetches(page);
  await page.goto('index.html?lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  // A tap right away: the board drawn is the board played.
  await clickToken(page, 'A6L');
  expect((await view(page)).moves).toHaveLength(1);
  expect(fetched).toEqual(['semailles_bg.wasm']);

  await page.locator('#btn-new').click();
  await page.locator('input[name="game"][value="tricerata"]').check();
  await page.locator('#settings-start').click();
  await settled(page);
  await expect(page.locator('svg.board.tri')).toBeVisible();
  expect((await view(page)).game).toBe('tricerata');
  expect(fetched).toEqual(['semailles_bg.wasm', 'semailles_tricerata_bg.wasm']);

  // Back to Mraha: its engine is already there.
  await page.locator('#btn-new').click();
  await page.locator('input[name="game"][value="mraha"]').check();
  await page.locator('#settings-start').click();
  await settled(page);
  await expect(page.locator('svg.board.bao')).toBeVisible();
  expect(fetched).toHaveLength(2);
});

test('a Tricérata link fetches only the Tricérata engine, and its settings still offer every game', async ({ page }) => {
  const fetched = wasmFetches(page);
  await page.goto('index.html?game=tricerata&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('svg.board.tri')).toBeVisible();
  // A tap right away: the board drawn is the board played.
  const before = await view(page);
  await page.locator(`svg.board.tri [data-cell="${before.legal[0]}"]`).click();
  await settled(page);
  expect((await view(page)).text).not.toBe(before.text);
  expect(fetched).toEqual(['semailles_tricerata_bg.wasm']);
  await page.locator('#btn-new').click();
  await expect(page.locator('input[name="game"][value="mraha"]')).toBeVisible();
  expect(fetched).toEqual(['semailles_tricerata_bg.wasm']);
});
