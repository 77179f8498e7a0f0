// Computer players in the page: a person against the computer, the computer against itself to
// the end, undo while the computer thinks, the hint, seats kept by the address and a reload, the
// page-thread fallback where no worker can start or it cannot load the players, and Tricérata's
// computer seats.

import {
  test, expect, openGame, view, setSpeed, settled, clickToken, ARTIFACTS, audit, pitCentre,
} from './fixtures.mjs';
import { join } from 'node:path';

/** Resolves once the computer's turn animation has been seen running. */
function watchAnimation(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const c = window.semailles.controller;
    const tick = () => (c.board.anim.running ? resolve(c.view.moves.length) : requestAnimationFrame(tick));
    tick();
  }));
}

test('a person plays a turn; the computer answers with an animated legal turn; the game goes on', async ({ page }) => {
  // Level 5 thinks for about 1.5 s, long enough to try a click meanwhile.
  await openGame(page, '?seats=h.5&lang=fr');
  await setSpeed(page, 'normal');
  await expect(page.locator('#seat-1')).toHaveValue('5');
  await page.locator('[data-pit="A6"]').click();
  await page.locator('.arrow[data-token="A6L"]').click();
  await page.waitForFunction(() => {
    const c = window.semailles.controller;
    return c.view.moves.length === 1 && !c.board.anim.running;
  });
  const afterHuman = await view(page);
  expect(afterHuman.to_move).toBe(1);
  // While the computer thinks, the board offers nothing and refuses the person's clicks.
  const animated = watchAnimation(page);
  await expect(page.locator('#status')).toContainText('Nord (l’ordinateur) réfléchit');
  await expect(page.locator('svg.board .pit.playable')).toHaveCount(0);
  await page.locator('[data-pit="a6"]').click();
  await expect(page.locator('#message')).toHaveText(/tour de l’ordinateur/);
  await page.screenshot({ path: join(ARTIFACTS, 'computer-thinking-desktop.png'), fullPage: true });
  // The computer's turn is animated like a person's.
  expect(await animated).toBe(2);
  await settled(page);
  const v = await view(page);
  expect(v.moves.length).toBe(2);
  expect(v.moves[1].player).toBe(1);
  // The computer's first decision was one of the legal choices offered to North.
  expect(afterHuman.legal).toContain(v.moves[1].tokens[0]);
  expect(v.to_move).toBe(0);
  // The computer's turn is announced like a person's, and the status is South's again.
  await expect(page.locator('#message')).toContainText('Nord');
  await expect(page.locator('#status')).toContainText('Sud, teza');
  await expect(page.locator('#status')).not.toHaveClass(/computer/);
  // South plays again by clicking, and the computer answers again.
  await clickToken(page, v.choices.find((c) => c.kind === 'start').token);
  await settled(page);
  const third = await view(page);
  expect(third.moves.length).toBeGreaterThanOrEqual(4);
  expect(third.to_move === 0 || third.outcome).toBeTruthy();
  await page.screenshot({ path: join(ARTIFACTS, 'computer-desktop.png'), fullPage: true });
});

test('computer against computer plays a whole game to its end message, at the chosen speed', async ({ page }) => {
  test.setTimeout(60_000);
  await openGame(page, '?preset=kujifunza&seats=1.2');
  await setSpeed(page, 'fast');
  // The first turns are sown seed by seed at the fast speed: an animation is seen running while
  // the record holds its first or second turn (not only later ones, not before any turn).
  const animatedAt = await watchAnimation(page);
  expect(animatedAt).toBeGreaterThanOrEqual(1);
  expect(animatedAt).toBeLessThanOrEqual(2);
  await page.waitForFunction(() => window.semailles.controller.view.moves.length >= 3, null, { timeout: 30_000 });
  // …then the rest instantly (a kujifunza game lasts some 25 turns: a minute at the fast speed).
  await setSpeed(page, 'instant');
  await expect(page.locator('#end')).toBeVisible({ timeout: 40_000 });
  const v = await view(page);
  expect(v.outcome).not.toBeNull();
  await expect(page.locator('#end-text')).not.toBeEmpty();
  // The status line at the top says who won too, as the end panel's title.
  const head = (await page.locator('#status').textContent()).replace(/^(Game over\.|Partie terminée\.) /, '');
  expect(head.length).toBeGreaterThan(0);
  await expect(page.locator('#end-head')).toHaveText(head);
  // No phase is shown once the game is over (seeds may be left in hand by the last capture).
  await expect(page.locator('svg.board .tray-phase')).toHaveText(['', '']);
  // (Kujifunza games between weak levels can end by kamu in as few as three turns.)
  expect(v.moves.length).toBeGreaterThanOrEqual(3);
  // Nothing more is played once the game is over.
  await page.waitForTimeout(500);
  expect((await view(page)).moves.length).toBe(v.moves.length);
});

