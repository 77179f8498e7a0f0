// The first board: a tap works as soon as the board is drawn (the bytes counted before it by
// tests/browser/measure.mjs are all the page needs to play), and what the first board does not
// show is fetched only when it is used — then with its words and its looks, never unstyled.

import { test, expect, ARTIFACTS, clickToken } from './fixtures.mjs';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { TEST_ROOT } from './test-root.mjs';
import { playAndKeep, keptAnswers } from './remembered-game.mjs';

// As measure.mjs counts: the offline copy (the service worker fetches every file) is left out.
test.use({ serviceWorkers: 'block' });

/** The paths the page asked for, in order (page and workers). */
function recordRequests(page) {
  const asked = [];
  page.context().on('request', (r) => asked.push(new URL(r.url()).pathname));
  return asked;
}

/** Modules, words and looks that the first board must not fetch (same names in www/ and dist/). */
const ON_DEMAND = [
  '/js/settings.js', '/js/rules-panel.js', '/js/record-file.js', '/js/ai.js', '/js/review.js',
  '/js/games/mraha/settings.js', '/js/games/tricerata/settings.js', '/panels.css',
  '/i18n/settings/en.json', '/i18n/rules/en.json', '/i18n/review/en.json', '/i18n/corr/en.json',
  '/i18n/link/en.json', '/pkg/semailles_ai_bg.wasm', '/pkg/semailles_ai_tricerata_bg.wasm',
  '/pkg/semailles_lanes.wasm', '/js/players.js', '/js/lanes.js',
];

test('the first tap on the bao, right after it is drawn, is played', async ({ page }) => {
  // No wait for the page to say it is ready: the first playable pit is tapped as soon as it shows.
  await page.goto('index.html?lang=en');
  const pit = page.locator('svg.board .pit.playable[data-pit="A6"]');
  await pit.waitFor();
  await pit.click();
  await expect(page.locator('.arrow')).toHaveCount(2);
  await page.locator('.arrow[data-token="A6L"]').click();
  await expect(page.locator('#moves li')).toHaveText([/A6L\*/]);
  await page.waitForSelector('body[data-ready="true"]');
  expect((await page.evaluate(() => window.semailles.controller.record())).tokens).toEqual(['A6L']);
});

test('the first tap on a Tricérata cell, right after it is drawn, is played', async ({ page }) => {
  await page.goto('index.html?lang=en&game=tricerata&board=triangle:4&players=2&stones=2');
  const cell = page.locator('svg.board.tri .cell.playable[data-cell="6"]');
  await cell.waitFor();
  await cell.click();
  await page.waitForSelector('body[data-ready="true"]');
  await expect.poll(() => page.evaluate(() => window.semailles.controller.record().tokens[0])).toBe('6');
});

test('a button pressed before the page is ready is pressed once it is', async ({ page }) => {
  // The buttons' module held back, as on a slow network: New game pressed meanwhile.
  let letGo;
  const held = new Promise((r) => { letGo = r; });
  await page.route('**/js/page-buttons.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('index.html?lang=en');
  await page.locator('svg.board .pit.playable').first().waitFor();
  await page.locator('#btn-new').click();
  await page.waitForTimeout(300);
  expect(await page.locator('body').getAttribute('data-ready')).toBeNull();
  letGo();
  await expect(page.locator('#settings')).toBeVisible();
  // Once ready, a button is pressed once, as ever.
  await page.keyboard.press('Escape');
  await expect(page.locator('#settings')).toBeHidden();
  await page.locator('#btn-rules').click();
  await expect(page.locator('#rules')).toBeVisible();
  await expect(page.locator('#settings')).toBeHidden();
});

/**
 * Holds the response to each path that is a key of `gates` until every path of its value has
 * been asked (by the page or its workers), at most `patience` ms. Returns, filled in as each is
 * let go, the paths still unasked then (an empty list: the page asked them all without waiting
 * for the held response).
 */
async function holdUntilAsked(page, gates, patience = 5000) {
  const asked = recordRequests(page);
  const missing = {};
  for (const [held, needed] of Object.entries(gates)) {
    await page.context().route(`**${held}`, async (route) => {
      const until = Date.now() + patience;
      while (needed.some((p) => !asked.includes(p)) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 20));
      }
      missing[held] = needed.filter((p) => !asked.includes(p));
      await route.continue();
    });
  }
  return missing;
}

