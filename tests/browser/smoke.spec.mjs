import { test, expect } from '@playwright/test';
test('the page loads the engine with no console error', async ({ page }) => {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('index.html');
  await expect(page.locator('#app')).toHaveAttribute('data-ready', /\d+\.\d+\.\d+/);
  expect(errors).toEqual([]);
});
