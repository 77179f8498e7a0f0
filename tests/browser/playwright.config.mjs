// Playwright drives Debian's Chromium (/usr/bin/chromium): no browser download on our machines.
// The test run serves the built www/ itself on 127.0.0.1 with tests/browser/static-server.mjs:
// a plain static host that sends application/wasm and, like GitHub Pages, CORS `*` headers.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.SEMAILLES_TEST_PORT || 18417);

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.mjs$/,
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // As root Chromium needs --no-sandbox; the rest keeps it off the (closed) network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node tests/browser/static-server.mjs ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
  },
});