test('undo while the computer thinks drops its answer', async ({ page }) => {
  await openGame(page, '?seats=h.5');
  await setSpeed(page, 'instant');
  const start = await view(page);
  await page.locator('[data-pit="A7"]').click();
  await page.locator('.arrow[data-token="A7R"]').click();
  // Level 5 thinks for about 1.5 s: undo meanwhile.
  await expect(page.locator('#status')).toHaveClass(/computer/);
  await page.locator('#btn-undo').click();
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 0);
  expect((await view(page)).text).toBe(start.text);
  // Longer than the search would have taken: the stale answer is never played.
  await page.waitForTimeout(2500);
  const v = await view(page);
  expect(v.text).toBe(start.text);
  expect(v.moves).toEqual([]);
  await expect(page.locator('#status')).not.toHaveClass(/computer/);
  await expect(page.locator('svg.board .pit.playable')).toHaveCount(2);
  await expect(page.locator('[data-pit="A5"] .count text')).toHaveText('6');
});

test('undo after a computer turn takes back the person\'s last turn', async ({ page }) => {
  await openGame(page, '?seats=h.1');
  await setSpeed(page, 'instant');
  await clickToken(page, 'A6R');
  await settled(page);
  const afterComputer = await view(page);
  expect(afterComputer.moves.length).toBe(2);
  await page.locator('#btn-undo').click();
  await settled(page);
  const v = await view(page);
  expect(v.moves).toEqual([]);
  expect(v.to_move).toBe(0);
  expect(v.legal).toContain('A6R');
});

test('redo after that undo brings back the computer\'s answer as it was played, not thought again', async ({ page }) => {
  await openGame(page, '?seats=h.1');
  await setSpeed(page, 'instant');
  await clickToken(page, 'A6R');
  await settled(page);
  const played = (await view(page)).moves.map((m) => m.tokens);
  expect(played.length).toBe(2);
  await page.locator('#btn-undo').click();
  await settled(page);
  expect((await view(page)).moves).toEqual([]);
  // Every question put to the computer from here on is counted.
  await page.evaluate(() => {
    const ai = window.semailles.controller.ai;
    const ask = ai.ask.bind(ai);
    window.asked = 0;
    ai.ask = (...args) => {
      window.asked += 1;
      return ask(...args);
    };
  });
  await page.locator('#btn-redo').click();
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 2);
  await settled(page);
  const v = await view(page);
  expect(v.moves.map((m) => m.tokens)).toEqual(played);
  expect(v.to_move).toBe(0);
  expect(await page.evaluate(() => window.asked)).toBe(0);
  await expect(page.locator('svg.board .pit.playable').first()).toBeVisible();
  // The person's turn: nobody is thinking (the spinner said so, the computer's answer redone).
  await expect(page.locator('#status')).not.toHaveClass(/computer/);
  await expect(page.locator('#status')).not.toContainText('thinking');
});

test('the hint highlights a legal choice and says it, without playing it', async ({ page }) => {
  await openGame(page, '?lang=fr');
  await setSpeed(page, 'instant');
  await page.locator('#btn-hint').click();
  const hinted = page.locator('svg.board .hint');
  await expect(hinted).toHaveCount(1);
  const token = await hinted.getAttribute('data-hint');
  const v = await view(page);
  expect(v.legal).toContain(token);
  expect(await hinted.getAttribute('data-pit')).toBe(token.slice(0, 2));
  await expect(page.locator('#message')).toContainText(`Indice : semer ${token.slice(0, 2)}`);
  expect(v.moves).toEqual([]);
  await page.screenshot({ path: join(ARTIFACTS, 'computer-hint-desktop.png') });
  // The hinted pit tapped, the hint goes on to the arrow to tap next, and to it alone.
  await page.locator(`svg.board [data-pit="${token.slice(0, 2)}"]`).click();
  await expect(page.locator('svg.board .arrow')).toHaveCount(2);
  await expect(page.locator('svg.board .arrow.hint')).toHaveCount(1);
  await expect(page.locator('svg.board .arrow.hint')).toHaveAttribute('data-token', token);
  // Playing clears the hint.
  await clickToken(page, token);
  await expect(page.locator('svg.board .hint')).toHaveCount(0);
});

