// The game on a phone held upright (360 × 740 and 390 × 844, touch): every pit, direction
// arrow and on-board question button can be touched anywhere in a 44 × 44 CSS px square (the
// touch-target guidance), a turn is played by tapping, nothing scrolls sideways, the board turns
// back and forth with the phone, the sowing is animated either way, and Tricérata's small cells
// forgive a finger. Screenshots are kept as artifacts.

import { test, expect, openGame, view, setSpeed, settled, ARTIFACTS, expectBesideBoard } from './fixtures.mjs';
import { join } from 'node:path';

const PHONES = [{ width: 360, height: 740 }, { width: 390, height: 844 }];
const MIN = 44;

// Short records reaching the on-board questions (found by random play in the page; each test
// first checks that the question is indeed asked).
const NYUMBA_QUESTION = '?preset=mraha&moves=A6L.a5L.A3R.a7L';
const KOTSO_QUESTION = '?preset=zanzibar&s.central_entry=free&moves=A6L.a6L.A4R.a8L.A2R';

/**
 * For each element matched by `selector` (its hit shape): its box on screen, and whether a tap
 * anywhere in the 44 × 44 square centred on it (centre, corners 1 px inside, edge midpoints)
 * reaches the element's own target (`[data-target]`) and not a neighbour's. Elements are
 * scrolled into view first, so the points are on screen.
 */
async function touchSquares(page, selector) {
  return page.evaluate(([selector, min]) => {
    const out = [];
    for (const hit of document.querySelectorAll(selector)) {
      const target = hit.closest('[data-target]');
      target.scrollIntoView({ block: 'center', inline: 'center' });
      const b = hit.getBoundingClientRect();
      const cx = b.x + b.width / 2;
      const cy = b.y + b.height / 2;
      const h = min / 2 - 1;
      const points = [[0, 0], [-h, -h], [h, -h], [-h, h], [h, h], [0, -h], [0, h], [-h, 0], [h, 0]];
      const missed = points.filter(([dx, dy]) => {
        const el = document.elementFromPoint(cx + dx, cy + dy);
        return el?.closest('[data-target]') !== target;
      });
      out.push({
        target: target.dataset.target, width: b.width, height: b.height, missed: missed.length,
      });
    }
    return out;
  }, [selector, MIN]);
}

function expectFingerSized(squares, what) {
  expect(squares.length, what).toBeGreaterThan(0);
  for (const s of squares) {
    expect(s.width, `${what} ${s.target} width`).toBeGreaterThanOrEqual(MIN);
    expect(s.height, `${what} ${s.target} height`).toBeGreaterThanOrEqual(MIN);
    expect(s.missed, `${what} ${s.target}: taps in its 44 px square that reach something else`).toBe(0);
  }
}

/**
 * Nothing wider than the phone's screen. Measured against the screen's width, not the page's:
 * a mobile browser widens its layout to what overflows (zoomed out), so the page's own width
 * would have grown with the overflow.
 */
async function noSidewaysScroll(page) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(page.viewportSize().width);
}

/**
 * What is wrong with Tricérata's stores on screen: a name outside the board's drawing or the
 * screen, a store (its circle and its name) over a cell or over another store. [] when none.
 */
function storesOutOfPlace(page) {
  return page.evaluate(() => {
    const board = document.querySelector('svg.tri').getBoundingClientRect();
    const within = (b, o) => b.left >= o.left - 0.5 && b.right <= o.right + 0.5
      && b.top >= o.top - 0.5 && b.bottom <= o.bottom + 0.5;
    const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5
      && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const screen = { left: 0, top: -Infinity, right: document.documentElement.clientWidth, bottom: Infinity };
    const stores = [...document.querySelectorAll('svg.tri .store')].map((g) => ({
      text: g.querySelector('.store-name').textContent,
      name: g.querySelector('.store-name').getBoundingClientRect(),
      well: g.querySelector('.store-well').getBoundingClientRect(),
    }));
    const cells = [...document.querySelectorAll('svg.tri .cell-face')].map((c) => c.getBoundingClientRect());
    const wrong = [];
    stores.forEach((s, i) => {
      if (!within(s.name, board)) wrong.push(`${s.text}: out of the drawing`);
      if (!within(s.name, screen)) wrong.push(`${s.text}: off the screen`);
      if (cells.some((c) => meet(c, s.well) || meet(c, s.name))) wrong.push(`${s.text}: over a cell`);
      stores.slice(i + 1).forEach((o) => {
        if ([s.well, s.name].some((a) => [o.well, o.name].some((b) => meet(a, b)))) wrong.push(`${s.text} over ${o.text}`);
      });
    });
    return wrong;
  });
}

/** The top bar's buttons and language menu whose words run out of them. */
function topBarOverflows(page) {
  return page.evaluate(() => [...document.querySelectorAll('.topbar .btn, .topbar select')]
    .filter((el) => el.scrollWidth > el.clientWidth + 1)
    .map((el) => `${el.id}: ${el.scrollWidth} > ${el.clientWidth}`));
}

/**
 * Drawing only: each pit in turn is shown selected with both directions offered, as the engine
 * offers them in the mtaji phase (at the corners of the loop the two arrows are at right
 * angles); both arrows must be whole 44 px targets.
 */
async function arrowsAtEveryPit(page) {
  await openGame(page);
  const pits = await page.evaluate(() => [...document.querySelectorAll('.pit')].map((p) => p.dataset.pit));
  for (const pit of pits) {
    await page.evaluate((pit) => {
      const choices = ['L', 'R'].map((dir) => ({ kind: 'start', pit, dir, token: `${pit}${dir}` }));
      window.semailles.controller.board.renderer.showChoices({ choices, outcome: null, decision: 'start' }, pit);
    }, pit);
    expectFingerSized(await touchSquares(page, '.arrow .arrow-hit'), `arrow of ${pit}`);
  }
}

