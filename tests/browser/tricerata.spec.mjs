// The Tricérata page in a real browser: the grid drawn from the engine's geometry, whole games
// played by tapping cells, refusals, "finish my turn", settings, screenshots.

import { test, expect, view, setSpeed, settled, rng, ARTIFACTS } from './fixtures.mjs';
import { join } from 'node:path';

async function openTri(page, query) {
  await page.goto(`index.html?game=tricerata&${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('svg.board.tri')).toBeVisible();
}

/** Plays a legal cell token by clicking its cell. */
async function clickCell(page, token) {
  await page.locator(`svg.board.tri [data-cell="${token}"]`).click();
  await settled(page);
}

// Board + stores + stones in hand: constant through a game (rules §7).
const total = (v) => v.stones.reduce((a, b) => a + b, 0) + v.stores.reduce((a, b) => a + b, 0) + (v.stage.hand ?? 0);

test('the triangle is drawn from the engine geometry, one store per player', async ({ page }) => {
  await openTri(page, 'board=triangle:4&players=3&stones=2');
  const v = await view(page);
  expect(v.game).toBe('tricerata');
  await expect(page.locator('svg.tri .cell')).toHaveCount(16);
  await expect(page.locator('svg.tri .store')).toHaveCount(3);
  await expect(page.locator('svg.tri .cell.playable')).toHaveCount(16);
  await expect(page.locator('svg.tri [data-cell="5"] .cell-count')).toHaveText('2');
  // The tab names the game shown.
  await expect(page).toHaveTitle('Semailles — Tricérata');
  await page.screenshot({ path: join(ARTIFACTS, 'tricerata-start-desktop.png'), fullPage: true });
  // The empty move list explains Tricérata's notation, in either language.
  await expect(page.locator('#moves-empty')).toContainText('4-5-6-2x1');
  await page.selectOption('#lang', page.url().includes('lang=fr') ? 'en' : 'fr');
  await expect(page.locator('#moves-empty')).toContainText('4-5-6-2x1');
});

test('Rules and words, opened from a Tricérata game, begins with Tricérata', async ({ page }) => {
  await openTri(page, 'board=triangle:4&players=2&stones=2');
  await page.locator('#btn-rules').click();
  await expect(page.locator('#rules-body h3').first()).toHaveText('Tricérata');
  // The bao's rules follow, and the panel reads from the top.
  await expect(page.locator('#rules-body h3').nth(1)).toHaveText('The bao');
  expect(await page.locator('#rules').evaluate((d) => d.scrollTop)).toBe(0);
  await page.locator('#rules-close').click();
  await page.goto('index.html?lang=en&game=mraha');
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#btn-rules').click();
  await expect(page.locator('#rules-body h3').first()).toHaveText('The bao');
});

test('sowing cell by cell: only neighbours glow; a wrong cell is refused and nothing changes', async ({ page }) => {
  await openTri(page, 'board=triangle:4&players=2&stones=2');
  await setSpeed(page, 'instant');
  await clickCell(page, '6'); // cell 6 of the 4-row triangle: 2 stones, neighbours 5, 7, 2
  let v = await view(page);
  expect(v.decision).toBe('path');
  expect(v.stage.hand).toBe(2);
  const glowing = await page.locator('svg.tri .cell.playable').evaluateAll((els) => els.map((e) => e.dataset.cell));
  expect(glowing.sort()).toEqual(v.legal.slice().sort());
  await page.screenshot({ path: join(ARTIFACTS, 'tricerata-path-desktop.png') });
  const far = v.legal.includes('15') ? '9' : '15';
  await page.locator(`svg.tri [data-cell="${far}"]`).click();
  await expect(page.locator('#message')).toHaveClass(/refused/);
  expect((await view(page)).text).toBe(v.text);
  // "Finish my turn" completes the sowing along the engine's path.
  await page.locator('#btn-finish').click();
  await page.waitForFunction(() => window.semailles.controller.view.decision !== 'path');
  await settled(page);
  v = await view(page);
  expect(['capture', 'seize', 'lift', 'over']).toContain(v.decision);
  expect(v.moves.length).toBe(1);
  expect(v.moves[0].text).toMatch(/^6-/);
  expect(total(v)).toBe(32);
  // Said: every cell the path dropped its stones on (not the first alone).
  const drops = v.moves[0].text.split('x')[0].split('-').slice(1);
  await expect(page.locator('#message')).toContainText(`drops their stones on cells ${drops.join(', ')}`);
  // Undo: a turn still under way (a capture to choose) loses its last decision; a turn over goes
  // whole, back to where it began.
  await page.locator('#btn-undo').click();
  await settled(page);
  const undone = await view(page);
  if (v.decision === 'capture') expect(undone.ply).toBe(v.ply - 1);
  else expect([undone.ply, undone.moves.length]).toEqual([0, 0]);
});

test('a second Enter on the cell while its lift is drawn only ends the drawing: no refusal', async ({ page }) => {
  await openTri(page, 'board=triangle:4&players=2&stones=2');
  await setSpeed(page, 'slow');
  const cell = page.locator('svg.board.tri [data-cell="6"]');
  await cell.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.semailles.controller.board.anim.running, null, { polling: 'raf' });
  // The choices the input still holds are the position's before the lift: 6 among them.
  await page.keyboard.press('Enter');
  await settled(page);
  await expect(page.locator('#message')).not.toHaveClass(/refused/);
  const v = await view(page);
  // One decision played, the lift: its path waits for the first stone.
  expect([v.decision, v.stage.hand, v.ply]).toEqual(['path', 2, 1]);
});

test('against the computer, Undo takes back my whole turn and its answer, one drop while I sow; Redo brings them back', async ({ page }) => {
  test.setTimeout(120_000);
  await openTri(page, 'board=triangle:4&players=2&stones=2&seats=h.1');
  await setSpeed(page, 'instant');
  const start = await view(page);
  // A path of several drops, tapped one by one: lift, then the cells the engine offers.
  await clickCell(page, '6');
  let v = await view(page);
  await clickCell(page, v.legal[0]);
  const afterOneDrop = await view(page);
  expect(afterOneDrop.decision).toBe('path');
  await clickCell(page, afterOneDrop.legal[0]);
  // While I sow, Undo takes back the last drop only.
  await page.locator('#btn-undo').click();
  await settled(page);
  expect((await view(page)).text).toBe(afterOneDrop.text);
  // The rest of the turn (and a capture, if one is to choose), then the computer's answer.
  await page.locator('#btn-finish').click();
  await page.waitForFunction(() => {
    const c = window.semailles.controller;
    const w = c.view;
    if (!c.animating && !w.outcome && w.to_move === 0 && w.decision === 'capture') c.play(w.legal[0]);
    return w.outcome || (w.to_move === 0 && w.moves.length >= 2 && w.starts_turn);
  }, null, { timeout: 60_000, polling: 200 });
  await settled(page);
  const answered = await view(page);
  const mine = answered.moves[0].tokens;
  expect(mine.length).toBeGreaterThan(2);
  await page.locator('#btn-undo').click();
  await settled(page);
  v = await view(page);
  expect(v.text).toBe(start.text);
  expect(v.moves).toEqual([]);
  await expect(page.locator('svg.tri .cell.playable').first()).toBeVisible();
  // Redo: my whole turn and the computer's answer as they were played.
  await page.locator('#btn-redo').click();
  await page.waitForFunction((n) => window.semailles.controller.view.moves.length === n, answered.moves.length);
  await settled(page);
  v = await view(page);
  expect(v.text).toBe(answered.text);
  expect(v.moves.map((m) => m.tokens)).toEqual(answered.moves.map((m) => m.tokens));
});

for (const [query, seed, name] of [
  ['board=triangle:4&players=2&stones=1', 3, 'triangle-2p'],
  ['board=hex:2&players=3&stones=2', 9, 'hex-3p'],
  ['board=square:3&players=1&stones=1', 4, 'square-solitaire'],
]) {
  test(`a whole game (${name}) is played to its end by tapping cells`, async ({ page }) => {
    test.setTimeout(240_000);
    await openTri(page, query);
    await setSpeed(page, 'instant');
    const pick = rng(seed);
    let v = await view(page);
    const stones = total(v);
    let plies = 0;
    while (!v.outcome) {
      await clickCell(page, v.legal[pick(v.legal.length)]);
      const next = await view(page);
      expect(next.ply).toBe(v.ply + 1);
      expect(total(next)).toBe(stones);
      v = next;
      plies++;
      if (plies === 6) await page.screenshot({ path: join(ARTIFACTS, `tricerata-${name}-midgame.png`) });
      expect(plies).toBeLessThan(5000);
    }
    await expect(page.locator('#end')).toBeVisible();
    if (v.players === 1) await expect(page.locator('#end-head')).toContainText(`${v.outcome.turns} turns`);
    else await expect(page.locator('#end-text')).toContainText('Scores');
    // Alone at the board there is no one to take revenge on: the same game, again.
    await expect(page.locator('#btn-rematch')).toHaveText(v.players === 1 ? 'Play again' : 'Rematch');
    expect(v.stones.every((n) => n === 0)).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, `tricerata-${name}-end.png`), fullPage: true });
  });
}

test('Tricérata settings: board, size, stones, players, Mort subite', async ({ page }) => {
  await page.goto('index.html');
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#btn-new').click();
  await page.locator('input[name="game"][value="tricerata"]').check();
  await expect(page.locator('#settings-tricerata')).toBeVisible();
  await expect(page.locator('#settings-mraha')).toBeHidden();
  await expect(page.locator('#settings-tricerata .help')).toHaveCount(5);
  await page.selectOption('#tri-shape', 'hex');
  // The shape's sizes are said, and a size out of them is refused in the page's words.
  await expect(page.locator('#tri-size-help')).toContainText('From 2 to 7 for this shape.');
  await page.fill('#tri-size', '12');
  await page.locator('#settings-start').click();
  await expect(page.locator('#settings')).toBeVisible();
  expect(await page.locator('#tri-size').evaluate((e) => e.validationMessage)).toBe('A whole number from 2 to 7.');
  await page.selectOption('#tri-shape', 'square');
  await expect(page.locator('#tri-size-help')).toContainText('From 2 to 12 for this shape.');
  expect(await page.locator('#tri-size').evaluate((e) => e.validationMessage)).toBe('');
  await page.selectOption('#tri-shape', 'hex');
  await page.fill('#tri-size', '3');
  await page.selectOption('#tri-players', '4');
  await page.selectOption('#tri-stones', '3');
  await page.locator('#tri-mort_subite').check();
  await page.screenshot({ path: join(ARTIFACTS, 'settings-tricerata.png') });
  await page.locator('#settings-start').click();
  await settled(page);
  const v = await view(page);
  expect(v.rules).toMatchObject({ board: 'hex', size: '3', players: '4', stones: '3', mort_subite: 'on' });
  await expect(page.locator('svg.tri .cell')).toHaveCount(19);
  await expect(page.locator('svg.tri .store')).toHaveCount(4);
  // Back to the bao.
  await page.locator('#btn-new').click();
  await page.locator('input[name="game"][value="mraha"]').check();
  await page.locator('#settings-start').click();
  await settled(page);
  await expect(page.locator('svg.board.bao')).toBeVisible();
});

test('New game: fewer players, or the other game, keep the person playing when the seats left out held them', async ({ page }) => {
  // Three players, the person third (as a rematch leaves them after turning the seats twice).
  await openTri(page, 'board=triangle:3&players=3&stones=1&seats=3.3.h');
  await page.locator('#btn-new').click();
  await expect(page.locator('#settings-seat-2')).toHaveValue('h');
  // A solitaire: the person plays it, not the computer.
  await page.selectOption('#tri-players', '1');
  await expect(page.locator('#settings-seats select')).toHaveCount(1);
  await expect(page.locator('#settings-seat-0')).toHaveValue('h');
  // Back to three: the three seats as they were, the person third (a solitaire tried on the
  // way changed nothing of them).
  await page.selectOption('#tri-players', '3');
  for (const [p, seat] of ['3', '3', 'h'].entries()) await expect(page.locator(`#settings-seat-${p}`)).toHaveValue(seat);
  // Then the bao: the person takes South, the computer keeps North.
  await page.selectOption('#settings-seat-0', '3');
  await page.selectOption('#settings-seat-1', '5');
  await page.selectOption('#settings-seat-2', 'h');
  await page.locator('input[name="game"][value="mraha"]').check();
  await expect(page.locator('#settings-seats select')).toHaveCount(2);
  await expect(page.locator('#settings-seat-0')).toHaveValue('h');
  await expect(page.locator('#settings-seat-1')).toHaveValue('5');
  await page.locator('#settings-start').click();
  await expect.poll(() => page.evaluate(() => window.semailles.controller.seats)).toEqual(['h', '5']);
});