test('seats chosen in the settings survive a reload and travel in a link', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  await page.locator('#btn-new').click();
  await expect(page.locator('#settings-seat-1')).toHaveValue('h');
  await page.selectOption('#settings-seat-1', '4');
  await page.screenshot({ path: join(ARTIFACTS, 'computer-settings-desktop.png') });
  await page.locator('#settings-start').click();
  await expect(page).toHaveURL(/seats=h\.4/);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#seat-0')).toHaveValue('h');
  await expect(page.locator('#seat-1')).toHaveValue('4');
  expect(await page.evaluate(() => window.semailles.controller.seats)).toEqual(['h', '4']);
  // A link with the computer in South: it opens the game by itself.
  await page.goto('index.html?seats=1.h&speed=instant');
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
  expect((await view(page)).to_move).toBe(1);
});

test('a person playing North against the computer sees the bao from North\'s side, on a desktop and on a phone', async ({ page }) => {
  /** North's side is drawn nearest the player: its rows below South's, a1 at the left. */
  const northNearest = async () => {
    const [A1, a1, a8] = [await pitCentre(page, 'A1'), await pitCentre(page, 'a1'), await pitCentre(page, 'a8')];
    return a1.y > A1.y && a1.x < a8.x;
  };
  const trayBelow = async (player) => {
    const [mine, other] = [player, 1 - player].map((p) => page.locator(`svg.board .tray[data-player="${p}"]`).boundingBox());
    return (await mine).y > (await other).y;
  };
  await openGame(page, '?lang=en&seats=2.h');
  await setSpeed(page, 'instant');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
  await settled(page);
  expect(await northNearest()).toBe(true);
  expect(await trayBelow(1)).toBe(true);
  await expect(page.locator('svg.board')).toHaveAttribute('aria-label', /South at the top, North at the bottom\.$/);
  // North plays on the turned board: a pit, then the arrow pointing the way its first seed goes.
  const v = await view(page);
  const start = v.choices.find((c) => c.kind === 'start');
  await page.locator(`svg.board [data-pit="${start.pit}"]`).click();
  const arrow = page.locator(`svg.board .arrow[data-token="${start.token}"]`);
  const [from, head] = [await pitCentre(page, start.pit), await arrow.boundingBox()];
  const next = start.dir === 'L' ? 'the left' : 'the right';
  expect(head.x + head.width / 2 < from.x ? 'the left' : 'the right', `North's ${start.token}`).toBe(next);
  await arrow.click();
  await settled(page);
  expect((await view(page)).moves.length).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: join(ARTIFACTS, 'computer-north-desktop.png') });
  // Upright on a phone, the board turned a quarter turn: North's rows on the right, a1 at the bottom.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('svg.board')).toHaveAttribute('data-layout', 'tall');
  const [A1, a1, a8] = [await pitCentre(page, 'A1'), await pitCentre(page, 'a1'), await pitCentre(page, 'a8')];
  expect(a1.x).toBeGreaterThan(A1.x);
  expect(a1.y).toBeGreaterThan(a8.y);
  // North's tray beside North's rows, on the right.
  const trayRight = async (player) => {
    const [mine, other] = await Promise.all([player, 1 - player].map((p) => page.locator(`svg.board .tray[data-player="${p}"]`).boundingBox()));
    return mine.x > a1.x && other.x + other.width < A1.x;
  };
  expect(await trayRight(1)).toBe(true);
  // Its words say so: rows to the right and the left, not above and below.
  await expect(page.locator('svg.board')).toHaveAttribute('aria-label', /upright: .*North’s on the right, South’s on the left\.$/);
  await page.screenshot({ path: join(ARTIFACTS, 'computer-north-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  // South a person again: two people at one screen see it from South's side, as it is set up.
  await page.selectOption('#seat-0', 'h');
  await expect.poll(northNearest).toBe(false);
  expect(await trayBelow(0)).toBe(true);
  await expect(page.locator('svg.board')).toHaveAttribute('aria-label', /North at the top, South at the bottom\.$/);
});

test('"play the computer" is one click, and the players panel changes a seat at once', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  await page.locator('#btn-vs-computer').click();
  await page.waitForFunction(() => window.semailles.controller.seats[1] !== 'h');
  await expect(page.locator('#seat-0')).toHaveValue('h');
  await expect(page).toHaveURL(/seats=h\.\d/);
  // Said where the player looks, and to a screen reader: who plays whom.
  await expect(page.locator('#message')).toHaveText(/^You play South against the computer \(\d .+\)\. Another level: Players\.$/);
  // Hand North back to a person, by the keyboard: the list keeps the focus as the panel is drawn
  // anew. Then South to the computer: it plays at once.
  await page.locator('#seat-1').focus();
  await page.keyboard.press('Home');
  await expect(page.locator('#seat-1')).toHaveValue('h');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.semailles.controller.seats[1])).toBe('h');
  await expect(page.locator('#seat-1')).toBeFocused();
  // Moving through South's list by the keys changes nothing until Enter: level 1, passed on the
  // way to level 3, does not take the seat and play.
  await page.locator('#seat-0').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(page.locator('#seat-0')).toHaveValue('3');
  expect(await page.evaluate(() => [window.semailles.controller.seats[0], window.semailles.controller.view.moves.length])).toEqual(['h', 0]);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
  expect(await page.evaluate(() => window.semailles.controller.seats[0])).toBe('3');
  await settled(page);
  await page.locator('#btn-undo').click();
  await settled(page);
  await page.locator('#seat-0').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => window.semailles.controller.seats[0])).toBe('h');
  await page.selectOption('#seat-0', '1');
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 1);
  await settled(page);
  expect((await view(page)).to_move).toBe(1);
  await expect(page.locator('#btn-hint')).toBeEnabled();
});

