// One match engine module per game (www/js/engines.js): a page fetches only the engine of the
// game it shows, once (the worker gets the page's compiled module), with its later part once the
// board is drawn (tools/split-engine.mjs; a new game as a bare address opens it gets both parts
// then, its board drawn from the engine's recorded answers), and another game's only when that
// game is chosen; a tap plays as soon as the board is drawn. The computer players too (www/js/players.js): one
// module per game, fetched with the first computer seat of that game.

import { test, expect, view, settled, clickToken, setSpeed } from './fixtures.mjs';

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
  expect([...fetched].sort()).toEqual(['semailles_bg.wasm', 'semailles_later.wasm']);

  await page.locator('#btn-new').click();
  await page.locator('input[name="game"][value="tricerata"]').check();
  await page.locator('#settings-start').click();
  await settled(page);
  await expect(page.locator('svg.board.tri')).toBeVisible();
  expect((await view(page)).game).toBe('tricerata');
  await expect.poll(() => fetched.length).toBe(4);
  expect(fetched.slice(2).sort()).toEqual(['semailles_tricerata_bg.wasm', 'semailles_tricerata_later.wasm']);

  // Back to Mraha: its engine is already there.
  await page.locator('#btn-new').click();
  await page.locator('input[name="game"][value="mraha"]').check();
  await page.locator('#settings-start').click();
  await settled(page);
  await expect(page.locator('svg.board.bao')).toBeVisible();
  expect(fetched).toHaveLength(4);
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
  expect([...fetched].sort()).toEqual(['semailles_tricerata_bg.wasm', 'semailles_tricerata_later.wasm']);
  await page.locator('#btn-new').click();
  await expect(page.locator('input[name="game"][value="mraha"]')).toBeVisible();
  expect([...fetched].sort()).toEqual(['semailles_tricerata_bg.wasm', 'semailles_tricerata_later.wasm']);
});

test('the first board and its first taps need no later part', async ({ page }) => {
  // The later part is held back until two turns are played: the first board, its taps and
  // the engine's answers to them must not need it (a moved function run before it came would
  // fetch it synchronously, and wait here for as long as it is held).
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let asked = 0;
  await page.route('**/semailles_later.wasm', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  // A game under way: its first board and first taps are the engine's (a new game's first tap
  // comes from its recorded opening, first-load.spec.mjs).
  await page.goto('index.html?lang=en&preset=zanzibar&moves=A6L');
  // (The page is not ready before the later part comes: the board is played by its own clicks.)
  await page.locator('svg.board .pit.playable').first().click();
  await page.locator('svg.board .arrow').first().click();
  await expect(page.locator('#moves li')).toHaveCount(2);
  await page.locator('svg.board .pit.playable').first().click();
  await page.locator('svg.board .arrow').first().click();
  await expect(page.locator('#moves li')).toHaveCount(3);
  expect(asked).toBe(1);
  // Then it comes, and what needs it works: the settings list every game from its catalogue.
  release();
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#btn-new').click();
  await expect(page.locator('input[name="game"][value="tricerata"]')).toBeVisible();
});

/** The players' modules among the wasm files fetched. */
const players = (fetched) => fetched.filter((name) => name.startsWith('semailles_ai'));

test('a computer seat fetches its own game\'s players only, and another game\'s when it gets one', async ({ page }) => {
  const fetched = wasmFetches(page);
  await page.goto('index.html?lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, 'instant');
  expect(players(fetched)).toEqual([]);
  // South to the computer: it plays at once, with Mraha's players.
  await page.selectOption('#seat-0', '1');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
  await settled(page);
  expect(players(fetched)).toEqual(['semailles_ai_bg.wasm']);
  // Beside them, their long walks in wasm's SIMD (www/js/lanes.js: Chromium has it), in the
  // players' worker.
  expect(fetched.filter((name) => name === 'semailles_lanes.wasm')).toHaveLength(1);
  const worker = page.workers().find((w) => w.url().includes('ai-worker'));
  expect(await worker.evaluate(() => typeof globalThis.__semaillesLanes?.lanes_on)).toBe('function');

  // Tricérata, the first player to the computer: Tricérata's players come, and they play.
  await page.locator('#btn-new').click();
  await page.locator('input[name="game"][value="tricerata"]').check();
  await page.locator('#settings-start').click();
  await settled(page);
  expect((await view(page)).game).toBe('tricerata');
  await page.selectOption('#seat-0', '1');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
  await settled(page);
  expect(players(fetched)).toEqual(['semailles_ai_bg.wasm', 'semailles_ai_tricerata_bg.wasm']);
});

test('a Tricérata page with a computer seat fetches Tricérata\'s players only', async ({ page }) => {
  const fetched = wasmFetches(page);
  await page.goto('index.html?game=tricerata&board=triangle:3&players=2&stones=1&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, 'instant');
  await page.selectOption('#seat-0', '1');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
  await settled(page);
  expect(players(fetched)).toEqual(['semailles_ai_tricerata_bg.wasm']);
  expect(fetched).not.toContain('semailles_lanes.wasm');
});

test('a host that sends the wasm files with another MIME type: the engine and the computer still play, each file fetched once', async ({ page }) => {
  // WebAssembly.compileStreaming refuses a response that is not application/wasm; the page then
  // compiles the same response's bytes (www/js/engines.js, compileFrom), without a second fetch.
  const fetched = wasmFetches(page);
  await page.context().route('**/*.wasm', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  await page.goto('index.html?lang=en&seats=h.1');
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, 'instant');
  await clickToken(page, 'A6L');
  await settled(page);
  const v = await view(page);
  expect(v.moves).toHaveLength(2);
  expect(await page.evaluate(() => window.semailles.controller.ai.thread)).toBe('worker');
  expect(fetched.sort()).toEqual(['semailles_ai_bg.wasm', 'semailles_bg.wasm', 'semailles_lanes.wasm', 'semailles_later.wasm']);
});
