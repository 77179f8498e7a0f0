// Following a game: review (clicks on the move list, ← → Home End, "Play from here" and its
// undo), the end panel (who won and why, Rematch, Review, Analyse, Copy link), the analysis
// (marks, graph, Stop), the New game dialog inside the viewport, Escape anywhere. Both games.

import { test, expect, openGame, view, setSpeed, settled, audit, ARTIFACTS } from './fixtures.mjs';
import { join } from 'node:path';

/** Plays `turns` turns (or to the end, `turns` = Infinity) from the page, choosing the
 * choices with a seeded generator, at instant speed. */
async function playOut(page, seed, turns = Infinity) {
  await page.evaluate(() => window.semailles.controller.setSpeed('instant'));
  await page.evaluate(async ({ seed, turns }) => {
    const c = window.semailles.controller;
    let s = seed >>> 0;
    const pick = (n) => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return Math.floor((s / 4294967296) * n);
    };
    const idle = () => new Promise((r) => {
      const tick = () => (c.animating ? setTimeout(tick, 5) : r());
      tick();
    });
    // A turn is over when the player to move is not the one who played the last turn.
    const turnOver = (v) => v.moves.at(-1)?.player !== v.to_move;
    for (let guard = 0; guard < 20000; guard++) {
      await idle();
      const v = c.view;
      if (v.outcome || (v.moves.length >= turns && turnOver(v))) break;
      await c.play(v.legal[pick(v.legal.length)]);
    }
    await idle();
  }, { seed, turns });
  await settled(page);
}

