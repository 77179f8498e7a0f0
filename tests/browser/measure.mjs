// Measures, does not assert (timings depend on the machine): run `node tests/browser/measure.mjs`
// after `./build.sh --no-serve`. It serves the shipped page (dist/), or the plain sources with
// `--root www`; `--first-load` prints only the first figure below; `--budget BYTES` (with
// `--first-load`) exits with 1, naming the page, when a page's first board costs more (the
// goal's 60,000 B, kept by ./test.sh: bytes do not depend on the machine, as times do).
//   0. the bytes fetched before the first board: every request the server sees (the page's and
//      its workers') from navigation until the board is drawn and plays a tap (the page's mark
//      `semailles:board-drawn`; what the page imports after it, before it says it is ready, is
//      not counted), in a fresh browser context with service workers blocked, each body counted
//      gzipped -9 (as a static host would send it);
//   1. the shipped size: wasm + JS + CSS (+ HTML and the language files), each gzipped (-9);
//   2. the time to the first drawn board in headless Chromium (median of several loads), with
//      and without a 4× CPU slowdown (a modest phone);
//   3. the longest main-thread task while playing whole games (PerformanceObserver 'longtask'
//      reports tasks over 50 ms), and each intent's latency: the engine's answer from its worker
//      and the drawing, animations off.

import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname, extname, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPES } from './content-types.mjs';
import { playAndKeep, withStorage } from './remembered-game.mjs';

const args = process.argv.slice(2);
const rootName = args.includes('--root') ? args[args.indexOf('--root') + 1] : 'dist';
if (!['dist', 'www'].includes(rootName)) {
  console.error('measure.mjs: --root dist|www');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '../..', rootName);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`measure.mjs: no ${rootName}/index.html (run ./build.sh --no-serve first)`);
  process.exit(2);
}
const firstLoadOnly = args.includes('--first-load');
const budget = args.includes('--budget') ? Number(args[args.indexOf('--budget') + 1]) : null;
if (budget !== null && !(budget > 0)) {
  console.error('measure.mjs: --budget BYTES, a positive number');
  process.exit(2);
}
/** The pages whose first board cost more than the budget: `page: bytes`. */
const overBudget = [];
let port = Number(process.env.SEMAILLES_MEASURE_PORT || 18431);

/** Every request served: [path, gzipped bytes, when it came (ms since the epoch)]. */
const served = [];
/** Serves the site on `port`, or on a free port when that one is busy; resolves to the server. */
function serve() {
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      served.push([path, 0, performance.timeOrigin + performance.now()]);
      res.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    served.push([path, gzipSync(body, { level: 9 }).length, performance.timeOrigin + performance.now()]);
    // Cached as GitHub Pages sends it (max-age=600): a file asked twice in one load (by the page
    // and by a worker) comes from the browser's cache, as it would from that host.
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'max-age=600' }).end(body);
  });
  return new Promise((resolve) => {
    const listening = () => {
      port = server.address().port;
      resolve(server);
    };
    server.once('error', () => server.listen(0, '127.0.0.1', listening));
    server.listen(port, '127.0.0.1', listening);
  });
}

