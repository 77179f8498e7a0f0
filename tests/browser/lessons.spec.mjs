// Learn to play: every lesson of both games played to its end by clicks on the board, as a
// player; a wrong answer explained and a refusal said; the hint on the board; the progress kept
// after a reload; a lesson's link (page and embed) opening that lesson; Escape back to the game;
// axe-core on the lesson view; screenshots (desktop, phone, embed, both games, dark theme).

import { join } from 'node:path';
import { test, expect, ARTIFACTS, audit, stopClock, expectBesideBoard } from './fixtures.mjs';
import { lessons as mrahaLessons } from '../../www/js/games/mraha/lessons.js';
import { lessons as triLessons } from '../../www/js/games/tricerata/lessons.js';

const LESSONS = { mraha: mrahaLessons, tricerata: triLessons };

/** Every page of these tests: instant animations, English words (set before the page runs). */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('lesson-test-init')) {
      sessionStorage.setItem('lesson-test-init', '1');
      localStorage.setItem('semailles.speed', 'instant');
      localStorage.setItem('semailles.lang', 'en');
    }
  });
});

async function openPage(page, query = '') {
  await page.goto(`index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

const lesson = (page) => page.locator('#lesson');
const board = (page) => page.locator('#lesson-board');
const feedback = (page) => page.locator('#lesson-feedback');

/** Plays one token on the lesson's board by clicking, as a player does (once it takes one). */
async function clickToken(page, game, token) {
  const b = board(page);
  await expect(page.locator('#lesson[data-busy]')).toHaveCount(0);
  if (game === 'tricerata') {
    await b.locator(`[data-cell="${token}"]`).click();
  } else if (/^[ABab][1-8][LR]$/.test(token)) {
    const arrow = b.locator(`.arrow[data-token="${token}"]`);
    if (!(await arrow.count())) await b.locator(`[data-pit="${token.slice(0, 2)}"]`).click();
    await arrow.click();
  } else if (token === 'stop' || token === 'go') {
    await b.locator(`.decision-button[data-token="${token}"]`).click();
  } else {
    await b.locator(`[data-pit="${token}"]`).click();
  }
}

/** Waits until the lesson is ready for a gesture (its step drawn, no answer pending). */
async function stepShown(page, n, total) {
  await expect(page.locator('#lesson-where')).toHaveText(`Step ${n} of ${total}`);
  await expect(page.locator('#lesson-hint')).toBeEnabled();
}

for (const game of ['mraha', 'tricerata']) {
  test(`${game}: every lesson played to its end by clicks on the board; the progress survives a reload`, async ({ page }) => {
    await openPage(page, `?game=${game}`);
    await page.locator('#btn-learn').click();
    await expect(lesson(page)).toBeVisible();
    await expect(page.locator('main.layout')).toBeHidden();
    const list = LESSONS[game];
    for (const [i, l] of list.entries()) {
      await page.locator(`#lesson-list [data-lesson="${l.id}"]`).click();
      await expect(page.locator('#lesson-title')).toContainText(l.title.en);
      expect(new URL(page.url()).searchParams.get('learn')).toBe(`${game}.${l.id}`);
      for (const [s, step] of l.steps.entries()) {
        await stepShown(page, s + 1, l.steps.length);
        await expect(page.locator('#lesson-text')).toHaveText(step.text.en);
        for (const token of step.answer) await clickToken(page, game, token);
        await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
        if (step.done) await expect(feedback(page)).toContainText(step.done.en);
        if (s + 1 < l.steps.length) await page.locator('#lesson-next').click();
      }
      await expect(feedback(page)).toContainText('Lesson finished.');
      await expect(page.locator(`#lesson-list [data-lesson="${l.id}"].done`)).toHaveCount(1);
      if (i === 1) await page.screenshot({ path: join(ARTIFACTS, `lesson-${game}-right-desktop.png`) });
    }
    await expect(page.locator('#lesson-list .done')).toHaveCount(list.length);
    // A reload without the link: the lessons are ticked still.
    await openPage(page, `?game=${game}`);
    await page.locator('#btn-learn').click();
    await expect(page.locator('#lesson-list .done')).toHaveCount(list.length);
  });
}

