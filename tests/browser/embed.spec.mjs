// The embed view (embed.html) as another site would use it: inside `<iframe sandbox=
// "allow-scripts">` on a host page whose strict Content-Security-Policy comes as an HTTP header
// (tests/browser/static-server.mjs), played by clicking inside the frame.

import { test, expect, ARTIFACTS } from './fixtures.mjs';
import { join } from 'node:path';

/** The embed's frame once its board is drawn. */
async function gameFrame(page) {
  await page.goto('host/embed-host.html');
  const frame = page.frameLocator('#game');
  await expect(frame.locator('body[data-ready="true"]')).toHaveCount(1);
  return { frame, handle: page.frame({ url: /embed\.html/ }) };
}

test('plays a turn inside a sandboxed frame on a page with a strict CSP', async ({ page }) => {
  const refused = [];
  page.on('console', (m) => { if (/Content.Security.Policy|Refused/i.test(m.text())) refused.push(m.text()); });
  const { frame, handle } = await gameFrame(page);
  // Really sandboxed: an opaque origin, no storage, and the page's policy came as a header.
  expect(await handle.evaluate(() => self.origin)).toBe('null');
  expect(await handle.evaluate(() => { try { localStorage.length; return 'storage'; } catch { return 'none'; } })).toBe('none');
  const response = await page.request.get('host/embed-host.html');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  // French words, as asked by lang=fr.
  await expect(frame.locator('#btn-undo')).toHaveText('Annuler');
  await expect(frame.locator('svg.board .pit')).toHaveCount(32);
  // The opening A6 to the left (rules §namua: the seed lands in A6, whose 3 are sown to A5-A3).
  await frame.locator('[data-pit="A6"]').click();
  await frame.locator('.arrow[data-token="A6L"]').click();
  await expect(frame.locator('[data-pit="A5"] .count text')).toHaveText('7');
  await expect(frame.locator('[data-pit="A3"] .count text')).toHaveText('1');
  await expect(frame.locator('#status')).toContainText('Nord');
  // The "open in full" link carries the move.
  await expect(frame.locator('#full-page')).toHaveAttribute('href', /moves=A6L/);
  // The host heard the embed's height.
  await expect(page.locator('body[data-height-messages]')).toHaveCount(1);
  expect(refused).toEqual([]);
});

