// The Mraha wa tso page in a real browser: loading, a whole game played by clicking the board,
// refusals, undo/redo, the language switch, the animation, screenshots of the board.

import {
  test, expect, openGame, view, setSpeed, settled, clickToken, rng, ARTIFACTS, stopClock,
} from './fixtures.mjs';
import { join } from 'node:path';

test('loads, draws the bao, and offers the four opening moves', async ({ page }) => {
  await openGame(page);
  const v = await view(page);
  expect(v.game).toBe('mraha');
  expect(v.legal).toEqual(['A6L', 'A6R', 'A7L', 'A7R']);
  // Only the legal pits glow.
  await expect(page.locator('svg.board .pit.playable')).toHaveCount(2);
  await expect(page.locator('svg.board .pit.playable[data-pit="A6"]')).toHaveCount(1);
  // Counts drawn as numbers: the two nyumba hold 6.
  await expect(page.locator('[data-pit="A5"] .count text')).toHaveText('6');
  await expect(page.locator('[data-pit="a5"] .count text')).toHaveText('6');
  // The nyumba are square; South's is column 5 from the left, North's column 4 (rules §1).
  const x = async (pit) => (await page.locator(`[data-pit="${pit}"] .hole`).boundingBox()).x;
  const cols = await Promise.all(['A1', 'A5', 'a5', 'a8'].map(x));
  const pitch = (cols[1] - cols[0]) / 4;
  expect(Math.round((cols[2] - cols[3]) / pitch)).toBe(3);
  await expect(page.locator('[data-pit="A5"] rect.hole')).toHaveCount(1);
  await page.screenshot({ path: join(ARTIFACTS, 'mraha-start-desktop.png'), fullPage: true });
});

test('a pit then an arrow plays the move; the move list shows it', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  await page.locator('[data-pit="A6"]').click();
  await expect(page.locator('.arrow')).toHaveCount(2);
  await page.screenshot({ path: join(ARTIFACTS, 'mraha-arrows-desktop.png') });
  await page.locator('.arrow[data-token="A6L"]').click();
  await settled(page);
  const v = await view(page);
  expect(v.to_move).toBe(1);
  expect(v.moves.map((m) => m.text)).toEqual(['A6L*']);
  await expect(page.locator('#moves li')).toHaveText([/A6L\*/]);
  // A6L in namua: the seed goes into A6 (3), which is lifted and sown to A5, A4, A3.
  await expect(page.locator('[data-pit="A6"] .count')).toHaveClass(/empty/);
  await expect(page.locator('[data-pit="A5"] .count text')).toHaveText('7');
  await expect(page.locator('[data-pit="A3"] .count text')).toHaveText('1');
});

// An arrow's hit square is a 44 px target at the board's drawn size: on a desktop it leaves the
// next pit alone, so a click meant to choose that pit instead (between its centre and the
// arrow, off the arrow's disc) chooses it and plays nothing. The square of 92 units it had
// played the arrow there.
test('with a pit chosen, a click on the next glowing pit off its centre chooses that pit, and plays nothing', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  await page.locator('[data-pit="A6"]').click();
  await expect(page.locator('.arrow')).toHaveCount(2);
  const centre = async (sel) => {
    const b = await page.locator(sel).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const [a6, a7, disc] = await Promise.all([
    centre('[data-pit="A6"] .hole'), centre('[data-pit="A7"] .hole'), centre('.arrow[data-token="A6R"] .arrow-disc'),
  ]);
  const gap = Math.hypot(a7.x - a6.x, a7.y - a6.y);
  const discR = (await page.locator('.arrow[data-token="A6R"] .arrow-disc').boundingBox()).width / 2;
  // 8 px from A7's centre towards A6: inside the pit, off the arrow's disc.
  const at = { x: a7.x + ((a6.x - a7.x) * 8) / gap, y: a7.y + ((a6.y - a7.y) * 8) / gap };
  expect(Math.hypot(at.x - disc.x, at.y - disc.y)).toBeGreaterThan(discR + 2);
  await page.mouse.click(at.x, at.y);
  await expect(page.locator('.pit.selected[data-pit="A7"]')).toHaveCount(1);
  expect((await view(page)).ply).toBe(0);
  // The arrows are A7's now; its disc still plays.
  await expect(page.locator('.arrow[data-token="A7L"]')).toHaveCount(1);
  const b = await page.locator('.arrow[data-token="A7L"] .arrow-hit').boundingBox();
  expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44 - 0.5);
  await page.locator('.arrow[data-token="A7L"] .arrow-disc').click();
  await settled(page);
  expect((await view(page)).moves.map((m) => m.tokens).flat()).toEqual(['A7L']);
});