test('another language during a step: the arrows of the pit chosen and the nyumba\'s buttons are written and named in it', async ({ page }) => {
  await openPage(page, '?learn=mraha.nyumba&lang=en');
  await stepShown(page, 1, 2);
  await board(page).locator('[data-pit="A5"]').click();
  const arrows = board(page).locator('.arrow');
  await expect(arrows.first()).toHaveAttribute('aria-label', /^Play A5/);
  await page.selectOption('#lang', 'fr');
  await expect(arrows.first()).toHaveAttribute('aria-label', /^Jouer A5/);
  await expect(board(page).locator('[data-pit="A5"]')).toHaveClass(/selected/);
  await page.selectOption('#lang', 'en');
  await clickToken(page, 'mraha', 'A5L');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
  await page.locator('#lesson-next').click();
  await stepShown(page, 2, 2);
  await clickToken(page, 'mraha', 'A8L');
  const buttons = board(page).locator('.decision-button');
  await expect(buttons).toHaveCount(2);
  await expect(buttons.locator('text')).toHaveText([/^(Sow on|Stop)$/, /^(Sow on|Stop)$/]);
  await page.selectOption('#lang', 'fr');
  await expect(buttons.locator('text')).toHaveText([/^(Semer|Rester)$/, /^(Semer|Rester)$/]);
  for (const b of await buttons.all()) {
    expect(await b.getAttribute('aria-label')).toMatch(new RegExp(`^${await b.locator('text').textContent()}\\b`));
  }
});

test('a wrong answer is explained, a refusal said, the hint marks the board; Try again starts over', async ({ page }) => {
  await openPage(page, '?learn=mraha.sowing');
  await expect(lesson(page)).toBeVisible();
  await stepShown(page, 1, 2);
  // A pit with no legal start: the engine's refusal, in words.
  await board(page).locator('[data-pit="A6"]').click();
  await expect(feedback(page)).toHaveAttribute('data-kind', 'refused');
  await expect(feedback(page)).toContainText('No legal move starts from A6');
  // A pit the board offers, chosen next: the refusal is taken back; chosen again, it is let go.
  await board(page).locator('[data-pit="A4"]').click();
  await expect(feedback(page)).toHaveText('');
  await expect(feedback(page)).not.toHaveAttribute('data-kind', /./);
  await board(page).locator('[data-pit="A4"]').click();
  // The hint: the pit to sow is marked, and said.
  await page.locator('#lesson-hint').click();
  await expect(board(page).locator('.hint[data-hint="A4L"]')).toHaveCount(1);
  await expect(feedback(page)).toHaveAttribute('data-kind', 'hint');
  await expect(feedback(page)).toContainText('A4');
  // Asked again with A4 chosen: the arrow to tap is marked, not the pit already tapped.
  await board(page).locator('[data-pit="A4"]').click();
  await page.locator('#lesson-hint').click();
  await expect(board(page).locator('.arrow.hint[data-hint="A4L"]')).toHaveCount(1);
  await expect(board(page).locator('.pit.hint')).toHaveCount(0);
  await board(page).locator('[data-pit="A4"]').click();
  // The usual mistake: its own explanation, and what the turn did.
  await clickToken(page, 'mraha', 'A4R');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'wrong');
  await expect(feedback(page)).toContainText(mrahaLessons[0].steps[0].mistake.text.en);
  await expect(page.locator('#lesson-next')).toBeDisabled();
  await expect(page.locator('#lesson-retry')).toBeFocused();
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-mraha-wrong-desktop.png') });
  await page.locator('#lesson-retry').click();
  await stepShown(page, 1, 2);
  await clickToken(page, 'mraha', 'A4L');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
  // A Tricérata step's wrong capture: explained too.
  await openPage(page, '?learn=tricerata.capture');
  await stepShown(page, 1, 1);
  for (const token of ['6', '7', '3']) await clickToken(page, 'tricerata', token);
  await expect(feedback(page)).toHaveAttribute('data-kind', 'wrong');
  await expect(feedback(page)).toContainText('Cell 3 held only 2 stones');
  // In French, with the Shimaore words.
  await page.selectOption('#lang', 'fr');
  await expect(page.locator('#lesson-retry')).toHaveText('Réessayer');
  await expect(feedback(page)).toContainText('La case 3 n’avait que 2 pierres');
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-tricerata-fr-wrong-desktop.png') });
  // A hint, then a change of language: the hint is said again in the new language.
  await page.selectOption('#lang', 'en');
  await page.locator('#lesson-retry').click();
  await stepShown(page, 1, 1);
  await page.locator('#lesson-hint').click();
  await expect(feedback(page)).toHaveText(/^Hint/);
  await page.selectOption('#lang', 'fr');
  await expect(feedback(page)).toHaveText(/^Indice/);
  await expect(feedback(page)).toHaveAttribute('data-kind', 'hint');
});

