// Correspondence play: two browsers (two contexts, each with its own storage) play a whole game
// by passing the links back and forth; the link just sent shows "waiting"; a forked or older
// link is not applied without asking; the phone's share sheet gets the link.

import { test, expect, view, settled, ARTIFACTS, audit, pitCentre } from './fixtures.mjs';
import { join } from 'node:path';

const BOARD = '?game=tricerata&board=triangle:3&players=2&stones=1';

// Whole games in several browsers: longer than one page's test.
test.describe.configure({ timeout: 180_000 });

/** A page in its own context; `share` stubs the Web Share API (a phone) or removes it. */
async function player(browser, { share = false, phone = false } = {}) {
  const context = await browser.newContext(phone
    ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'fr-FR' }
    : {});
  await context.addInitScript((withShare) => {
    if (withShare) {
      window.__shared = [];
      navigator.share = async (data) => {
        window.__shared.push(data);
      };
    } else {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    }
  }, share);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, errors };
}

async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#speed', 'instant');
}

/** Plays this side's whole turn through the page's API (`pick` chooses among the legal tokens). */
async function playTurn(page, pick = (legal) => legal[0]) {
  const me = (await view(page)).to_move;
  for (let i = 0; i < 200; i++) {
    const v = await view(page);
    if (v.outcome || v.to_move !== me) return;
    await page.evaluate((tk) => window.semailles.controller.play(tk), pick(v.legal));
    await settled(page);
  }
  throw new Error('the turn never ended');
}

/** "Send my move", and the link it sent. */
async function send(page) {
  await page.locator('#btn-send').click();
  await expect(page.locator('#corr-link')).toBeVisible();
  const shared = await page.evaluate(() => window.__shared?.at(-1)?.url ?? null);
  return shared ?? page.locator('#corr-link').inputValue();
}

/** Opens a friend's link on `page`, plays this side's turn and sends it: the link sent. */
async function answer(page, link) {
  await open(page, link);
  await playTurn(page);
  return send(page);
}

/** A Mraha game by link (kujifunza, in English) started on `page`, this browser playing `side`. */
async function startMraha(page, side) {
  await open(page, 'index.html?preset=kujifunza&lang=en');
  await page.locator('#btn-friend').click();
  await page.selectOption('#corr-game', 'mraha');
  await page.selectOption('#corr-side', String(side));
  await page.locator('#corr-start').click();
}

/** A Tricérata game by link for three players (hex:2) started on `page`, this browser playing `side`. */
async function startTricerata(page, side, lang = 'en') {
  await open(page, `index.html?game=tricerata&board=hex:2&players=3&stones=1&lang=${lang}`);
  await page.locator('#btn-friend').click();
  await page.selectOption('#corr-game', 'tricerata');
  await page.selectOption('#corr-side', String(side));
  await page.locator('#corr-start').click();
}

function tokens(v) {
  return v.moves.flatMap((m) => m.tokens);
}

