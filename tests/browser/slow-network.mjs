// Measures, does not assert: the time from navigation to the first board a player can tap,
// over a simulated slow network, for the full page and the embed, both games. Run after
// `./build.sh --no-serve`:
//
//   node tests/browser/slow-network.mjs [--root DIR] [--runs N] [--rtt MS --rate BYTES_PER_MS]
//                                       [--page 'PAGE?QUERY' | --remembered yes]
//
// `--root` serves another built page (a copy of a previous dist/, to compare; default dist/);
// `--page` times that page alone (a link with moves, a friend's short link…) instead of the
// full page and the embed of both games; `--remembered yes` times the bare page on a later
// visit to a game played there (three moves of the default game, played first on a fast
// network), with the engine's answers that visit kept for it, then without them, then a reload
// of the page that played it (its address holds the game) with them.
// The network: every response waits one round trip (`--rtt`), then its body, gzipped -9 as a
// static host sends it, takes its share of one link of `--rate` bytes a millisecond, the
// responses one after the other in the order they were asked. Without `--rtt`, two networks:
// a mobile one with long round trips and a fair rate (300 ms, 1,000 B/ms: what the number of
// round trips in a row decides) and a slow one (150 ms, 200 B/ms, 1.6 Mbit/s: what the bytes
// decide). Served over HTTP/2, as static hosts serve (over HTTP/1.1 Chromium opens at most six
// connections to a host, which would queue the first board's files behind each other), with a
// certificate made for the run by `openssl` and trusted by this browser alone; cached as
// GitHub Pages sends it (max-age=600), service workers blocked.
//
// The times: `performance.now()` when the first playable pit or cell is in the page, and when
// the page says it is ready (`body[data-ready]`: what the first board did not need is there too,
// among it what a turn shows, which the first turn's animation waits for), both seen by a
// MutationObserver, in a fresh browser context each load; medians of `--runs` loads (5), after
// one load not counted.

import { chromium } from 'playwright-core';
import { createSecureServer } from 'node:http2';
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { TYPES } from './content-types.mjs';
import { playAndKeep, withStorage } from './remembered-game.mjs';

const PAGES = ['index.html', 'index.html?game=tricerata', 'embed.html', 'embed.html?game=tricerata'];
const NETWORKS = [{ rtt: 300, rate: 1000 }, { rtt: 150, rate: 200 }];

function options(argv) {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const opts = { root: join(repo, 'dist'), runs: 5, rtt: null, rate: null, pages: PAGES };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (!['--root', '--runs', '--rtt', '--rate', '--page', '--remembered'].includes(name) || value === undefined) {
      throw new Error(`usage: slow-network.mjs [--root DIR] [--runs N] [--rtt MS --rate BYTES_PER_MS] [--page PAGE | --remembered yes] (not ${name})`);
    }
    if (name === '--root') opts.root = resolve(value);
    else if (name === '--remembered') {
      if (value !== 'yes') throw new Error(`--remembered: yes (not ${value})`);
      opts.remembered = true;
    }
    else if (name === '--page') {
      if (!/^[\w-]+\.html(\?[^#\s]*)?$/.test(value)) throw new Error(`--page: a page of the site and its query (not ${value})`);
      opts.pages = [value];
    }
    else {
      const n = Number(value);
      const most = name === '--runs' ? 50 : 100_000;
      if (!Number.isInteger(n) || n < 1 || n > most) throw new Error(`${name}: a whole number from 1 to ${most}`);
      opts[name.slice(2)] = n;
    }
  }
  if ((opts.rtt === null) !== (opts.rate === null)) throw new Error('--rtt and --rate go together');
  if (!existsSync(join(opts.root, 'index.html'))) {
    throw new Error(`no ${opts.root}/index.html (run ./build.sh --no-serve first)`);
  }
  return opts;
}

/** A key and a self-signed certificate for 127.0.0.1, made by openssl in `dir`. */
function certificate(dir) {
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert,
      '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  } catch (e) {
    throw new Error(`openssl could not make the run's certificate (${e.message})`);
  }
  const pem = readFileSync(cert);
  // What Chromium's --ignore-certificate-errors-spki-list names: the key's SHA-256, base64.
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { key: readFileSync(key), cert: pem, spki: createHash('sha256').update(spki).digest('base64') };
}

/** The site at `root` over HTTP/2, each response delayed as `network` (changeable) says. */
function serve(root, tls, network) {
  let linkFree = 0;
  const server = createSecureServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'https://x').pathname);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    const asked = performance.now();
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    const body = gzipSync(readFileSync(file), { level: 9 });
    const start = Math.max(asked + network.rtt, linkFree);
    linkFree = start + body.length / network.rate;
    setTimeout(() => {
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] || 'application/octet-stream',
        'content-encoding': 'gzip',
        'cache-control': 'max-age=600',
      }).end(body);
    }, linkFree - performance.now());
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/**
 * Milliseconds from navigation to the first playable place of `url` and to the page's being
 * ready, in a fresh context: `{playable, ready}`.
 */