/** Opens the page on any game and waits for its board. */
async function open(page, query) {
  if (!query.includes('game=tricerata')) return openGame(page, query);
  await page.goto(`index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('svg.board .cell').first()).toBeVisible();
}

/** The board's numbers once they stop changing (the last turn's drawing may still be on its way). */
async function settledCounts(page) {
  let last = await boardCounts(page);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const now = await boardCounts(page);
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** The number of decisions answered in a view. */
const decisions = (v) => v.moves.reduce((n, m) => n + m.tokens.length, 0);

/** What the board shows: the numbers drawn on it (counts, hands), whatever the language. */
async function boardCounts(page) {
  return page.locator('svg.board').evaluate((el) => el.textContent.replace(/\D+/g, ' ').trim());
}

test.describe('review', () => {
  test('a click on a move shows the position after it; ← → Home End step and jump; Back returns', async ({ page }) => {
    await openGame(page, '?lang=en&game=mraha&preset=mraha');
    await playOut(page, 11, 6);
    const live = await view(page);
    expect(live.moves.length).toBeGreaterThanOrEqual(6);
    const liveBoard = await settledCounts(page);

    // A click on move 2: the board shows the position after it, the banner says so.
    await page.locator('#moves [data-turn="2"]').click();
    await expect(page.locator('#review')).toBeVisible();
    // Where the board is, then what that move did (a5R: North's sowing takes A4's tso).
    await expect(page.locator('#review-where')).toHaveText(`You are looking at move 2 of ${live.moves.length}. North: sows a5 to the right (R), captured A4 (1) — 1 tso in all.`);
    await expect(page.locator('#moves li').nth(1)).toHaveAttribute('aria-current', 'step');
    const at2 = await boardCounts(page);
    expect(at2).not.toBe(liveBoard);
    // The game itself did not move, and the board offers nothing.
    expect(decisions(await view(page))).toBe(decisions(live));
    await expect(page.locator('svg.board .playable')).toHaveCount(0);
    await page.screenshot({ path: join(ARTIFACTS, 'review-mraha-desktop.png'), fullPage: true });

    // The review's position is the engine's replay of the record's first turns.
    const expected = await page.evaluate(async (n) => {
      const { controller: c, createGame } = window.semailles;
      const { options, tokens } = c.record();
      const g = await createGame({ ...options, moves: tokens.slice(0, n) });
      const v = await g.view();
      g.dispose();
      return v.text;
    }, live.moves.slice(0, 2).reduce((n, m) => n + m.tokens.length, 0));
    expect(expected).toBeTruthy();

    // Keys from a move of the list: the focus follows the move shown (one row looks current).
    await page.locator('#moves [data-turn="2"]').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#review-where')).toContainText(`move 1 of ${live.moves.length}`);
    await expect(page.locator('#moves [data-turn="1"]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#moves [data-turn="2"]')).toBeFocused();

    // Keys, the focus on the page (not on the board): Home, →, ←, End.
    await page.locator('#moves [data-turn="2"]').blur();
    await page.locator('h1').click();
    await page.keyboard.press('Home');
    await expect(page.locator('#review-where')).toHaveText(`Start of the game, before move 1 of ${live.moves.length}.`);
    // Before move 1 no move of the list looks current: not the game's last one either.
    const lastBg = await page.locator('#moves .move.last').evaluate((li) => getComputedStyle(li).backgroundColor);
    expect(lastBg).toBe('rgba(0, 0, 0, 0)');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#review-where')).toContainText(`move 1 of ${live.moves.length}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#review-where')).toContainText(`move 1 of ${live.moves.length}`);
    await page.keyboard.press('End');
    await expect(page.locator('#review')).toBeHidden();
    await expect.poll(() => boardCounts(page)).toBe(liveBoard);
    // ← from the game steps back into the review; Escape goes back to the game, as End does.
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#review')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#review')).toBeHidden();
    await expect.poll(() => boardCounts(page)).toBe(liveBoard);
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#review')).toBeVisible();
    await page.locator('#review-back').click();
    await expect(page.locator('#review')).toBeHidden();
    // The game goes on: the board offers its choices again.
    await expect(page.locator('svg.board .playable').first()).toBeVisible();
  });

  for (const query of ['?lang=en&game=mraha&preset=mraha', '?lang=en&game=tricerata&board=triangle:4&players=3&stones=2']) {
    test(`the board marks the turn that led to the position shown, as the game did (${query.includes('tricerata') ? 'Tricérata' : 'Mraha'})`, async ({ page }) => {
      await open(page, query);
      const marks = () => page.locator('svg.board .marks').evaluate((g) => g.innerHTML);
      // The marks the game drew after each of its first four turns.
      const played = [];
      for (let turn = 1; turn <= 4; turn++) {
        await playOut(page, 20 + turn, turn);
        played.push(await marks());
        expect(played.at(-1), `turn ${turn} is marked`).not.toBe('');
      }
      for (const turn of [2, 1, 3]) {
        await page.locator(`#moves [data-turn="${turn}"]`).click();
        await expect(page.locator('#review-where')).toContainText(`You are looking at move ${turn} of 4.`);
        await expect.poll(marks, { message: `move ${turn}` }).toBe(played[turn - 1]);
      }
      // Move 2 again, reached decision by decision from the end of move 1 (each step plays
      // one decision and keeps its events), then a step back and forth within it.
      const decisions = (await view(page)).moves[1].tokens.length;
      await page.locator('#moves [data-turn="1"]').click();
      await expect(page.locator('#review-where')).toContainText('You are looking at move 1 of 4.');
      await page.locator('h1').click();
      const step = async (key) => {
        const before = await page.locator('#review-where').textContent();
        await page.keyboard.press(key);
        await expect(page.locator('#review-where')).not.toHaveText(before);
      };
      const seen = [];
      for (let i = 0; i < decisions; i++) {
        await step('ArrowRight');
        seen.push(await marks());
      }
      await expect(page.locator('#review-where')).toContainText('You are looking at move 2 of 4.');
      expect(seen.at(-1), 'move 2, step by step').toBe(played[1]);
      // Stepping back within the move shows what stepping forward showed there.
      for (let back = 2; back <= Math.min(3, decisions); back++) {
        await step('ArrowLeft');
        expect(await marks(), `move 2, ${back - 1} step(s) back`).toBe(seen.at(-back));
      }
      // Before the first move nothing is marked; back in the game, its last turn is again.
      await page.locator('#review-first').click();
      await expect(page.locator('#review-where')).toHaveText('Start of the game, before move 1 of 4.');
      await expect.poll(marks).toBe('');
      await page.locator('#review-back').click();
      await expect(page.locator('#review')).toBeHidden();
      await expect.poll(marks).toBe(played[3]);
    });
  }

  test('a tap on the board in review says it is a review, not that the pit is no choice', async ({ page }) => {
    await openGame(page, '?preset=mraha&moves=A6L.a6R.A4R.a7L.A1R.a7L&lang=en');
    await page.locator('#moves [data-turn="5"]').click();
    await expect(page.locator('#review')).toBeVisible();
    await page.locator('svg.board [data-pit="A3"]').click();
    await expect(page.locator('#message')).toContainText('You are looking at a past position');
    await expect(page.locator('#message')).not.toContainText('glowing');
    await page.locator('svg.board [data-pit="A3"]').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#message')).toContainText('“Play from here”');
  });

  test('a change of language while reviewing: the banner and the board stay on the past move', async ({ page }) => {
    await openGame(page, '?lang=en&game=mraha&preset=mraha');
    await playOut(page, 13, 4);
    await page.locator('#moves [data-turn="2"]').click();
    await expect(page.locator('#review-where')).toHaveText(/^You are looking at move 2 of 4\. North: sows a5 /);
    const board = await boardCounts(page);
    await page.selectOption('#lang', 'fr');
    // What the move did too, in the new language.
    await expect(page.locator('#review-where')).toHaveText(/^Vous regardez le coup 2 sur 4\. Nord\s: sème a5 /);
    await expect(page.locator('#review-back')).toHaveText('Retour à la partie');
    expect(await boardCounts(page)).toBe(board);
    await expect(page.locator('svg.board .playable')).toHaveCount(0);
  });

  test('the arrows on the board move between pits, not through the game', async ({ page }) => {
    await openGame(page, '?lang=en&game=mraha&preset=mraha');
    await playOut(page, 5, 3);
    const pit = page.locator('svg.board [tabindex="0"]').first();
    await pit.focus();
    await page.keyboard.press('ArrowLeft');
    // The focus moved to another pit; the game is still shown.
    await expect(page.locator('svg.board [data-target]:focus')).toHaveCount(1);
    expect(await page.evaluate(() => window.semailles.controller.reviewing)).toBe(false);
    await expect(page.locator('#review')).toBeHidden();
  });

  test('mid-turn answers are steps of their own', async ({ page }) => {
    await open(page, '?lang=en&game=tricerata&board=triangle:4&players=2&stones=1');
    await playOut(page, 3, 4);
    const live = await view(page);
    const long = live.moves.findIndex((m) => m.tokens.length > 1);
    expect(long, 'a turn of several decisions among the first four').not.toBe(-1);
    await page.locator(`#moves [data-turn="${long + 1}"]`).click();
    await expect(page.locator('#review-where')).toContainText(`move ${long + 1} of`);
    await page.locator('h1').click();
    await page.keyboard.press('ArrowLeft');
    const n = live.moves[long].tokens.length;
    await expect(page.locator('#review-where')).toContainText(`Decision ${n - 1} of ${n} of this move.`);
    await page.screenshot({ path: join(ARTIFACTS, 'review-tricerata-desktop.png'), fullPage: true });
  });

  test('a new game begun while the review walks through a move: no error, the new game shown', async ({ page }) => {
    // The engine's answers are held back, so that the new game begins while the review is
    // still playing the move's decisions one by one.
    await page.addInitScript(() => {
      const post = Worker.prototype.postMessage;
      window.engineOps = [];
      Worker.prototype.postMessage = function (...args) {
        window.engineOps.push(args[0]?.op);
        const delay = window.engineDelay ?? 0;
        if (!delay) return post.apply(this, args);
        setTimeout(() => post.apply(this, args), delay);
      };
    });
    await open(page, '?lang=en&game=tricerata&board=triangle:4&players=2&stones=1');
    await playOut(page, 3, 4);
    const live = await view(page);
    const long = live.moves.findIndex((m) => m.tokens.length > 2);
    expect(long, 'a turn of three decisions or more among the first four').not.toBe(-1);
    // Every refusal said under the board, even one that the new game's first words replace.
    await page.evaluate(() => {
      window.refusals = [];
      const message = document.getElementById('message');
      new MutationObserver(() => {
        if (message.classList.contains('refused')) window.refusals.push(message.textContent);
      }).observe(message, { attributes: true, childList: true, characterData: true, subtree: true });
      window.engineDelay = 150;
      window.engineOps = [];
    });
    await page.locator(`#moves [data-turn="${long + 1}"]`).click();
    // The review's match is made and asked to play the move's first decision; the others
    // would follow.
    await page.waitForFunction(() => window.engineOps.includes('play'));
    await page.evaluate(() => window.semailles.controller.start({ game: 'mraha', preset: 'mraha' }));
    await page.evaluate(() => { window.engineDelay = 0; });
    await expect(page.locator('svg.board .pit').first()).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.locator('#review')).toBeHidden();
    expect(await page.evaluate(() => window.refusals)).toEqual([]);
    expect((await view(page)).moves).toHaveLength(0);
    await expect(page.locator('svg.board .playable').first()).toBeVisible();
  });

  test('"Play from here" starts a new line from the past position; Undo brings the old line back', async ({ page }) => {
    await openGame(page, '?lang=en&game=mraha&preset=mraha');
    await playOut(page, 21, 6);
    const live = await view(page);
    await page.locator('#moves [data-turn="3"]').click();
    await expect(page.locator('#review-where')).toContainText('move 3 of');
    await page.locator('#review-branch').click();
    await expect(page.locator('#review')).toBeHidden();
    // The later turns are taken back by the engine (its worker): wait for its answer.
    await page.waitForFunction(() => window.semailles.controller.view.moves.length === 3, null, { timeout: 10_000 }).catch(() => {});
    await settled(page);
    const branched = await view(page);
    expect(branched.moves.length).toBe(3);
    expect(branched.moves.map((m) => m.text)).toEqual(live.moves.slice(0, 3).map((m) => m.text));
    await expect(page.locator('#message')).toContainText('New line from move 3');
    // The address follows the new line.
    expect(new URL(page.url()).searchParams.get('moves').split('.').length).toBe(decisions(branched));
    // Undo right after: the whole line is back.
    await expect(page.locator('#btn-undo')).toBeEnabled();
    await page.locator('#btn-undo').click();
    await page.waitForFunction((n) => window.semailles.controller.view.moves.length === n && !window.semailles.controller.animating, live.moves.length);
    expect((await view(page)).text).toBe(live.text);
    // Play from here again, then Redo twice: an Undo then takes back the last turn redone, not
    // the whole line at once.
    const moves = (n) => page.waitForFunction((k) => window.semailles.controller.view.moves.length === k && !window.semailles.controller.animating, n);
    await page.locator('#moves [data-turn="3"]').click();
    await page.locator('#review-branch').click();
    await moves(3);
    await page.locator('#btn-redo').click();
    await moves(4);
    await page.locator('#btn-redo').click();
    await moves(5);
    await page.locator('#btn-undo').click();
    await moves(4);
    await settled(page);
    expect((await view(page)).moves.map((m) => m.text)).toEqual(live.moves.slice(0, 4).map((m) => m.text));
    // From the very start: said so, not "from move 0".
    await page.locator('#moves [data-turn="1"]').click();
    await page.keyboard.press('Home');
    await page.locator('#review-branch').click();
    await page.waitForFunction(() => window.semailles.controller.view.moves.length === 0, null, { timeout: 10_000 });
    await expect(page.locator('#message')).toContainText('New line from the start');
  });
});