for (const phone of PHONES) {
  const size = `${phone.width}x${phone.height}`;
  test.describe(`on a phone held upright (${size})`, () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true });

    test('the board stays where it is as the status line changes from a person\'s turn to "Sowing…"', async ({ page }) => {
      await openGame(page, '?lang=en');
      await setSpeed(page, 'slow');
      const top = async () => (await page.locator('svg.board').boundingBox()).y;
      const lines = async () => page.locator('#status').evaluate((el) => Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)));
      await expect(page.locator('#status')).toContainText('teza');
      const before = await top();
      // (Played as the board plays it, without waiting for the turn's drawing to end.)
      await page.evaluate(() => { window.semailles.controller.play('A6L'); });
      await expect(page.locator('#status')).toHaveText('Sowing…');
      expect(await top()).toBe(before);
      expect(await lines()).toBeGreaterThanOrEqual(2);
    });

    test('the bao turns upright; every pit is a 44 px target; a Mraha turn is played by tapping', async ({ page }) => {
      await openGame(page);
      await setSpeed(page, 'instant');
      await expect(page.locator('svg.board.bao')).toHaveAttribute('data-layout', 'tall');
      // Upright: 8 rows of 4, South's rows on the right, A1 at the bottom, North's on the left.
      const centre = async (pit) => {
        const b = await page.locator(`[data-pit="${pit}"] .pit-hit`).boundingBox();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      };
      const [a1, a8, b1, n1] = await Promise.all(['A1', 'A8', 'B1', 'a1'].map(centre));
      expect(a1.y).toBeGreaterThan(a8.y);
      expect(b1.x).toBeGreaterThan(a1.x);
      expect(n1.x).toBeLessThan(a1.x);
      expectFingerSized(await touchSquares(page, '.pit .pit-hit'), 'pit');
      await noSidewaysScroll(page);
      await page.screenshot({ path: join(ARTIFACTS, `phone-${size}-start.png`), fullPage: true });

      await page.locator('[data-pit="A7"]').tap();
      await expect(page.locator('.arrow')).toHaveCount(2);
      expectFingerSized(await touchSquares(page, '.arrow .arrow-hit'), 'arrow');
      await page.screenshot({ path: join(ARTIFACTS, `phone-${size}-arrows.png`) });
      await page.locator('.arrow[data-token="A7L"]').tap();
      await settled(page);
      const v = await view(page);
      expect(v.moves.map((m) => m.text)).toEqual(['A7L*']);
      expect(v.to_move).toBe(1);
      await noSidewaysScroll(page);
    });

    test('Undo, Hint and what the last turn did stay on screen under the board; the board fits above them', async ({ page }) => {
      await openGame(page);
      await setSpeed(page, 'instant');
      await page.locator('[data-pit="A7"]').tap();
      await page.locator('.arrow[data-token="A7L"]').tap();
      await settled(page);
      await expect(page.locator('#message')).not.toBeEmpty();
      // Whatever the scroll while the board is in view, the dock is at the bottom of the screen,
      // uncovered: its buttons answer a tap where they are drawn.
      const onScreen = () => page.evaluate(() => {
        const at = (sel) => {
          const b = document.querySelector(sel).getBoundingClientRect();
          const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
          return { top: b.top, bottom: b.bottom, reached: !!hit && !!hit.closest(sel) };
        };
        return {
          height: innerHeight, undo: at('#btn-undo'), hint: at('#btn-hint'), message: at('#message'),
          dock: document.querySelector('.dock').getBoundingClientRect().top,
          board: document.querySelector('svg.board').getBoundingClientRect().bottom,
        };
      });
      for (const scroll of ['top', 'status']) {
        if (scroll === 'status') await page.locator('#status').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        const s = await onScreen();
        for (const what of ['undo', 'hint', 'message']) {
          expect(s[what].bottom, `${what} (${scroll})`).toBeLessThanOrEqual(s.height + 0.5);
          expect(s[what].reached, `${what} (${scroll}) is uncovered`).toBe(true);
        }
        // With the status line at the top, the whole board (both trays) is above the dock.
        if (scroll === 'status') expect(s.board).toBeLessThanOrEqual(s.dock + 0.5);
      }
      await page.screenshot({ path: join(ARTIFACTS, `phone-${size}-dock.png`) });
      await page.locator('#btn-undo').tap();
      await settled(page);
      expect((await view(page)).ply).toBe(0);
    });

    test('every pit\'s arrows, at any pit of the loop, are 44 px targets', async ({ page }) => {
      await arrowsAtEveryPit(page);
      await page.screenshot({ path: join(ARTIFACTS, `phone-${size}-corner-arrows.png`) });
    });

    test('the nyumba question is asked on the board with 44 px buttons', async ({ page }) => {
      await openGame(page, NYUMBA_QUESTION);
      await setSpeed(page, 'instant');
      const v = await view(page);
      expect(v.decision).toBe('nyumba');
      const buttons = page.locator('.decision-button');
      await expect(buttons).toHaveCount(2);
      for (const b of await buttons.all()) await expect(b).toBeVisible();
      expectFingerSized(await touchSquares(page, '.decision-button .decision-hit'), 'nyumba button');
      await page.locator('.decision-button').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `phone-${size}-nyumba-question.png`) });
      const stop = v.choices.find((c) => c.kind === 'stop');
      await page.locator(`.decision-button[data-token="${stop.token}"]`).tap();
      await settled(page);
      expect((await view(page)).ply).toBe(v.ply + 1);
    });

    test('the kotso question is asked on the board: both kotso glow and can be tapped', async ({ page }) => {
      await openGame(page, KOTSO_QUESTION);
      await setSpeed(page, 'instant');
      const v = await view(page);
      expect(v.decision).toBe('kotso');
      await expect(page.locator('.pit.choice')).toHaveCount(2);
      await expect(page.locator('.choice-badge')).toHaveCount(2);
      // The "kotso?" badges stay on the wood, inside the board's drawing.
      const board = await page.locator('svg.board .wood-base').boundingBox();
      for (const badge of await page.locator('.choice-badge rect').all()) {
        const b = await badge.boundingBox();
        expect(b.y).toBeGreaterThanOrEqual(board.y);
        expect(b.y + b.height).toBeLessThanOrEqual(board.y + board.height);
      }
      await page.locator('.pit.choice').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `phone-${size}-kotso-question.png`) });
      const kotso = v.choices.find((c) => c.kind === 'kotso');
      await page.locator(`[data-pit="${kotso.pit}"]`).tap();
      await settled(page);
      expect((await view(page)).ply).toBe(v.ply + 1);
    });
  });
}