async function firstPlayable(browser, url, stored = null) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  if (stored) await withStorage(ctx, stored);
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    const seen = () => {
      if (window.__playable === undefined && document.querySelector('svg.board .playable')) {
        window.__playable = performance.now();
      }
      if (window.__ready === undefined && document.body?.dataset.ready === 'true') {
        window.__ready = performance.now();
      }
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__ready !== undefined && window.__playable !== undefined, null,
    { timeout: 120_000 });
  const times = await page.evaluate(() => ({ playable: window.__playable, ready: window.__ready }));
  await ctx.close();
  return times;
}

/** `median (min–max)` of the `key` of `runs`, in whole milliseconds. */
function spread(runs, key) {
  const ms = runs.map((r) => r[key]).sort((a, b) => a - b);
  return `${ms[ms.length >> 1].toFixed(0)} ms (${ms[0].toFixed(0)}–${ms[ms.length - 1].toFixed(0)})`;
}

let opts;
try {
  opts = options(process.argv.slice(2));
} catch (e) {
  console.error(`slow-network: ${e.message}`);
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'semailles-slow-network-'));
let server = null;
let browser = null;
try {
  const tls = certificate(dir);
  const network = { rtt: 0, rate: 1 };
  server = await serve(opts.root, tls, network);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', `--ignore-certificate-errors-spki-list=${tls.spki}`],
  });
  const base = `https://127.0.0.1:${server.address().port}/`;
  // Each page timed: its address, what the site's storage holds before it, its name.
  let timed = opts.pages.map((p) => ({ url: base + p, stored: null, name: p }));
  if (opts.remembered) {
    Object.assign(network, { rtt: 0, rate: 1e9 });
    const ctx = await browser.newContext({ serviceWorkers: 'block' });
    const kept = await playAndKeep(await ctx.newPage(), `${base}index.html`, 3);
    await ctx.close();
    timed = [
      { url: `${base}index.html`, stored: kept, name: 'index.html, a game remembered under way, its answers kept' },
      { url: `${base}index.html`, stored: { 'semailles.game': kept['semailles.game'] }, name: 'index.html, a game remembered under way, no answers kept' },
      { url: `${base}index.html?${kept['semailles.game']}`, stored: kept, name: 'a reload of that game (its address), its answers kept' },
    ];
  }
  for (const net of opts.rtt ? [{ rtt: opts.rtt, rate: opts.rate }] : NETWORKS) {
    Object.assign(network, net);
    for (const { url, stored, name } of timed) {
      await firstPlayable(browser, url, stored);
      const runs = [];
      for (let i = 0; i < opts.runs; i++) runs.push(await firstPlayable(browser, url, stored));
      console.log(`${name}, round trip ${net.rtt} ms, ${net.rate} B/ms: first playable board ` +
        `${spread(runs, 'playable')}, ready ${spread(runs, 'ready')} (medians of ${opts.runs} loads)`);
    }
  }
} catch (e) {
  console.error(`slow-network: ${e.message}`);
  process.exitCode = 2;
} finally {
  await browser?.close();
  server?.close();
  rmSync(dir, { recursive: true, force: true });
}
