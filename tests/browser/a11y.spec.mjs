// An automated accessibility audit (axe-core) of the page in its main states: no serious or
// critical violation.

import { test, expect, openGame, setSpeed, clickToken, audit } from './fixtures.mjs';

test('no serious accessibility violation: board, arrows, settings, rules panel', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  expect(await audit(page)).toEqual([]);
  await page.locator('[data-pit="A6"]').click();
  expect(await audit(page)).toEqual([]);
  await clickToken(page, 'A6L');
  await page.locator('#btn-new').click();
  expect(await audit(page)).toEqual([]);
  // The dialog's reading begins at its first field, who plays, not at the variant below it.
  await expect(page.locator('#settings select').first()).toBeFocused();
  await page.locator('#settings-cancel').click();
  await page.locator('#btn-rules').click();
  expect(await audit(page)).toEqual([]);
});

test('every pit is reachable and playable with the keyboard', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  await page.locator('[data-pit="A6"]').focus();
  await page.keyboard.press('Enter');
  // The focus moves onto an arrow; the arrow keys pick the one pointing that way, and a key with
  // no arrow that way goes on to the pit that way from A6: above it, North's a3.
  await expect(page.locator('.arrow[data-token="A6L"]')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[data-pit="a3"]')).toBeFocused();
  await page.locator('.arrow[data-token="A6L"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.arrow[data-token="A6R"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
  const v = await page.evaluate(() => window.semailles.controller.view);
  expect(v.moves[0].tokens).toEqual(['A6R']);
  // The arrow played is gone with the turn, and A6, emptied, offers nothing: the focus goes to
  // the next turn's first pit to play, North's (Enter on A6 was refused).
  await expect(page.locator('#board .pit.playable:focus')).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement.dataset.pit)).toMatch(/^[ab]/);
  await page.keyboard.press('Enter');
  await expect(page.locator('#board .overlay .arrow:focus')).toHaveCount(1);
  // Arrow keys move between pits.
  await page.locator('[data-pit="a6"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-pit="A3"]')).toBeFocused();
});

/**
 * The board's Tab stops from the top bar's last control: Tab until the focus leaves the board,
 * the places it stopped at, in order.
 */
async function boardTabStops(page) {
  await page.locator('#lang').focus();
  const stops = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('#board') ? { place: el.dataset.target, choosable: el.matches('.playable, .choosable') } : null;
    });
    if (!at) {
      if (stops.length) break;
      continue;
    }
    stops.push(at);
  }
  return stops;
}

test('Tab stops at the places the player may choose, not at every pit; the arrows reach the others', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  const playable = await page.locator('#board .playable').count();
  expect(playable).toBeGreaterThan(0);
  let stops = await boardTabStops(page);
  // Each stop is a playable pit, and every playable pit is one.
  expect(stops.every((s) => s.choosable)).toBe(true);
  expect(stops.length).toBe(playable);
  // From a playable pit the arrows still reach a pit that cannot be played (North's a6).
  await page.locator('[data-pit="A6"]').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#board .pit:focus:not(.playable)')).toHaveCount(1);
  // A board that offers nothing (the game reviewed, where ← and → step through the game from
  // anywhere but the board) is passed by.
  await clickToken(page, 'A6L');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#review')).toBeVisible();
  await expect(page.locator('#board .playable')).toHaveCount(0);
  stops = await boardTabStops(page);
  expect(stops.length).toBe(0);
  await page.goto('index.html?game=tricerata&board=triangle:4&players=2&stones=2');
  await page.waitForSelector('body[data-ready="true"]');
  stops = await boardTabStops(page);
  expect(stops.length).toBe(await page.locator('#board .choosable').count());
  expect(stops.every((s) => s.choosable)).toBe(true);
});

