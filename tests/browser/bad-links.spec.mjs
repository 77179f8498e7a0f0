// Bad links and bad records: a clear message naming the refused part (in the page's words for the
// engine's error code, with the range of values the part accepts),
// the nearest valid game on the board, and the address left alone until the player chooses;
// the legal moves before an unknown token are kept. Valid old links open the same game.

import { test, expect, view, settled, ARTIFACTS } from './fixtures.mjs';
import { join } from 'node:path';

async function open(page, query) {
  await page.goto(`index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

test('a board too large: the part is named, the nearest game keeps the other options, the address waits', async ({ page }) => {
  const query = '?game=tricerata&board=triangle:500&players=3&stones=2';
  await open(page, query);
  const dialog = page.locator('#link-problem');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('li[data-part="board=triangle:500"]')).toContainText('triangle:500');
  // The page's words for the engine's code, and the sizes the engine accepts (2 to 12).
  const item = dialog.locator('li[data-part="board=triangle:500"]');
  await expect(item.locator('.error-says')).toHaveAttribute('data-code', 'board_too_large');
  await expect(item.locator('.error-says')).toContainText('larger than the largest the game plays');
  await expect(item.locator('.error-range')).toHaveText('(accepted: 2 to 12)');
  // Until the player chooses, the address is the link as it came.
  expect(new URL(page.url()).search).toBe(query);
  await page.screenshot({ path: join(ARTIFACTS, 'bad-link-desktop.png') });
  const v = await view(page);
  expect(v.game).toBe('tricerata');
  expect(v.players).toBe(3);
  // Answered from the keyboard (the nearest game is the answer in focus): the focus then goes to
  // the game, not back to the page's top.
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#board .choosable:focus')).toHaveCount(1);
  const after = new URLSearchParams(new URL(page.url()).search);
  expect(after.get('board')).not.toBe('triangle:500');
  expect(after.get('players')).toBe('3');
  expect(after.get('stones')).toBe('2');
});

test('in French: the page’s own words for the code and the accepted range', async ({ page }) => {
  await open(page, '?game=tricerata&board=triangle:500&lang=fr');
  const item = page.locator('#link-problem li[data-part="board=triangle:500"]');
  await expect(item.locator('.error-says')).toContainText('Ce plateau dépasse le plus grand que le jeu sait jouer.');
  await expect(item.locator('.error-range')).toHaveText('(accepté : de 2 à 12)');
  await page.screenshot({ path: join(ARTIFACTS, 'bad-link-fr.png') });
});

test('too many players: the part named, and "choose another game" opens the settings', async ({ page }) => {
  await open(page, '?game=tricerata&players=99');
  const dialog = page.locator('#link-problem');
  await expect(dialog.locator('li[data-part="players=99"]')).toBeVisible();
  await expect(dialog.locator('li[data-part="players=99"] .error-range')).toHaveText('(accepted: 1 to 6)');
  // Worded for the option refused, not as a position's unknown player.
  await expect(dialog.locator('li[data-part="players=99"] .error-says')).toHaveText(' — Not a number of players this game is played by.');
  await dialog.locator('#link-other').click();
  await expect(page.locator('#settings')).toBeVisible();
  // The game chosen there and played: the focus goes to the new game (the control that opened
  // the settings went with the link's dialog).
  await page.locator('#settings-start').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#settings')).toBeHidden();
  await expect(page.locator('#board .choosable:focus')).toHaveCount(1);
});

test('a solitaire asked with Mort subite: the solitaire is kept and Mort subite, which needs two players, named and dropped', async ({ page }) => {
  await open(page, '?game=tricerata&players=1&mort_subite=on&lang=en');
  const dialog = page.locator('#link-problem');
  await expect(dialog.locator('li[data-part="mort_subite=on"]')).toBeVisible();
  await expect(dialog.locator('li[data-part^="players"]')).toHaveCount(0);
  await dialog.locator('#link-nearest').click();
  await expect(dialog).toHaveCount(0);
  const url = new URL(page.url()).searchParams;
  expect(url.get('players')).toBe('1');
  expect(url.get('mort_subite')).toBeNull();
  expect((await page.evaluate(() => window.semailles.controller.view)).players).toBe(1);
});

test('a value that is no number at all: the accepted range is named as for one out of range', async ({ page }) => {
  // The engine reads `-1`, `abc` or `hex:-3` as no number, before any range applies: the range
  // comes from the game's own description (the same figures the settings offer).
  await open(page, '?game=tricerata&players=-1&stones=abc');
  const dialog = page.locator('#link-problem');
  await expect(dialog.locator('li[data-part="players=-1"] .error-range')).toHaveText('(accepted: 1 to 6)');
  await expect(dialog.locator('li[data-part="stones=abc"] .error-range')).toHaveText('(accepted: 1 to 3)');
  await open(page, '?game=tricerata&board=hex:-3');
  await expect(page.locator('#link-problem li[data-part="board=hex:-3"] .error-range')).toHaveText('(accepted: 2 to 7)');
});

test('an unknown token keeps the legal moves before it and names the token', async ({ page }) => {
  await open(page, '?preset=kujifunza');
  await page.selectOption('#speed', 'instant');
  const first = await view(page);
  await page.evaluate((tk) => window.semailles.controller.play(tk), first.legal[0]);
  await settled(page);
  const second = await view(page);
  await page.evaluate((tk) => window.semailles.controller.play(tk), second.legal[0]);
  await settled(page);
  const played = await view(page);
  const tokens = played.moves.flatMap((m) => m.tokens);
  const query = `?preset=kujifunza&moves=${tokens.join('.')}.Z9Q.${first.legal[1]}`;
  await open(page, query);
  const dialog = page.locator('#link-problem');
  await expect(dialog.locator('li[data-part="moves"]')).toContainText('Z9Q');
  // Z9Q names no move of the game at all (the engine's unknown_token).
  await expect(dialog.locator('li[data-part="moves"] .error-says')).toHaveText(' No such move exists in this game.');
  // The refused token is named once: the reason after it does not quote it again.
  expect((await dialog.locator('li[data-part="moves"]').innerText()).split('Z9Q')).toHaveLength(2);
  expect(new URL(page.url()).search).toBe(query);
  const v = await view(page);
  expect(v.moves.flatMap((m) => m.tokens)).toEqual(tokens);
  expect(v.text).toBe(played.text);
});

test('a refused move is numbered as the move list numbers it, the moves kept counted in words', async ({ page }) => {
  const game = 'A7R.a6R.A6L.a5R.A8L.go.a7L.A3L.a7R.A3L.a8L.A2R.a5L.A6L';
  const said = async (query) => {
    await open(page, `?lang=en&preset=mraha&moves=${query}`);
    return page.locator('#link-problem li[data-part="moves"]').textContent();
  };
  // The nyumba's "go" is a decision of move 5, not a move of its own: a5 would be move 14.
  expect(await said(`${game}.a5`)).toContain('Move 14 (a5) is refused: the 13 moves before it are kept.');
  expect(await said('A7R.A6L')).toContain('Move 2 (A6L) is refused: the move before it is kept.');
  expect(await said('Z9Q')).toContain('The first move (Z9Q) is refused: the game starts from the beginning.');
  // Refused in the middle of a move (the nyumba's question waits): that move, kept up to there.
  expect(await said('A7R.a6R.A6L.a5R.A8L.Z9Q')).toContain('Move 5 is refused at the decision “Z9Q”: the game is kept up to there.');
  // A move after the game's end begins a move of its own.
  const whole = 'A7L.a5L.A6R.a7R.A5R.a8L.go.A8L.a4L.A6R.a7L.A6L.a6R.A2R.a6L.A5L.a2R.A5L.a8L.A8L.a3L.A3R.a5L.A3R.a2R.A4L.a6R.A7L.a4R.A4R.a4R.A2R.a2R.A1R.a5R.A3L.a7L.A3R.a2R.A8L.a4L.A7L.a7L.A4L.a3R.B7L.b2R.A3L.a8L.B3R.b6L.B1R.b7L.A5L.b1R.B2R.a7L.A4R.b5L.A5L.b3R.A2R.a3L.A5L.b2R.B8L.a2L.A2R.b7R.B8L.b5L.B3R.b1R.B6L.a5R.B7L.a7L.A5R.a8L.A6R.a7L.B8L.b6L.A6L.b7L.B7L.b8L.B1R';
  const after = await said(`${whole}.a1R`);
  const played = (await view(page)).moves.length;
  expect((await view(page)).outcome).toBeTruthy();
  expect(after).toContain(`Move ${played + 1} (a1R) is refused: the ${played} moves before it are kept.`);
  await page.goto('index.html?lang=fr&preset=mraha&moves=A7R.A6L');
  await expect(page.locator('#link-problem li[data-part="moves"]')).toContainText('Le coup n° 2 (A6L) est refusé : le coup qui le précède est gardé.');
});

test('a bad rule switch, an unknown game, a bad Mort subite, the other game\'s option, seats it has not: named, not dropped without a word', async ({ page }) => {
  for (const [query, part, game] of [
    ['?lang=en&s.takasia=maybe', 's.takasia=maybe', 'mraha'],
    // An option of the other game: the bao's switch or preset in a Tricérata link, a Tricérata
    // board in a bao's; the link's own options are kept.
    ['?lang=en&game=tricerata&players=3&s.takasia=on', 's.takasia=on', 'tricerata'],
    ['?lang=en&game=tricerata&preset=zanzibar', 'preset=zanzibar', 'tricerata'],
    ['?lang=en&preset=zanzibar&board=hex:3', 'board=hex:3', 'mraha'],
    ['?lang=en&s.nope=1', 's.nope=1', 'mraha'],
    ['?lang=en&game=chess', 'game=chess', 'mraha'],
    ['?lang=en&game=tricerata&mort_subite=maybe', 'mort_subite=maybe', 'tricerata'],
  ]) {
    await open(page, query);
    await expect(page.locator(`#link-problem li[data-part="${part}"]`), query).toBeVisible();
    expect((await view(page)).game, query).toBe(game);
    // The address waits, as it came, until the player has read the message.
    expect(new URL(page.url()).search).toBe(query);
  }
  await open(page, '?lang=en&game=tricerata&players=3&s.takasia=on');
  await expect(page.locator('#link-problem li[data-part="s.takasia=on"] .error-says')).toContainText('An option of the other game');
  expect((await view(page)).players).toBe(3);
  // Mort subite with one player: said in the option's words (not as an inconsistent
  // position), with the players it needs; the variant is dropped, the solitaire kept.
  await open(page, '?lang=en&game=tricerata&players=1&mort_subite=on');
  const mort = page.locator('#link-problem li[data-part="mort_subite=on"]');
  await expect(mort.locator('.error-says')).toContainText('played by 2 players or more');
  await expect(mort.locator('.error-range')).toHaveText('(at least 2)');
  // Seats the page cannot give: named too, the seat a person meanwhile.
  await open(page, '?lang=en&seats=h.9');
  await expect(page.locator('#link-problem li[data-part="seats=h.9"]')).toContainText('Each seat is h (a person)');
  expect(await page.evaluate(() => window.semailles.controller.seats)).toEqual(['h', 'h']);
  expect(new URL(page.url()).search).toBe('?lang=en&seats=h.9');
  await expect(page.locator('#link-problem')).toContainText('each refused part is back to its default.');
  await page.locator('#link-nearest').click();
  await expect.poll(() => new URL(page.url()).searchParams.has('seats')).toBe(false);
  // A seat short for 4 players: the computer's seat read is kept, and the dialog says so rather
  // than that every refused part went back to its default.
  await open(page, '?lang=en&game=tricerata&players=4&seats=h.3');
  await expect(page.locator('#link-problem li[data-part="seats=h.3"]')).toBeVisible();
  expect(await page.evaluate(() => window.semailles.controller.seats)).toEqual(['h', '3', 'h', 'h']);
  await expect(page.locator('#link-problem')).toContainText("but the computer's seats that could be read are kept (every other seat is a person)");
  await page.locator('#link-nearest').click();
  // A parameter that names no part of a game (a tracker's tag) leaves a bare address bare.
  await open(page, '?lang=en&game=tricerata&board=hex:2');
  await open(page, '?lang=en&fbclid=x1');
  await expect(page.locator('#link-problem')).toHaveCount(0);
  expect((await view(page)).game).toBe('tricerata');
});