test('a refusal is taken back once a glowing pit is chosen; a pit chosen leaves the last turn\'s words', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  const message = page.locator('#message');
  await page.locator('[data-pit="A1"]').click();
  await expect(message).toHaveClass(/refused/);
  // A legal pit: its arrows come, and the refusal no longer stands beside them.
  await page.locator('[data-pit="A6"]').click();
  await expect(page.locator('.arrow')).toHaveCount(2);
  await expect(message).not.toHaveClass(/refused/);
  await expect(message).toHaveText('');
  await clickToken(page, 'A6L');
  await settled(page);
  const said = await message.textContent();
  expect(said).toMatch(/^South/);
  // North chooses a pit with no refusal shown: what South's turn did is still said.
  const pit = (await view(page)).choices.find((c) => c.kind === 'start').pit;
  await page.locator(`[data-pit="${pit}"]`).click();
  await expect(page.locator('.arrow')).not.toHaveCount(0);
  await expect(message).toHaveText(said);
  // By the keyboard too: Escape forgets the pit, Enter on a pit of South's is refused, then
  // Enter on the glowing pit.
  await page.keyboard.press('Escape');
  await expect(page.locator('.arrow')).toHaveCount(0);
  await page.locator('[data-pit="A2"]').focus();
  await page.keyboard.press('Enter');
  await expect(message).toHaveClass(/refused/);
  await page.locator(`[data-pit="${pit}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.arrow')).not.toHaveCount(0);
  await expect(message).not.toHaveClass(/refused/);
});

test('an illegal click is refused with a visible message and nothing changes', async ({ page }) => {
  await openGame(page);
  const before = await view(page);
  await page.locator('[data-pit="A1"]').click();
  const message = page.locator('#message');
  await expect(message).toHaveClass(/refused/);
  await expect(message).toBeVisible();
  await expect(message).toContainText('No legal move starts from A1');
  // An opponent's pit is refused too, named as his: a beginner learns which rows are his own.
  await page.locator('[data-pit="a6"]').click();
  await expect(message).toHaveText("a6 is North's pit: sow from your own two rows, from a glowing pit.");
  // North to move: South's pits are the other side's.
  await setSpeed(page, 'instant');
  await clickToken(page, 'A6L');
  await settled(page);
  await page.locator('[data-pit="B2"]').click();
  await expect(message).toHaveText("B2 is South's pit: sow from your own two rows, from a glowing pit.");
  await page.evaluate(() => window.semailles.controller.undo());
  await settled(page);
  const after = await view(page);
  expect(after.text).toBe(before.text);
  expect(after.moves).toEqual([]);
  await expect(page.locator('.arrow')).toHaveCount(0);
  // The engine refuses a token that is not legal, with its code, and the page translates it.
  await page.evaluate(() => window.semailles.controller.play('B1R'));
  await expect(message).toHaveText(/B1R/);
  expect((await view(page)).text).toBe(before.text);
});

test('undo and redo', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  const start = await view(page);
  await expect(page.locator('#btn-undo')).toBeDisabled();
  await clickToken(page, 'A7R');
  const afterFirst = await view(page);
  await clickToken(page, afterFirst.legal[0]);
  await page.locator('#btn-undo').click();
  await settled(page);
  expect((await view(page)).text).toBe(afterFirst.text);
  await page.locator('#btn-undo').click();
  await settled(page);
  const back = await view(page);
  expect(back.text).toBe(start.text);
  expect(back.moves).toEqual([]);
  await expect(page.locator('[data-pit="A7"] .count text')).toHaveText('2');
  await page.locator('#btn-redo').click();
  await settled(page);
  expect((await view(page)).text).toBe(afterFirst.text);
});

test('several tokens in one engine call: all or nothing', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'instant');
  await clickToken(page, 'A7R');
  await page.locator('#btn-undo').click();
  await settled(page);
  const start = await view(page);
  expect(start.can_redo).toBe(true);
  const result = await page.evaluate(async () => {
    const game = window.semailles.controller.game;
    const first = (await game.view()).legal[0];
    let refused = null;
    try {
      await game.playAll([first, 'A9Z']);
    } catch (e) {
      refused = e;
    }
    const unchanged = await game.view();
    const played = await game.playAll([first]);
    return { refused, unchanged, played: played.view, events: played.events.length };
  });
  // The bad token is named, and the good one before it is taken back: nothing changed, the
  // undone line can still be redone.
  expect(result.refused.code).toMatch(/token/);
  expect(result.refused.token).toBe('A9Z');
  expect(result.unchanged.text).toBe(start.text);
  expect(result.unchanged.moves).toEqual([]);
  expect(result.unchanged.can_redo).toBe(true);
  expect(result.played.moves).toHaveLength(1);
  expect(result.events).toBeGreaterThan(0);
});

test('the language switch translates the page', async ({ page }) => {
  await openGame(page);
  await expect(page.locator('#btn-new')).toHaveText('New game');
  await expect(page.locator('#status')).toContainText('South, teza!');
  await page.selectOption('#lang', 'fr');
  await expect(page.locator('#btn-new')).toHaveText('Nouvelle partie');
  await expect(page.locator('#status')).toContainText('Sud, teza !');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.tray[data-player="1"] .tray-name')).toHaveText('Nord');
  await page.locator('#btn-rules').click();
  await expect(page.locator('#rules .vocab')).toContainText('kamu');
  await expect(page.locator('#rules .vocab')).toContainText('trakatra');
  await page.locator('#rules-close').click();
  // A pit chosen, its arrows shown: the other language keeps them, in its words.
  await page.locator('[data-pit="A6"]').click();
  await expect(page.locator('.arrow')).toHaveCount(2);
  await page.selectOption('#lang', 'en');
  await expect(page.locator('#status')).toContainText('South, teza!');
  await expect(page.locator('[data-pit="A6"]')).toHaveClass(/selected/);
  await expect(page.locator('.arrow[data-token="A6L"]')).toHaveAttribute('aria-label', /to the left/);
  await page.locator('.arrow[data-token="A6L"]').click();
  await expect.poll(async () => (await view(page)).moves.length).toBe(1);
});

test('the language switched while a turn is drawn, the computer to answer: the status says it thinks', async ({ page }) => {
  await page.clock.install();
  await openGame(page, '?lang=fr&preset=mraha&seats=h.5');
  await page.selectOption('#speed', 'slow');
  // Played as the board plays it, without waiting for the turn's drawing to end.
  await page.evaluate(() => { window.semailles.controller.play('A6L'); });
  await expect.poll(() => page.evaluate(() => window.semailles.controller.board.anim.running)).toBe(true);
  await page.selectOption('#lang', 'en');
  // The turn drawn to its end in the new words; North, the computer's, is thinking (it shows
  // its thinking for 0.9 s at least at this speed, a timer that the page's clock, stopped, never
  // lets end): the status says so, not a person's instruction.
  await stopClock(page);
  await expect(page.locator('#status')).toHaveText('North (the computer) is thinking…');
  expect((await view(page)).moves).toHaveLength(1);
});

test('the language switch rewrites the hands and the pits\' names of sides that have not moved', async ({ page }) => {
  await openGame(page, '?lang=en');
  const tray = (player) => page.locator(`.tray[data-player="${player}"] .tray-count`);
  await expect(tray(0)).toHaveText('22 tso in hand');
  await page.selectOption('#lang', 'fr');
  await expect(page.locator('.tray[data-player="1"] .tray-name')).toHaveText('Nord');
  await expect(tray(0)).toHaveText('22 tso en main');
  await expect(tray(1)).toHaveText('22 tso en main');
  await expect(page.locator('[data-pit="a5"]')).toHaveAttribute('aria-label', /^a5 \(nyumba\)\s: 6 tso/);
  // A lesson's board too.
  await page.goto('index.html?learn=mraha.capture&lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#lesson-board .tray[data-player="0"] .tray-count')).toContainText('in hand');
  await page.selectOption('#lang', 'fr');
  await expect(page.locator('#lesson-board .tray[data-player="0"] .tray-count')).toContainText('en main');
});

test('a takasiaed pit says so in its name, as its mark shows it, and no longer once the mark goes', async ({ page }) => {
  await openGame(page, '?lang=en');
  await setSpeed(page, 'instant');
  // The takasia lesson's position: South's A3 is takasiaed (Zanzibar rules).
  await page.evaluate(() => window.semailles.controller.start({ game: 'mraha', text: 'zanzibar.s.00400300222222220x.55000000444444430x.t3' }));
  await settled(page);
  const a3 = page.locator('[data-pit="A3"]');
  await expect(a3).toHaveClass(/takasia/);
  await expect(a3).toHaveAttribute('aria-label', /^A3 \(takasiaed\): 4 tso$/);
  await expect(page.locator('[data-pit="A6"]')).toHaveAttribute('aria-label', /^A6: 3 tso, playable$/);
  await page.selectOption('#lang', 'fr');
  await expect(a3).toHaveAttribute('aria-label', /^A3 \(takasiée\)\s: 4 tso$/);
  // Played on, the mark and the word go together.
  await clickToken(page, 'A6R');
  await settled(page);
  await expect(a3).not.toHaveClass(/takasia/);
  await expect(a3).toHaveAttribute('aria-label', /^A3\s: \d+ tso$/);
});

test('a link in one language, the other chosen: the address (the link copied) and a reload keep the choice', async ({ page }) => {
  await openGame(page, '?lang=fr&moves=A6L');
  await expect(page.locator('#btn-new')).toHaveText('Nouvelle partie');
  await page.selectOption('#lang', 'en');
  await expect(page.locator('#btn-new')).toHaveText('New game');
  expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
  expect(new URL(page.url()).searchParams.get('moves')).toBe('A6L');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#btn-new')).toHaveText('New game');
});

test.describe('in French by default for a French browser', () => {
  test.use({ locale: 'fr-FR' });
  test('French first', async ({ page }) => {
    await openGame(page);
    await expect(page.locator('#btn-new')).toHaveText('Nouvelle partie');
    await expect(page.locator('#lang')).toHaveValue('fr');
  });
});

test('the sowing is animated seed by seed, and can be skipped', async ({ page }) => {
  await openGame(page);
  await setSpeed(page, 'slow');
  await page.locator('[data-pit="A6"]').click();
  await page.locator('.arrow[data-token="A6L"]').click();
  await expect(page.locator('#btn-skip')).toBeEnabled();
  // Mid-animation the hand marker carries the seeds.
  await expect(page.locator('.hand-marker:not(.hidden)')).toHaveCount(1);
  await page.locator('#btn-skip').click();
  await settled(page);
  await expect(page.locator('#btn-skip')).toBeDisabled();
  await expect(page.locator('[data-pit="A5"] .count text')).toHaveText('7');
  await expect(page.locator('#message')).toContainText('trakatra');
});

for (const [preset, seed] of [['mraha', 7], ['zanzibar', 11], ['kujifunza', 3]]) {
  test(`a whole ${preset} game can be played to its end by clicking the board`, async ({ page }) => {
    test.setTimeout(240_000);
    await openGame(page, `?preset=${preset}`);
    await setSpeed(page, 'instant');
    const pick = rng(seed);
    let v = await view(page);
    expect(v.rules.preset).toBe(preset);
    let plies = 0;
    const seenDecisions = new Set();
    while (!v.outcome) {
      expect(v.legal.length).toBeGreaterThan(0);
      seenDecisions.add(v.decision);
      if (v.decision === 'nyumba' && !seenDecisions.has('shot')) {
        seenDecisions.add('shot');
        await page.screenshot({ path: join(ARTIFACTS, `${preset}-nyumba-question.png`) });
      }
      await clickToken(page, v.legal[pick(v.legal.length)]);
      const next = await view(page);
      expect(next.ply).toBe(v.ply + 1);
      v = next;
      plies++;
      if (plies === 30) await page.screenshot({ path: join(ARTIFACTS, `${preset}-midgame-desktop.png`) });
      expect(plies).toBeLessThan(3000);
    }
    // The end is announced: who won and why.
    await expect(page.locator('#end')).toBeVisible();
    await expect(page.locator('#end-head')).toContainText(v.outcome.winners[0] === 0 ? 'South wins' : 'North wins');
    await expect(page.locator('#end-text')).toContainText(v.outcome.reason === 'kamu' ? 'Kamu' : 'no legal move');
    // Nothing is playable any more, and a click says so.
    await expect(page.locator('.pit.playable')).toHaveCount(0);
    await page.locator('[data-pit="B4"]').click();
    await expect(page.locator('#message')).toHaveClass(/refused/);
    // Seeds are conserved on screen: 64 on the board and in the hands.
    const shown = await page.evaluate(() => {
      const v = window.semailles.controller.view;
      const sides = [v.setup.south, v.setup.north];
      return sides.reduce((s, x) => s + x.hand + [...x.front, ...x.back].reduce((a, b) => a + b, 0), 0);
    });
    expect(shown).toBe(64);
    await page.screenshot({ path: join(ARTIFACTS, `${preset}-end-desktop.png`), fullPage: true });
    test.info().annotations.push({ type: 'plies', description: `${preset}: ${plies} plies, ${[...seenDecisions].join(' ')}` });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the board fits and plays by tapping', async ({ page }) => {
    await openGame(page);
    await setSpeed(page, 'instant');
    const box = await page.locator('svg.board').boundingBox();
    expect(box.width).toBeLessThanOrEqual(390);
    // Pits stay large enough to tap.
    const pit = await page.locator('[data-pit="A6"] .hole').boundingBox();
    expect(pit.width).toBeGreaterThanOrEqual(34);
    await page.locator('[data-pit="A7"]').tap();
    await page.screenshot({ path: join(ARTIFACTS, 'mraha-arrows-phone.png'), fullPage: true });
    await page.locator('.arrow[data-token="A7L"]').tap();
    await settled(page);
    expect((await view(page)).moves.length).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'mraha-phone.png'), fullPage: true });
  });
});

test('settings: the learners\' variant greys the switches its game never consults, and leaves them out of the game', async ({ page }) => {
  await openGame(page, '?lang=fr');
  await page.locator('#btn-new').click();
  await page.locator('input[name="preset"][value="zanzibar"]').check();
  await expect(page.locator('#switch-nyumba_stop')).toBeEnabled();
  await page.locator('input[name="preset"][value="kujifunza"]').check();
  // No seed in hand, no nyumba: no namua, no stop in the nyumba (the engine's catalogue says so).
  for (const id of ['namua_singletons', 'nyumba_stop']) {
    await expect(page.locator(`#switch-${id}`)).toBeDisabled();
    await expect(page.locator(`#switch-${id}-help .unused-note`)).toBeVisible();
    await expect(page.locator(`#switch-${id}-help`)).toContainText('Sans objet dans cette variante');
  }
  await expect(page.locator('#switch-takasia')).toBeEnabled();
  await expect(page.locator('#switch-takasia-help .unused-note')).toBeHidden();
  await page.selectOption('#switch-takasia', 'on');
  await page.screenshot({ path: join(ARTIFACTS, 'settings-kujifunza.png') });
  await page.locator('#settings-start').click();
  await settled(page);
  const v = await view(page);
  expect(v.rules).toMatchObject({ preset: 'kujifunza', takasia: 'on' });
  // The address names the variant and the switch chosen, not the ones that do not play.
  expect(page.url()).toContain('takasia=on');
  expect(page.url()).not.toMatch(/nyumba_stop|namua_singletons/);
  // The rules beside the board leave them out too.
  const rules = page.locator('#current-rules');
  await expect(rules).toContainText('Takasia');
  await expect(rules).toContainText('Bao la Kujifunza');
  await expect(rules).toContainText('Prise depuis un singleton');
  await expect(rules).not.toContainText('Arrêt dans la nyumba');
  await expect(rules).not.toContainText('Trakatra depuis un singleton');
  // Back to a variant with a nyumba: its switches come back.
  await page.locator('#btn-new').click();
  await page.locator('input[name="preset"][value="mraha"]').check();
  await expect(page.locator('#switch-nyumba_stop')).toBeEnabled();
  await expect(page.locator('#switch-nyumba_stop-help .unused-note')).toBeHidden();
});