test('correspondence: a whole game played by passing links between two browsers', async ({ browser }) => {
  const a = { ...(await player(browser)), side: 0 };
  const b = { ...(await player(browser)), side: 1 };
  await open(a.page, `index.html${BOARD}`);
  await a.page.locator('#btn-friend').click();
  await a.page.selectOption('#corr-game', 'tricerata');
  await a.page.selectOption('#corr-side', '0');
  await a.page.locator('#corr-start').click();
  await expect(a.page.locator('#corr')).toBeVisible();
  await expect(a.page.locator('#corr')).toHaveAttribute('data-turn', 'mine');
  const id = new URL(a.page.url()).searchParams.get('cg');
  expect(id).toMatch(/^[a-z0-9]{8}$/);

  let [mover, waiter] = [a, b];
  let sent = 0;
  for (; sent < 100; sent++) {
    await playTurn(mover.page);
    const link = await send(mover.page);
    expect(new URL(link).searchParams.get('cg')).toBe(id);
    const before = await view(mover.page);
    if (sent === 0) {
      // The link just sent, opened by its sender: waiting for the other side, who cannot be played here.
      await open(mover.page, link);
      // The turn just sent is marked on the board, its words rewritten, whenever that comes (here
      // made to come last): the page still knows that the other side is played elsewhere.
      await mover.page.waitForFunction(() => window.semailles.controller.turnEvents.length > 0);
      await mover.page.evaluate(() => {
        const c = window.semailles.controller;
        c.turnEvents = [];
        return c.markLastTurn();
      });
      await expect(mover.page.locator('#corr-status')).toContainText(/Waiting for|doit jouer\s: en attente de son coup/);
      await expect(mover.page.locator('#corr')).toHaveAttribute('data-turn', 'theirs');
      await expect(mover.page.locator('#status')).toContainText(/own screen|propre écran/);
      const v = await view(mover.page);
      await mover.page.evaluate((tk) => window.semailles.controller.play(tk), v.legal[0]);
      await expect(mover.page.locator('#message')).toHaveAttribute('data-kind', 'refused');
      expect(tokens(await view(mover.page))).toEqual(tokens(before));
      // The other side's seat is the friend's: the players panel cannot give it to the computer,
      // which would play the friend's moves here.
      await expect(mover.page.locator('#seat-1')).toBeDisabled();
      await expect(mover.page.locator('#seat-0')).toBeEnabled();
      await mover.page.evaluate(() => window.semailles.controller.setSeats(['h', '2']));
      expect(await mover.page.evaluate(() => window.semailles.controller.seats)).toEqual(['h', 'h']);
      expect(tokens(await view(mover.page))).toEqual(tokens(before));
      // The panel is rebuilt in another language: still locked.
      await mover.page.selectOption('#lang', 'fr');
      await expect(mover.page.locator('#seat-1')).toBeDisabled();
      await mover.page.selectOption('#lang', 'en');
    }
    await open(waiter.page, link);
    const got = await view(waiter.page);
    expect(got.text).toBe(before.text);
    expect(tokens(got)).toEqual(tokens(before));
    if (got.outcome) {
      // The last move's link went to the other player by name; who received it has nothing to send.
      await expect(mover.page.locator('.corr-link-label')).toContainText(`Link for Player ${2 - (await view(mover.page)).moves.at(-1).player}`);
      await expect(waiter.page.locator('#btn-send')).toBeHidden();
      await expect(mover.page.locator('#btn-send')).toBeVisible();
      // The end panel under the board sends the last move too (the bar above may be out of
      // sight): its link, for the other player.
      await expect(waiter.page.locator('#btn-end-send')).toBeHidden();
      const endSend = mover.page.locator('#end #btn-end-send');
      await expect(endSend).toBeVisible();
      await mover.page.locator('#corr-link').evaluate((input) => { input.value = ''; });
      await endSend.click();
      await expect(mover.page.locator('#corr-link')).toHaveValue(link);
      // Each says who won from its own side: "You win!" to the winner, the winner's name to the other.
      for (const x of [mover, waiter]) {
        const w = got.outcome.winners;
        const others = w.filter((p) => p !== x.side).map((p) => `Player ${p + 1}`).join(', ');
        // (Two players: both winners is a draw.)
        const head = w.length === 2 ? 'Draw!' : w.length !== 1
          ? (w.includes(x.side) ? `You share the win with ${others}!` : `Shared win: ${others}!`)
          : w[0] === x.side ? /^You win!$/ : new RegExp(`^Player ${w[0] + 1} wins!$`);
        await expect(x.page.locator('#end-head')).toHaveText(head);
      }
      // Rematch: a new game by link with the same friend, the sides swapped, not a game on one screen.
      await waiter.page.locator('#btn-rematch').click();
      await expect.poll(() => new URL(waiter.page.url()).searchParams.get('cg')).toMatch(/^[a-z0-9]{8}$/);
      expect(new URL(waiter.page.url()).searchParams.get('cg')).not.toBe(id);
      await expect(waiter.page.locator('#corr-status')).toContainText(`You play Player ${2 - waiter.side}.`);
      expect(await waiter.page.evaluate(() => [...window.semailles.controller.remote])).toEqual([waiter.side]);
      expect((await view(waiter.page)).moves).toEqual([]);
      break;
    }
    // The receiver plays the side to move, and is told what the other side played: in the
    // bar, and under the board as after any turn.
    await expect(waiter.page.locator('#corr')).toHaveAttribute('data-turn', 'mine');
    const last = got.moves.at(-1).text;
    await expect(waiter.page.locator('#corr-status')).toContainText(last);
    await expect(waiter.page.locator('#message')).toContainText(`Player ${got.moves.at(-1).player + 1}:`);
    [mover, waiter] = [waiter, mover];
  }
  expect(sent).toBeGreaterThan(1);
  // Both browsers know the game and that it is over.
  for (const p of [a, b]) {
    await open(p.page, 'index.html');
    await expect(p.page.locator(`#corr-games li[data-id="${id}"]`)).toHaveAttribute('data-turn', 'over');
  }
  expect([...a.errors, ...b.errors]).toEqual([]);
  await a.context.close();
  await b.context.close();
});