test('a large Tricérata board\'s hundred choosable cells are one Tab stop, which follows the arrows', async ({ page }) => {
  await page.goto('index.html?game=tricerata&board=triangle:12&players=2&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  expect(await page.locator('#board .choosable').count()).toBeGreaterThan(100);
  const stops = await boardTabStops(page);
  expect(stops).toHaveLength(1);
  expect(stops[0].choosable).toBe(true);
  // The arrows go on from there; Tab leaves the board and Shift+Tab comes back where they went.
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#board .choosable:focus')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const at = await page.evaluate(() => document.activeElement.dataset.cell);
  expect(at).not.toBe(stops[0].place);
  await expect(page.locator(`#board [data-cell="${at}"]`)).toHaveClass(/choosable/);
  await page.keyboard.press('Tab');
  await expect(page.locator('#board :focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(`#board [data-cell="${at}"]`)).toBeFocused();
});

test('the Tricérata board passes the audit too', async ({ page }) => {
  await page.goto('index.html?game=tricerata&board=triangle:4&players=2&stones=2');
  await page.waitForSelector('body[data-ready="true"]');
  expect(await audit(page)).toEqual([]);
  await page.locator('[data-cell="6"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.semailles.controller.view.decision === 'path');
  expect(await audit(page)).toEqual([]);
});

test('works under a strict Content-Security-Policy (no inline script or style, no eval)', async ({ page }) => {
  const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
    "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'";
  const violations = [];
  page.on('console', (m) => { if (/Content.Security.Policy|Refused/i.test(m.text())) violations.push(m.text()); });
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
  });
  // North is the computer: its worker and wasm load under the same policy.
  await page.goto('index.html?seats=h.1');
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#speed', 'normal');
  await page.locator('[data-pit="A6"]').click();
  await page.locator('.arrow[data-token="A6L"]').click();
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 2 && !window.semailles.controller.animating);
  expect(await page.evaluate(() => window.semailles.controller.ai.thread)).toBe('worker');
  expect(violations).toEqual([]);
});

test('the embed view passes the audit, in both games', async ({ page }) => {
  await page.goto('embed.html?game=mraha&preset=mraha&lang=fr&speed=instant');
  await page.waitForSelector('body[data-ready="true"]');
  expect(await audit(page)).toEqual([]);
  await page.locator('[data-pit="A6"]').click();
  expect(await audit(page)).toEqual([]);
  await page.goto('embed.html?game=tricerata&board=triangle:4&players=2&stones=2&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  expect(await audit(page)).toEqual([]);
  // A lesson keeps the frame's one level-1 heading, which names the game, for a screen reader.
  await page.goto('embed.html?learn=mraha.kotso&lang=fr');
  await expect(page.locator('#lesson')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Semailles — Mraha wa tso');
  expect(await audit(page)).toEqual([]);
});

test('a screen reader hears the pits, which can be played, and what each turn did', async ({ page }) => {
  await openGame(page, '?lang=en');
  await setSpeed(page, 'instant');
  // Opening position (rules §1): A6 holds 2 and is playable, A1 is empty and is not.
  await expect(page.getByRole('button', { name: 'A6: 2 tso, playable' })).toHaveCount(1);
  await expect(page.locator('[data-pit="A1"]')).toHaveAttribute('aria-label', 'A1: 0 tso');
  await expect(page.locator('[data-pit="a6"]')).not.toHaveAttribute('aria-label', /playable/);
  await page.locator('[data-pit="A6"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1
    && !window.semailles.controller.animating);
  // The live region says who sowed what, from the engine's trace (A6L in namua: no capture).
  const said = page.locator('#message[aria-live]');
  await expect(said).toContainText('South');
  await expect(said).toContainText('sows A6 to the left');
  await expect(said).toContainText('trakatra');
  // Now North's pits are the playable ones.
  await expect(page.locator('[data-pit="A6"]')).not.toHaveAttribute('aria-label', /playable/);
  expect(await page.locator('.pit[aria-label$="playable"]').count()).toBeGreaterThan(0);
});

test('the announcement of a capturing turn names the pits taken', async ({ page }) => {
  // After A6L a5L, South's A3L captures North's a6 (2 seeds) and enters them from A8 (worked
  // from the rules: A3's new seed makes it occupied facing a6's 2).
  await openGame(page, '?lang=en&game=mraha&preset=mraha&moves=A6L.a5L');
  await setSpeed(page, 'instant');
  await page.locator('[data-pit="A3"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 3
    && !window.semailles.controller.animating);
  const said = page.locator('#message[aria-live]');
  await expect(said).toContainText('captured a6 (2)');
  await expect(said).toContainText('2 tso in all');
});

test('computer seats pass the audit: players panel, settings seats, the computer thinking, a hint', async ({ page }) => {
  await openGame(page, '?seats=h.5');
  await setSpeed(page, 'instant');
  await page.locator('#btn-hint').click();
  await expect(page.locator('svg.board .hint')).toHaveCount(1);
  expect(await audit(page)).toEqual([]);
  const token = await page.locator('svg.board .hint').getAttribute('data-hint');
  await page.locator(`[data-pit="${token.slice(0, 2)}"]`).click();
  await page.locator(`.arrow[data-token="${token}"]`).click();
  await expect(page.locator('#status')).toHaveClass(/computer/);
  expect(await audit(page)).toEqual([]);
  await page.locator('#btn-new').click();
  await expect(page.locator('#settings-seat-1')).toHaveValue('5');
  expect(await audit(page)).toEqual([]);
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  test('the upright bao passes the audit; the arrow keys follow the turned board', async ({ page }) => {
    await openGame(page);
    await setSpeed(page, 'instant');
    await expect(page.locator('svg.board.bao')).toHaveAttribute('data-layout', 'tall');
    expect(await audit(page)).toEqual([]);
    // Upright, South's front row runs upwards from A1: ArrowUp goes from A6 to A7, and the
    // column to the right of A6 is South's back row (B6).
    await page.locator('[data-pit="A6"]').focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('[data-pit="A7"]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-pit="B7"]')).toBeFocused();
    // Choosing A7 by keyboard offers its arrows, the upward one picked by ArrowUp.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page.locator('.arrow')).toHaveCount(2);
    expect(await audit(page)).toEqual([]);
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('.arrow[data-token="A7R"]')).toBeFocused();
  });
});

test('the keyboard\'s ring is the page\'s own on a dialog\'s folded part and on the embed\'s link', async ({ page }) => {
  const ring = () => page.evaluate(() => {
    const s = getComputedStyle(document.activeElement);
    return [document.activeElement.tagName, s.outlineStyle, s.outlineWidth];
  });
  await openGame(page, '?lang=en');
  await page.locator('#btn-new').click();
  await expect(page.locator('#settings')).toBeVisible();
  const summary = page.locator('#settings summary').first();
  await summary.focus();
  // Focused from the keyboard: Shift+Tab away and back, so that it matches :focus-visible.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await ring()).toEqual(['SUMMARY', 'solid', '3px']);
  await page.goto('embed.html?lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('a.btn.link').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await ring()).toEqual(['A', 'solid', '3px']);
});