test('New game: Mort subite, off for a solitaire, says why, and comes back ticked with more players', async ({ page }) => {
  await openTri(page, 'lang=en&board=triangle:3&players=3&stones=1');
  await page.locator('#btn-new').click();
  const mort = page.locator('#tri-mort_subite');
  await mort.check();
  await page.selectOption('#tri-players', '1');
  await expect(mort).toBeDisabled();
  await expect(mort).not.toBeChecked();
  await expect(page.locator('#tri-mort_subite-help')).toContainText('Played by 2 players or more.');
  await expect(mort).toHaveAccessibleDescription(/Played by 2 players or more\./);
  await page.selectOption('#tri-players', '4');
  await expect(mort).toBeEnabled();
  await expect(mort).toBeChecked();
  await expect(page.locator('#tri-mort_subite-help')).not.toContainText('Played by');
  // Unticked by the player, it stays so through a solitaire.
  await mort.uncheck();
  await page.selectOption('#tri-players', '1');
  await page.selectOption('#tri-players', '2');
  await expect(mort).not.toBeChecked();
});

test('Finish my turn: the status says "Sowing…" while the rest of the turn is drawn, then what comes next', async ({ page }) => {
  await openTri(page, 'lang=en&board=triangle:4&players=2&stones=2');
  await setSpeed(page, 'slow');
  await clickCell(page, '6');
  await expect(page.locator('#status')).toContainText('stones in hand');
  await page.locator('#btn-finish').click();
  await expect(page.locator('#status')).toHaveText('Sowing…');
  await page.waitForFunction(() => window.semailles.controller.view.decision !== 'path');
  await settled(page);
  await expect(page.locator('#status')).not.toHaveText('Sowing…');
});