/** The browser's own lines on modules refused for want of the CORS header are expected here. */
const noCorsTest = test.extend({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !/blocked by CORS policy|net::ERR_FAILED/.test(m.text())) errors.push(`console: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

noCorsTest('a sandboxed frame whose scripts are refused for want of the CORS header says why after a while; drawn, it says nothing of it', async ({ page }) => {
  // Drawn: the note went with "Chargement…", in the board's place.
  const { frame } = await gameFrame(page);
  await expect(frame.locator('.stalled')).toHaveCount(0);
  // The same frame on a server without the header: the opaque origin of the sandboxed frame
  // may not run the game's modules, and the frame stays on "Chargement…".
  await page.locator('#game').evaluate((f) => { f.src = f.src.replace('/strict/embed.html', '/no-cors/embed.html'); });
  const stalled = page.frameLocator('#game').locator('.stalled');
  // Said only once the scripts had their time.
  await expect(stalled).toHaveCount(1);
  await expect(stalled).toBeHidden();
  await expect(stalled).toBeVisible({ timeout: 15_000 });
  await expect(stalled.locator('p[lang="fr"]')).toContainText('Access-Control-Allow-Origin: *');
  await expect(stalled.locator('p[lang="en"]')).toContainText('Still nothing?');
  await page.screenshot({ path: join(ARTIFACTS, 'embed-stalled.png') });
});

test('fits a narrow frame: no sideways scrolling, the whole board visible', async ({ page }) => {
  await page.setViewportSize({ width: 340, height: 640 });
  const { frame, handle } = await gameFrame(page);
  const sizes = await handle.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    board: document.querySelector('svg.board').getBoundingClientRect().width,
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  expect(sizes.board).toBeLessThanOrEqual(sizes.client);
  // The host sizes the frame from the posted height (a message, which a busy machine may deliver
  // after the page is ready): the board and the buttons come to be inside it.
  await expect.poll(async () => {
    const frameBox = await page.locator('#game').boundingBox();
    const undo = await frame.locator('#btn-undo').boundingBox();
    return undo.y + undo.height - (frameBox.y + frameBox.height);
  }).toBeLessThanOrEqual(1);
  await page.screenshot({ path: join(ARTIFACTS, 'embed-narrow.png'), fullPage: true });
});

test('a small frame wider than high draws the bao wide; turned upright, tall', async ({ page }) => {
  // A 340 px 16:11 frame is narrower than the tall board's threshold, but the tall board in it
  // was a strip a sixth of its width with pits of 18 px.
  await page.setViewportSize({ width: 340, height: 234 });
  await page.goto('embed.html?game=mraha&lang=fr');
  await page.waitForSelector('body[data-ready="true"]');
  const board = page.locator('svg.board.bao');
  await expect(board).toHaveAttribute('data-layout', 'wide');
  expect((await board.boundingBox()).width).toBeGreaterThan(300);
  expect((await page.locator('[data-pit="A1"]').boundingBox()).width).toBeGreaterThanOrEqual(24);
  // The same frame made upright: the board turns.
  await page.setViewportSize({ width: 340, height: 700 });
  await expect(board).toHaveAttribute('data-layout', 'tall');
  await page.screenshot({ path: join(ARTIFACTS, 'embed-340-upright.png') });
});

test('a 16:11 frame keeps everything in view when the status wraps to two lines', async ({ page }) => {
  // The README's frame at 800 px wide: 550 px high. Mid-turn, Tricérata's status ("2 stones in
  // hand — tap…") takes two lines: the board makes room for it.
  await page.setViewportSize({ width: 800, height: 550 });
  await page.goto('embed.html?game=tricerata&board=triangle:4&moves=3.7&lang=fr');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#status')).toContainText('en main');
  const status = await page.locator('#status').boundingBox();
  expect(status.height).toBeGreaterThan(40);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(550);
  const link = await page.locator('#full-page').boundingBox();
  expect(link.y + link.height).toBeLessThanOrEqual(550);
  await page.screenshot({ path: join(ARTIFACTS, 'embed-tricerata-16-11-two-lines.png') });
});

test('Tricérata in a frame wider than high: its stores beside the board, its cells large', async ({ page }) => {
  // The README's 16:11 frame at 800 px: the stores above and below the board made the drawing
  // tall, and the frame's height left its cells about 50 px across.
  await page.setViewportSize({ width: 800, height: 550 });
  for (const [board, players, least] of [['triangle:4', 2, 70], ['hex:4', 6, 60], ['square:5', 4, 70]]) {
    await page.goto(`embed.html?game=tricerata&board=${board}&players=${players}&lang=en`);
    await page.waitForSelector('body[data-ready="true"]');
    await expect(page.locator('svg.tri')).toHaveAttribute('data-layout', 'columns');
    const cell = await page.locator('[data-cell="0"] .cell-face').boundingBox();
    expect(Math.min(cell.width, cell.height), board).toBeGreaterThanOrEqual(least);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(550);
  }
  await page.screenshot({ path: join(ARTIFACTS, 'embed-tricerata-16-11-columns.png') });
  // The same frame made upright: the stores go back around the board.
  await page.setViewportSize({ width: 550, height: 800 });
  await expect(page.locator('svg.tri')).not.toHaveAttribute('data-layout', 'columns');
});

test('a lesson, and the end of a game, fit a 600 px 16:11 frame', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 413 });
  const fits = async () => {
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(413);
  };
  for (const lesson of ['mraha.kotso', 'tricerata.capture']) {
    await page.goto(`embed.html?learn=${lesson}&lang=fr`);
    await page.waitForSelector('body[data-ready="true"]');
    await expect(page.locator('#lesson-hint')).toBeEnabled();
    await fits();
    await expect(page.locator('#lesson-back')).toBeVisible();
    const back = await page.locator('#lesson-back').boundingBox();
    expect(back.y + back.height).toBeLessThanOrEqual(413);
  }
  await playLastTurn(page);
  await fits();
  const again = await page.locator('#btn-again').boundingBox();
  expect(again.y + again.height).toBeLessThanOrEqual(413);
  await page.screenshot({ path: join(ARTIFACTS, 'embed-600-end.png') });
});

/** A whole Mraha game but its last turn (South sows B1 to the right and wins), then that turn. */
const BUT_LAST_TURN = 'A7L.a5L.A6R.a7R.A5R.a8L.go.A8L.a4L.A6R.a7L.A6L.a6R.A2R.a6L.A5L.a2R.A5L.a8L.A8L.a3L.A3R.a5L.A3R.a2R.A4L.a6R.A7L.a4R.A4R.a4R.A2R.a2R.A1R.a5R.A3L.a7L.A3R.a2R.A8L.a4L.A7L.a7L.A4L.a3R.B7L.b2R.A3L.a8L.B3R.b6L.B1R.b7L.A5L.b1R.B2R.a7L.A4R.b5L.A5L.b3R.A2R.a3L.A5L.b2R.B8L.a2L.A2R.b7R.B8L.b5L.B3R.b1R.B6L.a5R.B7L.a7L.A5R.a8L.A6R.a7L.B8L.b6L.A6L.b7L.B7L.b8L';
async function playLastTurn(page) {
  await page.goto(`embed.html?preset=mraha&moves=${BUT_LAST_TURN}&lang=fr&speed=instant`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('[data-pit="B1"]').click();
  await page.locator('[data-token="B1R"]').click();
  await expect(page.locator('#end')).toBeVisible();
}

test('a 480 × 330 frame does not scroll, and at the end the board gives its room to who won and the buttons', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 330 });
  const scrolls = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (const query of ['game=mraha', 'game=tricerata&board=hex:3&players=3&stones=2']) {
    await page.goto(`embed.html?${query}&lang=fr`);
    await page.waitForSelector('body[data-ready="true"]');
    await expect.poll(scrolls, query).toBeLessThanOrEqual(330);
  }
  await playLastTurn(page);
  await expect.poll(scrolls).toBeLessThanOrEqual(330);
  for (const part of ['#end-head', '#btn-again', '#full-page']) {
    await expect(page.locator(part), part).toBeInViewport({ ratio: 1 });
  }
  // The final position is still drawn, smaller.
  expect((await page.locator('svg.board.bao').boundingBox()).height).toBeGreaterThanOrEqual(96);
  await page.screenshot({ path: join(ARTIFACTS, 'embed-480x330-end.png') });
});

test('a frame opening on a lesson or a refused link leaves the host its keyboard; the question is answered once the player comes in', async ({ page }) => {
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (const query of ['learn=mraha.kotso&lang=en', 'learn=tricerata&lang=en', 'game=tricerata&board=triangle:500&lang=en']) {
    // A host page where the reader types in a field above a long text, the frame below it.
    const host = async () => {
      await page.goto('host/embed-host.html');
      await page.setContent(`<input id="q" aria-label="Search">${'<p>The host’s text.</p>'.repeat(50)}` +
        `<iframe id="f" title="game" sandbox="allow-scripts" src="/embed.html?${query}" width="600" height="413"></iframe>`);
      await page.locator('#q').focus();
    };
    await host();
    await page.keyboard.type('ab');
    const frame = page.frameLocator('#f');
    const refused = query.includes('board=');
    await expect(frame.locator(refused ? 'dialog[open]' : '#lesson-title')).toBeVisible();
    await page.keyboard.type('cd');
    expect(await page.evaluate(() => [document.activeElement.id, document.getElementById('q').value, scrollY])).toEqual(['q', 'abcd', 0]);
    if (refused) {
      // The question, in place, is answered by a click into the frame, as a modal one is…
      await frame.locator('#link-nearest').click();
      await expect(frame.locator('dialog[open]')).toHaveCount(0);
      await expect(frame.locator('svg.board')).toBeVisible();
      // …or, come in by a click on its words, by Enter.
      await host();
      await expect(frame.locator('dialog[open]')).toBeVisible();
      await frame.locator('dialog[open] h2').click();
      // Come in, the question gives its default answer the focus (as a player sees before
      // pressing Enter; under load that comes a moment after the click).
      await expect(frame.locator('#link-nearest')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(frame.locator('dialog[open]')).toHaveCount(0);
    }
  }
  expect(errors).toEqual([]);
});

test('takes Tricérata options from its address', async ({ page }) => {
  await page.goto('embed.html?game=tricerata&board=hex:2&players=3&stones=2&lang=en&speed=instant');
  await page.waitForSelector('body[data-ready="true"]');
  const v = await page.evaluate(() => window.semailles.controller.view);
  expect(v.game).toBe('tricerata');
  expect(v.players).toBe(3);
  await expect(page.locator('#btn-finish')).toBeVisible();
  await expect(page.locator('#btn-finish')).toHaveText('Finish my turn');
  // No chrome: neither the settings nor the rules panel.
  await expect(page.locator('#btn-new, #btn-rules, dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 420 });
  await page.screenshot({ path: join(ARTIFACTS, 'embed-tricerata-short.png') });
});

test('the computer plays inside the sandboxed frame too (seats from the address)', async ({ page }) => {
  await gameFrame(page);
  await page.evaluate(() => {
    document.getElementById('game').src = '/strict/embed.html?game=mraha&preset=mraha&lang=fr&speed=instant&seats=h.1';
  });
  const frame = page.frameLocator('#game');
  await expect(frame.locator('body[data-ready="true"]')).toHaveCount(1);
  const handle = page.frame({ url: /seats=h\.1/ });
  await frame.locator('[data-pit="A6"]').click();
  await frame.locator('.arrow[data-token="A6L"]').click();
  await handle.waitForFunction(() => window.semailles.controller.view.moves.length === 2 && !window.semailles.controller.animating);
  const v = await handle.evaluate(() => window.semailles.controller.view);
  expect(v.moves[1].player).toBe(1);
  expect(v.to_move).toBe(0);
  await expect(frame.locator('#full-page')).toHaveAttribute('href', /seats=h\.1/);
  // Whichever thread answered (a worker if the sandbox allows one, else the frame's own).
  expect(['worker', 'page']).toContain(await handle.evaluate(() => window.semailles.controller.ai.thread));
});

/** The browser's own console line on a refused tab is expected here; any other error is not. */
const popupBlockedTest = test.extend({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !/^Blocked opening .* sandboxed frame/.test(m.text())) errors.push(`console: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

popupBlockedTest('"Open full page" in a frame that may not open a tab says why, rather than doing nothing', async ({ page }) => {
  const { frame } = await gameFrame(page); // sandbox="allow-scripts": no popups
  await frame.locator('#full-page').click();
  await expect(frame.locator('#message')).toHaveText('Ce site ne laisse pas le jeu ouvrir un onglet.');
});

test('"Open full page" opens the game in a tab where the frame allows it', async ({ page, baseURL }) => {
  await page.setContent(`<iframe id="game" sandbox="allow-scripts allow-popups" style="width:800px;height:600px"
    src="${baseURL}embed.html?preset=mraha&moves=A6L&lang=en&speed=instant"></iframe>`);
  const frame = page.frameLocator('#game');
  await expect(frame.locator('body[data-ready="true"]')).toHaveCount(1);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), frame.locator('#full-page').click()]);
  await tab.waitForLoadState('domcontentloaded');
  expect(tab.url()).toContain('index.html?');
  expect(tab.url()).toContain('moves=A6L');
  await expect(frame.locator('#message')).not.toHaveText('This site does not let the game open a tab.');
});

