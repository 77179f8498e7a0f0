// The puzzle mode (issue "Learn to play", point 2, the page's part): a puzzle opened from the
// start, from the New game dialog and by a link; a Mraha turn and a Tricérata solitaire solved by
// clicking the board; a wrong turn judged and tried again; the solution shown on the board; the
// streak kept after a reload; Back to the game and Escape. Screenshots (desktop, phone, embed,
// both games, dark theme) go to tests/browser/artifacts/puzzles-*.png.

import {
  test, expect, openGame, view, setSpeed, clickToken, settled, audit, ARTIFACTS, pitCentre,
} from './fixtures.mjs';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const top = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LISTS = {
  mraha: JSON.parse(readFileSync(join(top, 'www/puzzles/mraha.json'), 'utf8')),
  tricerata: JSON.parse(readFileSync(join(top, 'www/puzzles/tricerata.json'), 'utf8')),
};
const shot = (page, name) => page.screenshot({ path: join(ARTIFACTS, `puzzles-${name}.png`), fullPage: true });

/** Opens the page on a puzzle's link and waits until its position is on the board. */
async function openPuzzle(page, ref, extra = '') {
  await page.goto(`index.html?puzzle=${ref}${extra}`);
  await page.waitForSelector('body[data-ready="true"]');
  const [game, n] = ref.split('.');
  const puzzle = LISTS[game][Number(n) - 1];
  await expect.poll(async () => (await view(page))?.text).toBe(puzzle.position);
  await settled(page);
  return puzzle;
}

/** The 1-based link number of the first puzzle of `game` whose goal is `goal`. */
function numberOf(game, goal) {
  return LISTS[game].findIndex((p) => p.goal === goal) + 1;
}

/** A Mraha game between two people with one turn played (what the puzzles come back to): its view. */
async function gameUnderWay(page) {
  await openGame(page, '?lang=en&seats=h.h');
  await setSpeed(page, 'instant');
  await clickToken(page, (await view(page)).choices[0].token);
  return view(page);
}

/** Plays a Tricérata token by clicking its cell. */
async function clickCell(page, token) {
  await page.locator(`svg.board.tri [data-cell="${token}"]`).click();
  await settled(page);
}

test('the shipped lists: at least 30 puzzles a game, each with its goal and solution', () => {
  for (const [game, list] of Object.entries(LISTS)) {
    expect(list.length).toBeGreaterThanOrEqual(30);
    for (const p of list) {
      expect(p.id, game).toMatch(new RegExp(`^${game}-\\d{3}$`));
      expect(p.solution.length).toBeGreaterThan(0);
      if (game === 'tricerata') expect(p.par).toBeGreaterThan(0);
    }
  }
});

test('a Mraha "win this turn" puzzle solved by clicking its solution: right, streak 1', async ({ page }) => {
  const n = numberOf('mraha', 'win');
  const puzzle = await openPuzzle(page, `mraha.${n}`, '&lang=en');
  await setSpeed(page, 'fast');
  await expect(page.locator('#puzzle')).toBeVisible();
  await expect(page.locator('#puzzle-head')).toHaveText(`Puzzle ${n} of ${LISTS.mraha.length}`);
  await expect(page.locator('#puzzle-goal')).toContainText('Win this turn');
  // No computer, no hint, no undo in a puzzle; every seat is a person's.
  expect(await page.evaluate(() => window.semailles.controller.seats)).toEqual(['h', 'h']);
  await expect(page.locator('#btn-hint')).toBeHidden();
  await expect(page.locator('#btn-undo')).toBeHidden();
  for (const token of puzzle.solution) await clickToken(page, token);
  await expect(page.locator('#puzzle-verdict')).toHaveClass(/right/);
  await expect(page.locator('#puzzle-verdict')).toContainText('This turn wins the game');
  await expect(page.locator('#puzzle-streak')).toContainText('Streak: 1');
  // The game's own end panel does not show over a puzzle.
  await expect(page.locator('#end')).toBeHidden();
  // The board waits: a tap is refused until Try again or Next.
  expect((await view(page)).outcome).not.toBeNull();
  await shot(page, 'mraha-right-desktop');
});