test('"play the computer" with a game under way asks first: cancel, go on against the computer, or a new game', async ({ page }) => {
  await openGame(page, '?lang=en');
  await setSpeed(page, 'instant');
  await clickToken(page, 'A6L');
  await settled(page);
  const dialog = page.locator('#vs-computer');
  // Escape changes nothing: the same game, the same seats.
  await page.locator('#btn-vs-computer').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('h2')).toHaveText('A game is under way');
  await page.screenshot({ path: join(ARTIFACTS, 'vs-computer-ask-desktop.png') });
  expect(await audit(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect((await view(page)).moves.length).toBe(1);
  expect(await page.evaluate(() => window.semailles.controller.seats)).toEqual(['h', 'h']);
  // Go on: North (to move) stays a person, South is the computer, who answers in this game.
  await page.locator('#btn-vs-computer').click();
  await page.locator('#vs-continue').click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.semailles.controller.seats)).toEqual(['3', 'h']);
  await expect(page.locator('#message')).toHaveText('You play North against the computer (3 intermediate). Another level: Players.');
  await clickToken(page, (await view(page)).choices[0].token);
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 3);
  await settled(page);
  await expect(page.locator('#seat-0')).toHaveValue('3');
  // A new game against the computer: the moves are gone, the person plays South again.
  await page.locator('#btn-vs-computer').click();
  await expect(page.locator('#vs-continue')).toHaveCount(0);
  await page.locator('#vs-new').click();
  await page.waitForFunction(() => window.semailles.controller.view.moves.length === 0);
  expect(await page.evaluate(() => window.semailles.controller.seats)).toEqual(['h', '3']);
  // A new game has nothing to lose: no question, another new game at once (the view is replaced;
  // a question would have held it).
  await page.evaluate(() => { window.__before = window.semailles.controller.view; });
  await page.locator('#btn-vs-computer').click();
  await page.waitForFunction(() => window.semailles.controller.view !== window.__before);
  await expect(dialog).toHaveCount(0);
  expect((await view(page)).moves.length).toBe(0);
});

test('without workers (a sandboxed frame) the computer plays on the page thread', async ({ page }) => {
  await page.addInitScript(() => { delete window.Worker; });
  await openGame(page, '?seats=h.3');
  await setSpeed(page, 'instant');
  await clickToken(page, 'A7L');
  await settled(page);
  const v = await view(page);
  expect(v.moves.length).toBe(2);
  expect(await page.evaluate(() => window.semailles.controller.ai.thread)).toBe('page');
});

test('Tricérata: computer seats play a small game to its end', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('index.html?game=tricerata&board=triangle:3&players=3&stones=1');
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, 'fast');
  const animated = watchAnimation(page);
  await page.selectOption('#seat-0', '1');
  await page.selectOption('#seat-1', '2');
  await page.selectOption('#seat-2', '1');
  // The computer's first decision is animated at the fast speed, the rest instantly.
  await animated;
  await setSpeed(page, 'instant');
  await expect(page.locator('#end')).toBeVisible({ timeout: 80_000 });
  const v = await view(page);
  expect(v.outcome).not.toBeNull();
  expect(v.moves.length).toBeGreaterThan(2);
});