test('"Play from here" where the computer is to move: it answers, and Undo still brings the old line back', async ({ page }) => {
  await openGame(page, '?lang=en&game=mraha&preset=kujifunza');
  await playOut(page, 21, 6);
  const live = await view(page);
  // North is the computer's from now on: after South's move 3, it is North's turn.
  await page.evaluate(() => window.semailles.controller.setSeats(['h', '1']));
  await page.locator('#moves [data-turn="3"]').click();
  await expect(page.locator('#review-where')).toContainText('move 3 of');
  // From the keys: the focus waits on the board while the computer answers, then goes to a pit
  // the player can play (it stayed on one that offered nothing).
  await page.locator('#review-branch').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => {
    const c = window.semailles.controller;
    return c.view.moves.length === 4 && c.view.to_move === 0 && !c.animating && !c.pending;
  });
  await settled(page);
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches('#board :is(.playable, .choosable)'))).toBe(true);
  await page.locator('#btn-undo').click();
  await page.waitForFunction((n) => window.semailles.controller.view.moves.length === n && !window.semailles.controller.animating, live.moves.length);
  const back = await view(page);
  expect(back.text).toBe(live.text);
  expect(back.moves.map((m) => m.text)).toEqual(live.moves.map((m) => m.text));
});

test('back from a review, the message under the board says again what the last turn did', async ({ page }) => {
  await openGame(page, '?lang=en&game=mraha&preset=kujifunza');
  await playOut(page, 21, 2);
  const message = page.locator('#message');
  await expect(message).toHaveText(/\S/);
  const said = await message.textContent();
  await page.locator('#moves [data-turn="1"]').click();
  await expect(page.locator('#review')).toBeVisible();
  await expect(message).not.toHaveText(said);
  await page.keyboard.press('End');
  await expect(page.locator('#review')).toBeHidden();
  await expect(message).toHaveText(said);
});

test.describe('end of a game', () => {
  test('the end panel says who won and why; Rematch swaps the seats; Review and Copy link work', async ({ page, context }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openGame(page, '?lang=en&game=mraha&preset=kujifunza&seats=h.h');
    await playOut(page, 7);
    const v = await view(page);
    expect(v.outcome).toBeTruthy();
    await expect(page.locator('#end')).toBeVisible();
    const winner = v.outcome.winners[0] === 0 ? 'South' : 'North';
    await expect(page.locator('#end-head')).toHaveText(`${winner} wins!`);
    const why = { kamu: 'Kamu', no_move: 'no legal move' }[v.outcome.reason];
    await expect(page.locator('#end-text')).toContainText(why);
    await page.screenshot({ path: join(ARTIFACTS, 'end-mraha-desktop.png'), fullPage: true });

    // Copy link: the address of this game.
    await page.locator('#btn-end-link').click();
    await expect(page.locator('#message')).toContainText(/copied|link/i);
    // Review: the first position, the game kept.
    await page.locator('#btn-end-review').click();
    await expect(page.locator('#review-where')).toContainText('Start of the game');
    await page.locator('#review-back').click();
    await expect(page.locator('#end')).toBeVisible();
    // New game: the dialog of the top bar's button; closed, the ended game is still there.
    await page.locator('#btn-again').click();
    await expect(page.locator('#settings')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#settings')).toBeHidden();
    await expect(page.locator('#end')).toBeVisible();
    // Rematch: the same rules, a fresh board, the seats one place on.
    await page.locator('#btn-rematch').click();
    await settled(page);
    const again = await view(page);
    expect(again.moves.length).toBe(0);
    expect(again.rules).toEqual(v.rules);
    await expect(page.locator('#end')).toBeHidden();
  });

  test.describe('on a laptop', () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    for (const query of ['?lang=en&game=tricerata&board=triangle:4&players=2&stones=1', '?lang=en&game=mraha&preset=kujifunza&seats=h.h']) {
      test(`Rematch, pressed with the page scrolled to the end panel, shows the new game's status (${query.match(/game=(\w+)/)[1]})`, async ({ page }) => {
        test.setTimeout(180_000);
        await open(page, query);
        await playOut(page, 3);
        await expect(page.locator('#end')).toBeVisible();
        await page.locator('#btn-rematch').scrollIntoViewIfNeeded();
        await page.locator('#btn-rematch').focus();
        await page.keyboard.press('Enter');
        await settled(page);
        await expect(page.locator('#end')).toBeHidden();
        await expect(page.locator('#status')).toBeInViewport({ ratio: 1 });
        // The keyboard's focus still on the new game's board.
        expect(await page.evaluate(() => !!document.activeElement?.closest('#board'))).toBe(true);
      });
    }
  });

  test('"You win" / "The computer wins" against the computer; Rematch swaps the sides', async ({ page }) => {
    test.setTimeout(180_000);
    await open(page, '?lang=en&game=tricerata&board=triangle:4&players=2&stones=1&seats=h.1');
    // The person plays randomly, the computer answers, until the end.
    await setSpeed(page, 'instant');
    await page.evaluate(async () => {
      const c = window.semailles.controller;
      const idle = () => new Promise((r) => {
        const tick = () => (c.animating ? setTimeout(tick, 10) : r());
        tick();
      });
      for (let i = 0; i < 2000 && !c.view.outcome; i++) {
        await idle();
        if (c.view.outcome) break;
        if (c.view.to_move === 0) await c.play(c.view.legal[0]);
      }
      await idle();
    });
    const v = await view(page);
    expect(v.outcome).toBeTruthy();
    const head = v.outcome.winners.length !== 1 ? /Shared/ : v.outcome.winners[0] === 0 ? /You win/ : /The computer \(Player 2\) wins/;
    await expect(page.locator('#end-head')).toHaveText(head);
    await expect(page.locator('#end-text')).toContainText('Scores');
    await page.screenshot({ path: join(ARTIFACTS, 'end-tricerata-desktop.png'), fullPage: true });
    await page.locator('#btn-rematch').click();
    await page.waitForFunction(() => window.semailles.controller.seats.join('.') === '1.h');
  });
});