test('correspondence with three players: links go round, a link that reaches a player who has moved is passed on, and the last move\'s link is for the other players', async ({ browser }) => {
  const ps = [await player(browser), await player(browser), await player(browser)];
  await startTricerata(ps[0].page, 0);
  await expect(ps[0].page.locator('#corr')).toHaveAttribute('data-turn', 'mine');
  let mover = 0;
  for (let sent = 0; sent < 200; sent++) {
    const { page } = ps[mover];
    await playTurn(page);
    const link = await send(page);
    const v = await view(page);
    if (v.outcome) {
      await expect(page.locator('.corr-link-label')).toContainText('Link for the other players');
      await expect(page.locator('#message')).toContainText('send it to the other players');
      // Each of the others opens it: the game is over there too, with nothing to send.
      for (const other of ps.filter((_, i) => i !== mover)) {
        await open(other.page, link);
        expect((await view(other.page)).outcome).not.toBeNull();
        await expect(other.page.locator('#btn-send')).toBeHidden();
      }
      break;
    }
    await expect(page.locator('.corr-link-label')).toContainText(`Link for Player ${v.to_move + 1}`);
    if (sent === 1) {
      // The second link (for Player 3) also reaches Player 1, who has moved already: nothing
      // of theirs to send, only the link to pass on.
      await open(ps[0].page, link);
      await expect(ps[0].page.locator('#corr-status')).toHaveText(`You play Player 1. Waiting for Player ${v.to_move + 1}.`);
      await expect(ps[0].page.locator('#btn-send')).toHaveText('Pass the link on');
    }
    mover = v.to_move;
    await open(ps[mover].page, link);
    // The bar says every turn played since this player's own, not the last one only.
    const got = await view(ps[mover].page);
    const mine = got.moves.findLastIndex((m) => m.player === mover);
    if (mine >= 0) {
      const since = got.moves.slice(mine + 1).map((m) => `Player ${m.player + 1} played ${m.text}`);
      expect(since.length).toBeGreaterThan(0);
      await expect(ps[mover].page.locator('#corr-status')).toContainText(`${since.join(', ')} — your move.`);
    }
  }
  expect((await view(ps[mover].page)).outcome).not.toBeNull();
  expect(ps.flatMap((p) => p.errors)).toEqual([]);
  for (const p of ps) await p.context.close();
});

test('correspondence with three players, a link sent to a group: whoever opens it first may choose their seat, until they play; a seat only guessed follows the link that shows it is another\'s', async ({ browser }) => {
  const ps = [await player(browser), await player(browser), await player(browser)];
  await startTricerata(ps[0].page, 0);
  // The seat chosen in the dialog is sure: no seat to choose on the bar.
  await expect(ps[0].page.locator('.corr-seat')).toBeHidden();
  await playTurn(ps[0].page);
  const toTwo = await send(ps[0].page);

  // Player 3 opens the link meant for Player 2 (sent to the group): the seat it was sent to is
  // only a guess, and can be changed, which the board follows.
  const p3 = ps[2].page;
  await open(p3, toTwo);
  await expect(p3.locator('#corr-status')).toContainText('You play Player 2.');
  await expect(p3.locator('.corr-seat')).toBeVisible();
  await expect(p3.locator('#corr-seat')).toHaveValue('1');
  // Looked at and left: it stays a guess. The real Player 2 plays and sends to Player 3.
  const p2 = ps[1].page;
  await open(p2, toTwo);
  await playTurn(p2);
  // A move played here makes the seat this browser's.
  await expect(p2.locator('.corr-seat')).toBeHidden();
  const toThree = await send(p2);
  // Player 3 opens that link: it holds a move of the seat guessed here, played elsewhere, so
  // that seat was another's; the seat is now the one the link was sent to, without a question.
  await open(p3, toThree);
  await expect(p3.locator('#corr-conflict')).toHaveCount(0);
  await expect(p3.locator('#corr-status')).toContainText('You play Player 3.');
  await expect(p3.locator('#corr')).toHaveAttribute('data-turn', 'mine');
  expect(await p3.evaluate(() => [...window.semailles.controller.remote].sort())).toEqual([0, 1]);
  await playTurn(p3);
  await expect(p3.locator('.corr-seat')).toBeHidden();

  // An invitation to the group read by the wrong player: they choose their own seat before
  // playing, and the game waits for the one it was sent to.
  await startTricerata(ps[0].page, 2, 'fr');
  // Read in French (a link carries no language: the reader's own).
  const invitation = `${await send(ps[0].page)}&lang=fr`;
  await open(p2, invitation);
  await expect(p2.locator('#corr-status')).toContainText('Votre camp : Joueur 1.');
  await expect(p2.locator('.corr-seat')).toContainText('Votre camp');
  await p2.selectOption('#corr-seat', '1');
  await expect(p2.locator('#corr-status')).toHaveText('Votre camp : Joueur 2. Joueur 1 doit jouer : en attente de son coup.');
  await expect(p2.locator('#corr')).toHaveAttribute('data-turn', 'theirs');
  expect(await p2.evaluate(() => [...window.semailles.controller.remote].sort())).toEqual([0, 2]);
  await p2.screenshot({ path: join(ARTIFACTS, 'corr-group-seat.png') });
  // Kept: reopened, the seat chosen is this browser's guess still, Player 2.
  await open(p2, invitation);
  await expect(p2.locator('#corr-seat')).toHaveValue('1');
  expect(ps.flatMap((p) => p.errors)).toEqual([]);
  for (const p of ps) await p.context.close();
});