test('a Mraha "leave the opponent no move" puzzle solved by clicking its solution: right', async ({ page }) => {
  const n = numberOf('mraha', 'no_move');
  expect(n).toBeGreaterThan(0);
  const puzzle = await openPuzzle(page, `mraha.${n}`, '&lang=en');
  await setSpeed(page, 'fast');
  await expect(page.locator('#puzzle-goal')).toContainText('Leave your opponent no move');
  for (const token of puzzle.solution) await clickToken(page, token);
  await expect(page.locator('#puzzle-verdict')).toHaveClass(/right/);
  await expect(page.locator('#puzzle-verdict')).toContainText('Your opponent has no move left');
  const { outcome } = await view(page);
  expect(outcome.reason).toBe('no_move');
  await shot(page, 'mraha-no-move-desktop');
});

test('a wrong Mraha turn is judged with why, then Try again brings the puzzle back', async ({ page }) => {
  const n = numberOf('mraha', 'capture_most');
  const puzzle = await openPuzzle(page, `mraha.${n}`, '&lang=en');
  await setSpeed(page, 'instant');
  const start = await view(page);
  // Nothing to try again yet.
  await expect(page.locator('#puzzle-retry')).toBeDisabled();
  const wrong = start.choices.find((c) => c.token !== puzzle.solution[0]);
  await clickToken(page, wrong.token);
  // Finish the turn as it comes (a nyumba's question, a kotso), never by the solution's path.
  for (let guard = 0; guard < 10; guard += 1) {
    const v = await view(page);
    if (v.moves.length || v.outcome) break;
    await clickToken(page, v.choices[0].token);
  }
  const verdict = page.locator('#puzzle-verdict');
  await expect(verdict).toHaveClass(/wrong/);
  await expect(verdict).toContainText(/You took \d+ tso where \d+ could be taken/);
  await expect(page.locator('#puzzle-streak')).toContainText('Streak: 0');
  // The board takes no more gestures: the status line no longer says whose turn it is.
  await expect(page.locator('#status')).toBeHidden();
  // …and leaves no empty band between the puzzle's panel and the board.
  const panel = await page.locator('#puzzle').boundingBox();
  const board = await page.locator('#board svg').boundingBox();
  expect(board.y - (panel.y + panel.height)).toBeLessThan(24);
  await shot(page, 'mraha-wrong-desktop');
  await page.locator('#puzzle-retry').click();
  await expect.poll(async () => (await view(page)).text).toBe(puzzle.position);
  await settled(page);
  await expect(verdict).toBeHidden();
  await expect(page.locator('#status')).toBeVisible();
  await expect(page.locator('#puzzle-retry')).toBeDisabled();
  // The puzzle is playable again, and solving it now marks it solved (the streak stays at 0:
  // only a first try counts).
  for (const token of puzzle.solution) await clickToken(page, token);
  await expect(verdict).toHaveClass(/right/);
  await expect(verdict).toContainText(/\d+ tso taken, the most this turn could take/);
  await expect(page.locator('#puzzle-streak')).toContainText('Streak: 0');
  await expect(page.locator('#puzzle-streak')).toContainText(`solved: 1 of ${LISTS.mraha.length}`);
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the whole board of a puzzle fits the screen under its panel, both trays, its verdict shown too', async ({ page }) => {
    for (const game of ['mraha', 'tricerata']) {
      const puzzle = await openPuzzle(page, `${game}.1`, '&lang=fr');
      await setSpeed(page, 'instant');
      const fits = async () => {
        const board = await page.locator('#board svg').boundingBox();
        expect(board.y + board.height).toBeLessThanOrEqual(800);
        // Still a board to read: not shrunk below the game's own least height.
        expect(board.height).toBeGreaterThanOrEqual(game === 'mraha' ? 384 : 300);
      };
      await fits();
      if (game === 'mraha') {
        // A wrong first choice, the turn finished as it comes: the verdict's lines in the panel.
        const wrong = (await view(page)).choices.find((c) => c.token !== puzzle.solution[0]);
        await clickToken(page, wrong.token);
        for (let guard = 0; guard < 10; guard += 1) {
          const v = await view(page);
          if (v.moves.length || v.outcome) break;
          await clickToken(page, v.choices[0].token);
        }
      } else for (const token of puzzle.solution) await clickCell(page, token);
      await expect(page.locator('#puzzle-verdict')).toHaveClass(/wrong|right/);
      await fits();
    }
  });
});