test('the computer waits while a refused link or record is said: it plays once the player has chosen', async ({ page }) => {
  // The computer plays North; the link's second move is refused. The question stays open a
  // while: the nearest game (South's one move) is on the board, and North does not answer it.
  await page.goto('index.html?lang=en&speed=instant');
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#speed', 'instant');
  await open(page, '?lang=en&preset=mraha&seats=h.1&moves=A7L.ZZZ');
  await expect(page.locator('#link-problem')).toBeVisible();
  await page.waitForTimeout(2500);
  expect((await view(page)).moves.length).toBe(1);
  await page.locator('#link-nearest').click();
  await expect.poll(async () => (await view(page)).moves.length, { timeout: 20000 }).toBe(2);
  // A record whose last move is refused, opened against the computer: the same.
  const record = {
    format: 'semailles-record', version: 1,
    options: { game: 'mraha', preset: 'mraha', switches: {}, seats: ['h', '1'] },
    tokens: ['A7L', 'ZZZ'],
  };
  await page.locator('#import-file').setInputFiles({
    name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)),
  });
  await expect(page.locator('#link-problem')).toBeVisible();
  await page.waitForTimeout(2500);
  expect((await view(page)).moves.length).toBe(1);
  await page.locator('#link-nearest').click();
  await expect.poll(async () => (await view(page)).moves.length, { timeout: 20000 }).toBe(2);
  // The embed: the same.
  await page.goto('embed.html?lang=en&speed=instant&preset=mraha&seats=h.1&moves=A7L.ZZZ');
  await page.waitForSelector('body[data-ready="true"]');
  await expect(page.locator('#link-problem')).toBeVisible();
  await page.waitForTimeout(2500);
  expect((await view(page)).moves.length).toBe(1);
  await page.locator('#link-nearest').click();
  await expect.poll(async () => (await view(page)).moves.length, { timeout: 20000 }).toBe(2);
});

