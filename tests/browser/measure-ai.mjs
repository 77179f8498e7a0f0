// Measures, does not assert (speed depends on the machine): the computer players' search in the
// browser (wasm, in the AI worker as the page uses it). Run `node tests/browser/measure-ai.mjs`
// after `./build.sh --no-serve`. For each spec (default `ab:1000ms best:1000ms`, or given as
// arguments) and each position (the Mraha start, and midgame positions reached by seeded random
// play), one timed search; prints nodes per second and the average depth reached.
// The positions are written to target/ai-positions.txt, to measure the same natively:
//   cargo run --release --example search_stats -- ab:1000ms < target/ai-positions.txt

import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const port = 18432;
const specs = process.argv.slice(2).length ? process.argv.slice(2) : ['ab:1000ms', 'best:1000ms'];

const server = spawn('node', [join(here, 'static-server.mjs'), String(port)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/index.html?preset=mraha`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#speed', 'instant');
  // The start, then positions after 8, 16 and 24 random decisions of three seeded games.
  const positions = await page.evaluate(async () => {
    const c = window.semailles.controller;
    const texts = [c.view.text];
    for (const seed of [11, 22, 33]) {
      await c.start({ game: 'mraha', preset: 'mraha' });
      let s = seed;
      const pick = (n) => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return Math.floor((s / 2 ** 32) * n); };
      for (let ply = 1; ply <= 24 && !c.view.outcome; ply++) {
        await c.play(c.view.legal[pick(c.view.legal.length)]);
        if (ply % 8 === 0 && c.view.decision === 'start' && !c.view.outcome) texts.push(c.view.text);
      }
    }
    return texts;
  });
  const out = join(here, '../../target/ai-positions.txt');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${positions.join('\n')}\n`);
  for (const spec of specs) {
    const rows = await page.evaluate(async ({ positions, spec }) => {
      const { Ai } = await import('./js/ai.js');
      const ai = new Ai();
      const rows = [];
      for (const text of positions) rows.push({ text, ...(await ai.ask('mraha', text, spec, { stats: true, seed: 1 })) });
      ai.cancel();
      return rows;
    }, { positions, spec });
    let nodes = 0;
    let ms = 0;
    let depth = 0;
    let n = 0;
    for (const r of rows) {
      console.log(`${spec} nodes=${r.nodes} depth=${r.depth} ms=${r.millis.toFixed(0)} nodes_per_second=${(r.nodes / (r.millis / 1000)).toFixed(0)}  ${r.text}`);
      if (r.nodes > 0) {
        nodes += r.nodes;
        ms += r.millis;
        depth += r.depth;
        n += 1;
      }
    }
    console.log(`${spec} wasm (Chromium, AI worker): positions=${n} nodes_per_second=${(nodes / (ms / 1000)).toFixed(0)} avg_depth=${(depth / n).toFixed(2)}`);
  }
} finally {
  await browser.close();
  server.kill();
}