test('a solution of two decisions is said whole: the sowing, then the nyumba\'s answer in its button\'s word', async ({ page }) => {
  const n = LISTS.mraha.findIndex((p) => p.solution.length === 2 && p.solution[1] === 'go') + 1;
  expect(n).toBeGreaterThan(0);
  const puzzle = await openPuzzle(page, `mraha.${n}`, '&lang=fr');
  await setSpeed(page, 'instant');
  await page.locator('#puzzle-show').click();
  const verdict = page.locator('#puzzle-verdict');
  await expect(verdict).toHaveClass(/shown/, { timeout: 20000 });
  const [pit, dir] = [puzzle.solution[0].slice(0, 2), puzzle.solution[0][2] === 'L' ? 'gauche' : 'droite'];
  await expect(verdict).toContainText(new RegExp(` — sème ${pit} vers la ${dir} \\((L|R)\\), choisit «\\s?Semer\\s?»`));
  await page.selectOption('#lang', 'en');
  await expect(verdict).toContainText(`, chooses “Sow on”`);
});

test('Show the solution plays it on the board with its notation; the streak ends', async ({ page }) => {
  const n = numberOf('mraha', 'capture_most');
  const puzzle = await openPuzzle(page, `mraha.${n}`, '&lang=en');
  await page.evaluate(() => localStorage.setItem('semailles.puzzles', JSON.stringify({ solved: [], streak: 4, best: 4 })));
  await openPuzzle(page, `mraha.${n}`, '&lang=en');
  await setSpeed(page, 'fast');
  await expect(page.locator('#puzzle-streak')).toContainText('Streak: 4');
  await page.locator('#puzzle-show').click();
  const verdict = page.locator('#puzzle-verdict');
  await expect(verdict).toHaveClass(/shown/, { timeout: 20000 });
  const v = await view(page);
  expect(v.moves.flatMap((m) => m.tokens)).toEqual(puzzle.solution);
  await expect(page.locator('.puzzle-notation')).toHaveText(v.moves.map((m) => m.text).join(' '));
  // One turn, said in words too after its notation (its first choice: where and which way).
  expect(v.moves).toHaveLength(1);
  const [pit, dir] = [puzzle.solution[0].slice(0, 2), puzzle.solution[0][2] === 'L' ? 'left' : 'right'];
  await expect(verdict).toContainText(` — sows ${pit} to the ${dir}`);
  // Said in words, it needs no legend of the notation.
  await expect(page.locator('.puzzle-legend')).toHaveCount(0);
  // Another language: the words follow it, the notation stays.
  await page.selectOption('#lang', 'fr');
  await expect(verdict).toContainText(` — sème ${pit} vers la ${dir === 'left' ? 'gauche' : 'droite'}`);
  await page.selectOption('#lang', 'en');
  await expect(page.locator('#puzzle-streak')).toContainText('Streak: 0 (best 4)');
  // The board offers nothing after the solution; Try again does.
  await expect(page.locator('svg.board .playable')).toHaveCount(0);
  await page.locator('#puzzle-retry').click();
  await expect.poll(async () => (await view(page)).text).toBe(puzzle.position);
  // The solution seen, then played: right, but not marked solved, and the verdict says why.
  await setSpeed(page, 'instant');
  for (const token of puzzle.solution) await clickToken(page, token);
  await expect(verdict).toHaveClass(/right/);
  await expect(verdict).toContainText('marked solved once you find it without its solution');
  await expect(page.locator('#puzzle-head .puzzle-solved')).toHaveCount(0);
  await expect(page.locator('#puzzle-streak')).toContainText('solved: 0 of');
  // Another time (opened again), found without the solution: marked.
  await openPuzzle(page, `mraha.${n}`, '&lang=en');
  await setSpeed(page, 'instant');
  for (const token of puzzle.solution) await clickToken(page, token);
  await expect(verdict).toHaveClass(/right/);
  await expect(verdict).not.toContainText('without its solution');
  await expect(page.locator('#puzzle-head .puzzle-solved')).toHaveCount(1);
});