function files(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** Every shipped file, split by whether the default page fetched it before its first board. */
function sizes(first) {
  const onDemand = (f) => !first.has(`/${f.slice(root.length + 1).split('\\').join('/')}`);
  const kb = (n) => (n / 1024).toFixed(1);
  const tally = (keep) => {
    const groups = { wasm: 0, js: 0, css: 0, other: 0 };
    let raw = 0;
    for (const f of files(root).filter(keep)) {
      const ext = extname(f).slice(1);
      const g = ext === 'wasm' || ext === 'js' || ext === 'css' ? ext : 'other';
      const data = readFileSync(f);
      if (g !== 'other') raw += data.length;
      groups[g] += gzipSync(data, { level: 9 }).length;
    }
    return { groups, raw, core: groups.wasm + groups.js + groups.css };
  };
  const page = tally((f) => !onDemand(f));
  const ai = tally(onDemand);
  const g = page.groups;
  console.log(`size gzipped, the files fetched before the first board: wasm ${kb(g.wasm)} KB, JS ${kb(g.js)} KB, CSS ${kb(g.css)} KB` +
    ` = ${kb(page.core)} KB (raw ${kb(page.raw)} KB); HTML+JSON+SVG ${kb(g.other)} KB`);
  console.log(`size gzipped, every other file (on demand or by the offline copy): wasm ${kb(ai.groups.wasm)} KB,` +
    ` JS ${kb(ai.groups.js)} KB = ${kb(ai.core)} KB`);
}

const fetchedFirst = new Set();
/** Bytes fetched before the first board: what a first visit costs before one can play. */
async function firstLoad(browser, query, stored = null) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  // What an earlier visit kept in the site's storage, there before the page's scripts run.
  if (stored) await withStorage(ctx, stored.items);
  const page = await ctx.newPage();
  served.length = 0;
  await page.goto(`http://127.0.0.1:${port}/index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  // The requests that came before the first board was drawn (the page's clock and the server's
  // are the machine's).
  const drawn = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('semailles:board-drawn')[0].startTime);
  const seen = served.filter(([, , at]) => at <= drawn);
  await ctx.close();
  for (const [p] of seen) fetchedFirst.add(p);
  const total = seen.reduce((n, [, b]) => n + b, 0);
  const byKind = {};
  for (const [p, b] of seen) {
    const kind = extname(p).slice(1) || 'other';
    byKind[kind] = (byKind[kind] ?? 0) + b;
  }
  const twice = seen.map(([p]) => p).filter((p, i, all) => all.indexOf(p) !== i);
  const what = stored ? ` (${stored.label})` : '';
  console.log(`fetched before the first board (${rootName}/index.html${query}${what}): ${seen.length} files, ` +
    `${total} bytes gzipped (${Object.entries(byKind).map(([k, b]) => `${k} ${b}`).join(', ')})` +
    (twice.length ? `; fetched twice: ${twice.join(' ')}` : ''));
  for (const [p, b] of seen) console.log(`  ${String(b).padStart(7)}  ${p}`);
  if (budget !== null && total > budget) overBudget.push(`index.html${query}${what}: ${total} B`);
}

/** What a visit that played three moves of the default game keeps in the site's storage. */
async function rememberedGame(browser) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const kept = await playAndKeep(await ctx.newPage(), `http://127.0.0.1:${port}/index.html`, 3);
  await ctx.close();
  return kept;
}

async function firstBoard(browser, slowdown) {
  const times = [];
  for (let i = 0; i < 7; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`http://127.0.0.1:${port}/index.html`);
    await page.waitForSelector('body[data-ready="true"]');
    times.push(await page.evaluate(() => performance.getEntriesByName('semailles:board-drawn')[0].startTime));
    await ctx.close();
  }
  times.sort((a, b) => a - b);
  console.log(`first drawn board (CPU ×${slowdown}): median ${times[3].toFixed(0)} ms ` +
    `(min ${times[0].toFixed(0)}, max ${times[6].toFixed(0)}; 7 loads, local server, cold cache: a new browser context each)`);
}

async function playing(browser, slowdown, query) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`http://127.0.0.1:${port}/index.html?${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#speed', 'instant');
  const result = await page.evaluate(async () => {
    const c = window.semailles.controller;
    const sync = [];
    let seed = 12345;
    const pick = (n) => { seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0; return Math.floor((seed / 2 ** 32) * n); };
    let plies = 0;
    window.__long.length = 0;
    while (!c.view.outcome && plies < 2000) {
      const token = c.view.legal[pick(c.view.legal.length)];
      const t0 = performance.now();
      await c.play(token); // the engine (in its worker) and the drawing
      sync.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 0));
      plies++;
    }
    sync.sort((a, b) => b - a);
    return { plies, maxSync: sync[0], p50: sync[Math.floor(sync.length / 2)], long: [...window.__long] };
  });
  const long = result.long.length ? `${result.long.length} over 50 ms, longest ${Math.max(...result.long).toFixed(0)} ms` : 'none over 50 ms';
  console.log(`playing ${query} (CPU ×${slowdown}): ${result.plies} plies; intent latency ` +
    `median ${result.p50.toFixed(1)} ms, longest ${result.maxSync.toFixed(1)} ms; long tasks: ${long}`);
  await ctx.close();
}

const server = await serve();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
});
try {
  // A new game the build records (drawn from its engine's recorded answers): the default
  // page, Tricérata's, a preset's link; then a link to a game under way (the engine before the
  // board, as for a game with switches of its own).
  await firstLoad(browser, '');
  await firstLoad(browser, '?game=tricerata');
  await firstLoad(browser, '?preset=kujifunza');
  await firstLoad(browser, '?preset=zanzibar&moves=A6L');
  // A game remembered under way, the bare address (resume.js): with the engine's answers kept
  // for it by the visit that played it, then without them (as before they were kept); then a
  // reload of the page that played it, whose address holds the game, the answers kept.
  // (The page run from its sources keeps no answers: it has no engines' build to check them by.)
  if (rootName === 'dist') {
    const kept = await rememberedGame(browser);
    await firstLoad(browser, '', { label: 'a game remembered under way, its answers kept', items: kept });
    await firstLoad(browser, '', { label: 'a game remembered under way, no answers kept', items: { 'semailles.game': kept['semailles.game'] } });
    await firstLoad(browser, `?${kept['semailles.game']}`, { label: 'a reload, its answers kept', items: kept });
  }
  if (overBudget.length) {
    console.error(`measure.mjs: over the first board's budget of ${budget} B gzipped: ${overBudget.join('; ')}`);
    process.exitCode = 1;
  }
  if (firstLoadOnly) process.exit(process.exitCode ?? 0);
  sizes(fetchedFirst);
  await firstBoard(browser, 1);
  await firstBoard(browser, 4);
  for (const query of ['preset=mraha', 'preset=zanzibar', 'game=tricerata&board=triangle:8&players=2&stones=2']) {
    await playing(browser, 1, query);
    await playing(browser, 4, query);
  }
} finally {
  await browser.close();
  server.close();
}