test.describe('Tricérata on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the grid fits and plays by tapping', async ({ page }) => {
    await openTri(page, 'board=triangle:5&players=2&stones=2');
    await setSpeed(page, 'instant');
    const box = await page.locator('svg.board').boundingBox();
    expect(box.width).toBeLessThanOrEqual(390);
    await page.locator('svg.tri [data-cell="12"]').tap();
    await settled(page);
    expect((await view(page)).decision).toBe('path');
    await page.screenshot({ path: join(ARTIFACTS, 'tricerata-phone.png'), fullPage: true });
  });
});

test('a capture or a seizure is said once: the cell taken and its stones, not "plays" it first', async ({ page }) => {
  await openTri(page, 'lang=en&board=triangle:4&players=2&stones=1');
  await page.evaluate(() => window.semailles.controller.setSpeed('instant'));
  // Random legal choices until a capture (or a seizure) is to be chosen.
  const kind = await page.evaluate(async () => {
    const c = window.semailles.controller;
    const idle = () => new Promise((r) => { const tick = () => (c.animating || c.pending ? setTimeout(tick, 5) : r()); tick(); });
    let s = 7;
    for (let i = 0; i < 2000; i++) {
      await idle();
      const v = c.view;
      if (v.outcome) return null;
      if (v.decision === 'capture' || v.decision === 'seize') return v.decision;
      s = (s * 1103515245 + 12345) % 2147483648;
      await c.play(v.legal[s % v.legal.length]);
    }
    return null;
  });
  expect(kind, 'a capture or a seizure in that game').not.toBeNull();
  const v = await view(page);
  const cell = v.choices[0].cell;
  await page.evaluate((tk) => window.semailles.controller.play(tk), v.choices[0].token);
  const verb = kind === 'capture' ? 'captures' : 'seizes';
  await expect(page.locator('#message')).toHaveText(new RegExp(`^Player \\d: ${verb} cell ${cell} \\(\\d+ stones?\\)\\.$`));
});