test('a Tricérata solution of several turns, in notation only, comes with how to read it', async ({ page }) => {
  await openPuzzle(page, 'tricerata.1', '&lang=en');
  await setSpeed(page, 'instant');
  await page.locator('#puzzle-show').click();
  const verdict = page.locator('#puzzle-verdict');
  await expect(verdict).toHaveClass(/shown/, { timeout: 20000 });
  expect((await view(page)).moves.length).toBeGreaterThan(1);
  await expect(page.locator('.puzzle-legend')).toHaveText('Each turn: 4-5-6-2x1 = lift 4, drop in 5, 6 and 2, capture 1; s7 = seize 7; a space between two turns.');
  await page.selectOption('#lang', 'fr');
  await expect(page.locator('.puzzle-legend')).toContainText('Chaque tour\u00a0: 4-5-6-2x1 = soulever 4');
});

test('a Tricérata solitaire emptied in par by clicking its cells; the streak is kept after a reload', async ({ page }) => {
  const n = LISTS.tricerata.findIndex((p) => p.solution.length < 20) + 1;
  const puzzle = await openPuzzle(page, `tricerata.${n}`, '&lang=en');
  await setSpeed(page, 'instant');
  await expect(page.locator('svg.board.tri')).toBeVisible();
  await expect(page.locator('#puzzle-goal')).toContainText(`empty the board in ${puzzle.par} turns`);
  await expect(page.locator('#puzzle-progress')).toHaveText(`Turns played: 0 · par ${puzzle.par}`);
  for (const token of puzzle.solution) await clickCell(page, token);
  const verdict = page.locator('#puzzle-verdict');
  await expect(verdict).toHaveClass(/right/);
  await expect(verdict).toContainText(`The board is empty in ${puzzle.par} turns: that is par.`);
  await expect(page.locator('#puzzle-streak')).toContainText('Streak: 1');
  await shot(page, 'tricerata-right-desktop');
  // Next: the following puzzle; a reload keeps the streak and what was solved.
  await page.locator('#puzzle-next').click();
  await expect(page.locator('#puzzle-head')).toHaveText(`Puzzle ${n + 1} of ${LISTS.tricerata.length}`);
  expect(new URL(page.url()).searchParams.get('puzzle')).toBe(`tricerata.${n + 1}`);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#puzzle-head')).toHaveText(`Puzzle ${n + 1} of ${LISTS.tricerata.length}`);
  // The one solved says so when it is shown again.
  await page.goto(`index.html?puzzle=tricerata.${n}&lang=en`);
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#puzzle-head')).toHaveText(`Puzzle ${n} of ${LISTS.tricerata.length} ✓ solved`);
  await expect(page.locator('#puzzle-streak')).toContainText(`Streak: 1 (best 1) · solved: 1 of ${LISTS.tricerata.length}`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('semailles.puzzles')));
  expect(stored.solved).toEqual([puzzle.id]);
});

test('a puzzle judged hands the board\'s focus to what comes next: Next puzzle when right, Try again when wrong, then the board', async ({ page }) => {
  // Right, from the keyboard: each cell reached and played with Enter.
  const n = LISTS.tricerata.findIndex((p) => p.solution.length < 20) + 1;
  const puzzle = await openPuzzle(page, `tricerata.${n}`, '&lang=en');
  await setSpeed(page, 'instant');
  for (const token of puzzle.solution) {
    await page.locator(`svg.board.tri [data-cell="${token}"]`).focus();
    await page.keyboard.press('Enter');
    await settled(page);
  }
  await expect(page.locator('#puzzle-verdict')).toHaveClass(/right/);
  await expect(page.locator('#puzzle-next')).toBeFocused();
  await expect(page.locator('#puzzle-next')).toHaveClass(/primary/);
  // Wrong, by clicks (a clicked pit has the focus too): Try again takes it.
  const m = numberOf('mraha', 'capture_most');
  const wrongOne = await openPuzzle(page, `mraha.${m}`, '&lang=en');
  await setSpeed(page, 'instant');
  const start = await view(page);
  await clickToken(page, start.choices.find((c) => c.token !== wrongOne.solution[0]).token);
  for (let guard = 0; guard < 10; guard += 1) {
    const v = await view(page);
    if (v.moves.length || v.outcome) break;
    await clickToken(page, v.choices[0].token);
  }
  await expect(page.locator('#puzzle-verdict')).toHaveClass(/wrong/);
  await expect(page.locator('#puzzle-retry')).toBeFocused();
  // The coloured button is the one focused, not the next puzzle's.
  await expect(page.locator('#puzzle-retry')).toHaveClass(/primary/);
  await expect(page.locator('#puzzle-next')).not.toHaveClass(/primary/);
  // Try again from the keyboard: it goes off once the puzzle is back at its start, and the
  // focus goes on to a pit to play (not to the page's top).
  await page.keyboard.press('Enter');
  await expect(page.locator('#puzzle-retry')).toBeDisabled();
  await expect(page.locator('#board .pit.playable:focus')).toHaveCount(1);
});