test('Rematch with the page scrolled down to the end panel: the new game\'s status line comes back into sight', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGame(page, '?lang=en&game=mraha&preset=mraha');
  await playOut(page, 7);
  await expect(page.locator('#end')).toBeVisible();
  // The end panel where a player's eyes are at the end: at the foot of the window.
  await page.locator('#end').evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator('#btn-rematch').click();
  await expect.poll(async () => (await view(page)).moves.length).toBe(0);
  await expect(page.locator('#status')).toBeInViewport({ ratio: 1 });
});

test.describe('analysis', () => {
  test('Analyse judges every move in the worker, marks the list, draws a graph that jumps to a move; Stop stops', async ({ page }) => {
    test.setTimeout(180_000);
    await openGame(page, '?lang=en&game=mraha&preset=kujifunza');
    await playOut(page, 7);
    await expect(page.locator('#end')).toBeVisible();
    const v = await view(page);
    await page.locator('#btn-analyse').click();
    await expect(page.locator('#analysis')).toBeVisible();
    await expect(page.locator('#analysis-status')).toContainText('judging move');
    // The page answers meanwhile: a click on the list reviews at once.
    await page.locator('#moves [data-turn="1"]').click();
    await expect(page.locator('#review-where')).toContainText('move 1 of');
    // Stop: the search ends (its worker is ended), nothing more is judged.
    await page.waitForFunction(() => document.querySelector('#analysis-status').textContent.match(/move (\d+)/)?.[1] >= 3);
    await page.locator('#analysis-stop').click();
    await expect(page.locator('#analysis-status')).toContainText('Analysis stopped after');
    const judgedAtStop = await page.locator('.eval-line').getAttribute('points');
    await page.waitForTimeout(1500);
    expect(await page.locator('.eval-line').getAttribute('points')).toBe(judgedAtStop);
    await expect(page.locator('#analysis-stop')).toBeHidden();
    // A click on the graph shows that move.
    const bands = page.locator('.eval-band');
    await expect(bands).toHaveCount(v.moves.length);
    await bands.nth(1).click({ force: true });
    await expect(page.locator('#review-where')).toContainText(`move 2 of ${v.moves.length}`);
  });

  test('a finished analysis marks inaccuracies and mistakes with the better turn', async ({ page }) => {
    test.setTimeout(240_000);
    await open(page, '?lang=en&game=tricerata&board=triangle:4&players=2&stones=1');
    await playOut(page, 5);
    // Its progress is shown, not read out move by move; its start and its end are.
    await page.evaluate(() => {
      const status = document.querySelector('#analysis-status');
      window.saidAloud = [];
      new MutationObserver(() => {
        if (status.getAttribute('aria-live') !== 'off') window.saidAloud.push(status.textContent);
      }).observe(status, { childList: true, characterData: true, subtree: true });
    });
    await page.locator('#btn-analyse').click();
    await expect(page.locator('#analysis-status')).toContainText('Analysis done', { timeout: 200_000 });
    const aloud = await page.evaluate(() => window.saidAloud.filter(Boolean));
    expect(aloud[0]).toMatch(/replays the game/);
    expect(aloud.at(-1)).toMatch(/^Analysis done/);
    expect(aloud.filter((s) => /judging move/.test(s))).toEqual([]);
    const marked = await page.locator('#moves li.inaccuracy, #moves li.mistake').count();
    const said = await page.locator('#analysis-status').textContent();
    const [, inacc, mist] = said.match(/Inaccuracies: (\d+); mistakes: (\d+)/);
    expect(marked).toBe(Number(inacc) + Number(mist));
    // Random play against the computer's choice: some turns are worse.
    expect(marked).toBeGreaterThan(0);
    await expect(page.locator('#moves .move-better').first()).toContainText(/was better/);
    // Going through the moves with Tab, each marked move's button says its mark too.
    const judged = page.locator('#moves li.inaccuracy [data-turn], #moves li.mistake [data-turn]').first();
    await expect(judged).toHaveAccessibleDescription(/was better/);
    // The list, taller with the marks, still shows its last move whole.
    const list = await page.locator('#moves').evaluate((ol) => ({
      scrolls: ol.scrollHeight > ol.clientHeight,
      lastBottom: ol.lastElementChild.getBoundingClientRect().bottom,
      bottom: ol.getBoundingClientRect().bottom,
    }));
    expect(list.scrolls).toBe(true);
    expect(list.lastBottom).toBeLessThanOrEqual(list.bottom + 1);
    await page.screenshot({ path: join(ARTIFACTS, 'analysis-tricerata-desktop.png'), fullPage: true });
    // In the other language the status says the same, in its words.
    await page.selectOption('#lang', 'fr');
    await expect(page.locator('#analysis-status')).toHaveText(`Analyse terminée. Imprécisions : ${inacc} ; erreurs : ${mist}.`);
    await expect(page.locator('#moves .move-better').first()).toContainText(/meilleur/);
  });

  test('turns undone after an analysis: what was judged of the turns still played stays, the rest goes; turns played then are not marked with the old ones\' verdicts', async ({ page }) => {
    test.setTimeout(240_000);
    await open(page, '?lang=en&game=tricerata&board=triangle:4&players=2&stones=1');
    await playOut(page, 5);
    const played = (await view(page)).moves.length;
    await page.locator('#btn-analyse').click();
    await expect(page.locator('#analysis-status')).toContainText('Analysis done', { timeout: 200_000 });
    await expect(page.locator('.eval-band')).toHaveCount(played);
    // Two turns undone: the graph keeps the turns still played, and says why it is shorter.
    for (let i = 0; i < 2; i++) {
      await page.evaluate(() => window.semailles.controller.undo());
      await settled(page);
    }
    const kept = (await view(page)).moves.length;
    expect(kept).toBe(played - 2);
    await expect(page.locator('.eval-band')).toHaveCount(kept);
    await expect(page.locator('#analysis-status')).toHaveText(`The game changed after move ${kept}: the judgements up to it stay; Analyse again for the rest.`);
    // Turns played on are not judged, nor marked with the verdicts of the turns undone.
    await playOut(page, 99);
    expect((await view(page)).moves.length).toBeGreaterThan(kept);
    await expect(page.locator(`#moves li:nth-child(n+${kept + 1}):is(.inaccuracy, .mistake)`)).toHaveCount(0);
    await expect(page.locator('.eval-band')).toHaveCount(kept);
    // An analysis under way stops when a turn it judges is undone.
    await page.locator('#btn-analyse').click();
    await expect(page.locator('#analysis-status')).toContainText('judging move');
    await page.evaluate(() => window.semailles.controller.undo());
    await settled(page);
    await expect(page.locator('#analysis-status')).toContainText('The game changed after move');
    await expect(page.locator('#analysis-stop')).toBeHidden();
  });

  test('with three players the graph has one line per player, in their colours, named under it', async ({ page }) => {
    test.setTimeout(240_000);
    await open(page, '?lang=en&game=tricerata&board=triangle:4&players=3&stones=1');
    await playOut(page, 3);
    await expect(page.locator('#end')).toBeVisible();
    await page.locator('#btn-analyse').click();
    await expect(page.locator('#analysis-status')).toContainText('Analysis done', { timeout: 200_000 });
    const lines = page.locator('.eval-graph .eval-line');
    await expect(lines).toHaveCount(3);
    // The seen player's line (Player 1's, the first seat, every seat a person's here) is drawn last, on top, thicker.
    const drawn = await lines.evaluateAll((ls) => ls.map((l) => ({
      player: l.dataset.player,
      width: parseFloat(getComputedStyle(l).strokeWidth),
      colour: getComputedStyle(l).stroke,
      points: l.getAttribute('points').trim().split(' ').length,
    })));
    expect(drawn.map((l) => l.player)).toEqual(['1', '2', '0']);
    expect(drawn[2].width).toBeGreaterThan(drawn[0].width);
    expect(new Set(drawn.map((l) => l.colour)).size).toBe(3);
    // Every position judged, the last included, on each line.
    const moves = (await view(page)).moves.length;
    for (const l of drawn) expect(l.points).toBe(moves + 1);
    // The end: the winner's line is the one above the middle.
    const { winners } = (await view(page)).outcome;
    const axis = Number(await page.locator('.eval-axis').getAttribute('y1'));
    const lastY = await lines.evaluateAll((ls) => Object.fromEntries(ls.map((l) => [l.dataset.player, Number(l.getAttribute('points').trim().split(' ').at(-1).split(',')[1])])));
    if (winners.length === 1) {
      expect(lastY[winners[0]]).toBeLessThan(axis);
      for (const p of ['0', '1', '2'].filter((p) => p !== String(winners[0]))) expect(lastY[p]).toBeGreaterThan(axis);
    }
    await expect(page.locator('.eval-graph')).toHaveAttribute('aria-label', /^Each player's lead over the best of the others/);
    await expect(page.locator('.eval-caption .eval-key')).toHaveText(['Player 1', 'Player 2', 'Player 3']);
    await page.locator('#analysis').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'analysis-tricerata-3-players.png') });
  });
});