test('a hint off the lesson\'s path, mid-turn, offers Try again, which it names', async ({ page }) => {
  await openPage(page, '?learn=tricerata.relay');
  await stepShown(page, 1, 1);
  await expect(page.locator('#lesson-retry')).toBeHidden();
  // Another cell lifted than the lesson's: the sowing goes on, so no verdict yet.
  await clickToken(page, 'tricerata', '0');
  await expect(page.locator('#lesson-hint')).toBeEnabled();
  await page.locator('#lesson-hint').click();
  await expect(feedback(page)).toHaveAttribute('data-kind', 'hint');
  await expect(feedback(page)).toContainText('Try again');
  await expect(page.locator('#lesson-retry')).toBeVisible();
  await expect(page.locator('#lesson-retry')).toBeFocused();
  await page.locator('#lesson-retry').click();
  await stepShown(page, 1, 1);
  await expect(page.locator('#lesson-retry')).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the top bar keeps one row, its second one gone with the game\'s buttons', async ({ page }) => {
    await openPage(page, '?learn=mraha.capture&lang=en');
    await stepShown(page, 1, 2);
    const [rules, lang] = await Promise.all(['#btn-rules', '#lang'].map((s) => page.locator(s).boundingBox()));
    expect(Math.abs(rules.y + rules.height / 2 - (lang.y + lang.height / 2))).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the bao is drawn as the steps\' words read it: South\'s rows at the bottom, A1 on the left, the left arrow pointing left', async ({ page }) => {
    await openPage(page, '?learn=mraha&lang=en');
    await stepShown(page, 1, 2);
    await expect(page.locator('#lesson-text')).toContainText('the two bottom rows');
    const centre = async (sel) => {
      const b = await page.locator(sel).boundingBox();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2, w: b.width };
    };
    const [a1, a4, b1, north] = await Promise.all(['A1', 'A4', 'B1', 'a1'].map((p) => centre(`#lesson-board [data-pit="${p}"]`)));
    expect(a1.x).toBeLessThan(a4.x);
    expect(Math.abs(a1.y - a4.y)).toBeLessThan(2);
    expect(b1.y).toBeGreaterThan(a1.y);
    expect(north.y).toBeLessThan(a1.y);
    // Pits a finger can still take.
    expect(a4.w).toBeGreaterThanOrEqual(36);
    await page.locator('#lesson-board [data-pit="A4"]').click();
    expect((await centre('#lesson-board .arrow[data-token="A4L"]')).x).toBeLessThan(a4.x);
    // The game's own bao, behind, is still upright on this screen.
    await page.locator('#lesson-back').click();
    await expect(page.locator('#board svg.board')).toHaveAttribute('data-layout', 'tall');
  });

  test('under the lesson\'s bao, what the turn did, Hint and Next are in view without a scroll', async ({ page }) => {
    await openPage(page, '?learn=mraha.capture&lang=en');
    await stepShown(page, 1, 2);
    const inView = async (sel) => {
      const box = await page.locator(sel).boundingBox();
      return box.y >= 0 && box.y + box.height <= 740;
    };
    expect(await inView('#lesson-hint')).toBe(true);
    // The pit to play is on the screen as the page opens: tapped there, without a scroll.
    await page.locator('#lesson-board [data-pit="A4"]').click();
    await page.locator('#lesson-board .arrow[data-token="A4R"]').click();
    await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await inView('#lesson-feedback')).toBe(true);
    expect(await inView('#lesson-next')).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'lesson-phone-dock.png') });
  });

  test('after a Tricérata capture, the store the stones went to comes into sight above the dock', async ({ page }) => {
    await openPage(page, '?learn=tricerata.capture&lang=en');
    await stepShown(page, 1, 1);
    for (const token of ['6', '7', '8']) await clickToken(page, 'tricerata', token);
    await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
    await expect(feedback(page)).toContainText('your store');
    const store = board(page).locator('.store.p0');
    await expect(store).toBeInViewport({ ratio: 0.99 });
    const [box, dock] = await Promise.all([store.boundingBox(), page.locator('.lesson-dock').boundingBox()]);
    expect(box.y + box.height).toBeLessThanOrEqual(dock.y + 1);
  });
});