test('a Tricérata solitaire with stones left after its par turns is judged then, wrong, and the board held', async ({ page }) => {
  const n = LISTS.tricerata.findIndex((p) => p.solution.length < 20) + 1;
  const puzzle = await openPuzzle(page, `tricerata.${n}`, '&lang=fr');
  await setSpeed(page, 'instant');
  // Play by the first offered choice for par turns (this board is then not empty).
  for (let guard = 0; guard < 500 && (await view(page)).turns < puzzle.par; guard += 1) {
    const v = await view(page);
    await page.evaluate((tk) => window.semailles.controller.play(tk), v.choices[0].token);
    await settled(page);
  }
  const after = await view(page);
  expect(after.turns).toBe(puzzle.par);
  expect(after.outcome).toBeFalsy();
  // Judged as the par-th turn ends: par can no longer be made, so no more turns to play out.
  const verdict = page.locator('#puzzle-verdict');
  await expect(verdict).toHaveClass(/wrong/);
  await expect(verdict).toContainText(`Après ${puzzle.par} tours, il reste des pierres sur le plateau\u00a0: le par est de ${puzzle.par}.`);
  await expect(page.locator('#puzzle-streak')).toContainText('Série : 0');
  // The board takes no more turns: a tap on a cell offered before plays nothing.
  await page.locator(`svg.board.tri [data-cell="${after.choices[0].token}"]`).click();
  await settled(page);
  expect((await view(page)).text).toBe(after.text);
  await shot(page, 'tricerata-wrong-fr');
  // The solution, shown on the board, empties it in par turns, in the notation the referee wrote.
  await page.locator('#puzzle-show').click();
  await expect(verdict).toHaveClass(/shown/);
  const shown = await view(page);
  expect(shown.outcome.turns).toBe(puzzle.par);
  await expect(page.locator('.puzzle-notation')).toHaveText(puzzle.notation);
});

// A turn's text over 48 characters is shortened in the list (ui.js `shortMove`).
const LONG_TURN = 48;