test('Tricérata: the hint (solitaire) highlights a cell that may be lifted', async ({ page }) => {
  await page.goto('index.html?game=tricerata&board=triangle:4&players=1&stones=1');
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#btn-hint').click();
  const hinted = page.locator('svg.board .hint');
  // The computer's worker may still be starting (its wasm compiled on a busy machine).
  await expect(hinted).toHaveCount(1, { timeout: 20_000 });
  const v = await view(page);
  expect(v.legal).toContain(await hinted.getAttribute('data-hint'));
});

test('Tricérata: a computer\'s turn, however long, is played in one engine call and animated within one turn\'s time', async ({ page }) => {
  await page.goto('index.html?game=tricerata&board=triangle:4&players=2&stones=2');
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, 'fast');
  const beats = await page.evaluate(() => {
    const anim = window.semailles.controller.board.anim;
    return [1, 100, 3000].map((n) => anim.beatMs(n));
  });
  // A seed's time (90 ms at the fast speed), shortened so that the turn fits 2.5 s.
  expect(beats.slice(0, 2)).toEqual([90, 25]);
  expect(beats[2] * 3000).toBeCloseTo(2500, 6);
  // Every call carrying several tokens to the engine is recorded.
  await page.evaluate(() => {
    const game = window.semailles.controller.game;
    const playAll = game.playAll.bind(game);
    window.batches = [];
    game.playAll = (tokens) => { window.batches.push(tokens); return playAll(tokens); };
  });
  await page.selectOption('#seat-1', '2');
  await page.locator('svg.board .cell.playable').first().click();
  await page.getByRole('button', { name: /Finish my turn|Finir mon tour/ }).click();
  await settled(page);
  // The sowing may end on a capture to choose: the person takes the first one offered.
  const after = await view(page);
  if (after.decision === 'capture') await page.locator(`svg.board [data-cell="${after.choices[0].cell}"]`).click();
  await page.waitForFunction(() => window.semailles.controller.view.moves.length >= 2, null, { timeout: 20_000 });
  await settled(page);
  const v = await view(page);
  const batches = await page.evaluate(() => window.batches);
  // "Finish my turn" (the drops after the lift) in one call, then the computer's whole turn in
  // one call (a single decision goes through play).
  const finish = v.moves[0].tokens.slice(1, 1 + batches[0].length);
  expect(batches[0]).toEqual(finish);
  if (v.moves[1].tokens.length > 1) expect(batches[1]).toEqual(v.moves[1].tokens);
  expect(batches.length).toBeLessThanOrEqual(2);
  // The move list shows a long path by its two ends (whole in its tooltip).
  const last = page.locator('#moves .move-text').nth(1);
  const shown = await last.textContent();
  expect(shown.length).toBeLessThanOrEqual(48);
  if (v.moves[1].text.length > 48) {
    expect(shown).toContain('…');
    await expect(last).toHaveAttribute('title', v.moves[1].text);
  } else {
    expect(shown).toBe(v.moves[1].text);
  }
});

test('Tricérata with three players: the hint answers the person, the two strongest levels play their seats', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('index.html?game=tricerata&board=triangle:4&players=3&stones=1');
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, 'instant');
  // Seat 0 is the person: the hint (the opponent-model search, 600 ms) rings a cell to lift.
  await page.locator('#btn-hint').click();
  const hinted = page.locator('svg.board .hint');
  await expect(hinted).toHaveCount(1, { timeout: 20_000 });
  const before = await view(page);
  const cell = await hinted.getAttribute('data-hint');
  expect(before.legal).toContain(cell);
  await page.selectOption('#seat-1', '5');
  await page.selectOption('#seat-2', '4');
  // The person lifts the hinted cell and lets the engine finish the turn.
  await page.locator(`svg.board [data-cell="${cell}"]`).click();
  await page.getByRole('button', { name: /Finish my turn|Finir mon tour/ }).click();
  // The sowing ends on a capture to choose (the person takes the first one offered) or ends
  // the turn.
  await page.waitForFunction(() => {
    const c = window.semailles.controller.view;
    return c.turns >= 1 || c.decision === 'capture';
  }, null, { timeout: 20_000 });
  let v = await view(page);
  if (v.decision === 'capture') await page.locator(`svg.board [data-cell="${v.choices[0].cell}"]`).click();
  // Both computer seats answer, and the turn comes back to the person (or the game ends).
  await page.waitForFunction(() => {
    const c = window.semailles.controller.view;
    return c.outcome || (c.moves.length >= 3 && c.to_move === 0);
  }, null, { timeout: 40_000 });
  await settled(page);
  v = await view(page);
  expect(v.moves.slice(1, 3).map((m) => m.player)).toEqual([1, 2]);
  await page.screenshot({ path: join(ARTIFACTS, 'tricerata-three-players-computer.png'), fullPage: true });
});