// French first (the association's language, the longer words: "Contre l’ordinateur", "Règles et
// vocabulaire"), on the narrowest phones too, and on a large one (560 px).
for (const width of [320, 360, 390, 560]) {
  test.describe(`the top bar on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
    for (const lang of ['fr', 'en']) {
      test(`${lang}: two short rows, every word in its button, nothing scrolls sideways`, async ({ page }) => {
        await openGame(page, `?lang=${lang}`);
        expect((await page.locator('.topbar').boundingBox()).height).toBeLessThanOrEqual(120);
        expect(await topBarOverflows(page)).toEqual([]);
        await noSidewaysScroll(page);
        // Tab, which follows the page's order, goes along the rows as they read: left to right,
        // then the next row (it went from the second row to the first and back).
        const boxes = await page.locator('.topbar .btn:visible, .topbar select').evaluateAll((els) => els.map((e) => {
          const r = e.getBoundingClientRect();
          return { id: e.id, top: r.top, left: r.left };
        }));
        expect(boxes).toHaveLength(7);
        for (let i = 1; i < boxes.length; i++) {
          const [a, b] = [boxes[i - 1], boxes[i]];
          const sameRow = Math.abs(a.top - b.top) < 8;
          expect(sameRow ? b.left > a.left : b.top > a.top + 8, `${a.id} then ${b.id}`).toBe(true);
        }
        // A button's spoken name holds the words it shows (someone using speech input says
        // what they see: "Leçons" named "Apprendre à jouer" could not be pressed by voice).
        for (const button of await page.locator('.topbar .btn:visible, .dock .btn:visible').all()) {
          // The words drawn: a label kept for screen readers only is clipped to 1 px.
          const shown = (await button.evaluate((b) => {
            const drawn = (n) => n.nodeType === 3 || n.getBoundingClientRect().width > 1;
            return [...b.childNodes].filter(drawn).map((n) => n.textContent).join(' ');
          })).replace(/\s+/g, ' ').trim().toLowerCase();
          const name = (await button.ariaSnapshot()).toLowerCase();
          expect(name, `"${shown}"`).toContain(shown);
        }
        await page.screenshot({ path: join(ARTIFACTS, `phone-${width}-${lang}-top-bar.png`), clip: { x: 0, y: 0, width, height: 160 } });
      });
    }
  });
}

// As the page opens, with the top bar and a three-line French status above it: the whole upright
// bao, both hands beside it, above the dock (on 360 × 740 the player's own hand was under it),
// every pit still 44 px, on a 320 px screen too.
for (const phone of [{ width: 320, height: 740 }, { width: 360, height: 740 }, { width: 375, height: 667 }]) {
  test.describe(`the whole bao in sight as the page opens (${phone.width}x${phone.height})`, () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true });
    test('French: both trays beside the board, above the dock; every pit 44 px; a full hand stays in its well', async ({ page }) => {
      await openGame(page, '?lang=fr');
      await expect(page.locator('svg.board.bao')).toHaveAttribute('data-layout', 'tall');
      const boxes = await page.evaluate(() => {
        const box = (el) => el.getBoundingClientRect().toJSON();
        return {
          scroll: scrollY, board: box(document.querySelector('svg.board')),
          dock: box(document.querySelector('.dock')),
          trays: [...document.querySelectorAll('svg.board .tray')].map(box),
          pits: [...document.querySelectorAll('svg.board .pit .pit-hit')].map(box),
        };
      });
      expect(boxes.scroll).toBe(0);
      expect(boxes.board.bottom).toBeLessThanOrEqual(boxes.dock.top + 0.5);
      expect(boxes.trays).toHaveLength(2);
      for (const tray of boxes.trays) expect(tray.bottom).toBeLessThanOrEqual(boxes.dock.top + 0.5);
      for (const pit of boxes.pits) expect(Math.min(pit.width, pit.height)).toBeGreaterThanOrEqual(MIN);
      await expect(page.locator('.tray[data-player="0"] .tray-name')).toHaveText('Sud');
      await expect(page.locator('.tray[data-player="0"] .tray-count')).toHaveAttribute('aria-label', '22 tso en main');
      await page.screenshot({ path: join(ARTIFACTS, `phone-${phone.width}x${phone.height}-fr-opening.png`) });
      // The most seeds a tray draws (32), and more: inside the well, clear of the count.
      await page.evaluate(() => window.semailles.controller.board.renderer.setHand(0, 40));
      await expect(page.locator('.tray[data-player="0"] .tray-count')).toHaveText('40');
      const tray = await page.locator('.tray[data-player="0"]').evaluate((g) => {
        const box = (el) => el.getBoundingClientRect().toJSON();
        return { well: box(g.querySelector('.tray-well')), count: box(g.querySelector('.tray-count')), seeds: [...g.querySelectorAll('.tray-seeds circle')].map(box) };
      });
      expect(tray.seeds).toHaveLength(32);
      for (const seed of tray.seeds) {
        expect(seed.left).toBeGreaterThanOrEqual(tray.well.left);
        expect(seed.right).toBeLessThanOrEqual(tray.well.right);
        expect(seed.bottom).toBeLessThanOrEqual(tray.well.bottom);
        expect(seed.top).toBeGreaterThan(tray.count.bottom);
      }
    });
  });
}

test.describe('turning the phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the board follows the phone, keeping its seeds, the chosen pit, and the animation', async ({ page }) => {
    await openGame(page);
    await setSpeed(page, 'instant');
    await page.locator('[data-pit="A6"]').tap();
    await expect(page.locator('.arrow')).toHaveCount(2);
    // Sideways: the wide board, the same pit still chosen, its arrows still offered, and the
    // board within the screen's height.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(page.locator('svg.board.bao')).toHaveAttribute('data-layout', 'wide');
    await expect(page.locator('.pit.selected[data-pit="A6"]')).toHaveCount(1);
    await expect(page.locator('.arrow')).toHaveCount(2);
    expectFingerSized(await touchSquares(page, '.arrow .arrow-hit'), 'arrow (sideways)');
    const svg = await page.locator('svg.board').boundingBox();
    expect(svg.height).toBeLessThanOrEqual(390);
    await noSidewaysScroll(page);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-sideways.png') });
    await page.locator('.arrow[data-token="A6L"]').tap();
    await settled(page);
    await expect(page.locator('[data-pit="A5"] .count text')).toHaveText('7');
    // No pit chosen now (no arrow over the pits): every pit is a whole 44 px target sideways too.
    expectFingerSized(await touchSquares(page, '.pit .pit-hit'), 'pit (sideways)');

    // Upright again, in the middle of an animated turn: the hand marker goes on carrying seeds
    // on the turned board, and the turn ends with the engine's counts.
    await setSpeed(page, 'slow');
    const v = await view(page);
    await page.locator(`[data-pit="${v.choices[0].pit}"]`).tap();
    await page.locator(`.arrow[data-token="${v.choices[0].token}"]`).tap();
    await expect(page.locator('.hand-marker:not(.hidden)')).toHaveCount(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('svg.board.bao')).toHaveAttribute('data-layout', 'tall');
    await expect(page.locator('.hand-marker:not(.hidden)')).toHaveCount(1);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-upright-mid-sowing.png') });
    await page.locator('#btn-skip').tap();
    await settled(page);
    const after = await view(page);
    expect(after.ply).toBe(v.ply + 1);
    for (const [i, n] of after.setup.north.front.entries()) {
      await expect(page.locator(`[data-pit="a${i + 1}"] .count text`)).toHaveText(String(n));
    }
  });
});

test.describe('on a phone held sideways (740x360)', () => {
  test.use({ viewport: { width: 740, height: 360 }, isMobile: true, hasTouch: true });
  test('the wide board fits the screen\'s height; every pit and arrow is a 44 px target', async ({ page }) => {
    await openGame(page);
    await expect(page.locator('svg.board.bao')).toHaveAttribute('data-layout', 'wide');
    expect((await page.locator('svg.board').boundingBox()).height).toBeLessThanOrEqual(360);
    expectFingerSized(await touchSquares(page, '.pit .pit-hit'), 'pit');
    await noSidewaysScroll(page);
    await arrowsAtEveryPit(page);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-sideways-740x360-corner-arrows.png') });
  });

  test('the top bar is one short row, in French too, its buttons 44 px high', async ({ page }) => {
    await openGame(page, '?lang=fr');
    const bar = await page.locator('.topbar').boundingBox();
    expect(bar.height).toBeLessThanOrEqual(60);
    expect(await topBarOverflows(page)).toEqual([]);
    for (const b of await page.locator('.topbar .btn:visible, .topbar select').all()) {
      expect((await b.boundingBox()).height).toBeGreaterThanOrEqual(MIN - 0.5);
    }
    await noSidewaysScroll(page);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-sideways-740x360-fr.png') });
  });
});

// Held sideways from 660 px wide, the bao's board fills the screen's height and the rest of the
// play stands in a column beside it (turn.css): scrolled to the board, one screen holds the whole
// board, the status, Undo, Hint, what the last turn did and the speed. Under the board, the
// buttons and the words were below the screen, the status above it.
for (const phone of [{ width: 740, height: 360 }, { width: 844, height: 390 }]) {
  test.describe(`the bao on a phone held sideways (${phone.width}x${phone.height})`, () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true });
    test('the status, the turn\'s buttons and the last turn\'s words beside the whole board, in French', async ({ page }) => {
      await openGame(page, '?lang=fr&preset=mraha&moves=A6L.a5L.A3L');
      await expect(page.locator('#message')).not.toBeEmpty();
      await page.locator('#board').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const s = await page.evaluate(() => {
        const at = (sel) => {
          const b = document.querySelector(sel).getBoundingClientRect();
          const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
          return { left: b.left, top: b.top, right: b.right, bottom: b.bottom, reached: !!hit && !!hit.closest(sel) };
        };
        return {
          height: innerHeight, width: innerWidth, board: at('svg.board'),
          parts: { status: at('#status'), undo: at('#btn-undo'), hint: at('#btn-hint'), message: at('#message'), speed: at('#speed') },
        };
      });
      expectBesideBoard(s);
      await page.screenshot({ path: join(ARTIFACTS, `phone-sideways-${phone.width}x${phone.height}-column.png`) });
      expectFingerSized(await touchSquares(page, '.pit .pit-hit'), 'pit (beside the column)');
      await noSidewaysScroll(page);
      // The nyumba's question is asked on the board there too, and answered.
      await openGame(page, `${NYUMBA_QUESTION}&lang=fr`);
      await setSpeed(page, 'instant');
      const v = await view(page);
      expect(v.decision).toBe('nyumba');
      expectFingerSized(await touchSquares(page, '.decision-button .decision-hit'), 'nyumba button (sideways)');
      const stop = v.choices.find((c) => c.kind === 'stop');
      await page.locator(`.decision-button[data-token="${stop.token}"]`).tap();
      await settled(page);
      expect((await view(page)).ply).toBe(v.ply + 1);
    });
  });
}

// A smaller phone held sideways has no room for one row in French: two, never three (the
// third row took a third of a 360 px screen), the buttons still 44 px high.
for (const phone of [{ width: 640, height: 360 }, { width: 568, height: 320 }]) {
  test.describe(`on a small phone held sideways (${phone.width}x${phone.height})`, () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true });
    test('the top bar takes two rows at most, in French too, its buttons 44 px high', async ({ page }) => {
      await openGame(page, '?lang=fr');
      const bar = await page.locator('.topbar').boundingBox();
      // A row: the items whose middles are within a few pixels of each other.
      const middles = [];
      for (const b of await page.locator('.topbar .title, .topbar .btn:visible, .topbar select').all()) {
        const box = await b.boundingBox();
        if (!(await b.evaluate((e) => e.matches('.title')))) expect(box.height).toBeGreaterThanOrEqual(MIN - 0.5);
        middles.push(box.y + box.height / 2);
      }
      middles.sort((a, b) => a - b);
      const rows = middles.filter((m, i) => i === 0 || m - middles[i - 1] > 8).length;
      expect(rows).toBeLessThanOrEqual(2);
      expect(bar.height).toBeLessThanOrEqual(2 * MIN + 20);
      expect(await topBarOverflows(page)).toEqual([]);
      await noSidewaysScroll(page);
      await page.screenshot({ path: join(ARTIFACTS, `phone-sideways-${phone.width}x${phone.height}-fr.png`) });
    });
  });
}

// Held sideways the screen is short: the stores stand in a column on each side of the board and
// the turn's buttons beside it, so the whole board shows under the top bar and the status with
// Undo and "Finish my turn" at hand, its cells still 44 px across.
for (const phone of [{ width: 844, height: 390 }, { width: 740, height: 360 }]) {
  test.describe(`Tricérata on a phone held sideways (${phone.width}x${phone.height})`, () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true });
    for (const [name, query] of [['the 4-row triangle', ''], ['hex:3, 3 players', '&board=hex:3&players=3']]) {
      test(`${name}: the board and the turn's buttons fit the screen under the top bar and the status; a tap plays`, async ({ page }) => {
        await page.goto(`index.html?game=tricerata${query}&lang=en`);
        await page.waitForSelector('body[data-ready="true"]');
        await setSpeed(page, 'instant');
        // Whole in the screen, as the browser intersects it with the viewport.
        const fits = async (selector) => {
          await expect(page.locator(selector), selector).toBeInViewport({ ratio: 1 });
          return page.locator(selector).boundingBox();
        };
        expect(await page.evaluate(() => scrollY)).toBe(0);
        const status = await fits('#status');
        const board = await fits('svg.board.tri');
        expect(board.y).toBeGreaterThanOrEqual(status.y + status.height);
        await fits('#btn-undo');
        await fits('#btn-hint');
        const cells = await page.locator('svg.tri .cell .cell-face').evaluateAll((els) => els.map((e) => {
          const b = e.getBoundingClientRect();
          return [b.width, b.height];
        }));
        for (const [w, h] of cells) {
          expect(w).toBeGreaterThanOrEqual(MIN);
          expect(h).toBeGreaterThanOrEqual(MIN);
        }
        expect(await storesOutOfPlace(page)).toEqual([]);
        await noSidewaysScroll(page);
        // A tap lifts a cell; "Finish my turn" then shows, on the screen too.
        const v = await view(page);
        await page.locator('svg.tri [data-cell="5"]').tap();
        await settled(page);
        const after = await view(page);
        expect(after.ply).toBe(v.ply + 1);
        expect(after.decision).toBe('path');
        await expect(page.locator('#btn-finish')).toBeVisible();
        await fits('#btn-finish');
        await fits('svg.board.tri');
        expect(await page.evaluate(() => scrollY)).toBe(0);
        await page.screenshot({ path: join(ARTIFACTS, `phone-sideways-${phone.width}x${phone.height}-tricerata-${query ? 'hex3-3p' : 'triangle4'}.png`) });
      });
    }
  });
}