test('an imported record with a refused part: named, the nearest game opened, the game before kept if the player chooses', async ({ page }) => {
  await open(page, '?preset=mraha&moves=A6L');
  const record = {
    format: 'semailles-record', version: 1,
    options: { game: 'tricerata', board: 'triangle:500', players: 2, stones: 1 },
    tokens: ['0'],
  };
  await page.locator('#import-file').setInputFiles({
    name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)),
  });
  const dialog = page.locator('#link-problem');
  await expect(dialog.locator('#link-problem-title')).toBeVisible();
  await expect(dialog.locator('li[data-part="board=triangle:500"]')).toBeVisible();
  const v = await view(page);
  expect(v.game).toBe('tricerata');
  expect(v.moves.flatMap((m) => m.tokens)).toEqual(['0']);
  // The player may keep the game played before the file (Escape too): it comes back as it was.
  await dialog.locator('#link-keep').click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await view(page)).game).toBe('mraha');
  expect((await view(page)).moves.flatMap((m) => m.tokens)).toEqual(['A6L']);
  await page.locator('#import-file').setInputFiles({
    name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)),
  });
  await expect(dialog.locator('#link-keep')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await view(page)).moves.flatMap((m) => m.tokens)).toEqual(['A6L']);
  expect(new URL(page.url()).searchParams.get('moves')).toBe('A6L');
});

