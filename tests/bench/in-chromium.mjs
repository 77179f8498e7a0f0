// Runs a function in a page of headless Chromium with some files served beside it: what the
// benches' `--browser` runs share (a module's glue fetches its wasm, which a `file:` page may
// not, so the files come from a local server on a free port).
//
//   await inChromium({ '/x.js': ['text/javascript', bytes], … }, (args) => …, args)
//
// `/` is a blank page; Chromium is Debian's (`$CHROMIUM_PATH` for another).

import { createServer } from 'node:http';

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
    return await page.evaluate(fn, args);
  } finally {
    await browser.close();
    server.close();
  }
}