test('in the middle of a turn the lesson says what to do next, as the game\'s status line would', async ({ page }) => {
  await openPage(page, '?learn=tricerata.step&lang=en');
  await stepShown(page, 1, 1);
  await clickToken(page, 'tricerata', '5');
  await expect(feedback(page)).toHaveText('Player 1: 2 stones in hand — drop one on a glowing neighbour.');
  await clickToken(page, 'tricerata', '6');
  await expect(feedback(page)).toContainText('1 stone in hand');
  await clickToken(page, 'tricerata', '7');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
});

test('what a wrong turn did is said in parts apart, as under the game\'s board', async ({ page }) => {
  await openPage(page, '?learn=mraha.kotso');
  await stepShown(page, 1, 2);
  await clickToken(page, 'mraha', 'A5L');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
  await page.locator('#lesson-next').click();
  await stepShown(page, 2, 2);
  await clickToken(page, 'mraha', 'A4R');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'wrong');
  await expect(feedback(page)).toContainText('What happened: captured a5 (6) — 6 tso in all, a nyumba is destroyed.');
  await openPage(page, '?learn=tricerata.capture');
  await stepShown(page, 1, 1);
  for (const token of ['6', '7', '3']) await clickToken(page, 'tricerata', token);
  await expect(feedback(page)).toHaveAttribute('data-kind', 'wrong');
  await expect(feedback(page)).toContainText(/What happened: .+, captures cell 3 \(2 stones\)\.$/);
});

test('a lesson link naming a game with no lessons says so; the tab names the game of the lesson shown', async ({ page }) => {
  await openPage(page, '?learn=chess.x');
  await expect(lesson(page)).toBeVisible();
  await expect(feedback(page)).toHaveAttribute('data-kind', 'refused');
  await expect(feedback(page)).toContainText('This lesson does not exist');
  await openPage(page, '?game=mraha&learn=tricerata.capture');
  await expect(board(page).locator('svg.tri')).toHaveCount(1);
  await expect(page).toHaveTitle('Semailles — Tricérata');
  await page.keyboard.press('Escape');
  await expect(lesson(page)).toBeHidden();
  await expect(page).toHaveTitle('Semailles — Mraha wa tso');
});