test('correspondence: the same link open in two tabs; a move sent from one, the other follows it', async ({ browser }) => {
  const a = await player(browser);
  const b = await player(browser);
  await open(a.page, `index.html${BOARD}&lang=en`);
  await a.page.locator('#btn-friend').click();
  await a.page.selectOption('#corr-game', 'tricerata');
  await a.page.selectOption('#corr-side', '0');
  await a.page.locator('#corr-start').click();
  await playTurn(a.page);
  const link = await send(a.page);
  // The friend opens the link twice, in two tabs of one browser.
  const tab1 = b.page;
  const tab2 = await b.context.newPage();
  await open(tab1, link);
  await open(tab2, link);
  await expect(tab2.locator('#corr')).toHaveAttribute('data-turn', 'mine');
  // The stored game as both tabs hold it before the move.
  const before = await tab2.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('.corr')));
  await playTurn(tab1, (legal) => legal[0]);
  await send(tab1);
  const sent = tokens(await view(tab1));

  // The other tab takes the game as it is now and says why; its side has nothing more to play.
  await expect(tab2.locator('#message')).toContainText('another tab or window');
  expect(tokens(await view(tab2))).toEqual(sent);
  await expect(tab2.locator('#corr')).toHaveAttribute('data-turn', 'theirs');
  // A late echo of the game as it was (the other tab storing again what it took from an
  // earlier change of this one) does not take this tab back.
  await tab1.evaluate(() => {
    window.__echo = new Promise((r) => addEventListener('storage', () => setTimeout(r, 100), { once: true }));
  });
  await tab2.evaluate(([k, old]) => localStorage.setItem(k, old), before);
  await tab1.evaluate(() => window.__echo);
  await settled(tab1);
  expect(tokens(await view(tab1))).toEqual(sent);
  // It stores its game again over the echo: a reload here finds it.
  const stored = await tab1.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('.corr'))[1]);
  expect(Object.values(JSON.parse(stored))[0].tokens).toEqual(sent);
  const v = await view(tab2);
  await tab2.evaluate((tk) => window.semailles.controller.play(tk), v.legal[0]);
  await expect(tab2.locator('#message')).toHaveAttribute('data-kind', 'refused');
  expect(tokens(await view(tab2))).toEqual(sent);
  expect([...a.errors, ...b.errors]).toEqual([]);
  await a.context.close();
  await b.context.close();
});

test('correspondence: the list of games by link keeps its order when a game is opened from it', async ({ browser }) => {
  const a = await player(browser);
  const ids = [];
  for (const game of ['tricerata', 'mraha']) {
    await open(a.page, `index.html${BOARD}&lang=en`);
    await a.page.locator('#btn-friend').click();
    await a.page.selectOption('#corr-game', game);
    await a.page.selectOption('#corr-side', '0');
    await a.page.locator('#corr-start').click();
    await playTurn(a.page);
    await send(a.page);
    ids.push(new URL(a.page.url()).searchParams.get('cg'));
  }
  const order = () => a.page.locator('#corr-games li').evaluateAll((lis) => lis.map((li) => li.dataset.id));
  // The game played last first.
  await expect.poll(order).toEqual([ids[1], ids[0]]);
  // The older one opened from the list: each keeps its place.
  await a.page.locator(`#corr-games li[data-id="${ids[0]}"] a`).click();
  await a.page.waitForSelector('body[data-ready="true"]');
  await expect(a.page.locator('#corr')).toBeVisible();
  expect(new URL(a.page.url()).searchParams.get('cg')).toBe(ids[0]);
  await a.page.waitForTimeout(300);
  expect(await order()).toEqual([ids[1], ids[0]]);
  await a.context.close();
});