test('a valid old link opens the same game without a message', async ({ page }) => {
  await open(page, '?preset=zanzibar&moves=A6L');
  const v = await view(page);
  expect(v.moves.flatMap((m) => m.tokens)).toEqual(['A6L']);
  expect(new URL(page.url()).searchParams.get('moves')).toBe('A6L');
  await expect(page.locator('#link-problem')).toHaveCount(0);
});

test('a compact link (sent to a friend) with a tampered part keeps the moves before it', async ({ page }) => {
  await open(page, '?preset=kujifunza');
  await page.selectOption('#speed', 'instant');
  for (let i = 0; i < 2; i++) {
    const v = await view(page);
    await page.evaluate((tk) => window.semailles.controller.play(tk), v.legal.at(-1));
    await settled(page);
  }
  const played = await view(page);
  const tokens = played.moves.flatMap((m) => m.tokens);
  const cm = await page.evaluate(async (t) => {
    const { encodeMoves } = await import('./js/compact-moves.js');
    return encodeMoves({ game: 'mraha', preset: 'kujifunza', switches: {} }, t);
  }, tokens);
  expect(cm.length).toBe(1 + tokens.length);
  // The compact form opens the same game.
  await open(page, `?preset=kujifunza&cm=${cm}`);
  expect((await view(page)).text).toBe(played.text);
  await expect(page.locator('#link-problem')).toHaveCount(0);
  // One character out of range after them: named, the moves before it kept.
  await open(page, `?preset=kujifunza&cm=${cm}z`);
  const dialog = page.locator('#link-problem');
  await expect(dialog.locator('li[data-part="moves"]')).toContainText(`cm[${tokens.length + 1}]=z`);
  // Only moves were refused: nothing of the game went back to a default.
  await expect(dialog).toContainText('as far as its moves could be played');
  await expect(dialog).not.toContainText('back to its default');
  expect((await view(page)).text).toBe(played.text);
  // A character beyond the alphabet of links (an emoji): named whole, not half of it.
  await open(page, `?preset=kujifunza&cm=${cm}${encodeURIComponent('😀')}`);
  await expect(dialog.locator('li[data-part="moves"]')).toContainText(`cm[${tokens.length + 1}]=😀`);
  // Said as what it is, no move at all, not a move the game did not allow there.
  await expect(dialog.locator('li[data-part="moves"]')).toContainText('No such move exists in this game.');
  // A compact form of another version: said so, not taken for a refused first move.
  await open(page, `?preset=kujifunza&cm=9${cm.slice(1)}`);
  await expect(dialog.locator('li[data-part="moves"]')).toContainText('a form this page does not read');
  // An empty one: the link was cut short, not written in another form.
  await open(page, '?preset=kujifunza&cm=');
  await expect(dialog.locator('li[data-part="moves"]')).toContainText('The moves (cm=) are missing: the link was cut short');
  await expect(dialog.locator('li[data-part="moves"]')).not.toContainText('a form this page does not read');
  // A long one is named by its first characters, and said to go on (not quoted short as whole).
  await open(page, '?preset=kujifunza&cm=9ABCDEFGHIJ');
  await expect(dialog.locator('li[data-part="moves"]')).toContainText('cm=9ABCDEFG…');
  await open(page, `?preset=kujifunza&cm=9${cm.slice(1)}`);
  await expect(dialog.locator('li[data-part="moves"]')).not.toContainText('first move');
  // Nor said to be a move refused here: no move of it was read.
  await expect(dialog.locator('li[data-part="moves"] .error-says')).toHaveCount(0);
  // The embed opens the same links alike (it took a fresh game, without a word).
  const embed = async (query) => {
    await page.goto(`embed.html${query}`);
    await page.waitForSelector('body[data-ready="true"]');
  };
  await embed(`?preset=kujifunza&cm=${cm}`);
  expect((await view(page)).text).toBe(played.text);
  await expect(page.locator('#link-problem')).toHaveCount(0);
  await embed(`?preset=kujifunza&cm=${cm}z`);
  await expect(dialog.locator('li[data-part="moves"]')).toContainText(`cm[${tokens.length + 1}]=z`);
  expect((await view(page)).text).toBe(played.text);
  await embed(`?preset=kujifunza&cm=9${cm.slice(1)}`);
  await expect(dialog.locator('li[data-part="moves"]')).toContainText('a form this page does not read');
});