test.describe('Tricérata on a phone held upright', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  // With 3 or more players the stores go above and below the board, not beside it, so they
  // take none of its width; their names stay whole on the screen, clear of the cells.
  for (const board of ['triangle:6', 'square:6', 'hex:4']) {
    for (const players of [2, 3, 4, 6]) {
      test(`${board}, ${players} players: every cell is at least 44 px across, each store whole on screen, the page does not scroll sideways`, async ({ page }) => {
        await page.goto(`index.html?game=tricerata&board=${board}&players=${players}&stones=2&lang=en`);
        await page.waitForSelector('body[data-ready="true"]');
        const boxes = await page.locator('svg.tri .cell .cell-face').evaluateAll((els) => els.map((e) => {
          const b = e.getBoundingClientRect();
          return [b.width, b.height];
        }));
        expect(boxes.length).toBeGreaterThan(0);
        for (const [w, h] of boxes) {
          expect(w).toBeGreaterThanOrEqual(MIN);
          expect(h).toBeGreaterThanOrEqual(MIN);
        }
        await expect(page.locator('svg.tri .store')).toHaveCount(players);
        expect(await storesOutOfPlace(page)).toEqual([]);
        await noSidewaysScroll(page);
        await page.screenshot({ path: join(ARTIFACTS, `phone-tricerata-${board.replace(':', '')}-${players}p.png`) });
      });
    }
  }

  for (const lang of ['fr', 'en']) {
    test(`three players, in ${lang}: a cell lifted, the status says what to do in two lines, and Player 1's store stays clear of the dock`, async ({ page }) => {
      await page.goto(`index.html?game=tricerata&players=3&stones=2&lang=${lang}`);
      await page.waitForSelector('body[data-ready="true"]');
      await setSpeed(page, 'instant');
      await page.locator('svg.tri [data-cell="0"]').tap();
      await settled(page);
      expect((await view(page)).decision).toBe('path');
      const status = await page.locator('#status').evaluate((e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
      expect(status).toBeLessThan(3);
      const name = await page.locator('svg.tri .store.p0 .store-name').boundingBox();
      const dock = await page.locator('.dock').boundingBox();
      expect(name.y + name.height).toBeLessThanOrEqual(dock.y);
    });
  }

  test('four players, three of them the computer: back to the person, whose store the run\'s words in the dock do not hide', async ({ page }) => {
    await page.goto('index.html?game=tricerata&board=triangle:6&stones=2&players=4&seats=h.1.1.1&lang=fr');
    await page.waitForSelector('body[data-ready="true"]');
    await setSpeed(page, 'instant');
    // Back to the person (seat 0) after a computer turn, or the game's end; `true` if not the end.
    const personAgain = async (played) => {
      await expect.poll(async () => {
        const v = await view(page);
        return !!v.outcome || (v.to_move === 0 && v.moves.length > played && v.moves.at(-1).player !== 0);
      }, { timeout: 20000 }).toBe(true);
      await settled(page);
      return !(await view(page)).outcome;
    };
    let checked = 0;
    while (checked < 2) {
      // The person's turn, played by taps: each decision's first choice, until it passes (the
      // move list holds the turn under way as its last entry).
      const before = (await view(page)).moves.length;
      for (let v = await view(page); v.to_move === 0 && !v.outcome && v.moves.length <= before + 1; v = await view(page)) {
        await page.locator(`svg.board.tri [data-cell="${v.choices[0].cell}"]`).click();
        await settled(page);
      }
      // The three computer seats play; then it is the person's turn again, their words said.
      if (!(await personAgain(before + 1))) break;
      await expect(page.locator('#message .earlier')).not.toBeEmpty();
      const [store, dock] = await Promise.all([
        page.locator('svg.tri .store.p0').boundingBox(),
        page.locator('.dock').boundingBox(),
      ]);
      expect(store.y + store.height, `turn ${checked + 1}: the person's store above the dock`).toBeLessThanOrEqual(dock.y + 1);
      // And wholly on the screen: not scrolled above it either.
      await expect(page.locator('svg.tri .store.p0'), `turn ${checked + 1}: the person's store on screen`).toBeInViewport({ ratio: 0.99 });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-tricerata-4p-computers-said.png') });
  });

  test('hex:3, six players: each store\'s name is whole on screen, under its count', async ({ page }) => {
    await page.goto('index.html?game=tricerata&board=hex:3&players=6&stones=2&lang=fr');
    await page.waitForSelector('body[data-ready="true"]');
    const stores = await page.evaluate(() => {
      const board = document.querySelector('svg.tri').getBoundingClientRect();
      return [...document.querySelectorAll('svg.tri .store')].map((g) => {
        const name = g.querySelector('.store-name');
        const count = g.querySelector('.store-count');
        const box = name.getBoundingClientRect();
        const size = Number(name.getAttribute('font-size'));
        return {
          text: name.textContent,
          inside: box.left >= board.left - 0.5 && box.right <= board.right + 0.5
            && box.top >= board.top - 0.5 && box.bottom <= board.bottom + 0.5,
          // In the board's units: the top of the name's capitals (0.73 of its size above its
          // baseline) and of its halo (0.11 more), against the count's baseline.
          nameTop: Number(name.getAttribute('y')) - (0.73 + 0.11) * size,
          countBaseline: Number(count.getAttribute('y')),
        };
      });
    });
    expect(stores).toHaveLength(6);
    for (const s of stores) {
      expect(s.inside, `${s.text} inside the board's drawing`).toBe(true);
      expect(s.nameTop, `${s.text} under its count`).toBeGreaterThanOrEqual(s.countBaseline);
    }
    await noSidewaysScroll(page);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-tricerata-hex3-6-players.png') });
  });

  test('six players, one person against the computers: "Joueur 1 (vous)" does not shrink the board; no two names meet', async ({ page }) => {
    await page.goto('index.html?game=tricerata&board=hex:4&players=6&stones=1&seats=h.1.1.1.1.1&lang=fr');
    await page.waitForSelector('body[data-ready="true"]');
    // Its cells keep a finger's size (the row of three names widened the drawing, which shrank
    // the board, which widened the names again: down to a dot).
    const cell = await page.locator('svg.tri [data-cell="0"]').boundingBox();
    expect(cell.width).toBeGreaterThanOrEqual(44);
    await expect(page.locator('svg.tri .store.p0 .store-name')).toHaveText('Joueur 1 (vous)');
    const names = await page.locator('svg.tri .store-name').evaluateAll((els) => els.map((e) => {
      const b = e.getBoundingClientRect();
      return { text: e.textContent, left: b.left, right: b.right, top: b.top, bottom: b.bottom };
    }));
    for (const a of names) {
      for (const b of names) {
        if (a === b) continue;
        const meet = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(meet, `${a.text} and ${b.text}`).toBe(false);
      }
    }
    await noSidewaysScroll(page);
  });

  test('triangle:6: a tap near a choosable cell, on a cell that is not, chooses it', async ({ page }) => {
    await page.goto('index.html?game=tricerata&board=triangle:6&players=2&stones=2');
    await page.waitForSelector('body[data-ready="true"]');
    await setSpeed(page, 'instant');
    // Lift a cell in the middle of the board: its neighbours receive the next stone.
    await page.locator('svg.tri [data-cell="12"]').tap();
    await settled(page);
    const v = await view(page);
    expect(v.decision).toBe('path');
    const cells = v.choices.map((c) => c.cell);
    // Every point of a 44 × 44 square around each neighbour's centre chooses that neighbour
    // (as a tap there would: TricerataInput.cellAt is what the click handler asks).
    const reach = await page.evaluate(([cells, min]) => {
      const { input, renderer } = window.semailles.controller.board;
      const out = {};
      for (const id of cells) {
        // The engine's centre of the cell, on screen.
        const cell = renderer.cells.get(id);
        const p = new DOMPoint(cell.cx, cell.cy).matrixTransform(renderer.root.getScreenCTM());
        const h = min / 2 - 1;
        const wrong = [];
        for (const dx of [-h, 0, h]) {
          for (const dy of [-h, 0, h]) {
            const got = input.cellAt(p.x + dx, p.y + dy);
            if (got !== id) wrong.push([dx, dy, got]);
          }
        }
        out[id] = { wrong };
      }
      return out;
    }, [cells, MIN]);
    for (const id of cells) expect(reach[id].wrong, `cell ${id}`).toEqual([]);
    // A real tap 20 px beside the first neighbour's centre, outside its triangle, plays it.
    const target = cells[0];
    const point = await page.evaluate(([id]) => {
      const { renderer } = window.semailles.controller.board;
      const cell = renderer.cells.get(id);
      const p = new DOMPoint(cell.cx, cell.cy).matrixTransform(renderer.root.getScreenCTM());
      for (const [dx, dy] of [[20, 0], [-20, 0], [0, 20], [0, -20]]) {
        const under = document.elementFromPoint(p.x + dx, p.y + dy)?.closest('[data-cell]');
        if (under && Number(under.dataset.cell) !== id) return { x: p.x + dx, y: p.y + dy, under: Number(under.dataset.cell) };
      }
      return null;
    }, [target]);
    expect(point).not.toBeNull();
    expect(cells).not.toContain(point.under);
    await page.touchscreen.tap(point.x, point.y);
    await settled(page);
    const after = await view(page);
    expect(after.ply).toBe(v.ply + 1);
    // Two stones were lifted: the first went to the tapped neighbour, which now holds the hand.
    expect(after.stage).toMatchObject({ kind: 'path', cell: target, hand: 1 });
    // Far from any choosable cell, a tap on a cell is still refused, and nothing changes.
    const refusedCell = await page.evaluate(() => {
      const v = window.semailles.controller.view;
      const ok = new Set(v.choices.map((c) => c.cell));
      return v.stones.findIndex((_, id) => !ok.has(id) && id > 30);
    });
    await page.locator(`svg.tri [data-cell="${refusedCell}"]`).tap();
    await expect(page.locator('#message')).toHaveClass(/refused/);
    expect((await view(page)).ply).toBe(after.ply);
  });
});

test.describe('the rules on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Close stays in sight however long the rules; Tricérata\'s notation is explained', async ({ page }) => {
    await page.goto('index.html?game=tricerata&lang=fr');
    await page.waitForSelector('body[data-ready="true"]');
    await page.locator('#btn-rules').click();
    await expect(page.locator('#rules')).toBeVisible();
    await expect(page.locator('#rules-body')).toContainText('4-5-6-2x1');
    const close = await page.locator('#rules-close').boundingBox();
    expect(close.y + close.height).toBeLessThanOrEqual(844);
    await page.locator('#rules-close').click();
    await expect(page.locator('#rules')).toBeHidden();
  });

  test('a swipe past the end of the rules leaves the page behind them where it was', async ({ page }) => {
    await page.goto('index.html?lang=fr');
    await page.waitForSelector('body[data-ready="true"]');
    await page.locator('#btn-rules').click();
    await expect(page.locator('#rules-body')).toBeVisible();
    const box = await page.locator('#rules').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Well past the rules' end: what is left over would scroll the page under the dialog.
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.locator('#rules').evaluate((d) => d.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.locator('#rules-close').click();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

/** A random game from `seed`, played to its end as taps would play it. */
async function playToEnd(page, seed) {
  await page.evaluate(async (seed) => {
    const c = window.semailles.controller;
    const idle = () => new Promise((r) => { const tick = () => (c.animating ? setTimeout(tick, 5) : r()); tick(); });
    let s = seed;
    for (let i = 0; i < 3000 && !c.view.outcome; i++) {
      await idle();
      s = (s * 1103515245 + 12345) % 2147483648;
      await c.play(c.view.legal[s % c.view.legal.length]);
    }
    await idle();
  }, seed);
  expect((await view(page)).outcome).not.toBeNull();
}

test.describe('Tricérata\'s stores beside a large board', () => {
  for (const [name, viewport] of [['held sideways', { width: 844, height: 390 }], ['held upright', { width: 390, height: 844 }]]) {
    test(`hex:6, six players, ${name}: each store a circle of 40 px, its count inside it`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto('index.html?game=tricerata&board=hex:6&players=6&lang=en');
      await page.waitForSelector('body[data-ready="true"]');
      await expect.poll(() => page.locator('svg.tri .store-well').evaluateAll((els) => Math.min(...els.map((e) => e.getBoundingClientRect().width))))
        .toBeGreaterThanOrEqual(39);
      const stores = await page.locator('svg.tri .store').evaluateAll((gs) => gs.map((g) => {
        const well = g.querySelector('.store-well').getBoundingClientRect();
        const count = g.querySelector('.store-count').getBoundingClientRect();
        return well.left <= count.left && count.right <= well.right && well.top <= count.top && count.bottom <= well.bottom;
      }));
      expect(stores).toEqual(Array(6).fill(true));
      await noSidewaysScroll(page);
      await context.close();
    });
  }
});

test.describe('the end of a game on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('Tricérata, 4 players: the end panel beside the board, both whole on the screen', async ({ page }) => {
    await page.goto('index.html?lang=fr&game=tricerata&board=square:5&players=4&stones=1');
    await page.waitForSelector('body[data-ready="true"]');
    await setSpeed(page, 'instant');
    await playToEnd(page, 5);
    await expect(page.locator('.dock .end')).toBeVisible();
    // The column beside the board widens for the panel: its buttons two a row, not one.
    const buttons = await page.locator('.end-buttons .btn').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON()));
    expect(new Set(buttons.map((b) => Math.round(b.top))).size).toBeLessThanOrEqual(3);
    const cells = await page.locator('svg.tri .cell .cell-face').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    for (const box of [...buttons, ...cells]) {
      expect(box.top).toBeGreaterThanOrEqual(-1);
      expect(box.bottom).toBeLessThanOrEqual(390 + 1);
    }
    await page.screenshot({ path: join(ARTIFACTS, 'phone-sideways-tricerata-end.png') });
  });

  test('the bao: the end panel beside the final board, its pits and the panel\'s buttons on the screen', async ({ page }) => {
    await openGame(page, '?lang=fr&preset=kujifunza');
    await setSpeed(page, 'instant');
    await playToEnd(page, 7);
    await expect(page.locator('.dock .end')).toBeVisible();
    await expect.poll(() => page.evaluate(() => {
      const inSight = (el) => {
        const b = el.getBoundingClientRect();
        return b.top >= -1 && b.bottom <= innerHeight + 1;
      };
      return [...document.querySelectorAll('#board .pit, .end-head, .end-buttons .btn')].every(inSight);
    })).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-sideways-mraha-end.png') });
  });
});