/** Each game's engine (its first part) and its recorded opening, as pkg/ names them. */
const ENGINE = {
  mraha: { wasm: '/pkg/semailles_bg.wasm', opening: '/pkg/semailles_opening.mraha.json' },
  tricerata: { wasm: '/pkg/semailles_tricerata_bg.wasm', opening: '/pkg/semailles_tricerata_opening.default.json' },
};

// On a slow network every request that waits for another response is one more round trip
// before the first board (tests/browser/slow-network.mjs measures it). The board's module is held
// until its looks and words are asked (the kit asks the three at once); what the board is
// played with until its board's module is asked: the engine's wasm (and the worker that will
// play the match) for a link to a game under way or with switches of its own, the engine's
// recorded opening for a new game the build records (a bare address's, a preset's); and what a turn shows (loaded once the
// board is drawn, awaited by the first turn's animation) until its looks and words are asked:
// asked only after what is held, they would never come, and the test fails.
// A friend's short link (`cm`, its moves written by compact-moves.js) has that module asked
// with the engine too.
for (const [name, query, game, playedWith, alongside] of [
  ['the full page, Mraha, a new game', 'index.html?lang=en', 'mraha', 'opening', []],
  ['the embed, Tricérata, a new game', 'embed.html?lang=en&game=tricerata', 'tricerata', 'opening', []],
  ['a link to a game under way', 'index.html?lang=en&moves=A6L', 'mraha', 'wasm', ['/js/engine-worker.js']],
  ["a friend's short link", 'index.html?lang=en&preset=mraha&cm=1DDBBBB', 'mraha', 'wasm', ['/js/engine-worker.js', '/js/compact-moves.js']],
]) {
  test(`${name}: the first board's files are asked together, none waits for another's answer`, async ({ page }) => {
    const first = ENGINE[game][playedWith];
    const board = `/js/games/${game}/board.js`;
    const turn = `/js/games/${game}/turn.js`;
    const missing = await holdUntilAsked(page, {
      [board]: [`/js/games/${game}/board.css`, `/i18n/${game}/en.json`],
      [first]: [board, ...alongside],
      [turn]: ['/turn.css', `/i18n/${game}-turn/en.json`],
    });
    await page.goto(query);
    await page.locator('svg.board .playable').first().waitFor();
    await page.waitForSelector('body[data-ready="true"]');
    expect(missing).toEqual({ [board]: [], [first]: [], [turn]: [] });
  });
}

/** The ids of the places the board offers (pits or cells marked playable). */
const playable = (page) => page.$$eval('svg.board .playable', (all) => all.map((e) => e.dataset.pit ?? e.dataset.cell).sort());

