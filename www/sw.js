// The offline copy of the game. build.sh writes pkg/build.js: this build's id (a hash of every
// shipped file) and the list of files. The cache is named after the id, so a new build installs
// a new cache, takes over at once, and deletes the old caches; the browser notices a new build
// because an imported script (pkg/build.js) changed. Files are served from the cache first — they
// belong to the build that cached them — and the network is used for anything else.

/* global SEMAILLES_BUILD, SEMAILLES_FILES */
importScripts('pkg/build.js');

const CACHE = `semailles-${SEMAILLES_BUILD}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(SEMAILLES_FILES.map((f) => new Request(f, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names
        .filter((n) => n.startsWith('semailles-') && n !== CACHE)
        .map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // A page's address carries the game (`?preset=…&moves=…`): any query finds the cached page.
  const page = request.mode === 'navigate';
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: page }))
      .then((hit) => hit || fetch(request)),
  );
});
