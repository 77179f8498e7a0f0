// The QR code of a link, and the features of this change kept off the first board's path: a
// page opening on a game fetches neither the QR library nor the modules of games by link or of
// refused links until they are used.

import { test, expect, openGame, ARTIFACTS } from './fixtures.mjs';
import { join } from 'node:path';

const ON_DEMAND = /(qr\.js|uqr\.mjs|correspondence\.js|corr-store\.js|compact-moves\.js|link-repair\.js|link-problem\.js)$/;

test('the first board loads none of the on-demand modules; the QR button draws the link', async ({ page }) => {
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await openGame(page, '?preset=kujifunza&moves=A6L');
  expect(fetched.filter((f) => ON_DEMAND.test(f))).toEqual([]);
  await page.locator('#btn-qr').click();
  const dialog = page.locator('#qr');
  await expect(dialog.locator('svg.qr-code')).toBeVisible();
  // The code is a square of modules of a QR version's size (21 + 4k), with its quiet zone.
  const size = Number(await dialog.locator('svg.qr-code').getAttribute('data-size'));
  expect((size - 8 - 21) % 4).toBe(0);
  await expect(dialog.locator('.qr-link a')).toHaveAttribute('href', page.url());
  // Fetched only now (in dist/ the library is inside qr.js, in www/ beside it).
  expect(fetched.some((f) => f.endsWith('/js/qr.js'))).toBe(true);
  await page.screenshot({ path: join(ARTIFACTS, 'qr-desktop.png') });
  await dialog.locator('#qr-close').click();
  await expect(dialog).toHaveCount(0);
});

test('a link too long for a QR code says so instead', async ({ page }) => {
  await openGame(page);
  await page.evaluate(async () => {
    const { showQr } = await import('./js/qr.js');
    showQr(`https://example.org/?${'x'.repeat(4000)}`);
  });
  await expect(page.locator('#qr .message')).toBeVisible();
  await expect(page.locator('#qr svg.qr-code')).toHaveCount(0);
});

test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('the whole code is on the screen, with its title and Close, for another phone to scan', async ({ page }) => {
    await openGame(page, '?preset=kujifunza&moves=A6L&lang=fr');
    await page.locator('#btn-qr').click();
    const dialog = page.locator('#qr');
    await expect(dialog.locator('svg.qr-code')).toBeVisible();
    // Each whole in the screen (a dialog taller than it is cut at its top and bottom edges).
    for (const part of ['#qr-title', 'svg.qr-code', '#qr-close']) {
      await expect(dialog.locator(part), part).toBeInViewport({ ratio: 1 });
    }
    // Still large enough to be read by a camera across a table.
    expect((await dialog.locator('svg.qr-code').boundingBox()).width).toBeGreaterThanOrEqual(150);
    await page.screenshot({ path: join(ARTIFACTS, 'qr-phone-sideways.png') });
  });
});

test.describe('on the smallest phone held upright', () => {
  test.use({ viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true });

  test('the whole code and Close are on the screen, even under a link of three lines', async ({ page }) => {
    await openGame(page, '?preset=kujifunza&moves=A6L&lang=fr');
    // A friend's link of a game well under way: its words take the link box's whole height.
    await page.evaluate(async () => {
      const { showQr } = await import('./js/qr.js');
      showQr(`${location.origin}/?board=hex%3A3&game=tricerata&players=3&stones=3&cn=40&cg=bqqi4gga&cm=1${'A'.repeat(40)}`);
    });
    const dialog = page.locator('#qr');
    await expect(dialog.locator('svg.qr-code')).toBeVisible();
    for (const part of ['#qr-title', 'svg.qr-code', '#qr-close']) {
      await expect(dialog.locator(part), part).toBeInViewport({ ratio: 1 });
    }
    expect((await dialog.locator('svg.qr-code').boundingBox()).width).toBeGreaterThanOrEqual(150);
    await page.screenshot({ path: join(ARTIFACTS, 'qr-phone-320.png') });
  });
});
