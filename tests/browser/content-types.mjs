// The content type each file of the site is served with, by extension: one map for the test
// server (static-server.mjs) and the measuring scripts (measure.mjs, slow-network.mjs), each a
// plain static host as GitHub Pages is (the wasm as application/wasm).
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