// A new game the build records (the default game, `?game=…` alone, a preset's) is drawn, and
// its first tap played, from what its engine answered at build time (www/js/opening.js); the
// engine is fetched once the board is drawn. Its wasm is held here until the first tap has been played
// and shown: the tap cannot have waited for it. The page is not ready without it, and the next
// move, the engine's to answer, is played once it has come.
for (const [name, query, game] of [
  ['the full page, Mraha', 'index.html?lang=en', 'mraha'],
  ['the full page, Tricérata', 'index.html?lang=en&game=tricerata', 'tricerata'],
  ['the embed, Mraha', 'embed.html?lang=en', 'mraha'],
  ["the embed, a preset's", 'embed.html?lang=fr&preset=kujifunza', 'mraha'],
]) {
  test(`${name}, a new game: the first board and its first tap need no engine, which comes after the board`, async ({ page }) => {
    const asked = recordRequests(page);
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await page.context().route(/\/pkg\/semailles(_tricerata)?(_bg|_later)\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(query);
    await page.locator('svg.board .playable').first().waitFor();
    const before = await playable(page);
    if (game === 'mraha') {
      await page.locator('svg.board .pit.playable').first().click();
      await page.locator('svg.board .arrow').first().click();
    } else {
      await page.locator('svg.board .cell.playable').first().click();
    }
    // Played and shown: the other player's places are offered.
    await expect.poll(async () => {
      const now = await playable(page);
      return now.length > 0 && now.join() !== before.join();
    }, { timeout: 15000 }).toBe(true);
    expect(asked).toContain(ENGINE[game].wasm);
    expect(await page.evaluate(() => document.body.dataset.ready)).toBeUndefined();
    // Tricérata's next tap is beyond the recorded answers: it waits for the engine, and the status
    // says the engine is still loading (not that it thinks, nor Mraha's never-ending turns).
    const early = game === 'tricerata' && page.url().includes('index.html');
    if (early) {
      await page.locator('svg.board .cell.playable').first().click();
      await expect(page.locator('#status')).toHaveText('The engine is still loading…');
    }
    release();
    await page.waitForSelector('body[data-ready="true"]');
    if (!early) {
      const next = await page.evaluate(() => window.semailles.controller.view.legal[0]);
      if (game === 'mraha') await clickToken(page, next);
      else await page.locator(`svg.board [data-cell="${next}"]`).click();
    }
    await expect.poll(() => page.evaluate(() => window.semailles.controller.record().tokens.length)).toBe(2);
  });
}

/** Plays `plies` moves of the default game; the game and the answers then kept for it. */
async function rememberedGameOf(page, plies) {
  const kept = await playAndKeep(page, 'index.html?lang=en', plies);
  return { game: kept['semailles.game'], text: kept['semailles.answers'], answers: await keptAnswers(page) };
}

/** Holds the match engines' wasm until `release()`; `asked()` tells whether it was asked yet. */
async function holdEngines(page) {
  let release;
  let asked = false;
  const held = new Promise((resolve) => { release = resolve; });
  await page.context().route(/\/pkg\/semailles(_tricerata)?(_bg|_later)\.wasm$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

// Skip is a button of the first board too: pressed while the first turn is sown from the
// recorded answers, the engine still on its way, it ends the sowing then, not once the engine
// has come (it was held with the buttons wired after the first board).
test('Skip ends the first turn\'s sowing at once, before the engine has come', async ({ page }) => {
  const engines = await holdEngines(page);
  // The slow speed (the player's choice, kept): the sowing lasts several seconds, so that a
  // busy machine cannot end it before the press.
  await page.addInitScript(() => localStorage.setItem('semailles.speed', 'slow'));
  await page.goto('index.html?lang=en');
  await page.locator('svg.board .pit.playable').first().click();
  await page.locator('svg.board .arrow').first().click();
  const skip = page.locator('#btn-skip');
  await expect(skip).toBeEnabled();
  await skip.click();
  // Within a frame of the press: the turn is over, and Skip, which only an animation enables,
  // is off.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await skip.isDisabled()).toBe(true);
  // The turn is drawn whole: North's pits are offered. The engine, asked once the first board
  // was drawn (its request may come after the press on a busy machine), is still held.
  await expect(page.locator('svg.board .pit.playable[data-pit^="a"]').first()).toBeVisible();
  await expect.poll(() => engines.asked()).toBe(true);
  expect(await page.evaluate(() => document.body.dataset.ready)).toBeUndefined();
  engines.release();
  await page.waitForSelector('body[data-ready="true"]');
});

// The game remembered under way (a bare address on a later visit, or a reload, whose address
// holds the game) is drawn, and its first tap played, from the answers the engine gave the visit
// that played it (resume.js keeps them in storage): its wasm is held here until that tap has been
// played and shown. The page run from its sources has no engines' build to check such answers
// against, and keeps none.
for (const [name, back] of [
  ['a later visit to the bare address', (page) => page.goto('index.html?lang=en')],
  ['a reload', (page) => page.reload()],
]) {
  test(`the game remembered under way, ${name}: its first board and first tap need no engine, which comes after the board`, async ({ page }) => {
    test.skip(TEST_ROOT === 'www', 'the shipped page only (its engines\' build)');
    const kept = await rememberedGameOf(page, 3);
    const engines = await holdEngines(page);
    // A reload: the address holds the game (the page writes it there), as a link to it would.
    if (name === 'a reload') expect(new URL(page.url()).searchParams.get('moves')).toBe(kept.answers.options.moves.join('.'));
    await back(page);
    await page.locator('svg.board .playable').first().waitFor();
    // The position played before, its taps offered.
    const pits = [...new Set(kept.answers.view.choices.map((c) => c.pit))].sort();
    expect(await playable(page)).toEqual(pits);
    const [tap] = kept.answers.view.choices;
    await page.locator(`svg.board [data-pit="${tap.pit}"]`).click();
    const arrow = page.locator(`svg.board .arrow[data-token="${tap.token}"]`);
    if (await arrow.count()) await arrow.click();
    await expect.poll(async () => (await playable(page)).join(), { timeout: 15000 }).not.toBe(pits.join());
    expect(engines.asked()).toBe(true);
    expect(await page.evaluate(() => document.body.dataset.ready)).toBeUndefined();
    engines.release();
    await page.waitForSelector('body[data-ready="true"]');
    const record = () => page.evaluate(() => window.semailles.controller.record().tokens);
    expect(await record()).toEqual([...kept.answers.options.moves, tap.token]);
    // The next move is the engine's to answer (once the tap's sowing has been shown).
    await page.waitForFunction(() => !window.semailles.controller.animating);
    await clickToken(page, await page.evaluate(() => window.semailles.controller.view.legal[0]));
    await expect.poll(async () => (await record()).length).toBe(5);
  });
}

// Answers that this page's engines did not give, damaged ones, and answers for another position
// of the game are not used: the engine comes before the board, which shows the game remembered.
// A link to another game than the one remembered (a friend's) does not wait for the kept
// answers' module: the engine is asked at once, as without them.
test('a link to another game than the one remembered: its kept answers are not even read', async ({ page }) => {
  test.skip(TEST_ROOT === 'www', 'the shipped page only (its engines\' build)');
  await rememberedGameOf(page, 2);
  const asked = recordRequests(page);
  await page.goto('index.html?lang=en&preset=zanzibar&moves=A6L');
  await page.waitForSelector('body[data-ready="true"]');
  expect(await page.evaluate(() => window.semailles.controller.record().tokens)).toEqual(['A6L']);
  expect(asked).toContain(ENGINE.mraha.wasm);
  expect(asked).not.toContain('/js/kept-answers.js');
});

// Each spoiling is done in the page, where the page's own module keeps answers as it does
// (kept-answers.js `keepable`).
for (const [name, spoiling] of [
  ['answers of other engines', 'build'],
  ['damaged answers', 'cut'],
  ['answers with a tap missing its view', 'tap'],
  ['answers for another position', 'position'],
]) {
  test(`the game remembered under way with ${name}: the engine comes before its board`, async ({ page }) => {
    test.skip(TEST_ROOT === 'www', 'the shipped page only (its engines\' build)');
    const kept = await rememberedGameOf(page, 2);
    await page.evaluate(async ([how, text, answers]) => {
      const { keepable } = await import('/js/kept-answers.js');
      const spoilt = {
        build: () => keepable({ ...answers, build: 'another-build' }),
        cut: () => text.slice(0, 500),
        tap: () => keepable({ ...answers, plays: { ...answers.plays, [answers.view.legal[0]]: {} } }),
        position: () => keepable({ ...answers, options: { ...answers.options, moves: answers.options.moves.slice(0, 1) } }),
      }[how];
      localStorage.setItem('semailles.answers', await spoilt());
    }, [spoiling, kept.text, kept.answers]);
    const engines = await holdEngines(page);
    await page.goto('index.html?lang=en');
    await expect.poll(engines.asked).toBe(true);
    expect(await page.locator('svg.board .playable').count()).toBe(0);
    engines.release();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.evaluate(() => window.semailles.controller.record().tokens)).toEqual(kept.answers.options.moves);
  });
}

/** The chunks a shipped module of dist/js/ imports statically (`./chunk-….js`, as dist/js/ paths). */
function chunksOf(module) {
  const code = readFileSync(new URL(`../../dist/js/${module}`, import.meta.url), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"((?:\.{1,2}\/)+chunk-[\w-]+\.js)"/g)]
    .map((m) => new URL(m[1], `https://x/js/${module}`).pathname)
    .filter((p, i, all) => all.indexOf(p) === i);
}

// In the shipped page, a module loaded on demand that needs chunks the page has not loaded gets
// them preloaded as its import starts, and the scripts of the workers it starts (tools/ship.mjs):
// held until they are asked, it would otherwise never come. What the page imports once its first board is drawn, and the computer's
// module with the first computer seat. (The sources have no chunks.)
test('a module loaded on demand comes with its chunks, asked at the same time', async ({ page }) => {
  test.skip(TEST_ROOT !== 'dist', 'the sources are not bundled');
  const first = new Set(chunksOf('main.js'));
  const gates = {};
  for (const module of ['review-keys.js', 'prefs-panel.js', 'games/mraha/turn.js', 'ai.js']) {
    const chunks = chunksOf(module).filter((c) => !first.has(c));
    gates[`/js/${module}`] = chunks;
  }
  // The computer's module starts its worker: the worker's script comes with it too (the worker
  // then finds it in the browser's cache).
  gates['/js/ai.js'].push('/js/ai-worker.js');
  // Each of these needs at least one chunk of its own (else the test would prove nothing).
  for (const [module, chunks] of Object.entries(gates)) expect(chunks.length, module).toBeGreaterThan(0);
  const missing = await holdUntilAsked(page, gates);
  await page.goto('index.html?lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#btn-vs-computer').click();
  await expect.poll(() => Object.keys(missing).length, { timeout: 20_000 }).toBe(Object.keys(gates).length);
  expect(missing).toEqual(Object.fromEntries(Object.keys(gates).map((m) => [m, []])));
});

// The views opened by the top bar's buttons come with their words and looks asked at the same
// time as their module, and with the game's own part where they have one (the lessons' and
// the puzzles' data modules): each module is held until those are asked.
for (const [button, module, needed, shown] of [
  ['#btn-new', '/js/settings.js', ['/i18n/settings/en.json', '/panels.css', '/js/games/mraha/settings.js',
    '/js/games/tricerata/settings.js', '/i18n/tricerata/en.json'], '#settings[open]'],
  ['#btn-rules', '/js/rules-panel.js', ['/i18n/rules/en.json', '/panels.css'], '#rules[open]'],
  ['#btn-learn', '/js/lessons.js', ['/i18n/lessons/en.json', '/lessons.css', '/js/games/mraha/lessons.js'],
    '#lesson:not([hidden])'],
  ['#btn-puzzles', '/js/puzzles.js', ['/i18n/puzzles/en.json', '/puzzles.css', '/js/games/mraha/puzzle.js'],
    '#puzzle:not([hidden])'],
]) {
  test(`${button} opens its view with its module, words and looks asked at once`, async ({ page }) => {
    await page.goto('index.html?lang=en');
    await page.waitForSelector('body[data-ready="true"]');
    const missing = await holdUntilAsked(page, { [module]: needed });
    await page.locator(button).click();
    await expect(page.locator(shown)).toBeVisible();
    expect(missing).toEqual({ [module]: [] });
  });
}

// The QR code of the game's link (the Share buttons, shown once the page is ready) comes with
// its looks asked at the same time as its module.
test('the QR code opens with its module and its looks asked at once', async ({ page }) => {
  await page.goto('index.html?lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  const missing = await holdUntilAsked(page, { '/js/qr.js': ['/panels.css'] });
  await page.locator('#btn-qr').click();
  await expect(page.locator('#qr[open] svg.qr-code')).toBeVisible();
  expect(missing).toEqual({ '/js/qr.js': [] });
});

/** What the page imports right after its first board is drawn (not counted by measure.mjs). */
const AFTER_BOARD = [
  '/js/page-buttons.js', '/js/review-keys.js', '/js/save-buttons.js', '/js/prefs-panel.js',
  '/js/controller-later.js', '/js/games/mraha/turn.js', '/turn.css', '/i18n/later/en.json',
  '/i18n/mraha-turn/en.json', '/i18n/errors/en.json', '/pkg/semailles_later.wasm',
];

test('what the first board does not need is fetched only once it is drawn, before the page is ready', async ({ page }) => {
  await page.goto('index.html?lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  // Each resource's start against the page's mark `semailles:board-drawn` (measure.mjs counts
  // what came before it).
  const started = await page.evaluate(() => {
    const drawn = performance.getEntriesByName('semailles:board-drawn')[0].startTime;
    return Object.fromEntries(performance.getEntriesByType('resource')
      .map((e) => [new URL(e.name).pathname, e.startTime >= drawn ? 'after' : 'before']));
  });
  for (const path of AFTER_BOARD) expect(started[path], path).toBe('after');
  // The board itself came before it: its drawing and its words.
  for (const path of ['/js/games/mraha/board.js', '/i18n/mraha/en.json']) expect(started[path], path).toBe('before');
});

test('the first board fetches none of the on-demand parts; each comes, styled and worded, when used', async ({ page }) => {
  const asked = recordRequests(page);
  await page.goto('index.html?lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  expect(asked.filter((p) => ON_DEMAND.includes(p))).toEqual([]);

  // New game: the dialog, each game's part of it, its words and its looks.
  await page.locator('#btn-new').click();
  const settings = page.locator('#settings');
  await expect(settings).toBeVisible();
  await expect(settings.locator('h2')).toHaveText('New game');
  await expect(settings).toHaveAttribute('aria-label', 'New game');
  await expect(settings.locator('.more-rules').first()).toBeVisible();
  expect(await settings.evaluate((d) => getComputedStyle(d).borderTopLeftRadius)).toBe('16px');
  expect(asked).toEqual(expect.arrayContaining([
    '/js/settings.js', '/js/games/mraha/settings.js', '/js/games/tricerata/settings.js',
    '/i18n/settings/en.json', '/panels.css',
  ]));
  await page.screenshot({ path: join(ARTIFACTS, 'first-load-settings-desktop.png') });
  await page.locator('#settings-cancel').click();

  // The rules panel: its words (the vocabulary) and its looks.
  await page.locator('#btn-rules').click();
  const rules = page.locator('#rules');
  await expect(rules).toBeVisible();
  await expect(rules.locator('h2').first()).toHaveText('Rules and words');
  await expect(rules.locator('dl.vocab dt').first()).toBeVisible();
  expect(asked).toContain('/i18n/rules/en.json');
  await page.screenshot({ path: join(ARTIFACTS, 'first-load-rules-desktop.png') });
  await page.keyboard.press('Escape');

  // The computer: its module and its worker come with the first computer seat.
  expect(asked).not.toContain('/js/ai.js');
  await page.locator('#btn-vs-computer').click();
  await expect.poll(() => asked.includes('/js/ai.js')).toBe(true);

  // A change of language brings the words of the parts loaded so far.
  await page.selectOption('#lang', 'fr');
  await page.locator('#btn-rules').click();
  await expect(rules.locator('h2').first()).toHaveText('Règles et vocabulaire');
  expect(asked).toContain('/i18n/rules/fr.json');
});

test('on a phone the dialogs loaded on demand fit the screen, styled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('index.html?lang=fr&game=tricerata');
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#btn-new').click();
  const settings = page.locator('#settings');
  await expect(settings.locator('h2')).toHaveText('Nouvelle partie');
  const box = await settings.boundingBox();
  expect(box.width).toBeLessThanOrEqual(390);
  await expect(page.locator('#settings-start')).toBeInViewport();
  await page.screenshot({ path: join(ARTIFACTS, 'first-load-settings-phone.png') });
});