test('a lesson link opens that lesson; an unknown one opens the first; Escape goes back to the game', async ({ page }) => {
  await openPage(page, '?learn=tricerata.capture');
  await expect(lesson(page)).toBeVisible();
  await expect(page.locator('#lesson-title')).toContainText('Captures');
  await expect(board(page).locator('svg.tri')).toHaveCount(1);
  await expect(page.locator('#lesson-list [data-lesson="capture"]')).toHaveAttribute('aria-current', 'step');
  // The lesson is the page's main landmark while the game's is hidden (a screen reader's way there).
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText('Captures');
  expect(await audit(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(lesson(page)).toBeHidden();
  await expect(page.locator('main.layout')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('learn')).toBeNull();
  await expect(page.locator('#btn-learn')).toBeFocused();

  await openPage(page, '?learn=mraha.nope');
  await expect(page.locator('#lesson-title')).toContainText('Sowing and its direction');
  await expect(feedback(page)).toContainText('This lesson does not exist');

  // From the New game dialog: the lessons of the game chosen there.
  await openPage(page);
  await page.locator('#btn-new').click();
  await page.locator('#settings input[name="game"][value="tricerata"]').check();
  await page.locator('#settings-learn').click();
  await expect(page.locator('#settings')).not.toHaveAttribute('open');
  await expect(board(page).locator('svg.tri')).toHaveCount(1);
  await page.locator('#lesson-back').click();
  await expect(lesson(page)).toBeHidden();
});

test('back from a bao lesson, the game\'s bao is painted from its own drawing (page and embed)', async ({ page }) => {
  // Every paint the game's board takes from a pattern or gradient (the wood, the pits, the
  // seeds) is found in that board: the lesson's board, left hidden before it in the page, had the
  // same ids, and the game's bao was drawn grey, without pits or seeds, until a reload.
  const paintedOutside = () => page.evaluate(() => [...document.querySelectorAll('#board [fill^="url(#"], #board [stroke^="url(#"]')]
    .flatMap((el) => [el.getAttribute('fill'), el.getAttribute('stroke')])
    .filter((v) => v?.startsWith('url(#'))
    .map((v) => v.slice(5, -1))
    .filter((id) => !document.getElementById(id)?.closest('#board')));
  for (const address of ['index.html?learn=mraha.kotso', 'embed.html?learn=mraha.kotso&lang=en']) {
    await page.goto(address);
    await page.waitForSelector('body[data-ready="true"]');
    await expect(board(page).locator('svg.bao')).toHaveCount(1);
    await page.locator('#lesson-back').click();
    await expect(lesson(page)).toBeHidden();
    await expect(page.locator('#board svg.bao')).toBeVisible();
    expect(await paintedOutside(), address).toEqual([]);
  }
});

/**
 * A bao lesson of two steps or more, not the first, opened by its link: its first step answered,
 * then Next. Its data.
 */
async function atSecondStep(page) {
  const l = LESSONS.mraha.find((x, i) => i > 0 && x.steps.length > 1);
  await openPage(page, `?learn=mraha.${l.id}`);
  await stepShown(page, 1, l.steps.length);
  for (const token of l.steps[0].answer) await clickToken(page, 'mraha', token);
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
  await page.locator('#lesson-next').click();
  await stepShown(page, 2, l.steps.length);
  return l;
}

test('left in the middle of a lesson, the Lessons button brings the player back to that step', async ({ page }) => {
  const l = await atSecondStep(page);
  await page.locator('#lesson-back').click();
  await expect(lesson(page)).toBeHidden();
  await page.locator('#btn-learn').click();
  await expect(page.locator('#lesson-title')).toContainText(l.title.en);
  await stepShown(page, 2, l.steps.length);
  // Left with a step answered right (before Next): back at the step after it, not at the one
  // already solved.
  const first = LESSONS.mraha[0];
  await page.locator(`#lesson-list [data-lesson="${first.id}"]`).click();
  await stepShown(page, 1, first.steps.length);
  for (const token of first.steps[0].answer) await clickToken(page, 'mraha', token);
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
  await page.locator('#lesson-back').click();
  await expect(lesson(page)).toBeHidden();
  await page.locator('#btn-learn').click();
  await expect(page.locator('#lesson-title')).toContainText(first.title.en);
  await stepShown(page, 2, first.steps.length);
});

test('the address names the step shown: a reload comes back to it, a link opens it, a step the lesson lacks is said', async ({ page }) => {
  const l = await atSecondStep(page);
  expect(new URL(page.url()).searchParams.get('learn')).toBe(`mraha.${l.id}.2`);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#lesson-title')).toContainText(l.title.en);
  await stepShown(page, 2, l.steps.length);
  await expect(feedback(page)).toBeEmpty();
  // Its answer is the step's: the board is that step's position.
  for (const token of l.steps[1].answer) await clickToken(page, 'mraha', token);
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
  // A step past the lesson's end: its first, and why.
  await openPage(page, `?learn=mraha.${l.id}.${l.steps.length + 1}`);
  await stepShown(page, 1, l.steps.length);
  await expect(feedback(page)).toHaveText(`This lesson has ${l.steps.length} steps: here is its first.`);
  expect(new URL(page.url()).searchParams.get('learn')).toBe(`mraha.${l.id}`);
  // A lesson of one step says so in the singular.
  const single = LESSONS.tricerata.find((x) => x.steps.length === 1);
  await openPage(page, `?learn=tricerata.${single.id}.2`);
  await stepShown(page, 1, 1);
  await expect(feedback(page)).toHaveText('This lesson has 1 step: here it is.');
});

test('a link naming a lesson and a puzzle shows the lesson, and its address names the lesson alone', async ({ page }) => {
  await openPage(page, '?learn=mraha.capture&puzzle=mraha.3&lang=en');
  await expect(page.locator('#lesson-title')).toContainText('Captures');
  await expect(page.locator('#lesson-hint')).toBeEnabled();
  const params = new URL(page.url()).searchParams;
  expect(params.get('learn')).toBe('mraha.capture');
  expect(params.get('puzzle')).toBeNull();
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#lesson-title')).toContainText('Captures');
});

test('the embed opens a lesson by link; phone and dark-theme screenshots', async ({ page }) => {
  await page.setViewportSize({ width: 520, height: 640 });
  await page.goto('embed.html?learn=mraha.kotso');
  await expect(page.locator('#lesson')).toBeVisible();
  await expect(page.locator('#lesson-title')).toContainText('Where captured tso enter');
  await expect(board(page).locator('.pit')).toHaveCount(32);
  await stepShown(page, 1, 2);
  await clickToken(page, 'mraha', 'A5L');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-mraha-embed.png') });
  await page.locator('#lesson-back').click();
  await expect(page.locator('#board .pit')).toHaveCount(32);
  // The embed opened on a lesson keeps a way back to it, which takes the focus (the page's body
  // would send Tab back to the top): the lesson comes back where it was left.
  await expect(page.locator('#btn-learn')).toBeFocused();
  await expect(page.locator('#btn-learn')).toHaveText('Learn to play');
  await page.locator('#btn-learn').click();
  await expect(page.locator('#lesson')).toBeVisible();
  await expect(page.locator('#lesson-title')).toContainText('Where captured tso enter');
  await page.keyboard.press('Escape');
  await expect(page.locator('#lesson')).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '?learn=tricerata.relay');
  await stepShown(page, 1, 1);
  await page.locator('#lesson-hint').click();
  await expect(board(page).locator('.hint')).toHaveCount(1);
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-tricerata-phone.png'), fullPage: true });
  await openPage(page, '?learn=mraha.nyumba');
  await stepShown(page, 1, 2);
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-mraha-phone.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => localStorage.setItem('semailles.theme', 'dark'));
  await openPage(page, '?learn=tricerata.seize');
  await stepShown(page, 1, 1);
  await clickToken(page, 'tricerata', '6');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'wrong');
  expect(await audit(page)).toEqual([]);
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-tricerata-dark-desktop.png') });
});