test.describe('the end of a game on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });


  test('the final board is brought up above the dock that holds the end panel', async ({ page }) => {
    await openGame(page, '?lang=fr&preset=kujifunza');
    await setSpeed(page, 'instant');
    await playToEnd(page, 7);
    await expect(page.locator('.dock .end')).toBeVisible();
    const boxes = await page.evaluate(() => ({
      board: document.getElementById('board').getBoundingClientRect().toJSON(),
      dock: document.querySelector('.dock').getBoundingClientRect().toJSON(),
      end: document.querySelector('.dock .end').getBoundingClientRect().toJSON(),
    }));
    // The whole board above the dock, the end panel inside the screen.
    expect(boxes.board.bottom).toBeLessThanOrEqual(boxes.dock.top + 1);
    expect(boxes.board.top).toBeGreaterThanOrEqual(-1);
    expect(boxes.end.bottom).toBeLessThanOrEqual(844 + 1);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-end-of-game.png') });
  });

  test('a Tricérata board taller than the room above the dock is drawn smaller, both stores in sight, until Undo', async ({ page }) => {
    await page.goto('index.html?lang=fr&game=tricerata&board=triangle:4&players=2&stones=2');
    await page.waitForSelector('body[data-ready="true"]');
    await setSpeed(page, 'instant');
    const fullHeight = (await page.locator('#board svg.board').boundingBox()).height;
    await playToEnd(page, 11);
    await expect(page.locator('.dock .end')).toBeVisible();
    // The board with a store above and below is taller than the screen less the dock: scrolled,
    // its lower store (the winner's) was under the dock.
    const storesInSight = async () => {
      const dockTop = (await page.locator('.dock').boundingBox()).y;
      const stores = await page.locator('#board g.store').evaluateAll((gs) => gs.map((g) => g.getBoundingClientRect().toJSON()));
      expect(stores).toHaveLength(2);
      for (const box of stores) {
        expect(box.top).toBeGreaterThanOrEqual(-1);
        expect(box.bottom).toBeLessThanOrEqual(dockTop + 1);
      }
    };
    await storesInSight();
    await page.screenshot({ path: join(ARTIFACTS, 'phone-tricerata-end.png') });
    // The review from the end panel scrolls the page to its top; back at the end, as it ended.
    await page.locator('#btn-end-review').click();
    await expect(page.locator('#review')).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.locator('#review')).toBeHidden();
    await expect(page.locator('.dock .end')).toBeVisible();
    await storesInSight();
    // Undo takes the end panel away, and the board its whole size back.
    await page.locator('#btn-undo').click();
    await expect(page.locator('.dock .end')).toBeHidden();
    await expect.poll(async () => (await page.locator('#board svg.board').boundingBox()).height).toBeCloseTo(fullHeight, 0);
    // The same finished game opened from its link (a friend's last move): its final board in
    // sight above the end panel as well, both stores.
    await page.locator('#btn-redo').click();
    await expect(page.locator('.dock .end')).toBeVisible();
    const link = page.url();
    await page.goto('about:blank');
    await page.goto(link);
    await page.waitForSelector('body[data-ready="true"]');
    await expect(page.locator('.dock .end')).toBeVisible();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await storesInSight();
  });

  test('the dock grown after the end panel came (the last computer turns said under the board): the board is fitted again above it', async ({ page }) => {
    await page.goto('index.html?lang=fr&game=tricerata&board=triangle:4&players=2&stones=2');
    await page.waitForSelector('body[data-ready="true"]');
    await setSpeed(page, 'instant');
    await playToEnd(page, 11);
    await expect(page.locator('.dock .end')).toBeVisible();
    // Two computer turns' words, written once their drawing ended: three lines more in the dock.
    await page.evaluate(() => {
      document.getElementById('message').textContent = 'Joueur 2 : soulève la case 15, la dernière pierre tombe seule sans voisine pleine, Joueur 3 saisit une case. Joueur 3 : saisit la case 10 (1 pierre). Joueur 4 : saisit la case 2 (1 pierre).';
    });
    await expect.poll(async () => {
      const dockTop = (await page.locator('.dock').boundingBox()).y;
      const stores = await page.locator('#board g.store').evaluateAll((gs) => gs.map((g) => g.getBoundingClientRect().toJSON()));
      return stores.every((box) => box.top >= -1 && box.bottom <= dockTop + 1);
    }).toBe(true);
  });
});