test('settings: a preset and a switch chosen before the game; kotso asked on the board', async ({ page }) => {
  test.setTimeout(240_000);
  await openGame(page);
  await setSpeed(page, 'instant');
  await page.locator('#btn-new').click();
  await expect(page.locator('#settings')).toBeVisible();
  // Every preset and switch comes with its one-line explanation.
  await expect(page.locator('#settings-mraha .presets .help')).toHaveCount(3);
  await expect(page.locator('#settings-mraha .switch .help')).toHaveCount(6);
  await page.locator('input[name="preset"][value="zanzibar"]').check();
  // Choosing a preset shows its switch values (asked of the engine).
  await expect(page.locator('#switch-takasia')).toHaveValue('on');
  await expect(page.locator('#switch-nyumba_stop')).toHaveValue('forced');
  await page.selectOption('#switch-central_entry', 'free');
  await page.screenshot({ path: join(ARTIFACTS, 'settings-desktop.png') });
  await page.locator('#settings-start').click();
  await settled(page);
  await expect(page.locator('#settings')).toBeHidden();
  let v = await view(page);
  expect(v.rules).toMatchObject({ preset: 'zanzibar', central_entry: 'free', takasia: 'on' });
  await expect(page.locator('#current-rules')).toContainText('player\'s choice');
  // Play until a kotso question comes, answer it by clicking a glowing kotso.
  const pick = rng(5);
  let answered = false;
  for (let i = 0; i < 400 && !v.outcome && !answered; i++) {
    if (v.decision === 'kotso') {
      await expect(page.locator('.pit.choice')).toHaveCount(2);
      await expect(page.locator('#status')).toContainText('kotso');
      await page.screenshot({ path: join(ARTIFACTS, 'zanzibar-kotso-question.png') });
      // A pit that is not a kotso is refused.
      const other = v.to_move === 0 ? 'A4' : 'a4';
      await page.locator(`[data-pit="${other}"]`).click();
      await expect(page.locator('#message')).toHaveClass(/refused/);
      expect((await view(page)).text).toBe(v.text);
      const token = v.legal[pick(2)];
      await clickToken(page, token);
      await settled(page);
      // The turn ended by the answer is said whole: the kotso, and what its sowing captured
      // before the question ("plays a8" alone before).
      const kotso = v.choices.find((c) => c.token === token);
      await expect(page.locator('#message')).toContainText(`enters by the kotso ${kotso.pit}, captured `);
      answered = true;
    } else {
      await clickToken(page, v.legal[pick(v.legal.length)]);
    }
    v = await view(page);
  }
  expect(answered).toBe(true);
});