test('the embed: a refused link is named, the nearest game is played, the address waits', async ({ page }) => {
  const query = '?game=tricerata&players=99&stones=2';
  await page.goto(`embed.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  const dialog = page.locator('#link-problem');
  await expect(dialog.locator('li[data-part="players=99"]')).toBeVisible();
  await expect(dialog.locator('#link-other')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe(query);
  await dialog.locator('#link-nearest').click();
  const after = new URLSearchParams(new URL(page.url()).search);
  expect(after.get('players')).toBe('2');
  expect(after.get('stones')).toBe('2');
});

test('a link\'s invisible characters are shown by their codes: a direction mark cannot turn the page\'s sentence round', async ({ page }) => {
  // U+202E turns the text after it right to left; U+200B is invisible.
  await open(page, '?preset=kujifunza&moves=A6L.%E2%80%AEZ9Q%E2%80%8B');
  const item = page.locator('#link-problem li[data-part="moves"]');
  await expect(item).toContainText('\\u{202e}Z9Q\\u{200b}');
  expect(await item.innerText()).not.toMatch(/[\u202e\u200b]/);
  await page.locator('#link-nearest').click();
  await open(page, '?preset=kujifunza&moves=A6L&cg=%E2%80%AEabc');
  await expect(page.locator('#message')).toContainText('cg=\\u{202e}abc');
  expect(await page.locator('#message').innerText()).not.toMatch(/\u202e/);
});

test('a refused part of 5,000 characters is quoted cut short, within the dialog', async ({ page }) => {
  await open(page, `?preset=kujifunza&moves=A6L.${'x'.repeat(5000)}`);
  const dialog = page.locator('#link-problem');
  const item = dialog.locator('li[data-part="moves"]');
  await expect(item).toContainText(`${'x'.repeat(60)}…`);
  expect((await item.innerText()).length).toBeLessThan(400);
  const [box, inner] = [await dialog.boundingBox(), await item.boundingBox()];
  expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width);
});

test('a link with a game id that is not one the page makes opens as an ordinary link, and says so', async ({ page }) => {
  await open(page, '?preset=kujifunza&moves=A6L&cg=NOT%20AN%20ID');
  await page.selectOption('#speed', 'instant');
  await expect(page.locator('#corr')).toBeHidden();
  // The player is told why no side is a friend's: the id, as the link wrote it.
  await expect(page.locator('#message')).toHaveText('This link names no game by link (cg=NOT AN ID): every side of this game is played on this screen. If a friend sent it, it may have been cut on its way: ask for the link again.');
  await expect(page.locator('#message')).toHaveAttribute('data-kind', 'refused');
  // No seat is played until the games by link have looked the id up (loaded on demand, which
  // may take a while on a busy machine): a move made before is refused.
  await page.waitForFunction(() => window.semailles.controller.remote.size === 0);
  const v = await view(page);
  await page.evaluate((tk) => window.semailles.controller.play(tk), v.legal[0]);
  // The turn is played once the engine has answered and its animation is over: poll for it
  // (under load the animation may not have begun when the call returns).
  await expect.poll(async () => {
    await settled(page);
    return (await view(page)).moves.length;
  }).toBe(v.moves.length + 1);
});

test('a preset with a path in it: no other file is fetched as its recorded opening, the preset is refused', async ({ page }) => {
  // Resolved against pkg/, this name would reach Tricérata's recorded opening from a Mraha link.
  const asked = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await open(page, '?preset=x%2F..%2Fsemailles_tricerata_opening.default');
  await expect(page.locator('#link-problem')).toBeVisible();
  // (No recorded opening's file; the sources' own module of that name may load.)
  expect(asked.filter((p) => p.includes('opening') && p.endsWith('.json'))).toEqual([]);
  expect((await view(page)).game).toBe('mraha');
});

test('a preset naming a path fetches nothing outside the engine\'s recorded openings', async ({ page }) => {
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(`index.html?lang=en&preset=${encodeURIComponent('../../../i18n/rules/fr')}`);
  await page.waitForSelector('body[data-ready="true"]');
  // The preset is refused by name, as any unknown preset is.
  await expect(page.locator('dialog[open]')).toContainText('preset');
  expect(fetched.filter((p) => p.startsWith('/i18n/rules/'))).toEqual([]);
});