test('the cells\' numbers are painted over the last turn\'s rings, which covered them on small cells', async ({ page }) => {
  await page.goto('index.html?lang=en&game=tricerata&board=triangle:4&players=3&stones=1&moves=3');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('svg.board .marks > *').first()).toBeAttached();
  const order = await page.evaluate(() => {
    const marks = document.querySelector('svg.board .marks');
    const coords = document.querySelector('svg.board .coords');
    // In SVG what comes later in the document is painted over what comes before.
    return marks.compareDocumentPosition(coords) & Node.DOCUMENT_POSITION_FOLLOWING ? 'coords over marks' : 'marks over coords';
  });
  expect(order).toBe('coords over marks');
  await page.locator('svg.board').screenshot({ path: join(ARTIFACTS, 'tricerata-numbers-over-rings.png') });
});

test('the hint says what to do with its cell: lift it, then drop the next stone on it', async ({ page }) => {
  await openTri(page, 'board=triangle:4&players=2&stones=2&lang=en');
  await setSpeed(page, 'instant');
  await page.locator('#btn-hint').click();
  await expect(page.locator('#message')).toHaveText(/^Hint: lift cell \d+\.$/);
  const lift = (await page.locator('#message').textContent()).match(/\d+/)[0];
  expect((await view(page)).legal).toContain(lift);
  await clickCell(page, lift);
  await page.locator('#btn-hint').click();
  await expect(page.locator('#message')).toHaveText(/^Hint: drop the next stone on cell \d+\.$/);
  const drop = (await page.locator('#message').textContent()).match(/\d+/)[0];
  expect((await view(page)).legal).toContain(drop);
  await page.selectOption('#lang', 'fr');
  await page.locator('#btn-hint').click();
  await expect(page.locator('#message')).toHaveText(/^Indice\s: poser la pierre suivante sur la case \d+\.$/);
});