test('correspondence: a fork or an older link is not applied without asking', async ({ browser }) => {
  const a = await player(browser);
  const b = await player(browser);
  const c = await player(browser);
  await open(a.page, `index.html${BOARD}`);
  await a.page.locator('#btn-friend').click();
  await a.page.locator('#corr-start').click();
  await playTurn(a.page);
  const first = await send(a.page);
  const second = await answer(b.page, first);
  const third = await answer(a.page, second);
  await open(b.page, third);
  const mine = tokens(await view(b.page));

  // An older link, opened where the game is further on: asked, and "keep mine" keeps it.
  await open(b.page, first);
  await expect(b.page.locator('#corr-conflict')).toBeVisible();
  await expect(b.page.locator('#corr-conflict')).toContainText(/older|ancien/);
  // Behind the question the board is seen from this browser's side, which is not said to be
  // played elsewhere.
  expect(await b.page.evaluate(() => window.semailles.controller.ownSeat())).toBe(1);
  await expect(b.page.locator('#status')).not.toContainText(/Player 2 plays on their own screen|own screen/);
  // The game is named as the list of games by link names it, not by its id.
  const id = new URL(first).searchParams.get('cg');
  await expect(b.page.locator('#corr-conflict')).not.toContainText(id);
  await expect(b.page.locator('#corr-conflict')).toContainText(/of Tricérata \(you play Player 2\)|de Tricérata \(vous jouez Joueur 2\)/);
  expect(new URL(b.page.url()).search).toBe(new URL(first).search);
  // Answered from the keyboard: the focus then goes to the game, not to the page's top.
  await b.page.keyboard.press('Enter');
  await expect(b.page.locator('#corr-conflict')).toHaveCount(0);
  await settled(b.page);
  expect(tokens(await view(b.page))).toEqual(mine);
  await expect(b.page.locator('#board [data-target]:focus, #end .btn:focus')).toHaveCount(1);
  expect(new URL(b.page.url()).searchParams.get('moves')).toBe(mine.join('.'));

  // A fork: someone else answered the second link differently.
  await open(c.page, second);
  await playTurn(c.page, (legal) => legal.at(-1));
  const forked = await send(c.page);
  const theirs = tokens(await view(c.page));
  // The link sent holds the moves in their compact form.
  expect(new URL(forked).searchParams.get('cm')).toMatch(/^1[A-Za-z0-9_-]+$/);
  expect(new URL(forked).searchParams.has('moves')).toBe(false);
  expect(theirs).not.toEqual(mine);
  await open(b.page, forked);
  await expect(b.page.locator('#corr-conflict')).toContainText(/part ways|divergent/);
  await b.page.screenshot({ path: join(ARTIFACTS, 'corr-fork.png') });
  await b.page.locator('#corr-take-link').click();
  await settled(b.page);
  expect(tokens(await view(b.page))).toEqual(theirs);
  // The stored game is now the link's: reopening it asks nothing.
  await open(b.page, forked);
  await expect(b.page.locator('#corr')).toBeVisible();
  await expect(b.page.locator('#corr-conflict')).toHaveCount(0);
  for (const p of [a, b, c]) await p.context.close();
});

