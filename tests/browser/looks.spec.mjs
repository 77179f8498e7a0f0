// The board's looks (issue "Follow, review and analyse a game", points 1, 2, 6, 9, 10): the
// coordinates, the last turn's marks, words true to the state, legibility at every size, sound
// and the dark theme. Screenshots of each (desktop, phone, embed; light and dark; both games)
// go to tests/browser/artifacts/looks-*.png.

import {
  test, expect, openGame, view, setSpeed, clickToken, settled, rng, audit, ARTIFACTS,
} from './fixtures.mjs';
import { join } from 'node:path';
const shot = (page, name, fullPage = false) => page.screenshot({ path: join(ARTIFACTS, `looks-${name}.png`), fullPage });

async function openTri(page, query) {
  await page.goto(`index.html?game=tricerata&${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('svg.board.tri')).toBeVisible();
}

/** Plays tokens through the controller (as the board would), waiting for each to settle. */
async function play(page, ...tokens) {
  for (const token of tokens) {
    await page.evaluate((tk) => window.semailles.controller.play(tk), token);
    await settled(page);
  }
}

/** The boxes of two element sets overlap somewhere (screen pixels). */
function overlapping(a, b) {
  return a.some((p) => b.some((q) => p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height));
}

async function boxes(locator) {
  return (await locator.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON())));
}

// ---- 1. coordinates ----

test('coordinates: every pit named as the engine labels it, shown by default, hidden and remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGame(page);
  const labels = await page.evaluate(async () => (await window.semailles.controller.game.geometry()).places
    .filter((p) => p.kind === 'pit').map((p) => p.label).sort());
  const coords = (await page.locator('svg.bao .coord').allTextContents()).sort();
  expect(coords).toEqual(labels);
  expect(coords).toContain('A1');
  expect(coords).toContain('b8');
  await expect(page.locator('svg.bao .coords')).toBeVisible();
  // Each label sits in its own pit's square (A1 near A1, b8 near b8).
  for (const pit of ['A1', 'B8', 'a4', 'b8']) {
    const [p] = await boxes(page.locator(`[data-pit="${pit}"] .pit-hit`));
    const [c] = await boxes(page.locator('svg.bao .coord', { hasText: new RegExp(`^${pit}$`) }));
    expect(c.x + c.width / 2).toBeGreaterThan(p.x);
    expect(c.x + c.width / 2).toBeLessThan(p.x + p.width);
    expect(c.y + c.height / 2).toBeGreaterThan(p.y);
    expect(c.y + c.height / 2).toBeLessThan(p.y + p.height + 8);
  }
  await page.locator('#prefs input[name="coords"]').uncheck();
  await expect(page.locator('svg.bao .coords')).toBeHidden();
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#prefs input[name="coords"]')).not.toBeChecked();
  await expect(page.locator('svg.bao .coords')).toBeHidden();
  await page.locator('#prefs input[name="coords"]').check();
  await expect(page.locator('svg.bao .coords')).toBeVisible();
});

test('coordinates on the phone (the bao turned), in the embed, and Tricérata cells by number', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page);
  await expect(page.locator('svg.bao.tall')).toHaveCount(1);
  await expect(page.locator('svg.bao .coord')).toHaveCount(32);
  const [a1] = await boxes(page.locator('svg.bao .coord', { hasText: /^A1$/ }));
  const [font] = await page.locator('svg.bao .coord').first().evaluate((el) => [el.getBoundingClientRect().height]);
  expect(a1.x).toBeGreaterThan(0);
  expect(font).toBeGreaterThanOrEqual(11); // legible on the phone
  await shot(page, 'mraha-phone-light');
  await page.goto('embed.html?lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('svg.bao .coord')).toHaveCount(32);
  await expect(page.locator('svg.bao .coords')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTri(page, 'board=triangle:4&players=2');
  const ids = await page.evaluate(async () => (await window.semailles.controller.game.geometry()).cells.map((c) => String(c.id)));
  expect(await page.locator('svg.tri .coord').allTextContents()).toEqual(ids);
  await expect(page.locator('svg.tri .coords')).toBeVisible();
});

// ---- 2. the last turn ----

test('Mraha: a playable functional nyumba glows as any playable pit, and shows the focus and the hint', async ({ page }) => {
  // After A6L, North may sow from a5 (its functional nyumba) or a6.
  await openGame(page, '?preset=mraha&moves=A6L&lang=en');
  const stroke = (pit) => page.locator(`[data-pit="${pit}"] .ring`).evaluate((r) => getComputedStyle(r).stroke);
  await expect(page.locator('[data-pit="a5"].nyumba.functional.playable')).toHaveCount(1);
  expect(await stroke('a5')).toBe(await stroke('a6'));
  await page.locator('[data-pit="a6"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-pit="a5"]')).toBeFocused();
  const focused = await stroke('a5');
  expect(focused).not.toBe(await stroke('a6'));
  // The hint (the computer's choice here: a5) in the hint's colour, not the nyumba's.
  await page.locator('#btn-hint').click();
  await expect(page.locator('[data-pit].hint')).toHaveCount(1);
  await expect(page.locator('[data-pit].hint')).toHaveAttribute('data-pit', 'a5');
  expect(await stroke('a5')).toBe('rgb(41, 196, 240)');
});

test('Mraha: the last turn stays marked (start, sown pits) until the next; undo clears it', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  await clickToken(page, 'A6L');
  // The opening A6 to the left: a seed put in A6, its seeds sown into A5, A4, A3.
  await expect(page.locator('.marks .mark-start')).toHaveAttribute('data-mark-pit', 'A6');
  const sown = await page.locator('.marks .mark-sown').evaluateAll((els) => els.map((e) => e.dataset.markPit).sort());
  expect(sown).toEqual(['A3', 'A4', 'A5']);
  // North's turn replaces the marks.
  await clickToken(page, 'a6L');
  await expect(page.locator('.marks .mark-start')).toHaveAttribute('data-mark-pit', 'a6');
  await expect(page.locator('.marks [data-mark-pit="A4"]')).toHaveCount(0);
  // The board turned upright (a phone) keeps the marks.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('svg.bao.tall')).toHaveCount(1);
  await expect(page.locator('.marks .mark-start')).toHaveAttribute('data-mark-pit', 'a6');
  await page.locator('#btn-undo').click();
  await settled(page);
  await expect(page.locator('.marks .mark')).toHaveCount(0);
});

test('Mraha: a capturing turn marks the captured pits and the kotso where they entered', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  const next = rng(7);
  let events = [];
  for (let i = 0; i < 120; i++) {
    const v = await view(page);
    if (v.outcome) break;
    const token = v.choices[next(v.choices.length)].token;
    events = await page.evaluate(async (tk) => {
      const c = window.semailles.controller;
      await c.play(tk);
      return c.turnEvents;
    }, token);
    await settled(page);
    if (events.some((e) => e.type === 'capture') && events.some((e) => e.type === 'turn_end')) break;
  }
  const captured = events.filter((e) => e.type === 'capture').map((e) => e.pit);
  const entered = events.filter((e) => e.type === 'enter').map((e) => e.kotso);
  expect(captured.length).toBeGreaterThan(0);
  const marked = (cls) => page.locator(`.marks .${cls}`).evaluateAll((els) => els.map((e) => e.dataset.markPit));
  expect((await marked('mark-captured')).sort()).toEqual([...captured].sort());
  expect((await marked('mark-entered')).sort()).toEqual([...entered].sort());
  await expect(page.locator('.marks .mark-entry-path')).toHaveCount(entered.length);
  // The announcement names the captured pits.
  for (const pit of captured) await expect(page.locator('#message')).toContainText(pit);
  await shot(page, 'mraha-capture-desktop');
});

test('Tricérata: the last turn is marked by its lifted cell and its path, through every decision', async ({ page }) => {
  await openTri(page, 'board=triangle:4&players=2&stones=2');
  await setSpeed(page, 'instant');
  await play(page, '6', '5');
  // Mid-turn: the path so far is marked.
  await expect(page.locator('.marks .mark-start')).toHaveAttribute('data-mark-cell', '6');
  await play(page, '1');
  const v = await view(page);
  expect(v.moves.at(-1).tokens.slice(0, 3)).toEqual(['6', '5', '1']);
  await expect(page.locator('.marks .mark-start')).toHaveAttribute('data-mark-cell', '6');
  const points = await page.locator('.marks .mark-path').getAttribute('points');
  expect(points.split(' ').length).toBeGreaterThanOrEqual(3);
  // The counts of the cells the turn went through are drawn over its marks (the last drop's dot
  // sat on the count's top): a copy of each, after every mark, with the cell's number.
  const over = await page.evaluate(() => {
    const kids = [...document.querySelector('svg.tri .marks').children];
    const lastMark = Math.max(...kids.map((k, i) => (k.classList.contains('mark') ? i : -1)));
    return ['6', '5', '1'].map((id) => {
      const label = document.querySelector(`svg.tri [data-cell="${id}"] .cell-count`);
      const i = kids.findIndex((k) => k.classList.contains('cell-count')
        && k.getAttribute('x') === label.getAttribute('x') && k.getAttribute('y') === label.getAttribute('y'));
      return { id, text: label.textContent, copy: i >= 0 ? kids[i].textContent : null, above: i > lastMark };
    });
  });
  expect(over.some((o) => o.text !== '')).toBe(true);
  for (const o of over) expect(o, `cell ${o.id}`).toEqual({ id: o.id, text: o.text, copy: o.text, above: true });
  await shot(page, 'tricerata-marks-desktop');
});

// ---- 6. words ----

test('words: plurals by the language, turns counted from 1', async ({ page }) => {
  await openTri(page, 'board=triangle:4&players=2&stones=2&lang=en');
  await setSpeed(page, 'instant');
  await play(page, '6');
  await expect(page.locator('#status')).toContainText('2 stones in hand');
  await play(page, '5');
  await expect(page.locator('#status')).toContainText('1 stone in hand');
  await expect(page.locator('#status')).not.toContainText('stone(s)');
  await page.selectOption('#lang', 'fr');
  await expect(page.locator('#status')).toContainText('1 pierre en main');
  await openTri(page, 'board=triangle:4&players=1&stones=1&lang=en');
  await expect(page.locator('#status')).toContainText('turn 1');
  await expect(page.locator('#status')).not.toContainText('turn 0');
});

test('words: no decision said to wait after the computer has played its whole turn', async ({ page }) => {
  await openGame(page, '?seats=h,1&lang=en');
  await setSpeed(page, 'instant');
  const next = rng(3);
  for (let i = 0; i < 40; i++) {
    const v = await view(page);
    if (v.outcome) break;
    if (v.to_move === 0) {
      await page.evaluate((tk) => window.semailles.controller.play(tk), v.choices[next(v.choices.length)].token);
    }
    await page.waitForFunction(() => !window.semailles.controller.animating);
    const after = await view(page);
    // Whenever the computer's turn is announced, the person is to move: nothing waits.
    if (after.to_move === 0 && after.moves.at(-1)?.player === 1) {
      await expect(page.locator('#message')).not.toContainText('decision is waiting');
    }
  }
});

// ---- 9. legibility ----

test('legible: triangle:12 cells at least 28 px across at 1280×800', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTri(page, 'board=triangle:12&players=2');
  // The inscribed circle of a triangle cell: its side over √3.
  const side = await page.locator('[data-cell="50"] .cell-face').evaluate((el) => el.getBoundingClientRect().width);
  expect(side / Math.sqrt(3)).toBeGreaterThanOrEqual(28);
  await shot(page, 'tricerata12-desktop', true);
});

test('legible: on triangle:12, a cell\'s three-digit number stands apart from its count', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Each number and its cell's count, where they stand level: the space between them, in px.
  const gaps = () => page.evaluate(() => [...document.querySelectorAll('svg.tri .coord')].flatMap((c) => {
    const n = c.getBoundingClientRect();
    const k = document.querySelector(`[data-cell="${c.textContent}"] .cell-count`).getBoundingClientRect();
    const level = n.top < k.bottom && k.top < n.bottom;
    return level ? [{ cell: c.textContent, gap: k.left - n.right }] : [];
  }));
  await openTri(page, 'board=triangle:12&players=6&stones=3');
  let found = await gaps();
  expect(found.some((g) => g.cell.length === 3)).toBe(true);
  expect(found.filter((g) => g.gap < 2)).toEqual([]);
  // The coordinates off when the board is drawn, then on: the numbers are fitted all the same.
  await page.locator('#prefs input[name="coords"]').uncheck();
  await openTri(page, 'board=triangle:12&players=6&stones=3');
  await page.locator('#prefs input[name="coords"]').check();
  found = await gaps();
  expect(found.some((g) => g.cell.length === 3)).toBe(true);
  expect(found.filter((g) => g.gap < 2)).toEqual([]);
});

test('legible: the embed store labels at least 12 px, the hand marker over no count', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 700 });
  for (const board of ['triangle:12', 'hex:5', 'triangle:4']) {
    await page.goto(`embed.html?game=tricerata&board=${board}&players=4&stones=2&lang=en&speed=instant`);
    await page.waitForSelector('body[data-ready="true"]');
    // The font follows the drawn size once the board is laid out.
    await expect.poll(() => page.locator('svg.tri .store-name').evaluateAll((els) => Math.min(...els.map((e) => e.getBoundingClientRect().height))))
      .toBeGreaterThanOrEqual(12);
  }
  await page.goto('embed.html?game=tricerata&board=triangle:4&players=2&stones=2&lang=en&speed=instant');
  await page.waitForSelector('body[data-ready="true"]');
  // A sowing under way: the stones in hand are shown beside the current cell, over no count.
  for (const token of ['6', '5']) {
    await page.evaluate((tk) => window.semailles.controller.play(tk), token);
    await settled(page);
    expect((await view(page)).stage.hand).toBeGreaterThan(0);
    const marker = await boxes(page.locator('svg.tri .hand-marker:not(.hidden) circle'));
    const counts = await boxes(page.locator('svg.tri .cell-count:not(:empty)'));
    expect(marker.length).toBe(1);
    expect(overlapping(marker, counts)).toBe(false);
  }
  await expect(page.locator('#message')).not.toHaveClass(/refused/);
  // A crowded board (every cell holds a count): the marker still finds a free spot.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTri(page, 'board=triangle:12&players=2&stones=2&lang=en');
  await setSpeed(page, 'instant');
  for (let i = 0; i < 2; i++) {
    const v = await view(page);
    await play(page, i === 0 ? '50' : v.choices[0].token);
    expect((await view(page)).stage.hand).toBe(2 - i);
    const marker = await boxes(page.locator('svg.tri .hand-marker:not(.hidden) circle'));
    const counts = await boxes(page.locator('svg.tri .cell-count:not(:empty)'));
    expect(marker.length).toBe(1);
    expect(overlapping(marker, counts)).toBe(false);
  }
  await shot(page, 'tricerata-embed-light');
});

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }, { width: 740, height: 360 }]) {
  test(`legible at ${size.width}×${size.height}: the bao's hand marker, beside any pit, over no count`, async ({ page }) => {
    await page.setViewportSize(size);
    await openGame(page, '?game=mraha&moves=A6L.a6L');
    const covered = await page.evaluate(() => {
      const { renderer } = window.semailles.controller.board;
      const box = (el) => el.getBoundingClientRect();
      const counts = [...document.querySelectorAll('svg.bao .pits .count:not(.empty) rect')].map(box);
      const out = [];
      for (const pit of renderer.topo.pits) {
        renderer.showHand(pit, 12);
        const m = box(renderer.handMarker.querySelector('circle'));
        // The marker's disc against each count's box (the disc's square, less its corners).
        const r = m.width / 2;
        const cx = m.x + r;
        const cy = m.y + r;
        for (const c of counts) {
          const nx = Math.max(c.x, Math.min(cx, c.x + c.width));
          const ny = Math.max(c.y, Math.min(cy, c.y + c.height));
          if (Math.hypot(nx - cx, ny - cy) < r - 0.5) out.push(pit);
        }
      }
      renderer.hideHand();
      return out;
    });
    expect(covered).toEqual([]);
  });
}