test('a solution\'s long turn (a path of many drops) is shortened, and opens onto the whole of it', async ({ page }) => {
  const n = LISTS.tricerata.findIndex((p) => p.notation.split(' ').some((turn) => turn.length > LONG_TURN)) + 1;
  expect(n).toBeGreaterThan(0);
  const puzzle = await openPuzzle(page, `tricerata.${n}`, '&lang=fr');
  await setSpeed(page, 'instant');
  await page.locator('#puzzle-show').click();
  await expect(page.locator('#puzzle-verdict')).toHaveClass(/shown/);
  const long = puzzle.notation.split(' ').find((turn) => turn.length > LONG_TURN);
  const opener = page.locator('details.puzzle-turn > summary').first();
  await expect(opener).toContainText('…');
  // A tap on the short form (no tooltip on a phone): the whole turn, as the referee wrote it.
  await opener.click();
  await expect(page.locator('details.puzzle-turn[open]').first()).toContainText(long);
  await expect(opener.locator('.short')).toBeHidden();
  // Its marker stays, to fold it again.
  await expect(opener).toBeVisible();
  await opener.click();
  await expect(page.locator('details.puzzle-turn[open]')).toHaveCount(0);
  await expect(opener.locator('.short')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the board\'s pits are not under the dock at rest; the dock sticks while the solution plays', async ({ page }) => {
    await openPuzzle(page, 'mraha.3', '&lang=fr');
    const under = () => page.evaluate(() => {
      const dock = document.querySelector('.dock').getBoundingClientRect().top;
      return [...document.querySelectorAll('#board .playable')].filter((el) => {
        const b = el.getBoundingClientRect();
        return b.bottom > dock && b.top < innerHeight;
      }).map((el) => el.dataset.pit);
    });
    expect(await page.locator('#board .playable').count()).toBeGreaterThan(0);
    expect(await under()).toEqual([]);
    // Skip is at hand while the solution is animated.
    await setSpeed(page, 'slow');
    await page.locator('#puzzle-show').click();
    await expect(page.locator('#btn-skip')).toBeEnabled();
    expect(await page.locator('.dock').evaluate((d) => getComputedStyle(d).position)).toBe('sticky');
  });

  test('after a verdict the board\'s own rows are not under the dock, and the verdict is in sight', async ({ page }) => {
    const n = numberOf('mraha', 'win');
    const puzzle = await openPuzzle(page, `mraha.${n}`, '&lang=fr');
    await setSpeed(page, 'instant');
    for (const token of puzzle.solution) await clickToken(page, token);
    await expect(page.locator('#puzzle-verdict')).toHaveClass(/right/);
    await page.screenshot({ path: join(ARTIFACTS, 'puzzle-verdict-phone.png') });
    const under = await page.evaluate(() => {
      const dock = document.querySelector('.dock').getBoundingClientRect().top;
      return [...document.querySelectorAll('#board [data-pit]')].filter((el) => {
        const b = el.getBoundingClientRect();
        return b.bottom > dock + 0.5 && b.top < innerHeight;
      }).map((el) => el.dataset.pit);
    });
    expect(under).toEqual([]);
    await expect(page.locator('#puzzle-verdict')).toBeInViewport();
  });

  test('the panel, the whole bao and both its trays fit the screen at once: no holes in the top bar', async ({ page }) => {
    await openPuzzle(page, 'mraha.1', '&lang=fr');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expect(page.locator('#puzzle-goal')).toBeInViewport({ ratio: 1 });
    await expect(page.locator('#board svg')).toBeInViewport({ ratio: 1 });
    // The four buttons a puzzle keeps stand in one row.
    const tops = await page.locator('.topbar .btn:visible').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops.length).toBe(3);
    expect(new Set(tops).size).toBe(1);
    await expect(page.locator('#lang')).toBeInViewport();
  });
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test('Show the solution brings the board into view, then its words', async ({ page }) => {
    await openPuzzle(page, 'mraha.1', '&lang=fr');
    await setSpeed(page, 'slow');
    /** The whole board on the screen, between its top and the dock (or its bottom). */
    const boardInSight = () => page.evaluate(() => {
      const [box, dock] = ['#board svg', '.dock'].map((s) => document.querySelector(s).getBoundingClientRect());
      return box.top >= 0 && box.bottom <= Math.min(dock.top, innerHeight) + 0.5;
    });
    // Under the puzzle's panel, the board's last rows start under the dock.
    expect(await boardInSight()).toBe(false);
    await page.locator('#puzzle-show').click();
    await expect(page.locator('#btn-skip')).toBeEnabled();
    // While it is sown, the whole board is in sight: scrolled up, neither too little nor too far.
    expect(await boardInSight()).toBe(true);
    await page.locator('#btn-skip').click();
    await expect(page.locator('#puzzle-verdict')).toHaveClass(/shown/);
    await expect(page.locator('#puzzle-verdict')).toBeInViewport();
  });
});

