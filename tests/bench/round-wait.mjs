// How long a person waits for the computer seats in a row (Tricérata with three players or
// more): the page in headless Chromium, the person at seat 0 playing the first legal choice of
// each decision (then *Finish my turn* where offered); a round's wait runs from the person's
// last decision to their next turn, the computer seats' thinking, pauses and drawings included.
// Prints each round's wait, then their median:
//
//   node tests/bench/round-wait.mjs [--root dist|www] [--rounds N] [--speed normal] [QUERY]
//
// QUERY: the page's address parameters (default: six players, five computer seats of level 3,
// `game=tricerata&board=triangle:8&players=6&stones=2&seats=h.3.3.3.3.3`). Serves dist/ (built
// by ./build.sh), or the plain sources with `--root www`, with the browser tests' static server.
// The games are random (the computers' seeds): compare medians of several rounds.
//
// Wall time in a browser: run it on a quiet machine.

import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = { root: 'dist', rounds: '4', speed: 'normal' };
let query = 'game=tricerata&board=triangle:8&players=6&stones=2&seats=h.3.3.3.3.3';
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const name = argv[i].startsWith('--') ? argv[i].slice(2) : null;
  if (name === null) query = argv[i];
  else if (name in args && argv[i + 1] !== undefined) args[name] = argv[++i];
  else {
    console.error(`usage: round-wait.mjs [--root dist|www] [--rounds N] [--speed S] [QUERY] (not ${argv[i]})`);
    process.exit(2);
  }
}
if (!['dist', 'www'].includes(args.root) || !(Number(args.rounds) >= 1)) {
  console.error('round-wait.mjs: --root dist|www, --rounds a number of rounds');
  process.exit(2);
}

/** A port free now on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const serverScript = join(dirname(fileURLToPath(import.meta.url)), '..', 'browser', 'static-server.mjs');
const server = spawn(process.execPath, [serverScript, String(port)], {
  env: { ...process.env, SEMAILLES_TEST_ROOT: args.root },
  stdio: 'ignore',
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.error(`round-wait: page error: ${e.message}`));
  for (let tries = 0; ; tries++) {
    try {
      await page.goto(`http://127.0.0.1:${port}/index.html?${query}&lang=en`);
      break;
    } catch (e) {
      if (tries === 20) throw e;
      await new Promise((r) => setTimeout(r, 200)); // the server still starting
    }
  }
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#speed', args.speed);
  const personToPlay = () => page.evaluate(() => {
    const c = window.semailles.controller;
    if (c.view.outcome) return 'over';
    return c.view.to_move === 0 && !c.animating && !document.querySelector('#status.computer');
  });
  const waits = [];
  for (let round = 0; round < Number(args.rounds); round++) {
    await page.waitForFunction(() => {
      const c = window.semailles.controller;
      return c.view.outcome || (c.view.to_move === 0 && !c.animating && !document.querySelector('#status.computer'));
    }, null, { timeout: 600_000 });
    if ((await personToPlay()) === 'over') break;
    // The person's turn, decision by decision, each drawn before the next.
    for (;;) {
      const v = await page.evaluate(() => {
        const { view } = window.semailles.controller;
        return { mine: view.to_move === 0 && !view.outcome, decision: view.decision };
      });
      if (!v.mine) break;
      const finish = page.locator('#btn-finish');
      if (v.decision === 'path' && await finish.isVisible() && await finish.isEnabled()) await finish.click();
      else await page.evaluate(() => window.semailles.controller.play(window.semailles.controller.view.legal[0]));
      await page.waitForFunction(() => !window.semailles.controller.board.anim.running && !window.semailles.controller.pending);
    }
    const start = Date.now();
    await page.waitForFunction(() => {
      const c = window.semailles.controller;
      return c.view.outcome || (c.view.to_move === 0 && !c.animating && !document.querySelector('#status.computer'));
    }, null, { timeout: 600_000, polling: 50 });
    if ((await personToPlay()) === 'over') break;
    waits.push(Date.now() - start);
    console.log(`round ${round + 1}: waited ${waits.at(-1)} ms`);
  }
  const sorted = [...waits].sort((a, b) => a - b);
  console.log(waits.length ? `median wait: ${sorted[Math.floor((sorted.length - 1) / 2)]} ms over ${waits.length} rounds` : 'no whole round (the game ended first)');
} finally {
  await browser.close();
  server.kill();
}
