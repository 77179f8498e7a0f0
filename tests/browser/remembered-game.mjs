// A game remembered under way, as a visit that played it leaves it in the site's storage: the
// game (www/js/record.js) and the engine's answers kept for it (www/js/resume.js). Shared by the
// browser tests and the measuring scripts, which time and count the next visit's first board.

/** The answers kept in `page`'s storage, read as the page reads them (kept-answers.js), or null. */
export function keptAnswers(page) {
  return page.evaluate(async () => (await import('/js/kept-answers.js')).answersKept(localStorage.getItem('semailles.answers')));
}

/**
 * Plays `plies` moves (each the first legal token) of the game `url` opens, in `page`, and waits
 * until the page has kept the engine's answers for the game it then remembers; returns what the
 * site's storage holds of it: `{'semailles.game': …, 'semailles.answers': …}`.
 */
export async function playAndKeep(page, url, plies) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  for (let i = 0; i < plies; i++) {
    await page.evaluate(() => window.semailles.controller.play(window.semailles.controller.view.legal[0]));
  }
  await expectKept(page, plies);
  return page.evaluate(() => ({
    'semailles.game': localStorage.getItem('semailles.game'),
    'semailles.answers': localStorage.getItem('semailles.answers'),
  }));
}

/** Waits until `page` has kept answers for a game of `moves` moves (20 s at most). */
async function expectKept(page, moves) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if ((await keptAnswers(page))?.options.moves.length === moves) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`no answers kept for the game of ${moves} moves (the page run from its sources keeps none)`);
}

/**
 * Has the first page opened in `ctx` find `items` in the site's storage, as a visit that kept
 * them left it (written before the page's scripts run; later pages of the context find what the
 * first one left).
 */
export async function withStorage(ctx, items) {
  await ctx.addInitScript((kept) => {
    if (sessionStorage.getItem('remembered-game.written')) return;
    sessionStorage.setItem('remembered-game.written', '1');
    for (const [key, text] of Object.entries(kept)) localStorage.setItem(key, text);
  }, items);
}