test('correspondence: a damaged link goes on only as the game stored here, never with every side played; moves of my side I did not play are asked about', async ({ browser }) => {
  const a = await player(browser);
  const b = await player(browser);
  const c = await player(browser);
  await startMraha(a.page, 0);
  await playTurn(a.page);
  const first = await send(a.page);
  const damaged = (link) => {
    const u = new URL(link);
    u.searchParams.set('cm', `${u.searchParams.get('cm')}z`);
    return u.href;
  };

  // The game's id comes before the moves, which end the link: cut short, it loses moves.
  expect(first.indexOf('cg=')).toBeLessThan(first.indexOf('cm='));
  // A link cut before an id that came last (as links were sent before): its moves on the
  // board, every side played here, and said so.
  const cut = new URL(first);
  cut.searchParams.delete('cg');
  await open(c.page, cut.href);
  await expect(c.page.locator('#message')).toHaveText('This friend’s link has lost its game’s id (cg=): every side of its game is played on this screen. Ask your friend to send the link again.');
  await c.page.waitForFunction(() => window.semailles.controller.remote.size === 0);

  // The count of the moves comes before the id: a link cut before its moves, or at a move's
  // edge, is named as cut short, not read as an invitation or as the sender's turn (which the
  // friend then took for theirs); its nearest game plays no side here.
  expect(first.indexOf('cn=')).toBeLessThan(first.indexOf('cg='));
  const cutShort = async (link, cm, said) => {
    const u = new URL(link);
    if (cm === null) u.searchParams.delete('cm');
    else u.searchParams.set('cm', cm);
    await c.page.goto(u.href);
    await c.page.waitForSelector('body[data-ready="true"]');
    await expect(c.page.locator('#link-problem li[data-part="moves"]')).toContainText(`The link was cut short on its way: ${said}`);
    await c.page.locator('#link-nearest').click();
    await expect(c.page.locator('#message')).toHaveText("This friend’s link is damaged: no side of its game can be played from it. Ask your friend to send it again.");
    expect(await c.page.evaluate(() => [...window.semailles.controller.remote].sort())).toEqual([0, 1]);
  };
  await cutShort(first, null, 'its moves (cm=) are missing.');

  // A browser that does not hold the game: the damage is named, and once the nearest game is
  // taken, no side of it is played here (it cannot tell its own), and it says so.
  await c.page.goto(damaged(first));
  await c.page.waitForSelector('body[data-ready="true"]');
  await expect(c.page.locator('#link-problem li[data-part="moves"]')).toContainText('=z');
  await c.page.locator('#link-nearest').click();
  await expect(c.page.locator('#message')).toHaveText("This friend’s link is damaged: no side of its game can be played from it. Ask your friend to send it again.");
  expect(await c.page.evaluate(() => [...window.semailles.controller.remote].sort())).toEqual([0, 1]);
  await expect(c.page.locator('#corr')).toBeHidden();

  // The friend's browser, which holds the game: a damaged later link goes on as far as it was
  // read, and only its own side is played there.
  const second = await answer(b.page, first);
  const third = await answer(a.page, second);
  const expected = tokens(await view(a.page));
  // Cut at a move's edge: the moves before the cut are on the board, none played here.
  const thirdCm = new URL(third).searchParams.get('cm');
  await cutShort(third, thirdCm.slice(0, -1), 'its last moves are missing.');
  expect(tokens(await view(c.page))).toEqual(expected.slice(0, -1));
  await b.page.goto(damaged(third));
  await b.page.waitForSelector('body[data-ready="true"]');
  await b.page.locator('#link-nearest').click();
  await expect(b.page.locator('#corr')).toBeVisible();
  await expect(b.page.locator('#corr')).toHaveAttribute('data-turn', 'mine');
  expect(tokens(await view(b.page))).toEqual(expected);
  expect(await b.page.evaluate(() => [...window.semailles.controller.remote])).toEqual([0]);
  expect(new URL(b.page.url()).searchParams.get('cg')).toBe(new URL(first).searchParams.get('cg'));

  // A damaged link that holds less than the game kept here: the game as kept, said so, not asked
  // about as an older link.
  await a.page.goto(damaged(second));
  await a.page.waitForSelector('body[data-ready="true"]');
  await a.page.locator('#link-nearest').click();
  await expect(a.page.locator('#message')).toHaveText('This friend’s link is damaged: your game is shown as this browser keeps it. Ask your friend to send the link again.');
  await expect(a.page.locator('#corr-conflict')).toHaveCount(0);
  expect(tokens(await view(a.page))).toEqual(expected);

  // A link ahead of the game kept here by a move of this browser's own side (characters added
  // to it, or the side played on another device): asked about, the game kept meanwhile.
  const north = (await view(b.page)).legal[0];
  const cm = await b.page.evaluate(async (t) => (await import('./js/compact-moves.js'))
    .encodeMoves({ game: 'mraha', preset: 'kujifunza', switches: {} }, t), [...expected, north]);
  const ahead = new URL(third);
  ahead.searchParams.set('cm', cm);
  await open(b.page, ahead.href);
  await expect(b.page.locator('#corr-conflict')).toContainText('This link holds a move of your side (North) in your game of Mraha wa tso that was not played here.');
  await b.page.locator('#corr-keep-mine').click();
  await settled(b.page);
  expect(tokens(await view(b.page))).toEqual(expected);
  expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  for (const p of [a, b, c]) await p.context.close();
});

test('correspondence started as North, the friend moving first: the first link sent is the invitation', async ({ browser }) => {
  const a = await player(browser);
  const b = await player(browser);
  await startMraha(a.page, 1);
  await expect(a.page.locator('#corr-status')).toContainText('Waiting for South.');
  await expect(a.page.locator('#btn-send')).toHaveText('Send the invitation');
  const link = await send(a.page);
  await open(b.page, link);
  await expect(b.page.locator('#corr-status')).toContainText('You play South. Your move.');
  await playTurn(b.page);
  // Once a move is played, what is sent is a move.
  await expect(b.page.locator('#btn-send')).toHaveText('Send my move');
  expect([...a.errors, ...b.errors]).toEqual([]);
  await a.context.close();
  await b.context.close();
});

