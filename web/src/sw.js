// Cardavia's service worker: precaches every file of the built app (the list is written into
// this file at build time) and serves them from the cache, so the table opens offline.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `cardavia-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('cardavia-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // A page load is the app's one page; every other file is answered from the cache first.
  // Matched by path alone: a module script's request carries an Origin its cached copy (and a
  // server's `Vary: Origin`) did not.
  const navigate = request.mode === 'navigate';
  const key = navigate ? '/index.html' : new URL(request.url).pathname;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(key, { ignoreSearch: navigate, ignoreVary: true }).then((hit) => hit || fetch(request)),
    ),
  );
});