test('a lift and a drop are said with what each does to its cell, not both as "plays"', async ({ page }) => {
  await openTri(page, 'board=triangle:4&players=2&stones=2&lang=en');
  await setSpeed(page, 'instant');
  const lift = (await view(page)).choices.find((c) => c.kind === 'lift');
  await clickCell(page, lift.token);
  await expect(page.locator('#message')).toContainText(`Player 1: lifts cell ${lift.cell}`);
  const drop = (await view(page)).choices.find((c) => c.kind === 'path');
  expect(drop).toBeTruthy();
  await clickCell(page, drop.token);
  await expect(page.locator('#message')).toContainText(`Player 1: drops a stone on cell ${drop.cell}`);
  await page.selectOption('#lang', 'fr');
  await expect(page.locator('#message')).toHaveText(/^Joueur 1\s: pose une pierre sur la case \d+\.$/);
});

test('the status keeps its line while a cell\'s lift or a stone\'s drop is drawn; a turn\'s end drawn says "Sowing…"', async ({ page }) => {
  await openTri(page, 'board=triangle:4&players=2&stones=2&lang=en');
  await setSpeed(page, 'slow');
  // Every text the status line takes, in order (a live region: each is read out), and the taps.
  await page.locator('#status').evaluate((el) => {
    window.statusSaid = [];
    new MutationObserver(() => window.statusSaid.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
  });
  const TAP = '(tap)';
  // The person's whole turn, decision by decision, each drawn to its end before the next.
  let v = await view(page);
  do {
    const choice = v.choices[0];
    await page.evaluate((tap) => window.statusSaid.push(tap), TAP);
    await page.locator(`svg.board.tri [data-cell="${choice.token}"]`).click();
    await expect.poll(async () => (await view(page)).choices).not.toEqual(v.choices);
    await settled(page);
    v = await view(page);
  } while (v.to_move === 0 && !v.outcome);
  const said = await page.evaluate(() => window.statusSaid);
  const lastTap = said.lastIndexOf(TAP);
  expect(lastTap).toBeGreaterThan(1);
  // Before the tap that ended the turn, the line only ever said the person's next decision.
  const between = said.slice(0, lastTap).filter((text) => text !== TAP);
  expect(between.length).toBeGreaterThan(0);
  for (const text of between) expect(text).toMatch(/^Player 1: /);
  // The tap that ended it: "Sowing…" while it is drawn, then the next player's turn.
  expect(said.slice(lastTap)).toContain('Sowing…');
  expect(said.at(-1)).toMatch(/^Player 2/);
});

test('the store of the one person playing here says so; with several people at the screen none does', async ({ page }) => {
  await page.goto('index.html?game=tricerata&board=triangle:4&players=3&seats=1.h.1&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, 'instant');
  const names = () => page.locator('svg.tri .store-name').allTextContents();
  await expect.poll(names).toEqual(['Player 1', 'Player 2 (you)', 'Player 3']);
  await expect(page.locator('svg.tri .store.p1')).toHaveAttribute('aria-label', /^Player 2 \(you\)/);
  // A second person seated: nobody's store is "you" any more.
  await page.selectOption('#seat-2', 'h');
  await expect.poll(names).toEqual(['Player 1', 'Player 2', 'Player 3']);
  await page.selectOption('#lang', 'fr');
  await page.selectOption('#seat-2', '1');
  await expect.poll(names).toEqual(['Joueur 1', 'Joueur 2 (vous)', 'Joueur 3']);
});