test('legible on a phone: the dock over neither board, the arrows over no count', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page, '?lang=en');
  await setSpeed(page, 'instant');
  await clickToken(page, 'A6L');
  await clickToken(page, 'a6L');
  await expect(page.locator('#message')).not.toBeEmpty();
  const dockTop = async () => (await page.locator('.dock').boundingBox()).y;
  const board = await page.locator('svg.board').boundingBox();
  expect(board.y + board.height).toBeLessThanOrEqual(await dockTop() + 1);
  // A pit chosen: its arrows are drawn, and every count near them is drawn over them.
  const start = (await view(page)).choices.find((c) => c.kind === 'start');
  await page.locator(`[data-pit="${start.pit}"]`).click();
  await expect(page.locator('.overlay .arrow')).not.toHaveCount(0);
  const order = await page.evaluate(() => {
    const overlay = document.querySelector('svg.board .overlay');
    const kids = [...overlay.children];
    const lastArrow = Math.max(...kids.map((k, i) => (k.classList.contains('arrow') ? i : -1)));
    const copies = kids.filter((k, i) => i > lastArrow && k.classList.contains('count-over'));
    return copies.map((c) => c.querySelector('text').textContent);
  });
  expect(order.length).toBeGreaterThanOrEqual(2);
  await shot(page, 'mraha-phone-arrows');
  await openTri(page, 'board=triangle:6&players=2&stones=2&lang=en');
  await setSpeed(page, 'instant');
  await play(page, '6', '5');
  // Tricérata's cells keep 44 px for a finger first (phone.spec.mjs): the grid stays clear of
  // the dock (a store below it may scroll under it).
  const cells = await boxes(page.locator('svg.tri .cell-face'));
  expect(Math.max(...cells.map((c) => c.y + c.height))).toBeLessThanOrEqual(await dockTop() + 1);
  await shot(page, 'tricerata-phone-light');
});