test.describe('the New game dialog on a 360 px phone in French', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('its buttons stay inside it, in two rows where one does not hold them', async ({ page }) => {
    await openGame(page, '?lang=fr');
    await page.locator('#btn-new').click();
    const dialog = page.locator('#settings');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    for (const b of await dialog.locator('.dialog-buttons button').all()) {
      const r = await b.boundingBox();
      expect(r.x, await b.textContent()).toBeGreaterThanOrEqual(box.x);
      expect(r.x + r.width, await b.textContent()).toBeLessThanOrEqual(box.x + box.width);
    }
  });
});

for (const width of [320, 360]) {
  test.describe(`the New game dialog's seats on a ${width} px phone in French`, () => {
    test.use({ viewport: { width, height: 640 }, isMobile: true, hasTouch: true });

    test('the longest choice, "Ordinateur — 5 le plus fort", is whole in its field', async ({ page }) => {
      await openGame(page, '?lang=fr');
      await page.locator('#btn-new').click();
      const seat = page.locator('#settings-seat-1');
      await seat.selectOption('5');
      // The chosen words' width in the field's font, against the room left of its arrow (the
      // arrow and its gap are taken as 24 px).
      const [text, room] = await seat.evaluate((s) => {
        const style = getComputedStyle(s);
        const ctx = document.createElement('canvas').getContext('2d');
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const words = s.options[s.selectedIndex].text;
        return [ctx.measureText(words).width, s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24];
      });
      expect(text).toBeLessThanOrEqual(room);
    });
  });
}
