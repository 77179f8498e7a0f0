// Runs a function in a page of headless Chromium with some files served beside it: what the
// benches' `--browser` runs share (a module's glue fetches its wasm, which a `file:` page may
// not, so the files come from a local server on a free port).
//
//   await inChromium({ '/x.js': ['text/javascript', bytes], … }, (args) => …, args)
//
// `/` is a blank page; Chromium is Debian's (`$CHROMIUM_PATH` for another).
//
// The function runs once the browser has settled, `SETTLE_MS` after the page opened (or
// `$SEMAILLES_BENCH_SETTLE_MS`): Chromium's own processes go on starting for a few seconds
// after its first page is drawn, and on a bench pinned to one processor (`taskset -c 1`, which
// the browser's processes inherit) they shared it with the timed code. Random Mraha games
// measured at once ran at 67,000–89,000 games/s where, after 2 s, the same build ran at
// 128,000–150,000 (2026-12-03, a 2-core machine); a profile showed the browser's and the GPU
// process's samples beside the renderer's, and the renderer's wasm no slower than Node's.

import { createServer } from 'node:http';

/** How long the browser is left to settle before the function runs (see above). */
const SETTLE_MS = Number(process.env.SEMAILLES_BENCH_SETTLE_MS ?? 3000);

/** `fn(args)` evaluated in a page served with `files` (path → [content type, body]). */
export async function inChromium(files, fn, args) {
  const served = { '/': ['text/html', '<!doctype html><title>bench</title>'], ...files };
  const server = createServer((req, res) => {
    // Served by path: a query only tells one import of a module from another.
    const [type, body] = served[new URL(req.url, 'http://localhost').pathname] ?? [];
    if (!type) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  }).catch((e) => {
    server.close();
    throw e;
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(fn, args);
  } finally {
    await browser.close();
    server.close();
  }
}