test.describe('the New game dialog', () => {
  for (const [w, h, name] of [[1280, 800, 'desktop'], [390, 844, 'phone']]) {
    for (const game of ['mraha', 'tricerata']) {
      test(`every choice and Play inside the viewport (${name}, ${game}); who plays comes first`, async ({ page }) => {
        await page.setViewportSize({ width: w, height: h });
        await openGame(page, '?lang=en');
        await page.locator('#btn-new').click();
        await page.locator(`input[name="game"][value="${game}"]`).check();
        const dialog = page.locator('#settings');
        await expect(dialog).toBeVisible();
        // Nothing to scroll: the form fits.
        const fits = await dialog.evaluate((d) => d.scrollHeight <= d.clientHeight + 1);
        expect(fits).toBe(true);
        for (const el of await dialog.locator('input:visible, select:visible, button:visible').all()) {
          await expect(el).toBeInViewport({ ratio: 1 });
        }
        const seatsY = (await page.locator('#settings-seats').boundingBox()).y;
        const gameY = (await page.locator('#settings fieldset.games').boundingBox()).y;
        expect(seatsY).toBeLessThan(gameY);
        await page.screenshot({ path: join(ARTIFACTS, `dialog-${game}-${name}.png`) });
      });
    }
  }

  for (const [w, h, name] of [[1280, 800, 'desktop'], [390, 844, 'phone'], [320, 640, 'small phone']]) {
    test(`the rule options unfolded stay inside the dialog (${name})`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await openGame(page, '?lang=fr');
      await page.locator('#btn-new').click();
      const dialog = page.locator('#settings');
      await expect(dialog).toBeVisible();
      await dialog.evaluate((d) => { for (const more of d.querySelectorAll('details')) more.open = true; });
      await expect(page.locator('#switch-central_entry')).toBeVisible();
      expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth), 'nothing to scroll sideways').toBe(0);
      // The dialog's buttons all inside it.
      const box = await dialog.boundingBox();
      for (const b of await dialog.locator('.dialog-buttons button').all()) {
        const r = await b.boundingBox();
        expect(r.x, await b.textContent()).toBeGreaterThanOrEqual(box.x);
        expect(r.x + r.width, await b.textContent()).toBeLessThanOrEqual(box.x + box.width);
      }
      if (name !== 'desktop') return;
      // On a desktop each rule's longest value is read whole in its select, in both languages.
      const cut = () => dialog.evaluate((d) => [...d.querySelectorAll('.switch select')].filter((s) => s.offsetParent).flatMap((s) => {
        const style = getComputedStyle(s);
        const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        const probe = document.createElement('span');
        probe.style.cssText = `font:${style.font};white-space:nowrap;position:absolute`;
        document.body.append(probe);
        const long = [...s.options].filter((o) => {
          probe.textContent = o.textContent;
          return probe.getBoundingClientRect().width > room;
        }).map((o) => o.textContent);
        probe.remove();
        return long;
      }));
      expect(await cut()).toEqual([]);
      await page.selectOption('#lang', 'en');
      await expect(page.locator('#switch-central_entry option').first()).toHaveText(/hand/);
      expect(await cut()).toEqual([]);
    });
  }

  test('"Play the computer" names its level, the one last chosen', async ({ page }) => {
    await openGame(page, '?lang=en');
    await expect(page.locator('#btn-vs-computer .label-long')).toHaveText('Play the computer (3 intermediate)');
    await page.locator('#seat-1').selectOption('5');
    await expect(page.locator('#btn-vs-computer .label-long')).toHaveText('Play the computer (5 strongest)');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await expect(page.locator('#btn-vs-computer .label-long')).toHaveText('Play the computer (5 strongest)');
    // Chosen in the New game dialog: named as soon as the game it chose starts.
    await page.locator('#btn-new').click();
    await page.selectOption('#settings-seat-1', '1');
    await page.locator('#settings-start').click();
    await expect(page.locator('#settings')).toBeHidden();
    await expect(page.locator('#btn-vs-computer .label-long')).toHaveText('Play the computer (1 beginner)');
  });
});

test('Escape skips the animation wherever the focus is; with a dialog open it closes the dialog', async ({ page }) => {
  await openGame(page, '?lang=en&game=mraha&preset=mraha');
  await setSpeed(page, 'slow');
  const v = await view(page);
  const token = v.choices.find((c) => c.kind === 'start').token;
  // The focus on a button outside the board, then the move is played: Escape ends its animation.
  await page.locator('#btn-rules').focus();
  page.evaluate((t) => window.semailles.controller.play(t), token);
  await page.waitForFunction(() => window.semailles.controller.board.anim.running);
  // (a turn at the slow speed lasts seconds: it is still running when the key is pressed)
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => window.semailles.controller.board.anim.running)).toBe(false);
  expect((await view(page)).moves.length).toBe(1);
  // A dialog open: Escape closes it.
  await page.locator('#btn-rules').click();
  await expect(page.locator('#rules')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#rules')).toBeHidden();
});