test('the game lives in the address: a reload or a shared link brings it back', async ({ page }) => {
  await openGame(page, '?preset=zanzibar&s.central_entry=free');
  await setSpeed(page, 'instant');
  await clickToken(page, 'A6L');
  await clickToken(page, (await view(page)).legal[0]);
  const before = await view(page);
  expect(page.url()).toContain('moves=A6L.');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  const after = await view(page);
  expect(after.text).toBe(before.text);
  expect(after.rules).toMatchObject({ preset: 'zanzibar', central_entry: 'free' });
  expect(after.moves.map((m) => m.text)).toEqual(before.moves.map((m) => m.text));
  // Undo is reflected too; a broken link still opens its game, with the legal moves before the
  // refused token (and says which token: tests/browser/bad-links.spec.mjs).
  await page.locator('#btn-undo').click();
  await settled(page);
  expect(page.url()).not.toContain('.a');
  await openGame(page, '?preset=mraha&moves=A6L.Z9');
  expect((await view(page)).moves.flatMap((m) => m.tokens)).toEqual(['A6L']);
  await expect(page.locator('#link-problem li[data-part="moves"]')).toContainText('Z9');
});

test('a slow legality proof runs in the worker: the page stays responsive', async ({ page }) => {
  test.setTimeout(120_000);
  await openGame(page);
  // The engine's own examples of positions whose legal lists need a never-ending-turn proof of
  // millions of laps (crate/examples/time_legal.rs): about 0.2 s each in Chromium, close to the
  // page's 150 ms before it says "thinking". So the worker is first asked for the other one's
  // view (a second match, beside the page's), and the page's question waits behind it.
  const seen = await page.evaluate(async () => {
    const c = window.semailles.controller;
    const other = await window.semailles.createGame({ game: 'mraha', text: 'mraha.n.00010000021012000x.1232j3012d2143100x' });
    const busy = other.view();
    const started = c.start({ game: 'mraha', text: 'zanzibar.n.00000001101103010x.18161085050363270x' });
    // The page's own timer fires and says "thinking" while the engine is still at work: that
    // can only happen when the engine does not hold the main thread.
    await new Promise((resolve) => {
      const look = () => (document.querySelector('#status').classList.contains('thinking') || c.pending === 0
        ? resolve()
        : setTimeout(look, 10));
      look();
    });
    const status = document.querySelector('#status');
    const whileBusy = { thinking: status.classList.contains('thinking'), pending: c.pending, says: status.textContent };
    await Promise.all([started, busy]);
    other.dispose();
    return whileBusy;
  });
  expect(seen).toEqual({ thinking: true, pending: 1, says: 'The engine is thinking (ruling out a never-ending turn)…' });
  const v = await view(page);
  expect(v.legal).toEqual(['a2L', 'a2R', 'a4L', 'a4R', 'a7L', 'a7R', 'a8L']);
  await expect(page.locator('#status')).not.toHaveClass(/thinking/);
});