test('an embedded lesson draws its turns at the speed of the embed\'s address (a sandboxed frame keeps no setting)', async ({ page }) => {
  await page.clock.install();
  await openPage(page);
  await page.evaluate(() => localStorage.removeItem('semailles.speed'));
  await page.goto('embed.html?learn=mraha.sowing&lang=en&speed=instant');
  await stepShown(page, 1, 2);
  // The page's clock stopped: a turn drawn at any speed but instant would wait on its timers.
  await stopClock(page);
  await clickToken(page, 'mraha', 'A4L');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
});

test('keyboard: a lesson answered from the keyboard; the arrows stay in the lesson', async ({ page }) => {
  await openPage(page, '?game=tricerata&moves=4.5');
  await page.locator('#btn-learn').focus();
  await page.keyboard.press('Enter');
  await expect(lesson(page)).toBeVisible();
  await page.locator('#lesson-list [data-lesson="lift"]').click();
  await stepShown(page, 1, 1);
  // The arrows on a lesson's button do not open the review of the game behind.
  await page.locator('#lesson-hint').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('body')).not.toHaveClass(/reviewing/);
  // The cell to lift, reached and played from the keyboard.
  await board(page).locator('[data-cell="4"]').focus();
  await page.keyboard.press('Enter');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
  await expect(page.locator('#lesson-next')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lesson(page)).toBeHidden();
  await expect(page.locator('#btn-learn')).toBeFocused();
});

test('Skip, offered while an answer is drawn, ends its drawing at once; from the keyboard the focus goes on', async ({ page }) => {
  await page.clock.install();
  await openPage(page);
  await page.evaluate(() => localStorage.setItem('semailles.speed', 'slow'));
  await openPage(page, '?learn=mraha.sowing');
  await stepShown(page, 1, 2);
  const skip = page.locator('#lesson-skip');
  await expect(skip).toBeDisabled();
  await expect(skip).toHaveText('Skip');
  await expect(skip).toHaveAccessibleName('Skip animation');
  // A whole turn drawn slowly takes seconds: Skip is offered, and pressed the verdict is there.
  await clickToken(page, 'mraha', 'A4L');
  await expect(skip).toBeEnabled();
  await expect(feedback(page)).not.toHaveAttribute('data-kind', 'right');
  await skip.focus();
  // The page's clock stops: the drawing cannot end by itself (its seeds wait on timers), so the
  // verdict that comes is the skip's.
  await stopClock(page);
  await page.keyboard.press('Enter');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
  await expect(skip).toBeDisabled();
  // The step answered, its Next takes the focus from the Skip button gone off.
  await expect(page.locator('#lesson-next')).toBeFocused();
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-skip-desktop.png') });
});

test('keyboard: Next step and Try again, pressed from the keyboard, leave the focus in the lesson', async ({ page }) => {
  await openPage(page, '?learn=mraha.sowing');
  await stepShown(page, 1, 2);
  // A wrong answer (the other way), then Try again with Enter: its button goes as the step
  // starts over; the focus goes to the lesson's title, from where Tab reaches the board.
  await clickToken(page, 'mraha', 'A4R');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'wrong');
  await expect(page.locator('#lesson-retry')).toBeFocused();
  await page.keyboard.press('Enter');
  await stepShown(page, 1, 2);
  await expect(page.locator('#lesson-title')).toBeFocused();
  // The right answer, then Next with Enter: the same on the next step.
  await clickToken(page, 'mraha', 'A4L');
  await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
  await expect(page.locator('#lesson-next')).toBeFocused();
  await page.keyboard.press('Enter');
  await stepShown(page, 2, 2);
  await expect(page.locator('#lesson-title')).toBeFocused();
});

