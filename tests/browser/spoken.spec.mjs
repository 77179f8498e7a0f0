// What a player on the keyboard or a screen reader is told, and where the focus goes, at the
// moments the board alone would leave them guessing: a question asked mid-turn (which kotso), the
// places of a turn that are not sowings (a Tricérata capture or seizure), a step of the review,
// leaving the review, an Undo, a Rematch that swaps the sides (these last three heard only: the
// page's hidden live region, #spoken).

import { test, expect, openGame, setSpeed, settled, view } from './fixtures.mjs';

test('the kotso question: the focus goes to a kotso, named as the way in of the captured tso', async ({ page }) => {
  // Zanzibar rules, the kotso the player's choice: South's A5L captures in the centre and asks
  // through which kotso the captured tso enter (found with the referee's `legal`).
  await openGame(page, '?lang=en&preset=zanzibar&s.central_entry=free&moves=A7R.a6L');
  await setSpeed(page, 'instant');
  // The square pit is named for what it is.
  await expect(page.locator('#board [data-pit="A5"]')).toHaveAttribute('aria-label', /^A5 \(nyumba\): \d+ tso/);
  await page.locator('#board [data-pit="A5"]').focus();
  await page.keyboard.press('Enter');
  // Chosen, the pit says it waits for its direction.
  await expect(page.locator('#board [data-pit="A5"]')).toHaveAttribute('aria-label', /chosen: now its direction/);
  await page.locator('#board .arrow[data-token="A5L"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.semailles.controller.view.decision === 'kotso' && !window.semailles.controller.animating);
  const focusedPit = () => page.evaluate(() => document.activeElement?.getAttribute('data-pit') ?? document.activeElement?.tagName);
  await expect.poll(focusedPit).toMatch(/^A[18]$/);
  for (const kotso of ['A1', 'A8']) {
    await expect(page.locator(`#board [data-pit="${kotso}"]`)).toHaveAttribute('aria-label', /, kotso: the captured tso enter here$/);
  }
  await expect(page.locator('#board .pit[aria-label$="playable"]')).toHaveCount(0);
  // Enter on the focused kotso answers the question.
  await page.keyboard.press('Enter');
  await settled(page);
  expect((await view(page)).decision).not.toBe('kotso');
});

test('Tricérata: a cell to capture or to seize is named so, not "playable"', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('semailles.speed', 'instant'));
  await page.goto('index.html?lang=en&learn=tricerata.capture');
  const board = page.locator('#lesson-board');
  await expect(board.locator('[data-cell="6"]')).toHaveAttribute('aria-label', 'cell 6: 1 stone, playable');
  await board.locator('[data-cell="6"]').click();
  await board.locator('[data-cell="7"]').click();
  await expect(board.locator('[data-cell="8"]')).toHaveAttribute('aria-label', 'cell 8: 4 stones, capture it');
  await expect(board.locator('[data-cell="3"]')).toHaveAttribute('aria-label', 'cell 3: 2 stones, capture it');
  await page.goto('index.html?lang=fr&learn=tricerata.seize');
  await expect(board.locator('[data-cell="8"]')).toHaveAttribute('aria-label', /^case 8\s:\s4 pierres, à saisir$/);
});

test('a step of the review says what its move did; leaving the review says so too', async ({ page }) => {
  await openGame(page, '?lang=en&preset=mraha&moves=A6L.a5L.A3L');
  await setSpeed(page, 'instant');
  await page.locator('#btn-new').focus(); // off the board: the arrows step the review
  await page.keyboard.press('ArrowLeft');
  const where = page.locator('#review-where[aria-live]');
  // Move 2 of 3 shown: North's a5L, which takes South's A4 (as the engine's trace says).
  await expect(where).toHaveText('You are looking at move 2 of 3. North: sows a5 to the left (L), captured A4 (1) — 1 tso in all.');
  await page.keyboard.press('ArrowLeft');
  // Move 1: South's A6L, a trakatra in the namua.
  await expect(where).toContainText('move 1 of 3');
  await expect(where).toContainText('South: sows A6 to the left (L)');
  await expect(where).toContainText('trakatra');
  await page.keyboard.press('ArrowRight');
  await expect(where).toContainText('move 2 of 3. North');
  await page.keyboard.press('Home');
  await expect(where).toHaveText('Start of the game, before move 1 of 3.');
  await page.keyboard.press('Escape');
  await expect(page.locator('#review')).toBeHidden();
  await expect(page.locator('#spoken')).toHaveText('Back to the game, after move 3.');
});