test.describe('without the offline copy', () => {
  // (Its worker, which fetches every file once the page is ready, would be a third fetch of the
  // players whenever it comes before the computer's move.)
  test.use({ serviceWorkers: 'block' });

  test('a worker that cannot load the players hands the question to the page thread', async ({ page }) => {
    // The worker's fetch of Mraha's players fails (a network error); the page's own, after it, works.
    let refused = 0;
    await page.context().route('**/semailles_ai_bg.wasm', (route) => {
      if (refused++ === 0) return route.abort('failed');
      return route.continue();
    });
    await openGame(page, '?seats=h.3');
    await setSpeed(page, 'instant');
    await clickToken(page, 'A7L');
    await settled(page);
    const v = await view(page);
    expect(v.moves.length).toBe(2);
    expect(refused).toBe(2);
    expect(await page.evaluate(() => window.semailles.controller.ai.thread)).toBe('page');
  });
});

/** Tricérata on `triangle:4`, `stones` a cell, the person at seat 0 and two computer seats of level 1. */
async function openAgainstTwoSeats(page, stones, speed) {
  await page.goto(`index.html?game=tricerata&board=triangle:4&players=3&stones=${stones}&seats=h.1.1&lang=en`);
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, speed);
}

/**
 * Tricérata, the person at seat 0 and two computer seats: the person lifts the first legal cell,
 * lets *Finish my turn* end the sowing, takes the first capture offered if any, and waits until
 * both computer seats have played (or the game ended): the view then.
 */
async function roundAgainstTwoSeats(page) {
  const v0 = await view(page);
  await page.locator(`svg.board [data-cell="${v0.legal[0]}"]`).click();
  await page.getByRole('button', { name: 'Finish my turn' }).click();
  for (;;) {
    await settled(page);
    const v = await view(page);
    if (v.to_move !== 0 || v.outcome || v.decision !== 'capture') break;
    await page.locator(`svg.board [data-cell="${v.choices[0].cell}"]`).click();
  }
  await page.waitForFunction(() => {
    const c = window.semailles.controller;
    return c.view.outcome || (c.view.moves.length >= 3 && c.view.to_move === 0 && !c.animating);
  }, null, { timeout: 60_000 });
  return view(page);
}

test('Tricérata: a computer turn with another computer seat to follow is shown faster; the last before the person at the chosen speed', async ({ page }) => {
  test.setTimeout(90_000);
  await openAgainstTwoSeats(page, 1, 'normal');
  // Each drawn step's time (the sound cue's beat), by the seat whose turn it is, with the time
  // the chosen speed gives that turn (its beats within the speed's budget).
  await page.evaluate(() => {
    const anim = window.semailles.controller.board.anim;
    const play = anim.play;
    let mover = null;
    let full = null;
    window.beats = [];
    anim.play = function (events, before, after) {
      mover = before.to_move;
      full = this.beatMs(events.reduce((n, e) => n + this.steps.weight(e), 0));
      return play.call(this, events, before, after);
    };
    anim.onCue = (cue, beat) => window.beats.push({ mover, share: beat / full });
  });
  const v = await roundAgainstTwoSeats(page);
  test.skip(!!v.outcome, 'the game ended before the person played again');
  const beats = await page.evaluate(() => window.beats);
  const of = (p) => [...new Set(beats.filter((b) => b.mover === p).map((b) => Math.round(b.share * 100) / 100))];
  // Seat 1's turn, seat 2's to follow: in 0.4 of the chosen speed's time; seat 2's, the
  // person's to follow, in all of it, as the person's own.
  expect(of(1)).toEqual([0.4]);
  expect(of(2)).toEqual([1]);
  expect(of(0)).toEqual([1]);
});