test('correspondence on a phone: the share sheet gets the link; the receiver is told its side', async ({ browser }) => {
  const a = await player(browser, { share: true, phone: true });
  const b = await player(browser, { share: true, phone: true });
  await open(a.page, 'index.html?preset=kujifunza');
  await a.page.locator('#btn-friend').click();
  await a.page.selectOption('#corr-game', 'mraha');
  await a.page.selectOption('#corr-side', '0');
  await a.page.locator('#corr-start').click();
  await playTurn(a.page);
  await a.page.locator('#btn-send').click();
  const shared = await a.page.evaluate(() => window.__shared);
  expect(shared).toHaveLength(1);
  expect(shared[0].url).toContain('cg=');
  await expect(a.page.locator('#corr-status')).toContainText(/Waiting for|doit jouer\s: en attente de son coup/);
  // The bar alone says that the friend is to move: the status line, which said it again, is
  // not shown on a phone (the board's room).
  await expect(a.page.locator('#status')).toBeHidden();
  await a.page.screenshot({ path: join(ARTIFACTS, 'corr-send-phone.png') });
  await open(b.page, shared[0].url);
  await expect(b.page.locator('#corr-status')).toContainText(/You play North|Votre camp\s: Nord/);
  // On this side's turn the status line says what to do; the QR code, with nothing to send yet,
  // leaves its row to the board (on a 360 px phone it took one of its own).
  await expect(b.page.locator('#status')).toBeVisible();
  await expect(b.page.locator('#btn-corr-qr')).toBeHidden();
  // Each sees the board from its own side (upright, the side's rows on the right, pit 1 at the
  // bottom): the sender South's, the friend North's.
  const nearest = async (page, front) => {
    const [one, eight, other] = [`${front}1`, `${front}8`, front === 'a' ? 'A1' : 'a1'].map((p) => pitCentre(page, p));
    return (await one).y > (await eight).y && (await one).x > (await other).x;
  };
  expect(await nearest(a.page, 'A')).toBe(true);
  await expect.poll(() => nearest(b.page, 'a')).toBe(true);
  await b.page.screenshot({ path: join(ARTIFACTS, 'corr-receive-phone.png') });
  // The bare address brings back the last game, still by link: its side only.
  await open(b.page, 'index.html');
  await expect(b.page.locator('#corr')).toHaveAttribute('data-turn', 'mine');
  expect(new URL(b.page.url()).searchParams.get('cg')).toBe(new URL(shared[0].url).searchParams.get('cg'));
  await expect.poll(() => nearest(b.page, 'a')).toBe(true);
  await a.context.close();
  await b.context.close();
});

test('correspondence screens, the QR code and a refused link pass the accessibility audit', async ({ browser }) => {
  const a = await player(browser);
  await open(a.page, `index.html${BOARD}`);
  await a.page.locator('#btn-friend').click();
  expect(await audit(a.page)).toEqual([]);
  await a.page.locator('#corr-start').click();
  await playTurn(a.page);
  await send(a.page);
  expect(await audit(a.page)).toEqual([]);
  await a.page.screenshot({ path: join(ARTIFACTS, 'corr-send-desktop.png') });
  await a.page.locator('#btn-corr-qr').click();
  await expect(a.page.locator('#qr svg.qr-code')).toBeVisible();
  expect(await audit(a.page)).toEqual([]);
  await open(a.page, 'index.html?game=tricerata&players=99');
  await expect(a.page.locator('#link-problem')).toBeVisible();
  expect(await audit(a.page)).toEqual([]);
  await a.context.close();
});