test('Undo says what it took back, each time, even when the status line reads the same', async ({ page }) => {
  await openGame(page, '?lang=en&preset=mraha&moves=A6L.a5L.A3L');
  await setSpeed(page, 'instant');
  await page.locator('#btn-undo').click();
  await expect(page.locator('#spoken')).toHaveText('Taken back: the game is at move 2 again.');
  // Heard, not shown: the message line under the board (on a phone, in the dock over it) stays
  // as it was, and so does the room it leaves the board.
  await expect(page.locator('#message')).toBeEmpty();
  await page.locator('#btn-undo').click();
  await expect(page.locator('#spoken')).toHaveText('Taken back: the game is at move 1 again.');
  await page.locator('#btn-undo').click();
  await expect(page.locator('#spoken')).toHaveText('Taken back: the game is at its start again.');
});

test('Rematch from the keyboard: the focus on the new board, and the player told the sides moved on', async ({ page }) => {
  // A Tricérata game one seizure from its end (found with the referee: Player 1 seizes cell 5
  // and the board is empty), Player 2 the computer.
  const moves = '6.7.3.7.8.3.7.6.7.5.1.2.1.2.0.2.1.4.5.6.5.4.2.4.5';
  await page.goto(`index.html?lang=en&game=tricerata&board=triangle:3&players=2&stones=1&seats=h.1&moves=${moves}`);
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, 'instant');
  await page.locator('#board [data-cell="5"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#end')).toBeVisible();
  await page.locator('#btn-rematch').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.semailles.controller.seats.join('.') === '1.h');
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#board'))).toBe(true);
  await expect(page.locator('#spoken')).toHaveText('Rematch: the sides have moved on, you now play Player 2.');
  // On a desktop the new board fits under the top bar: the page is back at its top.
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  // The computer moves first: once it has, the focus is on a place the player can choose, not
  // on the one it waited on.
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches('#board :is(.playable, .choosable)'))).toBe(true);
});

test('New game: each rule is read with its explanation; Play leaves the focus on the new board', async ({ page }) => {
  await openGame(page, '?lang=en');
  await page.locator('#btn-new').click();
  // The explanation under each list is its description, as it is seen beside it.
  const takasia = page.locator('#switch-takasia');
  const help = await page.locator('#switch-takasia-help').textContent();
  expect(help.length).toBeGreaterThan(10);
  await expect(takasia).toHaveAccessibleDescription(help);
  await page.locator('input[name="game"][value="tricerata"]').check();
  await expect(page.locator('#tri-players')).toHaveAccessibleDescription(await page.locator('#tri-players-help').textContent());
  await page.locator('input[name="game"][value="mraha"]').check();
  // Played from the keys: the focus is then on a pit to play, not back on New game at the top.
  await page.locator('#settings-start').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#settings')).toBeHidden();
  await expect(page.locator('#board .pit.playable').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches('#board .pit.playable'))).toBe(true);
});

test('the status line tells each side how to play at its first turn only, not again at every turn', async ({ page }) => {
  // The status is a live region: a screen reader hears it at every turn.
  await openGame(page, '?lang=en');
  await setSpeed(page, 'instant');
  const status = page.locator('#status');
  const how = 'Tap a glowing pit, then an arrow.';
  await expect(status).toHaveText(`South, teza! ${how} — namua (umunia)`);
  await page.evaluate(() => window.semailles.controller.play('A6L'));
  await settled(page);
  // North has not played yet: told too.
  await expect(status).toHaveText(`North, teza! ${how} — namua (umunia)`);
  // North plays its turn (its first legal decision each time, a question included).
  while ((await view(page)).to_move === 1) {
    await page.evaluate(() => window.semailles.controller.play(window.semailles.controller.view.legal[0]));
    await settled(page);
  }
  // South's second turn: whose turn, and the phase, without the how.
  expect((await view(page)).to_move).toBe(0);
  await expect(status).toHaveText('South, teza! — namua (umunia)');
  // In French too.
  await page.locator('#lang').selectOption('fr');
  await expect(status).toHaveText('Sud, teza\u202f! — namua (umunia)');
});