test('the Puzzles button, the New game dialog, Back to the game and Escape', async ({ page }) => {
  const before = await gameUnderWay(page);
  await page.locator('#btn-puzzles').click();
  await expect(page.locator('#puzzle')).toBeVisible();
  await expect(page.locator('#puzzle-head')).toHaveText(`Puzzle 1 of ${LISTS.mraha.length}`);
  expect(new URL(page.url()).searchParams.get('puzzle')).toBe('mraha.1');
  expect(await audit(page)).toEqual([]);
  // Its solver is North: the board seen from North's side, as its words say ("to the left").
  expect((await view(page)).to_move).toBe(1);
  const northNearest = async () => (await pitCentre(page, 'a1')).y > (await pitCentre(page, 'A1')).y;
  expect(await northNearest()).toBe(true);
  // The panel's game choice: the other game's puzzles, on its own board.
  await page.locator('#puzzle-game').selectOption('tricerata');
  await expect(page.locator('svg.board.tri')).toBeVisible();
  await expect.poll(async () => (await view(page)).text).toBe(LISTS.tricerata[0].position);
  expect(new URL(page.url()).searchParams.get('puzzle')).toBe('tricerata.1');
  await page.locator('#puzzle-game').selectOption('mraha');
  await expect.poll(northNearest).toBe(true);
  await page.locator('#puzzle-back').click();
  await expect(page.locator('#puzzle')).toBeHidden();
  await expect.poll(async () => (await view(page)).text).toBe(before.text);
  // Back to the game of two people here: seen from South's side again.
  expect(await northNearest()).toBe(false);
  expect(new URL(page.url()).searchParams.get('puzzle')).toBeNull();
  expect(new URL(page.url()).searchParams.get('moves')).toBeTruthy();
  // The New game dialog opens the chosen game's puzzles; Escape leaves them.
  await page.locator('#btn-new').click();
  await page.locator('#settings input[name="game"][value="tricerata"]').check();
  await page.locator('#settings-puzzles').click();
  await expect(page.locator('#puzzle-head')).toHaveText(`Puzzle 1 of ${LISTS.tricerata.length}`);
  await expect(page.locator('svg.board.tri')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#puzzle')).toBeHidden();
  await expect.poll(async () => (await view(page)).text).toBe(before.text);
});

test('in a Mraha puzzle, Escape with a pit chosen forgets the pit; a second one leaves the puzzle', async ({ page }) => {
  await gameUnderWay(page);
  await page.locator('#btn-puzzles').click();
  await expect(page.locator('#puzzle-head')).toHaveText(`Puzzle 1 of ${LISTS.mraha.length}`);
  const pit = page.locator('#board .pit.playable').first();
  await pit.focus();
  await page.keyboard.press('Enter');
  const arrows = page.locator('#board [data-token]');
  await expect(arrows.first()).toBeVisible();
  await page.keyboard.press('Escape');
  // The attempt goes on: the puzzle is still shown, the pit forgotten, the focus back on it.
  await expect(page.locator('#puzzle')).toBeVisible();
  await expect(arrows).toHaveCount(0);
  await expect(pit).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#puzzle')).toBeHidden();
});

test('from a lesson, the Puzzles button leaves the lesson for the puzzles; Back returns to the game', async ({ page }) => {
  const before = await gameUnderWay(page);
  await page.locator('#btn-learn').click();
  await expect(page.locator('#lesson')).toBeVisible();
  await page.locator('#btn-puzzles').click();
  // The puzzle is in sight, not behind the lesson.
  await expect(page.locator('#puzzle')).toBeVisible();
  await expect(page.locator('#lesson')).toBeHidden();
  await expect(page.locator('#board svg.board.bao')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('puzzle')).toBe('mraha.1');
  expect(new URL(page.url()).searchParams.get('learn')).toBeNull();
  await page.locator('#puzzle-back').click();
  await expect(page.locator('#puzzle')).toBeHidden();
  await expect.poll(async () => (await view(page)).text).toBe(before.text);
});

test('a puzzle link opens it; a link naming no puzzle says so and keeps the game', async ({ page }) => {
  const puzzle = await openPuzzle(page, 'tricerata.4', '&lang=en');
  expect(puzzle.id).toBe('tricerata-004');
  await expect(page.locator('#puzzle-head')).toHaveText(`Puzzle 4 of ${LISTS.tricerata.length}`);
  // The words follow the language (the puzzle's own words are loaded again in French).
  await page.selectOption('#lang', 'fr');
  await expect(page.locator('#puzzle-head')).toHaveText(`Énigme 4 sur ${LISTS.tricerata.length}`);
  await expect(page.locator('#puzzle-goal')).toHaveText(`Solitaire : videz le plateau en ${puzzle.par} tours, le moins possible.`);
  await expect(page.locator('#puzzle-retry')).toHaveText('Réessayer');
  await page.selectOption('#lang', 'en');
  await page.goto('index.html?puzzle=mraha.999&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#message')).toContainText('This link names no puzzle');
  await expect(page.locator('#puzzle')).toBeHidden();
  expect(new URL(page.url()).searchParams.get('puzzle')).toBeNull();
});

