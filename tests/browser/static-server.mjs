// The browser tests' static server: serves the shipped page, dist/ (or the plain sources, www/,
// when SEMAILLES_TEST_ROOT=www), like a plain static host (GitHub Pages sends
// `Access-Control-Allow-Origin: *` too, which a sandboxed frame — an opaque origin — needs to
// load modules, wasm and words). Two extra roots let tests put pages under a strict CSP sent as
// an HTTP header:
//   /strict/<path>  → dist/<path> (or www/<path>) with the strict policy
//   /host/<file>    → tests/browser/hosts/<file> (host pages that embed the game) with it too
// and one for a host that forgot the header a sandboxed frame needs:
//   /no-cors/<path> → dist/<path> (or www/<path>) without `Access-Control-Allow-Origin`
// Usage: node tests/browser/static-server.mjs <port>

import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ROOT } from './test-root.mjs';
import { TYPES } from './content-types.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const www = join(here, '..', '..', TEST_ROOT);
const hosts = join(here, 'hosts');
const port = Number(process.argv[2] || 18417);

export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  "img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'";


createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  let root = www;
  let rest = path;
  let strict = false;
  let cors = true;
  if (path.startsWith('/strict/')) [rest, strict] = [path.slice(7), true];
  else if (path.startsWith('/no-cors/')) [rest, cors] = [path.slice(8), false];
  else if (path.startsWith('/host/')) [root, rest, strict] = [hosts, path.slice(5), true];
  if (rest.endsWith('/')) rest += 'index.html';
  const file = normalize(join(root, rest));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    const headers = {
      'content-type': TYPES[extname(file)] || 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    };
    if (strict) headers['content-security-policy'] = STRICT_CSP;
    if (!cors) delete headers['access-control-allow-origin'];
    res.writeHead(200, headers).end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}).listen(port, '127.0.0.1');