for (const game of ['mraha', 'tricerata']) {
  const query = game === 'mraha' ? 'game=mraha&preset=kujifunza' : 'game=tricerata&board=triangle:4&players=2&stones=1';
  for (const [page_, w, h, name] of [['index.html', 390, 844, 'phone'], ['embed.html', 480, 640, 'embed']]) {
    test(`${name}, ${game}: the end panel, then the review in sight`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${page_}?lang=fr&${query}`);
      await page.waitForSelector('body[data-ready="true"]');
      await playOut(page, 7);
      await expect(page.locator('#end')).toBeVisible();
      await expect(page.locator('#end-head')).toContainText('gagne');
      // No turn is left to finish (Tricérata's button), nor in Mraha, which has none.
      await expect(page.locator('#btn-finish')).toBeHidden();
      await page.locator('#end').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `end-${game}-${name}.png`) });
      await page.locator('#btn-end-review').click();
      await expect(page.locator('#review-where')).toContainText('Début de la partie');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('#review-where')).toContainText(/coup (1|2) sur/);
      // What the move shown did (a bao's sowing: each decision here is one) is read on a phone
      // and in a frame too, in two lines at most.
      // (Polled: the second step may still rewrite the banner's words.)
      if (game === 'mraha') {
        const did = page.locator('#review-where .review-did');
        await expect.poll(async () => (await did.boundingBox())?.height ?? 0).toBeGreaterThan(10);
        await expect.poll(async () => (await did.boundingBox())?.height ?? 99).toBeLessThan(45);
      }
      // The banner and the board are in the window; the end panel waits.
      await expect(page.locator('#review')).toBeInViewport({ ratio: 1 });
      await expect(page.locator('#end')).toBeHidden();
      await page.screenshot({ path: join(ARTIFACTS, `review-${game}-${name}.png`) });
      await page.keyboard.press('End');
      await expect(page.locator('#review')).toBeHidden();
      await expect(page.locator('#end')).toBeVisible();
    });
  }
}

test('phone: a move tapped in the list far below the board brings the board and its banner back into sight', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('index.html?lang=fr&game=mraha&preset=kujifunza');
  await page.waitForSelector('body[data-ready="true"]');
  await playOut(page, 7, 6);
  await page.locator('#moves [data-turn="3"]').click();
  await expect(page.locator('#review-where')).toContainText('coup 3 sur');
  // The review is open; the player scrolls down to the list and taps another move.
  await page.locator('#moves [data-turn="2"]').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('#review')).not.toBeInViewport();
  await page.locator('#moves [data-turn="2"]').click();
  await expect(page.locator('#review-where')).toContainText('coup 2 sur');
  await expect(page.locator('#review')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('svg.board')).toBeInViewport({ ratio: 0.5 });
});

test('the end panel comes into sight at the game\'s end under a tall board; Analyse brings its progress into sight', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('index.html?lang=fr&game=tricerata&board=hex:3&players=3&stones=1');
  await page.waitForSelector('body[data-ready="true"]');
  await playOut(page, 3);
  await expect(page.locator('#end')).toBeInViewport({ ratio: 1 });
  // On a phone the analysis's panel is far below: its progress is brought into sight.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#btn-analyse').click();
  await expect(page.locator('#analysis-status')).toBeInViewport();
});

test('no serious accessibility violation at the end panel, in review and with the analysis', async ({ page }) => {
  test.setTimeout(120_000);
  await openGame(page, '?lang=fr&game=mraha&preset=kujifunza');
  await playOut(page, 7);
  await expect(page.locator('#end')).toBeVisible();
  expect(await audit(page)).toEqual([]);
  await page.locator('#btn-analyse').click();
  await expect(page.locator('.eval-line')).toHaveCount(1);
  await page.locator('#moves [data-turn="2"]').click();
  await expect(page.locator('#review')).toBeVisible();
  expect(await audit(page)).toEqual([]);
});

test('the analysis graph shows the advantage of the side the board is seen from: North\'s, for North against the computer', async ({ page }) => {
  test.setTimeout(120_000);
  await openGame(page, '?lang=en&game=mraha&preset=kujifunza');
  await playOut(page, 7);
  await expect(page.locator('#end')).toBeVisible();
  // South handed to the computer: the one person here plays North.
  await page.evaluate(() => window.semailles.controller.setSeats(['2', 'h']));
  await page.locator('#btn-analyse').click();
  await expect(page.locator('.eval-line')).toHaveCount(1);
  const graph = page.locator('.eval-graph');
  await expect(graph).toHaveAttribute('aria-label', /^The advantage of North after each move/);
  // Said in sight too, for a player who cannot hover over it (a phone).
  await expect(page.locator('.eval-caption')).toBeVisible();
  await expect(page.locator('.eval-caption')).toHaveText('Above the line: North ahead.');
  await expect(page.locator('#analysis-status')).toContainText('Analysis done');
  // The game's last position, won by one side: the line ends above the axis when North won.
  const { winners } = (await view(page)).outcome;
  const axis = Number(await graph.locator('.eval-axis').getAttribute('y1'));
  const last = Number((await graph.locator('.eval-line').getAttribute('points')).trim().split(' ').at(-1).split(',')[1]);
  expect(last < axis ? 'North' : 'South').toBe(winners[0] === 1 ? 'North' : 'South');
  // The picture's values in words for a screen reader: North's highest, lowest and last points,
  // the last one agreeing with the line's end, and each band's title (shown on hover) its own.
  const moves = (await view(page)).moves.length;
  const label = await graph.getAttribute('aria-label');
  const said = label.match(/North: at the highest ([-+−]?[\d.]+) \(move (\d+)\), at the lowest ([-+−]?[\d.]+) \(move (\d+)\), ([-+−]?[\d.]+) after move (\d+); in seeds/);
  expect(said, label).not.toBeNull();
  const number = (text) => Number(text.replace('−', '-'));
  const [high, highAt, low, lowAt, lastValue, lastAt] = said.slice(1);
  expect(Number(lastAt)).toBe(moves);
  expect(number(lastValue) > 0).toBe(last < axis);
  expect(number(high)).toBeGreaterThanOrEqual(number(lastValue));
  expect(number(low)).toBeLessThanOrEqual(number(lastValue));
  expect(number(low)).toBeLessThanOrEqual(number(high));
  await expect(graph.locator(`.eval-band[data-turn="${moves}"] title`)).toHaveText(`Move ${moves} of ${moves}: ${lastValue}`);
  await expect(graph.locator(`.eval-band[data-turn="${highAt}"] title`)).toHaveText(`Move ${highAt} of ${moves}: ${high}`);
  await expect(graph.locator(`.eval-band[data-turn="${lowAt}"] title`)).toHaveText(`Move ${lowAt} of ${moves}: ${low}`);
});

test.describe('the focus when the control pressed goes away', () => {
  /** Where the focus is: 'body', 'board' (a place of the board) or the focused element's id. */
  const focused = (page) => page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return el.closest('#board') ? 'board' : el.id || el.tagName;
  });

  test('← on Hint, Enter on Back to the game, a click on Play from here: never left on the body', async ({ page }) => {
    await openGame(page, '?preset=mraha&moves=A6L.a6R.A4R.a7L.A1R.a7L&lang=en');
    await expect(page.locator('#btn-hint')).toBeEnabled();
    await page.locator('#btn-hint').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#review')).toBeVisible();
    await expect.poll(() => focused(page)).not.toBe('body');
    await page.locator('#review-back').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#review')).toBeHidden();
    await expect.poll(() => focused(page)).toBe('board');
    await page.locator('#moves [data-turn="3"]').click();
    await expect(page.locator('#review-where')).toContainText('move 3 of');
    await page.locator('#review-branch').click();
    await expect(page.locator('#review')).toBeHidden();
    await expect.poll(() => focused(page)).toBe('board');
  });

  test('Enter on Play from here at the nyumba\'s question: the focus on its answers', async ({ page }) => {
    await openGame(page, '?preset=mraha&moves=A7L.a5L.A6L.a5R.A2R.stop&lang=en');
    await page.locator('#moves [data-turn="4"]').click();
    await expect(page.locator('#review-where')).toContainText('move 4 of');
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#review-where')).toContainText('Decision 1 of 2 of this move.');
    await page.locator('#review-branch').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#review')).toBeHidden();
    await expect(page.locator('#board .decision-button:focus')).toHaveCount(1);
  });

  /** A game played to its end, then its review opened from the end panel. */
  async function reviewFinishedGame(page) {
    await openGame(page, '?lang=en&game=mraha&preset=kujifunza');
    await playOut(page, 7);
    await expect(page.locator('#end')).toBeVisible();
    await page.locator('#btn-end-review').click();
    await expect(page.locator('#review-where')).toContainText('Start of the game');
  }

  test('Enter on Finish my turn, when the turn then asks for a cell: the focus on the board\'s glowing cell', async ({ page }) => {
    // The last stone falls alone: the turn goes on with a neighbour cell to take.
    await page.goto('index.html?game=tricerata&board=triangle:4&players=2&stones=2&moves=2.3&lang=en');
    await page.waitForSelector('body[data-ready="true"]');
    await expect(page.locator('#btn-finish')).toBeVisible();
    await page.locator('#btn-finish').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#status')).toContainText('fell alone');
    await expect.poll(() => focused(page)).toBe('board');
    await expect(page.locator('#board .capturable:focus')).toHaveCount(1);
  });

  test('Enter held on Undo until nothing is left to take back: the focus on Redo, never a move played', async ({ page }) => {
    // Mid-turn: cell 2 lifted, a stone dropped on 3; two decisions to take back.
    await page.goto('index.html?game=tricerata&board=triangle:4&players=2&stones=2&moves=2.3&lang=en');
    await page.waitForSelector('body[data-ready="true"]');
    await setSpeed(page, 'instant');
    await page.locator('#btn-undo').focus();
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('Enter');
      await settled(page);
    }
    await expect(page.locator('#btn-undo')).toBeDisabled();
    await expect(page.locator('#btn-redo')).toBeFocused();
    expect((await view(page)).moves).toHaveLength(0);
    // A third Enter redoes what was taken back, rather than lifting a cell of the board; Redo,
    // with nothing more to redo, leaves the focus on Undo.
    await page.keyboard.press('Enter');
    await settled(page);
    expect(new URL(page.url()).searchParams.get('moves')).toBe('2.3');
    await expect(page.locator('#btn-redo')).toBeDisabled();
    await expect(page.locator('#btn-undo')).toBeFocused();
  });

  /** The page at `url`, its turns drawn slowly (time to press Skip while one is drawn). */
  const openSlow = async (page, url) => {
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#speed', 'slow');
  };

  /** From now on, every 20 ms: is the focus on the page's body? (`window.onBody` counts.) */
  const countFocusOnBody = (page) => page.evaluate(() => {
    window.onBody = 0;
    setInterval(() => { if (document.activeElement === document.body) window.onBody += 1; }, 20);
  });

  /** Until the person (the first seat) is to move again, nothing drawn nor computed. */
  const personToMove = (page) => expect.poll(() => page.evaluate(() => {
    const c = window.semailles.controller;
    return c.view.to_move === 0 && !c.animating && !c.computing;
  }), { timeout: 60_000 }).toBe(true);

  test('Enter on Finish my turn, then on Skip animation: the focus waits on the board while the turns are drawn, never on the body', async ({ page }) => {
    await openSlow(page, 'index.html?game=tricerata&board=triangle:4&players=2&stones=1&seats=h.3&lang=en');
    await page.locator('#board [data-cell="0"]').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#btn-finish')).toBeEnabled();
    await countFocusOnBody(page);
    await page.locator('#btn-finish').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#btn-skip')).toBeEnabled();
    await expect.poll(() => focused(page)).toBe('board');
    // The turn drawn is skipped (the computer's, or what is left of ours): the button goes off.
    await page.locator('#btn-skip').focus();
    await page.keyboard.press('Enter');
    await personToMove(page);
    await expect(page.locator('#btn-skip')).toBeDisabled();
    await expect.poll(() => focused(page)).toBe('board');
    expect(await page.evaluate(() => window.onBody)).toBe(0);
  });

  test('Enter on Skip animation in the bao (its turn drawn at once): the focus on the board, never on the body', async ({ page }) => {
    await openSlow(page, 'index.html?seats=h.3&lang=en');
    await page.locator('#board [data-pit="A6"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('#board .arrow[data-token="A6R"]').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#btn-skip')).toBeEnabled();
    await countFocusOnBody(page);
    await page.locator('#btn-skip').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#btn-skip')).toBeDisabled();
    await personToMove(page);
    await expect.poll(() => focused(page)).toBe('board');
    expect(await page.evaluate(() => window.onBody)).toBe(0);
  });

  test('End in the review of a finished game: the focus on the end panel, where ← opens the review again', async ({ page }) => {
    test.setTimeout(180_000);
    await reviewFinishedGame(page);
    await page.locator('#review-next').click();
    await page.keyboard.press('End');
    await expect(page.locator('#review')).toBeHidden();
    // Not a place of the board, which offers nothing at the end and keeps the arrows for itself.
    await expect.poll(() => focused(page)).toBe('btn-rematch');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#review')).toBeVisible();
  });

  test('a click on the end panel\'s Review, Enter on Stop analysis: never left on the body', async ({ page }) => {
    test.setTimeout(180_000);
    await reviewFinishedGame(page);
    await expect.poll(() => focused(page)).not.toBe('body');
    await page.locator('#review-back').click();
    await expect(page.locator('#end')).toBeVisible();
    await page.locator('#btn-analyse').click();
    await expect(page.locator('#analysis-status')).toContainText('judging move');
    await page.locator('#analysis-stop').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#analysis-status')).toContainText('Analysis stopped after');
    await expect.poll(() => focused(page)).not.toBe('body');
  });

  test('Skip animation focused when the turn\'s drawing ends, Stop analysis focused when every move is judged: the focus goes on', async ({ page }) => {
    test.setTimeout(180_000);
    await openGame(page, '?lang=en&game=mraha&preset=kujifunza');
    await setSpeed(page, 'normal');
    const { token } = (await view(page)).choices[0];
    await page.locator(`[data-pit="${token.slice(0, 2)}"]`).click();
    await page.locator(`.arrow[data-token="${token}"]`).click();
    await expect(page.locator('#btn-skip')).toBeEnabled();
    await page.locator('#btn-skip').focus();
    // The turn drawn whole, at most 7 s at this speed (anim.js).
    await expect(page.locator('#btn-skip')).toBeDisabled({ timeout: 15_000 });
    await settled(page);
    await expect.poll(() => focused(page)).toBe('board');
    // Pressed from the keyboard: the same.
    const next = (await view(page)).choices[0].token;
    await page.locator(`[data-pit="${next.slice(0, 2)}"]`).click();
    await page.locator(`.arrow[data-token="${next}"]`).click();
    await expect(page.locator('#btn-skip')).toBeEnabled();
    await page.locator('#btn-skip').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#btn-skip')).toBeDisabled();
    await settled(page);
    await expect.poll(() => focused(page)).toBe('board');
    await expect(page.locator('#board .pit.playable:focus')).toHaveCount(1);
    await setSpeed(page, 'instant');
    await playOut(page, 7);
    await expect(page.locator('#end')).toBeVisible();
    await page.locator('#btn-analyse').click();
    await expect(page.locator('#analysis-stop')).toBeVisible();
    await page.locator('#analysis-stop').focus();
    await expect(page.locator('#analysis-stop')).toBeFocused();
    // A quarter of a second a move.
    await expect(page.locator('#analysis-status')).toContainText('Analysis done', { timeout: 90_000 });
    await expect(page.locator('#analysis-stop')).toBeHidden();
    await expect.poll(() => focused(page)).toBe('analysis-status');
  });
});

test.describe('the keys\' help', () => {
  test('shown with a mouse and a keyboard, in the review and the lessons', async ({ page }) => {
    await openGame(page, '?preset=mraha&moves=A6L.a6R&lang=en');
    await page.locator('#moves [data-turn="1"]').click();
    await expect(page.locator('.review-help')).toBeVisible();
    await page.goto('index.html?learn=mraha.capture&lang=en');
    await expect(page.locator('.lesson-help')).toContainText('Play on the board as in a game. Escape: back to the game.');
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('not shown: the review\'s help and the lessons\' Escape are keys', async ({ page }) => {
      await openGame(page, '?preset=mraha&moves=A6L.a6R&lang=fr');
      await page.locator('#moves [data-turn="1"]').click();
      await expect(page.locator('#review')).toBeVisible();
      await expect(page.locator('.review-help')).toBeHidden();
      // The turn's buttons, which offer nothing in review, leave the dock, and the dock with
      // nothing to say goes too (it stayed an empty bar): the board's lower tray, pushed down by
      // the banner, is on the screen.
      await page.evaluate(() => scrollTo(0, 0));
      await expect(page.locator('.dock .controls')).toBeHidden();
      await expect(page.locator('.dock')).toBeHidden();
      const tray = await page.evaluate(() => document.querySelector('svg.board .tray[data-player="0"]').getBoundingClientRect().bottom);
      expect(tray).toBeLessThanOrEqual(844);
      // A tap on the board says it is a review: the dock comes back to say it.
      await page.locator('[data-pit="B3"]').tap();
      await expect(page.locator('#message')).not.toBeEmpty();
      await expect(page.locator('.dock')).toBeVisible();
      await page.goto('index.html?learn=mraha.capture&lang=fr');
      await expect(page.locator('.lesson-help')).toBeVisible();
      await expect(page.locator('.lesson-help')).toContainText('Jouez sur le plateau comme dans une partie.');
      await expect.poll(() => page.locator('.lesson-help').evaluate((el) => el.innerText)).not.toContain('Échap');
    });
  });
});

test('the review opened at the game\'s start shows the move list from its first move', async ({ page }) => {
  await openGame(page, '?lang=en&game=mraha&preset=kujifunza');
  await playOut(page, 7);
  await expect(page.locator('#end')).toBeVisible();
  const list = page.locator('#moves');
  // A long game: its list scrolled to its last move.
  expect(await list.evaluate((l) => l.scrollHeight > l.clientHeight && l.scrollTop > 0)).toBe(true);
  await page.locator('#btn-end-review').click();
  await expect(page.locator('#review-where')).toContainText('Start of the game');
  await expect.poll(() => list.evaluate((l) => l.scrollTop)).toBe(0);
});

test('the move list is one Tab stop, on its last move or on the move shown; ↑ ↓ go along it', async ({ page }) => {
  await openGame(page, '?lang=en');
  await playOut(page, 7, 6);
  const n = (await view(page)).moves.length;
  expect(n).toBeGreaterThanOrEqual(6);
  const moves = page.locator('#moves .move-go');
  const stops = () => moves.evaluateAll((bs) => bs.filter((b) => b.tabIndex >= 0).map((b) => Number(b.dataset.turn)));
  const inList = () => page.evaluate(() => !!document.activeElement?.closest('#moves'));
  // A long game is not a Tab stop per move: the list is one, its last move.
  expect(await stops()).toEqual([n]);
  await moves.nth(n - 1).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await inList()).toBe(false);
  await page.keyboard.press('Tab');
  await expect(moves.nth(n - 1)).toBeFocused();
  // ↑ shows the move before, and the focus and the Tab stop go with it; ↓ the next one.
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#review-where')).toContainText(`move ${n - 1} of ${n}`);
  await expect(moves.nth(n - 2)).toBeFocused();
  expect(await stops()).toEqual([n - 1]);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#review-where')).toContainText(`move ${n - 1} of ${n}`);
  await expect(moves.nth(n - 2)).toBeFocused();
  // Out of the list and back: onto the move shown.
  await page.keyboard.press('Tab');
  expect(await inList()).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(moves.nth(n - 2)).toBeFocused();
  // Back to the game: the Tab stop is the last move again, and the focus with it.
  await page.keyboard.press('End');
  await expect(page.locator('#review')).toBeHidden();
  expect(await stops()).toEqual([n]);
  await expect(moves.nth(n - 1)).toBeFocused();
  // From the first move, far up the list: Escape too brings the focus to the last, in view.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  // (Pressed at once after Home, while the review is still on its way to the start: not lost.
  // The start's words say "before move 1": the move itself is "looking at move 1".)
  await expect(page.locator('#review-where')).toContainText(`looking at move 1 of ${n}`);
  await expect(moves.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#review')).toBeHidden();
  await expect(moves.nth(n - 1)).toBeFocused();
  await expect(moves.nth(n - 1)).toBeInViewport();
});

test.describe('a long Tricérata turn reviewed on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('what it did, cut after a few lines, is shown whole by a tap, for the rest of the review', async ({ page }) => {
    await page.goto('index.html?lang=fr&game=tricerata&board=triangle:5&players=2&stones=3');
    await page.waitForSelector('body[data-ready="true"]');
    await setSpeed(page, 'instant');
    // Each side plays its first choice, whatever the decision, for six turns.
    await page.evaluate(async () => {
      const c = window.semailles.controller;
      const idle = () => new Promise((r) => { const tick = () => (c.animating || c.pending ? setTimeout(tick, 5) : r()); tick(); });
      while (c.view.moves.length < 6 && !c.view.outcome) {
        await c.play(c.view.choices[0].token);
        await idle();
      }
    });
    await settled(page);
    const texts = (await view(page)).moves.map((m) => m.text);
    const longest = texts.reduce((best, t, i) => (t.length > texts[best].length ? i : best), 0);
    await page.locator(`#moves [data-turn="${longest + 1}"]`).click();
    const did = page.locator('.review-did');
    await expect(did).toContainText(/^Joueur \d/);
    const cut = () => did.evaluate((e) => e.scrollHeight > e.clientHeight + 1);
    // Long enough to be cut (if not, the test's game says nothing).
    expect(await cut()).toBe(true);
    await did.click();
    expect(await cut()).toBe(false);
    // Stepping on keeps it whole; a second tap cuts it again.
    await page.locator('#review-prev').click();
    await expect(page.locator('.review-did')).toHaveClass(/whole/);
    await page.locator('.review-did').click();
    await expect(page.locator('.review-did')).not.toHaveClass(/whole/);
  });
});