test('offline: once the page was visited, a puzzle link opens and plays with no network', async ({ page, context }) => {
  const list = await (await page.request.get('pkg/build.js')).text();
  for (const f of ['puzzles/mraha.json', 'puzzles/tricerata.json', 'puzzles.css', 'i18n/puzzles/fr.json', 'js/puzzles.js']) {
    expect(list).toContain(`'${f}'`);
  }
  await openGame(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await context.setOffline(true);
  const puzzle = await openPuzzle(page, 'tricerata.1', '&lang=fr');
  await setSpeed(page, 'instant');
  await expect(page.locator('#puzzle-goal')).toContainText(`videz le plateau en ${puzzle.par} tours`);
  for (const token of puzzle.solution) await clickCell(page, token);
  await expect(page.locator('#puzzle-verdict')).toHaveClass(/right/);
  await context.setOffline(false);
});

test('screenshots: phone, embed, both games, dark theme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPuzzle(page, 'mraha.1', '&lang=fr');
  await shot(page, 'mraha-phone');
  await openPuzzle(page, 'tricerata.13', '&lang=fr');
  await shot(page, 'tricerata-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => localStorage.setItem('semailles.theme', 'dark'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPuzzle(page, 'mraha.1', '&lang=fr');
  await shot(page, 'mraha-dark-desktop');
  await openPuzzle(page, 'tricerata.13', '&lang=en');
  await shot(page, 'tricerata-dark-desktop');
  expect(await audit(page)).toEqual([]);
  await page.evaluate(() => localStorage.removeItem('semailles.theme'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 600, height: 700 });
  await page.goto('embed.html?puzzle=mraha.1&lang=fr');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#puzzle')).toBeVisible();
  await expect.poll(async () => (await view(page))?.text).toBe(LISTS.mraha[0].position);
  await expect(page.locator('#puzzle-back')).toHaveCount(0);
  // "Open in full" opens the same puzzle on the full page.
  await expect(page.locator('#full-page')).toHaveAttribute('href', 'index.html?puzzle=mraha.1&lang=fr');
  await shot(page, 'mraha-embed');
  await page.goto('embed.html?puzzle=tricerata.2&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await expect.poll(async () => (await view(page))?.text).toBe(LISTS.tricerata[1].position);
  // The solver's store says so, in the frame as on the full page.
  const solver = (await view(page)).to_move;
  await expect.poll(() => page.locator('svg.tri .store-name').allTextContents()).toContain(`Player ${solver + 1} (you)`);
  await shot(page, 'tricerata-embed');
});

test('the embedded puzzle fits a short frame, its panel beside the board, as the embedded game does', async ({ page }) => {
  // The README's frames (16:11): 784 × 539 and 600 × 412.
  for (const [width, height] of [[784, 539], [600, 412]]) {
    await page.setViewportSize({ width, height });
    for (const ref of ['mraha.12', 'tricerata.4']) {
      await page.goto(`embed.html?puzzle=${ref}&lang=fr`);
      await page.waitForSelector('body[data-ready="true"]');
      await expect(page.locator('#puzzle')).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(height);
      const link = await page.locator('#full-page').boundingBox();
      expect(link.y + link.height).toBeLessThanOrEqual(height);
      // Beside it: the board keeps more than half the frame's width.
      const [panel, board] = [await page.locator('#puzzle').boundingBox(), await page.locator('#board svg.board').boundingBox()];
      expect(panel.x).toBeGreaterThanOrEqual(board.x + board.width);
      expect(board.width).toBeGreaterThan(width / 2);
    }
  }
});

test('a link to no puzzle in the embed says so, as the full page does', async ({ page }) => {
  await page.goto('embed.html?puzzle=mraha.99&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#puzzle')).toBeHidden();
  await expect(page.locator('#message')).toHaveText('This link names no puzzle: here is your game.');
});

test('an embedded Tricérata puzzle given without a game fetches no other game\'s board or engine', async ({ page }) => {
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('embed.html?puzzle=tricerata.4&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#puzzle')).toBeVisible();
  await expect(page.locator('#board svg.board')).toHaveAttribute('data-game', 'tricerata');
  // (The games' registry, which names every kit, is not a board.)
  expect(fetched.filter((p) => /\/games\/mraha\/(board|turn)|\/pkg\/semailles(_later)?_bg\.wasm$/.test(p))).toEqual([]);
});