test('sound=off in the embed\'s address silences it (the synthesizer never loads); sound=on and the default sound', async ({ page }) => {
  for (const [query, on] of [['&sound=off', false], ['&sound=on', true], ['', true]]) {
    await page.goto(`embed.html?game=mraha&lang=en${query}`);
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.evaluate(() => window.semailles.sound.on)).toBe(on);
    // A gesture: the synthesizer loads only where the sound is on.
    await page.locator('[data-pit="A6"]').click();
    await page.locator('.arrow[data-token="A6L"]').click();
    await expect.poll(() => page.evaluate(() => !!window.semailles.sound.synth || !!window.semailles.sound.loading)).toBe(on);
  }
  // The address the embed writes as the game goes keeps the sound asked, as it keeps the speed:
  // reloaded, the frame is silent still.
  await page.goto('embed.html?game=mraha&lang=en&sound=off&speed=fast');
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('[data-pit="A6"]').click();
  await page.locator('.arrow[data-token="A6L"]').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('moves')).toBeTruthy();
  expect(new URL(page.url()).searchParams.get('sound')).toBe('off');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  expect(await page.evaluate(() => window.semailles.sound.on)).toBe(false);
});

test('in a sandboxed frame, which keeps nothing, a lesson finished and the puzzles\' streak say that their progress will be forgotten', async ({ page }) => {
  const framed = async (query) => {
    await page.goto('host/embed-host.html');
    await page.setContent(`<iframe id="f" title="game" sandbox="allow-scripts" src="/embed.html?${query}" width="600" height="600"></iframe>`);
    const frame = page.frameLocator('#f');
    await expect(frame.locator('body[data-ready="true"]')).toHaveCount(1);
    return frame;
  };
  let frame = await framed('learn=tricerata.capture&lang=en&speed=instant');
  for (const cell of ['6', '7', '8']) {
    await expect(frame.locator('#lesson[data-busy]')).toHaveCount(0);
    await frame.locator(`#lesson-board [data-cell="${cell}"]`).click();
  }
  await expect(frame.locator('#lesson-feedback')).toHaveAttribute('data-kind', 'right');
  await expect(frame.locator('#lesson-feedback')).toContainText('Lesson finished. This frame cannot keep your progress');
  frame = await framed('puzzle=mraha.1&lang=en');
  await expect(frame.locator('#puzzle-streak')).toHaveText(/^Streak: 0 \(best 0\) · solved: 0 of \d+ \(not kept in this frame\)$/);
  // The same puzzle on a page that keeps its progress says nothing of the kind.
  await page.goto('embed.html?puzzle=mraha.1&lang=en');
  await expect(page.locator('#puzzle-streak')).toHaveText(/^Streak: 0 \(best 0\) · solved: 0 of \d+$/);
});