test('correspondence: reviewing a game by link on a desktop, the link\'s bar and the review\'s banner each take the whole width, one above the other', async ({ browser }) => {
  const a = await player(browser);
  await a.page.setViewportSize({ width: 1280, height: 800 });
  await startMraha(a.page, 0);
  await playTurn(a.page);
  await send(a.page);
  // Home: the review at the game's start.
  await a.page.evaluate(() => document.activeElement?.blur());
  await a.page.keyboard.press('Home');
  await expect(a.page.locator('#review')).toBeVisible();
  const [bar, banner, board] = await Promise.all(['#corr', '#review', '#board'].map((s) => a.page.locator(s).boundingBox()));
  expect(bar.width).toBeGreaterThan(board.width * 0.95);
  expect(banner.width).toBeGreaterThan(board.width * 0.95);
  expect(banner.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  await expect(a.page.locator('#btn-send')).toBeInViewport({ ratio: 1 });
  expect(a.errors).toEqual([]);
  await a.context.close();
});

test('correspondence on a desktop: the link\'s bar leaves the whole bao, both trays, on the screen, for the sender and for the receiver', async ({ browser }) => {
  const [a, b] = [await player(browser), await player(browser)];
  for (const x of [a, b]) await x.page.setViewportSize({ width: 1280, height: 800 });
  await open(a.page, 'index.html?preset=mraha&lang=en');
  await a.page.locator('#btn-friend').click();
  await a.page.selectOption('#corr-game', 'mraha');
  await a.page.selectOption('#corr-side', '0');
  await a.page.locator('#corr-start').click();
  await expect(a.page.locator('#corr')).toBeVisible();
  await expect(a.page.locator('#board svg.board')).toBeInViewport({ ratio: 1 });
  await playTurn(a.page);
  const link = await send(a.page);
  await expect(a.page.locator('#corr-link')).toBeInViewport({ ratio: 1 });
  // The link under the bar took its room from the board, not from the player's own tray.
  await expect(a.page.locator('#board svg.board')).toBeInViewport({ ratio: 1 });
  await open(b.page, link);
  await expect(b.page.locator('#corr')).toBeVisible();
  await expect(b.page.locator('#board svg.board')).toBeInViewport({ ratio: 1 });
  expect(await b.page.evaluate(() => scrollY)).toBe(0);
  await b.page.screenshot({ path: join(ARTIFACTS, 'corr-receiver-desktop.png') });
  expect([...a.errors, ...b.errors]).toEqual([]);
  for (const x of [a, b]) await x.context.close();
});

test('correspondence from the keyboard: a turn played on the board takes the focus to Send, which Enter presses', async ({ browser }) => {
  const a = await player(browser);
  await startMraha(a.page, 0);
  await a.page.locator('[data-pit="A6"]').focus();
  await a.page.keyboard.press('Enter');
  await expect(a.page.locator('.arrow[data-token="A6L"]')).toBeFocused();
  await a.page.keyboard.press('Enter');
  await settled(a.page);
  await expect(a.page.locator('#corr')).toHaveAttribute('data-turn', 'theirs');
  await expect(a.page.locator('#btn-send')).toBeFocused();
  await a.page.keyboard.press('Enter');
  await expect(a.page.locator('#corr-link')).toBeVisible();
  expect(a.errors).toEqual([]);
  await a.context.close();
});

test('correspondence: the moves sent or received stay the game\'s: a link\'s seats do not give the friend\'s side to the computer, Play from here does not take them back, a copied link is sent', async ({ browser }) => {
  const a = await player(browser);
  const b = await player(browser);
  await b.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await startMraha(a.page, 0);
  await playTurn(a.page);
  const first = await send(a.page);
  // The link opened with seats asking for the computer on both sides (a link copied from the
  // address bar of a player who gave the computer their own seat carries one too).
  await open(b.page, `${first}&seats=3.3`);
  await expect(b.page.locator('#corr')).toHaveAttribute('data-turn', 'mine');
  expect(await b.page.evaluate(() => window.semailles.controller.seats)).toEqual(['h', 'h']);
  await expect(b.page.locator('#seat-0')).toBeDisabled();
  await expect(b.page.locator('#seat-0')).toHaveValue('h');
  await expect.poll(() => new URL(b.page.url()).searchParams.has('seats')).toBe(false);
  await playTurn(b.page);
  await expect(b.page.locator('#corr')).toHaveAttribute('data-turn', 'theirs');
  const played = tokens(await view(b.page));

  // The side panel's Copy link, once this side's turn is over, gives the link Send gives (the
  // game's id and its moves, nothing of this browser's) and sends the move: no Undo after it.
  await expect(b.page.locator('#btn-undo')).toBeEnabled();
  await b.page.locator('#btn-link').click();
  const copied = new URL(await b.page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.searchParams.get('cg')).toBe(new URL(first).searchParams.get('cg'));
  expect(copied.searchParams.get('cm')).toMatch(/^1[A-Za-z0-9_-]+$/);
  expect(copied.searchParams.has('seats')).toBe(false);
  expect(copied.searchParams.has('lang')).toBe(false);
  await expect(b.page.locator('#btn-undo')).toBeDisabled();
  await b.page.evaluate(() => window.semailles.controller.undo());
  await expect(b.page.locator('#message')).toHaveAttribute('data-kind', 'refused');
  expect(tokens(await view(b.page))).toEqual(played);

  // The review's Play from here before moves sent or received: refused, the review and the
  // game by link go on.
  await b.page.locator('#moves li').first().locator('.move-go').click();
  await expect(b.page.locator('#review')).toBeVisible();
  await b.page.locator('#review-branch').click();
  await expect(b.page.locator('#message')).toHaveAttribute('data-kind', 'refused');
  await expect(b.page.locator('#message')).toContainText(/sent or received/);
  await expect(b.page.locator('#review')).toBeVisible();
  await b.page.keyboard.press('End');
  await expect(b.page.locator('#review')).toBeHidden();
  expect(tokens(await view(b.page))).toEqual(played);
  await expect(b.page.locator('#corr')).toBeVisible();
  expect(new URL(b.page.url()).searchParams.get('cg')).toBe(new URL(first).searchParams.get('cg'));
  expect([...a.errors, ...b.errors]).toEqual([]);
  await a.context.close();
  await b.context.close();
});
