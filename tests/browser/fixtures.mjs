// Shared fixtures of the browser tests: every test fails on any console error or uncaught
// exception (that catches CSP, MIME and wasm loading breakage), and helpers that play by
// clicking the board exactly as a person would.

import { test as base, expect } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export const test = base.extend({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Opens the page and waits until the first board is drawn. */
export async function openGame(page, query = '') {
  await page.goto(`index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('svg.board .pit')).toHaveCount(32);
}

/** The engine's current view, as the page holds it. */
export function view(page) {
  return page.evaluate(() => window.semailles.controller.view);
}

export async function setSpeed(page, speed) {
  await page.selectOption('#speed', speed);
}

/** Waits until no animation runs. */
export async function settled(page) {
  await page.waitForFunction(() => !window.semailles.controller.animating);
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page opened): its
 * timers no longer fire, so what must not wait on one (a skipped drawing) is seen to happen without
 * bounding it by a time. The stop is set a little ahead of the page's time, which goes on while
 * it is asked; taken again if it went on further.
 */
export async function stopClock(page) {
  for (let tries = 0; ; tries++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
      return;
    } catch (e) {
      if (tries === 5 || !/past/.test(e.message)) throw e;
    }
  }
}

/**
 * Plays a legal token by clicking the board: a start is its pit then its arrow, a kotso is its
 * pit, stop/go are the buttons drawn beside the nyumba.
 */
export async function clickToken(page, token) {
  const v = await view(page);
  const choice = v.choices.find((c) => c.token === token);
  if (!choice) throw new Error(`${token} is not among the legal choices ${v.legal}`);
  if (choice.kind === 'start') {
    const arrow = page.locator(`svg.board .arrow[data-token="${token}"]`);
    if (!(await arrow.count())) await page.locator(`svg.board [data-pit="${choice.pit}"]`).click();
    await arrow.click();
  } else if (choice.kind === 'kotso') {
    await page.locator(`svg.board [data-pit="${choice.pit}"]`).click();
  } else {
    await page.locator(`svg.board .decision-button[data-token="${token}"]`).click();
  }
  await settled(page);
}

/**
 * A board with the rest of the play in a column beside it (a phone held sideways): the whole
 * board on the screen, and each of `parts` (its name: its box, with `reached` where its middle
 * was hit-tested) on the screen, right of the board, and uncovered.
 */
export function expectBesideBoard({ height, width, board, parts }) {
  expect(board.top).toBeGreaterThanOrEqual(-0.5);
  expect(board.bottom).toBeLessThanOrEqual(height + 0.5);
  for (const [what, b] of Object.entries(parts)) {
    expect(b.top, `${what} top`).toBeGreaterThanOrEqual(-0.5);
    expect(b.bottom, `${what} bottom`).toBeLessThanOrEqual(height + 0.5);
    expect(b.left, `${what} beside the board`).toBeGreaterThanOrEqual(board.right);
    expect(b.right, `${what} on the screen`).toBeLessThanOrEqual(width + 0.5);
    if ('reached' in b) expect(b.reached, `${what} is uncovered`).toBe(true);
  }
}

/** Where a pit is drawn on the screen: its centre, in CSS pixels. */
export async function pitCentre(page, pit) {
  const box = await page.locator(`svg.board [data-pit="${pit}"]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A small seeded generator so a failing game can be replayed. */
export function rng(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical violations of an axe-core audit of the page as it is now. */
export async function audit(page) {
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}