/** The right edges (CSS px) of a tray's well, of its rightmost seed, and the left of its count. */
async function trayEdges(page, player) {
  return page.locator(`#lesson-board .tray[data-player="${player}"]`).evaluate((tray) => ({
    well: tray.querySelector('.tray-well').getBoundingClientRect().right,
    seeds: Math.max(...[...tray.querySelectorAll('.tray-seeds circle')].map((c) => c.getBoundingClientRect().right)),
    count: tray.querySelector('.tray-count').getBoundingClientRect().left,
  }));
}

for (const [name, size, touch] of [['a phone held sideways', { width: 844, height: 390 }, true], ['a desktop', { width: 1280, height: 800 }, false]]) {
  test.describe(`a large hand in the tray, on ${name}`, () => {
    test.use({ viewport: size, isMobile: touch, hasTouch: touch });

    test('its seeds stay in the well, clear of the count', async ({ page }) => {
      // The largest hand a game holds: its start's.
      await openPage(page, '?learn=mraha.namua');
      await expect(board(page).locator('.tray[data-player="1"] .tray-count')).toHaveText('22 tso in hand');
      const e = await trayEdges(page, 1);
      expect(e.seeds).toBeLessThanOrEqual(e.well);
      expect(e.seeds).toBeLessThan(e.count);
    });
  });
}

// Held sideways from 660 px wide, a bao lesson's words stand beside its board (lessons.css):
// scrolled to the board, one screen holds the whole board, the instruction, the verdict and
// Next. Stacked, the learner scrolled between the instruction and the verdict at every step.
for (const phone of [{ width: 740, height: 360 }, { width: 844, height: 390 }]) {
  test.describe(`a bao lesson on a phone held sideways (${phone.width}x${phone.height})`, () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true });
    test('the instruction, the verdict and Next beside the whole board', async ({ page }) => {
      const first = LESSONS.mraha[0];
      await openPage(page, `?learn=mraha.${first.id}`);
      await stepShown(page, 1, first.steps.length);
      for (const token of first.steps[0].answer) await clickToken(page, 'mraha', token);
      await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
      await board(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const s = await page.evaluate(() => {
        const at = (sel) => document.querySelector(sel).getBoundingClientRect().toJSON();
        return {
          height: innerHeight, width: innerWidth, board: at('#lesson-board svg.board'),
          parts: { text: at('#lesson-text'), verdict: at('#lesson-feedback'), next: at('#lesson-next') },
        };
      });
      expectBesideBoard(s);
      await page.screenshot({ path: join(ARTIFACTS, `lesson-sideways-${phone.width}x${phone.height}.png`) });
    });
  });
}

test('a Tricérata lesson on a desktop: the stores beside the triangle, whose cells are large', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '?learn=tricerata.capture&lang=en');
  await stepShown(page, 1, 1);
  await expect(board(page).locator('svg.tri')).toHaveAttribute('data-layout', 'columns');
  const cell = await board(page).locator('[data-cell="6"]').boundingBox();
  // Stores above and below the 3-row triangle left its cells about 64 px wide.
  expect(cell.width).toBeGreaterThanOrEqual(90);
  const [cells, store] = await Promise.all([board(page).locator('[data-cell="0"]').boundingBox(), board(page).locator('.store.p0').boundingBox()]);
  expect(store.x + store.width).toBeLessThan(cells.x);
});

/** Plays every step of a lesson opened by its link, right, to its end. */
async function finishLesson(page, game, l) {
  for (const [s, step] of l.steps.entries()) {
    await stepShown(page, s + 1, l.steps.length);
    for (const token of step.answer) await clickToken(page, game, token);
    await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
    if (s + 1 < l.steps.length) await page.locator('#lesson-next').click();
  }
}