test('Tricérata: the next computer seat thinks while the turn before it is drawn', async ({ page }) => {
  test.setTimeout(90_000);
  await openAgainstTwoSeats(page, 2, 'normal');
  // What happens, in order: each drawing's start and end (with the seat that played), each
  // question to the computer.
  await page.evaluate(() => {
    const c = window.semailles.controller;
    window.order = [];
    const play = c.board.anim.play;
    c.board.anim.play = async function (events, before, after) {
      window.order.push(`drawn ${before.to_move}`);
      await play.call(this, events, before, after);
      window.order.push(`drawn ${before.to_move} end`);
    };
    const ask = c.ai.ask;
    c.ai.ask = function (game, text, spec, opts) {
      window.order.push(`asked ${text}`);
      return ask.call(this, game, text, spec, opts);
    };
  });
  const v = await roundAgainstTwoSeats(page);
  test.skip(!!v.outcome, 'the game ended before the person played again');
  const order = await page.evaluate(() => window.order);
  const asked = order.flatMap((line, i) => (line.startsWith('asked') ? [i] : []));
  // Seat 1's question, then seat 2's, asked as soon as the engine had played seat 1's turn:
  // before that turn's drawing ended, not after.
  expect(asked).toHaveLength(2);
  expect(asked[1]).toBeLessThan(order.indexOf('drawn 1 end'));
  expect(order.indexOf('drawn 1 end')).toBeLessThan(order.indexOf('drawn 2'));
});