// ---- 10. sound and the dark theme ----

test('sound: synthesized after a gesture, nothing fetched before, muted and remembered', async ({ page }) => {
  const audio = [];
  page.on('request', (r) => { if (/\.(mp3|ogg|wav|m4a|aac|opus)$/.test(r.url()) || r.resourceType() === 'media') audio.push(r.url()); });
  await openGame(page, '?lang=en');
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/sound.js')));
  expect(await loaded()).toBe(false);
  await setSpeed(page, 'fast');
  await clickToken(page, 'A6L');
  await page.waitForFunction(() => window.semailles.sound.played > 0);
  expect(await loaded()).toBe(true);
  expect(await page.evaluate(() => !!window.semailles.sound.synth.ctx)).toBe(true);
  await page.locator('#prefs input[name="sound"]').uncheck();
  const before = await page.evaluate(() => window.semailles.sound.played);
  await clickToken(page, 'a6L');
  expect(await page.evaluate(() => window.semailles.sound.played)).toBe(before);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#prefs input[name="sound"]')).not.toBeChecked();
  expect(audio).toEqual([]);
});

test('dark theme: follows the system, a remembered choice overrides it, the bao stays wood', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openGame(page, '?lang=en');
  const bg = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const luminance = (rgb) => { const [r, g, b] = rgb.match(/\d+/g).map(Number); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const wood = () => page.locator('.stop-wood').first().evaluate((e) => getComputedStyle(e).stopColor);
  expect(luminance(await bg())).toBeLessThan(60);
  // The top bar's language menu is dark too, as its buttons are (it stayed cream).
  const fill = (sel) => page.locator(sel).evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(await fill('#lang')).toBe(await fill('#btn-rules'));
  const darkWood = await wood();
  await page.locator('#prefs select[name="theme"]').selectOption('light');
  expect(luminance(await bg())).toBeGreaterThan(200);
  expect(await wood()).toBe(darkWood);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  expect(luminance(await bg())).toBeGreaterThan(200);
  await page.locator('#prefs select[name="theme"]').selectOption('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(luminance(await bg())).toBeLessThan(60);
  await page.locator('#prefs select[name="theme"]').selectOption('system');
  expect(luminance(await bg())).toBeGreaterThan(200);
});

for (const scheme of ['dark', 'light']) {
  test(`axe clean in the ${scheme} theme, both games, desktop, phone and embed (screenshots)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openGame(page, '?lang=fr');
    await setSpeed(page, 'instant');
    await clickToken(page, 'A6L');
    expect(await audit(page)).toEqual([]);
    await shot(page, `mraha-desktop-${scheme}`);
    await openTri(page, 'board=triangle:5&players=3&stones=2&lang=fr');
    await setSpeed(page, 'instant');
    await play(page, '6');
    expect(await audit(page)).toEqual([]);
    await shot(page, `tricerata-desktop-${scheme}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await openGame(page, '?game=mraha&lang=fr');
    expect(await audit(page)).toEqual([]);
    await shot(page, `mraha-phone-${scheme}`);
    await openTri(page, 'board=triangle:5&players=2&stones=2&lang=fr');
    await shot(page, `tricerata-phone-${scheme}`);
    await page.setViewportSize({ width: 600, height: 700 });
    for (const q of ['lang=fr', 'game=tricerata&board=hex:2&players=3&stones=2&lang=fr']) {
      await page.goto(`embed.html?${q}`);
      await page.waitForSelector('body[data-ready="true"]');
      expect(await audit(page)).toEqual([]);
      await shot(page, `embed-${q.startsWith('game') ? 'tricerata' : 'mraha'}-${scheme}`);
    }
  });
}