for (const game of ['mraha', 'tricerata']) {
  test(`${game}: the last lesson finished offers a game and the puzzles, which open on that game`, async ({ page }) => {
    const last = LESSONS[game].at(-1);
    // The board behind shows the other game: what the buttons open is the lesson's.
    const other = game === 'mraha' ? 'tricerata' : 'mraha';
    await openPage(page, `?game=${other}&learn=${game}.${last.id}`);
    await finishLesson(page, game, last);
    await expect(feedback(page)).toContainText('That was the last lesson of this game');
    await expect(page.locator('#lesson-next')).toBeHidden();
    const play = page.locator('#lesson-play');
    await expect(play).toBeVisible();
    await expect(play).toHaveText('Play a game');
    // The verdict's first button takes the focus, as Next does after the other lessons.
    await expect(play).toBeFocused();
    await expect(page.locator('#lesson-puzzles')).toHaveText('Puzzles');
    await page.screenshot({ path: join(ARTIFACTS, `lesson-${game}-all-done.png`) });
    await page.locator('#lesson-puzzles').click();
    await expect(lesson(page)).toBeHidden();
    await expect(page.locator('#puzzle')).toBeVisible();
    await expect(page.locator('#puzzle-game')).toHaveValue(game);
    // Back to the lesson (its list): the finished lesson offers a game, in the New game dialog.
    await page.goto(`index.html?game=${other}&learn=${game}.${last.id}`);
    await page.waitForSelector('body[data-ready="true"]');
    await finishLesson(page, game, last);
    await play.click();
    await expect(lesson(page)).toBeHidden();
    await expect(page.locator('#settings')).toBeVisible();
    await expect(page.locator(`#settings input[name="game"][value="${game}"]`)).toBeChecked();
  });
}

for (const game of ['mraha', 'tricerata']) {
  test(`a phone, in French, ${game}: the last lesson's five buttons each hold their word`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const last = LESSONS[game].at(-1);
    await openPage(page, `?game=${game}&learn=${game}.${last.id}`);
    await finishLesson(page, game, last);
    await page.selectOption('#lang', 'fr');
    await expect(page.locator('#lesson-puzzles')).toHaveText('Énigmes');
    const shown = page.locator('.lesson-buttons .btn:visible');
    await expect(shown).toHaveCount(5);
    // No word runs out of its button ("Énigmes" did, the five kept on one line).
    expect(await shown.evaluateAll((bs) => bs.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent))).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, `lesson-${game}-all-done-phone-fr.png`) });
  });
}

test('the embed\'s last lesson offers no game or puzzles of its own: Back to the game is its way on', async ({ page }) => {
  const last = LESSONS.mraha.at(-1);
  await page.goto(`embed.html?learn=mraha.${last.id}`);
  await page.waitForSelector('body[data-ready="true"]');
  await finishLesson(page, 'mraha', last);
  await expect(page.locator('#lesson-play')).toBeHidden();
  await expect(page.locator('#lesson-puzzles')).toBeHidden();
  await expect(page.locator('#lesson-back')).toBeFocused();
});

test('an embedded Tricérata lesson given without a game goes back to a Tricérata board', async ({ page }) => {
  await page.goto('embed.html?learn=tricerata.lift&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(lesson(page)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('game')).toBe('tricerata');
  await page.locator('#lesson-back').click();
  await expect(lesson(page)).toBeHidden();
  await expect(page.locator('#board svg.board')).toHaveAttribute('data-game', 'tricerata');
  // A link that names its game keeps it: the lesson is shown over that game.
  await page.goto('embed.html?learn=tricerata.lift&game=mraha&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#lesson-back').click();
  await expect(page.locator('#board svg.board')).toHaveAttribute('data-game', 'mraha');
});

for (const game of ['mraha', 'tricerata']) {
  test(`${game}, a 600 × 412 embed in French: each step's verdict leaves the lesson's title, words and buttons in view without a scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 412 });
    for (const l of LESSONS[game]) {
      await page.goto(`embed.html?learn=${game}.${l.id}&lang=fr&speed=instant`);
      await page.waitForSelector('body[data-ready="true"]');
      for (const [s, step] of l.steps.entries()) {
        await expect(page.locator('#lesson-where')).toHaveText(new RegExp(`\\b${s + 1}\\D+${l.steps.length}$`));
        await expect(page.locator('#lesson-hint')).toBeEnabled();
        for (const token of step.answer) await clickToken(page, game, token);
        await expect(feedback(page)).toHaveAttribute('data-kind', 'right');
        // The board gives up its room as the verdict comes: the height settles within frames.
        await expect.poll(() => page.evaluate(() => document.scrollingElement.scrollHeight - innerHeight), {
          message: `${l.id}, step ${s + 1}`,
        }).toBeLessThanOrEqual(0);
        if (s + 1 < l.steps.length) await page.locator('#lesson-next').click();
      }
    }
  });
}