test('Tricérata: after two computer turns the message says both, in order; the earlier hidden from screen readers, who heard it; the person\'s turn replaces them', async ({ page }) => {
  test.setTimeout(90_000);
  await openAgainstTwoSeats(page, 2, 'fast');
  // Every text the live message held, as a screen reader is given it (what is not aria-hidden).
  await page.evaluate(() => {
    const message = document.querySelector('#message');
    const heard = () => [...message.childNodes].filter((n) => !(n.nodeType === 1 && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent).join('');
    window.heard = [];
    new MutationObserver(() => window.heard.push(heard())).observe(message, { childList: true, characterData: true, subtree: true });
    window.heardNow = heard;
  });
  const v = await roundAgainstTwoSeats(page);
  test.skip(!!v.outcome, 'the game ended before the person played again');
  const message = page.locator('#message');
  const text = await message.textContent();
  expect(text).toMatch(/^Player 2\b[^]*\. Player 3\b[^]*\.$/);
  // Player 2's words were heard when its turn ended; now only Player 3's are in the live region.
  expect(await page.evaluate(() => window.heardNow())).toMatch(/^Player 3\b/);
  const heard = await page.evaluate(() => window.heard.filter((h) => h));
  expect(heard.filter((h) => /^Player 2\b/.test(h)).length).toBeGreaterThan(0);
  expect(heard.filter((h) => /Player 2\b/.test(h) && /Player 3\b/.test(h))).toEqual([]);
  await page.screenshot({ path: join(ARTIFACTS, 'tricerata-two-computer-turns-said.png') });
  // Said again in another language: both turns still, the earlier one still hidden.
  await page.selectOption('#lang', 'fr');
  await expect(message).toHaveText(/^Joueur 2\b[^]*\. Joueur 3\b[^]*\.$/);
  expect(await page.evaluate(() => window.heardNow())).toMatch(/^Joueur 3\b/);
  await page.selectOption('#lang', 'en');
  await expect(message).toHaveText(/^Player 2\b[^]*\. Player 3\b[^]*\.$/);
  // The person lifts a cell: the message says that alone.
  const after = await view(page);
  await page.locator(`svg.board [data-cell="${after.legal[0]}"]`).click();
  await settled(page);
  await expect(message).toHaveText(/^Player 1\b/);
  await expect(message.locator('.earlier')).toHaveCount(0);
});

for (const [where, size, shown] of [['a desktop', { width: 1280, height: 800 }, 5], ['a phone', { width: 390, height: 844 }, 3]]) {
  test(`Tricérata with five computer seats: the message says ${shown === 5 ? 'every one of their turns' : 'their last three'} on ${where}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.goto('index.html?game=tricerata&board=hex:3&players=6&seats=h.1.1.1.1.1&lang=en');
    await page.waitForSelector('body[data-ready="true"]');
    await setSpeed(page, 'instant');
    // The person's turn, its first legal answer at each step (the computers' five turns, drawn
    // at once, may be over before the view is asked again: the person's next turn is not played).
    for (;;) {
      const v = await view(page);
      if (v.to_move !== 0 || v.outcome || v.moves.length > 1) break;
      await page.evaluate((tk) => window.semailles.controller.play(tk), v.legal[0]);
      await settled(page);
    }
    await page.waitForFunction(() => {
      const c = window.semailles.controller;
      return c.view.outcome || (c.view.moves.length >= 6 && c.view.to_move === 0 && !c.animating);
    }, null, { timeout: 90_000 });
    test.skip(!!(await view(page)).outcome, 'the game ended before the person played again');
    // What is shown (innerText leaves out what is not displayed): the players, in order.
    const said = await page.locator('#message').evaluate((m) => m.innerText);
    // Each turn's words start with its player's name ("Player 4: lifts cell 0, …").
    const players = [...said.matchAll(/(?:^|\.\s+)Player (\d):/g)].map((m) => Number(m[1]));
    expect(players).toEqual([2, 3, 4, 5, 6].slice(5 - shown));
  });
}

/**
 * A round against two computer seats (2 stones a cell, fast), then Undo back to the person's
 * turn: the view the round had reached (the test skipped where the game ended first).
 */
async function roundUndone(page) {
  await openAgainstTwoSeats(page, 2, 'fast');
  const played = await roundAgainstTwoSeats(page);
  test.skip(!!played.outcome, 'the game ended before the person played again');
  await page.locator('#btn-undo').click();
  await settled(page);
  expect((await view(page)).moves).toEqual([]);
  return played;
}

test('Tricérata: Redo brings back each turn whole, animated as one, as it was played', async ({ page }) => {
  test.setTimeout(90_000);
  const played = await roundUndone(page);
  const decisionsPlayed = played.moves.flatMap((m) => m.tokens).length;
  // Each animation of the redo, and what the status line says meanwhile.
  await page.evaluate(() => {
    const anim = window.semailles.controller.board.anim;
    const play = anim.play;
    window.plays = [];
    anim.play = function (events, before, after) {
      window.plays.push(after.moves.length);
      return play.call(this, events, before, after);
    };
    window.said = [];
    const status = document.querySelector('#status');
    new MutationObserver(() => window.said.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
  });
  await page.locator('#btn-redo').click();
  await page.waitForFunction((n) => window.semailles.controller.view.moves.length === n && !window.semailles.controller.animating, played.moves.length);
  expect((await view(page)).moves).toEqual(played.moves);
  // One animation a turn (three), not one a decision.
  expect(decisionsPlayed).toBeGreaterThan(3);
  expect(await page.evaluate(() => window.plays)).toEqual([1, 2, 3]);
  // The computer seats were never told it was their turn to play.
  const said = await page.evaluate(() => window.said);
  expect(said.filter((s) => /Player [23], your turn|Player [23]: \d+ stones? in hand/.test(s))).toEqual([]);
});

test('Tricérata: Skip during a Redo ends the whole redo, not one turn of it', async ({ page }) => {
  test.setTimeout(90_000);
  const played = await roundUndone(page);
  await setSpeed(page, 'slow');
  // Each redone turn's beats (0: drawn at once), by the number of moves it leads to.
  await page.evaluate(() => {
    const anim = window.semailles.controller.board.anim;
    const play = anim.play;
    let moves = 0;
    window.beats = [];
    anim.play = function (events, before, after) {
      moves = after.moves.length;
      return play.call(this, events, before, after);
    };
    anim.onCue = (cue, beat) => window.beats.push({ moves, beat });
  });
  await page.locator('#btn-redo').click();
  await page.waitForFunction(() => window.beats.length > 0);
  await page.locator('#btn-skip').click();
  await page.waitForFunction((n) => window.semailles.controller.view.moves.length === n && !window.semailles.controller.animating, played.moves.length);
  expect((await view(page)).moves).toEqual(played.moves);
  const beats = await page.evaluate(() => window.beats);
  expect(beats.filter((b) => b.moves === 1).some((b) => b.beat > 0)).toBe(true);
  expect(beats.filter((b) => b.moves > 1).map((b) => b.beat)).toEqual(beats.filter((b) => b.moves > 1).map(() => 0));
  expect(beats.some((b) => b.moves === 3)).toBe(true);
});

test('"Play the computer" in a solitaire says it has no opponent and opens New game, the solitaire left as it was', async ({ page }) => {
  await page.goto('index.html?lang=en&game=tricerata&board=triangle:3&players=1&stones=1');
  await page.waitForSelector('body[data-ready="true"]');
  await setSpeed(page, 'instant');
  const cell = (await view(page)).legal[0];
  await page.evaluate((tk) => window.semailles.controller.play(tk), cell);
  await settled(page);
  const before = await view(page);
  await page.locator('#btn-vs-computer').click();
  await expect(page.locator('#settings')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#settings')).toBeHidden();
  await expect(page.locator('#message')).toHaveText('A solitaire has no opponent: choose 2 players or more in New game, the computer for the others.');
  const after = await view(page);
  expect(after.text).toBe(before.text);
  expect(await page.evaluate(() => window.semailles.controller.seats)).toEqual(['h']);
});