for (const screen of [{ width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 768, height: 1024 }]) {
  test(`on a ${screen.width}x${screen.height} screen the status, the whole board and the turn's buttons fit without scrolling`, async ({ page }) => {
    await page.setViewportSize(screen);
    const fits = async (query) => {
      const box = await page.evaluate(() => {
        const r = (sel) => document.querySelector(sel).getBoundingClientRect();
        return { board: r('svg.board').bottom, undo: r('#btn-undo'), hint: r('#btn-hint').bottom };
      });
      await expect(page.locator('#status'), query).toBeInViewport({ ratio: 1 });
      expect(box.board, query).toBeLessThanOrEqual(box.undo.top);
      expect(Math.max(box.undo.bottom, box.hint), query).toBeLessThanOrEqual(screen.height);
    };
    for (const query of ['', '?game=tricerata&board=triangle:5&players=2&stones=1']) {
      await page.goto(`index.html${query}`);
      await page.waitForSelector('body[data-ready="true"]');
      await fits(query);
      // "Play the computer" says under the board who plays whom, in French too (the longer):
      // the buttons stay in the screen (two lines of it pushed them 19 px under 1280 × 800).
      for (const lang of ['en', 'fr']) {
        await page.goto(`index.html${query}${query ? '&' : '?'}lang=${lang}`);
        await page.waitForSelector('body[data-ready="true"]');
        await page.locator('#btn-vs-computer').click();
        await expect(page.locator('#message'), lang).toContainText(/jouez|play/);
        await fits(`${query} ${lang}, against the computer`);
      }
    }
  });
}

test('the game\'s last turn is said to be sown while it is drawn, and only then the game over and its winner', async ({ page }) => {
  // A whole game but its last turn (South sows B1 to the right and wins).
  const moves = 'A7L.a5L.A6R.a7R.A5R.a8L.go.A8L.a4L.A6R.a7L.A6L.a6R.A2R.a6L.A5L.a2R.A5L.a8L.A8L.a3L.A3R.a5L.A3R.a2R.A4L.a6R.A7L.a4R.A4R.a4R.A2R.a2R.A1R.a5R.A3L.a7L.A3R.a2R.A8L.a4L.A7L.a7L.A4L.a3R.B7L.b2R.A3L.a8L.B3R.b6L.B1R.b7L.A5L.b1R.B2R.a7L.A4R.b5L.A5L.b3R.A2R.a3L.A5L.b2R.B8L.a2L.A2R.b7R.B8L.b5L.B3R.b1R.B6L.a5R.B7L.a7L.A5R.a8L.A6R.a7L.B8L.b6L.A6L.b7L.B7L.b8L';
  await page.goto(`index.html?preset=mraha&moves=${moves}&lang=en`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#speed', 'slow');
  await page.locator('[data-pit="B1"]').click();
  await page.locator('[data-token="B1R"]').click();
  await expect.poll(() => page.evaluate(() => window.semailles.controller.animating)).toBe(true);
  await expect(page.locator('#status')).toHaveText('Sowing…');
  await page.locator('#btn-skip').click();
  await expect(page.locator('#status')).toHaveText('Game over. South wins!');
});


test('at the nyumba\'s question its buttons are the Tab stops; the nyumba pit is not said to be playable', async ({ page }) => {
  await openGame(page, '?preset=mraha&moves=A7L.a5L.A6L.a5R&lang=en');
  await setSpeed(page, 'instant');
  await clickToken(page, 'A2R');
  await settled(page);
  const v = await view(page);
  expect(v.decision).toBe('nyumba');
  const nyumba = page.locator('svg.board [data-pit="A5"]');
  // Enter on it is refused ("answer with the buttons"): it is no Tab stop, nor "playable".
  await expect(nyumba).toHaveAttribute('tabindex', '-1');
  expect(await nyumba.getAttribute('aria-label')).not.toContain('playable');
  const buttons = page.locator('svg.board .decision-button');
  await expect(buttons).toHaveCount(2);
  for (const b of await buttons.all()) {
    await expect(b).toHaveAttribute('tabindex', '0');
    // Its name begins with the word it shows ("Sow on"): said aloud by a voice-control user, the
    // word on the button names it.
    const shown = await b.locator('text').textContent();
    expect(await b.getAttribute('aria-label')).toMatch(new RegExp(`^${shown}\\b`));
  }
  // Another language while the question is asked: the buttons are written and named in it.
  await page.selectOption('#lang', 'fr');
  await expect(buttons.locator('text')).toHaveText([/^(Semer|Rester)$/, /^(Semer|Rester)$/]);
  for (const b of await buttons.all()) {
    const shown = await b.locator('text').textContent();
    expect(await b.getAttribute('aria-label')).toMatch(new RegExp(`^${shown}\\b`));
  }
});

test('played from the keyboard, the nyumba\'s question takes the focus to its buttons, and the arrow keys go between them', async ({ page }) => {
  await openGame(page, '?preset=mraha&moves=A7L.a5L.A6L.a5R&lang=en');
  await setSpeed(page, 'instant');
  await page.locator('[data-pit="A2"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.arrow[data-token="A2R"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await settled(page);
  expect((await view(page)).decision).toBe('nyumba');
  const buttons = page.locator('svg.board .decision-button');
  await expect(buttons.first()).toBeFocused();
  // The key toward the other button on screen reaches it, and Enter answers with it.
  const [a, b] = await Promise.all([buttons.nth(0).boundingBox(), buttons.nth(1).boundingBox()]);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const key = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : (dy > 0 ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press(key);
  await expect(buttons.nth(1)).toBeFocused();
  const token = await buttons.nth(1).getAttribute('data-token');
  await page.keyboard.press('Enter');
  await settled(page);
  const v = await view(page);
  expect(v.moves.at(-1).tokens).toContain(token);
});

test('the end panel\'s New game, from a page scrolled down to it, brings the new game\'s status into sight', async ({ page }) => {
  await openGame(page, '?lang=en&preset=kujifunza&seats=h.h');
  await setSpeed(page, 'instant');
  await page.evaluate(async () => {
    const c = window.semailles.controller;
    const idle = () => new Promise((r) => { const tick = () => (c.animating ? setTimeout(tick, 5) : r()); tick(); });
    let s = 5;
    for (let i = 0; i < 3000 && !c.view.outcome; i++) {
      await idle();
      s = (s * 1103515245 + 12345) % 2147483648;
      await c.play(c.view.legal[s % c.view.legal.length]);
    }
    await idle();
  });
  await expect(page.locator('#end')).toBeVisible();
  // The end panel's New game, from a page scrolled to it.
  await page.locator('#btn-again').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => document.getElementById('status').getBoundingClientRect().top)).toBeLessThan(0);
  await page.locator('#btn-again').click();
  await page.locator('#settings-start').click();
  await expect.poll(async () => (await view(page)).moves.length).toBe(0);
  // The new game's status is scrolled back into view, whole (but a sub-pixel edge).
  await expect(page.locator('#status')).toBeInViewport({ ratio: 0.99 });
});

test('what was said to a screen reader alone is not left in another language once the language changes', async ({ page }) => {
  await openGame(page, '?lang=fr&seats=h.h');
  await setSpeed(page, 'instant');
  await clickToken(page, (await view(page)).choices[0].token);
  await settled(page);
  await page.locator('#btn-undo').click();
  await expect(page.locator('#spoken')).not.toBeEmpty();
  await page.selectOption('#lang', 'en');
  await expect(page.locator('#spoken')).toBeEmpty();
});
